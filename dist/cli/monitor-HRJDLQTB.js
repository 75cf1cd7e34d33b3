import {
  runStartEvent,
  startLiveView,
  stepEvent
} from "./chunk-JDX6FQYF.js";
import "./chunk-ZMB2CJ43.js";
import "./chunk-DGFUUUG6.js";
import "./chunk-MQ3JPTXI.js";
import "./chunk-XVM663KR.js";
import "./chunk-75D4R6GW.js";
import {
  ExitCode
} from "./chunk-HZHHSFHV.js";
import "./chunk-XRI4GCXB.js";
import "./chunk-DWPD5B2R.js";
import "./chunk-JZL7SQM4.js";

// src/cli/commands/monitor.ts
import { mkdir } from "node:fs/promises";
import path2 from "node:path";

// src/monitor/watch-artifacts.ts
import { open, readdir, stat } from "node:fs/promises";
import path from "node:path";
var MAX_FOLDERS = 200;
var MAX_JSON_BYTES = 1024 * 1024;
var MAX_READ_BYTES = 8 * 1024 * 1024;
var TERMINAL = /* @__PURE__ */ new Set(["done", "fail", "timeout", "max_steps", "interrupted"]);
var ArtifactsWatcher = class {
  constructor(hub, root, options = {}) {
    this.hub = hub;
    this.root = root;
    this.options = options;
  }
  hub;
  root;
  options;
  watched = /* @__PURE__ */ new Map();
  timer;
  polling = Promise.resolve();
  start() {
    const tick = () => {
      this.polling = this.poll().catch((error) => this.options.log?.(`watch: ${error.message}`)).finally(() => {
        if (this.timer) this.timer = setTimeout(tick, this.options.intervalMs ?? 500);
      });
    };
    this.timer = setTimeout(tick, 0);
  }
  async stop() {
    clearTimeout(this.timer);
    this.timer = void 0;
    await this.polling;
  }
  /** One look at every run folder. */
  async poll() {
    for (const dir of await runFolders(this.root)) await this.follow(dir);
  }
  async follow(dir) {
    const trajectory = path.join(dir, "trajectory.jsonl");
    const info = await stat(trajectory).catch(() => void 0);
    if (!info) return;
    let state = this.watched.get(dir);
    if (!state || info.size < state.offset) {
      const stale = state ? (await stat(path.join(dir, "results.json")).catch(() => void 0))?.mtimeMs : void 0;
      state = { offset: 0, ...stale !== void 0 ? { resultsShown: stale } : {} };
      this.watched.set(dir, state);
    }
    const { entries, consumed } = await readNewLines(trajectory, state.offset);
    state.offset += consumed;
    if (!state.run && (entries.length > 0 || info.size === 0)) {
      const task = await readJson(path.join(dir, "task.json"));
      state.run = this.hub.addRun(dir);
      this.hub.publish(
        runStartEvent(
          state.run,
          {
            testId: typeof task?.id === "string" ? task.id : path.relative(this.root, dir) || path.basename(dir),
            instruction: typeof task?.instruction === "string" ? task.instruction : "",
            maxSteps: typeof task?.max_steps === "number" ? task.max_steps : 0
          },
          false,
          false
        )
      );
    }
    const run = state.run;
    if (!run) return;
    for (const entry of entries) {
      this.hub.noteStep(run, entry);
      this.hub.publish(stepEvent(run, entry));
    }
    const last = entries.at(-1);
    if (last && TERMINAL.has(String(last.result)) && !await stat(path.join(dir, "results.json")).catch(() => void 0)) {
      this.hub.publish({
        type: "run_end",
        run,
        test_id: "",
        status: last.result === "done" ? "pass" : "fail",
        reasoning: `the trajectory ended with '${String(last.result)}' (no results.json in this folder)`,
        duration_ms: 0,
        cost_usd: null,
        final_screen: null
      });
    }
    const results = await stat(path.join(dir, "results.json")).catch(() => void 0);
    const after = (await stat(trajectory).catch(() => info)).mtimeMs;
    if (results && results.mtimeMs !== state.resultsShown && results.mtimeMs >= after) {
      const parsed = await readJson(path.join(dir, "results.json"));
      if (isResults(parsed)) {
        state.resultsShown = results.mtimeMs;
        this.hub.endRun(run, parsed);
      }
    }
  }
};
async function runFolders(root) {
  const found = [];
  const visit = async (dir, depth) => {
    if (found.length >= MAX_FOLDERS) return;
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    if (entries.some((e) => e.isFile() && e.name === "trajectory.jsonl")) found.push(dir);
    if (depth === 2) return;
    for (const entry of entries.filter((e) => e.isDirectory()).sort((a, b) => a.name.localeCompare(b.name)))
      await visit(path.join(dir, entry.name), depth + 1);
  };
  await visit(root, 0);
  return found;
}
async function readNewLines(file, offset) {
  const handle = await open(file, "r");
  try {
    const buffer = Buffer.alloc(MAX_READ_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, offset);
    const text = buffer.subarray(0, bytesRead);
    const end = text.lastIndexOf(10);
    if (end < 0) return { entries: [], consumed: 0 };
    const entries = [];
    for (const line of text.subarray(0, end).toString("utf8").split("\n")) {
      if (!line.trim()) continue;
      try {
        const value = JSON.parse(line);
        if (typeof value === "object" && value !== null && typeof value.step === "number")
          entries.push(value);
      } catch {
      }
    }
    return { entries, consumed: end + 1 };
  } finally {
    await handle.close();
  }
}
async function readJson(file) {
  try {
    const handle = await open(file, "r");
    try {
      const buffer = Buffer.alloc(MAX_JSON_BYTES);
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
      return JSON.parse(buffer.subarray(0, bytesRead).toString("utf8"));
    } finally {
      await handle.close();
    }
  } catch {
    return void 0;
  }
}
function isResults(value) {
  const r = value;
  return typeof r === "object" && r !== null && typeof r.test_id === "string" && (r.status === "pass" || r.status === "fail" || r.status === "error") && typeof r.duration_ms === "number" && Array.isArray(r.metric_results);
}

// src/cli/commands/monitor.ts
async function monitorCommand(options, io, until = interrupted()) {
  const root = path2.resolve(io.cwd, options.watch);
  await mkdir(root, { recursive: true });
  const live = await startLiveView(options, io, { mode: "watch", always: true, interactive: false });
  const watcher = new ArtifactsWatcher(live.hub, root, { log: (line) => io.stderr(`${line}
`) });
  watcher.start();
  io.stderr(`Watching ${root} for runs (Ctrl+C to stop)
`);
  await until;
  await watcher.stop();
  await live.server.close();
  return ExitCode.pass;
}
function interrupted() {
  return new Promise((resolve) => {
    const done = () => {
      process.off("SIGINT", done);
      process.off("SIGTERM", done);
      resolve();
    };
    process.on("SIGINT", done);
    process.on("SIGTERM", done);
  });
}
export {
  monitorCommand
};
