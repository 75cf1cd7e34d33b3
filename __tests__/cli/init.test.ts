/*
 * `desktest init` without a terminal (flags, --yes) and with a scripted one: every task it writes passes
 * the validator, it never replaces a file unasked, and when it cannot ask it names the flags to pass.
 * The same through a real terminal: init-terminal.test.ts.
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/program.ts";
import { cli, tempTree } from "../helpers/cli.ts";

/** A folder with a folder app (app/run.sh) beside where the task goes. */
function withAppFolder(): string {
  const root = tempTree({ "app/run.sh": "#!/bin/sh\nexec gedit\n" });
  chmodSync(path.join(root, "app/run.sh"), 0o755);
  return root;
}

const read = (root: string, file = "task.json") =>
  JSON.parse(readFileSync(path.join(root, file), "utf8")) as Record<string, unknown>;

async function validates(root: string, file = "task.json") {
  const result = await cli(["validate", file], root);
  expect(result.stdout).toContain("1 valid, 0 invalid");
  return result.code;
}

describe("desktest init without a terminal", () => {
  it("--yes writes the defaults: the app folder beside it, a smoke-test instruction, the agent's verdict", async () => {
    const root = withAppFolder();
    const result = await cli(["init", "--yes"], root);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      "Wrote task.json: a folder task judged by the agent's verdict; it validates.",
    );
    expect(readFileSync(path.join(root, "task.json"), "utf8")).toBe(
      `${JSON.stringify(
        {
          schema_version: "1.0",
          id: "task",
          instruction:
            "Check that the application has started and its main window is shown and responds, then report whether it does.",
          app: { type: "folder", dir: "app", entrypoint: "run.sh" },
          evaluator: { mode: "llm" },
          timeout: 300,
          max_steps: 15,
        },
        null,
        2,
      )}\n`,
    );
    expect(await validates(root)).toBe(0);
  });

  it("without --yes or flags, names every flag it needs with its default, and writes nothing", async () => {
    const root = withAppFolder();
    const result = await cli(["init", "smoke.json"], root);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      "desktest init asks its questions on a terminal, and this is not one: pass these flags, or --yes to take the defaults:",
    );
    for (const line of [
      "--app-type <type>      App type (default: folder)",
      "--dir <folder>         App folder (relative to the task file) (default: app)",
      "--entrypoint <script>  Script in that folder that starts the app (default: run.sh)",
      "--instruction <text>   Instruction: what should the agent do? (default: Check that the application",
    ])
      expect(result.stderr).toContain(line);
    expect(result.stderr).toContain("hint: desktest init smoke.json --yes");
    expect(existsSync(path.join(root, "smoke.json"))).toBe(false);
  });

  it("takes the answers from flags alone (the app type from the app's flags), the rest by default", async () => {
    const root = withAppFolder();
    const result = await cli(
      [
        "init",
        "tasks/save.json",
        "--instruction",
        "Type hello and save the file",
        "--dir",
        "../app",
        "--entrypoint",
        "run.sh",
        "--completion-condition",
        "the file is saved",
        "--timeout",
        "120",
        "--max-steps",
        "8",
      ],
      root,
    );
    expect(result.code, result.stderr).toBe(0);
    expect(read(root, "tasks/save.json")).toEqual({
      schema_version: "1.0",
      id: "save",
      instruction: "Type hello and save the file",
      completion_condition: "the file is saved",
      app: { type: "folder", dir: "../app", entrypoint: "run.sh" },
      evaluator: { mode: "llm" },
      timeout: 120,
      max_steps: 8,
    });
    expect(await validates(root, "tasks/save.json")).toBe(0);
  });

  it("--yes with no default to take (no app folder here) names the flag and why", async () => {
    const root = tempTree({});
    const result = await cli(["init", "--yes"], root);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      "desktest init --yes: these questions have no default here, so they need flags:",
    );
    expect(result.stderr).toContain(
      "--dir <folder>  App folder (relative to the task file) (no default: no folder with a start script (run.sh, start.sh, launch.sh) next to task.json)",
    );
    expect(result.stderr).toContain("hint: desktest init task.json --yes --dir <folder>");
    expect(existsSync(path.join(root, "task.json"))).toBe(false);
  });

  it("refuses to replace a file without --force, and replaces it with --force", async () => {
    const root = withAppFolder();
    writeFileSync(path.join(root, "task.json"), "mine\n");
    const refused = await cli(["init", "--yes"], root);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("task.json already exists, and was left as it was");
    expect(refused.stderr).toContain("pass --force to replace it");
    expect(readFileSync(path.join(root, "task.json"), "utf8")).toBe("mine\n");

    const replaced = await cli(["init", "--yes", "--force"], root);
    expect(replaced.code).toBe(0);
    expect(read(root)).toMatchObject({ app: { type: "folder", dir: "app" } });
  });

  it("checks the task with the validator before writing: a rejected answer is named with its flag", async () => {
    const root = withAppFolder();
    const result = await cli(["init", "--yes", "--dir", "missing-app", "--id", "a/b"], root);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("task.json would not be a valid task, so nothing was written:");
    expect(result.stderr).toContain(
      `/app/dir "missing-app" does not exist (looked for ${path.join(root, "missing-app")}); paths are relative to the task file (--dir <folder>)`,
    );
    expect(result.stderr).toContain(
      "/id must not contain / or \\ (it names the task's artifacts folder) (--id <id>)",
    );
    expect(existsSync(path.join(root, "task.json"))).toBe(false);
  });

  it("adds checks from --metric (hybrid by default then), and says which --metric the validator rejects", async () => {
    const root = withAppFolder();
    const ok = await cli(
      [
        "init",
        "--yes",
        "--metric",
        '{"type":"command_output","command":"cat /home/tester/notes.txt","expected":"hello","match_mode":"equals"}',
        "--metric",
        '{"type":"file_exists","path":"/home/tester/notes.txt"}',
      ],
      root,
    );
    expect(ok.code, ok.stderr).toBe(0);
    expect(read(root).evaluator).toEqual({
      mode: "hybrid",
      metrics: [
        {
          type: "command_output",
          command: "cat /home/tester/notes.txt",
          expected: "hello",
          match_mode: "equals",
        },
        { type: "file_exists", path: "/home/tester/notes.txt" },
      ],
    });
    expect(await validates(root)).toBe(0);

    const wrong = await cli(
      [
        "init",
        "other.json",
        "--yes",
        "--metric",
        '{"type":"file_exists","path":"/x"}',
        "--metric",
        '{"type":"file_exist"}',
      ],
      root,
    );
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toMatch(/\/evaluator\/metrics\/1\/type .*file_exists.*\(--metric \(the 2nd\)\)/);

    const notJson = await cli(["init", "other.json", "--yes", "--metric", "{type: file_exists}"], root);
    expect(notJson.code).toBe(2);
    expect(notJson.stderr).toContain("--metric (the 1st) is not JSON");

    const noCheck = await cli(["init", "other.json", "--yes", "--evaluator", "programmatic"], root);
    expect(noCheck.code).toBe(2);
    expect(noCheck.stderr).toContain(
      "--metric <json>  a check of the desktop (evaluator programmatic needs at least one) (no default: a check is yours to describe)",
    );
    expect(existsSync(path.join(root, "other.json"))).toBe(false);
  });

  it("refuses an app flag of another app type", async () => {
    const root = withAppFolder();
    const result = await cli(["init", "--yes", "--app-type", "folder", "--image", "my-app:1"], root);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("--image is for docker_image apps, not folder");
  });

  it.each([
    [
      "docker_image",
      ["--image", "my-app:1", "--entrypoint-cmd", "my-app --safe"],
      { type: "docker_image", image: "my-app:1", entrypoint_cmd: "my-app --safe" },
    ],
    ["appimage", [], { type: "appimage", path: "Calc.AppImage" }],
    ["windows_vm", [], { type: "windows_vm", base_image: "win11.qcow2", launch_cmd: "notepad.exe" }],
    [
      "windows_native",
      ["--app-path", "C:\\Tools\\app.exe"],
      { type: "windows_native", app_path: "C:\\Tools\\app.exe" },
    ],
    ["macos_native", [], { type: "macos_native", bundle_id: "com.apple.TextEdit" }],
    [
      "macos_tart",
      ["--base-image", "sonoma-desktest", "--electron"],
      { type: "macos_tart", base_image: "sonoma-desktest", bundle_id: "com.apple.TextEdit", electron: true },
    ],
  ])("writes a valid %s task, defaults found beside it", async (type, flags, app) => {
    const root = tempTree({ "Calc.AppImage": "", "win11.qcow2": "" });
    const result = await cli(["init", "--yes", "--app-type", type, ...flags], root);
    expect(result.code, result.stderr).toBe(0);
    expect(read(root).app).toEqual(app);
    expect(await validates(root)).toBe(0);
  });

  it("suggests an AppImage beside the task file as the app", async () => {
    const root = tempTree({ "Editor-1.2.AppImage": "" });
    expect((await cli(["init", "--yes"], root)).code).toBe(0);
    expect(read(root).app).toEqual({ type: "appimage", path: "Editor-1.2.AppImage" });
  });
});

