import path from "node:path";
import { Files, metricCases, type MetricCase } from "./cases.ts";
import { makeDocx, p } from "./docx-writer.ts";

// .docx files (written by hand, as python-docx reads them) for OSWorld's Writer metrics.
const f = new Files();
const docx = (name: string, body: string, options?: Parameters<typeof makeDocx>[2]) =>
  makeDocx(path.join(f.dir, name), body, options);

const run = (xml: string) => ({ xml: `<w:r>${xml}</w:r>` });
const hello = docx("hello.docx", p("Hello ", "world") + p("Second  line") + p(""));
const helloSame = docx("hello-same.docx", p("Hello world") + p("Second  line") + p(""));
const helloBlanks = docx("hello-blanks.docx", p("Hello   world") + p("Second line"));
const helloCase = docx("hello-case.docx", p("HELLO WORLD") + p("second line") + p(""));
const reordered = docx("reordered.docx", p("Second  line") + p("Hello world") + p(""));
const typo = docx("typo.docx", p("Hello wrld") + p("Second  line") + p(""));
const specials = docx(
  "specials.docx",
  p(
    run(
      '<w:t>a</w:t><w:tab/><w:t>b</w:t><w:br/><w:t>c</w:t><w:br w:type="page"/><w:t>d</w:t><w:noBreakHyphen/><w:cr/><w:ptab/>',
    ),
  ) +
    `<w:p><w:hyperlink r:id="x"><w:r><w:t>link</w:t></w:r></w:hyperlink><w:r><w:t> after</w:t></w:r><w:fldSimple w:instr="PAGE"><w:r><w:t>7</w:t></w:r></w:fldSimple></w:p>`,
);
const specialsText = docx("specials-text.docx", p("a\tb\nc", "d-\n\t") + p("link after"));
const table = (cells: string[][], extra = "") =>
  `<w:tbl><w:tblGrid>${cells[0]!.map(() => "<w:gridCol/>").join("")}</w:tblGrid>${cells
    .map((row) => `<w:tr>${row.map((c) => `<w:tc>${extra}${p(c)}</w:tc>`).join("")}</w:tr>`)
    .join("")}</w:tbl>`;
const tableA = docx(
  "table-a.docx",
  p("x") +
    table([
      ["Name", "Qty"],
      ["pen", " 3 "],
    ]),
);
const tableB = docx(
  "table-b.docx",
  p("y") +
    table([
      ["Name", "Qty"],
      ["pen", "3"],
    ]),
);
const tableC = docx(
  "table-c.docx",
  table([
    ["Name", "Qty"],
    ["pen", "4"],
  ]),
);
const merged = docx(
  "table-merged.docx",
  `<w:tbl><w:tblGrid><w:gridCol/><w:gridCol/></w:tblGrid><w:tr><w:tc><w:tcPr><w:gridSpan w:val="2"/></w:tcPr>${p("Title")}</w:tc></w:tr><w:tr><w:tc><w:tcPr><w:vMerge w:val="restart"/></w:tcPr>${p("a")}</w:tc><w:tc>${p("b")}</w:tc></w:tr><w:tr><w:tc><w:tcPr><w:vMerge/></w:tcPr>${p("")}</w:tc><w:tc>${p("c")}</w:tc></w:tr></w:tbl>`,
);
const mergedFlat = docx(
  "table-merged-flat.docx",
  table([
    ["Title", "Title"],
    ["a", "b"],
    ["a", "c"],
  ]),
);
const ragged = docx(
  "table-ragged.docx",
  `<w:tbl><w:tblGrid><w:gridCol/><w:gridCol/></w:tblGrid><w:tr><w:tc>${p("a")}</w:tc></w:tr><w:tr><w:tc>${p("b")}</w:tc></w:tr></w:tbl>`,
);
const spacing = (line: string, rule?: string) =>
  `<w:p><w:pPr><w:spacing w:line="${line}"${rule ? ` w:lineRule="${rule}"` : ""}/></w:pPr><w:r><w:t>Text</w:t></w:r></w:p>`;
