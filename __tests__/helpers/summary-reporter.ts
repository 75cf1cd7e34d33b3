import { writeFileSync } from "node:fs";
import path from "node:path";
import type { Reporter, TestModule } from "vitest/node";
import { summaryText, type RunSummary } from "./run-summary.ts";

/**
 * Prints one plain closing line, `tests: N passed, N failed, N skipped`, after vitest's own summary,
 * so any CI log reader can count the run. Failed modules (import errors) count as failures. Before it, the timing
 * table: each project's time (summed, and its wall time) and the slowest files, so the CI log shows where the run's
 * minutes go.
 *
 * With DESKTEST_TEST_SUMMARY set (`npm test` runs vitest processes side by side: __tests__/helpers/npm-test.ts),
 * it writes the same as JSON (a RunSummary) to that file instead, and `npm test` prints the two runs' as one.
 */
export default class SummaryReporter implements Reporter {
  /** When a worker took each file and when it ended (epoch milliseconds), by module id. */
  private readonly started = new Map<string, number>();
  private readonly ended = new Map<string, number>();

  onTestModuleQueued(module: TestModule): void {
    this.started.set(module.moduleId, Date.now());
  }

  onTestModuleEnd(module: TestModule): void {
    this.ended.set(module.moduleId, Date.now());
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    for (const module of testModules) {
      if (module.state() === "failed" && [...module.children.allTests()].length === 0) failed++;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed++;
        else if (state === "failed") failed++;
        else skipped++;
      }
    }
    const summary: RunSummary = {
      files: testModules.map((module) => ({
        file: path.relative(process.cwd(), module.moduleId),
        project: module.project.name,
        durationMs: module.diagnostic().duration,
        collectMs: module.diagnostic().collectDuration,
        startedAt: this.started.get(module.moduleId),
        endedAt: this.ended.get(module.moduleId),
      })),
      passed,
      failed,
      skipped,
    };
    const file = process.env.DESKTEST_TEST_SUMMARY;
    if (file) writeFileSync(file, JSON.stringify(summary));
    else process.stdout.write(summaryText(summary));
  }
}
