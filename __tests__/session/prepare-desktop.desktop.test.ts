import path from "node:path";
import tar from "tar-stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError } from "../../src/errors/desktest-error.ts";
import { ensureNamedImage } from "../../src/session/docker/desktop-image.ts";
import { LABEL } from "../../src/session/labels.ts";
import { DockerSession } from "../../src/session/docker/docker-session.ts";
import { placeTask } from "../../src/session/backends.ts";
import type { PlacementFlags } from "../../src/session/desktop-backend.ts";
import {
  prepareDesktop as prepareOn,
  type PrepareOptions,
  type PreparedDesktop,
} from "../../src/session/prepare-desktop.ts";
import { loadValidTask } from "../../src/run/load-task-file.ts";
import type { Task } from "../../src/task/model.ts";
import { tempTree } from "../helpers/cli.ts";
import { baseTask, load } from "../helpers/task-docs.ts";
import { docker } from "../helpers/desktop.ts";

const repo = path.resolve(import.meta.dirname, "../..");
const CUSTOM = "desktest-test/custom-calc:1";
const BARE = "desktest-test/bare:1";
const prepared: PreparedDesktop[] = [];
const options = {
  docker: async () => docker,
  runId: `prepare-${process.pid}`,
  width: 1024,
  height: 768,
  env: {},
  hostEnv: process.env,
  flags: {},
};

/** The task placed as a run places it (from the flags), then its desktop prepared there. */
function prepareDesktop(
  task: Task,
  extra: Partial<PrepareOptions> & { flags?: PlacementFlags } = {},
): Promise<PreparedDesktop> {
  const all = { ...options, ...extra };
  return Promise.resolve().then(() =>
    prepareOn(task, placeTask({ task, locate: all.locate }, all.flags), all),
  );
}

/** The containers this test process made, alive or not (other test files make theirs at the same time). */
const ownContainers = () =>
  docker.listContainers({ all: true, filters: { label: [`${LABEL.creatorPid}=${process.pid}`] } });

async function build(tag: string, dockerfile: string): Promise<void> {
  const pack = tar.pack();
  pack.entry({ name: "Dockerfile" }, dockerfile);
  pack.finalize();
  const stream = await docker.buildImage(pack as unknown as NodeJS.ReadableStream, { t: tag, rm: true });
  await new Promise((resolve, reject) =>
    docker.modem.followProgress(stream, (e: Error | null) => (e ? reject(e) : resolve(undefined))),
  );
}

async function prepare(task: Task, extra: Partial<PrepareOptions> = {}): Promise<PreparedDesktop> {
  const result = await prepareDesktop(task, extra);
  prepared.push(result);
  return result;
}

beforeAll(async () => {
  await build(CUSTOM, 'FROM desktest-desktop:latest\nLABEL purpose="desktest custom image test"\n');
  await build(BARE, 'FROM debian:bookworm-slim\nCMD ["sleep", "infinity"]\n');
}, 120_000);

afterAll(async () => {
  await Promise.all(prepared.map((p) => p.session.close()));
});