const double = docx("double.docx", spacing("480", "auto") + spacing("360"));
const doubleToo = docx("double-too.docx", spacing("480") + spacing("360", "auto"));
const exact = docx("exact.docx", spacing("480", "exact") + spacing("360"));
const noSpacing = docx("no-spacing.docx", p("Text") + p("Text"));
const fonts = (name: string | null) =>
  docx(
    `font-${name ?? "none"}.docx`,
    p(
      run(`${name ? `<w:rPr><w:rFonts w:ascii="${name}"/></w:rPr>` : ""}<w:t>A</w:t>`),
      run(`${name ? `<w:rPr><w:rFonts w:ascii="${name}" w:hAnsi="x"/></w:rPr>` : ""}<w:t>B</w:t>`),
    ),
  );
const timesNew = fonts("Times New Roman");
const noFont = fonts(null);
const vert = (v: string) => run(`<w:rPr><w:vertAlign w:val="${v}"/></w:rPr><w:t>2</w:t>`);
const sub1 = docx("sub1.docx", p(run("<w:t>H</w:t>"), vert("subscript")));
const sub2 = docx("sub2.docx", p(run("<w:t>H</w:t>"), vert("subscript")));
const sup = docx("sup.docx", p(run("<w:t>H</w:t>"), vert("superscript")));
const eq = (name: string) =>
  docx(name, p(run('<w:object><v:shape xmlns:v="urn:schemas-microsoft-com:vml"/></w:object>')));
const eq1 = eq("eq1.docx");
const eq2 = eq("eq2.docx");
const footerPage = `<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText>PAGE</w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>1</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>`;
const sect = (rid?: string) =>
  `<w:sectPr>${rid ? `<w:footerReference w:type="default" r:id="${rid}"/>` : ""}</w:sectPr>`;
const numbered = docx("numbered.docx", p("Body") + sect("rIdF1"), { footers: { rIdF1: footerPage } });
const twoSections = docx(
  "two-sections.docx",
  `<w:p><w:pPr>${sect("rIdF1")}</w:pPr></w:p>` + p("Body") + sect(),
  { footers: { rIdF1: footerPage } },
);
const wordFooter = docx("word-footer.docx", p("Body") + sect("rIdF1"), { footers: { rIdF1: p("Page") } });
const noFooter = docx("no-footer.docx", p("Body") + sect());
const fieldOnly = docx("field-footer.docx", p("Body") + sect("rIdF1"), {
  footers: { rIdF1: `<w:p><w:fldSimple w:instr="PAGE"><w:r><w:t>1</w:t></w:r></w:fldSimple></w:p>` },
});
const centered = docx(
  "centered.docx",
  `<w:p><w:pPr><w:jc w:val="center"/></w:pPr><w:r><w:t>Title</w:t></w:r></w:p>` + p("x"),
);
const left = docx("left.docx", `<w:p><w:pPr><w:jc w:val="left"/></w:pPr><w:r><w:t>Title</w:t></w:r></w:p>`);
const empty = docx("empty.docx", "");
const pageBreaks = docx(
  "breaks.docx",
  p(run('<w:t>a</w:t><w:br w:type="page"/>')) + p(run('<w:br w:type="page"/><w:br/>')),
);
const image = (name: string, withImage: boolean) =>
  docx(
    name,
    p(
      run(
        withImage
          ? '<w:drawing><a:graphic xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><a:graphicData uri="x"/></a:graphic></w:drawing>'
          : "<w:t>no image</w:t>",
      ),
    ),
  );
const withImage = image("image.docx", true);
const withImage2 = image("image2.docx", true);
const withoutImage = image("no-image.docx", false);
const notWord = docx("not-word.docx", p("x"), { contentType: "application/xml" });
const notZip = f.write("not-zip.docx", "plain text");
const odt = f.write("a.odt", "odt");

