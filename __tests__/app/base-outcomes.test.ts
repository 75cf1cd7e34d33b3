/**
 * Each task's outcome against the base branch's latest run, whatever that run's outcome: "new failure",
 * "also fails on main", "fixed in this PR", "new task"; and approvals of screen changes per task (a
 * button or `/desktest approve <task>`) and all at once, never for a task that fails. Through the
 * GitHub double (every request checked against GitHub's OpenAPI description), with the App's state in
 * SQLite and in PostgreSQL.
 */
import { marked } from "marked";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { taskActionId } from "../../app/check/approvals.ts";
import type { CheckRunState, RepoState } from "../helpers/github-double.ts";
import { startPostgres, type PostgresServer } from "../helpers/postgres.ts";
import { screen, webp, type ShardSpec, type TaskSpec } from "./support/fixtures.ts";
import {
  checkRunEvent,
  prComment,
  startHarness,
  workflowRunCompleted,
  type Harness,
} from "./support/harness.ts";
import { addRunWithReports, SHA } from "./support/scenario.ts";

let postgres: PostgresServer | undefined;
beforeAll(async () => {
  postgres = await startPostgres();
}, 60_000);
afterAll(() => postgres?.stop());

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

const at = (minutes: number) =>
  new Date(Date.UTC(2026, 4, 1, 9, minutes)).toISOString().replace(/\.\d+Z$/, "Z");

const failed = (id: string, final: Buffer): TaskSpec => ({
  id,
  status: "fail",
  final,
  reason: `command_output: ${id} does not show the saved file`,
});

interface Flow {
  repo: RepoState;
  workflowId: number;
  check: CheckRunState;
}

/** Screens encoded once for the whole file (WebP encoding is the slow part of building a run). */
const shots = new Map<string, Promise<Buffer>>();
function shot(seed: number, changedButton = false): Promise<Buffer> {
  const key = `${seed}:${changedButton}`;
  if (!shots.has(key)) shots.set(key, webp(screen({ seed, changedButton })));
  return shots.get(key)!;
}

/**
 * main: c0 ── c1 (the merge base) ── c2; the pull request's head c3 on c1. The run at c1 failed (two
 * tasks failed in it); the run at c2 is newer but not on the pull request's ancestry.
 */
async function flow(harness: Harness, baseBranch = "main"): Promise<Flow> {
  const double = harness.double;
  const repo = double.addRepo("octo-org", "desktop-app");
  repo.collaborators.set("maintainer", "maintain");
  repo.collaborators.set("reader", "read");
  double.addCommit(repo, SHA.c0);
  double.addCommit(repo, SHA.c1, [SHA.c0]);
  double.addCommit(repo, SHA.c2, [SHA.c1], baseBranch);
  double.addCommit(repo, SHA.c3, [SHA.c1]);
  const workflowId = double.addWorkflow(repo, "desktest e2e", ".github/workflows/desktest.yml");
  const s = {
    save: await shot(1),
    open: await shot(2),
    regress: await shot(3),
    broken: await shot(4),
    fixed: await shot(5),
  };
  const changed = (seed: number) => shot(seed, true);
  const main = (sha: string, tasks: TaskSpec[]): ShardSpec[] => [{ index: 1, count: 1, headSha: sha, tasks }];
  const push = (sha: string, minutes: number, conclusion: string) => ({
    workflowId,
    headSha: sha,
    headBranch: baseBranch,
    event: "push",
    conclusion,
    createdAt: at(minutes),
  });
  // The merge base's run failed: app-broken and app-fixed failed in it.
  await addRunWithReports(
    double,
    repo,
    push(SHA.c1, 10, "failure"),
    main(SHA.c1, [
      failed("app-broken", s.broken),
      failed("app-fixed", s.fixed),
      { id: "app-open", final: s.open },
      { id: "app-regress", final: s.regress },
      { id: "app-save", final: s.save },
    ]),
  );
  // Newer, off the pull request's ancestry, every task passing: not the one to compare with.
  await addRunWithReports(
    double,
    repo,
    push(SHA.c2, 20, "success"),
    main(SHA.c2, [
      { id: "app-broken", final: s.broken },
      { id: "app-fixed", final: s.fixed },
      { id: "app-open", final: s.open },
      { id: "app-regress", final: s.regress },
      { id: "app-save", final: s.save },
    ]),
  );
  const pull = double.addPull(repo, {
    number: 7,
    headSha: SHA.c3,
    baseSha: SHA.c2,
    baseRef: baseBranch,
    headRef: "feature/save-button",
  });
  const prRun = await addRunWithReports(
    double,
    repo,
    {
      workflowId,
      headSha: SHA.c3,
      headBranch: pull.headRef,
      event: "pull_request",
      conclusion: "failure",
      createdAt: "2026-05-01T10:00:00Z",
      pullRequests: [7],
    },
    main(SHA.c3, [
      // Still failing, with another screen: not offered for approval.
      failed("app-broken", await changed(4)),
      { id: "app-fixed", final: s.fixed },
      { id: "app-new", final: await shot(6) },
      { id: "app-open", final: await changed(2) },
      // Fails now, and its screen changed: not offered for approval either.
      failed("app-regress", await changed(3)),
      { id: "app-save", final: await changed(1) },
    ]),
  );
  const res = await harness.deliver("workflow_run", workflowRunCompleted(double, repo, prRun));
  expect(res.status).toBe(200);
  await harness.settle();
  const checks = [...repo.checkRuns.values()].filter((c) => c.headSha === SHA.c3);
  expect(checks).toHaveLength(1);
  return { repo, workflowId, check: checks[0]! };
}

