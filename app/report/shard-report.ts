import {
  MAX_REPORT_BYTES,
  parseReport,
  ReportFormatError,
  type ReportShard,
  type ReportTask,
  type SuiteReport,
} from "../../src/app-surface.ts";
import { normaliseEntryPath, ZipArchive } from "./zip-archive.ts";

/** A report-relative path as the App reads it: normalised, or null when absent or outside the report's folder. */
export function reportPath(value: string | null | undefined): string | null {
  return typeof value === "string" ? normaliseEntryPath(value) : null;
}

/** The files of a task the App reads, report-relative and normalised (see reportPath). */
export function taskFiles(task: ReportTask): {
  finalScreenshot: string | null;
  trajectory: string | null;
  results: string | null;
  review: string | null;
  screenshots: { step: number; path: string }[];
} {
  return {
    finalScreenshot: reportPath(task.artifacts?.final_screenshot),
    trajectory: reportPath(task.artifacts?.trajectory),
    results: reportPath(task.artifacts?.results),
    review: reportPath(task.artifacts?.review),
    screenshots: task.screenshots
      .map((s) => ({ step: s.step, path: reportPath(s.path) }))
      .filter((s): s is { step: number; path: string } => s.path !== null),
  };
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/** One downloaded report artifact: its parsed report.json and the zip to read the task files from. */
export class ReportArtifact implements ReportShard {
  readonly name: string;
  readonly artifactId: number;
  readonly report: SuiteReport;
  private readonly archive: ZipArchive;
  #supplementLoader: (() => Promise<ZipArchive>) | undefined;
  #supplement: Promise<ZipArchive | null> | undefined;

  constructor(name: string, artifactId: number, report: SuiteReport, archive: ZipArchive) {
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
      const bytes = await archive.read("report.json", MAX_REPORT_BYTES);
      if (!bytes) throw new ReportFormatError(`artifact ${name} has no report.json at its root`);
      return new ReportArtifact(
        name,
        artifactId,
        parseReport(bytes, `artifact ${name}: report.json`),
        archive,
      );
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

  /**
   * A file of the report artifact itself, never of the trajectories artifact: for what the Action
   * stages when it exists (accessibility dumps, task.json), whose absence is no reason to download more.
   */
  async stagedFile(reportRelativePath: string, maxBytes?: number): Promise<Buffer | null> {
    return this.archive.read(reportRelativePath, maxBytes);
  }

  /** The agent's last thought: the last trajectory entry with one, else results.json's verdict reasoning. */
  async lastThought(task: ReportTask): Promise<string | null> {
    const files = taskFiles(task);
    if (files.trajectory) {
      const bytes = await this.#read(files.trajectory, 32 * 1024 * 1024).catch(() => null);
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
    if (files.results) {
      const bytes = await this.#read(files.results, 8 * 1024 * 1024).catch(() => null);
      try {
        const results = bytes ? (JSON.parse(bytes.toString("utf8")) as Json) : null;
        const verdict = results && isObject(results.agent_verdict) ? results.agent_verdict : null;
        const reasoning = verdict && typeof verdict.reasoning === "string" ? verdict.reasoning.trim() : "";
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
