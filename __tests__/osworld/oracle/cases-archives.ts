import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { strToU8, zipSync, type Zippable } from "fflate";
import { Files, metricCases, type MetricCase } from "./cases.ts";
import { makeDocx, p } from "./docx-writer.ts";
import { makePdf } from "./pdf-writer.ts";
import { encodePng } from "./png-writer.ts";

// compare_archive (shutil.unpack_archive, then a file metric per pair of files) and compare_zip_files.
const f = new Files();

type Members = Record<string, string | Uint8Array | null>;

/** A zip file of members (null: a directory entry). */
function zip(name: string, members: Members, level: 0 | 6 = 6): string {
  const entries: Zippable = {};
  for (const [member, content] of Object.entries(members))
    entries[member] =
      content === null ? new Uint8Array() : typeof content === "string" ? strToU8(content) : content;
  return f.write(name, zipSync(entries, { level }));
}

/** A ustar archive of members (null: a directory), written by hand. */
function tarBytes(members: Members): Buffer {
  const blocks: Buffer[] = [];
  for (const [member, content] of Object.entries(members)) {
    const data = content === null ? Buffer.alloc(0) : Buffer.from(content);
    const header = Buffer.alloc(512);
    const field = (offset: number, length: number, value: string) =>
      header.write(value, offset, length, "utf8");
    const octal = (offset: number, length: number, value: number) =>
      field(offset, length, `${value.toString(8).padStart(length - 1, "0")}\0`);
    field(0, 100, member);
    octal(100, 8, content === null ? 0o755 : 0o644);
    octal(108, 8, 1000);
    octal(116, 8, 1000);
    octal(124, 12, data.length);
    octal(136, 12, 1_700_000_000);
    field(148, 8, "        ");
    field(156, 1, content === null ? "5" : "0");
    field(257, 8, "ustar\x0000");
    let sum = 0;
    for (const byte of header) sum += byte;
    field(148, 8, `${sum.toString(8).padStart(6, "0")}\0 `);
    blocks.push(header, data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return Buffer.concat(blocks);
}

const tar = (name: string, members: Members) => f.write(name, tarBytes(members));
const tgz = (name: string, members: Members) => f.write(name, gzipSync(tarBytes(members)));

const pdfBytes = (name: string, lines: string[]) =>
  readFileSync(
    makePdf(f.write(name, ""), [
      lines.map((text, i) => [72, 720 - i * 20, 12, text] as [number, number, number, string]),
    ]),
  );
const docxBytes = (name: string, text: string) => readFileSync(makeDocx(f.write(name, ""), p(text)));
const png = (value: number) =>
  encodePng({ width: 2, height: 2, colorType: 2, samples: new Array(12).fill(value) });

const TEXTS = { "a.txt": "alpha\n", "b.txt": "beta\n" };

export const ARCHIVE_CASES: MetricCase[] = [
  ...metricCases("chrome", "compare_archive", [
    { name: "equal zip files", result: zip("eq1.zip", TEXTS), expected: zip("eq2.zip", TEXTS) },
    {
      name: "one file of two differs",
      result: zip("half1.zip", TEXTS),
      expected: zip("half2.zip", { ...TEXTS, "b.txt": "gamma\n" }),
    },
    {
      name: "other file names",
      result: zip("names1.zip", TEXTS),
      expected: zip("names2.zip", { "a.txt": "alpha\n", "c.txt": "beta\n" }),
    },
    {
      name: "stored, not deflated",
      result: zip("stored1.zip", TEXTS, 0),
      expected: zip("stored2.zip", TEXTS),
    },
    {
      name: "ignore_blanks goes to compare_text_file",
      result: zip("blank1.zip", { "a.txt": "a  b\n\n" }),
      expected: zip("blank2.zip", { "a.txt": "a b" }),
      options: { ignore_blanks: true },
    },
    {
      name: "blanks count by default",
      result: zip("blank3.zip", { "a.txt": "a  b\n\n" }),
      expected: zip("blank4.zip", { "a.txt": "a b" }),
    },
    {
      name: "file_path into a folder",
      result: zip("sub1.zip", { "top.txt": "x", "docs/": null, "docs/a.txt": "same", "docs/b.txt": "1" }),
      expected: zip("sub2.zip", { "top.txt": "y", "docs/a.txt": "same", "docs/b.txt": "2" }),
      options: { file_path: "docs" },
    },
    {
      name: "file_path that is missing",
      result: zip("nosub1.zip", TEXTS),
      expected: zip("nosub2.zip", TEXTS),
      options: { file_path: "docs" },
    },
    {
      name: "file_path that is a file",
      result: zip("filesub1.zip", TEXTS),
      expected: zip("filesub2.zip", TEXTS),
      options: { file_path: "a.txt" },
    },
    {
      name: "a folder among the files",
      result: zip("dir1.zip", { "a.txt": "x", "d/": null, "d/x": "1" }),
      expected: zip("dir2.zip", { "a.txt": "x", "d/x": "1" }),
    },
    {
      name: "names sorted as Python sorts them",
      result: zip("sort1.zip", { "b.txt": "1", "B.txt": "2", "ä.txt": "3", "a.txt": "4" }),
      expected: zip("sort2.zip", { "a.txt": "4", "ä.txt": "3", "B.txt": "2", "b.txt": "1" }),
    },
    {
      name: "members leaving the folder are skipped",
      result: zip("evil1.zip", { "a.txt": "x", "../up.txt": "u", "/abs.txt": "a" }),
      expected: zip("evil2.zip", { "a.txt": "x" }),
    },
    { name: "empty archives", result: zip("empty1.zip", {}), expected: zip("empty2.zip", {}) },
    {
      name: "csv files",
      result: zip("csv1.zip", { "t.csv": "a,b\n1,2\n" }),
      expected: zip("csv2.zip", { "t.csv": "a,b\n1,2\n" }),
      options: { file_type: "csv" },
    },
    {
      name: "csv files that differ",
      result: zip("csv3.zip", { "t.csv": "a,b\n1,2\n" }),
      expected: zip("csv4.zip", { "t.csv": "a,b\n1,3\n" }),
      options: { file_type: "csv" },
    },
    {
      name: "pdf files",
      result: zip("pdf1.zip", { "x.pdf": pdfBytes("p1.pdf", ["Hello world"]) }),
      expected: zip("pdf2.zip", { "x.pdf": pdfBytes("p2.pdf", ["Hello world!"]) }),
      options: { file_type: "pdf" },
    },
    {
      name: "an option compare_pdfs does not take",
      result: zip("pdf3.zip", { "x.pdf": pdfBytes("p3.pdf", ["Hello"]) }),
      expected: zip("pdf4.zip", { "x.pdf": pdfBytes("p4.pdf", ["Hello"]) }),
      options: { file_type: "pdf", ignore_case: true },
    },
    {
      name: "docx files",
      result: zip("docx1.zip", { "a.docx": docxBytes("d1.docx", "Same text") }),
      expected: zip("docx2.zip", { "a.docx": docxBytes("d2.docx", "Same text") }),
      options: { file_type: "docx" },
    },
    {
      name: "docx files that differ",
      result: zip("docx3.zip", { "a.docx": docxBytes("d3.docx", "Some text") }),
      expected: zip("docx4.zip", { "a.docx": docxBytes("d4.docx", "Other text") }),
      options: { file_type: "docx" },
    },
    {
      name: "image files",
      result: zip("img1.zip", { "a.png": png(10), "b.png": png(200) }),
      expected: zip("img2.zip", { "a.png": png(10), "b.png": png(100) }),
      options: { file_type: "image" },
    },
    {
      name: "an unknown file type",
      result: zip("unk1.zip", TEXTS),
      expected: zip("unk2.zip", TEXTS),
      options: { file_type: "epub" },
    },
    {
      name: "an unknown file type, other names",
      result: zip("unk3.zip", TEXTS),
      expected: zip("unk4.zip", { "z.txt": "" }),
      options: { file_type: "epub" },
    },
    { name: "tar files", result: tar("t1.tar", TEXTS), expected: tar("t2.tar", TEXTS) },
    {
      name: "gzip'd tar files",
      result: tgz("t3.tar.gz", { ...TEXTS, "d/": null, "d/c.txt": "c" }),
      expected: tgz("t4.tgz", { ...TEXTS, "d/c.txt": "c" }),
      options: { file_path: "d" },
    },
    {
      name: "a gzip'd tar named .tar",
      result: f.write("t5.tar", gzipSync(tarBytes(TEXTS))),
      expected: tar("t6.tar", { ...TEXTS, "b.txt": "other" }),
    },
    { name: "a zip against a tar", result: zip("zt1.zip", TEXTS), expected: tar("zt2.tar", TEXTS) },
    {
      name: "an unknown archive format",
      result: f.write("x.rar", "not really"),
      expected: zip("fmt2.zip", TEXTS),
    },
    { name: "not a zip file", result: f.write("bad.zip", "plain text"), expected: zip("bad2.zip", TEXTS) },
    { name: "not a tar file", result: f.write("bad.tar", "plain text"), expected: tar("bad2.tar", TEXTS) },
    { name: "an empty tar file", result: f.write("empty.tar", ""), expected: tar("empty2.tar", TEXTS) },
    { name: "a missing zip file", result: f.missing("m.zip"), expected: zip("m2.zip", TEXTS) },
    { name: "a missing gold tar file", result: tar("m3.tar", TEXTS), expected: f.missing("m4.tar") },
    { name: "None", result: null, expected: zip("none2.zip", TEXTS) },
    { name: "an empty path", result: "", expected: zip("none3.zip", TEXTS) },
  ]),
  ...metricCases("vscode", "compare_zip_files", [
    { name: "equal", result: zip("z1.zip", TEXTS), expected: zip("z2.zip", TEXTS, 0) },
    {
      name: "a byte differs",
      result: zip("z3.zip", TEXTS),
      expected: zip("z4.zip", { ...TEXTS, "b.txt": "betA\n" }),
    },
    { name: "other names", result: zip("z5.zip", TEXTS), expected: zip("z6.zip", { "a.txt": "alpha\n" }) },
    {
      name: "directory entries count",
      result: zip("z7.zip", { "d/": null, "d/a": "1" }),
      expected: zip("z8.zip", { "d/a": "1" }),
    },
    {
      name: "PDFs with the same text",
      result: zip("z9.zip", { "r.pdf": pdfBytes("zp1.pdf", ["Quarterly report", "Revenue rose"]) }),
      expected: zip("z10.zip", { "r.pdf": pdfBytes("zp2.pdf", ["Quarterly report", "Revenue rose"]) }),
    },
    {
      name: "PDFs with nearly the same text",
      result: zip("z11.zip", {
        "R.PDF": pdfBytes("zp3.pdf", ["A long line of text that makes the ratio high", "second line"]),
      }),
      expected: zip("z12.zip", {
        "R.PDF": pdfBytes("zp4.pdf", ["A long line of text that makes the ratio high", "second linE"]),
      }),
    },
    {
      name: "PDFs with other text",
      result: zip("z13.zip", { "r.pdf": pdfBytes("zp5.pdf", ["Quarterly report"]) }),
      expected: zip("z14.zip", { "r.pdf": pdfBytes("zp6.pdf", ["Annual summary"]) }),
    },
    {
      name: "a .pdf member that is no PDF",
      result: zip("z15.zip", { "r.pdf": "not a pdf" }),
      expected: zip("z16.zip", { "r.pdf": "not a pdf" }),
    },
    { name: "a missing file", result: f.missing("z.zip"), expected: zip("z17.zip", TEXTS) },
    { name: "not a zip file", result: f.write("z18.zip", "text"), expected: zip("z19.zip", TEXTS) },
    { name: "None", result: null, expected: zip("z20.zip", TEXTS) },
    { name: "empty zip files", result: zip("z21.zip", {}), expected: zip("z22.zip", {}) },
  ]),
];
