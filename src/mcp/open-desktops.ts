import { randomUUID } from "node:crypto";
import type { AgentRunner } from "../agent/agent-runner.ts";
import { ConfigError } from "../errors/desktest-error.ts";
import { runTask, type RunTaskOptions } from "../run/run-task.ts";
import type { Session } from "../session/session.ts";
import type { Observation } from "../session/guest/guest-agent.ts";

/** A desktop the MCP client opened: the task's run waiting, off the clock, until the client closes it. */
interface OpenDesktop {
  session: Session;
  close: () => void;
  ended: Promise<unknown>;
}

/** One action an MCP client takes on a desktop. */
export type DesktopAction =
  | { action: "click"; x: number; y: number; button?: "left" | "right" | "middle"; double?: boolean }
  | { action: "type"; text: string }
  | { action: "key"; keys: string[] };

/**
 * The desktops an MCP session has open. Each is started the way `desktest interactive` starts one (the
 * task's run: deploy, setup, launch) with an agent that waits; closing it ends that run, which removes
 * the desktop and writes its results. `closeAll` runs when the client goes away.
 */
export class OpenDesktops {
  readonly #open = new Map<string, OpenDesktop>();

  async open(options: Omit<RunTaskOptions, "agent" | "observer">): Promise<{ id: string; session: Session }> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let ready!: (session: Session) => void;
    let failed!: (error: unknown) => void;
    const started = new Promise<Session>((resolve, reject) => ((ready = resolve), (failed = reject)));
    const waitForClose: AgentRunner = async (context) => {
      await context.deadline.excluding(released);
      return {
        passed: false,
        ending: "quit",
        reasoning: "Closed by the MCP client (an interactive desktop, not a test)",
        steps: 0,
      };
    };
    const ended = runTask({
      ...options,
      agent: () => waitForClose,
      observer: { started: (run) => ready(run.desktop) },
    }).then(
      (result) => {
        failed(
          new ConfigError(`the desktop did not start: ${result.results.error_detail ?? "see results.json"}`),
        );
        return result;
      },
      (error: unknown) => failed(error),
    );
    const session = await started;
    const id = randomUUID();
    this.#open.set(id, { session, close: release, ended });
    return { id, session };
  }

  get(id: unknown): Session {
    const desktop = typeof id === "string" ? this.#open.get(id) : undefined;
    if (!desktop)
      throw new ConfigError(`no open desktop '${String(id)}'`, { hint: "open one with open_desktop" });
    return desktop.session;
  }

  observe(id: unknown): Promise<Observation> {
    return this.get(id).observe({ screenshot: true, a11y: true });
  }

  /** The action as PyAutoGUI code (every value a JSON literal, which Python reads the same). */
  async act(id: unknown, action: DesktopAction): Promise<{ success: boolean; error: string | null }> {
    const session = this.get(id);
    const result = await session.act(actionCode(action), { timeoutMs: 60_000 });
    return { success: result.success, error: result.error };
  }

  async close(id: unknown): Promise<void> {
    this.get(id);
    const desktop = this.#open.get(id as string)!;
    this.#open.delete(id as string);
    desktop.close();
    await desktop.ended;
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

export function actionCode(action: DesktopAction): string {
  const lit = (v: unknown) => JSON.stringify(v);
  switch (action.action) {
    case "click":
      return `pyautogui.click(${Math.round(action.x)}, ${Math.round(action.y)}, clicks=${action.double ? 2 : 1}, button=${lit(action.button ?? "left")})`;
    case "type":
      return `type_text(${lit(action.text)})`;
    case "key":
      return action.keys.length === 1
        ? `pyautogui.press(${lit(action.keys[0])})`
        : `pyautogui.hotkey(${action.keys.map(lit).join(", ")})`;
  }
}
