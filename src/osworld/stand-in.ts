import { TASK_DEFAULTS, type Task } from "../task/model.ts";
import { appsForTask, osworldImageTag } from "./apps.ts";
import { OSWORLD_DEFAULTS, type OsworldTask } from "./model.ts";

/**
 * How the rest of desktest sees an OSWorld task: a desktest Task that runs in the task's OSWorld image
 * profile (a `docker_image` app naming `desktest-desktop:osworld[-apps]`), with the instruction, the step
 * budget and the timeout. Suites, reports and the agent loop read this; the OSWorld runner runs the real
 * setup and evaluator.
 */
export function osworldStandIn(task: OsworldTask, password: string = OSWORLD_DEFAULTS.clientPassword): Task {
  return {
    schema_version: "1.0",
    id: task.id,
    instruction: task.instruction,
    completion_condition: `the instruction is carried out in this Ubuntu-like desktop (user 'user', home /home/user; the password, e.g. for sudo, is '${password}'). If it cannot be done, answer FAIL; once it is done, answer DONE.`,
    app: { type: "docker_image", image: osworldImageTag(appsForTask(task)), needs_fuse: false },
    config: [],
    evaluator: { mode: "programmatic", metrics: [], conjunction: "and" },
    timeout: task.timeout,
    max_steps: task.max_steps,
    max_a11y_nodes: TASK_DEFAULTS.max_a11y_nodes,
    secrets: {},
    metadata: { format: "osworld", snapshot: task.snapshot ?? null, related_apps: task.related_apps },
    ...(task.replay_script ? { replay_script: task.replay_script } : {}),
  };
}
