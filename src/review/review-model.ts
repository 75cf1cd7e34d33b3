import { checkTaskVisual, resolveIgnoreRegions, type IgnoreEntry } from "../task/ignore-regions.ts";
import { access } from "node:fs/promises";
import path from "node:path";
import type { TrajectoryEntry } from "../artifacts/trajectory.ts";
import { ConfigError } from "../errors/desktest-error.ts";
import { REDACTED, Redactor } from "../secrets/redactor.ts";
import { ArtifactFiles, formatBytes, imageDataUri, LIMITS } from "./artifact-files.ts";
import { isPlainObject, loadTrajectoryEntries, trajectoryPathOf } from "./entries.ts";
import { formatDuration } from "../util/format-duration.ts";
import { formatResult, stepDurations, totalDurationSecs } from "./logs-view.ts";
import { cutText } from "../util/cut-text.ts";
import { failureHtml } from "../util/failure-html.ts";
import { failureView, oneLineReason, wentWrongText, type SourceSnippet } from "../util/failure-text.ts";
import { firstFailedStep } from "../artifacts/trajectory.ts";
import { culpritHtml } from "../artifacts/culprit-html.ts";
import { readShownCulprit } from "../artifacts/culprit-text.ts";

/** The colour family of a badge (CSS class `tone-<name>`). */
export type Tone = "ok" | "done" | "warn" | "error" | "neutral";

/** Everything the review template shows, every string still unescaped (the template escapes). */
export interface ReviewModel {
  title: string;
  trajectoryPath: string;
  summary: {
    taskId?: string;
    totalSteps: number;
    /** `1 step`, `12 steps` (trajectory lines, as `logs` counts them). */
    stepsLabel: string;
    resultDisplay: string;
    resultTone: Tone;
    duration?: string;
  };
  verdict?: VerdictModel;
  /**
   * A codified replay's run (`run --replay`): its steps are the script's, replayed, and each screenshot
   * is the screen after its step (an agent's is the screen the step acted on).
   */
  replay: boolean;
  /** final.png: the screen after the run, the one the checks saw. */
  finalScreen?: Screenshot;
  finalScreenNote: string;
  /** Why there is no verdict (results.json missing or unreadable). */
  verdictNote: string;
  task?: TaskModel;
  taskNote?: string;
  recording?: { uri?: string; size: string };
  bugs: { name: string; text: string; truncated: boolean }[];
  entries: EntryModel[];
  /** Step numbers and results, for the page's script. */
  clientData: {
    trajectoryPath: string;
    entries: { step: number; result: string }[];
    /** The panel the page opens on: the verdict when there is one, else the first step. */
    start: "overview" | "first-step";
  };
}

/** An embedded screenshot. */
export interface Screenshot {
  uri: string;
  name: string;
  width?: number;
  height?: number;
}

/** Where a run's failure points in its task file, which results.json does not say (the run pipeline knows). */
export interface FailureSource {
  /** The task file as the user named it. */
  file?: string;
  location?: { line: number; column: number; snippet?: SourceSnippet | null } | null;
}

export interface VerdictModel {
  status: string;
  statusLabel: string;
  tone: Tone;
  testId?: string;
  errorCategory?: string;
  errorDetail?: string;
  duration?: string;
  agent?: { passed: boolean; verdict: string; reasoning: string; steps?: string };
  /** The agent's reasoning, when it says more than the error detail. */
  showReasoning: boolean;
  bugsFound?: string;
  metrics: MetricModel[];
  metricsSummary?: string;
  failedMetrics: MetricModel[];
  /** `went wrong at step 3`, or `all 5 steps ran; the final check failed`. */
  wentWrong?: string;
  /** The whole reason on one line (newlines as ⏎). */
  reason?: string;
  /** Expected against actual, and the task file's lines, as HTML (failureHtml). */
  failureHtml: string;
  /** Whose fault it is (results.json's culprit) with its evidence and what to do, as HTML (culpritHtml). */
  culpritHtml: string;
}

export interface MetricModel {
  metric: string;
  passed: boolean;
  tone: Tone;
  mark: string;
  markTitle: string;
  expected: string;
  actual: string;
  detail: string;
}

export interface TaskModel {
  id: string;
  instruction: string;
  completionCondition?: string;
  facts: { label: string; value: string }[];
  json: string;
}

