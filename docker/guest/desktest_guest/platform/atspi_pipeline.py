"""The AT-SPI tree read with pipelined D-Bus calls: the same calls libatspi makes for PyatspiAdapter's
walk (GetRole, the Name/Description/ChildCount properties, GetInterfaces, Text.GetText,
Component.GetExtents, GetChildAtIndex; GetState when only showing nodes are wanted), each answered the
way libatspi 2.46 turns its reply into a value or an exception, but written many at a time and their
replies matched by serial instead of one blocking round trip each (libatspi cannot do that).

The walk (accessibility.walk_tree) stays the one that decides order and bounds: it asks this adapter for
a node's row, child count and children in its own order, and each question waits for that node's calls
only. Meanwhile the calls of the nodes the walk will ask for next (pre-order, the same order) are already
in flight, at most WINDOW per connection and at most AHEAD nodes beyond those the walk has reached, so a
walk cut short by its node, size or time bound leaves little fetched for nothing.

Connections: the accessibility bus (its address from AT_SPI_BUS_ADDRESS or the session bus's
org.a11y.Bus, as libatspi finds it), and each application's own socket when it offers one
(Application.GetApplicationBusAddress, as libatspi uses it), kept across walks."""

from __future__ import annotations

import heapq
import os
import time
from collections import deque
from typing import Any, Callable

from ..accessibility import TreeAdapter, format_row, role_tag
from .dbus_wire import CACHE_ITEMS, Connection, DBusWireError, Reply, call_sync, pump

ACCESSIBLE = "org.a11y.atspi.Accessible"
PROPERTIES = "org.freedesktop.DBus.Properties"
TEXT = "org.a11y.atspi.Text"
COMPONENT = "org.a11y.atspi.Component"
REGISTRY = "org.a11y.atspi.Registry"
ROOT_PATH = "/org/a11y/atspi/accessible/root"
CACHE = "org.a11y.atspi.Cache"
CACHE_PATH = "/org/a11y/atspi/cache"
ITEMS_SIGNATURE = CACHE_ITEMS
ITEMS_CAP = 5000  # an application that lists more is asked object by object afterwards (the walk is bounded, GetItems is not)
NULL_PATH = "/org/a11y/atspi/null"
STATE_SHOWING = 25  # AtspiStateType ATSPI_STATE_SHOWING: bit 25 of the state set's first word

WINDOW = 64  # calls in flight per connection
AHEAD = 256  # nodes fetched beyond the last one the walk has asked for


class CallFailed(Exception):
    """What libatspi raises (as GLib.Error) for a call: the D-Bus error's message."""


class Outcome:
    """How a reply becomes a value, per libatspi's helper for the call (atspi-misc.c, 2.46):
    `call` (_atspi_dbus_call) raises on any failure; `prop` (_atspi_dbus_get_property) raises only for
    an error reply carrying a message, else gives the default; `partial` (_atspi_dbus_call_partial with
    an error out-parameter) likewise, its default None; `quiet` (partial without one) never raises."""

    @staticmethod
    def call(reply: Reply, signature: str) -> Any:
        if reply.error is not None:
            raise CallFailed(reply.error_message or reply.error)
        if reply.signature != signature:
            raise CallFailed(f"reply signature {reply.signature!r}, expected {signature!r}")
        return reply.body[0]

    @staticmethod
    def prop(reply: Reply, type_code: str, default: Any) -> Any:
        if reply.error is not None:
            if reply.error_message is not None:
                raise CallFailed(reply.error_message)
            return default
        value = reply.body[0] if reply.signature == "v" else None
        return value if _variant_type(value) == type_code else default

    @staticmethod
    def partial(reply: Reply, signature: str) -> Any:
        if reply.error is not None:
            if reply.error_message is not None:
                raise CallFailed(reply.error_message)
            return None
        return reply.body[0] if reply.signature == signature else None

    @staticmethod
    def quiet(reply: Reply, signature: str) -> Any:
        return reply.body[0] if reply.error is None and reply.signature == signature else None


