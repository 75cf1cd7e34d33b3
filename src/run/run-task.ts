import { randomUUID } from "node:crypto";
import path from "node:path";
import type Docker from "dockerode";
import type { AgentOutcome, AgentRunner } from "../agent/agent-runner.ts";
import { ArtifactsWriter } from "../artifacts/artifacts-writer.ts";
import { collectArtifacts } from "../artifacts/collect-artifacts.ts";
import { ScreenRecording } from "../artifacts/recording.ts";
import { screenshotName, trajectoryTimestamp } from "../artifacts/trajectory.ts";
import { ConfigError, type SourceLocation } from "../errors/desktest-error.ts";
import type { EvaluationOutcome } from "../evaluate/metric-result.ts";
import { isOsworldTaskFile, runOsworldTask } from "../osworld/run-osworld-task.ts";
import { toReplayTask } from "../replay/replay-task.ts";
import { Redactor } from "../secrets/redactor.ts";
import { resolveSecrets, secretEnvironment, substituteSecrets } from "../secrets/resolve-secrets.ts";
import { connectDocker } from "../session/docker/docker-connection.ts";
import type { DockerSession } from "../session/docker/docker-session.ts";
import { prepareDesktop } from "../session/prepare-desktop.ts";
import type { Session } from "../session/session.ts";
import { resolveHostPaths } from "../task/host-paths.ts";
import { loadValidTask } from "./load-task-file.ts";
import type { Task } from "../task/model.ts";
import { Deadline } from "../util/deadline.ts";
import type { ReplayStep } from "../evaluate/replay/replay-step.ts";
import { evaluateTask } from "./evaluate-task.ts";
import { decideVerdict } from "./verdict.ts";
import { resultsRecorder, type RunTaskResult } from "./write-results.ts";

export type { RunTaskResult } from "./write-results.ts";

export interface RunTaskOptions {
  taskFile: string;
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Where results.json goes. */
  outputDir: string;
  artifactsDir: string;
  replay?: boolean;
  noArtifacts?: boolean;
  /** Bound on artifact collection; 0 = unlimited. */
  artifactsTimeoutSecs?: number;
  artifactsExclude?: string[];
  width: number;
  height: number;
  record?: boolean;
  noNetwork?: boolean;
  prebuiltImage?: string;
  attachTo?: string;
  docker?: Docker;
  /** Makes the agent loop (needed unless --replay); called in the configuration phase, so its errors
   * (a missing API key) end the run like any configuration error. */
  agent?: () => AgentRunner;
  /** Removed from everything written, like the task's secrets (LLM API keys). */
  apiKeys?: string[];
  runId?: string;
  log?: (line: string) => void;
  /** Debug output (the guest agent's diagnostics). */
  debugLog?: (line: string) => void;
}

class RunTimeout extends Error {}

/**
 * `desktest run`: the reference order (desktop, deploy, setup, launch, agent or replay, evaluation,
 * results, artifacts, cleanup) under one hard deadline, the task's `timeout`. Every outcome, including
 * configuration errors and timeouts, ends with a results.json; the desktop is always removed.
 */
