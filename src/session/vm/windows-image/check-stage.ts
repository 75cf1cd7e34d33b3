import { InfraError } from "../../../errors/desktest-error.ts";
import { formatDuration } from "../../../util/format-duration.ts";
import { GuestAgent, type PingResult, type Screenshot } from "../../guest/guest-agent.ts";
import type { GuestPlatform } from "../../guest/guest-os.ts";
import { connectGuestSocket } from "../../guest/socket-transport.ts";
import type { StageRun } from "./install-stage.ts";
import { PROVISION_LOG } from "./provision-script.ts";
import { startWindowsVm, type WindowsVmProcess } from "./windows-vm-process.ts";

export interface CheckedImage {
  ping: PingResult;
  /** The screenshot the agent took: the screen's real size. */
  screen: { width: number; height: number };
}

/**
 * Stage 2: boot the finished disk as a task would (no discs), wait for the guest agent's hello on the
 * virtio-serial port (logged on automatically, started by its scheduled task), check it is the Windows
 * adapter and that it can take a screenshot, then shut Windows down (ACPI power button; QMP quit if it
 * has not powered off within `shutdownMs`).
 */
export async function runCheckStage(
  run: StageRun & { shutdownMs: number; platform?: GuestPlatform },
): Promise<CheckedImage> {
  const platform = run.platform ?? "windows";
  const started = Date.now();
  const elapsed = () => formatDuration(Date.now() - started);
  const vm = await startWindowsVm(run.spec, run.tpm);
  run.onStart?.(vm);
  let agent: GuestAgent | undefined;
  try {
    agent = await waitForAgent(vm, run, elapsed);
    const ping = await agent.ping(30_000);
    run.log(
      `[stage 2 ${elapsed()}] the guest agent ${ping.version} (protocol ${ping.protocol}) answers: platform ${ping.platform}, user ${ping.user}, screen ${ping.screen ? `${ping.screen.width}x${ping.screen.height}` : "unknown"}`,
    );
    if (ping.platform !== platform)
      throw new InfraError(`the guest agent reports the platform '${ping.platform}', not ${platform}`, {
        hint: "the agent's Windows adapter (docker/guest/desktest_guest/platform) did not load",
      });
    const shot = await screenshot(agent, Date.now() + SCREENSHOT_WAIT_MS);
    const screen = { width: shot.originalWidth, height: shot.originalHeight };
    if (screen.width !== run.spec.screen.width || screen.height !== run.spec.screen.height)
      run.log(
        `warning: the guest's screen is ${screen.width}x${screen.height}, not the ${run.spec.screen.width}x${run.spec.screen.height} asked for`,
      );
    agent.close();
    agent = undefined;
    await shutDown(vm, run, elapsed);
    return { ping, screen };
  } finally {
    agent?.close();
    await vm.kill();
  }
}

/** How long the desktop may take to come up after the agent answers (the shell starts at logon too). */
const SCREENSHOT_WAIT_MS = 120_000;

/** A screenshot through the agent, tried every few seconds until `deadline` (the desktop may still be starting). */
async function screenshot(agent: GuestAgent, deadline: number): Promise<Screenshot> {
  for (;;) {
    const shot = await agent.observe({ screenshot: true, a11y: false });
    if (shot.screenshot) return shot.screenshot;
    if (Date.now() > deadline)
      throw new InfraError(
        `the guest agent answers but cannot take a screenshot: ${shot.screenshotError ?? "no image"}`,
        {
          hint: `the image is not usable for tasks; ${PROVISION_LOG} in the guest shows what pip installed`,
        },
      );
    await new Promise((resolve) => setTimeout(resolve, 3_000));
  }
}

/** Ping every few seconds until the agent answers (the guest opens its end of the port at logon). */
async function waitForAgent(vm: WindowsVmProcess, run: StageRun, elapsed: () => string): Promise<GuestAgent> {
  const deadline = Date.now() + run.timeoutMs;
  const { client } = await connectGuestSocket({ path: run.spec.agentSocket }, { timeoutMs: 30_000 });
  const agent = new GuestAgent(client);
  let nextProgress = Date.now() + (run.progressEveryMs ?? 60_000);
  for (;;) {
    try {
      await agent.ping(5_000);
      return agent;
    } catch (error) {
      if (!vm.running() || agent.closed || Date.now() > deadline) {
        agent.close();
        await vm.qmp
          .execute("screendump", { filename: run.screenFile, format: "png" }, 10_000)
          .catch(() => undefined);
        throw new InfraError(
          vm.running()
            ? `the guest agent did not answer within ${formatDuration(run.timeoutMs)} of booting the new image (${(error as Error).message}); its screen is ${run.screenFile}`
            : `the new image's VM stopped before its guest agent answered: ${vm.stderr().trim() || "the guest powered off"}`,
          {
            hint: `the agent starts at the logon of the test user (scheduled task); ${PROVISION_LOG} in the guest shows the provisioning`,
          },
        );
      }
    }
    if (Date.now() >= nextProgress) {
      nextProgress = Date.now() + (run.progressEveryMs ?? 60_000);
      const status = await vm.qmp.execute<{ status?: string }>("query-status", undefined, 5_000).then(
        (answer) => answer.status ?? "unknown",
        () => "not answering",
      );
      await vm.qmp
        .execute("screendump", { filename: run.screenFile, format: "png" }, 10_000)
        .catch(() => undefined);
      run.log(
        `[stage 2 ${elapsed()}] waiting for the guest agent's hello; QEMU ${status}; screen: ${run.screenFile}`,
      );
    }
  }
}

async function shutDown(
  vm: WindowsVmProcess,
  run: StageRun & { shutdownMs: number },
  elapsed: () => string,
): Promise<void> {
  run.log(`[stage 2 ${elapsed()}] shutting the guest down (ACPI power button)`);
  await vm.qmp.execute("system_powerdown", undefined, 10_000).catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => (timer = setTimeout(() => resolve("late"), run.shutdownMs)));
  const end = await Promise.race([vm.exited, late]);
  clearTimeout(timer);
  if (end === "late") {
    run.log(
      `warning: the guest did not power off within ${formatDuration(run.shutdownMs)}: QEMU quits (the disk is flushed; Windows may check it at its next boot)`,
    );
    await vm.qmp.execute("quit", undefined, 10_000).catch(() => undefined);
    await Promise.race([vm.exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  } else {
    run.log(`[stage 2 ${elapsed()}] the guest powered off`);
  }
}
