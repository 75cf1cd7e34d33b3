import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { conferenceCityInOrder } from "../../../src/osworld/getters/conference-city.ts";
import { makeXlsx, type XCell } from "../helpers.ts";
import { Files, metricCases, type GetterCase, type MetricCase } from "./cases.ts";

// OSWorld's single-task evaluators: compare_conference_city_in_order (table.py) and its getter
// get_conference_city_in_order (calc.py), compare_time_in_speedtest_results (general.py).
const f = new Files();

const CITIES = [
  "Scottsdale",
  "Atlanta",
  "Lake Tahoe",
  "Banff",
  "Beijing",
  "Montréal",
  "San Diego",
  "Lille",
  "Montreal",
  "San Juan",
  "New York",
  "Barcelona",
  "Toulon",
  "Sydney",
  "Long Beach",
  "Vancouver",
  "Stockholm",
  "Montréal",
  "New Orleans",
  "Long Beach",
  "Vancouver",
];
const EXPECTED = [...CITIES.slice(0, 5), ["Montreal", "Montréal"], ...CITIES.slice(6)];

/** A workbook whose first sheet has the cities in C2:C22 (row 1 a header), cells replaced as given. */
function cities(
  name: string,
  replace: Record<number, XCell> = {},
  patch?: (files: Record<string, Uint8Array>) => void,
) {
  const rows: XCell[][] = [["Conference", "Year", "City"]];
  CITIES.forEach((city, i) => rows.push([`Conf ${i}`, 2000 + i, replace[i + 2] ?? city]));
  const file = makeXlsx(path.join(f.dir, name), { Sheet1: { rows } });
  if (patch) {
    const files = unzipSync(readFileSync(file));
    patch(files);
    writeFileSync(file, zipSync(files));
  }
  return file;
}

/** Rewrite a text part of a package. */
const edit = (files: Record<string, Uint8Array>, part: string, change: (xml: string) => string) => {
  files[part] = strToU8(change(strFromU8(files[part]!)));
};

const exact = cities("exact.xlsx");
const longer = cities("longer.xlsx", { 8: "Lille, France", 11: "New York City, USA", 3: "Atlanta, Georgia" });
const mismatch = cities("mismatch.xlsx", { 15: "Brisbane" });
const numberCell = cities("number.xlsx", { 10: 42 });
const emptyCell = cities("empty.xlsx", { 22: null });
const inline = cities("inline.xlsx", { 2: { inline: "Scottsdale, AZ" } });
const formulaWithCity = cities("formula-city.xlsx", {
  4: { formula: 'UPPER("Lake Tahoe")', cached: "LAKE TAHOE" },
});
const formulaOnly = cities("formula.xlsx", { 4: { formula: 'B4&""', cached: "Lake Tahoe" } });
const errorCell = cities("error.xlsx", { 5: { error: "#N/A" } });
const dateCell = cities("date.xlsx", { 6: { date: 45000 } });
const boolCell = cities("bool.xlsx", { 7: true });
const secondActive = cities("second-active.xlsx", {}, (files) => {
  edit(files, "xl/workbook.xml", (x) =>
    x
      .replace("<sheets>", '<bookViews><workbookView activeTab="1"/></bookViews><sheets>')
      .replace("</sheets>", '<sheet name="Other" sheetId="2" r:id="rId2"/></sheets>'),
  );
  edit(files, "xl/_rels/workbook.xml.rels", (x) =>
    x.replace(
      "</Relationships>",
      '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet2.xml"/></Relationships>',
    ),
  );
  files["xl/worksheets/sheet2.xml"] = strToU8(
    '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="2"><c r="C2" t="inlineStr"><is><t>nowhere</t></is></c></row></sheetData></worksheet>',
  );
});
const activeOutOfRange = cities("active-5.xlsx", {}, (files) =>
  edit(files, "xl/workbook.xml", (x) =>
    x.replace("<sheets>", '<bookViews><workbookView activeTab="5"/></bookViews><sheets>'),
  ),
);
const merged = cities("merged.xlsx", {}, (files) =>
  edit(files, "xl/worksheets/sheet1.xml", (x) =>
    x.replace("</sheetData>", '</sheetData><mergeCells count="1"><mergeCell ref="C2:C3"/></mergeCells>'),
  ),
);
const mergedFirst = cities("merged-first.xlsx", { 3: "Atlanta" }, (files) =>
  edit(files, "xl/worksheets/sheet1.xml", (x) =>
    x.replace("</sheetData>", '</sheetData><mergeCells count="1"><mergeCell ref="B3:C3"/></mergeCells>'),
  ),
);
const sharedFormula = cities("shared-formula.xlsx", {}, (files) =>
  edit(files, "xl/worksheets/sheet1.xml", (x) =>
    x
      .replace(
        /<c r="C2" t="s"><v>\d+<\/v><\/c>/,
        '<c r="C2" t="str"><f t="shared" ref="C2:C3" si="0">"Scottsdale"&amp;A2</f><v>ScottsdaleConf 0</v></c>',
      )
      .replace(
        /<c r="C3" t="s"><v>\d+<\/v><\/c>/,
        '<c r="C3" t="str"><f t="shared" si="0"/><v>ScottsdaleConf 1</v></c>',
      ),
  ),
);
const csvNamed = path.join(f.dir, "cities.csv");
writeFileSync(csvNamed, readFileSync(exact));
const notZip = f.write("not-a-zip.xlsx", "City\nAtlanta\n");

