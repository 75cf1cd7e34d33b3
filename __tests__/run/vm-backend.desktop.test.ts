/**
 * The examples in QEMU VM desktops (`--backend vm`), replayed: the same pipeline, deployment, setup,
 * launch, replay and metrics as in Docker, through the same guest agent over virtio-serial. Under TCG
 * on these machines.
 */
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runTask, type RunTaskOptions } from "../../src/run/run-task.ts";
import { tempTree } from "../helpers/cli.ts";
import { docker } from "../helpers/desktop.ts";

const repo = path.resolve(import.meta.dirname, "../..");

function examplesCopy(): string {
  const dir = tempTree({});
  cpSync(path.join(repo, "examples"), dir, { recursive: true });
  return dir;
}

function run(dir: string, taskFile: string, extra: Partial<RunTaskOptions> = {}) {
  return runTask({
    taskFile,
    cwd: dir,
    env: {},
    outputDir: "out",
    artifactsDir: "artifacts",
    width: 1280,
    height: 800,
    docker,
    replay: true,
    backend: "vm",
    noNetwork: true,
    ...extra,
  });
}

describe("the examples in VM desktops", () => {
  it("galculator-add passes, replayed in a VM", async () => {
    const dir = examplesCopy();
    const { results, exitCode } = await run(dir, "galculator-add.json");
    expect(results.error_detail ?? "").toBe("");
    expect(exitCode).toBe(0);
    expect(results.status).toBe("pass");
    expect(
      readFileSync(path.join(dir, "artifacts", "final.png"))
        .subarray(1, 4)
        .toString(),
    ).toBe("PNG");
  }, 600_000);

  it("gedit-save passes, and fails against a sabotaged setup naming the metric with expected and actual", async () => {
    const dir = examplesCopy();
    expect((await run(dir, "gedit-save.json")).results.status).toBe("pass");
    const task = JSON.parse(readFileSync(path.join(dir, "gedit-save.json"), "utf8")) as Record<
      string,
      unknown
    >;
    task.config = [
      {
        type: "execute",
        command: "printf 'Shopping list\\n' > /home/tester/notes.txt && chmod 444 /home/tester/notes.txt",
      },
    ];
    writeFileSync(path.join(dir, "gedit-save.json"), JSON.stringify(task, null, 2));
    const { results, exitCode } = await run(dir, "gedit-save.json", {
      outputDir: "out2",
      artifactsDir: "artifacts2",
    });
    expect(exitCode).toBe(1);
    expect(results.metric_results.find((m) => m.metric === "command_output")).toMatchObject({
      passed: false,
      expected: "Hello from desktest (Equals)",
      actual: "Shopping list",
    });
  }, 900_000);
});
