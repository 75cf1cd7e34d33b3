import type { ReportTask, SuiteReport } from "./report-types.ts";

/** One shard's report, and whatever the caller keeps with it (its artifact, its folder). */
export interface ReportShard {
  /** Tells shards apart when they have no shard index (an artifact's or a file's name). */
  name: string;
  report: SuiteReport;
}

export interface MergedTask<S extends ReportShard> {
  task: ReportTask;
  /** The shard that reported it. */
  shard: S;
}

/** Every shard's report of one run, as one. */
export interface MergedReport<S extends ReportShard> {
  /** The shards by index (then name). */
  shards: S[];
  /** Tasks of all shards by task file, then id (the suite's order); a task id appears once. */
  tasks: MergedTask<S>[];
  skippedFiles: { file: string; reason: string }[];
  mode: "replay" | "agent" | "heal" | "mixed";
  /** What interrupted shards, e.g. `shard 2: SIGTERM`. */
  interrupted: string[];
  /** The shard count the reports announce; null when unsharded. */
  shardCount: number | null;
  /** 1-based indexes of shards that have no report. */
  missingShards: number[];
  /** Task filters of the run (a rerun of some tasks runs only those). */
  filters: string[];
  /** Task ids reported by more than one shard (the first shard's is kept). */
  duplicates: string[];
}

/**
 * Merge the reports of a run's shards (each read with readReport, so every count is bounded: at most 256
 * shards). Tasks keep the suite's order; a task reported twice is kept once and named in `duplicates`.
 */
export function mergeReports<S extends ReportShard>(shards: readonly S[]): MergedReport<S> {
  const byTask = new Map<string, MergedTask<S>>();
  const duplicates: string[] = [];
  const skipped = new Map<string, { file: string; reason: string }>();
  const interrupted: string[] = [];
  const modes = new Set<"replay" | "agent" | "heal">();
  const filters = new Set<string>();
  const indexes = new Set<number>();
  let shardCount: number | null = null;
  const ordered = [...shards].sort(
    (a, b) =>
      (a.report.run.shard?.index ?? 0) - (b.report.run.shard?.index ?? 0) || compareStrings(a.name, b.name),
  );
  for (const shard of ordered) {
    const { run } = shard.report;
    modes.add(run.mode);
    for (const f of run.filters) filters.add(f);
    if (run.shard) {
      indexes.add(run.shard.index);
      shardCount = Math.max(shardCount ?? 0, run.shard.count);
    }
    if (run.interrupted) {
      interrupted.push(run.shard ? `shard ${run.shard.index}: ${run.interrupted}` : run.interrupted);
    }
    for (const s of shard.report.skipped_files) if (!skipped.has(s.file)) skipped.set(s.file, s);
    for (const task of shard.report.tasks) {
      if (byTask.has(task.id)) {
        duplicates.push(task.id);
        continue;
      }
      byTask.set(task.id, { task, shard });
    }
  }
  const missingShards: number[] = [];
  if (shardCount !== null) {
    for (let i = 1; i <= shardCount; i++) if (!indexes.has(i)) missingShards.push(i);
  }
  const tasks = [...byTask.values()].sort(
    (a, b) => compareStrings(a.task.file, b.task.file) || compareStrings(a.task.id, b.task.id),
  );
  return {
    shards: ordered,
    tasks,
    skippedFiles: [...skipped.values()].sort((a, b) => compareStrings(a.file, b.file)),
    mode: modes.size === 1 ? [...modes][0]! : "mixed",
    interrupted,
    shardCount,
    missingShards,
    filters: [...filters],
    duplicates,
  };
}

const compareStrings = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
