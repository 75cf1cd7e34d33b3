import pc from "picocolors";
import type { SelftestResult } from "../../run/selftest-desktop.ts";
import { formatDuration } from "../../util/format-duration.ts";

/**
 * `desktest selftest`'s table: one line per operation (✓/✗, operation, time, what was seen), each
 * failure followed by its fix, then the verdict.
 */
export function renderSelftest(result: SelftestResult, color: boolean): string {
  const c = pc.createColors(color);
  const width = Math.max(...result.rows.map((row) => row.operation.length));
  const lines = result.rows.flatMap((row) => {
    const mark = row.ok ? c.green("✓") : c.red("✗");
    const time = formatDuration(row.ms).padStart(7);
    const line = `${mark} ${row.operation.padEnd(width)}  ${time}  ${row.detail}`;
    return row.ok || !row.fix ? [line] : [line, c.dim(`  ${" ".repeat(width + 9)}  fix: ${row.fix}`)];
  });
  const failed = result.rows.filter((row) => !row.ok).length;
  const where = result.backend
    ? ` on ${result.backend}${result.platform ? ` (${result.platform})` : ""}`
    : "";
  const verdict =
    failed === 0
      ? c.green(`selftest passed${where}: ${result.rows.length} operations`)
      : c.red(`selftest failed${where}: ${failed} of ${result.rows.length} operations`);
  return `${lines.join("\n")}\n${verdict}\n`;
}

/** `--json`: the same rows, with the backend, the guest's platform and the exit code. */
export function selftestJson(result: SelftestResult): string {
  return `${JSON.stringify(
    {
      ok: result.exitCode === 0,
      exit_code: result.exitCode,
      backend: result.backend,
      platform: result.platform ?? null,
      operations: result.rows,
    },
    null,
    2,
  )}\n`;
}
