import { createRequire as __dtRequire } from 'node:module'; import { fileURLToPath as __dtPath } from 'node:url'; import { dirname as __dtDir } from 'node:path'; const require = __dtRequire(import.meta.url); const __filename = __dtPath(import.meta.url); const __dirname = __dtDir(__filename);
import {
  EARLY_EXIT_TIMEOUT_SECS,
  errorMessage,
  evaluateCheck
} from "./chunk-OSB4HGAV.js";
import {
  parseResolution
} from "./chunk-SEXQFPUJ.js";
import {
  Redactor,
  keepText
} from "./chunk-QKYQMOOC.js";
import {
  formatDuration
} from "./chunk-AGDU3G6C.js";
import {
  a11yName,
  screenshotName,
  trajectoryTimestamp
} from "./chunk-OFVEBJHN.js";
import {
  parseJsonDocument
} from "./chunk-DTED7B3O.js";
import {
  AgentError,
  ConfigError
} from "./chunk-TIJ2CQYA.js";

// src/cli/agent-setup.ts
import path from "node:path";

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

// src/agent/observation.ts
var OFFSCREEN = -2147483648;
async function observeForAgent(session, options = {}) {
  const { width, height } = session.screen;
  const downscale = options.maxWidth !== void 0 && width > options.maxWidth || options.maxHeight !== void 0 && height > options.maxHeight;
  const observation = await session.observe({
    format: "png",
    ...downscale ? { maxWidth: options.maxWidth, maxHeight: options.maxHeight } : {},
    maxA11yNodes: options.maxA11yNodes,
    a11yTimeoutMs: options.a11yTimeoutMs
  });
  const shot = observation.screenshot;
  const scale = shot && shot.width > 0 ? shot.originalWidth / shot.width : 1;
  return {
    ...shot ? {
      screenshot: {
        data: shot.data,
        mediaType: "image/png",
        width: shot.width,
        height: shot.height
      }
    } : {},
    ...observation.a11y ? { a11y: scale === 1 ? observation.a11y.tsv : scaleA11yTree(observation.a11y.tsv, scale) } : {},
    scale,
    ms: observation.ms
  };
}
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

