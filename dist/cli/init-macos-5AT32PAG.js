import {
  buildWheelhouse
} from "./chunk-AX4WAEZL.js";
import {
  TartCli,
  UNPACK_TAR_PY,
  collect,
  explainSshFailure,
  pythonCommandLine,
  runSsh,
  runSshOnceReachable,
  sshArgv,
  startSshAgent
} from "./chunk-SCOG4QA4.js";
import {
  findDockerDir,
  require_tar_stream
} from "./chunk-UQ3NRSO2.js";
import {
  shellQuote
} from "./chunk-6OU4HTP4.js";
import {
  tartHome,
  tartProfileFile
} from "./chunk-5ZLCHZZB.js";
import {
  require_picocolors
} from "./chunk-XVM663KR.js";
import {
  ExitCode
} from "./chunk-52A5ZOSE.js";
import {
  ConfigError,
  InfraError
} from "./chunk-3XO4NBGJ.js";
import {
  __toESM
} from "./chunk-JZL7SQM4.js";

// src/cli/commands/init-macos.ts
var import_picocolors = __toESM(require_picocolors(), 1);
import { readFile as readFile2 } from "node:fs/promises";
import path3 from "node:path";

// src/session/tart/init-macos.ts
var import_tar_stream = __toESM(require_tar_stream(), 1);
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp as mkdtemp2, readdir, readFile, rm as rm2, writeFile as writeFile2 } from "node:fs/promises";
import { hostname, tmpdir as tmpdir2 } from "node:os";
import path2 from "node:path";
import { promisify } from "node:util";

// src/session/tart/askpass.ts
import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
async function askpass(password) {
  const dir = await mkdtemp(path.join(tmpdir(), "desktest-askpass-"));
  await chmod(dir, 448);
  const secret = path.join(dir, "password");
  await writeFile(secret, `${password}
`, { mode: 384 });
  const script = path.join(dir, "askpass");
  await writeFile(script, `#!/bin/sh
exec cat ${JSON.stringify(secret)}
`, { mode: 448 });
  const env = { ...process.env, SSH_ASKPASS: script, SSH_ASKPASS_REQUIRE: "force" };
  delete env.SSH_AUTH_SOCK;
  return { env, remove: () => rm(dir, { recursive: true, force: true }) };
}

// src/session/tart/known-hosts.ts
function anyAddressKnownHosts(recorded) {
  const keys = /* @__PURE__ */ new Set();
  for (const line of recorded.split("\n")) {
    const parts = line.trim().split(/\s+/);
    if (parts.length < 3 || parts[0].startsWith("#") || parts[0].startsWith("@")) continue;
    const [, type, key] = parts;
    if (/^(ssh-|ecdsa-|sk-)/.test(type) && /^[A-Za-z0-9+/=]+$/.test(key)) keys.add(`* ${type} ${key}`);
  }
  return keys.size ? `${[...keys].join("\n")}
` : "";
}

// src/session/tart/provision-macos.ts
var TCC_SERVICES = ["kTCCServiceScreenCapture", "kTCCServiceAccessibility"];
var SSHD_TCC_CLIENT = "/usr/libexec/sshd-keygen-wrapper";
var SSHD_TCC_SERVICES = [...TCC_SERVICES, "kTCCServicePostEvent"];
var TCC_CLIENT_SH = String.raw`client=$(printf '%s\n' "$real" | sed -n 's|^\(.*/Python3\{0,1\}\.framework/Versions/[^/]*\)/.*$|\1/Resources/Python.app|p')
  [ -n "$client" ] || client=$real`;
