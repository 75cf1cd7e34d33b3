"""The act sandbox: what agent code may and may not do."""

from __future__ import annotations

import subprocess
import sys
import time
import unittest

import support  # noqa: F401
from support import AGENT_PATH
from desktest_guest import act_context  # noqa: E402
from desktest_guest import sandbox  # noqa: E402
from desktest_guest.platform.linux_x11 import LinuxX11Platform  # noqa: E402


class SandboxTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.sb = sandbox.Sandbox(LinuxX11Platform(":9999"))

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
        code = "import sys, os; sys.path.insert(0, os.path.dirname(%r)); " % AGENT_PATH
        code += "from desktest_guest.sandbox import Sandbox; from desktest_guest.platform.linux_x11 import LinuxX11Platform; "
        code += "r = Sandbox(LinuxX11Platform(':9')).run(\"print('secret')\", 1000, need_pyautogui=False); sys.stderr.write(repr(r))"
        p = subprocess.run([sys.executable, "-c", code], capture_output=True, timeout=30)
        self.assertEqual(p.stdout, b"")
        self.assertIn(b"secret", p.stderr)

    def test_unavailable_pyautogui_is_a_failed_result(self):
        sb = sandbox.Sandbox(LinuxX11Platform(":9999"))
        sb._pyautogui_error = "x"
        try:
            import pyautogui  # noqa: F401

            self.skipTest("pyautogui installed on this host")
        except BaseException:
            pass
        r = sb.run("pyautogui.click(1, 1)", 1000)
        self.assertFalse(r["success"])
        self.assertTrue(r["error"].startswith("ImportError: pyautogui not available"))

    def test_only_code_that_sent_input_waits_for_the_app_to_process_it(self):
        typed = self.run_code("type_text('a')")  # no X display at :9999: nothing typed, and no app to ask
        self.assertFalse(typed["success"])
        self.assertIn("input_ack_ms", typed)
        self.assertIsNone(typed["input_ack_ms"])
        quiet = self.run_code("print(1)")
        self.assertTrue(quiet["success"], quiet)
        self.assertNotIn("input_ack_ms", quiet)

    def test_stdout_cap(self):
        r = self.run_code("for i in range(200000):\n    print('x' * 20)")
        self.assertTrue(r["stdout_truncated"])
        self.assertEqual(len(r["stdout"]), act_context.MAX_ACT_STDOUT)


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
        self.assertEqual(sandbox.scaled_pointer_functions(self.pg, 1.0), {})

    def test_points_offsets_and_reports_are_scaled(self):
        f = sandbox.scaled_pointer_functions(self.pg, 1.5)
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
        actions = sandbox.paced_actions(pg, {}, Ctx())
        actions["click"](1, 2)
        actions["press"]("enter")
        pg.PAUSE = 0.2  # agent code may change the pause
        actions["click"](3, 4)
        # the library's own pause is off during each call (PAUSE 0), ours comes before the next call
        self.assertEqual(events, [("click", 0), ("sleep", 0.05), ("press", 0), ("sleep", 0.2), ("click", 0)])
        self.assertEqual(pg.PAUSE, 0.2)



class GuardedKeysTest(unittest.TestCase):
    """Agent code's key functions reach pyautogui through the secret masks' guard (secret_masks.InputGuard)."""

    def test_shortcut_pyautogui_s_other_name_of_hotkey_is_paced_and_guarded_like_it(self):
        import types

        from desktest_guest.secret_masks import InputGuard, SecretMasks

        sent = []

        def hotkey(*args, **kwargs):
            sent.append(args)

        pg = types.SimpleNamespace(PAUSE=0.0, FAILSAFE=False, hotkey=hotkey, shortcut=hotkey)
        masks = SecretMasks(lambda: {"x": 1, "y": 2, "width": 3, "height": 4, "role": "password text"})
        masks.set_values(["hunter2"])
        sb = sandbox.Sandbox(LinuxX11Platform(":9999"), guard=InputGuard(masks, lambda: "hunter2"))
        sb._pyautogui = pg
        ctx = act_context.ActContext()
        sb.module_proxy("pyautogui", ctx).shortcut("ctrl", "v")
        self.assertEqual(sent, [("ctrl", "v")])
        self.assertTrue(ctx.sent_input)
        self.assertEqual([(m["x"], m["y"], m["why"]) for m in masks.active()], [(1, 2, "a secret was pasted into this field")])


if __name__ == "__main__":
    unittest.main()
