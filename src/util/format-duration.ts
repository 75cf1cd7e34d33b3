/**
 * How long something took, as people read it. One function, three styles, because three outputs are
 * contracts of their own:
 * - `compact` (default): `850ms`, `12.3s`, `4m 05s`, `1h 02m`: reports, summaries, check runs, pages.
 * - `seconds`: `850ms` below a second, else seconds with one decimal at any length (`754.2s`): the
 *   reference's suite table and progress lines (desktest-spec-core §6).
 * - `minutes`: whole seconds as `45s` or `12m 05s` (no hours): the reference's `desktest logs`.
 */
export type DurationStyle = "compact" | "seconds" | "minutes";

export function formatDuration(ms: number, style: DurationStyle = "compact"): string {
  const safe = Number.isFinite(ms) && ms > 0 ? ms : 0;
  if (style === "minutes") {
    const total = Math.round(safe / 1000);
    const minutes = Math.floor(total / 60);
    const seconds = total % 60;
    return minutes > 0 ? `${minutes}m ${String(seconds).padStart(2, "0")}s` : `${seconds}s`;
  }
  if (safe < 1000) return `${Math.round(safe)}ms`;
  if (style === "seconds" || safe < 60_000) {
    const tenths = (safe / 1000).toFixed(1);
    // 59,960 ms rounds to 60.0s: say a minute, as the next style would.
    if (style === "compact" && tenths === "60.0") return "1m 00s";
    return `${tenths}s`;
  }
  const total = Math.round(safe / 1000);
  if (total < 3600) return `${Math.floor(total / 60)}m ${String(total % 60).padStart(2, "0")}s`;
  return `${Math.floor(total / 3600)}h ${String(Math.floor((total % 3600) / 60)).padStart(2, "0")}m`;
}
