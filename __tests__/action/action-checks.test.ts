import { mkdirSync, readFileSync, symlinkSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { shardTasks } from "../../src/suite/shard.ts";
import { ArtifactServiceDouble, unzip } from "../helpers/artifact-service-double.ts";
import { tempTree } from "../helpers/cli.ts";
import {
  installedAction,
  readFileCommands,
  runnerFiles,
  runStep,
  stateEnv,
  workflowCommands,
  type RunnerFiles,
} from "./runner-env.ts";

/**
 * The bundled Action's endings before any desktop starts, run as the runner runs it: bad inputs,
 * invalid task files (annotated at their line and column), and a runner that lacks what the tasks need.
 */

const task = (id: string, app: object, extra: object = {}) =>
  JSON.stringify(
    {
      schema_version: "1.0",
      id,
      instruction: "Do the thing.",
      app,
      evaluator: { mode: "programmatic", metrics: [{ type: "file_exists", path: "/tmp/x" }] },
      replay_script: "x.py",
      ...extra,
    },
    null,
    2,
  );

let MAIN = "";
let POST = "";
beforeAll(() => ({ main: MAIN, post: POST } = installedAction()));

function workspace(files: Record<string, string>): { dir: string; files: RunnerFiles } {
  const dir = tempTree(files);
  return { dir, files: runnerFiles(dir) };
}

describe("the bundled action ends before anything runs", () => {
  it("reports every bad input at once, masks the api-key, fails the step, and the post step has nothing to do", async () => {
    const { dir, files } = workspace({});
    const result = await runStep(MAIN, {
      workspace: dir,
      files,
      inputs: {
        tasks: "",
        "fail-on": "sometimes",
        shard: "4/3",
        "api-key": "sk-bad-inputs-secret",
        concurrency: "0",
      },
    });
    expect(result.code, result.stdout + result.stderr).toBe(1);
    const commands = workflowCommands(result.stdout);
    expect(commands[0]).toEqual({ command: "add-mask", properties: {}, message: "sk-bad-inputs-secret" });
    const failure = commands.find((c) => c.command === "error")!;
    expect(failure.message).toContain("'tasks' is required");
    expect(failure.message).toContain("'fail-on' must be 'failure', 'error' or 'never', got 'sometimes'");
    expect(failure.message).toContain("'shard' must be i/n");
    expect(failure.message).toContain("'concurrency' must be a whole number of at least 1, got '0'");
    const summary = readFileSync(files.summary, "utf8");
    expect(summary).toContain("## ❌ desktest: invalid inputs");
    expect(summary).toMatch(/^- &#39;|^- 'fail-on' must be/m);
    expect(summary).not.toContain("sk-bad-inputs-secret");
    const outputs = readFileCommands(files.output);
    expect(outputs).toMatchObject({ passed: "0", healed: "0", failed: "0", errored: "0", total: "0" });
    expect(readFileSync(outputs["summary-path"]!, "utf8")).toBe(summary);
    expect(result.stdout.replace("::add-mask::sk-bad-inputs-secret", "")).not.toContain(
      "sk-bad-inputs-secret",
    );

    const state = readFileCommands(files.state);
    expect(state["desktest-run-id"]).toMatch(/^[0-9a-f-]{36}$/);
    const post = await runStep(POST, { workspace: dir, files, env: stateEnv(state) });
    expect(post.code, post.stdout + post.stderr).toBe(0);
    expect(post.stdout).toMatch(
      /desktest: (run .* left no desktop container behind|Docker is not reachable)/,
    );
  });

  it("annotates each invalid task file at its line and column and runs nothing", async () => {
    const broken = task("broken", { type: "folder", dir: "app", entrypoint: "run.sh" }, { timeout: "soon" });
    const { dir, files } = workspace({
      "tests/good.json": task("good", { type: "folder", dir: "app", entrypoint: "run.sh" }),
      "tests/broken.json": broken,
      "tests/app/run.sh": "#!/bin/sh\n",
      "tests/x.py": "",
    });
    const result = await runStep(MAIN, {
      workspace: dir,
      files,
      inputs: { tasks: "tests\nmissing/*.json", "working-directory": "." },
    });
    expect(result.code, result.stdout + result.stderr).toBe(1);
    const errors = workflowCommands(result.stdout).filter((c) => c.command === "error");
    const line = broken.split("\n").findIndex((l) => l.includes('"timeout"')) + 1;
    const column = broken.split("\n")[line - 1]!.indexOf('"soon"') + 1;
    expect(errors).toContainEqual({
      command: "error",
      properties: {
        title: "desktest: invalid task",
        file: "tests/broken.json",
        line: String(line),
        col: expect.any(String) as unknown as string,
      },
      message: expect.stringContaining("/timeout") as unknown as string,
    });
    const annotation = errors.find((e) => e.properties.file === "tests/broken.json")!;
    expect(Number(annotation.properties.col)).toBeGreaterThanOrEqual(1);
    expect(Number(annotation.properties.col)).toBeLessThanOrEqual(column);
    expect(errors.some((e) => e.message.startsWith("'missing/*.json' matches no task file"))).toBe(true);
    expect(errors.at(-1)!.message).toBe("1 invalid task file(s), 1 task path(s) that match nothing");
    const summary = readFileSync(files.summary, "utf8");
    expect(summary).toContain("## ❌ desktest: 1 invalid task file(s), 1 task path(s) that match nothing");
    expect(summary).toContain("| ❌ | missing/&#42;.json | 1:1 | matches no task file");
    expect(summary).toContain(
      `<a href="https://github.com/octo-org/desktop-app/blob/fedcba9876543210fedcba9876543210fedcba98/tests/broken.json#L${line}">tests/broken.json</a> | ${line}:`,
    );
  });

  it("refuses a fixture that is a symlink to /proc/self/environ at its line, even with paths: any, and logs no planted secret", async () => {
    const environ = task(
      "reads-environ",
      { type: "folder", dir: "app", entrypoint: "run.sh" },
      {
        evaluator: {
          mode: "programmatic",
          metrics: [
            { type: "file_compare", actual_path: "/tmp/out.txt", expected_path: "fixtures/expected.txt" },
          ],
        },
      },
    );
    const { dir, files } = workspace({
      "tests/reads-environ.json": environ,
      "tests/app/run.sh": "#!/bin/sh\n",
      "tests/x.py": "",
    });
    mkdirSync(path.join(dir, "tests/fixtures"));
    symlinkSync("/proc/self/environ", path.join(dir, "tests/fixtures/expected.txt"));
    const planted = {
      MY_DEPLOY_TOKEN: "planted-deploy-token-in-action-9d8c",
      ANTHROPIC_API_KEY: "sk-ant-planted-in-action-7e6f",
    };
    const result = await runStep(MAIN, {
      workspace: dir,
      files,
      inputs: { tasks: "tests", paths: "any" },
      env: planted,
    });
    expect(result.code, result.stdout + result.stderr).toBe(1);
    const line = environ.split("\n").findIndex((l) => l.includes('"expected_path"')) + 1;
    expect(workflowCommands(result.stdout).filter((c) => c.command === "error")).toContainEqual({
      command: "error",
      properties: expect.objectContaining({
        file: "tests/reads-environ.json",
        line: String(line),
      }) as unknown as Record<string, string>,
      message: expect.stringContaining("never reads") as unknown as string,
    });
    // The runner hides what `add-mask` names in every later line; no other line may carry a value.
    const lines = (result.stdout + result.stderr).split("\n").filter((l) => !l.startsWith("::add-mask::"));
    for (const value of Object.values(planted)) {
      expect(lines.join("\n")).not.toContain(value);
      expect(readFileSync(files.summary, "utf8")).not.toContain(value);
    }
  });

  it("says what the runner lacks: Docker for Linux desktops, Apple silicon, tart and a prepared image for macOS VMs", async () => {
    const { dir, files } = workspace({
      "linux.json": task("linux-task", { type: "folder", dir: "app", entrypoint: "run.sh" }),
      "mac.json": task("mac-task", {
        type: "macos_tart",
        base_image: "ghcr.io/cirruslabs/macos-sequoia-base:latest",
        app_path: "/Applications/Calculator.app",
      }),
      "app/run.sh": "#!/bin/sh\n",
      "x.py": "",
    });
    const result = await runStep(MAIN, {
      workspace: dir,
      files,
      inputs: { tasks: "." },
      env: { DOCKER_HOST: `unix://${path.join(dir, "no-docker.sock")}`, PATH: "/usr/bin:/bin" },
    });
    expect(result.code, result.stdout + result.stderr).toBe(1);
    const failure = workflowCommands(result.stdout).find((c) => c.command === "error")!;
    expect(failure.message).toBe(
      "the runner lacks: Docker engine, Apple silicon Mac, tart, Tart image ghcr.io/cirruslabs/macos-sequoia-base:latest",
    );
    const summary = readFileSync(files.summary, "utf8");
    expect(summary).toContain("## ❌ desktest: this runner cannot run these tasks");
    expect(summary).toMatch(
      /\| ❌ \| Docker engine<br><sub>for linux-task<\/sub> \| not reachable: .*no-docker\.sock/,
    );
    expect(summary).toContain("sudo usermod -aG docker");
    expect(summary).toMatch(
      /\| ❌ \| Apple silicon Mac<br><sub>for mac-task<\/sub> \| this runner is Linux on x64 \|/,
    );
    expect(summary).toMatch(/\| ❌ \| tart<br><sub>for mac-task<\/sub> \| not found on PATH \| Install Tart/);
    expect(summary).toMatch(
      /\| ❌ \| Tart image ghcr\.io\/cirruslabs\/macos-sequoia-base:latest<br><sub>for mac-task<\/sub> \| not prepared for desktest on this Mac .*desktest init-macos/,
    );
  });

  it("an empty shard still reports: outputs, a summary, and a report artifact named for the shard", async () => {
    const ids = ["alpha", "beta"];
    const empty = [1, 2, 3].find(
      (index) =>
        shardTasks(
          ids.map((id) => ({ id })),
          { index, count: 3 },
        ).tasks.length === 0,
    )!;
    const { dir, files } = workspace({
      ...Object.fromEntries(
        ids.map((id) => [`${id}.json`, task(id, { type: "folder", dir: "app", entrypoint: "run.sh" })]),
      ),
      "app/run.sh": "#!/bin/sh\n",
      "x.py": "",
    });
    const service = await ArtifactServiceDouble.start();
    try {
      const result = await runStep(MAIN, {
        workspace: dir,
        files,
        inputs: { tasks: "*.json", shard: `${empty}/3`, "artifact-name": "suite" },
        env: { ...service.env(), DOCKER_HOST: `unix://${path.join(dir, "no-docker.sock")}` },
      });
      expect(result.code, result.stdout + result.stderr).toBe(0);
      expect(result.stdout).toContain(`Shard ${empty}/3: 0 of 2 task(s)`);
      const outputs = readFileCommands(files.output);
      expect(outputs).toMatchObject({
        passed: "0",
        failed: "0",
        errored: "0",
        total: "0",
        "trajectories-artifact-id": "",
      });
      // The report artifact, then report.html on its own, un-archived (it opens in the browser), last so
      // that its links can point to what was uploaded before it.
      expect(service.artifacts.map((a) => a.name)).toEqual([
        `suite-report-${empty}of3`,
        `suite-suite-${empty}of3.html`,
      ]);
      expect(service.artifacts[1]!.content.subarray(0, 15).toString()).toBe("<!doctype html>");
      const reportArtifact = service.artifacts[0]!;
      expect(outputs["report-artifact-id"]).toBe(String(reportArtifact.id));
      const zip = await unzip(reportArtifact.content);
      expect([...zip.keys()].sort()).toEqual(["junit.xml", "report.json", "suite-results.json"]);
      expect(JSON.parse(zip.get("report.json")!.data.toString())).toMatchObject({
        run: { shard: { index: empty, count: 3, suite_total: 2 } },
        summary: { total: 0 },
      });
      const summary = readFileSync(files.summary, "utf8");
      expect(summary).toContain(`## ⏭️ desktest: no tasks in this shard (shard ${empty}/3)`);
      expect(summary).toContain(
        "suite-trajectories-" + `${empty}of3 was not uploaded: no task wrote any file.`,
      );
      expect(summary).toContain(`(suite-suite-${empty}of3.html): what went wrong first`);
      // Only the Twirp calls and block upload @actions/artifact makes, each answered.
      const upload = ["CreateArtifact 200", "blob:block 201", "blob:blocklist 201", "FinalizeArtifact 200"];
      expect(service.requests.map((r) => `${r.operation} ${r.status}`)).toEqual([...upload, ...upload]);
    } finally {
      await service.close();
    }
  });
});
