import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import { makeXlsx, type XCell, type XSheet } from "../helpers.ts";
import { Files, metricCases, type MetricCase } from "./cases.ts";

// Issue 32's inputs: the Python semantics of round three (compare_table's pandas inference and edges,
// run_sqlite3's sqlite3 module), held to desktop-env 1.0.2.
const f = new Files();
const book = (name: string, sheets: Record<string, XSheet>) => makeXlsx(path.join(f.dir, name), sheets);
const column = (name: string, values: XCell[]) =>
  book(name, { Sheet1: { rows: [["h", "k"], ...values.map((v, i) => [v, i])] } });

/** sheet_data of the first sheet of result and expected. */
const sheetData = (extra: Record<string, unknown> = {}) => ({
  rules: [{ type: "sheet_data", sheet_idx0: 0, sheet_idx1: "EI0", ...extra }],
});

const BIG = "9007199254740993"; // 2^53 + 1
const inference: [string, XCell[], XCell[]][] = [
  ["booleans among ints are 1 and 0", [true, 1, 2], [1, 1, 2]],
  ["booleans among floats are 1.0 and 0.0", [false, 1.5], [0, 1.5]],
  ["booleans among numeric text", [true, "3"], [1, 3]],
  ["booleans among numeric text with a dot", [false, "3.5"], [0, 3.5]],
  ["a boolean and a blank make a float column", [true, null, 1], [1, null, 1]],
  ["a boolean and an NA string", [true, "NA"], [1, null]],
  ["booleans only stay booleans", [true, false], [1, 0]],
  ["a boolean and the text True are booleans", [true, "True"], [true, true]],
  ["a boolean among text stays an object", [true, "x"], [1, "x"]],
  ["an int beyond 2^53 stays exact", [{ raw: BIG }, 1], [{ raw: "9007199254740992" }, 1]],
  ["an int beyond 2^53 equal to itself", [{ raw: BIG }, 1], [{ raw: BIG }, 1]],
  ["an int beyond 2^53 as text", [BIG, 1], [{ raw: "9007199254740992" }, 1]],
  ["an int beyond 2^53 with a float is a float", [{ raw: BIG }, 1.5], [{ raw: "9007199254740992" }, 1.5]],
  ["an int beyond 2^53 with a blank is a float", [{ raw: BIG }, null], [{ raw: "9007199254740992" }, null]],
  ["a uint64 against an int64", [{ raw: "9223372036854775813" }, 1], [{ raw: "9223372036854775813" }, 1]],
  [
    "a uint64 and a negative stay objects",
    [{ raw: "9223372036854775813" }, -1],
    [{ raw: "9223372036854775813" }, -1],
  ],
  ["beyond uint64 is a float", [{ raw: "18446744073709551621" }, 1], [{ raw: "18446744073709551620" }, 1]],
  ["below int64 is a float", [{ raw: "-9223372036854775813" }, 1], [{ raw: "-9223372036854775812" }, 1]],
  ["a boolean among big ints", [true, { raw: BIG }], [1, { raw: BIG }]],
  ["a whole float text beyond 2^53", [{ raw: "9007199254740993.0" }, 1], [{ raw: "9007199254740992" }, 1]],
];

const tableCases = (): MetricCase[] =>
  metricCases(
    "table",
    "compare_table",
    inference.map(([name, a, b], i) => ({
      name: `sheet_data ${name}`,
      result: column(`inf-${i}-a.xlsx`, a),
      expected: column(`inf-${i}-b.xlsx`, b),
      options: sheetData(),
    })),
  );

const three = book("three.xlsx", {
  First: { rows: [["a"], [1]] },
  Second: { rows: [["a"], [2]] },
  Last: { rows: [["a"], [3]] },
});
const last = book("last.xlsx", { Only: { rows: [["a"], [3]] } });
const first = book("first.xlsx", { Only: { rows: [["a"], [1]] } });
const price = book("price.xlsx", { Sheet1: { rows: [["p"], [1.2345]] } });
const priceClose = book("price-close.xlsx", { Sheet1: { rows: [["p"], [1.2346]] } });
const label = book("label.xlsx", { Sheet1: { rows: [["Main Road"]] } });
const labelClose = book("label-close.xlsx", { Sheet1: { rows: [["Main Rd"]] } });
f.write("printed-Sheet1.csv", "a,b\n1,2\n");
const printed = book("printed.xlsx", {
  Sheet1: {
    rows: [
      ["a", "b"],
      [1, 2],
    ],
  },
});
const unprinted = book("unprinted.xlsx", {
  Sheet1: {
    rows: [
      ["a", "b"],
      [1, 2],
    ],
  },
});
const fuzzy = (threshold: unknown) => ({
  rules: [
    {
      type: "sheet_fuzzy",
      sheet_idx0: 0,
      sheet_idx1: "EI0",
      rules: [{ range: ["A1"], type: "fuzzy_match", threshold }],
    },
  ],
});

