import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { gunzipSync } from "node:zlib";
import { unzipSync } from "fflate";
import tar from "tar-stream";
import { PythonError, pyCompare, pyEquals, pyTruthy, sequenceMatcherRatio } from "../python-semantics.ts";
import { compare_docx_files } from "./docs.ts";
import { readBytes, filePath } from "./files.ts";
import { compare_csv, compare_text_file } from "./general.ts";
import { compare_images } from "./images.ts";
import { compare_pdfs, pypdf2Text } from "./pdf.ts";
import { compare_pptx_files } from "./slides.ts";
import { compare_table } from "./table.ts";

/**
 * OSWorld's archive metrics: chrome.py's compare_archive (both archives unpacked as shutil.unpack_archive
 * does, then a file metric over each pair of files) and vscode.py's compare_zip_files. The archives come
 * from the desktop, so unpacking stays inside a fresh temporary folder: members with absolute paths or `..`
 * are left out (shutil does so for zip files), and links inside tar files are not made.
 */

type Options = Record<string, unknown>;

const UNPACK_FORMATS: [format: string, extensions: string[]][] = [
  ["tar", [".tar"]],
  ["zip", [".zip"]],
  ["gztar", [".tar.gz", ".tgz"]],
  ["bztar", [".tar.bz2", ".tbz2"]],
  ["xztar", [".tar.xz", ".txz"]],
];

/** zipfile.is_zipfile: an end-of-central-directory record in the last 64 KiB (plus its own 22 bytes). */
function isZip(data: Buffer): boolean {
  if (data.length < 22) return false;
  const tail = data.subarray(Math.max(0, data.length - 65_557));
  return tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06])) >= 0;
}

/** zipfile.ZipFile's members by name (the last of a repeated name wins, as ZipFile.read gives it). */
function readZip(data: Buffer): Record<string, Uint8Array> {
  if (!isZip(data)) throw new PythonError("BadZipFile", "File is not a zip file");
  try {
    return unzipSync(new Uint8Array(data));
  } catch (error) {
    const message = (error as Error).message;
    if (/compression/i.test(message))
      throw new PythonError(
        "NotSupported",
        `a member of the zip file is compressed in a way desktest does not read (${message})`,
      );
    throw new PythonError("BadZipFile", message);
  }
}

/** A member path inside a folder, or undefined for one that would leave it. */
function memberTarget(dir: string, name: string): string | undefined {
  if (name.startsWith("/") || name.includes("..")) return undefined;
  const target = path.join(dir, ...name.split("/"));
  return target.startsWith(dir + path.sep) ? target : undefined;
}

function ensureParent(target: string): void {
  try {
    mkdirSync(path.dirname(target), { recursive: true });
  } catch (error) {
    throw new PythonError("FileExistsError", (error as Error).message);
  }
}

function writeMember(target: string, content: Uint8Array): void {
  ensureParent(target);
  try {
    writeFileSync(target, content);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new PythonError(code === "EISDIR" ? "IsADirectoryError" : "OSError", (error as Error).message);
  }
}

function unpackZip(file: string, data: Buffer, dir: string): void {
  if (!isZip(data)) throw new PythonError("ReadError", `${file} is not a zip file`);
  for (const [name, content] of Object.entries(readZip(data))) {
    const target = memberTarget(dir, name);
    if (!target) continue;
    if (name.endsWith("/")) mkdirSync(target, { recursive: true });
    else writeMember(target, content);
  }
}

async function unpackTar(file: string, data: Buffer, dir: string): Promise<void> {
  const notTar = () => new PythonError("ReadError", `${file} is not a compressed or uncompressed tar file`);
  if (data.length === 0) throw notTar();
  let plain = data;
  if (data[0] === 0x1f && data[1] === 0x8b) {
    try {
      plain = gunzipSync(data);
    } catch {
      throw notTar();
    }
  } else if (data.subarray(0, 3).toString("latin1") === "BZh" || data.subarray(0, 6).equals(XZ_MAGIC))
    throw new PythonError("NotSupported", "desktest does not read bzip2- or xz-compressed tar files");
  const extract = tar.extract();
  Readable.from([plain]).pipe(extract);
  let entries = 0;
  try {
    for await (const entry of extract) {
      entries++;
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      const target = memberTarget(dir, entry.header.name.replace(/\/+$/, ""));
      if (!target) continue;
      if (entry.header.type === "directory") mkdirSync(target, { recursive: true });
      else if (entry.header.type === "file" || entry.header.type === "contiguous-file")
        writeMember(target, Buffer.concat(chunks));
    }
  } catch (error) {
    if (error instanceof PythonError) throw error;
    throw notTar();
  }
  if (entries === 0 && !plain.subarray(0, 512).every((b) => b === 0)) throw notTar();
}

const XZ_MAGIC = Buffer.from([0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00]);

/** shutil.unpack_archive(file, dir), the format chosen by the file name's ending. */
async function unpackArchive(value: unknown, dir: string): Promise<void> {
  const file = filePath(value, "archive");
  const format = UNPACK_FORMATS.find(([, extensions]) => extensions.some((e) => file.endsWith(e)))?.[0];
  if (!format) throw new PythonError("ReadError", `Unknown archive format '${file}'`);
  if (format === "zip") {
    let data: Buffer;
    try {
      data = readBytes(file);
    } catch {
      throw new PythonError("ReadError", `${file} is not a zip file`);
    }
    unpackZip(file, data, dir);
  } else await unpackTar(file, readBytes(file), dir);
}

