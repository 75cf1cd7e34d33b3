import { describe, expect, it } from "vitest";
import { formatResult, isFailureResult, parseTimestampSecs } from "../../src/review/logs-view.ts";
import { cli } from "../helpers/cli.ts";
import { jsonl, SAMPLE, tempFolder, type Line } from "./fixtures.ts";
import { formatDuration } from "../../src/util/format-duration.ts";

const TASK = JSON.stringify({ id: "notes-edit", instruction: "Type hi" });

/** A working folder with `art/` holding the trajectory (and task.json unless null). */
function workspace(lines: Line[] | string, task: string | null = TASK): string {
  const files: Record<string, string> = {
    "art/trajectory.jsonl": typeof lines === "string" ? lines : jsonl(lines),
  };
  if (task !== null) files["art/task.json"] = task;
  return tempFolder(files);
}

const HEADER = [
  "== Trajectory Review ==",
  "Task:       notes-edit",
  "Steps:      5",
  "Result:     PASS (done at step 5)",
  "Duration:   1m 35s",
  "",
];

const DETAIL: Record<number, string[]> = {
  1: [
    "--- Step 1 [success] 2026-03-01T09:15:00Z ---",
    "Thought: Open the menu",
    "Action:",
    "  pyautogui.click(40, 12)",
    "Result: success",
    "",
  ],
  2: [
    "--- Step 2 [success] 2026-03-01T09:15:07Z ---",
    "Thought: Type the greeting",
    "then confirm",
    "Action:",
    "  pyautogui.write('hi')",
    "  pyautogui.press('enter')",
    "Result: success",
    "",
  ],
  3: [
    "--- Step 3 [error:boom] 2026-03-01T09:15:15Z ---",
    "Thought: Check the file",
    "Action:",
    "  # [bash]",
    "  cat /tmp/missing",
    "Error: boom",
    "Result: error:boom",
    "",
  ],
  4: ["--- Step 4 [wait] 2026-03-01T09:16:20Z ---", "Result: wait", ""],
  5: [
    "--- Step 5 [done] 2026-03-01T09:16:35Z ---",
    "Thought: The greeting is saved; the task is complete and verified in the window title bar.",
    "Result: done",
    "",
  ],
};

const text = (...lines: string[][]) => lines.flat().join("\n") + "\n";

