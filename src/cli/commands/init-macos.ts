import { readFile } from "node:fs/promises";
import path from "node:path";
import pc from "picocolors";
import { ConfigError } from "../../errors/desktest-error.ts";
import { ExitCode } from "../../errors/exit-code.ts";
import { findDockerDir } from "../../session/docker-dir.ts";
import { backendWith } from "../../session/backends.ts";
import type { CliIO } from "../io.ts";
import { selftestAfterInit } from "../selftest/selftest-after-init.ts";

/** The screen the selftest asks of a Tart desktop (a task's default). */
const MACOS_SELFTEST_SCREEN = { width: 1920, height: 1080 };

export interface InitMacosOptions {
  from: string;
  to: string;
  user: string;
  passwordFile?: string;
  python?: string;
  requirements?: string;
  wheelhouse?: string;
  env: string[];
  force?: boolean;
  /** `--no-selftest`: end without checking a desktop of the image (commander's negated flag). */
  selftest?: boolean;
}

/** `desktest init-macos`: prepare a Tart image for macos_tart tasks (the Tart backend's `initMacos`). */
export async function initMacosCommand(options: InitMacosOptions, io: CliIO): Promise<ExitCode> {
  const c = pc.createColors(io.color);
  const password = options.passwordFile
    ? (await readFile(path.resolve(io.cwd, options.passwordFile), "utf8")).split("\n")[0]!
    : io.env.DESKTEST_MACOS_PASSWORD;
  if (!password)
    throw new ConfigError("init-macos needs the image user's password for its first login", {
      hint: "pass --password-file <file> (a file with the password on its first line) or set DESKTEST_MACOS_PASSWORD; Cirrus Labs' images use admin / admin",
    });
  const env: Record<string, string> = {};
  for (const pair of options.env) {
    const eq = pair.indexOf("=");
    if (eq <= 0) throw new ConfigError(`--env '${pair}' is not NAME=value`);
    env[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  const result = await backendWith("initMacos").initMacos({
    from: options.from,
    to: options.to,
    user: options.user,
    password,
    ...(options.python ? { python: options.python } : {}),
    requirements: options.requirements
      ? path.resolve(io.cwd, options.requirements)
      : path.join(findDockerDir(), "guest", "requirements-macos.txt"),
    ...(options.wheelhouse ? { wheelhouse: path.resolve(io.cwd, options.wheelhouse) } : {}),
    env,
    force: options.force,
    log: (line) => io.stderr(c.dim(`${line}\n`)),
  });
  io.stdout(
    `${c.green("ready")}: Tart image '${options.to}' for macos_tart tasks (profile ${result.profileFile})\n`,
  );
  io.stdout(`  python: ${result.report.python ?? result.python}\n`);
  if (result.report.autologin !== undefined && result.report.autologin !== options.user)
    io.stdout(
      c.yellow(
        `  auto-login is ${result.report.autologin ? `set to '${result.report.autologin}'` : "off"}: without a logged-in desktop the agent sees no screen; turn it on for ${options.user} in the image (System Settings → Users & Groups)\n`,
      ),
    );
  for (const [service, outcome] of Object.entries(result.report.tcc))
    io.stdout(
      `  ${service}: ${outcome === "granted" ? "granted" : "not writable here (SIP): grant it by hand"}\n`,
    );
  if (result.permissionHelp.length > 0) {
    io.stdout(c.yellow(`  still to do, once, in the image (tart run ${options.to}):\n`));
    for (const line of result.permissionHelp) io.stdout(`    - ${line}\n`);
  }
  if (options.selftest === false) return ExitCode.pass;
  // TextEdit names the app a task of this image would have; the selftest deploys nothing.
  const app = {
    type: "macos_tart",
    base_image: options.to,
    bundle_id: "com.apple.TextEdit",
    electron: false,
  } as const;
  return selftestAfterInit(app, MACOS_SELFTEST_SCREEN, io);
}
