import type { Session } from "../../session/session.ts";
import type { FileCompareMetric } from "../../task/model.ts";
import type { EvaluationContext } from "../evaluation-context.ts";
import { readDesktopFile, readHostFile } from "../evaluation-files.ts";
import type { MetricResult } from "../metric-result.ts";
import { lines, trimEnd } from "../rust-text.ts";

/** `file_compare`: a desktop file against a host file, byte for byte or normalized (spec §3.4). */
export async function evaluateFileCompare(
  session: Session,
  metric: FileCompareMetric,
  context: EvaluationContext,
): Promise<MetricResult> {
  const expected = await readHostFile("expected_path", metric.expected_path);
  const actual = await readDesktopFile(session, metric.actual_path, context);
  const { passed, detail } =
    metric.compare_mode === "normalized"
      ? compareNormalized(actual, expected)
      : compareExact(actual, expected);
  return {
    passed,
    metric: metric.type,
    expected: `file: ${metric.expected_path}`,
    actual: `container: ${metric.actual_path}`,
    detail,
  };
}

export interface Comparison {
  passed: boolean;
  detail: string;
}

export function compareExact(actual: Uint8Array, expected: Uint8Array): Comparison {
  if (Buffer.from(actual).equals(expected)) return { passed: true, detail: "Files match exactly" };
  return {
    passed: false,
    detail: `Files differ (actual: ${actual.length} bytes, expected: ${expected.length} bytes)`,
  };
}

/**
 * UTF-8 (invalid bytes become U+FFFD), CRLF = LF, trailing whitespace of every line and of the whole text
 * ignored; leading whitespace and interior blank lines count.
 */
export function normalizeText(bytes: Uint8Array): string {
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
  return trimEnd(lines(text).map(trimEnd).join("\n"));
}

export function compareNormalized(actual: Uint8Array, expected: Uint8Array): Comparison {
  const a = normalizeText(actual);
  const e = normalizeText(expected);
  if (a === e) return { passed: true, detail: "Files match (normalized)" };
  const aLines = lines(a);
  const eLines = lines(e);
  const shared = Math.min(aLines.length, eLines.length);
  for (let i = 0; i < shared; i++) {
    if (aLines[i] !== eLines[i]) {
      return {
        passed: false,
        detail: `Files differ (normalized). First difference at line ${i + 1}: actual='${aLines[i]}', expected='${eLines[i]}'`,
      };
    }
  }
  return {
    passed: false,
    detail: `Files differ (normalized). Files have different number of lines (actual: ${aLines.length}, expected: ${eLines.length})`,
  };
}
