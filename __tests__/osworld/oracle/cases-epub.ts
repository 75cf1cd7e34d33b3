import { strToU8, zipSync } from "fflate";
import { Files, metricCases, type MetricCase } from "./cases.ts";

// EPUB files (zips written here) for OSWorld's compare_epub: it compares the root toc.ncx (without its
// navPoint lines) and root content.opf (without its dc:identifier lines) line by line.
const f = new Files();
const epub = (name: string, members: Record<string, string | Uint8Array>) =>
  f.write(
    name,
    zipSync(
      Object.fromEntries(
        Object.entries(members).map(([k, v]) => [k, typeof v === "string" ? strToU8(v) : v]),
      ),
    ),
  );

const opf = (title: string, id: string, extra = "") =>
  [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<package xmlns="http://www.idpf.org/2007/opf" unique-identifier="BookId" version="2.0">',
    '  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">',
    `    <dc:title>${title}</dc:title>`,
    "    <dc:creator>Ann Author</dc:creator>",
    `    <dc:identifier id="BookId">urn:uuid:${id}</dc:identifier>`,
    "    <dc:language>en</dc:language>",
    "  </metadata>",
    '  <manifest><item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/></manifest>',
    `  <spine toc="ncx">${extra}</spine>`,
    "</package>",
    "",
  ].join("\n");
const ncx = (chapters: string[], id: string, eol = "\n") =>
  [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1">',
    `  <head><meta name="dtb:uid" content="urn:uuid:${id}"/></head>`,
    "  <docTitle><text>The Book</text></docTitle>",
    "  <navMap>",
    ...chapters.flatMap((c, i) => [
      `    <navPoint id="np${i}" playOrder="${i + 1}">`,
      `      <navLabel><text>${c}</text></navLabel>`,
      `      <content src="ch${i}.xhtml"/>`,
      "    </navPoint>",
    ]),
    "  </navMap>",
    "</ncx>",
    "",
  ].join(eol);
const chapter = (n: number) =>
  `<?xml version="1.0" encoding="utf-8"?><html xmlns="http://www.w3.org/1999/xhtml"><body><p>Chapter ${n}</p></body></html>`;

const chapters = ["One", "Two", "Three"];
const gold = epub("gold.epub", {
  mimetype: "application/epub+zip",
  "content.opf": opf("The Book", "1111"),
  "toc.ncx": ncx(chapters, "1111"),
  "ch0.xhtml": chapter(0),
});
const sameButIds = epub("same-but-ids.epub", {
  mimetype: "application/epub+zip",
  "toc.ncx": ncx(chapters, "1111"),
  "content.opf": opf("The Book", "2222"),
  "ch0.xhtml": chapter(1),
});
const retitled = epub("retitled.epub", {
  "content.opf": opf("Another Book", "1111"),
  "toc.ncx": ncx(["One", "Two", "Four"], "1111"),
});
const crlf = epub("crlf.epub", {
  "content.opf": opf("The Book", "1111").replaceAll("\n", "\r\n"),
  "toc.ncx": ncx(chapters, "1111", "\r"),
});
const bom = epub("bom.epub", {
  "content.opf": `\ufeff${opf("The Book", "1111")}`,
  "toc.ncx": ncx(chapters, "1111"),
});
const tocOnly = epub("toc-only.epub", { "toc.ncx": ncx(chapters, "1111") });
const opfOnly = epub("opf-only.epub", { "content.opf": opf("The Book", "1111") });
const nested = epub("nested.epub", {
  mimetype: "application/epub+zip",
  "META-INF/container.xml": "<container/>",
  "OEBPS/content.opf": opf("The Book", "1111"),
  "OEBPS/toc.ncx": ncx(chapters, "1111"),
  "OEBPS/ch0.xhtml": chapter(0),
});
const upperCase = epub("upper-case.epub", { "TOC.NCX": ncx(chapters, "1111"), "Content.opf": opf("x", "1") });
const nestedHtml = epub("nested-html.epub", {
  "content.opf": opf("The Book", "1111"),
  "OEBPS/ch0.html": "<html><body><p>Chapter</p></body></html>",
});
const rootHtml = epub("root-html.epub", {
  "content.opf": opf("The Book", "1111"),
  "ch0.html": "<html><body><p>Chapter</p></body></html>",
});
const latin1 = epub("latin1.epub", { "toc.ncx": Buffer.from(ncx(["Caf\u00e9"], "1"), "latin1") });
const many = (n: number, changed: number) =>
  epub(`many-${n}-${changed}.epub`, {
    "content.opf": opf(
      "Long",
      "1",
      Array.from(
        { length: n },
        (_, i) => `\n<itemref idref="${i % 7 === 0 ? "same" : `c${i}`}${i < changed ? "x" : ""}"/>`,
      ).join(""),
    ),
  });
const long1 = many(300, 0);
const long2 = many(300, 40);
const empty = f.write("empty.epub", new Uint8Array());
const notZip = f.write("not-zip.epub", "mimetype application/epub+zip");
const folder = f.write("folder.epub/x", "x").replace(/\/x$/, "");

export const EPUB_CASES: MetricCase[] = metricCases("others", "compare_epub", [
  { name: "the same book with other identifiers", result: sameButIds, expected: gold },
  { name: "the same file", result: gold, expected: gold },
  { name: "another title and chapter", result: retitled, expected: gold },
  { name: "CRLF and CR line ends", result: crlf, expected: gold },
  { name: "a byte order mark", result: bom, expected: gold },
  { name: "only toc.ncx in the result: paired with content.opf", result: tocOnly, expected: gold },
  { name: "only content.opf in the expected book", result: gold, expected: opfOnly },
  { name: "toc.ncx against content.opf alone", result: tocOnly, expected: opfOnly },
  { name: "everything in a folder (nothing compared)", result: nested, expected: nested },
  { name: "names in other cases", result: upperCase, expected: gold },
  { name: "an .html member in a folder", result: nestedHtml, expected: gold },
  { name: "an .html member at the root (not ported)", result: rootHtml, expected: gold },
  { name: "a toc.ncx that is not UTF-8", result: latin1, expected: gold },
  { name: "hundreds of lines (difflib's autojunk)", result: long2, expected: long1 },
  { name: "an empty file", result: empty, expected: gold },
  { name: "not a zip", result: notZip, expected: gold },
  { name: "the expected file not a zip", result: gold, expected: notZip },
  { name: "a folder", result: folder, expected: gold },
  { name: "a missing result", result: f.missing("x.epub"), expected: gold },
  { name: "no result", result: null, expected: gold },
  { name: "no expected file", result: gold, expected: null },
]);
