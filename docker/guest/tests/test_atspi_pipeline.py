"""The pipelined AT-SPI walk against a local server speaking the real D-Bus wire protocol (the
accessibility bus, the registry and one application in atspi_wire_server): its rows, libatspi's rules
for failed calls, Cache.GetItems standing for the per-object calls, and the bound on what it fetches
beyond where the walk stops."""

from __future__ import annotations

import time
import unittest

import support  # noqa: F401
from atspi_wire_server import ROOT, AtspiWireServer, Obj
from desktest_guest.accessibility import timed_tsv
from desktest_guest.platform.atspi_pipeline import AHEAD, AppLinks, Fetcher, PipelinedAdapter

APPLICATION, FRAME, PUSH_BUTTON, LABEL, EXTENDED = 75, 23, 43, 29, 70
NAMES = {APPLICATION: "application", FRAME: "frame", PUSH_BUTTON: "push button", LABEL: "label"}


def role_names(role: int):
    """libatspi's local names for a few roles; EXTENDED (and unknown roles) asked of the application."""
    if role == EXTENDED or role >= 130:
        return None
    return NAMES.get(role, "")


def calculator() -> dict:
    return {
        ROOT: Obj(APPLICATION, "calc", interfaces=("org.a11y.atspi.Accessible", "org.a11y.atspi.Application"), children=["/f"]),
        "/f": Obj(FRAME, "Calculator", extents=(10, 20, 300, 400), children=["/b1", None, "/l", "/x"]),
        "/b1": Obj(PUSH_BUTTON, "7", description="Seven\tkey", extents=(15, 30, 40, 40)),
        "/l": Obj(LABEL, "", text="12\n+ 3", extents=(15, 80, 200, 20)),
        "/x": Obj(EXTENDED, "gauge", role_name="custom gauge", interfaces=("org.a11y.atspi.Accessible",)),
    }


EXPECTED = "\n".join(
    [
        "tag\tname\ttext\tclass\tdescription\tposition\tsize",
        "application\tcalc\t\tapplication\t\t\t",
        "frame\tCalculator\t\tframe\t\t10,20\t300,400",
        "button\t7\t\tpush button\tSeven key\t15,30\t40,40",
        "label\t\t12\\n+ 3\tlabel\t\t15,80\t200,20",
        "customgauge\tgauge\t\tcustom gauge\t\t\t",
    ]
)


class PipelinedWalkTest(unittest.TestCase):
    def serve(self, objects: dict, items: bool = False) -> AtspiWireServer:
        server = AtspiWireServer(objects, items=items)
        self.addCleanup(server.close)
        return server

    def walk(self, server: AtspiWireServer, max_nodes: int = 10000, max_chars: int = 40000, showing_only: bool = False, per_call_s: float = 2.0) -> dict:
        links = self.links = AppLinks(lambda: server.address)
        self.addCleanup(links.close)
        links.ensure_bus(per_call_s)
        fetcher = Fetcher(links, role_names, per_call_s, 30, showing_only)
        try:
            return timed_tsv(PipelinedAdapter(fetcher), time.monotonic(), 15000, max_nodes, max_chars, showing_only)
        finally:
            fetcher.close()

    def test_the_rows_are_libatspis_values_in_pre_order(self):
        out = self.walk(self.serve(calculator()))
        self.assertEqual(out["tsv"], EXPECTED)
        self.assertEqual((out["nodes"], out["errors"], out["truncated"]), (5, 0, False))

    def test_cache_getitems_stands_for_the_per_object_calls_with_the_same_rows(self):
        server = self.serve(calculator(), items=True)
        out = self.walk(server)
        self.assertEqual(out["tsv"], EXPECTED)
        self.assertEqual(server.count("GetItems"), 1)
        self.assertEqual([server.count(m) for m in ("GetRole", "Get Name", "Get Description", "GetInterfaces", "Get ChildCount")], [0, 0, 0, 0, 0])
        self.assertEqual(server.count("GetRoleName"), 1)  # EXTENDED's name is still the application's

    def test_an_application_listing_too_many_items_is_asked_object_by_object_afterwards(self):
        from desktest_guest.platform import atspi_pipeline

        server = self.serve(calculator(), items=True)
        cap = atspi_pipeline.ITEMS_CAP
        atspi_pipeline.ITEMS_CAP = 3
        self.addCleanup(setattr, atspi_pipeline, "ITEMS_CAP", cap)
        self.assertEqual(self.walk(server)["tsv"], EXPECTED)
        self.assertEqual(self.walk_again(server, max_nodes=10000)["tsv"], EXPECTED)
        self.assertEqual(server.count("GetItems"), 1)
        self.assertEqual(server.count("GetRole"), 5)  # the second walk's, one per object

    def test_a_failed_call_skips_the_node_and_its_subtree_where_libatspi_raises(self):
        server = self.serve(calculator())
        server.fail[("/f", "GetExtents")] = "widget gone"
        out = self.walk(server)
        self.assertEqual(out["tsv"], EXPECTED.split("\n")[0] + "\n" + EXPECTED.split("\n")[1])
        self.assertEqual(out["errors"], 1)

    def test_a_property_error_without_a_message_gives_the_default_as_libatspi_does(self):
        server = self.serve(calculator())
        server.fail[("/b1", "Get Name")] = None  # _atspi_dbus_get_property sets no GError then
        server.fail[("/b1", "Get Description")] = "no description"  # ... but does with a message
        rows = self.walk(server)["tsv"].split("\n")
        self.assertNotIn("button\t7", "\n".join(rows))
        self.assertEqual(len(rows), 5)
        server2 = self.serve(calculator())
        server2.fail[("/b1", "Get Name")] = None
        rows2 = self.walk(server2)["tsv"].split("\n")
        self.assertIn("button\t\t\tpush button\tSeven key\t15,30\t40,40", rows2)

    def test_failed_children_and_child_counts_count_as_errors_and_keep_the_parent_row(self):
        server = self.serve(calculator())
        server.fail[("/f", "GetChildAtIndex")] = "index out of date"
        out = self.walk(server)
        self.assertEqual(out["tsv"].split("\n")[1:], EXPECTED.split("\n")[1:3])
        self.assertEqual(out["errors"], 4)  # each of the frame's four children

    def test_an_unanswered_call_fails_after_its_time_like_libatspis_timeout(self):
        server = self.serve(calculator())
        server.hang.add(("/l", "GetText"))  # _atspi_dbus_call: raises -> the label is skipped
        server.hang.add(("/b1", "Get Description"))  # _atspi_dbus_get_property: no GError -> ""
        t0 = time.monotonic()
        out = self.walk(server, per_call_s=0.3)
        self.assertLess(time.monotonic() - t0, 5.0)
        rows = out["tsv"].split("\n")
        self.assertIn("button\t7\t\tpush button\t\t15,30\t40,40", rows)
        self.assertFalse(any(r.startswith("label") for r in rows))
        self.assertEqual(out["errors"], 1)

    def test_only_showing_nodes_and_their_subtrees_when_asked(self):
        objects = calculator()
        objects["/b1"].states = [0, 0]
        server = self.serve(objects)
        out = self.walk(server, showing_only=True)
        self.assertEqual(out["tsv"].split("\n"), [r for r in EXPECTED.split("\n") if not r.startswith("button")])
        self.assertEqual(server.calls.count(("/b1", "GetRole")), 0)

    def test_a_walk_cut_short_fetches_a_bounded_number_of_nodes_beyond_it(self):
        wide = {ROOT: Obj(APPLICATION, "big", children=[f"/n{i}" for i in range(3000)])}
        for i in range(3000):
            wide[f"/n{i}"] = Obj(LABEL, f"cell {i}")
        server = self.serve(wide)
        out = self.walk(server, max_nodes=20)
        self.assertEqual(out["nodes"], 20)
        self.assertEqual(out["tsv"].split("\n")[2], "label\tcell 0\t\tlabel\t\t0,0\t10,10")
        fetched = {p for p, m in server.calls if m == "GetRole"}
        self.assertLessEqual(len(fetched), 20 + AHEAD + 1)
        # what was still unanswered is dropped: the next walk on the same connections has the whole window
        self.assertEqual(sum(c.in_flight for c in self.links.all()), 0)
        asked = len(server.calls)
        again = self.walk_again(server)
        self.assertEqual(again["nodes"], 20)
        self.assertLess(len(server.calls) - asked, 2 * asked)

    def walk_again(self, server: AtspiWireServer, max_nodes: int = 20) -> dict:
        fetcher = Fetcher(self.links, role_names, 2.0, 30, False)
        try:
            return timed_tsv(PipelinedAdapter(fetcher), time.monotonic(), 15000, max_nodes, 40000, False)
        finally:
            fetcher.close()


