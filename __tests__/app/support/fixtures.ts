/**
 * Fixtures for the GitHub App's tests and benchmark: UI-like screenshots, report.json documents that
 * validate against report-schema.json, and artifacts staged by the Action's own code and zipped the
 * way its upload does (archiver's streaming zip writer, as @actions/artifact uses, data descriptors).
 */
import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import archiver from "archiver";
import sharp from "sharp";
import { listFiles, stageReportArtifact } from "../../../src/action/artifacts.ts";
import {
  REPORT_VERSION,
  type ReportEnvironment,
  type ReportTask,
  type SuiteReport,
} from "../../../src/report/report-types.ts";
import {
  environmentId,
  fontsDigest,
  type DesktopEnvironment,
} from "../../../src/session/desktop-environment.ts";
import { checkReport } from "../../../src/report/validate-report.ts";

export const WIDTH = 1280;
export const HEIGHT = 800;

export interface Frame {
  data: Buffer;
  width: number;
  height: number;
}

function fillRect(f: Frame, x: number, y: number, w: number, h: number, rgb: [number, number, number]): void {
  for (let yy = Math.max(0, y); yy < Math.min(f.height, y + h); yy++) {
    for (let xx = Math.max(0, x); xx < Math.min(f.width, x + w); xx++) {
      const i = (yy * f.width + xx) * 4;
      f.data[i] = rgb[0];
      f.data[i + 1] = rgb[1];
      f.data[i + 2] = rgb[2];
      f.data[i + 3] = 255;
    }
  }
}

export interface ScreenOptions {
  /** Varies the content so tasks do not all share one screen. */
  seed?: number;
  /** Recolour and move the "Save" button (a real visual change). */
  changedButton?: boolean;
  /** A different clock in the top bar (a change masks should hide). */
  clock?: number;
  /** Where the clock is (its top left; default the top bar's right end): a widget that moves. */
  clockAt?: { x: number; y: number };
  /** A typed line of text in the editor area (what a replay step changes). */
  lines?: number;
  /** A new badge in the window's header bar (the same change on every screen, whatever the seed). */
  header?: boolean;
}

/** Where the clock is by default, and its size (four 12×12 digits, 18 apart). */
export const CLOCK_AT = (width = WIDTH) => ({ x: width - 90, y: 8 });
export const CLOCK_SIZE = { width: 66, height: 12 };

/** A desktop-app-like frame: top bar with a clock, window with title bar, text lines, buttons. */
export function screen(options: ScreenOptions = {}, width = WIDTH, height = HEIGHT): Frame {
  const f: Frame = { data: Buffer.alloc(width * height * 4), width, height };
  const seed = options.seed ?? 0;
  fillRect(f, 0, 0, width, height, [236, 239, 244]);
  fillRect(f, 0, 0, width, 28, [46, 52, 64]);
  fillRect(f, 80, 60, width - 160, height - 120, [255, 255, 255]);
  fillRect(f, 80, 60, width - 160, 32, [216, 222, 233]);
  if (options.header) fillRect(f, width - 260, 66, 160, 20, [208, 135, 112]);
  for (let i = 0; i < 18 + (options.lines ?? 0); i++) {
    const w = 200 + ((i * 97 + seed * 31) % 600);
    fillRect(f, 110, 110 + i * 26, w, 12, [59, 66, 82]);
  }
  const button: [number, number, number] = options.changedButton ? [191, 97, 106] : [94, 129, 172];
  const bx = options.changedButton ? width - 330 : width - 300;
  fillRect(f, bx, height - 120, 140, 40, button);
  fillRect(f, bx + 30, height - 106, 80, 12, [255, 255, 255]);
  fillRect(f, 110 + (seed % 5) * 40, height - 120, 120, 40, [163, 190, 140]);
  // The clock: a few digit-like blocks, drawn last (it may be moved over the window).
  const clock = options.clock ?? 0;
  const clockAt = options.clockAt ?? CLOCK_AT(width);
  for (let d = 0; d < 4; d++) {
    const v = (clock >> (d * 2)) & 3;
    fillRect(f, clockAt.x + d * 18, clockAt.y, 12, 12, [60 + v * 60, 220 - v * 50, 230]);
  }
  return f;
}

export async function webp(frame: Frame): Promise<Buffer> {
  return sharp(frame.data, { raw: { width: frame.width, height: frame.height, channels: 4 } })
    .webp({ lossless: true, effort: 1 })
    .toBuffer();
}