def _variant_type(value: Any) -> str:
    if isinstance(value, str):
        return "s"
    if isinstance(value, bool):
        return "b"
    if isinstance(value, int):
        return "i"
    return "?"


class Node:
    """One position in the walk (an accessible reached by its index path), and what its calls gave."""

    __slots__ = ("key", "depth", "conn", "dest", "path", "started", "row_calls", "row", "row_error", "count", "count_error", "children", "showing", "state_error")

    def __init__(self, key: tuple, depth: int, conn: Connection, dest: str, path: str) -> None:
        self.key, self.depth, self.conn, self.dest, self.path = key, depth, conn, dest, path
        self.started = False
        self.row_calls = 0  # calls of the row still unanswered
        self.row: list | None = None  # [role name, name, text, description, extents]
        self.row_error: str | None = None
        self.count: int | None = None
        self.count_error: str | None = None
        self.children: list | None = None  # per index: Node | None | CallFailed; None entries unanswered -> _PENDING
        self.showing: bool | None = None
        self.state_error: str | None = None


_PENDING = object()


class Fetcher:
    """Issues and answers the calls of one walk."""

    def __init__(self, links: "AppLinks", role_name: Callable[[int], str | None], per_call_s: float, max_depth: int, showing_only: bool) -> None:
        self.links = links
        self.role_name = role_name
        self.per_call_s = per_call_s
        self.max_depth = max_depth
        self.showing_only = showing_only
        self._heap: list = []
        self._seq = 0
        self._started = 0
        self._reached = 0
        self._timers: deque = deque()  # (deadline, conn, serial) in the order sent
        self.calls = 0
        self.closed = False
        #: (bus name, path) -> (child count, interfaces, name, role, description, states): what the
        #: applications' Cache.GetItems gave this walk (their toolkits compute each field with the same
        #: functions as the per-object call it stands for: at-spi2-core's atk-adaptor cache-adaptor.c,
        #: GTK 4's gtkatspicache.c)
        self.items: dict[tuple[str, str], tuple] = {}

    # -- calls

    def _call(self, node: Node, interface: str, member: str, signature: str, args: tuple, on_reply: Callable[[Reply], None]) -> None:
        conn = node.conn
        if self.closed:
            return
        if conn.closed:
            on_reply(Reply([], "", error="desktest.Disconnected: connection closed"))
            return
        serial = conn.call(node.dest, node.path, interface, member, signature, args, on_reply)
        self._timers.append((time.monotonic() + self.per_call_s, conn, serial))
        self.calls += 1

    def _get(self, node: Node, name: str, on_reply: Callable[[Reply], None]) -> None:
        self._call(node, PROPERTIES, "Get", "ss", (ACCESSIBLE, name), on_reply)

    # -- per node

    def start(self, node: Node) -> None:
        """The node's first calls: its state (showing only), else its row and child count."""
        if node.started:
            return
        node.started = True
        self._started += 1
        item = self.items.get((node.dest, node.path))
        if self.showing_only and node.depth > 0:
            if item is not None:
                self._on_states(node, item[5])
            else:
                self._call(node, ACCESSIBLE, "GetState", "", (), lambda r: self._on_states(node, Outcome.quiet(r, "au")))
        else:
            self._start_row(node, item)

    def _on_states(self, node: Node, states: list | None) -> None:
        if states is None:
            node.state_error = "the node's state set could not be read"
            node.showing = False
            return
        node.showing = bool(states and states[0] & (1 << STATE_SHOWING))
        if node.showing:
            self._start_row(node, self.items.get((node.dest, node.path)))

    def _start_row(self, node: Node, item: tuple | None) -> None:
        node.row = [None, None, "", None, None]
        if item is None:
            node.row_calls = 4
            self._call(node, ACCESSIBLE, "GetRole", "", (), lambda r: self._on_role(node, r))
            self._get(node, "Name", lambda r: self._on_text_prop(node, 1, r))
            self._call(node, ACCESSIBLE, "GetInterfaces", "", (), lambda r: self._on_interfaces(node, r))
            self._get(node, "Description", lambda r: self._on_text_prop(node, 3, r))
            self._get(node, "ChildCount", lambda r: self._on_count(node, r))
            return
        count, interfaces, name, role, description, _states = item
        node.row[1], node.row[3] = name, description
        node.row_calls = 2
        self._on_role(node, Reply([role], "u"))
        self._on_interfaces(node, Reply([interfaces], "as"))
        if count >= 0:  # -1: the toolkit does not count this one's children in its cache (menus, tables)
            self._on_count(node, Reply([count], "v"))
        else:
            self._get(node, "ChildCount", lambda r: self._on_count(node, r))

    def _row_done(self, node: Node, error: str | None = None) -> None:
        if error is not None and node.row_error is None:
            node.row_error = error
        node.row_calls -= 1

    def _on_role(self, node: Node, reply: Reply) -> None:
        try:
            role = Outcome.call(reply, "u")
        except CallFailed as e:
            self._row_done(node, str(e))
            return
        name = self.role_name(role)
        if name is not None:
            node.row[0] = name
            self._row_done(node)
            return

        def on_name(r: Reply) -> None:
            try:
                node.row[0] = Outcome.call(r, "s")
                self._row_done(node)
            except CallFailed as e:
                self._row_done(node, str(e))

        self._call(node, ACCESSIBLE, "GetRoleName", "", (), on_name)

    def _on_text_prop(self, node: Node, slot: int, reply: Reply) -> None:
        try:
            node.row[slot] = Outcome.prop(reply, "s", "")
            self._row_done(node)
        except CallFailed as e:
            self._row_done(node, str(e))

    def _on_interfaces(self, node: Node, reply: Reply) -> None:
        interfaces = Outcome.quiet(reply, "as") or []
        if TEXT in interfaces:
            node.row_calls += 1

            def on_text(r: Reply) -> None:
                try:
                    node.row[2] = Outcome.call(r, "s")
                    self._row_done(node)
                except CallFailed as e:
                    self._row_done(node, str(e))

            self._call(node, TEXT, "GetText", "ii", (0, -1), on_text)
        if COMPONENT in interfaces:
            node.row_calls += 1

            def on_extents(r: Reply) -> None:
                try:
                    node.row[4] = Outcome.call(r, "(iiii)")
                    self._row_done(node)
                except CallFailed as e:
                    self._row_done(node, str(e))

            self._call(node, COMPONENT, "GetExtents", "u", (0,), on_extents)  # ATSPI_COORD_TYPE_SCREEN
        self._row_done(node)

    def _on_count(self, node: Node, reply: Reply) -> None:
        try:
            count = Outcome.prop(reply, "i", -1)
        except CallFailed as e:
            node.count_error = str(e)
            node.count = 0
            node.children = []
            return
        node.count = count
        node.children = [_PENDING] * max(0, count)
        for i in range(max(0, count)):
            self._call(node, ACCESSIBLE, "GetChildAtIndex", "i", (i,), lambda r, i=i: self._on_child(node, i, r))

    def _on_child(self, node: Node, i: int, reply: Reply) -> None:
        try:
            ref = Outcome.partial(reply, "(so)")
        except CallFailed as e:
            node.children[i] = e
            return
        if ref is None or ref[1] == NULL_PATH:
            node.children[i] = None
            return
        dest, path = ref
        conn = node.conn if dest == node.dest else self.links.connection(dest)
        child = Node(node.key + (i,), node.depth + 1, conn, dest, path)
        node.children[i] = child
        if 0 < child.depth <= self.max_depth:  # the registry's children (depth 0) are queued by roots()
            self._seq += 1
            heapq.heappush(self._heap, (child.key, self._seq, child))

    # -- the loop

    def _admit(self) -> None:
        """Start queued nodes in pre-order while their connections have room and the walk is near."""
        deferred = []
        while self._heap and self._started - self._reached < AHEAD:
            item = heapq.heappop(self._heap)
            node = item[2]
            if node.started:
                continue
            if node.conn.in_flight >= WINDOW:
                deferred.append(item)
                if len(deferred) > 8:
                    break
                continue
            self.start(node)
        for item in deferred:
            heapq.heappush(self._heap, item)

    def _expire(self) -> float:
        """Calls unanswered past their time fail (as libatspi's do after its timeout); the next deadline."""
        now = time.monotonic()
        while self._timers:
            deadline, conn, serial = self._timers[0]
            if not conn.waiting(serial):  # answered
                self._timers.popleft()
                continue
            if deadline > now:
                return deadline
            self._timers.popleft()
            on_reply = conn.forget(serial)
            if on_reply is not None:
                on_reply(Reply([], "", error="org.freedesktop.DBus.Error.NoReply"))
        return now + 1.0

    def wait(self, done: Callable[[], bool]) -> None:
        while not done():
            self._admit()
            next_deadline = self._expire()
            if done():
                return
            pump(self.links.all(), max(0.0, next_deadline - time.monotonic()))

    def fetch_items(self, apps: list[str]) -> None:
        """Every application's Cache.GetItems, all at once (an application without it, or with the
        signature before 2015 that Qt still gives, is asked object by object)."""
        answers: dict[str, Reply] = {}
        apps = [a for a in apps if a not in self.links.too_many_items]
        for app in apps:
            holder = Node((), 0, self.links.connection(app), app, CACHE_PATH)
            self._call(holder, CACHE, "GetItems", "", (), lambda r, a=app: answers.__setitem__(a, r))
        self.wait(lambda: len(answers) == len(apps))
        for app, reply in answers.items():
            items = Outcome.quiet(reply, ITEMS_SIGNATURE) or []
            if len(items) > ITEMS_CAP:
                self.links.too_many_items.add(app)
            for item in items:
                ref, _app, _parent, _index, count, interfaces, name, role, description, states = item
                self.items[ref] = (count, interfaces, name, role, description, states)

    def close(self) -> None:
        """The walk is over: its unanswered calls are dropped when their replies come (the connections
        serve the next walk) and nothing more is asked."""
        self.closed = True
        while self._timers:
            _deadline, conn, serial = self._timers.popleft()
            conn.forget(serial)
        self._heap = []

    def reach(self, node: Node) -> None:
        """The walk is at this node: its calls go out now if they have not."""
        self._reached += 1
        self.start(node)


