import {
  EARLY_EXIT_TIMEOUT_SECS,
  errorMessage,
  evaluateCheck
} from "./chunk-SJ5DPWVZ.js";
import {
  a11yName,
  screenshotName,
  trajectoryTimestamp
} from "./chunk-MRE4K7FB.js";
import {
  LlmError,
  createProvider
} from "./chunk-NRBTAFZG.js";
import {
  formatDuration
} from "./chunk-AGDU3G6C.js";
import {
  keepText
} from "./chunk-XRI4GCXB.js";
import {
  AgentError
} from "./chunk-DWPD5B2R.js";

// src/artifacts/a11y-target.ts
var WINDOW_TAGS = /* @__PURE__ */ new Set(["frame", "dialog", "window"]);
function elementAt(tsv, x, y) {
  let best;
  let app;
  let window;
  for (const line of tsv.split("\n").slice(1)) {
    const cells = line.split("	");
    if (cells.length < 7) continue;
    const [tag = "", rawName = "", , , , position = "", size = ""] = cells;
    const name = rawName.replace(/\\n/gu, " ").trim();
    if (tag === "application") {
      app = `application:${name}`;
      window = void 0;
      continue;
    }
    if (WINDOW_TAGS.has(tag)) window = `${tag}:${name}`;
    const [left, top] = position.split(",").map(numberCell);
    const [width, height] = size.split(",").map(numberCell);
    if (![left, top, width, height].every((n) => Number.isFinite(n)) || left < -1e6) continue;
    if (width <= 1 || height <= 1) continue;
    if (x < left || y < top || x >= left + width || y >= top + height) continue;
    const area = width * height;
    if (!best || area <= best.area) {
      const own = `${tag}:${name}`;
      const path = [app, window].filter((p) => p !== void 0 && p !== own);
      best = { element: { role: tag, name, box: [left, top, width, height], path }, area };
    }
  }
  return best?.element;
}
function numberCell(text) {
  return text.trim() === "" ? NaN : Math.trunc(Number(text));
}
var NUM = String.raw`-?\d+(?:\.\d+)?`;
var POINTER_CALL = new RegExp(
  String.raw`\bpyautogui\.(?:click|doubleClick|tripleClick|rightClick|middleClick|moveTo|dragTo|mouseDown|mouseUp)\(\s*` + String.raw`(?:\(\s*(${NUM})\s*,\s*(${NUM})\s*\)|(?:x\s*=\s*)?(${NUM})\s*,\s*(?:y\s*=\s*)?(${NUM}))`,
  "u"
);
function firstPointerPoint(code) {
  const match = POINTER_CALL.exec(code);
  if (!match) return void 0;
  const x = Number(match[1] ?? match[3]);
  const y = Number(match[2] ?? match[4]);
  return Number.isFinite(x) && Number.isFinite(y) ? { x, y } : void 0;
}
function stepTarget(pythonCode, a11yTsv, scale = 1) {
  const point = firstPointerPoint(pythonCode);
  if (!point) return void 0;
  const element = elementAt(a11yTsv, point.x * scale, point.y * scale);
  return element ? { ...targetOf(element), x: point.x, y: point.y } : void 0;
}
function targetOf(element) {
  return { role: element.role, name: element.name, box: element.box, path: element.path };
}

// src/evaluate/early-exit.ts
async function isEarlyExitConditionMet(session, condition, options) {
  try {
    if (condition.type === "llm_judge") return await options.judge(condition.prompt) === true;
    const result = await evaluateCheck(session, condition, { timeoutSecs: EARLY_EXIT_TIMEOUT_SECS });
    return result.passed;
  } catch (error) {
    options.log?.(`Early exit condition (${condition.type}) could not be checked: ${errorMessage(error)}`);
    return false;
  }
}