let commentIds = 9000;
async function comment(harness: Harness, repo: RepoState, body: string, login: string) {
  const commentId = ++commentIds;
  const res = await harness.deliver("issue_comment", prComment(repo, 7, body, { login }, { commentId }));
  expect(res.status).toBe(200);
  await harness.settle();
  return {
    reactions: repo.reactions.filter((r) => r.commentId === commentId).map((r) => r.content),
    reply: repo.comments.filter((c) => c.issue === 7).at(-1)?.body ?? "",
  };
}

async function press(
  harness: Harness,
  repo: RepoState,
  check: CheckRunState,
  login: string,
  identifier: string,
) {
  const res = await harness.deliver(
    "check_run",
    checkRunEvent(repo, check, "requested_action", { login }, identifier),
  );
  expect(res.status).toBe(200);
  await harness.settle();
}

/** The summary table's row of a task. */
const row = (summary: string, id: string) =>
  summary.split("\n").find((l) => l.startsWith("| ") && l.includes(` | \`${id}\` | `)) ?? "";

for (const database of ["sqlite", "postgres"] as const) {
  describe(`the check against the base branch (${database})`, () => {
    const start = async () =>
      startHarness(
        database === "postgres" ? { DATABASE_URL: await postgres!.createDatabase(`b${++commentIds}`) } : {},
      );

    it("says per task: new failure, also fails on main, fixed in this PR, new task; against the merge base's failed run", async () => {
      h = await start();
      const { check } = await flow(h);
      expect(check.conclusion).toBe("failure");
      // Failing tasks' changed screens are not counted as waiting for approval.
      expect(check.output.title).toBe("4 passed, 2 failed, 2 visual changes to approve (6 tasks)");
      const summary = check.output.summary!;
      expect(summary).toMatch(
        /\*\*Outcomes compared with\*\* run \[#\d+\]\([^)]+\) on `main` at `1111111`, its latest run with reports whatever its outcome: 1 new failure, 1 also failing on `main`, 1 fixed, 1 new task\./,
      );
      expect(row(summary, "app-broken")).toContain("| ❌ | `app-broken` | also fails on `main` |");
      expect(row(summary, "app-regress")).toContain(
        "| ❌ | `app-regress` | 🆕 new failure (passes on `main`) |",
      );
      expect(row(summary, "app-fixed")).toContain(
        "| ✅ | `app-fixed` | fixed in this PR (fails on `main`) |",
      );
      expect(row(summary, "app-new")).toContain("| ✅ | `app-new` | new task (not on `main`) |");
      expect(row(summary, "app-save")).toContain("| ✅ | `app-save` | passes on `main` |");
      // app-broken has no passing screen on main to compare with: it is not a new task.
      expect(row(summary, "app-broken")).toContain("| no passing screen on base |");
      expect(row(summary, "app-regress")).toMatch(/\| changed \|/);
      // "What went wrong" says the same.
      expect(summary).toMatch(/\*\*`app-broken`\*\* failed at step 7 · also fails on `main`: /);
      expect(summary).toMatch(
        /\*\*`app-regress`\*\* failed at step 7 · 🆕 new failure \(passes on `main`\): /,
      );
      // Approvals are offered per task, only for tasks that passed.
      expect(summary).toContain("**`app-save`** (waiting for approval: `/desktest approve app-save`)");
      expect(summary).toContain("**`app-regress`** (the task failed: its screen is approved once it passes)");
      expect(summary).not.toContain("/desktest approve app-regress");
      expect(summary).not.toContain("/desktest approve app-broken");
      // The tasks' one change is one group: "Approve visuals" accepts it where it may be (a task by name
      // with its command, or the task's button, which a press still reaches).
      expect(check.actions.map((a) => a.identifier)).toEqual(["rerun-failed", "approve-visual", "rerun-all"]);
      // The hosted review page has the same column.
      const page = await (await fetch(check.detailsUrl!)).text();
      expect(page).toContain("<td>also fails on main</td>");
      expect(page).toContain("<td>fixed in this PR (fails on main)</td>");
      expect(page).toContain("changed (the task failed)");
      expect(h.double.violations).toEqual([]);
      expect(h.double.responseViolations).toEqual([]);
    });

    it("approves one task (button or comment), refuses a failing one, and approves the rest at once", async () => {
      h = await start();
      const { repo, check } = await flow(h);

      // A reader's press does nothing.
      await press(h, repo, check, "reader", taskActionId("app-open"));
      expect(check.output.title).toContain("2 visual changes to approve");

      // The per-task button approves app-open alone.
      await press(h, repo, check, "maintainer", taskActionId("app-open"));
      expect(check.output.title).toBe(
        "4 passed, 2 failed, 1 visual change to approve, 1 visual change approved (6 tasks)",
      );
      expect(check.output.summary).toContain("**`app-open`** (approved by `maintainer`)");
      expect(check.output.summary).toContain("**`app-save`** (waiting for approval");
      // One task waits: its "Approve visuals" is enough, and Re-run all is back.
      expect(check.actions.map((a) => a.identifier)).toEqual(["rerun-failed", "approve-visual", "rerun-all"]);

      // A failing task's screen is never approved, by name or by a forged button.
      const refused = await comment(h, repo, "/desktest approve app-regress", "maintainer");
      expect(refused.reactions).toEqual(["eyes", "confused"]);
      expect(refused.reply).toContain(
        "`app-regress` failed in the latest run: a failing task's screen is not approved",
      );
      await press(h, repo, check, "maintainer", taskActionId("app-broken"));
      expect(repo.comments.filter((c) => c.issue === 7).at(-1)!.body).toContain(
        "`app-broken` failed in the latest run",
      );
      // Nothing is approved when one named task cannot be.
      const mixed = await comment(h, repo, "/desktest approve app-save app-regress", "maintainer");
      expect(mixed.reactions).toEqual(["eyes", "confused"]);
      expect(check.output.summary).toContain("**`app-save`** (waiting for approval");
      const unknown = await comment(h, repo, "/desktest approve app-gone", "maintainer");
      expect(unknown.reply).toContain("the latest run has no task `app-gone`.");

      // By name.
      const named = await comment(h, repo, "/desktest approve app-save", "maintainer");
      expect(named.reactions).toEqual(["eyes", "rocket"]);
      expect(check.output.title).toBe("4 passed, 2 failed, 2 visual changes approved (6 tasks)");
      expect(check.actions.map((a) => a.identifier)).toEqual(["rerun-failed", "rerun-all"]);

      // Everything that may be approved is: approve all says why there is nothing left, naming no failing task as approvable.
      const all = await comment(h, repo, "/desktest approve", "maintainer");
      expect(all.reactions).toEqual(["eyes", "confused"]);
      expect(all.reply).toContain(
        "the visual changes are already approved. `app-regress` failed: a failing task's screen is approved once it passes.",
      );
      expect(h.double.violations).toEqual([]);
      expect(h.double.responseViolations).toEqual([]);
    });

    it("approves every passing task's change at once and leaves the failing ones", async () => {
      h = await start();
      const { repo, check } = await flow(h);
      await press(h, repo, check, "maintainer", "approve-visual");
      expect(check.output.title).toBe("4 passed, 2 failed, 2 visual changes approved (6 tasks)");
      expect(check.output.summary).toContain("Visual changes approved by `maintainer`.");
      expect(check.output.summary).toContain(
        "**`app-regress`** (the task failed: its screen is approved once it passes)",
      );
      expect(check.conclusion).toBe("failure");
      expect(h.double.violations).toEqual([]);
    });

    it("keeps comparing after the base run's artifacts expired, from the outcomes the app recorded", async () => {
      h = await start();
      const repo = h.double.addRepo("octo-org", "desktop-app");
      h.double.addCommit(repo, SHA.c1, [], "main");
      h.double.addCommit(repo, SHA.c3, [SHA.c1]);
      const workflowId = h.double.addWorkflow(repo, "desktest e2e", ".github/workflows/desktest.yml");
      const final = await shot(4);
      const tasks = (sha: string, fixed: "pass" | "fail"): ShardSpec[] => [
        {
          index: 1,
          count: 1,
          headSha: sha,
          tasks: [
            failed("app-broken", final),
            fixed === "pass" ? { id: "app-fixed", final } : failed("app-fixed", final),
          ],
        },
      ];
      const mainRun = await addRunWithReports(
        h.double,
        repo,
        {
          workflowId,
          headSha: SHA.c1,
          headBranch: "main",
          event: "push",
          conclusion: "failure",
          createdAt: at(10),
        },
        tasks(SHA.c1, "fail"),
      );
      // The app processes the run on main when it completes, then GitHub deletes its artifacts.
      await h.deliver("workflow_run", workflowRunCompleted(h.double, repo, mainRun));
      await h.settle();
      for (const artifact of repo.artifacts.values())
        if (artifact.runId === mainRun.id) artifact.expired = true;

      h.double.addPull(repo, { number: 7, headSha: SHA.c3, baseSha: SHA.c1, headRef: "feature" });
      const prRun = await addRunWithReports(
        h.double,
        repo,
        {
          workflowId,
          headSha: SHA.c3,
          headBranch: "feature",
          event: "pull_request",
          conclusion: "failure",
          createdAt: "2026-05-01T10:00:00Z",
          pullRequests: [7],
        },
        tasks(SHA.c3, "pass"),
      );
      await h.deliver("workflow_run", workflowRunCompleted(h.double, repo, prRun));
      await h.settle();
      const check = [...repo.checkRuns.values()].find((c) => c.headSha === SHA.c3)!;
      const summary = check.output.summary!;
      expect(summary).toContain(`**Outcomes compared with** run [#${mainRun.runNumber}]`);
      expect(row(summary, "app-broken")).toContain("| ❌ | `app-broken` | also fails on `main` |");
      expect(row(summary, "app-fixed")).toContain(
        "| ✅ | `app-fixed` | fixed in this PR (fails on `main`) |",
      );
      // The expired artifact was not downloaded again.
      const downloaded = h.double
        .requestsTo("actions/download-artifact")
        .map((r) => Number(r.path.split("/")[6]));
      expect(downloaded.filter((id) => repo.artifacts.get(id)!.runId === mainRun.id)).toHaveLength(1);
      expect(h.double.violations).toEqual([]);
    });

    it("compares with a partial base run, and looks for the tasks it lacks in older runs", async () => {
      h = await start();
      const repo = h.double.addRepo("octo-org", "desktop-app");
      h.double.addCommit(repo, SHA.c0);
      h.double.addCommit(repo, SHA.c1, [SHA.c0], "main");
      h.double.addCommit(repo, SHA.c3, [SHA.c1]);
      const workflowId = h.double.addWorkflow(repo, "desktest e2e", ".github/workflows/desktest.yml");
      const final = await shot(4);
      const push = (sha: string, minutes: number, conclusion: string) => ({
        workflowId,
        headSha: sha,
        headBranch: "main",
        event: "push",
        conclusion,
        createdAt: at(minutes),
      });
      const older = await addRunWithReports(h.double, repo, push(SHA.c0, 0, "failure"), [
        { index: 1, count: 2, headSha: SHA.c0, tasks: [{ id: "app-a", final }] },
        { index: 2, count: 2, headSha: SHA.c0, tasks: [failed("app-b", final)] },
      ]);
      // The merge base's run was cancelled after its first shard: app-b is not in it.
      const partial = await addRunWithReports(h.double, repo, push(SHA.c1, 10, "cancelled"), [
        { index: 1, count: 2, headSha: SHA.c1, tasks: [failed("app-a", final)] },
      ]);
      h.double.addPull(repo, { number: 7, headSha: SHA.c3, baseSha: SHA.c1, headRef: "feature" });
      const prRun = await addRunWithReports(
        h.double,
        repo,
        {
          workflowId,
          headSha: SHA.c3,
          headBranch: "feature",
          event: "pull_request",
          conclusion: "failure",
          createdAt: "2026-05-01T10:00:00Z",
          pullRequests: [7],
        },
        [
          { index: 1, count: 2, headSha: SHA.c3, tasks: [failed("app-a", final)] },
          { index: 2, count: 2, headSha: SHA.c3, tasks: [failed("app-b", final)] },
        ],
      );
      await h.deliver("workflow_run", workflowRunCompleted(h.double, repo, prRun));
      await h.settle();
      const check = [...repo.checkRuns.values()].find((c) => c.headSha === SHA.c3)!;
      const summary = check.output.summary!;
      expect(summary).toContain(`**Outcomes compared with** run [#${partial.runNumber}]`);
      expect(summary).toContain("2 also failing on `main`");
      expect(row(summary, "app-a")).toContain("| ❌ | `app-a` | also fails on `main` |");
      expect(row(summary, "app-b")).toMatch(
        new RegExp(
          `\\| ❌ \\| \`app-b\` \\| also fails on \`main\` \\(run \\[#${older.runNumber}\\]\\([^)]+\\)\\) \\|`,
        ),
      );
      expect(h.double.violations).toEqual([]);
    });

    it("says there is no run on the base branch yet, and keeps an untrusted base branch name inside code", async () => {
      h = await start();
      const repo = h.double.addRepo("octo-org", "desktop-app");
      const evil = "rel|[x](https://evil.example)<b>";
      h.double.addCommit(repo, SHA.c1, [], evil);
      h.double.addCommit(repo, SHA.c3, [SHA.c1]);
      const workflowId = h.double.addWorkflow(repo, "desktest e2e", ".github/workflows/desktest.yml");
      h.double.addPull(repo, {
        number: 7,
        headSha: SHA.c3,
        baseSha: SHA.c1,
        baseRef: evil,
        headRef: "feature",
      });
      const prRun = await addRunWithReports(
        h.double,
        repo,
        {
          workflowId,
          headSha: SHA.c3,
          headBranch: "feature",
          event: "pull_request",
          conclusion: "failure",
          createdAt: "2026-05-01T10:00:00Z",
          pullRequests: [7],
        },
        [
          {
            index: 1,
            count: 1,
            headSha: SHA.c3,
            tasks: [failed("app-broken", await shot(4)), { id: "app-save", final: await shot(1) }],
          },
        ],
      );
      await h.deliver("workflow_run", workflowRunCompleted(h.double, repo, prRun));
      await h.settle();
      const check = [...repo.checkRuns.values()][0]!;
      const summary = check.output.summary!;
      expect(row(summary, "app-broken")).toContain(
        "| ❌ | `app-broken` | no run on `rel\\|[x](https://evil.example)<b>` yet |",
      );
      expect(summary).toContain(
        "**Outcomes:** no run of this workflow on `rel|[x](https://evil.example)<b>` has desktest reports yet",
      );
      const html = await marked.parse(summary, { gfm: true });
      expect(html).not.toMatch(/<a href="https:\/\/evil|<b>/);
      // The hosted review page says the same, HTML-escaped.
      const page = await (await fetch(check.detailsUrl!)).text();
      expect(page).toContain("<td>no run on rel|[x](https://evil.example)&lt;b&gt; yet</td>");
      expect(h.double.violations).toEqual([]);
    });
  });
}
