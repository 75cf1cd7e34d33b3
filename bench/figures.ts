/**
 * The headline figures of `npm run bench` (issue 18's table and targets): each with the baseline measured
 * in the same run, printed as one summary and kept in bench/results.json, so that a change is compared
 * with the run before it (the delta is printed when that file is there).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { availableParallelism, cpus, loadavg, totalmem } from "node:os";
import { percentile } from "./stats.ts";

export interface Figure {
  /** Stable key in results.json: `<bench>.<what>`. */
  id: string;
  label: string;
  /** Milliseconds (a p50 over `runs`), a ratio, or a count (LLM calls). */
  unit: "ms" | "ratio" | "count";
  value: number;
  runs: number;
  /** The same thing done the reference's or the previous way, measured in this run. */
  baseline?: { label: string; value: number };
  /** The issue's target: the value at most this. */
  target?: number;
  /** Said beside the figure (what it includes, why a baseline is missing). */
  note?: string;
}

/** A figure from a list of times: their p50, and the baseline's p50 when given. */
export function timeFigure(
  id: string,
  label: string,
  times: readonly number[],
  extra: { baseline?: { label: string; times: readonly number[] }; target?: number; note?: string } = {},
): Figure {
  return {
    id,
    label,
    unit: "ms",
    value: round(percentile([...times], 50)),
    runs: times.length,
    ...(extra.baseline
      ? { baseline: { label: extra.baseline.label, value: round(percentile([...extra.baseline.times], 50)) } }
      : {}),
    ...(extra.target !== undefined ? { target: extra.target } : {}),
    ...(extra.note ? { note: extra.note } : {}),
  };
}

interface StoredFigure extends Omit<Figure, "id"> {
  met: boolean | null;
  measured_at: string;
  commit: string;
}

export interface ResultsFile {
  schema: 1;
  /** The last run that wrote the file. */
  written_at: string;
  machine: { cpus: number; model: string; memory_gib: number };
  /** Load average (1 min) before and after each bench of the last run: other work on the machine. */
  load: Record<string, { before: number; after: number }>;
  /** Every figure ever measured here, each as of the last run that measured it. */
  figures: Record<string, StoredFigure>;
}

export function readResults(file: string): ResultsFile | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as ResultsFile;
    return parsed.schema === 1 ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** The previous file's figures, updated with this run's (figures of benches not run are kept). */
export function mergeResults(
  previous: ResultsFile | undefined,
  figures: readonly Figure[],
  load: ResultsFile["load"],
  now = new Date(),
): ResultsFile {
  const commit = gitCommit();
  const stored: Record<string, StoredFigure> = { ...previous?.figures };
  for (const { id, ...figure } of figures)
    stored[id] = { ...figure, met: met(figure), measured_at: now.toISOString(), commit };
  return {
    schema: 1,
    written_at: now.toISOString(),
    machine: {
      cpus: availableParallelism(),
      model: cpus()[0]?.model ?? "unknown",
      memory_gib: Math.round(totalmem() / 1024 ** 3),
    },
    load,
    figures: stored,
  };
}

export function writeResults(file: string, results: ResultsFile): void {
  writeFileSync(file, JSON.stringify(results, null, 2) + "\n");
}

/** The summary: each figure, its baseline, the target and whether it is met, and the change since last time. */
export function printSummary(figures: readonly Figure[], previous: ResultsFile | undefined): void {
  if (figures.length === 0) return;
  console.log("\n### Summary (p50; the baseline measured in the same run)");
  const header = [
    "figure".padEnd(58),
    "value".padStart(10),
    "baseline".padStart(10),
    "base/val".padStart(10),
    "target".padStart(9),
    "met".padStart(5),
    "Δ last".padStart(20),
  ].join("");
  console.log(header);
  for (const figure of figures) {
    const base = figure.baseline?.value;
    const before = previous?.figures[figure.id]?.value;
    const delta =
      before === undefined
        ? "—"
        : `${signed(figure.value - before, figure.unit === "count" ? 0 : 1)}${figure.unit === "ms" ? " ms" : ""}${before === 0 ? "" : ` (${signed(((figure.value - before) / before) * 100, 0)}%)`}`;
    const ok = met(figure);
    console.log(
      [
        figure.label.padEnd(58),
        show(figure.value, figure.unit).padStart(10),
        (base === undefined ? "—" : show(base, figure.unit)).padStart(10),
        (base === undefined || figure.value === 0 ? "—" : `${(base / figure.value).toFixed(1)}`).padStart(10),
        (figure.target === undefined ? "—" : `≤ ${show(figure.target, figure.unit)}`).padStart(9),
        (ok === null ? "—" : ok ? "yes" : "NO").padStart(5),
        delta.padStart(20),
      ].join(""),
    );
  }
  console.log("\nbase/val: the baseline's p50 over the figure's (above 1: that many times faster)");
  console.log("baselines and notes:");
  for (const figure of figures) {
    const parts = [
      figure.baseline ? `baseline = ${figure.baseline.label}` : undefined,
      figure.note,
      `${figure.runs} run(s)`,
    ].filter(Boolean);
    console.log(`  ${figure.label}: ${parts.join("; ")}`);
  }
  if (previous) console.log(`\nΔ last: against bench/results.json as written at ${previous.written_at}`);
}

/** The 1-minute load average now (how busy the machine is with other work). */
export function loadNow(): number {
  return Math.round(loadavg()[0]! * 100) / 100;
}

function met(figure: Omit<Figure, "id">): boolean | null {
  return figure.target === undefined ? null : figure.value <= figure.target;
}

function show(value: number, unit: Figure["unit"]): string {
  if (unit === "ratio") return value.toFixed(2);
  if (unit === "count") return value.toFixed(0);
  return value >= 100 ? value.toFixed(0) : value.toFixed(1);
}

function signed(value: number, digits = 1): string {
  return `${value >= 0 ? "+" : ""}${value.toFixed(digits)}`;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

function gitCommit(): string {
  try {
    return execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
  } catch {
    return "unknown";
  }
}
