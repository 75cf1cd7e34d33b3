import { describe, expect, it } from "vitest";
import { readRepoSettingsFile } from "../../src/action/repo-settings-file.ts";
import { checkpointIgnore } from "../../src/run/evaluate-task.ts";
import { runSuite } from "../../src/suite/run-suite.ts";
import type { Task } from "../../src/task/model.ts";
import { tempTree } from "../helpers/cli.ts";
import { fakeRunTask, suiteTask, suiteTaskOf, taskIdOf } from "../suite/fake-run-task.ts";

const settings = (yaml: string) => tempTree({ ".github/desktest.yml": yaml });

describe(".github/desktest.yml visual.ignore for replay checkpoints", () => {
  it("reaches the checkpoint ignore list of each task its key names, after the task file's own", async () => {
    const dir = settings(
      [
        "quarantine: [tray-icon]",
        "visual:",
        "  block: false",
        "  ignore:",
        "    'clock-*':",
        "      - { role: label, name_pattern: '^\\d\\d:\\d\\d$', reason: the clock }",
        "    clock-panel:",
        "      - { x: 0, y: 0, width: 1280, height: 24 }",
        "    editor:",
        "      - { role: caret, name: '' }",
        "",
      ].join("\n"),
    );
    const file = await readRepoSettingsFile(dir);
    expect(file.ignoreProblems).toEqual([]);
    // The one reading gives the quarantine as before.
    expect(file.quarantine).toEqual({ entries: ["tray-icon"], problems: [] });

    const fake = fakeRunTask(() => ({ status: "pass", ms: 1 }));
    const own = { x: 5, y: 5, width: 10, height: 10, reason: "the task file's" };
    const panel = suiteTaskOf(
      { ...suiteTask("clock-panel").task, visual: { ignore: [own] } } as Task,
      "t.json",
    );
    await runSuite({
      tasks: [panel, suiteTask("notes")],
      cwd: tempTree({}),
      env: {},
      artifactsDir: "artifacts",
      concurrency: 1,
      width: 1280,
      height: 800,
      replay: true,
      preflight: false,
      reviews: false,
      runTask: fake.run,
      visualIgnore: file.visualIgnore,
    });
    const given = new Map(fake.calls.map((call) => [taskIdOf(call.options), call.options.visualIgnore]));
    expect(given.get("clock-panel")).toEqual([
      { role: "label", name_pattern: "^\\d\\d:\\d\\d$", reason: "the clock" },
      { x: 0, y: 0, width: 1280, height: 24, reason: "ignored by .github/desktest.yml" },
    ]);
    expect(given.get("notes")).toBeUndefined();
    // What the replay's check_screen is given (DESKTEST_VISUAL_IGNORE): the task file's, then these.
    expect(checkpointIgnore(panel.task, given.get("clock-panel"))).toEqual([
      own,
      ...given.get("clock-panel")!,
    ]);
    expect(checkpointIgnore(suiteTask("notes").task)).toEqual([]);
  });

  it("makes an invalid entry a problem at its file and line, and applies none of the file's entries", async () => {
    const file = await readRepoSettingsFile(
      settings(
        [
          "visual:",
          "  ignore:",
          "    'clock-*':",
          "      - role: label",
          "        name: Clock",
          "      - x: 0",
          "        y: 0",
          "        width: wide",
          "        height: 20",
          "    editor:",
          "      - { role: caret, nme: '' }",
          "",
        ].join("\n"),
      ),
    );
    expect(file.visualIgnore).toEqual({});
    expect(file.ignoreProblems).toEqual([
      {
        file: ".github/desktest.yml",
        line: 8,
        column: 16,
        message: '/visual/ignore/clock-*/1/width must be an integer (found "wide")',
      },
      {
        file: ".github/desktest.yml",
        line: 11,
        column: 24,
        message: '/visual/ignore/editor/0/nme is not a known property (did you mean "name"?)',
      },
      {
        file: ".github/desktest.yml",
        line: 11,
        column: 9,
        message: expect.stringMatching(/^\/visual\/ignore\/editor\/0 needs "name"/),
      },
    ]);
  });

  it("bounds what visual.ignore may hold", async () => {
    const many = Array.from({ length: 101 }, (_, i) => `    t${i}: [{ x: 0, y: 0, width: 1, height: 1 }]`);
    const file = await readRepoSettingsFile(settings(["visual:", "  ignore:", ...many, ""].join("\n")));
    expect(file.visualIgnore).toEqual({});
    expect(file.ignoreProblems).toEqual([
      {
        file: ".github/desktest.yml",
        line: 3,
        column: 5,
        message: "/visual/ignore has 101 task ids or globs; at most 100 are allowed",
      },
    ]);
  });
});
