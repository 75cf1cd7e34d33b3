import type { Database } from "../db/database.ts";
import { flakyLately, type FlakyLately, type TaskOutcome } from "./flaky-lately.ts";

/** How many of a suite's latest runs "Flaky lately" looks at. */
export const FLAKY_WINDOW_RUNS = 20;

/** One run's identity as recorded: its id, attempt and commit. */
export interface RecordedRun {
  id: number;
  attempt: number;
  headSha: string;
}

/**
 * Each completed run's task outcomes, per repository and suite (report prefix), as the app processed
 * them: what "Flaky lately" in the check run is counted from. Processing a run again replaces its rows.
 */
export class TaskOutcomes {
  readonly #db: Database;

  constructor(db: Database) {
    this.#db = db;
  }

  /** Record the outcomes of one run's own tasks (not results carried over from an earlier run). */
  async record(
    repo: string,
    prefix: string,
    run: RecordedRun,
    tasks: readonly { id: string; status: string }[],
  ): Promise<void> {
    const at = Date.now();
    await this.#db.transaction(async (tx) => {
      for (const task of tasks) {
        await tx.run(
          `INSERT INTO task_outcomes (repo, prefix, run_id, run_attempt, head_sha, task_id, status, at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
           ON CONFLICT (repo, prefix, run_id, run_attempt, task_id) DO UPDATE SET
             head_sha = excluded.head_sha, status = excluded.status, at = excluded.at`,
          [repo, prefix, run.id, run.attempt, run.headSha, task.id, task.status, at],
        );
      }
    });
  }

  /** The outcomes of the suite's latest `runs` runs the app has seen, newest first. */
  async latest(repo: string, prefix: string, runs: number): Promise<TaskOutcome[]> {
    const rows = await this.#db.all<{
      run_id: number;
      run_attempt: number;
      head_sha: string;
      task_id: string;
      status: string;
    }>(
      `SELECT o.run_id, o.run_attempt, o.head_sha, o.task_id, o.status
       FROM task_outcomes o
       JOIN (SELECT run_id, run_attempt, MAX(at) AS last_at FROM task_outcomes
             WHERE repo = $1 AND prefix = $2
             GROUP BY run_id, run_attempt
             ORDER BY MAX(at) DESC, run_id DESC, run_attempt DESC
             LIMIT $3) r
         ON o.run_id = r.run_id AND o.run_attempt = r.run_attempt
       WHERE o.repo = $1 AND o.prefix = $2
       ORDER BY r.last_at DESC, o.run_id DESC, o.run_attempt DESC, o.task_id`,
      [repo, prefix, runs],
    );
    return rows.map((r) => ({
      run: `${Number(r.run_id)}:${Number(r.run_attempt)}`,
      headSha: r.head_sha,
      taskId: r.task_id,
      status: r.status,
    }));
  }

  /**
   * One run's task outcomes as recorded when the app processed it (its latest attempt up to
   * `attempt`): what the base branch's run said about each task after its artifacts expired.
   */
  async ofRun(
    repo: string,
    prefix: string,
    run: { id: number; attempt: number },
  ): Promise<{ taskId: string; status: string }[]> {
    const rows = await this.#db.all<{ task_id: string; status: string }>(
      `SELECT task_id, status FROM task_outcomes
       WHERE repo = $1 AND prefix = $2 AND run_id = $3 AND run_attempt = (
         SELECT MAX(run_attempt) FROM task_outcomes
         WHERE repo = $1 AND prefix = $2 AND run_id = $3 AND run_attempt <= $4)
       ORDER BY task_id`,
      [repo, prefix, run.id, run.attempt],
    );
    return rows.map((r) => ({ taskId: r.task_id, status: r.status }));
  }

  /** The tasks flaky in the suite's latest `runs` runs. */
  async flakyLately(repo: string, prefix: string, runs = FLAKY_WINDOW_RUNS): Promise<FlakyLately> {
    return flakyLately(await this.latest(repo, prefix, runs));
  }

  /** Rows older than `days`. */
  async prune(days: number): Promise<void> {
    await this.#db.run("DELETE FROM task_outcomes WHERE at < $1", [Date.now() - days * 86_400_000]);
  }
}
