import { createHash } from "node:crypto";
import type { Database } from "./db/database.ts";

/** One workflow run attempt the app has handled (idempotency of `workflow_run` deliveries). */
export interface RunRecord {
  state: "processing" | "done" | "skipped" | "failed";
  checkKey?: string;
  checkRunId?: number;
  at: string;
}

/** The check run the app owns for one commit and check name. */
export interface CheckRecord {
  checkRunId: number;
  installationId: number;
  owner: string;
  repo: string;
  headSha: string;
  name: string;
  runId: number;
  runAttempt: number;
  pullRequests: number[];
  updatedAt: string;
}

/** Records older than this are pruned (runs, checks and their models, claims). */
export const KEEP_DAYS = 45;
const DAY_MS = 86_400_000;

interface CheckRow {
  key: string;
  check_run_id: number;
  installation_id: number;
  owner: string;
  repo: string;
  head_sha: string;
  name: string;
  run_id: number;
  run_attempt: number;
  pull_requests: string;
  updated_at: number;
}

/**
 * The app's state in its database (db/): the workflow runs handled, the check runs it owns, approvals,
 * claims of commands and button presses, and the check models behind the review pages. Every method is
 * one statement or one transaction, so any number of App processes may share one PostgreSQL database.
 */
export class StateStore {
  readonly db: Database;
  readonly #now: () => number;

  constructor(db: Database, now: () => number = Date.now) {
    this.db = db;
    this.#now = now;
  }

  async run(key: string): Promise<RunRecord | undefined> {
    const [row] = await this.db.all<{
      state: RunRecord["state"];
      check_key: string | null;
      check_run_id: number | null;
      at: number;
    }>("SELECT state, check_key, check_run_id, at FROM runs WHERE key = $1", [key]);
    if (!row) return undefined;
    return {
      state: row.state,
      ...(row.check_key !== null ? { checkKey: row.check_key } : {}),
      ...(row.check_run_id !== null ? { checkRunId: Number(row.check_run_id) } : {}),
      at: new Date(Number(row.at)).toISOString(),
    };
  }

