import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { InfraError } from "../../../errors/desktest-error.ts";
import { QmpClient } from "../qmp-client.ts";
import { swtpmArgs, windowsQemuArgs, type WindowsBootSpec } from "./windows-qemu-args.ts";

export interface ProcessEnd {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** One boot of the image being made: QEMU with its QMP connection, and the software TPM beside it. */
export interface WindowsVmProcess {
  qmp: QmpClient;
  /** Settles when QEMU exits (the guest powered off, or QEMU failed). */
  exited: Promise<ProcessEnd>;
  /** QEMU's last error output. */
  stderr(): string;
  running(): boolean;
  /** Stop now: QEMU and swtpm killed (no shutdown of the guest). Safe to call twice. */
  kill(): Promise<void>;
}

/**
 * Start the software TPM (its state in `tpmStateDir`; it ends when QEMU lets go of it), then QEMU, and
 * connect to QMP. A failure to start kills both.
 */
export async function startWindowsVm(
  spec: WindowsBootSpec,
  tpm: { stateDir: string; pidFile: string },
): Promise<WindowsVmProcess> {
  await mkdir(tpm.stateDir, { recursive: true, mode: 0o700 });
  const swtpm = spawn(
    "swtpm",
    swtpmArgs({ stateDir: tpm.stateDir, socket: spec.tpmSocket, pidFile: tpm.pidFile }),
    {
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  const swtpmErr = collect(swtpm);
  const swtpmEnd = ended(swtpm);
  const killSwtpm = async () => {
    if (swtpm.exitCode === null && swtpm.signalCode === null) swtpm.kill("SIGKILL");
    await swtpmEnd;
  };
  const deadline = Date.now() + 10_000;
  while (!existsSync(spec.tpmSocket)) {
    if (swtpm.exitCode !== null || swtpm.signalCode !== null || Date.now() > deadline) {
      await killSwtpm();
      throw new InfraError(
        `swtpm (the VM's TPM) did not start: ${swtpmErr().trim() || "no socket within 10 s"}`,
        {
          hint: "check `swtpm socket --tpm2` runs for this user (apt-get install swtpm)",
        },
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const qemu = spawn("qemu-system-x86_64", windowsQemuArgs(spec), { stdio: ["ignore", "ignore", "pipe"] });
  const stderr = collect(qemu);
  const exited = ended(qemu);
  const kill = async () => {
    if (qemu.exitCode === null && qemu.signalCode === null) qemu.kill("SIGKILL");
    await exited;
    await killSwtpm();
  };
  const failed = exited.then((end) => {
    throw new InfraError(`QEMU exited (${end.signal ?? end.code}) while starting: ${stderr().trim()}`);
  });
  failed.catch(() => undefined);
  try {
    const qmp = await Promise.race([QmpClient.connect(spec.qmpSocket, { timeoutMs: 30_000 }), failed]);
    return {
      qmp,
      exited,
      stderr,
      running: () => qemu.exitCode === null && qemu.signalCode === null,
      kill: async () => {
        qmp.close();
        await kill();
      },
    };
  } catch (error) {
    await kill();
    throw error;
  }
}

function collect(child: ChildProcess): () => string {
  let text = "";
  child.stderr?.on("data", (chunk: Buffer) => (text = (text + chunk.toString()).slice(-8000)));
  return () => text;
}

function ended(child: ChildProcess): Promise<ProcessEnd> {
  return new Promise((resolve) => {
    child.once("exit", (code, signal) => resolve({ code, signal }));
    child.once("error", () => resolve({ code: null, signal: null }));
  });
}