const CITY_CASES: MetricCase[] = metricCases("table", "compare_conference_city_in_order", [
  { name: "every city in order", result: exact, expected: { expected: EXPECTED } },
  { name: "cells that contain the city", result: longer, expected: { expected: EXPECTED } },
  { name: "one city differs", result: mismatch, expected: { expected: EXPECTED } },
  {
    name: "a list whose later entry matches",
    result: exact,
    expected: { expected: CITIES.map((c) => ["nowhere", c]) },
  },
  { name: "an empty list of candidates", result: exact, expected: { expected: [[], ...CITIES.slice(1)] } },
  {
    name: "a number before the matching string in a list",
    result: exact,
    expected: { expected: [[5, "Scottsdale"], ...CITIES.slice(1)] },
  },
  {
    name: "a number after the matching string in a list",
    result: exact,
    expected: { expected: [["Scottsdale", 5], ...CITIES.slice(1)] },
  },
  {
    name: "an expected entry that is a number",
    result: exact,
    expected: { expected: [7, ...CITIES.slice(1)] },
  },
  {
    name: "an expected entry that is null",
    result: exact,
    expected: { expected: [null, ...CITIES.slice(1)] },
  },
  { name: "fewer expected cities than rows", result: exact, expected: { expected: CITIES.slice(0, 20) } },
  { name: "more expected cities than rows", result: exact, expected: { expected: [...CITIES, "Extra"] } },
  { name: "empty strings match any text", result: exact, expected: { expected: CITIES.map(() => "") } },
  {
    name: "empty strings and an empty cell",
    result: emptyCell,
    expected: { expected: CITIES.map(() => "") },
  },
  { name: "expected as one string (indexed by character)", result: exact, expected: { expected: "SAL" } },
  { name: "expected as an object", result: exact, expected: { expected: { a: 1 } } },
  { name: "case matters", result: exact, expected: { expected: CITIES.map((c) => c.toUpperCase()) } },
  { name: "a number cell", result: numberCell, expected: { expected: EXPECTED } },
  { name: "an empty cell", result: emptyCell, expected: { expected: EXPECTED } },
  { name: "an inline string", result: inline, expected: { expected: EXPECTED } },
  {
    name: "a formula is its text, which holds the city",
    result: formulaWithCity,
    expected: { expected: EXPECTED },
  },
  {
    name: "a formula is its text, not its cached value",
    result: formulaOnly,
    expected: { expected: EXPECTED },
  },
  {
    name: "an error cell is its text",
    result: errorCell,
    expected: { expected: [...CITIES.slice(0, 3), "#N/A", ...CITIES.slice(4)] },
  },
  { name: "a date cell", result: dateCell, expected: { expected: EXPECTED } },
  { name: "a boolean cell", result: boolCell, expected: { expected: EXPECTED } },
  {
    name: "the active sheet is the second",
    result: secondActive,
    expected: { expected: ["nowhere", ...CITIES.slice(1).map(() => "")] },
  },
  {
    name: "the active tab points past the sheets",
    result: activeOutOfRange,
    expected: { expected: EXPECTED },
  },
  {
    name: "merged cells: the range's other cells are empty",
    result: merged,
    expected: { expected: CITIES.map(() => "") },
  },
  {
    name: "merged cells: a range starting left of column C",
    result: mergedFirst,
    expected: { expected: EXPECTED },
  },
  {
    name: "a shared formula's other cells",
    result: sharedFormula,
    expected: { expected: CITIES.map(() => "") },
  },
  { name: "no 'expected' key", result: exact, expected: { cities: EXPECTED } },
  { name: "expected getter gives a list", result: exact, expected: EXPECTED },
  { name: "a missing workbook", result: f.missing("none.xlsx"), expected: { expected: EXPECTED } },
  { name: "a workbook named .csv", result: csvNamed, expected: { expected: EXPECTED } },
  { name: "not a zip", result: notZip, expected: { expected: EXPECTED } },
  { name: "no result file (None)", result: null, expected: { expected: EXPECTED } },
  {
    name: "an unknown keyword option",
    result: exact,
    expected: { expected: EXPECTED },
    options: { strict: true },
  },
]);

