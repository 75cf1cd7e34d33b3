import { copyFile, mkdir, readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import pc from "picocolors";
import type { RunObserver } from "../../artifacts/run-observer.ts";
import { readTrajectory } from "../../artifacts/trajectory.ts";
import { ConfigError } from "../../errors/desktest-error.ts";
import { ExitCode } from "../../errors/exit-code.ts";
import { recordPerson } from "../../record/record-person.ts";
import { openFile } from "../../review/open-file.ts";
import { loadTaskFile, loadTaskText, requireValid, type ValidLoadedTask } from "../../run/load-task-file.ts";
import { runTask } from "../../run/run-task.ts";
import { resolveSecrets } from "../../secrets/resolve-secrets.ts";
import { closeAllSessions } from "../../session/open-sessions.ts";
import { parseResolution } from "../../session/resolution.ts";
import type { CliIO } from "../io.ts";
import { startLiveView } from "../live-view.ts";
import { codifyCommand } from "./codify.ts";
import { printVerdict, taskRunOptions, type RunCommandOptions } from "./run.ts";

export interface RecordOptions extends RunCommandOptions {
  /** Where the recording (trajectory.jsonl and its screens) is kept; default `recordings/<task id>/` beside the task. */
  recordingDir?: string;
  /** The replay script (codify's --output). */
  script?: string;
  /** Point the task's replay_script (and, with --with-screenshots, replay_screenshots_dir) at what was written. */
  overwrite?: boolean;
  withScreenshots?: boolean;
  threshold?: string;
  /** Do not open the live view in a browser. */
  open?: boolean;
}

/**
 * `desktest record <task.json>`: the task's desktop exactly as a run starts it, the live view opened in
 * the person's browser (interactive), and what they do there recorded from the X server, step by step
 * (src/record/). Stopping (the page's Stop button or Ctrl+C) writes results.json, the recording
 * (trajectory.jsonl with its screens) and the replay script through codify; `--overwrite` points the
 * task at it, so `desktest run --replay` runs it next.
 */
export async function recordCommand(taskFile: string, options: RecordOptions, io: CliIO): Promise<ExitCode> {
  const c = pc.createColors(io.color);
  if (options.replay || options.record)
    throw new ConfigError("desktest record records you; --replay and --record are for desktest run");
  const { width, height } = parseResolution(options.resolution ?? "1920x1080");
  const loaded = await loadTaskToRecord(taskFile, options, io);
  const secrets = Object.entries(resolveSecrets(loaded.task, io.env, loaded.locate("")).values).map(
    ([name, value]) => ({ name, value }),
  );

  let stop!: () => void;
  const stopped = new Promise<void>((resolve) => (stop = resolve));
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (!stopping) {
      stopping = true;
      io.stderr(`\n${signal}: stopping the recording and writing what was recorded (again to abandon it)…\n`);
      stop();
      return;
    }
    io.stderr(`\n${signal} again: removing the desktop without writing the recording.\n`);
    void closeAllSessions().finally(() => process.exit(ExitCode.infra));
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);

  const live = await startLiveView(options, io, { always: true, interactive: true });
  const follow = live!.hub.observer({
    started: (run) => {
      live!.hub.setStop(run, () => {
        if (!stopping) io.stderr("The page's Stop button: stopping the recording…\n");
        stopping = true;
        stop();
      });
      io.stderr(
        c.bold(
          `Recording ${loaded.task.id}: use the desktop in the live view, then press its Stop button (or Ctrl+C).\n`,
        ) + `  ${live!.server.url}\n`,
      );
      if (options.open !== false) openFile(live!.server.url, io.env);
    },
  });
  // The page shows the instruction as written, `{{name}}` where the person types a secret (the run's
  // copy has its value, redacted), and no step budget: a person records as many steps as they take.
  const watch: RunObserver = {
    ...follow,
    started: (start) =>
      follow.started?.({ ...start, instruction: loaded.task.instruction, maxSteps: 0, records: true }),
  };

  try {
    const result = await runTask({
      ...taskRunOptions({ loaded }, options, io, { width, height }),
      agent: () => recordPerson({ stop: stopped, secrets }),
      observer: watch,
    });
    if (result.results.status === "error") {
      printVerdict(result, io);
      return result.exitCode;
    }

    // The recording next to the task (the artifacts folder is the next run's), then the replay script.
    const artifacts = path.resolve(io.cwd, options.artifactsDir);
    const steps = (await readTrajectory(path.join(artifacts, "trajectory.jsonl"))).filter((e) =>
      e.action_code.trim(),
    );
    if (steps.length === 0) {
      io.stderr(c.yellow("Nothing was recorded: no replay script written.\n"));
      return ExitCode.fail;
    }
    const recording = path.resolve(
      io.cwd,
      options.recordingDir ??
        path.join(path.dirname(path.resolve(io.cwd, taskFile)), "recordings", loaded.task.id),
    );
    await keepRecording(artifacts, recording);
    io.stdout(`Recording (${steps.length} steps): ${path.relative(io.cwd, recording) || recording}\n`);
    const checks = result.results.metric_results.length;
    if (result.results.status === "pass")
      io.stdout(
        `${c.green("The recorded session passes the task's checks")}${checks ? ` (${checks}/${checks})` : ""}\n`,
      );
    else
      io.stderr(
        c.yellow(
          `The recorded session does not pass the task's checks, and its replay will not either: ${result.results.error_detail ?? ""}\n`,
        ),
      );
    io.stderr(c.dim(`results: ${result.resultsFile}\n`));
    return await codifyCommand(
      path.join(recording, "trajectory.jsonl"),
      {
        ...(options.script ? { output: options.script } : {}),
        ...(options.overwrite ? { overwrite: taskFile } : {}),
        ...(options.withScreenshots ? { withScreenshots: true } : {}),
        ...(options.threshold ? { threshold: options.threshold } : {}),
      },
      io,
    );
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    await live?.server.close();
  }
}

