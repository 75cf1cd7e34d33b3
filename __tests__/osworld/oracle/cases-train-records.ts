import path from "node:path";
import { Files, metricCases, type MetricCase } from "./cases.ts";
import { makeDocx, p } from "./docx-writer.ts";

// .docx files of train timetable lines (`time, train_id, station_id, platform_no`) for OSWorld's
// check_no_duplicates and compare_unique_train_records, and of words for fuzzy_place_math.
const f = new Files();
const docx = (name: string, ...lines: string[]) =>
  makeDocx(path.join(f.dir, name), lines.map((l) => p(l)).join(""));

const initial = docx(
  "initial.docx",
  "Train schedule",
  "08:00:00, T1, S1, 1",
  "08:05:00, T2, S1, 2",
  "08:10:00, T1, S2, 1",
  "",
  "08:20:00, T3, S3, 4",
  "  08:30:00, T2, S4, 3  ",
);
const deduplicated = docx(
  "deduplicated.docx",
  "Train schedule",
  "08:00:00, T1, S1, 1",
  "08:05:00, T2, S1, 2",
  "08:20:00, T3, S3, 4",
);
const deduplicatedOtherLines = docx(
  "deduplicated-other.docx",
  "08:10:00, T1, S2, 1",
  "",
  "  08:30:00, T2, S4, 3  ",
  "08:20:00, T3, S3, 4",
);
const stillDuplicated = docx(
  "still-duplicated.docx",
  "08:00:00, T1, S1, 1",
  "08:05:00, T2, S1, 2",
  "08:10:00, T1, S2, 1",
  "08:20:00, T3, S3, 4",
);
const missingTrain = docx("missing-train.docx", "08:00:00, T1, S1, 1", "08:05:00, T2, S1, 2");
const idsUnstripped = docx("ids-unstripped.docx", "08:00:00,T1,S1,1", "x,  T2\t,y,z", "a,T3,b,c");
const notRecords = docx("not-records.docx", "08:00:00, T1, S1", "08:00:00, T2, S1, 2, extra", "no commas");
const inventedLine = docx(
  "invented-line.docx",
  "Train schedule",
  "08:00:00, T1, S1, 1",
  "09:05:00, T2, S9, 2",
  "08:20:00, T3, S3, 4",
);
const extraLine = docx(
  "extra-line.docx",
  "Train schedule",
  "08:00:00, T1, S1, 1",
  "08:05:00, T2, S1, 2",
  "08:20:00, T3, S3, 4",
  "08:10:00, T1, S2, 1",
);
const noTitle = docx("no-title.docx", "08:00:00, T1, S1, 1", "08:05:00, T2, S1, 2", "08:20:00, T3, S3, 4");
const empty = docx("empty.docx");
const notWord = makeDocx(path.join(f.dir, "not-word.docx"), p("x"), { contentType: "application/xml" });
const notZip = f.write("not-zip.docx", "plain text");
const missing = f.missing("gone.docx");

