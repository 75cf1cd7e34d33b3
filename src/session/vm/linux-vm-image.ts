import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { createWriteStream, existsSync } from "node:fs";
import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import { homedir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import type Docker from "dockerode";
import { InfraError } from "../../errors/desktest-error.ts";
import { findDockerDir } from "../docker-dir.ts";
import { readBuildContext, type BuildContext } from "../docker/build-context.ts";
import { buildProgress, type BuildProgress } from "../build-progress.ts";
import { buildImage, desktopImageTag, ensureDesktopImage } from "../docker/desktop-image.ts";
import { creatorLabels, currentCreator } from "../creator-identity.ts";
import { LABEL } from "../labels.ts";
import type { VmImage } from "./vm-image.ts";
import { markImageUsed, pruneVmImages } from "./vm-image-cache.ts";

const run = promisify(execFile);

/**
 * The project's Linux desktop as a VM: a bootable qcow2 (an EFI system partition with systemd-boot and
 * an ext4 root), and its kernel and initrd beside it, which the engine boots directly (faster, and the
 * task's screen size reaches the desktop through the kernel command line). `hash`: the content hash of
 * what it is built from (docker/vm, the desktop image and the script that makes the disk).
 */
export interface LinuxVmImage extends VmImage {
  kernel: string;
  initrd: string;
}

export const VM_DOCKER_IMAGE = "desktest-desktop:vm";
const DISK_SIZE_MIB = 8192;
/** The EFI system partition: systemd-boot, the kernel and its initrd (FAT32). */
const ESP_MIB = 160;
/** The kernel command line (root on the disk's second partition, the console on the serial port). */
export const LINUX_ROOT_CMDLINE = "root=/dev/vda2 rw console=ttyS0 quiet systemd.show_status=0";
/** The screen a firmware boot gives (a direct kernel boot passes the task's). */
const FIRMWARE_BOOT_SCREEN = { width: 1280, height: 800 };

/** Where VM images and their ready snapshots are kept: DESKTEST_VM_CACHE, else ~/.cache/desktest/vm. */
export function vmCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.DESKTEST_VM_CACHE) return path.resolve(env.DESKTEST_VM_CACHE);
  return path.join(env.XDG_CACHE_HOME || path.join(homedir(), ".cache"), "desktest", "vm");
}

/**
 * The Linux VM image, built offline when missing or stale, the way the Docker desktop is: the desktop
 * image plus docker/vm (a kernel for VMs, systemd, the desktop and the guest agent as services) as a
 * Docker image, whose files become an ext4 root file system (made inside a container, so that file
 * owners survive without root on the host) converted to qcow2. Cached by the content hash.
 */
export async function ensureLinuxVmImage(
  docker: Docker,
  options: { cacheDir?: string; onProgress?: (line: string) => void } = {},
): Promise<LinuxVmImage> {
  const say = options.onProgress ?? (() => undefined);
  await ensureDesktopImage(docker, { onProgress: say });
  const baseHash =
    (await docker.getImage(desktopImageTag()).inspect()).Config?.Labels?.[LABEL.imageHash] ?? "";
  const { context, hash, dir } = await vmImagePlace(baseHash, options.cacheDir ?? vmCacheDir());
  const kernel = path.join(dir, "vmlinuz");
  const initrd = path.join(dir, "initrd.img");
  const image: LinuxVmImage = {
    dir,
    disk: path.join(dir, "root.qcow2"),
    format: "qcow2",
    kernel,
    initrd,
    hash,
    boot: { kind: "kernel", kernel, initrd, cmdline: LINUX_ROOT_CMDLINE },
    vncRelay: true,
  };
  if (existsSync(path.join(dir, "image.json"))) {
    await markImageUsed(dir);
    return image;
  }

  say(`building the Linux VM image ${hash.slice(0, 12)} into ${dir}`);
  const progress = buildProgress("Linux VM image", say);
  try {
    await buildVmImage(docker, context, hash, dir, progress, say);
    progress.end("built");
    const removed = await pruneVmImages(path.dirname(dir));
    if (removed.length > 0)
      say(
        `removed ${removed.length} Linux VM image(s) not used lately: ${removed.map((d) => path.basename(d)).join(", ")}`,
      );
    return image;
  } catch (error) {
    progress.end("failed");
    throw error;
  }
}

