import {
  wholeNumber
} from "./chunk-DGFUUUG6.js";
import {
  loadTaskText
} from "./chunk-G7CQGW6M.js";
import {
  backendNamed
} from "./chunk-7LVQLD6I.js";
import "./chunk-WTBBGLZZ.js";
import {
  require_picocolors
} from "./chunk-XVM663KR.js";
import "./chunk-75D4R6GW.js";
import "./chunk-OF73272Y.js";
import "./chunk-IRBSSJWK.js";
import {
  ExitCode
} from "./chunk-HZHHSFHV.js";
import "./chunk-6OU4HTP4.js";
import "./chunk-AGDU3G6C.js";
import "./chunk-XRI4GCXB.js";
import {
  ConfigError,
  InfraError
} from "./chunk-DWPD5B2R.js";
import "./chunk-4VNERU5G.js";
import "./chunk-3FFUO7WU.js";
import "./chunk-ZLH7AXKL.js";
import {
  TASK_DEFAULTS
} from "./chunk-ZHTCD5HQ.js";
import "./chunk-DZFXMRMN.js";
import {
  __toESM
} from "./chunk-JZL7SQM4.js";

// src/cli/commands/init.ts
var import_picocolors2 = __toESM(require_picocolors(), 1);
import { mkdirSync, statSync as statSync2, writeFileSync } from "node:fs";
import path3 from "node:path";

// src/cli/init/answer-sources.ts
function askingSource(prompter) {
  return {
    interactive: true,
    text: (q) => prompter.text(q),
    choose: (q) => prompter.choose(q),
    yesNo: (q) => prompter.confirm(q.question, q.default),
    integer: (q) => prompter.integer(q.question, q.default, q.minimum),
    say: (text) => prompter.say(text)
  };
}
var DefaultsSource = class {
  constructor(yes) {
    this.yes = yes;
  }
  yes;
  interactive = false;
  missing = [];
  text(q) {
    return Promise.resolve(this.take(q, q.default, q.optional === true));
  }
  choose(q) {
    return Promise.resolve(this.take(q, q.default, false));
  }
  yesNo(q) {
    return Promise.resolve(q.default);
  }
  integer(q) {
    return Promise.resolve(q.default);
  }
  say() {
  }
  take(q, defaultValue, optional) {
    if (optional && defaultValue === void 0) return void 0;
    if (defaultValue !== void 0 && (this.yes || !q.essential)) return defaultValue;
    this.missing.push({
      flag: q.flag,
      question: q.question,
      ...defaultValue !== void 0 ? { default: defaultValue } : {},
      ...q.noDefault !== void 0 && defaultValue === void 0 ? { noDefault: q.noDefault } : {}
    });
    return defaultValue;
  }
};

// src/cli/init/look-around.ts
import { constants, accessSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
var MAX_ENTRIES = 1e3;
var MAX_FOLDERS_PROBED = 100;
var START_SCRIPTS = ["run.sh", "start.sh", "launch.sh"];
var SKIPPED_FOLDERS = /* @__PURE__ */ new Set(["node_modules", "test-results", "desktest_artifacts"]);
function lookAround(taskDir, env = process.env) {
  const entries = listFolder(taskDir);
  const files = entries.filter((e) => e.kind === "file").map((e) => e.name);
  const folders = entries.filter((e) => e.kind === "folder" && !e.name.startsWith(".") && !SKIPPED_FOLDERS.has(e.name)).map((e) => e.name).sort().slice(0, MAX_FOLDERS_PROBED);
  return {
    appImages: files.filter((name) => /\.appimage$/i.test(name)).sort(),
    appFolders: folders.flatMap((dir) => {
      const entrypoint = startScriptIn(path.join(taskDir, dir));
      return entrypoint ? [{ dir, entrypoint }] : [];
    }),
    diskImages: files.filter((name) => /\.qcow2$/i.test(name)).sort(),
    tartImages: backendNamed("tart")?.preparedImages?.(env) ?? []
  };
}
function startScriptIn(folder) {
  const names = listFolder(folder).filter((e) => e.kind === "file").map((e) => e.name);
  const usual = START_SCRIPTS.find((name) => names.includes(name));
  if (usual) return usual;
  const executable = names.filter((name) => name.endsWith(".sh") && isExecutable(path.join(folder, name)));
  return executable.length === 1 ? executable[0] : void 0;
}
function listFolder(folder) {
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true }).slice(0, MAX_ENTRIES);
  } catch {
    return [];
  }
  return entries.map((entry) => {
    let kind = entry.isFile() ? "file" : entry.isDirectory() ? "folder" : "other";
    if (entry.isSymbolicLink()) {
      try {
        const target = statSync(path.join(folder, entry.name));
        kind = target.isFile() ? "file" : target.isDirectory() ? "folder" : "other";
      } catch {
        kind = "other";
      }
    }
    return { name: entry.name, kind };
  });
}
function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

