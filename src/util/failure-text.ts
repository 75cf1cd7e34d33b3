/**
 * The one failure-reason model every surface shows (the CLI's progress lines and summary table, the
 * report card, report.json, JUnit, the Action's job summary, the App's check run, the review page): the
 * whole reason on one line with its newlines shown as ⏎, expected against actual as a character-level
 * difference, and the lines of the task file around the failing one. Pure text; each surface escapes it
 * for its own medium (the HTML helpers here escape themselves).
 */
import { cutText } from "./cut-text.ts";
import { codeBlock, codeSpan } from "./markdown.ts";

/** What a newline in a reason, an expected or an actual value is shown as. */
export const NEWLINE_MARK = "⏎";

/** The most characters of a reason (report.json's `reason`, every surface's one-line reason). */
export const REASON_LIMIT = 1000;
/** The most characters of each side of a difference. */
export const DIFFERENCE_LIMIT = 2000;

/**
 * Newlines (`\r\n`, `\r`, `\n`) as ⏎, tabs as a space, other control characters as their pictures
 * (U+2400…): one line that still shows where lines broke and hides nothing.
 */
export function showNewlines(text: string): string {
  return (
    text
      .replace(/\r\n|\r|\n/g, NEWLINE_MARK)
      .replace(/\t/g, " ")
      // eslint-disable-next-line no-control-regex -- control characters are what this replaces
      .replace(/[\u0000-\u001f\u007f]/g, (ch) =>
        String.fromCharCode(ch === "\u007f" ? 0x2421 : 0x2400 + ch.charCodeAt(0)),
      )
  );
}

/**
 * A reason on one line: the whole detail, its surrounding blank space trimmed, newlines shown as ⏎, cut
 * to `max` characters; null when there is none.
 */
export function oneLineReason(detail: string | null | undefined, max = REASON_LIMIT): string | null {
  const text = detail?.trim();
  return text ? cutText(showNewlines(text), max) : null;
}

/**
 * Expected against actual, character by character: the part both share at the start (`same`), the part
 * that differs on each side, and the part both share at the end (`tail`); newlines shown as ⏎.
 */
export interface TextDifference {
  same: string;
  expected: string;
  actual: string;
  tail: string;
}

/** The difference between two texts, or null when they are equal. Each side is cut to DIFFERENCE_LIMIT. */
export function textDifference(expected: string, actual: string): TextDifference | null {
  const e = Array.from(cutText(showNewlines(expected), DIFFERENCE_LIMIT));
  const a = Array.from(cutText(showNewlines(actual), DIFFERENCE_LIMIT));
  let start = 0;
  while (start < e.length && start < a.length && e[start] === a[start]) start++;
  if (start === e.length && start === a.length) return null;
  let end = 0;
  while (end < e.length - start && end < a.length - start && e[e.length - 1 - end] === a[a.length - 1 - end])
    end++;
  return {
    same: e.slice(0, start).join(""),
    expected: e.slice(start, e.length - end).join(""),
    actual: a.slice(start, a.length - end).join(""),
    tail: e.slice(e.length - end).join(""),
  };
}

/** A metric as results.json and report.json carry it. */
export interface ComparedMetric {
  metric: string;
  passed: boolean;
  expected: string;
  actual: string;
}

/** `command_output`'s expected value ends in its match mode: `todo (Equals)`. */
const MATCH_MODE_SUFFIX = / \((Equals|Contains|Regex)\)$/;

/**
 * What a failed metric compared, when comparing its texts character by character means something: its
 * expected value without the match mode, and its actual value. Null for a metric that passed, a regular
 * expression, a side that is empty, or two texts that share neither their start nor their end.
 */
export function metricDifference(metric: ComparedMetric): TextDifference | null {
  if (metric.passed || !metric.expected || !metric.actual) return null;
  const mode = MATCH_MODE_SUFFIX.exec(metric.expected)?.[1];
  if (mode === "Regex") return null;
  const difference = textDifference(metric.expected.replace(MATCH_MODE_SUFFIX, ""), metric.actual);
  // Two texts with nothing in common: the expected and actual values say it all.
  return difference && (difference.same || difference.tail) ? difference : null;
}

/** The first failed metric with a difference, and that difference. */
export function firstDifference(
  metrics: readonly ComparedMetric[],
): { metric: string; difference: TextDifference } | null {
  for (const metric of metrics) {
    const difference = metricDifference(metric);
    if (difference) return { metric: metric.metric, difference };
  }
  return null;
}

/**
 * The difference in the `-`/`+` form of a terminal or a JUnit report: the expected line, the actual line,
 * and under the side(s) that differ a `?` line with `^` under the differing characters.
 */
export function differenceLines(d: TextDifference): string[] {
  const offset = " ".repeat(Array.from(d.same).length);
  const marks = (part: string) => `? ${offset}${"^".repeat(Array.from(part).length)}`;
  const lines = [`- ${d.same}${d.expected}${d.tail}`];
  if (d.expected) lines.push(marks(d.expected));
  lines.push(`+ ${d.same}${d.actual}${d.tail}`);
  if (d.actual) lines.push(marks(d.actual));
  return lines;
}

/** HTML-escaped text (element content and quoted attribute values). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * One side of the difference as HTML: escaped, the differing part in `<del>` (expected) or `<ins>`
 * (actual) with the class `diff-mark`. Where a side has nothing of its own, an empty marker shows where
 * the other side's part goes.
 */
export function differenceHtml(d: TextDifference, side: "expected" | "actual"): string {
  const tag = side === "expected" ? "del" : "ins";
  const part = d[side];
  const title = part ? "" : ` title="missing here"`;
  return `${escapeHtml(d.same)}<${tag} class="diff-mark"${title}>${escapeHtml(part)}</${tag}>${escapeHtml(d.tail)}`;
}

