import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { ConfigError } from "../errors/desktest-error.ts";

/**
 * What a run writes into its artifacts folder (desktest-spec-core §4.3, and ours: final.png, the review
 * page, the run log, retried attempts, OSWorld's outputs). Nothing else is ever removed.
 */
const WRITTEN_BY_A_RUN: readonly RegExp[] = [
  /^results\.json$/u,
  /^trajectory\.jsonl$/u,
  /^task\.json$/u,
  /^agent_conversation\.json$/u,
  /^step_\d+\.png$/u,
  /^step_\d+_a11y\.txt$/u,
  /^final\.png$/u,
  /^final_a11y\.txt$/u,
  /^bugs$/u,
  /^recording\.mp4$/u,
  /^home$/u,
  /^[^/]+\.log$/u,
  /^processes\.txt$/u,
  /^dmesg\.txt$/u,
  /^review\.html$/u,
  /^run-log\.txt$/u,
  /^attempt-\d+$/u,
  /^osworld$/u,
  /^traj\.jsonl$/u,
  /^result\.txt$/u,
];

/** Files only a run writes: a folder with none of them was not written by desktest. */
const MARKERS = new Set(["trajectory.jsonl", "task.json", "results.json"]);

const writtenByARun = (name: string) => WRITTEN_BY_A_RUN.some((pattern) => pattern.test(name));

/** The screenshots a codified replay compares against may be an earlier run's, in this very folder. */
const REPLAY_INPUT = /^step_\d+\.png$/u;

/**
 * Empty a run's artifacts folder of an earlier run's files before a new run, so nothing stale (a final.png,
 * a later step's screenshot) passes for this run's. Only what desktest writes is removed; a folder that
 * holds anything else is refused (a ConfigError naming the files), never emptied. With `replay`, the
 * step screenshots stay: a replay reads its expected screenshots before writing its own of the same names.
 * Returns the names removed.
 */
export async function clearRunFolder(folder: string, options: { replay?: boolean } = {}): Promise<string[]> {
  const entries = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw new ConfigError(`Cannot read the artifacts folder '${folder}': ${error.message}`);
  });
  if (entries.length === 0) return [];
  const foreign = entries.filter((name) => !writtenByARun(name));
  const ours = entries.some((name) => MARKERS.has(name));
  if (foreign.length > 0 || !ours) {
    const shown = (foreign.length > 0 ? foreign : entries).sort();
    throw new ConfigError(
      `The artifacts folder '${folder}' holds files desktest did not write (${shown.slice(0, 5).join(", ")}${shown.length > 5 ? `, and ${shown.length - 5} more` : ""}); a run clears its artifacts folder first, so it will not write there`,
      { hint: "choose another folder with --artifacts-dir, or move those files out" },
    );
  }
  const removed = entries.filter((name) => !(options.replay && REPLAY_INPUT.test(name)));
  for (const name of removed) await rm(path.join(folder, name), { recursive: true, force: true });
  return removed;
}

/**
 * A suite's task folder before the task's first attempt: an earlier run's files (see WRITTEN_BY_A_RUN, its
 * retried attempts included) are removed so none passes for this run's; anything else in the folder (a
 * person's notes) is kept, never deleted. Returns the names removed.
 */
export async function removeEarlierRun(folder: string): Promise<string[]> {
  const entries = await readdir(folder).catch(() => [] as string[]);
  const removed = entries.filter(writtenByARun);
  for (const name of removed) await rm(path.join(folder, name), { recursive: true, force: true });
  return removed;
}
