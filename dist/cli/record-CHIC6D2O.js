import {
  withPlaceholders,
  writeRecordedStep
} from "./chunk-HOPTM6GZ.js";
import {
  printVerdict,
  taskRunOptions
} from "./chunk-SZYGDYTU.js";
import "./chunk-GROJKXVB.js";
import {
  resolveSecrets,
  runTask
} from "./chunk-EFCKBHON.js";
import {
  codifyCommand
} from "./chunk-Q4EC5QDH.js";
import "./chunk-PXHBCNMG.js";
import "./chunk-RWPZZMTL.js";
import "./chunk-HZJSPTDX.js";
import "./chunk-Z6IRGGUK.js";
import {
  startLiveView
} from "./chunk-JDX6FQYF.js";
import "./chunk-Z7VFUUUW.js";
import {
  openFile
} from "./chunk-J7JCKIDS.js";
import "./chunk-2NDPPYT5.js";
import "./chunk-ZMB2CJ43.js";
import "./chunk-72RJ5X22.js";
import "./chunk-GE4P3RMG.js";
import "./chunk-SJ5DPWVZ.js";
import "./chunk-CDUV3ADU.js";
import {
  readTrajectory,
  screenshotName,
  trajectoryTimestamp
} from "./chunk-MRE4K7FB.js";
import "./chunk-GXREAHUT.js";
import "./chunk-6PGMFJ6X.js";
import "./chunk-P5SWGXFT.js";
import "./chunk-DGFUUUG6.js";
import "./chunk-K4SW2CIC.js";
import "./chunk-TNAK6AIY.js";
import "./chunk-MQ3JPTXI.js";
import {
  parseResolution
} from "./chunk-E6CQEI6B.js";
import "./chunk-7H2JGXCH.js";
import {
  loadTaskFile,
  loadTaskText,
  requireValid
} from "./chunk-G7CQGW6M.js";
import "./chunk-7LVQLD6I.js";
import "./chunk-WTBBGLZZ.js";
import {
  require_picocolors
} from "./chunk-XVM663KR.js";
import {
  closeAllSessions
} from "./chunk-75D4R6GW.js";
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
  ConfigError,
  InfraError
} from "./chunk-DWPD5B2R.js";
import "./chunk-4VNERU5G.js";
import "./chunk-3FFUO7WU.js";
import "./chunk-ZLH7AXKL.js";
import "./chunk-ZHTCD5HQ.js";
import "./chunk-DZFXMRMN.js";
import {
  __toESM
} from "./chunk-JZL7SQM4.js";

