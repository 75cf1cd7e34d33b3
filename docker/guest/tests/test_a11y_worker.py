"""The accessibility worker process: errors, hangs and deaths."""

from __future__ import annotations

import subprocess
import sys
import time
import unittest

import support  # noqa: F401
from desktest_guest import a11y_worker  # noqa: E402
from desktest_guest import protocol  # noqa: E402


class A11yWorkerTest(unittest.TestCase):
    """The worker process that owns libatspi: errors come back as protocol errors, a hung worker is killed,
    a dying one is restarted once."""

    def fake(self, script):
        svc = a11y_worker.A11yService()

        def spawn():
            svc._proc = subprocess.Popen(
                [sys.executable, "-c", script], stdin=subprocess.PIPE, stdout=subprocess.PIPE, start_new_session=True
            )
            svc._buf = b""
            return svc._proc

        svc._spawn = spawn
        return svc

    def test_real_worker_without_pyatspi(self):
        try:
            import pyatspi  # noqa: F401

            self.skipTest("pyatspi installed on this host")
        except ImportError:
            pass
        svc = a11y_worker.A11yService()
        try:
            with self.assertRaises(protocol.ProtocolError) as cm:
                svc.tsv(10, 1000, 2000, False)
            self.assertEqual(cm.exception.type, "unavailable")
            self.assertIn("accessibility library not available", str(cm.exception))
        finally:
            svc.close()

    def test_hung_worker_is_killed(self):
        svc = self.fake("import sys, time\nsys.stdin.readline()\ntime.sleep(60)")
        svc.GRACE_S = 0.2
        t0 = time.monotonic()
        with self.assertRaises(protocol.OpTimeout):
            svc.tsv(10, 1000, 100, False)
        self.assertLess(time.monotonic() - t0, 3)
        self.assertIsNone(svc._proc)  # killed; the next walk starts a new one

    def test_dying_worker_restarted_then_reported(self):
        svc = self.fake("import os, sys\nsys.stdin.readline()\nos.abort()")
        with self.assertRaises(protocol.ProtocolError) as cm:
            svc.tsv(10, 1000, 2000, False)
        self.assertEqual(cm.exception.type, "unavailable")
        self.assertIn("SIGABRT", str(cm.exception))

    def test_worker_answer(self):
        svc = self.fake(
            "import sys, json\nfor line in sys.stdin:\n"
            "    print(json.dumps({'ok': True, 'result': {'tsv': 'h', 'nodes': 0}}), flush=True)"
        )
        self.assertEqual(svc.tsv(10, 1000, 2000, False), {"tsv": "h", "nodes": 0})
        self.assertEqual(svc.tsv(10, 1000, 2000, False)["tsv"], "h")  # same worker, second request
        svc.close()


if __name__ == "__main__":
    unittest.main()