// src/agent/bug-reports.ts
function truncateChars(text, max) {
  return keepText(text, max, "\n... (truncated)");
}
async function writeBugReport(artifacts, number, report) {
  const id = `BUG-${String(number).padStart(3, "0")}`;
  const summary = report.text.split("\n")[0].trim();
  const sections = [
    `# ${id}`,
    "",
    `**Step:** ${report.step}`,
    `**Summary:** ${summary}`,
    "",
    "## Description",
    "",
    report.text,
    ""
  ];
  if (report.screenshotFile)
    sections.push("## Screenshot", "", `![screenshot](${report.screenshotFile})`, "");
  if (report.bashOutput?.trim())
    sections.push("## Diagnostic Evidence", "", "```", truncateChars(report.bashOutput, 5e3), "```", "");
  if (report.a11y)
    sections.push("## Accessibility Tree State", "", "```", truncateChars(report.a11y, 3e3), "```", "");
  const file = await artifacts.text(`bugs/${id}.md`, sections.join("\n"));
  return { id, step: report.step, summary, description: report.text, file };
}
async function notifySlack(webhookUrl, bug, testId, options = {}) {
  const redact = options.redact ?? ((t) => t);
  const header = keepText(`\u{1F41B} ${bug.id} \u2014 ${redact(bug.summary)}`, 147, "\u2026");
  const description = keepText(redact(bug.description), 2900, "\u2026 _(truncated)_");
  const payload = {
    blocks: [
      { type: "header", text: { type: "plain_text", text: header } },
      {
        type: "section",
        fields: [
          { type: "mrkdwn", text: `*Test:*
${testId}` },
          { type: "mrkdwn", text: `*Step:*
${bug.step}` }
        ]
      },
      { type: "section", text: { type: "mrkdwn", text: description } },
      { type: "divider" }
    ],
    ...options.channel ? { channel: options.channel } : {}
  };
  try {
    const response = await fetch(webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(1e4)
    });
    if (!response.ok) options.log?.(`Slack notification for ${bug.id} failed: HTTP ${response.status}`);
  } catch (error) {
    options.log?.(`Slack notification for ${bug.id} failed: ${error.message}`);
  }
}

// src/agent/conversation.ts
var DEFAULT_HISTORY = { window: 6, screenshots: 2 };
function buildMessages(system, taskText, turns, current, history = DEFAULT_HISTORY) {
  const messages = [
    { role: "system", content: system },
    { role: "user", content: taskText }
  ];
  const recent = history.window > 0 ? turns.slice(-history.window) : [];
  recent.forEach((turn, i) => {
    const keepImage = i >= recent.length - history.screenshots && turn.observation.screenshot !== void 0;
    messages.push({
      role: "user",
      content: keepImage ? [imagePart(turn.observation), { type: "text", text: `(The screen before step ${turn.step}.)` }] : `[The screen before step ${turn.step} is omitted to save context.]`
    });
    messages.push({ role: "assistant", content: turn.response });
    if (turn.bashOutput) messages.push({ role: "user", content: `Bash command output:
${turn.bashOutput}` });
    if (turn.errorFeedback)
      messages.push({ role: "user", content: `Action execution error: ${turn.errorFeedback}` });
  });
  messages.push(observationMessage(current));
  return messages;
}
function observationMessage(observation) {
  const tree = observation?.a11y !== void 0 ? `Here is the current accessibility tree of the desktop:

\`\`\`
${observation.a11y}
\`\`\`` : void 0;
  if (observation?.screenshot) {
    return {
      role: "user",
      content: [imagePart(observation), ...tree ? [{ type: "text", text: tree }] : []]
    };
  }
  return {
    role: "user",
    content: tree ?? "[No observation available \u2014 screenshot and accessibility tree both unavailable]"
  };
}
function imagePart(observation) {
  const shot = observation.screenshot;
  return { type: "image", mediaType: shot.mediaType, data: shot.data.toString("base64") };
}
function conversationLog(messages) {
  return messages.map((m) => ({
    role: m.role,
    content: typeof m.content === "string" ? m.content : m.content.map(
      (part) => part.type === "text" ? { type: "text", text: part.text } : { type: "image_url", image_url: { url: "[base64 image data omitted]" } }
    )
  }));
}

