/**
 * A trajectory with bash, click, key and typing steps codifies into a script that compiles and replays to
 * the same result: the agent (the LLM double, `--with-bash`) does gedit-save on a Docker desktop with a
 * bash step that writes a file the check reads and places gedit's window where the next step clicks, a
 * click into the text, keys and typing, and a step with both bash and Python; `desktest codify` writes
 * its script; `desktest run --replay` on a fresh desktop passes the same checks without asking the model.
 */
import { execFileSync } from "node:child_process";
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgentRunner } from "../../src/agent/create-agent-runner.ts";
import { parseTrajectory } from "../../src/artifacts/trajectory.ts";
import { runTask, type RunTaskOptions } from "../../src/run/run-task.ts";
import { cli, tempTree } from "../helpers/cli.ts";
import { docker } from "../helpers/desktop.ts";
import { LlmDouble } from "../helpers/llm-double.ts";
import { loadTaskToRun } from "../../src/run/task-to-run.ts";

const repo = path.resolve(import.meta.dirname, "../..");

/** What the bash step writes (quotes, a backslash, non-ASCII) and the check reads back. */
const WRITTEN = `it's "bash" ✓ \\o/`;

/**
 * The model's bash: in the session's home (a relative path), a failing command that stops nothing, text
 * that would end a naive Python literal, and gedit's window put where the click lands.
 */
const BASH = [
  `printf '%s\\n' "it's \\"bash\\" ✓ \\\\o/" > from-bash.txt`,
  "false",
  "",
  "# not the end of anything: ''' \"\"\" \\",
  "xdotool search --onlyvisible --class gedit windowmove %@ 0 0 windowsize %@ 1000 700",
].join("\n");

const STEPS = [
  `I will prepare the file and the window.\n\`\`\`bash\n${BASH}\n\`\`\``,
  "I will click into the text, go to its end and type the line.\n```python\npyautogui.click(500, 350)\npyautogui.hotkey('ctrl', 'end')\npyautogui.press('enter')\ntype_text('Hello from desktest')\n```",
  "I will check the file and save.\n```bash\nls -l notes.txt >&2\n```\n```python\npyautogui.hotkey('ctrl', 's')\ntime.sleep(1)\n```",
  "The line is typed and saved.\nDONE",
];

let double: LlmDouble;
beforeAll(async () => {
  double = await LlmDouble.start({
    policy: (_request, index) => STEPS[Math.min(index, STEPS.length - 1)]!,
    apiKey: "test-key-123",
    maxLifetimeMs: 3_600_000,
  });
});
afterAll(async () => {
  await double.stop();
});

/** gedit-save without its replay script, its check also reading the file the bash step writes. */
function geditTask(): string {
  const dir = tempTree({});
  cpSync(path.join(repo, "examples"), dir, { recursive: true });
  const file = path.join(dir, "gedit-save.json");
  const task = JSON.parse(readFileSync(file, "utf8")) as {
    replay_script?: string;
    evaluator: { metrics: unknown[] };
  };
  delete task.replay_script;
  task.evaluator.metrics.push({
    type: "command_output",
    command: "cat /home/tester/from-bash.txt",
    expected: WRITTEN,
    match_mode: "equals",
  });
  writeFileSync(file, JSON.stringify(task, null, 2));
  return dir;
}

describe("a recording with bash steps on a Docker desktop", () => {
  it("codifies into a script that compiles and replays to the same result", async () => {
    const dir = geditTask();
    const logs: string[] = [];
    const run = async (more: Partial<RunTaskOptions> & { artifactsDir: string }) =>
      runTask({
        task: await loadTaskToRun("gedit-save.json", { cwd: dir }),
        cwd: dir,
        env: {},
        outputDir: "out",
        width: 1280,
        height: 800,
        docker,
        log: (line) => logs.push(line),
        ...more,
      });

    const recorded = await run({
      artifactsDir: "recorded",
      apiKeys: ["test-key-123"],
      agent: () =>
        createAgentRunner({
          provider: "anthropic",
          apiKey: "test-key-123",
          baseUrl: double.url,
          withBash: true,
          env: {},
        }),
    });
    expect(recorded.results.error_detail ?? "", logs.join("\n")).toBe("");
    expect(recorded.exitCode, logs.join("\n")).toBe(0);
    const trajectory = parseTrajectory(readFileSync(path.join(dir, "recorded", "trajectory.jsonl"), "utf8"));
    expect(trajectory.map((e) => [e.step, e.action_type, e.result])).toEqual([
      [1, "bash", "success"],
      [2, "python", "success"],
      [3, "python+bash", "success"],
      [4, undefined, "done"],
    ]);
    expect(trajectory[0]!.bash_blocks).toEqual([BASH]);

    const codify = await cli(["codify", "recorded/trajectory.jsonl", "--overwrite", "gedit-save.json"], dir);
    expect(codify.code, codify.stderr).toBe(0);
    const scriptFile = path.join(dir, "gedit-save.replay.py");
    execFileSync("/usr/bin/python3", ["-m", "py_compile", scriptFile]);
    const script = readFileSync(scriptFile, "utf8");
    expect(script).toContain(
      "from desktest_guest.replay import find_target, follow_targets, mask_secrets, run_bash, save_screen, type_text\n",
    );
    expect(script).toContain("    run_bash('ls -l notes.txt >&2')\n    pyautogui.hotkey('ctrl', 's')\n");

    logs.length = 0;
    const replayed = await run({ replay: true, artifactsDir: "replayed" });
    expect(replayed.results.error_detail ?? "", logs.join("\n")).toBe("");
    expect(replayed.exitCode, logs.join("\n")).toBe(0);
    const outcome = (r: typeof recorded) => r.results.metric_results.map((m) => [m.metric, m.passed]);
    expect(outcome(replayed)).toEqual([["script_replay", true], ...outcome(recorded)]);
    expect(outcome(recorded)).toEqual([
      ["file_exists", true],
      ["command_output", true],
      ["command_output", true],
    ]);
    expect(double.calls).toHaveLength(STEPS.length); // the replay asked no model
    // The click's step looked for the element it was recorded on; the bash-only step acted at no point.
    const replay = parseTrajectory(readFileSync(path.join(dir, "replayed", "trajectory.jsonl"), "utf8"));
    expect(replay.map((e) => [e.step, e.found_by])).toEqual([
      [1, undefined],
      [2, trajectory[1]!.target?.name ? "element" : "coordinates"],
      [3, undefined],
    ]);
    expect(trajectory[1]!.target?.path?.[0]).toBe("application:gedit");
  }, 1_200_000);
});
