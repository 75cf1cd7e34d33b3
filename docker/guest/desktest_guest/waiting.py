"""Waiting for the desktop: until the screen stops changing, until a window appears. Pure loops over the
probes they are given."""

from __future__ import annotations

import re
import time
from typing import Callable

from .log import now_ms
from .protocol import InvalidParams


def window_matches(win: dict, title_re: re.Pattern | None, class_re: re.Pattern | None, pid: int | None) -> bool:
    if title_re is not None and not title_re.search(win.get("title") or ""):
        return False
    if class_re is not None and not (class_re.search(win.get("class") or "") or class_re.search(win.get("instance") or "")):
        return False
    if pid is not None and win.get("pid") != pid:
        return False
    return True


# ---------------------------------------------------------------------------- image helpers


def settle_loop(frame_hash: Callable[[], int], timeout_ms: int, interval_ms: int, stable_frames: int) -> dict:
    """Grab frames until the last `stable_frames` are identical or timeout_ms passes."""
    t0 = time.monotonic()
    end = t0 + timeout_ms / 1000.0
    prev = frame_hash()
    frames, same = 1, 1
    while same < stable_frames:
        if time.monotonic() >= end:
            return {"settled": False, "ms": now_ms(t0), "frames": frames}
        if interval_ms:
            time.sleep(min(interval_ms / 1000.0, max(0.0, end - time.monotonic())))
        h = frame_hash()
        frames += 1
        same = same + 1 if h == prev else 1
        prev = h
    return {"settled": True, "ms": now_ms(t0), "frames": frames}


def compile_re(s: str | None, name: str) -> re.Pattern | None:
    if s is None:
        return None
    try:
        return re.compile(s)
    except re.error as e:
        raise InvalidParams(f"'{name}' is not a valid regular expression: {e}") from None
