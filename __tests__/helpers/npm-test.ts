/**
 * `npm test` (the CI's test step): the four vitest projects (vitest.config.ts) in vitest processes of their own,
 * some side by side (lanePlan), and one timing table and closing line for them all.
 *
 * Why several processes: a VM file spends its minutes on one emulated core, and its files run one at a time, while
 * the unit and desktop files can keep other cores busy; and a desktop file mostly waits, while the unit files are
 * CPU-bound. Vitest runs its projects' groups one after another, and projects of one group share one worker count,
 * so one process cannot run the `vm-host` (or `desktop`) files beside the others with their own worker count; two
 * can. (`npx vitest run` still runs all four, group after group.) Side by side, the VM files' tests wait on their
 * emulated core with deadlines (a task's timeout, a window within 30 s): so the process beside them runs at a
 * lower priority (what it starts inherits it).
 *
 * The desktop image is made here once, before any process starts (their global setups then find it current),
 * so two never build it at the same time; so is the Linux VM image when every file runs, beside the processes
 * that run before the `vm-host` files need it. Arguments after `npm test --` go to every process (a file filter
 * runs the matching files in whichever process has them). The output of a process that runs beside another is
 * prefixed with its name (`[vm-host] `, `[unit] `). The exit code is 1 when any process fails.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, setPriority, tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import Docker from "dockerode";
import { ensureLinuxVmImage } from "../../src/session/vm/linux-vm-image.ts";
import prepareDesktops from "./docker-setup.ts";
import { mergeSummaries, summaryText, type RunSummary } from "./run-summary.ts";

const repo = path.resolve(import.meta.dirname, "../..");
const VITEST = path.join(repo, "node_modules", "vitest", "vitest.mjs");

/** A vitest process: its projects, its niceness, and the prefix of its output lines ("" writes it as it comes). */
interface LaneSpec {
  projects: readonly string[];
  nice: number;
  prefix: string;
}

/**
 * The processes, in phases: a phase's processes run side by side, phases one after the other.
 *
 * With 4 cores or more: `unit`, `app` then `desktop` (nice 5) beside `vm-host`. With fewer: `unit` and `app`
 * (nice 10) beside `desktop`, then `vm-host` alone. Measured with 2 cores: a desktop file keeps the machine's
 * cores about a quarter busy (its runs wait on their apps and the tasks' sleeps: examples-profile.desktop 30 s of
 * CPU, the engine's and its own, in 70 s), so the CPU-bound unit files fill the rest; at nice 10 they take only
 * what the desktop files' own processes leave (the containers are the Docker engine's, a CPU group of their own
 * beside this process's). The desktop files beside the VM files slowed them by 60% (their containers took the
 * emulated core's time: 1,979 s side by side, about 1,220 s alone), and the unit files beside them at nice 10
 * were starved past the deadlines some of them keep (the VNC relay's 10 s answer: 1.5 s alone, over 10 s there).
 */
function lanePlan(cores: number): LaneSpec[][] {
  const vm: LaneSpec = { projects: ["vm-host"], nice: 0, prefix: "[vm-host] " };
  if (cores >= 4) return [[{ projects: ["unit", "unit-own", "app", "desktop"], nice: 5, prefix: "" }, vm]];
  const unit: LaneSpec = { projects: ["unit", "unit-own", "app"], nice: 10, prefix: "[unit] " };
  const desktop: LaneSpec = { projects: ["desktop"], nice: 0, prefix: "" };
  return [[unit, desktop], [{ ...vm, prefix: "" }]];
}

interface Lane {
  name: string;
  child: ChildProcess;
  summaryFile: string;
  exited: Promise<number>;
}

function startLane({ projects, nice, prefix }: LaneSpec, args: string[], scratch: string): Lane {
  const name = projects.join("+");
  const summaryFile = path.join(scratch, `${name}.json`);
  const argv = [VITEST, "run", ...projects.flatMap((p) => ["--project", p])];
  // (a filter may match no file of this process's projects; none in both is a failure, below)
  if (args.length > 0) argv.push("--passWithNoTests", ...args);
  const child = spawn(process.execPath, argv, {
    cwd: repo,
    env: { ...process.env, DESKTEST_TEST_SUMMARY: summaryFile },
    stdio: prefix ? ["ignore", "pipe", "pipe"] : "inherit",
  });
  // (before vitest has started its workers: they inherit it)
  if (nice && child.pid !== undefined) setPriority(child.pid, nice);
  if (prefix) {
    createInterface({ input: child.stdout! }).on("line", (line) =>
      process.stdout.write(`${prefix}${line}\n`),
    );
    createInterface({ input: child.stderr! }).on("line", (line) =>
      process.stderr.write(`${prefix}${line}\n`),
    );
  }
  // `close`, not `exit`: the process's output is all written before the closing line.
  const exited = new Promise<number>((resolve) =>
    child.once("close", (code, signal) => resolve(code ?? (signal ? 1 : 0))),
  );
  return { name, child, summaryFile, exited };
}

/** A lane's summary, or one failure when its process ended without writing one (it crashed or was killed). */
function laneSummary(lane: Lane, code: number): RunSummary {
  if (existsSync(lane.summaryFile)) return JSON.parse(readFileSync(lane.summaryFile, "utf8")) as RunSummary;
  process.stderr.write(
    `npm test: the vitest process of ${lane.name} ended (exit ${code}) without a summary\n`,
  );
  return { files: [], passed: 0, failed: 1, skipped: 0 };
}

const args = process.argv.slice(2);
const scratch = mkdtempSync(path.join(tmpdir(), "desktest-npm-test-"));
const cleanUp = await prepareDesktops();
// Built beside the processes of the phases before `vm-host`'s (it waits on the engine's build and on disk writes).
const vmImage =
  args.length === 0
    ? ensureLinuxVmImage(new Docker(), {
        onProgress: (line) => process.stderr.write(`[Linux VM image] ${line}\n`),
      })
    : undefined;
// (a failed build is thrown where `vm-host` would start, after the processes already running have ended)
vmImage?.catch(() => undefined);
const lanes: Lane[] = [];
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => lanes.forEach((lane) => lane.child.kill(signal)));
const codes: number[] = [];
for (const phase of lanePlan(availableParallelism())) {
  if (phase.some((spec) => spec.projects.includes("vm-host"))) await vmImage;
  const started = phase.map((spec) => startLane(spec, args, scratch));
  lanes.push(...started);
  codes.push(...(await Promise.all(started.map((lane) => lane.exited))));
}
const summary = mergeSummaries(lanes.map((lane, i) => laneSummary(lane, codes[i]!)));
await cleanUp();
rmSync(scratch, { recursive: true, force: true });
// A filter that matched no file in either process ran nothing: a failure, as it is for vitest itself.
const nothingRan = args.length > 0 && summary.files.length === 0;
if (nothingRan) process.stderr.write(`npm test: no test file matches ${args.join(" ")}\n`);
process.stdout.write(summaryText(summary));
process.exitCode = codes.some((code) => code !== 0) || summary.failed > 0 || nothingRan ? 1 : 0;
