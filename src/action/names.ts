import { type ShardSpec } from "../index.ts";

/** `2of3` when sharded, `all` otherwise: the part of every artifact name that tells shards apart. */
export function shardLabel(shard: ShardSpec | undefined): string {
  return shard ? `${shard.index}of${shard.count}` : "all";
}

/** The workflow run's attempt (GITHUB_RUN_ATTEMPT), 1 when unknown. */
export function runAttempt(env: NodeJS.ProcessEnv): number {
  const attempt = Number(env.GITHUB_RUN_ATTEMPT);
  return Number.isSafeInteger(attempt) && attempt > 0 ? attempt : 1;
}

export interface ArtifactNames {
  /** `<prefix>-report-<shard>[-attempt-<n>]`: report.json, junit.xml, suite-results.json, WebP screens. */
  report: string;
  /** `<prefix>-trajectories-<shard>[-attempt-<n>]`: every task folder as it is. */
  trajectories: string;
  /**
   * `<prefix>-suite-<shard>[-attempt-<n>].html`: report.html, un-archived (an un-archived artifact is
   * named after its file; the App reads only `-report-` and `-trajectories-` artifacts).
   */
  suitePage: string;
  /** `<prefix>-review-<shard>[-attempt-<n>]-<i>-<task folder>.html`: a task's review page, un-archived. */
  reviewPage(index: number, taskFolder: string): string;
}

/**
 * Artifact names, unique per shard and attempt (a run cannot upload the same name twice, and a re-run
 * keeps the earlier attempts' artifacts). The attempt suffix appears from the second attempt on.
 */
export function artifactNames(prefix: string, shard: ShardSpec | undefined, attempt: number): ArtifactNames {
  const suffix = `${shardLabel(shard)}${attempt > 1 ? `-attempt-${attempt}` : ""}`;
  return {
    report: `${prefix}-report-${suffix}`,
    trajectories: `${prefix}-trajectories-${suffix}`,
    suitePage: `${prefix}-suite-${suffix}.html`,
    reviewPage: (index, folder) =>
      `${prefix}-review-${suffix}-${index}-${folder.replace(/[^A-Za-z0-9._-]+/g, "_").slice(0, 80)}.html`,
  };
}
