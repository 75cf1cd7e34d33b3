"""The wire client's marshalling (pure) and its pipelined calls against a real dbus-daemon."""

from __future__ import annotations

import os
import shutil
import struct
import subprocess
import tempfile
import unittest

import support  # noqa: F401
from atspi_wire_server import reply_message
from desktest_guest.platform import dbus_wire as W


class MarshallingTest(unittest.TestCase):
    def test_a_method_call_reads_back_with_its_header_fields_and_arguments(self):
        for path in ("/", "/org/a11y/atspi/accessible/1", "/o" * 40):
            raw = W.method_call(9, path, "org.freedesktop.DBus.Properties", "Get", "ss", ("org.a11y.atspi.Accessible", "Name"), "org.a11y.atspi.Registry")
            msg, end = W.parse_message(raw)
            self.assertEqual(end, len(raw))
            self.assertEqual((msg.type, msg.serial, msg.signature, msg.body), (W.METHOD_CALL, 9, "ss", ["org.a11y.atspi.Accessible", "Name"]))
            self.assertEqual(msg.fields[W.F_PATH], path)
            self.assertEqual((msg.fields[W.F_MEMBER], msg.fields[W.F_DESTINATION]), ("Get", "org.a11y.atspi.Registry"))
        msg, _ = W.parse_message(W.method_call(3, "/a", "org.a11y.atspi.Text", "GetText", "ii", (0, -1)))
        self.assertEqual((msg.body, W.F_DESTINATION in msg.fields), ([0, -1], False))

    def test_replies_of_every_shape_the_walk_reads(self):
        cases = [
            ("s", ("naïve\u00a0name",)),
            ("u", (43,)),
            ("(iiii)", ((-5, 7, 100, 20),)),
            ("(so)", ((":1.4", "/org/a11y/atspi/accessible/7"),)),
            ("as", (["org.a11y.atspi.Accessible", "org.a11y.atspi.Text"],)),
            ("v", (("i", -1),)),
            ("au", ([1 << 25, 3],)),
            ("a((so)(so)(so)iiassusau)", ([((":1.4", "/a"), (":1.4", "/r"), (":1.4", "/p"), 2, -1, ["x"], "n", 43, "d", [1, 2])],)),
        ]
        for sig, args in cases:
            msg, _ = W.parse_message(reply_message(5, 77, sig, args))
            want = [args[0][1]] if sig == "v" else [args[0]]
            self.assertEqual((msg.type, msg.fields[W.F_REPLY_SERIAL], msg.body), (W.METHOD_RETURN, 77, want), sig)

    def test_cache_items_read_field_by_field_as_the_general_reader_reads_them(self):
        items = [
            ((":1.4", "/a"), (":1.4", "/org/a11y/atspi/accessible/root"), ("", "/org/a11y/atspi/null"), -1, 0, [], "", 0, "", [0, 0]),
            ((":1.4", "/b" * 9), (":1.4", "/r"), (":1.4", "/a"), 3, 12, ["org.a11y.atspi.Accessible", "org.a11y.atspi.Text"], "Ünïcode ✓", 43, "d\te", [1 << 25, 7]),
            ((":1.40", "/c"), (":1.40", "/r"), (":1.40", "/b"), 0, -1, ["x"], "n" * 7, 130, "", [5]),
        ]
        raw = reply_message(5, 77, W.CACHE_ITEMS, (items,))
        msg, _ = W.parse_message(raw)
        body_start = len(raw) - struct.unpack_from("<I", raw, 4)[0]
        general = W._Reader(raw, body_start, len(raw), False).read(W.CACHE_ITEMS)
        self.assertEqual(msg.body, [general])
        self.assertEqual(msg.body[0][1][6], "Ünïcode ✓")
        self.assertEqual(msg.body[0][2][9], [5])
        with self.assertRaises(W.DBusWireError):
            W.parse_message(raw[:-8] + struct.pack("<I", 1 << 20) + raw[-4:])

    def test_big_endian_messages_are_read(self):
        body = struct.pack(">I", 5) + b"hello\0"
        fields = bytearray()
        fields += bytes((W.F_REPLY_SERIAL, 1)) + b"u\0" + struct.pack(">I", 12)
        fields += b"\0" * (-len(fields) % 8)
        fields += bytes((W.F_SIGNATURE, 1)) + b"g\0" + bytes((1,)) + b"s\0"
        head = b"B" + bytes((W.METHOD_RETURN, 0, 1)) + struct.pack(">III", len(body), 3, len(fields)) + bytes(fields)
        raw = head + b"\0" * (-len(head) % 8) + body
        msg, end = W.parse_message(raw)
        self.assertEqual((end, msg.serial, msg.fields[W.F_REPLY_SERIAL], msg.body), (len(raw), 3, 12, ["hello"]))

    def test_an_incomplete_message_waits_and_a_bad_one_is_refused(self):
        raw = reply_message(5, 77, "s", ("x" * 100,))
        for cut in (0, 10, 16, len(raw) - 1):
            self.assertIsNone(W.parse_message(raw[:cut]))
        with self.assertRaises(W.DBusWireError):
            W.parse_message(b"X" + raw[1:])
        huge = bytearray(raw)
        struct.pack_into("<I", huge, 4, W.MAX_MESSAGE)
        with self.assertRaises(W.DBusWireError):
            W.parse_message(bytes(huge))

    def test_addresses_give_their_unix_sockets_in_order(self):
        self.assertEqual(W.unix_socket_paths("unix:path=/tmp/a%2cb,guid=00;tcp:host=x,port=1;unix:abstract=/tmp/dbus-X"), ["/tmp/a,b", "\0/tmp/dbus-X"])
        self.assertEqual(W.unix_socket_paths("tcp:host=localhost,port=4"), [])


