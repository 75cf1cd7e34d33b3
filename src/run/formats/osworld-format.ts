import { randomUUID } from "node:crypto";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { ConfigError, type SourceLocation } from "../../errors/desktest-error.ts";
import type { MetricResult } from "../../evaluate/metric-result.ts";
import { appsForTask } from "../../osworld/apps.ts";
import { UrlCache } from "../../osworld/cache.ts";
import { scoreOsworld, type OsworldScore } from "../../osworld/evaluate.ts";
import { OsworldGuest } from "../../osworld/guest.ts";
import { lastActionIsFail, readRunTrajectory, writeOsworldOutputs } from "../../osworld/outputs.ts";
import { runOsworldReplay, type OsworldReplay } from "../../osworld/replay.ts";
import { OSWORLD_HOME, OSWORLD_PASS_SCORE, osworldSettings } from "../../osworld/settings.ts";
import { runOsworldSteps, type StepContext } from "../../osworld/setup.ts";
import { osworldStandIn } from "../../osworld/stand-in.ts";
import { Redactor } from "../../secrets/redactor.ts";
import { joinSentences } from "../../util/join-sentences.ts";
import { connectDocker } from "../../session/docker-connection.ts";
import type { StartContext } from "../../session/desktop-backend.ts";
import type { Session } from "../../session/session.ts";
import type { Task } from "../../task/model.ts";
import type { PreparedTask, TaskFormat } from "./task-format.ts";

/**
 * OSWorld's format, in OSWorld's order: the image profile (built before the clock starts), the desktop,
 * `config` steps, a settle, the agent or the scripted solution, a settle, `postconfig`, the evaluator.
 * The task passes iff its score is 1; results.json carries the score, and OSWorld's result.txt and
 * traj.jsonl are written beside the usual artifacts.
 */
