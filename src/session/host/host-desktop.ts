import path from "node:path";
import { findDockerDir } from "../docker-dir.ts";
import { startAgentProcess } from "../guest/process-transport.ts";
import { runMark, RUN_MARK_VARIABLE } from "../guest/run-marker.ts";
import { ProcessSession } from "../process-session.ts";
import { closingOnFailure } from "../start-scope.ts";

/** The Python that runs the guest agent on this machine's desktop (DESKTEST_HOST_PYTHON, else python3). */
export function hostPython(env: NodeJS.ProcessEnv = process.env, platform = process.platform): string {
  return env.DESKTEST_HOST_PYTHON || (platform === "win32" ? "python" : "python3");
}

/**
 * The desktop this machine is logged into (`--backend host` on Linux, `macos_native` on a Mac,
 * `windows_native` on Windows): the guest agent runs as a local subprocess over its stdio, straight
 * from the installation's docker/guest folder, with this process's environment (DISPLAY, the session
 * bus) and the run mark. Nothing is isolated: tasks on it run one at a time, and closing ends every
 * process the run started.
 */
export function startHostDesktop(options: {
  runId: string;
  taskId: string;
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
  debugLog?: (line: string) => void;
}): Promise<ProcessSession> {
  const env = options.env ?? process.env;
  const mark = runMark(options.runId, options.taskId);
  const python = hostPython(env);
  return closingOnFailure(async (scope) => {
    const agent = await startAgentProcess([python, path.join(findDockerDir(), "guest", "agent.py")], {
      what: "the guest agent on this machine's desktop",
      // No bytecode written into the installation; the run mark for cleanup.
      env: { ...env, PYTHONDONTWRITEBYTECODE: "1", [RUN_MARK_VARIABLE]: mark },
      log: options.debugLog,
      scope,
      explain: (code, _signal, stderr) =>
        code === 127 || /No module named|ModuleNotFoundError/.test(stderr)
          ? `${python} on this machine cannot run the guest agent (${lastLine(stderr) || `exit code ${code}`}): it needs Python 3.10+ with the packages in docker/guest-requirements.txt (Linux also python3-xlib, python3-pil, python3-pyatspi); set DESKTEST_HOST_PYTHON to another interpreter`
          : undefined,
    });
    return new ProcessSession(agent, {
      id: `host-${mark}`,
      mark,
      where: "this machine's desktop",
      local: true,
      python,
      log: options.log,
      screenAdvice: {
        otherPython: `set DESKTEST_HOST_PYTHON to a Python that has it (on Debian and Ubuntu, /usr/bin/python3 with those apt packages)`,
        display:
          "run desktest inside the desktop session, or set DISPLAY (and DBUS_SESSION_BUS_ADDRESS) to that session's, e.g. DISPLAY=:0; on a headless runner, start one (Xvfb) or use --backend docker",
      },
    });
  });
}

function lastLine(text: string): string {
  return text.trim().split("\n").pop() ?? "";
}
