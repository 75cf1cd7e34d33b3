import path from "node:path";
import type { AgentRunner } from "../agent/agent-runner.ts";
import { ArtifactsWriter } from "../artifacts/artifacts-writer.ts";
import { collectArtifacts } from "../artifacts/collect-artifacts.ts";
import { ScreenRecording } from "../artifacts/recording.ts";
import type { RunContextFacts, RunStage } from "../artifacts/culprit.ts";
import { displayError, replaySummary } from "../artifacts/results-json.ts";
import { notify } from "../artifacts/run-observer.ts";
import { screenshotName } from "../artifacts/trajectory.ts";
import { ConfigError, isDesktestError } from "../errors/desktest-error.ts";
import { Redactor } from "../secrets/redactor.ts";
import { placeTask } from "../session/backends.ts";
import { gatherEnvironment } from "../session/desktop-environment.ts";
import type { Observation } from "../session/guest/guest-agent.ts";
import type { Session } from "../session/session.ts";
import { Deadline } from "../util/deadline.ts";
import { desktestFormat } from "./formats/desktest-format.ts";
import { osworldFormat } from "./formats/osworld-format.ts";
import type { Desktop, PreparedTask, Ran, RunContext, TaskFormat } from "./formats/task-format.ts";
import type { TaskFormatName } from "./load-task-file.ts";
import { writeReplayTrajectory } from "./replay-trajectory.ts";
import { healDivergence } from "./heal/heal-divergence.ts";
import { placementFlags, type RunTaskOptions } from "./run-options.ts";
import { resultsRecorder, type ResultsBody, type RunTaskResult } from "./write-results.ts";

export type { RunTaskOptions } from "./run-options.ts";

export type { RunTaskResult } from "./write-results.ts";

class RunTimeout extends Error {}

/** Every format desktest runs, by the name the loader gives it. */
const FORMATS: Readonly<Record<TaskFormatName, TaskFormat>> = {
  desktest: desktestFormat,
  osworld: osworldFormat,
};

/**
 * `desktest run`, for a task file of any format: loaded once, then in the reference's order (desktop,
 * deploy, setup, launch, agent or replay, evaluation, results, artifacts, cleanup) under one hard
 * deadline, the task's `timeout`. What differs by format sits behind TaskFormat (formats/). Every
 * outcome, configuration errors and timeouts included, ends with a results.json; the desktop is always
 * removed.
 */