export const DOCS_CASES: MetricCase[] = [
  ...metricCases("docs", "compare_docx_files", [
    { name: "same text, runs split differently", result: hello, expected: helloSame },
    { name: "blanks ignored by default", result: hello, expected: helloBlanks },
    { name: "blanks counted", result: hello, expected: helloSame, options: { ignore_blanks: false } },
    {
      name: "blanks counted, different paragraphs",
      result: hello,
      expected: helloBlanks,
      options: { ignore_blanks: false },
    },
    { name: "case", result: hello, expected: helloCase },
    { name: "ignore_case", result: hello, expected: helloCase, options: { ignore_case: true } },
    { name: "ignore_order", result: hello, expected: reordered, options: { ignore_order: true } },
    { name: "order matters", result: hello, expected: reordered },
    {
      name: "fuzzy_match over the whole text",
      result: hello,
      expected: typo,
      options: { fuzzy_match: true },
    },
    {
      name: "fuzzy_match per paragraph",
      result: hello,
      expected: typo,
      options: { fuzzy_match: true, ignore_blanks: false },
    },
    {
      name: "content_only",
      result: hello,
      expected: typo,
      options: { content_only: true, ignore_case: true },
    },
    {
      name: "delete_empty_lines",
      result: hello,
      expected: helloBlanks,
      options: { delete_empty_lines: true, ignore_blanks: false },
    },
    {
      name: "tabs, breaks, hyphens, hyperlinks and fields",
      result: specials,
      expected: specialsText,
      options: { ignore_blanks: false },
    },
    { name: "an empty document", result: empty, expected: empty },
    { name: "not a Word file", result: notWord, expected: hello },
    { name: "not a zip", result: notZip, expected: hello },
    { name: "a missing file", result: f.missing("x.docx"), expected: hello },
    { name: "not .docx names", result: notZip.replace(/\.docx$/, ".txt"), expected: hello },
    { name: "OpenDocument", result: odt, expected: odt },
    { name: "None", result: null, expected: hello },
    { name: "a number", result: 5, expected: hello },
  ]),
  ...metricCases("docs", "compare_init_lines", [
    {
      name: "the same first lines",
      result: hello,
      expected: docx("hello-more.docx", p("Hello world") + p("Second  line") + p("") + p("more")),
    },
    { name: "a difference", result: hello, expected: typo },
    { name: "not a Word file", result: notWord, expected: hello },
  ]),
  ...metricCases("docs", "compare_docx_lines", [
    { name: "the same lines in another order", result: hello, expected: reordered },
    { name: "a different line", result: hello, expected: typo },
  ]),
  ...metricCases("docs", "compare_docx_files_and_ignore_new_lines", [
    { name: "empty paragraphs dropped", result: hello, expected: helloBlanks },
    { name: "blanks counted", result: hello, expected: helloSame, options: { ignore_blanks: false } },
    { name: "different", result: hello, expected: typo },
    { name: "not .docx", result: odt, expected: odt },
  ]),
  ...metricCases("docs", "compare_docx_tables", [
    { name: "cells equal after strip", result: tableA, expected: tableB },
    { name: "a cell differs", result: tableA, expected: tableC },
    { name: "merged cells as python-docx repeats them", result: merged, expected: mergedFlat },
    { name: "a row with fewer cells", result: ragged, expected: ragged },
    { name: "no tables", result: hello, expected: hello },
    { name: "table counts differ", result: tableA, expected: hello },
  ]),
  ...metricCases("docs", "compare_line_spacing", [
    { name: "auto and no rule are multiples", result: double, expected: doubleToo },
    { name: "exact spacing differs", result: double, expected: exact },
    { name: "no spacing", result: noSpacing, expected: noSpacing },
    { name: "text differs first", result: double, expected: hello },
  ]),
  ...metricCases("docs", "compare_insert_equation", [
    { name: "both have an equation", result: eq1, expected: eq2 },
    { name: "one has none", result: eq1, expected: docx("noeq.docx", p("x")) },
  ]),
  ...metricCases("docs", "compare_font_names", [
    { name: "every run's font", result: timesNew, expected: { font_name: "Times New Roman" } },
    { name: "another font", result: timesNew, expected: { font_name: "Arial" } },
    { name: "no run font is None", result: noFont, expected: { font_name: "Arial" } },
    { name: "no font_name rule", result: timesNew, expected: {} },
    { name: "not a Word file", result: notWord, expected: { font_name: "Arial" } },
  ]),
  ...metricCases("docs", "compare_subscript_contains", [
    { name: "both subscript", result: sub1, expected: sub2 },
    { name: "superscript is not", result: sub1, expected: sup },
  ]),
  ...metricCases("docs", "has_page_numbers_in_footers", [
    { name: "a page field", result: numbered },
    { name: "a later section inherits the footer", result: twoSections },
    { name: "a footer of words", result: wordFooter },
    { name: "no footer", result: noFooter },
    { name: "a simple field is not paragraph text", result: fieldOnly },
    { name: "no sections", result: hello },
    { name: "None", result: null },
  ]),
  ...metricCases("docs", "is_first_line_centered", [
    { name: "centered", result: centered },
    { name: "left", result: left },
    { name: "no alignment", result: hello },
    { name: "no paragraphs", result: empty },
  ]),
  ...metricCases("docs", "contains_page_break", [
    { name: "two page breaks", result: pageBreaks, expected: {} },
    { name: "the expected count", result: pageBreaks, expected: { page_break_count: 2 } },
    { name: "another count", result: pageBreaks, expected: { page_break_count: 1 } },
    { name: "none", result: hello, expected: {} },
    { name: "a rule that is not a dict", result: pageBreaks, expected: null },
  ]),
  ...metricCases("docs", "compare_contains_image", [
    { name: "both", result: withImage, expected: withImage2 },
    { name: "one only", result: withImage, expected: withoutImage },
    { name: "neither", result: withoutImage, expected: withoutImage },
  ]),
];

