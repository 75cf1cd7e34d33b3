import type { SourceLocation } from "../errors/desktest-error.ts";
import type { Redactor } from "../secrets/redactor.ts";
import type { Task } from "../task/model.ts";
import { deployApp, launchApp, type LaunchedApp } from "./app-launch.ts";
import type { Placement, StartContext } from "./desktop-backend.ts";
import { runSetupSteps } from "./setup-steps.ts";
import type { Session } from "./session.ts";
import { StreamSession } from "./stream-session.ts";

/** What the run adds to a backend's start: the secrets to redact, what it is doing now, the desktop at once. */
export interface PrepareOptions extends StartContext {
  redactor?: Redactor;
  locate?: (pointer: string) => SourceLocation;
  /** How long the app may take to show its window. */
  windowTimeoutMs?: number;
  /** Told what is happening now ("deploying the app", "running setup step 2", …). */
  onPhase?: (phase: string) => void;
  /** Given the desktop as soon as it exists, so a caller that gives up (a timeout) can still use and remove it. */
  onSession?: (session: Session) => void;
  /**
   * The desktop and its agent only, as the task would get them: no permission refusal, deploy, setup or
   * launch (`desktest selftest` checks the desktop itself, and reports a missing permission as a row).
   */
  desktopOnly?: boolean;
}

export interface PreparedDesktop {
  session: Session;
  /** The launched app's window, when the task starts one. */
  app?: LaunchedApp;
  /**
   * `startMs` includes the image when the backend had no `prepare` to make it before the clock; of
   * `launchMs`, `windowMs` until the app's window was mapped (the rest: its accessibility registered).
   */
  timings: { startMs: number; deployMs: number; setupMs: number; launchMs: number; windowMs: number };
}

/**
 * The run pipeline's first half, in the reference order: the desktop of the task's placement ready
 * (image included), deploy, setup, launch and the wait for the app's window. On failure the desktop is
 * removed before the error propagates.
 */
export async function prepareDesktop(
  task: Task,
  placement: Placement,
  options: PrepareOptions,
): Promise<PreparedDesktop> {
  const { app } = task;
  const clock = stopwatch();
  const session = await placement.backend.start(task, options);
  const startMs = clock();
  options.onSession?.(session);
  if (options.desktopOnly)
    return { session, timings: { startMs, deployMs: 0, setupMs: 0, launchMs: 0, windowMs: 0 } };
  try {
    if (session instanceof StreamSession) session.requirePermissions();
    const phase = options.onPhase ?? (() => undefined);
    phase("deploying the app");
    const launch = await deployApp(session, app, {
      redactor: options.redactor,
      locate: options.locate,
      onPhase: phase,
    });
    const deployMs = clock();
    await runSetupSteps(session, task.config, {
      redactor: options.redactor,
      locate: options.locate,
      log: options.log,
      onStep: (i, description) => phase(`running setup step ${i} (${description})`),
    });
    const setupMs = clock();
    phase("waiting for the app's window");
    const launched = launch ? await launchApp(session, launch, options.windowTimeoutMs) : undefined;
    return {
      session,
      ...(launched ? { app: launched } : {}),
      timings: { startMs, deployMs, setupMs, launchMs: clock(), windowMs: Math.round(launched?.ms ?? 0) },
    };
  } catch (error) {
    await session.close().catch(() => undefined);
    throw error;
  }
}

/** Milliseconds since the previous call (or creation). */
function stopwatch(): () => number {
  let last = performance.now();
  return () => {
    const now = performance.now();
    const elapsed = now - last;
    last = now;
    return Math.round(elapsed);
  };
}