// src/agent/llm-judge.ts
var JUDGE_SYSTEM = "You check whether a condition holds on a computer screen. Look at the screenshot and the accessibility tree, then answer with exactly one word: YES if the condition holds, NO otherwise.";
async function judgeCondition(provider, observation, prompt, timeoutMs = 9e4) {
  const text = `${observation.a11y !== void 0 ? `Accessibility tree:
\`\`\`
${observation.a11y}
\`\`\`

` : ""}Condition to evaluate: ${prompt}`;
  const content = observation.screenshot ? [
    {
      type: "image",
      mediaType: observation.screenshot.mediaType,
      data: observation.screenshot.data.toString("base64")
    },
    { type: "text", text }
  ] : text;
  try {
    const reply = await provider.complete({
      messages: [
        { role: "system", content: JUDGE_SYSTEM },
        { role: "user", content }
      ],
      maxTokens: 16,
      signal: AbortSignal.timeout(timeoutMs)
    });
    return reply.text.trim().toUpperCase() === "YES";
  } catch {
    return false;
  }
}

// src/artifacts/background-writes.ts
var BackgroundWrites = class {
  constructor(artifacts, log) {
    this.artifacts = artifacts;
    this.log = log;
  }
  artifacts;
  log;
  pending = /* @__PURE__ */ new Set();
  binary(name, data) {
    const write = data().then((bytes) => this.artifacts.binary(name, bytes)).then(
      () => void 0,
      (error) => this.log(`${name} was not written: ${error instanceof Error ? error.message : String(error)}`)
    );
    this.pending.add(write);
    void write.finally(() => this.pending.delete(write));
  }
  async settled() {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
};

// src/agent/observation.ts
var CHEAPEST_FIRST = ["jpeg", "png", "webp"];
var JPEG_QUALITY = 90;
function cheapestImageFormat(types) {
  const accepted = new Set(types ?? ["image/png"]);
  return CHEAPEST_FIRST.find((format) => accepted.has(`image/${format}`)) ?? "png";
}
async function observeForAgent(session, options = {}) {
  const { width, height } = session.screen;
  const downscale = options.maxWidth !== void 0 && width > options.maxWidth || options.maxHeight !== void 0 && height > options.maxHeight;
  const cheapest = cheapestImageFormat(options.imageTypes);
  const format = cheapest === "png" || session.guest.supports("keep_frame") ? cheapest : "png";
  const observation = await session.observe({
    format,
    ...format === "jpeg" ? { quality: JPEG_QUALITY } : {},
    ...format !== "png" ? { keepFrame: true } : {},
    ...downscale ? { maxWidth: options.maxWidth, maxHeight: options.maxHeight } : {},
    maxA11yNodes: options.maxA11yNodes,
    a11yTimeoutMs: options.a11yTimeoutMs,
    ...options.settle ? { settle: options.settle } : {}
  });
  const shot = observation.screenshot;
  const scale = shot && shot.width > 0 ? shot.originalWidth / shot.width : 1;
  const frameId = shot?.frameId;
  const png = shot?.format === "png" ? () => Promise.resolve(shot.data) : frameId !== void 0 ? async () => (await session.guest.frame(frameId, "png")).data : void 0;
  return {
    observation: {
      ...shot ? {
        screenshot: {
          data: shot.data,
          mediaType: `image/${shot.format}`,
          width: shot.width,
          height: shot.height
        }
      } : {},
      ...observation.a11y ? { a11y: scale === 1 ? observation.a11y.tsv : scaleA11yTree(observation.a11y.tsv, scale) } : {},
      scale,
      ms: observation.ms
    },
    ...observation.settle ? { settle: observation.settle } : {},
    ...png ? { png } : {}
  };
}
var OFFSCREEN = -2147483648;
function scaleA11yTree(tsv, scale) {
  const pair = (cell) => {
    if (!cell || !cell.includes(",")) return cell ?? "";
    const [a, b] = cell.split(",").map(Number);
    if (!Number.isFinite(a) || !Number.isFinite(b) || a === OFFSCREEN || b === OFFSCREEN) return cell;
    return `${Math.round(a / scale)},${Math.round(b / scale)}`;
  };
  return tsv.split("\n").map((line, i) => {
    if (i === 0) return line;
    const cells = line.split("	");
    if (cells.length >= 7) {
      cells[5] = pair(cells[5]);
      cells[6] = pair(cells[6]);
    }
    return cells.join("	");
  }).join("\n");
}

// src/agent/parse-response.ts
var PYTHON_FENCE = /^```(python|py)\b/;
var BASH_FENCE = /^```(bash|sh)\b/;
var COMMANDS = /* @__PURE__ */ new Set(["DONE", "FAIL", "WAIT"]);
function parseResponse(text, options = {}) {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const pythonBlocks = [];
  const bashBlocks = [];
  const bugs = [];
  const thoughtLines = [];
  let command;
  let fence;
  let bug;
  const closeBug = () => {
    if (bug && bug.join("\n").trim()) bugs.push(bug.join("\n").trim());
    bug = void 0;
  };
  for (const line of lines) {
    const trimmed = line.trim();
    if (fence) {
      if (trimmed === "```") {
        const code = dedent(fence.lines);
        if (code && fence.kind === "python") pythonBlocks.push(code);
        if (code && fence.kind === "bash") bashBlocks.push(code);
        fence = void 0;
      } else {
        fence.lines.push(line);
      }
      continue;
    }
    if (trimmed.startsWith("```")) {
      closeBug();
      fence = {
        kind: PYTHON_FENCE.test(trimmed) ? "python" : BASH_FENCE.test(trimmed) ? "bash" : "other",
        lines: []
      };
      continue;
    }
    if (COMMANDS.has(trimmed)) {
      closeBug();
      command ??= trimmed;
      continue;
    }
    if (options.qa && trimmed === "BUG") {
      closeBug();
      bug = [];
      continue;
    }
    if (bug) {
      if (trimmed === "") closeBug();
      else bug.push(line);
    }
    thoughtLines.push(line);
  }
  closeBug();
  return {
    ...command ? { command } : {},
    pythonBlocks,
    bashBlocks,
    bugs,
    thought: thoughtLines.join("\n").trim()
  };
}
function dedent(lines) {
  let start = 0;
  let end = lines.length;
  while (start < end && lines[start].trim() === "") start++;
  while (end > start && lines[end - 1].trim() === "") end--;
  const body = lines.slice(start, end).map((l) => l.replace(/\s+$/, ""));
  const indents = body.filter((l) => l.trim() !== "").map((l) => /^[ \t]*/.exec(l)[0].length);
  const common = indents.length ? Math.min(...indents) : 0;
  return body.map((l) => l.slice(Math.min(common, /^[ \t]*/.exec(l)[0].length))).join("\n");
}

