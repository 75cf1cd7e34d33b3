import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { ConfigError, type SourceLocation } from "../../errors/desktest-error.ts";
import type { EvaluationReport } from "../../evaluate/evaluate-metrics.ts";
import type { MetricResult } from "../../evaluate/metric-result.ts";
import { toReplayTask } from "../../replay/replay-task.ts";
import { resolveSecrets, secretEnvironment, substituteSecrets } from "../../secrets/resolve-secrets.ts";
import type { StartContext } from "../../session/desktop-backend.ts";
import { connectDocker } from "../../session/docker-connection.ts";
import { prepareDesktop } from "../../session/prepare-desktop.ts";
import { resolveHostPaths } from "../../task/host-paths.ts";
import type { Task } from "../../task/model.ts";
import { hostPathsForbidden, hostPathsOutside } from "../../task/path-policy.ts";
import { evaluateTask, type EvaluateContext } from "../evaluate-task.ts";
import { evaluateMetrics } from "../../evaluate/evaluate-metrics.ts";
import { healResults } from "../heal/heal-results.ts";
import { writeUpdatedReplay } from "../heal/updated-replay.ts";
import { appendReplayStep } from "../replay-trajectory.ts";
import { decideVerdict } from "../verdict.ts";
import type { Desktop, PreparedTask, RunContext, TaskFormat } from "./task-format.ts";

/**
 * A host path into /proc, /sys or /dev, or to a device, socket or pipe, is a configuration error at its
 * line under every policy: `/proc/self/environ` is this process's environment, secrets and all.
 */
function refuseKernelFiles(task: Task, base: string, locate: (pointer: string) => SourceLocation): void {
  const forbidden = hostPathsForbidden(task, base);
  if (forbidden.length === 0) return;
  const [first] = forbidden;
  const list = forbidden.map((o) => `${o.pointer} "${o.value}" (${o.resolved}: ${o.what})`).join(", ");
  throw new ConfigError(`host paths that desktest never reads: ${list}`, {
    location: locate(first!.pointer),
    hint: "a task may not name files under /proc, /sys or /dev, device files, sockets or pipes (symlinks followed), under any paths policy; name a regular file",
  });
}

/** Under `paths: repository`, a host path outside the repository is a configuration error at its line. */
function confine(task: Task, root: string, locate: (pointer: string) => SourceLocation): void {
  const outside = hostPathsOutside(task, root);
  if (outside.length === 0) return;
  const [first] = outside;
  const list = outside.map((o) => `${o.pointer} "${o.value}" (${o.resolved})`).join(", ");
  throw new ConfigError(`host paths outside the repository ${root}: ${list}`, {
    location: locate(first!.pointer),
    hint: "paths: repository (the default for pull requests) only lets a task name files inside the repository; move the file into it, or run with paths: any for trusted tasks",
  });
}

/**
 * desktest's own format (schema v1.0): secrets substituted, host paths resolved, the desktop prepared
 * (image, deploy, setup steps, launch), a replay is the `script_replay` metric run with the others,
 * and the verdict combines the agent and the metrics by the evaluator's mode.
 */
