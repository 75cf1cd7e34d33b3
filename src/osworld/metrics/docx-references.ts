import { fuzzRatio, PythonError, pyEquals, pyStrip, pyTruthy, pyTypeName } from "../python-semantics.ts";
import { openDocx, paragraphs, paragraphText, type Docx } from "./docx.ts";
import { dictGet } from "./python-access.ts";

/**
 * OSWorld's compare_references (metrics/docs.py): the non-blank paragraphs after the first paragraph equal
 * to `reference_indicator` ("References") in each .docx, paired in order; their mean rapidfuzz ratio,
 * when at least `reference_base_result` (0.5) + 0.01, rescaled from that base to 1, else 0. Neither
 * document with the heading scores 1, one of them 0.
 */

function endsWith(value: unknown, suffix: string): boolean {
  if (typeof value !== "string")
    throw new PythonError("AttributeError", `'${pyTypeName(value)}' object has no attribute 'endswith'`);
  return value.endsWith(suffix);
}

/** A Python number for arithmetic with floats (bool included); TypeError otherwise. */
function number(value: unknown, operation: string): number {
  if (typeof value === "number") return value;
  if (typeof value === "boolean") return Number(value);
  throw new PythonError(
    "TypeError",
    `unsupported operand type(s) for ${operation}: '${pyTypeName(value)}' and 'float'`,
  );
}

export function compare_references(
  file1: unknown,
  file2: unknown,
  options: Record<string, unknown> = {},
): number {
  if (!pyTruthy(file1) || !pyTruthy(file2)) return 0;
  const indicator = dictGet(options, "reference_indicator", "References");
  const base = dictGet(options, "reference_base_result", 0.5);
  if (!(endsWith(file1, ".docx") && endsWith(file2, ".docx"))) return 0;
  let docs: [Docx, Docx];
  try {
    docs = [openDocx(file1), openDocx(file2)];
  } catch (error) {
    if (error instanceof PythonError) return 0;
    throw error;
  }
  const [p1, p2] = docs.map((d) => paragraphs(d.body).map(paragraphText)) as [string[], string[]];
  const ref1 = p1.findIndex((t) => pyEquals(t, indicator));
  const ref2 = p2.findIndex((t) => pyEquals(t, indicator));
  if (ref1 === -1 && ref2 === -1) return 1;
  if (ref1 === -1 || ref2 === -1) return 0;
  const items = (texts: string[], from: number) => texts.slice(from + 1).filter((t) => pyStrip(t) !== "");
  const r1 = items(p1, ref1);
  const r2 = items(p2, ref2);
  if (r1.length !== r2.length) return 0;
  let total = 0;
  r1.forEach((r, i) => (total += fuzzRatio(r, r2[i]!) / 100.0));
  if (r1.length === 0) throw new PythonError("ZeroDivisionError", "division by zero");
  const result = total / r1.length;
  const epsilon = 0.01;
  const baseValue = number(base, "+");
  if (result >= baseValue + epsilon) return (result - baseValue) / (1 - baseValue);
  return 0;
}
