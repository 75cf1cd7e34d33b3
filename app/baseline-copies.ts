import type { Database } from "./db/database.ts";
import type { BaselineTask } from "./diff/compare-tasks.ts";
import type { BaselineRun } from "./github/baseline.ts";
import type { ObjectLedger } from "./storage/object-ledger.ts";
import type { ObjectStore } from "./storage/object-store.ts";

/** The app's own copy of one task's passing final screen at one commit of a branch. */
export interface BaselineCopy {
  taskId: string;
  run: BaselineRun;
  objectKey: string;
}

/**
 * The app keeps its own copy of each passing task's final screen from runs on branches (pushes, merge
 * groups: the runs baselines come from), in its object store with a row per repository, suite, task
 * and commit. A baseline whose report artifact expired is then still found: the search reads the copy
 * at that commit. Copies live as long as stored objects do (OBJECT_RETENTION_DAYS since last stored).
 */
export class BaselineCopies {
  readonly #db: Database;
  readonly #objects: ObjectLedger;

  constructor(db: Database, objects: ObjectLedger) {
    this.#db = db;
    this.#objects = objects;
  }

  /** Keep the given final screens of one run (already checked to be passing tasks' screens). */
  async keep(
    repo: string,
    prefix: string,
    run: BaselineRun,
    screens: { taskId: string; bytes: Buffer; extension: "png" | "webp" }[],
    store: ObjectStore,
  ): Promise<number> {
    let kept = 0;
    for (const screen of screens) {
      const objectKey = await store.put(screen.bytes, screen.extension);
      await this.#db.run(
        `INSERT INTO baseline_screens
           (repo, prefix, task_id, head_sha, run_id, run_number, run_attempt, html_url, run_created_at, object_key, at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         ON CONFLICT (repo, prefix, task_id, head_sha) DO UPDATE SET
           run_id = excluded.run_id, run_number = excluded.run_number, run_attempt = excluded.run_attempt,
           html_url = excluded.html_url, run_created_at = excluded.run_created_at,
           object_key = excluded.object_key, at = excluded.at`,
        [
          repo,
          prefix,
          screen.taskId,
          run.headSha,
          run.id,
          run.number,
          run.attempt,
          run.htmlUrl,
          run.createdAt,
          objectKey,
          Date.now(),
        ],
      );
      kept++;
    }
    return kept;
  }

  /** The copies kept at one commit, by task id. */
  async at(repo: string, prefix: string, headSha: string): Promise<Map<string, BaselineCopy>> {
    const rows = await this.#db.all<{
      task_id: string;
      run_id: number;
      run_number: number;
      run_attempt: number;
      html_url: string;
      run_created_at: string;
      object_key: string;
    }>(
      `SELECT task_id, run_id, run_number, run_attempt, html_url, run_created_at, object_key
       FROM baseline_screens WHERE repo = $1 AND prefix = $2 AND head_sha = $3`,
      [repo, prefix, headSha],
    );
    return new Map(
      rows.map((r) => [
        r.task_id,
        {
          taskId: r.task_id,
          objectKey: r.object_key,
          run: {
            id: Number(r.run_id),
            number: Number(r.run_number),
            attempt: Number(r.run_attempt),
            htmlUrl: r.html_url,
            headSha,
            createdAt: r.run_created_at,
          },
        },
      ]),
    );
  }

  /** A copy as a baseline: its final screen only (step screens are not kept). */
  baseline(copy: BaselineCopy): BaselineTask {
    const name = `copy/${copy.objectKey}`;
    return {
      finalScreenshot: name,
      screenshots: [],
      // The copy keeps the screen, not its environment: compared as before environments were recorded.
      environment: null,
      image: async (path) =>
        path === name ? ((await this.#objects.get(copy.objectKey))?.body ?? null) : null,
      // Only the screen is kept: selectors are found on the head's screen alone.
      a11y: async () => null,
    };
  }

  /** Rows older than `days` (their objects are pruned by the ledger on the same clock). */
  async prune(days: number): Promise<void> {
    await this.#db.run("DELETE FROM baseline_screens WHERE at < $1", [Date.now() - days * 86_400_000]);
  }
}
