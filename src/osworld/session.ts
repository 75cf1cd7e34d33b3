import type { DockerSession } from "../session/docker/docker-session.ts";
import type { ExecOptions } from "../session/exec-result.ts";
import type { ObserveOptions } from "../session/guest/guest-agent.ts";
import type { Session } from "../session/session.ts";

export const OSWORLD_USER = "user";
export const OSWORLD_HOME = "/home/user";

/**
 * A desktop of the OSWorld image profile: the same Docker desktop, whose user is `user` with home
 * /home/user (the profile renames the base image's user), so everything that works in "the user's home"
 * (artifact collection, replay scripts, the guest commands) uses OSWorld's paths.
 */
export class OsworldSession implements Session {
  readonly home = OSWORLD_HOME;

  constructor(readonly inner: DockerSession) {}

  get id(): string {
    return this.inner.id;
  }
  get guest() {
    return this.inner.guest;
  }
  get screen(): { width: number; height: number } {
    return this.inner.screen;
  }
  exec(command: string | string[], options?: ExecOptions) {
    return this.inner.exec(command, options);
  }
  spawn(command: string | string[], options?: { log?: string; cwd?: string; env?: Record<string, string> }) {
    return this.inner.spawn(command, options);
  }
  copyIn(hostPath: string, destDir: string) {
    return this.inner.copyIn(hostPath, destDir);
  }
  copyOut(guestPath: string, hostPath: string) {
    return this.inner.copyOut(guestPath, hostPath);
  }
  observe(options?: ObserveOptions) {
    return this.inner.observe(options);
  }
  act(code: string, options?: { timeoutMs?: number; coordScale?: number }) {
    return this.inner.act(code, options);
  }
  settle(options?: { timeoutMs?: number; intervalMs?: number; stableFrames?: number }) {
    return this.inner.settle(options);
  }
  windows() {
    return this.inner.windows();
  }
  logs(): Promise<string> {
    return this.inner.logs();
  }
  close(): Promise<void> {
    return this.inner.close();
  }
}
