"""Waiting for the screen to settle and for a window to appear."""

from __future__ import annotations

import unittest

import support  # noqa: F401
from desktest_guest import waiting  # noqa: E402


class WaitingTest(unittest.TestCase):
    def test_settle_loop(self):
        seq = iter([1, 2, 3, 3, 3, 3])
        r = waiting.settle_loop(lambda: next(seq), 5000, 0, 2)
        self.assertEqual((r["settled"], r["frames"]), (True, 4))
        seq = iter([1, 2, 2, 2, 2])
        self.assertEqual(waiting.settle_loop(lambda: next(seq), 5000, 0, 3)["frames"], 4)
        n = iter(range(10**9))
        r = waiting.settle_loop(lambda: next(n), 100, 10, 2)
        self.assertFalse(r["settled"])
        self.assertGreaterEqual(r["ms"], 100)
        self.assertTrue(waiting.settle_loop(lambda: 7, 0, 0, 1)["settled"])

    def test_window_matches(self):
        import re

        w = {"title": "Untitled - gedit", "class": "Gedit", "instance": "gedit", "pid": 42}
        self.assertTrue(waiting.window_matches(w, re.compile("gedit"), None, None))
        self.assertTrue(waiting.window_matches(w, None, re.compile("^gedit$"), 42))
        self.assertFalse(waiting.window_matches(w, None, re.compile("galc"), None))
        self.assertFalse(waiting.window_matches(w, re.compile("gedit"), None, 43))

    def test_compile_re_reports_the_parameter(self):
        self.assertIsNone(waiting.compile_re(None, "title_regex"))
        with self.assertRaises(waiting.InvalidParams) as cm:
            waiting.compile_re("(", "title_regex")
        self.assertIn("title_regex", str(cm.exception))


if __name__ == "__main__":
    unittest.main()
