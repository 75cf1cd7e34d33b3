import {
  ArtifactFiles,
  LIMITS,
  formatBytes,
  imageDataUri,
  readTemplateFile,
  template
} from "./chunk-ZMB2CJ43.js";
import {
  culpritView,
  formatResult,
  isPlainObject,
  loadTrajectoryEntries,
  readShownCulprit,
  stepDurations,
  totalDurationSecs,
  trajectoryPathOf
} from "./chunk-72RJ5X22.js";
import {
  firstFailedStep
} from "./chunk-MRE4K7FB.js";
import {
  checkTaskVisual,
  resolveIgnoreRegions
} from "./chunk-OF73272Y.js";
import {
  failureView,
  oneLineReason,
  wentWrongText
} from "./chunk-IRBSSJWK.js";
import {
  REDACTED,
  Redactor
} from "./chunk-L7PK2PAX.js";
import {
  formatDuration
} from "./chunk-AGDU3G6C.js";
import {
  cutText
} from "./chunk-XRI4GCXB.js";
import {
  ConfigError,
  InfraError
} from "./chunk-DWPD5B2R.js";

// src/review/render-review.ts
import { mkdir, writeFile } from "node:fs/promises";
import path2 from "node:path";

// src/review/html-page.ts
import { createHash } from "node:crypto";
var compiled = /* @__PURE__ */ new Map();
function loadPageTemplate(name) {
  const cached = compiled.get(name);
  if (cached) return cached;
  const read = readTemplateFile;
  const css = `${read("base.css")}
${read(`${name}.css`)}`;
  const script = read(`${name}.js`);
  if (/<\/style/iu.test(css) || /<\/script|<!--/iu.test(script)) {
    throw new InfraError(`The ${name} template's CSS or script contains a closing tag`);
  }
  const page = { render: template(`${name}.hbs`, { escapeHtml: true }), css, script };
  compiled.set(name, page);
  return page;
}
var CSP_PLACEHOLDER = "desktest-content-security-policy";
function renderPage(name, context, imageSources) {
  const { render, css, script } = loadPageTemplate(name);
  let html = render({ ...context, css, script, contentSecurityPolicy: CSP_PLACEHOLDER });
  if (!/^\s*<!doctype html>/iu.test(html)) html = "<!doctype html>\n" + html.trimStart();
  const style = /<style>([\s\S]*?)<\/style>/u.exec(html)?.[1] ?? "";
  const code = /<script>([\s\S]*?)<\/script>/u.exec(html)?.[1] ?? "";
  const hash = (text2) => `'sha256-${createHash("sha256").update(text2, "utf8").digest("base64")}'`;
  const policy = [
    "default-src 'none'",
    `img-src ${imageSources}`,
    ...imageSources.includes("data:") ? ["media-src data:"] : [],
    `style-src ${hash(style)}`,
    `script-src ${hash(code)}`,
    "base-uri 'none'",
    "form-action 'none'"
  ].join("; ");
  return html.replace(CSP_PLACEHOLDER, () => policy.replaceAll("'", "&#x27;"));
}

// src/review/review-model.ts
import { access } from "node:fs/promises";
import path from "node:path";

// src/util/failure-html.ts
function failureHtml(view) {
  return view ? template("failure.hbs", { escapeHtml: true, strict: false })({ failure: view }) : "";
}

// src/artifacts/culprit-html.ts
function culpritHtml(culprit) {
  return culprit ? template("culprit.hbs", { escapeHtml: true, strict: false })({ culprit: culpritView(culprit) }) : "";
}

