import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { availableParallelism, release, totalmem } from "node:os";
import { promisify } from "node:util";
import type { CiInfo, RunnerInfo, SourceInfo } from "../report/report-types.ts";

const run = promisify(execFile);

export async function collectSource(env: NodeJS.ProcessEnv, cwd: string): Promise<SourceInfo> {
  const nonEmpty = (v: string | undefined) => (v && v.trim() ? v.trim() : null);
  if (env.GITHUB_ACTIONS === "true" || nonEmpty(env.GITHUB_SHA)) {
    const event = await readEvent(env.GITHUB_EVENT_PATH);
    const pr = event?.pull_request as { number?: unknown; head?: { sha?: unknown } } | undefined;
    return {
      commit: nonEmpty(env.GITHUB_SHA),
      head_sha: typeof pr?.head?.sha === "string" ? pr.head.sha : nonEmpty(env.GITHUB_SHA),
      ref: nonEmpty(env.GITHUB_REF),
      repository: nonEmpty(env.GITHUB_REPOSITORY),
      pull_request: typeof pr?.number === "number" ? pr.number : null,
      origin: "github",
    };
  }
  const git = async (...args: string[]) =>
    run("git", args, { cwd, timeout: 5_000 }).then(
      (r) => r.stdout.trim() || null,
      () => null,
    );
  const commit = await git("rev-parse", "HEAD");
  return {
    commit,
    head_sha: commit,
    ref: commit ? await git("symbolic-ref", "-q", "HEAD") : null,
    repository: null,
    pull_request: null,
    origin: commit ? "git" : null,
  };
}

export function collectCi(env: NodeJS.ProcessEnv): CiInfo | null {
  if (env.GITHUB_ACTIONS !== "true" && !env.GITHUB_RUN_ID) return null;
  const attempt = Number(env.GITHUB_RUN_ATTEMPT);
  return {
    provider: "github",
    run_id: env.GITHUB_RUN_ID || null,
    run_attempt: Number.isSafeInteger(attempt) && attempt > 0 ? attempt : null,
    workflow: env.GITHUB_WORKFLOW || null,
    job: env.GITHUB_JOB || null,
    server_url: env.GITHUB_SERVER_URL || null,
  };
}

export function collectRunner(env: NodeJS.ProcessEnv): RunnerInfo {
  return {
    os: process.platform,
    os_release: release(),
    arch: process.arch,
    node: process.version,
    cpus: availableParallelism(),
    memory_bytes: totalmem(),
    name: env.RUNNER_NAME || null,
  };
}

async function readEvent(file: string | undefined): Promise<Record<string, unknown> | undefined> {
  if (!file) return undefined;
  try {
    const value: unknown = JSON.parse(await readFile(file, "utf8"));
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
