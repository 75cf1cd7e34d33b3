import { execFile } from "node:child_process";
import { copyFile, mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { InfraError } from "../../../errors/desktest-error.ts";
import { formatDuration } from "../../../util/format-duration.ts";
import { VERSION } from "../../../version.ts";
import { guestAgentFiles } from "../../guest/guest-package.ts";
import { registerOpen, unregisterOpen } from "../../open-sessions.ts";
import type { AcceleratorSetting } from "../accelerator.ts";
import { AGENT_PORT } from "../qemu-args.ts";
import { autounattendXml } from "./answer-file.ts";
import { runCheckStage } from "./check-stage.ts";
import { windowsImageSidecar, type WindowsImageSidecar } from "./image-sidecar.ts";
import { runInstallStage } from "./install-stage.ts";
import { publishImage } from "./publish-image.ts";
import { buildIso, MEDIA_LABEL } from "./iso-image.ts";
import { checkInitWindows, type InitWindowsProbe } from "./preflight.ts";
import { MEDIA_REQUIREMENTS, MEDIA_SCRIPT, stageProvisionMedia } from "./provision-media.ts";
import { provisionScript } from "./provision-script.ts";
import { buildWheelhouse } from "../../wheelhouse.ts";
import { chooseWindowsAccelerator } from "./windows-accelerator.ts";
import type { WindowsBootSpec } from "./windows-qemu-args.ts";
import type { WindowsVmProcess } from "./windows-vm-process.ts";

const run = promisify(execFile);

/** The test user (a local administrator, logged on automatically) and where the agent lives. */
export const WINDOWS_USER = "tester";
export const AGENT_TASK = "DesktestAgent";
export const AGENT_DIR = "C:\\desktest\\guest";
const COMPUTER_NAME = "DESKTEST-WIN";

export interface WindowsImageRequest {
  windowsIso: string;
  virtioIso: string;
  pythonInstaller: string;
  /** Ready Windows wheels; else pip fetches them (and builds the source-only ones). */
  wheelhouse?: string;
  requirements: string;
  /** The guest agent's folder (docker/guest). */
  guestDir: string;
  output: string;
  /** The disk's virtual size, as qemu-img takes it (64G). */
  diskSize: string;
  memoryMb: number;
  cpus: number;
  accelerator: AcceleratorSetting;
  screen: { width: number; height: number };
  /** Bound on stage 1 (install and provisioning). */
  timeoutMs: number;
  locale: string;
  edition: { index: number } | { name: string };
  productKey?: string;
  password: string;
}

export interface WindowsImageResult {
  image: string;
  sidecarFile: string;
  varsFile: string;
  sidecar: WindowsImageSidecar;
}

/**
 * `desktest init-windows`: a Windows base image for windows_vm tasks, made unattended. Checks first
 * (every problem a ConfigError with its fix); then the wheels, the DESKTEST disc (answer file,
 * provisioning script, Python, the agent, the wheels), an empty qcow2 and a copy of the firmware's
 * variables; stage 1 installs and provisions Windows until it powers off; stage 2 boots the result and
 * talks to its agent. The image is written under a temporary name beside `output` and renamed at the
 * end (never over an existing file), with `<output>.json` and `<output>.vars.fd`.
 */
export async function buildWindowsImage(
  request: WindowsImageRequest,
  options: {
    log: (line: string) => void;
    probe?: InitWindowsProbe;
    workRoot?: string;
    vmCacheDir?: string;
    /** Bound on stage 2 (default: a third of the install's, at least 15 minutes). */
    checkTimeoutMs?: number;
    /** How often the stages print a progress line (default every minute). */
    progressEveryMs?: number;
  },
): Promise<WindowsImageResult> {
  const log = options.log;
  const started = Date.now();
  const step = (text: string) => log(`[init-windows ${formatDuration(Date.now() - started)}] ${text}`);
  const ready = await checkInitWindows(request, options.probe);
  const choice = await chooseWindowsAccelerator(request.accelerator, ready.firmware, {
    ...(options.vmCacheDir ? { cacheDir: options.vmCacheDir } : {}),
  });
  if (choice.note) log(`warning: ${choice.note}`);
  if (choice.accelerator === "tcg")
    log("warning: a Windows install under TCG takes hours; raise --timeout (minutes) to match");

  const work = await mkdtemp(path.join(options.workRoot ?? tmpdir(), "desktest-init-windows-"));
  const partial = path.join(
    path.dirname(request.output),
    `.${path.basename(request.output)}.partial-${process.pid}`,
  );
  const file = (name: string) => path.join(work, name);
  let current: WindowsVmProcess | undefined;
  let finished = false;
  const cleanup = async (keepEvidence: boolean) => {
    await current?.kill();
    await rm(partial, { force: true });
    if (!keepEvidence) return rm(work, { recursive: true, force: true });
    for (const bulky of ["media", "desktest.iso", "wheels", "tpm", "tpm-check"])
      await rm(file(bulky), { recursive: true, force: true });
  };
  const interruption = { close: () => cleanup(false) };
  registerOpen(interruption);
  try {
    const boot = (name: string, cdroms: string[]): WindowsBootSpec => ({
      name,
      accelerator: choice.accelerator,
      memoryMb: request.memoryMb,
      cpus: request.cpus,
      disk: partial,
      firmware: { code: ready.firmware.code, vars: file("vars.fd") },
      tpmSocket: file("swtpm.sock"),
      cdroms,
      agentSocket: file("agent.sock"),
      qmpSocket: file("qmp.sock"),
      serialLog: file(`${name}-console.log`),
      pidFile: file("qemu.pid"),
      screen: request.screen,
    });

    let wheelhouse = request.wheelhouse;
    if (!wheelhouse) {
      wheelhouse = file("wheels");
      await mkdir(wheelhouse);
      step(`1/5 Windows wheels for Python ${ready.python.minor} (pip download -r ${request.requirements})`);
      const built = await buildWheelhouse({
        requirements: request.requirements,
        dest: wheelhouse,
        target: { pythonMinor: ready.python.minor },
        log: (line) => step(`  ${line}`),
      });
      step(`  ${built.wheels.length} wheels (${built.builtFromSource.length} built from sources)`);
    } else {
      step(`1/5 wheels from ${wheelhouse}`);
    }

    step(
      `2/5 the provisioning disc (${MEDIA_LABEL}): Autounattend.xml, provision.ps1, Python ${ready.python.version}, the agent, the wheels`,
    );
    const answerFile = autounattendXml({
      user: WINDOWS_USER,
      password: request.password,
      computerName: COMPUTER_NAME,
      locale: request.locale,
      edition: request.edition,
      ...(request.productKey ? { productKey: request.productKey } : {}),
      provisionScript: MEDIA_SCRIPT,
    });
    const script = provisionScript({
      user: WINDOWS_USER,
      password: request.password,
      pythonInstaller: ready.python.fileName,
      pythonFolder: ready.python.folder,
      requirements: MEDIA_REQUIREMENTS,
      agentPort: AGENT_PORT,
      agentDir: AGENT_DIR,
      taskName: AGENT_TASK,
    });
    await stageProvisionMedia(file("media"), {
      answerFile,
      provisionScript: script,
      pythonInstaller: request.pythonInstaller,
      requirements: request.requirements,
      wheelhouse,
      guestFiles: await guestAgentFiles(request.guestDir),
    });
    await buildIso(ready.isoTool, {
      sourceDir: file("media"),
      output: file("desktest.iso"),
      label: MEDIA_LABEL,
    });

    step(
      `3/5 an empty ${request.diskSize} qcow2 (${partial}) and the firmware's variables (${ready.firmware.vars})`,
    );
    await run("qemu-img", ["create", "-q", "-f", "qcow2", partial, request.diskSize]).catch(
      (error: Error & { stderr?: string }) => {
        throw new InfraError(`qemu-img could not create the disk: ${(error.stderr || error.message).trim()}`);
      },
    );
    await copyFile(ready.firmware.vars, file("vars.fd"));

    step(
      `4/5 stage 1: installing Windows and provisioning it (${choice.accelerator}, ${request.memoryMb} MiB, ${request.cpus} CPU(s), ${request.screen.width}x${request.screen.height}; at most ${formatDuration(request.timeoutMs)})`,
    );
    await runInstallStage({
      spec: boot("install", [request.windowsIso, request.virtioIso, file("desktest.iso")]),
      tpm: { stateDir: file("tpm"), pidFile: file("swtpm.pid") },
      timeoutMs: request.timeoutMs,
      log,
      screenFile: file("install-screen.png"),
      onStart: (vm) => (current = vm),
      ...(options.progressEveryMs ? { progressEveryMs: options.progressEveryMs } : {}),
    });

    const checkMs = options.checkTimeoutMs ?? Math.max(15 * 60_000, request.timeoutMs / 3);
    step(
      `5/5 stage 2: booting the new image until its guest agent answers (at most ${formatDuration(checkMs)})`,
    );
    const checked = await runCheckStage({
      spec: boot("check", []),
      tpm: { stateDir: file("tpm-check"), pidFile: file("swtpm.pid") },
      timeoutMs: checkMs,
      shutdownMs: choice.accelerator === "kvm" ? 5 * 60_000 : 20 * 60_000,
      log,
      screenFile: file("check-screen.png"),
      onStart: (vm) => (current = vm),
      ...(options.progressEveryMs ? { progressEveryMs: options.progressEveryMs } : {}),
    });
    current = undefined;

    const sidecar = windowsImageSidecar({
      image: request.output,
      screen: checked.screen,
      agent: {
        version: checked.ping.version,
        protocol: checked.ping.protocol,
        port: AGENT_PORT,
        user: checked.ping.user,
        task: AGENT_TASK,
      },
      python: ready.python.version,
      ovmfCode: ready.firmware.code,
      accelerator: choice.accelerator,
      created: new Date(),
      createdBy: `desktest ${VERSION} init-windows`,
    });
    const placed = await publishImage({ partial, output: request.output, vars: file("vars.fd"), sidecar });
    finished = true;
    step(`done: ${request.output} (with ${placed.sidecarFile} and ${placed.varsFile})`);
    return { image: request.output, ...placed, sidecar };
  } catch (error) {
    await cleanup(true);
    log(`the partial disk was removed; the consoles and last screens are kept in ${work}`);
    throw error;
  } finally {
    unregisterOpen(interruption);
    if (finished) await cleanup(false);
  }
}
