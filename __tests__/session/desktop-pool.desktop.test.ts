import { spawn } from "node:child_process";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { describeTaken } from "../../src/session/docker/backend.ts";
import { DesktopPool, POOLED_TASK_ID } from "../../src/session/docker/desktop-pool.ts";
import type { DockerSession, DockerSessionOptions } from "../../src/session/docker/docker-session.ts";
import { DESKTOP_IMAGE } from "../../src/session/docker/desktop-image.ts";
import { LABEL } from "../../src/session/labels.ts";
import { reapContainers } from "../../src/session/docker/reap.ts";
import { docker } from "../helpers/desktop.ts";

const repo = path.resolve(import.meta.dirname, "../..");

const containersOfRun = async (runId: string) =>
  (await docker.listContainers({ all: true, filters: { label: [`${LABEL.runId}=${runId}`] } })).map((c) => ({
    id: c.Id,
    task: c.Labels[LABEL.taskId],
  }));

describe("a warm pool of desktops", () => {
  it("starts the next desktops ahead, gives each to one task only, and removes what is left", async () => {
    const runId = `pool-${process.pid}`;
    const spec = (taskId: string): DockerSessionOptions => ({
      image: DESKTOP_IMAGE,
      taskId,
      runId,
      width: 1024,
      height: 768,
    });
    let asked = 0;
    const pool = new DesktopPool(docker, { runId, capacity: 2, onTake: () => asked++ });
    const taken: DockerSession[] = [];
    try {
      pool.want([spec("a"), spec("b")]);
      await pool.idle();
      const waiting = await containersOfRun(runId);
      expect(waiting.map((c) => c.task)).toEqual([POOLED_TASK_ID, POOLED_TASK_ID]);
      const cpuShares = async (id: string) => (await docker.getContainer(id).inspect()).HostConfig.CpuShares;
      // waiting desktops yield the CPUs to running tasks; a taken one has Docker's default weight
      expect(await cpuShares(waiting[0]!.id)).toBe(256);

      const first = await pool.take(spec("a"));
      const second = await pool.take(spec("b"));
      taken.push(first.desktop, second.desktop);
      expect([first.warm, second.warm]).toEqual([true, true]);
      expect(new Set([first.desktop.id, second.desktop.id])).toEqual(new Set(waiting.map((c) => c.id)));
      expect(await first.desktop.exec("echo ready")).toMatchObject({ exitCode: 0, stdout: "ready\n" });
      // raised as it is taken, without the task waiting for Docker's update
      await vi.waitFor(async () => expect(await cpuShares(first.desktop.id)).toBe(1024), { timeout: 5_000 });
      expect((await first.desktop.guest.ping()).screen).toEqual({ width: 1024, height: 768 });

      // none left: the next one is started for its task; another resolution is never a pooled one
      pool.want([{ ...spec("c"), width: 800, height: 600 }]);
      await pool.idle();
      const third = await pool.take(spec("c"));
      taken.push(third.desktop);
      expect(third.warm).toBe(false);
      // Each task's asking tells the suite to say again what the next tasks need, also when it started
      // its own (the image a task made sure of may make the next ones' startable).
      expect(asked).toBe(3);
      expect(waiting.map((c) => c.id)).not.toContain(third.desktop.id);

      const left = (await containersOfRun(runId)).filter((c) => c.task === POOLED_TASK_ID);
      expect(left).toHaveLength(3); // the 800×600 one still waits (labels never change: the taken two too)
      await pool.close();
      const after = (await containersOfRun(runId)).map((c) => c.id);
      expect(after.sort()).toEqual(taken.map((d) => d.id).sort());
    } finally {
      await pool.close();
      await Promise.all(taken.map((d) => d.close()));
    }
    expect(await containersOfRun(runId)).toEqual([]);
  });

  it("says whether the desktop a task took was up before it asked or still starting", async () => {
    const runId = `pool-ready-${process.pid}`;
    const spec = (taskId: string): DockerSessionOptions => ({
      image: DESKTOP_IMAGE,
      taskId,
      runId,
      width: 1024,
      height: 768,
    });
    const pool = new DesktopPool(docker, { runId, capacity: 1 });
    const taken: DockerSession[] = [];
    try {
      pool.want([spec("a")]);
      await pool.idle();
      const up = await pool.take(spec("a"));
      taken.push(up.desktop);
      expect(describeTaken(up)).toBe("a warm one, up before the task asked");

      pool.want([spec("b")]);
      const starting = await pool.take(spec("b"));
      taken.push(starting.desktop);
      expect(starting.warm).toBe(true);
      expect(starting.waitedMs).toBeGreaterThan(0);
      expect(describeTaken(starting)).toMatch(
        /^a warm one, still starting when the task asked \(up \d+ ms later\)$/,
      );
    } finally {
      await pool.close();
      await Promise.all(taken.map((d) => d.close()));
    }
  });

  it("`reap` removes the waiting desktops of a run that was killed", async () => {
    const runId = `pool-killed-${process.pid}`;
    const child = spawn(process.execPath, ["--import", "tsx", "__tests__/fixtures/pool-child.ts", runId], {
      cwd: repo,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on("data", (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes("READY")) resolve();
      });
      child.stderr!.on("data", (chunk: Buffer) => (out += chunk.toString()));
      child.on("exit", (code) => reject(new Error(`the engine exited early (${code}): ${out}`)));
    });
    expect(out).toContain("READY 1");
    const [pooled] = await containersOfRun(runId);
    expect(pooled?.task).toBe(POOLED_TASK_ID);
    const exited = new Promise((resolve) => child.on("exit", resolve));
    child.kill("SIGKILL");
    await exited;

    // what `desktest reap` does: the desktops whose creating process is gone
    expect(await reapContainers(docker)).toContain(pooled!.id);
    expect(await containersOfRun(runId)).toEqual([]);
  });
});
