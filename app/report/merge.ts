import type { ReportArtifact, ShardTask } from "./shard-report.ts";

export interface MergedTask {
  task: ShardTask;
  artifact: ReportArtifact;
}

/** Every shard's report of one workflow run, as one. */
export interface MergedReport {
  artifacts: ReportArtifact[];
  /** Tasks of all shards by task file, then id (the suite's order); a task id appears once. */
  tasks: MergedTask[];
  skippedFiles: { file: string; reason: string }[];
  mode: "replay" | "agent" | "mixed";
  /** What interrupted shards, e.g. `shard 2: SIGTERM`. */
  interrupted: string[];
  /** Shard count the reports announce; null when unsharded. */
  shardCount: number | null;
  /** 1-based shard indexes that uploaded no report. */
  missingShards: number[];
  /** Task filters of the run (a `/desktest rerun <task-id…>` dispatch runs only some tasks). */
  filters: string[];
  /** Task ids reported by more than one shard (the first is kept). */
  duplicates: string[];
}

export function mergeShards(artifacts: ReportArtifact[]): MergedReport {
  const byTask = new Map<string, MergedTask>();
  const duplicates: string[] = [];
  const skipped = new Map<string, { file: string; reason: string }>();
  const interrupted: string[] = [];
  const modes = new Set<string>();
  const filters = new Set<string>();
  const indexes = new Set<number>();
  let shardCount: number | null = null;
  const ordered = [...artifacts].sort(
    (a, b) => (a.report.shard?.index ?? 0) - (b.report.shard?.index ?? 0) || a.name.localeCompare(b.name),
  );
  for (const artifact of ordered) {
    const { report } = artifact;
    modes.add(report.mode);
    for (const f of report.filters) filters.add(f);
    if (report.shard) {
      indexes.add(report.shard.index);
      shardCount = Math.max(shardCount ?? 0, report.shard.count);
    }
    if (report.interrupted) {
      interrupted.push(
        report.shard ? `shard ${report.shard.index}: ${report.interrupted}` : report.interrupted,
      );
    }
    for (const s of report.skippedFiles) if (!skipped.has(s.file)) skipped.set(s.file, s);
    for (const task of report.tasks) {
      if (byTask.has(task.id)) {
        duplicates.push(task.id);
        continue;
      }
      byTask.set(task.id, { task, artifact });
    }
  }
  const missingShards: number[] = [];
  if (shardCount !== null) {
    for (let i = 1; i <= shardCount; i++) if (!indexes.has(i)) missingShards.push(i);
  }
  const tasks = [...byTask.values()].sort(
    (a, b) => compare(a.task.file, b.task.file) || compare(a.task.id, b.task.id),
  );
  return {
    artifacts: ordered,
    tasks,
    skippedFiles: [...skipped.values()].sort((a, b) => compare(a.file, b.file)),
    mode: modes.size === 1 ? (modes.values().next().value as "replay" | "agent") : "mixed",
    interrupted,
    shardCount,
    missingShards,
    filters: [...filters],
    duplicates,
  };
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