/** Where a task names the replay a recording makes: missing before the first recording, not an error here. */
const MADE_BY_RECORDING = new Set(["/replay_script", "/replay_screenshots_dir"]);

/**
 * The task to record. Its `replay_script` (or `replay_screenshots_dir`) may not exist yet (the first
 * recording, or one deleted to record again): that is what recording writes, so it is left out of the
 * task rather than refused; any other error stops the command as `run` would.
 */
async function loadTaskToRecord(
  taskFile: string,
  options: RecordOptions,
  io: CliIO,
): Promise<ValidLoadedTask> {
  const loaded = await loadTaskFile(taskFile, { cwd: io.cwd });
  const errors = loaded.diagnostics.filter((d) => d.severity === "error");
  if (errors.length === 0 || !errors.every((d) => MADE_BY_RECORDING.has(d.pointer)))
    return requireValid(loaded);
  const value = JSON.parse(await readFile(path.resolve(io.cwd, taskFile), "utf8")) as Record<string, unknown>;
  const missing = errors.map((d) => `${d.pointer.slice(1)} "${String(value[d.pointer.slice(1)])}"`);
  for (const d of errors) delete value[d.pointer.slice(1)];
  io.stderr(
    `note: ${taskFile}'s ${missing.join(" and ")} ${errors.length === 1 ? "does" : "do"} not exist yet; ${
      options.overwrite
        ? "this recording writes the replay script and points the task at it"
        : "pass --overwrite to point the task at the replay script this recording writes"
    }\n`,
  );
  return requireValid(loadTaskText(JSON.stringify(value, null, 2), taskFile, { cwd: io.cwd }));
}

/** Copy the recording's trajectory, screens and trees into its own folder (replacing an earlier one). */
async function keepRecording(artifacts: string, folder: string): Promise<void> {
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  for (const name of await readdir(artifacts)) {
    if (name === "trajectory.jsonl" || /^step_\d{3,}(\.png|_a11y\.txt)$/u.test(name))
      await copyFile(path.join(artifacts, name), path.join(folder, name));
  }
}
