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

const colored = (text: string, color: string | null) =>
  run(
    `${color === null ? "" : `<w:rPr><w:color w:val="${color}"/></w:rPr>`}<w:t xml:space="preserve">${text}</w:t>`,
  );
const cell = (...runs: ReturnType<typeof run>[]) => `<w:tc>${p(...runs)}</w:tc>`;
const colorTable = (...rows: string[][]) =>
  `<w:tbl><w:tblGrid>${rows[0]!.map(() => "<w:gridCol/>").join("")}</w:tblGrid>${rows
    .map((r) => `<w:tr>${r.join("")}</w:tr>`)
    .join("")}</w:tbl>`;
const colorDoc = (name: string, table: string, text = "Colours") => docx(name, p(text) + table);
const rightColors = colorDoc(
  "colors-right.docx",
  colorTable(
    [cell(colored("apple", "FF0000"), colored("", null)), cell(colored("Banana", "0000FF"))],
    [cell(colored("Umbrella", "ff0000")), cell(colored("Éclair", "0000FF"), colored("", null))],
  ),
);
const nearColors = colorDoc(
  "colors-near.docx",
  colorTable([cell(colored("egg", "F80404")), cell(colored("tree", "0505F5"))]),
);
const wrongColors = colorDoc(
  "colors-wrong.docx",
  colorTable([cell(colored("orange", "0000FF")), cell(colored("kiwi", "0000FF"))]),
);
// CIEDE2000 from pure red: FF3200 3.49, FF001E 3.63; from pure blue: 0028FF 3.54
const edgeInside = colorDoc("colors-edge-inside.docx", colorTable([cell(colored("ant", "FF3200"))]));
const edgeOutside = colorDoc("colors-edge-outside.docx", colorTable([cell(colored("ant", "FF001E"))]));
const edgeBlue = colorDoc("colors-edge-blue.docx", colorTable([cell(colored("sky", "0028FF"))]));
const uncolored = colorDoc("colors-none.docx", colorTable([cell(colored("idea", null))]));
const autoColor = colorDoc("colors-auto.docx", colorTable([cell(colored("idea", "auto"))]));
const longHex = colorDoc("colors-long-hex.docx", colorTable([cell(colored("idea", "FF000000"))]));
const badHex = colorDoc("colors-bad-hex.docx", colorTable([cell(colored("idea", "GG0000"))]));
const prefixedHex = colorDoc("colors-0x.docx", colorTable([cell(colored("idea", "0xF0x00"))]));
const mergedColors = colorDoc(
  "colors-merged.docx",
  `<w:tbl><w:tblGrid><w:gridCol/><w:gridCol/></w:tblGrid><w:tr><w:tc><w:tcPr><w:gridSpan w:val="2"/></w:tcPr>${p(colored("all", "FF0000"))}</w:tc></w:tr><w:tr><w:tc><w:tcPr><w:vMerge w:val="restart"/></w:tcPr>${p(colored("x", "0000FF"))}</w:tc><w:tc>${p(colored("o", "FF0000"))}</w:tc></w:tr><w:tr><w:tc><w:tcPr><w:vMerge/></w:tcPr>${p(colored("ignored", null))}</w:tc><w:tc>${p(colored("z", "0000FF"))}</w:tc></w:tr></w:tbl>`,
);
const mergedTop = colorDoc(
  "colors-merged-top.docx",
  `<w:tbl><w:tblGrid><w:gridCol/></w:tblGrid><w:tr><w:tc><w:tcPr><w:vMerge/></w:tcPr>${p(colored("x", "0000FF"))}</w:tc></w:tr></w:tbl>`,
);
const colorsOtherText = colorDoc(
  "colors-other-text.docx",
  colorTable([cell(colored("apple", "FF0000"))]),
  "Other",
);
const colorsText = docx("colors-text.docx", p("Colours"));

const tabbed = (text: string, tabs: string) =>
  `<w:p><w:pPr>${tabs === "" ? "" : `<w:tabs>${tabs}</w:tabs>`}</w:pPr><w:r>${text
    .split("\t")
    .map((t) => `<w:t xml:space="preserve">${t}</w:t>`)
    .join("<w:tab/>")}</w:r></w:p>`;
const tab = (val: string | null, pos: string | null) =>
  `<w:tab${val === null ? "" : ` w:val="${val}"`}${pos === null ? "" : ` w:pos="${pos}"`}/>`;
const page = (w = "12240", left = "1440", right = "1440") =>
  `<w:sectPr><w:pgSz w:w="${w}" w:h="15840"/><w:pgMar w:top="1440" w:right="${right}" w:bottom="1440" w:left="${left}"/></w:sectPr>`;