describe("preparing a task's desktop", () => {
  it("runs the gedit example up to its window: folder app deployed, setup done", async () => {
    const { task } = await loadValidTask(path.join(repo, "examples/gedit-save.json"));
    const { session, app, timings } = await prepare(task);
    expect(app?.window.mapped).toBe(true);
    expect((await session.exec("cat /home/tester/notes.txt")).stdout).toBe("Shopping list\n");
    expect((await session.exec(["test", "-x", "/home/tester/gedit-app/run.sh"])).exitCode).toBe(0);
    expect(Object.keys(timings)).toEqual(["startMs", "deployMs", "setupMs", "launchMs", "windowMs"]);
    // the launch: the window mapped, then the app's accessibility registered
    expect(timings.windowMs).toBeGreaterThan(0);
    expect(timings.windowMs).toBeLessThanOrEqual(timings.launchMs);
  });

  it("copies fixtures named relative to the task file", async () => {
    const { task } = await loadValidTask(path.join(repo, "examples/gedit-copy-fixture.json"), { cwd: "/" });
    const { session } = await prepare(task);
    expect((await session.exec("cat /home/tester/notes.txt")).stdout).toBe("Release notes\nStatus: DRAFT\n");
  });

  it("names the failing setup step with its place in the task file, and removes the desktop", async () => {
    const text = JSON.stringify(
      baseTask({
        app: { type: "docker_image", image: CUSTOM },
        config: [{ type: "execute", command: "exit 5" }],
      }),
      null,
      2,
    );
    const loaded = load(undefined, { text });
    const before = (await ownContainers()).length;
    const failure = prepareDesktop(loaded.task!, { locate: loaded.locate });
    await expect(failure).rejects.toThrow(
      "Setup step 0 (execute) failed: Command exited with code 5: exit 5",
    );
    await expect(failure).rejects.toMatchObject({
      category: "infra_error",
      location: { file: "tasks/t.json", pointer: "/config/0", line: 10, column: 5 },
    });
    expect((await ownContainers()).length).toBe(before);
  });

  it("runs a custom docker_image app with its entrypoint_cmd and waits for the new window", async () => {
    const task = load(
      baseTask({ app: { type: "docker_image", image: CUSTOM, entrypoint_cmd: "galculator" } }),
    ).task!;
    const { app } = await prepare(task);
    expect(app?.window.class.toLowerCase()).toContain("galculator");
  });

  it("refuses a custom image the desktop cannot run in, as a configuration error", async () => {
    const task = load(baseTask({ app: { type: "docker_image", image: BARE } })).task!;
    const failure = prepareDesktop(task);
    await expect(failure).rejects.toBeInstanceOf(ConfigError);
    await expect(failure).rejects.toThrow("the image has no usable python3");
  });

  it("verifies digests and reports images that are neither local nor pullable", async () => {
    await expect(ensureNamedImage(docker, CUSTOM, `sha256:${"a".repeat(64)}`)).rejects.toThrow(
      `image '${CUSTOM}' does not have the pinned digest sha256:${"a".repeat(64)} (it has no registry digest)`,
    );
    await expect(ensureNamedImage(docker, "127.0.0.1:9/desktest/missing:1")).rejects.toBeInstanceOf(
      ConfigError,
    );
  });

  it("gives the desktop no network with noNetwork", async () => {
    const task = load(baseTask({ app: { type: "docker_image", image: CUSTOM } })).task!;
    const { session } = await prepare(task, { noNetwork: true });
    expect((await session.exec("ls /sys/class/net")).stdout.split(/\s+/).filter(Boolean)).toEqual(["lo"]);
  });

  it("attaches to a running desktop (vnc_attach) and leaves it running when done", async () => {
    const owner = await DockerSession.create(docker, {
      image: CUSTOM,
      taskId: "attach-target",
      width: 800,
      height: 600,
    });
    try {
      const task = load(baseTask({ app: { type: "vnc_attach", note: "a developer's desktop" } })).task!;
      await expect(prepareDesktop(task)).rejects.toThrow("attaches to a running desktop");
      const attached = await prepareDesktop(task, { flags: { attachTo: owner.id } });
      expect(attached.session.screen).toEqual({ width: 800, height: 600 });
      expect((await attached.session.observe()).screenshot?.width).toBe(800);
      await attached.session.close();
      expect((await docker.getContainer(owner.id).inspect()).State.Running).toBe(true);
    } finally {
      await owner.close();
    }
  });

  it("refuses macOS and Windows apps a Linux runner cannot run, before creating anything", async () => {
    const native = load(baseTask({ app: { type: "macos_native", bundle_id: "com.apple.TextEdit" } })).task!;
    await expect(prepareDesktop(native)).rejects.toThrow(
      "app type 'macos_native' runs on the desktop of a macOS runner; this machine runs Linux",
    );
    const windows = load(baseTask({ app: { type: "windows_native", app_path: "C:\\app.exe" } })).task!;
    await expect(prepareDesktop(windows)).rejects.toThrow("runs on the desktop of a Windows runner");
    const tart = load(
      baseTask({ app: { type: "macos_tart", base_image: "b", bundle_id: "com.apple.TextEdit" } }),
    ).task!;
    // Without a profile for the image (and without Tart), a Tart VM is never cloned.
    const saved = process.env.DESKTEST_TART_HOME;
    process.env.DESKTEST_TART_HOME = tempTree({});
    try {
      await expect(prepareDesktop(tart)).rejects.toThrow("the Tart image 'b' was not prepared for desktest");
    } finally {
      if (saved === undefined) delete process.env.DESKTEST_TART_HOME;
      else process.env.DESKTEST_TART_HOME = saved;
    }
  });
});