// src/agent/providers/llm-provider.ts
var LlmError = class extends AgentError {
  constructor(message, kind, details = {}, options = {}) {
    super(message, options);
    this.kind = kind;
    this.details = details;
  }
  kind;
  details;
  get retryable() {
    return this.kind === "rate_limit" || this.kind === "overloaded" || this.kind === "server" || this.kind === "timeout" || this.kind === "network";
  }
};

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
  custom: "Custom"
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
    a11yTimeoutMs: (task.a11y_timeout_secs ?? 15) * 1e3
  };
  const observe = async (index) => {
    const settle = await session.settle({ timeoutMs: settleCapMs, intervalMs: 25 }).catch(() => ({ ms: 0 }));
    const started = performance.now();
    const observation2 = await observeForAgent(session, observeOptions);
    if (observation2.screenshot) await artifacts.binary(screenshotName(index), observation2.screenshot.data);
    return { observation: observation2, settleMs: settle.ms, observeMs: Math.round(performance.now() - started) };
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
  const outcome = async (passed, reasoning) => {
    await saveConversation();
    return {
      passed,
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
      return outcome(false, `Total timeout (${task.timeout}s) exceeded after ${step} steps`);
    }
    if (step >= task.max_steps) {
      await terminal("max_steps");
      return outcome(false, `Max steps (${task.max_steps}) reached without task completion`);
    }
    step += 1;
    log(`[Step ${step}/${task.max_steps}] Analyzing screenshot + a11y tree...`);
    const seen = observation;
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
      return outcome(false, `Total timeout (${task.timeout}s) exceeded after ${step} steps`);
    }
    const llmMs = Math.round(performance.now() - llmStarted);
    addUsage(usage, response.usage);
    if (response.usage && response.usage.costUsd === void 0) costKnown = false;
    const parsed = parseResponse(response.text, { qa: options.qa });
    const record = await executeTurn(context, parsed, { step, withBash, stepTimeoutMs, scale: seen.scale });
    if (seen.a11y !== void 0) await artifacts.text(a11yName(step), seen.a11y);
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
      }
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
      await artifacts.appendTrajectory(entry);
      turns.push(turn);
      const reasoning = parsed.thought || (parsed.command === "DONE" ? "Agent completed without explanation" : "Agent reported failure without explanation");
      log(`[Step ${step}/${task.max_steps}] ${parsed.command}`);
      return outcome(parsed.command === "DONE", reasoning);
    }
    const next = await observe(step);
    entry.timings = {
      step_ms: stepMs(),
      llm_ms: llmMs,
      act_ms: record.actMs,
      settle_ms: next.settleMs,
      observe_ms: next.observeMs
    };
    await artifacts.appendTrajectory(entry);
    turns.push(turn);
    observation = next.observation;
    log(
      `[Step ${step}/${task.max_steps}] ${result === "success" || result === "wait" ? "Completed" : `Error: ${entry.error_feedback}`} (llm ${llmMs} ms, act ${record.actMs} ms, settle ${next.settleMs} ms)`
    );
    const earlyExit = task.early_exit;
    if (earlyExit && parsed.command !== "WAIT" && step % earlyExit.check_every === 0) {
      const met = await isEarlyExitConditionMet(session, earlyExit.condition, {
        judge: (prompt) => judgeCondition(provider, observation, prompt, stepTimeoutMs),
        log
      });
      if (met) return outcome(false, `${earlyExit.message ?? "Early exit condition met"} (at step ${step})`);
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
  for (const [i, code] of parsed.pythonBlocks.entries()) {
    const result = await session.act(code, { timeoutMs: options.stepTimeoutMs, coordScale: options.scale });
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
    ...actionType ? { action_type: actionType } : {}
  };
  return { entry, actMs: Math.round(performance.now() - started) };
}
async function ask(provider, system, taskText, turns, observation, options) {
  const call = () => completeWithRetries(
    provider,
    { messages: buildMessages(system, taskText(), turns, observation, options.history ?? DEFAULT_HISTORY) },
    {
      maxRetries: options.maxRetries ?? 5,
      attemptTimeoutMs: options.stepTimeoutMs ?? 9e4,
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

// src/agent/providers/create-provider.ts
import { isIP } from "node:net";

// src/agent/providers/http.ts
import { STATUS_CODES } from "node:http";
var MAX_DETAIL_BODY = 4e3;
var MAX_MESSAGE_BODY = 500;
function scrub(text, secrets) {
  return new Redactor(secrets).redact(text);
}
function truncateBody(body, max = MAX_MESSAGE_BODY) {
  return keepText(body, max, "... (truncated)");
}
var JsonApi = class {
  constructor(label, url, apiKey, auth, options = {}) {
    this.label = label;
    this.url = url;
    this.secrets = [apiKey];
    this.#headers = {
      ...options.headers,
      ...auth,
      "content-type": "application/json",
      accept: "application/json"
    };
    this.#fetch = options.fetch ?? ((target, init) => fetch(target, init));
  }
  label;
  url;
  secrets;
  #headers;
  #fetch;
  post(body, signal) {
    return postJson({
      label: this.label,
      url: this.url,
      headers: this.#headers,
      body,
      ...signal ? { signal } : {},
      fetch: this.#fetch,
      secrets: this.secrets
    });
  }
};
async function postJson(options) {
  const { label, signal, secrets } = options;
  let response;
  try {
    response = await options.fetch(options.url, {
      method: "POST",
      headers: options.headers,
      body: JSON.stringify(options.body),
      signal
    });
  } catch (error) {
    throw transportError(label, error, signal, secrets);
  }
  let text;
  try {
    text = await response.text();
  } catch (error) {
    throw transportError(label, error, signal, secrets);
  }
  const requestId = requestIdOf(response.headers);
  if (!response.ok) throw httpError(label, response.status, response.headers, text, secrets);
  try {
    return {
      status: response.status,
      headers: response.headers,
      json: JSON.parse(text),
      requestId
    };
  } catch {
    throw unexpectedReply(label, "a reply that is not JSON", response.status, text, secrets, requestId);
  }
}
function unexpectedReply(label, what, status, text, secrets, requestId) {
  const body = scrub(text, secrets);
  return new LlmError(
    `${label} API returned ${what} (${statusLine(status)}): ${truncateBody(body)}`,
    "server",
    withoutUndefined({ status, body: body.slice(0, MAX_DETAIL_BODY), requestId })
  );
}
function requestIdOf(headers) {
  return headers.get("request-id") ?? headers.get("x-request-id") ?? void 0;
}
function statusLine(status) {
  const reason = STATUS_CODES[status] ?? (status === 529 ? "Overloaded" : void 0);
  return reason ? `${status} ${reason}` : String(status);
}
function httpError(label, status, headers, text, secrets, now = Date.now()) {
  const body = scrub(text, secrets);
  const info = errorInfo(body);
  const kind = classifyHttpError(status, info, body);
  const retryAfter = headers.get("retry-after");
  const shown = retryAfter ? `; retry-after: ${scrub(retryAfter, secrets)}` : "";
  const retryAfterMs = retryAfterMsFrom(headers, status, now);
  return new LlmError(
    `${label} API error (${statusLine(status)}${shown}): ${truncateBody(body)}`,
    kind,
    withoutUndefined({
      status,
      retryAfterMs,
      body: body.slice(0, MAX_DETAIL_BODY),
      requestId: requestIdOf(headers)
    })
  );
}
function errorInfo(body) {
  let parsed;
  try {
    parsed = JSON.parse(body);
  } catch {
    return {};
  }
  if (Array.isArray(parsed)) parsed = parsed[0];
  return errorInfoOf(parsed);
}
function errorInfoOf(value) {
  if (!isRecord(value)) return {};
  const error = isRecord(value.error) ? value.error : value;
  const text = (v) => typeof v === "string" ? v : typeof v === "number" ? String(v) : void 0;
  return withoutUndefined({
    type: text(error.type) ?? text(error.status),
    code: text(error.code),
    message: text(error.message)
  });
}
var CONTEXT_PHRASES = [
  "context_length_exceeded",
  "context length",
  "maximum context length",
  "prompt is too long",
  "maximum number of tokens",
  "context window",
  "context limit",
  "token limit",
  "too many tokens",
  "input is too long",
  "request too large"
];
function mentionsContextLength(text) {
  const lower = text.toLowerCase();
  return CONTEXT_PHRASES.some((phrase) => lower.includes(phrase));
}
function classifyHttpError(status, info, body) {
  const said = `${info.code ?? ""} ${info.type ?? ""} ${info.message ?? body}`;
  if (status === 413) return "context_length";
  if (status === 429 && /request too large/i.test(said)) return "context_length";
  if (status >= 400 && status < 500 && ![401, 403, 404, 408, 409, 429].includes(status)) {
    if (mentionsContextLength(said)) return "context_length";
  }
  if (status === 529 || info.type === "overloaded_error") return "overloaded";
  if (status === 429 || info.type === "rate_limit_error") return "rate_limit";
  if (status === 401 || status === 403) return "auth";
  if (status === 408) return "timeout";
  if (status === 409) return /lock/i.test(said) ? "server" : "client";
  if (status === 425 || status >= 500) return "server";
  return "client";
}
function retryAfterMsFrom(headers, status, now = Date.now()) {
  const ms = headers.get("retry-after-ms");
  if (ms !== null && /^\s*\d+(\.\d+)?\s*$/.test(ms)) return Math.round(Number(ms));
  const retryAfter = headers.get("retry-after");
  if (retryAfter !== null) {
    const parsed = parseRetryAfter(retryAfter, now);
    if (parsed !== void 0) return parsed;
  }
  if (status !== 429) return void 0;
  let latest;
  for (const limit of ["requests", "tokens", "input-tokens", "output-tokens"]) {
    const remaining = headers.get(`anthropic-ratelimit-${limit}-remaining`);
    const reset = headers.get(`anthropic-ratelimit-${limit}-reset`);
    if (remaining === null || reset === null || Number(remaining) !== 0) continue;
    const at = Date.parse(reset);
    if (Number.isNaN(at)) continue;
    latest = Math.max(latest ?? 0, at - now);
  }
  return latest === void 0 ? void 0 : Math.max(0, latest);
}
function parseRetryAfter(value, now = Date.now()) {
  const trimmed = value.trim();
  const seconds = /^(\d+(?:\.\d+)?)\s*s?$/i.exec(trimmed);
  if (seconds) return Math.round(Number(seconds[1]) * 1e3);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? void 0 : Math.max(0, at - now);
}
function transportError(label, error, signal, secrets) {
  if (signal?.aborted || isAbort(error)) {
    const reason = signal?.reason instanceof Error ? `: ${signal.reason.message}` : "";
    return new LlmError(
      scrub(`${label} API request aborted${reason}`, secrets),
      "timeout",
      {},
      { cause: error }
    );
  }
  return new LlmError(scrub(`${label} API request failed: ${describeCause(error)}`, secrets), "network", {});
}
function isAbort(error) {
  return error instanceof Error && (error.name === "AbortError" || error.name === "TimeoutError");
}
function describeCause(error) {
  const parts = [];
  let current = error;
  for (let depth = 0; depth < 4 && current !== void 0 && current !== null; depth++) {
    if (current instanceof Error) {
      const code = current.code;
      const text = current.message || (typeof code === "string" ? code : current.name);
      if (text && !parts.includes(text)) parts.push(text);
      current = current.cause;
    } else {
      parts.push(String(current));
      break;
    }
  }
  return parts.join(": ") || "unknown error";
}
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function withoutUndefined(value) {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== void 0));
}
function trimSlashes(base) {
  return base.replace(/\/+$/, "");
}

