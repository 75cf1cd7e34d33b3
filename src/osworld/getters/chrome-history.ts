import type * as NodeSqlite from "node:sqlite";

/**
 * OSWorld's get_history over a copy of Chrome's History database: `SELECT url, title, last_visit_time FROM
 * urls` as a list of rows, or None (null) when the file is no SQLite database with that table.
 */
export function historyRows(file: string): unknown[][] | null {
  return queryRows(file, "SELECT url, title, last_visit_time FROM urls");
}

/**
 * OSWorld's get_cookie_data over a copy of Chrome's Cookies database: `SELECT * FROM cookies` as a list of rows
 * (host_key is column 1; BLOBs as bytes), or None (null) when the file is no SQLite database with that table.
 */
export function cookieRows(file: string): unknown[][] | null {
  return queryRows(file, "SELECT * FROM cookies");
}

/** The rows of a query as Python's sqlite3 gives them (ints beyond 2^53 as bigints), or null on any error. */
function queryRows(file: string, query: string): unknown[][] | null {
  const sqlite = process.getBuiltinModule("node:sqlite") as typeof NodeSqlite | undefined;
  if (!sqlite)
    throw new Error("Chrome's database getters need Node's node:sqlite module (Node 22.5 or later)");
  let db: NodeSqlite.DatabaseSync | undefined;
  try {
    db = new sqlite.DatabaseSync(file, { readOnly: true });
    const statement = db.prepare(query);
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
