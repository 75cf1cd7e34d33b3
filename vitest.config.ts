import { enableCompileCache } from "node:module";
import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";
import LongestFirstSequencer from "./__tests__/helpers/longest-first-sequencer.ts";

// Node keeps compiled code on disk between runs (the temp folder's node-compile-cache, as the CLI and the App do;
// NODE_DISABLE_COMPILE_CACHE=1 turns it off): for vitest here, and through NODE_COMPILE_CACHE for its workers (a
// fresh process per `unit` file, each loading vitest and its imports again: about a tenth of their CPU time) and
// the Node processes tests start with this environment. Vitest turns it off for its workers under V8 coverage.
const compileCache = enableCompileCache();
if (compileCache.directory) process.env.NODE_COMPILE_CACHE ??= compileCache.directory;

/**
 * Four projects, told apart by the file name. `npx vitest run` runs their groups one after the other
 * (`sequence.groupOrder`: `unit` and `app` side by side, then `desktop`, then `vm-host`); `npm test` runs them in
 * vitest processes of their own, some side by side (__tests__/helpers/npm-test.ts says which), since a VM file
 * mostly keeps one emulated core busy and a desktop file mostly waits:
 *
 * - `unit`: every `*.test.ts` under `__tests__/` that is not a desktop test, an `app` one or in OWN_PROCESS. Needs
 *   Node and python3 only: no Docker engine, no browser. One file per core (they are CPU-bound), in processes that
 *   go on from one file to the next (`isolate: false`): a fresh process per file loaded vitest and the project's
 *   modules again for each, about half these files' CPU time (27 of them: 17-20 s CPU in their own processes,
 *   9-10 s shared). A file's state is its own: what it changes in the process (environment variables, fake
 *   timers) it puts back.
 * - `unit-own`: the files in OWN_PROCESS, which change the process in ways they cannot put back (the global HTTP
 *   dispatcher and trusted CAs, a built-in module mocked): each in a fresh process, beside `unit`.
 * - `app`: the GitHub App's tests (`__tests__/app/*.test.ts`, APP_SHARED), run beside `unit` (one group, one worker
 *   count) in processes of their own that also go on from one file to the next: each file builds the same App,
 *   GitHub double (its OpenAPI description compiled) and report artifacts (screens encoded by the Action's own
 *   WebP encoder), and a process that keeps them does that once instead of per file — half these files' CPU time.
 *   Their state is their own: each starts its own App, double, database and folders and closes them.
 *   `npm run test:unit` runs `unit`, `unit-own` and `app`.
 * - `desktop`: every `*.desktop.test.ts` under `__tests__/` that is not in VM_OR_HOST, the tests that start
 *   containers, talk to the Docker engine or drive the system Chromium. Several files at once: each makes its own
 *   names (task ids, run ids, image tags with its pid), ports (free ones) and temporary folders, and counts only the
 *   desktops it made, so files never see each other's. Its global setup starts the engine when none answers and
 *   builds the desktop image, once for the run, before any file starts.
 * - `vm-host`: the desktop tests in VM_OR_HOST, one file at a time (VMS_AT_ONCE says why), the longest first
 *   (LongestFirstSequencer): a VM under software emulation keeps a core busy for minutes and its tests wait on it
 *   with deadlines. The tests that run a run's processes on this machine's own desktop and in its home (the host
 *   backend, agents over SSH) or count them also take turns (takeTurnOnThisMachine in
 *   __tests__/helpers/host-desktop.ts), should a vm-host process ever run beside another.
 *
 * A new test file is `x.test.ts` unless it needs Docker, a VM or Chromium; then it is `x.desktop.test.ts`, and it
 * goes in VM_OR_HOST when it boots a VM (QEMU, the Tart stand-in) or uses this machine's own desktop.
 * `npm test` runs all four (several processes, one timing table); `npm run test:desktop` the last two.
 */
const DESKTOP_TESTS = "__tests__/**/*.desktop.test.ts";

/** Tests that change process-wide state they cannot put back: a fresh process each (project `unit-own`). */
const OWN_PROCESS = [
  "__tests__/app/enterprise-server.test.ts", // the global HTTP dispatcher, trusted CAs
  "__tests__/suite/task-read-once.test.ts", // vi.mock("node:fs"): a module already loaded would stay unmocked
];
/** The App's other non-desktop tests, which share a process from file to file (project `app`). */
const APP_SHARED = "__tests__/app/*.test.ts";

/** Desktop test files that boot VMs or use this machine's own desktop and home. */
const VM_OR_HOST = [
  "__tests__/session/vm/**/*.desktop.test.ts",
  "__tests__/run/vm-backend.desktop.test.ts",
  "__tests__/run/windows-vm-path.desktop.test.ts",
  "__tests__/run/tart-backend.desktop.test.ts",
  "__tests__/run/failed-starts.desktop.test.ts",
  "__tests__/run/host-backend.desktop.test.ts",
  "__tests__/replay/replay-every-desktop.desktop.test.ts",
  "__tests__/record/record.desktop.test.ts",
  "__tests__/cli/selftest.desktop.test.ts",
];

/**
 * Container desktops at once: two on a 2-core machine, at most four anywhere (each is an X server and its apps).
 * Three on 2 cores were tried (under the lock): the 47 files other than the OSWorld ones took 214 s of wall time
 * instead of 253 (load 4-9), but with every file at three at once (load 4 -> 7) two OSWorld tests whose tasks
 * wait fixed times failed (13584542's terminal had not run the postconfig's command; Chrome's tabs solution
 * scored 0).
 */
const DESKTOPS_AT_ONCE = Math.min(4, Math.max(2, availableParallelism()));

/**
 * `vm-host` files at once: one. Two at once were tried (fresh-clone CI, 2 cores): the vm-host project took 949 s
 * instead of about 1,050, but a VM's gedit showed no window within its 30 s (two VM files, three VMs, on two
 * cores) and Chromium in record's terminal test failed its navigation with ERR_NETWORK_CHANGED while the other
 * file's VM networking came and went. The turns on this machine's own desktop (takeTurnOnThisMachine) stay.
 */
const VMS_AT_ONCE = 1;

export default defineConfig({
  test: {
    testTimeout: 60_000, // a hang guard (the App tests build their fixtures in their first test)
    hookTimeout: 300_000,
    pool: "forks",
    reporters: ["default", "./__tests__/helpers/summary-reporter.ts"],
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["__tests__/**/*.test.ts"],
          exclude: [...configDefaults.exclude, DESKTOP_TESTS, APP_SHARED, ...OWN_PROCESS],
          isolate: false,
          maxWorkers: "100%",
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: "unit-own",
          include: OWN_PROCESS,
          maxWorkers: "100%",
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: "app",
          include: [APP_SHARED],
          exclude: [...configDefaults.exclude, DESKTOP_TESTS, ...OWN_PROCESS],
          isolate: false,
          maxWorkers: "100%",
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: "desktop",
          include: [DESKTOP_TESTS],
          exclude: [...configDefaults.exclude, ...VM_OR_HOST],
          globalSetup: ["./__tests__/helpers/docker-setup.ts"],
          maxWorkers: DESKTOPS_AT_ONCE,
          // A hang guard, not a speed check: a desktop test's time follows the machine's load (under
          // `npm test` on 4 cores or more these files run at a lower priority beside the VM files).
          testTimeout: 120_000,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: "vm-host",
          include: VM_OR_HOST,
          globalSetup: ["./__tests__/helpers/docker-setup.ts"],
          maxWorkers: VMS_AT_ONCE,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