describe("desktest logs: text views", () => {
  it("prints the header and every entry in detail by default", async () => {
    const result = await cli(["logs", "art"], workspace(SAMPLE));
    expect(result).toEqual({
      code: 0,
      stdout: text(HEADER, DETAIL[1]!, DETAIL[2]!, DETAIL[3]!, DETAIL[4]!, DETAIL[5]!),
      stderr: "",
    });
  });

  it("omits the Task line without a readable task.json id, and Duration below two entries", async () => {
    const header = ["== Trajectory Review ==", "Steps:      1", "Result:     OK (last step 1)", ""];
    for (const task of [null, "{ not json", JSON.stringify({ id: 7 }), "[]"]) {
      const result = await cli(["logs", "art"], workspace(SAMPLE.slice(0, 1), task));
      expect(result.stdout).toBe(text(header, DETAIL[1]!));
    }
  });

  it("prints action lines as Rust's lines() splits them: CRLF, inner blank lines, one final newline", async () => {
    const dir = workspace([
      { step: 1, timestamp: "t", action_code: "a()\r\n\r\nb()\n\n", result: "success", thought: "" },
      { step: 2, timestamp: "t", action_code: "  \n ", result: "success", error_feedback: "" },
    ]);
    const result = await cli(["logs", "art"], dir);
    expect(result.stdout).toBe(
      text(
        [
          "== Trajectory Review ==",
          "Task:       notes-edit",
          "Steps:      2",
          "Result:     OK (last step 2)",
          "",
        ],
        [
          "--- Step 1 [success] t ---",
          "Thought: ",
          "Action:",
          "  a()",
          "  ",
          "  b()",
          "  ",
          "Result: success",
          "",
        ],
        ["--- Step 2 [success] t ---", "Error: ", "Result: success", ""],
      ),
    );
  });

  it("--brief prints one row per entry, result cut to 12 characters and thought to 40", async () => {
    const result = await cli(["logs", "art", "--brief"], workspace(SAMPLE));
    expect(result.stdout).toBe(
      text(HEADER, [
        "Step   Result       Timestamp                  Thought",
        "-".repeat(80),
        "1      success      2026-03-01T09:15:00Z       Open the menu",
        "2      success      2026-03-01T09:15:07Z       Type the greeting then confirm",
        "3      error:boom   2026-03-01T09:15:15Z       Check the file",
        "4      wait         2026-03-01T09:16:20Z       ",
        "5      done         2026-03-01T09:16:35Z       The greeting is saved; the task is compl",
      ]),
    );
  });

  it("--brief counts characters, not bytes or UTF-16 units", async () => {
    const dir = workspace([
      {
        step: 12,
        timestamp: "2026-03-01T09:15:00Z",
        action_code: "",
        thought: "é🙂".repeat(30),
        result: "error:Fenêtre introuvable",
      },
    ]);
    const result = await cli(["logs", "art", "--brief"], dir);
    expect(result.stdout.split("\n")[7]).toBe(
      `12     error:Fenêtr 2026-03-01T09:15:00Z       ${"é🙂".repeat(20)}`,
    );
  });

  it("--summary prints a status table; failures are everything but success, done and wait", async () => {
    const result = await cli(["logs", "art", "--summary"], workspace(SAMPLE));
    expect(result.stdout).toBe(
      text(HEADER, [
        "Step   Status   Type           Summary",
        "-".repeat(72),
        "1      ✓        python         Open the menu",
        "2      ✓        python         Type the greeting then confirm",
        "3      ✗        bash           Check the file",
        "4      ✓        -              ",
        "5      ✓        -              The greeting is saved; the task is complete ",
      ]),
    );
  });

  it("--failures keeps error, fail, timeout, max_steps, interrupted and unknown results", async () => {
    const results = [
      "success",
      "error:x",
      "fail",
      "timeout",
      "max_steps",
      "interrupted",
      "weird",
      "done",
      "wait",
    ];
    const lines = results.map((result, i) => ({ step: i + 1, timestamp: "t", action_code: "", result }));
    const result = await cli(["logs", "art", "--summary", "--failures"], workspace(lines));
    expect(result.stdout.split("\n").slice(7, -1)).toEqual([
      "2      ✗        -              ",
      "3      ✗        -              ",
      "4      ✗        -              ",
      "5      ✗        -              ",
      "6      ✗        -              ",
      "7      ✗        -              ",
    ]);
    const detailed = await cli(["logs", "art", "--failures"], workspace(SAMPLE));
    expect(detailed.stdout).toBe(text(HEADER, DETAIL[3]!));
  });

  it("says so when a filter keeps nothing", async () => {
    const passing = SAMPLE.filter((l) => l.result !== "error:boom");
    const header = [...HEADER.slice(0, 2), "Steps:      4", ...HEADER.slice(3)];
    expect((await cli(["logs", "art", "--failures"], workspace(passing))).stdout).toBe(
      text(header, ["No failed steps found."]),
    );
    expect((await cli(["logs", "art", "--summary", "--failures"], workspace(passing))).stdout).toBe(
      text(header, ["No matching steps."]),
    );
    expect((await cli(["logs", "art", "--step", "9"], workspace(SAMPLE))).stdout).toBe(
      text(HEADER, ["No entries found for the requested steps."]),
    );
    expect((await cli(["logs", "art", "--brief", "--failures"], workspace(passing))).stdout).toBe(
      text(header, ["Step   Result       Timestamp                  Thought", "-".repeat(80)]),
    );
  });

  it("--step and --steps select entries by step number; the header still describes the whole file", async () => {
    expect((await cli(["logs", "art", "--step", "2"], workspace(SAMPLE))).stdout).toBe(
      text(HEADER, DETAIL[2]!),
    );
    expect((await cli(["logs", "art", "--steps", "4-5, 1"], workspace(SAMPLE))).stdout).toBe(
      text(HEADER, DETAIL[1]!, DETAIL[4]!, DETAIL[5]!),
    );
    expect((await cli(["logs", "art", "--steps", "1-3", "--failures"], workspace(SAMPLE))).stdout).toBe(
      text(HEADER, DETAIL[3]!),
    );
  });

  it("keeps every entry of a repeated step number (the terminal entry reuses the last step)", async () => {
    const lines = [
      { step: 1, timestamp: "2026-03-01T09:15:00Z", action_code: "a()", result: "success" },
      { step: 1, timestamp: "2026-03-01T09:20:00Z", action_code: "", result: "timeout" },
    ];
    const result = await cli(["logs", "art", "--step", "1"], workspace(lines, null));
    expect(result.stdout).toBe(
      text(
        [
          "== Trajectory Review ==",
          "Steps:      2",
          "Result:     TIMEOUT (at step 1)",
          "Duration:   5m 00s",
          "",
        ],
        ["--- Step 1 [success] 2026-03-01T09:15:00Z ---", "Action:", "  a()", "Result: success", ""],
        ["--- Step 1 [timeout] 2026-03-01T09:20:00Z ---", "Result: timeout", ""],
      ),
    );
  });

  it("prints only the empty message for an empty trajectory", async () => {
    expect(await cli(["logs", "art"], workspace(""))).toEqual({
      code: 0,
      stdout: "No trajectory entries found.\n",
      stderr: "",
    });
    expect((await cli(["logs", "art", "--summary", "--failures"], workspace("\n  \n\n"))).stdout).toBe(
      "No trajectory entries found.\n",
    );
  });

  it("ranks the views --json > --summary > --brief > detailed", async () => {
    const dir = workspace(SAMPLE);
    const json = await cli(["logs", "art", "--json", "--summary", "--brief"], dir);
    expect(json.stdout.startsWith('{\n  "steps": [')).toBe(true);
    const summary = await cli(["logs", "art", "--summary", "--brief"], dir);
    expect(summary.stdout).toContain("Step   Status   Type           Summary");
    expect(summary.stdout).not.toContain("Timestamp");
  });
});

