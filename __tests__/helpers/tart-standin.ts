import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Docker from "dockerode";
import { ensureLinuxVmImage, type LinuxVmImage } from "../../src/session/vm/linux-vm-image.ts";
import { LINUX_PROC } from "../../src/session/creator-identity.ts";
import { tartProfileFile } from "../../src/session/tart/tart-profile.ts";

const STANDIN_DIR = path.join(import.meta.dirname, "tart-standin");

/** A Tart home with one stand-in image prepared the way docs/macos.md prepares a real one. */
export interface StandinTart {
  image: string;
  /** PATH (the stand-in `tart` first), TART_HOME and DESKTEST_TART_HOME for this Tart. */
  env: Record<string, string>;
  /** VM starts and ends the stand-in recorded, in order. */
  events(): { at: number; what: "start" | "end"; name: string }[];
  /** The VMs Tart has (tart list). */
  list(): { Name: string; Running: boolean; State: "running" | "suspended" | "stopped" }[];
  /** The QEMU processes of this Tart home's VMs still running. */
  processes(): string[];
  /**
   * Another image as a provider ships it: its user has a password and no authorized key, and desktest
   * has no profile for it (what `desktest init-macos` starts from).
   */
  freshImage(name: string, password: string): void;
  /** The public key desktest logs in with (the identity of the profiles written by hand). */
  publicKey: string;
  /**
   * A profile written by hand (docs/macos.md) for the image or VM `name`, made from the stand-in image
   * `from`: the user tester, this Tart home's key, `from`'s host key for every address, the X session's
   * variables.
   */
  writeProfile(name: string, from: string): void;
  /** Delete every VM of this Tart home (and the disks and saved states the stand-in kept for them). */
  removeAll(): void;
}

/**
 * The `tart` stand-in (__tests__/helpers/tart-standin/tart) with an image whose disk is the project's
 * Linux VM image (built when missing), booted by QEMU with a real sshd, its host key, and the key desktest
 * logs in with; the image's desktest profile (user, key, known_hosts that accepts the image's host key at
 * any address, the X session's variables).
 */
export async function standinTart(image = "desktest-macos-standin"): Promise<StandinTart> {
  return standinTartOf(await ensureLinuxVmImage(new Docker()), image);
}

/**
 * The stand-in with an image whose VM cannot start (its kernel is missing): `tart run` ends at once,
 * after the clone exists. Needs no VM image.
 */
export function unbootableStandinTart(image = "desktest-macos-unbootable"): StandinTart {
  const dir = mkdtempSync(path.join(tmpdir(), "desktest-unbootable-"));
  const disk = path.join(dir, "disk.qcow2");
  execFileSync("qemu-img", ["create", "-q", "-f", "qcow2", disk, "64M"]);
  const [kernel, initrd] = [path.join(dir, "no-kernel"), path.join(dir, "no-initrd")];
  return standinTartOf(
    {
      dir,
      disk,
      format: "qcow2",
      hash: "unbootable",
      kernel,
      initrd,
      boot: { kind: "kernel", kernel, initrd, cmdline: "" },
    },
    image,
  );
}