const tabDoc = (name: string, body: string, section = page()) => docx(name, body + section);
const twoTabs = (a: string, b: string) => tab("left", a) + tab("right", b);
const tabsGold = tabDoc(
  "tabs-gold.docx",
  tabbed("Name Surname\t12 Street", twoTabs("2880", "9000")) +
    p("") +
    tabbed("Ann Lee\tMain", twoTabs("2880", "9000")),
);
const tabsSame = tabDoc(
  "tabs-same.docx",
  tabbed("Name Surname\t12 Street", twoTabs("2880", "9000") + tab("clear", "500") + tab("left", "0")) +
    tabbed("Ann Lee\tMain", twoTabs("2880", "9000")) +
    p("   "),
);
const tabsMoved = tabDoc(
  "tabs-moved.docx",
  tabbed("Name Surname\t12 Street", twoTabs("3600", "9000")) +
    tabbed("Ann Lee\tMain", twoTabs("2880", "8000")),
);
const tabsCenter = tabDoc(
  "tabs-center.docx",
  tabbed("Name Surname\t12 Street", tab("left", "2880") + tab("center", "9000")) +
    tabbed("Ann Lee\tMain", twoTabs("2880", "9000")),
);
const tabsEnd = tabDoc(
  "tabs-end.docx",
  tabbed("Name Surname\t12 Street", tab("left", "2880") + tab("end", "9000")) +
    tabbed("Ann Lee\tMain", twoTabs("2880", "9000")),
);
const tabsFewer = tabDoc(
  "tabs-fewer.docx",
  tabbed("Name Surname\t12 Street", tab("left", "2880")) + tabbed("Ann Lee\tMain", twoTabs("2880", "9000")),
);
const tabsOneParagraph = tabDoc("tabs-one.docx", tabbed("Name Surname\t12 Street", twoTabs("2880", "9000")));
const tabsUnits = tabDoc(
  "tabs-units.docx",
  tabbed("Name Surname\t12 Street", tab("left", "2in") + tab("right", "450pt")) +
    tabbed("Ann Lee\tMain", tab("left", "2880.5") + tab("right", "9001.5")),
  page("8.5in", "1in", "25.4mm"),
);
const tabsNegative = tabDoc(
  "tabs-negative.docx",
  tabbed("Name Surname\t12 Street", twoTabs("-360", "9000")) +
    tabbed("Ann Lee\tMain", twoTabs("2880", "9000")),
);
const tabsNoSection = tabDoc(
  "tabs-no-section.docx",
  tabbed("Name Surname\t12 Street", twoTabs("2880", "9000")),
  "",
);
const tabsNoPageSize = tabDoc(
  "tabs-no-page-size.docx",
  tabbed("Name Surname\t12 Street", twoTabs("2880", "9000")),
  `<w:sectPr><w:pgMar w:left="1440" w:right="1440"/></w:sectPr>`,
);
const tabsNoRight = tabDoc(
  "tabs-no-right.docx",
  tabbed("Name Surname\t12 Street", twoTabs("2880", "9000")),
  `<w:sectPr><w:pgSz w:w="12240"/><w:pgMar w:left="1440"/></w:sectPr>`,
);
const tabsZeroWidth = tabDoc(
  "tabs-zero-width.docx",
  tabbed("Name Surname\t12 Street", twoTabs("2880", "9000")),
  page("2880"),
);
const tabsFirstSection = tabDoc(
  "tabs-first-section.docx",
  `<w:p><w:pPr>${page("10000")}</w:pPr><w:r><w:t>Name Surname</w:t><w:tab/><w:t>12 Street</w:t></w:r></w:p>`.replace(
    "<w:pPr>",
    `<w:pPr><w:tabs>${twoTabs("2880", "9000")}</w:tabs>`,
  ),
);
const tabsNoVal = tabDoc(
  "tabs-no-val.docx",
  tabbed("Name Surname\t12 Street", tab(null, "2880") + tab("right", "9000")),
);
const tabsBadVal = tabDoc(
  "tabs-bad-val.docx",
  tabbed("Name Surname\t12 Street", tab("middle", "2880") + tab("right", "9000")),
);
const tabsNoPos = tabDoc(
  "tabs-no-pos.docx",
  tabbed("Name Surname\t12 Street", tab("left", "2880") + tab("right", null)),
);
const tabsEmpty = tabDoc("tabs-empty.docx", p("") + p(" "));
const tabsUnicode = tabDoc(
  "tabs-unicode.docx",
  tabbed("Zoë\u3000Ångström\tΑθήνα", twoTabs("2880", "9000")) +
    tabbed("李\u2003小龍 \t東京", twoTabs("2880", "9000")),
);

