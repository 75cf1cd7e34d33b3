import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import sharp from "sharp";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseTrajectory } from "../../src/artifacts/trajectory.ts";
import type { Session } from "../../src/session/session.ts";
import { tempTree } from "../helpers/cli.ts";
import { docker } from "../helpers/desktop.ts";
import { examplesCopy, runReplay } from "../helpers/run-examples.ts";

const run = runReplay;

const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

describe("desktest run --replay", () => {
  it("replays the codified gedit task to a pass and writes the full artifact set", async () => {
    const dir = examplesCopy();
    const { results, exitCode, resultsFile } = await run(dir, "gedit-save.json");
    expect(exitCode).toBe(0);
    expect(results).toMatchObject({ status: "pass", test_id: "gedit-save" });
    expect(results.metric_results.map((m) => [m.metric, m.passed])).toEqual([
      ["script_replay", true],
      ["file_exists", true],
      ["command_output", true],
    ]);
    const text = readFileSync(resultsFile, "utf8");
    expect(text.startsWith('{\n  "duration_ms": ')).toBe(true);
    expect(text.endsWith("}")).toBe(true); // the reference writes no trailing newline
    expect(Object.keys((readJson(resultsFile).metric_results as object[])[0]!)).toEqual([
      "actual",
      "detail",
      "expected",
      "metric",
      "passed",
    ]);
    // The reference's keys, sorted, and ours: the environment the run had, and how the replay found its targets.
    const keys = Object.keys(readJson(resultsFile));
    expect(keys.filter((k) => k !== "environment" && k !== "replay")).toEqual([
      "duration_ms",
      "metric_results",
      "schema_version",
      "status",
      "test_id",
    ]);
    expect(keys).toEqual([...keys].sort());
    expect(keys).toContain("environment");

    const artifacts = path.join(dir, "artifacts");
    const names = readdirSync(artifacts);
    for (const name of [
      "task.json",
      "trajectory.jsonl",
      "step_000.png",
      "step_001.png",
      "step_002.png",
      "final.png",
      "app.log",
      "processes.txt",
      "container.log",
      "home",
    ]) {
      expect(names).toContain(name);
    }
    const trajectory = parseTrajectory(readFileSync(path.join(artifacts, "trajectory.jsonl"), "utf8"));
    expect(trajectory.map((e) => [e.step, e.result, e.screenshot_path])).toEqual([
      [1, "success", "step_001.png"],
      [2, "done", "step_002.png"],
    ]);
    expect(trajectory[0]!.action_code).toContain("type_text('Hello from desktest')");
    expect(readFileSync(path.join(artifacts, "home/notes.txt"), "utf8")).toBe(
      "Shopping list\nHello from desktest\n",
    );
    const task = readJson(path.join(artifacts, "task.json"));
    expect(task.evaluator).toMatchObject({ mode: "programmatic", conjunction: "and" });
    expect(statSync(path.join(artifacts, "step_002.png")).size).toBeGreaterThan(1000);
  });

  it("fails the same replay against a sabotaged setup, naming the failing metric with expected and actual", async () => {
    const dir = examplesCopy();
    const task = readJson(path.join(dir, "gedit-save.json"));
    task.config = [
      {
        type: "execute",
        command: "printf 'Shopping list\\n' > /home/tester/notes.txt && chmod 444 /home/tester/notes.txt",
      },
    ];
    const text = JSON.stringify(task, null, 2);
    writeFileSync(path.join(dir, "gedit-save.json"), text);
    const { results, exitCode, locations } = await run(dir, "gedit-save.json");
    expect(exitCode).toBe(1);
    // Each result points at its metric in the file (for annotations): the replay at replay_script, the
    // failing command_output at its own object, one line above its "type".
    const lines = text.split("\n");
    const lineOf = (needle: string) => lines.findIndex((l) => l.includes(needle)) + 1;
    const byMetric = new Map(results.metric_results.map((m, i) => [m.metric, locations?.metrics[i]]));
    expect(byMetric.get("script_replay")).toMatchObject({ line: lineOf('"replay_script"') });
    expect(byMetric.get("command_output")).toMatchObject({ line: lineOf('"type": "command_output"') - 1 });
    expect(locations?.error).toBeNull();
    expect(results.status).toBe("fail");
    expect(results.error_category).toBe("test_failure");
    expect(results.metric_results.find((m) => m.metric === "command_output")).toEqual({
      passed: false,
      metric: "command_output",
      expected: "Hello from desktest (Equals)",
      actual: "Shopping list",
      detail: "Output does not equal expected. Got: 'Shopping list'",
    });
    expect(results.error_detail).toContain(
      "command_output: Output does not equal expected. Got: 'Shopping list'",
    );
    // The replay went clean and a check failed: the app's fault.
    expect(results.culprit).toEqual({
      kind: "product",
      evidence:
        "the replay ran clean; check `command_output` failed: Output does not equal expected. Got: 'Shopping list'",
    });
  });
});

