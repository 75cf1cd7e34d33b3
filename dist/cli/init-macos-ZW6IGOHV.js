import {
  selftestAfterInit
} from "./chunk-LQIBT4CE.js";
import "./chunk-XXGYE33J.js";
import "./chunk-7H2JGXCH.js";
import "./chunk-G7CQGW6M.js";
import {
  backendWith,
  findDockerDir
} from "./chunk-7LVQLD6I.js";
import "./chunk-WTBBGLZZ.js";
import {
  require_picocolors
} from "./chunk-XVM663KR.js";
import "./chunk-75D4R6GW.js";
import "./chunk-OF73272Y.js";
import "./chunk-IRBSSJWK.js";
import {
  ExitCode
} from "./chunk-HZHHSFHV.js";
import "./chunk-6OU4HTP4.js";
import "./chunk-L7PK2PAX.js";
import "./chunk-AGDU3G6C.js";
import "./chunk-XRI4GCXB.js";
import {
  ConfigError
} from "./chunk-DWPD5B2R.js";
import "./chunk-4VNERU5G.js";
import "./chunk-3FFUO7WU.js";
import "./chunk-ZLH7AXKL.js";
import "./chunk-ZHTCD5HQ.js";
import "./chunk-DZFXMRMN.js";
import {
  __toESM
} from "./chunk-JZL7SQM4.js";

// src/cli/commands/init-macos.ts
var import_picocolors = __toESM(require_picocolors(), 1);
import { readFile } from "node:fs/promises";
import path from "node:path";
var MACOS_SELFTEST_SCREEN = { width: 1920, height: 1080 };
async function initMacosCommand(options, io) {
  const c = import_picocolors.default.createColors(io.color);
  const password = options.passwordFile ? (await readFile(path.resolve(io.cwd, options.passwordFile), "utf8")).split("\n")[0] : io.env.DESKTEST_MACOS_PASSWORD;
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
  const result = await backendWith("initMacos").initMacos({
    from: options.from,
    to: options.to,
    user: options.user,
    password,
    ...options.python ? { python: options.python } : {},
    requirements: options.requirements ? path.resolve(io.cwd, options.requirements) : path.join(findDockerDir(), "guest", "requirements-macos.txt"),
    ...options.wheelhouse ? { wheelhouse: path.resolve(io.cwd, options.wheelhouse) } : {},
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
  if (options.selftest === false) return ExitCode.pass;
  const app = {
    type: "macos_tart",
    base_image: options.to,
    bundle_id: "com.apple.TextEdit",
    electron: false
  };
  return selftestAfterInit(app, MACOS_SELFTEST_SCREEN, io);
}
export {
  initMacosCommand
};
