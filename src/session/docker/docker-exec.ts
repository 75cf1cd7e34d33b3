import { PassThrough } from "node:stream";
import type Docker from "dockerode";
import { InfraError } from "../../errors/desktest-error.ts";
import { toArgv, type ExecOptions, type ExecResult } from "../exec-result.ts";

/**
 * One `docker exec` with its exit code. A timeout is enforced inside the container with coreutils
 * `timeout` (TERM, then KILL 2 s later, to the command's whole process group), and on the host as a
 * backstop. Used before the guest agent runs, and where it cannot run.
 */
export async function dockerExec(
  container: Docker.Container,
  command: string | string[],
  options: ExecOptions = {},
): Promise<ExecResult> {
  const start = performance.now();
  const argv = toArgv(command);
  const seconds = options.timeoutMs ? Math.max(1, Math.ceil(options.timeoutMs / 1000)) : 0;
  const wrapped = seconds > 0 ? ["timeout", "--kill-after=2", String(seconds), ...argv] : argv;
  let exec: Docker.Exec;
  try {
    exec = await container.exec({
      Cmd: wrapped,
      AttachStdout: true,
      AttachStderr: true,
      AttachStdin: options.stdin !== undefined,
      Env: Object.entries(options.env ?? {}).map(([k, v]) => `${k}=${v}`),
      ...(options.user ? { User: options.user } : {}),
      ...(options.cwd ? { WorkingDir: options.cwd } : {}),
    });
  } catch (error) {
    throw new InfraError(`docker exec failed to start '${argv.join(" ")}': ${(error as Error).message}`, {
      cause: error,
    });
  }
  const stream = await exec.start({ hijack: true, stdin: options.stdin !== undefined });
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  stdout.on("data", (c: Buffer) => out.push(c));
  stderr.on("data", (c: Buffer) => err.push(c));
  container.modem.demuxStream(stream, stdout, stderr);
  if (options.stdin !== undefined) stream.end(options.stdin);

  const finished = new Promise<void>((resolve, reject) => {
    stream.on("end", resolve);
    stream.on("close", resolve);
    stream.on("error", reject);
  });
  const backstopMs = options.timeoutMs ? options.timeoutMs + 5_000 : 0;
  let timer: NodeJS.Timeout | undefined;
  const backstop = new Promise<"timeout">((resolve) => {
    if (backstopMs) timer = setTimeout(() => resolve("timeout"), backstopMs);
  });
  const outcome = await Promise.race([finished.then(() => "done" as const), backstop]);
  clearTimeout(timer);
  if (outcome === "timeout") stream.destroy();

  const info = await exec.inspect().catch(() => undefined);
  const code = info?.ExitCode ?? -1;
  // coreutils timeout exits 124 (TERM worked) or 137 (KILL was needed) when it fired.
  const timedOut = outcome === "timeout" || (seconds > 0 && (code === 124 || code === 137));
  return {
    exitCode: code ?? -1,
    stdout: Buffer.concat(out).toString("utf8"),
    stderr: Buffer.concat(err).toString("utf8"),
    timedOut,
    durationMs: performance.now() - start,
  };
}
