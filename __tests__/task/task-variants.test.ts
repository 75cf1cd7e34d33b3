import { describe, expect, it } from "vitest";
import { baseTask, errorsOf, load } from "../helpers/task-docs.ts";

const apps: Record<string, Record<string, unknown>> = {
  appimage: { type: "appimage", path: "/apps/My.AppImage", electron: true },
  folder: { type: "folder", dir: "/apps/gedit", entrypoint: "run.sh" },
  docker_image: {
    type: "docker_image",
    image: "my/app:1",
    digest: "sha256:" + "a".repeat(64),
    entrypoint_cmd: "my-app &",
    needs_fuse: true,
  },
  vnc_attach: { type: "vnc_attach", note: "the dev desktop" },
  macos_tart: { type: "macos_tart", base_image: "desktest-macos:latest", bundle_id: "com.apple.TextEdit" },
  macos_native: { type: "macos_native", app_path: "/Applications/TextEdit.app" },
  windows_vm: { type: "windows_vm", base_image: "/vm/win.qcow2", launch_cmd: "notepad.exe" },
  windows_native: { type: "windows_native", app_path: "C:\\Windows\\notepad.exe" },
};

describe("app types", () => {
  it.each(Object.entries(apps))("accepts a valid %s app", (_type, app) => {
    expect(errorsOf(baseTask({ app }))).toEqual([]);
  });

  it.each([
    ["appimage", { type: "appimage" }, '/app is missing required property "path"'],
    ["folder", { type: "folder", dir: "d" }, '/app is missing required property "entrypoint"'],
    ["docker_image", { type: "docker_image" }, '/app is missing required property "image"'],
    [
      "macos_tart",
      { type: "macos_tart", base_image: "b" },
      '/app needs at least one of "bundle_id", "app_path", "launch_cmd"',
    ],
    ["macos_native", { type: "macos_native" }, '/app needs at least one of "bundle_id", "app_path"'],
    [
      "windows_vm",
      { type: "windows_vm", base_image: "b" },
      '/app needs at least one of "app_path", "launch_cmd"',
    ],
    ["windows_native", { type: "windows_native" }, '/app needs at least one of "app_path", "launch_cmd"'],
    [
      "vnc_attach",
      { type: "vnc_attach", image: "x" },
      "/app/image is not a known property (allowed here: note, type)",
    ],
  ])("rejects an incomplete %s app with one message about the branch it names", (_type, app, message) => {
    expect(errorsOf(baseTask({ app }))).toEqual([message]);
  });

  it("explains an unknown app type with a suggestion instead of every branch's errors", () => {
    expect(errorsOf(baseTask({ app: { type: "appimg", path: "x" } }))).toEqual([
      '/app/type must be one of appimage, folder, docker_image, vnc_attach, macos_tart, macos_native, windows_vm, windows_native (found "appimg"; did you mean "appimage"?)',
    ]);
  });

  it("reports a missing app type", () => {
    expect(errorsOf(baseTask({ app: { path: "x" } }))).toEqual([
      '/app is missing required property "type" (one of appimage, folder, docker_image, vnc_attach, macos_tart, macos_native, windows_vm, windows_native)',
    ]);
  });

  it("checks docker_image digests and inline digests", () => {
    expect(errorsOf(baseTask({ app: { type: "docker_image", image: "x", digest: "sha256:abc" } }))).toEqual([
      '/app/digest must be "sha256:" followed by 64 lowercase hex digits (found "sha256:abc")',
    ]);
    const inline = {
      type: "docker_image",
      image: `x@sha256:${"b".repeat(64)}`,
      digest: `sha256:${"a".repeat(64)}`,
    };
    expect(errorsOf(baseTask({ app: inline }))).toEqual([
      '/app/digest conflicts with the digest already inside "image" (@sha256:…): keep only one of them',
    ]);
    expect(errorsOf(baseTask({ app: { type: "docker_image", image: " " } }))).toEqual([
      "/app/image must not be blank",
    ]);
  });

  it("applies app defaults", () => {
    expect(load(baseTask({ app: { type: "appimage", path: "/a" } })).task?.app).toEqual({
      type: "appimage",
      path: "/a",
      electron: false,
    });
    expect(load(baseTask({ app: { type: "docker_image", image: "i" } })).task?.app).toMatchObject({
      needs_fuse: false,
    });
  });
});