export async function runTask(options: RunTaskOptions): Promise<RunTaskResult> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  let redactor = new Redactor(options.apiKeys ?? []);
  let testId = "loaded" in options.task ? options.task.loaded.task.id : options.task.unloadable.testId;
  let extra: PreparedTask["resultsExtra"] = {};
  // Where the run is, for a timeout's message and the culprit of a run that does not pass.
  let phase = "starting the desktop";
  let stage: RunStage = "prepare";
  let timedOut = false;
  const ran: Ran = {};
  const facts = (): RunContextFacts => {
    const replayFailure = prepared?.replayFailure?.();
    return {
      stage,
      timedOut,
      ...(ran.agent
        ? { agent: { ending: ran.agent.ending, reasoning: ran.agent.reasoning, steps: ran.agent.steps } }
        : {}),
      ...(replayFailure ? { replayFailure } : {}),
    };
  };
  const recorder = resultsRecorder(options, started, () => ({
    testId,
    redactor,
    extra: ran.replay
      ? { ...extra, replay: replaySummary(ran.replay.steps, prepared?.replayFailure?.()) }
      : extra,
    facts: facts(),
  }));
  const finish = async (body: ResultsBody) => {
    const result = await recorder.finish(body);
    notify(options.observer, "ended", redactor.redactJson(result.results));
    const metrics = prepared ? prepared.metricLocations(result.results.metric_results) : [];
    return { ...result, locations: { metrics, error: null } };
  };
  const fail = async (error: unknown) => {
    const result = await recorder.fail(error);
    notify(options.observer, "ended", redactor.redactJson(result.results));
    const at = isDesktestError(error) && error.location?.line !== undefined ? error.location : null;
    return { ...result, locations: { metrics: [], error: at } };
  };

  // 1. The task in its format, its replay form, its secrets: configuration errors end here (with results.json).
  let prepared: PreparedTask | undefined;
  let agent: AgentRunner | undefined;
  try {
    if ("unloadable" in options.task) throw options.task.unloadable.error;
    const { loaded } = options.task;
    if (!options.replay) {
      if (!options.agent) {
        throw new ConfigError(
          "running the agent needs an LLM provider (see --provider and --api-key); --replay runs the codified script without one",
        );
      }
      agent = options.agent();
    }
    prepared = FORMATS[loaded.format].prepare(
      loaded,
      options.placement ?? placeTask(loaded, placementFlags(options)),
      options,
    );
    testId = prepared.testId;
    redactor = prepared.redactor;
    extra = prepared.resultsExtra ?? {};
  } catch (error) {
    return fail(error);
  }
  const task = prepared;

  const artifacts = new ArtifactsWriter(path.resolve(options.cwd, options.artifactsDir), redactor);
  await artifacts.init();
  await artifacts.resetTrajectory();
  await artifacts.json("task.json", task.taskJson);
  const observer = options.observer;
  if (observer?.step) artifacts.onTrajectoryEntry((entry) => notify(observer, "step", entry));

  let desktop: Desktop | undefined;
  const context: RunContext = {
    options,
    artifacts,
    deadline: new Deadline(task.timeoutSecs, started),
    log,
    phase: (what) => {
      phase = what;
      stage = stageOfPhase(what, stage);
    },
    onDesktop: (d) => (desktop = d),
    ...(agent ? { agent } : {}),
  };

  // 2. Work outside the clock (an image profile's first build), then the desktop and the work, raced
  //    against the task's timeout.
  if (task.beforeClock) {
    try {
      await task.beforeClock(context);
    } catch (error) {
      const result = await fail(error);
      await task.afterResults?.(context, { error: (error as Error).message });
      return result;
    }
    context.deadline = new Deadline(task.timeoutSecs);
  }
  let body: ResultsBody | undefined;
  const work = (async () => {
    stage = "desktop";
    const session = await task.startDesktop(context);
    desktop = session;
    await maskSecretsOnScreen(session, task.secretValues, log);
    // What the screens depend on besides the app (results.json's environment), asked once the first screen
    // is taken (as the model is first asked, or before a replay's script), not beside it: its tools
    // (fc-list, dpkg-query, xrdb) took the desktop's CPU from the first observation.
    let environment: ReturnType<typeof gatherEnvironment> | undefined;
    const gather = () =>
      (environment ??= gatherEnvironment(session).catch((error: Error) => {
        log(`the desktop's environment is not recorded: ${error.message}`);
        return null;
      }));
    // The start is over: what waited for it (the environment's tools, a suite's next desktops) may go.
    const workBegins = () => {
      void gather();
      options.onWorkBegins?.();
    };
    notify(observer, "started", {
      testId,
      instruction: redactor.redact(task.agentTask.instruction),
      maxSteps: task.agentTask.max_steps,
      artifactsDir: artifacts.dir,
      desktop: session,
    });
    const recording = options.record ? await ScreenRecording.start(session, log) : undefined;
    if (options.replay) {
      // The screen before the script, written once the replay has read its expected screenshots: those may
      // be a recording's, in this same folder, with the same name.
      const before = await observeSettled(session);
      workBegins();
      stage = "replay";
      try {
        ran.replay = await task.replay(session, context);
      } finally {
        await writeObservation(artifacts, screenshotName(0), before);
      }
      await writeReplayTrajectory(artifacts, ran.replay);
      const failure = task.replayFailure?.();
      if (options.heal && failure && task.replaySource) {
        stage = "agent";
        ran.heal = await healDivergence(session, context, {
          task: task.agentTask,
          redactor,
          replaySource: await task.replaySource(),
          replay: ran.replay,
          failure,
          agent: options.agent,
        });
        if (ran.heal.agent) ran.agent = ran.heal.agent;
        stage = "evaluate";
      }
    } else {
      phase = "running the agent";
      stage = "agent";
      ran.agent = await agent!({
        task: task.agentTask,
        session,
        artifacts,
        deadline: context.deadline,
        redactor,
        log,
        ...(options.beforeStep ? { beforeStep: options.beforeStep } : {}),
        onThinking: (step: number) => {
          workBegins();
          if (observer?.thinking) notify(observer, "thinking", step);
        },
        ...(observer?.recording ? { onRecording: () => notify(observer, "recording") } : {}),
      });
    }
    if (recording) await recording.stop(artifacts.path("recording.mp4"), log);
    if (!options.replay) stage = "evaluate";
    body = await task.evaluate(session, context, ran);
    phase = "capturing the final screen";
    await writeObservation(artifacts, "final.png", await observeSettled(session));
    const gathered = await gather();
    if (gathered) extra = { ...extra, environment: gathered };
  })();
  work.catch(() => undefined); // after a timeout the work is cut short by removing its desktop

  let result: RunTaskResult;
  let failure: string | undefined;
  try {
    const raced = await context.deadline.race(work);
    if (raced.timedOut) {
      timedOut = true;
      throw new RunTimeout(`Timed out after ${task.timeoutSecs}s (the task's timeout) while ${phase}`);
    }
    result = await finish(body!);
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
    // A timeout before the task's own work began (the desktop never came up) is the runner's error.
    const runners = stage === "prepare" || stage === "desktop";
    result =
      error instanceof RunTimeout
        ? await finish({
            status: runners ? "error" : "fail",
            metric_results: task.metricsSoFar(),
            error_category: runners ? "infra_error" : "test_failure",
            error_detail: runners ? displayError("infra_error", error.message) : error.message,
          })
        : await fail(error);
  }
  await task.afterResults?.(
    context,
    failure === undefined ? { score: result.results.score } : { error: failure },
  );

  // 3. Evidence, then cleanup: both happen whatever the outcome.
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
  if (session && options.holdDesktop) await options.holdDesktop(result);
  await session?.close().catch((error: Error) => log(`removing the desktop failed: ${error.message}`));
  return result;
}

