import { unzipSync } from "fflate";
import {
  PythonError,
  pyDecodeUtf8,
  pySplitlines,
  pyTypeName,
  sequenceMatcherRatio,
} from "../python-semantics.ts";
import { readBytes } from "./files.ts";

/**
 * OSWorld's compare_epub (metrics/others.py): each EPUB's root toc.ncx without its navPoint lines and
 * root content.opf without its dc:identifier lines, paired in sorted order and scored with diff_text_file,
 * summed over the result's count. OSWorld writes these (and every .html member, re-serialised by
 * lxml.html) to `<file>.dir/` and reads them back; desktest keeps them in memory and writes nothing.
 * lxml.html's parse and pretty-printed output of an .html member are not ported: an EPUB with one is an
 * evaluation desktest cannot make (OSWorld itself fails on one in a folder, which it cannot write).
 */

/** process_epub: the processed files' lines in sorted order of their names, [] for a file that is no zip. */
function processEpub(file: unknown): string[][] {
  if (typeof file !== "string")
    throw new PythonError("TypeError", `unsupported operand type(s) for +: '${pyTypeName(file)}' and 'str'`);
  const data = readBytes(file, "epub");
  let names: string[];
  try {
    names = [];
    unzipSync(new Uint8Array(data), {
      filter: (entry) => {
        names.push(entry.name);
        return false;
      },
    });
  } catch {
    return []; // zipfile.BadZipFile
  }
  let members: Record<string, Uint8Array>;
  try {
    members = unzipSync(new Uint8Array(data), {
      filter: (entry) => entry.name === "toc.ncx" || entry.name === "content.opf",
    });
  } catch {
    throw new PythonError(
      "NotSupported",
      "desktest cannot read this EPUB's toc.ncx or content.opf as zipfile does",
    );
  }
  const kept = (name: string, dropped: string) =>
    pySplitlines(pyDecodeUtf8(members[name]!)).filter((line) => !line.includes(dropped));
  const files: string[][] = [];
  if (names.includes("toc.ncx")) files.push(kept("toc.ncx", "navPoint"));
  if (names.includes("content.opf")) files.unshift(kept("content.opf", "dc:identifier")); // content.opf sorts first
  for (const name of names) if (name.endsWith(".html")) refuseHtml(name);
  return files;
}

/** An .html member: OSWorld cannot write one inside a folder of `<file>.dir/` (FileNotFoundError); desktest refuses the rest. */
function refuseHtml(name: string): never {
  const folders = name.split("/").slice(0, -1);
  for (const folder of folders) {
    if (folder === ".") continue;
    if (folder !== "" && folder !== "..")
      throw new PythonError(
        "FileNotFoundError",
        `No such file or directory: '${name}' (its folder under the EPUB's .dir)`,
      );
    break;
  }
  throw new PythonError(
    "NotSupported",
    `desktest does not re-serialise an EPUB's .html members as lxml.html does ('${name}')`,
  );
}

export function compare_epub(result: unknown, expected: unknown): number {
  if (result === null || result === undefined) return 0;
  const resultFiles = processEpub(result);
  const expectedFiles = processEpub(expected);
  let metric = 0;
  for (let i = 0; i < Math.min(resultFiles.length, expectedFiles.length); i++)
    metric += sequenceMatcherRatio(resultFiles[i]!, expectedFiles[i]!);
  if (resultFiles.length > 0) metric /= resultFiles.length;
  return metric;
}