// src/review/review-model.ts
async function buildReviewModel(artifactsDir, cwd, env = {}, options = {}) {
  const trajectoryPath = trajectoryPathOf(artifactsDir);
  const shownPath = options.pageDir ? path.relative(options.pageDir, path.resolve(cwd, trajectoryPath)).split(path.sep).join("/") : trajectoryPath;
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
    a11y_tree_path: entry.a11y_tree_path
  }));
  const resultsJson = await readJson(files, "results.json");
  const taskValue = redactor.redactJson(taskJson.value);
  const resultsValue = redactor.redactJson(resultsJson.value);
  const task = isPlainObject(taskValue) ? taskModel(taskValue) : void 0;
  const verdict = isPlainObject(resultsValue) ? verdictModel(resultsValue, options) : void 0;
  const taskId = task?.id || (verdict?.testId ?? void 0);
  const last = entries[entries.length - 1];
  const duration = totalDurationSecs(entries);
  const deltas = secondsSincePrevious(entries);
  const shots = /* @__PURE__ */ new Map();
  const replay = await isReplayRun(taskJson.value, files);
  const ignore = ignoreEntriesOf(taskJson.value);
  const entryModels = await Promise.all(
    entries.map(
      (entry, index) => entryModel(entry, index, entries.length, files, redactor, shots, deltas[index], replay, ignore)
    )
  );
  if (verdict) {
    verdict.wentWrong = wentWrongText({
      status: verdict.status,
      failedStep: firstFailedStep(entries),
      steps: entries.length
    }) ?? void 0;
  }
  const finalScreen = await loadScreenshot(files, FINAL_SCREEN);
  return {
    title: "desktest - Trajectory Review",
    trajectoryPath: shownPath,
    summary: {
      taskId: taskId || void 0,
      totalSteps: entries.length,
      stepsLabel: `${entries.length} step${entries.length === 1 ? "" : "s"}`,
      resultDisplay: verdict ? verdict.statusLabel : last ? formatResult(last.result, last.step) : "EMPTY (no steps)",
      resultTone: verdict ? verdict.tone : last ? classifyResult(last.result).tone : "neutral",
      duration: verdict?.duration ?? (duration === void 0 ? void 0 : formatDuration(duration * 1e3, "minutes"))
    },
    verdict,
    replay,
    ...typeof finalScreen === "string" ? {} : { finalScreen },
    finalScreenNote: typeof finalScreen === "string" ? finalScreen : "The screen after the run: what the checks saw.",
    verdictNote: resultsJson.missing ? "No results.json in this artifacts folder: the run ended before evaluation, or only the trajectory was kept." : "results.json is not a readable JSON object.",
    task,
    taskNote: task ? void 0 : taskJson.missing ? "No task.json in this artifacts folder." : "task.json is not a readable JSON object.",
    recording: await recordingModel(files),
    bugs: await bugModels(files, redactor),
    entries: entryModels,
    clientData: {
      trajectoryPath: shownPath,
      entries: entries.map((e) => ({ step: e.step, result: e.result })),
      start: verdict ? "overview" : "first-step"
    }
  };
}
function classifyResult(result) {
  if (result === "success") return { label: result, tone: "ok" };
  if (result === "done" || result === "evaluation_passed") return { label: result, tone: "done" };
  if (result === "wait") return { label: result, tone: "neutral" };
  if (result === "error" || result === "evaluation_error") return { label: result, tone: "error" };
  if (result.startsWith("error:")) return { label: "error", tone: "error", message: result.slice(6) };
  if (result === "fail" || result === "evaluation_failed") return { label: result, tone: "error" };
  return { label: cutText(result, 24), tone: "warn" };
}
function actionTypeLabel(entry) {
  const declared = entry.action_type;
  if (declared !== void 0 && declared !== "") {
    if (declared === "python+bash") return "python + bash";
    return declared === "python" || declared === "bash" ? declared : void 0;
  }
  const code = entry.action_code;
  if (code.trim() === "") return void 0;
  const blocks = code.split("\n\n");
  const hasBash = blocks.some((b) => b.startsWith("# [bash]\n") || b === "# [bash]");
  const rest = blocks.filter((b) => !(b.startsWith("# [bash]\n") || b === "# [bash]"));
  const hasPython = rest.join("\n\n").trim() !== "";
  if (hasBash && hasPython) return "python + bash";
  return hasBash ? "bash" : "python";
}
function ignoreEntriesOf(task) {
  const visual = isPlainObject(task) ? task.visual : void 0;
  if (visual === void 0 || checkTaskVisual(visual).length > 0) return [];
  return visual.ignore ?? [];
}
async function entryModel(entry, index, total, files, redactor, shots, sincePrevious, replay, ignore) {
  const { label, tone, message } = classifyResult(entry.result);
  const model = {
    index,
    positionText: `${index + 1} / ${total}`,
    step: entry.step,
    timestamp: entry.timestamp,
    result: entry.result,
    resultLabel: label,
    resultTone: tone,
    resultMessage: message,
    actionTypeLabel: actionTypeLabel(entry),
    thought: entry.thought !== void 0 && entry.thought.trim() !== "" ? entry.thought : void 0,
    actionCode: entry.action_code,
    hasCode: entry.action_code.trim() !== "",
    bashOutput: entry.bash_output,
    errorFeedback: entry.error_feedback,
    showErrorFeedback: entry.error_feedback !== void 0 && entry.error_feedback.trim() !== "" && entry.error_feedback !== message,
    screenshotCaption: replay ? "the screen after this replayed step" : "the screen this step acted on",
    screenshotNote: "No screenshot for this step.",
    thoughtHeading: replay ? "Replayed step" : "Thought",
    noThought: replay ? "(no note in the script)" : "(no thought)",
    checked: codifiedByDefault(entry.result),
    checkedAttribute: codifiedByDefault(entry.result) ? "checked" : "",
    bashOutputOpen: tone === "error" ? "open" : "",
    screenNotes: (entry.masked ?? []).map(
      (m) => `Masked from this step on: ${m.width > 0 ? `${m.x},${m.y} ${m.width}\xD7${m.height}` : "the whole screen"} (${m.why}).`
    )
  };
  if (sincePrevious !== void 0) model.sincePrevious = formatSeconds(sincePrevious);
  if (entry.screenshot_path !== void 0) {
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
  if (entry.a11y_tree_path !== void 0) {
    const read = await files.read(entry.a11y_tree_path, LIMITS.a11yBytes);
    if (read) {
      const text2 = redactor.redact(read.bytes.toString("utf8"));
      model.a11y = {
        name: entry.a11y_tree_path,
        text: text2,
        lines: text2 === "" ? 0 : text2.split("\n").length - (text2.endsWith("\n") ? 1 : 0),
        truncated: read.truncated,
        size: formatBytes(read.bytes.length)
      };
    } else {
      model.a11yNote = `Accessibility tree ${entry.a11y_tree_path} is not in the artifacts folder.`;
    }
  }
  if (ignore.length > 0) {
    const found2 = resolveIgnoreRegions(ignore, model.a11y?.text ?? null, "the task file");
    for (const r of found2.regions)
      model.screenNotes.push(
        `Ignored in screen comparisons: ${r.by} at ${r.x},${r.y} ${r.width}\xD7${r.height} (${r.reason}).`
      );
    for (const by of found2.unmatched)
      model.screenNotes.push(`Ignored in screen comparisons where found: ${by} (not on this screen).`);
  }
  const meta = [];
  const t = entry.timings;
  if (t) {
    const part = (label2, ms) => {
      if (typeof ms === "number" && Number.isFinite(ms)) meta.push(`${label2} ${formatSeconds(ms / 1e3)}`);
    };
    part("LLM", t.llm_ms);
    part("act", t.act_ms);
    part("settle", t.settle_ms);
    part("observe", t.observe_ms);
  }
  const u = entry.usage;
  if (u && typeof u.input_tokens === "number" && typeof u.output_tokens === "number") {
    meta.push(
      `${u.input_tokens.toLocaleString("en-US")} in / ${u.output_tokens.toLocaleString("en-US")} out tokens`
    );
    if (typeof u.cost_usd === "number") meta.push(`$${u.cost_usd.toFixed(4)}`);
  }
  const found = foundByText(entry);
  if (found) meta.push(redactor.redact(found));
  if (meta.length > 0) model.metaText = meta.join(" \xB7 ");
  return model;
}
function foundByText(entry) {
  const target = isPlainObject(entry.target) ? entry.target : void 0;
  const element = target && typeof target.role === "string" && typeof target.name === "string" && target.name !== "" ? ` (the ${cutText(target.role, 40)} "${cutText(target.name, 80)}")` : "";
  if (entry.found_by === "element") return `target found by element${element}`;
  if (entry.found_by === "coordinates") return "target at its recorded coordinates";
  return void 0;
}
var FINAL_SCREEN = "final.png";
function codifiedByDefault(result) {
  return result === "success" || result === "done";
}
async function isReplayRun(task, files) {
  if (!isPlainObject(task) || !isPlainObject(task.evaluator)) return false;
  const metrics = Array.isArray(task.evaluator.metrics) ? task.evaluator.metrics : [];
  const first = metrics[0];
  if (task.evaluator.mode !== "programmatic" || !isPlainObject(first) || first.type !== "script_replay")
    return false;
  return await files.size("agent_conversation.json") === void 0;
}
async function loadScreenshot(files, name) {
  const read = await files.read(name, LIMITS.screenshotBytes);
  if (!read) return `Screenshot ${name} is not in the artifacts folder.`;
  if (read.truncated)
    return `Screenshot ${name} is larger than ${formatBytes(LIMITS.screenshotBytes)}: not embedded.`;
  const image = imageDataUri(read.bytes);
  if (!image) return `Screenshot ${name} is not a PNG, JPEG, GIF or WebP image.`;
  return { uri: image.uri, name, width: image.width, height: image.height };
}
function secondsSincePrevious(entries) {
  const byPosition = entries.map(() => void 0);
  for (let i = 1; i < entries.length; i++) {
    const pair = stepDurations([entries[i - 1], entries[i]]);
    byPosition[i] = pair.get(entries[i].step);
  }
  return byPosition;
}
function formatSeconds(secs) {
  return formatDuration(secs * 1e3);
}
async function readJson(files, name) {
  const read = await files.read(name, 16 * 1024 * 1024);
  if (!read) return { missing: true };
  try {
    return { value: JSON.parse(read.bytes.toString("utf8")), missing: false };
  } catch {
    return { missing: false };
  }
}
function text(value) {
  if (typeof value === "string") return value;
  if (value === void 0) return "";
  return JSON.stringify(value, null, 2) ?? String(value);
}
function verdictModel(results, source) {
  const status = typeof results.status === "string" ? results.status : "unknown";
  const culprit = readShownCulprit(results.culprit);
  const tone = status === "pass" ? "ok" : culprit?.kind === "environment" ? "warn" : status === "fail" || status === "error" ? "error" : "warn";
  const statusLabel = status === "pass" ? "Passed" : status === "fail" ? "Failed" : status === "error" ? "Error" : status;
  const metrics = (Array.isArray(results.metric_results) ? results.metric_results : []).filter(isPlainObject).map((m) => {
    const passed = m.passed === true;
    return {
      metric: text(m.metric) || "(unnamed metric)",
      passed,
      tone: passed ? "ok" : "error",
      mark: passed ? "\u2713" : "\u2717",
      markTitle: passed ? "passed" : "failed",
      expected: text(m.expected),
      actual: text(m.actual),
      detail: text(m.detail)
    };
  });
  const failedMetrics = metrics.filter((m) => !m.passed);
  const verdict = {
    status,
    statusLabel,
    tone,
    metrics,
    failedMetrics,
    showReasoning: false,
    failureHtml: status === "pass" ? "" : failureHtml(
      failureView({
        metrics,
        ...source.file ? { file: source.file } : {},
        location: source.location ?? null
      })
    ),
    culpritHtml: status === "pass" ? "" : culpritHtml(culprit)
  };
  if (typeof results.test_id === "string") verdict.testId = results.test_id;
  if (typeof results.error_category === "string") verdict.errorCategory = results.error_category;
  if (results.error_detail !== void 0 && results.error_detail !== null) {
    verdict.errorDetail = text(results.error_detail);
    if (status !== "pass") verdict.reason = oneLineReason(verdict.errorDetail) ?? void 0;
  }
  if (typeof results.duration_ms === "number") verdict.duration = formatSeconds(results.duration_ms / 1e3);
  if (metrics.length > 0) {
    verdict.metricsSummary = failedMetrics.length === 0 ? `${metrics.length === 1 ? "the metric" : `all ${metrics.length} metrics`} passed` : `${failedMetrics.length} of ${metrics.length} metric${metrics.length === 1 ? "" : "s"} failed`;
  }
  if (isPlainObject(results.agent_verdict)) {
    const agent = results.agent_verdict;
    verdict.agent = {
      passed: agent.passed === true,
      verdict: agent.passed === true ? "passed" : "failed",
      reasoning: text(agent.reasoning),
      steps: agent.steps === void 0 ? void 0 : text(agent.steps)
    };
    verdict.showReasoning = verdict.agent.reasoning.trim() !== "" && verdict.agent.reasoning !== verdict.errorDetail;
  }
  if (results.bugs_found !== void 0) verdict.bugsFound = text(results.bugs_found);
  return verdict;
}
function taskModel(task) {
  const app = isPlainObject(task.app) ? task.app : {};
  const evaluator = isPlainObject(task.evaluator) ? task.evaluator : void 0;
  const metrics = evaluator && Array.isArray(evaluator.metrics) ? evaluator.metrics : [];
  const facts = [
    { label: "Timeout", value: `${typeof task.timeout === "number" ? task.timeout : 300} s` },
    { label: "Max steps", value: String(typeof task.max_steps === "number" ? task.max_steps : 15) },
    { label: "App type", value: typeof app.type === "string" ? app.type : "(none)" },
    { label: "Setup steps", value: String(Array.isArray(task.config) ? task.config.length : 0) },
    {
      label: "Evaluator mode",
      value: evaluator && typeof evaluator.mode === "string" ? evaluator.mode : "llm"
    }
  ];
  if (metrics.length > 0) {
    const types = metrics.map((m) => isPlainObject(m) && typeof m.type === "string" ? m.type : "?");
    facts.push({ label: "Metrics", value: types.join(", ") });
  }
  const model = {
    id: typeof task.id === "string" ? task.id : "",
    instruction: typeof task.instruction === "string" ? task.instruction : "",
    facts,
    json: JSON.stringify(task, null, 2)
  };
  if (typeof task.completion_condition === "string" && task.completion_condition !== "") {
    model.completionCondition = task.completion_condition;
  }
  return model;
}
async function recordingModel(files) {
  const size = await files.size("recording.mp4");
  if (size === void 0) return void 0;
  if (size > LIMITS.recordingBytes) return { size: formatBytes(size) };
  const read = await files.read("recording.mp4", LIMITS.recordingBytes);
  if (!read || read.truncated) return { size: formatBytes(size) };
  return { uri: `data:video/mp4;base64,${read.bytes.toString("base64")}`, size: formatBytes(size) };
}
async function bugModels(files, redactor) {
  const names = await files.list("bugs", /^BUG-\d+\.md$/u);
  const bugs = [];
  for (const name of names) {
    const read = await files.read(`bugs/${name}`, LIMITS.bugReportBytes);
    if (read)
      bugs.push({ name, text: redactor.redact(read.bytes.toString("utf8")), truncated: read.truncated });
  }
  return bugs;
}
function secretRedactor(task, env) {
  const secrets = isPlainObject(task) && isPlainObject(task.secrets) ? task.secrets : {};
  const values = [];
  for (const def of Object.values(secrets)) {
    if (!isPlainObject(def)) continue;
    const fromEnv = typeof def.env === "string" ? env[def.env] : void 0;
    if (fromEnv !== void 0) values.push(fromEnv);
    if (typeof def.default === "string" && def.default !== REDACTED) values.push(def.default);
  }
  return new Redactor(values);
}

// src/review/render-review.ts
function jsonForScript(value) {
  return (JSON.stringify(value) ?? "null").replaceAll("<", "\\u003c").replaceAll(">", "\\u003e").replaceAll("&", "\\u0026").replaceAll("\u2028", "\\u2028").replaceAll("\u2029", "\\u2029");
}
function renderReviewHtml(model) {
  return renderPage("review", { ...model, dataJson: jsonForScript(model.clientData) }, "data:");
}
async function writeReview(artifactsDir, outputFile, cwd, env = {}, failure = {}) {
  const target = path2.resolve(cwd, outputFile);
  const model = await buildReviewModel(artifactsDir, cwd, env, { pageDir: path2.dirname(target), ...failure });
  const html = renderReviewHtml(model);
  try {
    await mkdir(path2.dirname(target), { recursive: true });
    await writeFile(target, html);
  } catch (error) {
    throw new InfraError(`Cannot write review HTML: ${error.message}`, { cause: error });
  }
  return target;
}

export {
  renderPage,
  failureHtml,
  culpritHtml,
  writeReview
};
