/**
 * Baselines that hold: each task's baseline is its latest passing screen on the base branch's
 * ancestry, from any run with a report for it. The history: 30 commits on main, the oldest run's
 * reports still there, 27 runs whose artifacts expired, and a newest run that failed one task; a pull
 * request and a merge-queue run on top. The GitHub double checks every request against GitHub's
 * OpenAPI description.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { GitHubDouble, RepoState, RunState } from "../helpers/github-double.ts";
import { screen, webp, type ShardSpec } from "./support/fixtures.ts";
import { addRunWithReports } from "./support/scenario.ts";
import { startHarness, workflowRunCompleted, type Harness } from "./support/harness.ts";

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const sha = (n: number) => n.toString(16).padStart(40, "0");
const at = (minutes: number) =>
  new Date(Date.UTC(2026, 4, 1, 8, 0) + minutes * 60_000).toISOString().replace(/\.\d+Z$/, "Z");

interface History {
  repo: RepoState;
  workflowId: number;
  oldest: RunState;
  failed: RunState;
  tip: string;
}

/** main: m1 … m30; runs at every commit; only m1's and m30's reports are left. */
async function history(double: GitHubDouble): Promise<History> {
  const repo = double.addRepo("octo-org", "desktop-app");
  const workflowId = double.addWorkflow(repo, "desktest e2e", ".github/workflows/desktest.yml");
  const save = await webp(screen({ seed: 1 }));
  const open = await webp(screen({ seed: 2 }));
  const saveBroken = await webp(screen({ seed: 1, changedButton: true }));
  const shard = (headSha: string, saveStatus: "pass" | "fail"): ShardSpec[] => [
    {
      index: 1,
      count: 1,
      headSha,
      tasks: [
        { id: "app-save", status: saveStatus, final: saveStatus === "pass" ? save : saveBroken },
        { id: "app-open", final: open },
      ],
    },
  ];
  let oldest: RunState | undefined;
  let failed: RunState | undefined;
  for (let n = 1; n <= 30; n++) {
    double.addCommit(repo, sha(n), n === 1 ? [] : [sha(n - 1)], "main");
    const run = { workflowId, headSha: sha(n), headBranch: "main", event: "push", createdAt: at(n) };
    if (n === 1) {
      oldest = await addRunWithReports(double, repo, run, shard(sha(n), "pass"));
    } else if (n === 30) {
      // The newest run on main failed app-save: its app-open screen is still a good baseline.
      failed = await addRunWithReports(
        double,
        repo,
        { ...run, conclusion: "failure" },
        shard(sha(n), "fail"),
      );
    } else {
      const state = double.addRun(repo, run);
      double.addArtifact(repo, state.id, "desktest-report-1of1", Buffer.from("gone"), { expired: true });
    }
  }
  return { repo, workflowId, oldest: oldest!, failed: failed!, tip: sha(30) };
}

/** A head run whose screens equal the last passing ones: nothing changed, if the right baselines are used. */
async function headShards(headSha: string): Promise<ShardSpec[]> {
  return [
    {
      index: 1,
      count: 1,
      headSha,
      tasks: [
        { id: "app-save", final: await webp(screen({ seed: 1 })) },
        { id: "app-open", final: await webp(screen({ seed: 2 })) },
      ],
    },
  ];
}

async function check(harness: Harness, repo: RepoState, run: RunState) {
  const res = await harness.deliver("workflow_run", workflowRunCompleted(harness.double, repo, run));
  expect(res.status).toBe(200);
  await harness.settle();
  const runs = [...repo.checkRuns.values()].filter((c) => c.headSha === run.headSha);
  expect(runs).toHaveLength(1);
  expect(harness.double.violations).toEqual([]);
  expect(harness.double.responseViolations).toEqual([]);
  return runs[0]!;
}

