"""Byte streams the line protocol runs over: stdio (docker exec, SSH, a local subprocess), TCP, a unix
socket, a character device (a virtio-serial port in a VM). Each one feeds lines to the same Server."""

from __future__ import annotations

import io
import os
import socket
import sys
import threading
import time
from typing import Any, Callable

from .log import log
from .protocol import MAX_LINE_BYTES, encode_response, error_response
from .server import Server


class LineWriter:
    """Thread-safe writer of protocol lines to a binary stream."""

    def __init__(self, stream: Any):
        self._stream = stream
        self._lock = threading.Lock()

    def send(self, resp: dict) -> None:
        data = encode_response(resp)
        with self._lock:
            self._stream.write(data)
            self._stream.flush()


def read_lines(stream: Any, on_line: Callable[[bytes], None], on_oversize: Callable[[], None]) -> None:
    """Feed each non-empty line of a binary stream to on_line; oversized lines are skipped whole."""
    while True:
        line = stream.readline(MAX_LINE_BYTES + 1)
        if not line:
            return
        if len(line) > MAX_LINE_BYTES and not line.endswith(b"\n"):
            on_oversize()
            while True:  # discard the rest of that line
                rest = stream.readline(1 << 20)
                if not rest or rest.endswith(b"\n"):
                    break
            continue
        if line.strip():
            on_line(line)


def serve_stdio(server: Server) -> int:
    """stdin/stdout transport. fd 1 is re-pointed at stderr so that nothing but protocol lines (written to a
    private duplicate of the original stdout) can reach the host; fd 0 becomes /dev/null so that child
    processes cannot swallow protocol bytes."""
    proto_out = os.fdopen(os.dup(1), "wb", buffering=0)
    proto_in = os.fdopen(os.dup(0), "rb", buffering=1 << 16)
    os.dup2(2, 1)
    devnull = os.open(os.devnull, os.O_RDONLY)
    os.dup2(devnull, 0)
    os.close(devnull)
    sys.stdout = sys.stderr
    writer = LineWriter(proto_out)

    def oversize() -> None:
        server._safe_send(writer.send, error_response(None, "parse_error", f"request line longer than {MAX_LINE_BYTES} bytes"))

    def on_line(line: bytes) -> None:
        server.submit(line, writer.send)
        if server.stop_event.is_set():
            raise _StopReading()

    try:
        read_lines(proto_in, on_line, oversize)
    except _StopReading:
        pass
    if not server.stop_event.is_set():
        # EOF: the host closed our stdin; answer what is in flight, then leave.
        server.drain()
    try:
        proto_out.flush()
    except Exception:
        pass
    return 0


class _StopReading(Exception):
    pass


def serve_connection(server: Server, rstream: Any, wstream: Any) -> None:
    """The line protocol over one byte stream (a TCP or unix-socket connection, a character device), until
    it ends or the agent is shut down."""
    writer = LineWriter(wstream)

    def on_line(line: bytes) -> None:
        server.submit(line, writer.send)
        if server.stop_event.is_set():
            raise _StopReading()

    try:
        read_lines(rstream, on_line, lambda: server._safe_send(writer.send, error_response(None, "parse_error", "request line too long")))
    except (_StopReading, OSError):
        pass


def serve_listener(server: Server, srv: socket.socket, where: str) -> int:
    """A listening socket (TCP or unix): the same line protocol on every connection, one thread each."""
    srv.settimeout(0.5)
    log("info", f"listening on {where}")

    def conn_loop(conn: socket.socket) -> None:
        with conn:
            serve_connection(server, conn.makefile("rb"), conn.makefile("wb"))

    with srv:
        while not server.stop_event.is_set():
            try:
                conn, _ = srv.accept()
            except socket.timeout:
                continue
            threading.Thread(target=conn_loop, args=(conn,), daemon=True).start()
    return 0


def serve_tcp(server: Server, host: str, port: int) -> int:
    """TCP transport (for VM guests with a network): one thread per connection."""
    return serve_listener(server, socket.create_server((host, port), reuse_port=False), f"{host}:{port}")


def serve_unix(server: Server, path: str) -> int:
    """Unix-socket transport (a host-side agent, or a socket shared into a VM): one thread per connection.
    The socket is made by us, readable and writable by our user only."""
    if os.path.exists(path):
        os.unlink(path)
    srv = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    old = os.umask(0o177)
    try:
        srv.bind(path)
    finally:
        os.umask(old)
    srv.listen()
    try:
        return serve_listener(server, srv, path)
    finally:
        try:
            os.unlink(path)
        except OSError:
            pass


def _open_device(path: str) -> tuple[Any, Any]:
    """(reader, writer) streams of a character device: one overlapped handle on Windows (win_device.py
    says why), a file descriptor and its duplicate elsewhere."""
    if sys.platform == "win32":
        from .win_device import OverlappedDevice

        device = OverlappedDevice(path)
        return io.BufferedReader(device, 1 << 16), _Unclosing(device)
    fd = os.open(path, os.O_RDWR | os.O_NOCTTY)
    return os.fdopen(fd, "rb", buffering=1 << 16), os.fdopen(os.dup(fd), "wb")


class _Unclosing:
    """The writing side of a stream the reading side owns (closed once, by the reader)."""

    def __init__(self, raw: Any) -> None:
        self._raw = raw

    def write(self, data: bytes) -> int:
        return self._raw.write(data)

    def flush(self) -> None:
        pass

    def __enter__(self) -> "_Unclosing":
        return self

    def __exit__(self, *exc: Any) -> None:
        pass


def serve_device(server: Server, path: str) -> int:
    r"""Character-device transport: a virtio-serial port in a VM (/dev/virtio-ports/<name> on Linux,
    \\.\Global\<name> on Windows) or a serial line. The device is one long-lived stream; when the host
    side goes away (EOF), it is opened again until the agent is shut down."""
    while not server.stop_event.is_set():
        try:
            rstream, wstream = _open_device(path)
        except OSError as e:
            log("warning", f"cannot open {path}: {e}; retrying")
            time.sleep(0.5)
            continue
        with rstream, wstream:
            serve_connection(server, rstream, wstream)
        if not server.stop_event.is_set():
            time.sleep(0.2)
    return 0
