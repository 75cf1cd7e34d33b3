import path from "node:path";
import { strToU8, zipSync } from "fflate";
import { Files, metricCases, type MetricCase } from "./cases.ts";
import { makeDocx, p } from "./docx-writer.ts";

// .docx files written by hand for OSWorld's Writer metrics on highlighting, colours, tab stops and
// reference lists (compare_highlighted_text, evaluate_colored_words_in_tables, check_tabstops,
// compare_references).
const f = new Files();
const docx = (name: string, body: string) => makeDocx(path.join(f.dir, name), body);
const run = (xml: string) => ({ xml: `<w:r>${xml}</w:r>` });

const marked = (text: string, color: string | null = "yellow") =>
  run(
    `<w:rPr>${color === null ? "<w:highlight/>" : `<w:highlight w:val="${color}"/>`}</w:rPr><w:t>${text}</w:t>`,
  );
const highlightA = docx("hl-a.docx", p("plain ", marked("alpha"), " and ", marked("beta", "green")));
const highlightB = docx("hl-b.docx", p(marked("beta")) + p("x", marked("alpha", "cyan"), marked("alpha")));
const highlightC = docx("hl-c.docx", p(marked("alpha"), "beta"));
const noneHighlight = docx("hl-none.docx", p(marked("alpha"), marked("gamma", "none")));
const onlyAlpha = docx("hl-alpha.docx", p(marked("alpha"), "gamma"));
const noVal = docx("hl-noval.docx", p(marked("alpha", null)));
const noMarks = docx("hl-nomarks.docx", p("alpha beta"));
const noMarks2 = docx("hl-nomarks2.docx", p("other") + p(""));
const emptyText = docx("hl-empty-t.docx", p(run('<w:rPr><w:highlight w:val="yellow"/></w:rPr><w:t/>')));
const emptyText2 = docx(
  "hl-empty-t2.docx",
  p(run('<w:rPr><w:highlight w:val="red"/></w:rPr><w:t></w:t><w:t>later</w:t>')),
);
const noText = docx("hl-no-t.docx", p(run('<w:rPr><w:highlight w:val="yellow"/></w:rPr><w:tab/>')));
const unicode = docx("hl-unicode.docx", p(marked("naïve 日本語 😀"), marked("x&amp;y")));
const unicode2 = docx("hl-unicode2.docx", p(marked("x&amp;y")) + p(marked("naïve 日本語 😀")));
const inTable = docx(
  "hl-table.docx",
  `<w:tbl><w:tblGrid><w:gridCol/></w:tblGrid><w:tr><w:tc>${p(marked("alpha"))}</w:tc></w:tr></w:tbl>` +
    `<w:p><w:hyperlink r:id="x">${marked("beta").xml}</w:hyperlink></w:p>`,
);
const firstTextOnly = docx(
  "hl-first-t.docx",
  p(run('<w:rPr><w:highlight w:val="yellow"/></w:rPr><w:t>alpha</w:t><w:t>beta</w:t>')),
);
const noDocumentPart = f.write(
  "no-document.docx",
  zipSync({ "word/other.xml": strToU8("<x/>"), "[Content_Types].xml": strToU8("<Types/>") }),
);
const badXml = f.write("bad-xml.docx", zipSync({ "word/document.xml": strToU8("<w:document><w:body>") }));
const notZip = f.write("not-zip.docx", "plain text");

export const DOCS_FORMATTING_CASES: MetricCase[] = [
  ...metricCases("docs", "compare_highlighted_text", [
    { name: "the same words in other colours and order", result: highlightA, expected: highlightB },
    { name: "a word not highlighted", result: highlightA, expected: highlightC },
    { name: "a highlight of none does not count", result: noneHighlight, expected: onlyAlpha },
    { name: "a highlight without a colour counts", result: noVal, expected: onlyAlpha },
    { name: "no highlights on either side", result: noMarks, expected: noMarks2 },
    { name: "highlights against none", result: onlyAlpha, expected: noMarks },
    { name: "an empty w:t is None", result: emptyText, expected: emptyText2 },
    { name: "an empty w:t against no text", result: emptyText, expected: noText },
    { name: "a run without w:t is skipped", result: noText, expected: noMarks },
    { name: "Unicode and entities", result: unicode, expected: unicode2 },
    { name: "runs in tables and hyperlinks", result: inTable, expected: highlightB },
    { name: "only the first w:t of a run", result: firstTextOnly, expected: onlyAlpha },
    { name: "a missing file raises", result: f.missing("x.docx"), expected: onlyAlpha },
    { name: "not a zip raises", result: notZip, expected: onlyAlpha },
    { name: "no word/document.xml raises", result: onlyAlpha, expected: noDocumentPart },
    { name: "XML that is not well-formed raises", result: badXml, expected: onlyAlpha },
    { name: "None", result: null, expected: onlyAlpha },
    { name: "an empty path", result: onlyAlpha, expected: "" },
  ]),
];