/** The stock desktop image's fonts (a few of them, as `fc-list : family` names them). */
export const STOCK_FONTS = [
  "DejaVu Sans",
  "DejaVu Sans Mono",
  "DejaVu Serif",
  "Liberation Sans",
  "Noto Sans",
];

/** An environment as a report carries it: the stock image's, with `change` applied. */
export function environment(
  change: Partial<DesktopEnvironment> & { families?: string[] } = {},
): ReportEnvironment {
  const { families = STOCK_FONTS, ...rest } = change;
  const sorted = [...families].sort();
  const value: DesktopEnvironment = {
    image: "sha256:5f1c0ffee0000000000000000000000000000000000000000000000000000000",
    os: { name: "Ubuntu", version: "24.04", build: "6.8.0-45-generic" },
    screen: { width: WIDTH, height: HEIGHT, scale: 1 },
    fonts: { count: sorted.length, digest: fontsDigest(sorted), families: sorted },
    locale: "en_US.UTF-8",
    time_zone: "UTC",
    theme: "Adwaita",
    toolkits: { gtk3: "3.24.41" },
    desktest_version: "0.1.0",
    ...rest,
  };
  return { id: environmentId(value), ...value };
}

export async function png(frame: Frame): Promise<Buffer> {
  return sharp(frame.data, { raw: { width: frame.width, height: frame.height, channels: 4 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

// -------------------------------------------------------------------------------------------------
// report.json

export interface TaskSpec {
  id: string;
  /** flaky: a first attempt that failed a check (with its own review page and final screen), then a pass. */
  status?: "pass" | "fail" | "error" | "flaky";
  /** Final screenshot bytes (WebP), shipped as final.webp while the report names final.png. */
  final?: Buffer | null;
  /** Step screenshots (replay tasks), step number → bytes. */
  steps?: Map<number, Buffer>;
  reason?: string;
  metrics?: ReportTask["metrics"];
  thought?: string;
  durationMs?: number;
  costUsd?: number | null;
  review?: string;
  file?: string;
  /** A flaky task's failed first attempt: why it failed. */
  attemptReason?: string;
  /** Whose fault its failure is (by default: the app's for a fail, the runner's for an error). */
  culprit?: ReportTask["culprit"];
  /** The final screen's accessibility dump (final_a11y.txt). */
  finalA11y?: string;
  /** The task as it ran (task.json), e.g. with its visual.ignore. */
  taskJson?: unknown;
  /** The environment its screens were taken in (see environment() below); none by default. */
  environment?: ReportEnvironment;
  /** Heal mode: the replay diverged and the agent healed it, leaving this updated replay. */
  healed?: HealedSpec;
}

/** A healed task's updated replay, as `desktest suite --replay --heal` writes it (updated-replay/). */
export interface HealedSpec {
  /** The task's replay script it replaces, relative to the working folder (report.json's `replaces`). */
  replaces: string;
  /** The task's screens folder it replaces (null: the replay checks no screens). */
  replacesScreens?: string | null;
  script: string;
  diff: string;
  /** Screen name → PNG bytes (in updated-replay/<the screens folder's name>/). */
  screens?: Record<string, Buffer>;
  /** Where the report says the script is, when not updated-replay/<name> (a hostile artifact). */
  scriptPath?: string;
}

/** The artifact paths of a healed task's updated replay, relative to its task folder. */
function updatedReplayPaths(h: HealedSpec) {
  const name = h.replaces.split("/").at(-1)!;
  const screens = h.replacesScreens ? `updated-replay/${h.replacesScreens.split("/").at(-1)!}` : null;
  return { script: h.scriptPath ?? `updated-replay/${name}`, diff: `updated-replay/${name}.diff`, screens };
}

export interface ShardSpec {
  index: number;
  count: number;
  tasks: TaskSpec[];
  mode?: "replay" | "agent" | "heal";
  headSha?: string;
  filters?: string[];
  skippedFiles?: { file: string; reason: string }[];
  runId?: string;
  attempt?: number;
}

const ARTIFACTS = "artifacts";

function reportTask(t: TaskSpec): ReportTask {
  const dir = `${ARTIFACTS}/${t.id}`;
  const status = t.status ?? "pass";
  const passed = status === "pass" || status === "flaky";
  const shots = [...(t.steps?.keys() ?? [])].sort((a, b) => a - b);
  return {
    id: t.id,
    file: t.file ?? `tasks/${t.id}.json`,
    instruction: `Do ${t.id}.`,
    tags: [],
    app_type: "folder",
    status,
    error_category: status === "fail" ? "test_failure" : status === "error" ? "infra_error" : null,
    reason: passed ? null : (t.reason ?? "command_output: Output does not equal expected"),
    detail: passed ? null : `${t.reason ?? "command_output failed"}\nfull detail`,
    culprit: passed
      ? null
      : (t.culprit ?? {
          kind: status === "error" ? "environment" : "product",
          evidence: t.reason ?? "check `command_output` failed: Output does not equal expected",
          stderr_tail: null,
        }),
    flaky: status === "flaky",
    outcome: t.healed ? "healed" : null,
    heal: t.healed
      ? {
          diverged_at_step: 2,
          divergence: "the screen differs from the recorded step_001.png: similarity 0.81 is below 0.98",
          replayed_steps: 1,
          healed_steps: 2,
          llm_calls: 3,
          input_tokens: 9000,
          output_tokens: 90,
          cost_usd: 0.0312,
          duration_ms: 6000,
          agent_ending: "done",
          expected_screen: null,
          actual_screen: null,
          new_steps: [],
          updated_replay: (() => {
            const paths = updatedReplayPaths(t.healed);
            return {
              script: `${dir}/${paths.script}`,
              diff: `${dir}/${paths.diff}`,
              screenshots_dir: paths.screens && t.healed.screens ? `${dir}/${paths.screens}` : null,
              replaces: t.healed.replaces,
              replaces_screenshots_dir: t.healed.replacesScreens ?? null,
            };
          })(),
        }
      : null,
    quarantined: false,
    failed_step: passed ? null : (shots.at(-1) ?? 7),
    environment: t.environment?.id ?? null,
    ...(status === "fail" || status === "error"
      ? {
          step_times: [
            { step: 1, duration_ms: 2_500, cost_usd: 0.004 },
            { step: 2, duration_ms: 3_100, cost_usd: 0.005 },
          ],
        }
      : {}),
    duration_ms: t.durationMs ?? 42_000,
    steps: shots.length || 7,
    score: null,
    usage: { input_tokens: 1000, output_tokens: 200, cost_usd: t.costUsd === undefined ? 0.012 : t.costUsd },
    metrics: t.metrics ?? [],
    location: passed ? null : (t.metrics?.find((m) => !m.passed)?.location ?? null),
    attempts: [
      ...(status === "flaky"
        ? [
            {
              attempt: 1,
              status: "fail" as const,
              error_category: "test_failure" as const,
              reason: t.attemptReason ?? "command_output: Output does not equal expected",
              started_at: "2026-05-01T10:00:00.000Z",
              duration_ms: t.durationMs ?? 42_000,
              interrupted: false,
              artifacts_dir: `${dir}/attempt-1`,
              results: `${dir}/attempt-1/results.json`,
              review: t.review ? `${dir}/attempt-1/review.html` : null,
              final_screenshot: t.final ? `${dir}/attempt-1/final.png` : null,
            },
          ]
        : []),
      {
        attempt: status === "flaky" ? 2 : 1,
        status: status === "flaky" ? "pass" : status,
        error_category: status === "fail" ? "test_failure" : status === "error" ? "infra_error" : null,
        reason: passed ? null : (t.reason ?? "failed"),
        started_at: "2026-05-01T10:00:00.000Z",
        duration_ms: t.durationMs ?? 42_000,
        interrupted: false,
        artifacts_dir: dir,
        results: `${dir}/results.json`,
        review: t.review ? `${dir}/review.html` : null,
        final_screenshot: t.final ? `${dir}/final.png` : null,
      },
    ],
    artifacts: {
      dir,
      results: `${dir}/results.json`,
      review: t.review ? `${dir}/review.html` : null,
      final_screenshot: t.final ? `${dir}/final.png` : null,
      trajectory: `${dir}/trajectory.jsonl`,
      recording: null,
      log: null,
      task: t.taskJson === undefined ? null : `${dir}/task.json`,
    },
    screenshots: shots.map((step) => ({
      step,
      path: `${dir}/step_${String(step).padStart(3, "0")}.png`,
      result: "success",
    })),
  };
}

export function reportJson(shard: ShardSpec): SuiteReport {
  const tasks = shard.tasks.map(reportTask);
  const count = (s: string) => tasks.filter((t) => t.status === s).length;
  const failed = count("fail");
  const errors = count("error");
  const report: SuiteReport = {
    report_version: REPORT_VERSION,
    generator: { name: "desktest", version: "0.1.0" },
    run: {
      id: shard.runId ?? "run-1",
      status: errors ? "error" : failed ? "fail" : "pass",
      exit_code: errors ? 3 : failed ? 1 : 0,
      started_at: "2026-05-01T10:00:00.000Z",
      finished_at: "2026-05-01T10:05:00.000Z",
      duration_ms: 300_000,
      interrupted: null,
      fail_fast_after: null,
      mode: shard.mode ?? "agent",
      provider: shard.mode === "replay" ? null : "anthropic",
      model: shard.mode === "replay" ? null : "claude",
      source: {
        commit: shard.headSha ?? null,
        head_sha: shard.headSha ?? null,
        ref: "refs/pull/7/merge",
        repository: "octo-org/desktop-app",
        pull_request: 7,
        origin: "github",
      },
      ci: {
        provider: "github",
        run_id: "1",
        run_attempt: shard.attempt ?? 1,
        workflow: "desktest",
        job: "e2e",
        server_url: "https://github.com",
      },
      shard: { index: shard.index, count: shard.count, strategy: "hash", suite_total: 0 },
      concurrency: 2,
      retries: 0,
      retries_on_failure: 0,
      retry_failures: false,
      fail_fast: false,
      filters: shard.filters ?? [],
      runner: {
        os: "linux",
        os_release: "6",
        arch: "x64",
        node: "24",
        cpus: 2,
        memory_bytes: 1,
        name: "runner",
      },
      images: [],
      resolution: { width: WIDTH, height: HEIGHT },
      environments: [
        ...new Map(
          shard.tasks.flatMap((t) => (t.environment ? [[t.environment.id, t.environment] as const] : [])),
        ).values(),
      ],
      paths: {
        artifacts_dir: ARTIFACTS,
        suite_results: "suite-results.json",
        junit: "junit.xml",
        html: "report.html",
      },
    },
    summary: {
      total: tasks.length,
      passed: count("pass"),
      failed,
      errors,
      skipped: 0,
      flaky: count("flaky"),
      quarantined: 0,
      heal:
        shard.mode === "heal"
          ? {
              replayed: tasks.filter((t) => t.outcome === "pass").length,
              healed: tasks.filter((t) => t.outcome === "healed").length,
              failed_product: tasks.filter((t) => t.outcome === "fail_product").length,
              failed_not_healed: tasks.filter((t) => t.outcome === "fail_not_healed").length,
              llm_calls: tasks.reduce((n, t) => n + (t.heal?.llm_calls ?? 0), 0),
              cost_usd: tasks.reduce((n, t) => n + (t.heal?.cost_usd ?? 0), 0),
            }
          : null,
      task_time_ms: tasks.reduce((s, t) => s + t.duration_ms, 0),
      usage: { input_tokens: 1000, output_tokens: 200, cost_usd: 0.1 },
    },
    tasks,
    skipped_files: shard.skippedFiles ?? [],
  };
  const problems = checkReport(report);
  if (problems.length > 0) throw new Error(`fixture report.json is invalid:\n${problems.join("\n")}`);
  return report;
}

/** A zip of these files, written like the Action's upload (streamed, compression level `level`). */
export async function zip(files: Record<string, Buffer | string>, level = 0): Promise<Buffer> {
  const archive = archiver("zip", { zlib: { level } });
  const chunks: Buffer[] = [];
  archive.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    archive.on("end", () => resolve());
    archive.on("error", reject);
  });
  for (const [name, content] of Object.entries(files)) {
    archive.append(typeof content === "string" ? Buffer.from(content, "utf8") : content, { name });
  }
  await archive.finalize();
  await done;
  return Buffer.concat(chunks);
}

/**
 * What `desktest suite` leaves in its output folder for one shard: report.json, junit.xml,
 * suite-results.json, and each task's folder (results.json, trajectory.jsonl, final.png, step PNGs,
 * review.html) at the paths report.json names.
 */
async function writeSuiteOutput(shard: ShardSpec, dir: string): Promise<SuiteReport> {
  const report = reportJson(shard);
  const write = async (name: string, content: Buffer | string) => {
    const file = path.join(dir, ...name.split("/"));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, content);
  };
  await write("report.json", JSON.stringify(report, null, 2));
  await write(
    "junit.xml",
    `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites tests="${report.tasks.length}"></testsuites>\n`,
  );
  await write("suite-results.json", JSON.stringify({ tasks: report.tasks.map((t) => t.id) }));
  const toPng = (bytes: Buffer) => sharp(bytes).png({ compressionLevel: 1 }).toBuffer();
  for (const spec of shard.tasks) {
    const dir = `${ARTIFACTS}/${spec.id}`;
    await write(
      `${dir}/results.json`,
      JSON.stringify({
        schema_version: "1.0",
        test_id: spec.id,
        status: spec.status ?? "pass",
        duration_ms: 1,
        metric_results: [],
        agent_verdict: { passed: spec.status === "pass", reasoning: "verdict reasoning", steps: 7 },
      }),
    );
    const lines = [1, 2, 3].map((step) =>
      JSON.stringify({
        step,
        timestamp: "2026-05-01T10:00:00Z",
        action_code: "pyautogui.click(1, 2)",
        thought: step === 3 && spec.thought ? spec.thought : `thinking at step ${step}`,
        screenshot_path: `step_${String(step).padStart(3, "0")}.png`,
        result: "success",
      }),
    );
    await write(`${dir}/trajectory.jsonl`, lines.join("\n") + "\n");
    if (spec.final) await write(`${dir}/final.png`, await toPng(spec.final));
    if (spec.finalA11y !== undefined) await write(`${dir}/final_a11y.txt`, spec.finalA11y);
    if (spec.taskJson !== undefined) await write(`${dir}/task.json`, JSON.stringify(spec.taskJson));
    for (const [step, bytes] of spec.steps ?? [])
      await write(`${dir}/step_${String(step).padStart(3, "0")}.png`, await toPng(bytes));
    if (spec.review) await write(`${dir}/review.html`, spec.review);
    if (spec.healed) {
      const paths = updatedReplayPaths(spec.healed);
      await write(`${dir}/${paths.script}`, spec.healed.script);
      await write(`${dir}/${paths.diff}`, spec.healed.diff);
      for (const [name, bytes] of Object.entries(spec.healed.screens ?? {}))
        await write(`${dir}/${paths.screens}/${name}`, bytes);
    }
    if (spec.status === "flaky") {
      // The failed first attempt keeps its own evidence beside the pass.
      await write(`${dir}/attempt-1/results.json`, JSON.stringify({ test_id: spec.id, status: "fail" }));
      if (spec.final) await write(`${dir}/attempt-1/final.png`, await toPng(spec.final));
      if (spec.review) await write(`${dir}/attempt-1/review.html`, `${spec.review} (attempt 1)`);
    }
  }
  return report;
}

const artifactCache = new Map<string, Promise<{ report: Buffer; trajectories: Buffer }>>();

/**
 * The shard's two artifacts as the Action makes them: the report artifact staged by the Action's own
 * code (src/action/artifacts.ts: report.json, junit.xml, suite-results.json and every screenshot as
 * a lossless WebP beside the PNG path report.json names), and the trajectories artifact (every task
 * folder as it is), each zipped like @actions/artifact's upload (archiver, level 6 and 0).
 * Cached by content, since tests build the same shards again and again.
 */
export function shardArtifacts(shard: ShardSpec): Promise<{ report: Buffer; trajectories: Buffer }> {
  const hash = createHash("sha256").update(
    JSON.stringify(shard, (_k, v: unknown) => (v instanceof Map ? [...v] : v)),
  );
  for (const t of shard.tasks) {
    if (t.final) hash.update(t.final);
    for (const [, b] of t.steps ?? []) hash.update(b);
  }
  const key = hash.digest("hex");
  let cached = artifactCache.get(key);
  if (!cached) {
    cached = (async () => {
      const dir = await mkdtemp(path.join(tmpdir(), "desktest-shard-"));
      try {
        const report = await writeSuiteOutput(shard, path.join(dir, "out"));
        const staged = await stageReportArtifact(path.join(dir, "out"), report, path.join(dir, "stage"));
        if (staged.problems.length > 0) throw new Error(staged.problems.join("\n"));
        const reportZip = await zipFiles(staged.root, staged.files, 6);
        const { files } = await listFiles(path.join(dir, "out", ARTIFACTS));
        return { report: reportZip, trajectories: await zipFiles(path.join(dir, "out"), files, 0) };
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    })();
    artifactCache.set(key, cached);
  }
  return cached;
}

export async function reportArtifact(shard: ShardSpec): Promise<Buffer> {
  return (await shardArtifacts(shard)).report;
}

export async function trajectoriesArtifact(shard: ShardSpec): Promise<Buffer> {
  return (await shardArtifacts(shard)).trajectories;
}

async function zipFiles(root: string, files: string[], level: number): Promise<Buffer> {
  const entries: Record<string, Buffer> = {};
  for (const file of files)
    entries[path.relative(root, file).split(path.sep).join("/")] = await readFile(file);
  return zip(entries, level);
}
