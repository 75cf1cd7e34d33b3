/**
 * `npm run bench:vm`: Linux desktops in QEMU VMs beside Docker desktops, in one run: start → app window
 * by cold boot and by ready-snapshot restore, observe p50/p95, act p50, one step's harness cost (observe
 * + act + settle) p50, memory per desktop, and the accelerator that ran (KVM where the host can, TCG
 * otherwise; the table says which).
 */
import { readFileSync } from "node:fs";
import Docker from "dockerode";
import { launchApp } from "../src/session/app-launch.ts";
import { ensureDesktopImage } from "../src/session/docker/desktop-image.ts";
import { DockerSession } from "../src/session/docker/docker-session.ts";
import type { Session } from "../src/session/session.ts";
import { chooseAccelerator } from "../src/session/vm/accelerator.ts";
import { ensureLinuxVmImage, vmCacheDir } from "../src/session/vm/linux-vm-image.ts";
import { QemuVm } from "../src/session/vm/qemu-vm.ts";
import { ensureReadySnapshot } from "../src/session/vm/ready-snapshot.ts";
import { VmSession } from "../src/session/vm/vm-session.ts";
import { percentile, printTable, timeRuns, type Row } from "./stats.ts";
import path from "node:path";

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const WIDTH = 1280;
const HEIGHT = 800;
const CLICK = "pyautogui.moveTo(200, 200)";

async function toWindow(session: Session): Promise<number> {
  const t0 = performance.now();
  await launchApp(session, { command: ["galculator"], cwd: "/home/tester" });
  return performance.now() - t0;
}

async function stepCosts(session: Session, label: string): Promise<Row[]> {
  return [
    { name: `${label}: observe (PNG + a11y)`, times: await timeRuns(RUNS, () => session.observe()) },
    { name: `${label}: act (one pointer move)`, times: await timeRuns(RUNS, () => session.act(CLICK)) },
    {
      name: `${label}: one step (observe + act + settle)`,
      times: await timeRuns(RUNS, async () => {
        await session.observe();
        await session.act(CLICK);
        await session.settle({ timeoutMs: 3_000 });
      }),
    },
  ];
}

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

export async function run(): Promise<void> {
  const docker = new Docker();
  const say = (line: string) => console.error(`[vm] ${line}`);
  const desktopImage = await ensureDesktopImage(docker, { onProgress: say });
  const image = await ensureLinuxVmImage(docker, { onProgress: say });
  const choice = await chooseAccelerator(
    "auto",
    { kernel: image.kernel, initrd: image.initrd },
    {
      cacheFile: path.join(vmCacheDir(), "accelerator.json"),
    },
  );
  const shape = {
    accelerator: choice.accelerator,
    memoryMb: 2048,
    cpus: 2,
    width: WIDTH,
    height: HEIGHT,
    network: false,
  };
  console.log(`Accelerator: ${choice.accelerator.toUpperCase()}${choice.note ? ` (${choice.note})` : ""}`);
  const snapshot = await ensureReadySnapshot(image, shape, { log: say });

  // Start → galculator's window.
  const start: Row[] = [];
  const dockerStarts: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const session = await DockerSession.create(docker, {
      image: desktopImage,
      runId: "bench-vm",
      taskId: "docker",
      width: WIDTH,
      height: HEIGHT,
      noNetwork: true,
    });
    await toWindow(session);
    dockerStarts.push(performance.now() - t0);
    await session.close();
  }
  start.push({ name: "Docker: start → app window", times: dockerStarts });
  const cold: number[] = [];
  for (let i = 0; i < 2; i++) {
    const t0 = performance.now();
    const vm = await QemuVm.start({ image, ...shape, runId: "bench-vm", taskId: "cold" });
    await toWindow(new VmSession(vm));
    cold.push(performance.now() - t0);
    await vm.stop();
  }
  start.push({ name: "VM: cold boot → app window", times: cold });
  const restored: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const vm = await QemuVm.start({
      image,
      ...shape,
      runId: "bench-vm",
      taskId: "restore",
      restore: snapshot,
    });
    await toWindow(new VmSession(vm));
    restored.push(performance.now() - t0);
    await vm.stop();
  }
  start.push({ name: "VM: snapshot restore → app window", times: restored });
  printTable(
    `Start → galculator window (milliseconds; ${choice.accelerator.toUpperCase()})`,
    start,
    "Docker: start → app window",
  );
  console.log(
    `  snapshot restore beats a cold boot by ${(percentile(cold, 50) / percentile(restored, 50)).toFixed(1)}× (p50)`,
  );

  // Steps, and memory per desktop.
  const dockerSession = await DockerSession.create(docker, {
    image: desktopImage,
    runId: "bench-vm",
    taskId: "steps",
    width: WIDTH,
    height: HEIGHT,
    noNetwork: true,
  });
  const vm = await QemuVm.start({ image, ...shape, runId: "bench-vm", taskId: "steps", restore: snapshot });
  const vmSession = new VmSession(vm);
  try {
    await toWindow(dockerSession);
    await toWindow(vmSession);
    const rows = [...(await stepCosts(dockerSession, "Docker")), ...(await stepCosts(vmSession, "VM"))];
    printTable(
      `One step's harness cost (milliseconds; VM under ${choice.accelerator.toUpperCase()})`,
      rows,
      "Docker: one step (observe + act + settle)",
    );
    const stats = (await dockerSession.container.stats({ stream: false })) as {
      memory_stats?: { usage?: number };
    };
    console.log(
      `\nMemory per desktop: Docker ${((stats.memory_stats?.usage ?? 0) / 1024 / 1024).toFixed(0)} MiB (container), VM ${rssMb(vm.process.pid!).toFixed(0)} MiB (QEMU's RSS; ${shape.memoryMb} MiB guest)`,
    );
  } finally {
    await dockerSession.close();
    await vmSession.close();
  }
}