function standinTartOf(vm: LinuxVmImage, image: string): StandinTart {
  const root = mkdtempSync(path.join(tmpdir(), "desktest-tart-"));
  writeFileSync(path.join(root, "creator"), String(process.pid));
  const tartHome = path.join(root, "tart");
  const desktestHome = path.join(root, "desktest");
  const imageDir = path.join(tartHome, "standin-images", image);
  writeDisk(imageDir, vm);
  mkdirSync(path.join(desktestHome, "keys"), { recursive: true });
  const hostKey = path.join(imageDir, "ssh_host_ed25519_key");
  execFileSync("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-f", hostKey]);
  const identity = path.join(desktestHome, "keys", "id_ed25519");
  execFileSync("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-C", "desktest", "-f", identity]);
  const publicKey = readFileSync(`${identity}.pub`, "utf8");
  writeFileSync(path.join(imageDir, "authorized_keys"), publicKey);
  /** A profile written by hand for `name`, whose VMs have the host key of the stand-in image `from`. */
  const writeProfile = (name: string, from: string) => {
    const hostPublic = readFileSync(
      path.join(tartHome, "standin-images", from, "ssh_host_ed25519_key.pub"),
      "utf8",
    );
    const knownHosts = path.join(desktestHome, "keys", `${name}.known_hosts`);
    writeFileSync(knownHosts, `* ${hostPublic.trim().split(" ").slice(0, 2).join(" ")}\n`);
    const profile = tartProfileFile(name, desktestHome);
    mkdirSync(path.dirname(profile), { recursive: true });
    writeFileSync(
      profile,
      JSON.stringify({
        user: "tester",
        identity: "../keys/id_ed25519",
        knownHosts: `../keys/${path.basename(knownHosts)}`,
        env: { DISPLAY: ":99", DBUS_SESSION_BUS_ADDRESS: "unix:path=/tmp/dbus-session" },
      }),
    );
  };
  writeProfile(image, image);
  const env = {
    PATH: `${STANDIN_DIR}:${process.env.PATH}`,
    TART_HOME: tartHome,
    DESKTEST_TART_HOME: desktestHome,
  };
  const tart = (...args: string[]) =>
    execFileSync(path.join(STANDIN_DIR, "tart"), args, { env: { ...process.env, ...env }, encoding: "utf8" });
  return {
    image,
    env,
    publicKey,
    writeProfile,
    removeAll() {
      for (const vm of JSON.parse(tart("list", "--format", "json")) as { Name: string }[])
        tart("delete", vm.Name);
      rmSync(path.join(tartHome, "ready"), { recursive: true, force: true });
    },
    freshImage(name: string, password: string) {
      const dir = path.join(tartHome, "standin-images", name);
      writeDisk(dir, vm);
      writeFileSync(path.join(dir, "password"), password);
      writeFileSync(path.join(dir, "authorized_keys"), "");
      execFileSync("ssh-keygen", [
        "-q",
        "-t",
        "ed25519",
        "-N",
        "",
        "-f",
        path.join(dir, "ssh_host_ed25519_key"),
      ]);
    },
    events() {
      let text: string;
      try {
        text = readFileSync(path.join(tartHome, "events.log"), "utf8");
      } catch {
        return [];
      }
      return text
        .trim()
        .split("\n")
        .filter(Boolean)
        .map((line) => {
          const [at, what, name] = line.split(" ") as [string, "start" | "end", string];
          return { at: Number(at), what, name };
        });
    },
    list: () => JSON.parse(tart("list", "--format", "json")) as ReturnType<StandinTart["list"]>,
    processes: () => {
      try {
        return execFileSync("pgrep", ["-f", `file=${tartHome}/vms/`], { encoding: "utf8" })
          .split("\n")
          .filter(Boolean);
      } catch {
        return []; // (pgrep: none)
      }
    },
  };
}

/** An image folder's disk and boot files: the Linux VM image's, never written (VMs get overlays), user tester. */
function writeDisk(dir: string, vm: LinuxVmImage): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "disk"), vm.disk);
  writeFileSync(path.join(dir, "kernel"), vm.kernel);
  writeFileSync(path.join(dir, "initrd"), vm.initrd);
  writeFileSync(path.join(dir, "cmdline"), vm.boot.kind === "kernel" ? vm.boot.cmdline : "");
  writeFileSync(path.join(dir, "user"), "tester");
}

/** The most VMs that ran at once, from the stand-in's events. */
export function mostAtOnce(events: { what: "start" | "end" }[]): number {
  let now = 0;
  let most = 0;
  for (const event of events) {
    now += event.what === "start" ? 1 : -1;
    most = Math.max(most, now);
  }
  return most;
}

/**
 * Stop the stand-in VMs whose creating test worker is gone (a test that timed out, a killed run of the
 * tests: their `tart run` children are detached, as Tart's are). Returns the VMs stopped.
 */
export function reapStandinVms(): string[] {
  const stopped: string[] = [];
  for (const pid of readdirSync("/proc").filter((entry) => /^\d+$/.test(entry))) {
    let argv: string[];
    try {
      argv = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
    } catch {
      continue; // (gone)
    }
    const name = argv[argv.indexOf("-name") + 1] ?? "";
    const disk = /file=(.+)\/tart\/vms\/[^/]+\/disk\.qcow2/.exec(argv.join(" "))?.[1];
    if (!argv[0]?.includes("qemu") || !name.startsWith("tart-standin-") || !disk) continue;
    let creator = 0;
    try {
      creator = Number(readFileSync(path.join(disk, "creator"), "utf8"));
    } catch {
      // (its home is gone too)
    }
    if (creator > 0 && LINUX_PROC.alive(creator)) continue;
    try {
      process.kill(Number(pid), "SIGKILL");
      stopped.push(name);
    } catch {
      // (gone meanwhile)
    }
  }
  return stopped;
}
