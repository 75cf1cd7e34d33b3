import { AgentSession } from "../session/agent-session.ts";
import type { DockerSession } from "../session/docker/docker-session.ts";

export const OSWORLD_USER = "user";
export const OSWORLD_HOME = "/home/user";

/**
 * A desktop of the OSWorld image profile: the same Docker desktop, whose user is `user` with home
 * /home/user (the profile renames the base image's user), so everything that works in "the user's home"
 * (artifact collection, replay scripts, the guest commands) uses OSWorld's paths.
 */
export class OsworldSession extends AgentSession {
  readonly home = OSWORLD_HOME;
  readonly inner: DockerSession;

  constructor(inner: DockerSession) {
    super();
    this.inner = inner;
  }

  get id(): string {
    return this.inner.id;
  }
  get screen(): { width: number; height: number } {
    return this.inner.screen;
  }
  get guest() {
    return this.inner.guest;
  }
  copyIn(hostPath: string, destDir: string) {
    return this.inner.copyIn(hostPath, destDir);
  }
  copyOut(guestPath: string, hostPath: string) {
    return this.inner.copyOut(guestPath, hostPath);
  }
  logs(): Promise<string> {
    return this.inner.logs();
  }
  close(): Promise<void> {
    return this.inner.close();
  }
}
