import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Database, Queryable, SqlValue } from "./database.ts";

/**
 * SQLite through node:sqlite (synchronous, in this process): every statement goes through one queue, so
 * a transaction's statements are never interleaved with others'. WAL journal, a busy timeout for a second
 * process on the same file, foreign keys on.
 */
export class SqliteDatabase implements Database {
  readonly kind = "sqlite" as const;
  readonly #db: DatabaseSync;
  #queue: Promise<unknown> = Promise.resolve();

  constructor(file: string) {
    if (file !== ":memory:") mkdirSync(path.dirname(file), { recursive: true });
    this.#db = new DatabaseSync(file);
    this.#db.exec("PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 10000; PRAGMA foreign_keys = ON;");
  }

  all<T extends object>(sql: string, params: readonly SqlValue[] = []): Promise<T[]> {
    return this.#serial(() => this.#all<T>(sql, params));
  }

  run(sql: string, params: readonly SqlValue[] = []): Promise<number> {
    return this.#serial(() => this.#run(sql, params));
  }

  transaction<T>(fn: (tx: Queryable) => Promise<T>, options: { exclusive?: boolean } = {}): Promise<T> {
    return this.#serial(async () => {
      this.#db.exec(options.exclusive ? "BEGIN IMMEDIATE" : "BEGIN");
      const tx: Queryable = {
        all: async <R extends object>(sql: string, params: readonly SqlValue[] = []) =>
          this.#all<R>(sql, params),
        run: async (sql: string, params: readonly SqlValue[] = []) => this.#run(sql, params),
      };
      try {
        const result = await fn(tx);
        this.#db.exec("COMMIT");
        return result;
      } catch (error) {
        this.#db.exec("ROLLBACK");
        throw error;
      }
    });
  }

  async close(): Promise<void> {
    await this.#queue.catch(() => undefined);
    this.#db.close();
  }

  #serial<T>(work: () => T | Promise<T>): Promise<T> {
    const next = this.#queue.then(work, work);
    this.#queue = next.catch(() => undefined);
    return next;
  }

  #all<T>(sql: string, params: readonly SqlValue[]): T[] {
    return this.#db.prepare(numbered(sql)).all(...(params as SqlValue[])) as T[];
  }

  #run(sql: string, params: readonly SqlValue[]): number {
    return Number(this.#db.prepare(numbered(sql)).run(...(params as SqlValue[])).changes);
  }
}

/** `$1` → `?1`: SQLite's numbered parameters (its `$name` form would bind by name). */
function numbered(sql: string): string {
  return sql.replace(/\$(\d+)/g, "?$1");
}
