import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ValidationReport } from "../../src/cli/commands/validate.ts";
import { runTask } from "../../src/run/run-task.ts";
import { hostPathsForbidden, hostPathsOutside } from "../../src/task/path-policy.ts";
import { cli, tempTree } from "../helpers/cli.ts";
import { baseTask, load } from "../helpers/task-docs.ts";
import { loadTaskToRun } from "../../src/run/task-to-run.ts";

/** A repository folder with a task that copies `src` into the desktop, and a file beside the repository. */
function repoWithCopy(src: string): { repo: string; outsideFile: string } {
  const root = tempTree({ "outside.txt": "the runner's file\n", "repo/app/run.sh": "#!/bin/sh\n" });
  const repo = path.join(root, "repo");
  const task = baseTask({
    id: "copies",
    app: { type: "folder", dir: "app", entrypoint: "run.sh" },
    config: [{ type: "copy", src, dest: "/home/tester" }],
    replay_script: "replay.py",
  });
  writeFileSync(path.join(repo, "task.json"), JSON.stringify(task, null, 2));
  writeFileSync(path.join(repo, "replay.py"), "print('REPLAY_COMPLETE')\n");
  return { repo, outsideFile: path.join(root, "outside.txt") };
}

const pointers = (doc: Record<string, unknown>, root: string) =>
  hostPathsOutside(load(doc).task!, root).map((o) => o.pointer);

describe("paths: repository", () => {
  it("finds host paths that climb out, are absolute elsewhere, or leave through a symlink", () => {
    const { repo } = repoWithCopy("../outside.txt");
    mkdirSync(path.join(repo, "fixtures"));
    symlinkSync(path.dirname(repo), path.join(repo, "fixtures", "up"));
    const task = (src: string) =>
      baseTask({
        app: { type: "folder", dir: path.join(repo, "app"), entrypoint: "run.sh" },
        config: [{ type: "copy", src: path.resolve(repo, src), dest: "/tmp" }],
      });
    expect(pointers(task("../outside.txt"), repo)).toEqual(["/config/0/src"]);
    expect(pointers(task("/etc/hostname"), repo)).toEqual(["/config/0/src"]);
    expect(pointers(task("fixtures/up/outside.txt"), repo)).toEqual(["/config/0/src"]);
    expect(pointers(task("fixtures/up/not-yet/made.txt"), repo)).toEqual(["/config/0/src"]);
    expect(pointers(task("fixtures/new-file.txt"), repo)).toEqual([]);
    expect(pointers(task("app/run.sh"), repo)).toEqual([]);
  });

  it("refuses the run before any desktop starts: a configuration error at the path's line", async () => {
    const { repo } = repoWithCopy("../outside.txt");
    const result = await runTask({
      task: await loadTaskToRun("task.json", { cwd: repo }),
      cwd: repo,
      env: {},
      outputDir: "out",
      artifactsDir: "artifacts",
      width: 1280,
      height: 800,
      replay: true,
      paths: "repository",
    });
    expect(result.exitCode).toBe(2);
    expect(result.results.error_category).toBe("config_error");
    expect(result.results.error_detail).toContain("outside the repository");
    const line = readFileSync(path.join(repo, "task.json"), "utf8")
      .split("\n")
      .findIndex((l) => l.includes('"src"'));
    expect(result.locations?.error).toMatchObject({ pointer: "/config/0/src", line: line + 1 });
  });

  it("is the CLI's default and what validate reports, located; --paths any lets the same task through", async () => {
    const { repo } = repoWithCopy("/etc/hostname");
    for (const args of [
      ["validate", "--json", "--paths", "repository", "task.json"],
      ["validate", "--json", "task.json"],
    ]) {
      const strict = await cli(args, repo);
      expect(strict.code).toBe(2);
      const report = JSON.parse(strict.stdout) as ValidationReport;
      expect(report.tasks[0]!.errors).toEqual([
        expect.objectContaining({
          pointer: "/config/0/src",
          message: expect.stringContaining("outside the repository") as string,
        }),
      ]);
    }
    expect((await cli(["validate", "--paths", "any", "task.json"], repo)).code).toBe(0);
    expect((await cli(["validate", "--paths", "anywhere", "task.json"], repo)).code).toBe(2);
  });
});

