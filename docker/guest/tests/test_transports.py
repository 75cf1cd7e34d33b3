"""The agent as a real process over each transport: stdio, unix socket, TCP, a character device."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import unittest

import support  # noqa: F401
from support import AGENT_PATH


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


if __name__ == "__main__":
    unittest.main()
