import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { MetricContext } from "../../../src/osworld/metrics/index.ts";
import { tempDir } from "../helpers.ts";

/**
 * One input for a metric, run through OSWorld's function and ours: `func(result, expected, **options)`, or
 * `func(result, **options)` when `expected` is absent.
 */
export interface MetricCase {
  kind: "metric";
  /** Unique across the suite: `<func>: <what the case is about>`; docs/osworld.md lists disagreements by it. */
  name: string;
  func: string;
  /** The module of desktop_env.evaluators.metrics that defines func. */
  module: string;
  result: unknown;
  expected?: unknown;
  options?: Record<string, unknown>;
  /** What a metric that runs code in the desktop gets (check_python_file_by_test_suite): ours runs on the host. */
  context?: MetricContext;
}

/** One input for a getter: OSWorld's function with a stand-in guest (files by path, the a11y tree), and ours. */
export interface GetterCase {
  kind: "getter";
  name: string;
  /** OSWorld's function (`get_<type>`) and its module in desktop_env.evaluators.getters. */
  func: string;
  module: string;
  config: Record<string, unknown>;
  /** Guest files by absolute path: text, bytes, or null for a missing file. */
  files?: Record<string, string | Uint8Array | null>;
  tree?: string | null;
  /** Our getter on the same guest state. */
  ours: () => unknown;
}

export type OracleCase = MetricCase | GetterCase;

/** Cases of one metric: `metricCases("general", "check_list", [...])`. */
export function metricCases(
  module: string,
  func: string,
  cases: { name: string; result: unknown; expected?: unknown; options?: Record<string, unknown> }[],
): MetricCase[] {
  return cases.map((c) => ({ kind: "metric", module, func, ...c, name: `${func}: ${c.name}` }));
}

/** A folder of input files for a group of cases. */
export class Files {
  readonly dir = tempDir();

  /** Write a file (text as UTF-8, or bytes) and give its path. */
  write(name: string, content: string | Uint8Array): string {
    const file = path.join(this.dir, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
    return file;
  }

  /** A path where nothing is. */
  missing(name: string): string {
    return path.join(this.dir, "missing", name);
  }
}
