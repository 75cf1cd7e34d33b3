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
  /** The local time `datetime.now()` gives during the call (ISO, no zone), for metrics that read the clock. */
  now?: string;
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
  /** OSWorld's host cache folder for the case (default: the harness's working folder). */
  cacheDir?: string;
  /** The getter gives a host path: compare [its path inside the cache folder, the file's bytes] instead. */
  resultFile?: boolean;
  /** Our getter on the same guest state. */
  ours: () => unknown;
}

/**
 * One setup step of OSWorld's SetupController (its guest replaced by a recorder), and ours: what each
 * uploads to the guest and runs there, as `ours` and `compare` make of it.
 */
export interface SetupCase {
  kind: "setup";
  name: string;
  /** The SetupController method (`_<type>_setup`) and the step's parameters. */
  func: string;
  parameters: Record<string, unknown>;
  /** Files already in OSWorld's host cache folder for the task (e.g. a downloaded template). */
  cacheFiles: Record<string, Uint8Array>;
  cacheDir: string;
  /** The local time `datetime.now()` gives during the step (ISO, no zone). */
  now?: string;
  /** Our step's outcome, in the shape `view` gives OSWorld's answer. */
  ours: () => unknown;
  /** What is compared of OSWorld's answer ({uploads: [[guest path, bytes]], commands}). */
  view: (answer: { uploads: [string, Uint8Array][]; commands: unknown[] }) => unknown;
}

/**
 * BeautifulSoup itself, as OSWorld's HTML metrics call it, on one file: with "lxml" every descendant
 * (["Tag", name, attrs, text] or [string type, text]), with "html.parser" the text of each <style>.
 */
export interface SoupCase {
  kind: "soup";
  name: string;
  parser: "lxml" | "html.parser";
  file: string;
  ours: () => unknown;
}

export type OracleCase = MetricCase | GetterCase | SetupCase | SoupCase;

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