/** A speedtest results file, its lines joined with newline. */
const results = (name: string, lines: string[], newline = "\n") => f.write(name, lines.join(newline));
const NOW = "2024-05-01T12:30:45";
const header = "Server,Timestamp,Ping";
const at = (stamp: string) => `${header}\nExample,${stamp},12.5\n`;
const within = f.write("within.csv", at("2024-05-01 12:33"));
const lastField = results("last-field.csv", ["Date,Time", "2024-05-01,12:33", ""]);
const farSpeedtest = f.write("far.csv", at("2024-05-01 10:00"));
const bigFile = f.write(
  "bad-bytes-late.csv",
  Buffer.concat([
    Buffer.from(at("2024-05-01 12:31")),
    Buffer.from("x".repeat(9000)),
    Buffer.from([0xff, 0xfe, 0x0a]),
  ]),
);
const badEarly = f.write(
  "bad-bytes-early.csv",
  Buffer.concat([Buffer.from(at("2024-05-01 12:31")), Buffer.from([0xff, 0x0a])]),
);

const SPEEDTEST_CASES: MetricCase[] = metricCases("general", "compare_time_in_speedtest_results", [
  { name: "three minutes apart, 5 allowed", result: within, expected: 5 },
  { name: "three minutes apart, 3 allowed", result: within, expected: 3 },
  { name: "three minutes apart, 4 allowed", result: within, expected: 4 },
  { name: "two and a half hours apart", result: farSpeedtest, expected: 200 },
  { name: "two and a half hours apart, 150 allowed", result: farSpeedtest, expected: 150 },
  { name: "the time is the line's last field (its newline counts)", result: lastField, expected: 60 },
  { name: "the limit as text", result: within, expected: "5" },
  { name: "the limit as text with spaces and underscores", result: within, expected: " 1_0 " },
  { name: "the limit as a float (int() truncates)", result: within, expected: 3.9 },
  { name: "the limit as a decimal text", result: within, expected: "5.5" },
  { name: "the limit true", result: f.write("same-minute.csv", at("2024-05-01 12:30")), expected: true },
  { name: "the limit null", result: within, expected: null },
  { name: "the limit a list", result: within, expected: [5] },
  { name: "the same minute, limit 0", result: f.write("same-minute-0.csv", at("x 12:30")), expected: 0 },
  { name: "a negative limit", result: within, expected: -5 },
  { name: "a huge limit", result: within, expected: "100000000000000000000" },
  { name: "midnight does not wrap", result: f.write("midnight.csv", at("2024-05-01 23:59")), expected: 60 },
  { name: "one-digit hour after a space", result: f.write("one-digit.csv", at("at 9:31")), expected: 1000 },
  { name: "one-digit hour and minute", result: f.write("one-digit-2.csv", at("T12:3")), expected: 60 },
  { name: "hour 24", result: f.write("hour-24.csv", at("T24:00")), expected: 1000 },
  { name: "minute 60", result: f.write("minute-60.csv", at("T12:60")), expected: 1000 },
  { name: "Arabic-Indic digits", result: f.write("arabic.csv", at("T١٢:٣١")), expected: 5 },
  {
    name: "CRLF lines",
    result: results("crlf.csv", [header, "Example,2024-05-01 12:31,1", ""], "\r\n"),
    expected: 5,
  },
  {
    name: "CR lines",
    result: results("cr.csv", [header, "Example,2024-05-01 12:31,1", ""], "\r"),
    expected: 5,
  },
  { name: "a second line without a comma", result: results("no-comma.csv", [header, "12:31"]), expected: 5 },
  { name: "only a header", result: results("header-only.csv", [header]), expected: 5 },
  { name: "an empty file", result: f.write("empty.csv", ""), expected: 5 },
  { name: "a missing file", result: f.missing("missing.csv"), expected: 5 },
  { name: "no file (None)", result: null, expected: 5 },
  { name: "an empty path", result: "", expected: 5 },
  { name: "a folder", result: f.dir, expected: 5 },
  { name: "bytes that are not UTF-8 after the first 8192 bytes", result: bigFile, expected: 5 },
  { name: "bytes that are not UTF-8 in the first chunk", result: badEarly, expected: 5 },
  { name: "a byte-order mark", result: f.write("bom.csv", `\ufeff${at("2024-05-01 12:31")}`), expected: 5 },
  { name: "an unknown keyword option", result: within, expected: 5, options: { strict: true } },
]).map((c) => ({ ...c, now: NOW }));

const cityCsv = f.write("conference.csv", "Conference,Year,City\nCVPR,2024,Seattle\n");
const folder = path.join(f.dir, "a-folder");
mkdirSync(folder, { recursive: true });

const GETTER_CASES: GetterCase[] = (
  [
    ["a CSV file: read after it was closed", { csv_path: cityCsv }],
    ["an empty CSV file", { csv_path: f.write("empty-conference.csv", "") }],
    ["a missing file", { csv_path: f.missing("conference.csv") }],
    ["a folder", { csv_path: folder }],
    ["no csv_path", {}],
  ] as [string, Record<string, unknown>][]
).map(([name, config]) => ({
  kind: "getter",
  name: `conference_city_in_order: ${name}`,
  module: "calc",
  func: "get_conference_city_in_order",
  config,
  ours: () => conferenceCityInOrder({ type: "conference_city_in_order", ...config }),
}));

export const SINGLE_TASK_CASES = [...CITY_CASES, ...SPEEDTEST_CASES, ...GETTER_CASES];
