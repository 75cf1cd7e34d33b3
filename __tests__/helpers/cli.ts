import { spawn } from "node:child_process";
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { runCli } from "../../src/cli/program.ts";

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Run the CLI in-process, in `cwd`, capturing its output. */
export async function cli(args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<CliResult> {
  let stdout = "";
  let stderr = "";
  const code = await runCli(args, {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    cwd,
    env,
    color: false,
  });
  return { code, stdout, stderr };
}

/** A temporary folder filled with the given files (paths relative to it). */
export function tempTree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "desktest-test-"));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), content);
  }
  return root;
}

/**
 * The CLI as its own process (src/cli/main.ts through tsx), to its end: what an in-process run cannot
 * show, that the process ends by itself (nothing it started keeps it alive). No timeout of its own:
 * the test's bounds how long that may take.
 */
export function cliProcess(args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<CliResult> {
  const repo = path.resolve(import.meta.dirname, "../..");
  const child = spawn(
    process.execPath,
    [
      "--import",
      pathToFileURL(path.join(repo, "node_modules/tsx/dist/loader.mjs")).href,
      path.join(repo, "src/cli/main.ts"),
      ...args,
    ],
    { cwd, env, stdio: ["ignore", "pipe", "pipe"] },
  );
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code, signal) => resolve({ code: code ?? (signal ? 128 : -1), stdout, stderr }));
  });
}