describe("files desktest never reads, under any policy", () => {
  const TOKEN = "planted-deploy-token-5f1c2e9a";
  const KEY = "sk-ant-planted-key-0a9b8c7d6e";
  /** A repository whose fixture is a symlink to this process's environment, compared by file_compare. */
  function repoWithEnvironFixture(): string {
    const repo = tempTree({ "app/run.sh": "#!/bin/sh\n", "replay.py": "print('REPLAY_COMPLETE')\n" });
    mkdirSync(path.join(repo, "fixtures"));
    symlinkSync("/proc/self/environ", path.join(repo, "fixtures", "expected.txt"));
    const task = baseTask({
      id: "reads-environ",
      app: { type: "folder", dir: "app", entrypoint: "run.sh" },
      replay_script: "replay.py",
      evaluator: {
        mode: "programmatic",
        metrics: [
          { type: "file_compare", actual_path: "/tmp/out.txt", expected_path: "fixtures/expected.txt" },
        ],
      },
    });
    writeFileSync(path.join(repo, "task.json"), JSON.stringify(task, null, 2));
    return repo;
  }
  const env = { MY_DEPLOY_TOKEN: TOKEN, ANTHROPIC_API_KEY: KEY };

  it("refuses /proc/self/environ behind a symlinked fixture with a located error, even with --paths any, and prints no planted secret", async () => {
    const repo = repoWithEnvironFixture();
    const line =
      readFileSync(path.join(repo, "task.json"), "utf8")
        .split("\n")
        .findIndex((l) => l.includes('"expected_path"')) + 1;
    for (const paths of ["any", "repository"]) {
      const run = await cli(["run", "--replay", "--paths", paths, "task.json"], repo, env);
      expect(run.code).toBe(2);
      expect(run.stdout + run.stderr).toContain("/proc/");
      expect(run.stdout + run.stderr).toMatch(new RegExp(`task\\.json:${line}\\b`));
      const results = readFileSync(/results: (.+)\n/.exec(run.stderr)![1]!, "utf8");
      for (const text of [run.stdout, run.stderr, results]) {
        expect(text).not.toContain(TOKEN);
        expect(text).not.toContain(KEY);
      }
      const validate = await cli(["validate", "--json", "--paths", paths, "task.json"], repo, env);
      expect(validate.code).toBe(2);
      const report = JSON.parse(validate.stdout) as ValidationReport;
      expect(report.tasks[0]!.errors).toContainEqual(
        expect.objectContaining({
          pointer: "/evaluator/metrics/0/expected_path",
          line,
          message: expect.stringContaining("never reads") as string,
        }),
      );
    }
  });

  it("finds device files and sockets too", () => {
    const task = (src: string) => baseTask({ config: [{ type: "copy", src, dest: "/tmp" }] });
    const forbidden = (src: string) => hostPathsForbidden(load(task(src)).task!, "/").map((f) => f.what);
    expect(forbidden("/dev/null")).toEqual(["/dev"]);
    expect(forbidden("/sys/kernel/hostname")).toEqual(["/sys"]);
    expect(forbidden("/proc/1/environ")).toEqual(["/proc"]);
    expect(forbidden("/etc/hostname")).toEqual([]);
  });
});

describe("the console", () => {
  it("prints every line through the redactor: credentials of the environment and --api-key never show", async () => {
    const repo = tempTree({});
    const token = "console-planted-token-77aa";
    const result = await cli(["validate", `missing-${token}.json`], repo, { MY_DEPLOY_TOKEN: token });
    expect(result.stdout + result.stderr).not.toContain(token);
    expect(result.stdout + result.stderr).toContain("[REDACTED]");
  });
});
