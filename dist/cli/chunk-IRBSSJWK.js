import {
  cutText
} from "./chunk-XRI4GCXB.js";

// src/util/failure-text.ts
var NEWLINE_MARK = "\u23CE";
var REASON_LIMIT = 1e3;
var DIFFERENCE_LIMIT = 2e3;
function showNewlines(text) {
  return text.replace(/\r\n|\r|\n/g, NEWLINE_MARK).replace(/\t/g, " ").replace(
    /[\u0000-\u001f\u007f]/g,
    (ch) => String.fromCharCode(ch === "\x7F" ? 9249 : 9216 + ch.charCodeAt(0))
  );
}
function oneLineReason(detail, max = REASON_LIMIT) {
  const text = detail?.trim();
  return text ? cutText(showNewlines(text), max) : null;
}
function textDifference(expected, actual) {
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
    tail: e.slice(e.length - end).join("")
  };
}
var MATCH_MODE_SUFFIX = / \((Equals|Contains|Regex)\)$/;
function metricDifference(metric) {
  if (metric.passed || !metric.expected || !metric.actual) return null;
  const mode = MATCH_MODE_SUFFIX.exec(metric.expected)?.[1];
  if (mode === "Regex") return null;
  const difference = textDifference(metric.expected.replace(MATCH_MODE_SUFFIX, ""), metric.actual);
  return difference && (difference.same || difference.tail) ? difference : null;
}
function firstDifference(metrics) {
  for (const metric of metrics) {
    const difference = metricDifference(metric);
    if (difference) return { metric: metric.metric, difference };
  }
  return null;
}
function differenceLines(d) {
  const offset = " ".repeat(Array.from(d.same).length);
  const marks = (part) => `? ${offset}${"^".repeat(Array.from(part).length)}`;
  const lines = [`- ${d.same}${d.expected}${d.tail}`];
  if (d.expected) lines.push(marks(d.expected));
  lines.push(`+ ${d.same}${d.actual}${d.tail}`);
  if (d.actual) lines.push(marks(d.actual));
  return lines;
}
function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
function differenceHtml(d, side) {
  const tag = side === "expected" ? "del" : "ins";
  const part = d[side];
  const title = part ? "" : ` title="missing here"`;
  return `${escapeHtml(d.same)}<${tag} class="diff-mark"${title}>${escapeHtml(part)}</${tag}>${escapeHtml(d.tail)}`;
}
var SNIPPET_BEFORE = 2;
var SNIPPET_AFTER = 6;
var SNIPPET_LINE_LIMIT = 200;
function sourceSnippet(text, line) {
  const lines = text.split(/\r\n|\r|\n/);
  if (!Number.isInteger(line) || line < 1 || line > lines.length) return null;
  const first = Math.max(1, line - SNIPPET_BEFORE);
  const last = Math.min(lines.length, line + SNIPPET_AFTER);
  return {
    first_line: first,
    lines: lines.slice(first - 1, last).map((l) => cutText(l.replace(/\t/g, "  "), SNIPPET_LINE_LIMIT))
  };
}
function snippetLines(snippet, line) {
  const width = String(snippet.first_line + snippet.lines.length - 1).length;
  return snippet.lines.map((text, i) => {
    const n = snippet.first_line + i;
    return `${n === line ? ">" : " "} ${String(n).padStart(width)} | ${text}`;
  });
}
function failureTextLines(failure) {
  const lines = [];
  const found = firstDifference(failure.metrics);
  if (found) lines.push(`${found.metric}: expected (-) vs actual (+)`, ...differenceLines(found.difference));
  const where = failure.location;
  if (where?.snippet) {
    lines.push(`${failure.file ?? "task file"}:${where.line}:${where.column}`);
    lines.push(...snippetLines(where.snippet, where.line));
  }
  return lines;
}
function failureView(failure) {
  const found = firstDifference(failure.metrics);
  const where = failure.location;
  const snippet = where?.snippet ? {
    where: `${failure.file ?? "task file"}:${where.line}:${where.column}`,
    lines: where.snippet.lines.map((text, i) => {
      const number = where.snippet.first_line + i;
      const current = number === where.line;
      return { number, text, current, lineClass: current ? "snippet-line current" : "snippet-line" };
    })
  } : null;
  if (!found && !snippet) return null;
  return {
    difference: found ? {
      metric: found.metric,
      expectedHtml: differenceHtml(found.difference, "expected"),
      actualHtml: differenceHtml(found.difference, "actual")
    } : null,
    snippet
  };
}
function wentWrongText(task) {
  if (task.status !== "fail" && task.status !== "error") return null;
  if (task.failedStep !== null && task.failedStep !== void 0)
    return `went wrong at step ${task.failedStep}`;
  if (task.status === "fail" && task.steps) {
    return `all ${task.steps} step${task.steps === 1 ? "" : "s"} ran; the final check failed`;
  }
  return null;
}

export {
  REASON_LIMIT,
  oneLineReason,
  sourceSnippet,
  failureTextLines,
  failureView,
  wentWrongText
};
