"""What one act shares with the code it runs: captured print output and the cancellation flag."""

from __future__ import annotations

import threading

MAX_ACT_STDOUT = 1 << 20


class ActionCancelled(BaseException):
    """Raised inside agent code (asynchronously) when its timeout expires."""


class ActContext:
    """Per-act state: captured print output and the cancellation flag."""

    def __init__(self) -> None:
        self.coord_scale = 1.0
        self.acted = False  # whether a PyAutoGUI action already ran in this act (see paced_actions)
        self.sent_input = False  # whether the act sent input (a PyAutoGUI action or type_text)
        self.cancel = threading.Event()
        self._out: list[str] = []
        self._size = 0
        self.truncated = False
        self._lock = threading.Lock()

    def write(self, s: str) -> None:
        with self._lock:
            if self._size >= MAX_ACT_STDOUT:
                self.truncated = True
                return
            room = MAX_ACT_STDOUT - self._size
            if len(s) > room:
                s = s[:room]
                self.truncated = True
            self._out.append(s)
            self._size += len(s)

    def stdout(self) -> str:
        with self._lock:
            return "".join(self._out)

    def sleep(self, seconds: float) -> None:
        """time.sleep for agent code: returns early (raising) when the act is cancelled."""
        if seconds is None or seconds < 0:
            raise ValueError("sleep length must be non-negative")
        if self.cancel.wait(float(seconds)):
            raise ActionCancelled()

    def check(self) -> None:
        if self.cancel.is_set():
            raise ActionCancelled()
