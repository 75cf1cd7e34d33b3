import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ConfigError } from "../../errors/desktest-error.ts";
import { formatDuration } from "../../util/format-duration.ts";
import { classifyHttpError, errorInfo, mentionsContextLength, scrub, truncateBody } from "./http.ts";
import { LlmError, type LlmErrorKind } from "./llm-provider.ts";

/** The reference's bound on one call of a local agent CLI (desktest-spec-runtime §6). */
export const CLI_CALL_TIMEOUT_MS = 300_000;
/** More output than any answer needs: the process is killed past it. */
const MAX_OUTPUT_BYTES = 16 * 1024 * 1024;

/** What a local agent CLI needs to run, and how to tell the user to fix it. */
export interface CliSpec {
  /** `Claude CLI`, `Codex CLI`: the first words of every error. */
  label: string;
  /** The program looked up on PATH (`claude`, `codex`). */
  command: string;
  /** How to install it. */
  install: string;
  /** Arguments that exit 0 only when the CLI has credentials (`auth status`, `login status`). */
  loginCheck: readonly string[];
  /** How to log in. */
  login: string;
  /** True when the environment alone gives the CLI credentials (an API key variable). */
  hasKeyIn?: (env: Readonly<Record<string, string | undefined>>) => boolean;
  /** The file the CLI keeps its login in (its keys and tokens are secrets in every error). */
  credentialsFile: (env: Readonly<Record<string, string | undefined>>) => string;
}

/**
 * The secrets of the CLI's login: every long string in its credentials file (API keys, OAuth tokens),
 * so an error that echoes one shows it redacted. Unreadable or absent, there are none.
 */
export function loginSecrets(spec: CliSpec, env: Readonly<Record<string, string | undefined>>): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(spec.credentialsFile(env), "utf8"));
  } catch {
    return [];
  }
  const found: string[] = [];
  const walk = (value: unknown, depth: number) => {
    if (typeof value === "string" && value.length >= 16) found.push(value);
    else if (depth < 6 && typeof value === "object" && value !== null)
      for (const inner of Object.values(value)) walk(inner, depth + 1);
  };
  walk(parsed, 0);
  return found;
}

export interface CliEnvironment {
  env: Readonly<Record<string, string | undefined>>;
}

/**
 * The creation-time check (§6): `<cli> --version` must run, and the CLI must be logged in (or have its
 * API key variable). Either failing is a configuration error that says how to fix it. Returns the
 * version line.
 */
export function checkCliReady(spec: CliSpec, { env }: CliEnvironment): string {
  const version = spawnSync(spec.command, ["--version"], {
    env: cleanEnv(env),
    encoding: "utf8",
    timeout: 60_000,
  });
  if (version.error || version.status !== 0) {
    const why =
      (version.error as NodeJS.ErrnoException | undefined)?.code === "ENOENT"
        ? `'${spec.command}' is not on PATH`
        : `'${spec.command} --version' failed${version.status !== null ? ` (exit ${version.status})` : ""}: ${(
            version.stderr ||
            version.error?.message ||
            ""
          )
            .trim()
            .slice(0, 300)}`;
    throw new ConfigError(`${spec.label} not found: ${why}`, { hint: `install it: ${spec.install}` });
  }
  if (!spec.hasKeyIn?.(env)) {
    const status = spawnSync(spec.command, [...spec.loginCheck], {
      env: cleanEnv(env),
      encoding: "utf8",
      timeout: 60_000,
    });
    if (status.error || status.status !== 0) {
      throw new ConfigError(
        `${spec.label} is not logged in ('${spec.command} ${spec.loginCheck.join(" ")}' says no)`,
        {
          hint: spec.login,
        },
      );
    }
  }
  return version.stdout.trim().split("\n")[0] ?? "";
}

