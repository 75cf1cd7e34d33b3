import { createRequire as __dtRequire } from 'node:module'; import { fileURLToPath as __dtPath } from 'node:url'; import { dirname as __dtDir } from 'node:path'; const require = __dtRequire(import.meta.url); const __filename = __dtPath(import.meta.url); const __dirname = __dtDir(__filename);
import {
  exitCleanlyOnInterrupt
} from "./chunk-QCDCPFGB.js";
import {
  agentSetup
} from "./chunk-KC5IZIRD.js";
import "./chunk-JXAAIWWL.js";
import {
  runTask,
  sshDesktopFrom
} from "./chunk-P6EKUQVS.js";
import "./chunk-GPDIKCI3.js";
import "./chunk-TBSIB6HG.js";
import "./chunk-VSEGYKLG.js";
import "./chunk-DJLFIVAL.js";
import "./chunk-QAJ4F4NX.js";
import "./chunk-MXDQUSCG.js";
import "./chunk-BMQF4RL5.js";
import "./chunk-D54PK46T.js";
import "./chunk-OS5CVY5P.js";
import "./chunk-QHDAPYZG.js";
import "./chunk-L7C5Y6IO.js";
import "./chunk-L4K5X4BT.js";
import "./chunk-IEONRBRK.js";
import "./chunk-Z6IRGGUK.js";
import {
  require_picocolors
} from "./chunk-XVM663KR.js";
import "./chunk-52YBPIGC.js";
import "./chunk-OSB4HGAV.js";
import "./chunk-SEXQFPUJ.js";
import "./chunk-6OU4HTP4.js";
import "./chunk-QKYQMOOC.js";
import "./chunk-AGDU3G6C.js";
import "./chunk-OFVEBJHN.js";
import "./chunk-ZHTCD5HQ.js";
import "./chunk-DTED7B3O.js";
import "./chunk-TIJ2CQYA.js";
import {
  __toESM
} from "./chunk-JZL7SQM4.js";

// src/cli/commands/run.ts
var import_picocolors = __toESM(require_picocolors(), 1);
async function runCommand(taskFile, options, io) {
  const c = import_picocolors.default.createColors(io.color);
  const setup = await agentSetup(options, io, (line) => io.stderr(c.yellow(`warning: ${line}
`)));
  const timeout = Number(options.artifactsTimeout);
  exitCleanlyOnInterrupt(io.stderr);
  const { results, exitCode, resultsFile } = await runTask({
    taskFile,
    cwd: io.cwd,
    env: io.env,
    outputDir: options.output,
    artifactsDir: options.artifactsDir,
    noArtifacts: !options.artifacts,
    artifactsTimeoutSecs: Number.isFinite(timeout) && timeout >= 0 ? timeout : 120,
    artifactsExclude: options.artifactsExclude,
    width: setup.width,
    height: setup.height,
    record: options.record,
    replay: options.replay,
    noNetwork: !options.network,
    paths: options.paths,
    backend: options.backend,
    ssh: sshDesktopFrom(options, io.cwd),
    prebuiltImage: options.image,
    attachTo: options.container,
    apiKeys: setup.apiKeys,
    agent: setup.agent,
    log: options.quiet ? void 0 : (line) => io.stderr(c.dim(`${line}
`)),
    debugLog: options.debug ? (line) => io.stderr(c.dim(`[debug] ${line}
`)) : void 0
  });
  if (results.status === "pass") {
    const count = results.metric_results.length;
    io.stdout(
      `${c.green("Test PASSED")}: ${results.agent_verdict?.reasoning ?? `Programmatic evaluation passed (${count}/${count} metrics)`}
`
    );
  } else if (results.status === "fail") {
    io.stdout(`${c.red("Test FAILED")}: ${results.error_detail ?? ""}
`);
  } else {
    io.stderr(`${c.red("Error")}: ${results.error_detail ?? ""}
`);
  }
  io.stderr(c.dim(`results: ${resultsFile}
`));
  return exitCode;
}
export {
  runCommand
};