class PipelinedAdapter(TreeAdapter):
    """walk_tree's view of a Fetcher: each question waits for the calls that answer it."""

    def __init__(self, fetcher: Fetcher) -> None:
        self.f = fetcher

    def roots(self) -> list:
        links = self.f.links
        bus = links.bus
        reg = Node((), -1, bus, REGISTRY, ROOT_PATH)
        reg.started = True
        self.f._get(reg, "ChildCount", lambda r: self.f._on_count(reg, r))
        self.f.wait(lambda: reg.count is not None and _PENDING not in reg.children)
        if reg.count_error is not None:
            raise CallFailed(reg.count_error)
        apps = [c for c in reg.children if isinstance(c, Node)]
        links.open_apps([a.dest for a in apps], self.f.per_call_s)
        self.f.fetch_items([a.dest for a in apps])
        roots = []
        for app in apps:
            root = Node(app.key, 0, links.connection(app.dest), app.dest, app.path)
            self.f._seq += 1
            heapq.heappush(self.f._heap, (root.key, self.f._seq, root))
            roots.append(root)
        return roots

    def row(self, node: Node) -> str:
        self.f.reach(node)
        self.f.wait(lambda: node.row is not None and node.row_calls == 0)
        if node.row_error is not None:
            raise CallFailed(node.row_error)
        role_name, name, text, description, ext = node.row
        cls = role_name or ""
        position = size = ""
        if ext is not None:
            position, size = f"{ext[0]},{ext[1]}", f"{ext[2]},{ext[3]}"
        return format_row(role_tag(cls), name or "", text or "", cls, description or "", position, size)

    def child_count(self, node: Node) -> int:
        self.f.wait(lambda: node.count is not None)
        if node.count_error is not None:
            raise CallFailed(node.count_error)
        return node.count

    def child(self, node: Node, i: int):
        self.f.wait(lambda: node.children[i] is not _PENDING)
        c = node.children[i]
        if isinstance(c, CallFailed):
            raise c
        return c

    def showing(self, node: Node) -> bool:
        self.f.reach(node)
        self.f.wait(lambda: node.showing is not None)
        if node.state_error is not None:
            raise CallFailed(node.state_error)
        return node.showing