export interface EntryModel {
  /** Position in the file (0-based); step numbers may repeat. */
  index: number;
  /** `3 / 12`. */
  positionText: string;
  step: number;
  timestamp: string;
  result: string;
  resultLabel: string;
  resultTone: Tone;
  /** The text after `error:` in the result. */
  resultMessage?: string;
  actionTypeLabel?: string;
  thought?: string;
  actionCode: string;
  hasCode: boolean;
  bashOutput?: string;
  errorFeedback?: string;
  /** Error Details are hidden when they only repeat the result's message. */
  showErrorFeedback: boolean;
  screenshot?: Screenshot;
  /** What the screenshot shows: the screen the step acted on (agent), or the screen after it (replay). */
  screenshotCaption: string;
  screenshotNote: string;
  /** `Thought` for an agent's step; a replayed step's text is the script's note for it. */
  thoughtHeading: string;
  noThought: string;
  a11y?: { name: string; text: string; lines: number; truncated: boolean; size: string };
  a11yNote?: string;
  /**
   * What of the screen is not as it was: the fields masked because a secret was typed into them, and the
   * regions the task's visual.ignore leaves out of screen comparisons (found in this step's tree), why.
   */
  screenNotes: string[];
  /** Time since the previous line of the trajectory. */
  sincePrevious?: string;
  metaText?: string;
  /** Pre-checked for codify (a `success` or `done` entry, as codify's default selection). */
  checked: boolean;
  /** `checked` or empty: the checkbox's attribute (the template has no blocks inside tags). */
  checkedAttribute: string;
  /** `open` or empty: the Bash Output box starts open on a step that failed. */
  bashOutputOpen: string;
}

/**
 * Read an artifacts folder (resolved against `cwd`) into the review model. Requires `trajectory.jsonl`;
 * every other file is optional and is embedded only from inside the folder. Secret values the task
 * declares (from `env`, or their defaults) are redacted from every text, a11y dumps and bug reports
 * included, which the run itself does not redact.
 */
export async function buildReviewModel(
  artifactsDir: string,
  cwd: string,
  env: NodeJS.ProcessEnv = {},
  options: { pageDir?: string } & FailureSource = {},
): Promise<ReviewModel> {
  const trajectoryPath = trajectoryPathOf(artifactsDir);
  // Shown (and put in the codify command) relative to the page: a runner's temporary path means nothing
  // to whoever opens the page elsewhere.
  const shownPath = options.pageDir
    ? path.relative(options.pageDir, path.resolve(cwd, trajectoryPath)).split(path.sep).join("/")
    : trajectoryPath;
  try {
    await access(path.resolve(cwd, trajectoryPath));
  } catch {
    throw new ConfigError(`No trajectory.jsonl found in '${artifactsDir}'`);
  }
  const files = await ArtifactFiles.open(path.resolve(cwd, artifactsDir));
  if (!files) throw new ConfigError(`No trajectory.jsonl found in '${artifactsDir}'`);
  const taskJson = await readJson(files, "task.json");
  const redactor = secretRedactor(taskJson.value, env);
  const entries = (await loadTrajectoryEntries(artifactsDir, cwd)).map((entry) => ({
    ...redactor.redactJson(entry),
    screenshot_path: entry.screenshot_path,
    a11y_tree_path: entry.a11y_tree_path,
  }));
  const resultsJson = await readJson(files, "results.json");
  const taskValue = redactor.redactJson(taskJson.value);
  const resultsValue = redactor.redactJson(resultsJson.value);
  const task = isPlainObject(taskValue) ? taskModel(taskValue) : undefined;
  const verdict = isPlainObject(resultsValue) ? verdictModel(resultsValue, options) : undefined;
  const taskId = task?.id || (verdict?.testId ?? undefined);

  const last = entries[entries.length - 1];
  const duration = totalDurationSecs(entries);
  const deltas = secondsSincePrevious(entries);
  const shots = new Map<string, Promise<Screenshot | string>>();
  const replay = await isReplayRun(taskJson.value, files);
  const ignore = ignoreEntriesOf(taskJson.value);
  const entryModels = await Promise.all(
    entries.map((entry, index) =>
      entryModel(entry, index, entries.length, files, redactor, shots, deltas[index], replay, ignore),
    ),
  );
  if (verdict) {
    verdict.wentWrong =
      wentWrongText({
        status: verdict.status,
        failedStep: firstFailedStep(entries),
        steps: entries.length,
      }) ?? undefined;
  }
  const finalScreen = await loadScreenshot(files, FINAL_SCREEN);

  // One verdict and one duration: the run's (results.json) where there is one, else the trajectory's.
  return {
    title: "desktest - Trajectory Review",
    trajectoryPath: shownPath,
    summary: {
      taskId: taskId || undefined,
      totalSteps: entries.length,
      stepsLabel: `${entries.length} step${entries.length === 1 ? "" : "s"}`,
      resultDisplay: verdict
        ? verdict.statusLabel
        : last
          ? formatResult(last.result, last.step)
          : "EMPTY (no steps)",
      resultTone: verdict ? verdict.tone : last ? classifyResult(last.result).tone : "neutral",
      duration:
        verdict?.duration ??
        (duration === undefined ? undefined : formatDuration(duration * 1000, "minutes")),
    },
    verdict,
    replay,
    ...(typeof finalScreen === "string" ? {} : { finalScreen }),
    finalScreenNote:
      typeof finalScreen === "string" ? finalScreen : "The screen after the run: what the checks saw.",
    verdictNote: resultsJson.missing
      ? "No results.json in this artifacts folder: the run ended before evaluation, or only the trajectory was kept."
      : "results.json is not a readable JSON object.",
    task,
    taskNote: task
      ? undefined
      : taskJson.missing
        ? "No task.json in this artifacts folder."
        : "task.json is not a readable JSON object.",
    recording: await recordingModel(files),
    bugs: await bugModels(files, redactor),
    entries: entryModels,
    clientData: {
      trajectoryPath: shownPath,
      entries: entries.map((e) => ({ step: e.step, result: e.result })),
      start: verdict ? "overview" : "first-step",
    },
  };
}