export const osworldFormat: TaskFormat = {
  prepare(loaded, placement, options): PreparedTask {
    const task = loaded.osworld!;
    const { locate } = loaded;
    const settings = osworldSettings(options.env, options.cwd);
    if (placement.backend.name !== "docker") {
      throw new ConfigError(
        `an OSWorld task runs in a fresh Docker desktop of its image profile; the ${placement.backend.name} backend is not supported for it`,
        { location: locate("") },
      );
    }
    if (options.heal) {
      throw new ConfigError(
        "heal mode (--replay --heal) runs desktest-format tasks; this is an OSWorld task",
        {
          location: locate(""),
          hint: "run it with --replay (its scripted solution) or with the agent",
        },
      );
    }
    if (options.replay && !task.replay_script) {
      throw new ConfigError(
        "--replay needs the task's scripted solution: a codified replay script beside the task file (<task>.replay.py) or a 'replay_script' key",
        {
          location: locate(""),
          hint: "record a run, then `desktest codify <artifacts>/trajectory.jsonl --overwrite <task.json>`",
        },
      );
    }
    let hostCacheDir = "";
    let steps: StepContext | undefined;
    let replay: OsworldReplay | undefined;
    let scored: OsworldScore | undefined;
    let prepared: unknown;
    const runId = options.runId ?? randomUUID();
    const agentTask = osworldStandIn(task, settings.password);
    // The desktop is the task's image profile (a docker_image app the Docker backend builds from
    // docker/osworld/), or the image --image names instead.
    const desktopTask: Task = options.prebuiltImage
      ? { ...agentTask, app: { type: "docker_image", image: options.prebuiltImage, needs_fuse: false } }
      : agentTask;
    let docker = options.docker;
    /** Where and how the task's desktop starts (the same for a suite's warm pool and for the run). */
    const startContext = (): StartContext => ({
      docker: async () => (docker ??= await connectDocker()),
      flags: placement.flags,
      runId,
      width: options.width,
      height: options.height,
      env: { OSWORLD_CLIENT_PASSWORD: settings.password },
      hostEnv: options.env,
      noNetwork: options.noNetwork,
      // The profile renames the image's user: everything done in "the user's home" uses OSWorld's.
      home: OSWORLD_HOME,
      once: options.once,
      locate,
      debugLog: options.debugLog,
    });

    return {
      testId: task.id,
      timeoutSecs: task.timeout,
      redactor: new Redactor(options.apiKeys ?? []),
      taskJson: task.raw,
      agentTask,
      resultsExtra: { format: "osworld" },
      async beforeClock(context) {
        hostCacheDir = context.artifacts.path(path.join("osworld", "cache"));
        await mkdir(hostCacheDir, { recursive: true });
        if (!options.prebuiltImage) {
          const apps = appsForTask(task);
          context.log(`OSWorld image profile: ${apps.length ? apps.join(", ") : "core only"}`);
        }
        // The image, made before the clock starts (its build output is debug output).
        prepared = await placement.backend.prepare?.(desktopTask, {
          ...startContext(),
          log: options.debugLog,
        });
      },
      desktop: () => ({ task: desktopTask, context: startContext() }),
      async startDesktop(context) {
        const session = await placement.backend.start(desktopTask, {
          ...startContext(),
          ...(prepared !== undefined ? { prepared } : {}),
          ...(options.desktops ? { desktops: options.desktops } : {}),
          evidenceDir: context.artifacts.dir,
          log: context.log,
        });
        context.onDesktop(session);
        const guest = await OsworldGuest.attach(session, context.log);
        steps = {
          guest,
          cache: UrlCache.forTask(settings.cacheDirs, loaded.dir),
          taskId: task.id,
          taskDir: loaded.dir,
          hostCacheDir,
          screen: session.screen,
          password: settings.password,
          openTimeoutMs: settings.openTimeoutMs,
          locate,
          log: context.log,
          onStep: (description) => context.phase(`running OSWorld step ${description}`),
        };
        await runOsworldSteps(task.config, steps);
        context.phase("letting the desktop settle after setup");
        await settle(session, settings.fixedSettleSecs, 15_000);
        return session;
      },
      async replay(desktop, context) {
        context.phase("replaying the scripted solution");
        replay = await runOsworldReplay(desktop, task.replay_script, {
          artifacts: context.artifacts,
          timeoutMs: Math.max(1_000, context.deadline.remainingMs() - 5_000),
          log: context.log,
          locate: () => locate(""),
        });
        return { steps: replay.steps, declaredInfeasible: replay.fail };
      },
      async evaluate(desktop, context, ran) {
        context.phase("letting the desktop settle before evaluation");
        await settle(desktop, settings.fixedEvalSettleSecs, 5_000);
        context.phase("running the OSWorld postconfig");
        await runOsworldSteps(task.evaluator.postconfig, steps!);
        context.phase("scoring with the OSWorld evaluator");
        const lastFail = replay ? replay.fail : lastActionIsFail(await readRunTrajectory(context.artifacts));
        scored = await scoreOsworld(
          task.evaluator,
          { guest: steps!.guest, cache: steps!.cache, taskId: task.id, hostCacheDir, log: context.log },
          lastFail,
        );
        context.log(`OSWorld score: ${scored.score} (${scored.detail})`);
        const replayFailed = replay !== undefined && !replay.result.passed;
        const passed = scored.score >= OSWORLD_PASS_SCORE && !replayFailed;
        const reasoning = `OSWorld score ${scored.score} (${scored.detail})`;
        return {
          status: passed ? "pass" : "fail",
          score: scored.score,
          score_detail: scored.detail,
          metric_results: [...(replay ? [replay.result] : []), ...scored.metrics],
          ...(ran.agent
            ? {
                agent_verdict: {
                  passed: ran.agent.passed,
                  reasoning: joinSentences([ran.agent.reasoning, reasoning]),
                  steps: ran.agent.steps,
                },
              }
            : {}),
          ...(passed
            ? {}
            : {
                error_category: "test_failure" as const,
                error_detail: replayFailed ? `${replay!.result.detail}; ${reasoning}` : reasoning,
              }),
        };
      },
      metricsSoFar: () => (replay ? [replay.result] : []),
      replayFailure: () => replay?.failure,
      metricLocations: (results) => locateResults(results, replay !== undefined, task.raw, locate),
      async afterResults(context, outcome) {
        await writeOsworldOutputs(context.artifacts, {
          ...(outcome.error === undefined && scored
            ? { score: scored.score }
            : { error: outcome.error ?? "not scored" }),
          taskLabel: task.id,
        });
      },
    };
  },
};

/** A fixed wait when configured (OSWorld's 60 s / 20 s), otherwise until the screen is still for 1 s. */
async function settle(session: Session, fixedSecs: number | undefined, capMs: number): Promise<void> {
  if (fixedSecs !== undefined) {
    await new Promise((resolve) => setTimeout(resolve, fixedSecs * 1000));
    return;
  }
  await session.settle({ timeoutMs: capMs, intervalMs: 250, stableFrames: 4 }).catch(() => undefined);
}

/**
 * The scripted solution's result is the file's `replay_script` (when the key is there); the scores are
 * the evaluator's `func` entries in order (one, or a list).
 */
function locateResults(
  results: readonly MetricResult[],
  replayed: boolean,
  raw: unknown,
  locate: (pointer: string) => SourceLocation,
): (SourceLocation | null)[] {
  const document = raw as { replay_script?: unknown; evaluator?: { func?: unknown } } | undefined;
  const func = document?.evaluator?.func;
  return results.map((_, i) => {
    if (replayed && i === 0) return document?.replay_script !== undefined ? locate("/replay_script") : null;
    const k = replayed ? i - 1 : i;
    if (Array.isArray(func)) return k < func.length ? locate(`/evaluator/func/${k}`) : null;
    return func !== undefined && k === 0 ? locate("/evaluator/func") : null;
  });
}
