import type { Redactor } from "../secrets/redactor.ts";
import type { SuiteRun } from "./suite-run.ts";

/**
 * The suite run with the secrets removed from everything the reports read of it: each task as its file
 * holds it (a task file may hold a secret's value literally, in its instruction or a check), its path, and
 * each attempt's results and task-file locations. Done before the reports cut their strings to their
 * bounds, so a redaction never pushes one past it.
 */
export function redactSuiteRun(run: SuiteRun, redactor: Redactor): SuiteRun {
  if (redactor.isEmpty) return run;
  return {
    ...run,
    tasks: run.tasks.map((taskRun) => ({
      ...taskRun,
      task: {
        ...taskRun.task,
        file: redactor.redact(taskRun.task.file),
        task: redactor.redactJson(taskRun.task.task),
      },
      attempts: taskRun.attempts.map((attempt) => ({
        ...attempt,
        results: redactor.redactJson(attempt.results),
        ...(attempt.locations ? { locations: redactor.redactJson(attempt.locations) } : {}),
      })),
    })),
  };
}
