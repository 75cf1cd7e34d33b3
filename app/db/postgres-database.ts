import pg from "pg";
import type { Database, Queryable, SqlValue } from "./database.ts";

/** The advisory lock every exclusive transaction of the App takes (one number for the whole App). */
const APP_LOCK = 0x64_65_73_6b; // "desk"

// BIGINT (int8) columns come back as strings by default: they hold millisecond times and GitHub ids,
// all far below 2^53.
pg.types.setTypeParser(20, (text: string) => Number(text));

/** PostgreSQL through a small pool (`pg`); the same SQL as SQLite. */
export class PostgresDatabase implements Database {
  readonly kind = "postgres" as const;
  readonly #pool: pg.Pool;

  constructor(connectionString: string, options: { max?: number } = {}) {
    this.#pool = new pg.Pool({ connectionString, max: options.max ?? 8 });
    // An idle client that loses its connection must not crash the App: the next query reconnects.
    this.#pool.on("error", () => undefined);
  }

  async all<T extends object>(sql: string, params: readonly SqlValue[] = []): Promise<T[]> {
    return (await this.#pool.query(sql, params as SqlValue[])).rows as T[];
  }

  async run(sql: string, params: readonly SqlValue[] = []): Promise<number> {
    return (await this.#pool.query(sql, params as SqlValue[])).rowCount ?? 0;
  }

  async transaction<T>(fn: (tx: Queryable) => Promise<T>, options: { exclusive?: boolean } = {}): Promise<T> {
    const client = await this.#pool.connect();
    try {
      await client.query("BEGIN");
      if (options.exclusive) await client.query("SELECT pg_advisory_xact_lock($1)", [APP_LOCK]);
      const tx: Queryable = {
        all: async <R extends object>(sql: string, params: readonly SqlValue[] = []) =>
          (await client.query(sql, params as SqlValue[])).rows as R[],
        run: async (sql: string, params: readonly SqlValue[] = []) =>
          (await client.query(sql, params as SqlValue[])).rowCount ?? 0,
      };
      const result = await fn(tx);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async close(): Promise<void> {
    await this.#pool.end();
  }
}
