"""The ops as a host sees them: the real agent process over stdio, files moved through the protocol, and
the accessibility ops answering a clear error where the platform's library is missing."""

from __future__ import annotations

import base64
import json
import os
import subprocess
import sys
import tempfile
import threading
import unittest
from unittest import mock

import support  # noqa: F401
from support import AGENT_PATH
from desktest_guest import agent as agent_module  # noqa: E402


def exchange(requests: list[dict], env: dict | None = None) -> dict:
    data = "".join(json.dumps(r) + "\n" for r in requests).encode()
    p = subprocess.run([sys.executable, AGENT_PATH, "--no-prewarm"], input=data, capture_output=True, timeout=60, env=env)
    assert p.returncode == 0, p.stderr
    return {r["id"]: r for r in (json.loads(line) for line in p.stdout.decode().splitlines())}


class AgentOpsTest(unittest.TestCase):
    def test_ping_lists_every_op_and_the_protocol_version(self):
        r = exchange([{"id": 1, "op": "ping"}])[1]
        self.assertEqual(r["protocol"], 2)
        self.assertEqual(r["platform"], "linux")
        for op in ("observe", "act", "run", "a11y_xml", "terminal_text", "stat", "place", "list_dir", "read_file", "write_file", "browser_tabs", "browser_open"):
            self.assertIn(op, r["ops"])

    def test_ping_says_why_there_is_no_screen(self):
        env = {k: v for k, v in os.environ.items() if k != "DISPLAY"}
        r = exchange([{"id": 1, "op": "ping"}], env)[1]
        self.assertIsNone(r["screen"])
        self.assertIsNone(r["display"])
        self.assertEqual(r["executable"], sys.executable)
        self.assertIn(r["screen_error"]["reason"], ("display_unset", "module_missing"))  # (python-xlib or not)
        r = exchange([{"id": 1, "op": "ping"}], dict(env, DISPLAY=":4242"))[1]
        self.assertIsNone(r["screen"])
        self.assertIn(r["screen_error"]["reason"], ("display_unreachable", "module_missing"))

    def test_ping_names_the_features_a_host_checks_before_using_them(self):
        r = exchange([{"id": 1, "op": "ping"}, {"id": 2, "op": "frame", "frame_id": 7}, {"id": 3, "op": "frame"}])
        self.assertEqual(set(r[1]["features"]), {"observe_settle", "settle_on_changes", "keep_frame", "a11y_apps", "scratch_window", "environment", "secret_masks"})
        self.assertIn("frame", r[1]["ops"])
        self.assertEqual(r[2]["error"]["type"], "invalid_params")  # nothing kept yet
        self.assertIn("frame 7 is not kept", r[2]["error"]["message"])
        self.assertEqual(r[3]["error"]["type"], "invalid_params")

    def test_a_file_travels_in_and_out_through_the_protocol(self):
        home = tempfile.mkdtemp()
        payload = os.urandom(300_000)
        b64 = base64.b64encode(payload).decode()
        upload = os.path.join(home, "stage", "upload.bin")
        # one chunk after the other, as the host sends them (file ops run in the parallel lane: two sent
        # together may run in either order)
        first = exchange([{"id": 1, "op": "write_file", "path": "stage/upload.bin", "base": home, "data_b64": b64[:200_000]}])
        second = exchange([{"id": 2, "op": "write_file", "path": upload, "data_b64": b64[200_000:], "append": True}])
        self.assertTrue(first[1]["ok"] and second[2]["ok"], (first, second))
        env = dict(os.environ, HOME=home)
        # file ops run in the parallel lane (answered in any order): the host waits for each one it needs
        placed = exchange([{"id": 3, "op": "place", "src": upload, "dest": "~/Desktop/doc.bin", "base": home}], env)[3]
        r = exchange(
            [
                {"id": 4, "op": "stat", "path": "~/Desktop/doc.bin"},
                {"id": 5, "op": "read_file", "path": "~/Desktop/doc.bin", "length": 1 << 20},
                {"id": 6, "op": "list_dir", "path": "~"},
                {"id": 7, "op": "read_file", "path": "~/missing"},
            ],
            env,
        )
        self.assertEqual(placed["path"], os.path.join(home, "Desktop", "doc.bin"))
        self.assertEqual((r[4]["file"], r[4]["size"]), (True, len(payload)))
        self.assertEqual(base64.b64decode(r[5]["data_b64"]), payload)
        self.assertTrue(r[5]["eof"])
        names = {c["name"] for c in r[6]["directory_tree"]["children"]}
        self.assertEqual(names, {"stage", "Desktop"})
        self.assertEqual(r[7]["error"]["type"], "invalid_params")

    def test_accessibility_ops_without_the_library_are_unavailable_not_a_crash(self):
        try:
            import pyatspi  # noqa: F401

            self.skipTest("pyatspi installed on this host")
        except ImportError:
            pass
        r = exchange([{"id": 1, "op": "a11y_xml", "timeout_ms": 5000}, {"id": 2, "op": "terminal_text"}, {"id": 4, "op": "a11y_apps"}, {"id": 3, "op": "ping"}])
        self.assertEqual(r[1]["error"]["type"], "unavailable")
        self.assertEqual(r[2]["error"]["type"], "unavailable")
        self.assertEqual(r[4]["error"]["type"], "unavailable")
        self.assertTrue(r[3]["ok"])  # the agent lives on



class PrewarmTest(unittest.TestCase):
    """What the agent loads in its own process waits for the answers it would slow: the image encoders for
    the first answer (the start-up ping), pyautogui for the first observation's; each once."""

    def test_encoders_after_the_first_answer_pyautogui_after_the_first_observation(self):
        class NoScreen:
            key = "linux"

        warmed: list[str] = []
        done = threading.Semaphore(0)

        def record(what):
            def warm():
                warmed.append(what)
                done.release()

            return warm

        agent = agent_module.Agent(NoScreen())
        agent.sandbox.prewarm = record("pyautogui")
        with mock.patch.object(agent_module, "warm_encoders", record("encoders")):
            agent.prewarm_after("ping")
            self.assertTrue(done.acquire(timeout=5))
            agent.prewarm_after("windows")
            self.assertFalse(done.acquire(timeout=0.2))
            self.assertEqual(warmed, ["encoders"])
            agent.prewarm_after("observe")
            self.assertTrue(done.acquire(timeout=5))
            agent.prewarm_after("observe")
            agent.prewarm_after(None)
            self.assertFalse(done.acquire(timeout=0.2))
        self.assertEqual(warmed, ["encoders", "pyautogui"])


if __name__ == "__main__":
    unittest.main()