describe("desktest logs --json", () => {
  it("prints sorted keys, per-step durations from the whole file, and the summary", async () => {
    const result = await cli(["logs", "art", "--json", "--steps", "1,3-4"], workspace(SAMPLE));
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      [
        "{",
        '  "steps": [',
        "    {",
        '      "action_code": "pyautogui.click(40, 12)",',
        '      "action_type": "python",',
        '      "result": "success",',
        '      "screenshot_path": "step_000.png",',
        '      "step": 1,',
        '      "thought": "Open the menu",',
        '      "timestamp": "2026-03-01T09:15:00Z",',
        '      "timings": {',
        '        "act_ms": 300,',
        '        "llm_ms": 2100',
        "      }",
        "    },",
        "    {",
        '      "action_code": "# [bash]\\ncat /tmp/missing",',
        '      "action_type": "bash",',
        '      "bash_output": "cat: /tmp/missing: No such file or directory",',
        '      "duration_secs": 8,',
        '      "error_feedback": "boom",',
        '      "result": "error:boom",',
        '      "step": 3,',
        '      "thought": "Check the file",',
        '      "timestamp": "2026-03-01T09:15:15Z"',
        "    },",
        "    {",
        '      "action_code": "",',
        '      "duration_secs": 65,',
        '      "result": "wait",',
        '      "step": 4,',
        '      "timestamp": "2026-03-01T09:16:20Z"',
        "    }",
        "  ],",
        '  "summary": {',
        '    "duration_secs": 95,',
        '    "result": "done",',
        '    "result_display": "PASS (done at step 5)",',
        '    "shown_steps": 3,',
        '    "task_id": "notes-edit",',
        '    "total_steps": 5',
        "  }",
        "}",
        "",
      ].join("\n"),
    );
  });

  it("carries our usage extension and omits what is unknown", async () => {
    const result = await cli(["logs", "art", "--json", "--step", "2"], workspace(SAMPLE, null));
    const parsed = JSON.parse(result.stdout) as { steps: Record<string, unknown>[]; summary: object };
    expect(parsed.steps[0]!.usage).toEqual({ input_tokens: 1200, output_tokens: 40 });
    expect(Object.keys(parsed.steps[0]!.usage as object)).toEqual(["input_tokens", "output_tokens"]);
    expect(parsed.summary).toEqual({
      duration_secs: 95,
      result: "done",
      result_display: "PASS (done at step 5)",
      shown_steps: 1,
      total_steps: 5,
    });
  });

  it("keys per-step durations by step number (a later entry wins) and skips bad or negative deltas", async () => {
    const lines = [
      { step: 1, timestamp: "2026-03-01T09:15:00Z", action_code: "", result: "success" },
      { step: 2, timestamp: "2026-03-01T09:14:00Z", action_code: "", result: "success" },
      { step: 3, timestamp: "garbage", action_code: "", result: "success" },
      { step: 4, timestamp: "2026-03-01T10:15:30+01:00", action_code: "", result: "success" },
      { step: 4, timestamp: "2026-03-01T09:15:42.900Z", action_code: "", result: "max_steps" },
    ];
    const parsed = JSON.parse((await cli(["logs", "art", "--json"], workspace(lines))).stdout) as {
      steps: { step: number; duration_secs?: number }[];
      summary: { duration_secs: number | null; result_display: string };
    };
    expect(parsed.steps.map((s) => s.duration_secs)).toEqual([undefined, undefined, undefined, 12, 12]);
    expect(parsed.summary.duration_secs).toBe(42);
    expect(parsed.summary.result_display).toBe("MAX_STEPS (at step 4)");
  });

  it("has a null duration for one entry or unparsable timestamps", async () => {
    const one = JSON.parse((await cli(["logs", "art", "--json"], workspace(SAMPLE.slice(0, 1)))).stdout) as {
      summary: { duration_secs: unknown };
    };
    expect(one.summary.duration_secs).toBeNull();
  });

  it("prints the compact one-liner for an empty trajectory", async () => {
    const result = await cli(["logs", "art", "--json", "--failures"], workspace(""));
    expect(result.stdout).toBe(
      '{"steps":[],"summary":{"duration_secs":null,"result":"empty","result_display":"EMPTY (no steps)","shown_steps":0,"total_steps":0}}\n',
    );
  });
});

