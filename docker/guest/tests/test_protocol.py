"""The wire format: request lines in, response lines out, typed parameters."""

from __future__ import annotations

import json
import unittest

import support  # noqa: F401
from desktest_guest import protocol  # noqa: E402


class ParseAndEncodeTest(unittest.TestCase):
    def test_parse_valid(self):
        req = protocol.parse_request(b'{"id": 7, "op": "ping"}\n')
        self.assertEqual(req, {"id": 7, "op": "ping"})
        self.assertEqual(protocol.parse_request('{"id": "a", "op": "x"}')["id"], "a")

    def test_parse_errors(self):
        with self.assertRaises(protocol.ParseError):
            protocol.parse_request(b"not json")
        with self.assertRaises(protocol.ParseError):
            protocol.parse_request(b'{"id": 1, "op": "\xff"}')
        with self.assertRaises(protocol.InvalidRequest):
            protocol.parse_request(b"[1, 2]")
        for bad in (b'{"id": 1.5, "op": "ping"}', b'{"id": true, "op": "ping"}', b'{"id": [1], "op": "ping"}'):
            with self.assertRaises(protocol.InvalidRequest):
                protocol.parse_request(bad)

    def test_encode_is_one_utf8_line(self):
        line = protocol.encode_response({"id": 1, "ok": True, "text": "a\nb\r\u2028c é ✓"})
        self.assertTrue(line.endswith(b"\n"))
        self.assertEqual(line.count(b"\n"), 1)
        self.assertEqual(json.loads(line.decode("utf-8"))["text"], "a\nb\r\u2028c é ✓")
        self.assertIn("é".encode("utf-8"), line)  # raw UTF-8, not \\u escapes

    def test_encode_rejects_nan(self):
        with self.assertRaises(ValueError):
            protocol.encode_response({"id": 1, "x": float("nan")})


class ParamsTest(unittest.TestCase):
    def test_types_and_defaults(self):
        p = protocol.Params({"a": True, "n": 5, "f": 2, "s": "png", "z": None})
        self.assertTrue(p.bool("a", False))
        self.assertFalse(p.bool("missing", False))
        self.assertEqual(p.int("n", 1), 5)
        self.assertEqual(p.int("z", 9), 9)  # null means default
        self.assertEqual(p.float("f", 1.0), 2.0)
        self.assertEqual(p.str("s", "x", ("png", "jpeg")), "png")

    def test_invalid(self):
        p = protocol.Params({"b": 1, "i": True, "j": 1.5, "k": -1, "s": "gif", "t": 3})
        with self.assertRaises(protocol.InvalidParams):
            p.bool("b", False)
        with self.assertRaises(protocol.InvalidParams):
            p.int("i", 0)  # booleans are not integers
        with self.assertRaises(protocol.InvalidParams):
            p.int("j", 0)
        with self.assertRaises(protocol.InvalidParams):
            p.int("k", 0, lo=0)
        with self.assertRaises(protocol.InvalidParams):
            p.str("s", None, ("png", "jpeg"))
        with self.assertRaises(protocol.InvalidParams):
            p.str("t", None)
        self.assertEqual(protocol.Params({"x": 3.0}).int("x", 0), 3)


if __name__ == "__main__":
    unittest.main()