/** Badge label and tone of a step result. */
export function classifyResult(result: string): { label: string; tone: Tone; message?: string } {
  if (result === "success") return { label: result, tone: "ok" };
  if (result === "done" || result === "evaluation_passed") return { label: result, tone: "done" };
  if (result === "wait") return { label: result, tone: "neutral" };
  if (result === "error" || result === "evaluation_error") return { label: result, tone: "error" };
  if (result.startsWith("error:")) return { label: "error", tone: "error", message: result.slice(6) };
  if (result === "fail" || result === "evaluation_failed") return { label: result, tone: "error" };
  return { label: cutText(result, 24), tone: "warn" };
}

/**
 * The action-type badge: only the three known values (`python+bash` shown `python + bash`); entries
 * written before the field existed are classified by their `# [bash]` blocks.
 */
export function actionTypeLabel(entry: TrajectoryEntry): string | undefined {
  const declared = entry.action_type as string | undefined;
  if (declared !== undefined && declared !== "") {
    if (declared === "python+bash") return "python + bash";
    return declared === "python" || declared === "bash" ? declared : undefined;
  }
  const code = entry.action_code;
  if (code.trim() === "") return undefined;
  const blocks = code.split("\n\n");
  const hasBash = blocks.some((b) => b.startsWith("# [bash]\n") || b === "# [bash]");
  const rest = blocks.filter((b) => !(b.startsWith("# [bash]\n") || b === "# [bash]"));
  const hasPython = rest.join("\n\n").trim() !== "";
  if (hasBash && hasPython) return "python + bash";
  return hasBash ? "bash" : "python";
}

/** The task's visual.ignore entries (task.json as run), when they pass the task file's check. */
function ignoreEntriesOf(task: unknown): IgnoreEntry[] {
  const visual = isPlainObject(task) ? task.visual : undefined;
  if (visual === undefined || checkTaskVisual(visual).length > 0) return [];
  return (visual as { ignore?: IgnoreEntry[] }).ignore ?? [];
}

