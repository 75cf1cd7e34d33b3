/**
 * One agent step's harness cost on a real desktop (galculator at 1280×800), ours against the reference
 * CLI's method, measured in the same run on the same machine:
 *   reference: fixed 2 s post-action sleep, `scrot` in a `docker exec`, the PNG downloaded through the
 *              archive API, a separate cold `docker exec` process for the a11y tree, and a cold
 *              `docker exec` python process per action;
 *   desktest:  one persistent guest agent: act (in-process click), then one observe that settles on X
 *              damage events and takes the screenshot (JPEG, the frame kept for the artifacts' PNG) and
 *              the a11y tree during the quiet window; beside it, the previous way measured in the same
 *              run: settle by comparing frames, then observe with a PNG.
 */
import type { Readable } from "node:stream";
import Docker from "dockerode";
import tar from "tar-stream";
import { launchApp } from "../src/session/app-launch.ts";
import { ensureDesktopImage } from "../src/session/docker/desktop-image.ts";
import { dockerExec } from "../src/session/docker/docker-exec.ts";
import { DockerSession } from "../src/session/docker/docker-session.ts";
import { timeFigure, type Figure } from "./figures.ts";
import { percentile, printTable, timeRuns, type Row } from "./stats.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const WIDTH = 1280;
const HEIGHT = 800;
const REFERENCE_SETTLE_MS = 2_000;
const COLD_A11Y =
  "import sys; sys.path.insert(0, '/tmp/desktest-guest'); " +
  "from desktest_guest.a11y_worker import A11yService; " +
  "print(A11yService().tsv(10000, 40000, 15000, False)['tsv'])";

export async function run(): Promise<Figure[]> {
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
    const settleOptions = { timeoutMs: 2_000, intervalMs: 25 };
    const agentObserve = async () => {
      const observation = await session.observe({
        format: "jpeg",
        quality: 90,
        keepFrame: true,
        settle: settleOptions,
      });
      // the artifacts' PNG, as the agent fetches it while the model thinks
      if (observation.screenshot?.frameId) await session.guest.frame(observation.screenshot.frameId);
    };
    const observe = await timeRuns(RUNS, () => session.observe());
    const act = await timeRuns(RUNS, () => session.act(click));
    const runTrip = await timeRuns(RUNS, () => session.exec(["true"]));
    const settleFrames = await timeRuns(RUNS, () =>
      session.guest.settle({ ...settleOptions, method: "frames" }),
    );
    const settleDamage = await timeRuns(RUNS, () => session.guest.settle(settleOptions));
    const ourStep = await timeRuns(RUNS, async () => {
      await session.act(click);
      await agentObserve();
    });
    const previousStep = await timeRuns(RUNS, async () => {
      await session.act(click);
      await session.guest.settle({ ...settleOptions, method: "frames" });
      await session.observe({ format: "png" });
    });
    const noop = "pyautogui.position()";
    const ourNoop = await timeRuns(RUNS, async () => {
      await session.act(noop);
      await agentObserve();
    });
    const previousNoop = await timeRuns(RUNS, async () => {
      await session.act(noop);
      await session.guest.settle({ ...settleOptions, method: "frames" });
      await session.observe({ format: "png" });
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
      { name: "desktest: one step (act, observe settled)", times: ourStep },
      { name: "  previous: act, settle by frames, observe PNG", times: previousStep },
      { name: "desktest: step that changes nothing", times: ourNoop },
      { name: "  previous: act, settle by frames, observe PNG", times: previousNoop },
      { name: "desktest: observe (PNG + a11y, no settle)", times: observe },
      { name: "desktest: act (one click)", times: act },
      { name: "desktest: settle on X damage (unchanged)", times: settleDamage },
      { name: "  previous: settle by frames (unchanged)", times: settleFrames },
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
    return [
      timeFigure("session.noop_step_ms", "guest round trips of a step that changes nothing", ourNoop, {
        baseline: {
          label: "act, settle by comparing frames, observe with a PNG (the previous way)",
          times: previousNoop,
        },
        note: "act + observe with settle, from this process; the agent bench adds the loop's own work",
      }),
      timeFigure("session.start_to_window_ms", "container start → galculator window", startToWindow, {
        note: "a desktop started for it, no pool; no baseline here (the reference CLI is not on this machine)",
      }),
    ];
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
