"""`agent.py --relay HOST:PORT`: copy bytes between stdin/stdout and a TCP port of the desktop.

The host's live view reaches the desktop's VNC server (x11vnc on 127.0.0.1:5900) this way, over the same
byte stream it starts the agent on (`docker exec`, SSH), so the desktop needs no published port and no
network. The server may still be starting: the connection is retried for `connect_timeout_s`.
"""

from __future__ import annotations

import os
import socket
import sys
import threading
import time


def _connect(host: str, port: int, connect_timeout_s: float) -> socket.socket:
    deadline = time.monotonic() + connect_timeout_s
    while True:
        try:
            sock = socket.create_connection((host, port), timeout=2)
            sock.settimeout(None)
            return sock
        except OSError:
            if time.monotonic() >= deadline:
                raise
            time.sleep(0.1)


def relay(host: str, port: int, connect_timeout_s: float = 15.0, stdin_fd: int = 0, stdout_fd: int = 1) -> int:
    """Relay until either side ends; 0 when it ended normally, 1 when the port never answered."""
    try:
        sock = _connect(host, port, connect_timeout_s)
    except OSError as exc:
        print(f"relay: nothing answers on {host}:{port}: {exc}", file=sys.stderr, flush=True)
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
