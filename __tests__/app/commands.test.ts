/**
 * Slash commands, buttons and re-run requests: permissions (by role_name), reactions and replies,
 * the head-SHA pin, re-runs and dispatches, approvals that carry over to later runs.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  checkRunEvent,
  prComment,
  startHarness,
  workflowRunCompleted,
  type Harness,
} from "./support/harness.ts";
import { addRunWithReports, buildScenario, fixtureScreens, SHA, type Scenario } from "./support/scenario.ts";
import { reportArtifact, screen, webp } from "./support/fixtures.ts";
import type { RepoState } from "../helpers/github-double.ts";

type Who = "read" | "triage" | "write" | "maintain" | "admin" | "outside" | "bot";
const WHO: Who[] = ["read", "triage", "write", "maintain", "admin", "outside", "bot"];
const COMMANDS = [
  "/desktest rerun",
  "/desktest rerun all",
  "/desktest rerun app-broken app-save",
  "/desktest approve",
  "/desktest help",
];

function sender(who: Who) {
  return who === "bot" ? { login: "renovate[bot]", type: "Bot" } : { login: `user-${who}` };
}

function addPeople(repo: RepoState): void {
  for (const role of ["read", "triage", "write", "maintain", "admin"] as const)
    repo.collaborators.set(`user-${role}`, role);
}

let commentIds = 5000;

async function comment(
  h: Harness,
  scenario: Scenario,
  body: string,
  who: Who,
  options: Parameters<typeof prComment>[4] = {},
) {
  const commentId = options.commentId ?? ++commentIds;
  const res = await h.deliver(
    "issue_comment",
    prComment(scenario.repo, scenario.pull.number, body, sender(who), { ...options, commentId }),
  );
  expect(res.status).toBe(200);
  await h.settle();
  return {
    commentId,
    reactions: scenario.repo.reactions.filter((r) => r.commentId === commentId).map((r) => r.content),
    replies: scenario.repo.comments.filter((c) => c.issue === scenario.pull.number),
  };
}

describe("the permission matrix (read, triage, write, maintain, admin, outside contributor, bot) × every command", () => {
  let h: Harness;
  let scenario: Scenario;

  beforeAll(async () => {
    h = await startHarness();
    scenario = await buildScenario(h.double);
    addPeople(scenario.repo);
    await h.deliver("workflow_run", workflowRunCompleted(h.double, scenario.repo, scenario.prRun));
    await h.settle();
  });

  afterAll(async () => {
    await h.close();
  });

  for (const who of WHO) {
    for (const body of COMMANDS) {
      it(`${who}: ${body}`, async () => {
        const repo = scenario.repo;
        const before = {
          reruns: repo.reruns.length,
          dispatches: repo.dispatches.length,
          replies: repo.comments.length,
        };
        const { reactions } = await comment(h, scenario, body, who);
        const newReplies = repo.comments.slice(before.replies).map((c) => c.body);
        const allowed = ["write", "maintain", "admin"].includes(who);
        const help = body === "/desktest help";
        if (who === "bot") {
          expect(reactions).toEqual([]);
          expect(repo.comments.length).toBe(before.replies);
        } else if (!allowed) {
          // People who could not act get a reaction, never a comment: nobody can make the App talk.
          expect(reactions).toEqual(["confused"]);
          expect(repo.comments.length).toBe(before.replies);
        } else if (help) {
          expect(reactions).toEqual(["eyes", "rocket"]);
          expect(repo.comments.at(-1)!.body).toContain("**desktest commands**");
        } else {
          expect(reactions[0]).toBe("eyes");
          expect(newReplies.join("\n")).not.toContain("needs write access");
        }
        const rerunsAdded = repo.reruns.slice(before.reruns);
        const dispatchesAdded = repo.dispatches.slice(before.dispatches);
        if (!allowed || help) {
          expect(rerunsAdded).toEqual([]);
          expect(dispatchesAdded).toEqual([]);
          return;
        }
        expect(reactions.at(-1)).toBe(
          body === "/desktest approve" && who !== "write" ? "confused" : "rocket",
        );
        if (body === "/desktest rerun")
          expect(rerunsAdded).toEqual([{ runId: scenario.prRun.id, kind: "failed" }]);
        if (body === "/desktest rerun all")
          expect(rerunsAdded).toEqual([{ runId: scenario.prRun.id, kind: "all" }]);
        if (body.startsWith("/desktest rerun app-")) {
          expect(dispatchesAdded).toEqual([
            {
              workflowId: scenario.workflowId,
              ref: "feature/save-button",
              inputs: { filter: "app-broken\napp-save" },
            },
          ]);
        }
        if (body === "/desktest approve" && who !== "write") {
          // The first writer approved already.
          expect(repo.comments.at(-1)!.body).toContain("the visual changes are already approved.");
        }
      });
    }
  }

  it("sent only requests GitHub's OpenAPI description allows", () => {
    expect(h.double.violations).toEqual([]);
    expect(h.double.responseViolations).toEqual([]);
    // role_name, not the legacy permission field (which says write for maintain and read for triage).
    expect(h.double.requestsTo("repos/get-collaborator-permission-level").length).toBeGreaterThan(20);
  });
});

describe("commands", () => {
  let h: Harness;

  beforeEach(async () => {
    h = await startHarness();
  });

  afterEach(async () => {
    await h.close();
  });

  async function ready(options: Parameters<typeof buildScenario>[1] = {}): Promise<Scenario> {
    const scenario = await buildScenario(h.double, options);
    addPeople(scenario.repo);
    await h.deliver("workflow_run", workflowRunCompleted(h.double, scenario.repo, scenario.prRun));
    await h.settle();
    return scenario;
  }

  it("ignores edited comments, issue comments, other text and bots without a single request", async () => {
    const scenario = await ready();
    const before = h.double.requests.length;
    await h.deliver(
      "issue_comment",
      prComment(scenario.repo, 7, "/desktest rerun all", sender("admin"), { action: "edited" }),
    );
    const issue = prComment(scenario.repo, 7, "/desktest rerun all", sender("admin"));
    delete (issue.issue as Record<string, unknown>).pull_request;
    await h.deliver("issue_comment", issue);
    await h.deliver(
      "issue_comment",
      prComment(scenario.repo, 7, "LGTM, but /desktest rerun later", sender("admin")),
    );
    await h.deliver("issue_comment", prComment(scenario.repo, 7, "/desktest rerun all", sender("bot")));
    await h.settle();
    expect(h.double.requests.length).toBe(before);
  });

  it("acts once on a comment delivered twice", async () => {
    const scenario = await ready();
    const payload = prComment(scenario.repo, 7, "/desktest rerun all", sender("write"), {
      commentId: 424242,
    });
    await h.deliver("issue_comment", payload, { id: "d-1" });
    await h.deliver("issue_comment", payload, { id: "d-2" });
    await h.settle();
    expect(scenario.repo.reruns).toHaveLength(1);
    expect(scenario.repo.reactions.filter((r) => r.commentId === 424242).map((r) => r.content)).toEqual([
      "eyes",
      "rocket",
    ]);
  });

  it("is pinned to the head the comment was written against", async () => {
    const scenario = await ready();
    // Written before the head commit's run existed: the head moved after the comment.
    const { reactions } = await comment(h, scenario, "/desktest rerun all", "admin", {
      createdAt: "2026-05-01T09:59:00Z",
    });
    expect(reactions).toEqual(["eyes", "confused"]);
    expect(scenario.repo.comments.at(-1)!.body).toContain(
      "the pull request's head changed after the comment was written",
    );
    expect(scenario.repo.reruns).toEqual([]);

    // A new push without a desktest check yet: nothing to act on.
    h.double.addCommit(scenario.repo, SHA.c4, [SHA.c3]);
    scenario.pull.headSha = SHA.c4;
    const second = await comment(h, scenario, "/desktest approve", "admin");
    expect(second.reactions).toEqual(["eyes", "confused"]);
    expect(scenario.repo.comments.at(-1)!.body).toContain(
      "there is no desktest check for the head commit `4444444` yet",
    );
  });

  it("refuses named-task reruns of a fork, but re-runs its failed jobs", async () => {
    const scenario = await ready({ fork: true });
    const named = await comment(h, scenario, "/desktest rerun app-save", "write");
    expect(named.reactions).toEqual(["eyes", "confused"]);
    expect(scenario.repo.comments.at(-1)!.body).toContain("comes from a fork");
    expect(scenario.repo.dispatches).toEqual([]);
    const failed = await comment(h, scenario, "/desktest rerun", "write");
    expect(failed.reactions).toEqual(["eyes", "rocket"]);
    expect(scenario.repo.reruns).toEqual([{ runId: scenario.prRun.id, kind: "failed" }]);
  });

  it("explains a workflow that takes no filter input, and a malformed command", async () => {
    const scenario = await ready();
    scenario.repo.workflows.get(scenario.workflowId)!.dispatchInputs = [];
    await comment(h, scenario, "/desktest rerun app-save", "write");
    expect(scenario.repo.comments.at(-1)!.body).toContain(
      "does not accept a `workflow_dispatch` with a `filter` input on `feature/save-button`",
    );
    const bad = await comment(h, scenario, "/desktest frobnicate", "write");
    expect(bad.reactions).toEqual(["confused"]);
    expect(scenario.repo.comments.at(-1)!.body).toContain(
      "unknown command. `/desktest help` lists the commands.",
    );
    const evil = await comment(h, scenario, "/desktest rerun $(rm -rf /)", "write");
    expect(evil.reactions).toEqual(["confused"]);
    expect(scenario.repo.dispatches).toEqual([]);
  });

  it("approves visual changes (button or comment) and carries the approval to later runs until the screens change again", async () => {
    const s = await fixtureScreens();
    const visualOnly = (save: Buffer) => (_h: unknown, sha: string) => [
      {
        index: 1,
        count: 1,
        headSha: sha,
        tasks: [
          { id: "app-open", final: s.head.open },
          { id: "app-save", final: save },
        ],
      },
    ];
    const scenario = await ready({ head: (_s, sha) => visualOnly(s.head.save)(null, sha) });
    const first = [...scenario.repo.checkRuns.values()][0]!;
    expect(first.conclusion).toBe("action_required");
    expect(first.output.title).toBe("2 passed, 1 visual change to approve (2 tasks)");
    expect(first.actions.map((a) => a.identifier)).toEqual(["approve-visual", "rerun-all"]);

    // A reader cannot press the button (and the App does not comment for them).
    const commentsBefore = scenario.repo.comments.length;
    await h.deliver(
      "check_run",
      checkRunEvent(scenario.repo, first, "requested_action", sender("read"), "approve-visual"),
    );
    await h.settle();
    expect(first.conclusion).toBe("action_required");
    expect(scenario.repo.comments.length).toBe(commentsBefore);

    // A maintainer can.
    await h.deliver(
      "check_run",
      checkRunEvent(scenario.repo, first, "requested_action", sender("maintain"), "approve-visual"),
    );
    await h.settle();
    expect(first.conclusion).toBe("success");
    expect(first.output.title).toBe("2 passed, 1 visual change approved (2 tasks)");
    expect(first.output.summary).toContain("Visual changes approved by `user-maintain`.");
    expect(first.actions.map((a) => a.identifier)).toEqual(["rerun-all"]);
    expect(first.annotations).toEqual([]);

    // A new push with the same screens: the approval still holds.
    h.double.addCommit(scenario.repo, SHA.c4, [SHA.c3]);
    scenario.pull.headSha = SHA.c4;
    const same = await addRunWithReports(
      h.double,
      scenario.repo,
      {
        workflowId: scenario.workflowId,
        headSha: SHA.c4,
        headBranch: scenario.pull.headRef,
        pullRequests: [7],
        createdAt: "2026-05-01T11:00:00Z",
      },
      visualOnly(s.head.save)(null, SHA.c4),
    );
    await h.deliver("workflow_run", workflowRunCompleted(h.double, scenario.repo, same));
    await h.settle();
    const second = [...scenario.repo.checkRuns.values()].find((c) => c.headSha === SHA.c4)!;
    expect(second.conclusion).toBe("success");
    expect(second.output.title).toBe("2 passed, 1 visual change approved (2 tasks)");

    // The screen changes again: approval needed again, and the comment path grants it.
    const c5 = "5".repeat(40);
    h.double.addCommit(scenario.repo, c5, [SHA.c4]);
    scenario.pull.headSha = c5;
    const again = await webp(screen({ seed: 1, changedButton: true, lines: 2 }));
    const changed = await addRunWithReports(
      h.double,
      scenario.repo,
      {
        workflowId: scenario.workflowId,
        headSha: c5,
        headBranch: scenario.pull.headRef,
        pullRequests: [7],
        createdAt: "2026-05-01T12:00:00Z",
      },
      visualOnly(again)(null, c5),
    );
    await h.deliver("workflow_run", workflowRunCompleted(h.double, scenario.repo, changed));
    await h.settle();
    const third = [...scenario.repo.checkRuns.values()].find((c) => c.headSha === c5)!;
    expect(third.conclusion).toBe("action_required");
    const { reactions } = await comment(h, scenario, "/desktest approve", "write");
    expect(reactions).toEqual(["eyes", "rocket"]);
    expect(third.conclusion).toBe("success");
    expect(h.double.violations).toEqual([]);
  });

  it("gives each suite (artifact prefix) of a run its own check, and approves them all", async () => {
    const s = await fixtureScreens();
    const scenario = await buildScenario(h.double, {
      head: (_s, sha) => [
        { index: 1, count: 1, headSha: sha, tasks: [{ id: "app-save", final: s.head.save }] },
      ],
    });
    addPeople(scenario.repo);
    // The smoke suite: its own artifacts in the same runs (baseline at the merge base, and the PR run).
    const smoke = (final: Buffer, sha: string) =>
      reportArtifact({ index: 1, count: 1, headSha: sha, tasks: [{ id: "smoke-open", final }] });
    h.double.addArtifact(
      scenario.repo,
      scenario.baselineRun!.id,
      "smoke-report-all",
      await smoke(s.base.open, SHA.c1),
    );
    h.double.addArtifact(
      scenario.repo,
      scenario.prRun.id,
      "smoke-report-all",
      await smoke(s.head.save, SHA.c3),
    );
    await h.deliver("workflow_run", workflowRunCompleted(h.double, scenario.repo, scenario.prRun));
    await h.settle();
    const checks = [...scenario.repo.checkRuns.values()];
    expect(checks.map((c) => [c.name, c.conclusion])).toEqual([
      ["desktest / desktest e2e", "action_required"],
      ["desktest / desktest e2e (smoke)", "action_required"],
    ]);
    const { reactions } = await comment(h, scenario, "/desktest approve", "maintain");
    expect(reactions).toEqual(["eyes", "rocket"]);
    expect(checks.map((c) => c.conclusion)).toEqual(["success", "success"]);
    expect(h.double.violations).toEqual([]);
  });

  it("re-runs through the check's Re-run link and buttons", async () => {
    const scenario = await ready();
    const check = [...scenario.repo.checkRuns.values()][0]!;
    await h.deliver("check_run", checkRunEvent(scenario.repo, check, "rerequested", sender("write")));
    await h.deliver(
      "check_run",
      checkRunEvent(scenario.repo, check, "requested_action", sender("admin"), "rerun-all"),
    );
    await h.settle();
    expect(scenario.repo.reruns).toEqual([
      { runId: scenario.prRun.id, kind: "failed" },
      { runId: scenario.prRun.id, kind: "all" },
    ]);
    // Another app's check run is not ours to act on.
    const foreign = checkRunEvent(scenario.repo, check, "requested_action", sender("admin"), "rerun-all");
    (foreign.check_run as { app: { id: number } }).app.id = 1;
    await h.deliver("check_run", foreign);
    await h.settle();
    expect(scenario.repo.reruns).toHaveLength(2);
  });
});