describe("the baseline of each task", () => {
  it("is its latest passing screen on the ancestry: past a failed run, 28 expired ones, 30 commits back", async () => {
    h = await startHarness();
    const { repo, workflowId, failed, tip } = await history(h.double);
    const head = h.double.addCommit(repo, "f".repeat(40), [tip]);
    const pull = h.double.addPull(repo, { number: 7, headSha: head, baseSha: tip, headRef: "feature" });
    const prRun = await addRunWithReports(
      h.double,
      repo,
      {
        workflowId,
        headSha: head,
        headBranch: pull.headRef,
        event: "pull_request",
        createdAt: at(60),
        pullRequests: [7],
      },
      await headShards(head),
    );
    const result = await check(h, repo, prRun);
    // app-open from the failed run at the merge base; app-save from the oldest run, 29 commits back.
    expect(result.conclusion).toBe("success");
    expect(result.output.title).toBe("2 passed (2 tasks)");
    const summary = result.output.summary!;
    expect(summary).toContain(`**Baseline:** run [#${failed.runNumber}]`);
    expect(summary).toMatch(/\| ✅ \| `app-save` \|.*\| unchanged \|/);
    expect(summary).toMatch(/\| ✅ \| `app-open` \|.*\| unchanged \|/);
    expect(summary).toContain("1 task compared with an older run, where it last passed");
    expect(summary).toContain("28 runs on the ancestry had no report artifacts left");
  });

  it("of a merge-queue run is taken from the queue's base branch", async () => {
    h = await startHarness();
    const { repo, workflowId, failed, tip } = await history(h.double);
    const group = h.double.addCommit(repo, "e".repeat(40), [tip]);
    const queueRun = await addRunWithReports(
      h.double,
      repo,
      {
        workflowId,
        headSha: group,
        headBranch: `gh-readonly-queue/main/pr-7-${"f".repeat(40)}`,
        event: "merge_group",
        createdAt: at(61),
      },
      await headShards(group),
    );
    const result = await check(h, repo, queueRun);
    expect(result.conclusion).toBe("success");
    expect(result.output.summary).toMatch(
      new RegExp(`\\*\\*Baseline:\\*\\* run \\[#${failed.runNumber}\\]\\([^)]+\\) on \`main\``),
    );
    expect(result.output.summary).toMatch(/\| ✅ \| `app-save` \|.*\| unchanged \|/);
  });

  it("survives its artifact's expiry: the app keeps its own copy of each passing screen of a branch run", async () => {
    h = await startHarness();
    const repo = h.double.addRepo("octo-org", "desktop-app");
    const workflowId = h.double.addWorkflow(repo, "desktest e2e", ".github/workflows/desktest.yml");
    h.double.addCommit(repo, sha(1), [], "main");
    const mainRun = await addRunWithReports(
      h.double,
      repo,
      { workflowId, headSha: sha(1), headBranch: "main", event: "push", createdAt: at(1) },
      [
        {
          index: 1,
          count: 1,
          headSha: sha(1),
          tasks: [{ id: "app-save", final: await webp(screen({ seed: 1 })) }],
        },
      ],
    );
    await check(h, repo, mainRun);
    // GitHub deletes the artifact (retention); the app's copy stays.
    for (const artifact of repo.artifacts.values())
      if (artifact.runId === mainRun.id) artifact.expired = true;

    const head = h.double.addCommit(repo, "f".repeat(40), [sha(1)]);
    h.double.addPull(repo, { number: 7, headSha: head, baseSha: sha(1), headRef: "feature" });
    const prRun = await addRunWithReports(
      h.double,
      repo,
      {
        workflowId,
        headSha: head,
        headBranch: "feature",
        event: "pull_request",
        createdAt: at(60),
        pullRequests: [7],
      },
      [
        {
          index: 1,
          count: 1,
          headSha: head,
          tasks: [{ id: "app-save", final: await webp(screen({ seed: 1, changedButton: true })) }],
        },
      ],
    );
    const result = await check(h, repo, prRun);
    // Compared with the kept copy: the change is seen, against the run whose artifact is gone.
    expect(result.output.summary).toMatch(/\| ✅ \| `app-save` \|.*\| 🟡 changed \|/);
    expect(result.output.summary).toMatch(
      new RegExp(`\\*\\*Baseline:\\*\\* run \\[#${mainRun.runNumber}\\]`),
    );
  });

  it("is searched for a bounded time, and the check says when the search gave up", async () => {
    h = await startHarness({}, { baselineSearchMs: 0 });
    const { repo, workflowId, tip } = await history(h.double);
    const head = h.double.addCommit(repo, "f".repeat(40), [tip]);
    h.double.addPull(repo, { number: 7, headSha: head, baseSha: tip, headRef: "feature" });
    const prRun = await addRunWithReports(
      h.double,
      repo,
      {
        workflowId,
        headSha: head,
        headBranch: "feature",
        event: "pull_request",
        createdAt: at(60),
        pullRequests: [7],
      },
      await headShards(head),
    );
    const result = await check(h, repo, prRun);
    expect(result.output.summary).toContain(
      "the baseline search stopped after 0 s and 0 run(s) of main; 2 task(s) have no baseline this time",
    );
    // Nor are the outcomes: the check does not claim there is no run on main.
    expect(result.output.summary).toContain(
      "**Outcomes:** not compared with `main`: `the baseline search stopped",
    );
    expect(result.output.summary).toMatch(
      /\| `app-save` \| not compared with `main` \(the search stopped\) \|/,
    );
    expect(result.output.summary).not.toContain("no run on `main` yet");
  });
});
