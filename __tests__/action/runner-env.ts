import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Runs the bundled Action the way the GitHub runner does: `node dist/action/<step>.js` in the workspace,
 * inputs as INPUT_<NAME>, the file commands (GITHUB_OUTPUT, GITHUB_STATE, GITHUB_STEP_SUMMARY) as files,
 * the context as GITHUB_* variables, the saved state back as STATE_<name> for the post step.
 */

const repo = path.resolve(import.meta.dirname, "../..");
export interface InstalledAction {
  dir: string;
  main: string;
  post: string;
}

let installed: InstalledAction | undefined;

/**
 * The action as the runner has it: a copy of what the repository ships (action.yml, dist/action/,
 * templates/, docker/) in a folder of its own, with no node_modules anywhere above it, so the bundle
 * must bring every dependency itself.
 */
export function installedAction(): InstalledAction {
  if (installed) return installed;
  for (const file of ["dist/action/main.js", "dist/action/post.js"]) {
    if (!existsSync(path.join(repo, file))) {
      throw new Error(`${file} is missing: run 'npm run package' first (the tests run the bundle)`);
    }
  }
  const dir = path.join(mkdtempSync(path.join(tmpdir(), "desktest-runner-")), "_actions/desktest/action/v1");
  for (const item of ["action.yml", "dist/action", "templates", "docker"]) {
    cpSync(path.join(repo, item), path.join(dir, item), { recursive: true });
  }
  installed = {
    dir,
    main: path.join(dir, "dist/action/main.js"),
    post: path.join(dir, "dist/action/post.js"),
  };
  return installed;
}

export interface RunnerFiles {
  output: string;
  state: string;
  summary: string;
  temp: string;
}

/** A runner's per-job files and temp folder under `root`. */
export function runnerFiles(root: string): RunnerFiles {
  const files = {
    output: path.join(root, "runner/output.txt"),
    state: path.join(root, "runner/state.txt"),
    summary: path.join(root, "runner/step_summary.md"),
    temp: path.join(root, "runner/temp"),
  };
  mkdirSync(files.temp, { recursive: true });
  for (const file of [files.output, files.state, files.summary]) writeFileSync(file, "");
  return files;
}

export interface StepOptions {
  workspace: string;
  files: RunnerFiles;
  inputs?: Record<string, string>;
  /** More variables (the artifact service's, secrets for the tasks, DOCKER_HOST, STATE_*). */
  env?: Record<string, string>;
}

/** The environment of an action step: the runner's variables, the inputs, nothing of the test's own. */
export function stepEnv(options: StepOptions): NodeJS.ProcessEnv {
  const eventPath = path.join(options.files.temp, "..", "event.json");
  writeFileSync(
    eventPath,
    JSON.stringify({
      pull_request: { number: 42, head: { sha: "0123456789abcdef0123456789abcdef01234567" } },
    }),
  );
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...(process.env.DOCKER_HOST ? { DOCKER_HOST: process.env.DOCKER_HOST } : {}),
    CI: "true",
    GITHUB_ACTIONS: "true",
    GITHUB_WORKSPACE: options.workspace,
    GITHUB_REPOSITORY: "octo-org/desktop-app",
    GITHUB_REPOSITORY_OWNER: "octo-org",
    GITHUB_SERVER_URL: "https://github.com",
    GITHUB_API_URL: "https://api.github.com",
    GITHUB_SHA: "fedcba9876543210fedcba9876543210fedcba98",
    GITHUB_REF: "refs/pull/42/merge",
    GITHUB_EVENT_NAME: "pull_request",
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_RUN_ID: "987654321",
    GITHUB_RUN_NUMBER: "17",
    GITHUB_RUN_ATTEMPT: "1",
    GITHUB_WORKFLOW: "e2e",
    GITHUB_JOB: "desktop",
    GITHUB_ACTION: "__desktest_action",
    GITHUB_OUTPUT: options.files.output,
    GITHUB_STATE: options.files.state,
    GITHUB_STEP_SUMMARY: options.files.summary,
    RUNNER_OS: "Linux",
    RUNNER_ARCH: "X64",
    RUNNER_NAME: "self-hosted-test",
    RUNNER_ENVIRONMENT: "self-hosted",
    RUNNER_TEMP: options.files.temp,
    NO_PROXY: "127.0.0.1,localhost",
    ...options.env,
  };
  for (const [name, value] of Object.entries(options.inputs ?? {})) {
    env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] = value;
  }
  return env;
}

export interface StepResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface RunningStep {
  child: ChildProcess;
  /** Output so far (stdout and stderr). */
  output: () => string;
  done: Promise<StepResult>;
}

export function startStep(script: string, options: StepOptions): RunningStep {
  const child = spawn(process.execPath, [script], {
    cwd: options.workspace,
    env: stepEnv(options),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout!.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const done = new Promise<StepResult>((resolve) =>
    child.on("close", (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  return { child, output: () => stdout + stderr, done };
}

export function runStep(script: string, options: StepOptions): Promise<StepResult> {
  return startStep(script, options).done;
}

/** A file written with `name<<delimiter` blocks (GITHUB_OUTPUT, GITHUB_STATE), as the runner reads it. */
export function readFileCommands(file: string): Record<string, string> {
  const text = readFileSync(file, "utf8");
  const values: Record<string, string> = {};
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name, delimiter] = heredoc;
      const body: string[] = [];
      for (i++; i < lines.length && lines[i] !== delimiter; i++) body.push(lines[i]!);
      values[name!] = body.join("\n");
    } else if (line.includes("=")) {
      values[line.slice(0, line.indexOf("="))] = line.slice(line.indexOf("=") + 1);
    }
  }
  return values;
}

/** The saved state as the runner hands it to the post step. */
export function stateEnv(state: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(state).map(([name, value]) => [`STATE_${name}`, value]));
}

export interface WorkflowCommand {
  command: string;
  properties: Record<string, string>;
  message: string;
}

/**
 * The workflow commands in a step's stdout, as the runner reads them: `::name k=v,k=v::message` at the
 * start of a line, with the runner's unescaping; lines between `::stop-commands::<token>` and
 * `::<token>::` are not commands.
 */
export function workflowCommands(stdout: string): WorkflowCommand[] {
  const commands: WorkflowCommand[] = [];
  let stopToken: string | undefined;
  for (const line of stdout.split(/\r?\n/)) {
    if (stopToken !== undefined) {
      if (line === `::${stopToken}::`) stopToken = undefined;
      continue;
    }
    const match = /^::([A-Za-z-]+)(?: ([^:]*))?::(.*)$/.exec(line);
    if (!match) continue;
    const [, command, props = "", message = ""] = match;
    if (command === "stop-commands") {
      stopToken = message;
      continue;
    }
    const properties: Record<string, string> = {};
    for (const pair of props.split(",").filter(Boolean)) {
      const at = pair.indexOf("=");
      properties[pair.slice(0, at)] = unescapeProperty(pair.slice(at + 1));
    }
    commands.push({ command: command!, properties, message: unescapeData(message) });
  }
  return commands;
}

function unescapeData(text: string): string {
  return text.replace(/%0D/g, "\r").replace(/%0A/g, "\n").replace(/%25/g, "%");
}

function unescapeProperty(text: string): string {
  return text
    .replace(/%0D/g, "\r")
    .replace(/%0A/g, "\n")
    .replace(/%3A/g, ":")
    .replace(/%2C/g, ",")
    .replace(/%25/g, "%");
}