/** Run init with a scripted terminal: the answers are typed ahead, one line each. */
async function initWithAnswers(root: string, args: string[], answers: string[], end = true) {
  const input = new PassThrough();
  const output = new PassThrough();
  let screen = "";
  output.on("data", (chunk: Buffer) => (screen += chunk.toString()));
  let stdout = "";
  let stderr = "";
  input.write(answers.map((answer) => `${answer}\n`).join(""));
  if (end) input.end();
  const code = await runCli(["init", ...args], {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    cwd: root,
    env: {},
    color: false,
    terminal: { input, output },
  });
  return { code, screen, stdout, stderr };
}

describe("desktest init with a person answering", () => {
  it("asks for the app, the instruction and the checks, and asks again for an answer the validator rejects", async () => {
    const root = withAppFolder();
    mkdirSync(path.join(root, "expected"));
    writeFileSync(path.join(root, "expected/notes.txt"), "hello\n");
    const result = await initWithAnswers(
      root,
      ["notes.json"],
      [
        "", // app type: folder (the default)
        "no-such-folder", // app folder: rejected by the validator at the end, asked again
        "", // entrypoint: run.sh (found in it)
        "", // electron: no
        "notes", // id
        "Write hello in the editor and save it as notes.txt",
        "", // completion condition: left out
        "2", // judged by: hybrid
        "command_output",
        "cat /home/tester/notes.txt",
        "hello",
        "equals",
        "y", // another check
        "4", // file_compare
        "/home/tester/notes.txt",
        "expected/notes.txt",
        "", // exact
        "", // no more
        "app", // the folder again, now one that exists
      ],
    );
    expect(result.code, result.stderr + result.screen).toBe(0);
    expect(result.screen).toContain("App type\n  1) appimage");
    expect(result.screen).toContain("App folder (relative to the task file) [app]:");
    expect(result.screen).toContain(`/app/dir "no-such-folder" does not exist`);
    expect(read(root, "notes.json")).toEqual({
      schema_version: "1.0",
      id: "notes",
      instruction: "Write hello in the editor and save it as notes.txt",
      app: { type: "folder", dir: "app", entrypoint: "run.sh" },
      evaluator: {
        mode: "hybrid",
        metrics: [
          {
            type: "command_output",
            command: "cat /home/tester/notes.txt",
            expected: "hello",
            match_mode: "equals",
          },
          {
            type: "file_compare",
            actual_path: "/home/tester/notes.txt",
            expected_path: "expected/notes.txt",
            compare_mode: "exact",
          },
        ],
      },
      timeout: 300,
      max_steps: 15,
    });
    expect(await validates(root, "notes.json")).toBe(0);
  });

  it("says what is wrong with an answer and asks again", async () => {
    const root = withAppFolder();
    const result = await initWithAnswers(
      root,
      ["--app-type", "docker_image"],
      [
        "", // image: required, no default
        "my-app:2",
        "",
        "",
        "",
        "",
        "llm",
      ],
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.screen).toContain("Docker image with the app (e.g. my-app:latest): ");
    expect(result.screen).toContain("an answer is needed");
    expect(read(root).app).toEqual({ type: "docker_image", image: "my-app:2" });
  });

  it("asks before replacing a file, and leaves it when the answer is no", async () => {
    const root = withAppFolder();
    writeFileSync(path.join(root, "task.json"), "mine\n");
    const kept = await initWithAnswers(root, [], [""]);
    expect(kept.code).toBe(0);
    expect(kept.screen).toContain("task.json already exists. Replace it? [y/N]:");
    expect(kept.stdout).toBe("Nothing written: task.json is as it was.\n");
    expect(readFileSync(path.join(root, "task.json"), "utf8")).toBe("mine\n");

    const replaced = await initWithAnswers(
      root,
      ["--instruction", "Open it"],
      ["y", "", "", "", "", "", "", ""],
    );
    expect(replaced.code, replaced.stderr).toBe(0);
    expect(read(root)).toMatchObject({ instruction: "Open it" });
  });

  it("writes nothing when the input ends before the questions do", async () => {
    const root = withAppFolder();
    const result = await initWithAnswers(root, [], ["", ""]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      "the input ended (Ctrl+D) before every question was answered: nothing was done",
    );
    expect(existsSync(path.join(root, "task.json"))).toBe(false);
  });
});