// src/agent/providers/pricing.ts
var MODEL_PRICES = {
  // Anthropic
  "claude-opus-4-5": { input: 5, output: 25, cacheRead: 0.5, cacheWrite: 6.25 },
  "claude-opus-4-1": { input: 15, output: 75, cacheRead: 1.5, cacheWrite: 18.75 },
  "claude-opus-4": { input: 15, output: 75, cacheRead: 1.5, cacheWrite: 18.75 },
  "claude-opus-4-0": { input: 15, output: 75, cacheRead: 1.5, cacheWrite: 18.75 },
  "claude-sonnet-4-5": { input: 3, output: 15, cacheRead: 0.3, cacheWrite: 3.75 },
  "claude-sonnet-4": { input: 3, output: 15, cacheRead: 0.3, cacheWrite: 3.75 },
  "claude-sonnet-4-0": { input: 3, output: 15, cacheRead: 0.3, cacheWrite: 3.75 },
  "claude-3-7-sonnet": { input: 3, output: 15, cacheRead: 0.3, cacheWrite: 3.75 },
  "claude-haiku-4-5": { input: 1, output: 5, cacheRead: 0.1, cacheWrite: 1.25 },
  "claude-3-5-haiku": { input: 0.8, output: 4, cacheRead: 0.08, cacheWrite: 1 },
  // OpenAI (cached input is billed at the cache-read price; OpenAI has no cache-write charge)
  "gpt-4o": { input: 2.5, output: 10, cacheRead: 1.25 },
  "gpt-4o-2024-05-13": { input: 5, output: 15 },
  "gpt-4o-mini": { input: 0.15, output: 0.6, cacheRead: 0.075 },
  "gpt-4.1": { input: 2, output: 8, cacheRead: 0.5 },
  "gpt-4.1-mini": { input: 0.4, output: 1.6, cacheRead: 0.1 },
  "gpt-4.1-nano": { input: 0.1, output: 0.4, cacheRead: 0.025 },
  "gpt-5": { input: 1.25, output: 10, cacheRead: 0.125 },
  "gpt-5-mini": { input: 0.25, output: 2, cacheRead: 0.025 },
  "gpt-5-nano": { input: 0.05, output: 0.4, cacheRead: 5e-3 },
  o3: { input: 2, output: 8, cacheRead: 0.5 },
  "o4-mini": { input: 1.1, output: 4.4, cacheRead: 0.275 }
};
function priceFor(model) {
  const id = model.trim().toLowerCase();
  const exact = MODEL_PRICES[id];
  if (exact) return exact;
  let base = id.replace(/^(anthropic|openai)\//, "").replace(/:[a-z-]+$/, "");
  if (base.startsWith("claude-")) base = base.replace(/(\d)\.(\d)/g, "$1-$2");
  if (MODEL_PRICES[base]) return MODEL_PRICES[base];
  base = base.replace(/-latest$/, "").replace(/-\d{8}$/, "").replace(/-\d{4}-\d{2}-\d{2}$/, "");
  return MODEL_PRICES[base];
}
function costUsd(model, usage) {
  const price = priceFor(model);
  if (!price) return void 0;
  const cacheRead = usage.cacheReadTokens ?? 0;
  const cacheWrite = usage.cacheWriteTokens ?? 0;
  if (cacheRead > 0 && price.cacheRead === void 0) return void 0;
  if (cacheWrite > 0 && price.cacheWrite === void 0) return void 0;
  const micro = usage.inputTokens * price.input + usage.outputTokens * price.output + cacheRead * (price.cacheRead ?? 0) + cacheWrite * (price.cacheWrite ?? 0);
  return micro / 1e6;
}

// src/agent/providers/anthropic.ts
var ANTHROPIC_DEFAULT_BASE_URL = "https://api.anthropic.com";
var ANTHROPIC_VERSION = "2023-06-01";
var ANTHROPIC_DEFAULT_MAX_TOKENS = 4096;
var ANTHROPIC_IMAGE_SIZE = { maxWidth: 1280, maxHeight: 800 };
var EMPTY_TURN_TEXT = "(empty)";
function anthropicMessagesUrl(baseUrl) {
  const base = trimSlashes(baseUrl);
  if (base.endsWith("/v1/messages")) return base;
  return base.endsWith("/v1") ? `${base}/messages` : `${base}/v1/messages`;
}
function toAnthropicBody(messages, options) {
  const cache = { type: "ephemeral" };
  const systemText = messages.filter((m) => m.role === "system").map((m) => textOf(m.content)).filter((t) => t.trim() !== "").join("\n\n");
  const turns = [];
  for (const message of messages) {
    if (message.role === "system") continue;
    turns.push({ role: message.role, content: toContent(message.content) });
  }
  if (options.promptCaching) {
    const first = turns.find((t) => t.role === "user");
    if (first) {
      const blocks = typeof first.content === "string" ? [{ type: "text", text: first.content }] : first.content;
      const last = blocks[blocks.length - 1];
      if (last) last.cache_control = cache;
      first.content = blocks;
    }
  }
  const body = {
    model: options.model,
    max_tokens: options.maxTokens,
    messages: turns
  };
  if (systemText !== "") {
    body.system = options.promptCaching ? [{ type: "text", text: systemText, cache_control: cache }] : systemText;
  }
  return body;
}
function textOf(content) {
  if (typeof content === "string") return content;
  return content.filter((p) => p.type === "text").map((p) => p.text).join("\n");
}
function toContent(content) {
  if (typeof content === "string") return content.trim() === "" ? EMPTY_TURN_TEXT : content;
  const blocks = [];
  for (const part of content) {
    if (part.type === "text") {
      if (part.text.trim() !== "") blocks.push({ type: "text", text: part.text });
    } else {
      blocks.push({ type: "image", source: { type: "base64", media_type: part.mediaType, data: part.data } });
    }
  }
  return blocks.length > 0 ? blocks : EMPTY_TURN_TEXT;
}
function fromAnthropicReply(json, requestedModel) {
  if (!isRecord(json) || !Array.isArray(json.content)) return void 0;
  const text = json.content.filter(
    (b) => isRecord(b) && b.type === "text" && typeof b.text === "string"
  ).map((b) => b.text).join("");
  const model = typeof json.model === "string" && json.model !== "" ? json.model : requestedModel;
  const usage = isRecord(json.usage) ? usageOf(json.usage, model, requestedModel) : void 0;
  return withoutUndefined({
    text,
    model,
    usage,
    stopReason: typeof json.stop_reason === "string" ? json.stop_reason : void 0
  });
}
function usageOf(raw, model, requestedModel) {
  const count = (v) => typeof v === "number" && Number.isFinite(v) ? v : void 0;
  const usage = withoutUndefined({
    inputTokens: count(raw.input_tokens) ?? 0,
    outputTokens: count(raw.output_tokens) ?? 0,
    cacheReadTokens: count(raw.cache_read_input_tokens),
    cacheWriteTokens: count(raw.cache_creation_input_tokens)
  });
  const cost = costUsd(model, usage) ?? costUsd(requestedModel, usage);
  if (cost !== void 0) usage.costUsd = cost;
  return usage;
}
var AnthropicProvider = class {
  name = "anthropic";
  model;
  preferredImageSize = ANTHROPIC_IMAGE_SIZE;
  endpoint;
  #api;
  #maxTokens;
  #promptCaching;
  constructor(options) {
    this.model = options.model;
    this.endpoint = anthropicMessagesUrl(options.baseUrl ?? ANTHROPIC_DEFAULT_BASE_URL);
    this.#api = new JsonApi(
      "Anthropic",
      this.endpoint,
      options.apiKey,
      { "x-api-key": options.apiKey, "anthropic-version": ANTHROPIC_VERSION },
      options
    );
    this.#maxTokens = options.maxTokens ?? ANTHROPIC_DEFAULT_MAX_TOKENS;
    this.#promptCaching = options.promptCaching ?? true;
  }
  async complete(request) {
    const body = toAnthropicBody(request.messages, {
      model: this.model,
      maxTokens: request.maxTokens ?? this.#maxTokens,
      promptCaching: this.#promptCaching
    });
    const reply = await this.#api.post(body, request.signal);
    const secrets = this.#api.secrets;
    const response = fromAnthropicReply(reply.json, this.model);
    if (!response) {
      throw unexpectedReply(
        "Anthropic",
        "an unexpected reply",
        reply.status,
        JSON.stringify(reply.json),
        secrets,
        reply.requestId
      );
    }
    return response;
  }
  toJSON() {
    return { name: this.name, model: this.model, endpoint: this.endpoint };
  }
};

