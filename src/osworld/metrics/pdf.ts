import type * as PdfJs from "pdfjs-dist/legacy/build/pdf.mjs";
import {
  PythonError,
  pyCompare,
  pyContains,
  pyEquals,
  pyJsonLoads,
  pyStrip,
  pyTruthy,
  fuzzRatio,
  isPlainObject,
} from "../python-semantics.ts";
import { readBytes, readText } from "./files.ts";
import { subscript } from "./python-access.ts";

/**
 * OSWorld's PDF metrics over pdf.js (pdfjs-dist): page counts as pypdf gives them, and page text laid out
 * the way PyMuPDF's `page.get_text()` (content order, one line per baseline, each ending in "\n") and
 * pdfplumber's `extract_text()` (top to bottom, lines joined by "\n") lay it out for ordinary documents.
 */

interface TextItem {
  str: string;
  x: number;
  y: number;
  width: number;
  size: number;
}

interface PdfPages {
  pages: TextItem[][];
}

/**
 * pdf.js, loaded on first use with its worker's handler on the main thread. Without its optional canvas
 * package (rendering, which text extraction does not need) it warns on the console as it loads, which
 * would land in the CLI's output: those lines are held back while pdf.js works.
 */
function quietly<T>(work: () => Promise<T>): Promise<T> {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (!/^Warning: Cannot (load "@napi-rs\/canvas"|polyfill)/.test(String(args[0]))) warn(...args);
  };
  return work().finally(() => {
    console.warn = warn;
  });
}

