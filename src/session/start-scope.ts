import { registerOpen, unregisterOpen, type Closable } from "./open-sessions.ts";

/**
 * What a desktop's start has opened so far (a container, a VM, an agent process, an SSH connection),
 * each with how it is closed. `closeAll` closes them newest first, each once, a failure of one not
 * keeping the others open.
 */
export class StartScope implements Closable {
  readonly #opened: (() => Promise<void>)[] = [];

  /** `resource` is open: `close` ends it if the start fails. Returns the resource. */
  opened<T>(resource: T, close: (resource: T) => Promise<unknown>): T {
    this.#opened.push(async () => {
      await close(resource);
    });
    return resource;
  }

  async close(): Promise<void> {
    for (let undo = this.#opened.pop(); undo; undo = this.#opened.pop()) await undo().catch(() => undefined);
  }
}

/**
 * Start something made of several resources so that nothing is left behind: when a step fails, or the
 * process is interrupted (SIGINT, SIGTERM) while it starts, everything `start` declared open on its
 * scope is closed before the error goes on. Once `start` returns, what it made owns those resources.
 */
export async function closingOnFailure<T>(start: (scope: StartScope) => Promise<T>): Promise<T> {
  const scope = new StartScope();
  registerOpen(scope);
  try {
    return await start(scope);
  } catch (error) {
    await scope.close();
    throw error;
  } finally {
    unregisterOpen(scope);
  }
}
