import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { InfraError, type SourceLocation } from "../../errors/desktest-error.ts";
import { DESKTOP_READY_FILE, desktopWhole } from "../guest/desktop-whole.ts";
import type { PingResult } from "../guest/guest-agent.ts";
import { noScreenError, type ScreenAdvice } from "../guest/no-screen.ts";
import type { AgentProcess } from "../guest/process-transport.ts";
import { creatorLabels, currentCreator } from "../creator-identity.ts";
import { LABEL } from "../labels.ts";
import { ProcessSession } from "../process-session.ts";
import { closingOnFailure } from "../start-scope.ts";
import { startSshAgent } from "../ssh/ssh-desktop.ts";
import { TartCli } from "./tart-cli.ts";
import { readTartProfile, tartHome } from "./tart-profile.ts";

/** Every VM desktest clones is named with this prefix (how `reap` tells them from a person's VMs). */
export const TART_VM_PREFIX = "desktest-";

/** The VM of one task of one run: `desktest-<run>-<task>`, within Tart's name rules. */
export function tartVmName(runId: string, taskId: string): string {
  const slug = (text: string, max: number) =>
    text
      .replace(/[^A-Za-z0-9-]/g, "-")
      .replace(/-+/g, "-")
      .slice(0, max);
  return `${TART_VM_PREFIX}${slug(runId, 12)}-${slug(taskId, 40)}`.replace(/-+$/, "");
}

/** The folder of the run's Tart VMs: each VM's labels (who made it) and `tart run` log. */
export function tartRunRoot(home = tartHome()): string {
  return path.join(home, "runs");
}

/** How long a clone may take to boot, get an address and let desktest in. */
const BOOT_SECONDS = 300;

/**
 * A `macos_tart` task's desktop: a copy-on-write clone of its `base_image`, run headless, reached over
 * SSH at the address Tart gives it (as the image's profile says: user, key, host key), with the guest
 * agent over ssh's stdio. The VM is the run's own: closing stops and deletes it. Its folder under
 * the Tart home (labels, log) lets `desktest reap` find the VMs of runs that died.
 */
export function startTartDesktop(options: {
  baseImage: string;
  runId: string;
  taskId: string;
  baseImageLocation?: SourceLocation;
  tart?: TartCli;
  log?: (line: string) => void;
  debugLog?: (line: string) => void;
}): Promise<ProcessSession> {
  const tart = options.tart ?? new TartCli();
  const name = tartVmName(options.runId, options.taskId);
  const folder = path.join(tartRunRoot(), name);
  return closingOnFailure(async (scope) => {
    const profile = await readTartProfile(options.baseImage, options.baseImageLocation);
    await mkdir(folder, { recursive: true, mode: 0o700 });
    scope.opened(folder, () => rm(folder, { recursive: true, force: true }));
    await writeFile(
      path.join(folder, "labels.json"),
      JSON.stringify({
        [LABEL.managed]: "true",
        [LABEL.runId]: options.runId,
        [LABEL.taskId]: options.taskId,
        [LABEL.createdAt]: new Date().toISOString(),
        "desktest.tart-vm": name,
        ...creatorLabels(currentCreator()),
      }),
    );
    await waitForTartSlot(tart, Date.now() + BOOT_SECONDS * 1000, options.log);
    options.log?.(`cloning the Tart image ${options.baseImage} as ${name}`);
    await tart.clone(options.baseImage, name);
    scope.opened(name, () =>
      tart.delete(name).catch((error: Error) => options.log?.(`warning: ${error.message}`)),
    );
    const logFile = path.join(folder, "tart-run.log");
    const child = scope.opened(tart.run(name, logFile), (run) => tart.stop(name, run));
    await writeFile(path.join(folder, "tart.pid"), String(child.pid ?? ""));
    const ip = await tart.ip(name, BOOT_SECONDS, { child, logFile });
    options.log?.(`${name} is up at ${ip}`);
    const { agent, python, mark, where } = await startSshAgent({
      target: { user: profile.user, host: ip, port: 22 },
      identity: profile.identity,
      knownHosts: profile.knownHosts,
      ...(profile.python ? { python: profile.python } : {}),
      ...(profile.env ? { env: profile.env } : {}),
      runId: options.runId,
      taskId: options.taskId,
      reachWithinMs: BOOT_SECONDS * 1000,
      scope,
      log: options.log,
      debugLog: options.debugLog,
    });
    // SSH answers before the logged-in desktop exists: the agent says when it is whole.
    const hello = await waitForScreen(agent, Date.now() + BOOT_SECONDS * 1000, `${where} (Tart VM ${name})`);
    return new ProcessSession(
      { ...agent, hello },
      {
        id: name,
        mark,
        where: `${where} (Tart VM ${name})`,
        python,
        log: options.log,
        teardown: async () => {
          await tart.stop(name, child);
          await tart.delete(name).catch((error: Error) => options.log?.(`warning: ${error.message}`));
          await rm(folder, { recursive: true, force: true });
        },
      },
    );
  });
}

