/**
 * Like with like: a baseline whose screens were taken in another environment (here: an image with
 * three more fonts, which redraws every screen) is named as such in the check run, once for all its
 * tasks, instead of one change per task; `visual.other_environment: informational` compares for
 * information only. The same screens from the same environment are changes (the control).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startHarness, workflowRunCompleted, type Harness } from "./support/harness.ts";
import { buildScenario, SHA } from "./support/scenario.ts";
import { environment, screen, STOCK_FONTS, webp, type ShardSpec } from "./support/fixtures.ts";
import type { ReportEnvironment } from "../../src/report/report-types.ts";
import type { CheckRunState, RepoState } from "../helpers/github-double.ts";

let h: Harness;

beforeEach(async () => {
  h = await startHarness();
});

afterEach(async () => {
  await h.close();
});

const SEEDS = [1, 2, 3, 4, 5];
const stock = environment();
const moreFonts = environment({ families: [...STOCK_FONTS, "Ubuntu", "Noto Color Emoji", "Cantarell"] });

/** Five tasks; the head's screens are drawn differently (as other fonts draw them). */
async function shards(head: boolean, env: ReportEnvironment, sha: string): Promise<ShardSpec[]> {
  const tasks = await Promise.all(
    SEEDS.map(async (seed) => ({
      id: `page-${seed}`,
      final: await webp(screen({ seed, lines: head ? 2 : 0, header: head })),
      environment: env,
    })),
  );
  return [{ index: 1, count: 1, headSha: sha, tasks }];
}

async function check(baseEnv: ReportEnvironment, headEnv: ReportEnvironment, settings?: string) {
  const base = await shards(false, baseEnv, SHA.c1);
  const head = await shards(true, headEnv, SHA.c3);
  const scenario = await buildScenario(h.double, {
    name: `app-${Math.random().toString(36).slice(2, 8)}`,
    ...(settings ? { settings } : {}),
    base: (_s, sha) => base.map((s) => ({ ...s, headSha: sha })),
    head: () => head,
  });
  await h.deliver("workflow_run", workflowRunCompleted(h.double, scenario.repo, scenario.prRun));
  await h.settle();
  expect(h.double.violations).toEqual([]);
  return checkOf(scenario.repo);
}

const checkOf = (repo: RepoState): CheckRunState => [...repo.checkRuns.values()][0]!;

describe("environment fingerprints", () => {
  it("reports a baseline from an image with another font set as an environment mismatch, not as five changes", async () => {
    const mismatch = await check(stock, moreFonts);
    expect(mismatch.conclusion).toBe("success");
    expect(mismatch.output.title).toBe("5 passed (5 tasks)");
    const summary = mismatch.output.summary!;
    expect(summary).toContain(
      "**Baseline from another environment** (5 tasks: `page-1`, `page-2`, `page-3`, `page-4`, `page-5`): `fonts differ: 3 added (Cantarell, Noto Color Emoji, Ubuntu)`. The screens are not compared",
    );
    expect(summary.match(/Baseline from another environment/g)).toHaveLength(1);
    expect(summary).toContain("baseline: `Ubuntu 24.04, 1280×800 at 1×, 5 fonts (");
    expect(summary).toContain("this run: `Ubuntu 24.04, 1280×800 at 1×, 8 fonts (");
    expect(summary).not.toContain("#### Visual changes");
    expect(summary).not.toContain("![baseline, this run and the difference]");
    expect(summary).toContain(
      "| `page-3` | passes on `main` | 42.0s | 7 | $0.012 | baseline from another environment |",
    );
    expect(mismatch.actions.map((a) => a.identifier)).toEqual(["rerun-all"]);

    // Informational: compared, shown, nothing to approve.
    const informational = await check(stock, moreFonts, "visual:\n  other_environment: informational\n");
    expect(informational.conclusion).toBe("success");
    expect(informational.output.title).toBe("5 passed (5 tasks)");
    expect(informational.output.summary).toContain(
      "`fonts differ: 3 added (Cantarell, Noto Color Emoji, Ubuntu)`. The screens are compared for information only: nothing waits for approval.",
    );

    // The control: the same screens from the same environment are five changes to approve.
    const same = await check(moreFonts, moreFonts);
    expect(same.conclusion).toBe("action_required");
    expect(same.output.title).toBe("5 passed, 5 visual changes to approve (5 tasks)");
    expect(same.output.summary).not.toContain("another environment");
  }, 240_000);
});
