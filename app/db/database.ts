/** A value a query binds or a row holds. */
export type SqlValue = string | number | bigint | null;

/** Queries on one connection (inside a transaction) or on the pool. */
export interface Queryable {
  /** Rows of a statement with `$1, $2, …` parameters (both engines take the same SQL). */
  all<T extends object>(sql: string, params?: readonly SqlValue[]): Promise<T[]>;
  /** Rows changed by a statement. */
  run(sql: string, params?: readonly SqlValue[]): Promise<number>;
}

/**
 * The App's database: SQLite (node:sqlite, a file in the data folder; the default, nothing to install)
 * or PostgreSQL (DATABASE_URL; what several replicas share). The SQL the App writes runs on both: `$n`
 * parameters, TEXT and BIGINT columns, `INSERT … ON CONFLICT`, `RETURNING`.
 */
export interface Database extends Queryable {
  readonly kind: "sqlite" | "postgres";
  /**
   * Run `fn` in one transaction, serialised with every other `exclusive` transaction of every process on
   * this database (PostgreSQL: an advisory lock; SQLite: BEGIN IMMEDIATE). Rolled back when `fn` throws.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: { exclusive?: boolean }): Promise<T>;
  close(): Promise<void>;
}

/** Milliseconds since the epoch as the database stores times (BIGINT). */
export function toMillis(value: unknown): number {
  return typeof value === "string" ? Number(value) : Number(value ?? 0);
}
