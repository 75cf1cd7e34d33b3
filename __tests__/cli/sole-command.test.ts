import { describe, expect, it } from "vitest";
import { soleCommand } from "../../src/cli/sole-command.ts";
import { cli } from "../helpers/cli.ts";

/*
 * A run defines only the command it runs (src/cli/sole-command.ts); what a person sees must not change:
 * each command's help, usage errors, a misspelt command's suggestion.
 */

const cwd = process.cwd();

/** The commands `desktest --help` lists (it defines them all). */
async function listedCommands(): Promise<string[]> {
  const { stdout } = await cli(["--help"], cwd);
  const section = stdout.slice(stdout.indexOf("Commands:"));
  return [...section.matchAll(/^ {2}([a-z][a-z-]*)/gm)].map((m) => m[1]!).filter((name) => name !== "help");
}

describe("a run defines only the command it runs", () => {
  it("shows each command's help exactly as `desktest help <command>` (every command defined) does", async () => {
    const names = await listedCommands();
    expect(names).toEqual(expect.arrayContaining(["validate", "run", "suite", "doctor", "completions"]));
    for (const name of names) {
      const alone = await cli([name, "--help"], cwd);
      const withAll = await cli(["help", name], cwd);
      expect(alone.code).toBe(0);
      expect(alone.stdout).toContain(`Usage: desktest ${name} `);
      expect(alone.stdout).toBe(withAll.stdout);
    }
  });

  it("still suggests the command meant for a misspelt one", async () => {
    const result = await cli(["valdate", "task.json"], cwd);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("unknown command 'valdate'");
    expect(result.stderr).toContain("(Did you mean validate?)");
  });

  it("reports a command's usage errors as before", async () => {
    const result = await cli(["run", "--no-such-option", "task.json"], cwd);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("unknown option '--no-such-option'");
  });

  it("defines every command for the program's help, `help` and `completions`", () => {
    expect(soleCommand(["validate", "tasks/", "--json"])).toBe("validate");
    expect(soleCommand(["--help"])).toBeUndefined();
    expect(soleCommand([])).toBeUndefined();
    expect(soleCommand(["help", "run"])).toBeUndefined();
    expect(soleCommand(["completions", "bash"])).toBeUndefined();
  });
});
