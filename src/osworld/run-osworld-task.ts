import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { AgentOutcome, AgentRunner } from "../agent/agent-runner.ts";
import { ArtifactsWriter } from "../artifacts/artifacts-writer.ts";
import { collectArtifacts } from "../artifacts/collect-artifacts.ts";
import { ScreenRecording } from "../artifacts/recording.ts";
import type { ResultsJson } from "../artifacts/results-json.ts";
import { screenshotName, trajectoryTimestamp } from "../artifacts/trajectory.ts";
import { ConfigError, type SourceLocation } from "../errors/desktest-error.ts";
import type { MetricResult } from "../evaluate/metric-result.ts";
import { Deadline } from "../util/deadline.ts";
import type { RunTaskOptions } from "../run/run-task.ts";
import { resultsRecorder, type RunTaskResult } from "../run/write-results.ts";
import { Redactor } from "../secrets/redactor.ts";
import { connectDocker } from "../session/docker/docker-connection.ts";
import { DockerSession } from "../session/docker/docker-session.ts";
import { ensureNamedImage } from "../session/docker/desktop-image.ts";
import type { Session } from "../session/session.ts";
import { formatDiagnostic } from "../task/diagnostic.ts";
import { parseJsonDocument } from "../task/json-document.ts";
import { loadTaskFile } from "../run/load-task-file.ts";
import { appsForTask } from "./apps.ts";
import { UrlCache } from "./cache.ts";
import { scoreOsworld, type OsworldScore } from "./evaluate.ts";
import { OsworldGuest } from "./guest.ts";
import { ensureOsworldImage } from "../session/docker/osworld-image.ts";
import { isOsworldDocument } from "./load-osworld.ts";
import { OSWORLD_DEFAULTS, type OsworldTask } from "./model.ts";
import { lastActionIsFail, readRunTrajectory, writeOsworldOutputs } from "./outputs.ts";
import { runOsworldReplay, type OsworldReplay } from "./replay.ts";
import { OsworldSession } from "./session.ts";
import { runOsworldSteps, type StepContext } from "./setup.ts";
import { osworldStandIn } from "./stand-in.ts";

/** results.json of an OSWorld task: desktest's fields plus the OSWorld score (a float in [0, 1]). */
export type OsworldResultsJson = ResultsJson & { score?: number; score_detail?: string; format?: "osworld" };

/** A score of exactly 1 passes (OSWorld's success); anything lower fails, graded metrics included. */
export const OSWORLD_PASS_SCORE = 1;

/** Settings from the environment (the CLI passes process.env): the cache folders, password, settle times. */
export interface OsworldSettings {
  cacheDirs: string[];
  password: string;
  /** Fixed waits (OSWorld: 60 s after setup, 20 s before evaluation) instead of waiting for a still screen. */
  fixedSettleSecs?: number;
  fixedEvalSettleSecs?: number;
  openTimeoutMs: number;
}

export function osworldSettings(env: NodeJS.ProcessEnv, cwd: string): OsworldSettings {
  const number = (name: string) => {
    const value = env[name];
    if (value === undefined || value === "") return undefined;
    const n = Number(value);
    if (!Number.isFinite(n) || n < 0)
      throw new ConfigError(`${name} must be a number of seconds (found '${value}')`);
    return n;
  };
  return {
    cacheDirs: (env.DESKTEST_OSWORLD_CACHE ?? "")
      .split(path.delimiter)
      .filter(Boolean)
      .map((d) => path.resolve(cwd, d)),
    password: env.DESKTEST_OSWORLD_PASSWORD || OSWORLD_DEFAULTS.clientPassword,
    fixedSettleSecs: number("DESKTEST_OSWORLD_SETTLE_SECS"),
    fixedEvalSettleSecs: number("DESKTEST_OSWORLD_EVAL_SETTLE_SECS"),
    openTimeoutMs: (number("DESKTEST_OSWORLD_OPEN_TIMEOUT_SECS") ?? 1800) * 1000,
  };
}

/** Is this file an OSWorld task (not a desktest one)? Unreadable or invalid JSON: no (the loader reports it). */
export function isOsworldTaskFile(file: string): boolean {
  try {
    const document = parseJsonDocument(readFileSync(file, "utf8"));
    return document.syntaxProblems.length === 0 && isOsworldDocument(document.value);
  } catch {
    return false;
  }
}

class RunTimeout extends Error {}

/**
 * `desktest run` for an OSWorld task, in OSWorld's order under one deadline (the task's `timeout`, a
 * desktest extension, default 900 s): the image profile (built before the clock starts), the desktop,
 * `config` steps, a settle, the agent or the scripted solution, a settle, `postconfig`, the evaluator.
 * Writes results.json (status pass iff score == 1, the score in `score`), the usual artifacts, and
 * OSWorld's result.txt and traj.jsonl.
 */