const edgeCases = (): MetricCase[] =>
  metricCases("table", "compare_table", [
    {
      name: "sheet_idx -1 is the last sheet",
      result: three,
      expected: last,
      options: { rules: [{ type: "sheet_data", sheet_idx0: -1, sheet_idx1: "EI0" }] },
    },
    {
      name: "sheet_idx -3 is the first sheet",
      result: three,
      expected: first,
      options: { rules: [{ type: "sheet_data", sheet_idx0: -3, sheet_idx1: "EI0" }] },
    },
    {
      name: "sheet_idx -4 is out of range",
      result: three,
      expected: first,
      options: { rules: [{ type: "sheet_data", sheet_idx0: -4, sheet_idx1: "EI0" }] },
    },
    {
      name: "sheet_idx 3 is out of range",
      result: three,
      expected: first,
      options: { rules: [{ type: "sheet_data", sheet_idx0: 3, sheet_idx1: "EI0" }] },
    },
    {
      name: "RI-1 is the last sheet",
      result: three,
      expected: last,
      options: { rules: [{ type: "sheet_data", sheet_idx0: "RI-1", sheet_idx1: "EI0" }] },
    },
    {
      name: "EI-1 is the expected book's last sheet",
      result: last,
      expected: three,
      options: { rules: [{ type: "sheet_data", sheet_idx0: 0, sheet_idx1: "EI-1" }] },
    },
    {
      name: "RI alone names no sheet",
      result: three,
      expected: first,
      options: { rules: [{ type: "sheet_data", sheet_idx0: "RI", sheet_idx1: "EI0" }] },
    },
    {
      name: "RI with spaces around the number",
      result: three,
      expected: first,
      options: { rules: [{ type: "sheet_data", sheet_idx0: "RI 0 ", sheet_idx1: "EI0" }] },
    },
    {
      name: "RIx names no sheet",
      result: three,
      expected: first,
      options: { rules: [{ type: "sheet_data", sheet_idx0: "RIx", sheet_idx1: "EI0" }] },
    },
    {
      name: "RI-4 is out of range",
      result: three,
      expected: first,
      options: { rules: [{ type: "sheet_data", sheet_idx0: "RI-4", sheet_idx1: "EI0" }] },
    },
    {
      name: "precision 2 as text raises",
      result: price,
      expected: priceClose,
      options: sheetData({ precision: "2" }),
    },
    {
      name: "precision null raises",
      result: price,
      expected: priceClose,
      options: sheetData({ precision: null }),
    },
    {
      name: "precision true raises",
      result: price,
      expected: priceClose,
      options: sheetData({ precision: true }),
    },
    { name: "precision 3", result: price, expected: priceClose, options: sheetData({ precision: 3 }) },
    { name: "precision 0", result: price, expected: priceClose, options: sheetData({ precision: 0 }) },
    { name: "fuzzy threshold as text raises", result: label, expected: labelClose, options: fuzzy("80") },
    { name: "fuzzy threshold null raises", result: label, expected: labelClose, options: fuzzy(null) },
    { name: "fuzzy threshold 80", result: label, expected: labelClose, options: fuzzy(80) },
    { name: "fuzzy threshold true", result: label, expected: labelClose, options: fuzzy(true) },
    {
      name: "sheet_print with the second csv missing",
      result: printed,
      expected: unprinted,
      options: { rules: [{ type: "sheet_print", sheet_idx0: 0, sheet_idx1: "EI0" }] },
    },
    {
      name: "sheet_print with the second csv missing, ignoring case",
      result: printed,
      expected: unprinted,
      options: { rules: [{ type: "sheet_print", sheet_idx0: 0, sheet_idx1: "EI0", ignore_case: true }] },
    },
  ]);

function database(name: string, setup: string): string {
  const file = f.write(name, "");
  const db = new DatabaseSync(file);
  db.exec(setup);
  db.close();
  return file;
}