export async function runTask(options: RunTaskOptions): Promise<RunTaskResult> {
  // OSWorld-format task files run through their own pipeline (src/osworld/).
  if (isOsworldTaskFile(path.resolve(options.cwd, options.taskFile))) return runOsworldTask(options);
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  let redactor = new Redactor(options.apiKeys ?? []);
  let testId = path.basename(options.taskFile).replace(/\.json$/, "");
  const { finish, fail: failWith } = resultsRecorder(options, started, () => ({ testId, redactor }));

  // 1. The task, its replay form, its secrets: configuration errors end here (still with results.json).
  let task: Task;
  let locate: (pointer: string) => SourceLocation;
  let secretEnv: Record<string, string>;
  let agent: AgentRunner | undefined;
  try {
    const loaded = await loadValidTask(options.taskFile, { cwd: options.cwd });
    testId = loaded.task.id;
    locate = loaded.locate;
    task = options.replay ? toReplayTask(loaded.task, locate) : loaded.task;
    if (!options.replay && task.replay_script)
      log("Warning: Task has 'replay_script' but running in LLM mode — did you mean --replay?");
    if (!options.replay) {
      if (!options.agent) {
        throw new ConfigError(
          "running the agent needs an LLM provider (see --provider and --api-key); --replay runs the codified script without one",
        );
      }
      agent = options.agent();
    }
    const secrets = resolveSecrets(task, options.env, locate(""));
    redactor = secrets.redactor.with(options.apiKeys ?? []);
    task = substituteSecrets(task, secrets.values, locate(""));
    task = resolveHostPaths(task, loaded.dir, options.cwd).task;
    secretEnv = secretEnvironment(secrets.values);
  } catch (error) {
    return failWith(error);
  }

  const artifacts = new ArtifactsWriter(path.resolve(options.cwd, options.artifactsDir), redactor);
  await artifacts.init();
  await artifacts.resetTrajectory();
  await artifacts.json("task.json", task);

  // 2. The desktop and the work, raced against the task's timeout.
  const deadline = new Deadline(task.timeout, started);
  let phase = "starting the desktop";
  let desktop: DockerSession | undefined;
  let agentOutcome: AgentOutcome | undefined;
  let evaluation: EvaluationOutcome | undefined;
  const work = (async () => {
    const docker = options.docker ?? (await connectDocker());
    const prepared = await prepareDesktop(task, {
      docker,
      runId: options.runId ?? randomUUID(),
      width: options.width,
      height: options.height,
      env: secretEnv,
      noNetwork: options.noNetwork,
      prebuiltImage: options.prebuiltImage,
      attachTo: options.attachTo,
      redactor,
      locate,
      log,
      debugLog: options.debugLog,
      onPhase: (next) => (phase = next),
      onSession: (session) => (desktop = session),
    });
    const session = prepared.session;
    log(`desktop ready: ${JSON.stringify(prepared.timings)}`);
    const recording = options.record ? await ScreenRecording.start(session, log) : undefined;
    if (options.replay) {
      await session.settle({ timeoutMs: 3_000 });
      await saveObservation(session, artifacts, screenshotName(0));
      phase = "replaying the codified script";
      const replayed = await evaluateTask(session, task, { artifactsDir: artifacts.dir, log });
      evaluation = replayed;
      await writeReplayTrajectory(artifacts, replayed.replaySteps);
    } else {
      phase = "running the agent";
      agentOutcome = await agent!({ task, session, artifacts, deadline, redactor, log });
    }
    if (recording) await recording.stop(artifacts.path("recording.mp4"), log);
    if (!options.replay && task.evaluator.mode !== "llm") {
      phase = "evaluating the metrics";
      evaluation = await evaluateTask(session, task, { artifactsDir: artifacts.dir, log });
    }
    phase = "capturing the final screen";
    await session.settle({ timeoutMs: 3_000 });
    await saveObservation(session, artifacts, "final.png");
  })();
  work.catch(() => undefined); // after a timeout the work is cut short by removing its desktop

  let result: RunTaskResult;
  try {
    const raced = await deadline.race(work);
    if (raced.timedOut)
      throw new RunTimeout(`Timed out after ${task.timeout}s (the task's timeout) while ${phase}`);
    const verdict = decideVerdict(task.evaluator.mode, agentOutcome, evaluation);
    const agentRan = agentOutcome !== undefined;
    result = await finish({
      status: verdict.passed ? "pass" : "fail",
      metric_results: evaluation?.results ?? [],
      ...(agentRan
        ? {
            agent_verdict: {
              passed: verdict.passed,
              reasoning: verdict.reasoning,
              steps: agentOutcome!.steps,
            },
          }
        : {}),
      ...(verdict.passed
        ? {}
        : { error_category: "test_failure" as const, error_detail: verdict.failureDetail }),
      ...(agentOutcome?.bugsFound !== undefined ? { bugs_found: agentOutcome.bugsFound } : {}),
    });
  } catch (error) {
    result =
      error instanceof RunTimeout
        ? await finish({
            status: "fail",
            metric_results: evaluation?.results ?? [],
            error_category: "test_failure",
            error_detail: error.message,
          })
        : await failWith(error);
  }

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
  await session?.close().catch((error: Error) => log(`removing the desktop failed: ${error.message}`));
  return result;
}

/** Save a screenshot (and its a11y tree beside it) of the desktop as it is now. */
async function saveObservation(session: Session, artifacts: ArtifactsWriter, name: string): Promise<void> {
  const observation = await session.observe();
  if (observation.screenshot) await artifacts.binary(name, observation.screenshot.data);
  if (observation.a11y) await artifacts.text(name.replace(/\.png$/, "_a11y.txt"), observation.a11y.tsv);
}

/** A replay's steps become its trajectory (the last one `done` when the replay passed, else `interrupted`). */
async function writeReplayTrajectory(artifacts: ArtifactsWriter, steps: ReplayStep[]): Promise<void> {
  for (const step of steps) {
    await artifacts.appendTrajectory({
      step: step.step,
      timestamp: trajectoryTimestamp(),
      action_code: step.action_code,
      ...(step.thought ? { thought: step.thought } : {}),
      ...(step.screenshot ? { screenshot_path: step.screenshot } : {}),
      result: step.result,
      ...(step.action_code.trim() ? { action_type: "python" as const } : {}),
    });
  }
}
