import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { evaluateMetrics } from "../../src/evaluate/evaluate-metrics.ts";
import { evaluateScriptReplay } from "../../src/evaluate/metrics/script-replay.ts";
import type { Session } from "../../src/session/session.ts";
import { tempTree } from "../helpers/cli.ts";
import { desktops } from "../helpers/desktop.ts";

const desktop = desktops();
let session: Session;
beforeAll(async () => {
  session = await desktop();
});

const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64");

/** A replay script in the shape `desktest codify` writes, with the given main() body lines. */
function script(main: string[], functions: string[] = []): string {
  return [
    "#!/usr/bin/env python3",
    "import os, subprocess, sys, time",
    "",
    ...functions,
    "def main():",
    "    print('REPLAY_START')",
    ...main.map((line) => `    ${line}`),
    "",
    "if __name__ == '__main__':",
    "    main()",
    "",
  ].join("\n");
}

const twoSteps = script(
  [
    "step_001()",
    "subprocess.run(['scrot', '-o', '/tmp/replay_step_001.png'], check=False)",
    "print('REPLAY_STEP_DONE:1:Write the note: hello')",
    `print('REPLAY_ACTION:1:${b64("open('/tmp/replayed.txt', 'w').write('hello')")}')`,
    "step_002()",
    "print('REPLAY_STEP_DONE:2:Check it')",
    "print('REPLAY_COMPLETE')",
  ],
  [
    "def step_001():",
    '    """Write the note: hello"""',
    "    open('/tmp/replayed.txt', 'w').write('hello')",
    "",
    "def step_002():",
    '    """Check it"""',
    "    assert open('/tmp/replayed.txt').read() == 'hello'",
    "",
  ],
);

describe("script_replay", () => {
  it("passes when the script exits 0 with REPLAY_COMPLETE, and rebuilds its steps and screenshots", async () => {
    const host = tempTree({ "replay.py": twoSteps });
    const artifactsDir = mkdtempSync(path.join(tmpdir(), "desktest-replay-artifacts-"));
    const outcome = await evaluateScriptReplay(
      session,
      { type: "script_replay", script_path: path.join(host, "replay.py") },
      { timeoutSecs: 60, artifactsDir },
    );
    expect(outcome.result).toEqual({
      passed: true,
      metric: "script_replay",
      expected: "exit_code=0, REPLAY_COMPLETE in output",
      actual: "exit_code=0, complete=true",
      detail: "Replay script completed successfully",
    });
    expect(outcome.replaySteps).toEqual([
      {
        step: 1,
        thought: "Write the note: hello",
        action_code: "open('/tmp/replayed.txt', 'w').write('hello')",
        screenshot: "step_001.png",
        result: "success",
      },
      {
        step: 2,
        thought: "Check it",
        action_code: "assert open('/tmp/replayed.txt').read() == 'hello'",
        result: "done",
      },
    ]);
    const png = readFileSync(path.join(artifactsDir, "step_001.png"));
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect(existsSync(path.join(artifactsDir, "step_002.png"))).toBe(false);
    expect((await session.exec(["test", "-x", "/home/tester/replay.py"])).exitCode).toBe(0);
  });

  it("uploads the screenshots folder into the home folder", async () => {
    const host = tempTree({
      "shots/step_000.png": "not really a png",
      "check.py": script([
        "ok = open('/home/tester/shots/step_000.png').read() == 'not really a png'",
        "print('REPLAY_COMPLETE' if ok else 'missing')",
      ]),
    });
    const outcome = await evaluateScriptReplay(
      session,
      {
        type: "script_replay",
        script_path: path.join(host, "check.py"),
        screenshots_dir: path.join(host, "shots"),
      },
      { timeoutSecs: 60 },
    );
    expect(outcome.result.passed).toBe(true);
    expect(outcome.replaySteps).toEqual([]);
  });

  it("warns about a screenshots folder that does not exist and runs anyway", async () => {
    const host = tempTree({ "plain.py": script(["print('REPLAY_COMPLETE')"]) });
    const log: string[] = [];
    const outcome = await evaluateScriptReplay(
      session,
      {
        type: "script_replay",
        script_path: path.join(host, "plain.py"),
        screenshots_dir: path.join(host, "nope"),
      },
      { timeoutSecs: 60, log: (line) => log.push(line) },
    );
    expect(outcome.result.passed).toBe(true);
    expect(log).toEqual([
      `Warning: replay screenshots_dir '${path.join(host, "nope")}' does not exist; not uploaded`,
    ]);
  });

  it("fails on a non-zero exit even after REPLAY_COMPLETE; the last step is interrupted", async () => {
    const host = tempTree({
      "crash.py": script([
        "print('REPLAY_STEP_DONE:1:Only step')",
        "print('REPLAY_COMPLETE')",
        "sys.exit(3)",
      ]),
    });
    const outcome = await evaluateScriptReplay(
      session,
      { type: "script_replay", script_path: path.join(host, "crash.py") },
      { timeoutSecs: 60 },
    );
    expect(outcome.result).toEqual({
      passed: false,
      metric: "script_replay",
      expected: "exit_code=0, REPLAY_COMPLETE in output",
      actual: "exit_code=3, complete=true",
      detail: "Replay script exited with code 3",
    });
    expect(outcome.replaySteps).toEqual([
      { step: 1, thought: "Only step", action_code: "", result: "interrupted" },
    ]);
  });

  it("fails when the script exits 0 without REPLAY_COMPLETE", async () => {
    const host = tempTree({ "short.py": script(["print('REPLAY_STEP_DONE:1:x')"]) });
    const outcome = await evaluateScriptReplay(
      session,
      { type: "script_replay", script_path: path.join(host, "short.py") },
      { timeoutSecs: 60 },
    );
    expect(outcome.result).toMatchObject({
      passed: false,
      actual: "exit_code=0, complete=false",
      detail: "Replay script did not output REPLAY_COMPLETE",
    });
  });

  it("a replay that outlives eval_timeout_secs fails with the script path and keeps the steps done", async () => {
    const host = tempTree({
      "slow.py": script(["print('REPLAY_STEP_DONE:1:first')", "time.sleep(30)", "print('REPLAY_COMPLETE')"]),
    });
    const scriptPath = path.join(host, "slow.py");
    const report = await evaluateMetrics(session, {
      conjunction: "and",
      eval_timeout_secs: 2,
      metrics: [{ type: "script_replay", script_path: scriptPath }],
    });
    expect(report.results).toEqual([
      {
        passed: false,
        metric: "script_replay",
        expected: "",
        actual: "",
        detail: `Evaluation error: Evaluation script timed out after 2s: ${scriptPath}`,
      },
    ]);
    expect(report.replaySteps).toEqual([
      { step: 1, thought: "first", action_code: "", result: "interrupted" },
    ]);
  });

  it("a missing script is an evaluation error", async () => {
    const report = await evaluateMetrics(session, {
      conjunction: "and",
      metrics: [{ type: "script_replay", script_path: "/nowhere/replay.py" }],
    });
    expect(report).toEqual({
      passed: false,
      results: [
        {
          passed: false,
          metric: "script_replay",
          expected: "",
          actual: "",
          detail: "Evaluation error: Replay script not found: /nowhere/replay.py",
        },
      ],
      reasoning:
        "Programmatic evaluation failed (1/1 metrics failed: script_replay: Evaluation error: Replay script not found: /nowhere/replay.py)",
      replaySteps: [],
    });
  });
});
