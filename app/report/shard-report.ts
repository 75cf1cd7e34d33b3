import type { ReportStatus, ReportTaskStatus } from "../../src/report/report-types.ts";
import { normaliseEntryPath, ZipArchive } from "./zip-archive.ts";

/**
 * The parts of one shard's report.json the app uses, read leniently: report.json of any 1.x version
 * (readers must ignore properties they do not know), every string checked for type, anything
 * malformed replaced by a neutral value rather than failing the whole check.
 */
export interface ShardReport {
  status: ReportStatus;
  interrupted: string | null;
  mode: "replay" | "agent";
  shard: { index: number; count: number } | null;
  ciRunId: string | null;
  ciRunAttempt: number | null;
  headSha: string | null;
  filters: string[];
  durationMs: number;
  tasks: ShardTask[];
  skippedFiles: { file: string; reason: string }[];
}

export interface ShardTask {
  id: string;
  file: string;
  instruction: string;
  status: ReportTaskStatus;
  errorCategory: string | null;
  reason: string | null;
  detail: string | null;
  flaky: boolean;
  durationMs: number;
  steps: number | null;
  costUsd: number | null;
  metrics: { metric: string; passed: boolean; expected: string; actual: string; detail: string }[];
  /** Report-relative paths (normalised; null when absent or outside the report's folder). */
  finalScreenshot: string | null;
  trajectory: string | null;
  results: string | null;
  review: string | null;
  screenshots: { step: number; path: string }[];
}

export class ReportFormatError extends Error {
  override name = "ReportFormatError";
}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: unknown, fallback = ""): string => (typeof v === "string" ? v : fallback);
const nullableStr = (v: unknown): string | null => (typeof v === "string" ? v : null);
const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);
const reportPath = (v: unknown): string | null => (typeof v === "string" ? normaliseEntryPath(v) : null);

const STATUSES = new Set(["pass", "fail", "error", "skipped"]);
/** More tasks than this in one shard's report are not read (a bound for hostile reports). */
export const MAX_TASKS_PER_SHARD = 10_000;

export function parseShardReport(value: unknown): ShardReport {
  if (!isObject(value)) throw new ReportFormatError("report.json is not a JSON object");
  const version = str(value.report_version);
  if (!/^1\.\d+$/.test(version)) {
    throw new ReportFormatError(`report.json has report_version '${version}'; this app reads 1.x`);
  }
  if (!Array.isArray(value.tasks)) throw new ReportFormatError("report.json has no tasks array");
  const run = isObject(value.run) ? value.run : {};
  const shard = isObject(run.shard) ? run.shard : null;
  const ci = isObject(run.ci) ? run.ci : null;
  const source = isObject(run.source) ? run.source : {};
  const status = str(run.status);
  const tasks: ShardTask[] = [];
  const seen = new Set<string>();
  for (const raw of value.tasks.slice(0, MAX_TASKS_PER_SHARD)) {
    if (!isObject(raw) || typeof raw.id !== "string" || raw.id === "" || seen.has(raw.id)) continue;
    seen.add(raw.id);
    tasks.push(parseTask(raw));
  }
  return {
    status: status === "pass" || status === "fail" || status === "error" ? status : "error",
    interrupted: nullableStr(run.interrupted),
    mode: run.mode === "replay" ? "replay" : "agent",
    shard:
      shard && num(shard.index) !== null && num(shard.count) !== null
        ? { index: num(shard.index)!, count: num(shard.count)! }
        : null,
    ciRunId: ci ? nullableStr(ci.run_id) : null,
    ciRunAttempt: ci ? num(ci.run_attempt) : null,
    headSha: nullableStr(source.head_sha),
    filters: Array.isArray(run.filters) ? run.filters.filter((f): f is string => typeof f === "string") : [],
    durationMs: num(run.duration_ms) ?? 0,
    tasks,
    skippedFiles: Array.isArray(value.skipped_files)
      ? value.skipped_files.filter(isObject).map((s) => ({ file: str(s.file), reason: str(s.reason) }))
      : [],
  };
}