function tccGrant(service, client) {
  return `if sudo -n sqlite3 "/Library/Application Support/com.apple.TCC/TCC.db" "INSERT OR REPLACE INTO access (service, client, client_type, auth_value, auth_reason, auth_version, indirect_object_identifier, flags) VALUES ('${service}', '${client}', 1, 2, 4, 1, 'UNUSED', 0);" 2>/dev/null; then echo "desktest: tcc ${service} ${client} granted"; else echo "desktest: tcc ${service} ${client} refused"; fi`;
}
function provisionScript(python) {
  const tcc = [
    ...TCC_SERVICES.map((service) => tccGrant(service, "$client")),
    ...SSHD_TCC_SERVICES.map((service) => tccGrant(service, SSHD_TCC_CLIENT))
  ].join("\n  ");
  return [
    "set -e",
    `PY=${shellQuote(python)}`,
    `"$PY" -c 'import sys; assert sys.version_info >= (3, 10), "Python " + sys.version.split()[0] + " is older than 3.10"'`,
    `real=$("$PY" -c 'import os, sys; print(os.path.realpath(sys.executable))')`,
    // (--break-system-packages: pip 23.0.1 and newer know it, and an externally managed Python needs it)
    `bsp=$("$PY" -m pip install --help 2>/dev/null | grep -q -- --break-system-packages && echo --break-system-packages || true)`,
    `"$PY" -m pip install --quiet --user $bsp --no-index --find-links "$HOME/.desktest/wheels" -r "$HOME/.desktest/wheels/requirements.txt"`,
    `echo "desktest: python $real"`,
    `if [ "$(uname)" = Darwin ]; then`,
    `  echo "desktest: autologin $(defaults read /Library/Preferences/com.apple.loginwindow autoLoginUser 2>/dev/null || true)"`,
    `  ${TCC_CLIENT_SH}`,
    `  ${tcc}`,
    "fi"
  ].join("\n");
}
function parseProvisionReport(stdout) {
  const report = { tcc: {} };
  for (const line of stdout.split("\n")) {
    const match = /^desktest: (\w+) (.*)$/.exec(line.trim());
    if (!match) continue;
    const [, key, value] = match;
    if (key === "python") report.python = value;
    else if (key === "autologin") report.autologin = value;
    else if (key === "tcc") {
      const space = value.lastIndexOf(" ");
      const what = value.slice(0, space);
      const outcome = value.slice(space + 1);
      if (what && (outcome === "granted" || outcome === "refused")) report.tcc[what] = outcome;
    }
  }
  return report;
}
var MIN_PYTHON = [3, 10];
function findPythonsScript() {
  return [
    `login=$("\${SHELL:-/bin/sh}" -lc 'command -v python3' </dev/null 2>/dev/null | tail -n 1 || true)`,
    `for p in "$(command -v python3 2>/dev/null || true)" "$login" /opt/homebrew/bin/python3 /usr/local/bin/python3 /Library/Frameworks/Python.framework/Versions/Current/bin/python3 $(for v in 13 12 11 10; do command -v python3.$v 2>/dev/null || true; done); do`,
    `  case "$p" in /*) ;; *) continue ;; esac`,
    `  [ -x "$p" ] || continue`,
    `  v=$("$p" -c 'import sys; print("%d.%d" % sys.version_info[:2])' 2>/dev/null) || continue`,
    `  echo "desktest-python $v $p"`,
    "done"
  ].join("\n");
}
function parsePythons(stdout) {
  const seen = /* @__PURE__ */ new Set();
  const out = [];
  for (const line of stdout.split("\n")) {
    const match = /^desktest-python (\d+\.\d+) (\/\S.*)$/.exec(line.trim());
    if (!match || seen.has(match[2])) continue;
    seen.add(match[2]);
    out.push({ version: match[1], path: match[2] });
  }
  return out;
}
function newEnough(version) {
  const [major = 0, minor = 0] = version.split(".").map(Number);
  return major > MIN_PYTHON[0] || major === MIN_PYTHON[0] && minor >= MIN_PYTHON[1];
}

