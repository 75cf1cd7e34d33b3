/**
 * A suite's wall time: the same 6 replay tasks (the three examples, each twice) on real desktops
 * (1280×800), measured in one run on the same machine:
 *   desktest, concurrency 1 and concurrency 3: `runSuite`, each task in its own desktop;
 *   reference way: one task after another (the reference's `suite` is sequential) with the reference's
 *     fixed waits added to each task: its entrypoint's `sleep 1` + `sleep 2`, a window baseline of at
 *     least 1.5 s (three identical 500 ms reads) and the 1 s sleep after launching the app, where
 *     desktest polls for readiness instead.
 * The machine's core count bounds the speed-up: on 2 cores, 3 desktops at once share them.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import Docker from "dockerode";
import { runTask } from "../src/run/run-task.ts";
import { ensureDesktopImage } from "../src/session/docker/desktop-image.ts";
import { discoverSuite } from "../src/suite/discover.ts";
import { runSuite } from "../src/suite/run-suite.ts";
import { taskStatus } from "../src/report/suite-run.ts";

const WIDTH = 1280;
const HEIGHT = 800;
/** The reference's fixed waits per task: entrypoint sleeps, window baseline, post-launch sleep. */
const REFERENCE_FIXED_MS = 1_000 + 2_000 + 1_500 + 1_000;

export async function run(): Promise<void> {
  const docker = new Docker();
  await ensureDesktopImage(docker, { onProgress: (line) => console.error(`[image] ${line}`) });
  const dir = mkdtempSync(path.join(tmpdir(), "desktest-bench-suite-"));
  try {
    cpSync(path.resolve(import.meta.dirname, "../examples"), dir, { recursive: true });
    for (const name of ["galculator-add", "gedit-copy-fixture", "gedit-save"]) {
      const task = JSON.parse(readFileSync(path.join(dir, `${name}.json`), "utf8")) as { id: string };
      writeFileSync(
        path.join(dir, `${name}-again.json`),
        JSON.stringify({ ...task, id: `${task.id}-again` }),
      );
    }
    const { tasks } = await discoverSuite(["."], { cwd: dir });
    const common = { cwd: dir, env: {}, width: WIDTH, height: HEIGHT, replay: true, docker } as const;

    // Warm-up (untimed): the first desktop of a run pays for cold caches.
    await runTask({ ...common, taskFile: tasks[0]!.file, outputDir: "warm-up", artifactsDir: "warm-up" });

    const rows: { name: string; ms: number; passed: number }[] = [];
    for (const concurrency of [1, 3]) {
      const started = performance.now();
      const suite = await runSuite({
        ...common,
        tasks,
        artifactsDir: `concurrency-${concurrency}`,
        concurrency,
      });
      rows.push({
        name: `desktest suite, concurrency ${concurrency}`,
        ms: performance.now() - started,
        passed: suite.tasks.filter((t) => taskStatus(t) === "pass").length,
      });
    }
    const started = performance.now();
    let passed = 0;
    for (const task of tasks) {
      await new Promise((resolve) => setTimeout(resolve, REFERENCE_FIXED_MS));
      const folder = path.join("reference", task.folder);
      const result = await runTask({
        ...common,
        taskFile: task.file,
        outputDir: folder,
        artifactsDir: folder,
      });
      if (result.results.status === "pass") passed++;
    }
    rows.push({ name: "reference way (sequential, fixed waits)", ms: performance.now() - started, passed });

    const base = rows[0]!.ms;
    console.log(
      `\nSuite of ${tasks.length} replay tasks at ${WIDTH}×${HEIGHT}, ${availableParallelism()} CPUs, one run each`,
    );
    console.log(
      `${"".padEnd(44)}${"passed".padStart(8)}${"wall s".padStart(10)}${"s / task".padStart(10)}${"× conc. 1".padStart(12)}`,
    );
    for (const row of rows) {
      console.log(
        `${row.name.padEnd(44)}${`${row.passed}/${tasks.length}`.padStart(8)}${(row.ms / 1000).toFixed(1).padStart(10)}` +
          `${(row.ms / 1000 / tasks.length).toFixed(1).padStart(10)}${`${(row.ms / base).toFixed(2)}×`.padStart(12)}`,
      );
    }
    const [one, three, reference] = rows;
    console.log(
      `\nconcurrency 3 is ${(one!.ms / three!.ms).toFixed(2)}× faster than concurrency 1, ` +
        `${(reference!.ms / three!.ms).toFixed(2)}× faster than the reference way`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