/** Lines of a task file around a position: the first line's number and the lines themselves. */
export interface SourceSnippet {
  first_line: number;
  lines: string[];
}

/** Lines shown before the failing line. */
const SNIPPET_BEFORE = 2;
/** Lines shown after it (a metric is located at its opening brace: its fields follow). */
const SNIPPET_AFTER = 6;
/** The most characters of a snippet line. */
const SNIPPET_LINE_LIMIT = 200;

/** The lines around `line` (1-based) of a text, each cut to 200 characters; null when out of range. */
export function sourceSnippet(text: string, line: number): SourceSnippet | null {
  const lines = text.split(/\r\n|\r|\n/);
  if (!Number.isInteger(line) || line < 1 || line > lines.length) return null;
  const first = Math.max(1, line - SNIPPET_BEFORE);
  const last = Math.min(lines.length, line + SNIPPET_AFTER);
  return {
    first_line: first,
    lines: lines.slice(first - 1, last).map((l) => cutText(l.replace(/\t/g, "  "), SNIPPET_LINE_LIMIT)),
  };
}

/** The snippet as numbered text lines, the failing line marked `>`: `> 23 |       "expected": …`. */
export function snippetLines(snippet: SourceSnippet, line: number): string[] {
  const width = String(snippet.first_line + snippet.lines.length - 1).length;
  return snippet.lines.map((text, i) => {
    const n = snippet.first_line + i;
    return `${n === line ? ">" : " "} ${String(n).padStart(width)} | ${text}`;
  });
}

/**
 * The whole failure as plain text (terminal, JUnit): the difference in `-`/`+` form and the task file's
 * lines at `file:line:column`. Empty when there is neither.
 */
export function failureTextLines(failure: {
  metrics: readonly ComparedMetric[];
  file?: string;
  location?: { line: number; column: number; snippet?: SourceSnippet | null } | null;
}): string[] {
  const lines: string[] = [];
  const found = firstDifference(failure.metrics);
  if (found) lines.push(`${found.metric}: expected (-) vs actual (+)`, ...differenceLines(found.difference));
  const where = failure.location;
  if (where?.snippet) {
    lines.push(`${failure.file ?? "task file"}:${where.line}:${where.column}`);
    lines.push(...snippetLines(where.snippet, where.line));
  }
  return lines;
}

/** The failure as the HTML pages show it (the `failure` partial, templates/failure.hbs). */
export interface FailureView {
  /** Expected against actual, each side already HTML (escaped, the differing part marked). */
  difference: { metric: string; expectedHtml: string; actualHtml: string } | null;
  snippet: {
    where: string;
    lines: { number: number; text: string; current: boolean; lineClass: string }[];
  } | null;
}

/** The difference and the snippet for a page; null when there is neither. */
export function failureView(failure: {
  metrics: readonly ComparedMetric[];
  file?: string;
  location?: { line: number; column: number; snippet?: SourceSnippet | null } | null;
}): FailureView | null {
  const found = firstDifference(failure.metrics);
  const where = failure.location;
  const snippet = where?.snippet
    ? {
        where: `${failure.file ?? "task file"}:${where.line}:${where.column}`,
        lines: where.snippet.lines.map((text, i) => {
          const number = where.snippet!.first_line + i;
          const current = number === where.line;
          return { number, text, current, lineClass: current ? "snippet-line current" : "snippet-line" };
        }),
      }
    : null;
  if (!found && !snippet) return null;
  return {
    difference: found
      ? {
          metric: found.metric,
          expectedHtml: differenceHtml(found.difference, "expected"),
          actualHtml: differenceHtml(found.difference, "actual"),
        }
      : null,
    snippet,
  };
}

/**
 * The failure as GitHub Markdown (the App's check run, the Action's job summary): expected against actual
 * in a `<pre>` block (HTML: no Markdown inside it) with the differing part in `<del>`/`<ins>`, and the
 * task file's lines in a code block. Empty when there is neither.
 */
export function failureMarkdown(failure: Parameters<typeof failureView>[0]): string {
  const parts: string[] = [];
  const found = firstDifference(failure.metrics);
  if (found) {
    const d = found.difference;
    parts.push(
      `\n<pre>${escapeHtml(found.metric)}: expected (-) vs actual (+)\n- ${differenceHtml(d, "expected")}\n+ ${differenceHtml(d, "actual")}</pre>\n`,
    );
  }
  const where = failure.location;
  if (where?.snippet) {
    parts.push(
      `\nAt ${codeSpan(`${failure.file ?? "the task file"}:${where.line}:${where.column}`)}:\n`,
      codeBlock(snippetLines(where.snippet, where.line).join("\n"), { info: "text", max: 1500 }),
    );
  }
  return parts.join("");
}

/**
 * Where a task that did not pass went wrong, in words: `went wrong at step 3` when a step failed, `all 5
 * steps ran; the final check failed` when every step ran and the check after them failed; null when
 * neither applies (it passed, was flaky, or never reached a step).
 */
export function wentWrongText(task: {
  status: string;
  failedStep: number | null | undefined;
  steps: number | null | undefined;
}): string | null {
  if (task.status !== "fail" && task.status !== "error") return null;
  if (task.failedStep !== null && task.failedStep !== undefined)
    return `went wrong at step ${task.failedStep}`;
  if (task.status === "fail" && task.steps) {
    return `all ${task.steps} step${task.steps === 1 ? "" : "s"} ran; the final check failed`;
  }
  return null;
}
