"""What differs between operating systems when the agent starts and stops processes: the shell a command
string runs in, starting a process tree that can be killed as a whole, and who the agent runs as.

Linux: `bash -c` (else `/bin/sh -c`), a new session per command, SIGKILL to its process group.
macOS: the same, except that a command string runs in a login shell, `/bin/bash -lc`, so that it sees the
PATH a person at the Mac has (/etc/profile's path_helper: /etc/paths and /etc/paths.d, where installers
such as MacPorts and MacTeX add theirs; ~/.bash_profile, where `brew shellenv` belongs for bash): the
agent itself is usually started by launchd or SSH with a bare PATH (/usr/bin:/bin:/usr/sbin:/sbin).
Windows: PowerShell (UTF-8 output, no profile, no prompts), a new process group, and the whole tree
ended with `taskkill /T /F` (Windows has no process groups a signal reaches)."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
from typing import Any

IS_WINDOWS = sys.platform in ("win32", "cygwin")
IS_MACOS = sys.platform == "darwin"

#: What PowerShell runs before a command: UTF-8 in and out, errors that stop the script, no progress bars.
POWERSHELL_PRELUDE = (
    "[Console]::OutputEncoding = [System.Text.Encoding]::UTF8; "
    "$OutputEncoding = [System.Text.Encoding]::UTF8; "
    "$ProgressPreference = 'SilentlyContinue'; "
)


def powershell_quote(text: str) -> str:
    """A PowerShell single-quoted literal: nothing inside is expanded; each quote character (ASCII and the
    typographic ones PowerShell also accepts) is doubled."""
    out = []
    for ch in text:
        out.append(ch + ch if ch in "'\u2018\u2019\u201a\u201b" else ch)
    return "'" + "".join(out) + "'"


def shell_argv(cmd: str, windows: bool = IS_WINDOWS, which: Any = shutil.which, macos: bool = IS_MACOS) -> list[str]:
    """The argv that runs a command string in this platform's shell."""
    if windows:
        exe = which("pwsh") or which("powershell") or "powershell.exe"
        return [exe, "-NoLogo", "-NoProfile", "-NonInteractive", "-ExecutionPolicy", "Bypass", "-Command", POWERSHELL_PRELUDE + cmd]
    if macos:
        # /bin/bash is part of every macOS (3.2, but a login shell is all it is asked for here)
        return ["/bin/bash", "-lc", cmd]
    return ["bash", "-c", cmd] if which("bash") else ["/bin/sh", "-c", cmd]


def group_popen_kwargs(windows: bool = IS_WINDOWS) -> dict:
    """Popen arguments that start the command as the root of its own killable group."""
    if windows:
        return {"creationflags": getattr(subprocess, "CREATE_NEW_PROCESS_GROUP", 0x200) | getattr(subprocess, "CREATE_NO_WINDOW", 0x08000000)}
    return {"start_new_session": True}


def kill_tree(pid: int, windows: bool = IS_WINDOWS) -> None:
    """End the process and everything it started (best effort: it may be gone already)."""
    if windows:
        subprocess.run(["taskkill", "/T", "/F", "/PID", str(pid)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        return
    try:
        os.killpg(pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def current_user() -> tuple[str, int | None]:
    """(name, uid) of the agent's user; no uid on Windows."""
    if IS_WINDOWS:
        return os.environ.get("USERNAME") or os.getlogin(), None
    import pwd

    try:
        return pwd.getpwuid(os.getuid()).pw_name, os.getuid()
    except KeyError:
        return str(os.getuid()), os.getuid()


def signal_name(returncode: int) -> str | None:
    """The signal that ended a POSIX process (negative return code), else None."""
    if returncode < 0 and -returncode in signal.Signals._value2member_map_:
        return signal.Signals(-returncode).name
    return None