/**
 * What a run of this loaded task would ask its placement's backend for (the task as the backend sees
 * it, and the start context), for a suite to start its desktop ahead; undefined when the run will not
 * get that far (it reports why).
 */
export function desktopOfRun(
  options: RunTaskOptions & Required<Pick<RunTaskOptions, "placement">>,
): ReturnType<PreparedTask["desktop"]> | undefined {
  if (!("loaded" in options.task)) return undefined;
  try {
    const { placement } = options;
    const { loaded } = options.task;
    return FORMATS[loaded.format].prepare(loaded, placement, { ...options, log: undefined }).desktop();
  } catch {
    return undefined;
  }
}

/**
 * The stage a phase of the desktop's preparation belongs to: deploying the app, installing it and the
 * task's setup steps are the task's (`setup`); waiting for its window is the app's (`launch`); the
 * other phases keep the stage the run is in.
 */
function stageOfPhase(phase: string, current: RunStage): RunStage {
  if (
    /^(deploying|copying the app|running the installer|running setup step|running OSWorld step)/.test(phase)
  )
    return "setup";
  if (phase.startsWith("waiting for the app's window")) return "launch";
  return current;
}

/**
 * Tell the desktop's agent the task's secrets, so that a field one is typed into is masked in every
 * screenshot from then on (docker/guest/desktest_guest/secret_masks.py). An agent without the feature
 * (an older one on a borrowed desktop) is said to show them.
 */
async function maskSecretsOnScreen(
  session: Session,
  values: readonly string[] | undefined,
  log: (line: string) => void,
): Promise<void> {
  if (!values || values.length === 0) return;
  if (!session.guest.supports("secret_masks")) {
    log("Warning: this desktop's guest agent cannot mask typed secrets: screenshots may show them");
    return;
  }
  await session.guest.secretMasks(values);
}

/** The screen and its accessibility tree once settled (or as they are, or nothing when the desktop is gone). */
async function observeSettled(session: Session): Promise<Observation | undefined> {
  return session
    .observe({ settle: { timeoutMs: 3_000 } })
    .catch(() => session.observe())
    .catch(() => undefined);
}

async function writeObservation(
  artifacts: ArtifactsWriter,
  name: string,
  observation: Observation | undefined,
): Promise<void> {
  if (observation?.screenshot) await artifacts.binary(name, observation.screenshot.data);
  if (observation?.a11y) await artifacts.text(name.replace(/\.png$/, "_a11y.txt"), observation.a11y.tsv);
}
