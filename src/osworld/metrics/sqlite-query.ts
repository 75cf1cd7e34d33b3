import { existsSync, statSync } from "node:fs";
import path from "node:path";
import type * as NodeSqlite from "node:sqlite";
import { PythonError, pyFloat, pyRepr, pyTruthy, pyTypeName } from "../python-semantics.ts";
import { filePath } from "./files.ts";
import { subscript } from "./python-access.ts";

/**
 * OSWorld's run_sqlite3: `float(sqlite3.connect(result).execute(rules["sql"]).fetchone()[0] or 0)`, with
 * what Python's sqlite3 module does around the query:
 *
 * - `connect` opens lazily: a missing file (in an existing folder) is a new, empty database, and a file
 *   that is not a database answers a query that never reads it (`select 1`);
 * - `execute` runs one statement: anything after it but blanks and comments is a ProgrammingError;
 * - an INTEGER is a Python int of any size (node's driver reads it as a bigint here).
 *
 * node's SQLite reads a file's header when a statement is prepared, so a statement that does not touch
 * the database (no Transaction or ReadCookie in its program) runs on an empty in-memory database instead.
 */
export function run_sqlite3(result: unknown, rules: unknown): number {
  // Loaded when used, so that nothing else needs a Node with node:sqlite (22.5+).
  const sqlite = process.getBuiltinModule("node:sqlite") as typeof NodeSqlite | undefined;
  if (!sqlite) throw new Error("run_sqlite3 needs Node's node:sqlite module (Node 22.5 or later)");
  const file = result === null || result === undefined ? undefined : filePath(result, "database");
  if (file === undefined)
    throw new PythonError("TypeError", "expected str, bytes or os.PathLike object, not NoneType");
  const sql = subscript(rules, "sql");
  if (typeof sql !== "string")
    throw new PythonError("TypeError", `execute() argument 1 must be str, not ${pyTypeName(sql)}`);
  const db = openLazily(sqlite, file);
  const empty = new sqlite.DatabaseSync(":memory:");
  try {
    const row = runOne(db, empty, file, sql);
    if (!row) throw new PythonError("TypeError", "'NoneType' object is not subscriptable");
    const first = Object.values(row)[0];
    const value = pyTruthy(first) ? first : 0;
    return pyFloat(value instanceof Uint8Array ? Buffer.from(value).toString("latin1") : value);
  } finally {
    db?.close();
    empty.close();
  }
}

/** The file's database, or undefined where Python's connect gives a new empty one (a missing file). */
function openLazily(sqlite: typeof NodeSqlite, file: string): NodeSqlite.DatabaseSync | undefined {
  if (!existsSync(file) && existsSync(path.dirname(file)) && statSync(path.dirname(file)).isDirectory())
    return undefined;
  try {
    return new sqlite.DatabaseSync(file, { readOnly: true });
  } catch (error) {
    throw new PythonError("OperationalError", (error as Error).message);
  }
}

const SQLITE_NOTADB = 26;

function runOne(
  db: NodeSqlite.DatabaseSync | undefined,
  empty: NodeSqlite.DatabaseSync,
  file: string,
  sql: string,
): Record<string, unknown> | undefined {
  let statement: NodeSqlite.StatementSync;
  try {
    statement = (db ?? empty).prepare(sql);
  } catch (error) {
    const code = (error as { errcode?: number }).errcode;
    if (code !== SQLITE_NOTADB || readsDatabase(empty, sql) !== false)
      throw new PythonError(
        code === SQLITE_NOTADB ? "DatabaseError" : "OperationalError",
        (error as Error).message,
      );
    statement = empty.prepare(sql);
  }
  const tail = sql.startsWith(statement.sourceSQL) ? sql.slice(statement.sourceSQL.length) : undefined;
  if (tail === undefined)
    throw new PythonError(
      "NotSupported",
      `run_sqlite3 could not tell where the first statement of ${pyRepr(sql)} ends (${file})`,
    );
  if (!onlyBlanksAndComments(tail))
    throw new PythonError("ProgrammingError", "You can only execute one statement at a time.");
  statement.setReadBigInts(true);
  let row: Record<string, unknown> | undefined;
  try {
    row = statement.get() as Record<string, unknown> | undefined;
  } catch (error) {
    throw new PythonError("OperationalError", (error as Error).message);
  }
  if (!row) return undefined;
  return Object.fromEntries(
    Object.entries(row).map(([k, v]) => [
      k,
      typeof v === "bigint" && v >= BigInt(Number.MIN_SAFE_INTEGER) && v <= BigInt(Number.MAX_SAFE_INTEGER)
        ? Number(v)
        : v,
    ]),
  );
}

/**
 * Whether a statement's program opens the database file (a Transaction or ReadCookie opcode): undefined
 * when it does not even prepare on an empty database.
 */
function readsDatabase(empty: NodeSqlite.DatabaseSync, sql: string): boolean | undefined {
  try {
    const program = empty.prepare(`EXPLAIN ${sql}`).all() as { opcode: string }[];
    return program.some((op) => op.opcode === "Transaction" || op.opcode === "ReadCookie");
  } catch {
    return undefined;
  }
}

/** CPython's check of what follows the statement: whitespace, `--` and `/* *\/` comments only. */
function onlyBlanksAndComments(text: string): boolean {
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (" \t\f\n\r".includes(ch)) i++;
    else if (text.startsWith("--", i)) {
      const end = text.indexOf("\n", i);
      if (end < 0) return true;
      i = end + 1;
    } else if (text.startsWith("/*", i)) {
      const end = text.indexOf("*/", i + 2);
      if (end < 0) return true;
      i = end + 2;
    } else return false;
  }
  return true;
}