/** The four steps: the VM's Docker image, its files exported, the disk made of them, converted to qcow2. */
async function buildVmImage(
  docker: Docker,
  context: BuildContext,
  hash: string,
  dir: string,
  progress: BuildProgress,
  say: (line: string) => void,
): Promise<void> {
  const current = await docker
    .getImage(VM_DOCKER_IMAGE)
    .inspect()
    .then((info) => info.Config?.Labels?.[LABEL.imageHash])
    .catch(() => undefined);
  if (current !== hash) {
    progress.step(1, 4, `${VM_DOCKER_IMAGE}: a kernel, systemd and the desktop and agent services`);
    await buildImage(
      docker,
      context,
      {
        t: VM_DOCKER_IMAGE,
        dockerfile: "Dockerfile.vm",
        buildargs: { BASE: desktopImageTag() },
        labels: { [LABEL.imageHash]: hash },
        rm: true,
        forcerm: true,
      },
      {
        say: (line) => say(`  ${line}`),
        hint: "the VM image installs Debian's kernel and systemd: the build needs Debian's mirror",
      },
    );
  }

  const work = `${dir}.building-${process.pid}`;
  await rm(work, { recursive: true, force: true });
  await mkdir(work, { recursive: true });
  try {
    progress.step(2, 4, "exporting its files");
    const container = await docker.createContainer({
      Image: VM_DOCKER_IMAGE,
      Entrypoint: ["true"],
      Labels: buildContainerLabels(),
    });
    try {
      await pipeline(await container.export(), createWriteStream(path.join(work, "root.tar")));
    } finally {
      await container.remove({ force: true });
    }
    progress.step(
      3,
      4,
      `a GPT disk of ${DISK_SIZE_MIB} MiB: an EFI system partition and an ext4 root (owners kept)`,
    );
    await runInContainer(docker, work, diskScript());
    progress.step(4, 4, "converting it to qcow2");
    await run("qemu-img", [
      "convert",
      "-O",
      "qcow2",
      path.join(work, "root.raw"),
      path.join(work, "root.qcow2"),
    ]).catch((error: Error) => {
      throw new InfraError(`qemu-img could not convert the VM disk: ${error.message}`, {
        hint: "install QEMU's tools: apt-get install qemu-utils",
      });
    });
    await rm(path.join(work, "root.raw"));
    await writeFile(
      path.join(work, "image.json"),
      JSON.stringify({ hash, built: new Date().toISOString(), kernelCmdline: LINUX_ROOT_CMDLINE }, null, 2) +
        "\n",
    );
    await rm(dir, { recursive: true, force: true });
    await rename(work, dir);
  } catch (error) {
    await rm(work, { recursive: true, force: true });
    throw error;
  }
}

/** What the VM image is built from (docker/vm), its content hash over that and the desktop image's, and its folder. */
async function vmImagePlace(desktopHash: string, cacheDir: string) {
  const context = await readBuildContext(path.join(findDockerDir(), "vm"));
  const hash = createHash("sha256")
    .update(`${context.hash}\0${desktopHash}\0${diskScript().join("\n")}`)
    .digest("hex");
  return { context, hash, dir: path.join(cacheDir, hash.slice(0, 16)) };
}

/**
 * Where the Linux VM image stands, building nothing (`desktest doctor`): current (built from this
 * docker/ folder), stale (only images of other docker/ folders are in the cache) or missing.
 */
export async function linuxVmImageState(
  cacheDir = vmCacheDir(),
): Promise<{ state: "current" | "stale" | "missing"; dir: string }> {
  // The desktop image a VM image is made from is built from docker/ and labelled with its hash.
  const { dir } = await vmImagePlace((await readBuildContext(findDockerDir())).hash, cacheDir);
  if (existsSync(path.join(dir, "image.json"))) return { state: "current", dir };
  const others = await readdir(cacheDir, { withFileTypes: true }).catch(() => []);
  const built = others.some(
    (entry) => entry.isDirectory() && existsSync(path.join(cacheDir, entry.name, "image.json")),
  );
  return { state: built ? "stale" : "missing", dir };
}

/**
 * The script (run as root in the VM Docker image, /out = the work folder holding root.tar) that makes
 * the disk without loop devices or mounts: the files unpacked with their owners, an ext4 image made from
 * them (`mke2fs -d`), a FAT32 EFI system partition filled with mtools (systemd-boot as the removable
 * medium's boot loader, the kernel, the initrd, one loader entry, no menu), a GPT partition table written
 * by sfdisk into a sparse file and both partitions copied into place.
 */