// src/session/tart/init-macos.ts
var run = promisify(execFile);
var BOOT_SECONDS = 300;
async function initMacos(request) {
  const log = request.log ?? (() => void 0);
  const tart = request.tart ?? new TartCli();
  const home = tartHome();
  const slug = path2.basename(tartProfileFile(request.to, home), ".json");
  const keys = path2.join(home, "keys");
  const identity = path2.join(keys, slug);
  const knownHosts = path2.join(keys, `${slug}.known_hosts`);
  const profileFile = tartProfileFile(request.to, home);
  if ((await tart.list()).some((vm) => vm.name === request.to)) {
    if (!request.force)
      throw new ConfigError(`a Tart image named '${request.to}' already exists`, {
        hint: "choose another --to, or pass --force to replace it"
      });
    await tart.stop(request.to);
    await tart.delete(request.to);
  }
  const scratch = await mkdtemp2(path2.join(tmpdir2(), "desktest-init-macos-"));
  let child;
  const stopVm = () => tart.stop(request.to, child);
  try {
    log(`cloning ${request.from} as ${request.to}`);
    await tart.clone(request.from, request.to);
    child = tart.run(request.to, path2.join(scratch, "tart-run.log"));
    const ip = await tart.ip(request.to, BOOT_SECONDS);
    log(`${request.to} is up at ${ip}`);
    const target = { user: request.user, host: ip, port: 22 };
    await mkdir(keys, { recursive: true, mode: 448 });
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
        identity
      ]);
    const firstContact = path2.join(scratch, "known_hosts");
    await installKey(target, request.password, `${identity}.pub`, firstContact);
    const hostKeys = anyAddressKnownHosts(await readFile(firstContact, "utf8").catch(() => ""));
    if (!hostKeys) throw new InfraError(`ssh recorded no host key for ${ip}`);
    await writeFile2(knownHosts, hostKeys, { mode: 384 });
    log(`recorded the image's host key and installed this runner's key (${identity})`);
    const settings = { identity, knownHosts };
    const python = await imagePython(request.python, target, settings);
    log(`the image's Python: ${python.path} (${python.version})`);
    const wheels = await wheelhouse(request, python.version, scratch, log);
    await pushWheels(target, settings, python.path, wheels, request.requirements);
    log("installing the agent's packages for the user");
    const provisioned = await runSsh(
      sshArgv(target, settings, provisionScript(python.path)),
      Buffer.alloc(0)
    );
    if (provisioned.code !== 0)
      throw new InfraError(
        `preparing ${request.user}'s Python in the image failed: ${(explainSshFailure(target, provisioned.code, provisioned.stderr) ?? provisioned.stderr.trim()).split("\n").slice(-4).join(" ")}`,
        { hint: "the image needs Python 3.10+ (--python) with pip; see docs/macos.md" }
      );
    const report = parseProvisionReport(provisioned.stdout);
    const profile = {
      user: request.user,
      identity: path2.relative(path2.dirname(profileFile), identity),
      knownHosts: path2.relative(path2.dirname(profileFile), knownHosts),
      python: report.python ?? python.path,
      ...request.env && Object.keys(request.env).length ? { env: request.env } : {},
      createdFrom: request.from,
      createdAt: (/* @__PURE__ */ new Date()).toISOString()
    };
    const { agent } = await startSshAgent({
      target,
      identity,
      knownHosts,
      python: profile.python,
      ...request.env ? { env: request.env } : {},
      runId: "init-macos",
      taskId: request.to
    });
    const permissionHelp = (agent.hello.permission_help ?? []).map(String).slice(0, 8);
    await agent.stop();
    await runSsh(sshArgv(target, settings, "sync"), Buffer.alloc(0));
    await tart.stop(request.to, child, 50);
    await mkdir(path2.dirname(profileFile), { recursive: true });
    await writeFile2(profileFile, `${JSON.stringify(profile, null, 2)}
`, { mode: 384 });
    return { profileFile, python: profile.python, report, permissionHelp };
  } catch (error) {
    await stopVm().catch(() => void 0);
    await tart.delete(request.to).catch(() => void 0);
    throw error;
  } finally {
    await rm2(scratch, { recursive: true, force: true });
  }
}
async function installKey(target, password, publicKey, knownHosts) {
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
          "NumberOfPasswordPrompts=1"
        ]
      },
      "umask 077 && mkdir -p ~/.ssh && cat >> ~/.ssh/authorized_keys"
    );
    const key = await readFile(publicKey);
    const result = await runSshOnceReachable(argv, key, Date.now() + BOOT_SECONDS * 1e3, pass.env);
    if (result.code !== 0)
      throw new ConfigError(
        /Permission denied/i.test(result.stderr) ? `the image refused ${target.user}'s password` : `the first login to the image failed: ${explainSshFailure(target, result.code, result.stderr) ?? result.stderr.trim()}`,
        { hint: "give the image user's password with --password-file (Cirrus Labs' images: admin / admin)" }
      );
  } finally {
    await pass.remove();
  }
}
async function imagePython(named, target, settings) {
  const min = MIN_PYTHON.join(".");
  if (named) {
    const version = await runSsh(
      sshArgv(
        target,
        settings,
        pythonCommandLine(named, 'import sys; print("%d.%d" % sys.version_info[:2])')
      ),
      Buffer.alloc(0)
    );
    const minor = version.stdout.trim();
    if (version.code !== 0 || !/^3\.\d+$/.test(minor))
      throw new ConfigError(
        `'${named}' does not run in the image: ${version.stderr.trim().split("\n").pop() ?? ""}`,
        { hint: `install Python ${min}+ in the image, or name it with --python` }
      );
    if (!newEnough(minor))
      throw new ConfigError(`'${named}' in the image is Python ${minor}; the agent needs ${min} or newer`, {
        hint: `name a Python ${min}+ with --python (Homebrew's /opt/homebrew/bin/python3, python.org's /usr/local/bin/python3), or leave --python out to have desktest look for one`
      });
    return { path: named, version: minor };
  }
  const listed = await runSsh(sshArgv(target, settings, findPythonsScript()), Buffer.alloc(0));
  const found = parsePythons(listed.stdout);
  const chosen = found.find((p) => newEnough(p.version));
  if (chosen) return chosen;
  throw new ConfigError(
    found.length ? `the image has no Python ${min}+: found ${found.map((p) => `${p.path} (${p.version})`).join(", ")}` : `the image has no Python (${listed.stderr.trim().split("\n").pop() ?? "none on the PATH"})`,
    {
      hint: `install Python ${min}+ in the image (python.org's installer or Homebrew), or name one with --python`
    }
  );
}
async function wheelhouse(request, minor, scratch, log) {
  if (request.wheelhouse) return request.wheelhouse;
  const dest = path2.join(scratch, "wheels");
  await mkdir(dest);
  log(`fetching macOS wheels for Python ${minor} (arm64)`);
  await buildWheelhouse({
    requirements: request.requirements,
    dest,
    target: { pythonMinor: minor, platform: "macosx_11_0_arm64", label: "macOS" },
    log
  });
  return dest;
}
async function pushWheels(target, settings, python, wheels, requirements) {
  const pack = import_tar_stream.default.pack();
  const names = (await readdir(wheels)).filter((name) => name.endsWith(".whl")).slice(0, 2e3);
  for (const name of names) pack.entry({ name, mode: 420 }, await readFile(path2.join(wheels, name)));
  pack.entry({ name: "requirements.txt", mode: 420 }, await readFile(requirements));
  pack.finalize();
  const result = await runSsh(
    sshArgv(target, settings, pythonCommandLine(python, UNPACK_TAR_PY, [".desktest/wheels", "fresh"])),
    await collect(pack)
  );
  if (result.code !== 0)
    throw new InfraError(
      `copying the wheels into the image failed: ${result.stderr.trim().split("\n").slice(-3).join(" ")}`
    );
}

