"""The `run` op: commands in their own process group, bounded output, timeouts that kill the group,
detached background processes, another user when the agent is root."""

from __future__ import annotations

import base64
import os
import subprocess
import threading
import time
from typing import Any

from .log import now_ms
from .processes import IS_WINDOWS, group_popen_kwargs, kill_tree, shell_argv, signal_name
from .protocol import InvalidParams, PermissionDenied


def _resolve_user(user: Any) -> Any:
    """The passwd entry of `user` (POSIX); on Windows another user is refused."""
    if user is None:
        return None
    if IS_WINDOWS:
        raise PermissionDenied("running a command as another user is not supported on Windows guests")
    import pwd

    try:
        if isinstance(user, bool):
            raise InvalidParams("'user' must be a user name or a uid")
        if isinstance(user, int) or (isinstance(user, str) and user.isdigit()):
            return pwd.getpwuid(int(user))
        if isinstance(user, str) and user:
            return pwd.getpwnam(user)
    except KeyError:
        raise InvalidParams(f"unknown user {user!r}") from None
    raise InvalidParams("'user' must be a user name or a uid")


class _Drain(threading.Thread):
    """Reads a pipe to EOF, keeping at most `cap` bytes (the rest is read and dropped so that the writer
    never blocks, even after the response has been sent)."""

    def __init__(self, pipe: Any, cap: int):
        super().__init__(daemon=True)
        self.pipe, self.cap = pipe, cap
        self.buf = bytearray()
        self.truncated = False
        self._lock = threading.Lock()

    def run(self) -> None:
        try:
            while True:
                chunk = self.pipe.read1(65536) if hasattr(self.pipe, "read1") else self.pipe.read(65536)
                if not chunk:
                    break
                with self._lock:
                    room = self.cap - len(self.buf)
                    if room > 0:
                        self.buf += chunk[:room]
                    if len(chunk) > max(room, 0):
                        self.truncated = True
        except (OSError, ValueError):
            pass
        finally:
            try:
                self.pipe.close()
            except Exception:
                pass

    def snapshot(self) -> bytes:
        with self._lock:
            return bytes(self.buf)


#: the folder holding this package: every command gets it as DESKTEST_GUEST_DIR, so that a program the
#: engine runs (a replay script) can import the agent's helpers (desktest_guest.replay) from the very copy
#: of the agent that runs it, on every backend and operating system
GUEST_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
#: variables the agent gives every command besides its own environment (the secret masks' file, so that a
#: replay script's masks reach the agent: secret_masks.py)
SHARED_ENV: dict[str, str] = {}

_detached: list[subprocess.Popen] = []
_detached_lock = threading.Lock()


def _reap_detached() -> None:
    with _detached_lock:
        _detached[:] = [p for p in _detached if p.poll() is None]


