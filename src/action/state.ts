/**
 * What the main step leaves for the post step (`core.saveState`, read back with `core.getState`).
 * The run id is saved before any desktop starts, so the post step can remove every container of the
 * run by its label even when the main step was killed.
 */
export const STATE = {
  runId: "desktest-run-id",
  /** "true" once the main step got to its end. */
  finished: "desktest-finished",
} as const;
