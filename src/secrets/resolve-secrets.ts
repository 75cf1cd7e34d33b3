import { ConfigError, type SourceLocation } from "../errors/desktest-error.ts";
import type { Task } from "../task/model.ts";
import { substitutePlaceholders } from "../task/placeholders.ts";
import { mapSubstitutableStrings } from "../task/substitutable-fields.ts";
import { Redactor } from "./redactor.ts";
import { shellContextAt, shellLiteral } from "./shell-literal.ts";

export interface ResolvedSecrets {
  /** Placeholder name → value. */
  values: Record<string, string>;
  redactor: Redactor;
}

/**
 * Read every declared secret from the environment (an empty string counts as set), else its default.
 * A secret with neither is a configuration error, raised here at run time (validate does not need the
 * values).
 */
export function resolveSecrets(
  task: Task,
  env: NodeJS.ProcessEnv,
  location?: SourceLocation,
): ResolvedSecrets {
  const values: Record<string, string> = {};
  for (const [name, def] of Object.entries(task.secrets)) {
    const value = env[def.env] ?? def.default;
    if (value === undefined) {
      throw new ConfigError(
        `Secret '${name}': environment variable '${def.env}' is not set and no default provided`,
        {
          location: location && { ...location, pointer: `/secrets/${name}` },
          hint: `export ${def.env}=… before running, or give the secret a "default"`,
        },
      );
    }
    values[name] = value;
  }
  return { values, redactor: new Redactor(Object.values(values)) };
}

/**
 * Replace `{{name}}` in the substitutable fields. Without declared secrets nothing is replaced
 * (braces stay literal, as in the reference). An undeclared name is a configuration error. In shell
 * commands (`command` of setup `execute` steps, metrics and early exit; a docker_image app's
 * `entrypoint_cmd`) the value is inserted as
 * a literal for the quoting context it lands in (shell-literal.ts), so it can never run as code; the
 * reference pastes it raw (docs/compatibility.md).
 */
export function substituteSecrets(
  task: Task,
  values: Record<string, string>,
  location?: SourceLocation,
): Task {
  if (Object.keys(task.secrets).length === 0) return task;
  return mapSubstitutableStrings(task, (text, pointer) =>
    substitutePlaceholders(
      text,
      (key, at) => {
        if (!Object.hasOwn(values, key)) return undefined;
        const value = values[key]!;
        return isShellField(pointer) ? shellLiteral(value, shellContextAt(text, at)) : value;
      },
      (key) => {
        throw new ConfigError(`Placeholder '{{${key}}}' references undefined secret '${key}'`, {
          location: location && { ...location, pointer },
        });
      },
    ),
  );
}

/** The fields run by `bash -c`. */
function isShellField(pointer: string): boolean {
  return pointer.endsWith("/command") || pointer === "/app/entrypoint_cmd";
}

/** Environment variables a container gets for the task's secrets: DESKTEST_SECRET_<name>. */
export function secretEnvironment(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [`DESKTEST_SECRET_${name}`, value]),
  );
}