def run_command(
    cmd: Any,
    timeout_ms: int = 300000,
    env: dict | None = None,
    user: Any = None,
    cwd: str | None = None,
    stdin: bytes | None = None,
    binary: bool = False,
    max_output_bytes: int = 8 << 20,
    detach: bool = False,
    log_path: str | None = None,
    pipe_grace_s: float = 0.25,
) -> dict:
    """Run a command in its own session/process group; on timeout SIGKILL the whole group."""
    if isinstance(cmd, str):
        if not cmd.strip():
            raise InvalidParams("'cmd' is empty")
        argv = shell_argv(cmd)
    elif isinstance(cmd, list) and cmd and all(isinstance(a, str) for a in cmd):
        argv = list(cmd)
    else:
        raise InvalidParams("'cmd' must be a non-empty string (run by the shell: bash -c, bash -lc on macOS, PowerShell on Windows) or a non-empty list of strings")

    full_env = dict(os.environ, DESKTEST_GUEST_DIR=GUEST_DIR, **SHARED_ENV)
    pw = _resolve_user(user)
    kwargs: dict = {}
    if pw is not None and pw.pw_uid != os.getuid():  # (pw is None on Windows)
        if os.getuid() != 0:
            raise PermissionDenied(f"cannot run as {pw.pw_name!r}: the agent runs as uid {os.getuid()}, not root")
        kwargs.update(user=pw.pw_uid, group=pw.pw_gid, extra_groups=os.getgrouplist(pw.pw_name, pw.pw_gid))
        full_env.update(HOME=pw.pw_dir, USER=pw.pw_name, LOGNAME=pw.pw_name)
        if cwd is None:
            cwd = pw.pw_dir if os.path.isdir(pw.pw_dir) else "/"
    if env is not None:
        if not isinstance(env, dict):
            raise InvalidParams("'env' must be an object of strings")
        for k, v in env.items():
            if v is None:
                full_env.pop(k, None)
            elif isinstance(v, str):
                full_env[k] = v
            elif isinstance(v, (int, float)) and not isinstance(v, bool):
                full_env[k] = str(v)
            else:
                raise InvalidParams(f"env value for {k!r} must be a string or null")
    if cwd is not None and not os.path.isdir(cwd):
        raise InvalidParams(f"cwd {cwd!r} is not a directory")

    t0 = time.monotonic()
    _reap_detached()
    if detach:
        try:
            out = open(log_path, "ab") if log_path else subprocess.DEVNULL
        except OSError as e:
            raise InvalidParams(f"cannot open log {log_path!r}: {e}") from None
        try:
            p = _spawn(argv, pw, kwargs, stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT, cwd=cwd, env=full_env)
        finally:
            if log_path:
                out.close()
        if isinstance(p, OSError):
            return _spawn_failed(p, t0, binary)
        with _detached_lock:
            _detached.append(p)
        return {"pid": p.pid, "exit_code": None, "stdout": "", "stderr": "", "timed_out": False, "duration_ms": now_ms(t0)}

    stdin_pipe = subprocess.PIPE if stdin is not None else subprocess.DEVNULL
    p = _spawn(argv, pw, kwargs, stdin=stdin_pipe, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=cwd, env=full_env)
    if isinstance(p, OSError):
        return _spawn_failed(p, t0, binary)

    d_out, d_err = _Drain(p.stdout, max_output_bytes), _Drain(p.stderr, max_output_bytes)
    d_out.start()
    d_err.start()
    if stdin is not None:

        def feed() -> None:
            try:
                p.stdin.write(stdin)
            except (BrokenPipeError, OSError, ValueError):
                pass
            finally:
                try:
                    p.stdin.close()
                except Exception:
                    pass

        threading.Thread(target=feed, daemon=True).start()

    timed_out = False
    try:
        p.wait(timeout=timeout_ms / 1000.0)
    except subprocess.TimeoutExpired:
        timed_out = True
        _kill_group(p.pid)
        p.wait()
    # Normally both pipes reach EOF right after the exit. Something the command left running in the
    # background may still hold them open: then return what arrived within a short grace (the drains go
    # on reading and discarding, so that process never blocks on a full pipe).
    grace_end = time.monotonic() + (1.0 if timed_out else pipe_grace_s)
    for drain in (d_out, d_err):
        drain.join(max(0.0, grace_end - time.monotonic()))
    rc = p.returncode
    res: dict = {
        "exit_code": rc if rc >= 0 else 128 - rc,
        "signal": signal_name(rc),
        "timed_out": timed_out,
        "duration_ms": now_ms(t0),
        "pid": p.pid,
    }
    so, se = d_out.snapshot(), d_err.snapshot()
    res["stdout"] = so.decode("utf-8", "replace")
    res["stderr"] = se.decode("utf-8", "replace")
    if binary:
        res["stdout_b64"] = base64.b64encode(so).decode("ascii")
        res["stderr_b64"] = base64.b64encode(se).decode("ascii")
    if d_out.truncated:
        res["stdout_truncated"] = True
    if d_err.truncated:
        res["stderr_truncated"] = True
    return res


def _spawn(argv: list[str], pw: Any, user_kwargs: dict, **popen: Any) -> subprocess.Popen | OSError:
    """Popen in a new session; a program that cannot start is returned as its OSError (the answer is an
    exit code, as a shell gives), a user switch the agent may not make raises PermissionDenied."""
    try:
        return subprocess.Popen(argv, close_fds=True, **group_popen_kwargs(), **user_kwargs, **popen)
    except PermissionError as e:
        if user_kwargs:
            raise PermissionDenied(f"cannot switch to user {pw.pw_name!r}: {e} (needs CAP_SETUID/CAP_SETGID)") from None
        return e
    except OSError as e:
        return e


def _spawn_failed(e: OSError, t0: float, binary: bool) -> dict:
    """The answer for a program that could not start: 126 not executable, 127 not found (as a shell)."""
    code = 126 if isinstance(e, PermissionError) else 127
    msg = f"{type(e).__name__}: {e}"
    res = {"exit_code": code, "signal": None, "stdout": "", "stderr": msg, "timed_out": False, "duration_ms": now_ms(t0), "spawn_error": msg}
    if binary:
        res["stdout_b64"] = ""
        res["stderr_b64"] = base64.b64encode(msg.encode()).decode("ascii")
    return res


def _kill_group(pgid: int) -> None:
    kill_tree(pgid)
