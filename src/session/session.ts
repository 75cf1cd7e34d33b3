import type { Duplex } from "node:stream";
import type { GuestOs } from "./guest/guest-os.ts";
import type { ExecOptions, ExecResult } from "./exec-result.ts";
import type {
  ActResult,
  GuestAgent,
  Observation,
  ObserveOptions,
  SettleResult,
  WindowInfo,
} from "./guest/guest-agent.ts";

/**
 * A disposable desktop the engine deploys into, observes and acts on. The Docker implementation is the
 * first; Tart and QEMU VMs implement the same interface over another transport to the same guest agent.
 */
export interface Session {
  readonly id: string;
  readonly screen: { width: number; height: number };
  /** The desktop user's home folder (where apps are deployed). */
  readonly home: string;
  /** The guest's operating system: its paths, shell and ways to open things. */
  readonly os: GuestOs;
  /** The desktop is this machine's own: its files are the host's, so nothing needs copying in. */
  readonly local?: boolean;
  /**
   * The desktop is not the run's (the runner's own, or one reached over SSH): a person's home and
   * processes are not evidence to collect, and nothing is removed but what the run put there.
   */
  readonly borrowed?: boolean;
  /** The desktop's guest agent: every protocol op, typed (the methods below are the common ones). */
  readonly guest: GuestAgent;
  /** The image the desktop was made from (a Docker image id), where the backend has one. */
  desktopImage?(): Promise<string | null>;

  /** Run a command (a string in the guest's shell: bash, or PowerShell on Windows) and wait for it; a timeout kills everything it started. */
  exec(command: string | string[], options?: ExecOptions): Promise<ExecResult>;
  /** Start a command in the background, output to `log`; returns its pid. */
  spawn(
    command: string | string[],
    options?: { log?: string; cwd?: string; env?: Record<string, string> },
  ): Promise<number>;
  /** Copy a host file or folder into the existing desktop folder `destDir` (it lands at destDir/<basename>). */
  copyIn(hostPath: string, destDir: string): Promise<void>;
  /** Copy a desktop file (to `hostPath`) or folder (its contents into `hostPath`) out. */
  copyOut(guestPath: string, hostPath: string): Promise<void>;

  observe(options?: ObserveOptions): Promise<Observation>;
  /** Run agent-style PyAutoGUI code in the desktop's sandbox. */
  act(code: string, options?: { timeoutMs?: number; coordScale?: number }): Promise<ActResult>;
  /** Wait until the screen stops changing (or the cap passes). */
  settle(options?: { timeoutMs?: number; intervalMs?: number; stableFrames?: number }): Promise<SettleResult>;
  windows(): Promise<WindowInfo[]>;

  /**
   * A new byte stream to the desktop's VNC server (RFB, no password), for a live view; absent where the
   * backend has none. Each call is a connection of its own; destroying the stream ends it.
   */
  openVnc?(): Promise<Duplex>;

  /** The desktop's own log (a container's output, a VM's console), for diagnostics. */
  logs(): Promise<string>;

  /** Remove the desktop (or, for an attached one, just disconnect). Safe to call twice. */
  close(): Promise<void>;
}