class WarmTest(unittest.TestCase):
    def test_warming_the_backend_opens_the_accessibility_bus_for_the_first_walk(self):
        from desktest_guest.platform import linux_atspi

        server = AtspiWireServer(calculator())
        self.addCleanup(server.close)
        backend = linux_atspi.AtspiBackend()
        backend._links = AppLinks(lambda: server.address)
        self.addCleanup(backend._links.close)
        try:
            backend.warm()
        except ImportError:
            pass  # no pyatspi in this Python: the worker answers "unavailable", the bus was tried first
        self.assertIsNotNone(backend._links.bus)
        self.assertFalse(backend._links.bus.closed)

    def test_warming_without_a_bus_leaves_the_first_walk_to_open_it(self):
        from desktest_guest.platform import linux_atspi

        backend = linux_atspi.AtspiBackend()
        backend._links = AppLinks(lambda: "unix:path=/nonexistent/desktest-a11y-bus")
        try:
            backend.warm()
        except ImportError:
            pass
        self.assertIsNone(backend._links.bus)


class BusAddressTest(unittest.TestCase):
    def test_the_address_comes_from_the_environment_as_libatspi_finds_it(self):
        import os
        import tempfile
        from unittest import mock

        from desktest_guest.platform import atspi_pipeline
        from desktest_guest.platform.dbus_wire import DBusWireError

        with mock.patch.dict(os.environ, {"AT_SPI_BUS_ADDRESS": "unix:path=/run/a11y"}):
            self.assertEqual(atspi_pipeline.a11y_bus_address(), "unix:path=/run/a11y")
        server = AtspiWireServer(calculator())
        self.addCleanup(server.close)
        server.a11y_address = "unix:path=/tmp/the-a11y-bus"
        with mock.patch.dict(os.environ, {"DBUS_SESSION_BUS_ADDRESS": server.address}) as env:
            env.pop("AT_SPI_BUS_ADDRESS", None)
            self.assertEqual(atspi_pipeline.a11y_bus_address(), "unix:path=/tmp/the-a11y-bus")
        with tempfile.TemporaryDirectory() as runtime, mock.patch.dict(os.environ, {"XDG_RUNTIME_DIR": runtime}) as env:
            env.pop("AT_SPI_BUS_ADDRESS", None)
            env.pop("DBUS_SESSION_BUS_ADDRESS", None)
            with self.assertRaises(DBusWireError):
                atspi_pipeline.a11y_bus_address()
            os.symlink(server.path, os.path.join(runtime, "bus"))
            self.assertEqual(atspi_pipeline.a11y_bus_address(), "unix:path=/tmp/the-a11y-bus")


if __name__ == "__main__":
    unittest.main()
