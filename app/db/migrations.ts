import type { Database } from "./database.ts";

/**
 * The schema, one step per version, applied in order and never edited once released (add a step
 * instead). Each step's statements run in one exclusive transaction with its version row, so replicas
 * that start together apply it once.
 */
export const MIGRATIONS: readonly { version: number; name: string; statements: readonly string[] }[] = [
  {
    version: 1,
    name: "state, work queue and stored objects",
    statements: [
      `CREATE TABLE runs (
        key TEXT PRIMARY KEY, state TEXT NOT NULL, check_key TEXT, check_run_id BIGINT, at BIGINT NOT NULL)`,
      `CREATE TABLE checks (
        key TEXT PRIMARY KEY, check_run_id BIGINT NOT NULL, installation_id BIGINT NOT NULL, owner TEXT NOT NULL,
        repo TEXT NOT NULL, head_sha TEXT NOT NULL, name TEXT NOT NULL, run_id BIGINT NOT NULL,
        run_attempt BIGINT NOT NULL, pull_requests TEXT NOT NULL, updated_at BIGINT NOT NULL)`,
      `CREATE INDEX checks_by_commit ON checks (owner, repo, head_sha)`,
      `CREATE TABLE check_runs (check_run_id BIGINT PRIMARY KEY, check_key TEXT NOT NULL)`,
      `CREATE TABLE approvals (pull TEXT NOT NULL, approval TEXT NOT NULL, at BIGINT NOT NULL, PRIMARY KEY (pull, approval))`,
      `CREATE TABLE claims (id TEXT PRIMARY KEY, at BIGINT NOT NULL)`,
      `CREATE TABLE check_models (page_id TEXT PRIMARY KEY, check_key TEXT NOT NULL, model TEXT NOT NULL, updated_at BIGINT NOT NULL)`,
      `CREATE TABLE jobs (
        key TEXT PRIMARY KEY, kind TEXT NOT NULL, grp TEXT NOT NULL, payload TEXT NOT NULL, state TEXT NOT NULL,
        attempts BIGINT NOT NULL, run_after BIGINT NOT NULL, lease_owner TEXT, lease_until BIGINT,
        last_error TEXT, created_at BIGINT NOT NULL, seq BIGINT NOT NULL, finished_at BIGINT)`,
      `CREATE INDEX jobs_ready ON jobs (state, run_after)`,
      `CREATE INDEX jobs_group ON jobs (grp, state)`,
      `CREATE TABLE objects (
        key TEXT PRIMARY KEY, owner TEXT NOT NULL, bytes BIGINT NOT NULL, created_at BIGINT NOT NULL,
        used_at BIGINT NOT NULL)`,
      `CREATE INDEX objects_by_age ON objects (used_at)`,
    ],
  },
  {
    version: 2,
    name: "the app's own copies of baseline screens",
    statements: [
      `CREATE TABLE baseline_screens (
        repo TEXT NOT NULL, prefix TEXT NOT NULL, task_id TEXT NOT NULL, head_sha TEXT NOT NULL,
        run_id BIGINT NOT NULL, run_number BIGINT NOT NULL, run_attempt BIGINT NOT NULL, html_url TEXT NOT NULL,
        run_created_at TEXT NOT NULL, object_key TEXT NOT NULL, at BIGINT NOT NULL,
        PRIMARY KEY (repo, prefix, task_id, head_sha))`,
      `CREATE INDEX baseline_screens_by_commit ON baseline_screens (repo, prefix, head_sha)`,
    ],
  },
  {
    version: 3,
    name: "task outcomes of the runs the app has seen",
    statements: [
      `CREATE TABLE task_outcomes (
        repo TEXT NOT NULL, prefix TEXT NOT NULL, run_id BIGINT NOT NULL, run_attempt BIGINT NOT NULL,
        head_sha TEXT NOT NULL, task_id TEXT NOT NULL, status TEXT NOT NULL, at BIGINT NOT NULL,
        PRIMARY KEY (repo, prefix, run_id, run_attempt, task_id))`,
      `CREATE INDEX task_outcomes_by_age ON task_outcomes (repo, prefix, at)`,
    ],
  },
  {
    version: 4,
    name: "effects on GitHub planned and done (exactly once across crashes)",
    statements: [
      `CREATE TABLE effects (key TEXT PRIMARY KEY, state TEXT NOT NULL, planned_at BIGINT NOT NULL, done_at BIGINT)`,
      `CREATE INDEX effects_by_age ON effects (planned_at)`,
    ],
  },
];

/** Bring the database to the newest schema; returns the versions applied now. */
export async function migrate(db: Database): Promise<number[]> {
  // Under the lock too: replicas starting together would race on CREATE TABLE IF NOT EXISTS (PostgreSQL).
  await db.transaction(
    (tx) =>
      tx.run(
        "CREATE TABLE IF NOT EXISTS schema_migrations (version BIGINT PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)",
      ),
    { exclusive: true },
  );
  const applied: number[] = [];
  for (const step of MIGRATIONS) {
    const done = await db.transaction(
      async (tx) => {
        const rows = await tx.all<{ version: number }>(
          "SELECT version FROM schema_migrations WHERE version = $1",
          [step.version],
        );
        if (rows.length > 0) return false;
        for (const statement of step.statements) await tx.run(statement);
        await tx.run("INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)", [
          step.version,
          step.name,
          Date.now(),
        ]);
        return true;
      },
      { exclusive: true },
    );
    if (done) applied.push(step.version);
  }
  return applied;
}