// src/agent/providers/retries.ts
import { setTimeout as delay } from "node:timers/promises";
var DEFAULT_MAX_RETRIES = 5;
var DEFAULT_ATTEMPT_TIMEOUT_MS = 9e4;
var MAX_RETRY_DELAY_MS = 3e4;
var LABELS = {
  anthropic: "Anthropic",
  openai: "OpenAI",
  openrouter: "OpenRouter",
  cerebras: "Cerebras",
  gemini: "Gemini",
  custom: "Custom",
  "claude-cli": "Claude CLI",
  "codex-cli": "Codex CLI"
};
function labelOf(provider) {
  return LABELS[provider.name] ?? provider.name;
}
function retryDelayMs(retry, error, random = Math.random) {
  const asked = error.details.retryAfterMs;
  if (asked !== void 0 && Number.isFinite(asked) && asked >= 0) return Math.min(asked, MAX_RETRY_DELAY_MS);
  const nominal = Math.min(2 ** (retry - 1), 30) * 1e3;
  return Math.round(nominal * (0.75 + 0.5 * random()));
}
async function completeWithRetries(provider, request, options = {}) {
  const maxRetries = Math.max(0, options.maxRetries ?? DEFAULT_MAX_RETRIES);
  const attemptTimeoutMs = options.attemptTimeoutMs ?? DEFAULT_ATTEMPT_TIMEOUT_MS;
  const remaining = () => options.deadline ? options.deadline() : Number.POSITIVE_INFINITY;
  const sleep = options.sleep ?? ((ms, signal) => delay(ms, void 0, { signal }));
  const outer = [options.signal, request.signal].filter((s) => s !== void 0);
  const outerSignal = outer.length === 0 ? void 0 : outer.length === 1 ? outer[0] : AbortSignal.any(outer);
  const label = labelOf(provider);
  let lastError;
  for (let attempt = 1; attempt <= maxRetries + 1; attempt++) {
    if (outerSignal?.aborted) throw cancelled(label, outerSignal, lastError);
    const left = remaining();
    if (left <= 0) {
      throw lastError ?? new LlmError(`${label} call not attempted: the run's time limit is reached`, "timeout", {});
    }
    const limitMs = Math.min(attemptTimeoutMs, left);
    try {
      return await attemptOnce(provider, request, limitMs, limitMs < attemptTimeoutMs, label, outerSignal);
    } catch (error) {
      if (!(error instanceof LlmError)) throw error;
      lastError = error;
      if (outerSignal?.aborted) throw cancelled(label, outerSignal, error);
      if (error.kind === "context_length" || !error.retryable || attempt > maxRetries) throw error;
      const wait = retryDelayMs(attempt, error, options.random);
      if (wait >= remaining()) throw error;
      options.onRetry?.(attempt, error, wait);
      try {
        await sleep(wait, outerSignal);
      } catch (sleepError) {
        if (outerSignal?.aborted) throw cancelled(label, outerSignal, error);
        throw sleepError;
      }
    }
  }
  throw lastError ?? new LlmError(`${label} call failed`, "server", {});
}
function cancelled(label, signal, last) {
  return new LlmError(`${label} call cancelled`, "timeout", last ? { ...last.details } : {}, {
    cause: signal.reason
  });
}
async function attemptOnce(provider, request, limitMs, cutByDeadline, label, outerSignal) {
  const controller = new AbortController();
  const signal = outerSignal ? AbortSignal.any([outerSignal, controller.signal]) : controller.signal;
  const timedOut = () => new LlmError(
    `${label} call timed out after ${formatDuration(limitMs)}${cutByDeadline ? " (the run's time limit)" : ""}`,
    "timeout",
    {}
  );
  let timer;
  let onAbort;
  const stop = new Promise((_, reject) => {
    timer = setTimeout(() => {
      controller.abort(new DOMException("LLM attempt timed out", "TimeoutError"));
      reject(timedOut());
    }, limitMs);
    onAbort = () => reject(new LlmError(`${label} call cancelled`, "timeout", {}, { cause: outerSignal?.reason }));
    outerSignal?.addEventListener("abort", onAbort, { once: true });
  });
  const call = Promise.resolve().then(() => provider.complete({ ...request, signal }));
  call.catch(() => void 0);
  stop.catch(() => void 0);
  try {
    return await Promise.race([call, stop]);
  } catch (error) {
    if (controller.signal.aborted && !outerSignal?.aborted && error instanceof LlmError && error.kind === "timeout") {
      throw timedOut();
    }
    throw error;
  } finally {
    clearTimeout(timer);
    if (onAbort) outerSignal?.removeEventListener("abort", onAbort);
  }
}

