import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import tar from "tar-stream";
import { ConfigError, InfraError } from "../../errors/desktest-error.ts";
import { pythonCommandLine, sshArgv, explainSshFailure } from "../ssh/ssh-command.ts";
import { UNPACK_TAR_PY } from "../ssh/unpack-tar-py.ts";
import { collect, runSsh, runSshOnceReachable, startSshAgent } from "../ssh/ssh-desktop.ts";
import type { SshTarget } from "../ssh-target.ts";
import { buildWheelhouse } from "../wheelhouse.ts";
import { askpass } from "./askpass.ts";
import { anyAddressKnownHosts } from "./known-hosts.ts";
import {
  findPythonsScript,
  MIN_PYTHON,
  newEnough,
  parsePythons,
  parseProvisionReport,
  provisionScript,
  type ProvisionReport,
} from "./provision-macos.ts";
import { TartCli } from "./tart-cli.ts";
import { tartHome, tartProfileFile } from "./tart-profile.ts";

const run = promisify(execFile);

export interface InitMacosRequest {
  /** The Tart image to start from (local or remote, e.g. ghcr.io/cirruslabs/macos-sonoma-base:latest). */
  from: string;
  /** The prepared image's name: what tasks give as base_image. */
  to: string;
  user: string;
  /** The user's password, for the first login only (it installs the runner's key). */
  password: string;
  /** The image's Python 3.10+ (otherwise the first one found: see findPythonsScript). */
  python?: string;
  requirements: string;
  /** Wheels for the requirements (otherwise pip fetches macOS wheels on this machine). */
  wheelhouse?: string;
  /** Variables the agent needs in the image, kept in the profile. */
  env?: Record<string, string>;
  /** Replace an image of that name. */
  force?: boolean;
  tart?: TartCli;
  log?: (line: string) => void;
}

export interface InitMacosResult {
  profileFile: string;
  /** The image's Python the agent runs with. */
  python: string;
  report: ProvisionReport;
  /** From the agent's first hello in the image: each missing permission's directions. */
  permissionHelp: string[];
}

/** How long the clone may take to boot and let us in. */
const BOOT_SECONDS = 300;

/**
 * `desktest init-macos`: a Tart image ready for `macos_tart` tasks, made from another one without a
 * person at the screen: clone it, boot it headless, log in once with the user's password (from a file,
 * through ssh's askpass: never on a command line) to install this runner's own key, record the image's
 * host key, install the agent's packages from wheels for the user, set what can be set (auto-login is
 * checked; the TCC permissions written where the system allows), start the agent once to see what it
 * still lacks, stop the VM, and write the image's profile. Fails whole: the half-made image is deleted.
 */