export async function runOsworldTask(options: RunTaskOptions): Promise<RunTaskResult> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const redactor = new Redactor(options.apiKeys ?? []);
  let testId = path.basename(options.taskFile).replace(/\.json$/, "");
  let scored: OsworldScore | undefined;
  const { finish, fail: failWith } = resultsRecorder(options, started, () => ({ testId, redactor }), {
    format: "osworld",
  });

  // 1. The task, the mode, the settings: configuration errors end here (still with results.json).
  let task: OsworldTask;
  let taskDir: string;
  let locate: (pointer: string) => SourceLocation;
  let settings: OsworldSettings;
  let agent: AgentRunner | undefined;
  try {
    const loaded = await loadTaskFile(options.taskFile, { cwd: options.cwd });
    const errors = loaded.diagnostics.filter((d) => d.severity === "error");
    if (errors.length > 0 || !loaded.osworld) {
      const more =
        errors.length > 1
          ? ` (and ${errors.length - 1} more; run \`desktest validate ${options.taskFile}\`)`
          : "";
      throw new ConfigError(
        `${errors[0] ? formatDiagnostic(errors[0]) : `${options.taskFile} is not a valid OSWorld task`}${more}`,
      );
    }
    task = loaded.osworld;
    testId = task.id;
    taskDir = loaded.dir;
    locate = loaded.locate;
    settings = osworldSettings(options.env, options.cwd);
    if (options.attachTo)
      throw new ConfigError(
        "an OSWorld task runs in a fresh desktop of its image profile; `desktest attach` is not supported for it",
        {
          location: locate(""),
        },
      );
    if (!options.replay) {
      if (!options.agent)
        throw new ConfigError(
          "running the agent needs an LLM provider (see --provider and --api-key); --replay runs the task's scripted solution without one",
        );
      agent = options.agent();
    } else if (!task.replay_script) {
      throw new ConfigError(
        "--replay needs the task's scripted solution: a codified replay script beside the task file (<task>.replay.py) or a 'replay_script' key",
        {
          location: locate(""),
          hint: "record a run, then `desktest codify <artifacts>/trajectory.jsonl --overwrite <task.json>`",
        },
      );
    }
  } catch (error) {
    return failWith(error);
  }

  const artifacts = new ArtifactsWriter(path.resolve(options.cwd, options.artifactsDir), redactor);
  await artifacts.init();
  await artifacts.resetTrajectory();
  await artifacts.json("task.json", task.raw);
  const hostCacheDir = artifacts.path(path.join("osworld", "cache"));
  await mkdir(hostCacheDir, { recursive: true });
  const standIn = osworldStandIn(task, settings.password);
  const docker = options.docker ?? (await connectDocker());

  // 2. The image profile, outside the task's clock (a first build takes a minute or more).
  let image: string;
  try {
    if (options.prebuiltImage) {
      await ensureNamedImage(docker, options.prebuiltImage);
      image = options.prebuiltImage;
    } else {
      const apps = appsForTask(task);
      log(`OSWorld image profile: ${apps.length ? apps.join(", ") : "core only"}`);
      image = await ensureOsworldImage(docker, apps, { onProgress: options.debugLog });
    }
  } catch (error) {
    const result = await failWith(error);
    await writeOsworldOutputs(artifacts, { error: (error as Error).message, taskLabel: task.id });
    return result;
  }

  // 3. The desktop and the work, raced against the task's timeout.
  const deadline = new Deadline(task.timeout);
  let phase = "starting the desktop";
  let desktop: OsworldSession | undefined;
  let agentOutcome: AgentOutcome | undefined;
  let replay: OsworldReplay | undefined;
  const work = (async () => {
    const inner = await DockerSession.create(docker, {
      image,
      runId: options.runId ?? randomUUID(),
      taskId: task.id,
      width: options.width,
      height: options.height,
      env: { OSWORLD_CLIENT_PASSWORD: settings.password },
      noNetwork: options.noNetwork,
      log: options.debugLog,
    });
    const session = new OsworldSession(inner);
    desktop = session;
    const guest = await OsworldGuest.attach(session, log);
    const steps: StepContext = {
      guest,
      cache: UrlCache.forTask(settings.cacheDirs, taskDir),
      taskId: task.id,
      taskDir,
      hostCacheDir,
      screen: session.screen,
      password: settings.password,
      openTimeoutMs: settings.openTimeoutMs,
      locate,
      log,
      onStep: (description) => (phase = `running OSWorld step ${description}`),
    };
    await runOsworldSteps(task.config, steps);
    phase = "letting the desktop settle after setup";
    await settle(session, settings.fixedSettleSecs, 15_000);
    const recording = options.record ? await ScreenRecording.start(session, log) : undefined;
    await saveObservation(session, artifacts, screenshotName(0));
    if (options.replay) {
      phase = "replaying the scripted solution";
      replay = await runOsworldReplay(session, task.replay_script, {
        artifacts,
        timeoutMs: Math.max(1_000, deadline.remainingMs() - 5_000),
        log,
        locate: () => locate(""),
      });
      await writeReplayTrajectory(artifacts, replay);
    } else {
      phase = "running the agent";
      agentOutcome = await agent!({ task: standIn, session, artifacts, deadline, redactor, log });
    }
    if (recording) await recording.stop(artifacts.path("recording.mp4"), log);
    phase = "letting the desktop settle before evaluation";
    await settle(session, settings.fixedEvalSettleSecs, 5_000);
    phase = "running the OSWorld postconfig";
    await runOsworldSteps(task.evaluator.postconfig, steps);
    phase = "scoring with the OSWorld evaluator";
    const lastFail = replay ? replay.fail : lastActionIsFail(await readRunTrajectory(artifacts));
    scored = await scoreOsworld(
      task.evaluator,
      { guest, cache: steps.cache, taskId: task.id, hostCacheDir, log },
      lastFail,
    );
    log(`OSWorld score: ${scored.score} (${scored.detail})`);
    phase = "capturing the final screen";
    await session.settle({ timeoutMs: 3_000 }).catch(() => undefined);
    await saveObservation(session, artifacts, "final.png");
  })();
  work.catch(() => undefined); // after a timeout the work is cut short by removing its desktop

  let result: RunTaskResult;
  let failure: string | undefined;
  try {
    const raced = await deadline.race(work);
    if (raced.timedOut)
      throw new RunTimeout(`Timed out after ${task.timeout}s (the task's timeout) while ${phase}`);
    const score = scored!.score;
    const replayFailed = replay !== undefined && !replay.result.passed;
    const passed = score >= OSWORLD_PASS_SCORE && !replayFailed;
    const metricResults: MetricResult[] = [...(replay ? [replay.result] : []), ...scored!.metrics];
    const reasoning = `OSWorld score ${score} (${scored!.detail})`;
    result = await finish({
      status: passed ? "pass" : "fail",
      score,
      score_detail: scored!.detail,
      metric_results: metricResults,
      ...(agentOutcome
        ? {
            agent_verdict: {
              passed: agentOutcome.passed,
              reasoning: `${agentOutcome.reasoning}. ${reasoning}`,
              steps: agentOutcome.steps,
            },
          }
        : {}),
      ...(passed
        ? {}
        : {
            error_category: "test_failure" as const,
            error_detail: replayFailed ? `${replay!.result.detail}; ${reasoning}` : reasoning,
          }),
    });
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
    result =
      error instanceof RunTimeout
        ? await finish({
            status: "fail",
            metric_results: replay ? [replay.result] : [],
            error_category: "test_failure",
            error_detail: error.message,
          })
        : await failWith(error);
  }
  await writeOsworldOutputs(artifacts, {
    ...(failure === undefined && scored ? { score: scored.score } : { error: failure ?? "not scored" }),
    taskLabel: task.id,
  });

  // 4. Evidence, then cleanup: both happen whatever the outcome.
  const session = desktop;
  if (session && !options.noArtifacts) {
    const limit = options.artifactsTimeoutSecs ?? 120;
    const collecting = collectArtifacts(session, artifacts, {
      exclude: options.artifactsExclude,
      containerLog: () => session.logs(),
      redactor,
      log,
    }).catch((error: Error) => log(`artifact collection failed: ${error.message}`));
    const bounded =
      limit > 0 ? new Deadline(limit).race(collecting) : collecting.then(() => ({ timedOut: false }));
    if ((await bounded).timedOut) log(`artifact collection stopped after ${limit}s (--artifacts-timeout)`);
  }
  await session?.close().catch((error: Error) => log(`removing the desktop failed: ${error.message}`));
  return result;
}

