import type { SuiteTask } from "../report/suite-run.ts";
import { Redactor } from "../secrets/redactor.ts";
import { resolveSecrets } from "../secrets/resolve-secrets.ts";

/** Redacts the task's secrets and the API keys from what the suite itself writes (run log, reports). */
export function taskRedactor(task: SuiteTask, env: NodeJS.ProcessEnv, apiKeys: readonly string[]): Redactor {
  try {
    return resolveSecrets(task.task, env).redactor.with(apiKeys);
  } catch {
    return new Redactor(apiKeys); // a missing secret: the run pipeline reports it
  }
}

/** Every task's secrets and the API keys: for what the suite writes about all its tasks at once. */
export function suiteRedactor(
  tasks: readonly SuiteTask[],
  env: NodeJS.ProcessEnv,
  apiKeys: readonly string[],
): Redactor {
  const values = new Set<string>(apiKeys);
  for (const task of tasks) {
    try {
      for (const value of Object.values(resolveSecrets(task.task, env).values)) values.add(value);
    } catch {
      // a missing secret has no value to leak
    }
  }
  return new Redactor(values);
}
