import type { IgnoreEntry } from "../../task/ignore-regions.ts";
import { randomUUID } from "node:crypto";
import type { ExecResult } from "../../session/exec-result.ts";
import type { Session } from "../../session/session.ts";
import { errorMessage } from "../evaluation-error.ts";
import { stepNumberPart, type ReplayStep } from "./replay-step.ts";

/**
 * Starts a replay script in the desktop, whatever its operating system: the script (argv 1) runs with
 * this Python, unbuffered, with the guest agent's package on its module path (`DESKTEST_GUEST_DIR`, which
 * the agent gives every command: desktest's scripts import their helpers from `desktest_guest.replay`)
 * and `DESKTEST_REPLAY_SCREENS` set to argv 2, the folder its steps' screenshots go to (made here). With
 * argv 3, the script's stdout is also copied, line by line, to that file, which is removed when the script
 * ends (a live view reads it while the script runs). The exit status is the script's (128 + the signal's
 * number when a signal ended it).
 */
export const REPLAY_LAUNCHER_PY = String.raw`
import os, subprocess, sys, threading
script, screens = sys.argv[1], sys.argv[2]
env = dict(os.environ, DESKTEST_REPLAY_SCREENS=screens)
guest = os.environ.get("DESKTEST_GUEST_DIR")
if guest:
    env["PYTHONPATH"] = os.pathsep.join(p for p in (guest, os.environ.get("PYTHONPATH")) if p)
os.makedirs(screens, exist_ok=True)
argv = [sys.executable, "-u", script]
if len(sys.argv) < 4:
    code = subprocess.call(argv, env=env)
else:
    log = open(sys.argv[3], "ab", buffering=0)
    child = subprocess.Popen(argv, stdout=subprocess.PIPE, env=env)
    def copy():
        for line in iter(child.stdout.readline, b""):
            sys.stdout.buffer.write(line)
            sys.stdout.buffer.flush()
            log.write(line)
    copying = threading.Thread(target=copy, daemon=True)
    copying.start()
    code = child.wait()
    # What the script left running may hold its output open (pyperclip's xclip, serving the clipboard
    # it copied to): the output that came within a second of its end is all there is.
    copying.join(1.0)
    try:
        os.remove(sys.argv[3])
    except OSError:
        pass
sys.exit(code if code >= 0 else 128 - code)
`;

/**
 * Run a replay script that is in the desktop, in the session's home (`DESKTEST_HOME`: the recorded
 * screenshots it checks are relative to it), bounded by `timeoutMs`, its steps' screenshots going to
 * `screens` (a `replayTempPath`); `progressFile`: copy its output there while it runs.
 */
export function runReplayScript(
  session: Session,
  guestScript: string,
  options: {
    timeoutMs: number;
    screens: string;
    progressFile?: string;
    secretEnv?: Record<string, string>;
    ignore?: readonly IgnoreEntry[];
  },
): Promise<ExecResult> {
  return session.exec(
    [
      session.os.python,
      "-u",
      "-c",
      REPLAY_LAUNCHER_PY,
      guestScript,
      options.screens,
      ...(options.progressFile !== undefined ? [options.progressFile] : []),
    ],
    {
      timeoutMs: options.timeoutMs,
      cwd: session.home,
      env: {
        ...options.secretEnv,
        DESKTEST_HOME: session.home,
        // the regions check_screen leaves out (desktest_guest.replay's ignored_regions)
        ...(options.ignore?.length ? { DESKTEST_VISUAL_IGNORE: JSON.stringify(options.ignore) } : {}),
      },
    },
  );
}

/** A fresh path in the desktop's temporary folder for one replay run's `what`. */
export function replayTempPath(session: Session, what: string): string {
  return session.os.join(session.os.tempDir, `desktest-replay-${randomUUID()}-${what}`);
}

/**
 * Copy each step's screenshot (`replay_step_NNN.png`, from the run's screens folder, else where the
 * reference's scripts put it with scrot: /tmp) to `<hostPath(step_NNN.png)>`, setting the step's
 * `screenshot`; returns the steps that had none, with why.
 */
export async function copyReplayScreens(
  session: Session,
  screens: string,
  steps: ReplayStep[],
  hostPath: (name: string) => string,
  copy: (guestPath: string, hostPath: string) => Promise<void> = (from, to) => session.copyOut(from, to),
): Promise<string[]> {
  const missing: string[] = [];
  for (const step of steps) {
    const nnn = stepNumberPart(step.step);
    const file = `replay_step_${nnn}.png`;
    const places = [session.os.join(screens, file)];
    if (session.os.platform !== "windows") places.push(`/tmp/${file}`);
    let lastError: unknown;
    for (const place of places) {
      try {
        await copy(place, hostPath(`step_${nnn}.png`));
        step.screenshot = `step_${nnn}.png`;
        break;
      } catch (error) {
        lastError = error;
      }
    }
    if (!step.screenshot) missing.push(`${step.step} (${errorMessage(lastError)})`);
  }
  return missing;
}

/** Remove a run's screens folder from the desktop; a folder that will not go is left to the desktop's end. */
export async function removeReplayScreens(session: Session, screens: string): Promise<void> {
  await session.exec(session.os.removeCommand(screens), { timeoutMs: 30_000 }).catch(() => undefined);
}