export const desktestFormat: TaskFormat = {
  prepare(loaded, placement, options): PreparedTask {
    const { locate } = loaded;
    let task: Task = options.replay ? toReplayTask(loaded.task, locate) : loaded.task;
    if (!options.replay && task.replay_script)
      options.log?.("Warning: Task has 'replay_script' but running in LLM mode — did you mean --replay?");
    const secrets = resolveSecrets(task, options.env, locate(""));
    const redactor = secrets.redactor.with(options.apiKeys ?? []);
    task = substituteSecrets(task, secrets.values, locate(""));
    task = resolveHostPaths(task, loaded.dir, options.cwd).task;
    const pointers = metricPointers(loaded.task, options.replay === true);
    // A metric's pointer in the task as run (the replay form puts script_replay first) → in the file.
    const locateInFile = (pointer: string) => {
      const metric = /^\/evaluator\/metrics\/(\d+)(.*)$/s.exec(pointer);
      const inFile = metric ? pointers[Number(metric[1])]?.pointer : undefined;
      return locate(inFile !== undefined ? `${inFile}${metric![2]}` : pointer);
    };
    refuseKernelFiles(task, options.cwd, locateInFile);
    if (options.paths === "repository") confine(task, options.repositoryRoot ?? options.cwd, locateInFile);
    const secretEnv = secretEnvironment(secrets.values);
    let evaluation: EvaluationReport | undefined;
    let prepared: unknown;
    const { backend } = placement;
    const evaluate = async (desktop: Desktop, context: EvaluateContext, run: Task = task) =>
      (evaluation = await evaluateTask(desktop, run, {
        ...context,
        secretEnv,
        ...(options.visualIgnore ? { visualIgnore: options.visualIgnore } : {}),
      }));
    // Heal mode (`--replay --heal`): the replay script first, alone; the task's other checks after it.
    const heal = options.replay === true && options.heal === true;
    const scriptOnly: Task = {
      ...task,
      evaluator: { ...task.evaluator, metrics: task.evaluator.metrics.slice(0, 1) },
    };
    const otherChecks = { ...task.evaluator, metrics: task.evaluator.metrics.slice(1) };
    const runId = options.runId ?? randomUUID();
    let docker = options.docker;
    /** Where and how the task's desktop starts (what the run adds: its log, the pool). */
    const startContext = (): StartContext => ({
      docker: async () => (docker ??= await connectDocker()),
      flags: placement.flags,
      runId,
      width: options.width,
      height: options.height,
      env: secretEnv,
      hostEnv: options.env,
      noNetwork: options.noNetwork,
      prebuiltImage: options.prebuiltImage,
      once: options.once,
      locate,
      debugLog: options.debugLog,
    });

    return {
      testId: task.id,
      timeoutSecs: task.timeout,
      redactor,
      secretValues: Object.values(secrets.values).filter((v) => v !== ""),
      taskJson: task,
      agentTask: task,
      // Work a backend does before the clock (a VM's image and ready snapshot), as images are made.
      ...(backend.prepare
        ? {
            async beforeClock(context: RunContext) {
              prepared = await backend.prepare!(task, { ...startContext(), log: context.log });
            },
          }
        : {}),
      async startDesktop(context) {
        const ready = await prepareDesktop(task, placement, {
          ...startContext(),
          evidenceDir: context.artifacts.dir,
          ...(prepared !== undefined ? { prepared } : {}),
          ...(options.desktops ? { desktops: options.desktops } : {}),
          redactor,
          log: context.log,
          onPhase: context.phase,
          onSession: context.onDesktop,
        });
        context.log(`desktop ready: ${JSON.stringify(ready.timings)}`);
        // No settle here: the first observation (the agent's, or a replay's step 0) settles.
        return ready.session;
      },
      desktop: () => ({ task, context: startContext() }),
      async replay(desktop, context) {
        context.phase("replaying the codified script");
        const replayed = await evaluate(
          desktop,
          {
            artifactsDir: context.artifacts.dir,
            log: context.log,
            // Each finished step into trajectory.jsonl (and so to a live view) while the script runs.
            onReplayStep: (step) => appendReplayStep(context.artifacts, step),
          },
          // Heal mode: the script alone; the other checks run after it, or after the agent.
          heal ? scriptOnly : task,
        );
        return { steps: replayed.replaySteps };
      },
      async replaySource() {
        const scriptPath = task.replay_script!;
        return {
          scriptPath,
          source: await readFile(scriptPath, "utf8"),
          ...(task.replay_screenshots_dir ? { screenshotsDir: task.replay_screenshots_dir } : {}),
        };
      },
      async evaluate(desktop, context, ran) {
        if (heal) {
          const script = evaluation!.results[0]!;
          const diverged = ran.heal;
          const rest =
            diverged && !diverged.agent
              ? undefined
              : (context.phase("evaluating the metrics"),
                await evaluateMetrics(desktop, otherChecks, {
                  artifactsDir: context.artifacts.dir,
                  log: context.log,
                }));
          const body = healResults({ script, rest, heal: diverged, mode: loaded.task.evaluator.mode });
          evaluation = { ...evaluation!, results: body.metric_results };
          if (diverged && body.outcome === "healed") {
            context.phase("codifying the healed run");
            const updatedReplay = await writeUpdatedReplay(context.artifacts, diverged, options.cwd);
            return healResults({
              script,
              rest,
              heal: diverged,
              mode: loaded.task.evaluator.mode,
              updatedReplay,
            });
          }
          return body;
        }
        if (!ran.replay && task.evaluator.mode !== "llm") {
          context.phase("evaluating the metrics");
          await evaluate(desktop, { artifactsDir: context.artifacts.dir, log: context.log });
        }
        const verdict = decideVerdict(task.evaluator.mode, ran.agent, evaluation);
        return {
          status: verdict.passed ? "pass" : "fail",
          metric_results: evaluation?.results ?? [],
          ...(ran.agent
            ? {
                agent_verdict: {
                  passed: verdict.passed,
                  reasoning: verdict.reasoning,
                  steps: ran.agent.steps,
                },
              }
            : {}),
          ...(verdict.passed
            ? {}
            : { error_category: "test_failure" as const, error_detail: verdict.failureDetail }),
          ...(ran.agent?.bugsFound !== undefined ? { bugs_found: ran.agent.bugsFound } : {}),
        };
      },
      metricsSoFar: () => evaluation?.results ?? [],
      replayFailure: () => evaluation?.replayFailure,
      metricLocations: (results) => locateResults(results, pointers, locate),
    };
  },
};

/**
 * Where each metric the evaluation runs stands in the file, in the order it runs them: a replay runs
 * `replay_script` first and then the file's other metrics; otherwise the file's metrics in order.
 */
function metricPointers(task: Task, replay: boolean): { type: string; pointer: string }[] {
  const inFile = task.evaluator.metrics.map((m, i) => ({ type: m.type, pointer: `/evaluator/metrics/${i}` }));
  if (!replay) return inFile;
  return [
    { type: "script_replay", pointer: "/replay_script" },
    ...inFile.filter((m) => m.type !== "script_replay"),
  ];
}

function locateResults(
  results: readonly MetricResult[],
  pointers: readonly { type: string; pointer: string }[],
  locate: (pointer: string) => SourceLocation,
): (SourceLocation | null)[] {
  return results.map((result, i) => {
    const expected = pointers[i];
    return expected && expected.type === result.metric ? locate(expected.pointer) : null;
  });
}
