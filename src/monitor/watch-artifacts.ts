import { open, readdir, stat } from "node:fs/promises";
import path from "node:path";
import type { ResultsJson } from "../artifacts/results-json.ts";
import type { TrajectoryEntry } from "../artifacts/trajectory.ts";
import { runStartEvent, stepEvent } from "./monitor-events.ts";
import type { MonitorHub } from "./monitor-hub.ts";

/** Bounds on what the watcher reads: folders, a task.json or results.json, and one read of a trajectory. */
const MAX_FOLDERS = 200;
const MAX_JSON_BYTES = 1024 * 1024;
const MAX_READ_BYTES = 8 * 1024 * 1024;

/** Results of a trajectory's last entry that end a run. */
const TERMINAL = new Set(["done", "fail", "timeout", "max_steps", "interrupted"]);

interface Watched {
  run?: string;
  /** Bytes of trajectory.jsonl already turned into steps (only complete lines count). */
  offset: number;
  /** results.json's modification time when it was last shown. */
  resultsShown?: number;
}

/**
 * `desktest monitor --watch DIR`: runs written by other processes, shown as they appear. Every poll
 * looks at DIR and its folders two levels down (a suite's `<task>/` and `attempt-<n>/`) for a
 * trajectory.jsonl; each one is a run, its new complete lines are its steps (a file that shrank is a new
 * run in the same folder), and its results.json, once written after the trajectory's last line, is its verdict.
 */
export class ArtifactsWatcher {
  private readonly watched = new Map<string, Watched>();
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> = Promise.resolve();

  constructor(
    private readonly hub: MonitorHub,
    private readonly root: string,
    private readonly options: { intervalMs?: number; log?: (line: string) => void } = {},
  ) {}

  start(): void {
    const tick = () => {
      this.polling = this.poll()
        .catch((error: Error) => this.options.log?.(`watch: ${error.message}`))
        .finally(() => {
          if (this.timer) this.timer = setTimeout(tick, this.options.intervalMs ?? 500);
        });
    };
    this.timer = setTimeout(tick, 0);
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.polling;
  }

  /** One look at every run folder. */
  async poll(): Promise<void> {
    for (const dir of await runFolders(this.root)) await this.follow(dir);
  }

  private async follow(dir: string): Promise<void> {
    const trajectory = path.join(dir, "trajectory.jsonl");
    const info = await stat(trajectory).catch(() => undefined);
    if (!info) return;
    let state = this.watched.get(dir);
    if (!state || info.size < state.offset) {
      // New, or rewritten by a new run in the same folder (whose results.json is then the last run's).
      const stale = state
        ? (await stat(path.join(dir, "results.json")).catch(() => undefined))?.mtimeMs
        : undefined;
      state = { offset: 0, ...(stale !== undefined ? { resultsShown: stale } : {}) };
      this.watched.set(dir, state);
    }
    const { entries, consumed } = await readNewLines(trajectory, state.offset);
    state.offset += consumed;
    if (!state.run && (entries.length > 0 || info.size === 0)) {
      const task = (await readJson(path.join(dir, "task.json"))) as
        { id?: unknown; instruction?: unknown; max_steps?: unknown } | undefined;
      state.run = this.hub.addRun(dir);
      this.hub.publish(
        runStartEvent(
          state.run,
          {
            testId:
              typeof task?.id === "string" ? task.id : path.relative(this.root, dir) || path.basename(dir),
            instruction: typeof task?.instruction === "string" ? task.instruction : "",
            maxSteps: typeof task?.max_steps === "number" ? task.max_steps : 0,
          },
          false,
          false,
        ),
      );
    }
    const run = state.run;
    if (!run) return;
    for (const entry of entries) {
      this.hub.noteStep(run, entry);
      this.hub.publish(stepEvent(run, entry));
    }
    // Without a results.json here (`desktest run` writes it to --output), the last step says how it ended.
    const last = entries.at(-1);
    if (
      last &&
      TERMINAL.has(String(last.result)) &&
      !(await stat(path.join(dir, "results.json")).catch(() => undefined))
    ) {
      this.hub.publish({
        type: "run_end",
        run,
        test_id: "",
        status: last.result === "done" ? "pass" : "fail",
        reasoning: `the trajectory ended with '${String(last.result)}' (no results.json in this folder)`,
        duration_ms: 0,
        cost_usd: null,
        final_screen: null,
      });
    }
    const results = await stat(path.join(dir, "results.json")).catch(() => undefined);
    const after = (await stat(trajectory).catch(() => info)).mtimeMs;
    if (results && results.mtimeMs !== state.resultsShown && results.mtimeMs >= after) {
      const parsed = await readJson(path.join(dir, "results.json"));
      if (isResults(parsed)) {
        state.resultsShown = results.mtimeMs;
        this.hub.endRun(run, parsed);
      }
    }
  }
}

/** DIR and its folders up to two levels down, sorted, that hold a trajectory.jsonl. */
async function runFolders(root: string): Promise<string[]> {
  const found: string[] = [];
  const visit = async (dir: string, depth: number) => {
    if (found.length >= MAX_FOLDERS) return;
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    if (entries.some((e) => e.isFile() && e.name === "trajectory.jsonl")) found.push(dir);
    if (depth === 2) return;
    for (const entry of entries.filter((e) => e.isDirectory()).sort((a, b) => a.name.localeCompare(b.name)))
      await visit(path.join(dir, entry.name), depth + 1);
  };
  await visit(root, 0);
  return found;
}

/** The complete, parseable lines after `offset` (a line still being written waits for the next look). */
async function readNewLines(
  file: string,
  offset: number,
): Promise<{ entries: TrajectoryEntry[]; consumed: number }> {
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.alloc(MAX_READ_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, offset);
    const text = buffer.subarray(0, bytesRead);
    const end = text.lastIndexOf(0x0a);
    if (end < 0) return { entries: [], consumed: 0 };
    const entries: TrajectoryEntry[] = [];
    for (const line of text.subarray(0, end).toString("utf8").split("\n")) {
      if (!line.trim()) continue;
      try {
        const value = JSON.parse(line) as TrajectoryEntry;
        if (typeof value === "object" && value !== null && typeof value.step === "number")
          entries.push(value);
      } catch {
        // not a trajectory line: skipped
      }
    }
    return { entries, consumed: end + 1 };
  } finally {
    await handle.close();
  }
}

async function readJson(file: string): Promise<unknown> {
  try {
    const handle = await open(file, "r");
    try {
      const buffer = Buffer.alloc(MAX_JSON_BYTES);
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
      return JSON.parse(buffer.subarray(0, bytesRead).toString("utf8"));
    } finally {
      await handle.close();
    }
  } catch {
    return undefined;
  }
}

function isResults(value: unknown): value is ResultsJson {
  const r = value as Partial<ResultsJson> | undefined;
  return (
    typeof r === "object" &&
    r !== null &&
    typeof r.test_id === "string" &&
    (r.status === "pass" || r.status === "fail" || r.status === "error") &&
    typeof r.duration_ms === "number" &&
    Array.isArray(r.metric_results)
  );
}
