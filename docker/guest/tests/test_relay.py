"""`agent.py --relay HOST:PORT | unix:PATH`: bytes both ways between stdin/stdout and a TCP server that
starts late, or the guest agent serving a unix socket that starts late (a Docker desktop's, started by
its start script)."""

import json
import os
import socket
import subprocess
import tempfile
import sys
import threading
import time
import unittest

from support import AGENT_PATH


class RelayTest(unittest.TestCase):
    def test_relays_both_ways_to_a_server_that_starts_late(self):
        probe = socket.socket()
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
        probe.close()
        proc = subprocess.Popen(
            [sys.executable, AGENT_PATH, "--relay", f"127.0.0.1:{port}"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        time.sleep(0.3)  # the relay is already trying: the server is late, like x11vnc after the desktop
        server = socket.socket()
        server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        server.bind(("127.0.0.1", port))
        server.listen(1)
        received = []

        def serve():
            conn, _ = server.accept()
            conn.sendall(b"RFB 003.008\n")
            while True:
                data = conn.recv(65536)
                if not data:
                    break
                received.append(data)
            conn.close()

        thread = threading.Thread(target=serve)
        thread.start()
        self.assertEqual(proc.stdout.read(12), b"RFB 003.008\n")
        proc.stdin.write(b"RFB 003.008\n" + bytes(range(256)) * 100)
        proc.stdin.close()  # end of input: the relay ends its side, the server sees EOF and closes
        thread.join(10)
        self.assertEqual(proc.wait(10), 0)
        self.assertEqual(b"".join(received), b"RFB 003.008\n" + bytes(range(256)) * 100)
        server.close()
        proc.stdout.close()
        proc.stderr.close()

    def test_says_when_nothing_answers(self):
        probe = socket.socket()
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
        probe.close()
        sys.path.insert(0, AGENT_PATH.rsplit("/", 1)[0])
        from desktest_guest.relay import relay

        r, w = __import__("os").pipe()
        self.assertEqual(relay(f"127.0.0.1:{port}", connect_timeout_s=0.3, stdin_fd=r, stdout_fd=w), 1)
        self.assertEqual(relay("unix:/nonexistent/desktest-guest.sock", connect_timeout_s=0.1, stdin_fd=r, stdout_fd=w), 1)

    def test_reaches_the_agent_on_a_unix_socket_that_starts_late(self):
        folder = tempfile.mkdtemp()
        path = os.path.join(folder, "guest.sock")
        env = {**os.environ, "DISPLAY": ":31999"}  # no X server: the ping says so, and answers
        relay_proc = subprocess.Popen(
            [sys.executable, AGENT_PATH, "--relay", f"unix:{path}"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )
        time.sleep(0.3)  # the relay is already trying: the agent is late, like one starting with its desktop
        agent = subprocess.Popen(
            [sys.executable, AGENT_PATH, "--unix", path, "--prewarm-after", os.path.join(folder, "ready")],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            env=env,
        )
        try:
            relay_proc.stdin.write(b'{"id":1,"op":"ping"}\n')
            relay_proc.stdin.flush()
            answer = json.loads(relay_proc.stdout.readline())
            self.assertEqual((answer["id"], answer["ok"], answer["pong"]), (1, True, True))
            self.assertEqual(oct(os.stat(path).st_mode & 0o777), "0o600")
            relay_proc.stdin.write(b'{"id":2,"op":"shutdown"}\n')
            relay_proc.stdin.flush()
            self.assertTrue(json.loads(relay_proc.stdout.readline())["ok"])
            self.assertEqual(agent.wait(10), 0)
            self.assertFalse(os.path.exists(path))
            relay_proc.stdin.close()
            self.assertEqual(relay_proc.wait(10), 0)
        finally:
            for proc in (agent, relay_proc):
                if proc.poll() is None:
                    proc.kill()
                    proc.wait()
            relay_proc.stdout.close()


if __name__ == "__main__":
    unittest.main()
