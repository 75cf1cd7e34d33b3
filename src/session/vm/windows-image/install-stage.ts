import { readFile, stat } from "node:fs/promises";
import { InfraError } from "../../../errors/desktest-error.ts";
import { formatDuration } from "../../../util/format-duration.ts";
import { readProvisionReport, type ProvisionReport } from "./guest-console.ts";
import { PROVISION_LOG } from "./provision-script.ts";
import type { WindowsBootSpec } from "./windows-qemu-args.ts";
import { startWindowsVm, type WindowsVmProcess } from "./windows-vm-process.ts";

export interface StageRun {
  spec: WindowsBootSpec;
  tpm: { stateDir: string; pidFile: string };
  timeoutMs: number;
  log: (line: string) => void;
  /** Where the VM's screen is saved with each progress line (and last, when the stage fails). */
  screenFile: string;
  /** Called with the VM once it runs (the caller kills it on an interruption). */
  onStart?: (vm: WindowsVmProcess) => void;
  progressEveryMs?: number;
}

/** The Windows disc's drive (the first CD-ROM) in QMP's block statistics. */
const WINDOWS_DISC = "cd0";
/** Read from the Windows disc once Windows PE loads (boot.wim is hundreds of MiB; the boot prompt is not). */
const SETUP_STARTED_BYTES = 64 * 1024 * 1024;
/** How long "Press any key to boot from CD or DVD" may take to appear (TCG boots the firmware slowly). */
const KEY_PRESS_WINDOW_MS = 20 * 60_000;

/**
 * Stage 1: boot the empty disk with the three discs until Windows powers itself off. The Windows disc
 * asks for a key before it boots: Enter is pressed (QMP send-key) every second until Windows PE has read
 * its image from the disc, and never after (the disk boots first once Windows is on it). Every minute a
 * progress line (elapsed time, QEMU's state, guest restarts, what was read and written) and the screen
 * saved to `screenFile`; the provisioning script's lines from COM1 as they come. Ends when QEMU exits:
 * the script must have reported success.
 */
export async function runInstallStage(run: StageRun): Promise<ProvisionReport> {
  const started = Date.now();
  const vm = await startWindowsVm(run.spec, run.tpm);
  run.onStart?.(vm);
  let restarts = 0;
  vm.qmp.onEvent((event) => {
    if (event.event === "RESET") restarts++;
  });
  let pressing = true;
  let shown = 0;
  const elapsed = () => formatDuration(Date.now() - started);
  const keys = setInterval(() => {
    if (!pressing) return;
    void discRead(vm)
      .then(async (bytes) => {
        if (bytes >= SETUP_STARTED_BYTES || Date.now() - started > KEY_PRESS_WINDOW_MS) {
          if (pressing) run.log(`[stage 1 ${elapsed()}] Windows Setup is loading from the disc`);
          pressing = false;
          return;
        }
        await vm.qmp.execute("send-key", { keys: [{ type: "qcode", data: "ret" }] }, 5_000);
      })
      .catch(() => undefined);
  }, 1_000);
  const guestLines = setInterval(() => {
    void readFile(run.spec.serialLog, "utf8")
      .then((text) => {
        const { lines } = readProvisionReport(text);
        for (const line of lines.slice(shown)) run.log(`[stage 1 ${elapsed()}] guest: ${line}`);
        shown = lines.length;
      })
      .catch(() => undefined);
  }, 5_000);
  const progress = setInterval(() => {
    void describe(vm, run, restarts).then((state) => run.log(`[stage 1 ${elapsed()}] ${state}`));
  }, run.progressEveryMs ?? 60_000);

  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<"timeout">(
    (resolve) => (timer = setTimeout(() => resolve("timeout"), run.timeoutMs)),
  );
  try {
    const end = await Promise.race([vm.exited, timedOut]);
    if (end === "timeout") {
      await vm.qmp
        .execute("screendump", { filename: run.screenFile, format: "png" }, 10_000)
        .catch(() => undefined);
      await vm.kill();
      throw new InfraError(
        `Windows was not installed and provisioned within ${formatDuration(run.timeoutMs)} (${restarts} guest restarts); its last screen is ${run.screenFile}`,
        {
          hint:
            run.spec.accelerator === "tcg"
              ? "under software emulation (TCG) an install takes hours: pass --timeout 600, or run on a host with KVM"
              : "look at the screen: a Setup error (wrong --edition, a disc Windows cannot read) stops it there; else pass a longer --timeout",
        },
      );
    }
    await vm.kill(); // swtpm ends with QEMU; this only makes sure
    const report = readProvisionReport(await readFile(run.spec.serialLog, "utf8").catch(() => ""));
    for (const line of report.lines.slice(shown)) run.log(`[stage 1 ${elapsed()}] guest: ${line}`);
    if (end.code !== 0)
      throw new InfraError(
        `QEMU stopped with ${end.signal ?? `exit code ${end.code}`} during the install: ${vm.stderr().trim()}`,
      );
    if (!report.outcome)
      throw new InfraError(
        `Windows powered off after ${elapsed()} before the provisioning script reported success (${report.lines.length ? `its last line: ${report.lines.at(-1)}` : "it never reported"})`,
        {
          hint: `the script logs to ${PROVISION_LOG} in the guest; a Setup that never reached the first logon shows no line at all`,
        },
      );
    if (!report.outcome.ok)
      throw new InfraError(`provisioning Windows failed: ${report.outcome.error}`, {
        hint: `the script's full log is ${PROVISION_LOG} in the guest (the partial disk was removed; pass the fix and run again)`,
      });
    run.log(`[stage 1 ${elapsed()}] Windows is installed and provisioned (${restarts} guest restarts)`);
    return report;
  } finally {
    clearInterval(keys);
    clearInterval(guestLines);
    clearInterval(progress);
    clearTimeout(timer);
    await vm.kill();
  }
}

async function discRead(vm: WindowsVmProcess): Promise<number> {
  const stats = await vm.qmp.execute<{ device?: string; stats?: { rd_bytes?: number } }[]>(
    "query-blockstats",
    undefined,
    5_000,
  );
  return stats.find((entry) => entry.device === WINDOWS_DISC)?.stats?.rd_bytes ?? 0;
}

/** QEMU's state, the guest's restarts, what the disc gave and the disk holds; the screen saved beside. */
async function describe(vm: WindowsVmProcess, run: StageRun, restarts: number): Promise<string> {
  const status = await vm.qmp.execute<{ status?: string }>("query-status", undefined, 5_000).then(
    (answer) => answer.status ?? "unknown",
    () => "not answering",
  );
  const read = await discRead(vm).catch(() => 0);
  const disk = await stat(run.spec.disk).then(
    (info) => info.blocks * 512,
    () => 0,
  );
  await vm.qmp
    .execute("screendump", { filename: run.screenFile, format: "png" }, 10_000)
    .catch(() => undefined);
  return `QEMU ${status} (${run.spec.accelerator}); ${restarts} guest restart(s); ${mib(read)} read from the Windows disc; disk ${mib(disk)}; screen: ${run.screenFile}`;
}

function mib(bytes: number): string {
  return bytes >= 1024 ** 3
    ? `${(bytes / 1024 ** 3).toFixed(1)} GiB`
    : `${Math.round(bytes / 1024 ** 2)} MiB`;
}
