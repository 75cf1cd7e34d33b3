import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ValidationReport } from "../../src/cli/commands/validate.ts";
import { runTask } from "../../src/run/run-task.ts";
import { hostPathsOutside } from "../../src/task/path-policy.ts";
import { cli, tempTree } from "../helpers/cli.ts";
import { baseTask, load } from "../helpers/task-docs.ts";

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
      taskFile: "task.json",
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

  it("is what validate --paths repository reports, located; the default lets the same task through", async () => {
    const { repo } = repoWithCopy("/etc/hostname");
    const strict = await cli(["validate", "--json", "--paths", "repository", "task.json"], repo);
    expect(strict.code).toBe(2);
    const report = JSON.parse(strict.stdout) as ValidationReport;
    expect(report.tasks[0]!.errors).toEqual([
      expect.objectContaining({
        pointer: "/config/0/src",
        message: expect.stringContaining("outside the repository") as string,
      }),
    ]);
    expect((await cli(["validate", "task.json"], repo)).code).toBe(0);
    expect((await cli(["validate", "--paths", "anywhere", "task.json"], repo)).code).toBe(2);
  });
});
