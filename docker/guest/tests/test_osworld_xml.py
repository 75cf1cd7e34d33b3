"""The accessibility tree in OSWorld's XML shape, over a fake tree (the walk and the serialisation are
platform-free; the AT-SPI adapter only describes nodes)."""

from __future__ import annotations

import time
import unittest
import xml.etree.ElementTree as ET

import support  # noqa: F401
from desktest_guest import osworld_xml  # noqa: E402
from desktest_guest.osworld_xml import NS  # noqa: E402


class Node:
    def __init__(self, desc, children=(), broken=False):
        self.desc, self.kids, self.broken = desc, list(children), broken


class Adapter(osworld_xml.XmlAdapter):
    def __init__(self, apps, delay=0.0):
        self.apps, self.delay = apps, delay

    def roots(self):
        return self.apps

    def describe(self, node):
        if self.delay:
            time.sleep(self.delay)
        if node.broken:
            raise RuntimeError("the application went away")
        return node.desc

    def children(self, node):
        return node.kids


def gedit():
    button = Node(
        {
            "role": "push button",
            "name": "Save",
            "states": ["enabled", "visible", "showing"],
            "extents": (10, 20, 80, 30),
            "actions": [("click", "Clicks the button", "<Control>s")],
        }
    )
    text = Node({"role": "text", "name": "", "states": ["editable", "focused"], "text": "hello\ufffc world", "attributes": {"toolkit": "gtk"}})
    spin = Node({"role": "spin button", "name": "Size", "value": {"value": 12.0, "min": 1.0, "max": 72.0}})
    frame = Node({"role": "frame", "name": "Untitled - gedit", "states": ["active"]}, [button, text, spin])
    return Node({"role": "application", "name": "gedit"}, [frame])


class TreeXmlTest(unittest.TestCase):
    def test_the_shape_osworld_reads(self):
        out = osworld_xml.tree_xml(Adapter([gedit()]))
        root = ET.fromstring(out["xml"])
        self.assertEqual(root.tag, "desktop-frame")
        self.assertEqual(out["nodes"], 5)
        self.assertFalse(out["truncated"])
        app = root[0]
        self.assertEqual((app.tag, app.get("name")), ("application", "gedit"))
        frame = app[0]
        self.assertEqual(frame.get("{%s}active" % NS["st"]), "true")
        button, text, spin = list(frame)
        self.assertEqual(button.tag, "push-button")
        self.assertEqual(button.get("{%s}screencoord" % NS["cp"]), "(10, 20)")
        self.assertEqual(button.get("{%s}size" % NS["cp"]), "(80, 30)")
        self.assertEqual(button.get("{%s}click_desc" % NS["act"]), "Clicks the button")
        self.assertEqual(button.get("{%s}click_kb" % NS["act"]), "<Control>s")
        self.assertEqual(text.text, "hello world")  # OSWorld drops U+FFFC / U+FFFD
        self.assertEqual(text.get("{%s}toolkit" % NS["attr"]), "gtk")
        self.assertIsNone(text.get("{%s}screencoord" % NS["cp"]))  # not visible+showing: no geometry
        self.assertEqual(spin.tag, "spin-button")
        self.assertEqual(spin.get("{%s}max" % NS["val"]), "72.0")

    def test_namespaces_keep_osworld_prefixes(self):
        xml = osworld_xml.tree_xml(Adapter([gedit()]))["xml"]
        self.assertIn('xmlns:st="https://accessibility.ubuntu.example.org/ns/state"', xml)
        self.assertIn("st:active=", xml)

    def test_a_node_that_fails_is_skipped_with_its_subtree(self):
        broken = Node({}, [Node({"role": "label", "name": "never seen"})], broken=True)
        app = Node({"role": "application", "name": "app"}, [broken, Node({"role": "label", "name": "kept"})])
        out = osworld_xml.tree_xml(Adapter([app]))
        self.assertEqual(out["errors"], 1)
        self.assertNotIn("never seen", out["xml"])
        self.assertIn("kept", out["xml"])

    def test_bounds_depth_width_nodes_and_time(self):
        deep = Node({"role": "leaf"})
        for i in range(3000):  # far deeper than any recursion limit: the walk is iterative
            deep = Node({"role": "panel", "name": str(i)}, [deep])
        out = osworld_xml.tree_xml(Adapter([deep]), max_depth=50)
        self.assertEqual(out["nodes"], 50)
        wide = Node({"role": "list"}, [Node({"role": "item"}) for _ in range(5000)])
        self.assertEqual(osworld_xml.tree_xml(Adapter([wide]), max_width=100)["nodes"], 101)
        capped = osworld_xml.tree_xml(Adapter([wide]), max_nodes=10)
        self.assertEqual((capped["nodes"], capped["truncated_reason"]), (10, "max_nodes"))
        slow = osworld_xml.tree_xml(Adapter([wide], delay=0.01), deadline=time.monotonic() + 0.05)
        self.assertEqual(slow["truncated_reason"], "timeout")
        self.assertLess(slow["nodes"], 100)


if __name__ == "__main__":
    unittest.main()