export function diskScript(): string[] {
  const rootMib = DISK_SIZE_MIB - 1 - ESP_MIB - 1; // 1 MiB before the ESP, 1 MiB for the backup GPT
  const entry = [
    "title desktest Linux desktop",
    "linux /vmlinuz",
    "initrd /initrd.img",
    `options ${LINUX_ROOT_CMDLINE} desktest.width=${FIRMWARE_BOOT_SCREEN.width} desktest.height=${FIRMWARE_BOOT_SCREEN.height}`,
  ].join("\\n");
  return [
    "set -e",
    "mkdir /tmp/root",
    "tar -C /tmp/root -xpf /out/root.tar",
    "rm /out/root.tar",
    // (Docker's marker: systemd in the VM would take itself for a container's and skip what a machine runs)
    "rm -f /tmp/root/.dockerenv",
    "echo desktest-vm > /tmp/root/etc/hostname",
    "printf 'nameserver 10.0.2.3\\n' > /tmp/root/etc/resolv.conf",
    "cp /tmp/root/boot/vmlinuz-* /out/vmlinuz",
    "cp /tmp/root/boot/initrd.img-* /out/initrd.img",
    `mke2fs -q -t ext4 -L desktest-root -d /tmp/root /tmp/root.ext4 ${rootMib}M`,
    "rm -rf /tmp/root",
    `mkfs.vfat -F 32 -n DESKTESTESP -C /tmp/esp.img ${ESP_MIB * 1024} >/dev/null`,
    "mmd -i /tmp/esp.img ::/EFI ::/EFI/BOOT ::/loader ::/loader/entries",
    "mcopy -i /tmp/esp.img /usr/lib/systemd/boot/efi/systemd-bootx64.efi ::/EFI/BOOT/BOOTX64.EFI",
    "mcopy -i /tmp/esp.img /out/vmlinuz ::/vmlinuz",
    "mcopy -i /tmp/esp.img /out/initrd.img ::/initrd.img",
    "printf 'default desktest.conf\\ntimeout 0\\nconsole-mode keep\\n' > /tmp/loader.conf",
    `printf '${entry}\\n' > /tmp/desktest.conf`,
    "mcopy -i /tmp/esp.img /tmp/loader.conf ::/loader/loader.conf",
    "mcopy -i /tmp/esp.img /tmp/desktest.conf ::/loader/entries/desktest.conf",
    `truncate -s ${DISK_SIZE_MIB}M /out/root.raw`,
    [
      "printf 'label: gpt\\n",
      `start=1MiB, size=${ESP_MIB}MiB, type=C12A7328-F81F-11D2-BA4B-00A0C93EC93B, name=esp\\n`,
      `start=${1 + ESP_MIB}MiB, size=${rootMib}MiB, type=0FC63DAF-8483-4772-8E79-3D69D8477DE4, name=root\\n'`,
      " | sfdisk --quiet /out/root.raw",
    ].join(""),
    "dd if=/tmp/esp.img of=/out/root.raw bs=1M seek=1 conv=notrunc,sparse status=none",
    `dd if=/tmp/root.ext4 of=/out/root.raw bs=1M seek=${1 + ESP_MIB} conv=notrunc,sparse status=none`,
    "chmod 644 /out/vmlinuz /out/initrd.img /out/root.raw",
  ];
}

/** Run a shell script as root in the VM Docker image with `hostDir` at /out; throws with its log on failure. */
async function runInContainer(docker: Docker, hostDir: string, script: string[]): Promise<void> {
  const container = await docker.createContainer({
    Image: VM_DOCKER_IMAGE,
    User: "root",
    Entrypoint: ["sh", "-c", script.join("\n")],
    Labels: buildContainerLabels(),
    HostConfig: { Binds: [`${hostDir}:/out`] },
  });
  try {
    await container.start();
    const { StatusCode } = (await container.wait()) as { StatusCode: number };
    if (StatusCode !== 0) {
      const logs = ((await container.logs({ stdout: true, stderr: true })) as unknown as Buffer).toString(
        "utf8",
      );
      throw new InfraError(`making the VM disk failed (exit ${StatusCode}): ${logs.slice(-2000)}`);
    }
  } finally {
    await container.remove({ force: true });
  }
}

/**
 * The labels of the build's short-lived containers: managed, and by whom, so that `desktest reap` (and a
 * test run's teardown) removes one whose building process was killed before its `finally` ran.
 */
function buildContainerLabels(): Record<string, string> {
  return { [LABEL.managed]: "true", ...creatorLabels(currentCreator()) };
}
