/**
 * The work's value, or undefined as soon as the signal aborts (the work goes on, unobserved): the suite
 * waits for nothing that an interruption should cut short.
 */
export function untilAbort<T>(signal: AbortSignal | undefined, work: Promise<T>): Promise<T | undefined> {
  return Promise.race([
    work,
    new Promise<undefined>((resolve) => {
      if (signal?.aborted) resolve(undefined);
      signal?.addEventListener("abort", () => resolve(undefined), { once: true });
    }),
  ]);
}