const sqliteCases = (): MetricCase[] => {
  const db = database(
    "numbers.sqlite",
    "CREATE TABLE t (x INTEGER, b BLOB, s TEXT); INSERT INTO t VALUES (9223372036854775807, x'312e35', ' 2.5 ');",
  );
  const notDb = f.write(
    "not-a-database.txt",
    "This is a text file, not an SQLite database: its header is wrong.\n".repeat(4),
  );
  return metricCases("general", "run_sqlite3", [
    { name: "two statements raise", result: db, expected: { sql: "select 1; select 2" } },
    {
      name: "a trailing semicolon and comment",
      result: db,
      expected: { sql: "select 1; -- done\n/* and */ " },
    },
    { name: "an empty statement after the first raises", result: db, expected: { sql: "select 1;;" } },
    { name: "a big INTEGER", result: db, expected: { sql: "select x from t" } },
    { name: "a big INTEGER literal", result: db, expected: { sql: "select 9223372036854775807 - 1" } },
    { name: "a BLOB read as a float", result: db, expected: { sql: "select b from t" } },
    { name: "text with spaces read as a float", result: db, expected: { sql: "select s from t" } },
    { name: "not a database answers select 1", result: notDb, expected: { sql: "select 1" } },
    {
      name: "not a database, reading the schema",
      result: notDb,
      expected: { sql: "select count(*) from sqlite_master" },
    },
    { name: "not a database, reading a table", result: notDb, expected: { sql: "select x from t" } },
    { name: "not a database, a pragma", result: notDb, expected: { sql: "pragma user_version" } },
    {
      name: "a missing file is an empty database",
      result: f.missing("new.sqlite").replace("/missing/", "/"),
      expected: { sql: "select 1" },
    },
    {
      name: "a missing file has no tables",
      result: f.missing("new2.sqlite").replace("/missing/", "/"),
      expected: { sql: "select count(*) from sqlite_master" },
    },
    { name: "a missing folder", result: f.missing("new.sqlite"), expected: { sql: "select 1" } },
  ]);
};

const TREE = (os: string) =>
  `<desktop-frame xmlns:st="https://accessibility.${os}.example.org/ns/state" xmlns:attr="https://accessibility.${os}.example.org/ns/attributes"><application name="gedit"><frame name="notes" st:active="true"><push-button name="Save" st:enabled="true">Save</push-button><label name="empty"></label></frame></application></desktop-frame>`;

const accessibilityCases = (): MetricCase[] =>
  metricCases("general", "check_accessibility_tree", [
    {
      name: "osname windows on a Windows tree",
      result: TREE("windows"),
      expected: [{ xpath: "//frame[@st:active='true']" }],
      options: { osname: "windows" },
    },
    {
      name: "osname windows on an Ubuntu tree",
      result: TREE("ubuntu"),
      expected: [{ xpath: "//frame[@st:active='true']" }],
      options: { osname: "windows" },
    },
    {
      name: "osname macos with a CSS selector",
      result: TREE("macos"),
      expected: [{ selectors: ['push-button[st|enabled="true"]'], text: "Save", exact: true }],
      options: { osname: "macos" },
    },
    {
      name: "osname ubuntu on a macOS tree",
      result: TREE("macos"),
      expected: [{ xpath: "//frame[@st:active='true']" }],
      options: { osname: "ubuntu" },
    },
    {
      name: "an unknown osname raises",
      result: TREE("ubuntu"),
      expected: [{ xpath: "//frame" }],
      options: { osname: "android" },
    },
    {
      name: "another keyword raises",
      result: TREE("ubuntu"),
      expected: [{ xpath: "//frame" }],
      options: { os: "ubuntu" },
    },
    {
      name: "string() of a non-empty text scores 1",
      result: TREE("ubuntu"),
      expected: [{ xpath: "string(//push-button)" }],
    },
    { name: "string() of nothing scores 0", result: TREE("ubuntu"), expected: [{ xpath: "string(//menu)" }] },
    {
      name: "string() with a text rule raises",
      result: TREE("ubuntu"),
      expected: [{ xpath: "string(//push-button)", text: "Save", exact: true }],
    },
    { name: "count() raises", result: TREE("ubuntu"), expected: [{ xpath: "count(//frame)" }] },
    { name: "a boolean XPath raises", result: TREE("ubuntu"), expected: [{ xpath: "boolean(//frame)" }] },
  ]);

