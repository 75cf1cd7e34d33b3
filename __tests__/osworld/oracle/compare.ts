import { readFileSync } from "node:fs";
import path from "node:path";
import { vi } from "vitest";
import { PythonError } from "../../../src/osworld/python-semantics.ts";
import { callMetric } from "../../../src/osworld/metrics/index.ts";
import type { OracleCase } from "./cases.ts";
import { decodeValue, type OracleAnswer, type OracleRequest } from "./oracle.ts";

/** What a side did with a case: a value, or an exception (its Python class name). */
export type Outcome = { value: unknown } | { error: string; message: string };

export function requestOf(c: OracleCase): OracleRequest {
  if (c.kind === "metric")
    return {
      kind: "metric",
      module: c.module,
      func: c.func,
      args: "expected" in c ? [c.result, c.expected] : [c.result],
      kwargs: c.options ?? {},
      ...(c.now ? { now: c.now } : {}),
    };
  if (c.kind === "soup") return { kind: "soup", parser: c.parser, path: c.file };
  if (c.kind === "setup")
    return {
      kind: "setup",
      module: "setup",
      func: c.func,
      parameters: c.parameters,
      cache_dir: c.cacheDir,
      cache_files: Object.fromEntries(
        Object.entries(c.cacheFiles).map(([k, v]) => [k, { $base64: Buffer.from(v).toString("base64") }]),
      ),
      ...(c.now ? { now: c.now } : {}),
    };
  return {
    kind: "getter",
    module: c.module,
    func: c.func,
    config: c.config,
    files: Object.fromEntries(
      Object.entries(c.files ?? {}).map(([k, v]) => [
        k,
        v instanceof Uint8Array ? { $base64: Buffer.from(v).toString("base64") } : v,
      ]),
    ),
    accessibility_tree: c.tree ?? null,
    ...(c.cacheDir ? { cache_dir: c.cacheDir } : {}),
    ...(c.resultFile ? { result_file: true } : {}),
  };
}

export function pythonOutcome(answer: OracleAnswer, c?: OracleCase): Outcome {
  if (!answer.ok) return { error: answer.error, message: answer.message };
  const value = decodeValue(answer.value);
  if (c?.kind === "setup") return { value: c.view(value as Parameters<typeof c.view>[0]) };
  return { value };
}

/** Our side of a case: the metric as the evaluator calls it, or our getter. */
export async function ourOutcome(c: OracleCase): Promise<Outcome> {
  // a case that fixes "now" runs ours with Date frozen at that local time, as the harness freezes Python's
  if ((c.kind === "metric" || c.kind === "setup") && c.now)
    vi.useFakeTimers({ toFake: ["Date"], now: new Date(c.now) });
  try {
    if (c.kind === "metric")
      return {
        value: await callMetric(
          c.func,
          c.result,
          "expected" in c ? { value: c.expected } : undefined,
          c.options ?? {},
          c.context,
        ),
      };
    return { value: await c.ours() };
  } catch (error) {
    if (error instanceof PythonError) return { error: error.kind, message: error.message };
    return { error: `not a Python error: ${(error as Error).name}`, message: String(error) };
  } finally {
    if ((c.kind === "metric" || c.kind === "setup") && c.now) vi.useRealTimers();
  }
}

/** Python's `==` over decoded values, with floats equal within 1e-12 (relative) for graded scores. */
export function sameValue(a: unknown, b: unknown): boolean {
  const num = (v: unknown) =>
    typeof v === "number"
      ? v
      : typeof v === "boolean"
        ? Number(v)
        : typeof v === "bigint"
          ? Number(v)
          : undefined;
  const x = num(a);
  const y = num(b);
  if (x !== undefined && y !== undefined) {
    if (typeof a === "bigint" || typeof b === "bigint") return BigInt(String(a)) === BigInt(String(b));
    if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) && Number.isNaN(y);
    return x === y || Math.abs(x - y) <= 1e-12 * Math.max(1, Math.abs(x), Math.abs(y));
  }
  if (a === null || a === undefined || b === null || b === undefined)
    return (a === null || a === undefined) && (b === null || b === undefined);
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  if (typeof a === "object" && typeof b === "object") {
    const ka = Object.keys(a as object);
    const kb = Object.keys(b as object);
    return (
      ka.length === kb.length &&
      ka.every((k) => Object.hasOwn(b as object, k) && sameValue((a as never)[k], (b as never)[k]))
    );
  }
  return a === b;
}

export function agree(python: Outcome, ours: Outcome): boolean {
  if ("error" in python || "error" in ours)
    return "error" in python && "error" in ours && !ours.error.startsWith("not a Python");
  return sameValue(python.value, ours.value);
}

export function describeOutcome(outcome: Outcome): string {
  if ("error" in outcome) return `raises ${outcome.error}: ${outcome.message.slice(0, 200)}`;
  return JSON.stringify(outcome.value, (_k, v: unknown) =>
    typeof v === "bigint" ? `${v}n` : typeof v === "number" && !Number.isFinite(v) ? String(v) : v,
  );
}

/**
 * The disagreements docs/osworld.md explains: the first column (a case name in backquotes) of the table
 * under "### Where desktest's results differ from OSWorld's evaluators".
 */
export function documentedDisagreements(): Map<string, string> {
  const doc = readFileSync(path.join(import.meta.dirname, "../../../docs/osworld.md"), "utf8");
  const start = doc.indexOf("### Where desktest's results differ from OSWorld's evaluators");
  if (start < 0) return new Map();
  const section = doc.slice(start).split(/\n#{2,3} /)[0]!;
  const rows = new Map<string, string>();
  for (const line of section.split("\n")) {
    const match = /^\| `([^`]+)` \|(.*)\|\s*$/.exec(line);
    if (match) rows.set(match[1]!, match[2]!.split("|").at(-1)!.trim());
  }
  return rows;
}
