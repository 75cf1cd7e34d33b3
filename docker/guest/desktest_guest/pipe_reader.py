"""Reading a pipe with a timeout on every platform: select() on POSIX; on Windows, where select() takes
only sockets, a reader thread that hands the chunks over through a queue."""

from __future__ import annotations

import os
import queue
import select
import threading

from .processes import IS_WINDOWS


class PipeReader:
    """`read(timeout)` gives the next bytes of the pipe `fd`: None when nothing came in time, b"" at EOF."""

    def __init__(self, fd: int, threaded: bool = IS_WINDOWS) -> None:
        self.fd = fd
        self._queue: queue.Queue[bytes] | None = None
        if threaded:
            self._queue = queue.Queue()
            threading.Thread(target=self._pump, name=f"pipe-{fd}", daemon=True).start()

    def _pump(self) -> None:
        assert self._queue is not None
        while True:
            try:
                chunk = os.read(self.fd, 1 << 16)
            except OSError:
                chunk = b""
            self._queue.put(chunk)
            if not chunk:
                return

    def read(self, timeout: float) -> bytes | None:
        if self._queue is not None:
            try:
                return self._queue.get(timeout=max(0.0, timeout))
            except queue.Empty:
                return None
        ready, _, _ = select.select([self.fd], [], [], max(0.0, timeout))
        if not ready:
            return None
        return os.read(self.fd, 1 << 16)