describe("a replay whose expected screens are in its own artifacts folder", () => {
  it("compares the screen with the recorded step_000.png, not with the one this run writes there", async () => {
    const dir = examplesCopy();
    const artifacts = path.join(dir, "artifacts");
    mkdirSync(artifacts);
    // A recorded first screen no screen resembles (black and white pixels in turn: similarity 0.5 to any
    // picture): the step-0 assertion must fail on it.
    const pixels = Buffer.alloc(1280 * 800, 0);
    for (let i = 0; i < pixels.length; i += 2) pixels[i] = 255;
    const recorded = await sharp(pixels, { raw: { width: 1280, height: 800, channels: 1 } })
      .png()
      .toBuffer();
    writeFileSync(path.join(artifacts, "step_000.png"), recorded);
    writeFileSync(
      path.join(dir, "assert-first-screen.py"),
      [
        "import subprocess",
        "print('REPLAY_START')",
        "subprocess.run(['scrot', '-o', '/tmp/_replay_actual.png'], check=True)",
        "subprocess.run(['python3', '/usr/local/bin/screenshot-compare', '--expected',",
        "    '/home/tester/artifacts/step_000.png', '--actual', '/tmp/_replay_actual.png', '--threshold', '0.95'], check=True)",
        "print('REPLAY_COMPLETE')",
        "",
      ].join("\n"),
    );
    const task = readJson(path.join(dir, "galculator-add.json"));
    task.replay_script = "assert-first-screen.py";
    task.replay_screenshots_dir = "artifacts";
    task.evaluator = { mode: "llm" };
    writeFileSync(path.join(dir, "galculator-add.json"), JSON.stringify(task, null, 2));

    const { results, exitCode } = await run(dir, "galculator-add.json");
    expect(results.metric_results[0]).toMatchObject({ metric: "script_replay", passed: false });
    expect(exitCode).toBe(1);
    // The script raised: the test's fault, with what it raised and its error output.
    expect(results.culprit).toMatchObject({
      kind: "test",
      evidence: expect.stringMatching(/^the replay script raised subprocess\.CalledProcessError: /),
      stderr_tail: expect.stringContaining("Traceback (most recent call last):"),
    });
    // The run's own screen before the script is still written, after the recorded one was read.
    expect(readFileSync(path.join(artifacts, "step_000.png")).equals(recorded)).toBe(false);
  });
});

