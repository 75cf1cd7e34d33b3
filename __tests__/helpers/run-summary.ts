import { timingTable, type FileTiming } from "./timing-table.ts";

/** What one vitest process ran: each file's timing and its tests' outcomes. */
export interface RunSummary {
  files: FileTiming[];
  passed: number;
  failed: number;
  skipped: number;
}

/** Several vitest processes' runs as one: their files together, their counts added. */
export function mergeSummaries(parts: readonly RunSummary[]): RunSummary {
  return {
    files: parts.flatMap((p) => p.files),
    passed: parts.reduce((n, p) => n + p.passed, 0),
    failed: parts.reduce((n, p) => n + p.failed, 0),
    skipped: parts.reduce((n, p) => n + p.skipped, 0),
  };
}

/** The end of a test run's log: the timing table, then one plain line any CI log reader can count. */
export function summaryText(summary: RunSummary): string {
  return `${timingTable(summary.files)}\ntests: ${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped\n`;
}
