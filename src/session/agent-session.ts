import { guestOs, type GuestOs } from "./guest/guest-os.ts";
import type { ExecOptions, ExecResult } from "./exec-result.ts";
import type { GuestAgent, ObserveOptions } from "./guest/guest-agent.ts";
import type { Session } from "./session.ts";

/**
 * What every backend's desktop does the same way, through its guest agent: commands, observation,
 * actions, waiting, windows. A backend adds how it starts, copies files, shows its log and closes.
 */
export abstract class AgentSession implements Session {
  abstract readonly id: string;
  abstract readonly screen: { width: number; height: number };
  abstract readonly home: string;
  /** Linux unless the desktop says otherwise (a VM's agent reports its platform). */
  readonly os: GuestOs = guestOs("linux");
  abstract readonly guest: GuestAgent;

  abstract copyIn(hostPath: string, destDir: string): Promise<void>;
  abstract copyOut(guestPath: string, hostPath: string): Promise<void>;
  abstract logs(): Promise<string>;
  abstract close(): Promise<void>;

  exec(command: string | string[], options: ExecOptions = {}): Promise<ExecResult> {
    return this.guest.run(command, options);
  }

  spawn(
    command: string | string[],
    options: { log?: string; cwd?: string; env?: Record<string, string> } = {},
  ): Promise<number> {
    return this.guest.spawn(command, options);
  }

  observe(options?: ObserveOptions) {
    return this.guest.observe(options);
  }

  act(code: string, options: { timeoutMs?: number; coordScale?: number } = {}) {
    return this.guest.act(code, options.timeoutMs, options.coordScale);
  }

  settle(options?: { timeoutMs?: number; intervalMs?: number; stableFrames?: number }) {
    return this.guest.settle(options);
  }

  windows() {
    return this.guest.windows();
  }
}