describe("a replay seen while it runs", () => {
  it("hands each finished step (with its screen) to the run's observers before the script ends", async () => {
    const dir = examplesCopy();
    // Step 3 waits for a file that the test writes only once it has seen step 1: without steps handed
    // over as they finish, the script gives up and the replay fails.
    const step = (n: number, body: string) => [`def step_00${n}():`, `    ${body}`, ""];
    writeFileSync(
      path.join(dir, "three-steps.py"),
      [
        "import os, subprocess, time",
        ...step(1, "pass"),
        ...step(2, "pass"),
        ...step(
          3,
          "deadline = time.time() + 60\n    while not os.path.exists('/tmp/seen-step-1') and time.time() < deadline: time.sleep(0.2)\n    assert os.path.exists('/tmp/seen-step-1'), 'step 1 was not seen while the replay ran'",
        ),
        "print('REPLAY_START')",
        ...[1, 2, 3].flatMap((n) => [
          `step_00${n}()`,
          `subprocess.run(['scrot', '-o', '/tmp/replay_step_00${n}.png'], check=False)`,
          `print('REPLAY_STEP_DONE:${n}:step ${n}')`,
        ]),
        "print('REPLAY_COMPLETE')",
        "",
      ].join("\n"),
    );
    const task = readJson(path.join(dir, "galculator-add.json"));
    task.replay_script = "three-steps.py";
    task.evaluator = { mode: "llm" };
    writeFileSync(path.join(dir, "galculator-add.json"), JSON.stringify(task, null, 2));

    let desktop: Session | undefined;
    const seen: number[] = [];
    const { results, exitCode } = await run(dir, "galculator-add.json", {
      observer: {
        started: (start) => (desktop = start.desktop),
        step: (entry) => {
          seen.push(entry.step);
          if (entry.step === 1) void desktop!.exec(["touch", "/tmp/seen-step-1"]);
        },
      },
    });
    expect(results.error_detail).toBeUndefined();
    expect(exitCode).toBe(0);
    expect(seen).toEqual([1, 2, 3]);
    const trajectory = parseTrajectory(readFileSync(path.join(dir, "artifacts", "trajectory.jsonl"), "utf8"));
    expect(trajectory.map((e) => [e.step, e.result, e.screenshot_path])).toEqual([
      [1, "success", "step_001.png"],
      [2, "success", "step_002.png"],
      [3, "done", "step_003.png"],
    ]);
    for (const n of [1, 2, 3])
      expect(statSync(path.join(dir, "artifacts", `step_00${n}.png`)).size).toBeGreaterThan(1000);
  });
});

