/**
 * Work a run does once however many of its tasks ask for it: a suite's preflight makes the desktop
 * images, and each task's start, and each desktop its warm pool starts ahead, asks for the same image
 * again. Keyed by what the work depends on; a failure is forgotten, so the next asker tries again (and
 * reports its own error). One per run (a suite, a `desktest run`), never per process: a long-lived
 * process (the MCP server) sees the docker/ folder and the images as they are at each run's start.
 */
export class OncePerRun {
  private readonly done = new Map<string, Promise<unknown>>();
  private readonly made = new Map<string, unknown>();

  /** The value of `make` for this key: made by the first asker, shared by the others. */
  get<T>(key: string, make: () => Promise<T>): Promise<T> {
    let promise = this.done.get(key) as Promise<T> | undefined;
    if (!promise) {
      promise = make();
      this.done.set(key, promise);
      promise.then(
        (value) => this.made.set(key, value),
        () => this.done.delete(key),
      );
    }
    return promise;
  }

  /** The value made for this key, when it has been made (nothing is made here). */
  madeFor<T>(key: string): T | undefined {
    return this.made.get(key) as T | undefined;
  }
}