async function pdfjs(): Promise<typeof PdfJs> {
  const module = await import("pdfjs-dist/legacy/build/pdf.mjs");
  (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker ??=
    await import("pdfjs-dist/legacy/build/pdf.worker.mjs");
  return module;
}

function loadPdf(file: unknown, what: "pypdf" | "fitz" | "pdfplumber"): Promise<PdfPages> {
  const data = readBytes(file, "PDF");
  return quietly(() => readPdf(data, what));
}

async function readPdf(data: Buffer, what: "pypdf" | "fitz" | "pdfplumber"): Promise<PdfPages> {
  const { getDocument } = await pdfjs();
  const task = getDocument({ data: new Uint8Array(data), verbosity: 0 });
  let document;
  try {
    document = await task.promise;
  } catch (error) {
    const kinds = { pypdf: "PdfReadError", fitz: "FileDataError", pdfplumber: "PdfminerException" };
    throw new PythonError(kinds[what], `cannot open the PDF: ${(error as Error).message}`);
  }
  try {
    const pages: TextItem[][] = [];
    for (let n = 1; n <= document.numPages; n++) {
      const page = await document.getPage(n);
      const content = await page.getTextContent();
      pages.push(
        content.items.flatMap((item) =>
          // pdf.js's own whitespace items (it bridges gaps with them) are left out: gaps are measured here
          "str" in item && item.str.trim() !== ""
            ? [
                {
                  str: item.str,
                  x: item.transform[4] as number,
                  y: item.transform[5] as number,
                  width: item.width,
                  size: Math.hypot(item.transform[2] as number, item.transform[3] as number) || 1,
                },
              ]
            : [],
        ),
      );
    }
    return { pages };
  } finally {
    await task.destroy();
  }
}

/**
 * PyMuPDF's lines (MuPDF's structured-text device): text continues a line while it stays on the baseline
 * and moves on by less than 0.8 of the font size (a gap over 0.15 of it is a space); a bigger jump, or
 * another baseline, starts a new line.
 */
function fitzLines(items: TextItem[]): string[] {
  const out: string[] = [];
  let line = "";
  let last: TextItem | undefined;
  for (const item of items) {
    if (last) {
      const size = Math.max(1, item.size);
      const gap = (item.x - (last.x + last.width)) / size;
      const sameBaseline = Math.abs(item.y - last.y) / size < 0.8;
      if (!sameBaseline || gap > 0.8 || gap < -0.8) {
        out.push(line);
        line = "";
      } else if (gap > 0.15 && !line.endsWith(" ") && !item.str.startsWith(" ")) line += " ";
    }
    line += item.str;
    last = item;
  }
  if (last) out.push(line);
  return out;
}

/** PyMuPDF's `page.get_text()` for the whole document, as compare_pdfs builds it (then stripped). */
export async function fitzText(file: unknown): Promise<string> {
  // fitz.open(None) (or any false filename) is a new, empty PDF: no pages, no text
  if (file === null || file === undefined || file === "" || file === 0 || file === false) return "";
  const { pages } = await loadPdf(file, "fitz");
  return pyStrip(
    pages
      .map((items) =>
        fitzLines(items)
          .map((l) => `${l}\n`)
          .join(""),
      )
      .join(""),
  );
}

/**
 * pdfplumber's `page.extract_text()`: lines of text whose baselines are within 3 points, top to bottom,
 * words left to right with a space where more than 3 points separate them, lines joined by "\n".
 */
function plumberPage(items: TextItem[]): string {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: TextItem[][] = [];
  for (const item of sorted) {
    const line = lines.at(-1);
    if (line && Math.abs(line[0]!.y - item.y) <= 3) line.push(item);
    else lines.push([item]);
  }
  return lines
    .map((line) => {
      let text = "";
      let end: number | undefined;
      for (const item of [...line].sort((a, b) => a.x - b.x)) {
        if (end !== undefined && item.x - end > 3 && !text.endsWith(" ") && !item.str.startsWith(" "))
          text += " ";
        text += item.str;
        end = item.x + item.width;
      }
      return text;
    })
    .join("\n");
}

/** pdfplumber's page texts, concatenated (is_gold_text_included_in_pdf). */
async function plumberText(file: unknown): Promise<string> {
  const { pages } = await loadPdf(file, "pdfplumber");
  return pages.map(plumberPage).join("");
}

/**
 * PyPDF2's `page.extract_text()` over every page, concatenated (vscode.py's compare_pdf_content): text in
 * content order, a new line where the baseline moves, laid out here from pdf.js's items.
 */
export async function pypdf2Text(data: Buffer): Promise<string> {
  const { pages } = await quietly(() => readPdf(data, "pypdf"));
  return pages.map((items) => fitzLines(items).join("\n")).join("");
}

const RELATIONS: Record<string, (a: unknown, b: unknown) => boolean> = {
  eq: pyEquals,
  ne: (a, b) => !pyEquals(a, b),
  lt: (a, b) => pyCompare(a, "lt", b),
  le: (a, b) => pyCompare(a, "le", b),
  gt: (a, b) => pyCompare(a, "gt", b),
  ge: (a, b) => pyCompare(a, "ge", b),
};

/** pdf.py's check_pdf_pages: `operator.<relation>(number of pages, ref_value)`. */
export async function check_pdf_pages(file: unknown, rules: unknown): Promise<number> {
  if (file === null || file === undefined) return 0;
  const { pages } = await loadPdf(file, "pypdf");
  const relation = subscript(rules, "relation");
  const compare = typeof relation === "string" ? RELATIONS[relation] : undefined;
  if (!compare)
    throw new PythonError("AttributeError", `module 'operator' has no attribute '${String(relation)}'`);
  return compare(pages.length, subscript(rules, "ref_value")) ? 1 : 0;
}

/** chrome.py's compare_pdfs: the mean fuzzy ratio of the documents' texts (a file that fails counts 0). */
export async function compare_pdfs(pdf1: unknown, pdf2: unknown): Promise<number> {
  const [list1, list2] = Array.isArray(pdf2) ? [pdf1, pdf2] : [[pdf1], [pdf2]];
  const a = Array.isArray(list1) ? list1 : [list1];
  let score = 0;
  for (let i = 0; i < Math.min(a.length, list2.length); i++) {
    try {
      score += fuzzRatio(await fitzText(a[i]), await fitzText(list2[i])) / 100;
    } catch (error) {
      if (!(error instanceof PythonError)) throw error;
    }
  }
  return score / list2.length;
}

/** general.py's is_gold_text_included_in_pdf: every value of the gold JSON is in the PDF's text. */
export async function is_gold_text_included_in_pdf(pdf: unknown, gold: unknown): Promise<number> {
  if (!pyTruthy(gold) || !pyTruthy(pdf)) return 0;
  const goldJson = pyJsonLoads(readText(gold));
  const text = await plumberText(pdf);
  if (!isPlainObject(goldJson)) throw new PythonError("AttributeError", "the gold JSON is not an object");
  return Object.values(goldJson).every((value) => pyContains(text, value)) ? 1 : 0;
}