export const TRAIN_RECORD_CASES: MetricCase[] = [
  ...metricCases("docs", "check_no_duplicates", [
    { name: "duplicates removed", result: initial, expected: deduplicated },
    { name: "other lines kept, same ids", result: initial, expected: deduplicatedOtherLines },
    { name: "a duplicate is left", result: initial, expected: stillDuplicated },
    { name: "a train is missing", result: initial, expected: missingTrain },
    { name: "the same file twice (duplicates in it)", result: initial, expected: initial },
    { name: "a file without duplicates against itself", result: deduplicated, expected: deduplicated },
    { name: "ids stripped, commas without spaces", result: idsUnstripped, expected: idsUnstripped },
    { name: "lines of other than four parts are not records", result: notRecords, expected: empty },
    { name: "both without records", result: empty, expected: notRecords },
    { name: "initial missing: no ids", result: missing, expected: empty },
    { name: "initial not a Word file", result: notWord, expected: deduplicated },
    { name: "processed not a zip", result: initial, expected: notZip },
    { name: "processed missing", result: empty, expected: missing },
    { name: "initial None", result: null, expected: deduplicated },
    { name: "processed empty string", result: initial, expected: "" },
    { name: "a keyword argument", result: initial, expected: deduplicated, options: { strict: true } },
  ]),
  ...metricCases("docs", "compare_unique_train_records", [
    { name: "the gold file", result: deduplicated, expected: [deduplicated, initial] },
    {
      name: "other lines of the initial file",
      result: deduplicatedOtherLines,
      expected: [deduplicated, initial],
    },
    { name: "a line not in the initial file", result: inventedLine, expected: [deduplicated, initial] },
    { name: "a duplicate left", result: extraLine, expected: [extraLine, initial] },
    { name: "a train missing", result: missingTrain, expected: [deduplicated, initial] },
    { name: "fewer lines than the gold file", result: noTitle, expected: [deduplicated, initial] },
    {
      name: "three files, the first two used",
      result: deduplicated,
      expected: [deduplicated, initial, notZip],
    },
    { name: "one expected file", result: deduplicated, expected: [deduplicated] },
    { name: "expected not a list", result: deduplicated, expected: deduplicated },
    { name: "gold None", result: deduplicated, expected: [null, initial] },
    { name: "initial empty string", result: deduplicated, expected: [deduplicated, ""] },
    { name: "processed None", result: null, expected: [deduplicated, initial] },
    { name: "processed not a Word file", result: notWord, expected: [deduplicated, initial] },
    { name: "gold missing", result: deduplicated, expected: [missing, initial] },
    { name: "initial not a zip", result: deduplicated, expected: [deduplicated, notZip] },
    { name: "all empty", result: empty, expected: [empty, empty] },
    {
      name: "keyword arguments are accepted",
      result: deduplicated,
      expected: [deduplicated, initial],
      options: { x: 1 },
    },
  ]),
];

const words = docx("words.docx", "Paris  London", "", "\tBerlin ");
const typos = docx("typos.docx", "Pariss Londn Berln");
const fourWords = docx("four-words.docx", "Paris London Berlin Rome");
const twoWords = docx("two-words.docx", "Paris London");
const unicode = docx("unicode.docx", "Zürich\u00a0Genève", "Köln");
const CITIES = ["Paris", "London", "Berlin"];

export const FUZZY_PLACE_MATH_CASES: MetricCase[] = metricCases("general", "fuzzy_place_math", [
  { name: "three exact words", result: words, expected: { expected: CITIES } },
  { name: "three words with typos", result: typos, expected: { expected: CITIES } },
  { name: "four words", result: fourWords, expected: { expected: CITIES } },
  { name: "two words", result: twoWords, expected: { expected: CITIES } },
  {
    name: "non-breaking space separates words",
    result: unicode,
    expected: { expected: ["Zurich", "Geneve", "Koln"] },
  },
  { name: "no answers", result: words, expected: { expected: [] } },
  { name: "answers as a string iterate its characters", result: words, expected: { expected: "London" } },
  {
    name: "answers as a dict iterate its keys",
    result: typos,
    expected: { expected: { Paris: 1, Berlin: 2 } },
  },
  { name: "a None answer scores 0", result: words, expected: { expected: [null, "Paris"] } },
  { name: "a number answer", result: words, expected: { expected: [3] } },
  { name: "answers not iterable", result: words, expected: { expected: 5 } },
  { name: "answers not iterable, no words", result: empty, expected: { expected: 5 } },
  { name: "no expected key", result: words, expected: {} },
  { name: "rules not a dict", result: words, expected: null },
  { name: "None file", result: null, expected: { expected: CITIES } },
  { name: "None file, rules not read", result: null, expected: null },
  { name: "missing file raises", result: missing, expected: { expected: CITIES } },
  { name: "not a Word file raises", result: notWord, expected: { expected: CITIES } },
  { name: "empty string file raises", result: "", expected: { expected: CITIES } },
  { name: "a keyword argument", result: words, expected: { expected: CITIES }, options: { threshold: 1 } },
]);
