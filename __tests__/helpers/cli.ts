import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
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
