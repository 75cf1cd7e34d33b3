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

/** Who opened the pull request, from the event: GitHub's author association, and whether it is a fork. */
export interface PullRequestAuthor {
  association: string | undefined;
  fork: boolean;
}

/** Associations whose pull requests come from people with write access to the repository. */
const TRUSTED_AUTHORS = new Set(["OWNER", "MEMBER", "COLLABORATOR"]);

/**
 * The `paths` input's `auto`: `repository` when a task may read what the pull request supplies, that is,
 * on `pull_request_target` (the base repository's secrets with the pull request's files) and on a
 * `pull_request` from a fork or from an author without write access (by GitHub's author association),
 * or that changes any file a task reaches (the task files, every host path they name: apps, fixtures,
 * replay scripts, and the settings), or whose changed files or author cannot be told (fail safe). `any`
 * otherwise (pushes, schedules, manual runs, trusted pull requests that leave all of that alone).
 */
export function choosePathPolicy(input: {
  paths: PathsInput;
  eventName: string | undefined;
  /** Files the pull request changes, relative to the repository; undefined when they cannot be told. */
  changedFiles: readonly string[] | undefined;
  /** What tasks reach, relative to the repository: task files, host paths (files or folders), settings. */
  taskFiles: readonly string[];
  /** The pull request's author; undefined when the event does not say. */
  author?: PullRequestAuthor | undefined;
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
  if (input.author?.fork !== false) {
    return {
      policy: "repository",
      reason: input.author
        ? "the pull request comes from a fork"
        : "the pull request's author cannot be told",
    };
  }
  if (!TRUSTED_AUTHORS.has(input.author.association ?? "")) {
    return {
      policy: "repository",
      reason: `the pull request's author is ${input.author.association ?? "unknown"} to this repository, not a member or collaborator`,
    };
  }
  const reached = input.taskFiles.map(normal);
  const touches = (file: string) =>
    reached.some((r) => r === file || file.startsWith(`${r}/`) || r.startsWith(`${file}/`));
  const changed = input.changedFiles.map(normal).filter(touches);
  return changed.length > 0
    ? {
        policy: "repository",
        reason: `the pull request changes files the tasks read: ${changed.slice(0, 5).join(", ")}${changed.length > 5 ? ", …" : ""}`,
      }
    : { policy: "any", reason: "a member's pull request that changes nothing the tasks read" };
}

/** The pull request's author association and fork status, from the event file; undefined without one. */
export async function pullRequestAuthor(env: NodeJS.ProcessEnv): Promise<PullRequestAuthor | undefined> {
  try {
    const event = JSON.parse(await readFile(env.GITHUB_EVENT_PATH ?? "", "utf8")) as {
      pull_request?: {
        author_association?: string;
        head?: { repo?: { full_name?: string; fork?: boolean } | null };
        base?: { repo?: { full_name?: string } };
      };
    };
    const pull = event.pull_request;
    if (!pull) return undefined;
    const head = pull.head?.repo;
    const fork = !head || head.fork === true || head.full_name !== pull.base?.repo?.full_name;
    return { association: pull.author_association, fork };
  } catch {
    return undefined;
  }
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