  async setRun(key: string, record: Omit<RunRecord, "at">): Promise<void> {
    await this.db.run(
      `INSERT INTO runs (key, state, check_key, check_run_id, at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (key) DO UPDATE SET state = excluded.state, check_key = excluded.check_key,
         check_run_id = excluded.check_run_id, at = excluded.at`,
      [key, record.state, record.checkKey ?? null, record.checkRunId ?? null, this.#now()],
    );
  }

  async check(key: string): Promise<CheckRecord | undefined> {
    const [row] = await this.db.all<CheckRow>("SELECT * FROM checks WHERE key = $1", [key]);
    return row ? toCheckRecord(row) : undefined;
  }

  async checkKeyOfRun(checkRunId: number): Promise<string | undefined> {
    const [row] = await this.db.all<{ check_key: string }>(
      "SELECT check_key FROM check_runs WHERE check_run_id = $1",
      [checkRunId],
    );
    return row?.check_key;
  }

  /** The check records of a commit, newest first (commands act on the newest). */
  async checksOfCommit(
    owner: string,
    repo: string,
    headSha: string,
  ): Promise<{ key: string; record: CheckRecord }[]> {
    const rows = await this.db.all<CheckRow>(
      "SELECT * FROM checks WHERE owner = $1 AND repo = $2 AND head_sha = $3 ORDER BY updated_at DESC, key",
      [owner, repo, headSha],
    );
    return rows.map((row) => ({ key: row.key, record: toCheckRecord(row) }));
  }

  async setCheck(key: string, record: Omit<CheckRecord, "updatedAt">): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.run(
        `INSERT INTO checks (key, check_run_id, installation_id, owner, repo, head_sha, name, run_id, run_attempt,
           pull_requests, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
         ON CONFLICT (key) DO UPDATE SET check_run_id = excluded.check_run_id,
           installation_id = excluded.installation_id, owner = excluded.owner, repo = excluded.repo,
           head_sha = excluded.head_sha, name = excluded.name, run_id = excluded.run_id,
           run_attempt = excluded.run_attempt, pull_requests = excluded.pull_requests, updated_at = excluded.updated_at`,
        [
          key,
          record.checkRunId,
          record.installationId,
          record.owner,
          record.repo,
          record.headSha,
          record.name,
          record.runId,
          record.runAttempt,
          JSON.stringify(record.pullRequests),
          this.#now(),
        ],
      );
      await tx.run(
        `INSERT INTO check_runs (check_run_id, check_key) VALUES ($1, $2)
         ON CONFLICT (check_run_id) DO UPDATE SET check_key = excluded.check_key`,
        [record.checkRunId, key],
      );
    });
  }

  async approvals(owner: string, repo: string, pr: number): Promise<Set<string>> {
    const rows = await this.db.all<{ approval: string }>("SELECT approval FROM approvals WHERE pull = $1", [
      `${owner}/${repo}#${pr}`,
    ]);
    return new Set(rows.map((r) => r.approval));
  }

  async addApprovals(owner: string, repo: string, pr: number, keys: Iterable<string>): Promise<void> {
    const pull = `${owner}/${repo}#${pr}`;
    await this.db.transaction(async (tx) => {
      for (const key of new Set(keys))
        await tx.run(
          "INSERT INTO approvals (pull, approval, at) VALUES ($1, $2, $3) ON CONFLICT (pull, approval) DO NOTHING",
          [pull, key, this.#now()],
        );
    });
  }

  /** Records a claim (a command, a button press); false when it was recorded before, by any process. */
  async claim(id: string): Promise<boolean> {
    const changed = await this.db.run(
      "INSERT INTO claims (id, at) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING",
      [id, this.#now()],
    );
    return changed > 0;
  }

  async saveModel(checkKey: string, model: unknown): Promise<void> {
    await this.db.run(
      `INSERT INTO check_models (page_id, check_key, model, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (page_id) DO UPDATE SET model = excluded.model, updated_at = excluded.updated_at`,
      [pageId(checkKey), checkKey, JSON.stringify(model), this.#now()],
    );
  }

  async loadModel<T>(checkKey: string): Promise<T | undefined> {
    return this.loadModelByPage<T>(pageId(checkKey));
  }

  /** A check model by its page id (`pageId(checkKey)`), as the review page route receives it. */
  async loadModelByPage<T>(id: string): Promise<T | undefined> {
    if (!/^[0-9a-f]{40}$/.test(id)) return undefined;
    const [row] = await this.db.all<{ model: string }>("SELECT model FROM check_models WHERE page_id = $1", [
      id,
    ]);
    return row ? (JSON.parse(row.model) as T) : undefined;
  }

  /** Drop what is older than `days` (runs, checks, their models and check-run links, claims, approvals). */
  async prune(days = KEEP_DAYS): Promise<void> {
    const cutoff = this.#now() - days * DAY_MS;
    await this.db.transaction(async (tx) => {
      await tx.run("DELETE FROM runs WHERE at < $1", [cutoff]);
      await tx.run("DELETE FROM claims WHERE at < $1", [cutoff]);
      await tx.run("DELETE FROM approvals WHERE at < $1", [cutoff]);
      await tx.run("DELETE FROM check_models WHERE updated_at < $1", [cutoff]);
      await tx.run(
        "DELETE FROM check_runs WHERE check_key IN (SELECT key FROM checks WHERE updated_at < $1)",
        [cutoff],
      );
      await tx.run("DELETE FROM checks WHERE updated_at < $1", [cutoff]);
    });
  }
}

function toCheckRecord(row: CheckRow): CheckRecord {
  let pullRequests: number[] = [];
  try {
    const parsed = JSON.parse(row.pull_requests) as unknown;
    if (Array.isArray(parsed)) pullRequests = parsed.filter((n): n is number => typeof n === "number");
  } catch {
    // an unreadable list is an empty one
  }
  return {
    checkRunId: Number(row.check_run_id),
    installationId: Number(row.installation_id),
    owner: row.owner,
    repo: row.repo,
    headSha: row.head_sha,
    name: row.name,
    runId: Number(row.run_id),
    runAttempt: Number(row.run_attempt),
    pullRequests,
    updatedAt: new Date(Number(row.updated_at)).toISOString(),
  };
}

/** The public id of a check's model and review page (the check key itself is not shown). */
export function pageId(checkKey: string): string {
  return createHash("sha256").update(checkKey).digest("hex").slice(0, 40);
}