// src/agent/system-prompt.ts
function buildSystemPrompt(options) {
  const { width, height } = options;
  const scaled = options.screen && (options.screen.width !== width || options.screen.height !== height) ? ` (the real screen is ${options.screen.width}x${options.screen.height}; screenshots, accessibility-tree positions and your coordinates all use the ${width}x${height} space, and your pointer actions are mapped to the real screen for you)` : "";
  const sections = [
    "You are a professional software tester. You control a Linux desktop by writing Python code that runs on it, and you test the application in front of you by doing the task you are given, the way a careful user would.",
    [
      "## Display Information",
      `- Screen resolution: ${width}x${height} pixels${scaled}.`,
      `- Coordinates run from (0, 0) at the top-left to (${width - 1}, ${height - 1}) at the bottom-right.`,
      "- The desktop is a virtual X11 display (Xvfb) with the openbox window manager: windows have title bars, and there is no panel, taskbar or desktop icons."
    ].join("\n"),
    [
      "## Action Space",
      "Your code runs with `pyautogui`, `time`, `pyperclip` and `type_text` already available.",
      "- Mouse: `pyautogui.click(x, y)`, `pyautogui.doubleClick(x, y)`, `pyautogui.rightClick(x, y)`, `pyautogui.moveTo(x, y)`, `pyautogui.dragTo(x, y, duration=0.5)`, `pyautogui.mouseDown()` / `mouseUp()`, `pyautogui.scroll(clicks, x, y)` (positive scrolls up, negative down).",
      "- Keyboard: `pyautogui.press('enter')`, `pyautogui.hotkey('ctrl', 's')`, `pyautogui.keyDown('shift')` / `keyUp('shift')`, `pyautogui.write('plain ascii')` (no backslashes or non-ASCII).",
      "- Text: prefer `type_text('any text')`: it types any Unicode text, and line breaks in it press Enter. Or put text on the clipboard with `pyperclip.copy('\u2026')` and paste with `pyautogui.hotkey('ctrl', 'v')`.",
      "- Waiting: `time.sleep(0.5)` after opening menus or dialogs that animate.",
      "Only these modules can be imported: time, pyautogui, pyperclip, math, random, string, re, json, collections, itertools, functools, datetime. `print()` output is returned to you."
    ].join("\n"),
    options.withBash ? [
      "## Bash Debugging Tool",
      "You may also write ```bash blocks to inspect the system for debugging: processes, files, logs (for example `cat /tmp/app.log`, `ps aux`). They run as the desktop user before your python block, and their output is returned to you with the next observation. Do not use bash to start GUI apps or to do the task itself: the task must be done through the user interface."
    ].join("\n") : "",
    [
      "## Output Format",
      "Each response starts with a brief reflection on the current screen and what to do next, followed by exactly one ```python code block with the actions. Several actions in one block are fine.",
      "Example:",
      "The Save dialog is open and the file name field has focus. I will type the name and confirm.",
      "```python",
      "type_text('report.txt')",
      "pyautogui.press('enter')",
      "```"
    ].join("\n"),
    [
      "## Guidelines",
      "- Look at the screenshot and the accessibility tree before acting; click the centre of elements, using the positions and sizes the tree gives.",
      "- If an action did not have the effect you expected, look again and try another approach rather than repeating it.",
      "- Never use image search (`locateOnScreen` and similar): use coordinates.",
      "- Be precise: the task is checked afterwards, so do exactly what it asks."
    ].join("\n"),
    [
      "## Special Commands",
      "Write one of these on a line of its own, outside code blocks:",
      "- `DONE` when the task is complete (after checking the screen shows it).",
      "- `FAIL` when the task cannot be completed, with the reason above it.",
      "- `WAIT` when the application is busy and you need another look before acting.",
      ...options.qa ? [
        "- `BUG` followed by a one-line summary and then details, when you find a bug in the application (it can come before DONE or FAIL)."
      ] : []
    ].join("\n"),
    [
      "## Observation",
      "After each response you get a new screenshot and the accessibility tree of the desktop, one element per line with tab-separated columns: tag, name, text, class, description, position (x,y) and size (w,h)."
    ].join("\n"),
    options.qa ? [
      "## QA Bug Reporting Mode (ACTIVE)",
      "Report bugs in the application under test only: crashes, wrong results, broken or missing UI, error dialogs that should not appear. Not problems of the test tooling, the environment, or your own mistakes.",
      "Before reporting, gather evidence with bash (`cat /tmp/app.log`, `ps aux`, `xdotool getactivewindow getwindowname`).",
      "Then write `BUG` on its own line, a one-line summary on the next line, then the details and steps to reproduce, ending with a blank line. Continue the task afterwards; report each bug once."
    ].join("\n") : ""
  ];
  return sections.filter(Boolean).join("\n\n");
}
function buildTaskText(instruction, completionCondition, historyDropped = false) {
  const task = completionCondition ? `${instruction}

Completion Condition: ${completionCondition}` : instruction;
  const note = historyDropped ? "\n\nNote: Previous conversation history was dropped due to context length limits. Please continue from the current observation." : "";
  return `## Task

${task}

Please complete the task above. Reflect on the current screenshot before taking action.${note}`;
}

