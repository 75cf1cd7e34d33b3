import { describe, expect, it } from "vitest";
import { classifyCulprit, type RunFacts } from "../../src/artifacts/culprit.ts";
import { replayFailure } from "../../src/evaluate/replay/replay-failure.ts";
import type { MetricResult } from "../../src/evaluate/metric-result.ts";

const replayPassed: MetricResult = {
  passed: true,
  metric: "script_replay",
  expected: "exit_code=0, REPLAY_COMPLETE in output",
  actual: "exit_code=0, complete=true",
  detail: "Replay script completed successfully",
};
const replayExited: MetricResult = {
  ...replayPassed,
  passed: false,
  actual: "exit_code=1, complete=false",
  detail: "Replay script exited with code 1",
};
const fileCheck: MetricResult = {
  passed: false,
  metric: "command_output",
  expected: "todo\nshipped! (Equals)",
  actual: "todo\nshipped",
  detail: "Output does not match",
};
const unevaluated: MetricResult = {
  passed: false,
  metric: "file_compare",
  expected: "",
  actual: "",
  detail: "Evaluation error: cat: /home/tester/out.txt: Permission denied",
};

const traceback = ["REPLAY_STEP_DONE:1:open the menu", "REPLAY_STEP_DONE:2:choose Save"].join("\n");
const raisedAtStep3 = replayFailure({
  stdout: traceback,
  stderr: [
    "Traceback (most recent call last):",
    '  File "/home/tester/task.replay.py", line 40, in <module>',
    "    step_3()",
    "ElementNotFound: button 'Save'",
  ].join("\n"),
  exitCode: 1,
  timedOut: false,
});
const checkFailedAtStep2 = replayFailure({
  stdout: "REPLAY_STEP_DONE:1:open the menu\n",
  stderr: "expected the push button 'Save' at (120, 40); found there: nothing\n",
  exitCode: 1,
  timedOut: false,
});

const base = { stage: "evaluate", timedOut: false, metrics: [] } as const;
const fail = (facts: Partial<RunFacts>): RunFacts => ({
  ...base,
  status: "fail",
  category: "test_failure",
  ...facts,
});

/** Each row: the run's facts → the culprit and a part of its evidence. */
const TABLE: [string, RunFacts, string | null, string | null][] = [
  ["a pass has none", { ...base, status: "pass" }, null, null],
  [
    "a clean replay and a failing check: the product",
    fail({ stage: "replay", metrics: [replayPassed, fileCheck] }),
    "product",
    "the replay ran clean; check `command_output` failed: Output does not match",
  ],
  [
    "checks alone failing without an agent: the product",
    fail({ metrics: [fileCheck] }),
    "product",
    "check `command_output` failed",
  ],
  [
    "a replay step that raised: the test, naming the step and the exception",
    fail({ stage: "replay", metrics: [replayExited], replayFailure: raisedAtStep3 }),
    "test",
    "replay step 3 raised ElementNotFound: button 'Save'",
  ],
  [
    "a replay check that failed without a traceback: the test, with its message",
    fail({ stage: "replay", metrics: [replayExited], replayFailure: checkFailedAtStep2 }),
    "test",
    "replay step 2 failed: expected the push button 'Save' at (120, 40); found there: nothing",
  ],
  [
    "a check that could not be evaluated: the test",
    fail({ metrics: [unevaluated] }),
    "test",
    "check `file_compare` could not be evaluated: Evaluation error: cat: /home/tester/out.txt",
  ],
  [
    "a task-file error found at run time: the test",
    {
      ...base,
      stage: "prepare",
      status: "error",
      category: "config_error",
      detail: "tasks/a.json:12:5 Replay script not found: a.replay.py\n  hint: record it",
    },
    "test",
    "tasks/a.json:12:5 Replay script not found: a.replay.py",
  ],
  [
    "the agent said DONE and a check refuted it: the agent",
    fail({ stage: "agent", agent: { ending: "done", reasoning: "Saved.", steps: 4 }, metrics: [fileCheck] }),
    "agent",
    "agent said DONE; check `command_output` refuted it",
  ],
  [
    "the agent gave up: the agent",
    fail({ stage: "agent", agent: { ending: "fail", reasoning: "No Save button anywhere", steps: 6 } }),
    "agent",
    "agent gave up at step 6: No Save button anywhere",
  ],
  [
    "the agent used up its steps: the agent",
    fail({
      stage: "agent",
      agent: { ending: "max_steps", reasoning: "Max steps (15) reached without task completion", steps: 15 },
    }),
    "agent",
    "agent hit its step budget: Max steps (15)",
  ],
  [
    "the task's early-exit condition held: the product",
    fail({
      stage: "agent",
      agent: { ending: "early_exit", reasoning: "The app crashed (at step 3)", steps: 3 },
    }),
    "product",
    "early-exit condition held at step 3: The app crashed",
  ],
  [
    "the model could not be used: the agent",
    {
      ...base,
      stage: "agent",
      status: "error",
      category: "agent_error",
      detail: "LLM call failed: 529 overloaded",
    },
    "agent",
    "the agent's model could not be used: LLM call failed: 529 overloaded",
  ],
  [
    "a module missing from the desktop's Python: the environment, with the error's own evidence",
    {
      ...base,
      stage: "replay",
      status: "error",
      category: "infra_error",
      detail: "The desktop cannot run the replay script …",
      error: {
        evidence: "ModuleNotFoundError: No module named 'pyautogui'",
        outputTail: "ModuleNotFoundError: No module named 'pyautogui'",
      },
    },
    "environment",
    "ModuleNotFoundError: No module named 'pyautogui'",
  ],
  [
    "the task's own setup step failing: the test",
    {
      ...base,
      stage: "setup",
      status: "error",
      category: "infra_error",
      detail: "Setup step 1 (execute) failed: exit code 127",
    },
    "test",
    "the task's setup failed: Setup step 1 (execute) failed: exit code 127",
  ],
  [
    "the desktop died: the environment",
    {
      ...base,
      stage: "agent",
      status: "error",
      category: "infra_error",
      detail: "the desktop's container exited (137)",
    },
    "environment",
    "the desktop's container exited (137)",
  ],
  [
    "a timeout while the desktop started: the environment",
    {
      ...base,
      stage: "desktop",
      timedOut: true,
      status: "error",
      category: "infra_error",
      detail: "Timed out after 60s (the task's timeout) while starting the desktop",
    },
    "environment",
    "while starting the desktop",
  ],
  [
    "a timeout in a setup step: the test",
    fail({
      stage: "setup",
      timedOut: true,
      detail: "Timed out after 60s (the task's timeout) while running setup step 2 (sleep)",
    }),
    "test",
    "the task's deploy or setup did not finish in its time",
  ],
  [
    "a timeout waiting for the app's window: the product",
    fail({ stage: "launch", timedOut: true, detail: "Timed out … while waiting for the app's window" }),
    "product",
    "the app's window did not appear",
  ],
  [
    "a timeout in the replay: the test",
    fail({ stage: "replay", timedOut: true, detail: "Timed out … while replaying the codified script" }),
    "test",
    "the replay did not finish in the task's time",
  ],
];