describe("setup steps", () => {
  it("accepts every step type", () => {
    const config = [
      { type: "execute", command: "echo hi" },
      { type: "copy", src: "/tmp/a", dest: "/home/tester" },
      { type: "open", target: "/home/tester/a.txt", app: "gedit" },
      { type: "sleep", seconds: 0.5 },
    ];
    const loaded = load(baseTask({ config }));
    expect(loaded.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(loaded.task?.config).toEqual(config);
  });

  it.each([
    [{ type: "execute", command: "" }, "/config/0/command must not be empty"],
    [{ type: "copy", src: "", dest: "/x" }, "/config/0/src must not be empty"],
    [{ type: "copy", src: "/x", dest: "" }, "/config/0/dest must not be empty"],
    [{ type: "open", target: "" }, "/config/0/target must not be empty"],
    [{ type: "sleep", seconds: 0 }, "/config/0/seconds must be greater than 0 (found the integer 0)"],
    [{ type: "sleep", seconds: -1.5 }, "/config/0/seconds must be greater than 0 (found the number -1.5)"],
    [{ type: "execute" }, '/config/0 is missing required property "command"'],
    [
      { type: "execute", command: "x", cmd: "y" },
      "/config/0/cmd is not a known property (allowed here: command, type)",
    ],
    [{ type: "run", command: "x" }, '/config/0/type must be one of execute, copy, open, sleep (found "run")'],
  ])("rejects %j", (step, message) => {
    expect(errorsOf(baseTask({ config: [step] }))).toEqual([message]);
  });
});

describe("metrics", () => {
  const metrics: Record<string, Record<string, unknown>> = {
    file_compare: {
      type: "file_compare",
      actual_path: "/a",
      expected_path: "/e",
      compare_mode: "normalized",
    },
    file_compare_semantic: {
      type: "file_compare_semantic",
      actual_path: "/a",
      expected_path: "/e",
      format: "yaml",
    },
    command_output: { type: "command_output", command: "cat /a", expected: "x", match_mode: "regex" },
    file_exists: { type: "file_exists", path: "/a", should_not_exist: true },
    exit_code: { type: "exit_code", command: "true", expected: 0 },
    script_replay: { type: "script_replay", script_path: "/r.py", screenshots_dir: "/shots" },
  };
  const withMetric = (metric: unknown) =>
    baseTask({ evaluator: { mode: "programmatic", metrics: [metric] } });

  it.each(Object.entries(metrics))("accepts a valid %s metric", (_type, metric) => {
    expect(errorsOf(withMetric(metric))).toEqual([]);
  });

  it.each([
    [
      { type: "file_compare", actual_path: "", expected_path: "/e" },
      "/evaluator/metrics/0/actual_path must not be empty",
    ],
    [
      { type: "file_compare", actual_path: "/a", expected_path: "  " },
      "/evaluator/metrics/0/expected_path must not be blank",
    ],
    [
      { type: "file_compare", actual_path: "/a", expected_path: "/e", compare_mode: "fuzzy" },
      '/evaluator/metrics/0/compare_mode must be one of exact, normalized (found "fuzzy")',
    ],
    [
      { type: "file_compare_semantic", actual_path: "/a", expected_path: "/e" },
      '/evaluator/metrics/0 is missing required property "format"',
    ],
    [
      { type: "file_compare_semantic", actual_path: "/a", expected_path: "/e", format: "jsn" },
      '/evaluator/metrics/0/format must be one of json, yaml, xml, csv (found "jsn"; did you mean "json"?)',
    ],
    [
      { type: "command_output", command: "x", expected: "" },
      "/evaluator/metrics/0/expected must not be empty (every output contains the empty string)",
    ],
    [
      { type: "command_output", command: "", expected: "y" },
      "/evaluator/metrics/0/command must not be empty",
    ],
    [
      { type: "command_output", command: "x", expected: "y", match_mode: "contain" },
      '/evaluator/metrics/0/match_mode must be one of contains, equals, regex (found "contain"; did you mean "contains"?)',
    ],
    [
      { type: "command_output", command: "x", expected: "y", match_mod: "equals" },
      '/evaluator/metrics/0/match_mod is not a known property (did you mean "match_mode"?)',
    ],
    [{ type: "file_exists", path: "" }, "/evaluator/metrics/0/path must not be empty"],
    [
      { type: "file_exists", path: "/a", should_not_exist: "yes" },
      '/evaluator/metrics/0/should_not_exist must be a boolean (found "yes")',
    ],
    [
      { type: "exit_code", command: "true", expected: 1.5 },
      "/evaluator/metrics/0/expected must be an integer (found the number 1.5)",
    ],
    [{ type: "exit_code", command: "true" }, '/evaluator/metrics/0 is missing required property "expected"'],
    [{ type: "script_replay", script_path: "" }, "/evaluator/metrics/0/script_path must not be empty"],
    [
      { type: "llm_judge", prompt: "x" },
      '/evaluator/metrics/0/type must be one of file_compare, file_compare_semantic, command_output, file_exists, exit_code, script_replay (found "llm_judge")',
    ],
  ])("rejects %j", (metric, message) => {
    expect(errorsOf(withMetric(metric))).toEqual([message]);
  });

  it("applies metric defaults", () => {
    const task = load(
      baseTask({
        evaluator: {
          mode: "hybrid",
          metrics: [
            { type: "file_compare", actual_path: "/a", expected_path: "/e" },
            { type: "command_output", command: "c", expected: "e" },
            { type: "file_exists", path: "/p" },
          ],
        },
      }),
    ).task;
    expect(task?.evaluator).toEqual({
      mode: "hybrid",
      conjunction: "and",
      metrics: [
        { type: "file_compare", actual_path: "/a", expected_path: "/e", compare_mode: "exact" },
        { type: "command_output", command: "c", expected: "e", match_mode: "contains" },
        { type: "file_exists", path: "/p", should_not_exist: false },
      ],
    });
  });
});

describe("early exit", () => {
  const withCondition = (condition: unknown, extra: Record<string, unknown> = {}) =>
    baseTask({ early_exit: { condition, ...extra } });

  it.each([
    { type: "file_compare", actual_path: "/a", expected_path: "/e" },
    { type: "command_output", command: "c", expected: "e" },
    { type: "file_exists", path: "/p", should_not_exist: true },
    { type: "exit_code", command: "c", expected: 3 },
    { type: "llm_judge", prompt: "Is the dialog open?" },
  ])("accepts a %j condition", (condition) => {
    expect(errorsOf(withCondition(condition))).toEqual([]);
  });

  it.each([
    [{ type: "llm_judge", prompt: "" }, {}, "/early_exit/condition/prompt must not be empty"],
    [
      { type: "command_output", command: "c", expected: "" },
      {},
      "/early_exit/condition/expected must not be empty (every output contains the empty string)",
    ],
    [{ type: "exit_code", command: " ", expected: 0 }, {}, "/early_exit/condition/command must not be blank"],
    [
      { type: "script_replay", script_path: "x" },
      {},
      '/early_exit/condition/type must be one of file_compare, command_output, file_exists, exit_code, llm_judge (found "script_replay")',
    ],
    [
      { type: "file_exists", path: "/p" },
      { check_every: 0 },
      "/early_exit/check_every must be at least 1 (found the integer 0)",
    ],
    [
      { type: "file_exists", path: "/p" },
      { every: 2 },
      "/early_exit/every is not a known property (allowed here: check_every, condition, message)",
    ],
  ])("rejects %j %j", (condition, extra, message) => {
    expect(errorsOf(withCondition(condition, extra))).toEqual([message]);
  });

  it("defaults check_every to 1 and the condition's own defaults", () => {
    const task = load(withCondition({ type: "command_output", command: "c", expected: "e" })).task;
    expect(task?.early_exit).toEqual({
      condition: { type: "command_output", command: "c", expected: "e", match_mode: "contains" },
      check_every: 1,
    });
  });
});
