import { formatDuration } from "../util/format-duration.ts";
import type { ReportHealSummary, ReportTask } from "../report/report-types.ts";
import { healLines, healTallyLine, OUTCOME_WORDS } from "./heal-text.ts";
import { failureTextLines } from "../util/failure-text.ts";
import { culpritLines } from "../artifacts/culprit-text.ts";

/** The reference's suite duration: `850ms` below a second, else seconds with one decimal (`12.3s`). */
export function formatSuiteDuration(ms: number): string {
  return formatDuration(ms, "seconds");
}

const RULE = "=".repeat(60);
const LINE = `  ${"-".repeat(56)}`;

/** `PASS`, `FAIL`, `ERROR`, or `SKIP` for a task that never ran (the reference has no such row). */
export function statusWord(status: ReportTask["status"]): string {
  return status === "skipped" ? "SKIP" : status.toUpperCase();
}

/**
 * The reference's summary table (desktest-spec-core §6): ids cut to 27 characters + `...` beyond 30,
 * status right-aligned in 8, duration in 10, the reason's first 40 characters (none for a pass).
 * Ours adds `| Skipped: n` to the total line when tasks never ran, and notes a pass after retries; it
 * shows the whole reason (newlines as ⏎) and, under a failed task, its culprit with the evidence,
 * expected against actual in `-`/`+` form and the task file's lines where it failed
 * (docs/compatibility.md).
 */
export function formatSummaryTable(
  tasks: readonly ReportTask[],
  wallMs: number,
  heal: ReportHealSummary | null = null,
): string {
  const rows = tasks.map((t) => {
    const id = [...t.id].length > 30 ? [...t.id].slice(0, 27).join("") + "..." : t.id;
    const reason =
      t.status === "flaky"
        ? `passed on attempt ${t.attempts.length}`
        : t.status === "pass"
          ? t.outcome === "healed"
            ? "healed"
            : ""
          : `${t.outcome ? `${OUTCOME_WORDS[t.outcome]}: ` : ""}${t.reason ?? ""}`;
    const row = `  ${id.padEnd(30)} ${statusWord(t.status).padStart(8)} ${formatSuiteDuration(t.duration_ms).padStart(10)} ${reason}`;
    const failed = t.status === "fail" || t.status === "error";
    const failure = [
      ...(t.heal ? healLines(t.heal) : []),
      ...(failed
        ? [
            ...culpritLines(t.culprit),
            ...failureTextLines({ metrics: t.metrics, file: t.file, location: t.location }),
          ]
        : []),
    ];
    return [row, ...failure.map((l) => `      ${l}`)].join("\n");
  });
  const count = (s: string) => tasks.filter((t) => t.status === s).length;
  const skipped = count("skipped");
  const flaky = count("flaky");
  const total =
    `  Total: ${tasks.length - skipped} | Passed: ${count("pass")} | Failed: ${count("fail")} | Errors: ${count("error")}` +
    `${flaky > 0 ? ` | Flaky: ${flaky}` : ""}${skipped > 0 ? ` | Skipped: ${skipped}` : ""} | Duration: ${formatSuiteDuration(wallMs)}`;
  return [
    "",
    RULE,
    "  Test Suite Results",
    RULE,
    `  ${"Test".padEnd(30)} ${"Status".padStart(8)} ${"Duration".padStart(10)} Reason`,
    LINE,
    ...rows,
    LINE,
    total,
    ...(heal ? [`  Heal: ${healTallyLine(heal)}`] : []),
    RULE,
    "",
    "",
  ].join("\n");
}
