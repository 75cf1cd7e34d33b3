import { describe, expect, it, vi } from "vitest";
import type * as BuildContextModule from "../../src/session/docker/build-context.ts";
import { docker } from "../helpers/desktop.ts";
import { suiteTask } from "../suite/fake-run-task.ts";

/** Every read of a docker/ build context (the desktop image's staleness check reads and hashes the folder). */
const contextReads = vi.hoisted(() => ({ count: 0 }));
vi.mock("../../src/session/docker/build-context.ts", async (original) => {
  const module = await original<typeof BuildContextModule>();
  return {
    ...module,
    readBuildContext: (dir: string) => {
      contextReads.count++;
      return module.readBuildContext(dir);
    },
  };
});

const { dockerBackend } = await import("../../src/session/docker/backend.ts");
const { ensureSuiteImages } = await import("../../src/session/docker/preflight.ts");
const { OncePerRun } = await import("../../src/session/once-per-run.ts");
const { desktopImageTag } = await import("../../src/session/docker/desktop-image.ts");

const startContext = (once?: InstanceType<typeof OncePerRun>) => ({
  runId: "images-once",
  width: 1280,
  height: 800,
  env: {},
  hostEnv: {},
  flags: {},
  docker: async () => docker,
  ...(once ? { once } : {}),
});

describe("a suite's desktop image", () => {
  it("is checked once, by the preflight: its tasks' prepare and the warm pool's specs take what it made", async () => {
    const tasks = ["a", "b", "c"].map((id) => suiteTask(id));
    const once = new OncePerRun();
    contextReads.count = 0;
    const made = await ensureSuiteImages(docker, tasks, { once });
    expect(made.failures.size).toBe(0);
    expect(made.images.map((i) => i.name)).toEqual([desktopImageTag()]);
    expect(contextReads.count).toBe(1);
    for (const { task } of tasks) {
      expect(await dockerBackend.prepare!(task, startContext(once))).toBe(desktopImageTag());
      const spec = (await dockerBackend.warm!.spec(task, startContext(once))) as { image: string };
      expect(spec.image).toBe(desktopImageTag());
    }
    expect(contextReads.count).toBe(1);

    // A run of its own (no suite) checks the image itself, each time.
    await dockerBackend.prepare!(tasks[0]!.task, startContext());
    await dockerBackend.warm!.spec(tasks[0]!.task, startContext());
    expect(contextReads.count).toBe(3);
  });
});
