"""Settling on the desktop's change events (X damage), with frames as the fallback, and the observation
taken while the wait goes on. The signals here are scripted: the outcome never depends on timing."""

from __future__ import annotations

import threading
import time
import unittest

import support  # noqa: F401
from desktest_guest.settling import default_quiet_ms, observe_when_settled, settle_on_changes  # noqa: E402


class ScriptedSignal:
    """Changes come only when the test says (fire), or on every look (busy: a screen that never rests)."""

    def __init__(self, busy: bool = False, alive: bool = True) -> None:
        self.count, self.last, self.busy, self.alive = 0, 0.0, busy, alive
        self.times: list[float] = []
        self.cv = threading.Condition()

    def fire(self) -> None:
        with self.cv:
            self.count += 1
            self.last = time.monotonic()
            self.times.append(self.last)
            self.cv.notify_all()

    def first_after(self, seen):
        if self.busy:
            self.fire()
        with self.cv:
            return self.times[seen] if self.count > seen else None

    def snapshot(self):
        if self.busy:  # a change on every look, the last one never behind us
            self.fire()
            return self.count, float("inf")
        with self.cv:
            return self.count, self.last

    def wait(self, seen, until):
        with self.cv:
            while self.count == seen and not self.busy:
                left = until - time.monotonic()
                if left <= 0:
                    return
                self.cv.wait(left)


def frames_fallback(calls: list):
    def frames(remaining_ms: int) -> dict:
        calls.append(remaining_ms)
        return {"settled": True, "ms": 0, "frames": 2}

    return frames


class SettleOnChangesTest(unittest.TestCase):
    def test_a_screen_without_changes_settles_after_the_quiet_window_without_grabbing_frames(self):
        calls: list = []
        answer = settle_on_changes(ScriptedSignal(), 5000, 20, 500, frames_fallback(calls))
        self.assertEqual((answer["settled"], answer["method"], answer["frames"], answer["changes"]), (True, "changes", 0, 0))
        self.assertGreaterEqual(answer["ms"], 20)  # the app had the quiet window to react
        self.assertEqual(calls, [])

    def test_a_screen_that_keeps_changing_is_compared_frame_by_frame_after_the_patience(self):
        calls: list = []
        answer = settle_on_changes(ScriptedSignal(busy=True), 5000, 20, 50, frames_fallback(calls))
        self.assertEqual((answer["settled"], answer["method"], answer["frames"]), (True, "frames", 2))
        self.assertEqual(len(calls), 1)
        self.assertGreater(answer["changes"], 0)

    def test_a_screen_that_keeps_changing_until_the_timeout_has_not_settled(self):
        answer = settle_on_changes(ScriptedSignal(busy=True), 60, 20, 5000, frames_fallback([]))
        self.assertEqual((answer["settled"], answer["method"]), (False, "changes"))

    def test_a_signal_that_stopped_falls_back_to_frames(self):
        calls: list = []
        answer = settle_on_changes(ScriptedSignal(alive=False), 5000, 20, 500, frames_fallback(calls))
        self.assertEqual(answer["method"], "frames")
        self.assertEqual(len(calls), 1)

    def test_the_default_quiet_window_spans_the_frame_comparisons_intervals(self):
        self.assertEqual(default_quiet_ms(25, 2), 25)
        self.assertEqual(default_quiet_ms(50, 3), 100)
        self.assertEqual(default_quiet_ms(50, 1), 0)


class ObserveWhenSettledTest(unittest.TestCase):
    def test_a_step_that_changes_nothing_costs_one_observation(self):
        taken = []
        observation, answer = observe_when_settled(ScriptedSignal(), lambda: taken.append(1) or {"n": len(taken)}, 5000, 20, 500, frames_fallback([]))
        self.assertEqual(observation, {"n": 1})
        self.assertEqual((answer["settled"], answer["observations"], answer["method"]), (True, 1, "changes"))

    def test_a_change_during_the_observation_means_observing_again_once_the_screen_rests(self):
        signal = ScriptedSignal()
        taken = []

        def observe():
            taken.append(1)
            if len(taken) == 1:
                signal.fire()  # the app repaints while the first observation is taken
            return {"n": len(taken)}

        observation, answer = observe_when_settled(signal, observe, 5000, 200, 5000, frames_fallback([]))
        self.assertEqual(observation, {"n": 2})
        self.assertEqual((answer["settled"], answer["observations"], answer["changes"]), (True, 2, 1))

    def test_a_change_after_the_quiet_window_keeps_the_observation(self):
        signal = ScriptedSignal()
        taken = []

        def observe():  # a long accessibility walk, and a cursor blinks near its end
            taken.append(1)
            time.sleep(0.06)
            signal.fire()
            return {"n": len(taken)}

        observation, answer = observe_when_settled(signal, observe, 5000, 20, 500, frames_fallback([]))
        self.assertEqual(observation, {"n": 1})
        self.assertEqual((answer["settled"], answer["observations"]), (True, 1))

    def test_a_screen_that_never_rests_is_observed_after_the_frame_comparison(self):
        calls: list = []
        taken = []
        observation, answer = observe_when_settled(ScriptedSignal(busy=True), lambda: taken.append(1) or {"n": len(taken)}, 5000, 20, 50, frames_fallback(calls))
        self.assertEqual(answer["method"], "frames")
        self.assertEqual(len(calls), 1)
        self.assertEqual(observation, {"n": len(taken)})  # the last observation, taken after the comparison

    def test_a_costly_observation_waits_for_the_quiet_window_and_is_taken_once(self):
        signal = ScriptedSignal()
        taken = []

        def observe():  # a full accessibility walk, during which the app repaints
            taken.append(1)
            signal.fire()
            return {"n": len(taken)}

        observation, answer = observe_when_settled(signal, observe, 5000, 20, 500, frames_fallback([]), at_once=False)
        self.assertEqual(observation, {"n": 1})
        self.assertEqual((answer["settled"], answer["observations"], answer["method"]), (True, 1, "changes"))
        self.assertGreaterEqual(answer["ms"], 20)  # taken after the quiet window

    def test_at_the_timeout_the_screen_as_it_is_then(self):
        taken = []
        observation, answer = observe_when_settled(ScriptedSignal(busy=True), lambda: taken.append(1) or {"n": len(taken)}, 60, 20, 5000, frames_fallback([]))
        self.assertFalse(answer["settled"])
        self.assertEqual(observation, {"n": len(taken)})
        self.assertEqual(answer["observations"], len(taken))


if __name__ == "__main__":
    unittest.main()
