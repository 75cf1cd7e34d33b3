import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LABEL } from "../../src/session/labels.ts";
import { reapContainers } from "../../src/session/docker/reap.ts";
import { cli } from "../helpers/cli.ts";
import { docker } from "../helpers/desktop.ts";

const repo = path.resolve(import.meta.dirname, "../..");

/** Start __tests__/fixtures/engine-child.ts: a separate engine process with one open desktop. */
function startEngine(runId: string): { child: ChildProcess; containerId: Promise<string> } {
  const script = path.join(repo, "__tests__/fixtures/engine-child.ts");
  const child = spawn(process.execPath, ["--import", "tsx", script, runId], {
    cwd: repo,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const containerId = new Promise<string>((resolve, reject) => {
    let out = "";
    child.stderr!.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /CONTAINER (\w+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.on("exit", (code) => reject(new Error(`engine exited early (${code}): ${out}`)));
  });
  return { child, containerId };
}

const exists = (id: string) =>
  docker
    .getContainer(id)
    .inspect()
    .then(
      () => true,
      () => false,
    );

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));

describe("interruption and reaping", () => {
  it("removes its desktop and exits 3 when the engine gets SIGTERM", async () => {
    const { child, containerId } = startEngine(`sigterm-${process.pid}`);
    const id = await containerId;
    expect(await exists(id)).toBe(true);
    const code = exited(child);
    child.kill("SIGTERM");
    expect(await code).toBe(3);
    expect(await exists(id)).toBe(false);
  });

  it("leaves nothing behind after the engine is killed outright and `reap` runs", async () => {
    const { child, containerId } = startEngine(`sigkill-${process.pid}`);
    const id = await containerId;
    const info = await docker.getContainer(id).inspect();
    expect(info.Config.Labels).toMatchObject({ [LABEL.managed]: "true", [LABEL.taskId]: "interrupt" });
    const code = exited(child);
    child.kill("SIGKILL");
    await code;
    expect(await exists(id)).toBe(true); // SIGKILL cannot be handled: this is what reap is for

    const result = await cli(["reap"], repo);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(id.slice(0, 12));
    expect(await exists(id)).toBe(false);
  });

  it("never reaps the desktops of a live engine unless asked by run id", async () => {
    const runId = `live-${process.pid}`;
    const { child, containerId } = startEngine(runId);
    const id = await containerId;
    try {
      expect(await reapContainers(docker)).not.toContain(id);
      expect(await exists(id)).toBe(true);
      expect(await reapContainers(docker, { runId })).toEqual([id]);
      expect(await exists(id)).toBe(false);
    } finally {
      child.kill("SIGKILL");
    }
  });
});
