/**
 * Finding every process a run started on a desktop that is not disposable (the runner's own desktop, a
 * machine reached over SSH): the guest agent is started with `DESKTEST_RUN_MARK=<mark>` in its
 * environment, every process it starts inherits it (apps that detach themselves too), and cleanup ends
 * every process that still carries the mark. A process that clears its environment, or one another
 * service starts for the app (launchd's `open`, a D-Bus activation), is not found: cleanup says so.
 */
export const RUN_MARK_VARIABLE = "DESKTEST_RUN_MARK";

/** The mark of one task's run: safe in an environment, a file name and a command line. */
export function runMark(runId: string, taskId: string): string {
  return `${runId}.${taskId}`.replace(/[^A-Za-z0-9._-]/g, "_").slice(0, 120);
}

/**
 * A Python program (run with the mark and the pids to spare as arguments) that SIGKILLs every process
 * of this user whose environment carries the mark, and prints one JSON line: {"killed": [...], "failed":
 * [...], "how": "proc" | "ps" | "none"}. Linux reads /proc/<pid>/environ; macOS asks `ps -E` (the
 * environment after the command). Run through the agent, so it works the same locally and over SSH.
 */
export const KILL_MARKED_PROCESSES_PY = String.raw`
import json, os, signal, subprocess, sys
mark = (sys.argv[1] + "=" + sys.argv[2]).encode()
spare = {int(p) for p in sys.argv[3:]} | {os.getpid(), os.getppid()}
found, how = [], "none"
if os.path.isdir("/proc/self"):
    how = "proc"
    for name in os.listdir("/proc"):
        if not name.isdigit() or int(name) in spare:
            continue
        try:
            with open("/proc/%s/environ" % name, "rb") as f:
                if mark in f.read().split(b"\0"):
                    found.append(int(name))
        except OSError:
            pass
elif sys.platform == "darwin":
    how = "ps"
    out = subprocess.run(["ps", "-axwwE", "-o", "pid=,command="], capture_output=True).stdout
    for line in out.splitlines():
        parts = line.strip().split(None, 1)
        if len(parts) == 2 and parts[0].isdigit() and int(parts[0]) not in spare and (b" " + mark) in b" " + parts[1]:
            found.append(int(parts[0]))
killed, failed = [], []
for pid in found:
    try:
        os.kill(pid, signal.SIGKILL)
        killed.append(pid)
    except ProcessLookupError:
        pass
    except OSError:
        failed.append(pid)
print(json.dumps({"killed": killed, "failed": failed, "how": how}))
`;

export interface MarkedCleanup {
  killed: number[];
  failed: number[];
  how: "proc" | "ps" | "none";
}

/** The cleanup program's answer, or undefined when it printed something else. */
export function parseMarkedCleanup(stdout: string): MarkedCleanup | undefined {
  const line = stdout.trim().split("\n").pop() ?? "";
  try {
    const value = JSON.parse(line) as MarkedCleanup;
    return Array.isArray(value.killed) && Array.isArray(value.failed) ? value : undefined;
  } catch {
    return undefined;
  }
}