describe("what a run leaves behind", () => {
  it("writes a planted secret into no file of the artifacts or results folders", async () => {
    const secret = "tok-7f3a9c21:very@secret";
    const dir = tempTree({
      "app/run.sh": "#!/bin/sh\nexec gedit /home/tester/secret.txt\n",
      "replay.py":
        "print('REPLAY_START')\nprint('REPLAY_STEP_DONE:1:looked at the secret')\nprint('REPLAY_COMPLETE')\n",
      "task.json": JSON.stringify({
        schema_version: "1.0",
        id: "secret-task",
        instruction: "Check that {{token}} is shown.",
        app: { type: "folder", dir: "app", entrypoint: "run.sh" },
        secrets: { token: { env: "DESKTEST_TEST_TOKEN" } },
        config: [
          {
            type: "execute",
            command: [
              "echo '{{token}}' > /home/tester/secret.txt; echo 'setup used {{token}}' >> /tmp/setup.log",
              // encoded as programs write it, and as a file name
              "printf %s '{{token}}' | base64 > /home/tester/b64.txt",
              "printf 'Authorization: Basic %s' \"$(printf %s 'user:{{token}}' | base64 -w0)\" > /home/tester/auth.txt",
              "python3 -c 'import sys, urllib.parse; print(urllib.parse.quote(sys.argv[1], safe=\"\"))' '{{token}}' > /home/tester/url.txt",
              "mkdir -p '/home/tester/{{token}}' && touch '/home/tester/{{token}}/x' '/home/tester/{{token}}.txt'",
            ].join("; "),
          },
        ],
        evaluator: {
          mode: "hybrid",
          metrics: [
            { type: "command_output", command: "cat /home/tester/secret.txt", expected: "something else" },
          ],
        },
        replay_script: "replay.py",
      }),
    });
    writeFileSync(path.join(dir, "app/run.sh"), "#!/bin/sh\nexec gedit /home/tester/secret.txt\n", {
      mode: 0o755,
    });
    const { results } = await run(dir, "task.json", { env: { DESKTEST_TEST_TOKEN: secret } });
    expect(results.status).toBe("fail"); // the metric's actual output is the secret itself
    const files = [...filesUnder(path.join(dir, "artifacts")), ...filesUnder(path.join(dir, "out"))];
    expect(files.length).toBeGreaterThan(10);
    expect(files.some((f) => f.endsWith("secret.txt"))).toBe(true);
    const encoded = [
      Buffer.from(secret).toString("base64"),
      Buffer.from(`user:${secret}`).toString("base64").slice(8, -4), // inside the Basic header
      encodeURIComponent(secret),
    ];
    expect(encoded[2]).not.toBe(secret);
    for (const file of files) {
      expect(file.includes(secret), file).toBe(false);
      const data = readFileSync(file);
      for (const form of [secret, ...encoded]) expect(data.includes(form), `${file}: ${form}`).toBe(false);
    }
    expect(files.some((f) => f.includes("[REDACTED].txt"))).toBe(true);
    expect(files.some((f) => f.endsWith("auth.txt"))).toBe(true);
    expect(readFileSync(path.join(dir, "out/results.json"), "utf8")).toContain("[REDACTED]");
  });

  it("stops at the task's timeout as a failure that says where, and still writes results and artifacts", async () => {
    const dir = examplesCopy();
    const task = readJson(path.join(dir, "gedit-save.json"));
    // (long enough for the desktop to come up while other test files start theirs: the clock runs out in setup)
    task.timeout = 12;
    task.config = [{ type: "execute", command: "sleep 60" }];
    writeFileSync(path.join(dir, "gedit-save.json"), JSON.stringify(task, null, 2));
    const started = Date.now();
    const { results, exitCode } = await run(dir, "gedit-save.json");
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(exitCode).toBe(1);
    expect(results).toMatchObject({
      status: "fail",
      error_category: "test_failure",
      error_detail: "Timed out after 12s (the task's timeout) while running setup step 0 (execute: sleep 60)",
      culprit: { kind: "test" },
    });
    expect(results.culprit?.evidence).toContain("the task's deploy or setup did not finish in its time");
    expect(readdirSync(path.join(dir, "artifacts"))).toEqual(
      expect.arrayContaining(["task.json", "processes.txt", "container.log"]),
    );
    const containers = await docker.listContainers({
      all: true,
      filters: { label: ["desktest.task-id=gedit-save"] },
    });
    expect(containers.filter((c) => c.Labels["desktest.creator-pid"] === String(process.pid))).toEqual([]);
  });

  it("ends a failing setup step as an infrastructure error (exit 3) with results.json", async () => {
    const dir = examplesCopy();
    const task = readJson(path.join(dir, "gedit-save.json"));
    task.config = [{ type: "execute", command: "echo 'fixture server down' >&2; exit 9" }];
    writeFileSync(path.join(dir, "gedit-save.json"), JSON.stringify(task, null, 2));
    const { results, exitCode, resultsFile } = await run(dir, "gedit-save.json");
    expect(exitCode).toBe(3);
    expect(readJson(resultsFile)).toMatchObject({
      status: "error",
      error_category: "infra_error",
      metric_results: [],
    });
    expect(results.error_detail).toMatch(
      /^Infrastructure error: gedit-save\.json:\d+:\d+ Setup step 0 \(execute\) failed: Command exited with code 9/,
    );
    expect(results.error_detail).toContain("fixture server down");
    // The task's own setup step failed: the test's fault (the exit code stays the category's).
    expect(results.culprit).toMatchObject({
      kind: "test",
      evidence: expect.stringMatching(/^the task's setup failed: .*Setup step 0 \(execute\) failed/),
    });
  });

  it("ends a configuration error (exit 2) with results.json, before any desktop exists", async () => {
    const dir = tempTree({
      "broken.json":
        '{ "schema_version": "1.0", "id": "broken", "instruction": "x", "app": { "type": "folder" } }',
    });
    const { results, exitCode, resultsFile, locations } = await run(dir, "broken.json");
    expect(exitCode).toBe(2);
    expect(locations?.error).toMatchObject({ line: 1, column: 64, pointer: "/app" });
    expect(readJson(resultsFile)).toMatchObject({
      status: "error",
      error_category: "config_error",
      test_id: "broken",
      metric_results: [],
    });
    expect(results.error_detail).toContain(
      'Config error: broken.json:1:64 /app is missing required property "dir"',
    );

    const withoutScript = tempTree({
      "task.json": JSON.stringify({
        schema_version: "1.0",
        id: "no-script",
        instruction: "x",
        app: { type: "docker_image", image: "x" },
      }),
    });
    const noScript = await run(withoutScript, "task.json");
    expect(noScript.exitCode).toBe(2);
    expect(noScript.results.error_detail).toContain(
      "--replay requires a 'replay_script' path in the task JSON",
    );
  });
});
