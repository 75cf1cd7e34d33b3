/** The most lines of each side whose differing middle is compared line by line (beyond: replaced whole). */
const MAX_COMPARED = 4000;

type Edit = { kind: " " | "-" | "+"; line: string };

/**
 * A unified diff (`diff -u`'s format, `context` lines around each change) of two texts, line by line,
 * with `---`/`+++` headers naming them; the empty string when they are equal. The common start and end
 * are set aside first; the rest is compared by longest common subsequence, or, past MAX_COMPARED lines a
 * side, shown as replaced whole (still a correct patch).
 */
export function unifiedDiff(
  before: string,
  after: string,
  names: { before: string; after: string },
  context = 3,
): string {
  if (before === after) return "";
  const a = splitLines(before);
  const b = splitLines(after);
  const edits = diffLines(a, b);
  const out = [`--- ${names.before}`, `+++ ${names.after}`];
  for (const hunk of hunks(edits, context)) out.push(...hunk);
  return out.join("\n") + "\n";
}

function splitLines(text: string): string[] {
  if (text === "") return [];
  const lines = text.split("\n");
  if (lines.at(-1) === "") lines.pop();
  return lines;
}

function diffLines(a: string[], b: string[]): Edit[] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const middle = compareMiddle(a.slice(start, endA), b.slice(start, endB));
  return [
    ...a.slice(0, start).map((line) => ({ kind: " " as const, line })),
    ...middle,
    ...a.slice(endA).map((line) => ({ kind: " " as const, line })),
  ];
}

/** Longest common subsequence of two line lists, as edits (deletions before insertions at each place). */
function compareMiddle(a: string[], b: string[]): Edit[] {
  if (a.length > MAX_COMPARED || b.length > MAX_COMPARED || a.length === 0 || b.length === 0)
    return [
      ...a.map((line) => ({ kind: "-" as const, line })),
      ...b.map((line) => ({ kind: "+" as const, line })),
    ];
  const width = b.length + 1;
  const lcs = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i * width + j] =
        a[i] === b[j]
          ? lcs[(i + 1) * width + j + 1]! + 1
          : Math.max(lcs[(i + 1) * width + j]!, lcs[i * width + j + 1]!);
  const edits: Edit[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      edits.push({ kind: " ", line: a[i]! });
      i++;
      j++;
    } else if (lcs[(i + 1) * width + j]! >= lcs[i * width + j + 1]!) edits.push({ kind: "-", line: a[i++]! });
    else edits.push({ kind: "+", line: b[j++]! });
  }
  while (i < a.length) edits.push({ kind: "-", line: a[i++]! });
  while (j < b.length) edits.push({ kind: "+", line: b[j++]! });
  return edits;
}

/** The edits grouped into hunks with their `@@ -a,n +b,m @@` headers. */
function hunks(edits: Edit[], context: number): string[][] {
  const changed = edits.map((e, i) => (e.kind === " " ? -1 : i)).filter((i) => i >= 0);
  const groups: [number, number][] = [];
  for (const i of changed) {
    const last = groups.at(-1);
    if (last && i - last[1] <= 2 * context + 1) last[1] = i;
    else groups.push([i, i]);
  }
  // Line numbers before each edit, on each side.
  const lineA: number[] = [];
  const lineB: number[] = [];
  let na = 1;
  let nb = 1;
  for (const e of edits) {
    lineA.push(na);
    lineB.push(nb);
    if (e.kind !== "+") na++;
    if (e.kind !== "-") nb++;
  }
  return groups.map(([first, last]) => {
    const from = Math.max(0, first - context);
    const to = Math.min(edits.length - 1, last + context);
    const slice = edits.slice(from, to + 1);
    const countA = slice.filter((e) => e.kind !== "+").length;
    const countB = slice.filter((e) => e.kind !== "-").length;
    const startA = countA === 0 ? lineA[from]! - 1 : lineA[from]!;
    const startB = countB === 0 ? lineB[from]! - 1 : lineB[from]!;
    return [`@@ -${startA},${countA} +${startB},${countB} @@`, ...slice.map((e) => `${e.kind}${e.line}`)];
  });
}
