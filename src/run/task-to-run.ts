import path from "node:path";
import { loadValidTask, type LoadOptions, type ValidLoadedTask } from "./load-task-file.ts";

/**
 * A task as a run takes it: the file loaded once and valid, or why it could not be — the run then ends at
 * once with that error in its results.json, under the test id the file's name stands for.
 */
export type TaskToRun = { loaded: ValidLoadedTask } | { unloadable: { testId: string; error: unknown } };

/** Load a task file for a run (`desktest run|interactive|record`, an MCP run): the one read of the file. */
export async function loadTaskToRun(file: string, options: LoadOptions = {}): Promise<TaskToRun> {
  try {
    return { loaded: await loadValidTask(file, options) };
  } catch (error) {
    return { unloadable: { testId: path.basename(file).replace(/\.json$/, ""), error } };
  }
}
