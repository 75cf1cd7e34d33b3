import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";

const SERVER = path.join(import.meta.dirname, "warm-python.py");

/** What a `python3 -c` run gave: as DesktopPython's run answers it. */
export interface WarmRun {
  stdout: string;
  exitCode: number;
  timedOut: boolean;
}

/**
 * `python3 -c SCRIPT ARG...` runs, each in a fork of one Python process that imported `modules` once
 * (warm-python.py says how the fork runs a script as a fresh interpreter would). One run at a time, in order.
 */
export class WarmPython {
  private child: ChildProcessWithoutNullStreams | undefined;
  private readonly waiting: ((answer: WarmRun) => void)[] = [];
  private stderr = "";

  constructor(
    private readonly python: () => string,
    private readonly modules: readonly string[],
  ) {}

  run(script: string, args: readonly string[], cwd: string, timeoutMs: number): Promise<WarmRun> {
    const child = this.started();
    return new Promise((resolve) => {
      this.waiting.push(resolve);
      child.stdin.write(`${JSON.stringify({ script, args, cwd, timeout_ms: timeoutMs })}\n`);
    });
  }

  private started(): ChildProcessWithoutNullStreams {
    if (this.child) return this.child;
    const child = spawn(this.python(), [SERVER, ...this.modules], { stdio: "pipe" });
    createInterface({ input: child.stdout }).on("line", (line) => {
      const answer = JSON.parse(line) as { stdout: string; exit_code: number; timed_out: boolean };
      this.waiting.shift()?.({
        stdout: answer.stdout,
        exitCode: answer.exit_code,
        timedOut: answer.timed_out,
      });
    });
    child.stderr.on("data", (chunk: Buffer) => (this.stderr = (this.stderr + chunk.toString()).slice(-4000)));
    child.on("exit", (code) => {
      // (a run cut short by the server's end answers as a killed process, with what the server said)
      for (const resolve of this.waiting.splice(0))
        resolve({ stdout: `warm-python.py exited ${code}: ${this.stderr}`, exitCode: 137, timedOut: false });
      this.child = undefined;
    });
    // (the test worker's end closes its stdin, and the server ends)
    child.unref();
    this.child = child;
    return child;
  }
}
