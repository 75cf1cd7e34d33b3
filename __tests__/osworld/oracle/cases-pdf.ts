import path from "node:path";
import { Files, metricCases, type MetricCase } from "./cases.ts";
import { makePdf, type TextOp } from "./pdf-writer.ts";

// PDFs (written by hand) for OSWorld's PDF metrics: page counts, and text as PyMuPDF and pdfplumber lay it out.
const f = new Files();
const pdf = (name: string, pages: TextOp[][]) => makePdf(path.join(f.dir, name), pages);
const letter: TextOp[] = [
  [72, 700, 14, "Dear Ann,"],
  [72, 670, 12, "The invoice for March is attached."],
  [72, 650, 12, "Total: 42.00 EUR"],
];
const one = pdf("one.pdf", [letter]);
const oneCopy = pdf("one-copy.pdf", [letter]);
const changed = pdf("changed.pdf", [[[72, 700, 14, "Dear Bob,"], ...letter.slice(1)]]);
const three = pdf("three.pdf", [letter, [[72, 700, 12, "Page two"]], []]);
const words = pdf("words.pdf", [
  [
    [72, 700, 12, "Name"],
    [200, 700, 12, "Qty"],
    [72, 680, 12, "pen"],
    [200, 680, 12, "3"],
  ],
]);
const wordsAsLines = pdf("words-lines.pdf", [
  [
    [72, 700, 12, "Name Qty"],
    [72, 680, 12, "pen 3"],
  ],
]);
// "Hello" is about 27.3 points wide at 12 points: the next word 2 points after it (a small gap), right
// after it, and 6 points after it
const gaps = pdf("gaps.pdf", [
  [
    [72, 700, 12, "Hello"],
    [101.4, 700, 12, "small"],
    [72, 680, 12, "Hello"],
    [99.4, 680, 12, "tight"],
    [72, 660, 12, "Hello"],
    [105.4, 660, 12, "wider"],
  ],
]);
const gapsText = pdf("gaps-text.pdf", [
  [
    [72, 700, 12, "Hello small"],
    [72, 680, 12, "Hellotight"],
    [72, 660, 12, "Hello wider"],
  ],
]);
const columns = pdf("columns.pdf", [
  [
    [72, 700, 12, "Left one"],
    [320, 700, 12, "Right one"],
    [72, 680, 12, "Left two"],
    [320, 682, 12, "Right two"],
  ],
]);
const accents = pdf("accents.pdf", [[[72, 700, 12, "Caf\xe9 cr\xe8me"]]]);
const empty = pdf("empty.pdf", [[]]);
const notPdf = f.write("not.pdf", "not a pdf");
const gold = f.write("gold.json", JSON.stringify({ name: "Ann", total: "42.00 EUR" }));
const goldMissing = f.write("gold-missing.json", JSON.stringify({ name: "Zed" }));
const goldNumber = f.write("gold-number.json", JSON.stringify({ total: 42 }));

export const PDF_CASES: MetricCase[] = [
  ...metricCases("pdf", "check_pdf_pages", [
    { name: "one page", result: one, expected: { relation: "eq", ref_value: 1 } },
    { name: "three pages, at least two", result: three, expected: { relation: "ge", ref_value: 2 } },
    { name: "three pages, fewer than three", result: three, expected: { relation: "lt", ref_value: 3 } },
    { name: "an unknown relation", result: one, expected: { relation: "same", ref_value: 1 } },
    { name: "not a PDF", result: notPdf, expected: { relation: "eq", ref_value: 1 } },
    { name: "a missing file", result: f.missing("x.pdf"), expected: { relation: "eq", ref_value: 1 } },
    { name: "None", result: null, expected: { relation: "eq", ref_value: 1 } },
  ]),
  ...metricCases("chrome", "compare_pdfs", [
    { name: "the same text", result: one, expected: oneCopy },
    { name: "a changed line", result: one, expected: changed },
    { name: "several pages against one", result: three, expected: one },
    { name: "words on one line", result: words, expected: words },
    { name: "accented text", result: accents, expected: one },
    { name: "separate words on a line against one string", result: words, expected: wordsAsLines },
    { name: "small gaps become spaces, none for adjacent words", result: gaps, expected: gapsText },
    { name: "two columns", result: columns, expected: wordsAsLines },
    { name: "lists of files", result: [one, three], expected: [oneCopy, one] },
    { name: "a missing file counts 0", result: f.missing("y.pdf"), expected: one },
    { name: "an empty page", result: empty, expected: empty },
  ]),
  ...metricCases("general", "is_gold_text_included_in_pdf", [
    { name: "every gold value", result: one, expected: gold },
    { name: "a missing value", result: one, expected: goldMissing },
    { name: "a number in the gold", result: one, expected: goldNumber },
    {
      name: "words on one line",
      result: words,
      expected: f.write("gold-words.json", JSON.stringify({ a: "Name Qty", b: "pen 3" })),
    },
    {
      name: "gaps",
      result: gaps,
      expected: f.write(
        "gold-gaps.json",
        JSON.stringify({ a: "Hello small", b: "Hellotight", c: "Hello wider" }),
      ),
    },
    {
      name: "two columns on nearly the same baseline",
      result: columns,
      expected: f.write(
        "gold-columns.json",
        JSON.stringify({ a: "Left one Right one", b: "Left two Right two" }),
      ),
    },
    {
      name: "accented text",
      result: accents,
      expected: f.write("gold-accents.json", JSON.stringify({ a: "Caf\u00e9 cr\u00e8me" })),
    },
    { name: "None", result: null, expected: gold },
  ]),
];
