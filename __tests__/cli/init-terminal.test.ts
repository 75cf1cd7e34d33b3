/*
 * `desktest init` as a person uses it: the CLI started in a real terminal (tmux), its questions read off
 * the screen and answered by typing. The task it writes passes `desktest validate`; an existing file is
 * replaced only after a yes; Ctrl+C stops it without writing anything.
 */
import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { cli, tempTree } from "../helpers/cli.ts";
import { TmuxTerminal } from "../helpers/tmux-terminal.ts";

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

let terminal: TmuxTerminal | undefined;
afterEach(async () => {
  await terminal?.close();
  terminal = undefined;
});

/** `desktest <args>` in a new terminal, in `cwd`. */
async function desktest(cwd: string, ...args: string[]): Promise<TmuxTerminal> {
  terminal = await TmuxTerminal.start({
    command: [
      process.execPath,
      "--import",
      import.meta.resolve("tsx"),
      path.join(repo, "src/cli/main.ts"),
      ...args,
    ],
    cwd,
    env: { NO_COLOR: "1" },
  });
  return terminal;
}

/** Answer the question the screen shows (waiting for it first), as a person types. */
async function answer(term: TmuxTerminal, question: string, text: string): Promise<void> {
  await term.waitFor(question);
  await term.typeLine(text);
}

function projectWithApp(): string {
  const root = tempTree({ "gedit-app/run.sh": "#!/bin/sh\nexec gedit /home/tester/notes.txt\n" });
  chmodSync(path.join(root, "gedit-app/run.sh"), 0o755);
  return root;
}

// Each test starts the CLI in a new terminal (tsx compiles it there): bounded generously, never timed.
describe("desktest init in a terminal", { timeout: 180_000 }, () => {
  it("asks its questions, takes typed answers and Enter for defaults, and writes a task that validates", async () => {
    const root = projectWithApp();
    const term = await desktest(root, "init", "tasks/notes.json");
    await term.waitFor("A new task in tasks/notes.json. Enter takes the [default]");
    await answer(term, "Choice [folder]:", "2");
    // The task goes in tasks/: the app folder is one up, so there is no default to take.
    await answer(term, "App folder (relative to the task file):", "../gedit-app");
    await answer(term, "Script in that folder that starts the app [run.sh]:", "");
    await answer(term, "Is it an Electron app? [y/N]:", "maybe");
    await answer(term, "answer y or n", "n");
    await answer(term, "Task id [notes]:", "");
    await answer(
      term,
      "Instruction: what should the agent do?",
      "Add a line 'hello' at the end of the file and save it",
    );
    await answer(
      term,
      "When is it done? (the agent reads this too) (Enter to leave out):",
      "The file ends with hello",
    );
    await answer(term, "How is the result judged?", "hybrid");
    await answer(term, "A check of the desktop once the agent is done", "command_output");
    await answer(term, "Command to run in the desktop:", "tail -n 1 /home/tester/notes.txt");
    await answer(term, "Expected output:", "hello");
    await answer(term, "How the output must match", "equals");
    await answer(term, "Add another check? [y/N]:", "");
    await term.waitFor("Wrote tasks/notes.json: a folder task judged by hybrid, 1 check(s); it validates.");
    await term.waitFor("Run it: desktest run tasks/notes.json");
    expect(await term.waitForExit()).toBe(0);

    expect(JSON.parse(readFileSync(path.join(root, "tasks/notes.json"), "utf8"))).toEqual({
      schema_version: "1.0",
      id: "notes",
      instruction: "Add a line 'hello' at the end of the file and save it",
      completion_condition: "The file ends with hello",
      app: { type: "folder", dir: "../gedit-app", entrypoint: "run.sh" },
      evaluator: {
        mode: "hybrid",
        metrics: [
          {
            type: "command_output",
            command: "tail -n 1 /home/tester/notes.txt",
            expected: "hello",
            match_mode: "equals",
          },
        ],
      },
      timeout: 300,
      max_steps: 15,
    });
    const validate = await cli(["validate", "tasks/notes.json"], root);
    expect(validate.stdout).toContain("✓ tasks/notes.json  notes  (schema v1.0)");
    expect(validate.code).toBe(0);
  });

  it("asks again for an app folder that does not exist, saying so", async () => {
    const root = projectWithApp();
    const term = await desktest(root, "init", "--instruction", "Open the file");
    await answer(term, "Choice [folder]:", "");
    await answer(term, "App folder (relative to the task file) [gedit-app]:", "gedit");
    for (const question of [
      "Script in that folder",
      "Electron",
      "Task id",
      "When is it done?",
      "Choice [llm]:",
    ])
      await answer(term, question, "");
    await term.waitFor(`/app/dir "gedit" does not exist (looked for ${path.join(root, "gedit")})`);
    await term.typeLine("");
    expect(await term.waitForExit()).toBe(0);
    expect(JSON.parse(readFileSync(path.join(root, "task.json"), "utf8"))).toMatchObject({
      app: { type: "folder", dir: "gedit-app", entrypoint: "run.sh" },
    });
  });

  it("leaves an existing file as it is unless the answer is yes", async () => {
    const root = projectWithApp();
    writeFileSync(path.join(root, "task.json"), '{"mine": true}\n');

    let term = await desktest(root, "init");
    await answer(term, "task.json already exists. Replace it? [y/N]:", "");
    await term.waitFor("Nothing written: task.json is as it was.");
    expect(await term.waitForExit()).toBe(0);
    expect(readFileSync(path.join(root, "task.json"), "utf8")).toBe('{"mine": true}\n');
    await term.close();

    term = await desktest(root, "init", "--yes");
    await term.waitFor("task.json already exists, and was left as it was");
    expect(await term.waitForExit()).toBe(2);
    expect(readFileSync(path.join(root, "task.json"), "utf8")).toBe('{"mine": true}\n');
    await term.close();

    term = await desktest(root, "init", "--instruction", "Open the file");
    await answer(term, "task.json already exists. Replace it? [y/N]:", "y");
    for (const question of [
      "Choice [folder]:",
      "[gedit-app]:",
      "[run.sh]:",
      "Electron",
      "Task id",
      "When is it done?",
      "Choice [llm]:",
    ])
      await answer(term, question, "");
    await term.waitFor("Wrote task.json");
    expect(await term.waitForExit()).toBe(0);
    expect(JSON.parse(readFileSync(path.join(root, "task.json"), "utf8"))).toMatchObject({
      instruction: "Open the file",
    });
  });

  it("stops at Ctrl+C without writing anything", async () => {
    const root = projectWithApp();
    const term = await desktest(root, "init");
    await answer(term, "Choice [folder]:", "");
    await term.waitFor("App folder (relative to the task file) [gedit-app]:");
    await term.type("half an ans");
    await term.press("C-c");
    await term.waitFor("interrupted (Ctrl+C) before the questions were answered: nothing was done");
    expect(await term.waitForExit()).toBe(3);
    expect(existsSync(path.join(root, "task.json"))).toBe(false);
  });
});