// src/agent/providers/openai-compatible.ts
var OPENAI_IMAGE_SIZE = { maxWidth: 2048, maxHeight: 768 };
function chatCompletionsUrl(baseUrl) {
  const base = trimSlashes(baseUrl);
  if (base.endsWith("/chat/completions")) return base;
  if (/\/v\d+[a-z\d]*$/.test(base) || base.endsWith("/openai")) return `${base}/chat/completions`;
  return `${base}/v1/chat/completions`;
}
function toChatCompletionsBody(messages, options) {
  const body = {
    model: options.model,
    messages: messages.map((m) => ({ role: m.role, content: toContent2(m.role, m.content) }))
  };
  if (options.maxTokens !== void 0) body[options.maxTokensField] = options.maxTokens;
  return body;
}
function toContent2(role, content) {
  if (typeof content === "string") return content;
  const hasImage = content.some((p) => p.type === "image");
  if (role !== "user" || !hasImage) {
    return content.filter((p) => p.type === "text").map((p) => p.text).join("\n");
  }
  return content.map(
    (p) => p.type === "text" ? { type: "text", text: p.text } : { type: "image_url", image_url: { url: `data:${p.mediaType};base64,${p.data}` } }
  );
}
function fromChatCompletion(json, requestedModel) {
  if (!isRecord(json) || !Array.isArray(json.choices)) return void 0;
  const choice = json.choices[0];
  if (!isRecord(choice) || !isRecord(choice.message)) return void 0;
  const message = choice.message;
  let text;
  if (typeof message.content === "string") text = message.content;
  else if (Array.isArray(message.content)) {
    text = message.content.filter((p) => isRecord(p) && typeof p.text === "string").map((p) => p.text).join("\n");
  } else text = typeof message.refusal === "string" ? message.refusal : "";
  const model = typeof json.model === "string" && json.model !== "" ? json.model : requestedModel;
  return withoutUndefined({
    text,
    model,
    usage: isRecord(json.usage) ? usageOf2(json.usage, model, requestedModel) : void 0,
    stopReason: typeof choice.finish_reason === "string" ? choice.finish_reason : void 0
  });
}
function usageOf2(raw, model, requestedModel) {
  const count = (v) => typeof v === "number" && Number.isFinite(v) ? v : void 0;
  const details = isRecord(raw.prompt_tokens_details) ? raw.prompt_tokens_details : {};
  const prompt = count(raw.prompt_tokens) ?? 0;
  const cached = Math.min(count(details.cached_tokens) ?? 0, prompt);
  const usage = { inputTokens: prompt - cached, outputTokens: count(raw.completion_tokens) ?? 0 };
  if (cached > 0) usage.cacheReadTokens = cached;
  const cost = count(raw.cost) ?? costUsd(model, usage) ?? costUsd(requestedModel, usage);
  if (cost !== void 0) usage.costUsd = cost;
  return usage;
}
var OpenAiCompatibleProvider = class {
  name;
  label;
  model;
  preferredImageSize;
  endpoint;
  #api;
  #maxTokens;
  #maxTokensField;
  constructor(options) {
    this.name = options.name;
    this.label = options.label;
    this.model = options.model;
    if (options.preferredImageSize) this.preferredImageSize = options.preferredImageSize;
    this.endpoint = chatCompletionsUrl(options.baseUrl);
    this.#api = new JsonApi(
      options.label,
      this.endpoint,
      options.apiKey,
      { authorization: `Bearer ${options.apiKey}` },
      options
    );
    this.#maxTokens = options.maxTokens;
    this.#maxTokensField = options.maxTokensField ?? "max_tokens";
  }
  async complete(request) {
    const body = toChatCompletionsBody(request.messages, {
      model: this.model,
      maxTokens: request.maxTokens ?? this.#maxTokens,
      maxTokensField: this.#maxTokensField
    });
    const reply = await this.#api.post(body, request.signal);
    const secrets = this.#api.secrets;
    const response = fromChatCompletion(reply.json, this.model);
    if (response) return response;
    const raw = scrub(JSON.stringify(reply.json), secrets);
    if (isRecord(reply.json) && isRecord(reply.json.error)) {
      const info = errorInfoOf(reply.json);
      const status = Number(info.code);
      const kind = Number.isInteger(status) && status >= 400 ? classifyHttpError(status, info, raw) : "server";
      throw new LlmError(
        `${this.label} API error (in a ${reply.status} reply): ${truncateBody(raw)}`,
        kind,
        withoutUndefined({ status: reply.status, body: raw.slice(0, 4e3), requestId: reply.requestId })
      );
    }
    const what = isRecord(reply.json) && Array.isArray(reply.json.choices) ? "no choices" : "an unexpected reply";
    throw unexpectedReply(this.label, what, reply.status, raw, secrets, reply.requestId);
  }
  toJSON() {
    return { name: this.name, model: this.model, endpoint: this.endpoint };
  }
};