export async function initMacos(request: InitMacosRequest): Promise<InitMacosResult> {
  const log = request.log ?? (() => undefined);
  const tart = request.tart ?? new TartCli();
  const home = tartHome();
  const slug = path.basename(tartProfileFile(request.to, home), ".json");
  const keys = path.join(home, "keys");
  const identity = path.join(keys, slug);
  const knownHosts = path.join(keys, `${slug}.known_hosts`);
  const profileFile = tartProfileFile(request.to, home);
  if ((await tart.list()).some((vm) => vm.name === request.to)) {
    if (!request.force)
      throw new ConfigError(`a Tart image named '${request.to}' already exists`, {
        hint: "choose another --to, or pass --force to replace it",
      });
    await tart.stop(request.to);
    await tart.delete(request.to);
  }
  const scratch = await mkdtemp(path.join(tmpdir(), "desktest-init-macos-"));
  let child: ReturnType<TartCli["run"]> | undefined;
  const stopVm = () => tart.stop(request.to, child);
  try {
    log(`cloning ${request.from} as ${request.to}`);
    await tart.clone(request.from, request.to);
    child = tart.run(request.to, path.join(scratch, "tart-run.log"));
    const ip = await tart.ip(request.to, BOOT_SECONDS);
    log(`${request.to} is up at ${ip}`);
    const target: SshTarget = { user: request.user, host: ip, port: 22 };

    await mkdir(keys, { recursive: true, mode: 0o700 });
    if (!existsSync(identity))
      await run("ssh-keygen", [
        "-q",
        "-t",
        "ed25519",
        "-N",
        "",
        "-C",
        `desktest@${hostname()}`,
        "-f",
        identity,
      ]);
    const firstContact = path.join(scratch, "known_hosts");
    await installKey(target, request.password, `${identity}.pub`, firstContact);
    const hostKeys = anyAddressKnownHosts(await readFile(firstContact, "utf8").catch(() => ""));
    if (!hostKeys) throw new InfraError(`ssh recorded no host key for ${ip}`);
    await writeFile(knownHosts, hostKeys, { mode: 0o600 });
    log(`recorded the image's host key and installed this runner's key (${identity})`);

    const settings = { identity, knownHosts };
    const python = await imagePython(request.python, target, settings);
    log(`the image's Python: ${python.path} (${python.version})`);
    const wheels = await wheelhouse(request, python.version, scratch, log);
    await pushWheels(target, settings, python.path, wheels, request.requirements);
    log("installing the agent's packages for the user");
    const provisioned = await runSsh(
      sshArgv(target, settings, provisionScript(python.path)),
      Buffer.alloc(0),
    );
    if (provisioned.code !== 0)
      throw new InfraError(
        `preparing ${request.user}'s Python in the image failed: ${(explainSshFailure(target, provisioned.code, provisioned.stderr) ?? provisioned.stderr.trim()).split("\n").slice(-4).join(" ")}`,
        { hint: "the image needs Python 3.10+ (--python) with pip; see docs/macos.md" },
      );
    const report = parseProvisionReport(provisioned.stdout);

    const profile = {
      user: request.user,
      identity: path.relative(path.dirname(profileFile), identity),
      knownHosts: path.relative(path.dirname(profileFile), knownHosts),
      python: report.python ?? python.path,
      ...(request.env && Object.keys(request.env).length ? { env: request.env } : {}),
      createdFrom: request.from,
      createdAt: new Date().toISOString(),
    };
    const { agent } = await startSshAgent({
      target,
      identity,
      knownHosts,
      python: profile.python,
      ...(request.env ? { env: request.env } : {}),
      runId: "init-macos",
      taskId: request.to,
    });
    const permissionHelp = (agent.hello.permission_help ?? []).map(String).slice(0, 8);
    await agent.stop();
    // What was installed must be on the disk even if the VM has to be forced off.
    await runSsh(sshArgv(target, settings, "sync"), Buffer.alloc(0));
    await tart.stop(request.to, child, 50);
    await mkdir(path.dirname(profileFile), { recursive: true });
    await writeFile(profileFile, `${JSON.stringify(profile, null, 2)}\n`, { mode: 0o600 });
    return { profileFile, python: profile.python, report, permissionHelp };
  } catch (error) {
    await stopVm().catch(() => undefined);
    await tart.delete(request.to).catch(() => undefined);
    throw error;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** The first login, by password: append the runner's public key to the user's authorized_keys. */
async function installKey(
  target: SshTarget,
  password: string,
  publicKey: string,
  knownHosts: string,
): Promise<void> {
  const pass = await askpass(password);
  try {
    const argv = sshArgv(
      target,
      {
        knownHosts,
        overrides: [
          "BatchMode=no",
          "StrictHostKeyChecking=accept-new",
          "PubkeyAuthentication=no",
          "PreferredAuthentications=password,keyboard-interactive",
          "NumberOfPasswordPrompts=1",
        ],
      },
      "umask 077 && mkdir -p ~/.ssh && cat >> ~/.ssh/authorized_keys",
    );
    const key = await readFile(publicKey);
    const result = await runSshOnceReachable(argv, key, Date.now() + BOOT_SECONDS * 1000, pass.env);
    if (result.code !== 0)
      throw new ConfigError(
        /Permission denied/i.test(result.stderr)
          ? `the image refused ${target.user}'s password`
          : `the first login to the image failed: ${explainSshFailure(target, result.code, result.stderr) ?? result.stderr.trim()}`,
        { hint: "give the image user's password with --password-file (Cirrus Labs' images: admin / admin)" },
      );
  } finally {
    await pass.remove();
  }
}

/**
 * The image's Python: the one named (which must run and be 3.10+), else the first 3.10+ the user has,
 * from a non-login PATH, a login shell's, or their usual places; none is a configuration error that says
 * which were found.
 */
async function imagePython(
  named: string | undefined,
  target: SshTarget,
  settings: { identity: string; knownHosts: string },
): Promise<{ path: string; version: string }> {
  const min = MIN_PYTHON.join(".");
  if (named) {
    const version = await runSsh(
      sshArgv(
        target,
        settings,
        pythonCommandLine(named, 'import sys; print("%d.%d" % sys.version_info[:2])'),
      ),
      Buffer.alloc(0),
    );
    const minor = version.stdout.trim();
    if (version.code !== 0 || !/^3\.\d+$/.test(minor))
      throw new ConfigError(
        `'${named}' does not run in the image: ${version.stderr.trim().split("\n").pop() ?? ""}`,
        { hint: `install Python ${min}+ in the image, or name it with --python` },
      );
    if (!newEnough(minor))
      throw new ConfigError(`'${named}' in the image is Python ${minor}; the agent needs ${min} or newer`, {
        hint: `name a Python ${min}+ with --python (Homebrew's /opt/homebrew/bin/python3, python.org's /usr/local/bin/python3), or leave --python out to have desktest look for one`,
      });
    return { path: named, version: minor };
  }
  const listed = await runSsh(sshArgv(target, settings, findPythonsScript()), Buffer.alloc(0));
  const found = parsePythons(listed.stdout);
  const chosen = found.find((p) => newEnough(p.version));
  if (chosen) return chosen;
  throw new ConfigError(
    found.length
      ? `the image has no Python ${min}+: found ${found.map((p) => `${p.path} (${p.version})`).join(", ")}`
      : `the image has no Python (${listed.stderr.trim().split("\n").pop() ?? "none on the PATH"})`,
    {
      hint: `install Python ${min}+ in the image (python.org's installer or Homebrew), or name one with --python`,
    },
  );
}

/** The wheels to install: the given folder, or macOS wheels fetched here for the image's Python. */
async function wheelhouse(
  request: InitMacosRequest,
  minor: string,
  scratch: string,
  log: (line: string) => void,
): Promise<string> {
  if (request.wheelhouse) return request.wheelhouse;
  const dest = path.join(scratch, "wheels");
  await mkdir(dest);
  log(`fetching macOS wheels for Python ${minor} (arm64)`);
  await buildWheelhouse({
    requirements: request.requirements,
    dest,
    target: { pythonMinor: minor, platform: "macosx_11_0_arm64", label: "macOS" },
    log,
  });
  return dest;
}

/** The wheels and the requirements file, into ~/.desktest/wheels in the image. */
async function pushWheels(
  target: SshTarget,
  settings: { identity: string; knownHosts: string },
  python: string,
  wheels: string,
  requirements: string,
): Promise<void> {
  const pack = tar.pack();
  const names = (await readdir(wheels)).filter((name) => name.endsWith(".whl")).slice(0, 2_000);
  for (const name of names) pack.entry({ name, mode: 0o644 }, await readFile(path.join(wheels, name)));
  pack.entry({ name: "requirements.txt", mode: 0o644 }, await readFile(requirements));
  pack.finalize();
  const result = await runSsh(
    sshArgv(target, settings, pythonCommandLine(python, UNPACK_TAR_PY, [".desktest/wheels", "fresh"])),
    await collect(pack),
  );
  if (result.code !== 0)
    throw new InfraError(
      `copying the wheels into the image failed: ${result.stderr.trim().split("\n").slice(-3).join(" ")}`,
    );
}
