"""The AT-SPI backend answers a walk again only when neither the screen (the agent's count of X damage)
nor any accessible (AT-SPI events) changed since it began. pyatspi is replaced by a fake: the walk is
counted, events are fired by the test."""

from __future__ import annotations

import unittest
from unittest import mock

import support  # noqa: F401
from desktest_guest.platform import linux_atspi  # noqa: E402


class FakeRegistry:
    def __init__(self) -> None:
        self.listener = None
        self.events: tuple = ()

    def registerEventListener(self, listener, *events):
        self.listener, self.events = listener, events


class FakePyatspi:
    def __init__(self) -> None:
        self.Registry = FakeRegistry()


class ReuseTest(unittest.TestCase):
    def setUp(self) -> None:
        self.backend = linux_atspi.AtspiBackend()
        self.backend._pyatspi = FakePyatspi()
        self.walks = 0
        self.during_walk = None

        def dump(_pyatspi, max_nodes, max_chars, timeout_ms, showing_only, links=None):
            self.walks += 1
            if self.during_walk:
                self.during_walk()
            return {"tsv": f"walk {self.walks}", "nodes": 0, "truncated": False, "truncated_reason": None, "errors": 0, "ms": 40}

        patcher = mock.patch.object(linux_atspi, "atspi_dump", dump)
        patcher.start()
        self.addCleanup(patcher.stop)

    def tsv(self, screen_changes, max_nodes=10000):
        return self.backend.tsv(max_nodes, 40000, 15000, False, screen_changes=screen_changes)

    def fire(self):
        self.backend._pyatspi.Registry.listener(object())

    def test_an_unchanged_screen_and_tree_is_answered_again_without_a_walk(self):
        first = self.tsv(3)
        again = self.tsv(3)
        self.assertEqual((first["tsv"], again["tsv"], self.walks), ("walk 1", "walk 1", 1))
        self.assertTrue(again["reused"])
        self.assertNotIn("reused", first)
        self.assertEqual(self.backend._pyatspi.Registry.events, ("object", "window"))

    def test_a_screen_change_an_accessible_event_or_other_limits_mean_a_new_walk(self):
        self.tsv(3)
        self.assertEqual(self.tsv(4)["tsv"], "walk 2")  # the screen changed
        self.fire()
        self.assertEqual(self.tsv(4)["tsv"], "walk 3")  # an accessible changed
        self.assertEqual(self.tsv(4, max_nodes=5)["tsv"], "walk 4")  # other parameters
        self.assertEqual(self.tsv(4, max_nodes=5)["tsv"], "walk 4")

    def test_a_walk_during_which_an_accessible_changed_is_never_answered_again(self):
        self.during_walk = self.fire
        self.tsv(3)
        self.during_walk = None
        self.assertEqual(self.tsv(3)["tsv"], "walk 2")
        self.assertEqual(self.tsv(3)["tsv"], "walk 2")

    def test_without_the_screens_change_count_every_tree_is_walked(self):
        self.tsv(None)
        self.tsv(None)
        self.assertEqual(self.walks, 2)
        self.assertIsNone(self.backend._pyatspi.Registry.listener)  # nothing to compare with: no listening


if __name__ == "__main__":
    unittest.main()