// src/agent/providers/create-provider.ts
var PROVIDER_NAMES = ["anthropic", "openai", "openrouter", "cerebras", "gemini", "custom"];
var PROVIDERS = {
  anthropic: {
    label: "Anthropic",
    keyEnv: "ANTHROPIC_API_KEY",
    baseUrl: ANTHROPIC_DEFAULT_BASE_URL,
    defaultModel: "claude-sonnet-4-5-20250929"
  },
  openai: {
    label: "OpenAI",
    keyEnv: "OPENAI_API_KEY",
    baseUrl: "https://api.openai.com",
    defaultModel: "gpt-4.1"
  },
  openrouter: {
    label: "OpenRouter",
    keyEnv: "OPENROUTER_API_KEY",
    baseUrl: "https://openrouter.ai/api",
    defaultModel: "anthropic/claude-sonnet-4.5"
  },
  cerebras: { label: "Cerebras", keyEnv: "CEREBRAS_API_KEY", baseUrl: "https://api.cerebras.ai" },
  gemini: {
    label: "Gemini",
    keyEnv: "GEMINI_API_KEY",
    baseUrl: "https://generativelanguage.googleapis.com/v1beta/openai",
    defaultModel: "gemini-2.5-flash"
  },
  custom: { label: "Custom" }
};
function isProviderName(name) {
  return PROVIDER_NAMES.includes(name);
}
function createProvider(options) {
  const name = options.provider.trim().toLowerCase();
  if (!isProviderName(name)) {
    throw new ConfigError(`Unknown LLM provider '${options.provider}'`, {
      hint: `use one of: ${PROVIDER_NAMES.join(", ")}`
    });
  }
  const spec = PROVIDERS[name];
  const model = options.model?.trim() || spec.defaultModel;
  if (!model) {
    throw new ConfigError(`--provider ${name} needs a model: pass --model or set "model" in the config file`);
  }
  if (name === "anthropic" && /^claude-instant-1/.test(model)) {
    throw new ConfigError(`Model '${model}' does not accept images; desktest needs a vision model`);
  }
  if (name !== "anthropic" && name !== "openrouter" && /^(claude|anthropic\/)/.test(model)) {
    options.onWarning?.(
      `model '${model}' looks like an Anthropic model but the provider is ${name}; pass --model for ${spec.label}`
    );
  }
  const apiKey = resolveApiKey(name, options.apiKey, options.env);
  const baseUrl = resolveBaseUrl(name, options.baseUrl);
  if (name === "anthropic") {
    return new AnthropicProvider({
      model,
      apiKey,
      baseUrl,
      maxTokens: options.maxTokens,
      promptCaching: options.promptCaching,
      headers: options.headers,
      fetch: options.fetch
    });
  }
  return new OpenAiCompatibleProvider({
    name,
    label: spec.label,
    model,
    apiKey,
    baseUrl,
    maxTokens: options.maxTokens,
    maxTokensField: name === "openai" ? "max_completion_tokens" : "max_tokens",
    preferredImageSize: imageSizeFor(model),
    headers: options.headers,
    fetch: options.fetch
  });
}
function imageSizeFor(model) {
  const id = model.toLowerCase().replace(/^[a-z-]+\//, "");
  if (id.startsWith("claude")) return { ...ANTHROPIC_IMAGE_SIZE };
  if (/^(gpt-|o\d|chatgpt-)/.test(id)) return { ...OPENAI_IMAGE_SIZE };
  return void 0;
}
function resolveApiKey(provider, explicit, env) {
  const spec = PROVIDERS[provider];
  const candidates = [explicit, spec.keyEnv ? env[spec.keyEnv] : void 0, env.LLM_API_KEY];
  for (const candidate of candidates) {
    const key = candidate?.trim();
    if (key) return key;
  }
  const where = spec.keyEnv ? `--api-key, ${spec.keyEnv}, or LLM_API_KEY` : "--api-key, or LLM_API_KEY";
  throw new ConfigError(`No API key found. Set it in config, ${where}.`, {
    hint: spec.keyEnv ? `export ${spec.keyEnv}=\u2026 (or LLM_API_KEY) before running desktest` : `export LLM_API_KEY=\u2026 for the ${provider} server before running desktest`
  });
}
var BUILT_IN_URLS = new Set(
  Object.values(PROVIDERS).flatMap((s) => s.baseUrl ? [s.baseUrl, `${s.baseUrl}/v1`] : []).concat([
    "https://api.anthropic.com/v1/messages",
    "https://api.openai.com/v1/chat/completions",
    "https://openrouter.ai/api/v1/chat/completions",
    "https://api.cerebras.ai/v1/chat/completions",
    "https://generativelanguage.googleapis.com/v1beta/openai/chat/completions"
  ]).map((u) => trimSlashes(u).toLowerCase())
);
function resolveBaseUrl(provider, baseUrl) {
  const given = baseUrl?.trim();
  const customised = given !== void 0 && given !== "" && !BUILT_IN_URLS.has(trimSlashes(given).toLowerCase());
  if (customised) return checkApiBaseUrl(given).toString();
  const own = PROVIDERS[provider].baseUrl;
  if (own) return own;
  throw new ConfigError(
    "--provider custom needs api_base_url (the server's root, e.g. http://localhost:8000)"
  );
}
var LOCAL_HOSTS = /* @__PURE__ */ new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);
function checkApiBaseUrl(value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`api_base_url is not a valid URL: '${value}'`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new ConfigError(`api_base_url must use http or https, not '${url.protocol.replace(/:$/, "")}'`);
  }
  const host = url.hostname.toLowerCase();
  if (LOCAL_HOSTS.has(host)) return url;
  if (url.protocol === "http:") {
    throw new ConfigError(`api_base_url must use https (http is allowed only for localhost): '${value}'`);
  }
  const bare = host.replace(/^\[|\]$/g, "");
  if (isIP(bare) && isNonPublicIp(bare)) {
    throw new ConfigError(
      `api_base_url must not point to a private, loopback or link-local address: '${bare}'`
    );
  }
  return url;
}
function isNonPublicIp(ip) {
  if (isIP(ip) === 4) return isNonPublicV4(ip);
  const lower = ip.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (mapped?.[1]) return isNonPublicV4(mapped[1]);
  const hexMapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hexMapped?.[1] && hexMapped[2]) {
    const hi = parseInt(hexMapped[1], 16);
    const lo = parseInt(hexMapped[2], 16);
    return isNonPublicV4(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`);
  }
  if (lower === "::" || lower === "::1") return true;
  const first = parseInt(lower.split(":")[0] || "0", 16);
  return (first & 65024) === 64512 || (first & 65472) === 65152;
}
function isNonPublicV4(ip) {
  const [a = 0, b = 0] = ip.split(".").map(Number);
  return a === 0 || a === 10 || a === 127 || a === 169 && b === 254 || a === 172 && b >= 16 && b <= 31 || a === 192 && b === 168;
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

// src/suite/config-file.ts
import { readFile } from "node:fs/promises";
var STRING_FIELDS = ["provider", "model", "api_key", "api_base_url"];
var INTEGER_FIELDS = ["llm_max_retries", "display_width", "display_height"];
async function loadConfigFile(file, warn) {
  const text = await readFile(file, "utf8").catch((error) => {
    throw new ConfigError(`Cannot read config file '${file}': ${error.message}`);
  });
  const document = parseJsonDocument(text);
  const problem = document.syntaxProblems[0];
  if (problem)
    throw new ConfigError(`Invalid JSON: ${problem.message}`, { location: { file, ...problem.position } });
  const value = document.value;
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new ConfigError("Invalid JSON: the config file must hold an object", { location: { file } });
  const raw = value;
  const at = (key) => ({ file, pointer: `/${key}`, ...document.valuePosition(`/${key}`) });
  for (const key of STRING_FIELDS) {
    if (raw[key] !== void 0 && typeof raw[key] !== "string")
      throw new ConfigError(`'${key}' must be a string`, { location: at(key) });
  }
  for (const key of INTEGER_FIELDS) {
    if (raw[key] !== void 0 && !(Number.isInteger(raw[key]) && raw[key] >= 0)) {
      throw new ConfigError(`'${key}' must be a whole number`, { location: at(key) });
    }
  }
  if (typeof raw.api_key === "string" && raw.api_key)
    warn(`${file}: an API key in a config file is easy to leak; prefer the provider's environment variable`);
  const known = /* @__PURE__ */ new Set([...STRING_FIELDS, ...INTEGER_FIELDS, "integrations"]);
  const ignored = Object.keys(raw).filter((k) => !known.has(k));
  if (ignored.length) warn(`${file}: ignoring ${ignored.join(", ")} (not used by this engine)`);
  return raw;
}

// src/cli/agent-setup.ts
var KEY_VARIABLES = [
  "ANTHROPIC_API_KEY",
  "OPENAI_API_KEY",
  "OPENROUTER_API_KEY",
  "CEREBRAS_API_KEY",
  "GEMINI_API_KEY",
  "LLM_API_KEY"
];
async function agentSetup(options, io, warn) {
  const config = options.config ? await loadConfigFile(path.resolve(io.cwd, options.config), warn) : {};
  const { width, height } = options.resolutionGiven || !config.display_width ? parseResolution(options.resolution) : { width: config.display_width, height: config.display_height ?? 1080 };
  const apiKey = options.apiKey ?? (config.api_key || void 0);
  const slackUrl = io.env.DESKTEST_SLACK_WEBHOOK_URL ?? config.integrations?.slack?.webhook_url;
  const maxRetries = parseCount(options.llmMaxRetries, "--llm-max-retries") ?? config.llm_max_retries;
  const settleCapMs = parseCount(options.settleCap, "--settle-cap");
  return {
    width,
    height,
    apiKeys: [apiKey, ...KEY_VARIABLES.map((v) => io.env[v])].filter((k) => Boolean(k?.trim())),
    agent: () => createAgentRunner({
      provider: options.provider ?? config.provider ?? "anthropic",
      model: options.model ?? config.model,
      apiKey,
      baseUrl: config.api_base_url,
      maxRetries,
      withBash: options.withBash,
      qa: options.qa,
      verbose: options.verbose,
      settleCapMs,
      ...slackUrl ? { slack: { webhookUrl: slackUrl, channel: config.integrations?.slack?.channel } } : {},
      env: io.env,
      onWarning: warn
    })
  };
}
function parseCount(text, flag) {
  if (text === void 0) return void 0;
  if (!/^\d+$/.test(text)) throw new ConfigError(`${flag} must be a whole number (found '${text}')`);
  return Number(text);
}

export {
  agentSetup
};