// src/cli/commands/init-macos.ts
async function initMacosCommand(options, io) {
  const c = import_picocolors.default.createColors(io.color);
  const password = options.passwordFile ? (await readFile2(path3.resolve(io.cwd, options.passwordFile), "utf8")).split("\n")[0] : io.env.DESKTEST_MACOS_PASSWORD;
  if (!password)
    throw new ConfigError("init-macos needs the image user's password for its first login", {
      hint: "pass --password-file <file> (a file with the password on its first line) or set DESKTEST_MACOS_PASSWORD; Cirrus Labs' images use admin / admin"
    });
  const env = {};
  for (const pair of options.env) {
    const eq = pair.indexOf("=");
    if (eq <= 0) throw new ConfigError(`--env '${pair}' is not NAME=value`);
    env[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  const result = await initMacos({
    from: options.from,
    to: options.to,
    user: options.user,
    password,
    ...options.python ? { python: options.python } : {},
    requirements: options.requirements ? path3.resolve(io.cwd, options.requirements) : path3.join(findDockerDir(), "guest", "requirements-macos.txt"),
    ...options.wheelhouse ? { wheelhouse: path3.resolve(io.cwd, options.wheelhouse) } : {},
    env,
    force: options.force,
    log: (line) => io.stderr(c.dim(`${line}
`))
  });
  io.stdout(
    `${c.green("ready")}: Tart image '${options.to}' for macos_tart tasks (profile ${result.profileFile})
`
  );
  io.stdout(`  python: ${result.report.python ?? result.python}
`);
  if (result.report.autologin !== void 0 && result.report.autologin !== options.user)
    io.stdout(
      c.yellow(
        `  auto-login is ${result.report.autologin ? `set to '${result.report.autologin}'` : "off"}: without a logged-in desktop the agent sees no screen; turn it on for ${options.user} in the image (System Settings \u2192 Users & Groups)
`
      )
    );
  for (const [service, outcome] of Object.entries(result.report.tcc))
    io.stdout(
      `  ${service}: ${outcome === "granted" ? "granted" : "not writable here (SIP): grant it by hand"}
`
    );
  if (result.permissionHelp.length > 0) {
    io.stdout(c.yellow(`  still to do, once, in the image (tart run ${options.to}):
`));
    for (const line of result.permissionHelp) io.stdout(`    - ${line}
`);
  }
  return ExitCode.pass;
}
export {
  initMacosCommand
};
