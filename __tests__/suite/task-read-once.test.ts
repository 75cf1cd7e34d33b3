import type * as NodeFs from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { tempTree } from "../helpers/cli.ts";

/** Every synchronous read of a file, by absolute path (the task loader reads task files so). */
const reads = vi.hoisted(() => [] as string[]);
vi.mock("node:fs", async (original) => {
  const fs = await original<typeof NodeFs>();
  const readFileSync = ((file: Parameters<typeof fs.readFileSync>[0], ...rest: unknown[]) => {
    if (typeof file === "string") reads.push(path.resolve(file));
    return (fs.readFileSync as (...args: unknown[]) => unknown)(file, ...rest);
  }) as typeof fs.readFileSync;
  return { ...fs, default: { ...fs, readFileSync }, readFileSync };
});

const { discoverSuite } = await import("../../src/suite/discover.ts");
const { runSuite } = await import("../../src/suite/run-suite.ts");

const task = (id: string) =>
  JSON.stringify({
    schema_version: "1.0",
    id,
    instruction: `Do ${id}.`,
    app: { type: "folder", dir: ".", entrypoint: "run.sh" },
    evaluator: { mode: "llm" },
  });

describe("a suite's task files", () => {
  it("are each read and parsed once: discovery loads them, the runs and placement use what it loaded", async () => {
    const cwd = tempTree({ "tasks/a.json": task("a"), "tasks/b.json": task("b"), "tasks/run.sh": "true\n" });
    const files = ["tasks/a.json", "tasks/b.json"].map((f) => path.join(cwd, f));
    const suite = await discoverSuite(["tasks"], { cwd });
    const run = await runSuite({
      tasks: suite.tasks,
      cwd,
      env: {},
      artifactsDir: "artifacts",
      concurrency: 2,
      width: 1280,
      height: 800,
      // No agent: each run ends as a configuration error right after its task is prepared, before any desktop.
      preflight: false,
      warmDesktops: false,
      reviews: false,
    });
    expect(run.tasks.map((t) => t.attempts[0]?.results.error_detail)).toEqual([
      expect.stringContaining("running the agent needs an LLM provider"),
      expect.stringContaining("running the agent needs an LLM provider"),
    ]);
    for (const file of files) expect(reads.filter((r) => r === file)).toHaveLength(1);
  });
});
