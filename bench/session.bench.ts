/**
 * One agent step's harness cost on a real desktop (galculator at 1280×800), ours against the reference
 * CLI's method, measured in the same run on the same machine:
 *   reference: fixed 2 s post-action sleep, `scrot` in a `docker exec`, the PNG downloaded through the
 *              archive API, a separate cold `docker exec` process for the a11y tree, and a cold
 *              `docker exec` python process per action;
 *   desktest:  one persistent guest agent: settle (until two identical frames), observe (screenshot +
 *              a11y in one request), act (in-process click).
 */
import type { Readable } from "node:stream";
import Docker from "dockerode";
import tar from "tar-stream";
import { launchApp } from "../src/session/app-launch.ts";
import { ensureDesktopImage } from "../src/session/docker/desktop-image.ts";
import { dockerExec } from "../src/session/docker/docker-exec.ts";
import { DockerSession } from "../src/session/docker/docker-session.ts";
import { percentile, printTable, timeRuns, type Row } from "./stats.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WIDTH = 1280;
const HEIGHT = 800;
const REFERENCE_SETTLE_MS = 2_000;
const COLD_A11Y =
  "import sys; sys.path.insert(0, '/tmp/desktest-guest'); " +
  "from desktest_guest.a11y_worker import A11yService; " +
  "print(A11yService().tsv(10000, 40000, 15000, False)['tsv'])";

export async function run(): Promise<void> {
  const docker = new Docker();
  const image = await ensureDesktopImage(docker, { onProgress: (l) => console.error(`[image] ${l}`) });

  // 1. Container start → desktop ready → app window.
  const startToReady: number[] = [];
  const startToWindow: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const session = await DockerSession.create(docker, {
      image,
      taskId: "bench",
      width: WIDTH,
      height: HEIGHT,
    });
    startToReady.push(performance.now() - t0);
    await launchApp(session, { command: ["galculator"] });
    startToWindow.push(performance.now() - t0);
    await session.close();
  }
  printTable(
    `Desktop start (${WIDTH}×${HEIGHT}, openbox), ${RUNS} runs`,
    [
      { name: "container start → desktop ready", times: startToReady },
      { name: "container start → galculator window", times: startToWindow },
    ],
    "container start → desktop ready",
  );

  const session = await DockerSession.create(docker, {
    image,
    taskId: "bench",
    width: WIDTH,
    height: HEIGHT,
  });
  try {
    await launchApp(session, { command: ["galculator"] });
    await session.settle({ timeoutMs: 3_000 });
    const tree = (await session.observe({ screenshot: false })).a11y!.tsv;
    const button = tree
      .split("\n")
      .find((l) => l.startsWith("togglebutton\t0\t"))!
      .split("\t");
    const [bx, by] = button[5]!.split(",").map(Number);
    const click = `pyautogui.click(${bx! + 10}, ${by! + 10})`;

    // 2. The pieces of one step, ours.
    const observe = await timeRuns(RUNS, () => session.observe());
    const act = await timeRuns(RUNS, () => session.act(click));
    const runTrip = await timeRuns(RUNS, () => session.exec(["true"]));
    const settle = await timeRuns(RUNS, () => session.settle({ timeoutMs: 2_000 }));
    const ourStep = await timeRuns(RUNS, async () => {
      await session.act(click);
      await session.settle({ timeoutMs: 2_000 });
      await session.observe();
    });

    // 3. The same step, the reference way.
    const container = session.container;
    const refScreenshot = await timeRuns(RUNS, async () => {
      await dockerExec(container, ["scrot", "-o", "/tmp/step.png"]);
      await downloadFile(container, "/tmp/step.png");
    });
    const refA11y = await timeRuns(RUNS, () => dockerExec(container, ["python3", "-c", COLD_A11Y]), 1);
    const refAct = await timeRuns(
      RUNS,
      () => dockerExec(container, ["python3", "-c", `import pyautogui; ${click}`]),
      1,
    );
    const refStep = await referenceStepTimes(container, click, Math.min(RUNS, 10));

    const rows: Row[] = [
      { name: "reference: one step (act, 2 s sleep, shot, a11y)", times: refStep },
      { name: "reference: scrot exec + archive download", times: refScreenshot },
      { name: "reference: a11y tree, cold exec", times: refA11y },
      { name: "reference: action, cold python exec", times: refAct },
      { name: "desktest: one step (act, settle, observe)", times: ourStep },
      { name: "desktest: observe (screenshot + a11y)", times: observe },
      { name: "desktest: act (one click)", times: act },
      { name: "desktest: settle (2 identical frames)", times: settle },
      { name: "desktest: run round trip (`true`)", times: runTrip },
    ];
    printTable(
      `One agent step's harness cost, galculator at ${WIDTH}×${HEIGHT}`,
      rows,
      "reference: one step (act, 2 s sleep, shot, a11y)",
    );
    const ratio = percentile(refStep, 50) / percentile(ourStep, 50);
    console.log(
      `\none step: desktest is ${ratio.toFixed(1)}× faster than the reference method (p50 against p50)`,
    );
    console.log(
      `targets: observe p50 ≤ 100 ms: ${percentile(observe, 50).toFixed(1)} ms; step ≥ 10× faster: ${ratio.toFixed(1)}×; start → window ≤ 2 s: ${percentile(startToWindow, 50).toFixed(0)} ms`,
    );
  } finally {
    await session.close();
  }
}

/**
 * One agent step the reference CLI's way: a cold python process for the action, a fixed 2 s sleep,
 * `scrot` in an exec, the PNG downloaded through the archive API, a cold exec for the a11y tree.
 */
export function referenceStepTimes(
  container: Docker.Container,
  click: string,
  runs: number,
): Promise<number[]> {
  return timeRuns(
    runs,
    async () => {
      await dockerExec(container, ["python3", "-c", `import pyautogui; ${click}`]);
      await new Promise((r) => setTimeout(r, REFERENCE_SETTLE_MS));
      await dockerExec(container, ["scrot", "-o", "/tmp/step.png"]);
      await downloadFile(container, "/tmp/step.png");
      await dockerExec(container, ["python3", "-c", COLD_A11Y]);
    },
    0,
  );
}

async function downloadFile(container: Docker.Container, file: string): Promise<Buffer> {
  const archive = (await container.getArchive({ path: file })) as unknown as Readable;
  const extract = tar.extract();
  const chunks: Buffer[] = [];
  const done = new Promise<void>((resolve, reject) => {
    extract.on("entry", (_header, stream, next) => {
      stream.on("data", (c: unknown) => chunks.push(c as Buffer));
      stream.on("end", next);
    });
    extract.on("finish", resolve);
    extract.on("error", reject);
  });
  archive.pipe(extract as unknown as NodeJS.WritableStream);
  await done;
  return Buffer.concat(chunks);
}
