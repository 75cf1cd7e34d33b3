/**
 * The replay heal mode heals, as the heal tests, the Action's heal test and the heal bench make it:
 * galculator-add recorded by a model (the LLM double) on the app's own layout and codified with its
 * screens, step 2 checking its screen; then the app moved (a variant start script), so that step 2's
 * screen check fails and the agent finishes from there.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type Docker from "dockerode";
import type { AgentRunner } from "../../src/agent/agent-runner.ts";
import { parseTrajectory } from "../../src/artifacts/trajectory.ts";
import { runTask } from "../../src/run/run-task.ts";
import { loadTaskToRun } from "../../src/run/task-to-run.ts";
import { cli } from "./cli.ts";
import { a11yTreeOf, type NeutralRequest, type PolicyResult } from "./llm-double.ts";

/**
 * A model that types 42 on the keyboard (any layout), then clicks galculator's + 5 8 = where the
 * accessibility tree says they are, then says DONE when the display shows 100.
 */
export function keyboardThenClickPolicy(request: NeutralRequest): PolicyResult {
  const tree = a11yTreeOf(request);
  if (!tree) return "I cannot see the accessibility tree.\nFAIL";
  const rows = tree
    .split("\n")
    .slice(1)
    .map((line) => line.split("\t"));
  const display = rows.find((r) => r[0] === "text" && (r[2] ?? "").trim() !== "")?.[2]?.trim();
  if (display === "100") return "The display shows 100.\nDONE";
  if (display === "0")
    return "The calculator shows 0. Type 42.\n```python\npyautogui.write('42', interval=0.05)\n```";
  if (display === "42") {
    const clicks = ["+", "5", "8", "="].map((name) => {
      const row = rows.find((r) => r[0] === "togglebutton" && r[1] === name);
      if (!row) return undefined;
      const [x, y] = row[5]!.split(",").map(Number);
      const [w, h] = row[6]!.split(",").map(Number);
      return `pyautogui.click(${Math.round(x! + w! / 2)}, ${Math.round(y! + h! / 2)})`;
    });
    if (clicks.includes(undefined)) return "A button is missing.\nFAIL";
    return `42 is entered. Add 58 and compute.\n\`\`\`python\n${clicks.join("\n")}\n\`\`\``;
  }
  return `The display shows ${display}, which I did not expect.\nFAIL`;
}

/** galculator moved far from where the window manager puts it: the same app, another layout. */
export const MOVED_RUN_SH = `#!/bin/sh
# galculator, moved: the heal tests' changed layout.
galculator &
app=$!
xdotool search --sync --onlyvisible --class galculator windowmove 700 300
wait $app
`;

/** Give the task folder's galculator (examples/galculator-app) the moved layout. */
export function moveCalculator(dir: string): void {
  writeFileSync(path.join(dir, "galculator-app/run.sh"), MOVED_RUN_SH, { mode: 0o755 });
}

export interface RecordOptions {
  /** The task folder (a copy of examples/ whose galculator-add has no replay script: calculatorTask). */
  dir: string;
  file: string;
  docker: Docker;
  /** The agent the recording runs (the double with keyboardThenClickPolicy: three LLM calls). */
  agent: () => AgentRunner;
  width: number;
  height: number;
  apiKeys?: string[];
}

/**
 * Record `file` with the agent into `recorded/` and codify it into its replay script with the screens
 * (`desktest codify --with-screenshots --threshold 0.98 --overwrite`): step 1 (the typing) checks no
 * screen, step 2 (the clicks) checks its screen. Returns the script's path; throws when the recording
 * did not pass or codify failed.
 */
export async function recordCalculatorReplay(options: RecordOptions): Promise<string> {
  const { dir, file } = options;
  const recorded = await runTask({
    task: await loadTaskToRun(file, { cwd: dir }),
    cwd: dir,
    env: {},
    outputDir: "out",
    artifactsDir: "recorded",
    width: options.width,
    height: options.height,
    docker: options.docker,
    agent: options.agent,
    apiKeys: options.apiKeys ?? [],
  });
  if (recorded.exitCode !== 0)
    throw new Error(`the recording did not pass: ${recorded.results.error_detail ?? "a check failed"}`);
  const trajectoryFile = path.join(dir, "recorded/trajectory.jsonl");
  const steps = parseTrajectory(readFileSync(trajectoryFile, "utf8"));
  delete steps[0]!.screenshot_path;
  writeFileSync(trajectoryFile, steps.map((s) => JSON.stringify(s)).join("\n") + "\n");
  const codify = await cli(
    ["codify", "recorded/trajectory.jsonl", "--with-screenshots", "--threshold", "0.98", "--overwrite", file],
    dir,
  );
  if (codify.code !== 0) throw new Error(`codify failed (${codify.code}): ${codify.stderr}`);
  const task = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as { replay_script: string };
  return path.join(dir, task.replay_script);
}