async function entryModel(
  entry: TrajectoryEntry,
  index: number,
  total: number,
  files: ArtifactFiles,
  redactor: Redactor,
  shots: Map<string, Promise<Screenshot | string>>,
  sincePrevious: number | undefined,
  replay: boolean,
  ignore: IgnoreEntry[],
): Promise<EntryModel> {
  const { label, tone, message } = classifyResult(entry.result);
  const model: EntryModel = {
    index,
    positionText: `${index + 1} / ${total}`,
    step: entry.step,
    timestamp: entry.timestamp,
    result: entry.result,
    resultLabel: label,
    resultTone: tone,
    resultMessage: message,
    actionTypeLabel: actionTypeLabel(entry),
    thought: entry.thought !== undefined && entry.thought.trim() !== "" ? entry.thought : undefined,
    actionCode: entry.action_code,
    hasCode: entry.action_code.trim() !== "",
    bashOutput: entry.bash_output,
    errorFeedback: entry.error_feedback,
    showErrorFeedback:
      entry.error_feedback !== undefined &&
      entry.error_feedback.trim() !== "" &&
      entry.error_feedback !== message,
    screenshotCaption: replay ? "the screen after this replayed step" : "the screen this step acted on",
    screenshotNote: "No screenshot for this step.",
    thoughtHeading: replay ? "Replayed step" : "Thought",
    noThought: replay ? "(no note in the script)" : "(no thought)",
    checked: codifiedByDefault(entry.result),
    checkedAttribute: codifiedByDefault(entry.result) ? "checked" : "",
    bashOutputOpen: tone === "error" ? "open" : "",
    screenNotes: (entry.masked ?? []).map(
      (m) =>
        `Masked from this step on: ${m.width > 0 ? `${m.x},${m.y} ${m.width}×${m.height}` : "the whole screen"} (${m.why}).`,
    ),
  };
  if (sincePrevious !== undefined) model.sincePrevious = formatSeconds(sincePrevious);

  if (entry.screenshot_path !== undefined) {
    const name = entry.screenshot_path;
    let shot = shots.get(name);
    if (!shot) {
      shot = loadScreenshot(files, name);
      shots.set(name, shot);
    }
    const loaded = await shot;
    if (typeof loaded === "string") model.screenshotNote = loaded;
    else model.screenshot = loaded;
  }

  if (entry.a11y_tree_path !== undefined) {
    const read = await files.read(entry.a11y_tree_path, LIMITS.a11yBytes);
    if (read) {
      const text = redactor.redact(read.bytes.toString("utf8"));
      model.a11y = {
        name: entry.a11y_tree_path,
        text,
        lines: text === "" ? 0 : text.split("\n").length - (text.endsWith("\n") ? 1 : 0),
        truncated: read.truncated,
        size: formatBytes(read.bytes.length),
      };
    } else {
      model.a11yNote = `Accessibility tree ${entry.a11y_tree_path} is not in the artifacts folder.`;
    }
  }
  if (ignore.length > 0) {
    const found = resolveIgnoreRegions(ignore, model.a11y?.text ?? null, "the task file");
    for (const r of found.regions)
      model.screenNotes.push(
        `Ignored in screen comparisons: ${r.by} at ${r.x},${r.y} ${r.width}×${r.height} (${r.reason}).`,
      );
    for (const by of found.unmatched)
      model.screenNotes.push(`Ignored in screen comparisons where found: ${by} (not on this screen).`);
  }

  const meta: string[] = [];
  const t = entry.timings;
  if (t) {
    const part = (label: string, ms: unknown) => {
      if (typeof ms === "number" && Number.isFinite(ms)) meta.push(`${label} ${formatSeconds(ms / 1000)}`);
    };
    part("LLM", t.llm_ms);
    part("act", t.act_ms);
    part("settle", t.settle_ms);
    part("observe", t.observe_ms);
  }
  const u = entry.usage;
  if (u && typeof u.input_tokens === "number" && typeof u.output_tokens === "number") {
    meta.push(
      `${u.input_tokens.toLocaleString("en-US")} in / ${u.output_tokens.toLocaleString("en-US")} out tokens`,
    );
    if (typeof u.cost_usd === "number") meta.push(`$${u.cost_usd.toFixed(4)}`);
  }
  const found = foundByText(entry);
  if (found) meta.push(redactor.redact(found));
  if (meta.length > 0) model.metaText = meta.join(" · ");
  return model;
}

/** How a replayed step found its target, in words (trajectory.jsonl's `found_by`, `target`); else undefined. */
function foundByText(entry: TrajectoryEntry): string | undefined {
  const target = isPlainObject(entry.target) ? entry.target : undefined;
  const element =
    target && typeof target.role === "string" && typeof target.name === "string" && target.name !== ""
      ? ` (the ${cutText(target.role, 40)} "${cutText(target.name, 80)}")`
      : "";
  if (entry.found_by === "element") return `target found by element${element}`;
  if (entry.found_by === "coordinates") return "target at its recorded coordinates";
  return undefined;
}

const FINAL_SCREEN = "final.png";

