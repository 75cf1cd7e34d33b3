"""The run op: commands, output bounds, timeouts, users, detached processes."""

from __future__ import annotations

import os
import time
import unittest

import support  # noqa: F401
from desktest_guest import commands  # noqa: E402
from desktest_guest import protocol  # noqa: E402


def _alive(pid):
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split(")")[-1].split()[0] != "Z"
    except FileNotFoundError:
        return False


class RunTest(unittest.TestCase):
    def test_basic(self):
        r = commands.run_command("echo out; echo err >&2; exit 4")
        self.assertEqual((r["exit_code"], r["stdout"], r["stderr"], r["timed_out"]), (4, "out\n", "err\n", False))
        r = commands.run_command(["printf", "%s", "a b"])
        self.assertEqual(r["stdout"], "a b")

    def test_env_cwd_stdin(self):
        r = commands.run_command("cat; echo \" $FOO $PWD ${HOME:-unset}\"", env={"FOO": "bar", "HOME": None}, cwd="/", stdin=b"in")
        self.assertEqual(r["stdout"], "in bar / unset\n")

    def test_every_command_can_import_the_agent_s_replay_helpers_from_the_agent_s_own_copy(self):
        code = "import os, sys; sys.path.insert(0, os.environ['DESKTEST_GUEST_DIR']); import desktest_guest.replay as r; print(r.__file__)"
        r = commands.run_command(["python3", "-c", code], env={"PYTHONPATH": None})
        self.assertEqual(r["stdout"].strip(), os.path.join(support.GUEST_DIR, "desktest_guest", "replay.py"))

    def test_a_secret_named_masks_does_not_replace_the_masks_file_every_command_is_told(self):
        # a task secret MASKS reaches a replay as DESKTEST_SECRET_MASKS, beside the agent's masks file
        from unittest import mock

        from desktest_guest.secret_masks import SHARED_MASKS_ENV

        with mock.patch.dict(commands.SHARED_ENV, {SHARED_MASKS_ENV: "/tmp/agent-masks.jsonl"}):
            r = commands.run_command(["python3", "-c", f"import os; print(os.environ[{SHARED_MASKS_ENV!r}])"], env={"DESKTEST_SECRET_MASKS": "hunter2"})
        self.assertEqual(r["stdout"], "/tmp/agent-masks.jsonl\n")
        self.assertFalse(SHARED_MASKS_ENV.startswith("DESKTEST_SECRET_"))

    def test_invalid(self):
        for cmd in ("", "  ", [], [1], None, 5):
            with self.assertRaises(protocol.InvalidParams):
                commands.run_command(cmd)
        with self.assertRaises(protocol.InvalidParams):
            commands.run_command("true", env={"A": {"x": 1}})
        with self.assertRaises(protocol.InvalidParams):
            commands.run_command("true", cwd="/nonexistent-dir")
        with self.assertRaises(protocol.InvalidParams):
            commands.run_command("true", user="no-such-user-xyz")

    def test_spawn_failure(self):
        r = commands.run_command(["/nonexistent/binary"])
        self.assertEqual(r["exit_code"], 127)
        self.assertIn("spawn_error", r)

    def test_timeout_kills_process_group(self):
        t0 = time.monotonic()
        r = commands.run_command("sleep 30 & echo $! > /tmp/desktest-agent-test.pid; sleep 30", timeout_ms=400)
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
        r = commands.run_command("sleep 3 & echo started", timeout_ms=10000)
        self.assertLess(time.monotonic() - t0, 2.0)
        self.assertEqual(r["stdout"], "started\n")
        self.assertFalse(r["timed_out"])

    def test_binary_and_truncation(self):
        r = commands.run_command("printf '\\377A'", binary=True)
        self.assertEqual(r["stdout"], "\ufffdA")
        self.assertEqual(r["stdout_b64"], "/0E=")
        r = commands.run_command("head -c 100000 /dev/zero | tr '\\0' y", max_output_bytes=1000)
        self.assertEqual(len(r["stdout"]), 1000)
        self.assertTrue(r["stdout_truncated"])

    def test_detach(self):
        r = commands.run_command("sleep 0.2", detach=True)
        self.assertIsNone(r["exit_code"])
        self.assertGreater(r["pid"], 0)

    def test_user(self):
        me = commands.run_command("id -u", user=os.getuid())
        self.assertEqual(me["stdout"].strip(), str(os.getuid()))
        if os.getuid() != 0:
            with self.assertRaises(protocol.PermissionDenied):
                commands.run_command("id -u", user=0)
        else:
            try:
                import pwd

                nobody = pwd.getpwnam("nobody")
            except KeyError:
                self.skipTest("no user nobody")
            r = commands.run_command("id -u", user="nobody")
            self.assertEqual(r["stdout"].strip(), str(nobody.pw_uid))


if __name__ == "__main__":
    unittest.main()
