import { execFile, spawn, type ChildProcess } from "node:child_process";
import { openSync, readFileSync } from "node:fs";
import { promisify } from "node:util";
import { ConfigError, InfraError } from "../../errors/desktest-error.ts";
import { exitedWithin } from "../exited-within.ts";

const run = promisify(execFile);

/** A Tart VM as `tart list --format json` describes it. */
export interface TartVm {
  name: string;
  source: string;
  running: boolean;
}

/**
 * The `tart` command line (Cirrus Labs' Tart, Apple's Virtualization.framework): the commands the
 * backend uses, each with its failure said in words. `program` is `tart` on the PATH unless
 * DESKTEST_TART names another.
 */
export class TartCli {
  constructor(readonly program: string = process.env.DESKTEST_TART || "tart") {}

  /** A copy-on-write clone of a local or remote image (Tart pulls a remote one first). */
  async clone(source: string, name: string): Promise<void> {
    await this.call(["clone", source, name], 30 * 60_000).catch((error: Error) => {
      if (/does not exist|not found|no such/i.test(error.message))
        throw new ConfigError(`there is no Tart image '${source}' on this Mac`, {
          hint: "prepare one with `desktest init-macos --from <a macOS image> --to <name>` (docs/macos.md); `tart list` shows what is here",
        });
      throw error;
    });
  }

  /** `tart run --no-graphics`: the VM runs as long as this child does; its output goes to `logFile`. */
  run(name: string, logFile: string): ChildProcess {
    const out = openSync(logFile, "a");
    return spawn(this.program, ["run", "--no-graphics", name], {
      stdio: ["ignore", out, out],
      detached: true,
    });
  }

  /**
   * The VM's IP address, waiting up to `waitSeconds` for it to get one; with the `tart run` child that
   * runs the VM, failing at once (with its log's last lines) if that ends first.
   */
  async ip(
    name: string,
    waitSeconds: number,
    run?: { child: ChildProcess; logFile: string },
  ): Promise<string> {
    // (`tart ip --wait` is killed when the VM's end answers first: it would wait on, and keep us alive)
    const abandon = new AbortController();
    const asked = this.call(
      ["ip", "--wait", String(waitSeconds), name],
      (waitSeconds + 30) * 1000,
      abandon.signal,
    );
    const { stdout } = run
      ? await Promise.race([asked, runEnded(name, run.child, run.logFile)]).finally(() => abandon.abort())
      : await asked;
    const ip = stdout.trim().split("\n").pop()?.trim() ?? "";
    if (!/^[0-9a-fA-F.:]+$/.test(ip))
      throw new InfraError(`tart ip ${name} answered '${ip}', not an address`);
    return ip;
  }

  /**
   * Stop the VM, giving its guest `graceSeconds` to shut down before it is forced off; with the
   * `tart run` child that runs it, end that too if it lingers.
   */
  async stop(name: string, run?: ChildProcess, graceSeconds = 10): Promise<void> {
    await this.call(["stop", "--timeout", String(graceSeconds), name], (graceSeconds + 50) * 1000).catch(
      () => undefined,
    );
    // `tart run` ends by itself once its VM has: a moment for that before it is forced
    if (run?.pid !== undefined && !(await exitedWithin(run, 5_000))) {
      try {
        process.kill(-run.pid, "SIGKILL");
      } catch {
        // gone
      }
    }
  }

  async delete(name: string): Promise<void> {
    await this.call(["delete", name], 60_000);
  }

  async list(): Promise<TartVm[]> {
    const { stdout } = await this.call(["list", "--format", "json"], 60_000);
    const parsed = JSON.parse(stdout.slice(0, 4 * 1024 * 1024) || "[]") as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed.slice(0, 10_000).flatMap((entry) => {
      const vm = entry as { Name?: unknown; Source?: unknown; Running?: unknown; State?: unknown };
      return typeof vm.Name === "string"
        ? [
            {
              name: vm.Name,
              source: String(vm.Source ?? ""),
              running: vm.Running === true || vm.State === "running",
            },
          ]
        : [];
    });
  }

  /** One tart command to its end (or its timeout, or `signal`: then it is killed). */
  private async call(
    args: string[],
    timeoutMs: number,
    signal?: AbortSignal,
  ): Promise<{ stdout: string; stderr: string }> {
    try {
      return await run(this.program, args, {
        timeout: timeoutMs,
        maxBuffer: 8 * 1024 * 1024,
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      const e = error as NodeJS.ErrnoException & { stderr?: string };
      if (e.code === "ENOENT")
        throw new ConfigError(
          `'${this.program}' is not installed on this runner (macos_tart tasks run in Tart VMs)`,
          {
            hint: "brew install cirruslabs/cli/tart, and make sure the runner service's PATH includes /opt/homebrew/bin",
          },
        );
      throw new InfraError(
        `tart ${args[0]} failed: ${(e.stderr || e.message).trim().split("\n").slice(-3).join(" ")}`,
      );
    }
  }
}

/** Rejects when `tart run` ends (the VM stopped or never started), with the last lines of its log. */
function runEnded(name: string, child: ChildProcess, logFile: string): Promise<never> {
  return new Promise((_, reject) => {
    const fail = (code: number | null) => {
      let log = "";
      try {
        log = readFileSync(logFile, "utf8").trim().split("\n").slice(-5).join("\n");
      } catch {
        // (no log)
      }
      reject(
        new InfraError(
          `the Tart VM ${name} stopped before it had an address (tart run exited with ${code})${log ? `:\n${log}` : ""}`,
        ),
      );
    };
    if (child.exitCode !== null || child.signalCode !== null) fail(child.exitCode);
    else child.once("exit", fail);
  });
}