class AppLinks:
    """The accessibility bus connection and each application's own, kept between walks (a closed one is
    opened again at the next walk)."""

    def __init__(self, address: Callable[[], str]) -> None:
        self._address = address
        self.bus: Connection | None = None
        self._apps: dict[str, Connection | None] = {}  # bus name -> its own connection, None: through the bus
        self.too_many_items: set[str] = set()  # applications whose Cache.GetItems listed over ITEMS_CAP objects
        self.unreachable: str | None = None  # why the bus could not be reached last time (said once in the log)

    def ensure_bus(self, timeout_s: float) -> Connection:
        if self.bus is None or self.bus.closed:
            self.bus = Connection(self._address(), bus=True, timeout_s=timeout_s)
            self._apps = {}
        return self.bus

    def open_apps(self, names: list[str], timeout_s: float) -> None:
        """Ask the applications not yet asked for their own socket (all at once) and connect to those given."""
        for name, conn in list(self._apps.items()):
            if conn is not None and conn.closed:
                del self._apps[name]
        unlinked = [n for n in names if n not in self._apps]
        answers: dict[str, Reply] = {}
        for name in unlinked:
            self.bus.call(name, ROOT_PATH, "org.a11y.atspi.Application", "GetApplicationBusAddress", "", (), lambda r, n=name: answers.__setitem__(n, r))
        end = time.monotonic() + timeout_s
        while len(answers) < len(unlinked) and time.monotonic() < end and not self.bus.closed:
            pump([self.bus], end - time.monotonic())
        for name in unlinked:
            address = Outcome.quiet(answers[name], "s") if name in answers else None
            conn = None
            if address:
                try:
                    conn = Connection(address, bus=False, timeout_s=timeout_s)
                except (DBusWireError, OSError):
                    conn = None
            self._apps[name] = conn

    def connection(self, name: str) -> Connection:
        conn = self._apps.get(name)
        return conn if conn is not None and not conn.closed else self.bus

    def all(self) -> list[Connection]:
        return [c for c in [self.bus, *self._apps.values()] if c is not None and not c.closed]

    def close(self) -> None:
        for c in self.all():
            c.close()
        self.bus, self._apps = None, {}


def a11y_bus_address(timeout_s: float = 2.0) -> str:
    """The accessibility bus's address: AT_SPI_BUS_ADDRESS, else the session bus's org.a11y.Bus (libatspi
    also reads the X root window's AT_SPI_BUS property; a desktop with only that is walked through pyatspi)."""
    env = os.environ.get("AT_SPI_BUS_ADDRESS")
    if env:
        return env
    session = os.environ.get("DBUS_SESSION_BUS_ADDRESS")
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    if not session and runtime and os.path.exists(os.path.join(runtime, "bus")):
        session = "unix:path=" + os.path.join(runtime, "bus")  # libdbus's default for a session bus
    if not session:
        raise DBusWireError("neither AT_SPI_BUS_ADDRESS nor DBUS_SESSION_BUS_ADDRESS is set (nor $XDG_RUNTIME_DIR/bus there)")
    conn = Connection(session, bus=True, timeout_s=timeout_s)
    try:
        reply = call_sync(conn, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", timeout_s=timeout_s)
    finally:
        conn.close()
    address = Outcome.quiet(reply, "s")
    if not address:
        raise DBusWireError(f"the session bus gave no accessibility bus address ({reply.error or reply.signature})")
    return address