// src/cli/init/task-questions.ts
import path2 from "node:path";
var DEFAULT_INSTRUCTION = "Check that the application has started and its main window is shown and responds, then report whether it does.";
var APP_TYPE_CHOICES = [
  { value: "appimage", description: "an AppImage file, run in a Linux desktop" },
  { value: "folder", description: "a folder with a start script, run in a Linux desktop" },
  { value: "docker_image", description: "a Docker image of your own with the app and a desktop" },
  { value: "macos_tart", description: "a macOS app in a Tart VM (Apple silicon)" },
  { value: "macos_native", description: "a macOS app on this Mac's own desktop" },
  { value: "windows_vm", description: "a Windows app in a QEMU VM" },
  { value: "windows_native", description: "a Windows app on this machine's own desktop" }
];
var ELECTRON = {
  key: "electron",
  flag: "--electron",
  option: "electron",
  kind: "yes-no",
  question: "Is it an Electron app?",
  default: () => false
};
var macosStart = (app) => Boolean(app.app_path || app.launch_cmd);
var windowsStart = (app) => Boolean(app.app_path);
var APP_FIELDS = {
  appimage: [
    {
      key: "path",
      flag: "--path <file>",
      option: "path",
      kind: "text",
      question: "AppImage file (relative to the task file)",
      default: (context) => context.surroundings.appImages[0],
      noDefault: (context) => `no *.AppImage file next to ${context.file}`,
      essential: true
    },
    ELECTRON
  ],
  folder: [
    {
      key: "dir",
      flag: "--dir <folder>",
      option: "dir",
      kind: "text",
      question: "App folder (relative to the task file)",
      default: (context) => context.surroundings.appFolders[0]?.dir,
      noDefault: (context) => `no folder with a start script (run.sh, start.sh, launch.sh) next to ${context.file}`,
      essential: true
    },
    {
      key: "entrypoint",
      flag: "--entrypoint <script>",
      option: "entrypoint",
      kind: "text",
      question: "Script in that folder that starts the app",
      default: (context, app) => typeof app.dir === "string" ? startScriptIn(path2.resolve(context.taskDir, app.dir)) ?? "run.sh" : "run.sh",
      essential: true
    },
    ELECTRON
  ],
  docker_image: [
    {
      key: "image",
      flag: "--image <name>",
      option: "image",
      kind: "text",
      question: "Docker image with the app (e.g. my-app:latest)",
      noDefault: () => "an image is yours to name",
      essential: true
    },
    {
      key: "entrypoint_cmd",
      flag: "--entrypoint-cmd <command>",
      option: "entrypointCmd",
      kind: "text",
      question: "Command that starts the app in it",
      optional: () => true
    }
  ],
  macos_tart: [
    {
      key: "base_image",
      flag: "--base-image <image>",
      option: "baseImage",
      kind: "text",
      question: "Tart image prepared with desktest init-macos (its --to name)",
      default: (context) => context.surroundings.tartImages[0],
      noDefault: () => "no Tart image prepared with `desktest init-macos` on this machine",
      essential: true
    },
    {
      key: "app_path",
      flag: "--app-path <path>",
      option: "appPath",
      kind: "text",
      question: "App to deploy (a .app bundle)",
      optional: () => true
    },
    {
      key: "launch_cmd",
      flag: "--launch-cmd <command>",
      option: "launchCmd",
      kind: "text",
      question: "Command that starts the app",
      optional: () => true
    },
    {
      key: "bundle_id",
      flag: "--bundle-id <id>",
      option: "bundleId",
      kind: "text",
      question: "Bundle identifier of the app",
      default: (_context, app) => macosStart(app) ? void 0 : "com.apple.TextEdit",
      optional: macosStart,
      essential: true
    },
    ELECTRON
  ],
  macos_native: [
    {
      key: "app_path",
      flag: "--app-path <path>",
      option: "appPath",
      kind: "text",
      question: "App to start (a .app bundle on this Mac)",
      optional: () => true
    },
    {
      key: "bundle_id",
      flag: "--bundle-id <id>",
      option: "bundleId",
      kind: "text",
      question: "Bundle identifier of the app",
      default: (_context, app) => app.app_path ? void 0 : "com.apple.TextEdit",
      optional: (app) => Boolean(app.app_path),
      essential: true
    }
  ],
  windows_vm: [
    {
      key: "base_image",
      flag: "--base-image <image>",
      option: "baseImage",
      kind: "text",
      question: "Windows base image (a qcow2 made by desktest init-windows, relative to the task file)",
      default: (context) => context.surroundings.diskImages[0],
      noDefault: (context) => `no *.qcow2 image next to ${context.file}`,
      essential: true
    },
    {
      key: "app_path",
      flag: "--app-path <path>",
      option: "appPath",
      kind: "text",
      question: "App to deploy into the VM (a file here, or a path inside the VM)",
      optional: () => true
    },
    {
      key: "launch_cmd",
      flag: "--launch-cmd <command>",
      option: "launchCmd",
      kind: "text",
      question: "PowerShell command that starts the app",
      default: (_context, app) => windowsStart(app) ? void 0 : "notepad.exe",
      optional: windowsStart,
      essential: true
    },
    {
      key: "installer_cmd",
      flag: "--installer-cmd <command>",
      option: "installerCmd",
      kind: "text",
      question: "Command that installs the app first",
      optional: () => true
    }
  ],
  windows_native: [
    {
      key: "app_path",
      flag: "--app-path <path>",
      option: "appPath",
      kind: "text",
      question: "App to start (an executable on this machine)",
      optional: () => true
    },
    {
      key: "launch_cmd",
      flag: "--launch-cmd <command>",
      option: "launchCmd",
      kind: "text",
      question: "PowerShell or cmd command that starts the app",
      default: (_context, app) => windowsStart(app) ? void 0 : "notepad.exe",
      optional: windowsStart,
      essential: true
    }
  ]
};
function appTypesOfOption(option) {
  return Object.keys(APP_FIELDS).filter(
    (type) => APP_FIELDS[type].some((field) => field.option === option)
  );
}
function defaultAppType(given, surroundings) {
  const fitting = Object.keys(APP_FIELDS).filter(
    (type2) => given.every((option) => APP_FIELDS[type2].some((field) => field.option === option))
  );
  if (given.length > 0 && fitting.length === 1) return { type: fitting[0], certain: true };
  const suggested = surroundings.appImages.length > 0 && surroundings.appFolders.length === 0 ? "appimage" : "folder";
  const type = fitting.includes(suggested) || fitting.length === 0 ? suggested : fitting[0];
  return { type, certain: false };
}
var METRIC_KINDS = [
  {
    type: "file_exists",
    description: "a file exists in the desktop (or does not)",
    fields: [
      { key: "path", kind: "text", question: "File in the desktop (e.g. /home/tester/out.txt)" },
      {
        key: "should_not_exist",
        kind: "yes-no",
        question: "Must it be absent instead?",
        default: false
      }
    ]
  },
  {
    type: "command_output",
    description: "a command in the desktop prints what is expected",
    fields: [
      { key: "command", kind: "text", question: "Command to run in the desktop" },
      { key: "expected", kind: "text", question: "Expected output" },
      {
        key: "match_mode",
        kind: "choice",
        question: "How the output must match",
        choices: ["contains", "equals", "regex"],
        default: "contains"
      }
    ]
  },
  {
    type: "exit_code",
    description: "a command in the desktop ends with the expected exit code",
    fields: [
      { key: "command", kind: "text", question: "Command to run in the desktop" },
      { key: "expected", kind: "integer", question: "Expected exit code", default: 0, minimum: 0 }
    ]
  },
  {
    type: "file_compare",
    description: "a file in the desktop equals a file here",
    fields: [
      { key: "actual_path", kind: "text", question: "File in the desktop" },
      { key: "expected_path", kind: "text", question: "Expected file here (relative to the task file)" },
      {
        key: "compare_mode",
        kind: "choice",
        question: "Comparison",
        choices: ["exact", "normalized"],
        default: "exact"
      }
    ]
  },
  {
    type: "file_compare_semantic",
    description: "a JSON, YAML, XML or CSV file in the desktop means the same as a file here",
    fields: [
      { key: "actual_path", kind: "text", question: "File in the desktop" },
      { key: "expected_path", kind: "text", question: "Expected file here (relative to the task file)" },
      {
        key: "format",
        kind: "choice",
        question: "Format",
        choices: ["json", "yaml", "xml", "csv"],
        default: "json"
      }
    ]
  }
];
function defaultId(file) {
  return path2.basename(file).replace(/\.json$/i, "") || "task";
}

