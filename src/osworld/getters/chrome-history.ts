import type * as NodeSqlite from "node:sqlite";

/**
 * OSWorld's get_history over a copy of Chrome's History database: `SELECT url, title, last_visit_time FROM
 * urls` as a list of rows, or None (null) when the file is no SQLite database with that table.
 */
export function historyRows(file: string): unknown[][] | null {
  const sqlite = process.getBuiltinModule("node:sqlite") as typeof NodeSqlite | undefined;
  if (!sqlite) throw new Error("the history getter needs Node's node:sqlite module (Node 22.5 or later)");
  let db: NodeSqlite.DatabaseSync | undefined;
  try {
    db = new sqlite.DatabaseSync(file, { readOnly: true });
    const statement = db.prepare("SELECT url, title, last_visit_time FROM urls");
    statement.setReadBigInts(true);
    return (statement.all() as Record<string, unknown>[]).map((row) =>
      Object.values(row).map((v) =>
        typeof v === "bigint" && v >= BigInt(Number.MIN_SAFE_INTEGER) && v <= BigInt(Number.MAX_SAFE_INTEGER)
          ? Number(v)
          : v,
      ),
    );
  } catch {
    return null;
  } finally {
    db?.close();
  }
}
