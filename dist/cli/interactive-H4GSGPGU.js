import {
  printVerdict,
  taskRunOptions
} from "./chunk-SZYGDYTU.js";
import {
  loadTaskToRun
} from "./chunk-GROJKXVB.js";
import {
  runTask
} from "./chunk-EFCKBHON.js";
import "./chunk-RWPZZMTL.js";
import "./chunk-HZJSPTDX.js";
import "./chunk-Z6IRGGUK.js";
import {
  forwardVnc,
  startLiveView
} from "./chunk-JDX6FQYF.js";
import "./chunk-2NDPPYT5.js";
import "./chunk-ZMB2CJ43.js";
import "./chunk-72RJ5X22.js";
import {
  agentSetup
} from "./chunk-GE4P3RMG.js";
import "./chunk-SJ5DPWVZ.js";
import "./chunk-CDUV3ADU.js";
import {
  screenshotName
} from "./chunk-MRE4K7FB.js";
import "./chunk-GXREAHUT.js";
import "./chunk-6PGMFJ6X.js";
import "./chunk-P5SWGXFT.js";
import "./chunk-DGFUUUG6.js";
import "./chunk-K4SW2CIC.js";
import "./chunk-TNAK6AIY.js";
import {
  exitCleanlyOnInterrupt
} from "./chunk-MQ3JPTXI.js";
import "./chunk-E6CQEI6B.js";
import "./chunk-7H2JGXCH.js";
import "./chunk-G7CQGW6M.js";
import "./chunk-7LVQLD6I.js";
import "./chunk-WTBBGLZZ.js";
import {
  require_picocolors
} from "./chunk-XVM663KR.js";
import "./chunk-75D4R6GW.js";
import "./chunk-OF73272Y.js";
import "./chunk-IRBSSJWK.js";
import "./chunk-HZHHSFHV.js";
import "./chunk-6OU4HTP4.js";
import "./chunk-L7PK2PAX.js";
import "./chunk-AGDU3G6C.js";
import {
  cutText
} from "./chunk-XRI4GCXB.js";
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

// src/cli/commands/interactive.ts
var import_picocolors = __toESM(require_picocolors(), 1);
import path from "node:path";
import { createInterface } from "node:readline";
async function interactiveCommand(taskFile, options, io) {
  const c = import_picocolors.default.createColors(io.color);
  if (options.replay || options.record)
    throw new ConfigError(
      "desktest interactive waits for you or steps the agent; --replay and --record are for desktest run"
    );
  const warn = (line) => io.stderr(c.yellow(`warning: ${line}
`));
  const setup = await agentSetup(options, io, warn);
  exitCleanlyOnInterrupt(io.stderr);
  const live = await startLiveView(options, io, { always: true });
  const lines = options.step ? lineReader(io.terminal?.input ?? process.stdin) : void 0;
  let ready = Promise.resolve();
  let artifactsDir = "";
  const closers = [];
  const announce = {
    started: (start) => {
      artifactsDir = start.artifactsDir;
      ready = (async () => {
        const vnc = start.desktop.openVnc ? await forwardVnc(start.desktop, { host: "127.0.0.1", port: 0 }, { interactive: true }).catch(
          () => void 0
        ) : void 0;
        if (vnc) closers.push(vnc.close);
        io.stderr(
          [
            "",
            c.bold(`The desktop of ${start.testId} is ready (deployed, set up, the app launched).`),
            `  Live view:  ${live?.server.url ?? "(none)"}`,
            ...vnc ? [`  VNC:        ${vnc.address.host}:${vnc.address.port} (any VNC viewer, no password)`] : [],
            ...shellLine(start.desktop),
            `  Artifacts:  ${start.artifactsDir}`,
            options.step ? `Press Enter to take each step of the agent (at most ${start.maxSteps}), q then Enter to stop there; Ctrl+C removes the desktop.` : "Use the desktop; press Ctrl+C to stop and remove it.",
            ""
          ].join("\n")
        );
      })();
    },
    step: (entry) => {
      const after = artifactsDir && path.join(artifactsDir, screenshotName(entry.step));
      io.stderr(
        [
          c.bold(`Step ${entry.step}: ${entry.result}`),
          ...entry.thought ? [`  thought: ${cutText(entry.thought, 500)}`] : [],
          ...entry.action_code ? ["  code:", ...entry.action_code.split("\n").map((l) => `    ${l}`)] : [],
          ...entry.error_feedback ? [c.red(`  error: ${entry.error_feedback}`)] : [],
          // The screen after a step is the next observation's (none after DONE or FAIL).
          ...after && !["done", "fail"].includes(String(entry.result)) ? [`  new screen: ${after}`] : [],
          ...live ? [`  live view: ${live.server.url}`] : [],
          ""
        ].join("\n")
      );
    }
  };
  const observers = [announce, ...live ? [live.hub.observer()] : []];
  const observer = {
    started: (s) => observers.forEach((o) => o.started?.(s)),
    thinking: (n) => observers.forEach((o) => o.thinking?.(n)),
    step: (e) => observers.forEach((o) => o.step?.(e)),
    ended: (r) => observers.forEach((o) => o.ended?.(r))
  };
  let quit = false;
  const beforeStep = async (step, maxSteps) => {
    await ready;
    io.stderr(`--- Step ${step}/${maxSteps} --- Press Enter to execute, 'q' to quit ---
`);
    quit = isQuit(await lines.next());
    return !quit;
  };
  let verdictShown = false;
  const holdDesktop = async (result) => {
    if (quit) return;
    printVerdict(result, io);
    verdictShown = true;
    io.stderr(
      `The desktop stays up for you to look at${live ? ` (live view: ${live.server.url})` : ""}: q then Enter removes it.
`
    );
    while (!isQuit(await lines.next())) ;
  };
  const waitForPerson = async (context) => {
    await ready;
    await context.deadline.excluding(new Promise(() => void 0));
    throw new Error("unreachable");
  };
  try {
    const result = await runTask({
      ...taskRunOptions(await loadTaskToRun(taskFile, { cwd: io.cwd }), options, io, setup),
      apiKeys: setup.apiKeys,
      agent: options.step ? setup.agent : () => waitForPerson,
      ...options.step ? { beforeStep, holdDesktop } : {},
      observer
    });
    if (!verdictShown) printVerdict(result, io);
    return result.exitCode;
  } finally {
    lines?.close();
    for (const close of closers) await close();
    await live?.server.close();
  }
}
function isQuit(answer) {
  return answer === void 0 || ["q", "quit"].includes(answer.trim().toLowerCase());
}
function shellLine(desktop) {
  return "container" in desktop ? [`  Shell:      docker exec -it ${desktop.id.slice(0, 12)} bash`] : [];
}
function lineReader(input) {
  const rl = createInterface({ input, terminal: false });
  const queued = [];
  const waiting = [];
  let ended = false;
  rl.on("line", (line) => {
    const waiter = waiting.shift();
    if (waiter) waiter(line);
    else queued.push(line);
  });
  rl.on("close", () => {
    ended = true;
    for (const waiter of waiting.splice(0)) waiter(void 0);
  });
  return {
    next: () => queued.length > 0 ? Promise.resolve(queued.shift()) : ended ? Promise.resolve(void 0) : new Promise((resolve) => waiting.push(resolve)),
    close: () => rl.close()
  };
}
export {
  interactiveCommand
};
