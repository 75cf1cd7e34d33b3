"""The scratch window `desktest selftest` types into and reads back (PROTOCOL.md `scratch_window`): a text
window the agent opens itself, in each platform's own editor or toolkit, so that typing and the
accessibility tree are checked on a window whose text is known. Each platform adapter opens its kind
(Platform.open_scratch_window); what they share is here: the names, the file an editor opens, whether a
process is the agent's to end, and the record the agent keeps until the window is closed."""

from __future__ import annotations

import os
import secrets
import subprocess
import tempfile
import threading
from typing import Callable

from .protocol import InvalidParams

#: every scratch window's title (and file name) starts so, then a random part
PREFIX = "desktest-selftest-"
#: most scratch windows one agent keeps open at once
MAX_OPEN = 4
#: most characters of a scratch process's own error output kept for the answer
MAX_STDERR = 2000


def scratch_name() -> str:
    """A fresh scratch name: the prefix and 12 random hex digits (the window's title contains it)."""
    return PREFIX + secrets.token_hex(6)


def scratch_file(name: str, folder: str | None = None) -> str:
    """An empty `<name>.txt` in the temporary folder (an editor opens it; its title shows the name)."""
    path = os.path.join(folder or tempfile.gettempdir(), name + ".txt")
    with open(path, "x", encoding="utf-8"):
        pass
    return path


def remove_quietly(path: str | None) -> None:
    if path:
        try:
            os.unlink(path)
        except FileNotFoundError:
            pass


def ours_to_end(pid: int | None, pids_before: set[int]) -> bool:
    """Whether the process that shows the scratch window may be ended: it must be one that had no window
    of the same program before the window was opened (an editor already running holds the user's own
    documents; opening a file there adds a window or a tab to it, and ending it would lose them)."""
    return pid is not None and pid > 0 and pid not in pids_before


def end_scratch_editor(pid: int | None, before: set[int], end: Callable[[int], bool], app: str, name: str) -> dict:
    """scratch_window close for an editor's document (TextEdit, Notepad): end the process that shows it
    when it is the selftest's own (ours_to_end), else leave the user's editor alone and say so."""
    if pid is None:
        return {"closed": False, "detail": f"no {app} process showed {name}.txt, so there is none to end"}
    if not ours_to_end(pid, before):
        return {"closed": False, "detail": f"{app} was running before the selftest (pid {pid}): {name}.txt is left open beside the user's own documents; close it without saving"}
    if end(pid):
        return {"closed": True, "detail": f"{app} (pid {pid}) ended"}
    return {"closed": False, "detail": f"{app} (pid {pid}) could not be ended"}


def tail(text: str, limit: int = MAX_STDERR) -> str:
    return text if len(text) <= limit else "…" + text[-limit:]


class ScratchWindow:
    """One open scratch window: its name (in its title), the pid that shows it when known, and how to
    close it, which answers {"closed": bool, "detail": str, …}."""

    def __init__(self, name: str, pid: int | None, close: Callable[[], dict]):
        self.name = name
        self.pid = pid
        self._close = close
        self._closed: dict | None = None

    def close(self) -> dict:
        if self._closed is None:
            self._closed = self._close()
        return self._closed


class ChildWindow:
    """A scratch window shown by a child process of the agent (Linux's GTK window): its error output is
    kept in a file, so that a window that never appears says why (a missing module, no display)."""

    def __init__(self, argv: list[str], env: dict | None = None):
        self._err = tempfile.TemporaryFile()
        self.proc = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=self._err, env=env, start_new_session=True)

    def close(self) -> dict:
        proc = self.proc
        exited = proc.poll()
        if exited is None:
            proc.terminate()
            try:
                proc.wait(5)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(5)
        self._err.seek(0)
        stderr = tail(self._err.read().decode("utf-8", "replace").strip())
        self._err.close()
        if exited is not None:
            return {"closed": True, "detail": f"the scratch window's process had already exited with code {exited}", "exit_code": exited, "stderr": stderr}
        return {"closed": True, "detail": f"ended its process {proc.pid}", "stderr": stderr}


class ScratchWindows:
    """The scratch windows an agent has open, by name; closed on request or when the agent exits."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._open: dict[str, ScratchWindow] = {}

    def add(self, opener: Callable[[str], ScratchWindow]) -> ScratchWindow:
        with self._lock:
            if len(self._open) >= MAX_OPEN:
                raise InvalidParams(f"{MAX_OPEN} scratch windows are open already: close one first")
        window = opener(scratch_name())
        with self._lock:
            self._open[window.name] = window
        return window

    def close(self, name: str) -> dict:
        with self._lock:
            window = self._open.pop(name, None)
        if window is None:
            raise InvalidParams(f"no scratch window named {name!r} is open")
        return window.close()

    def close_all(self) -> None:
        with self._lock:
            windows, self._open = list(self._open.values()), {}
        for window in windows:
            try:
                window.close()
            except Exception:
                pass


def describe_open(window: ScratchWindow) -> dict:
    return {"name": window.name, "pid": window.pid}