function parseTask(raw: Json): ShardTask {
  const artifacts = isObject(raw.artifacts) ? raw.artifacts : {};
  const usage = isObject(raw.usage) ? raw.usage : {};
  const status = str(raw.status);
  return {
    id: str(raw.id),
    file: str(raw.file),
    instruction: str(raw.instruction),
    status: STATUSES.has(status) ? (status as ReportTaskStatus) : "error",
    errorCategory: nullableStr(raw.error_category),
    reason: nullableStr(raw.reason),
    detail: nullableStr(raw.detail),
    flaky: raw.flaky === true,
    durationMs: num(raw.duration_ms) ?? 0,
    steps: num(raw.steps),
    costUsd: num(usage.cost_usd),
    metrics: Array.isArray(raw.metrics)
      ? raw.metrics.filter(isObject).map((m) => ({
          metric: str(m.metric),
          passed: m.passed === true,
          expected: str(m.expected),
          actual: str(m.actual),
          detail: str(m.detail),
        }))
      : [],
    finalScreenshot: reportPath(artifacts.final_screenshot),
    trajectory: reportPath(artifacts.trajectory),
    results: reportPath(artifacts.results),
    review: reportPath(artifacts.review),
    screenshots: Array.isArray(raw.screenshots)
      ? raw.screenshots
          .filter(isObject)
          .map((s) => ({ step: num(s.step) ?? -1, path: reportPath(s.path) }))
          .filter((s): s is { step: number; path: string } => s.step >= 0 && s.path !== null)
      : [],
  };
}

/** One downloaded report artifact: its parsed report.json and the zip to read the task files from. */
export class ReportArtifact {
  readonly name: string;
  readonly artifactId: number;
  readonly report: ShardReport;
  private readonly archive: ZipArchive;
  #supplementLoader: (() => Promise<ZipArchive>) | undefined;
  #supplement: Promise<ZipArchive | null> | undefined;

  constructor(name: string, artifactId: number, report: ShardReport, archive: ZipArchive) {
    this.name = name;
    this.artifactId = artifactId;
    this.report = report;
    this.archive = archive;
  }

  /**
   * A second archive for files this one lacks (the shard's trajectories artifact, which holds each
   * task folder as it is), opened on first need only.
   */
  setSupplement(loader: () => Promise<ZipArchive>): void {
    this.#supplementLoader = loader;
  }

  async #read(name: string, maxBytes?: number): Promise<Buffer | null> {
    const own = await this.archive.read(name, maxBytes);
    if (own || !this.#supplementLoader) return own;
    this.#supplement ??= this.#supplementLoader().catch(() => null);
    const supplement = await this.#supplement;
    return supplement ? supplement.read(name, maxBytes) : null;
  }

  static async open(file: string, name: string, artifactId: number): Promise<ReportArtifact> {
    const archive = await ZipArchive.open(file);
    try {
      const bytes = await archive.read("report.json", 32 * 1024 * 1024);
      if (!bytes) throw new ReportFormatError(`artifact ${name} has no report.json at its root`);
      let json: unknown;
      try {
        json = JSON.parse(bytes.toString("utf8"));
      } catch (error) {
        throw new ReportFormatError(`artifact ${name}: report.json is not JSON`, { cause: error });
      }
      return new ReportArtifact(name, artifactId, parseShardReport(json), archive);
    } catch (error) {
      archive.close();
      throw error;
    }
  }

  /**
   * A screenshot's bytes: the path report.json names, else the same path with a .webp or .png
   * extension (the Action may ship screenshots converted to WebP without rewriting report.json).
   */
  async image(reportRelativePath: string): Promise<Buffer | null> {
    const stem = reportRelativePath.replace(/\.(png|webp|jpe?g)$/i, "");
    for (const candidate of [reportRelativePath, `${stem}.webp`, `${stem}.png`]) {
      const bytes = await this.archive.read(candidate, 48 * 1024 * 1024);
      if (bytes) return bytes;
    }
    return this.#read(reportRelativePath, 48 * 1024 * 1024);
  }

  async file(reportRelativePath: string, maxBytes?: number): Promise<Buffer | null> {
    return this.#read(reportRelativePath, maxBytes);
  }

  /** The agent's last thought: the last trajectory entry with one, else results.json's verdict reasoning. */
  async lastThought(task: ShardTask): Promise<string | null> {
    if (task.trajectory) {
      const bytes = await this.#read(task.trajectory, 32 * 1024 * 1024).catch(() => null);
      if (bytes) {
        const lines = bytes.toString("utf8").split("\n");
        for (let i = lines.length - 1; i >= 0; i--) {
          const line = lines[i]!.trim();
          if (!line) continue;
          try {
            const entry = JSON.parse(line) as { thought?: unknown };
            if (typeof entry.thought === "string" && entry.thought.trim()) return entry.thought.trim();
          } catch {
            // A truncated last line (the run was cut short) is skipped.
          }
        }
      }
    }
    if (task.results) {
      const bytes = await this.#read(task.results, 8 * 1024 * 1024).catch(() => null);
      try {
        const results = bytes ? (JSON.parse(bytes.toString("utf8")) as Json) : null;
        const verdict = results && isObject(results.agent_verdict) ? results.agent_verdict : null;
        const reasoning = verdict ? str(verdict.reasoning).trim() : "";
        if (reasoning) return reasoning;
      } catch {
        return null;
      }
    }
    return null;
  }

  close(): void {
    this.archive.close();
    void this.#supplement?.then((z) => z?.close());
  }
}
