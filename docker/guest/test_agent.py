"""Unit tests of the guest agent parts that need no X server, AT-SPI or pyautogui.

Run from docker/guest:  python3 -m unittest -v test_agent
or from anywhere:       python3 -m unittest discover -s docker/guest -p 'test_*.py'
Standard library only.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import agent  # noqa: E402

AGENT_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "agent.py")


# ---------------------------------------------------------------------------------------------- protocol


class ParseAndEncodeTest(unittest.TestCase):
    def test_parse_valid(self):
        req = agent.parse_request(b'{"id": 7, "op": "ping"}\n')
        self.assertEqual(req, {"id": 7, "op": "ping"})
        self.assertEqual(agent.parse_request('{"id": "a", "op": "x"}')["id"], "a")

    def test_parse_errors(self):
        with self.assertRaises(agent.ParseError):
            agent.parse_request(b"not json")
        with self.assertRaises(agent.ParseError):
            agent.parse_request(b'{"id": 1, "op": "\xff"}')
        with self.assertRaises(agent.InvalidRequest):
            agent.parse_request(b"[1, 2]")
        for bad in (b'{"id": 1.5, "op": "ping"}', b'{"id": true, "op": "ping"}', b'{"id": [1], "op": "ping"}'):
            with self.assertRaises(agent.InvalidRequest):
                agent.parse_request(bad)

    def test_encode_is_one_utf8_line(self):
        line = agent.encode_response({"id": 1, "ok": True, "text": "a\nb\r\u2028c é ✓"})
        self.assertTrue(line.endswith(b"\n"))
        self.assertEqual(line.count(b"\n"), 1)
        self.assertEqual(json.loads(line.decode("utf-8"))["text"], "a\nb\r\u2028c é ✓")
        self.assertIn("é".encode("utf-8"), line)  # raw UTF-8, not \\u escapes

    def test_encode_rejects_nan(self):
        with self.assertRaises(ValueError):
            agent.encode_response({"id": 1, "x": float("nan")})


class ParamsTest(unittest.TestCase):
    def test_types_and_defaults(self):
        p = agent.Params({"a": True, "n": 5, "f": 2, "s": "png", "z": None})
        self.assertTrue(p.bool("a", False))
        self.assertFalse(p.bool("missing", False))
        self.assertEqual(p.int("n", 1), 5)
        self.assertEqual(p.int("z", 9), 9)  # null means default
        self.assertEqual(p.float("f", 1.0), 2.0)
        self.assertEqual(p.str("s", "x", ("png", "jpeg")), "png")

    def test_invalid(self):
        p = agent.Params({"b": 1, "i": True, "j": 1.5, "k": -1, "s": "gif", "t": 3})
        with self.assertRaises(agent.InvalidParams):
            p.bool("b", False)
        with self.assertRaises(agent.InvalidParams):
            p.int("i", 0)  # booleans are not integers
        with self.assertRaises(agent.InvalidParams):
            p.int("j", 0)
        with self.assertRaises(agent.InvalidParams):
            p.int("k", 0, lo=0)
        with self.assertRaises(agent.InvalidParams):
            p.str("s", None, ("png", "jpeg"))
        with self.assertRaises(agent.InvalidParams):
            p.str("t", None)
        self.assertEqual(agent.Params({"x": 3.0}).int("x", 0), 3)


class DispatcherTest(unittest.TestCase):
    def make(self):
        d = agent.Dispatcher()
        d.register("echo", lambda p: {"echo": p.data}, agent.LANE_INLINE)
        d.register("boom", lambda p: 1 / 0, agent.LANE_INLINE)
        d.register("bad", lambda p: p.int("n", None, lo=10), agent.LANE_INLINE)
        d.register("slow", lambda p: (_ for _ in ()).throw(agent.OpTimeout("later")), agent.LANE_INLINE)
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
        d = agent.Dispatcher()
        order = []

        def slow(p):
            time.sleep(p.float("s", 0))
            order.append(p.data.get("tag"))
            return {"tag": p.data.get("tag")}

        d.register("gui", slow, agent.LANE_GUI)
        d.register("par", slow, agent.LANE_PARALLEL)
        d.register("ping", lambda p: {"pong": True}, agent.LANE_INLINE)
        s = agent.Server(d)
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
        s = agent.Server(agent.Dispatcher())
        out, send = self.collect()
        s.submit(b"{oops", send)
        s.submit(b'{"id": 9, "op": "x"}', send)
        s.submit(b'{"id": 1.5, "op": "x"}', send)
        self.assertEqual([r["error"]["type"] for r in out], ["parse_error", "unknown_op", "invalid_request"])
        self.assertEqual(out[1]["id"], 9)
        self.assertIsNone(out[2]["id"])

    def test_shutting_down(self):
        d = agent.Dispatcher()
        d.register("shutdown", lambda p: {"bye": True}, agent.LANE_INLINE)
        d.register("ping", lambda p: {"pong": True}, agent.LANE_INLINE)
        s = agent.Server(d)
        out, send = self.collect()
        s.stop_event.set()
        s.submit(b'{"id": 1, "op": "ping"}', send)
        s.submit(b'{"id": 2, "op": "shutdown"}', send)
        self.assertEqual(out[0]["error"]["type"], "shutting_down")
        self.assertTrue(out[1]["ok"])

    def test_unserialisable_result_reported(self):
        d = agent.Dispatcher()
        d.register("weird", lambda p: {"x": {1, 2}}, agent.LANE_INLINE)
        s = agent.Server(d)
        lines = []
        s.submit(b'{"id": 1, "op": "weird"}', lambda r: lines.append(agent.encode_response(r)))
        self.assertEqual(len(lines), 1)
        self.assertEqual(json.loads(lines[0])["error"]["type"], "internal")


class StdioTransportTest(unittest.TestCase):
    """The real process: stdout must carry protocol lines only, whatever the requests do."""

    def test_round_trip(self):
        reqs = [
            {"id": 1, "op": "ping"},
            "this is not json",
            {"id": 2, "op": "run", "cmd": "echo to-stdout; echo to-stderr >&2; exit 3"},
            {"id": 3, "op": "run", "cmd": ["python3", "-c", "import os; os.write(1, b'raw fd 1')"]},
            {"id": 4, "op": "nope"},
            {"id": 5, "op": "run", "cmd": "sleep 0.3; echo late"},
        ]
        data = "".join((json.dumps(r) if isinstance(r, dict) else r) + "\n" for r in reqs).encode()
        env = dict(os.environ, DISPLAY=":9999")
        p = subprocess.run(
            [sys.executable, AGENT_PATH, "--no-prewarm"], input=data, capture_output=True, timeout=30, env=env
        )
        self.assertEqual(p.returncode, 0, p.stderr)
        lines = p.stdout.decode("utf-8").splitlines()
        resps = [json.loads(line) for line in lines]  # every stdout line is JSON
        by_id = {r["id"]: r for r in resps if r["id"] is not None}
        self.assertEqual(len(resps), 6)
        self.assertTrue(by_id[1]["pong"])
        self.assertIsNone(by_id[1]["screen"])  # no X server here
        self.assertEqual(by_id[2]["exit_code"], 3)
        self.assertEqual(by_id[2]["stdout"], "to-stdout\n")
        self.assertEqual(by_id[2]["stderr"], "to-stderr\n")
        self.assertEqual(by_id[3]["stdout"], "raw fd 1")
        self.assertEqual(by_id[4]["error"]["type"], "unknown_op")
        self.assertEqual(by_id[5]["stdout"], "late\n")  # EOF on stdin still answers what is in flight
        self.assertEqual([r for r in resps if r["id"] is None][0]["error"]["type"], "parse_error")

    def test_shutdown_answers_in_flight_first(self):
        data = b'{"id": 1, "op": "run", "cmd": "sleep 0.3; echo done"}\n{"id": 2, "op": "shutdown"}\n{"id": 3, "op": "ping"}\n'
        p = subprocess.run([sys.executable, AGENT_PATH, "--no-prewarm"], input=data, capture_output=True, timeout=30)
        self.assertEqual(p.returncode, 0)
        resps = [json.loads(x) for x in p.stdout.decode().splitlines()]
        self.assertEqual([r["id"] for r in resps], [1, 2])  # ping after shutdown is never read
        self.assertEqual(resps[0]["stdout"], "done\n")
        self.assertTrue(resps[1]["drained"])

    def test_shutdown_exits_zero(self):
        p = subprocess.Popen(
            [sys.executable, AGENT_PATH, "--no-prewarm"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE
        )
        p.stdin.write(b'{"id": "s", "op": "shutdown"}\n')
        p.stdin.flush()
        line = p.stdout.readline()
        self.assertEqual(json.loads(line), {"id": "s", "ok": True, "bye": True, "drained": True})
        self.assertEqual(p.wait(timeout=10), 0)  # exits although stdin is still open
        p.stdin.close()
        p.stdout.close()
        p.stderr.close()


# ---------------------------------------------------------------------------------------------- a11y TSV


class FakeNode:
    def __init__(self, role, name="", text="", desc="", pos=(0, 0), size=(10, 10), children=(), showing=True, broken=False):
        self.role, self.name, self.text, self.desc = role, name, text, desc
        self.pos, self.size, self.children, self.is_showing, self.broken = pos, size, list(children), showing, broken


class FakeAdapter(agent.TreeAdapter):
    def __init__(self, apps, slow=0.0):
        self.apps, self.slow = apps, slow

    def roots(self):
        return self.apps

    def row(self, n):
        if self.slow:
            time.sleep(self.slow)
        if n.broken:
            raise RuntimeError("dead node")
        pos = f"{n.pos[0]},{n.pos[1]}" if n.pos else ""
        size = f"{n.size[0]},{n.size[1]}" if n.size else ""
        return agent.format_row(agent.role_tag(n.role), n.name, n.text, n.role, n.desc, pos, size)

    def child_count(self, n):
        return len(n.children)

    def child(self, n, i):
        c = n.children[i]
        if c == "raise":
            raise RuntimeError("gone")
        return c

    def showing(self, n):
        return n.is_showing


def calc_app():
    btns = [FakeNode("push button", str(i), pos=(i * 10, 5)) for i in range(3)]
    return FakeNode(
        "application",
        "galculator",
        pos=None,
        size=None,
        children=[
            FakeNode("frame", "galculator", children=[FakeNode("text", "", text="0"), FakeNode("panel", children=btns)]),
            FakeNode("menu", "File", showing=False, children=[FakeNode("menu item", "Quit", showing=False)]),
        ],
    )


class A11yFormatTest(unittest.TestCase):
    def test_escape(self):
        self.assertEqual(agent.escape_cell("a\tb\nc\r\nd"), "a b\\nc\\nd")
        self.assertEqual(agent.escape_cell(None), "")
        self.assertEqual(agent.escape_cell(""), "")

    def test_role_tags(self):
        self.assertEqual(agent.role_tag("push button"), "button")
        self.assertEqual(agent.role_tag("toggle button"), "togglebutton")
        self.assertEqual(agent.role_tag("document frame"), "documentframe")
        self.assertEqual(agent.role_tag("page tab list"), "pagetablist")
        self.assertEqual(agent.role_tag("split pane"), "splitpane")  # unmapped: spaces removed
        self.assertEqual(len(agent.ROLE_TAGS), 43)

    def test_header_and_rows(self):
        res = agent.walk_tree(FakeAdapter([calc_app()]))
        out = agent.build_tsv(res, 40000)
        lines = out["tsv"].split("\n")
        self.assertEqual(lines[0], "tag\tname\ttext\tclass\tdescription\tposition\tsize")
        self.assertEqual(lines[1], "application\tgalculator\t\tapplication\t\t\t")
        self.assertEqual(lines[2], "frame\tgalculator\t\tframe\t\t0,0\t10,10")
        self.assertEqual(lines[3], "text\t\t0\ttext\t\t0,0\t10,10")
        self.assertEqual(lines[5], "button\t0\t\tpush button\t\t0,5\t10,10")
        self.assertEqual(out["nodes"], 9)
        self.assertFalse(out["truncated"])
        self.assertTrue(all(line.count("\t") == 6 for line in lines))

    def test_empty_tree_is_header_only(self):
        out = agent.build_tsv(agent.walk_tree(FakeAdapter([])), 40000)
        self.assertEqual(out["tsv"], agent.A11Y_HEADER)
        self.assertEqual(out["nodes"], 0)

    def test_preorder_multiple_apps(self):
        a = FakeNode("application", "a", children=[FakeNode("frame", "a1", children=[FakeNode("label", "a11")])])
        b = FakeNode("application", "b", children=[FakeNode("frame", "b1")])
        names = [r.split("\t")[1] for r in agent.walk_tree(FakeAdapter([a, b])).rows]
        self.assertEqual(names, ["a", "a1", "a11", "b", "b1"])

    def test_depth_limit(self):
        node = FakeNode("label", "leaf")
        for i in range(40):
            node = FakeNode("panel", f"p{i}", children=[node])
        res = agent.walk_tree(FakeAdapter([node]))
        self.assertEqual(len(res.rows), 31)  # depths 0..30

    def test_max_nodes(self):
        res = agent.walk_tree(FakeAdapter([calc_app()]), max_nodes=4)
        out = agent.build_tsv(res, 40000)
        self.assertEqual(out["nodes"], 4)
        self.assertTrue(out["truncated"])
        self.assertEqual(out["truncated_reason"], "max_nodes")
        self.assertEqual(len(agent.walk_tree(FakeAdapter([calc_app()]), max_nodes=0).rows), 9)  # 0 = unlimited

    def test_broken_nodes_skip_subtree(self):
        app = FakeNode("application", "x", children=[FakeNode("frame", "dead", broken=True, children=[FakeNode("label", "hidden")]), "raise", FakeNode("label", "ok")])
        res = agent.walk_tree(FakeAdapter([app]))
        self.assertEqual([r.split("\t")[1] for r in res.rows], ["x", "ok"])
        self.assertEqual(res.errors, 2)

    def test_showing_only(self):
        res = agent.walk_tree(FakeAdapter([calc_app()]), showing_only=True)
        names = [r.split("\t")[1] for r in res.rows]
        self.assertNotIn("File", names)
        self.assertNotIn("Quit", names)
        self.assertEqual(len(names), 7)

    def test_deadline(self):
        apps = [FakeNode("application", f"a{i}", children=[FakeNode("label", str(j)) for j in range(50)]) for i in range(5)]
        t0 = time.monotonic()
        res = agent.walk_tree(FakeAdapter(apps, slow=0.002), deadline=time.monotonic() + 0.05)
        self.assertLess(time.monotonic() - t0, 1.0)
        out = agent.build_tsv(res, 40000)
        self.assertEqual(out["truncated_reason"], "timeout")
        self.assertTrue(out["timed_out"])
        self.assertGreater(out["nodes"], 0)

    def test_char_cap_on_line_boundary(self):
        rows = [agent.format_row("label", f"n{i:04d}", "x" * 30, "label", "", "1,2", "3,4") for i in range(2000)]
        tsv = agent.A11Y_HEADER + "\n" + "\n".join(rows)
        cut, truncated = agent.cap_chars(tsv, 40000)
        self.assertTrue(truncated)
        self.assertLessEqual(len(cut), 40000)
        self.assertTrue(tsv.startswith(cut))
        self.assertEqual(tsv[len(cut)], "\n")  # the cut ends exactly at a line break
        self.assertEqual(agent.cap_chars("short", 40000), ("short", False))
        self.assertEqual(agent.cap_chars(tsv, 0), (tsv, False))  # 0 = unlimited

    def test_char_cap_one_huge_line_keeps_raw_cut(self):
        tsv = agent.A11Y_HEADER + "\n" + agent.format_row("text", "", "y" * 100000, "text", "", "", "")
        cut, truncated = agent.cap_chars(tsv, 40000)
        self.assertTrue(truncated)
        self.assertEqual(len(cut), 40000)

    def test_char_cap_never_splits_characters(self):
        row = agent.format_row("label", "é✓😀" * 50, "漢字" * 100, "label", "", "0,0", "1,1")
        tsv = agent.A11Y_HEADER + "\n" + "\n".join([row] * 200)
        for cap in (1000, 1001, 1002, 1003, 40000):
            cut, _ = agent.cap_chars(tsv, cap)
            self.assertLessEqual(len(cut), cap)
            self.assertTrue(tsv.startswith(cut))
            cut.encode("utf-8")  # no lone surrogates
        # the line-boundary rule applies when a newline exists in the second half
        cut, _ = agent.cap_chars(tsv, 40000)
        self.assertTrue(cut.endswith("0,0\t1,1"))

    def test_early_stop_matches_full_walk_then_cap(self):
        apps = [FakeNode("application", f"app{i}", children=[FakeNode("label", "n" * 200) for _ in range(100)]) for i in range(5)]
        full = agent.walk_tree(FakeAdapter(apps), max_chars=0)
        tsv_full = agent.A11Y_HEADER + "\n" + "\n".join(full.rows)
        expected, _ = agent.cap_chars(tsv_full, 40000)
        early = agent.walk_tree(FakeAdapter(apps), max_chars=40000)
        self.assertLess(len(early.rows), len(full.rows))
        out = agent.build_tsv(early, 40000)
        self.assertEqual(out["tsv"], expected)
        self.assertEqual(out["truncated_reason"], "max_chars")


class A11yWorkerTest(unittest.TestCase):
    """The worker process that owns libatspi: errors come back as protocol errors, a hung worker is killed,
    a dying one is restarted once."""

    def fake(self, script):
        svc = agent.A11yService()

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
        svc = agent.A11yService()
        try:
            with self.assertRaises(agent.ProtocolError) as cm:
                svc.dump(10, 1000, 2000, False)
            self.assertEqual(cm.exception.type, "unavailable")
            self.assertIn("pyatspi not available", str(cm.exception))
        finally:
            svc.close()

    def test_hung_worker_is_killed(self):
        svc = self.fake("import sys, time\nsys.stdin.readline()\ntime.sleep(60)")
        svc.GRACE_S = 0.2
        t0 = time.monotonic()
        with self.assertRaises(agent.OpTimeout):
            svc.dump(10, 1000, 100, False)
        self.assertLess(time.monotonic() - t0, 3)
        self.assertIsNone(svc._proc)  # killed; the next walk starts a new one

    def test_dying_worker_restarted_then_reported(self):
        svc = self.fake("import os, sys\nsys.stdin.readline()\nos.abort()")
        with self.assertRaises(agent.ProtocolError) as cm:
            svc.dump(10, 1000, 2000, False)
        self.assertEqual(cm.exception.type, "unavailable")
        self.assertIn("SIGABRT", str(cm.exception))

    def test_worker_answer(self):
        svc = self.fake(
            "import sys, json\nfor line in sys.stdin:\n"
            "    print(json.dumps({'ok': True, 'result': {'tsv': 'h', 'nodes': 0}}), flush=True)"
        )
        self.assertEqual(svc.dump(10, 1000, 2000, False), {"tsv": "h", "nodes": 0})
        self.assertEqual(svc.dump(10, 1000, 2000, False)["tsv"], "h")  # same worker, second request
        svc.close()


# ---------------------------------------------------------------------------------------------- act sandbox


class SandboxTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.sb = agent.Sandbox(":9999")

    def run_code(self, code, timeout_ms=5000):
        return self.sb.run(code, timeout_ms, need_pyautogui=False)

    def test_empty_and_print_capture(self):
        self.assertEqual(self.run_code("  \n "), {"success": True, "error": None, "duration_ms": 0, "stdout": ""})
        r = self.run_code("print('a', 1, sep='-')\nprint('b', end='')")
        self.assertTrue(r["success"], r)
        self.assertEqual(r["stdout"], "a-1\nb")

    def test_allowed_imports(self):
        code = (
            "import json, math, random, string, re, itertools, functools, datetime, collections\n"
            "import collections.abc\nfrom collections import Counter\nfrom time import sleep\n"
            "print(json.dumps([math.floor(2.5), Counter('aab')['a'], '{} {}'.format(1, 2), '{0[k]}'.format({'k': 3})]))\n"
            "sleep(0)\nprint(re.functools is not None, time.time() > 0)"
        )
        r = self.run_code(code)
        self.assertTrue(r["success"], r)
        self.assertEqual(r["stdout"], '[2, 2, "1 2", "3"]\nTrue True\n')

    def test_forbidden(self):
        cases = {
            "import os": "ImportError: Import of 'os' is not allowed in this sandbox",
            "import os.path": "ImportError: Import of 'os.path' is not allowed in this sandbox",
            "from subprocess import run": "ImportError: Import of 'subprocess' is not allowed in this sandbox",
            "from . import x": "ImportError: Relative imports are not allowed in this sandbox",
            "from math import *": "ImportError: 'from ... import *' is not allowed in this sandbox",
            "open('/etc/passwd')": "SandboxError: Use of 'open' is not allowed in this sandbox",
            "eval('1')": "SandboxError: Use of 'eval' is not allowed in this sandbox",
            "getattr(time, 'sleep')": "SandboxError: Use of 'getattr' is not allowed in this sandbox",
            "x = time.__dict__": "SandboxError: Access to private attribute '__dict__' is not allowed in this sandbox",
            "__import__('os')": "SandboxError: Use of '__import__' is not allowed in this sandbox",
            "_x = 1": "SandboxError: Names starting with '_' are not allowed in this sandbox ('_x')",
            "class A: pass": "SandboxError: Class definitions are not allowed in this sandbox",
            "g = (i for i in [1]); g.gi_frame": "SandboxError: Access to attribute 'gi_frame' is not allowed in this sandbox",
            "print('{0.__class__}'.format(1))": "SandboxError: Format field '0.__class__' is not allowed in this sandbox",
            "f = str.format\nprint(f('{0.__class__}', 1))": "SandboxError: Format field '0.__class__' is not allowed in this sandbox",
            "'{a.__class__}'.format_map({'a': 1})": "SandboxError: Access to attribute 'format_map' is not allowed in this sandbox",
            "import re\nre.enum": "AttributeError: Module attribute 'enum' is not available in this sandbox",
            "import string\nstring.Formatter": "AttributeError: string.Formatter is not available in this sandbox",
            "time.sleep = None": "AttributeError: Cannot set 'sleep' in this sandbox",
        }
        for code, err in cases.items():
            with self.subTest(code=code):
                r = self.run_code(code)
                self.assertFalse(r["success"])
                self.assertEqual(r["error"], err)

    def test_errors_reported_like_reference(self):
        self.assertEqual(self.run_code("1/0")["error"], "ZeroDivisionError: division by zero")
        self.assertTrue(self.run_code("def f(:\n")["error"].startswith("SyntaxError: "))
        self.assertEqual(self.run_code("raise ValueError('x')")["error"], "ValueError: x")
        self.assertEqual(self.run_code("undefined_name")["error"], "NameError: name 'undefined_name' is not defined")

    def test_timeout_busy_loop(self):
        t0 = time.monotonic()
        r = self.run_code("while True:\n    pass", timeout_ms=300)
        self.assertLess(time.monotonic() - t0, 2.0)
        self.assertFalse(r["success"])
        self.assertTrue(r["timed_out"])
        self.assertEqual(r["error"], "TimeoutError: action timed out after 300 ms")
        self.assertNotIn("abandoned", r)

    def test_timeout_sleep_and_swallowing_loop(self):
        for code in ("time.sleep(60)", "while True:\n    try:\n        time.sleep(0.01)\n    except BaseException:\n        pass"):
            with self.subTest(code=code):
                t0 = time.monotonic()
                r = self.run_code(code, timeout_ms=200)
                self.assertLess(time.monotonic() - t0, 3.0)
                self.assertTrue(r["timed_out"])

    def test_stdout_kept_on_timeout_and_runs_again(self):
        r = self.run_code("print('before')\nwhile True:\n    pass", timeout_ms=200)
        self.assertEqual(r["stdout"], "before\n")
        self.assertTrue(self.run_code("print('still alive')")["success"])

    def test_print_does_not_reach_process_stdout(self):
        code = "import sys, os; sys.path.insert(0, os.path.dirname(%r)); import agent; " % AGENT_PATH
        code += "r = agent.Sandbox(':9').run(\"print('secret')\", 1000, need_pyautogui=False); sys.stderr.write(repr(r))"
        p = subprocess.run([sys.executable, "-c", code], capture_output=True, timeout=30)
        self.assertEqual(p.stdout, b"")
        self.assertIn(b"secret", p.stderr)

    def test_unavailable_pyautogui_is_a_failed_result(self):
        sb = agent.Sandbox(":9999")
        sb._pyautogui_error = "x"
        try:
            import pyautogui  # noqa: F401

            self.skipTest("pyautogui installed on this host")
        except BaseException:
            pass
        r = sb.run("pyautogui.click(1, 1)", 1000)
        self.assertFalse(r["success"])
        self.assertTrue(r["error"].startswith("ImportError: pyautogui not available"))

    def test_stdout_cap(self):
        r = self.run_code("for i in range(200000):\n    print('x' * 20)")
        self.assertTrue(r["stdout_truncated"])
        self.assertEqual(len(r["stdout"]), agent.MAX_ACT_STDOUT)


# ---------------------------------------------------------------------------------------------- run


def _alive(pid):
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split(")")[-1].split()[0] != "Z"
    except FileNotFoundError:
        return False


class RunTest(unittest.TestCase):
    def test_basic(self):
        r = agent.run_command("echo out; echo err >&2; exit 4")
        self.assertEqual((r["exit_code"], r["stdout"], r["stderr"], r["timed_out"]), (4, "out\n", "err\n", False))
        r = agent.run_command(["printf", "%s", "a b"])
        self.assertEqual(r["stdout"], "a b")

    def test_env_cwd_stdin(self):
        r = agent.run_command("cat; echo \" $FOO $PWD ${HOME:-unset}\"", env={"FOO": "bar", "HOME": None}, cwd="/", stdin=b"in")
        self.assertEqual(r["stdout"], "in bar / unset\n")

    def test_invalid(self):
        for cmd in ("", "  ", [], [1], None, 5):
            with self.assertRaises(agent.InvalidParams):
                agent.run_command(cmd)
        with self.assertRaises(agent.InvalidParams):
            agent.run_command("true", env={"A": {"x": 1}})
        with self.assertRaises(agent.InvalidParams):
            agent.run_command("true", cwd="/nonexistent-dir")
        with self.assertRaises(agent.InvalidParams):
            agent.run_command("true", user="no-such-user-xyz")

    def test_spawn_failure(self):
        r = agent.run_command(["/nonexistent/binary"])
        self.assertEqual(r["exit_code"], 127)
        self.assertIn("spawn_error", r)

    def test_timeout_kills_process_group(self):
        t0 = time.monotonic()
        r = agent.run_command("sleep 30 & echo $! > /tmp/desktest-agent-test.pid; sleep 30", timeout_ms=400)
        self.assertLess(time.monotonic() - t0, 5)
        self.assertTrue(r["timed_out"])
        self.assertEqual(r["signal"], "SIGKILL")
        self.assertEqual(r["exit_code"], 137)
        with open("/tmp/desktest-agent-test.pid") as f:
            bg = int(f.read())
        os.unlink("/tmp/desktest-agent-test.pid")
        for _ in range(100):
            if not _alive(bg):
                break
            time.sleep(0.02)
        self.assertFalse(_alive(bg), "background child of the timed-out command survived")

    def test_background_holder_does_not_block(self):
        t0 = time.monotonic()
        r = agent.run_command("sleep 3 & echo started", timeout_ms=10000)
        self.assertLess(time.monotonic() - t0, 2.0)
        self.assertEqual(r["stdout"], "started\n")
        self.assertFalse(r["timed_out"])

    def test_binary_and_truncation(self):
        r = agent.run_command("printf '\\377A'", binary=True)
        self.assertEqual(r["stdout"], "\ufffdA")
        self.assertEqual(r["stdout_b64"], "/0E=")
        r = agent.run_command("head -c 100000 /dev/zero | tr '\\0' y", max_output_bytes=1000)
        self.assertEqual(len(r["stdout"]), 1000)
        self.assertTrue(r["stdout_truncated"])

    def test_detach(self):
        r = agent.run_command("sleep 0.2", detach=True)
        self.assertIsNone(r["exit_code"])
        self.assertGreater(r["pid"], 0)

    def test_user(self):
        me = agent.run_command("id -u", user=os.getuid())
        self.assertEqual(me["stdout"].strip(), str(os.getuid()))
        if os.getuid() != 0:
            with self.assertRaises(agent.PermissionDenied):
                agent.run_command("id -u", user=0)
        else:
            try:
                import pwd

                nobody = pwd.getpwnam("nobody")
            except KeyError:
                self.skipTest("no user nobody")
            r = agent.run_command("id -u", user="nobody")
            self.assertEqual(r["stdout"].strip(), str(nobody.pw_uid))


# ---------------------------------------------------------------------------------------------- helpers


class HelpersTest(unittest.TestCase):
    def test_target_size(self):
        self.assertEqual(agent.target_size(1920, 1080, 1.0, None, None), (1920, 1080))
        self.assertEqual(agent.target_size(1920, 1080, 0.5, None, None), (960, 540))
        self.assertEqual(agent.target_size(1920, 1080, 1.0, 1280, None), (1280, 720))
        self.assertEqual(agent.target_size(1920, 1080, 1.0, 1024, 1024), (1024, 576))
        self.assertEqual(agent.target_size(1280, 800, 1.0, 1920, 1080), (1280, 800))  # never upscale
        self.assertEqual(agent.target_size(1920, 1080, 0.5, 800, None), (800, 450))

    def test_settle_loop(self):
        seq = iter([1, 2, 3, 3, 3, 3])
        r = agent.settle_loop(lambda: next(seq), 5000, 0, 2)
        self.assertEqual((r["settled"], r["frames"]), (True, 4))
        seq = iter([1, 2, 2, 2, 2])
        self.assertEqual(agent.settle_loop(lambda: next(seq), 5000, 0, 3)["frames"], 4)
        n = iter(range(10**9))
        r = agent.settle_loop(lambda: next(n), 100, 10, 2)
        self.assertFalse(r["settled"])
        self.assertGreaterEqual(r["ms"], 100)
        self.assertTrue(agent.settle_loop(lambda: 7, 0, 0, 1)["settled"])

    def test_window_matches(self):
        import re

        w = {"title": "Untitled - gedit", "class": "Gedit", "instance": "gedit", "pid": 42}
        self.assertTrue(agent.window_matches(w, re.compile("gedit"), None, None))
        self.assertTrue(agent.window_matches(w, None, re.compile("^gedit$"), 42))
        self.assertFalse(agent.window_matches(w, None, re.compile("galc"), None))
        self.assertFalse(agent.window_matches(w, re.compile("gedit"), None, 43))


if __name__ == "__main__":
    unittest.main()


class ScaledPointerFunctionsTest(unittest.TestCase):
    """act's coord_scale: the model's screenshot coordinates are mapped to the real screen."""

    def setUp(self):
        import collections

        Point = collections.namedtuple("Point", "x y")
        Size = collections.namedtuple("Size", "width height")
        calls = self.calls = []

        class FakePyautogui:
            def click(self, *a, **k):
                calls.append(("click", a, k))

            def moveTo(self, *a, **k):
                calls.append(("moveTo", a, k))

            def scroll(self, *a, **k):
                calls.append(("scroll", a, k))

            def size(self):
                return Size(1920, 1200)

            def position(self):
                return Point(960, 600)

        self.pg = FakePyautogui()

    def test_identity_scale_overrides_nothing(self):
        self.assertEqual(agent.scaled_pointer_functions(self.pg, 1.0), {})

    def test_points_offsets_and_reports_are_scaled(self):
        f = agent.scaled_pointer_functions(self.pg, 1.5)
        f["click"](100, 200, clicks=2)
        f["click"]((10, 20))
        f["moveTo"](x=40, y=2, duration=0.5)
        f["scroll"](-3, 100, 100)
        self.assertEqual(
            self.calls,
            [
                ("click", (150, 300), {"clicks": 2}),
                ("click", ((15, 30),), {}),
                ("moveTo", (), {"x": 60, "y": 3, "duration": 0.5}),
                ("scroll", (-3, 150, 150), {}),
            ],
        )
        self.assertEqual(tuple(f["size"]()), (1280, 800))
        self.assertEqual(tuple(f["position"]()), (640, 400))


class PacedActionsTest(unittest.TestCase):
    """pyautogui.PAUSE between actions, not after the last one."""

    def test_pause_comes_between_actions_only(self):
        events = []

        class FakePyautogui:
            PAUSE = 0.05

            def click(self, *a, **k):
                events.append(("click", self.PAUSE))

            def press(self, *a, **k):
                events.append(("press", self.PAUSE))

        class Ctx:
            acted = False

            def sleep(self, seconds):
                events.append(("sleep", seconds))

        pg = FakePyautogui()
        actions = agent.paced_actions(pg, {}, Ctx())
        actions["click"](1, 2)
        actions["press"]("enter")
        pg.PAUSE = 0.2  # agent code may change the pause
        actions["click"](3, 4)
        # the library's own pause is off during each call (PAUSE 0), ours comes before the next call
        self.assertEqual(events, [("click", 0), ("sleep", 0.05), ("press", 0), ("sleep", 0.2), ("click", 0)])
        self.assertEqual(pg.PAUSE, 0.2)


# ---------------------------------------------------------------------------------------------- transports


class TransportTest(unittest.TestCase):
    """The same line protocol over every transport the agent serves (the agent runs as a real process)."""

    def start(self, *args: str) -> subprocess.Popen:
        proc = subprocess.Popen(
            [sys.executable, AGENT_PATH, "--no-prewarm", *args],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        self.addCleanup(lambda: (proc.kill(), proc.wait()))
        return proc

    def exchange(self, rfile, wfile) -> dict:
        wfile.write(b'{"id": 1, "op": "ping"}\n')
        wfile.flush()
        return json.loads(rfile.readline())

    def connect_unix(self, path: str):
        import socket

        deadline = time.time() + 10
        while True:
            try:
                sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
                sock.connect(path)
                return sock
            except OSError:
                sock.close()
                if time.time() > deadline:
                    raise
                time.sleep(0.05)

    def test_unix_socket_serves_each_connection_and_is_private(self):
        import tempfile

        path = os.path.join(tempfile.mkdtemp(), "agent.sock")
        self.start("--unix", path)
        for _ in range(2):
            sock = self.connect_unix(path)
            with sock:
                reply = self.exchange(sock.makefile("rb"), sock.makefile("wb"))
            self.assertEqual(reply["id"], 1)
            self.assertTrue(reply["ok"])
        self.assertEqual(os.stat(path).st_mode & 0o777, 0o600)

    def test_tcp_serves_the_same_protocol(self):
        import socket

        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        self.start("--tcp", f"127.0.0.1:{port}")
        deadline = time.time() + 10
        while True:
            try:
                sock = socket.create_connection(("127.0.0.1", port))
                break
            except OSError:
                if time.time() > deadline:
                    raise
                time.sleep(0.05)
        with sock:
            reply = self.exchange(sock.makefile("rb"), sock.makefile("wb"))
        self.assertTrue(reply["ok"])

    def test_character_device_serves_the_protocol(self):
        # A pseudo-terminal in raw mode stands in for a virtio-serial port: a character device path.
        import tty

        master, slave = os.openpty()
        tty.setraw(slave)
        self.addCleanup(os.close, master)
        self.addCleanup(os.close, slave)  # held open: a pty whose other side is closed reads as EIO
        self.start("--device", os.ttyname(slave))
        with os.fdopen(os.dup(master), "rb", buffering=0) as rfile, os.fdopen(os.dup(master), "wb", buffering=0) as wfile:
            wfile.write(b'{"id": 1, "op": "ping"}\n')
            line = b""
            deadline = time.time() + 10
            while not line.endswith(b"\n") and time.time() < deadline:
                line += rfile.read(1)
        reply = json.loads(line)
        self.assertEqual(reply["id"], 1)
        self.assertTrue(reply["ok"])
