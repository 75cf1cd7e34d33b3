/**
 * Every trajectory codifies into a script that runs: a step's bash blocks become `run_bash('<block>')`
 * calls (the guest agent's desktest_guest.replay), each block a Python literal that no text can end —
 * the reference writes them into the script as shell text, which does not compile.
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { TrajectoryEntry } from "../../src/artifacts/trajectory.ts";
import { generateReplayScript } from "../../src/replay/replay-script.ts";
import { splitStepCode } from "../../src/replay/step-code.ts";
import { tempTree } from "../helpers/cli.ts";

const PYTHON = "/usr/bin/python3";

/** A step as the agent records it (agent-loop's executeTurn): bash blocks first, then Python blocks. */
function agentStep(step: number, bash: string[], python: string[], thought = "Act"): TrajectoryEntry {
  return {
    step,
    timestamp: "2026-11-27T21:00:00Z",
    action_code: [...bash.map((b) => `# [bash]\n${b}`), ...python].join("\n\n"),
    thought,
    result: "success",
    action_type: bash.length && python.length ? "python+bash" : bash.length ? "bash" : "python",
    ...(bash.length ? { bash_blocks: bash } : {}),
  };
}

/** Bash text that would end any naive Python literal or step function. */
const HOSTILE = [
  "printf '%s\\n' \"it's\" '\"\"\"' \"'''\" 'back\\slash\\' > out.txt",
  "",
  "# [bash]",
  "echo 'é ✓ 日本 💡' \\",
  "  && cat <<'EOF'",
  "\"\"\")\nimport os; os.system('boom')\n'''",
  "EOF",
  "tab\there cr\r nul\u0000 nel\u0085 sep\u2028 lone\ud800 end\\",
].join("\n");

/** The run_bash calls of a script, as Python reads them (its own parser, literal_eval of each argument). */
function runBashCalls(script: string): string[] {
  const dir = tempTree({});
  const file = path.join(dir, "replay.py");
  writeFileSync(file, script);
  execFileSync(PYTHON, ["-m", "py_compile", file]);
  const reader = [
    "import ast, json, sys",
    "tree = ast.parse(open(sys.argv[1], encoding='utf-8').read())",
    "calls = [n for n in ast.walk(tree) if isinstance(n, ast.Call) and getattr(n.func, 'id', None) == 'run_bash']",
    "assert all(len(c.args) == 1 and not c.keywords for c in calls)",
    "print(json.dumps([ast.literal_eval(c.args[0]) for c in calls]))",
  ].join("\n");
  return JSON.parse(execFileSync(PYTHON, ["-c", reader, file], { encoding: "utf8" })) as string[];
}

describe("codifying bash steps", () => {
  const trajectory = [
    agentStep(1, ["mkdir -p notes && echo hello > notes/a.txt"], [], "Make the note"),
    agentStep(2, [], ["pyautogui.click(120, 80)"], "Open the editor"),
    agentStep(3, [], ["type_text('Hello, world')"], "Type"),
    agentStep(
      4,
      ["cat notes/a.txt\n\nls -la", HOSTILE],
      ["pyautogui.hotkey('ctrl', 's')\n\npyautogui.press('enter')"],
    ),
  ];

  it("compiles, each block a run_bash call that gives Python the block exactly, before the step's Python code", () => {
    const script = generateReplayScript(trajectory);
    // a lone surrogate is no character: the script has U+FFFD where the block had one
    const hostile = HOSTILE.replace("\ud800", "\ufffd");
    expect(runBashCalls(script)).toEqual([
      "mkdir -p notes && echo hello > notes/a.txt",
      "cat notes/a.txt\n\nls -la",
      hostile,
    ]);
    expect(script).toContain(
      "from desktest_guest.replay import mask_secrets, run_bash, save_screen, type_text\n",
    );
    expect(script).toContain(
      [
        "def step_001():",
        '    """Make the note"""',
        "    run_bash('mkdir -p notes && echo hello > notes/a.txt')",
        "",
        "def step_002():",
      ].join("\n"),
    );
    const step4 = script.slice(script.indexOf("def step_004():"), script.indexOf("def main():"));
    expect(step4.split("\n").slice(2)).toEqual([
      "    run_bash('cat notes/a.txt\\n\\nls -la')",
      expect.stringMatching(/^ {4}run_bash\('printf .*end\\\\'\)$/),
      "    pyautogui.hotkey('ctrl', 's')",
      "",
      "    pyautogui.press('enter')",
      "",
      "",
    ]);
    // the whole recorded code still goes out in the step's REPLAY_ACTION marker
    const b64 = Buffer.from(trajectory[3]!.action_code, "utf8").toString("base64");
    expect(script).toContain(`    print('REPLAY_ACTION:4:${b64}')`);
  });

  it("leaves a script without bash steps as it was", () => {
    const script = generateReplayScript(trajectory.slice(1, 3));
    expect(script).not.toContain("run_bash");
    expect(script).toContain("from desktest_guest.replay import mask_secrets, save_screen, type_text\n");
    expect(script).toContain("    pyautogui.click(120, 80)\n");
  });

  it("reads a trajectory without recorded blocks (the reference's) by its markers", () => {
    const reference = (entry: TrajectoryEntry): TrajectoryEntry => {
      const { bash_blocks: _, ...rest } = entry;
      return rest;
    };
    // bash only: blank lines belong to the blocks; a blank line and the marker start the next block
    expect(splitStepCode(reference(agentStep(1, ["a\n\nb", "c"], [])))).toEqual({
      bash: ["a\n\nb", "c"],
      python: "",
    });
    // python+bash: the last block ends at its first blank line, the Python code follows
    expect(splitStepCode(reference(agentStep(1, ["a", "b"], ["x = 1", "y = 2"])))).toEqual({
      bash: ["a", "b"],
      python: "x = 1\n\ny = 2",
    });
    // an old file without action_type: the marker says it is bash
    const { action_type: _, ...untyped } = reference(agentStep(1, ["a"], []));
    expect(splitStepCode(untyped)).toEqual({ bash: ["a"], python: "" });
    // recorded blocks that do not match the code (an edited file) are not trusted
    expect(splitStepCode({ ...agentStep(1, ["a"], ["x = 1"]), bash_blocks: ["other"] })).toEqual({
      bash: ["a"],
      python: "x = 1",
    });
    expect(splitStepCode({ ...agentStep(1, ["a"], []), bash_blocks: [1] as unknown as string[] })).toEqual({
      bash: ["a"],
      python: "",
    });
    // code that only mentions the marker later is Python
    expect(splitStepCode(agentStep(1, [], ["x = 1\n# [bash]\nls"]))).toEqual({
      bash: [],
      python: "x = 1\n# [bash]\nls",
    });
  });
});
