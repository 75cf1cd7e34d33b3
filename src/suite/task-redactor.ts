import type { SuiteTask } from "../report/suite-run.ts";
import { Redactor } from "../secrets/redactor.ts";
import { resolveSecrets } from "../secrets/resolve-secrets.ts";

/** The values of the task's secrets; none when one is missing (the run pipeline reports that). */
function secretValues(task: SuiteTask, env: NodeJS.ProcessEnv): string[] {
  try {
    return Object.values(resolveSecrets(task.task, env).values);
  } catch {
    return [];
  }
}

/** Redacts the task's secrets and the API keys from what the suite itself writes (the run log). */
export function taskRedactor(task: SuiteTask, env: NodeJS.ProcessEnv, apiKeys: readonly string[]): Redactor {
  return new Redactor([...secretValues(task, env), ...apiKeys]);
}

/** Every task's secrets and the API keys: for what the suite writes about all its tasks at once (its reports). */
export function suiteRedactor(
  tasks: readonly SuiteTask[],
  env: NodeJS.ProcessEnv,
  apiKeys: readonly string[],
): Redactor {
  return new Redactor(new Set([...tasks.flatMap((task) => secretValues(task, env)), ...apiKeys]));
}
