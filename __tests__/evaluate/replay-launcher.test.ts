import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPLAY_LAUNCHER_PY } from "../../src/evaluate/replay/run-replay-script.ts";
import { tempTree } from "../helpers/cli.ts";

const GUEST_DIR = path.resolve(import.meta.dirname, "../../docker/guest");

/** The launcher as the guest agent runs it: with DESKTEST_GUEST_DIR, as every command there has. */
function launch(script: string, extra: string[] = []) {
  const dir = tempTree({ "replay.py": script });
  const screens = path.join(dir, "tmp", "screens");
  const run = spawnSync(
    "python3",
    [
      "-u",
      "-c",
      REPLAY_LAUNCHER_PY,
      path.join(dir, "replay.py"),
      screens,
      ...extra.map((f) => path.join(dir, f)),
    ],
    {
      env: { PATH: process.env.PATH ?? "", DESKTEST_GUEST_DIR: GUEST_DIR },
      encoding: "utf8",
      timeout: 30_000, // (a launcher that hangs is killed: its status is null)
    },
  );
  return { ...run, dir, screens };
}

describe("the replay launcher (runs a replay script in any desktop)", () => {
  it("gives the script the agent's helpers and its screens folder, made, and returns its exit status", () => {
    const run = launch(
      [
        "import os, sys",
        "import desktest_guest.replay as r",
        "print(os.path.dirname(os.path.dirname(r.__file__)))",
        "print(os.environ['DESKTEST_REPLAY_SCREENS'], os.path.isdir(os.environ['DESKTEST_REPLAY_SCREENS']))",
        "sys.exit(3)",
      ].join("\n"),
    );
    expect(run.stderr).toBe("");
    expect(run.stdout).toBe(`${GUEST_DIR}\n${run.screens} True\n`);
    expect(run.status).toBe(3);
  });

  it("reports a script a signal ended as 128 + the signal's number", () => {
    const run = launch("import os, signal\nos.kill(os.getpid(), signal.SIGTERM)");
    expect(run.status).toBe(128 + 15);
  });

  it("with an output file, copies each line there while the script runs and removes it at the end", () => {
    const run = launch(
      [
        "import os, sys, time",
        "log = sys.argv[0].replace('replay.py', 'out.log')",
        "print('REPLAY_STEP_DONE:1:one')",
        "deadline = time.time() + 30",
        "while 'one' not in open(log).read() and time.time() < deadline: time.sleep(0.05)",
        "print('seen:', open(log).read().strip())",
        "print('REPLAY_COMPLETE')",
      ].join("\n"),
      ["out.log"],
    );
    expect(run.stdout).toBe("REPLAY_STEP_DONE:1:one\nseen: REPLAY_STEP_DONE:1:one\nREPLAY_COMPLETE\n");
    expect(run.status).toBe(0);
    expect(existsSync(path.join(run.dir, "out.log"))).toBe(false);
  });

  it("with an output file, ends when the script does, though something it left running holds its output", () => {
    // (as pyperclip.copy leaves xclip serving the clipboard, with the script's output inherited; its
    // stderr, the command's own, the guest agent stops waiting for a moment after the command ends)
    const run = launch(
      [
        "import subprocess, sys",
        "left = subprocess.Popen(['sleep', '120'], stderr=subprocess.DEVNULL)",
        "open(sys.argv[0].replace('replay.py', 'left.pid'), 'w').write(str(left.pid))",
        "print('REPLAY_COMPLETE')",
      ].join("\n"),
      ["out.log"],
    );
    // (what it left running is ended here: the test leaves no process behind)
    process.kill(Number(readFileSync(path.join(run.dir, "left.pid"), "utf8")), "SIGKILL");
    expect(run.stdout).toBe("REPLAY_COMPLETE\n");
    expect(run.status).toBe(0);
  });
});
