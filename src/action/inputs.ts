import path from "node:path";
import {
  BACKEND_CHOICES,
  isProviderName,
  PATH_POLICIES,
  PROVIDER_NAMES,
  parseResolution,
  parseShard,
  type BackendChoice,
  type ShardSpec,
} from "../index.ts";
import type { PathsInput } from "./path-policy-choice.ts";

export type Mode = "replay" | "agent" | "heal";
export type UploadWhen = "always" | "on-failure" | "never";
export type FailOn = "failure" | "error" | "never";

/** The Action's inputs (action.yml), parsed and checked. */
export interface ActionInputs {
  /** Task files, folders (their *.json) and globs, relative to the working directory. */
  tasks: string[];
  /** Task id filters (substring, or glob with * ? []). */
  filters: string[];
  shard?: ShardSpec;
  /** Desktops at once; undefined: the engine's default for this machine. */
  concurrency?: number;
  mode: Mode;
  /** undefined: the config file's, else anthropic. */
  provider?: string;
  model?: string;
  apiKey?: string;
  width: number;
  height: number;
  /** More runs after an infrastructure error. */
  retries: number;
  /** More runs after a failed check, in mode agent (a task that then passes is flaky). */
  retriesOnFailure: number;
  record: boolean;
  qa: boolean;
  /** Prefix of the artifact names: `<prefix>-report-<shard>`, `<prefix>-trajectories-<shard>`. */
  artifactName: string;
  /** 1–90 (or the repository's maximum); undefined: the repository's default. */
  retentionDays?: number;
  upload: UploadWhen;
  failOn: FailOn;
  /** Absolute. */
  workingDirectory: string;
  /** A desktest config file (provider, model, api_base_url, …), absolute. */
  config?: string;
  /** A prebuilt desktop image to use instead of building docker/. */
  image?: string;
  /** Which host files tasks may name; `auto` decides by the event (path-policy-choice.ts). */
  paths: PathsInput;
  /** Where folder and AppImage tasks run: docker, or vm (QEMU virtual machines). */
  backend: BackendChoice;
}

/** Every problem with the inputs at once, each naming its input. */
export class InputError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid input${problems.length > 1 ? "s" : ""}:\n${problems.map((p) => `- ${p}`).join("\n")}`);
    this.name = "InputError";
  }
}

/** Characters GitHub refuses in artifact names (`@actions/artifact` checks the same list). */
const BAD_ARTIFACT_CHARS = /[":<>|*?\r\n\\/]/;

/**
 * Read the inputs through `get` (`core.getInput`: trimmed, "" when absent). Relative paths are resolved
 * against `cwd` (the workspace the runner starts the step in) and then the working directory.
 */
export function parseInputs(get: (name: string) => string, cwd: string): ActionInputs {
  const problems: string[] = [];
  const list = (name: string) =>
    get(name)
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== "" && !line.startsWith("#"));
  const choice = <T extends string>(name: string, allowed: readonly T[], fallback: T): T => {
    const value = get(name).toLowerCase();
    if (value === "") return fallback;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    problems.push(`'${name}' must be ${orList(allowed)}, got '${get(name)}'`);
    return fallback;
  };
  const wholeNumber = (name: string, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined => {
    const text = get(name);
    if (text === "") return undefined;
    const value = Number(text);
    if (!/^\d+$/.test(text) || value < min || value > max) {
      problems.push(
        `'${name}' must be a whole number ${max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`}, got '${text}'`,
      );
      return undefined;
    }
    return value;
  };
  const flag = (name: string): boolean => {
    const value = get(name);
    if (value === "" || /^(false|False|FALSE)$/.test(value)) return false;
    if (/^(true|True|TRUE)$/.test(value)) return true;
    problems.push(`'${name}' must be true or false, got '${value}'`);
    return false;
  };
  const optional = (name: string) => get(name) || undefined;

  const tasks = list("tasks");
  if (tasks.length === 0) problems.push("'tasks' is required: task files, folders or globs, one per line");
  const filters = list("filter").flatMap((line) =>
    line
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean),
  );

  let shard: ShardSpec | undefined;
  if (get("shard") !== "") {
    try {
      shard = parseShard(get("shard"));
    } catch {
      problems.push(
        `'shard' must be i/n with 1 ≤ i ≤ n, e.g. \${{ matrix.shard }}/\${{ strategy.job-total }}, got '${get("shard")}'`,
      );
    }
  }

  let width = 1920;
  let height = 1080;
  if (get("resolution") !== "") {
    try {
      ({ width, height } = parseResolution(get("resolution")));
    } catch {
      problems.push(
        `'resolution' must be 720p, 1080p or WxH between 320x240 and 7680x4320, got '${get("resolution")}'`,
      );
    }
  }

  const provider = get("provider").toLowerCase() || undefined;
  if (provider !== undefined && !isProviderName(provider)) {
    problems.push(`'provider' must be ${orList(PROVIDER_NAMES)}, got '${get("provider")}'`);
  }

  const artifactName = get("artifact-name") || "desktest";
  if (BAD_ARTIFACT_CHARS.test(artifactName)) {
    problems.push(
      `'artifact-name' must not contain " : < > | * ? \\ / or line breaks, got '${artifactName}'`,
    );
  }

  const workingDirectory = path.resolve(cwd, get("working-directory") || ".");
  const config = optional("config");

  const inputs: ActionInputs = {
    tasks,
    filters,
    ...(shard ? { shard } : {}),
    concurrency: wholeNumber("concurrency", 1),
    mode: choice("mode", ["replay", "agent", "heal"] as const, "replay"),
    provider,
    model: optional("model"),
    apiKey: optional("api-key"),
    width,
    height,
    retries: wholeNumber("retries", 0, 10) ?? 0,
    retriesOnFailure: wholeNumber("retries-on-failure", 0, 10) ?? 0,
    record: flag("record"),
    qa: flag("qa"),
    artifactName,
    retentionDays: wholeNumber("retention-days", 0, 400) || undefined,
    upload: choice("upload", ["always", "on-failure", "never"] as const, "always"),
    failOn: choice("fail-on", ["failure", "error", "never"] as const, "failure"),
    workingDirectory,
    config: config === undefined ? undefined : path.resolve(workingDirectory, config),
    image: optional("image"),
    paths: choice("paths", ["auto", ...PATH_POLICIES] as const, "auto"),
    backend: choice("backend", BACKEND_CHOICES, "docker"),
  };
  if (problems.length > 0) throw new InputError(problems);
  return inputs;
}

function orList(values: readonly string[]): string {
  const quoted = values.map((v) => `'${v}'`);
  return quoted.length <= 1 ? (quoted[0] ?? "") : `${quoted.slice(0, -1).join(", ")} or ${quoted.at(-1)}`;
}