// A lone surrogate is a code point of its own in Python: never found inside an emoji's pair.
const surrogateCases = (): MetricCase[] => [
  ...metricCases("general", "check_include_exclude", [
    { name: "a lone low surrogate inside an emoji", result: "smile 😀", expected: { include: ["\ude00"] } },
    { name: "a lone high surrogate inside an emoji", result: "smile 😀", expected: { include: ["\ud83d"] } },
    {
      name: "a lone surrogate excluded",
      result: "smile 😀",
      expected: { include: ["smile"], exclude: ["\ude00"] },
    },
    { name: "a lone surrogate present on its own", result: "x \ude00 y", expected: { include: ["\ude00"] } },
    { name: "an emoji found whole", result: "smile 😀😀", expected: { include: ["😀"] } },
  ]),
  ...metricCases("general", "is_in_list", [
    { name: "a lone surrogate inside an emoji", result: "😀", expected: { expected: "\ude00" } },
    { name: "a lone surrogate after an emoji", result: "😀\ude00", expected: { expected: "\ude00" } },
  ]),
];

// Python's IGNORECASE: i, I, İ and ı are one letter (JavaScript's /iu folds İ and ı to nothing else).
const caseCases = (): MetricCase[] => {
  const lines = f.write("dotted-i.txt", "Istanbul\nİzmir\nıslak\nKİLİM\n");
  return metricCases("general", "check_list", [
    { name: "(?i)i finds İ", result: lines, expected: { expect: ["(?i)^izmir$"], unexpect: [] } },
    { name: "(?i)i finds ı", result: lines, expected: { expect: ["(?i)^islak$"], unexpect: [] } },
    { name: "(?i)I finds ı", result: lines, expected: { expect: ["(?i)^ISLAK$"], unexpect: [] } },
    { name: "(?i)ı finds I", result: lines, expected: { expect: ["(?i)^ıstanbul$"], unexpect: [] } },
    {
      name: "(?i)İ finds i in a set",
      result: lines,
      expected: { expect: ["(?i)^k[İ]l[i]m$"], unexpect: [] },
    },
    {
      name: "(?i) a range covering i finds İ",
      result: lines,
      expected: { expect: ["(?i)^[a-z]zmir$"], unexpect: [] },
    },
    {
      name: "(?i) a negated set of i refuses ı",
      result: lines,
      expected: { expect: [], unexpect: ["(?i)^[^i]slak$"] },
    },
    { name: "a scoped (?i:) group", result: lines, expected: { expect: ["^(?i:i)zmir$"], unexpect: [] } },
    { name: "without (?i) İ is not i", result: lines, expected: { expect: ["^izmir$"], unexpect: [] } },
    {
      name: "(?ia) ASCII only: İ is not i",
      result: lines,
      expected: { expect: ["(?ia)^izmir$"], unexpect: [] },
    },
  ]);
};

// An integer beyond 2^53 from a task file's rules (read exactly, as Python's json reads it) against results.
const bigRuleCases = (): MetricCase[] => [
  ...metricCases("general", "literal_match", [
    { name: "a rule's int beyond 2^53, exactly", result: "9007199254740993", expected: 9007199254740993n },
    { name: "a rule's int beyond 2^53, one off", result: "9007199254740992", expected: 9007199254740993n },
  ]),
  ...metricCases("general", "exact_match", [
    {
      name: "a rule's int beyond 2^53 against text",
      result: "9007199254740993",
      expected: { expected: 9007199254740993n },
    },
  ]),
  ...metricCases("general", "check_json", [
    {
      name: "a rule's int beyond 2^53 against the file's",
      result: f.write("big.json", '{"n": 9007199254740993}'),
      expected: { expect: [{ key: ["n"], method: "eq", ref: 9007199254740993n }] },
    },
    {
      name: "a rule's int beyond 2^53 one off the file's",
      result: f.write("big2.json", '{"n": 9007199254740992}'),
      expected: { expect: [{ key: ["n"], method: "eq", ref: 9007199254740993n }] },
    },
  ]),
];

export const PYTHON_EDGE_CASES: MetricCase[] = [
  ...bigRuleCases(),
  ...tableCases(),
  ...edgeCases(),
  ...sqliteCases(),
  ...accessibilityCases(),
  ...surrogateCases(),
  ...caseCases(),
];