describe("desktest logs: errors", () => {
  it("exits 2 naming the trajectory it cannot open", async () => {
    const result = await cli(["logs", "nowhere"], tempFolder({}));
    expect(result.code).toBe(2);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain("Cannot open trajectory file 'nowhere/trajectory.jsonl': ENOENT");
  });

  it("exits 2 for a line that is not JSON", async () => {
    const result = await cli(["logs", "art"], workspace(jsonl(SAMPLE.slice(0, 1)) + "{oops\n"));
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("Invalid JSON at line 2:");
    expect(result.stdout).toBe("");
  });

  it("refuses --brief with --step or --steps before reading anything", async () => {
    for (const filter of [
      ["--step", "1"],
      ["--steps", "1-2"],
    ]) {
      const result = await cli(["logs", "missing-dir", "--brief", ...filter], tempFolder({}));
      expect(result.code).toBe(2);
      expect(result.stderr).toContain("--brief and --step/--steps cannot be used together");
      expect(result.stderr).not.toContain("Cannot open");
    }
  });

  it("refuses --step together with --steps", async () => {
    const result = await cli(["logs", "art", "--step", "1", "--steps", "2"], workspace(SAMPLE));
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("cannot be used with option '--steps <list>'");
    expect(result.stdout).toBe("");
  });

  it("prints 'Error parsing steps' for a bad list, in the codify grammar", async () => {
    const cases: [string, string][] = [
      ["7-3", "Invalid step range '7-3': start (7) is greater than end (3)"],
      ["-5", "Invalid step range '-5': expected format N-M"],
      ["5-", "Invalid step range '5-': expected format N-M"],
      ["1,x", "Invalid step number 'x'"],
    ];
    for (const [list, message] of cases) {
      const result = await cli(["logs", "art", `--steps=${list}`], workspace(SAMPLE));
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(`Error parsing steps: ${message}`);
      expect(result.stdout).toBe("");
    }
  });

  it("refuses a --step that is not a whole number", async () => {
    const result = await cli(["logs", "art", "--step", "two"], workspace(SAMPLE));
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("expected a whole number");
  });
});

