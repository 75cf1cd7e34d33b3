import type { AgentContext } from "../agent/agent-runner.ts";
import { screenshotName, trajectoryTimestamp } from "../artifacts/trajectory.ts";
import type { RecordedAction } from "../record/recorded-steps.ts";
import { actionCode } from "../record/step-code.ts";
import { writeRecordedStep, type Look } from "../record/write-recorded-step.ts";

/** One action an MCP client takes on a desktop. */
export type DesktopAction =
  | { action: "click"; x: number; y: number; button?: "left" | "right" | "middle"; double?: boolean }
  | { action: "type"; text: string }
  | { action: "key"; keys: string[] };

/** The client's action as `desktest record` groups a person's: the same code and words for both. */
export function recordedAction(action: DesktopAction): RecordedAction {
  switch (action.action) {
    case "click":
      return {
        kind: "click",
        x: Math.round(action.x),
        y: Math.round(action.y),
        button: action.button ?? "left",
        count: action.double ? 2 : 1,
      };
    case "type":
      return { kind: "type", text: action.text };
    case "key":
      return { kind: "keys", keys: action.keys, presses: 1 };
  }
}

/** The action as PyAutoGUI code (what the agent would have written, and codify replays). */
export function desktopActionCode(action: DesktopAction): string {
  return actionCode(recordedAction(action));
}

/**
 * The steps an MCP client takes on a desktop opened with `record`, written to the run's trajectory the
 * way `desktest record` writes a person's: the code, what it did in words (naming the element a click
 * landed on), the screen and accessibility tree it acted on and the screen after it settled. `finish`
 * ends the trajectory with a `done` entry on the final screen, so codify turns it into a replay script.
 */
export class DesktopRecording {
  readonly #context: AgentContext;
  #steps = 0;
  /** The screen after the last step (the next step's "before"), or none taken yet. */
  #last: Look | undefined;
  /** Whether the last step's screen was written (the next step's `screenshot_path`). */
  #lastShown = false;

  constructor(context: AgentContext) {
    this.#context = context;
  }

  get steps(): number {
    return this.#steps;
  }

  /** Take the action, then write it as the next step with its screens. */
  async step(
    action: DesktopAction,
    run: (code: string) => Promise<{ success: boolean; error: string | null }>,
  ): Promise<{ success: boolean; error: string | null }> {
    const before = this.#last ?? (await this.#look());
    const recorded = recordedAction(action);
    const result = await run(actionCode(recorded));
    const number = ++this.#steps;
    const after = await this.#look();
    const { entry } = await writeRecordedStep(this.#context.artifacts, {
      number,
      action: recorded,
      before,
      after,
      beforeShown: this.#lastShown,
      result: result.success ? "success" : `error:${result.error ?? "the action failed"}`,
    });
    this.#last = after;
    this.#lastShown = after.screenshot !== undefined;
    this.#context.log(`[MCP] Step ${number}: ${this.#context.redactor.redact(entry.thought ?? "")}`);
    return result;
  }

  /** The closing `done` entry on the final screen. */
  async finish(): Promise<void> {
    const final = this.#last ?? (await this.#look());
    if (final.screenshot && !this.#last)
      await this.#context.artifacts.binary(screenshotName(0), final.screenshot);
    await this.#context.artifacts.appendTrajectory({
      step: this.#steps + 1,
      timestamp: trajectoryTimestamp(),
      action_code: "",
      thought: `The MCP client closed the desktop after ${this.#steps} recorded step(s).`,
      ...(final.screenshot ? { screenshot_path: screenshotName(this.#steps) } : {}),
      result: "done",
    });
  }

  async #look(): Promise<Look> {
    const { session } = this.#context;
    await session.settle({ timeoutMs: 3_000 }).catch(() => undefined);
    const seen = await session.observe({ screenshot: true, a11y: true }).catch(() => undefined);
    return {
      ...(seen?.screenshot ? { screenshot: seen.screenshot.data } : {}),
      ...(seen?.a11y ? { a11y: seen.a11y.tsv } : {}),
    };
  }
}
