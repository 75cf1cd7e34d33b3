"""File ops: path expansion as the guest's user writes paths, moving uploads into place, OSWorld's folder
tree (bounded, not recursive), and chunked reads and writes."""

from __future__ import annotations

import base64
import os
import tempfile
import unittest

import support  # noqa: F401
from desktest_guest import files  # noqa: E402


class FilesTest(unittest.TestCase):
    def setUp(self):
        self.dir = tempfile.mkdtemp()

    def test_paths_expand_home_variables_and_a_base(self):
        os.environ["DESKTEST_TEST_VAR"] = "sub"
        self.assertEqual(files.expand_path("~/a.txt"), os.path.join(os.path.expanduser("~"), "a.txt"))
        self.assertEqual(files.expand_path("$DESKTEST_TEST_VAR/x", "/home/user"), "/home/user/sub/x")
        self.assertEqual(files.expand_path("/abs/../etc/f", "/home/user"), "/etc/f")
        with self.assertRaises(files.InvalidParams):
            files.expand_path("")

    def test_stat_says_what_is_there(self):
        path = os.path.join(self.dir, "f.txt")
        with open(path, "w") as f:
            f.write("12345")
        self.assertEqual(files.stat_path("f.txt", self.dir), {"path": path, "exists": True, "file": True, "dir": False, "size": 5})
        self.assertTrue(files.stat_path(self.dir)["dir"])
        self.assertFalse(files.stat_path("missing", self.dir)["exists"])

    def test_place_moves_an_upload_into_new_folders_with_its_mode(self):
        src = os.path.join(self.dir, "upload")
        with open(src, "w") as f:
            f.write("data")
        out = files.place(src, "deep/er/doc.txt", self.dir)
        target = os.path.join(self.dir, "deep", "er", "doc.txt")
        self.assertEqual(out, {"path": target})
        self.assertFalse(os.path.exists(src))
        self.assertEqual(os.stat(target).st_mode & 0o777, 0o644)
        with self.assertRaises(files.InvalidParams):
            files.place(src, "again.txt", self.dir)  # gone: a clear error, not a traceback

    def test_list_tree_is_osworlds_shape_and_bounded(self):
        os.makedirs(os.path.join(self.dir, "a", "b"))
        open(os.path.join(self.dir, "a", "b", "f.txt"), "w").close()
        open(os.path.join(self.dir, "top.txt"), "w").close()
        tree = files.list_tree(self.dir)["directory_tree"]
        self.assertEqual(tree["type"], "directory")
        names = sorted(c["name"] for c in tree["children"])
        self.assertEqual(names, ["a", "top.txt"])
        a = next(c for c in tree["children"] if c["name"] == "a")
        self.assertEqual(a["children"][0]["children"], [{"type": "file", "name": "f.txt"}])
        self.assertEqual(files.list_tree(os.path.join(self.dir, "top.txt")), {"error": "The provided path is not a directory"})
        for i in range(50):
            open(os.path.join(self.dir, f"n{i}"), "w").close()
        capped = files.list_tree(self.dir, max_entries=10)
        self.assertTrue(capped["truncated"])
        self.assertEqual(capped["entries"], 10)

    def test_a_deep_tree_does_not_overflow_the_stack(self):
        path = self.dir
        for _ in range(80):
            path = os.path.join(path, "d")
        os.makedirs(path)
        out = files.list_tree(self.dir, max_depth=64)
        self.assertTrue(out["truncated"])

    def test_chunks_round_trip_bytes(self):
        payload = bytes(range(256)) * 1000
        path = os.path.join(self.dir, "new", "blob.bin")
        half = len(payload) // 2
        files.write_chunk(path, base64.b64encode(payload[:half]).decode(), False, 0o600)
        out = files.write_chunk(path, base64.b64encode(payload[half:]).decode(), True, None)
        self.assertEqual(out["size"], len(payload))
        self.assertEqual(os.stat(path).st_mode & 0o777, 0o600)
        got, offset = b"", 0
        while True:
            chunk = files.read_chunk(path, offset, 100_000)
            got += base64.b64decode(chunk["data_b64"])
            offset += chunk["bytes"]
            if chunk["eof"]:
                break
        self.assertEqual(got, payload)
        with self.assertRaises(files.InvalidParams):
            files.write_chunk(path, "not base64!", False, None)
        with self.assertRaises(files.InvalidParams):
            files.read_chunk(os.path.join(self.dir, "missing"), 0, 10)


if __name__ == "__main__":
    unittest.main()
