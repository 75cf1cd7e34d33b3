/**
 * A start that fails after its first resource exists leaves nothing running, and the CLI ends by itself:
 * a Docker desktop whose image cannot run the guest agent (the container exists and runs), and a
 * desktop over SSH whose agent sees no screen (the ssh connection and the agent exist), a Tart VM that
 * stops before it has an address (the clone and `tart run` exist), a QEMU VM whose overlay or QEMU
 * fails (its folder and process exist), there and through `desktest run --backend vm`, and a container
 * attached to whose agent sees no screen (the agent exists; the container is left running). The host
 * backend's cases are in host-backend.desktop.test.ts.
 */
import { execFileSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { cpus, tmpdir, totalmem } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type Docker from "dockerode";
import { InfraError } from "../../src/errors/desktest-error.ts";
import { desktopImageTag } from "../../src/session/docker/desktop-image.ts";
import { dockerExec } from "../../src/session/docker/docker-exec.ts";
import { DockerSession } from "../../src/session/docker/docker-session.ts";
import { tartRunRoot } from "../../src/session/tart/tart-desktop.ts";
import { ensureLinuxVmImage } from "../../src/session/vm/linux-vm-image.ts";
import { clampResources, defaultVmResources } from "../../src/session/vm/qemu-args.ts";
import { QemuVm } from "../../src/session/vm/qemu-vm.ts";
import { snapshotName } from "../../src/session/vm/ready-snapshot.ts";
import type { VmImage } from "../../src/session/vm/vm-image.ts";
import { LABEL } from "../../src/session/labels.ts";
import { cliProcess } from "../helpers/cli.ts";
import { desktops, docker } from "../helpers/desktop.ts";
import { takeTurnOnThisMachine } from "../helpers/host-desktop.ts";
import { examplesCopy } from "../helpers/run-examples.ts";
import { serveSsh, type SshReachableDesktop } from "../helpers/ssh-desktop.ts";
import { unbootableStandinTart, type StandinTart } from "../helpers/tart-standin.ts";

/** An image that runs (sleeps) but has no Python: the guest agent cannot start in it. */
const NO_PYTHON_IMAGE = "desktest-test-no-python:latest";

/** galculator-add of `dir` as another task: its id, and its app when given. */
function task(dir: string, id: string, app?: Record<string, unknown>): string {
  const parsed = JSON.parse(readFileSync(path.join(dir, "galculator-add.json"), "utf8")) as object;
  writeFileSync(path.join(dir, `${id}.json`), JSON.stringify({ ...parsed, id, ...(app ? { app } : {}) }));
  return `${id}.json`;
}

const containersOf = (taskId: string) =>
  docker.listContainers({ all: true, filters: { label: [`${LABEL.taskId}=${taskId}`] } });

describe("a Docker desktop whose start fails once its container runs", () => {
  beforeAll(() => {
    execFileSync("docker", ["build", "-q", "-t", NO_PYTHON_IMAGE, "-"], {
      input: 'FROM debian:bookworm-slim\nCMD ["sleep", "infinity"]\n',
    });
  }, 120_000);

  it("removes the container, says the image lacks python3, and the CLI exits 2", async () => {
    const dir = examplesCopy();
    const id = `failed-start-docker-${process.pid}`;
    const file = task(dir, id, { type: "docker_image", image: NO_PYTHON_IMAGE });
    const result = await cliProcess(["run", file, "--replay", "--resolution", "1280x800"], dir, process.env);
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toContain("the image has no usable python3");
    expect(await containersOf(id)).toEqual([]);
  }, 180_000);
});

describe("an attached container whose agent sees no screen", () => {
  // The desktop image with no X server running: the guest agent starts there (the first thing the start
  // opens) and says display :99 cannot be opened.
  const target = attachTarget({ Entrypoint: ["sleep", "infinity"] });

  const agentsIn = async () => {
    const listed = await dockerExec(target(), ["ps", "-eo", "args"], { timeoutMs: 10_000 });
    return listed.stdout.split("\n").filter((line) => line.includes("desktest-guest/agent.py"));
  };

  it("ends the agent it started there, says which display failed, leaves the container running, and the CLI exits 3", async () => {
    const dir = examplesCopy();
    const result = await cliProcess(
      [
        "attach",
        task(dir, "failed-start-attach"),
        "--container",
        target().id,
        "--replay",
        "--resolution",
        "1280x800",
      ],
      dir,
      process.env,
    );
    expect(result.code, result.stderr).toBe(3);
    expect(result.stderr).toContain("cannot open X display :99");
    expect(await agentsIn()).toEqual([]);
    // Attaching never removes what it attached to.
    expect((await target().inspect()).State.Running).toBe(true);
  }, 180_000);
});

describe("an attached container whose agent never answers", () => {
  // python3 there reads its input to the end and says nothing, as an agent stuck in an import would.
  const target = attachTarget({
    Entrypoint: [
      "sh",
      "-c",
      'mkdir -p /tmp/mute && printf "#!/bin/sh\\nexec cat >/dev/null\\n" > /tmp/mute/python3 && chmod +x /tmp/mute/python3 && exec sleep infinity',
    ],
    Env: ["PATH=/tmp/mute:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"],
  });

  it("says the agent did not start and ends the process it started there, while desktest runs on", async () => {
    await expect(DockerSession.attach(docker, target().id)).rejects.toThrow(
      /the guest agent did not start in the desktop/,
    );
    const listed = await dockerExec(target(), ["ps", "-eo", "args"], { timeoutMs: 10_000 });
    expect(listed.stdout.split("\n").filter((line) => line.startsWith("cat"))).toEqual([]);
  }, 120_000);
});

describe("a desktop over SSH whose agent sees no screen", () => {
  // (its agent, in the container, is a run-marked process of this machine, which the host tests count)
  takeTurnOnThisMachine();
  const desktop = desktops();
  let remote: DockerSession;
  let ssh: SshReachableDesktop;

  beforeAll(async () => {
    remote = await desktop();
    ssh = await serveSsh(remote);
  }, 120_000);

  afterAll(async () => {
    await remote?.close();
  });

  /** Processes of this machine whose command line names the SSH desktop's address. */
  const sshProcesses = () => {
    const host = ssh.target.replace(/^.*@/, "").replace(/:\d+$/, "");
    try {
      return execFileSync("pgrep", ["-af", `ssh .*${host.replaceAll(".", "\\.")}`], { encoding: "utf8" })
        .split("\n")
        .filter(Boolean);
    } catch {
      return []; // (pgrep: none)
    }
  };

  it("ends the agent there and the ssh connection here, says which display failed and how to pass one, and exits 3", async () => {
    const dir = examplesCopy();
    const result = await cliProcess(
      [
        ...["run", task(dir, "failed-start-ssh"), "--replay", "--resolution", "1280x800"],
        ...["--ssh", ssh.target, "--ssh-key", ssh.identity, "--ssh-known-hosts", ssh.knownHosts],
        ...["--ssh-env", "DISPLAY=:55"],
      ],
      dir,
      process.env,
    );
    expect(result.code, result.stderr).toBe(3);
    expect(result.stderr).toContain("cannot open X display :55");
    expect(result.stderr).toContain("--ssh-env DISPLAY=:0");
    expect(sshProcesses()).toEqual([]);
    const agents = await remote.exec(["sh", "-c", "pgrep -af '[d]esktest/guest-' || true"]);
    expect(agents.stdout.trim()).toBe("");
  }, 180_000);
});

describe("a Tart VM that stops before it has an address", () => {
  let tart: StandinTart;
  beforeAll(() => {
    tart = unbootableStandinTart();
  });
  afterAll(() => tart?.removeAll());

  it("is stopped and deleted with its run folder, says so at once, and the CLI exits 3", async () => {
    const dir = examplesCopy();
    const file = task(dir, "failed-start-tart", {
      type: "macos_tart",
      base_image: tart.image,
      launch_cmd: "exec galculator",
    });
    const result = await cliProcess(["run", file, "--replay", "--resolution", "1280x800"], dir, {
      ...process.env,
      ...tart.env,
    });
    expect(result.code, result.stderr).toBe(3);
    expect(result.stderr).toMatch(
      /the Tart VM desktest-.*failed-start-tart stopped before it had an address/,
    );
    expect(tart.events().map((e) => e.what)).toEqual(["start", "end"]);
    expect(tart.list()).toEqual([]);
    expect(tart.processes()).toEqual([]);
    expect(readdirSync(tartRunRoot(tart.env.DESKTEST_TART_HOME))).toEqual([]);
  }, 180_000);
});

describe("a QEMU VM whose start fails", () => {
  const runRoot = mkdtempSync(path.join(tmpdir(), "desktest-vm-run-"));
  const shape = {
    accelerator: "tcg",
    memoryMb: 512,
    cpus: 1,
    width: 1280,
    height: 800,
    network: false,
  } as const;
  const scratch = mkdtempSync(path.join(tmpdir(), "desktest-vm-broken-"));

  it("removes its folder when the overlay cannot be made, before QEMU", async () => {
    const image: VmImage = {
      dir: scratch,
      disk: path.join(scratch, "missing.qcow2"),
      format: "qcow2",
      hash: "missing",
      boot: { kind: "kernel", kernel: path.join(scratch, "no-kernel"), cmdline: "" },
    };
    await expect(QemuVm.start({ image, ...shape, runId: "t", taskId: "no-disk", runRoot })).rejects.toThrow(
      /missing\.qcow2/,
    );
    expect(readdirSync(runRoot)).toEqual([]);
  });

  it("ends QEMU and removes its folder when QEMU cannot boot what it was given", async () => {
    const disk = path.join(scratch, "disk.qcow2");
    execFileSync("qemu-img", ["create", "-q", "-f", "qcow2", disk, "64M"]);
    const image: VmImage = {
      dir: scratch,
      disk,
      format: "qcow2",
      hash: "no-kernel",
      boot: { kind: "kernel", kernel: path.join(scratch, "no-kernel"), cmdline: "" },
    };
    const start = QemuVm.start({ image, ...shape, runId: "t", taskId: "no-kernel", runRoot });
    await expect(start).rejects.toBeInstanceOf(InfraError);
    await expect(start).rejects.toThrow(/QEMU exited/);
    expect(readdirSync(runRoot)).toEqual([]);
  });
});

describe("a Windows VM (UEFI, software TPM) whose guest agent never answers", () => {
  const runRoot = mkdtempSync(path.join(tmpdir(), "desktest-vm-run-"));
  const scratch = mkdtempSync(path.join(tmpdir(), "desktest-vm-uefi-"));
  afterAll(() => {
    rmSync(runRoot, { recursive: true, force: true });
    rmSync(scratch, { recursive: true, force: true });
  });

  /** Processes whose command line names this test's run folder (QEMU, swtpm). */
  const processesOfRun = () => {
    try {
      return execFileSync("pgrep", ["-af", runRoot], { encoding: "utf8" }).split("\n").filter(Boolean);
    } catch {
      return []; // (pgrep: none)
    }
  };

  it("ends QEMU and its swtpm and removes its folder", async () => {
    // A windows_vm base image's shape with nothing to boot: the firmware, swtpm and QEMU run, no agent comes.
    const disk = path.join(scratch, "disk.qcow2");
    execFileSync("qemu-img", ["create", "-q", "-f", "qcow2", disk, "64M"]);
    const image: VmImage = {
      dir: scratch,
      disk,
      format: "qcow2",
      hash: "no-agent",
      boot: { kind: "uefi", tpm: true },
    };
    const start = QemuVm.start({
      image,
      ...{ accelerator: "tcg", memoryMb: 512, cpus: 1, width: 1280, height: 800, network: false },
      runId: "t",
      taskId: "no-agent",
      runRoot,
      agentTimeoutMs: 5_000,
    });
    await expect(start).rejects.toThrow(/the VM's guest agent did not answer within 5 s/);
    expect(readdirSync(runRoot)).toEqual([]);
    expect(processesOfRun()).toEqual([]);
  }, 120_000);
});

describe("desktest run --backend vm whose VM fails once QEMU runs", () => {
  // The project's Linux VM image as the VM cache has it (built once when missing), seen through a cache of
  // this test's own whose ready snapshot is not a VM's saved state: QEMU starts, loads it, and exits.
  const cache = mkdtempSync(path.join(tmpdir(), "desktest-vm-cache-"));
  const runRoot = mkdtempSync(path.join(tmpdir(), "desktest-vm-run-"));

  beforeAll(async () => {
    const image = await ensureLinuxVmImage(docker);
    const dir = path.join(cache, path.basename(image.dir));
    mkdirSync(dir);
    for (const file of ["image.json", "root.qcow2", "vmlinuz", "initrd.img"]) {
      symlinkSync(path.join(image.dir, file), path.join(dir, file));
    }
    // The machine `desktest run --backend vm --no-network --resolution 1280x800` asks for under TCG.
    const resources = clampResources(defaultVmResources(false), {
      memoryMb: Math.floor(totalmem() / 1024 / 1024),
      cpus: cpus().length,
    });
    const shape = { accelerator: "tcg", ...resources, width: 1280, height: 800, network: false } as const;
    const snapshot = path.join(dir, snapshotName(shape));
    mkdirSync(snapshot);
    writeFileSync(path.join(snapshot, "state"), "not a saved VM state\n".repeat(64));
    execFileSync("qemu-img", [
      ...["create", "-q", "-f", "qcow2", "-b", path.join(dir, "root.qcow2"), "-F", "qcow2"],
      path.join(snapshot, "disk.qcow2"),
    ]);
  }, 1_200_000);

  afterAll(() => {
    rmSync(cache, { recursive: true, force: true });
    rmSync(runRoot, { recursive: true, force: true });
  });

  /** QEMU processes whose command line names this test's run folder. */
  const qemuProcesses = () => {
    try {
      return execFileSync("pgrep", ["-af", `qemu-system.*${runRoot}`], { encoding: "utf8" })
        .split("\n")
        .filter(Boolean);
    } catch {
      return []; // (pgrep: none)
    }
  };

  it("ends QEMU, removes the VM's folder, says QEMU exited and why, and the CLI exits 3", async () => {
    const dir = examplesCopy();
    const result = await cliProcess(
      [
        "run",
        task(dir, "failed-start-vm"),
        "--replay",
        "--backend",
        "vm",
        "--no-network",
        "--resolution",
        "1280x800",
      ],
      dir,
      { ...process.env, DESKTEST_VM_CACHE: cache, DESKTEST_VM_RUN_DIR: runRoot, DESKTEST_VM_ACCEL: "tcg" },
    );
    expect(result.code, result.stderr).toBe(3);
    expect(result.stderr).toMatch(/QEMU exited \(\d+\) while starting/);
    expect(existsSync(runRoot) ? readdirSync(runRoot) : []).toEqual([]);
    expect(qemuProcesses()).toEqual([]);
  }, 600_000);
});

/**
 * A container of the desktop image (this spec's entrypoint and environment) for `attach`, made before the
 * describe's tests and removed after them; the getter gives it.
 */
function attachTarget(
  spec: Pick<Docker.ContainerCreateOptions, "Entrypoint" | "Env">,
): () => Docker.Container {
  let target: Docker.Container | undefined;
  beforeAll(async () => {
    target = await docker.createContainer({
      Image: desktopImageTag(),
      ...spec,
      HostConfig: { AutoRemove: true },
    });
    await target.start();
  }, 60_000);
  afterAll(async () => {
    await target?.remove({ force: true }).catch(() => undefined);
  });
  return () => target!;
}
