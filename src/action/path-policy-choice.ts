import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { PathPolicy } from "../index.ts";

export type PathsInput = PathPolicy | "auto";

export interface PathPolicyChoice {
  policy: PathPolicy;
  /** One line for the log: why this policy. */
  reason: string;
}

/**
 * The `paths` input's `auto`: `repository` when the tasks may come from the pull request itself, that is,
 * on `pull_request_target` (the base repository's secrets with the pull request's files) and on a
 * `pull_request` that changes a task file or whose changed files cannot be told (fail safe); `any`
 * otherwise (pushes, schedules, manual runs, pull requests that leave the tasks alone).
 */
export function choosePathPolicy(input: {
  paths: PathsInput;
  eventName: string | undefined;
  /** Files the pull request changes, relative to the repository; undefined when they cannot be told. */
  changedFiles: readonly string[] | undefined;
  /** The task files, relative to the repository. */
  taskFiles: readonly string[];
}): PathPolicyChoice {
  if (input.paths !== "auto") return { policy: input.paths, reason: `paths: ${input.paths} (the input)` };
  if (input.eventName === "pull_request_target") {
    return {
      policy: "repository",
      reason: "pull_request_target runs the pull request's tasks with this repository's secrets",
    };
  }
  if (input.eventName !== "pull_request") {
    return { policy: "any", reason: `a ${input.eventName ?? "local"} run uses the repository's own tasks` };
  }
  if (input.changedFiles === undefined) {
    return {
      policy: "repository",
      reason:
        "the pull request's changed files cannot be told (fetch-depth: 0, or 2 for the merge commit, lets desktest see them)",
    };
  }
  const tasks = new Set(input.taskFiles.map(normal));
  const changed = input.changedFiles.map(normal).filter((file) => tasks.has(file));
  return changed.length > 0
    ? {
        policy: "repository",
        reason: `the pull request changes task files: ${changed.slice(0, 5).join(", ")}${changed.length > 5 ? ", …" : ""}`,
      }
    : { policy: "any", reason: "the pull request changes no task file" };
}

const normal = (file: string) => path.posix.normalize(file.split(path.sep).join("/")).replace(/^\.\//, "");

/**
 * The files a `pull_request` event's pull request changes, from git in the workspace: base...head when
 * both commits are there, else the merge commit's first parent against it (actions/checkout's default
 * ref); undefined when neither works (a shallow clone of depth 1).
 */
export async function changedFilesOfPullRequest(
  env: NodeJS.ProcessEnv,
  workspace: string,
): Promise<string[] | undefined> {
  let base: string | undefined;
  let head: string | undefined;
  try {
    const event = JSON.parse(await readFile(env.GITHUB_EVENT_PATH ?? "", "utf8")) as {
      pull_request?: { base?: { sha?: string }; head?: { sha?: string } };
    };
    base = event.pull_request?.base?.sha;
    head = event.pull_request?.head?.sha;
  } catch {
    // no event file: only the merge commit can tell
  }
  const attempts: string[][] = [];
  if (base && head) attempts.push(["diff", "--name-only", `${base}...${head}`]);
  // actions/checkout's default ref for pull requests is the merge commit: its first parent is the base.
  if ((await git(["rev-parse", "--verify", "--quiet", "HEAD^2"], workspace)) !== undefined)
    attempts.push(["diff", "--name-only", "HEAD^1", "HEAD"]);
  for (const args of attempts) {
    const out = await git(args, workspace);
    if (out !== undefined) return out.split("\n").filter(Boolean);
  }
  return undefined;
}

function git(args: string[], cwd: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile("git", args, { cwd, timeout: 30_000, maxBuffer: 16 << 20 }, (error, stdout) =>
      resolve(error ? undefined : stdout),
    );
  });
}