/**
 * The agent's hello once the desktop is whole (desktopWhole: the logged-in session's screen on macOS; a
 * Linux image of desktest's, such as the tart stand-in's, also its session bus, AT-SPI and window
 * manager), asked twice a second.
 */
async function waitForScreen(agent: AgentProcess, deadline: number, where: string): Promise<PingResult> {
  let hello = agent.hello;
  while (!(await desktopWhole(agent.agent, hello))) {
    // A missing module or an unset DISPLAY does not come right by waiting.
    if (hello.screen_error?.reason === "module_missing" || hello.screen_error?.reason === "display_unset")
      throw noScreenError(hello, where, PROFILE_ADVICE);
    if (Date.now() > deadline)
      throw new InfraError(
        hello.screen
          ? `the VM's desktop did not come up within ${BOOT_SECONDS} s: it has a screen, but no ${DESKTOP_READY_FILE} (its desktop service did not finish)`
          : `the VM's desktop did not come up within ${BOOT_SECONDS} s: the agent sees no screen (is the image's user logged in automatically?)`,
      );
    await new Promise((resolve) => setTimeout(resolve, 500));
    hello = await agent.agent.ping(10_000);
  }
  return hello;
}

/** macOS VMs Apple's licence (and Virtualization.framework) allows to run at once on one Mac. */
export const MACOS_VMS_PER_MAC = 2;

/**
 * Wait until fewer than MACOS_VMS_PER_MAC of this Mac's Tart VMs run: every VM `tart list` says is
 * running counts, whoever started it (another run of desktest, another runner service, a person), not
 * only this process's. Gives up at `deadline` with the VMs that hold the slots named.
 */
export async function waitForTartSlot(
  tart: Pick<TartCli, "list">,
  deadline: number,
  log?: (line: string) => void,
  pollMs = 2_000,
): Promise<void> {
  let said = false;
  for (;;) {
    const running = (await tart.list()).filter((vm) => vm.running).map((vm) => vm.name);
    if (running.length < MACOS_VMS_PER_MAC) return;
    if (Date.now() >= deadline)
      throw new InfraError(
        `${running.length} macOS VMs already run on this Mac (${running.join(", ")}), and Apple allows ${MACOS_VMS_PER_MAC} at a time`,
        {
          hint: "wait for them to end, or stop them (`tart stop <name>`; `desktest reap` stops desktest's own)",
        },
      );
    if (!said)
      log?.(
        `waiting for a macOS VM slot: ${running.join(", ")} run (Apple allows ${MACOS_VMS_PER_MAC} per Mac)`,
      );
    said = true;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** What to change when a Tart image's agent sees no screen: the image's desktest profile. */
const PROFILE_ADVICE: ScreenAdvice = {
  otherPython: `name a Python that has it as "python" in the image's desktest profile (docs/macos.md)`,
  display: `set the desktop session's variables as "env" in the image's desktest profile (docs/macos.md)`,
};
