import { unzipSync } from "fflate";
import { PythonError, pyTruthy } from "../python-semantics.ts";
import { W } from "./docx.ts";
import { readBytes } from "./files.ts";
import { elementText, parseXmlDocument } from "./xml-tree.ts";

/**
 * OSWorld's compare_highlighted_text (metrics/docs.py): word/document.xml read straight from the zip with
 * ElementTree (not through python-docx, and outside any try: a missing file, a file that is no zip or a
 * package without that part raise). The text of a run is the `.text` of its first w:t descendant
 * (None for an empty one), taken from every w:r whose first w:highlight descendant has a w:val other
 * than "none" (a highlight without w:val counts); the two sets of texts must be equal.
 */
function highlightedTexts(file: unknown): (string | null)[] {
  const data = readBytes(file, "document");
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(data);
  } catch {
    throw new PythonError("BadZipFile", "File is not a zip file");
  }
  const part = entries["word/document.xml"];
  if (!part) throw new PythonError("KeyError", "There is no item named 'word/document.xml' in the archive");
  const root = parseXmlDocument(Buffer.from(part).toString("utf8")).documentElement!;
  const out: (string | null)[] = [];
  for (const run of Array.from(root.getElementsByTagNameNS(W, "r"))) {
    const highlight = run.getElementsByTagNameNS(W, "highlight")[0];
    if (!highlight) continue;
    const value = highlight.hasAttributeNS(W, "val") ? highlight.getAttributeNS(W, "val") : null;
    if (value === "none") continue;
    const text = run.getElementsByTagNameNS(W, "t")[0];
    if (text) out.push(elementText(text));
  }
  return out;
}

export function compare_highlighted_text(file1: unknown, file2: unknown): number {
  if (!pyTruthy(file1) || !pyTruthy(file2)) return 0;
  const a = new Set(highlightedTexts(file1));
  const b = new Set(highlightedTexts(file2));
  return a.size === b.size && [...a].every((t) => b.has(t)) ? 1 : 0;
}
