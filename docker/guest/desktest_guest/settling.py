"""Waiting for the screen to stop changing on the desktop's own change events (X damage on Linux), with
frame comparison as the fallback, and taking the observation while the wait goes on.

A ChangeSignal counts the desktop's change events and can wait for the next one. The screen has settled
when no change came for `quiet_ms` since the wait began (an app needs a moment to react to the action
before it) or since the last change. A desktop that keeps changing for `patience_ms` (an animation, or an
app that redraws identical pixels) is compared frame by frame for the rest of the wait, as without events.

`observe_when_settled` waits for the quiet window and observes, in one request. When the observation is
cheap (an unchanged screen, whose accessibility tree is the last one's), it is taken at once instead of
after the window: when no change comes from its start to the end of the window, the screen it shows is
the settled one, and the wait overlaps it. A change in that span means waiting for the window and
observing again. A change after the window (a cursor blinking during a long accessibility walk) is what an
observation taken after the wait meets too. Pure: the signal, the observation and the frame fallback are
given.
"""

from __future__ import annotations

import time
from typing import Callable, Protocol


class ChangeSignal(Protocol):
    #: False once the signal stopped working (the X connection failed): callers compare frames instead
    alive: bool

    def snapshot(self) -> tuple[int, float]:
        """(changes seen so far, time.monotonic() of the last one, 0.0 before the first)."""

    def wait(self, seen: int, until: float) -> None:
        """Return when a change after the first `seen` has come, or at `until` (time.monotonic())."""

    def first_after(self, seen: int) -> float | None:
        """time.monotonic() of the first change after the first `seen` (None: none since; the signal may
        answer an earlier time when it no longer remembers that one)."""


#: (remaining ms) -> settle_loop's answer: the frame comparison for what is left of the wait
FramesFallback = Callable[[int], dict]


def default_quiet_ms(interval_ms: int, stable_frames: int) -> int:
    """The quiet window that matches the frame comparison's parameters: `stable_frames` identical grabs
    `interval_ms` apart span (stable_frames - 1) intervals."""
    return max(0, stable_frames - 1) * max(interval_ms, 1)


def _ms(seconds: float) -> int:
    return int(round(seconds * 1000))


def _settle(signal: ChangeSignal, start: float, end: float, patience_end: float, quiet_s: float, frames: FramesFallback, first: int) -> dict:
    while True:
        count, last = signal.snapshot()
        quiet_until = max(start, last) + quiet_s
        now = time.monotonic()
        if now >= quiet_until:
            return {"settled": True, "ms": _ms(now - start), "frames": 0, "method": "changes", "changes": count - first}
        if now >= end:
            return {"settled": False, "ms": _ms(now - start), "frames": 0, "method": "changes", "changes": count - first}
        if now >= patience_end or not signal.alive:
            answer = frames(max(0, _ms(end - now)))
            return {**answer, "ms": _ms(time.monotonic() - start), "method": "frames", "changes": count - first}
        signal.wait(count, min(quiet_until, end, patience_end))


def settle_on_changes(signal: ChangeSignal, timeout_ms: int, quiet_ms: int, patience_ms: int, frames: FramesFallback) -> dict:
    """Wait until no change came for quiet_ms (settled), or timeout_ms passed (not settled). Answer:
    {settled, ms, frames (grabs, when compared), method: "changes" | "frames", changes (events seen)}."""
    start = time.monotonic()
    first, _ = signal.snapshot()
    return _settle(signal, start, start + timeout_ms / 1000.0, start + patience_ms / 1000.0, quiet_ms / 1000.0, frames, first)


def observe_when_settled(
    signal: ChangeSignal,
    observe: Callable[[], dict],
    timeout_ms: int,
    quiet_ms: int,
    patience_ms: int,
    frames: FramesFallback,
    at_once: bool = True,
) -> tuple[dict, dict]:
    """(observation, settle answer): an observation of the settled screen, or of the screen at the timeout.
    `at_once`: observe before the quiet window has passed, keeping the observation unless the screen
    changed before the window ended; meant for an observation that costs little (its accessibility tree
    unchanged since the last one): a walk taken at once and thrown away would be time and CPU lost.
    Otherwise, and after such a change, wait for the quiet window and observe then. The answer's `ms` is
    the wait before the observation that is returned began; `observations` counts those taken."""
    start = time.monotonic()
    end = start + timeout_ms / 1000.0
    patience_end = start + patience_ms / 1000.0
    quiet_s = quiet_ms / 1000.0
    first, _ = signal.snapshot()
    taken = 0
    if at_once and signal.alive:
        seen, before = signal.snapshot()
        quiet_until = max(start, before) + quiet_s
        observation = observe()
        taken = 1
        while signal.alive:
            changed = signal.first_after(seen)
            if changed is not None and changed <= quiet_until:
                break  # the screen changed before it had been quiet long enough: not the settled one
            count, _ = signal.snapshot()
            now = time.monotonic()
            if now >= quiet_until or now >= end:
                settled = now >= quiet_until
                return observation, {"settled": settled, "ms": 0, "frames": 0, "method": "changes", "changes": count - first, "observations": taken}
            signal.wait(count, min(quiet_until, end))
    waited = _settle(signal, start, end, patience_end, quiet_s, frames, first)
    began = time.monotonic()
    observation = observe()
    return observation, {**waited, "ms": _ms(began - start), "observations": taken + 1}
