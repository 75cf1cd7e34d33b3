"""`agent.py --relay HOST:PORT | unix:PATH`: copy bytes between stdin/stdout and a TCP port or a unix
socket of the desktop.

The host's live view reaches the desktop's VNC server (x11vnc on 127.0.0.1:5900) this way, over the same
byte stream it starts the agent on (`docker exec`, SSH), so the desktop needs no published port and no
network; and the host reaches the guest agent a Docker desktop's start script started on a unix socket
(no agent to start, and its imports done, when the host asks). The server may still be starting: the
connection is retried for `connect_timeout_s`.
"""

from __future__ import annotations

import os
import socket
import sys
import threading
import time


def _open(target: str) -> socket.socket:
    if target.startswith("unix:"):
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            sock.connect(target[len("unix:") :])
        except OSError:
            sock.close()
            raise
        return sock
    host, _, port = target.rpartition(":")
    sock = socket.create_connection((host or "127.0.0.1", int(port)), timeout=2)
    sock.settimeout(None)
    return sock


def _connect(target: str, connect_timeout_s: float) -> socket.socket:
    deadline = time.monotonic() + connect_timeout_s
    # a unix socket's server is a local process about to listen: looked for often (a failed connect costs
    # microseconds); a TCP port every 0.1 s
    pause = 0.01 if target.startswith("unix:") else 0.1
    while True:
        try:
            return _open(target)
        except OSError:
            if time.monotonic() >= deadline:
                raise
            time.sleep(pause)


def relay(target: str, connect_timeout_s: float = 15.0, stdin_fd: int = 0, stdout_fd: int = 1) -> int:
    """Relay between stdin/stdout and `target` (HOST:PORT, or unix:PATH) until either side ends; 0 when it
    ended normally, 1 when the target never answered."""
    try:
        sock = _connect(target, connect_timeout_s)
    except (OSError, ValueError) as exc:
        print(f"relay: nothing answers on {target}: {exc}", file=sys.stderr, flush=True)
        return 1

    def upstream() -> None:
        try:
            while True:
                data = os.read(stdin_fd, 65536)
                if not data:
                    break
                sock.sendall(data)
        except OSError:
            pass
        try:
            sock.shutdown(socket.SHUT_WR)
        except OSError:
            pass

    threading.Thread(target=upstream, daemon=True).start()
    try:
        while True:
            data = sock.recv(65536)
            if not data:
                break
            view = memoryview(data)
            while view:
                written = os.write(stdout_fd, view)
                view = view[written:]
    except OSError:
        pass
    finally:
        sock.close()
    return 0