// src/agent/agent-loop.ts
async function runAgentLoop(context, options) {
  const screenshots = new BackgroundWrites(context.artifacts, context.log);
  try {
    return await agentLoop(context, options, screenshots);
  } finally {
    await screenshots.settled();
  }
}
async function agentLoop(context, options, screenshots) {
  const { task, session, artifacts, log } = context;
  const deadline = context.deadline.earlier(Math.min(5e3, task.timeout * 100));
  const provider = options.provider;
  const stepTimeoutMs = options.stepTimeoutMs ?? 9e4;
  const settleCapMs = options.settleCapMs ?? 3e3;
  const withBash = (options.withBash ?? false) || (options.qa ?? false);
  const observeOptions = {
    maxWidth: provider.preferredImageSize?.maxWidth,
    maxHeight: provider.preferredImageSize?.maxHeight,
    maxA11yNodes: task.max_a11y_nodes,
    a11yTimeoutMs: (task.a11y_timeout_secs ?? 15) * 1e3,
    imageTypes: provider.imageTypes
  };
  const settle = { timeoutMs: settleCapMs, intervalMs: 25 };
  const observe = async (index) => {
    const started = performance.now();
    const observed = await observeForAgent(session, { ...observeOptions, settle }).catch(
      () => observeForAgent(session, observeOptions)
    );
    if (observed.png) screenshots.binary(screenshotName(index), observed.png);
    const settleMs = observed.settle?.ms ?? 0;
    const observeMs = Math.round(performance.now() - started) - settleMs;
    return {
      observation: observed.observation,
      settleMs,
      observeMs,
      capped: observed.settle?.settled === false
    };
  };
  let { observation } = await observe(0);
  const first = observation.screenshot ?? { width: session.screen.width, height: session.screen.height };
  const system = buildSystemPrompt({
    width: first.width,
    height: first.height,
    screen: session.screen,
    withBash,
    qa: options.qa
  });
  let taskText = buildTaskText(task.instruction, task.completion_condition);
  const turns = [];
  const usage = { inputTokens: 0, outputTokens: 0 };
  let costKnown = true;
  let bugsFound = 0;
  let step = 0;
  log(
    `[Agent] Starting: max_steps=${task.max_steps}, timeout=${task.timeout}s, model=${provider.name}/${provider.model}`
  );
  const saveConversation = () => artifacts.json(
    "agent_conversation.json",
    conversationLog(buildMessages(system, taskText, turns, void 0, options.history ?? DEFAULT_HISTORY))
  );
  const outcome = async (ending, reasoning) => {
    await saveConversation();
    return {
      passed: ending === "done",
      ending,
      reasoning,
      steps: step,
      ...options.qa ? { bugsFound } : {},
      usage: { ...usage, ...costKnown ? {} : { costUsd: void 0 } }
    };
  };
  const terminal = async (result) => {
    if (observation.a11y !== void 0) await artifacts.text(a11yName(step), observation.a11y);
    await artifacts.appendTrajectory({
      step,
      timestamp: trajectoryTimestamp(),
      action_code: "",
      ...observation.screenshot ? { screenshot_path: screenshotName(step) } : {},
      ...observation.a11y !== void 0 ? { a11y_tree_path: a11yName(step) } : {},
      result
    });
  };
  for (; ; ) {
    if (deadline.expired()) {
      await terminal("timeout");
      return outcome("timeout", `Total timeout (${task.timeout}s) exceeded after ${step} steps`);
    }
    if (step >= task.max_steps) {
      await terminal("max_steps");
      return outcome("max_steps", `Max steps (${task.max_steps}) reached without task completion`);
    }
    if (context.beforeStep) {
      const go = await deadline.excluding(context.beforeStep(step + 1, task.max_steps));
      if (!go) return outcome("quit", `User quit at step ${step + 1}`);
    }
    step += 1;
    log(`[Step ${step}/${task.max_steps}] Analyzing screenshot + a11y tree...`);
    const seen = observation;
    context.onThinking?.(step);
    const llmStarted = performance.now();
    const stepMs = () => Math.round(performance.now() - llmStarted);
    const response = await ask(provider, system, () => taskText, turns, seen, {
      ...options,
      deadlineMs: () => deadline.remainingMs(),
      log,
      onHistoryDropped: () => {
        turns.length = 0;
        taskText = buildTaskText(task.instruction, task.completion_condition, true);
      }
    }).catch(async (error) => {
      if (deadline.expired()) return void 0;
      await saveConversation();
      throw error instanceof AgentError ? error : new AgentError(`LLM call failed: ${error.message}`);
    });
    if (!response) {
      step -= 1;
      await terminal("timeout");
      return outcome("timeout", `Total timeout (${task.timeout}s) exceeded after ${step} steps`);
    }
    const llmMs = Math.round(performance.now() - llmStarted);
    addUsage(usage, response.usage);
    if (response.usage && response.usage.costUsd === void 0) costKnown = false;
    const parsed = parseResponse(response.text, { qa: options.qa });
    const a11yWritten = seen.a11y !== void 0 ? artifacts.text(a11yName(step), seen.a11y) : void 0;
    a11yWritten?.catch(() => void 0);
    const record = await executeTurn(context, parsed, { step, withBash, stepTimeoutMs, scale: seen.scale });
    for (const text of parsed.bugs) {
      bugsFound += 1;
      const bug = await writeBugReport(artifacts, bugsFound, {
        step,
        text,
        ...seen.screenshot ? { screenshotFile: artifacts.path(screenshotName(step - 1)) } : {},
        bashOutput: record.entry.bash_output,
        a11y: seen.a11y
      });
      log(`[Step ${step}] bug reported: ${bug.id} ${bug.summary}`);
      if (options.slack)
        void notifySlack(options.slack.webhookUrl, bug, task.id, {
          channel: options.slack.channel,
          log,
          redact: (t) => context.redactor.redact(t)
        });
    }
    const result = parsed.command === "DONE" ? "done" : parsed.command === "FAIL" ? "fail" : parsed.command === "WAIT" ? "wait" : record.entry.result;
    const target = seen.a11y !== void 0 ? stepTarget(parsed.pythonBlocks.join("\n"), seen.a11y, seen.scale) : void 0;
    const entry = {
      ...record.entry,
      ...parsed.thought ? { thought: parsed.thought } : {},
      ...seen.screenshot ? { screenshot_path: screenshotName(step - 1) } : {},
      ...seen.a11y !== void 0 ? { a11y_tree_path: a11yName(step) } : {},
      result,
      ...options.verbose ? { llm_raw_response: response.text } : {},
      ...seen.scale !== 1 ? { coord_scale: Math.round(seen.scale * 1e6) / 1e6 } : {},
      usage: {
        input_tokens: response.usage ? promptTokens(response.usage) : 0,
        output_tokens: response.usage?.outputTokens ?? 0,
        ...response.usage?.costUsd !== void 0 ? { cost_usd: response.usage.costUsd } : {}
      },
      ...target ? { target } : {}
    };
    const turn = {
      step,
      observation: seen,
      response: response.text,
      ...entry.bash_output ? { bashOutput: entry.bash_output } : {},
      ...entry.error_feedback ? { errorFeedback: entry.error_feedback } : {}
    };
    if (parsed.command === "DONE" || parsed.command === "FAIL") {
      entry.timings = { step_ms: stepMs(), llm_ms: llmMs, act_ms: record.actMs };
      await a11yWritten;
      await artifacts.appendTrajectory(entry);
      turns.push(turn);
      const reasoning = parsed.thought || (parsed.command === "DONE" ? "Agent completed without explanation" : "Agent reported failure without explanation");
      log(`[Step ${step}/${task.max_steps}] ${parsed.command}`);
      return outcome(parsed.command === "DONE" ? "done" : "fail", reasoning);
    }
    const next = await observe(step);
    entry.timings = {
      step_ms: stepMs(),
      llm_ms: llmMs,
      act_ms: record.actMs,
      settle_ms: next.settleMs,
      observe_ms: next.observeMs
    };
    await a11yWritten;
    await artifacts.appendTrajectory(entry);
    turns.push(turn);
    observation = next.observation;
    log(
      `[Step ${step}/${task.max_steps}] ${result === "success" || result === "wait" ? "Completed" : `Error: ${entry.error_feedback}`} (llm ${llmMs} ms, act ${record.actMs} ms, settle ${next.settleMs} ms${next.capped ? `: the screen was still changing at the ${settleCapMs} ms cap` : ""})`
    );
    const earlyExit = task.early_exit;
    if (earlyExit && parsed.command !== "WAIT" && step % earlyExit.check_every === 0) {
      const met = await isEarlyExitConditionMet(session, earlyExit.condition, {
        judge: (prompt) => judgeCondition(provider, observation, prompt, provider.callTimeoutMs ?? stepTimeoutMs),
        log
      });
      if (met)
        return outcome("early_exit", `${earlyExit.message ?? "Early exit condition met"} (at step ${step})`);
    }
  }
}
async function executeTurn(context, parsed, options) {
  const { session, log } = context;
  const started = performance.now();
  const bashBlocks = options.withBash ? parsed.bashBlocks : [];
  if (!options.withBash && parsed.bashBlocks.length > 0)
    log(`[Step ${options.step}] bash blocks ignored (run with --with-bash to allow them)`);
  const outputs = [];
  let feedback;
  for (const [i, code] of bashBlocks.entries()) {
    const result = await session.exec(["bash"], { stdin: code, timeoutMs: options.stepTimeoutMs }).catch((error) => error);
    if (result instanceof Error) {
      feedback ??= `Bash block ${i + 1} failed: Bash exec error: ${result.message}`;
    } else if (result.timedOut) {
      feedback ??= `Bash block ${i + 1} failed: Bash execution timed out after ${Math.round(options.stepTimeoutMs / 1e3)} seconds`;
    } else {
      const text = `${result.stdout}${result.stderr}`;
      if (text.trim()) outputs.push(`$ bash block ${i + 1}:
${text}`);
    }
  }
  const masked = [];
  for (const [i, code] of parsed.pythonBlocks.entries()) {
    const result = await session.act(code, { timeoutMs: options.stepTimeoutMs, coordScale: options.scale });
    masked.push(...result.masked ?? []);
    if (!result.success) feedback ??= `Code block ${i + 1} failed: ${result.error ?? "unknown error"}`;
    if (result.stdout) outputs.push(`$ python block ${i + 1} printed:
${result.stdout}`);
  }
  const actionCode = [...bashBlocks.map((b) => `# [bash]
${b}`), ...parsed.pythonBlocks].join("\n\n");
  const actionType = bashBlocks.length && parsed.pythonBlocks.length ? "python+bash" : bashBlocks.length ? "bash" : parsed.pythonBlocks.length ? "python" : void 0;
  const entry = {
    step: options.step,
    timestamp: trajectoryTimestamp(),
    action_code: actionCode,
    result: feedback ? `error:${feedback}` : "success",
    ...outputs.length ? { bash_output: outputs.join("\n") } : {},
    ...feedback ? { error_feedback: feedback } : {},
    ...actionType ? { action_type: actionType } : {},
    ...bashBlocks.length ? { bash_blocks: bashBlocks } : {},
    ...masked.length ? { masked: masked.map(({ x, y, width, height, why }) => ({ x, y, width, height, why })) } : {}
  };
  return { entry, actMs: Math.round(performance.now() - started) };
}
async function ask(provider, system, taskText, turns, observation, options) {
  const call = () => completeWithRetries(
    provider,
    { messages: buildMessages(system, taskText(), turns, observation, options.history ?? DEFAULT_HISTORY) },
    {
      maxRetries: options.maxRetries ?? 5,
      attemptTimeoutMs: provider.callTimeoutMs ?? options.stepTimeoutMs ?? 9e4,
      deadline: options.deadlineMs,
      onRetry: (attempt, error, delayMs) => options.log(
        `LLM call failed (${error.message}); retry ${attempt} in ${Math.round(delayMs / 100) / 10}s`
      )
    }
  );
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof LlmError) || error.kind !== "context_length" || turns.length === 0) throw error;
    options.log(
      "the conversation exceeded the model's context: dropping the history and continuing from the current screen"
    );
    options.onHistoryDropped();
    return call();
  }
}
function promptTokens(usage) {
  return usage.inputTokens + (usage.cacheReadTokens ?? 0) + (usage.cacheWriteTokens ?? 0);
}
function addUsage(total, step) {
  if (!step) return;
  total.inputTokens += promptTokens(step);
  total.outputTokens += step.outputTokens;
  if (step.costUsd !== void 0) total.costUsd = (total.costUsd ?? 0) + step.costUsd;
}

// src/agent/create-agent-runner.ts
function createAgentRunner(settings) {
  const provider = createProvider({
    provider: settings.provider,
    model: settings.model,
    apiKey: settings.apiKey,
    baseUrl: settings.baseUrl,
    env: settings.env,
    onWarning: settings.onWarning
  });
  return (context) => runAgentLoop(context, {
    provider,
    maxRetries: settings.maxRetries,
    withBash: settings.withBash,
    qa: settings.qa,
    verbose: settings.verbose,
    settleCapMs: settings.settleCapMs,
    slack: settings.slack
  });
}

export {
  elementAt,
  targetOf,
  createAgentRunner
};
