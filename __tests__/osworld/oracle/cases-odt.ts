import path from "node:path";
import { unzipSync, zipSync } from "fflate";
import { Files, metricCases, type MetricCase } from "./cases.ts";
import { makeDocx, p } from "./docx-writer.ts";
import { ODF_DECLARATIONS, odtBytes, para, textStyle, type OdtParts } from "./odt-writer.ts";

// .odt files written by hand for OSWorld's check_highlighted_words and compare_docx_files on OpenDocument
// (both read with odfpy).
const f = new Files();
const odt = (name: string, parts: OdtParts) => f.write(name, odtBytes(parts));
const yellow = textStyle("T1", 'fo:background-color="#ffff00"');
const sentence = (style: string) => para("The ", [style, "quick"], " fox");

const highlighted = odt("hl.odt", { automaticStyles: yellow, body: sentence("T1") });
const plain = odt("plain.odt", { body: para("The quick fox") });
const plain2 = odt("plain2.odt", { body: para("The  quick fox") + para("") });
const otherText = odt("other.odt", { body: para("The slow fox") });
const green = odt("green.odt", {
  automaticStyles: textStyle("T1", 'fo:background-color="#00ff00"'),
  body: sentence("T1"),
});
const upper = odt("upper.odt", {
  automaticStyles: textStyle("T1", 'fo:background-color="#FFFF00"'),
  body: sentence("T1"),
});
const transparent = odt("transparent.odt", {
  automaticStyles: textStyle("T1", 'fo:background-color="transparent" fo:color="#ffff00"'),
  body: sentence("T1"),
});
const unusedStyle = odt("unused.odt", { automaticStyles: yellow, body: para("The quick fox") });
const unknownStyle = odt("unknown-style.odt", { automaticStyles: yellow, body: sentence("T9") });
const paragraphBackground = odt("para-bg.odt", {
  automaticStyles:
    '<style:style style:name="T1" style:family="text"><style:paragraph-properties fo:background-color="#ffff00"/></style:style>',
  body: sentence("T1"),
});
const paragraphStyle = odt("para-style.odt", {
  automaticStyles:
    '<style:style style:name="P1" style:family="paragraph"><style:text-properties fo:background-color="#ffff00"/></style:style>',
  body: '<text:p text:style-name="P1">The quick fox</text:p>',
});
const prettyPrinted = odt("pretty.odt", { automaticStyles: `\n  ${yellow}\n`, body: sentence("T1") });
const prettyNoSpans = odt("pretty-no-spans.odt", {
  automaticStyles: `\n  ${yellow}\n`,
  body: para("The quick fox"),
});
const loextFirst = odt("loext-first.odt", {
  automaticStyles:
    '<style:style style:name="T1" style:family="text"><loext:graphic-properties draw:fill="none"/><style:text-properties fo:background-color="#ffff00"/></style:style>',
  body: sentence("T1"),
});
const loextAfter = odt("loext-after.odt", {
  automaticStyles:
    '<style:style style:name="T1" style:family="text"><style:text-properties fo:background-color="#ffff00"/><loext:graphic-properties draw:fill="none"/></style:style>',
  body: sentence("T1"),
});
const listStyleFirst = odt("list-style.odt", {
  automaticStyles: `<text:list-style style:name="L1"><text:list-level-style-bullet text:level="1"/></text:list-style>${yellow}`,
  body: sentence("T1"),
});
const duplicateNames = odt("duplicate.odt", {
  // the second T1 becomes MT1, and so do the spans' references to T1 that follow it
  automaticStyles: `${yellow}${textStyle("T1", 'fo:font-weight="bold"')}`,
  body: sentence("T1"),
});
const spacedName = odt("spaced.odt", {
  automaticStyles: textStyle("T 1", 'fo:background-color="#ffff00"'),
  body: sentence("T 1"),
});
const badFamily = odt("bad-family.odt", {
  automaticStyles:
    '<style:style style:name="T1" style:family="bogus"><style:text-properties fo:background-color="#ffff00"/></style:style>',
  body: sentence("T1"),
});
const header = `<style:master-page style:name="Standard" style:page-layout-name="pm1"><style:header>${para(["MT1", "Head"])}</style:header></style:master-page>`;
const inHeader = odt("header.odt", {
  stylesAutomatic: textStyle("MT1", 'fo:background-color="#ffff00"'),
  masterStyles: header,
  body: para("The quick fox"),
});
const headerPlain = odt("header-plain.odt", {
  masterStyles: `<style:master-page style:name="Standard"><style:header>${para("Head")}</style:header></style:master-page>`,
  body: para("The quick fox"),
});
const nested = odt("nested.odt", {
  automaticStyles: `${yellow}${textStyle("T2", 'fo:font-style="italic"')}`,
  body: para("The ", ["T2", 'quick<text:span text:style-name="T1">!</text:span>'], " fox"),
});
const nestedPlain = odt("nested-plain.odt", { body: para("The quick fox") });
const inLink = odt("link.odt", {
  automaticStyles: yellow,
  body: `<text:p>The <text:a xlink:type="simple" xmlns:xlink="http://www.w3.org/1999/xlink" xlink:href="x">${sentence("T1").replace(/<\/?text:p[^>]*>/g, "")}</text:a></text:p>`,
});
const linkPlain = odt("link-plain.odt", { body: para("The ") });
const content = (automatic: string, body: string, declarations = ODF_DECLARATIONS) =>
  `<?xml version="1.0" encoding="UTF-8"?><office:document-content ${declarations}><office:automatic-styles>${automatic}</office:automatic-styles><office:body><office:text>${body}`;
