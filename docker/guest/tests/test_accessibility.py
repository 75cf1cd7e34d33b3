"""The accessibility tree as desktest's TSV, over a fake tree."""

from __future__ import annotations

import time
import unittest

import support  # noqa: F401
from desktest_guest import accessibility  # noqa: E402


class FakeNode:
    def __init__(self, role, name="", text="", desc="", pos=(0, 0), size=(10, 10), children=(), showing=True, broken=False):
        self.role, self.name, self.text, self.desc = role, name, text, desc
        self.pos, self.size, self.children, self.is_showing, self.broken = pos, size, list(children), showing, broken


class FakeAdapter(accessibility.TreeAdapter):
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
        return accessibility.format_row(accessibility.role_tag(n.role), n.name, n.text, n.role, n.desc, pos, size)

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
        self.assertEqual(accessibility.escape_cell("a\tb\nc\r\nd"), "a b\\nc\\nd")
        self.assertEqual(accessibility.escape_cell(None), "")
        self.assertEqual(accessibility.escape_cell(""), "")

    def test_role_tags(self):
        self.assertEqual(accessibility.role_tag("push button"), "button")
        self.assertEqual(accessibility.role_tag("toggle button"), "togglebutton")
        self.assertEqual(accessibility.role_tag("document frame"), "documentframe")
        self.assertEqual(accessibility.role_tag("page tab list"), "pagetablist")
        self.assertEqual(accessibility.role_tag("split pane"), "splitpane")  # unmapped: spaces removed
        self.assertEqual(len(accessibility.ROLE_TAGS), 43)

    def test_header_and_rows(self):
        res = accessibility.walk_tree(FakeAdapter([calc_app()]))
        out = accessibility.build_tsv(res, 40000)
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
        out = accessibility.build_tsv(accessibility.walk_tree(FakeAdapter([])), 40000)
        self.assertEqual(out["tsv"], accessibility.A11Y_HEADER)
        self.assertEqual(out["nodes"], 0)

    def test_preorder_multiple_apps(self):
        a = FakeNode("application", "a", children=[FakeNode("frame", "a1", children=[FakeNode("label", "a11")])])
        b = FakeNode("application", "b", children=[FakeNode("frame", "b1")])
        names = [r.split("\t")[1] for r in accessibility.walk_tree(FakeAdapter([a, b])).rows]
        self.assertEqual(names, ["a", "a1", "a11", "b", "b1"])

    def test_depth_limit(self):
        node = FakeNode("label", "leaf")
        for i in range(40):
            node = FakeNode("panel", f"p{i}", children=[node])
        res = accessibility.walk_tree(FakeAdapter([node]))
        self.assertEqual(len(res.rows), 31)  # depths 0..30

    def test_max_nodes(self):
        res = accessibility.walk_tree(FakeAdapter([calc_app()]), max_nodes=4)
        out = accessibility.build_tsv(res, 40000)
        self.assertEqual(out["nodes"], 4)
        self.assertTrue(out["truncated"])
        self.assertEqual(out["truncated_reason"], "max_nodes")
        self.assertEqual(len(accessibility.walk_tree(FakeAdapter([calc_app()]), max_nodes=0).rows), 9)  # 0 = unlimited

    def test_broken_nodes_skip_subtree(self):
        app = FakeNode("application", "x", children=[FakeNode("frame", "dead", broken=True, children=[FakeNode("label", "hidden")]), "raise", FakeNode("label", "ok")])
        res = accessibility.walk_tree(FakeAdapter([app]))
        self.assertEqual([r.split("\t")[1] for r in res.rows], ["x", "ok"])
        self.assertEqual(res.errors, 2)

    def test_showing_only(self):
        res = accessibility.walk_tree(FakeAdapter([calc_app()]), showing_only=True)
        names = [r.split("\t")[1] for r in res.rows]
        self.assertNotIn("File", names)
        self.assertNotIn("Quit", names)
        self.assertEqual(len(names), 7)

    def test_deadline(self):
        apps = [FakeNode("application", f"a{i}", children=[FakeNode("label", str(j)) for j in range(50)]) for i in range(5)]
        t0 = time.monotonic()
        res = accessibility.walk_tree(FakeAdapter(apps, slow=0.002), deadline=time.monotonic() + 0.05)
        self.assertLess(time.monotonic() - t0, 1.0)
        out = accessibility.build_tsv(res, 40000)
        self.assertEqual(out["truncated_reason"], "timeout")
        self.assertTrue(out["timed_out"])
        self.assertGreater(out["nodes"], 0)

    def test_char_cap_on_line_boundary(self):
        rows = [accessibility.format_row("label", f"n{i:04d}", "x" * 30, "label", "", "1,2", "3,4") for i in range(2000)]
        tsv = accessibility.A11Y_HEADER + "\n" + "\n".join(rows)
        cut, truncated = accessibility.cap_chars(tsv, 40000)
        self.assertTrue(truncated)
        self.assertLessEqual(len(cut), 40000)
        self.assertTrue(tsv.startswith(cut))
        self.assertEqual(tsv[len(cut)], "\n")  # the cut ends exactly at a line break
        self.assertEqual(accessibility.cap_chars("short", 40000), ("short", False))
        self.assertEqual(accessibility.cap_chars(tsv, 0), (tsv, False))  # 0 = unlimited

    def test_char_cap_one_huge_line_keeps_raw_cut(self):
        tsv = accessibility.A11Y_HEADER + "\n" + accessibility.format_row("text", "", "y" * 100000, "text", "", "", "")
        cut, truncated = accessibility.cap_chars(tsv, 40000)
        self.assertTrue(truncated)
        self.assertEqual(len(cut), 40000)

    def test_char_cap_never_splits_characters(self):
        row = accessibility.format_row("label", "é✓😀" * 50, "漢字" * 100, "label", "", "0,0", "1,1")
        tsv = accessibility.A11Y_HEADER + "\n" + "\n".join([row] * 200)
        for cap in (1000, 1001, 1002, 1003, 40000):
            cut, _ = accessibility.cap_chars(tsv, cap)
            self.assertLessEqual(len(cut), cap)
            self.assertTrue(tsv.startswith(cut))
            cut.encode("utf-8")  # no lone surrogates
        # the line-boundary rule applies when a newline exists in the second half
        cut, _ = accessibility.cap_chars(tsv, 40000)
        self.assertTrue(cut.endswith("0,0\t1,1"))

    def test_early_stop_matches_full_walk_then_cap(self):
        apps = [FakeNode("application", f"app{i}", children=[FakeNode("label", "n" * 200) for _ in range(100)]) for i in range(5)]
        full = accessibility.walk_tree(FakeAdapter(apps), max_chars=0)
        tsv_full = accessibility.A11Y_HEADER + "\n" + "\n".join(full.rows)
        expected, _ = accessibility.cap_chars(tsv_full, 40000)
        early = accessibility.walk_tree(FakeAdapter(apps), max_chars=40000)
        self.assertLess(len(early.rows), len(full.rows))
        out = accessibility.build_tsv(early, 40000)
        self.assertEqual(out["tsv"], expected)
        self.assertEqual(out["truncated_reason"], "max_chars")


if __name__ == "__main__":
    unittest.main()