/** sorted(os.listdir(folder)): names in Python's (code point) order. */
function listdirSorted(folder: string): string[] {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOTDIR") throw new PythonError("NotADirectoryError", `Not a directory: '${folder}'`);
    throw new PythonError("FileNotFoundError", `No such file or directory: '${folder}'`);
  }
  return names.sort((a, b) => (pyCompare(a, "lt", b) ? -1 : pyCompare(b, "lt", a) ? 1 : 0));
}

type FileMetric = (a: string, b: string, options: Options) => number | Promise<number>;

/** compare_archive's file_type → the metric it runs on each pair of files. */
function fileMetric(fileType: unknown): FileMetric {
  const noOptions =
    (name: string, metric: (a: string, b: string) => Promise<number>): FileMetric =>
    (a, b, options) => {
      const extra = Object.keys(options)[0];
      if (extra !== undefined)
        throw new PythonError("TypeError", `${name}() got an unexpected keyword argument '${extra}'`);
      return metric(a, b);
    };
  switch (fileType) {
    case "text":
      return compare_text_file;
    case "pdf":
      return noOptions("compare_pdfs", compare_pdfs);
    case "docx":
      return compare_docx_files;
    case "ppt":
      return compare_pptx_files;
    case "image":
      return compare_images;
    case "csv":
      return compare_csv;
    case "table":
      return compare_table;
    case "audio":
    case "video":
      throw new PythonError("NotSupported", `desktest does not compare ${fileType} files (not ported yet)`);
    default:
      throw new PythonError("ValueError", `[ERROR]: not support file type: ${String(fileType)}`);
  }
}

/** An archive member path option inside the unpacked folder. */
function inside(folder: string, sub: unknown): string {
  if (typeof sub !== "string")
    throw new PythonError("TypeError", "join() argument must be str, bytes, or os.PathLike object");
  const joined = path.join(folder, sub);
  if (sub.startsWith("/") || (joined !== folder && !joined.startsWith(folder + path.sep)))
    throw new PythonError("NotSupported", `file_path '${sub}' leaves the unpacked archive`);
  return joined;
}

/**
 * Both archives unpacked; the same sorted file names under `file_path`, then the mean of the file_type
 * metric over the pairs (the remaining options go to that metric). An empty folder divides by zero.
 */
export async function compare_archive(pred: unknown, gold: unknown, options: Options = {}): Promise<number> {
  const kwargs = { ...options };
  const filePathOption = "file_path" in kwargs ? kwargs.file_path : "";
  delete kwargs.file_path;
  if (!pyTruthy(pred)) return 0;
  const work = mkdtempSync(path.join(tmpdir(), "desktest-archive-"));
  try {
    const predFolder = path.join(work, "pred");
    const goldFolder = path.join(work, "gold");
    mkdirSync(predFolder);
    await unpackArchive(pred, predFolder);
    mkdirSync(goldFolder);
    await unpackArchive(gold, goldFolder);
    const predFiles = listdirSorted(inside(predFolder, filePathOption));
    const goldFiles = listdirSorted(inside(goldFolder, filePathOption));
    if (!pyEquals(predFiles, goldFiles)) return 0;
    const fileType = "file_type" in kwargs ? kwargs.file_type : "text";
    delete kwargs.file_type;
    const metric = fileMetric(fileType);
    let score = 0;
    for (const [i, name] of predFiles.entries())
      score += await metric(
        path.join(inside(predFolder, filePathOption), name),
        path.join(inside(goldFolder, filePathOption), goldFiles[i]!),
        kwargs,
      );
    if (predFiles.length === 0) throw new PythonError("ZeroDivisionError", "division by zero");
    return score / predFiles.length;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** vscode.py's compare_pdf_content: PyPDF2's text of both PDFs, difflib's ratio at least the threshold. */
async function comparePdfContent(a: Uint8Array, b: Uint8Array, threshold: number): Promise<boolean> {
  const text1 = await pypdf2Text(Buffer.from(a));
  const text2 = await pypdf2Text(Buffer.from(b));
  return sequenceMatcherRatio(Array.from(text1), Array.from(text2)) >= threshold;
}

function openZip(value: unknown): Record<string, Uint8Array> {
  return readZip(readBytes(value, "zip file"));
}

/** The same member names, and each member equal (PDF members: their texts at least 95% alike). */
export async function compare_zip_files(
  actual: unknown,
  expected: unknown,
  _options: Options = {},
): Promise<number> {
  if (!pyTruthy(actual)) return 0;
  const zip1 = openZip(actual);
  const zip2 = openZip(expected);
  const names1 = Object.keys(zip1);
  const names2 = new Set(Object.keys(zip2));
  if (names1.length !== names2.size || !names1.every((n) => names2.has(n))) return 0;
  for (const name of names1) {
    const content1 = zip1[name]!;
    const content2 = zip2[name]!;
    if (name.toLowerCase().endsWith(".pdf")) {
      if (!(await comparePdfContent(content1, content2, 0.95))) return 0;
    } else if (!Buffer.from(content1).equals(Buffer.from(content2))) return 0;
  }
  return 1;
}