const truncated = odt("truncated.odt", {
  content: content(yellow, '<text:p>The <text:span text:style-name="T1">quick</text:span> fox'),
});
const truncatedPlain = odt("truncated-plain.odt", { body: para("The quick") });
const noFoDeclaration = odt("no-fo.odt", {
  content: `${content(yellow, sentence("T1"), ODF_DECLARATIONS.replace(/ xmlns:fo="[^"]*"/, ""))}</office:text></office:body></office:document-content>`,
});
const contentNotListed = odt("unlisted.odt", {
  automaticStyles: yellow,
  body: sentence("T1"),
  manifest: { "/": "application/vnd.oasis.opendocument.text", "styles.xml": "text/xml" },
});
const emptyBody = odt("empty.odt", { body: "" });
const missingPicture = odt("missing-picture.odt", {
  automaticStyles: yellow,
  body: sentence("T1"),
  manifest: { "/": "x", "content.xml": "text/xml", "Pictures/a.png": "image/png" },
});
const withPicture = odt("picture.odt", {
  automaticStyles: yellow,
  body: sentence("T1"),
  manifest: { "/": "x", "content.xml": "text/xml", "Pictures/a.png": "image/png" },
  extra: { "Pictures/a.png": "png" },
});
const withoutManifest = unzipSync(odtBytes({ body: para("The quick fox") }));
delete withoutManifest["META-INF/manifest.xml"];
const noManifest = f.write("no-manifest.odt", zipSync(withoutManifest));
const notZip = f.write("not-zip.odt", "The quick fox");
const unicode = odt("unicode.odt", {
  automaticStyles: yellow,
  body: para("naïve ", ["T1", "日本語 😀"], " &amp; more"),
});
const unicodePlain = odt("unicode-plain.odt", { body: para("naïve 日本語 😀 &amp; more") });
const docxA = makeDocx(path.join(f.dir, "a.docx"), p("The quick fox"));
const docxB = makeDocx(path.join(f.dir, "b.docx"), p("The quick fox"));

