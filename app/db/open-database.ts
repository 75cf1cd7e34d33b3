import path from "node:path";
import type { Database } from "./database.ts";
import { migrate } from "./migrations.ts";
import { PostgresDatabase } from "./postgres-database.ts";
import { SqliteDatabase } from "./sqlite-database.ts";

/** PostgreSQL when `databaseUrl` is set (replicas share it), else SQLite in `dataDir/desktest.db`; migrated. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  const db = options.databaseUrl
    ? new PostgresDatabase(options.databaseUrl)
    : new SqliteDatabase(path.join(options.dataDir, "desktest.db"));
  try {
    await migrate(db);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  return db;
}
