import { describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../src/task/diagnostic.ts";
import { loadTaskText } from "../../src/run/load-task-file.ts";
import { baseTask, errorsOf, load, warningsOf } from "../helpers/task-docs.ts";

describe("top-level rules", () => {
  it("applies the top-level defaults", () => {
    const task = load(baseTask()).task;
    expect(task).toMatchObject({
      timeout: 300,
      max_steps: 15,
      max_a11y_nodes: 10000,
      config: [],
      secrets: {},
      evaluator: { mode: "llm", metrics: [], conjunction: "and" },
    });
    expect(task?.a11y_timeout_secs).toBeUndefined();
  });

  it.each([
    [{ schema_version: "2.0" }, '/schema_version must be "1.0" (found "2.0")'],
    [{ schema_version: 1 }, "/schema_version must be a string (found the integer 1)"],
    [{ id: "" }, "/id must not be empty"],
    [{ instruction: "" }, "/instruction must not be empty"],
    [{ timeout: 0 }, "/timeout must be at least 1 (found the integer 0)"],
    [{ timeout: 1.5 }, "/timeout must be an integer (found the number 1.5)"],
    [{ max_steps: 0 }, "/max_steps must be at least 1 (found the integer 0)"],
    [{ a11y_timeout_secs: 0 }, "/a11y_timeout_secs must be at least 1 (found the integer 0)"],
    [{ max_a11y_nodes: 0 }, "/max_a11y_nodes must be at least 1 (found the integer 0)"],
    [{ completion_condition: null }, "/completion_condition must be a string (found null)"],
    [
      { evaluator: { mode: "llm", eval_timeout_secs: 0 } },
      "/evaluator/eval_timeout_secs must be at least 1 (found the integer 0)",
    ],
    [
      { evaluator: { mode: "judge" } },
      '/evaluator/mode must be one of llm, programmatic, hybrid (found "judge")',
    ],
    [
      { evaluator: { mode: "programmatic" } },
      '/evaluator/mode mode "programmatic" requires at least one metric in /evaluator/metrics (use mode "llm" to rely on the agent\'s verdict alone)',
    ],
    [
      { evaluator: { mode: "hybrid", metrics: [] } },
      '/evaluator/mode mode "hybrid" requires at least one metric in /evaluator/metrics (use mode "llm" to rely on the agent\'s verdict alone)',
    ],
    [{ instrution: "x" }, '/instrution is not a known property (did you mean "instruction"?)'],
    [{ id: "../escape" }, "/id must not contain / or \\ (it names the task's artifacts folder)"],
    [{ id: ".." }, '/id must not be ".." (it names the task\'s artifacts folder)'],
    [{ id: " padded" }, "/id must not start or end with white space"],
    [{ secrets: { token: { env: "" } } }, "/secrets/token/env must not be empty"],
    [{ secrets: { token: { env: "  " } } }, "/secrets/token/env must not be blank"],
    [{ secrets: { token: { name: "X" } } }, '/secrets/token is missing required property "env"'],
  ])("rejects %j", (override, message) => {
    expect(errorsOf(baseTask(override))).toContain(message);
  });

  it("reports a missing required top-level property", () => {
    const doc = baseTask();
    delete doc.app;
    expect(errorsOf(doc)).toEqual(['/ is missing required property "app"']);
  });

  it("reports every error of a file, in file order, not only the first", () => {
    expect(errorsOf(baseTask({ timeout: 0, max_steps: 0, extra: true }))).toEqual([
      "/timeout must be at least 1 (found the integer 0)",
      "/max_steps must be at least 1 (found the integer 0)",
      "/extra is not a known property (allowed here: a11y_timeout_secs, app, completion_condition, config, early_exit, evaluator, id, instruction, max_a11y_nodes, max_steps, metadata, replay_screenshots_dir, replay_script, schema_version, secrets, timeout, visual)",
    ]);
  });

  it("explains the reference CLI's ignored llm_judge_prompt instead of dropping it silently", () => {
    const [message] = errorsOf(baseTask({ evaluator: { mode: "llm", llm_judge_prompt: "Is it saved?" } }));
    expect(message).toMatch(
      /^\/evaluator\/llm_judge_prompt is not a known property: the evaluator has no LLM-judge prompt/,
    );
    expect(message).toContain("completion_condition");
  });

  it("warns that metrics are ignored in llm mode", () => {
    const metrics = [{ type: "file_exists", path: "/x" }];
    expect(warningsOf(baseTask({ evaluator: { mode: "llm", metrics } }))).toEqual([
      '/evaluator/metrics is ignored in mode "llm" (1 metric(s) will never run); use mode "hybrid" to require them too',
    ]);
  });

  it("keeps metadata of any shape", () => {
    expect(load(baseTask({ metadata: ["a", { b: 1 }] })).task?.metadata).toEqual(["a", { b: 1 }]);
  });
});

describe("positions", () => {
  const text = [
    "{",
    '  "schema_version": "1.0",',
    '  "id": "save",',
    '  "instruction": "Save it",',
    '  "app": { "type": "folder", "dir": "/d", "entrypoint": "run.sh" },',
    '  "evaluator": {',
    '    "mode": "hybrid",',
    '    "metrics": [',
    "      {",
    '        "type": "command_output",',
    '        "command": "cat f",',
    '        "expected": "x",',
    '        "match_mode": "contain",',
    '        "llm_judge_promt": 1',
    "      }",
    "    ]",
    "  }",
    "}",
  ].join("\n");

  it("locates value errors at the value and unknown properties at their name", () => {
    const loaded = loadTaskText(text, "tasks/save.json", { cwd: "/w", exists: () => false });
    expect(loaded.diagnostics.map(formatDiagnostic)).toEqual([
      'tasks/save.json:13:23 /evaluator/metrics/0/match_mode must be one of contains, equals, regex (found "contain"; did you mean "contains"?)',
      "tasks/save.json:14:9 /evaluator/metrics/0/llm_judge_promt is not a known property (allowed here: command, expected, match_mode, type)",
    ]);
  });

  it("locates missing properties at the object that lacks them", () => {
    const broken = text.replace('"dir": "/d", ', "");
    const [d] = loadTaskText(broken, "t.json", { cwd: "/w" }).diagnostics;
    expect(d).toMatchObject({
      line: 5,
      column: 3,
      pointer: "/app",
      message: 'is missing required property "dir"',
    });
  });

  it("counts columns in characters and lines after CRLF and CR line ends", () => {
    const crlf = text.replace(/\n/g, "\r\n").replace('"id": "save"', '"id": "sävé"');
    const diagnostics = loadTaskText(crlf, "t.json", { cwd: "/w" }).diagnostics;
    expect(diagnostics[0]).toMatchObject({ line: 13, column: 23 });
    const cr = text.replace(/\n/g, "\r");
    expect(loadTaskText(cr, "t.json", { cwd: "/w" }).diagnostics[0]).toMatchObject({ line: 13, column: 23 });
  });

  it("ignores a UTF-8 byte order mark", () => {
    const loaded = loadTaskText("\ufeff" + JSON.stringify(baseTask()), "t.json", { cwd: "/w" });
    expect(loaded.diagnostics).toEqual([]);
  });

  it.each([
    [
      '{\n  "id": "x",\n  "app": {}\n  "instruction": "y"\n}',
      4,
      3,
      "is not valid JSON: expected ',' between items",
    ],
    ['{\n  "id": "x",\n}', 3, 1, "is not valid JSON: expected a property name in double quotes"],
    ['{\n  // note\n  "id": "x"\n}', 2, 3, "is not valid JSON: comments are not allowed in JSON"],
    ["", 1, 1, "is not valid JSON: expected a value"],
    [
      '{ "id": "a",\n  "id": "b" }',
      2,
      3,
      'is not valid JSON: duplicate property "id" (first defined at line 1, column 3)',
    ],
    ['{ "id": "x" } {}', 1, 15, "is not valid JSON: unexpected content after the end of the JSON value"],
    ['{ "id": "x" } trailing', 1, 15, "is not valid JSON: unexpected character"],
  ])("locates syntax errors: %j", (source, line, column, message) => {
    const [d] = loadTaskText(source, "t.json", { cwd: "/w" }).diagnostics;
    expect(d).toMatchObject({ severity: "error", line, column, message });
  });
});

describe("host paths", () => {
  const doc = baseTask({
    app: { type: "folder", dir: "app", entrypoint: "run.sh" },
    config: [{ type: "copy", src: "fixtures/in.txt", dest: "/home/tester" }],
    evaluator: {
      mode: "hybrid",
      metrics: [
        { type: "file_compare", actual_path: "/home/tester/out.txt", expected_path: "fixtures/out.txt" },
        { type: "script_replay", script_path: "replay.py", screenshots_dir: "shots" },
      ],
    },
    replay_script: "replay.py",
    replay_screenshots_dir: "/abs/shots",
  });

  it("resolves relative host paths against the task file's folder", () => {
    const task = load(doc, { exists: (p) => p.startsWith("/work/tasks/") }).task;
    expect(task?.app).toMatchObject({ dir: "/work/tasks/app" });
    expect(task?.config[0]).toMatchObject({ src: "/work/tasks/fixtures/in.txt", dest: "/home/tester" });
    expect(task?.evaluator.metrics[0]).toMatchObject({
      actual_path: "/home/tester/out.txt",
      expected_path: "/work/tasks/fixtures/out.txt",
    });
    expect(task?.evaluator.metrics[1]).toMatchObject({
      script_path: "/work/tasks/replay.py",
      screenshots_dir: "/work/tasks/shots",
    });
    expect(task?.replay_script).toBe("/work/tasks/replay.py");
    expect(task?.replay_screenshots_dir).toBe("/abs/shots");
  });

  it("falls back to the working directory (desktest's rule) with a warning", () => {
    const loaded = load(doc, {
      exists: (p) => p === "/work/app" || (p.startsWith("/work/tasks/") && !p.endsWith("/app")),
    });
    expect(loaded.task?.app).toMatchObject({ dir: "/work/app" });
    expect(loaded.diagnostics).toEqual([
      expect.objectContaining({
        severity: "warning",
        pointer: "/app/dir",
        message: expect.stringContaining("the working directory's /work/app is used (desktest's rule)"),
      }),
    ]);
  });

  it("refuses host paths that exist nowhere, each at its own line (a configuration error, not a run-time one)", () => {
    const loaded = load(doc);
    expect(loaded.task).toBeUndefined();
    const errors = loaded.diagnostics.filter((d) => d.severity === "error");
    expect(errors[0]).toMatchObject({
      pointer: "/app/dir",
      line: 7,
      message: expect.stringContaining("does not exist (looked for /work/tasks/") as string,
    });
    expect(errors.map((d) => d.pointer)).toEqual([
      "/app/dir",
      "/config/0/src",
      "/evaluator/metrics/0/expected_path",
      "/evaluator/metrics/1/script_path",
      "/evaluator/metrics/1/screenshots_dir",
      "/replay_script",
    ]);
  });

  it("refuses them too when the task file is in the working directory (both rules look in one place)", () => {
    const loaded = loadTaskText(JSON.stringify(doc, null, 2), "task.json", {
      cwd: "/work",
      exists: () => false,
    });
    expect(loaded.task).toBeUndefined();
    expect(loaded.diagnostics.find((d) => d.pointer === "/app/dir")).toMatchObject({
      severity: "error",
      message: '"app" does not exist (looked for /work/app); paths are relative to the task file',
    });
  });
});
