/*
 * `desktest completions bash|zsh|fish`, loaded into the real shells: bash (its completion function run
 * as bash runs it, and `complete -p`), fish (`complete -C`, fish's own answer to a Tab) and zsh (Tab
 * pressed in a zsh in a real terminal). What they offer is what `--help` lists, so they cannot drift.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cli, tempTree } from "../helpers/cli.ts";
import { TmuxTerminal } from "../helpers/tmux-terminal.ts";

let root: string;
const scripts: Record<string, string> = {};

beforeAll(async () => {
  root = tempTree({ "tasks/save.json": "{}", "notes.txt": "" });
  mkdirSync(path.join(root, "app-folder"));
  for (const shell of ["bash", "zsh", "fish"]) {
    const result = await cli(["completions", shell], root);
    expect(result.code).toBe(0);
    scripts[shell] = path.join(root, `completions.${shell}`);
    writeFileSync(scripts[shell], result.stdout);
  }
});

/** The commands `desktest --help` lists, and the options `desktest <command> --help` lists. */
async function helpCommands(): Promise<string[]> {
  const help = (await cli(["--help"], root)).stdout;
  return [...help.split("Commands:")[1]!.matchAll(/^ {2}([a-z][\w-]*)/gm)].map((m) => m[1]!);
}
async function helpOptions(command: string): Promise<string[]> {
  const help = (await cli([command, "--help"], root)).stdout;
  return [...help.split("Options:")[1]!.matchAll(/^ {2}(?:(-\w), )?(--[\w-]+)/gm)].flatMap((m) =>
    [m[1], m[2]].filter((s): s is string => s !== undefined),
  );
}

/** What bash offers for the words typed so far (the last one being completed), as bash asks. */
function bash(...words: string[]): string[] {
  const script = `source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(( $# - 1 )); _desktest; printf '%s\\n' "\${COMPREPLY[@]}"`;
  const out = execFileSync("bash", ["-c", script, "bash", scripts.bash!, ...words], {
    cwd: root,
    encoding: "utf8",
  });
  return out.split("\n").filter(Boolean);
}

/** What fish offers for this command line (its Tab), without descriptions. */
function fish(line: string): string[] {
  const out = execFileSync(
    "fish",
    ["--no-config", "-c", `source $argv[1]; complete -C"$argv[2]"`, scripts.fish!, line],
    {
      cwd: root,
      encoding: "utf8",
    },
  );
  return out
    .split("\n")
    .filter(Boolean)
    .map((l) => l.split("\t")[0]!);
}

describe("bash completions", () => {
  it("are registered for desktest by sourcing the script", () => {
    const out = execFileSync("bash", ["-c", 'source "$1"; complete -p desktest', "bash", scripts.bash!], {
      encoding: "utf8",
    });
    expect(out.trim()).toBe("complete -F _desktest desktest");
  });

  it("offer every command and every option that --help lists", async () => {
    const commands = await helpCommands();
    expect(commands).toEqual(
      expect.arrayContaining(["init", "validate", "run", "suite", "doctor", "completions"]),
    );
    expect(bash("desktest", "")).toEqual(expect.arrayContaining(commands));
    for (const command of commands.filter((c) => c !== "help")) {
      expect(bash("desktest", command, "-"), command).toEqual(
        expect.arrayContaining(await helpOptions(command)),
      );
    }
    const starting = bash("desktest", "in");
    expect(starting.sort()).toEqual(commands.filter((c) => c.startsWith("in")).sort());
  });

  it("offer an option's choices, folders for a folder, files for a file, nothing for free text", () => {
    expect(bash("desktest", "init", "--app-type", "mac")).toEqual(["macos_tart", "macos_native"]);
    expect(bash("desktest", "validate", "--paths", "=", "re")).toEqual(["repository"]);
    expect(bash("desktest", "run", "--backend", "")).toEqual(["docker", "vm", "host"]);
    expect(bash("desktest", "init", "--dir", "").sort()).toEqual(["app-folder", "tasks"]);
    expect(bash("desktest", "run", "")).toEqual(expect.arrayContaining(["notes.txt", "tasks", "app-folder"]));
    expect(bash("desktest", "init", "--instruction", "")).toEqual([]);
    expect(bash("desktest", "completions", "")).toEqual(["bash", "zsh", "fish"]);
    expect(bash("desktest", "help", "comp")).toEqual(["completions"]);
  });
});

describe("fish completions", () => {
  it("offer the commands, the options and their values", async () => {
    expect(fish("desktest in")).toEqual(expect.arrayContaining(["init", "interactive"]));
    const commands = await helpCommands();
    expect(fish("desktest ")).toEqual(expect.arrayContaining(commands));
    expect(fish("desktest init --app-type ")).toEqual([
      "appimage",
      "docker_image",
      "folder",
      "macos_native",
      "macos_tart",
      "windows_native",
      "windows_vm",
    ]);
    expect(fish("desktest init --ev")).toEqual(["--evaluator"]);
    expect(fish("desktest init --dir ")).toEqual(["app-folder/", "tasks/"]);
    expect(fish("desktest validate ta")).toEqual(["tasks/"]);
    expect(fish("desktest completions ")).toEqual(["bash", "fish", "zsh"]);
    const longOptions = (await helpOptions("doctor")).filter((o) => o.startsWith("--"));
    expect(fish("desktest doctor --")).toEqual(expect.arrayContaining(longOptions));
  });
});

describe("zsh completions", { timeout: 120_000 }, () => {
  let terminal: TmuxTerminal | undefined;
  afterEach(async () => {
    await terminal?.close();
    terminal = undefined;
  });

  it("complete commands with their descriptions, options and their values at a Tab", async () => {
    terminal = await TmuxTerminal.start({
      command: ["zsh", "-f"],
      cwd: root,
      env: { PS1: "zsh> ", HOME: root },
      columns: 200,
    });
    await terminal.waitFor("zsh>");
    await terminal.typeLine(`autoload -U compinit && compinit -u && source ${scripts.zsh} && echo loaded`);
    await terminal.waitFor(/^loaded$/m);

    const tab = async (typed: string, expected: RegExp) => {
      await terminal!.typeLine("clear");
      await terminal!.type(typed);
      await terminal!.press("Tab");
      const screen = await terminal!.waitFor(expected);
      await terminal!.press("C-u");
      return screen;
    };
    await tab("desktest in", /init +-- write a new task file/);
    await tab("desktest init --app-type ", /appimage +docker_image +folder +macos_native/);
    await tab("desktest init --e", /--evaluator +-- llm: the agent's verdict/);
    await tab("desktest init --dir=", /app-folder\/ +tasks\//);
    await tab("desktest completions ", /bash +fish +zsh/);
  });
});