describe("classifyCulprit", () => {
  it.each(TABLE)("%s", (_name, facts, kind, evidence) => {
    const culprit = classifyCulprit(facts);
    if (kind === null) {
      expect(culprit).toBeNull();
      return;
    }
    expect(culprit?.kind).toBe(kind);
    expect(culprit?.evidence).toContain(evidence);
  });

  it("keeps a failed replay's error output, and the error's own", () => {
    const replay = classifyCulprit(
      fail({ stage: "replay", metrics: [replayExited], replayFailure: raisedAtStep3 }),
    );
    expect(replay?.stderr_tail).toContain("ElementNotFound: button 'Save'");
    expect(replay?.stderr_tail).toContain("step_3()");
    expect(classifyCulprit(fail({ metrics: [fileCheck] }))?.stderr_tail).toBeUndefined();
  });

  it("shows the evidence on one line, bounded", () => {
    const culprit = classifyCulprit(
      fail({ metrics: [{ ...fileCheck, detail: `line one\nline two ${"x".repeat(2000)}` }] }),
    );
    expect(culprit?.evidence).toContain("line one⏎line two");
    expect(Array.from(culprit!.evidence).length).toBeLessThanOrEqual(500);
  });
});

describe("replayFailure", () => {
  it("names the step that was running and what it raised", () => {
    expect(raisedAtStep3).toMatchObject({
      step: 3,
      message: "ElementNotFound: button 'Save'",
      raised: true,
      exitCode: 1,
    });
  });

  it("keeps the last 20 lines of the error output, at most 2000 characters, its end kept", () => {
    const stderr = Array.from({ length: 60 }, (_, i) => `line ${i} ${"y".repeat(200)}`).join("\n");
    const failure = replayFailure({
      stdout: "",
      stderr: `${stderr}\nKeyError: 'x'`,
      exitCode: 1,
      timedOut: false,
    });
    expect(Array.from(failure.stderrTail).length).toBeLessThanOrEqual(2000);
    expect(failure.stderrTail.endsWith("KeyError: 'x'")).toBe(true);
    expect(failure.stderrTail).not.toContain("line 0 ");
    expect(failure).toMatchObject({ step: null, message: "KeyError: 'x'" });
  });

  it("says nothing was raised by a script that timed out quietly", () => {
    expect(
      replayFailure({ stdout: "REPLAY_STEP_DONE:1:a\n", stderr: "", exitCode: -1, timedOut: true }),
    ).toEqual({
      step: 2,
      message: null,
      raised: false,
      exitCode: null,
      stderrTail: "",
    });
  });
});
