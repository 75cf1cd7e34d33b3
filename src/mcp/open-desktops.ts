import { randomUUID } from "node:crypto";
import type { AgentRunner } from "../agent/agent-runner.ts";
import { ConfigError } from "../errors/desktest-error.ts";
import { runTask, type RunTaskOptions } from "../run/run-task.ts";
import type { RunTaskResult } from "../run/write-results.ts";
import type { Session } from "../session/session.ts";
import type { Observation } from "../session/guest/guest-agent.ts";
import { DesktopRecording, desktopActionCode, type DesktopAction } from "./desktop-recording.ts";

export type { DesktopAction } from "./desktop-recording.ts";

/** A desktop the MCP client opened: the task's run waiting, off the clock, until the client closes it. */
interface OpenDesktop {
  session: Session;
  /** The client's steps, when it opened the desktop to record them. */
  recording: DesktopRecording | undefined;
  artifactsDir: string;
  /** The task file it was opened for, when the caller named one. */
  taskFile: string | undefined;
  close: () => void;
  ended: Promise<RunTaskResult | undefined>;
}

/** What closing a desktop ended: its run's results and where its artifacts are. */
export interface ClosedDesktop {
  result: RunTaskResult | undefined;
  artifactsDir: string;
  /** The steps recorded (a desktop opened with `record`), else undefined. */
  recordedSteps: number | undefined;
  taskFile: string | undefined;
}

/**
 * The desktops an MCP session has open. Each is started the way `desktest interactive` starts one (the
 * task's run: deploy, setup, launch) with an agent that waits; closing it ends that run, which removes
 * the desktop and writes its results. A desktop opened to record writes each action as a step of its
 * trajectory, and closing it ends with `done`, so the task's checks judge what the client did and codify
 * can turn the steps into a replay script. `closeAll` runs when the client goes away.
 */
export class OpenDesktops {
  readonly #open = new Map<string, OpenDesktop>();

  async open(
    options: Omit<RunTaskOptions, "agent" | "observer">,
    how: { record?: boolean; taskFile?: string } = {},
  ): Promise<{ id: string; session: Session }> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let ready!: (desktop: { session: Session; recording?: DesktopRecording; artifactsDir: string }) => void;
    let failed!: (error: unknown) => void;
    const started = new Promise<Parameters<typeof ready>[0]>(
      (resolve, reject) => ((ready = resolve), (failed = reject)),
    );
    let artifactsDir = "";
    const waitForClose: AgentRunner = async (context) => {
      const recording = how.record ? new DesktopRecording(context) : undefined;
      ready({ session: context.session, ...(recording ? { recording } : {}), artifactsDir });
      await context.deadline.excluding(released);
      if (!recording)
        return {
          passed: false,
          ending: "quit",
          reasoning: "Closed by the MCP client (an interactive desktop, not a test)",
          steps: 0,
        };
      await context.deadline.excluding(recording.finish());
      return {
        passed: true,
        ending: "done",
        reasoning: `Recorded ${recording.steps} step(s) taken through MCP`,
        steps: recording.steps,
      };
    };
    const ended = runTask({
      ...options,
      agent: () => waitForClose,
      observer: { started: (run) => (artifactsDir = run.artifactsDir) },
    }).then(
      (result) => {
        failed(
          new ConfigError(`the desktop did not start: ${result.results.error_detail ?? "see results.json"}`),
        );
        return result;
      },
      (error: unknown) => {
        failed(error);
        return undefined;
      },
    );
    const desktop = await started;
    const id = randomUUID();
    this.#open.set(id, {
      session: desktop.session,
      recording: desktop.recording,
      artifactsDir: desktop.artifactsDir,
      taskFile: how.taskFile,
      close: release,
      ended,
    });
    return { id, session: desktop.session };
  }

  #get(id: unknown): OpenDesktop {
    const desktop = typeof id === "string" ? this.#open.get(id) : undefined;
    if (!desktop)
      throw new ConfigError(`no open desktop '${String(id)}'`, { hint: "open one with open_desktop" });
    return desktop;
  }

  get(id: unknown): Session {
    return this.#get(id).session;
  }

  observe(id: unknown): Promise<Observation> {
    return this.get(id).observe({ screenshot: true, a11y: true });
  }

  /** Take the action (as PyAutoGUI code); a recording desktop writes it as its next step. */
  async act(id: unknown, action: DesktopAction): Promise<{ success: boolean; error: string | null }> {
    const { session, recording } = this.#get(id);
    const run = async (code: string) => {
      const result = await session.act(code, { timeoutMs: 60_000 });
      return { success: result.success, error: result.error };
    };
    return recording ? recording.step(action, run) : run(desktopActionCode(action));
  }

  async close(id: unknown): Promise<ClosedDesktop> {
    const desktop = this.#get(id);
    this.#open.delete(id as string);
    desktop.close();
    return {
      result: await desktop.ended,
      artifactsDir: desktop.artifactsDir,
      recordedSteps: desktop.recording?.steps,
      taskFile: desktop.taskFile,
    };
  }

  /**
   * The client went away: every desktop is removed at once (the process may be killed a few seconds
   * later), then its run is let go to write what it can; nothing waits for the runs.
   */
  async closeAll(): Promise<void> {
    const open = [...this.#open.values()];
    this.#open.clear();
    await Promise.all(
      open.map(async (desktop) => {
        await desktop.session.close().catch(() => undefined);
        desktop.close();
      }),
    );
  }
}
