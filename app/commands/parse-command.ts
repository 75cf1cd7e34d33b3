export type Command =
  | { kind: "rerun-failed" }
  | { kind: "rerun-all" }
  | { kind: "rerun-tasks"; tasks: string[] }
  | { kind: "approve" }
  /** Approve the screen changes of these tasks only (`/desktest approve <task-id…>`). */
  | { kind: "approve-tasks"; tasks: string[] }
  /** A per-task "Approve <task>" button: the task by its digest (see check/approvals.ts). */
  | { kind: "approve-button"; digest: string }
  /** A change group's "Approve change <n>" button: the change by its fingerprint's prefix. */
  | { kind: "approve-change"; digest: string }
  /**
   * Heal: a `workflow_dispatch` of the workflow with the Action's mode `heal` (`/desktest rerun heal`):
   * the failed tasks, every task, or the named ones.
   */
  | { kind: "rerun-heal"; tasks: "failed" | "all" | string[] }
  /**
   * Commit the updated replays of the check's healed tasks to the pull request's branch (every healed
   * task, or the named ones): the **Update replay** button and `/desktest update-replay [task-id…]`.
   */
  | { kind: "update-replay"; tasks: string[] }
  | { kind: "help" }
  | { kind: "invalid"; why: string };

/** A task id or filter pattern as the suite's `--filter` takes it. */
const TASK_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._\-/:*?[\]+@]{0,199}$/;
/** A task id as a report names it (approvals name tasks exactly: no patterns). */
export const APPROVE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._\-/:+@]{0,199}$/;
const MAX_TASKS = 25;

/** Task ids or patterns from a command's arguments (at most 25, each matching `pattern`), deduplicated. */
function taskArguments(args: string[], pattern: RegExp, allowed: string): string[] | Command {
  if (args.length > MAX_TASKS) return { kind: "invalid", why: `at most ${MAX_TASKS} task ids at a time` };
  if (args.some((a) => !pattern.test(a))) {
    return { kind: "invalid", why: `task ids may contain only ${allowed}` };
  }
  return [...new Set(args)];
}

/**
 * The command in a comment, or null when the comment is not one. Only the first non-empty line
 * counts, and it must start with `/desktest`; the rest of the comment is free text.
 */
export function parseCommand(body: string): Command | null {
  const line = body
    .split(/\r?\n/)
    .map((l) => l.trim())
    .find((l) => l !== "");
  if (!line) return null;
  const match = /^\/desktest(?:\s+(.*))?$/i.exec(line);
  if (!match) return null;
  const words = (match[1] ?? "").trim().split(/\s+/).filter(Boolean);
  const [verb, ...args] = words;
  switch (verb?.toLowerCase()) {
    case undefined:
    case "help":
      return { kind: "help" };
    case "approve": {
      if (args.length === 0) return { kind: "approve" };
      if (args.length === 1 && args[0]!.toLowerCase() === "all") return { kind: "approve" };
      const tasks = taskArguments(args, APPROVE_PATTERN, "letters, digits and . _ - / : + @");
      return Array.isArray(tasks) ? { kind: "approve-tasks", tasks } : tasks;
    }
    case "rerun":
    case "retry": {
      if (args.length === 0) return { kind: "rerun-failed" };
      if (args[0]!.toLowerCase() === "heal") return healArguments(args.slice(1));
      if (args.length === 1 && args[0]!.toLowerCase() === "all") return { kind: "rerun-all" };
      if (args.length === 1 && args[0]!.toLowerCase() === "failed") return { kind: "rerun-failed" };
      const tasks = taskArguments(args, TASK_PATTERN, "letters, digits and . _ - / : * ? [ ] + @");
      return Array.isArray(tasks) ? { kind: "rerun-tasks", tasks } : tasks;
    }
    case "update-replay": {
      const tasks = taskArguments(args, APPROVE_PATTERN, "letters, digits and . _ - / : + @");
      return Array.isArray(tasks) ? { kind: "update-replay", tasks } : tasks;
    }
    default:
      return { kind: "invalid", why: "unknown command" };
  }
}

/** `/desktest rerun heal [all | failed | <task-id…>]`: the failed tasks by default. */
function healArguments(args: string[]): Command {
  const only = args.length === 1 ? args[0]!.toLowerCase() : null;
  if (args.length === 0 || only === "failed") return { kind: "rerun-heal", tasks: "failed" };
  if (only === "all") return { kind: "rerun-heal", tasks: "all" };
  const tasks = taskArguments(args, TASK_PATTERN, "letters, digits and . _ - / : * ? [ ] + @");
  return Array.isArray(tasks) ? { kind: "rerun-heal", tasks } : tasks;
}

export const HELP_TEXT = [
  "**desktest commands** (first line of a pull request comment; people with write access or more):",
  "",
  "| Command | What it does |",
  "| --- | --- |",
  "| `/desktest rerun` | Re-run the failed jobs of the latest desktest run of this pull request's head |",
  "| `/desktest rerun all` | Re-run the whole workflow run |",
  "| `/desktest rerun <task-id…>` | Run only these tasks (`workflow_dispatch` with the Action's `filter` input; branches of this repository only) |",
  "| `/desktest rerun heal` | Heal the failed tasks: `workflow_dispatch` with the Action's mode `heal` (replay, and the agent where a replay diverges; `all` or task ids instead of the failed ones; branches of this repository only) |",
  "| `/desktest update-replay` | Commit the updated replay (script and screens) of every healed task of the latest run to this pull request's branch; `/desktest update-replay <task-id…>` for some of them. A fork's pull request gets the patch as a comment instead |",
  "| `/desktest approve` | Accept the visual changes of every task of the latest run that did not fail; later runs keep the approval while the screens stay the same |",
  "| `/desktest approve <task-id…>` | Accept the visual changes of these tasks only (a failing task's screen is never approved) |",
  "| `/desktest help` | This list |",
  "",
  "Commands act on the head commit the pull request had when the comment was written; edited comments are ignored.",
].join("\n");