// src/cli/prompter.ts
var import_picocolors = __toESM(require_picocolors(), 1);
import { createInterface } from "node:readline";
var MAX_ANSWER = 1e4;
var Prompter = class {
  constructor(terminal, color) {
    this.terminal = terminal;
    this.c = import_picocolors.default.createColors(color);
    this.readline = createInterface({
      input: terminal.input,
      output: terminal.output,
      terminal: terminal.output.isTTY === true,
      historySize: 0
    });
    this.readline.on("line", (line) => {
      const answer = line.slice(0, MAX_ANSWER);
      if (this.waiting) {
        const { resolve } = this.waiting;
        this.waiting = void 0;
        resolve(answer);
      } else this.lines.push(answer);
    });
    this.readline.on("SIGINT", () => {
      this.lines.length = 0;
      this.end(new InfraError("interrupted (Ctrl+C) before the questions were answered: nothing was done"));
      this.terminal.output.write("\n");
      this.readline.close();
    });
    this.readline.on(
      "close",
      () => this.end(
        new ConfigError("the input ended (Ctrl+D) before every question was answered: nothing was done", {
          hint: "answer each question, or give the answers as flags (see --help)"
        })
      )
    );
  }
  terminal;
  readline;
  lines = [];
  waiting;
  ended;
  c;
  /** A line to the person (not a question). */
  say(text) {
    this.terminal.output.write(`${text}
`);
  }
  async text(q) {
    const hint = q.default !== void 0 ? ` ${this.c.dim(`[${q.default}]`)}` : q.optional ? ` ${this.c.dim("(Enter to leave out)")}` : "";
    for (; ; ) {
      const answer = (await this.ask(`${this.c.bold(q.question)}${hint}: `)).trim();
      const value = answer === "" ? q.default : answer;
      if (value === void 0) {
        if (q.optional) return void 0;
        this.say(this.c.yellow("  an answer is needed"));
        continue;
      }
      const problem = q.check?.(value);
      if (problem === void 0) return value;
      this.say(this.c.yellow(`  ${problem}`));
    }
  }
  async choose(q) {
    this.say(this.c.bold(q.question));
    const width = Math.max(...q.choices.map((choice) => choice.value.length));
    q.choices.forEach((choice, i) => {
      const mark = choice.value === q.default ? this.c.dim(" (default)") : "";
      this.say(`  ${i + 1}) ${choice.value.padEnd(width)}  ${this.c.dim(choice.description)}${mark}`);
    });
    for (; ; ) {
      const hint = q.default !== void 0 ? ` ${this.c.dim(`[${q.default}]`)}` : "";
      const answer = (await this.ask(`Choice${hint}: `)).trim();
      const chosen = pickChoice(
        answer,
        q.choices.map((choice) => choice.value),
        q.default
      );
      if (chosen !== void 0) return chosen;
      this.say(
        this.c.yellow(
          `  enter a number from 1 to ${q.choices.length}, or one of: ${q.choices.map((choice) => choice.value).join(", ")}`
        )
      );
    }
  }
  async confirm(question, defaultYes) {
    for (; ; ) {
      const answer = await this.ask(
        `${this.c.bold(question)} ${this.c.dim(defaultYes ? "[Y/n]" : "[y/N]")}: `
      );
      const yes = parseYesNo(answer, defaultYes);
      if (yes !== void 0) return yes;
      this.say(this.c.yellow("  answer y or n"));
    }
  }
  async integer(question, defaultValue, minimum) {
    const answer = await this.text({
      question,
      default: String(defaultValue),
      check: (text) => /^-?\d+$/.test(text) && Number(text) >= minimum ? void 0 : `a whole number of at least ${minimum} is needed`
    });
    return Number(answer);
  }
  /** Stop reading the terminal (the process can then end). */
  close() {
    this.readline.removeAllListeners("close");
    this.readline.close();
  }
  ask(prompt) {
    const typedAhead = this.lines.shift();
    if (this.ended && typedAhead === void 0) return Promise.reject(this.ended);
    if (!this.ended) {
      this.readline.setPrompt(prompt);
      this.readline.prompt();
    } else this.terminal.output.write(prompt);
    if (typedAhead !== void 0) return Promise.resolve(typedAhead);
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
    });
  }
  end(error) {
    this.ended ??= error;
    const waiting = this.waiting;
    this.waiting = void 0;
    waiting?.reject(this.ended);
  }
};
function pickChoice(answer, choices, defaultValue) {
  const text = answer.trim();
  if (text === "") return defaultValue;
  if (/^\d+$/.test(text)) return choices[Number(text) - 1];
  return choices.find((choice) => choice.toLowerCase() === text.toLowerCase());
}
function parseYesNo(answer, defaultYes) {
  const text = answer.trim().toLowerCase();
  if (text === "") return defaultYes;
  if (text === "y" || text === "yes") return true;
  if (text === "n" || text === "no") return false;
  return void 0;
}