// src/cli/commands/record.ts
var import_picocolors = __toESM(require_picocolors(), 1);
import { copyFile, mkdir, readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";

// src/record/recorded-steps.ts
var MULTI_CLICK_MS = 400;
var NEAR_PX = 5;
var BUTTONS = { 1: "left", 2: "middle", 3: "right" };
var MODIFIER_KEYS = /* @__PURE__ */ new Set([
  "Shift_L",
  "Shift_R",
  "Control_L",
  "Control_R",
  "Alt_L",
  "Alt_R",
  "Meta_L",
  "Meta_R",
  "Super_L",
  "Super_R",
  "Hyper_L",
  "Hyper_R",
  "ISO_Level3_Shift",
  "Caps_Lock",
  "Num_Lock",
  "Mode_switch"
]);
var STATE = { shift: 1, control: 4, alt: 8, super: 64 };
var KEY_NAMES = {
  Return: "enter",
  KP_Enter: "enter",
  BackSpace: "backspace",
  Tab: "tab",
  ISO_Left_Tab: "tab",
  Escape: "esc",
  Delete: "delete",
  KP_Delete: "delete",
  Insert: "insert",
  Home: "home",
  End: "end",
  Prior: "pageup",
  Page_Up: "pageup",
  Next: "pagedown",
  Page_Down: "pagedown",
  Left: "left",
  Right: "right",
  Up: "up",
  Down: "down",
  space: "space",
  Menu: "apps",
  Print: "printscreen",
  Pause: "pause",
  comma: ",",
  period: ".",
  slash: "/",
  minus: "-",
  equal: "=",
  semicolon: ";",
  apostrophe: "'",
  grave: "`",
  bracketleft: "[",
  bracketright: "]",
  backslash: "\\",
  plus: "+"
};
function pyautoguiKey(name) {
  if (KEY_NAMES[name]) return KEY_NAMES[name];
  if (/^F\d{1,2}$/u.test(name)) return name.toLowerCase();
  if (/^KP_\d$/u.test(name)) return `num${name.slice(3)}`;
  return name.length === 1 ? name.toLowerCase() : name.toLowerCase();
}
var StepGrouper = class {
  open;
  press;
  add(events) {
    const closed = [];
    for (const event of events) closed.push(...this.one(event));
    return closed;
  }
  flush() {
    return this.close();
  }
  /**
   * The person paused: the open step ends here (so it is written, and shown, while they look), unless a
   * mouse button is still held (a drag goes on). Typing after the pause is a step of its own.
   */
  closeOnPause() {
    return this.press ? [] : this.close();
  }
  close() {
    const step = this.open;
    this.open = void 0;
    if (!step) return [];
    if (step.action.kind === "type" && step.action.text === "") return [];
    const { lastT: _t, ...out } = step;
    return [out];
  }
  /** Start a new step (closing the open one). */
  begin(action, event) {
    const closed = this.close();
    this.open = { action, firstSeq: event.seq, lastSeq: event.seq, lastT: event.t };
    return closed;
  }
  extend(event) {
    this.open.lastSeq = event.seq;
    this.open.lastT = event.t;
  }
  one(event) {
    if (event.kind === "motion") {
      if (this.press) this.press.last = { x: event.x, y: event.y };
      return [];
    }
    if (event.kind === "button") return this.button(event);
    if (event.kind === "key" && event.down) return this.key(event);
    return [];
  }
  button(event) {
    const number = event.button ?? 0;
    if (number >= 4 && number <= 7) {
      if (!event.down) return [];
      const horizontal = number >= 6;
      const delta = number === 4 || number === 7 ? 1 : -1;
      const open2 = this.open?.action;
      if (open2?.kind === "scroll" && open2.horizontal === horizontal && Math.abs(open2.x - event.x) <= NEAR_PX * 2 && Math.abs(open2.y - event.y) <= NEAR_PX * 2) {
        open2.clicks += delta;
        this.extend(event);
        return [];
      }
      return this.begin({ kind: "scroll", x: event.x, y: event.y, clicks: delta, horizontal }, event);
    }
    const button = BUTTONS[number];
    if (!button) return [];
    if (event.down) {
      const closed2 = this.open?.action.kind === "click" ? [] : this.close();
      this.press = {
        button: number,
        x: event.x,
        y: event.y,
        seq: event.seq,
        last: { x: event.x, y: event.y }
      };
      return closed2;
    }
    const press = this.press;
    if (!press || press.button !== number) return [];
    this.press = void 0;
    const end = { x: event.x, y: event.y };
    if (Math.hypot(end.x - press.x, end.y - press.y) > NEAR_PX) {
      const closed2 = this.close();
      closed2.push({
        action: { kind: "drag", from: { x: press.x, y: press.y }, to: end, button },
        firstSeq: press.seq,
        lastSeq: event.seq
      });
      return closed2;
    }
    const open = this.open;
    if (open?.action.kind === "click" && open.action.button === button && open.action.count < 3 && event.t - open.lastT <= MULTI_CLICK_MS && Math.abs(open.action.x - press.x) <= NEAR_PX && Math.abs(open.action.y - press.y) <= NEAR_PX) {
      open.action.count += 1;
      this.extend(event);
      return [];
    }
    const closed = this.close();
    this.open = {
      action: { kind: "click", x: press.x, y: press.y, button, count: 1 },
      firstSeq: press.seq,
      lastSeq: event.seq,
      lastT: event.t
    };
    return closed;
  }
  key(event) {
    const name = event.key ?? "";
    if (MODIFIER_KEYS.has(name) || MODIFIER_KEYS.has(event.base_key ?? "")) return [];
    const state = event.state;
    const chord = (state & (STATE.control | STATE.alt | STATE.super)) !== 0;
    const open = this.open?.action;
    const typing = open?.kind === "type" ? open : void 0;
    const char = event.char ?? null;
    if (!chord && char !== null && char !== "" && !new RegExp("\\p{Cc}", "u").test(char)) {
      if (typing) {
        typing.text += char;
        this.extend(event);
        return [];
      }
      return this.begin({ kind: "type", text: char }, event);
    }
    if (!chord && (name === "Return" || name === "KP_Enter") && typing) {
      typing.text += "\n";
      this.extend(event);
      return [];
    }
    if (!chord && name === "BackSpace" && typing && typing.text !== "") {
      typing.text = Array.from(typing.text).slice(0, -1).join("");
      this.extend(event);
      return [];
    }
    const keys = [
      ...state & STATE.control ? ["ctrl"] : [],
      ...state & STATE.alt ? ["alt"] : [],
      ...state & STATE.super ? ["win"] : [],
      ...state & STATE.shift || name === "ISO_Left_Tab" ? ["shift"] : [],
      pyautoguiKey(event.base_key || name)
    ];
    if (open?.kind === "keys" && open.keys.join("+") === keys.join("+")) {
      open.presses += 1;
      this.extend(event);
      return [];
    }
    return this.begin({ kind: "keys", keys, presses: 1 }, event);
  }
};

// src/record/record-person.ts
function recordPerson(options) {
  return async (context) => context.deadline.excluding(record(context, options));
}
async function record(context, options) {
  const { session, artifacts, log } = context;
  const idleMs = options.idleMs ?? 500;
  const pauseMs = Math.max(idleMs, options.pauseMs ?? 1500);
  const snapshots = [];
  const snapshot = async (afterSeq) => {
    await session.settle({ timeoutMs: 3e3 }).catch(() => void 0);
    const seen = await session.observe().catch(() => void 0);
    const shot = {
      afterSeq,
      ...seen?.screenshot ? { screenshot: seen.screenshot.data } : {},
      ...seen?.a11y ? { a11y: seen.a11y.tsv } : {}
    };
    if (afterSeq === 0) snapshots.length = 0;
    snapshots.push(shot);
    return shot;
  };
  await session.guest.inputRecord("start").catch((error) => {
    throw new InfraError(`cannot record the desktop's input: ${error.message}`);
  });
  context.onRecording?.();
  await snapshot(0);
  let lastLookAt = Date.now();
  log("[Record] Recording: use the desktop; stop with the page's Stop button or Ctrl+C");
  const grouper = new StepGrouper();
  let written = 0;
  let lastHadScreen = true;
  let lastSeq = 0;
  let snapshotSeq = 0;
  let pausedSeq = 0;
  let lastEventAt = Date.now();
  const write = async (step, nextFirstSeq) => {
    const number = ++written;
    const before = snapshots.filter((s) => s.afterSeq < step.firstSeq).at(-1);
    const after = snapshots.filter((s) => s.afterSeq >= step.lastSeq && (nextFirstSeq === void 0 || s.afterSeq < nextFirstSeq)).at(-1);
    const action = step.action.kind === "type" ? { ...step.action, text: withPlaceholders(step.action.text, options.secrets) } : step.action;
    const { entry } = await writeRecordedStep(artifacts, {
      number,
      action,
      before,
      after,
      beforeShown: lastHadScreen,
      written: (text) => withPlaceholders(text, options.secrets),
      result: "success"
    });
    lastHadScreen = after?.screenshot !== void 0;
    const keep = snapshots.filter((shot) => shot.afterSeq >= step.lastSeq);
    snapshots.splice(0, snapshots.length, ...keep);
    log(`[Record] Step ${number}: ${entry.thought}`);
  };
  const take = async (events) => {
    for (const event of events) {
      const closed = grouper.add([event]);
      for (const step of closed) await write(step, event.seq);
      lastSeq = event.seq;
    }
    if (events.length) lastEventAt = Date.now();
  };
  let stopped = false;
  void options.stop.then(() => stopped = true);
  while (!stopped) {
    const read = await session.guest.inputRecord("read", { since: lastSeq, waitMs: 250 });
    await take(read.events);
    if (!read.recording)
      throw new InfraError("the desktop's input recording ended by itself (did the X server stop?)");
    if (read.events.length === 0 && lastSeq > snapshotSeq && Date.now() - lastEventAt >= idleMs) {
      snapshotSeq = lastSeq;
      await snapshot(lastSeq);
    } else if (read.events.length === 0 && lastSeq === snapshotSeq && lastSeq > pausedSeq && Date.now() - lastEventAt >= pauseMs) {
      pausedSeq = lastSeq;
      for (const step of grouper.closeOnPause()) await write(step, void 0);
    } else if (lastSeq === 0 && Date.now() - lastLookAt >= 1e3) {
      lastLookAt = Date.now();
      await snapshot(0);
    }
  }
  const rest = await session.guest.inputRecord("stop", { since: lastSeq });
  await take(rest.events);
  const final = await snapshot(lastSeq);
  for (const step of grouper.flush()) await write(step, void 0);
  if (final.screenshot && (!lastHadScreen || written === 0))
    await artifacts.binary(screenshotName(written), final.screenshot);
  await artifacts.appendTrajectory({
    step: written + 1,
    timestamp: trajectoryTimestamp(),
    action_code: "",
    thought: `The recording was stopped after ${written} step(s).`,
    ...final.screenshot ? { screenshot_path: screenshotName(written) } : {},
    result: "done"
  });
  return {
    passed: true,
    ending: "done",
    reasoning: `Recorded by hand: ${written} step${written === 1 ? "" : "s"}`,
    steps: written,
    byPerson: true
  };
}

// src/cli/commands/record.ts
async function recordCommand(taskFile, options, io) {
  const c = import_picocolors.default.createColors(io.color);
  if (options.replay || options.record)
    throw new ConfigError("desktest record records you; --replay and --record are for desktest run");
  const { width, height } = parseResolution(options.resolution ?? "1920x1080");
  const loaded = await loadTaskToRecord(taskFile, options, io);
  const secrets = Object.entries(resolveSecrets(loaded.task, io.env, loaded.locate("")).values).map(
    ([name, value]) => ({ name, value })
  );
  let stop;
  const stopped = new Promise((resolve) => stop = resolve);
  let stopping = false;
  const onSignal = (signal) => {
    if (!stopping) {
      stopping = true;
      io.stderr(`
${signal}: stopping the recording and writing what was recorded (again to abandon it)\u2026
`);
      stop();
      return;
    }
    io.stderr(`
${signal} again: removing the desktop without writing the recording.
`);
    void closeAllSessions().finally(() => process.exit(ExitCode.infra));
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  const live = await startLiveView(options, io, { always: true, interactive: true });
  const follow = live.hub.observer({
    started: (run) => {
      live.hub.setStop(run, () => {
        if (!stopping) io.stderr("The page's Stop button: stopping the recording\u2026\n");
        stopping = true;
        stop();
      });
      io.stderr(
        c.bold(
          `Recording ${loaded.task.id}: use the desktop in the live view, then press its Stop button (or Ctrl+C).
`
        ) + `  ${live.server.url}
`
      );
      if (options.open !== false) openFile(live.server.url, io.env);
    }
  });
  const watch = {
    ...follow,
    started: (start) => follow.started?.({ ...start, instruction: loaded.task.instruction, maxSteps: 0, records: true })
  };
  try {
    const result = await runTask({
      ...taskRunOptions({ loaded }, options, io, { width, height }),
      agent: () => recordPerson({ stop: stopped, secrets }),
      observer: watch
    });
    if (result.results.status === "error") {
      printVerdict(result, io);
      return result.exitCode;
    }
    const artifacts = path.resolve(io.cwd, options.artifactsDir);
    const steps = (await readTrajectory(path.join(artifacts, "trajectory.jsonl"))).filter(
      (e) => e.action_code.trim()
    );
    if (steps.length === 0) {
      io.stderr(c.yellow("Nothing was recorded: no replay script written.\n"));
      return ExitCode.fail;
    }
    const recording = path.resolve(
      io.cwd,
      options.recordingDir ?? path.join(path.dirname(path.resolve(io.cwd, taskFile)), "recordings", loaded.task.id)
    );
    await keepRecording(artifacts, recording);
    io.stdout(`Recording (${steps.length} steps): ${path.relative(io.cwd, recording) || recording}
`);
    const checks = result.results.metric_results.length;
    if (result.results.status === "pass")
      io.stdout(
        `${c.green("The recorded session passes the task's checks")}${checks ? ` (${checks}/${checks})` : ""}
`
      );
    else
      io.stderr(
        c.yellow(
          `The recorded session does not pass the task's checks, and its replay will not either: ${result.results.error_detail ?? ""}
`
        )
      );
    io.stderr(c.dim(`results: ${result.resultsFile}
`));
    return await codifyCommand(
      path.join(recording, "trajectory.jsonl"),
      {
        ...options.script ? { output: options.script } : {},
        ...options.overwrite ? { overwrite: taskFile } : {},
        ...options.withScreenshots ? { withScreenshots: true } : {},
        ...options.threshold ? { threshold: options.threshold } : {}
      },
      io
    );
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    await live?.server.close();
  }
}
var MADE_BY_RECORDING = /* @__PURE__ */ new Set(["/replay_script", "/replay_screenshots_dir"]);
async function loadTaskToRecord(taskFile, options, io) {
  const loaded = await loadTaskFile(taskFile, { cwd: io.cwd });
  const errors = loaded.diagnostics.filter((d) => d.severity === "error");
  if (errors.length === 0 || !errors.every((d) => MADE_BY_RECORDING.has(d.pointer)))
    return requireValid(loaded);
  const value = JSON.parse(await readFile(path.resolve(io.cwd, taskFile), "utf8"));
  const missing = errors.map((d) => `${d.pointer.slice(1)} "${String(value[d.pointer.slice(1)])}"`);
  for (const d of errors) delete value[d.pointer.slice(1)];
  io.stderr(
    `note: ${taskFile}'s ${missing.join(" and ")} ${errors.length === 1 ? "does" : "do"} not exist yet; ${options.overwrite ? "this recording writes the replay script and points the task at it" : "pass --overwrite to point the task at the replay script this recording writes"}
`
  );
  return requireValid(loadTaskText(JSON.stringify(value, null, 2), taskFile, { cwd: io.cwd }));
}
async function keepRecording(artifacts, folder) {
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  for (const name of await readdir(artifacts)) {
    if (name === "trajectory.jsonl" || /^step_\d{3,}(\.png|_a11y\.txt)$/u.test(name))
      await copyFile(path.join(artifacts, name), path.join(folder, name));
  }
}
export {
  recordCommand
};
