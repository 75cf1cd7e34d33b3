"""Op dispatch (never raises) and the execution lanes."""

from __future__ import annotations

import json
import threading
import time
import unittest

import support  # noqa: F401
from desktest_guest import dispatcher  # noqa: E402
from desktest_guest import protocol  # noqa: E402
from desktest_guest import server  # noqa: E402


class DispatcherTest(unittest.TestCase):
    def make(self):
        d = dispatcher.Dispatcher()
        d.register("echo", lambda p: {"echo": p.data}, dispatcher.LANE_INLINE)
        d.register("boom", lambda p: 1 / 0, dispatcher.LANE_INLINE)
        d.register("bad", lambda p: p.int("n", None, lo=10), dispatcher.LANE_INLINE)
        d.register("slow", lambda p: (_ for _ in ()).throw(protocol.OpTimeout("later")), dispatcher.LANE_INLINE)
        return d

    def test_ok_and_params(self):
        r = self.make().handle({"id": 3, "op": "echo", "x": 1})
        self.assertEqual(r, {"id": 3, "ok": True, "echo": {"x": 1}})

    def test_errors_never_raise(self):
        d = self.make()
        self.assertEqual(d.handle({"id": 1, "op": "nope"})["error"]["type"], "unknown_op")
        self.assertEqual(d.handle({"id": 2})["error"]["type"], "invalid_request")
        self.assertEqual(d.handle({"id": 3, "op": 5})["error"]["type"], "invalid_request")
        r = d.handle({"id": 4, "op": "boom"})
        self.assertFalse(r["ok"])
        self.assertEqual(r["error"]["type"], "internal")
        self.assertIn("ZeroDivisionError", r["error"]["message"])
        self.assertEqual(d.handle({"id": 5, "op": "bad", "n": 1})["error"]["type"], "invalid_params")
        self.assertEqual(d.handle({"id": 6, "op": "slow"})["error"]["type"], "timeout")
        self.assertEqual(d.handle({"op": "echo"})["id"], None)


class ServerTest(unittest.TestCase):
    def collect(self):
        out, lock, ev = [], threading.Lock(), threading.Event()

        def send(resp):
            with lock:
                out.append(resp)
                ev.set()

        return out, send

    def test_lanes_and_order(self):
        d = dispatcher.Dispatcher()
        order = []

        def slow(p):
            time.sleep(p.float("s", 0))
            order.append(p.data.get("tag"))
            return {"tag": p.data.get("tag")}

        d.register("gui", slow, dispatcher.LANE_GUI)
        d.register("par", slow, dispatcher.LANE_PARALLEL)
        d.register("ping", lambda p: {"pong": True}, dispatcher.LANE_INLINE)
        s = server.Server(d)
        out, send = self.collect()
        s.submit(json.dumps({"id": 1, "op": "gui", "s": 0.2, "tag": "g1"}), send)
        s.submit(json.dumps({"id": 2, "op": "gui", "s": 0.0, "tag": "g2"}), send)
        s.submit(json.dumps({"id": 3, "op": "par", "s": 0.3, "tag": "p1"}), send)
        s.submit(json.dumps({"id": 4, "op": "ping"}), send)
        self.assertEqual(out[0]["id"], 4)  # inline answered at once, ahead of queued work
        self.assertTrue(s.drain(5))
        self.assertEqual({r["id"] for r in out}, {1, 2, 3, 4})
        self.assertLess(order.index("g1"), order.index("g2"))  # gui lane keeps arrival order

    def test_bad_lines_answered(self):
        s = server.Server(dispatcher.Dispatcher())
        out, send = self.collect()
        s.submit(b"{oops", send)
        s.submit(b'{"id": 9, "op": "x"}', send)
        s.submit(b'{"id": 1.5, "op": "x"}', send)
        self.assertEqual([r["error"]["type"] for r in out], ["parse_error", "unknown_op", "invalid_request"])
        self.assertEqual(out[1]["id"], 9)
        self.assertIsNone(out[2]["id"])

    def test_shutting_down(self):
        d = dispatcher.Dispatcher()
        d.register("shutdown", lambda p: {"bye": True}, dispatcher.LANE_INLINE)
        d.register("ping", lambda p: {"pong": True}, dispatcher.LANE_INLINE)
        s = server.Server(d)
        out, send = self.collect()
        s.stop_event.set()
        s.submit(b'{"id": 1, "op": "ping"}', send)
        s.submit(b'{"id": 2, "op": "shutdown"}', send)
        self.assertEqual(out[0]["error"]["type"], "shutting_down")
        self.assertTrue(out[1]["ok"])

    def test_after_answer_runs_after_each_answer_was_sent_with_its_op(self):
        d = dispatcher.Dispatcher()
        d.register("ping", lambda p: {"pong": True}, dispatcher.LANE_INLINE)
        d.register("par", lambda p: {"par": True}, dispatcher.LANE_PARALLEL)
        events = []
        s = server.Server(d, after_answer=lambda op: events.append(f"after {op}"))
        send = lambda r: events.append(f"sent {r['id']}")  # noqa: E731
        s.submit(b'{"id": 1, "op": "ping"}', send)
        self.assertEqual(events, ["sent 1", "after ping"])
        s.submit(b'{"id": 2, "op": "par"}', send)
        self.assertTrue(s.drain(5))
        s.submit(b"{oops", send)
        self.assertEqual(events, ["sent 1", "after ping", "sent 2", "after par", "sent None", "after None"])

    def test_after_answer_failure_is_logged_not_raised(self):
        d = dispatcher.Dispatcher()
        d.register("ping", lambda p: {"pong": True}, dispatcher.LANE_INLINE)
        s = server.Server(d, after_answer=lambda op: 1 / 0)
        out, send = self.collect()
        s.submit(b'{"id": 1, "op": "ping"}', send)
        s.submit(b'{"id": 2, "op": "ping"}', send)
        self.assertEqual([r["id"] for r in out], [1, 2])

    def test_unserialisable_result_reported(self):
        d = dispatcher.Dispatcher()
        d.register("weird", lambda p: {"x": {1, 2}}, dispatcher.LANE_INLINE)
        s = server.Server(d)
        lines = []
        s.submit(b'{"id": 1, "op": "weird"}', lambda r: lines.append(protocol.encode_response(r)))
        self.assertEqual(len(lines), 1)
        self.assertEqual(json.loads(lines[0])["error"]["type"], "internal")


if __name__ == "__main__":
    unittest.main()