describe("logs helpers", () => {
  it("formats results like the reference", () => {
    expect(formatResult("done", 5)).toBe("PASS (done at step 5)");
    expect(formatResult("success", 3)).toBe("OK (last step 3)");
    expect(formatResult("error", 2)).toBe("ERROR (at step 2)");
    expect(formatResult("error:boom", 3)).toBe("ERROR:BOOM (at step 3)");
    expect(formatResult("max_steps", 15)).toBe("MAX_STEPS (at step 15)");
    expect(formatResult("timeout", 7)).toBe("TIMEOUT (at step 7)");
  });

  it("treats only success, done and wait as non-failures", () => {
    expect(["success", "done", "wait"].map(isFailureResult)).toEqual([false, false, false]);
    expect(
      ["error", "error:x", "fail", "timeout", "max_steps", "interrupted", "evaluation_failed", ""].every(
        isFailureResult,
      ),
    ).toBe(true);
  });

  it("formats durations with zero-padded seconds from one minute on", () => {
    expect(formatDuration(0, "minutes")).toBe("0s");
    expect(formatDuration(59_000, "minutes")).toBe("59s");
    expect(formatDuration(65_000, "minutes")).toBe("1m 05s");
    expect(formatDuration(3_725_000, "minutes")).toBe("62m 05s");
  });

  it("parses Z and ±HH:MM timestamps, ignoring fractions, and rejects others", () => {
    const base = parseTimestampSecs("2026-03-01T09:15:00Z")!;
    expect(parseTimestampSecs("2026-03-01T10:15:00+01:00")).toBe(base);
    expect(parseTimestampSecs("2026-03-01T04:45:00-04:30")).toBe(base);
    expect(parseTimestampSecs("2026-03-01T09:15:00.999Z")).toBe(base);
    expect(parseTimestampSecs(" 2026-03-01T09:15:00Z ")).toBe(base);
    expect(parseTimestampSecs("2024-03-01T00:00:00Z")! - parseTimestampSecs("2024-02-28T00:00:00Z")!).toBe(
      2 * 86400,
    );
    expect(parseTimestampSecs("2025-01-01T00:00:00Z")! - parseTimestampSecs("2024-12-31T23:59:59Z")!).toBe(1);
    for (const bad of ["2026-03-01T09:15:00", "2026-03-01 09:15:00Z", "garbage", "Z", "2026-03-01T09:15Z"]) {
      expect(parseTimestampSecs(bad)).toBeUndefined();
    }
  });
});