const paper = (name: string, ...paragraphs: string[]) => docx(name, paragraphs.map((t) => p(t)).join(""));
const refsGold = paper(
  "refs-gold.docx",
  "A study",
  "Body text cites [1] and [2].",
  "References",
  "[1] Smith, J. (2020). Learning to act. Journal of Agents, 4(2), 1–20.",
  "",
  "[2] Müller, K. (2019). Über Desktops. Verlag, Berlin.",
);
const refsSame = paper(
  "refs-same.docx",
  "Another body",
  "References",
  "  ",
  "[1] Smith, J. (2020). Learning to act. Journal of Agents, 4(2), 1–20.",
  "[2] Müller, K. (2019). Über Desktops. Verlag, Berlin.",
);
const refsClose = paper(
  "refs-close.docx",
  "References",
  "[1] Smith J. 2020. Learning to act. Journal of Agents 4(2): 1-20",
  "[2] Muller, K. (2019). Uber Desktops. Verlag Berlin",
);
const refsFar = paper("refs-far.docx", "References", "zzz", "qqq");
const refsOne = paper("refs-one.docx", "References", "[1] Smith, J. (2020). Learning to act.");
const refsNone = paper("refs-none.docx", "A study", "no list");
const refsNone2 = paper("refs-none2.docx", "Other text");
const refsSpaced = paper("refs-spaced.docx", "References ", "[1] Smith", "[2] Müller");
const refsEmptyList = paper("refs-empty-list.docx", "Body", "References", "", " ");
const refsTwice = paper(
  "refs-twice.docx",
  "References",
  "[1] Smith, J. (2020). Learning to act. Journal of Agents, 4(2), 1–20.",
  "References",
  "[2] Müller, K. (2019). Über Desktops. Verlag, Berlin.",
);
const refsBibliography = paper(
  "refs-bibliography.docx",
  "Bibliography",
  "[1] 山田太郎 (2021) 机の上",
  "[2] Ωmega",
);
const refsBibliography2 = paper(
  "refs-bibliography2.docx",
  "Bibliography",
  "[1] 山田太郎 (2021) 机",
  "[2] Ωmega.",
);

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
  ...metricCases("docs", "evaluate_colored_words_in_tables", [
    { name: "vowels red, the others blue", result: rightColors, expected: colorsText },
    { name: "colours within the threshold", result: nearColors, expected: colorsText },
    { name: "a vowel in blue", result: wrongColors, expected: colorsText },
    { name: "red just within 3.5", result: edgeInside, expected: colorsText },
    { name: "red just beyond 3.5", result: edgeOutside, expected: colorsText },
    { name: "blue just beyond 3.5", result: edgeBlue, expected: colorsText },
    {
      name: "blue within a threshold of 3.55",
      result: edgeBlue,
      expected: colorsText,
      options: { threshold: 3.55 },
    },
    { name: "a wide threshold", result: wrongColors, expected: colorsText, options: { threshold: 1000 } },
    { name: "a zero threshold", result: nearColors, expected: colorsText, options: { threshold: 0 } },
    { name: "an integer threshold", result: nearColors, expected: colorsText, options: { threshold: 5 } },
    {
      name: "a threshold of None raises",
      result: rightColors,
      expected: colorsText,
      options: { threshold: null },
    },
    {
      name: "a text threshold raises",
      result: rightColors,
      expected: colorsText,
      options: { threshold: "9" },
    },
    { name: "a run without a colour raises", result: uncolored, expected: colorsText },
    { name: "an auto colour raises", result: autoColor, expected: colorsText },
    { name: "eight hex digits", result: longHex, expected: colorsText },
    { name: "hex digits that are not raise", result: badHex, expected: colorsText },
    { name: "a 0x prefix in the hex", result: prefixedHex, expected: colorsText },
    { name: "merged cells repeat the cell above", result: mergedColors, expected: colorsText },
    { name: "a continued merge in the first row raises", result: mergedTop, expected: colorsText },
    { name: "the texts differ", result: colorsOtherText, expected: colorsText },
    { name: "no tables", result: colorsText, expected: colorsText },
    { name: "a missing file", result: f.missing("c.docx"), expected: colorsText },
    { name: "not a zip", result: notZip, expected: notZip },
    { name: "None", result: null, expected: colorsText },
  ]),
  ...metricCases("docs", "check_tabstops", [
    {
      name: "the same stops, blank paragraphs skipped, clear and left-0 stops ignored",
      result: tabsSame,
      expected: tabsGold,
    },
    { name: "positions moved give a partial score", result: tabsMoved, expected: tabsGold },
    { name: "another alignment", result: tabsCenter, expected: tabsGold },
    { name: "end is not right", result: tabsEnd, expected: tabsGold },
    { name: "fewer stops", result: tabsFewer, expected: tabsGold },
    { name: "fewer paragraphs", result: tabsOneParagraph, expected: tabsGold },
    { name: "universal measures and half twips", result: tabsUnits, expected: tabsGold },
    { name: "the width of the expected document's section", result: tabsGold, expected: tabsUnits },
    { name: "a negative position", result: tabsNegative, expected: tabsGold },
    {
      name: "two words before the tab",
      result: tabsGold,
      expected: tabsMoved,
      options: { word_number_split_by_tabstop: 2 },
    },
    {
      name: "three words before the tab",
      result: tabsGold,
      expected: tabsGold,
      options: { word_number_split_by_tabstop: 3 },
    },
    {
      name: "words after the tab",
      result: tabsGold,
      expected: tabsGold,
      options: { word_number_split_by_tabstop: 2, index: 1 },
    },
    {
      name: "words of the last part",
      result: tabsOneParagraph,
      expected: tabsOneParagraph,
      options: { word_number_split_by_tabstop: 2, index: -1 },
    },
    {
      name: "a part past the last raises",
      result: tabsGold,
      expected: tabsGold,
      options: { word_number_split_by_tabstop: 1, index: 2 },
    },
    {
      name: "a count as text never matches",
      result: tabsGold,
      expected: tabsGold,
      options: { word_number_split_by_tabstop: "2" },
    },
    {
      name: "a count of None is no check",
      result: tabsMoved,
      expected: tabsGold,
      options: { word_number_split_by_tabstop: null },
    },
    {
      name: "Unicode words split by Unicode spaces",
      result: tabsUnicode,
      expected: tabsUnicode,
      options: { word_number_split_by_tabstop: 2 },
    },
    { name: "no section raises", result: tabsNoSection, expected: tabsNoSection },
    { name: "no page size raises", result: tabsOneParagraph, expected: tabsNoPageSize },
    { name: "no right margin raises", result: tabsOneParagraph, expected: tabsNoRight },
    { name: "a text width of zero raises", result: tabsOneParagraph, expected: tabsZeroWidth },
    { name: "a paragraph's section comes first", result: tabsOneParagraph, expected: tabsFirstSection },
    { name: "a stop without an alignment raises", result: tabsNoVal, expected: tabsOneParagraph },
    { name: "an unknown alignment raises", result: tabsOneParagraph, expected: tabsBadVal },
    { name: "a stop without a position raises", result: tabsNoPos, expected: tabsOneParagraph },
    { name: "no text at all raises", result: tabsEmpty, expected: tabsEmpty },
    { name: "a missing file", result: f.missing("t.docx"), expected: tabsGold },
    { name: "not a zip", result: notZip, expected: tabsGold },
    { name: "None", result: tabsGold, expected: null },
  ]),
  ...metricCases("docs", "compare_references", [
    { name: "the same references, blank paragraphs skipped", result: refsSame, expected: refsGold },
    { name: "close references give a rescaled score", result: refsClose, expected: refsGold },
    { name: "references far apart", result: refsFar, expected: refsGold },
    { name: "another number of references", result: refsOne, expected: refsGold },
    { name: "no heading on either side", result: refsNone, expected: refsNone2 },
    { name: "a heading on one side only", result: refsNone, expected: refsGold },
    { name: "a heading with a trailing space is not the heading", result: refsSpaced, expected: refsGold },
    { name: "a second heading is an item of the first one's list", result: refsTwice, expected: refsGold },
    { name: "no references after the headings raises", result: refsEmptyList, expected: refsEmptyList },
    {
      name: "another reference_indicator, Unicode",
      result: refsBibliography,
      expected: refsBibliography2,
      options: { reference_indicator: "Bibliography" },
    },
    {
      name: "a reference_indicator neither has",
      result: refsClose,
      expected: refsGold,
      options: { reference_indicator: "Sources" },
    },
    {
      name: "reference_base_result 0",
      result: refsClose,
      expected: refsGold,
      options: { reference_base_result: 0 },
    },
    {
      name: "reference_base_result 0.9",
      result: refsClose,
      expected: refsGold,
      options: { reference_base_result: 0.9 },
    },
    {
      name: "reference_base_result as text raises",
      result: refsClose,
      expected: refsGold,
      options: { reference_base_result: "0.5" },
    },
    {
      name: "reference_base_result None raises",
      result: refsClose,
      expected: refsGold,
      options: { reference_base_result: null },
    },
    { name: "not .docx names", result: notZip.replace(/\.docx$/, ".odt"), expected: refsGold },
    { name: "a number after a .docx raises", result: refsGold, expected: 7 },
    { name: "a number first raises", result: 7, expected: refsGold },
    { name: "a missing file", result: f.missing("r.docx"), expected: refsGold },
    { name: "not a zip", result: notZip, expected: refsGold },
    { name: "None", result: null, expected: refsGold },
  ]),
];