/** Codify's default selection (src/replay/select-steps.ts): the steps that succeeded, and the last, done. */
function codifiedByDefault(result: string): boolean {
  return result === "success" || result === "done";
}

/**
 * A `run --replay`: task.json is the replay form of the task (programmatic, the script_replay metric
 * first) and no agent talked (no agent_conversation.json).
 */
async function isReplayRun(task: unknown, files: ArtifactFiles): Promise<boolean> {
  if (!isPlainObject(task) || !isPlainObject(task.evaluator)) return false;
  const metrics = Array.isArray(task.evaluator.metrics) ? task.evaluator.metrics : [];
  const first: unknown = metrics[0];
  if (task.evaluator.mode !== "programmatic" || !isPlainObject(first) || first.type !== "script_replay")
    return false;
  return (await files.size("agent_conversation.json")) === undefined;
}

async function loadScreenshot(files: ArtifactFiles, name: string): Promise<Screenshot | string> {
  const read = await files.read(name, LIMITS.screenshotBytes);
  if (!read) return `Screenshot ${name} is not in the artifacts folder.`;
  if (read.truncated)
    return `Screenshot ${name} is larger than ${formatBytes(LIMITS.screenshotBytes)}: not embedded.`;
  const image = imageDataUri(read.bytes);
  if (!image) return `Screenshot ${name} is not a PNG, JPEG, GIF or WebP image.`;
  return { uri: image.uri, name, width: image.width, height: image.height };
}

function secondsSincePrevious(entries: TrajectoryEntry[]): (number | undefined)[] {
  // Seconds since the previous line of the file, by position (logs --json keys them by step number).
  const byPosition: (number | undefined)[] = entries.map(() => undefined);
  for (let i = 1; i < entries.length; i++) {
    const pair = stepDurations([entries[i - 1]!, entries[i]!]);
    byPosition[i] = pair.get(entries[i]!.step);
  }
  return byPosition;
}

function formatSeconds(secs: number): string {
  return formatDuration(secs * 1000);
}

async function readJson(files: ArtifactFiles, name: string): Promise<{ value?: unknown; missing: boolean }> {
  const read = await files.read(name, 16 * 1024 * 1024);
  if (!read) return { missing: true };
  try {
    return { value: JSON.parse(read.bytes.toString("utf8")) as unknown, missing: false };
  } catch {
    return { missing: false };
  }
}

function text(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === undefined) return "";
  return JSON.stringify(value, null, 2) ?? String(value);
}

function verdictModel(results: Record<string, unknown>, source: FailureSource): VerdictModel {
  const status = typeof results.status === "string" ? results.status : "unknown";
  const culprit = readShownCulprit(results.culprit);
  // A runner problem is not the app's failure: shown in the warning tone, as the suite report does.
  const tone: Tone =
    status === "pass"
      ? "ok"
      : culprit?.kind === "environment"
        ? "warn"
        : status === "fail" || status === "error"
          ? "error"
          : "warn";
  const statusLabel =
    status === "pass" ? "Passed" : status === "fail" ? "Failed" : status === "error" ? "Error" : status;
  const metrics: MetricModel[] = (Array.isArray(results.metric_results) ? results.metric_results : [])
    .filter(isPlainObject)
    .map((m) => {
      const passed = m.passed === true;
      return {
        metric: text(m.metric) || "(unnamed metric)",
        passed,
        tone: passed ? ("ok" as const) : ("error" as const),
        mark: passed ? "\u2713" : "\u2717",
        markTitle: passed ? "passed" : "failed",
        expected: text(m.expected),
        actual: text(m.actual),
        detail: text(m.detail),
      };
    });
  const failedMetrics = metrics.filter((m) => !m.passed);
  const verdict: VerdictModel = {
    status,
    statusLabel,
    tone,
    metrics,
    failedMetrics,
    showReasoning: false,
    failureHtml:
      status === "pass"
        ? ""
        : failureHtml(
            failureView({
              metrics,
              ...(source.file ? { file: source.file } : {}),
              location: source.location ?? null,
            }),
          ),
    culpritHtml: status === "pass" ? "" : culpritHtml(culprit),
  };
  if (typeof results.test_id === "string") verdict.testId = results.test_id;
  if (typeof results.error_category === "string") verdict.errorCategory = results.error_category;
  if (results.error_detail !== undefined && results.error_detail !== null) {
    verdict.errorDetail = text(results.error_detail);
    if (status !== "pass") verdict.reason = oneLineReason(verdict.errorDetail) ?? undefined;
  }
  if (typeof results.duration_ms === "number") verdict.duration = formatSeconds(results.duration_ms / 1000);
  if (metrics.length > 0) {
    verdict.metricsSummary =
      failedMetrics.length === 0
        ? `${metrics.length === 1 ? "the metric" : `all ${metrics.length} metrics`} passed`
        : `${failedMetrics.length} of ${metrics.length} metric${metrics.length === 1 ? "" : "s"} failed`;
  }
  if (isPlainObject(results.agent_verdict)) {
    const agent = results.agent_verdict;
    verdict.agent = {
      passed: agent.passed === true,
      verdict: agent.passed === true ? "passed" : "failed",
      reasoning: text(agent.reasoning),
      steps: agent.steps === undefined ? undefined : text(agent.steps),
    };
    verdict.showReasoning =
      verdict.agent.reasoning.trim() !== "" && verdict.agent.reasoning !== verdict.errorDetail;
  }
  if (results.bugs_found !== undefined) verdict.bugsFound = text(results.bugs_found);
  return verdict;
}