// src/cli/commands/init.ts
var MAX_METRIC_FLAGS = 50;
var MAX_METRIC_LENGTH = 1e4;
var EVALUATOR_CHOICES = [
  { value: "llm", description: "the agent's own verdict" },
  { value: "hybrid", description: "the agent's verdict and checks of the desktop, both must pass" },
  { value: "programmatic", description: "the checks of the desktop alone decide" }
];
async function initCommand(file, options, io) {
  const shown = file ?? "task.json";
  const target = path3.resolve(io.cwd, shown);
  const taskDir = path3.dirname(target);
  const flagMetrics = parseMetricFlags(options.metric);
  const timeout = options.timeout !== void 0 ? wholeNumber("--timeout", options.timeout, 1) : void 0;
  const maxSteps = options.maxSteps !== void 0 ? wholeNumber("--max-steps", options.maxSteps, 1) : void 0;
  const existing = statSync2(target, { throwIfNoEntry: false });
  if (existing?.isDirectory()) {
    throw new ConfigError(`${shown} is a folder: name the task file to write in it`, {
      hint: `desktest init ${path3.join(shown, "task.json")}`
    });
  }
  const interactive = io.terminal !== void 0 && !options.yes;
  if (existing && !options.force && !interactive) {
    throw new ConfigError(`${shown} already exists, and was left as it was`, {
      hint: `pass --force to replace it, or name another file: desktest init <file>`
    });
  }
  const prompter = interactive ? new Prompter(io.terminal, io.color) : void 0;
  try {
    const source = prompter ? askingSource(prompter) : new DefaultsSource(options.yes === true);
    if (existing && !options.force) {
      const replace = await source.yesNo({
        question: `${shown} already exists. Replace it?`,
        default: false,
        flag: "--force"
      });
      if (!replace) {
        io.stdout(`Nothing written: ${shown} is as it was.
`);
        return ExitCode.pass;
      }
    }
    source.say(
      import_picocolors2.default.createColors(io.color).dim(`A new task in ${shown}. Enter takes the [default]; Ctrl+C stops without writing anything.`)
    );
    const context = { taskDir, file: shown, surroundings: lookAround(taskDir, io.env) };
    const fields = /* @__PURE__ */ new Map();
    const parts = await askForTask(source, options, context, fields, {
      metrics: flagMetrics,
      timeout: timeout ?? TASK_DEFAULTS.timeout,
      maxSteps: maxSteps ?? TASK_DEFAULTS.max_steps
    });
    if (source instanceof DefaultsSource && source.missing.length > 0) {
      throw missingAnswers(source.missing, shown, options.yes === true);
    }
    const { text, warnings } = await validTask(parts, fields, source, shown, io);
    mkdirSync(taskDir, { recursive: true });
    try {
      writeFileSync(target, text, { flag: existing ? "w" : "wx" });
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      throw new ConfigError(`${shown} appeared while the questions were asked, and was left as it was`, {
        hint: "run desktest init again, or pass --force to replace it"
      });
    }
    const c = import_picocolors2.default.createColors(io.color);
    const { mode, metrics } = parts.evaluator;
    const judged = mode === "llm" ? "the agent's verdict" : `${mode}, ${metrics.length} check(s)`;
    io.stdout(
      `${c.green("\u2713")} Wrote ${shown}: a ${parts.app.type} task judged by ${judged}; it validates.
`
    );
    for (const warning of warnings) io.stdout(c.yellow(`  warning: ${warning}
`));
    io.stdout(`Run it: desktest run ${quoteForShell(shown)}
`);
    return ExitCode.pass;
  } finally {
    prompter?.close();
  }
}
async function askForTask(source, options, context, fields, given) {
  const appOptionsGiven = Object.keys(options).filter(
    (option) => options[option] !== void 0 && appTypesOfOption(option).length > 0
  );
  const suggested = defaultAppType(appOptionsGiven, context.surroundings);
  const type = options.appType ?? (suggested.certain ? suggested.type : await source.choose({
    question: "App type",
    choices: APP_TYPE_CHOICES,
    default: suggested.type,
    flag: "--app-type <type>",
    essential: true
  }));
  const misplaced = appOptionsGiven.filter((option) => !appTypesOfOption(option).includes(type));
  if (misplaced.length > 0) {
    const option = misplaced[0];
    const flag = `--${option.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
    throw new ConfigError(`${flag} is for ${appTypesOfOption(option).join(" and ")} apps, not ${type}`, {
      hint: `leave ${flag} out, or pass the app type it belongs to with --app-type`
    });
  }
  const parts = {
    app: { type },
    evaluator: { mode: "llm", metrics: [] },
    timeout: given.timeout,
    max_steps: given.maxSteps
  };
  for (const field of APP_FIELDS[type]) {
    const ask = () => askAppField(source, field, context, parts.app);
    const value = options[field.option];
    if (value === void 0) await ask();
    else parts.app[field.key] = value;
    fields.set(`/app/${field.key}`, { flag: field.flag, ask });
  }
  const askText = async (key, flag, question, value, extra) => {
    const ask = async () => {
      parts[key] = await source.text({ question, flag, ...extra });
    };
    if (value === void 0) await ask();
    else parts[key] = value;
    fields.set(`/${key}`, { flag, ask });
  };
  await askText("id", "--id <id>", "Task id", options.id, { default: defaultId(context.file) });
  await askText(
    "instruction",
    "--instruction <text>",
    "Instruction: what should the agent do?",
    options.instruction,
    {
      default: DEFAULT_INSTRUCTION,
      essential: true
    }
  );
  await askText(
    "completion_condition",
    "--completion-condition <text>",
    "When is it done? (the agent reads this too)",
    options.completionCondition,
    { optional: true }
  );
  const mode = options.evaluator ?? await source.choose({
    question: "How is the result judged?",
    choices: EVALUATOR_CHOICES,
    default: given.metrics.length > 0 ? "hybrid" : "llm",
    flag: "--evaluator <mode>"
  });
  parts.evaluator.mode = mode;
  fields.set("/evaluator/mode", { flag: "--evaluator <mode>" });
  if (given.metrics.length > 0) {
    parts.evaluator.metrics = given.metrics;
    given.metrics.forEach(
      (_, i) => fields.set(`/evaluator/metrics/${i}`, { flag: `--metric (the ${ordinal(i + 1)})` })
    );
  } else if (mode !== "llm") {
    if (source instanceof DefaultsSource) {
      source.missing.push({
        flag: "--metric <json>",
        question: `a check of the desktop (evaluator ${mode} needs at least one)`,
        noDefault: "a check is yours to describe"
      });
    } else {
      await askForMetrics(source, parts.evaluator.metrics, fields);
    }
  }
  return parts;
}
async function askAppField(source, field, context, app) {
  const defaultValue = field.default?.(context, app);
  if (field.kind === "yes-no") {
    const yes = await source.yesNo({
      question: field.question,
      default: defaultValue === true,
      flag: field.flag
    });
    if (yes) app[field.key] = true;
    else delete app[field.key];
    return;
  }
  const answer = await source.text({
    question: field.question,
    flag: field.flag,
    ...typeof defaultValue === "string" ? { default: defaultValue } : {},
    ...field.optional?.(app) ? { optional: true } : {},
    ...field.essential ? { essential: true } : {},
    ...field.noDefault ? { noDefault: field.noDefault(context) } : {}
  });
  if (answer === void 0) delete app[field.key];
  else app[field.key] = answer;
}
async function askForMetrics(source, metrics, fields) {
  do {
    const type = await source.choose({
      question: metrics.length === 0 ? "A check of the desktop once the agent is done" : "Another check",
      choices: METRIC_KINDS.map((kind2) => ({ value: kind2.type, description: kind2.description })),
      flag: "--metric <json>"
    });
    const kind = METRIC_KINDS.find((candidate) => candidate.type === type);
    const metric = { type };
    const index = metrics.length;
    metrics.push(metric);
    for (const field of kind.fields) {
      const ask = () => askMetricField(source, field, metric);
      await ask();
      fields.set(`/evaluator/metrics/${index}/${field.key}`, { flag: "--metric <json>", ask });
    }
  } while (await source.yesNo({ question: "Add another check?", default: false, flag: "--metric <json>" }));
}
async function askMetricField(source, field, metric) {
  const flag = "--metric <json>";
  switch (field.kind) {
    case "text":
      metric[field.key] = await source.text({ question: field.question, flag });
      return;
    case "choice":
      metric[field.key] = await source.choose({
        question: field.question,
        choices: field.choices.map((value) => ({ value, description: "" })),
        default: field.default,
        flag
      });
      return;
    case "integer":
      metric[field.key] = await source.integer({ ...field, flag });
      return;
    case "yes-no":
      if (await source.yesNo({ question: field.question, default: field.default, flag }))
        metric[field.key] = true;
      else delete metric[field.key];
  }
}
async function validTask(parts, fields, source, shown, io) {
  for (; ; ) {
    const text = `${JSON.stringify(toDocument(parts), null, 2)}
`;
    const loaded = loadTaskText(text, shown, { cwd: io.cwd });
    const errors = loaded.diagnostics.filter((d) => d.severity === "error");
    if (errors.length === 0) {
      return {
        text,
        warnings: loaded.diagnostics.map((d) => `${d.pointer} ${d.message}`)
      };
    }
    const found = errors.map((error) => ({ error, field: fieldAt(fields, error.pointer) }));
    if (!source.interactive || found.some(({ field }) => field?.ask === void 0)) {
      const lines = found.map(
        ({ error, field }) => `  ${error.pointer} ${error.message}${field ? ` (${field.flag})` : ""}`
      );
      throw new ConfigError(
        `${shown} would not be a valid task, so nothing was written:
${lines.join("\n")}`,
        {
          hint: "change the answers named, then run desktest init again"
        }
      );
    }
    const asked = /* @__PURE__ */ new Set();
    for (const { error, field } of found) {
      if (asked.has(field)) continue;
      asked.add(field);
      source.say(import_picocolors2.default.createColors(io.color).yellow(`${error.pointer} ${error.message}`));
      await field.ask();
    }
  }
}
function fieldAt(fields, pointer) {
  for (let at = pointer; at !== ""; at = at.slice(0, at.lastIndexOf("/"))) {
    const field = fields.get(at);
    if (field) return field;
  }
  return void 0;
}
function toDocument(parts) {
  return {
    schema_version: "1.0",
    id: parts.id,
    instruction: parts.instruction,
    ...parts.completion_condition !== void 0 ? { completion_condition: parts.completion_condition } : {},
    app: parts.app,
    evaluator: parts.evaluator.mode === "llm" && parts.evaluator.metrics.length === 0 ? { mode: "llm" } : parts.evaluator,
    timeout: parts.timeout,
    max_steps: parts.max_steps
  };
}
function parseMetricFlags(values) {
  if (values.length > MAX_METRIC_FLAGS) throw new ConfigError(`at most ${MAX_METRIC_FLAGS} --metric flags`);
  return values.map((value, i) => {
    const which = `--metric (the ${ordinal(i + 1)})`;
    if (value.length > MAX_METRIC_LENGTH)
      throw new ConfigError(`${which} is longer than ${MAX_METRIC_LENGTH} characters`);
    let parsed;
    try {
      parsed = JSON.parse(value);
    } catch (error) {
      throw new ConfigError(`${which} is not JSON: ${error.message}`, {
        hint: `write the check as the task file would, e.g. --metric '{"type":"file_exists","path":"/home/tester/out.txt"}'`
      });
    }
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
      throw new ConfigError(
        `${which} must be a JSON object (one check), e.g. {"type":"file_exists","path":"\u2026"}`
      );
    return parsed;
  });
}
function missingAnswers(missing, shown, yes) {
  const width = Math.max(...missing.map((m) => m.flag.length));
  const lines = missing.map((m) => {
    const about = m.default !== void 0 ? `default: ${m.default}` : `no default: ${m.noDefault ?? "yours to give"}`;
    return `  ${m.flag.padEnd(width)}  ${m.question} (${about})`;
  });
  const needed = missing.filter((m) => m.default === void 0).map((m) => m.flag);
  const example = `desktest init ${quoteForShell(shown)} --yes${needed.map((flag) => ` ${flag}`).join("")}`;
  return yes ? new ConfigError(
    `desktest init --yes: these questions have no default here, so they need flags:
${lines.join("\n")}`,
    {
      hint: example
    }
  ) : new ConfigError(
    `desktest init asks its questions on a terminal, and this is not one: pass these flags, or --yes to take the defaults:
${lines.join("\n")}`,
    { hint: needed.length > 0 ? example : `desktest init ${quoteForShell(shown)} --yes` }
  );
}
function ordinal(n) {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : ["th", "st", "nd", "rd"][n % 10] ?? "th";
  return `${n}${suffix}`;
}
function quoteForShell(text) {
  return /^[\w./@:+-]+$/.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`;
}
export {
  initCommand
};