export const ODT_CASES: MetricCase[] = [
  ...metricCases("docs", "check_highlighted_words", [
    { name: "a word still highlighted yellow", result: highlighted, expected: plain },
    { name: "no highlight left", result: plain, expected: highlighted },
    { name: "the same text with other blanks", result: plain, expected: plain2 },
    { name: "the text differs", result: highlighted, expected: otherText },
    { name: "a green highlight", result: green, expected: plain },
    { name: "#FFFF00 in capitals", result: upper, expected: plain },
    { name: "a transparent background, yellow text", result: transparent, expected: plain },
    { name: "a yellow style no span uses", result: unusedStyle, expected: plain },
    { name: "a span whose style is not an automatic one", result: unknownStyle, expected: plain },
    {
      name: "a yellow paragraph background in the span's style",
      result: paragraphBackground,
      expected: plain,
    },
    { name: "a yellow paragraph style without spans", result: paragraphStyle, expected: plain },
    { name: "automatic styles with blanks between them", result: prettyPrinted, expected: plain },
    { name: "blanks between styles but no span", result: prettyNoSpans, expected: plain },
    { name: "loext:graphic-properties before the text properties", result: loextFirst, expected: plain },
    { name: "loext:graphic-properties after the yellow", result: loextAfter, expected: plain },
    { name: "a list style among the automatic styles", result: listStyleFirst, expected: plain },
    { name: "a duplicate style name (odfpy renames it)", result: duplicateNames, expected: plain },
    { name: "a style name with a space (made an NCName)", result: spacedName, expected: plain },
    { name: "a style family odfpy rejects", result: badFamily, expected: plain },
    { name: "a highlight in the page header", result: inHeader, expected: headerPlain },
    { name: "a highlighted span inside a span", result: nested, expected: nestedPlain },
    { name: "a highlighted span inside a link", result: inLink, expected: linkPlain },
    { name: "a truncated content.xml", result: truncated, expected: truncatedPlain },
    { name: "content.xml without the fo: declaration", result: noFoDeclaration, expected: plain },
    { name: "content.xml not in the manifest", result: contentNotListed, expected: emptyBody },
    { name: "a listed picture missing from the package", result: missingPicture, expected: plain },
    { name: "a listed picture present", result: withPicture, expected: plain },
    { name: "unicode text", result: unicode, expected: unicodePlain },
    { name: "a file that is no zip", result: notZip, expected: plain },
    { name: "a missing file", result: f.missing("gone.odt"), expected: plain },
    { name: "the expected file missing", result: highlighted, expected: f.missing("gone.odt") },
    { name: ".docx files with the same text", result: docxA, expected: docxB },
    { name: ".odt against .docx", result: plain, expected: docxA },
    { name: "no result path", result: "", expected: plain },
    { name: "no expected path", result: plain, expected: null },
  ]),
  ...metricCases("docs", "compare_docx_files", [
    { name: ".odt: the same text", result: highlighted, expected: plain },
    { name: ".odt: other blanks", result: plain, expected: plain2 },
    {
      name: ".odt: other blanks, ignore_blanks off",
      result: plain,
      expected: plain2,
      options: { ignore_blanks: false },
    },
    {
      name: ".odt: other blanks, delete_empty_lines",
      result: plain,
      expected: plain2,
      options: { ignore_blanks: false, delete_empty_lines: true },
    },
    { name: ".odt: other text", result: plain, expected: otherText },
    { name: ".odt: content_only", result: plain, expected: otherText, options: { content_only: true } },
    { name: ".odt: fuzzy_match", result: plain, expected: otherText, options: { fuzzy_match: true } },
    {
      name: ".odt: fuzzy_match per paragraph",
      result: plain,
      expected: otherText,
      options: { fuzzy_match: true, ignore_blanks: false },
    },
    { name: ".odt: ignore_case", result: unicode, expected: unicodePlain, options: { ignore_case: true } },
    { name: ".odt: ignore_order", result: inHeader, expected: headerPlain, options: { ignore_order: true } },
    { name: ".odt: a header paragraph", result: inHeader, expected: plain },
    { name: ".odt: nested spans", result: nested, expected: nestedPlain },
    { name: ".odt: a truncated part", result: truncated, expected: truncatedPlain },
    { name: ".odt: no manifest", result: noManifest, expected: plain },
    { name: ".odt: a rejected attribute", result: badFamily, expected: plain },
    { name: ".odt: no zip", result: notZip, expected: plain },
  ]),
  // Writer metrics that compare the texts first and then read the files with python-docx
  ...[
    "compare_line_spacing",
    "compare_insert_equation",
    "evaluate_strike_through_last_paragraph",
    "check_italic_font_size_14",
    "evaluate_colored_words_in_tables",
  ].flatMap((func) =>
    metricCases("docs", func, [
      { name: ".odt files with the same text", result: highlighted, expected: plain },
      { name: ".odt files with other texts", result: plain, expected: otherText },
    ]),
  ),
];
