"""Diagnostics on stderr (never on the protocol stream) and the millisecond clock used in responses."""

from __future__ import annotations

import os
import sys
import time

LOG_LEVEL = os.environ.get("DESKTEST_AGENT_LOG", "warning").lower()


def log(level: str, msg: str) -> None:
    order = {"debug": 0, "info": 1, "warning": 2, "error": 3}
    if order.get(level, 2) >= order.get(LOG_LEVEL, 2):
        try:
            sys.stderr.write(f"[desktest-agent {level}] {msg}\n")
            sys.stderr.flush()
        except Exception:
            pass


def now_ms(t0: float) -> int:
    return int(round((time.monotonic() - t0) * 1000))