/** A fixed wait when configured (OSWorld's 60 s / 20 s), otherwise until the screen is still for 1 s. */
async function settle(session: Session, fixedSecs: number | undefined, capMs: number): Promise<void> {
  if (fixedSecs !== undefined) {
    await new Promise((resolve) => setTimeout(resolve, fixedSecs * 1000));
    return;
  }
  await session.settle({ timeoutMs: capMs, intervalMs: 250, stableFrames: 4 }).catch(() => undefined);
}

async function saveObservation(session: Session, artifacts: ArtifactsWriter, name: string): Promise<void> {
  const observation = await session.observe().catch(() => undefined);
  if (observation?.screenshot) await artifacts.binary(name, observation.screenshot.data);
  if (observation?.a11y) await artifacts.text(name.replace(/\.png$/, "_a11y.txt"), observation.a11y.tsv);
}

/** The replay's steps as trajectory.jsonl; a REPLAY_FAIL adds a last FAIL step (OSWorld's final action). */
async function writeReplayTrajectory(artifacts: ArtifactsWriter, replay: OsworldReplay): Promise<void> {
  for (const step of replay.steps) {
    await artifacts.appendTrajectory({
      step: step.step,
      timestamp: trajectoryTimestamp(),
      action_code: step.action_code,
      ...(step.thought ? { thought: step.thought } : {}),
      ...(step.screenshot ? { screenshot_path: step.screenshot } : {}),
      result: replay.fail && step.result === "done" ? "success" : step.result,
      ...(step.action_code.trim() ? { action_type: "python" as const } : {}),
    });
  }
  if (replay.fail) {
    await artifacts.appendTrajectory({
      step: (replay.steps.at(-1)?.step ?? 0) + 1,
      timestamp: trajectoryTimestamp(),
      action_code: "",
      thought: "FAIL (the scripted solution declares the task infeasible)",
      result: "fail",
    });
  }
}
