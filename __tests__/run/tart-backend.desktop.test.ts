/**
 * `macos_tart` tasks through the real Tart code path (clone, run, ip, the agent over SSH with the image's
 * key and host key, stop, delete), against the `tart` stand-in: its VMs are QEMU VMs of the project's
 * Linux VM image (under software emulation here) with a real OpenSSH server, so a task runs end to end
 * here; the macOS adapter itself cannot (docs/platforms.md).
 */
import { execFileSync, spawn } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { askpass } from "../../src/session/tart/askpass.ts";
import { sshArgv } from "../../src/session/ssh/ssh-command.ts";
import { runSshOnceReachable } from "../../src/session/ssh/ssh-desktop.ts";
import { cli, type CliResult } from "../helpers/cli.ts";
import { examplesCopy } from "../helpers/run-examples.ts";
import { mostAtOnce, standinTart, type StandinTart } from "../helpers/tart-standin.ts";

const repo = path.resolve(import.meta.dirname, "../..");
let tart: StandinTart;
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  tart = await standinTart();
  for (const [name, value] of Object.entries(tart.env)) {
    saved[name] = process.env[name];
    process.env[name] = value;
  }
});

afterAll(() => {
  tart?.removeAll();
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

/**
 * A macos_tart task on the stand-in image with a small app (galculator, as installed): a replay step that writes a file through the
 * desktop's shell and a check of it (what the scheduler test needs, at little cost under emulation).
 */
function plainTartTask(dir: string, id: string): string {
  writeFileSync(
    path.join(dir, `${id}.replay.py`),
    `import subprocess\nsubprocess.run(["sh", "-c", "echo ${id} > /tmp/replayed"], check=True)\nprint("REPLAY_COMPLETE")\n`,
  );
  const task = {
    schema_version: "1.0",
    id,
    instruction: "Write the task's id into /tmp/replayed.",
    app: { type: "macos_tart", base_image: tart.image, launch_cmd: "exec galculator" },
    evaluator: {
      mode: "programmatic",
      metrics: [{ type: "command_output", command: "cat /tmp/replayed", expected: id, match_mode: "equals" }],
    },
    timeout: 300,
    replay_script: `${id}.replay.py`,
  };
  writeFileSync(path.join(dir, `${id}.json`), JSON.stringify(task, null, 2));
  return `${id}.json`;
}

/** galculator-add as a macos_tart task on the image prepared by hand (its app folder copied in, started by launch_cmd). */
function tartTask(dir: string, image: string, id = "galculator-add"): string {
  const file = path.join(dir, `${id}.json`);
  const task = JSON.parse(readFileSync(path.join(dir, "galculator-add.json"), "utf8")) as Record<
    string,
    unknown
  >;
  task.id = id;
  task.timeout = 300; // (VMs under software emulation, on a busy machine)
  task.app = {
    type: "macos_tart",
    base_image: image,
    app_path: "galculator-app",
    launch_cmd: "cd /home/tester/galculator-app && exec ./run.sh",
  };
  writeFileSync(file, JSON.stringify(task, null, 2));
  return path.basename(file);
}

/**
 * A VM `to` cloned from the stand-in image `from`, booted once, changed by the user's own commands over
 * password logins (ssh's askpass; each list of commands one session), and suspended (`tart suspend`, its
 * state kept with it): an image as its owner left it, whose clones resume instead of booting.
 */
async function prepareStandinUser(from: string, to: string, password: string, ...sessions: string[][]) {
  execFileSync("tart", ["clone", from, to]);
  const vm = spawn("tart", ["run", "--no-graphics", "--suspendable", to], {
    stdio: "ignore",
    detached: true,
  });
  const ended = new Promise((resolve) => vm.once("exit", resolve));
  const scratch = mkdtempSync(path.join(tmpdir(), "desktest-standin-user-"));
  const pass = await askpass(password);
  try {
    const ip = execFileSync("tart", ["ip", "--wait", "300", to], { encoding: "utf8" }).trim();
    for (const commands of sessions) {
      const argv = sshArgv(
        { user: "tester", host: ip, port: 22 },
        {
          knownHosts: path.join(scratch, "known_hosts"),
          overrides: [
            "BatchMode=no",
            "StrictHostKeyChecking=accept-new",
            "PubkeyAuthentication=no",
            "PreferredAuthentications=password,keyboard-interactive",
            "NumberOfPasswordPrompts=1",
          ],
        },
        commands.join(" && "),
      );
      const result = await runSshOnceReachable(argv, Buffer.alloc(0), Date.now() + 300_000, pass.env);
      expect(result.code, result.stderr).toBe(0);
    }
    execFileSync("tart", ["suspend", to]);
    await ended;
    expect(tart.list().find((vm) => vm.Name === to)).toMatchObject({ Running: false, State: "suspended" });
  } finally {
    await pass.remove();
    vm.kill();
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * The image as a provider ships it (its user has a password and no authorized key, desktest has no profile
 * for it), once for the file: both init-macos tests start from it, so its VMs boot once (the stand-in keeps
 * a booted disk's state).
 */
const FRESH = { image: "standin-fresh", password: "s3cret pass" };
let freshMade = false;
function freshImage(): string {
  if (!freshMade) tart.freshImage(FRESH.image, FRESH.password);
  freshMade = true;
  return FRESH.image;
}

/**
 * An image prepared by hand, the other way docs/macos.md allows (a profile written by hand): a clone of the
 * image as a provider ships it, whose user's authorized_keys got desktest's key over a password login, left
 * suspended; once for the file (its clones resume from its state; it resumes from the fresh image's).
 */
let byHand: Promise<string> | undefined;
function byHandImage(): Promise<string> {
  byHand ??= (async () => {
    await prepareStandinUser(freshImage(), "by-hand", FRESH.password, [
      "umask 077 && mkdir -p ~/.ssh",
      `printf '%s\\n' '${tart.publicKey.trim()}' >> ~/.ssh/authorized_keys`,
    ]);
    tart.writeProfile("by-hand", FRESH.image);
    return "by-hand";
  })();
  return byHand;
}

/** `desktest init-macos` from the fresh image with a wrong password (to 'half'), once for the file. */
let refusing: Promise<CliResult> | undefined;
function wrongPassword(): Promise<CliResult> {
  refusing ??= (async () => {
    const work = examplesCopy();
    writeFileSync(path.join(work, "password"), "wrong\n");
    return cli(
      [
        "init-macos",
        "--from",
        freshImage(),
        "--to",
        "half",
        "--user",
        "tester",
        "--password-file",
        "password",
        "--wheelhouse",
        ".",
      ],
      work,
      { ...process.env },
    );
  })();
  return refusing;
}

/**
 * `desktest init-macos` from an image with a password login only to the image 'prepared', once for the file:
 * its test checks what it did, and the suite runs tasks on the image it made (each VM boot under emulation
 * costs a minute). Beside it, once the fresh image's first boot has saved its state: the image prepared by
 * hand, then init-macos with a wrong password, each resuming a VM from that state (init-macos's VM waits on
 * its own emulated core, and each of these on the other core).
 */
let preparing: Promise<{ made: CliResult; again: CliResult; vms: [string, boolean][] }> | undefined;
function prepared() {
  preparing ??= (async () => {
    // As on a Mac with the Command Line Tools: a Python 3.9 first on the PATH of a non-login SSH session
    // (here through ~/.bashrc, which bash reads for sshd's commands), a 3.11 where a login shell's
    // profile puts it (as Homebrew's and python.org's installers do in ~/.zprofile).
    await prepareStandinUser(
      freshImage(),
      "standin-clt",
      FRESH.password,
      [
        "mkdir -p ~/clt/bin ~/py311/bin",
        `printf '%s\\n' '#!/bin/sh' 'case "$*" in *version_info*) echo 3.9 ;; *) echo "Python 3.9.6 is older than 3.10" >&2; exit 1 ;; esac' > ~/clt/bin/python3`,
        "chmod 755 ~/clt/bin/python3",
        "ln -sf /usr/bin/python3 ~/py311/bin/python3",
        `printf '%s\\n' 'PATH="$HOME/clt/bin:$PATH"' > ~/.bashrc`,
        `printf '%s\\n' 'PATH="$HOME/py311/bin:$PATH"' > ~/.profile`,
      ],
      [
        // (the setup holds, in a new session: 3.9 first without a login, 3.11 with one)
        `[ "$(command -v python3)" = "$HOME/clt/bin/python3" ] || { echo "non-login: $(command -v python3)" >&2; exit 1; }`,
        `[ "$(bash -lc 'command -v python3' </dev/null)" = "$HOME/py311/bin/python3" ] || { echo "login: $(bash -lc 'command -v python3')" >&2; exit 1; }`,
      ],
    );
    const beside = (async () => {
      await byHandImage();
      await wrongPassword();
    })();
    const work = examplesCopy();
    writeFileSync(path.join(work, "password"), `${FRESH.password}\n`);
    const wheels = path.join(work, "wheels");
    mkdirSync(wheels);
    // The pinned pure-Python wheels of the desktop image (fetched once per checkout; idempotent).
    execFileSync("bash", [path.join(repo, "docker/scripts/fetch-wheels.sh")], { stdio: "ignore" });
    copyFileSync(
      path.join(repo, "docker/wheels/pyperclip-1.11.0-py3-none-any.whl"),
      path.join(wheels, "pyperclip-1.11.0-py3-none-any.whl"),
    );
    writeFileSync(path.join(work, "requirements.txt"), "pyperclip==1.11.0\n");
    const flags = [
      "--from",
      "standin-clt",
      "--to",
      "prepared",
      "--user",
      "tester",
      "--password-file",
      "password",
    ];
    flags.push("--requirements", "requirements.txt", "--wheelhouse", "wheels");
    flags.push("--env", "DISPLAY=:99", "--env", "DBUS_SESSION_BUS_ADDRESS=unix:path=/tmp/dbus-session");
    const made = await cli(["init-macos", ...flags], work, { ...process.env });
    // (what went on beside it has ended: its failures are its own tests')
    await Promise.allSettled([beside]);
    const vms = tart
      .list()
      .filter((vm) => vm.Name !== "by-hand")
      .map((vm): [string, boolean] => [vm.Name, vm.Running]);
    const again = await cli(["init-macos", ...flags], work, { ...process.env });
    return { made, again, vms };
  })();
  return preparing;
}

/** Tart's VMs other than the images prepared for init-macos and by it: the clones of tasks. */
const clones = () => tart.list().filter((vm) => !["prepared", "standin-clt", "by-hand"].includes(vm.Name));

describe("desktest init-macos", () => {
  it("prepares an image from one with a password login only (a macos_tart task then runs on it: the suite below)", async () => {
    const { made, again, vms } = await prepared();
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toContain("ready: Tart image 'prepared'");
    // init-macos ends with desktest selftest on a clone of the image it made (the stand-in's desktop is Linux).
    expect(made.stdout).toMatch(/^✓ accessibility read-back .* holds the line/m);
    expect(made.stdout).toContain("selftest passed on tart (linux): 12 operations");
    expect(made.stderr).toMatch(/the image's Python: \/home\/tester\/py311\/bin\/python3 \(3\.\d+\)/);
    expect(made.stdout + made.stderr).not.toContain("s3cret");
    expect(vms).toEqual([
      ["prepared", false],
      ["standin-clt", false],
    ]);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain("already exists");
  }, 900_000);

  it("refuses a wrong password and leaves no half-made image", async () => {
    const result = await wrongPassword();
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("refused tester's password");
    expect(tart.list().map((vm) => vm.Name)).not.toContain("half");
  }, 300_000);
});

describe("macos_tart tasks in Tart VMs", () => {
  it("clones each task's image, runs the task over SSH in the clone and deletes it, at most two VMs at once whatever --concurrency says", async () => {
    const { made } = await prepared();
    expect(made.code, made.stderr).toBe(0);
    const dir = examplesCopy();
    // galculator-add (its app folder deployed over SSH) on the image prepared by hand as docs/macos.md allows,
    // and two light tasks on the image init-macos prepared
    const files = [tartTask(dir, await byHandImage(), "tart-galculator")];
    for (const id of ["tart-b", "tart-c"]) {
      const file = plainTartTask(dir, id);
      const task = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as { app: { base_image: string } };
      task.app.base_image = "prepared";
      writeFileSync(path.join(dir, file), JSON.stringify(task));
      files.push(file);
    }
    const before = tart.events().length;
    const result = await cli(
      ["suite", ...files, "--replay", "--resolution", "1280x800", "--concurrency", "3"],
      dir,
      {
        ...process.env,
      },
    );
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(result.stdout).toMatch(/Passed: 3 \| Failed: 0/);
    const said = (result.stdout + result.stderr).match(/at most 2 at a time on this host/g) ?? [];
    expect(said).toHaveLength(1);
    expect(tart.events().slice(before)).toHaveLength(6);
    expect(mostAtOnce(tart.events().slice(before))).toBe(2);
    expect(clones()).toEqual([]);
    expect(tart.processes()).toEqual([]);
  }, 900_000);

  it("leaves no clone behind after the run is killed and `desktest reap` runs", async () => {
    const dir = examplesCopy();
    const file = tartTask(dir, await byHandImage(), "tart-killed");
    const before = tart.events().length;
    const child = spawn(
      process.execPath,
      [
        "--import",
        pathToFileURL(path.join(repo, "node_modules/tsx/dist/loader.mjs")).href,
        path.join(repo, "src/cli/main.ts"),
        "run",
        file,
        "--replay",
        "--resolution",
        "1280x800",
      ],
      { cwd: dir, env: { ...process.env }, stdio: "ignore" },
    );
    try {
      const deadline = Date.now() + 120_000;
      while (
        !tart
          .events()
          .slice(before)
          .some((e) => e.what === "start")
      ) {
        if (Date.now() > deadline) throw new Error("the VM never started");
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(clones().map((vm) => vm.Running)).toEqual([true]);
    } finally {
      child.kill("SIGKILL");
    }
    await new Promise((resolve) => child.once("exit", resolve));
    const reaped = await cli(["reap"], dir, { ...process.env });
    expect(reaped.code, reaped.stderr).toBe(0);
    expect(reaped.stdout).toMatch(/desktest-.*tart-killed/);
    expect(clones()).toEqual([]);
    expect(tart.processes()).toEqual([]);
  }, 300_000);
});
