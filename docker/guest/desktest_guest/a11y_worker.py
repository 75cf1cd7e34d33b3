"""The accessibility worker: a child process that owns the platform's accessibility libraries, and the
agent's client for it.

Native accessibility stacks can abort the process (libatspi without an accessibility bus) or block in a
call to a frozen application, so they never run in the agent itself: the agent kills and restarts the
worker instead of dying or hanging with it. Worker protocol: one JSON request per line on stdin
({"op": "warm" | "tsv" | "osworld_xml" | "terminal_text" | "applications" | "focused", ...}), one JSON response per line
on stdout.

Started as `python3 -m desktest_guest.a11y_worker [--platform KEY]` (the agent sets PYTHONPATH for it).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import threading
import time

from .log import log
from .pipe_reader import PipeReader
from .processes import group_popen_kwargs, kill_tree, signal_name
from .protocol import OpTimeout, ProtocolError, encode_response

PACKAGE_ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def handle(backend, req: dict) -> dict:
    """One worker request against a backend (pure dispatch; errors become error responses)."""
    op = req.get("op")
    try:
        if op == "warm":
            backend.warm()
            return {"ok": True}
        if op == "tsv":
            args = (int(req["max_nodes"]), int(req["max_chars"]), int(req["timeout_ms"]), bool(req["showing_only"]))
            # a backend that can answer an unchanged screen's tree again takes the screen's change count
            changes = req.get("screen_changes")
            return {"ok": True, "result": backend.tsv(*args) if changes is None else backend.tsv(*args, screen_changes=int(changes))}
        if op == "osworld_xml":
            return {"ok": True, "result": backend.osworld_xml(int(req["max_nodes"]), int(req["timeout_ms"]))}
        if op == "applications":
            return {"ok": True, "result": {"applications": backend.applications()}}
        if op == "focused":
            return {"ok": True, "result": {"focused": backend.focused(int(req["timeout_ms"]))}}
        if op == "terminal_text":
            return {"ok": True, "result": {"text": backend.terminal_text()}}
        return {"ok": False, "error": {"type": "unknown_op", "message": f"unknown worker op {op!r}"}}
    except ImportError as e:
        return {"ok": False, "error": {"type": "unavailable", "message": f"accessibility library not available: {e}"}}
    except ProtocolError as e:
        return {"ok": False, "error": {"type": e.type, "message": str(e)}}
    except Exception as e:
        return {"ok": False, "error": {"type": "a11y_error", "message": f"{type(e).__name__}: {e}"}}


def worker_main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="desktest guest agent: accessibility worker")
    ap.add_argument("--platform", default=None)
    args = ap.parse_args(argv)
    proto_out = os.fdopen(os.dup(1), "wb", buffering=0)
    in_fd = os.dup(0)
    os.dup2(2, 1)  # whatever native libraries print goes to stderr, never into the answers
    devnull = os.open(os.devnull, os.O_RDONLY)
    os.dup2(devnull, 0)
    os.close(devnull)
    sys.stdout = sys.stderr

    from .platform import load_accessibility_backend

    try:
        backend = load_accessibility_backend(args.platform)
    except ProtocolError as e:
        backend = None
        load_error = {"ok": False, "error": {"type": e.type, "message": str(e)}}
    buf = b""
    reader = PipeReader(in_fd)
    while True:
        chunk = reader.read(0.5)
        if chunk is None:
            if backend is not None:
                try:
                    backend.idle()
                except Exception as e:
                    log("debug", f"a11y idle: {e}")
            continue
        if not chunk:
            return 0
        buf += chunk
        while b"\n" in buf:
            line, buf = buf.split(b"\n", 1)
            if not line.strip():
                continue
            try:
                req = json.loads(line)
            except ValueError as e:
                proto_out.write(encode_response({"ok": False, "error": {"type": "parse_error", "message": str(e)}}))
                continue
            proto_out.write(encode_response(handle(backend, req) if backend is not None else load_error))


class A11yService:
    """The agent's side of the worker: one request at a time; a request that does not answer within its
    timeout + 1.5 s gets the worker killed (the next one starts a fresh worker), and a worker that died
    (libatspi abort: no accessibility bus yet) is restarted once per request."""

    GRACE_S = 1.5

    def __init__(self, platform_key: str | None = None, command: list[str] | None = None) -> None:
        self._command = command or [sys.executable, "-m", "desktest_guest.a11y_worker"] + (["--platform", platform_key] if platform_key else [])
        self._proc: subprocess.Popen | None = None
        self._reader: tuple[subprocess.Popen, PipeReader] | None = None  # (the worker it reads, reader)
        self._lock = threading.Lock()
        self._buf = b""

    def _spawn(self) -> subprocess.Popen:
        env = dict(os.environ)
        env["PYTHONPATH"] = PACKAGE_ROOT + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
        self._proc = subprocess.Popen(
            self._command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=None, close_fds=True,
            env=env, **group_popen_kwargs(),
        )  # fmt: skip
        self._buf = b""
        return self._proc

    def _stop(self) -> str:
        p, self._proc = self._proc, None
        if p is None:
            return ""
        if p.poll() is None:
            kill_tree(p.pid)
            if p.poll() is None:
                p.kill()
        rc = p.wait()
        for f in (p.stdin, p.stdout):
            try:
                f.close()
            except Exception:
                pass
        name = signal_name(rc)
        return f"signal {name}" if name else f"exit status {rc}"

    def _request(self, req: dict, timeout_s: float) -> dict:
        """Send one request to the worker and wait for its line; raises _WorkerDied / OpTimeout."""
        p = self._proc or self._spawn()
        try:
            p.stdin.write(json.dumps(req).encode() + b"\n")
            p.stdin.flush()
        except (BrokenPipeError, OSError):
            raise _WorkerDied(self._stop()) from None
        if self._reader is None or self._reader[0] is not p:
            self._reader = (p, PipeReader(p.stdout.fileno()))
        reader = self._reader[1]
        end = time.monotonic() + timeout_s
        while b"\n" not in self._buf:
            left = end - time.monotonic()
            if left <= 0:
                self._stop()
                raise OpTimeout(f"the accessibility worker did not answer within {int(timeout_s * 1000)} ms; worker restarted")
            chunk = reader.read(left)
            if chunk is not None:
                if not chunk:
                    raise _WorkerDied(self._stop())
                self._buf += chunk
        line, self._buf = self._buf.split(b"\n", 1)
        return json.loads(line)

    def prewarm(self) -> None:
        """Start the worker and import the accessibility libraries there (no bus connection yet), in the
        background."""

        def warm() -> None:
            with self._lock:
                try:
                    self._request({"op": "warm"}, 30.0)
                except Exception as e:
                    log("info", f"a11y prewarm: {e}")

        threading.Thread(target=warm, name="a11y-prewarm", daemon=True).start()

    def call(self, op: str, timeout_ms: int, **params) -> dict:
        """Blocking call from any thread; the worker's result, or ProtocolError subclasses."""
        req = {"op": op, "timeout_ms": timeout_ms, **params}
        with self._lock:
            for attempt in (1, 2):
                fresh = self._proc is None
                try:
                    resp = self._request(req, timeout_ms / 1000.0 + self.GRACE_S)
                    break
                except _WorkerDied as e:
                    if fresh or attempt == 2:
                        raise ProtocolError(
                            f"accessibility worker died ({e}); is the AT-SPI bus up (at-spi-bus-launcher, "
                            f"DBUS_SESSION_BUS_ADDRESS)? See the agent's stderr.",
                            "unavailable",
                        ) from None
        if not resp.get("ok"):
            err = resp.get("error") or {}
            raise ProtocolError(err.get("message", "accessibility request failed"), err.get("type", "a11y_error"))
        return resp.get("result") or {}

    def tsv(self, max_nodes: int, max_chars: int, timeout_ms: int, showing_only: bool, screen_changes: int | None = None) -> dict:
        """The desktest TSV; `screen_changes`: the screen's change count now (settling.ChangeSignal), with
        which a backend may answer the previous walk again when neither the screen nor an accessible changed."""
        return self.call("tsv", timeout_ms, max_nodes=max_nodes, max_chars=max_chars, showing_only=showing_only, screen_changes=screen_changes)

    def close(self) -> None:
        with self._lock:
            self._stop()


class _WorkerDied(Exception):
    pass


if __name__ == "__main__":
    sys.exit(worker_main())
