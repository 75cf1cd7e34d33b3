/** One test file's share of a run: where it is, which project ran it, how long its tests and hooks took. */
export interface FileTiming {
  file: string;
  project: string;
  /** Tests and hooks, in milliseconds. */
  durationMs: number;
  /** Importing the file and everything it imports, in milliseconds. */
  collectMs: number;
  /** When a worker took the file and when its last test ended (epoch milliseconds), when known. */
  startedAt?: number;
  endedAt?: number;
}

/**
 * The run's timing table: each project's total (and, when every file's start and end are known, its wall time: from
 * its first file's start to its last file's end, less than the total when files run side by side), then the `limit`
 * slowest files with their share of their project's time, slowest first. Plain text, one row a line, so a CI log
 * shows where the minutes went.
 */
export function timingTable(files: readonly FileTiming[], limit = 30): string {
  const totals = new Map<string, number>();
  for (const f of files) totals.set(f.project, (totals.get(f.project) ?? 0) + f.durationMs + f.collectMs);
  const lines = [
    "",
    "time by project (tests, hooks and imports, summed over files; wall: from its first file's start to its last one's end):",
  ];
  for (const [project, ms] of [...totals].sort((a, b) => b[1] - a[1])) {
    const own = files.filter((f) => f.project === project);
    const wall = wallMs(own);
    lines.push(
      `  ${project.padEnd(10)} ${seconds(ms).padStart(9)}  ${own.length} files${wall === undefined ? "" : `, ${seconds(wall)} wall`}`,
    );
  }
  const slowest = [...files]
    .sort((a, b) => b.durationMs + b.collectMs - (a.durationMs + a.collectMs))
    .slice(0, limit);
  if (slowest.length > 0) {
    lines.push(
      `slowest ${slowest.length} files:`,
      `  ${"total".padStart(9)} ${"import".padStart(8)}  share  project    file`,
    );
    for (const f of slowest) {
      const total = f.durationMs + f.collectMs;
      const share = Math.round((100 * total) / (totals.get(f.project) || 1));
      lines.push(
        `  ${seconds(total).padStart(9)} ${seconds(f.collectMs).padStart(8)}  ${`${share}%`.padStart(4)}  ${f.project.padEnd(10)} ${f.file}`,
      );
    }
  }
  return `${lines.join("\n")}\n`;
}

/** From the first file's start to the last file's end; undefined when a file's start or end is unknown. */
function wallMs(files: readonly FileTiming[]): number | undefined {
  const starts = files.map((f) => f.startedAt);
  const ends = files.map((f) => f.endedAt);
  if (!starts.every((t) => t !== undefined) || !ends.every((t) => t !== undefined)) return undefined;
  return Math.max(...ends) - Math.min(...starts);
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