export interface CliRun {
  args: readonly string[];
  stdin: string;
  cwd: string;
  env: Readonly<Record<string, string | undefined>>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface CliOutput {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the CLI once: the prompt on stdin, killed (SIGKILL) at the timeout, on abort, or when its output
 * passes 16 MiB. A timeout or abort is a `timeout` LlmError; a CLI that cannot start is a `client` one.
 */
export function runCli(spec: CliSpec, run: CliRun): Promise<CliOutput> {
  const timeoutMs = run.timeoutMs ?? CLI_CALL_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    if (run.signal?.aborted) {
      reject(new LlmError(`${spec.label} call aborted`, "timeout", {}));
      return;
    }
    const child = spawn(spec.command, [...run.args], {
      cwd: run.cwd,
      env: cleanEnv(run.env),
      stdio: ["pipe", "pipe", "pipe"],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let size = 0;
    let failure: LlmError | undefined;
    const stop = (error: LlmError) => {
      failure ??= error;
      child.kill("SIGKILL");
    };
    const collect = (into: Buffer[]) => (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_OUTPUT_BYTES)
        stop(new LlmError(`${spec.label} wrote more than 16 MiB of output`, "client", {}));
      else into.push(chunk);
    };
    child.stdout.on("data", collect(out));
    child.stderr.on("data", collect(err));
    const timer = setTimeout(
      () =>
        stop(new LlmError(`${spec.label} call timed out after ${formatDuration(timeoutMs)}`, "timeout", {})),
      timeoutMs,
    );
    const onAbort = () => stop(new LlmError(`${spec.label} call aborted`, "timeout", {}));
    run.signal?.addEventListener("abort", onAbort, { once: true });
    child.stdin.on("error", () => undefined);
    child.stdin.end(run.stdin);
    child.on("error", (error) => {
      failure ??= new LlmError(
        `${spec.label} could not start: ${error.message}`,
        "client",
        {},
        { cause: error },
      );
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      run.signal?.removeEventListener("abort", onAbort);
      if (failure) reject(failure);
      else
        resolve({
          code,
          stdout: Buffer.concat(out).toString("utf8"),
          stderr: Buffer.concat(err).toString("utf8"),
        });
    });
  });
}

/** A fresh per-call folder under the system temp folder (`desktest_cli_<pid>_…`), removed by `dispose`. */
export async function callFolder(prefix: string): Promise<{ dir: string; dispose: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `${prefix}_${process.pid}_`));
  return { dir, dispose: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * A failed CLI call as an LlmError of the same kinds the HTTP providers raise: the API status the CLI
 * reports (when it does) is classified like an HTTP reply; otherwise the words decide (context length,
 * rate limit, overload, server and network faults are told apart; anything else is not retried).
 * Secrets are scrubbed from everything shown.
 */
export function cliFailure(
  label: string,
  detail: { status?: number; message: string; stdout?: string },
  secrets: readonly string[],
): LlmError {
  const message = scrub(detail.message.trim(), secrets);
  const stdout = detail.stdout?.trim()
    ? `\nstdout: ${truncateBody(scrub(detail.stdout.trim(), secrets))}`
    : "";
  const kind: LlmErrorKind =
    detail.status !== undefined
      ? classifyHttpError(detail.status, errorInfo(message), message)
      : kindFromText(message);
  return new LlmError(
    `${label} failed${detail.status !== undefined ? ` (API status ${detail.status})` : ""}: ${truncateBody(message)}${stdout}`,
    kind,
    {
      ...(detail.status !== undefined ? { status: detail.status } : {}),
      body: message.slice(0, 4000),
    },
  );
}

function kindFromText(text: string): LlmErrorKind {
  const lower = text.toLowerCase();
  if (mentionsContextLength(lower)) return "context_length";
  const status = /\b(?:status|error|http)\s*:?\s*\(?([45]\d\d)\b/.exec(lower)?.[1];
  if (status) return classifyHttpError(Number(status), {}, text);
  if (/not logged in|invalid api key|unauthori[sz]ed|authentication/.test(lower)) return "auth";
  if (/rate limit|too many requests/.test(lower)) return "rate_limit";
  if (/overloaded/.test(lower)) return "overloaded";
  if (
    /server error|internal error|bad gateway|service unavailable|gateway timeout|temporarily unavailable/.test(
      lower,
    )
  )
    return "server";
  if (
    /error sending request|connection (?:refused|reset|failed)|stream disconnected|timed out|dns/.test(lower)
  )
    return "network";
  return "client";
}

/** The environment without undefined values (spawn's type), and never NODE_OPTIONS (a test runner's hooks). */
function cleanEnv(env: Readonly<Record<string, string | undefined>>): NodeJS.ProcessEnv {
  const clean: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(env))
    if (value !== undefined && key !== "NODE_OPTIONS") clean[key] = value;
  return clean;
}

/** The JSON objects among a CLI's output lines (event streams: `--output-format stream-json`, `--json`). */
export function jsonLines(stdout: string): Record<string, unknown>[] {
  const events: Record<string, unknown>[] = [];
  for (const line of stdout.split("\n")) {
    if (!line.startsWith("{")) continue;
    try {
      const event: unknown = JSON.parse(line);
      if (typeof event === "object" && event !== null && !Array.isArray(event))
        events.push(event as Record<string, unknown>);
    } catch {
      // Not an event line.
    }
  }
  return events;
}
