import { loadOsworldDocument } from "../osworld/load-osworld.ts";
import type { OsworldTask } from "../osworld/model.ts";
import { osworldStandIn } from "../osworld/stand-in.ts";
import type { Diagnostic } from "../task/diagnostic.ts";
import type { JsonDocument } from "../task/json-document.ts";
import type { Task } from "../task/model.ts";

/**
 * The OSWorld half of loading a task file (src/osworld/): its located diagnostics and, when it is valid,
 * the task with its desktest stand-in. load-task-file.ts imports this module only for an OSWorld file,
 * so that loading (and `desktest validate`) of desktest tasks loads nothing of OSWorld.
 */
export function loadOsworldTask(
  document: JsonDocument,
  file: string,
  options: { dir: string; exists?: (p: string) => boolean },
): { diagnostics: Diagnostic[]; osworld?: OsworldTask; task?: Task } {
  const { task: osworld, diagnostics } = loadOsworldDocument(document, file, options);
  return { diagnostics, ...(osworld ? { osworld, task: osworldStandIn(osworld) } : {}) };
}