const strikeRun = (text: string, on = true) => ({
  xml: `<w:r><w:rPr>${on ? "<w:strike/>" : '<w:strike w:val="0"/>'}</w:rPr><w:t>${text}</w:t></w:r>`,
});
const struckLast = docx("struck-last.docx", p("Keep") + p(strikeRun("Gone "), strikeRun("too")));
const struckLastCopy = docx("struck-last-copy.docx", p("Keep") + p("Gone too"));
const partlyStruck = docx("partly-struck.docx", p("Keep") + p(strikeRun("Gone "), strikeRun("not", false)));
const partlyStruckCopy = docx("partly-struck-copy.docx", p("Keep") + p("Gone not"));
const italic = (size: number | null) => ({
  xml: `<w:r><w:rPr><w:i/>${size === null ? "" : `<w:sz w:val="${size}"/>`}</w:rPr><w:t>word </w:t></w:r>`,
});
const italic14 = docx("italic14.docx", p(italic(28), "plain"));
const italic12 = docx("italic12.docx", p(italic(24), "plain"));
const italicNone = docx("italic-none.docx", p(italic(null), "plain"));
const italicText = docx("italic-text.docx", p("word plain"));
const upper = docx("upper.docx", p("HELLO world") + p("ALL CAPS") + table([["ROW", "x"]]));
const lower = docx("lower.docx", p("hello world") + p("all caps 123") + table([["row", "x"]]));
const upperInTable = docx("upper-table.docx", p("fine") + table([["A1", "x"]]));
const spaced = (a: string, b: string, c: string) =>
  docx(`spacing-${a}-${b}-${c}.docx`, spacingP(a) + spacingP(b) + spacingP(c));
const spacingP = (line: string) =>
  `<w:p><w:pPr><w:spacing w:line="${line}" w:lineRule="auto"/></w:pPr><w:r><w:t>Text</w:t></w:r></w:p>`;

export const MORE_DOCS_CASES: MetricCase[] = [
  ...metricCases("docs", "evaluate_strike_through_last_paragraph", [
    { name: "all struck", result: struckLast, expected: struckLastCopy },
    { name: "one run not struck", result: partlyStruck, expected: partlyStruckCopy },
    { name: "no strike at all", result: hello, expected: helloSame },
    { name: "texts differ", result: struckLast, expected: hello },
  ]),
  ...metricCases("docs", "check_italic_font_size_14", [
    { name: "italic at 14 pt", result: italic14, expected: italicText },
    { name: "italic at 12 pt", result: italic12, expected: italicText },
    { name: "italic without a size", result: italicNone, expected: italicText },
    { name: "no italic", result: hello, expected: helloSame },
  ]),
  ...metricCases("docs", "evaluate_conversion", [
    { name: "uppercase words left", result: upper },
    { name: "all lowercase", result: lower },
    { name: "uppercase in a table", result: upperInTable },
    { name: "None", result: null },
  ]),
  ...metricCases("docs", "evaluate_spacing", [
    { name: "single, double, one and a half", result: spaced("240", "480", "360") },
    { name: "all single", result: spaced("240", "240", "240") },
    { name: "fewer than three paragraphs", result: docx("two.docx", p("a") + p("b")) },
    { name: "no spacing set", result: docx("plain3.docx", p("a") + p("b") + p("c")) },
  ]),
  ...metricCases("docs", "evaluate_alignment", [
    {
      name: "sentences",
      result: docx("sentences.docx", p("The quick brown fox jumps. A b. One two three four five.")),
    },
    { name: "empty", result: empty },
  ]),
];
