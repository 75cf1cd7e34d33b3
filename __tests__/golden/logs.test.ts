import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { cli } from "../helpers/cli.ts";

/**
 * What `desktest logs` prints for an agent run that ended in FAIL, in each of its views. A change to
 * these files is a change to what users read: review it in the diff, then accept it with
 * `npx vitest run __tests__/golden -u`.
 */

const TRAJECTORY = [
  {
    step: 1,
    timestamp: "2026-03-01T09:15:04Z",
    action_code: "pyautogui.click(38, 14)",
    thought: "The editor is open with an old shopping list. Open the File menu to start a new note.",
    action_type: "python",
    screenshot_path: "step_001.png",
    a11y_tree_path: "step_001_a11y.txt",
    result: "success",
    timings: { llm_ms: 2310, act_ms: 280 },
    usage: { input_tokens: 10_240, output_tokens: 96 },
  },
  {
    step: 2,
    timestamp: "2026-03-01T09:15:11Z",
    action_code: "pyautogui.hotkey('ctrl', 'n')\npyautogui.write('Hello from desktest')\n",
    thought: "Create a new note\nand type the greeting",
    action_type: "python",
    screenshot_path: "step_002.png",
    result: "success",
  },
  {
    step: 3,
    timestamp: "2026-03-01T09:15:26Z",
    action_code: "# [bash]\ncat ~/notes.txt",
    thought: "Check what is on disk before saving.",
    action_type: "bash",
    bash_output: "cat: /home/tester/notes.txt: No such file or directory",
    error_feedback: "cat exited with 1: No such file or directory",
    result: "error:exit 1",
  },
  {
    step: 4,
    timestamp: "2026-03-01T09:15:41Z",
    action_code: "",
    thought: "The save dialog is still opening.",
    action_type: "wait",
    result: "wait",
  },
  {
    step: 5,
    timestamp: "2026-03-01T09:16:07Z",
    action_code: "",
    thought:
      "The dialog offers no way to choose the folder; the file cannot be saved as ~/notes.txt from here, so the task is not possible.",
    action_type: "fail",
    screenshot_path: "step_005.png",
    result: "fail",
  },
];

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "desktest-golden-logs-"));
  mkdirSync(path.join(dir, "art"));
  writeFileSync(
    path.join(dir, "art/trajectory.jsonl"),
    TRAJECTORY.map((entry) => JSON.stringify(entry)).join("\n") + "\n",
  );
  writeFileSync(
    path.join(dir, "art/task.json"),
    JSON.stringify({ id: "notes-save", instruction: "Save a note as ~/notes.txt" }),
  );
});

async function logs(...options: string[]): Promise<string> {
  const result = await cli(["logs", "art", ...options], dir);
  expect(result, result.stderr).toMatchObject({ code: 0, stderr: "" });
  return result.stdout;
}

describe("desktest logs", () => {
  it("prints every step in detail", async () => {
    await expect(await logs()).toMatchFileSnapshot("logs.txt");
  });

  it("--brief: a line per step", async () => {
    await expect(await logs("--brief")).toMatchFileSnapshot("logs-brief.txt");
  });

  it("--summary --failures: the steps that did not succeed, with their type", async () => {
    await expect(await logs("--summary", "--failures")).toMatchFileSnapshot("logs-summary-failures.txt");
  });

  it("--json: steps with their durations, and the summary", async () => {
    await expect(await logs("--json")).toMatchFileSnapshot("logs.json");
  });
});
