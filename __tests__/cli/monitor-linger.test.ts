import { describe, expect, it } from "vitest";
import { cli, tempTree } from "../helpers/cli.ts";
import { baseTask } from "../helpers/task-docs.ts";

/**
 * `--monitor-linger`: how long `run`'s live view stays after the run. Docker is unreachable here, so each
 * run ends in an infrastructure error (exit 3) right after its live view started: enough to see the view
 * stay for the seconds asked, then close, and the command keep the run's exit code.
 */

const NO_DOCKER = {
  DOCKER_HOST: "unix:///nonexistent/desktest-no-docker.sock",
  ANTHROPIC_API_KEY: "sk-test",
};

function repo(): string {
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
  });
}

describe("desktest run --monitor-linger", () => {
  it("keeps the live view for the seconds asked, says so, then closes with the run's exit code", async () => {
    const run = await cli(
      ["run", "--replay", "task.json", "--monitor-bind", "127.0.0.1:0", "--monitor-linger", "1"],
      repo(),
      NO_DOCKER,
    );
    expect(run.code).toBe(3);
    const url = /Live view: (http:\/\/127\.0\.0\.1:\d+\/)/u.exec(run.stderr)?.[1];
    expect(url).toBeDefined();
    expect(run.stderr).toContain(
      `The run has ended; its live view stays at ${url} with the verdict and the last screen for 1 s`,
    );
    // Closed: nothing answers there any more.
    await expect(fetch(url!)).rejects.toThrow();
  });

  it("without a terminal (CI) the live view closes with the run; a malformed value stops before the run", async () => {
    const ci = await cli(
      ["run", "--replay", "task.json", "--monitor-bind", "127.0.0.1:0"],
      repo(),
      NO_DOCKER,
    );
    expect(ci.code).toBe(3);
    expect(ci.stderr).toContain("Live view:");
    expect(ci.stderr).not.toContain("stays at");
    const bad = await cli(["run", "--replay", "task.json", "--monitor-linger", "soon"], repo(), NO_DOCKER);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("--monitor-linger must be a whole number of at least 0, got 'soon'");
    expect(bad.stderr).not.toContain("Live view:");
  });
});
