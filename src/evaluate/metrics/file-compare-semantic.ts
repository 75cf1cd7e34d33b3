import type { Session } from "../../session/session.ts";
import type { FileCompareSemanticMetric, SemanticFormat } from "../../task/model.ts";
import type { EvaluationContext } from "../evaluation-context.ts";
import { decodeUtf8, readDesktopFile, readHostFile } from "../evaluation-files.ts";
import type { MetricResult } from "../metric-result.ts";
import { csvDifference, parseCsvTable } from "../semantic/csv-table.ts";
import { parseJsonData } from "../semantic/json-data.ts";
import { semanticallyEqual, type SemanticValue } from "../semantic/semantic-value.ts";
import { parseXmlData } from "../semantic/xml-data.ts";
import { parseYamlData } from "../semantic/yaml-data.ts";

/** `file_compare_semantic`: a desktop file against a host file, compared as JSON, YAML, XML or CSV data. */
export async function evaluateFileCompareSemantic(
  session: Session,
  metric: FileCompareSemanticMetric,
  context: EvaluationContext,
): Promise<MetricResult> {
  const expectedBytes = await readHostFile("expected_path", metric.expected_path);
  const actualBytes = await readDesktopFile(session, metric.actual_path, context);
  const actual = decodeUtf8(actualBytes, `actual file '${metric.actual_path}'`);
  const expected = decodeUtf8(expectedBytes, `expected file '${metric.expected_path}'`);
  const { passed, detail } = compareSemantic(actual, expected, metric.format);
  return {
    passed,
    metric: metric.type,
    expected: `file: ${metric.expected_path} (format: ${FORMAT_NAMES[metric.format]})`,
    actual: `container: ${metric.actual_path}`,
    detail,
  };
}

const FORMAT_NAMES: Record<SemanticFormat, string> = { json: "Json", yaml: "Yaml", xml: "Xml", csv: "Csv" };

const PARSERS: Record<Exclude<SemanticFormat, "csv">, (text: string) => SemanticValue> = {
  json: parseJsonData,
  yaml: parseYamlData,
  xml: parseXmlData,
};

/** Compare two texts as data of `format`; the actual text is parsed first (spec §3.4 messages). */
export function compareSemantic(
  actual: string,
  expected: string,
  format: SemanticFormat,
): { passed: boolean; detail: string } {
  const label = format.toUpperCase();
  const parse = <T>(text: string, which: string, parser: (text: string) => T): T => {
    try {
      return parser(text);
    } catch (error) {
      throw new ParseFailure(`Failed to parse ${which} file as ${label}: ${(error as Error).message}`);
    }
  };
  try {
    if (format === "csv") {
      const difference = csvDifference(
        parse(actual, "actual", parseCsvTable),
        parse(expected, "expected", parseCsvTable),
      );
      return difference === undefined
        ? { passed: true, detail: "CSV data matches" }
        : { passed: false, detail: difference };
    }
    const parser = PARSERS[format];
    const equal = semanticallyEqual(parse(actual, "actual", parser), parse(expected, "expected", parser));
    return { passed: equal, detail: `${label} data structures ${equal ? "match" : "differ"}` };
  } catch (error) {
    if (error instanceof ParseFailure) return { passed: false, detail: error.message };
    throw error;
  }
}

class ParseFailure extends Error {}
