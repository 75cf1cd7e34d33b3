import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cli, tempTree } from "../helpers/cli.ts";
import { baseTask } from "../helpers/task-docs.ts";

/**
 * `desktest run` keeps one run's evidence in its artifacts folder: an earlier run's files are removed first
 * (only desktest's own: a folder with anything else is refused, untouched), and the run's review page is
 * written there and named on stderr. No desktop is needed: Docker is unreachable here, so each run ends in
 * an infrastructure error after the task's folder is set up.
 */

const NO_DOCKER = {
  DOCKER_HOST: "unix:///nonexistent/desktest-no-docker.sock",
  ANTHROPIC_API_KEY: "sk-test",
};

function repo(files: Record<string, string> = {}): string {
  const task = baseTask({
    id: "notes",
    app: { type: "folder", dir: "app", entrypoint: "run.sh" },
    replay_script: "replay.py",
    evaluator: { mode: "programmatic", metrics: [{ type: "file_exists", path: "/tmp/x" }] },
  });
  return tempTree({
    "task.json": JSON.stringify(task, null, 2),
    "app/run.sh": "#!/bin/sh\n",
    "replay.py": "print('REPLAY_COMPLETE')\n",
    ...files,
  });
}

const STALE = {
  "desktest_artifacts/trajectory.jsonl": "",
  "desktest_artifacts/task.json": "{}",
  "desktest_artifacts/final.png": "stale",
  "desktest_artifacts/step_009.png": "stale",
  "desktest_artifacts/step_009_a11y.txt": "stale",
  "desktest_artifacts/app.log": "stale",
  "desktest_artifacts/home/user/notes.txt": "stale",
};

describe("desktest run's artifacts folder", () => {
  it("removes an earlier run's files first, then writes review.html there and prints its path", async () => {
    const cwd = repo(STALE);
    const run = await cli(["run", "--replay", "task.json"], cwd, NO_DOCKER);
    expect(run.code).toBe(3);
    const folder = path.join(cwd, "desktest_artifacts");
    const left = readdirSync(folder).sort();
    expect(left).not.toContain("final.png");
    expect(left).not.toContain("step_009_a11y.txt");
    expect(left).not.toContain("app.log");
    expect(left).not.toContain("home");
    // A replay's expected screenshots may be these: they stay for the replay to read.
    expect(left).toContain("step_009.png");
    expect(run.stderr).toContain(`review: ${path.join(folder, "review.html")}\n`);
    const html = readFileSync(path.join(folder, "review.html"), "utf8");
    expect(html).toContain("Trajectory Review");
    expect(html).not.toContain("stale");
    // The folder holds the run's verdict too, so the page shows it (not "no results.json").
    const results = readFileSync(path.join(cwd, "test-results/results.json"), "utf8");
    expect(readFileSync(path.join(folder, "results.json"), "utf8")).toBe(results);
    // Docker unreachable is the runner's problem, not the app's: the error in the warning tone.
    expect(html).toContain('<span class="pill tone-warn">Error</span>');
    expect(html).not.toContain("No results.json in this artifacts folder");
  });

  it("an agent run removes the step screenshots too", async () => {
    const cwd = repo(STALE);
    const run = await cli(["run", "task.json"], cwd, NO_DOCKER);
    expect(run.code).toBe(3);
    expect(readdirSync(path.join(cwd, "desktest_artifacts"))).not.toContain("step_009.png");
  });

  it("refuses a folder holding files desktest did not write, and leaves it as it was", async () => {
    const cwd = repo({ ...STALE, "desktest_artifacts/my-notes.md": "mine" });
    const before = readdirSync(path.join(cwd, "desktest_artifacts")).sort();
    const run = await cli(["run", "--replay", "task.json"], cwd, NO_DOCKER);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(
      `The artifacts folder '${path.join(cwd, "desktest_artifacts")}' holds files desktest did not write (my-notes.md)`,
    );
    expect(run.stderr).toContain("--artifacts-dir");
    expect(readdirSync(path.join(cwd, "desktest_artifacts")).sort()).toEqual(before);
    expect(readFileSync(path.join(cwd, "desktest_artifacts/my-notes.md"), "utf8")).toBe("mine");

    // A folder of someone else's files only (none of a run's) is refused too, even if their names look ours.
    const other = repo();
    mkdirSync(path.join(other, "shots"));
    writeFileSync(path.join(other, "shots/final.png"), "theirs");
    const into = await cli(["run", "--replay", "--artifacts-dir", "shots", "task.json"], other, NO_DOCKER);
    expect(into.code).toBe(2);
    expect(readFileSync(path.join(other, "shots/final.png"), "utf8")).toBe("theirs");
    expect(existsSync(path.join(other, "shots/review.html"))).toBe(false);
  });
});