describe("logs with the run's verdict (results.json beside the trajectory)", () => {
  // The agent said done; the check after it failed, on a two-line value.
  const passingSteps = SAMPLE.filter((l) => !String(l.result).startsWith("error"));
  const failed = JSON.stringify({
    schema_version: "1.0",
    test_id: "notes-edit",
    status: "fail",
    error_category: "test_failure",
    error_detail: "Output does not equal 'todo\nshipped!'. Got: 'todo\nshipped'",
    metric_results: [],
  });
  const withResults = (lines: Line[], results: string) =>
    tempFolder({
      "art/trajectory.jsonl": jsonl(lines),
      "art/task.json": TASK,
      "art/results.json": results,
    });

  it("reports the run's verdict and whole reason, not the last step's PASS", async () => {
    const result = await cli(["logs", "art", "--failures"], withResults(passingSteps, failed));
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      [
        "== Trajectory Review ==",
        "Task:       notes-edit",
        "Steps:      4",
        "Result:     FAIL (all 4 steps ran; the final check failed)",
        "Reason:     Output does not equal 'todo⏎shipped!'. Got: 'todo⏎shipped'",
        "Last step:  PASS (done at step 5)",
        "Duration:   1m 35s",
        "",
        "No failed steps found: all 4 steps ran; the final check failed.",
        "",
      ].join("\n"),
    );
    const json = JSON.parse(
      (await cli(["logs", "art", "--json"], withResults(passingSteps, failed))).stdout,
    ) as {
      summary: Record<string, unknown>;
    };
    // The reference's keys as they were, the verdict beside them.
    expect(json.summary.result_display).toBe("PASS (done at step 5)");
    expect(json.summary.verdict).toEqual({
      status: "fail",
      reason: "Output does not equal 'todo⏎shipped!'. Got: 'todo⏎shipped'",
      went_wrong: "all 4 steps ran; the final check failed",
    });
  });

  it("names the step that went wrong, and says PASS for a pass", async () => {
    const atStep3 = await cli(["logs", "art", "--summary"], withResults(SAMPLE, failed));
    expect(atStep3.stdout).toContain("Result:     FAIL (went wrong at step 3)\n");
    const passed = JSON.stringify({
      schema_version: "1.0",
      test_id: "t",
      status: "pass",
      metric_results: [],
    });
    const ok = await cli(["logs", "art", "--brief"], withResults(SAMPLE, passed));
    expect(ok.stdout).toContain("Result:     PASS\nLast step:  PASS (done at step 5)\n");
    expect(ok.stdout).not.toContain("Reason:");
  });

  it("names whose fault it is: a runner problem, what to do, and the replay's error output", async () => {
    const runnerProblem = JSON.stringify({
      schema_version: "1.0",
      test_id: "notes-edit",
      status: "error",
      error_category: "infra_error",
      error_detail: "The desktop cannot run the replay script: No module named 'pyautogui'",
      metric_results: [],
      culprit: {
        kind: "environment",
        evidence: "ModuleNotFoundError: No module named 'pyautogui'",
        stderr_tail: "Traceback (most recent call last):\nModuleNotFoundError: No module named 'pyautogui'",
      },
    });
    const shown = await cli(["logs", "art", "--summary"], withResults(passingSteps, runnerProblem));
    expect(shown.stdout).toContain(
      [
        "Reason:     The desktop cannot run the replay script: No module named 'pyautogui'",
        "Culprit:    runner problem (not a failure of the app): ModuleNotFoundError: No module named 'pyautogui'",
        "Fix:        Install the missing module in the desktop's Python (docker/guest-requirements.txt lists what replays use), or run on the desktop image that has it; then run again.",
        "Error output (last lines):",
        "  | Traceback (most recent call last):",
        "  | ModuleNotFoundError: No module named 'pyautogui'",
        "Last step:  PASS (done at step 5)",
      ].join("\n"),
    );
    const json = JSON.parse(
      (await cli(["logs", "art", "--json"], withResults(passingSteps, runnerProblem))).stdout,
    ) as { summary: { verdict: { culprit: unknown } } };
    expect(json.summary.verdict.culprit).toEqual({
      kind: "environment",
      evidence: "ModuleNotFoundError: No module named 'pyautogui'",
      stderr_tail: "Traceback (most recent call last):\nModuleNotFoundError: No module named 'pyautogui'",
    });
    // A culprit of a kind the run never writes is not shown (the folder's files are not trusted).
    const forged = runnerProblem.replace('"environment"', '"<b>nobody</b>"');
    expect((await cli(["logs", "art"], withResults(passingSteps, forged))).stdout).not.toContain("Culprit:");
  });
});
