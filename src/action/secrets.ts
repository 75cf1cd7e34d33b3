import type { SuiteTask } from "../index.ts";

/**
 * The values of every secret the tasks declare, as the run will resolve them (the environment variable,
 * else the declared default): they are masked in the log and removed from what the Action writes.
 */
export function taskSecretValues(tasks: readonly SuiteTask[], env: NodeJS.ProcessEnv): string[] {
  const values = new Set<string>();
  for (const { task } of tasks) {
    for (const secret of Object.values(task.secrets)) {
      const value = env[secret.env] ?? secret.default;
      if (value !== undefined && value.trim() !== "") values.add(value);
    }
  }
  return [...values];
}

/**
 * What to pass to `core.setSecret` for a value: the value itself, and each of its lines (the runner
 * masks line by line, so a multi-line secret is only masked through its lines).
 */
export function maskableParts(value: string): string[] {
  const parts = new Set<string>([value]);
  for (const line of value.split(/\r?\n/)) if (line.trim().length >= 3) parts.add(line);
  return [...parts].filter((p) => p.trim() !== "");
}
