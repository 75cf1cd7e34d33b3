"""`agent.py --relay HOST:PORT`: bytes both ways between stdin/stdout and a TCP server that starts late."""

import socket
import subprocess
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
        self.assertEqual(relay("127.0.0.1", port, connect_timeout_s=0.3, stdin_fd=r, stdout_fd=w), 1)


if __name__ == "__main__":
    unittest.main()
