/*
 * The tmux driver that interactive commands are tested through: it runs a command in a real terminal,
 * types into it, reads the screen and the command's exit status.
 */
import { afterEach, describe, expect, it } from "vitest";
import { tmpdir } from "node:os";
import { TmuxTerminal } from "./tmux-terminal.ts";

let terminal: TmuxTerminal | undefined;
afterEach(async () => {
  await terminal?.close();
  terminal = undefined;
});

describe("TmuxTerminal", { timeout: 120_000 }, () => {
  it("runs a command in a terminal, types answers and reads the screen and the exit status", async () => {
    terminal = await TmuxTerminal.start({
      command: [
        "bash",
        "-c",
        '[ -t 0 ] && [ -t 1 ] && echo "on a terminal of $(tput cols) columns"; read -r -p "Your name? " name; echo "Hello, $name ($GREETING)"; exit 3',
      ],
      cwd: tmpdir(),
      env: { GREETING: "from the test" },
      columns: 100,
    });
    await terminal.waitFor("Your name? ");
    expect(await terminal.screen()).toContain("on a terminal of 100 columns");
    await terminal.typeLine("Ada");
    await terminal.waitFor("Hello, Ada (from the test)");
    expect(await terminal.waitForExit()).toBe(3);
    expect(await terminal.running()).toBe(false);
  });

  it("sends named keys: Ctrl+C interrupts the command", async () => {
    terminal = await TmuxTerminal.start({
      command: [
        "bash",
        "-c",
        'trap "echo caught INT; exit 130" INT; echo waiting; while :; do sleep 0.1; done',
      ],
      cwd: tmpdir(),
    });
    await terminal.waitFor("waiting");
    await terminal.press("C-c");
    await terminal.waitFor("caught INT");
    expect(await terminal.waitForExit()).toBe(130);
  });

  it("fails a wait that runs out with what the screen showed", async () => {
    terminal = await TmuxTerminal.start({
      command: ["bash", "-c", "echo something else; sleep 30"],
      cwd: tmpdir(),
    });
    await terminal.waitFor("something else");
    await expect(terminal.waitFor("a prompt that never comes", { timeoutMs: 200 })).rejects.toThrow(
      /timed out waiting for the terminal to show a prompt that never comes; the terminal shows:\n[^]*something else/,
    );
  });
});
