import path from "node:path";
import { METRICS } from "../../../src/osworld/metrics/index.ts";
import { Files, type MetricCase, type OracleCase } from "./cases.ts";
import { makeDocx } from "./docx-writer.ts";
import { makePptx } from "./pptx-writer.ts";

/** Metrics whose work runs in the task's desktop (their cases have a context of their own). */
const IN_THE_DESKTOP = new Set([
  "compare_audios",
  "compare_videos",
  "compare_image_text",
  "check_python_file_by_test_suite",
]);

/**
 * A result getter gives None when the agent never saved the file. Where OSWorld's library opens a default
 * then (python-pptx's and python-docx's templates, PyMuPDF's new empty PDF), OSWorld scores it; elsewhere
 * the metric returns 0 or raises. For every metric: None against None, None against the expected file of
 * its first case with one, and None against (and for) an empty document of that file's kind.
 */
export function missingResultCases(cases: readonly OracleCase[]): MetricCase[] {
  const f = new Files();
  const empty: Record<string, string> = {
    ".pptx": makePptx(path.join(f.dir, "empty.pptx"), { slides: [] }),
    ".docx": makeDocx(path.join(f.dir, "empty.docx"), ""),
  };
  const modules = new Map<string, string>();
  const withFile = new Map<string, MetricCase>();
  for (const c of cases) {
    if (c.kind !== "metric") continue;
    modules.set(c.func, c.module);
    if (!withFile.has(c.func) && typeof c.expected === "string" && path.isAbsolute(c.expected))
      withFile.set(c.func, c);
  }
  const out: MetricCase[] = [];
  for (const [func, { arity }] of Object.entries(METRICS)) {
    const module = modules.get(func);
    if (IN_THE_DESKTOP.has(func) || module === undefined) continue;
    const name = (what: string) => `${func}: a missing result (None) ${what}`;
    out.push({
      kind: "metric",
      module,
      func,
      name: name(arity === 2 ? "against None" : "alone"),
      result: null,
      ...(arity === 2 ? { expected: null } : {}),
    });
    const sample = withFile.get(func);
    if (!sample) continue;
    out.push({ ...sample, name: name("against an expected file"), result: null });
    const blank = empty[path.extname(sample.expected as string)];
    if (blank) {
      out.push({ ...sample, name: name("against an empty document"), result: null, expected: blank });
      out.push({
        ...sample,
        name: `${func}: an empty document against a missing expected file (None)`,
        result: blank,
        expected: null,
      });
    }
  }
  return out;
}
