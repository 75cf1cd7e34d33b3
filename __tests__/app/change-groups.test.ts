/**
 * Grouped changes: the same change in many tasks (a header every screen shares) is one entry in the
 * check run, naming the tasks it occurs in, approved by one approval; the approval follows the change
 * to a later push, and to a task it was not seen in before.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { checkRunEvent, startHarness, workflowRunCompleted, type Harness } from "./support/harness.ts";
import { addRunWithReports, buildScenario, SHA } from "./support/scenario.ts";
import { screen, webp, type ShardSpec } from "./support/fixtures.ts";
import type { CheckRunState, RepoState } from "../helpers/github-double.ts";
import { taskActionId } from "../../app/check/approvals.ts";

let h: Harness;

beforeEach(async () => {
  h = await startHarness();
});

afterEach(async () => {
  await h.close();
});

const HEADER_TASKS = [1, 2, 3, 4, 5].map((seed) => ({ id: `page-${seed}`, seed }));

/** Five screens with different content, one with a moved button (seed 9), and a sixth page (seed 6). */
async function frames(header: boolean) {
  const pages = await Promise.all(HEADER_TASKS.map((t) => webp(screen({ seed: t.seed, header }))));
  const button = await webp(screen({ seed: 9, changedButton: header }));
  const sixth = await webp(screen({ seed: 6, header }));
  return { pages, button, sixth };
}

function shards(f: Awaited<ReturnType<typeof frames>>, sha: string, sixth: boolean): ShardSpec[] {
  return [
    {
      index: 1,
      count: 1,
      headSha: sha,
      tasks: [
        ...HEADER_TASKS.map((t, i) => ({ id: t.id, final: f.pages[i]! })),
        { id: "dialog", final: f.button },
        ...(sixth ? [{ id: "page-6", final: f.sixth }] : []),
      ],
    },
  ];
}

const checkOf = (repo: RepoState, sha: string): CheckRunState =>
  [...repo.checkRuns.values()].find((c) => c.headSha === sha)!;

describe("grouped changes", () => {
  it("shows five tasks with the same header change as one change, approved once, and carries the approval by fingerprint", async () => {
    const base = await frames(false);
    const head = await frames(true);
    const scenario = await buildScenario(h.double, {
      base: (_s, sha) => shards(base, sha, true),
      head: (_s, sha) => shards(head, sha, false),
    });
    scenario.repo.collaborators.set("user-maintain", "maintain");
    await h.deliver("workflow_run", workflowRunCompleted(h.double, scenario.repo, scenario.prRun));
    await h.settle();
    const first = checkOf(scenario.repo, SHA.c3);
    expect(h.double.violations).toEqual([]);
    expect(first.conclusion).toBe("action_required");
    expect(first.output.title).toBe("6 passed, 6 visual changes to approve (6 tasks)");

    const summary = first.output.summary!;
    // One entry for the header, naming the five tasks; the dialog's own change apart.
    expect(summary).toContain(
      "**Change 2**, the same in 5 tasks: `page-1`, `page-2`, `page-3`, `page-4`, `page-5` (waiting for approval: one approval accepts it in every task):",
    );
    expect(summary.match(/\*\*Change \d+\*\*/g)).toHaveLength(1);
    expect(summary).toContain("**`dialog`** (waiting for approval: `/desktest approve dialog`)");
    for (const id of ["page-1", "page-2", "page-3", "page-4", "page-5"])
      expect(summary).not.toContain(`**\`${id}\`** (waiting`);
    // The header's diff images once, the dialog's once.
    expect(summary.match(/!\[baseline, this run and the difference\]/g)).toHaveLength(2);

    // One button approves the header change: "Approve change 2" (a change per button once there are two).
    const ids = first.actions.map((a) => a.identifier);
    expect(ids[0]).toBe("approve-visual");
    const change = first.actions.find((a) => a.label === "Approve change 2")!;
    expect(change.identifier).toMatch(/^change:[0-9a-f]{12}$/);
    expect(change.description).toBe("Accept change 2 (in 5 tasks)");
    expect(ids).toEqual(["approve-visual", taskActionId("dialog"), change.identifier]);

    await h.deliver(
      "check_run",
      checkRunEvent(
        scenario.repo,
        first,
        "requested_action",
        { login: "user-maintain" },
        String(change.identifier),
      ),
    );
    await h.settle();
    expect(h.double.violations).toEqual([]);
    expect(first.output.title).toBe(
      "6 passed, 1 visual change to approve, 5 visual changes approved (6 tasks)",
    );
    expect(first.output.summary).toContain("**Change 2**, the same in 5 tasks:");
    expect(first.output.summary).toMatch(/page-5` \(approved\)/);
    expect(first.actions.map((a) => a.identifier)).toEqual(["approve-visual", "rerun-all"]);

    // A later push adds a sixth page with the same header change: approved already, by the change's
    // fingerprint (the dialog's change still waits).
    h.double.addCommit(scenario.repo, SHA.c4, [SHA.c3]);
    scenario.pull.headSha = SHA.c4;
    const later = await addRunWithReports(
      h.double,
      scenario.repo,
      {
        workflowId: scenario.workflowId,
        headSha: SHA.c4,
        headBranch: scenario.pull.headRef,
        pullRequests: [7],
        createdAt: "2026-05-01T11:00:00Z",
      },
      shards(head, SHA.c4, true),
    );
    await h.deliver("workflow_run", workflowRunCompleted(h.double, scenario.repo, later));
    await h.settle();
    const second = checkOf(scenario.repo, SHA.c4);
    expect(second.output.title).toBe(
      "7 passed, 1 visual change to approve, 6 visual changes approved (7 tasks)",
    );
    expect(second.output.summary).toContain(
      "**Change 2**, the same in 6 tasks: `page-1`, `page-2`, `page-3`, `page-4`, `page-5`, `page-6` (approved):",
    );
    expect(h.double.violations).toEqual([]);
  }, 240_000);
});