@unittest.skipUnless(shutil.which("dbus-daemon"), "dbus-daemon not installed")
class RealBusTest(unittest.TestCase):
    def setUp(self) -> None:
        self.dir = tempfile.mkdtemp(prefix="wire-bus-")
        config = os.path.join(self.dir, "bus.conf")
        with open(config, "w") as f:
            f.write(
                '<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN" '
                '"http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">'
                f"<busconfig><type>session</type><listen>unix:path={self.dir}/bus</listen>"
                "<auth>EXTERNAL</auth><policy context=\"default\"><allow send_destination=\"*\" eavesdrop=\"true\"/>"
                "<allow eavesdrop=\"true\"/><allow own=\"*\"/></policy></busconfig>"
            )
        self.daemon = subprocess.Popen(["dbus-daemon", "--nofork", "--print-address", f"--config-file={config}"], stdout=subprocess.PIPE)
        self.address = self.daemon.stdout.readline().decode().strip()
        self.addCleanup(self._stop)

    def _stop(self) -> None:
        self.daemon.kill()
        self.daemon.wait()
        self.daemon.stdout.close()
        shutil.rmtree(self.dir, ignore_errors=True)

    def test_pipelined_calls_are_each_answered_by_serial(self):
        conn = W.Connection(self.address, bus=True)
        self.addCleanup(conn.close)
        answers: dict[int, W.Reply] = {}
        serials = [conn.call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "NameHasOwner", "s", (f"org.example.N{i}",), lambda r, i=i: answers.__setitem__(i, r)) for i in range(200)]
        unknown: list = []
        conn.call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "NoSuchMethod", "", (), unknown.append)
        self.assertEqual(len(set(serials)), 200)
        while len(answers) < 200 or not unknown:
            W.pump([conn], 2.0)
        self.assertEqual({(r.signature, r.body[0], r.error) for r in answers.values()}, {("b", False, None)})
        self.assertEqual(unknown[0].error, "org.freedesktop.DBus.Error.UnknownMethod")
        self.assertIn("NoSuchMethod", unknown[0].error_message)
        got = W.call_sync(conn, "org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "GetId")
        self.assertRegex(got.body[0], "^[0-9a-f]{32}$")

    def test_a_connection_that_ends_fails_its_waiting_calls(self):
        conn = W.Connection(self.address, bus=True)
        got: list = []
        conn.call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "GetId", "", (), lambda r: None)
        self._stop_daemon_now()
        conn.call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "GetId", "", (), got.append)
        for _ in range(50):
            if got:
                break
            W.pump([conn], 0.1)
        self.assertTrue(got and got[0].error and got[0].error.startswith("desktest.Disconnected"))
        self.assertTrue(conn.closed)

    def _stop_daemon_now(self) -> None:
        self.daemon.kill()
        self.daemon.wait()


if __name__ == "__main__":
    unittest.main()