function taskModel(task: Record<string, unknown>): TaskModel {
  const app = isPlainObject(task.app) ? task.app : {};
  const evaluator = isPlainObject(task.evaluator) ? task.evaluator : undefined;
  const metrics = evaluator && Array.isArray(evaluator.metrics) ? evaluator.metrics : [];
  const facts: { label: string; value: string }[] = [
    { label: "Timeout", value: `${typeof task.timeout === "number" ? task.timeout : 300} s` },
    { label: "Max steps", value: String(typeof task.max_steps === "number" ? task.max_steps : 15) },
    { label: "App type", value: typeof app.type === "string" ? app.type : "(none)" },
    { label: "Setup steps", value: String(Array.isArray(task.config) ? task.config.length : 0) },
    {
      label: "Evaluator mode",
      value: evaluator && typeof evaluator.mode === "string" ? evaluator.mode : "llm",
    },
  ];
  if (metrics.length > 0) {
    const types = metrics.map((m) => (isPlainObject(m) && typeof m.type === "string" ? m.type : "?"));
    facts.push({ label: "Metrics", value: types.join(", ") });
  }
  const model: TaskModel = {
    id: typeof task.id === "string" ? task.id : "",
    instruction: typeof task.instruction === "string" ? task.instruction : "",
    facts,
    json: JSON.stringify(task, null, 2),
  };
  if (typeof task.completion_condition === "string" && task.completion_condition !== "") {
    model.completionCondition = task.completion_condition;
  }
  return model;
}

async function recordingModel(files: ArtifactFiles): Promise<ReviewModel["recording"]> {
  const size = await files.size("recording.mp4");
  if (size === undefined) return undefined;
  if (size > LIMITS.recordingBytes) return { size: formatBytes(size) };
  const read = await files.read("recording.mp4", LIMITS.recordingBytes);
  if (!read || read.truncated) return { size: formatBytes(size) };
  return { uri: `data:video/mp4;base64,${read.bytes.toString("base64")}`, size: formatBytes(size) };
}

async function bugModels(files: ArtifactFiles, redactor: Redactor): Promise<ReviewModel["bugs"]> {
  const names = await files.list("bugs", /^BUG-\d+\.md$/u);
  const bugs: ReviewModel["bugs"] = [];
  for (const name of names) {
    const read = await files.read(`bugs/${name}`, LIMITS.bugReportBytes);
    if (read)
      bugs.push({ name, text: redactor.redact(read.bytes.toString("utf8")), truncated: read.truncated });
  }
  return bugs;
}

/** A redactor for the secrets task.json declares: their environment values, else their defaults. */
function secretRedactor(task: unknown, env: NodeJS.ProcessEnv): Redactor {
  const secrets = isPlainObject(task) && isPlainObject(task.secrets) ? task.secrets : {};
  const values: string[] = [];
  for (const def of Object.values(secrets)) {
    if (!isPlainObject(def)) continue;
    const fromEnv = typeof def.env === "string" ? env[def.env] : undefined;
    if (fromEnv !== undefined) values.push(fromEnv);
    if (typeof def.default === "string" && def.default !== REDACTED) values.push(def.default);
  }
  return new Redactor(values);
}
