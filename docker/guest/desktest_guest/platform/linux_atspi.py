"""Linux accessibility through AT-SPI (pyatspi), for the accessibility worker process only: libatspi
aborts when it cannot reach the accessibility bus and can block in D-Bus calls to a frozen application."""

from __future__ import annotations

import time
from typing import Any, Iterable

from ..accessibility import A11Y_MAX_DEPTH, TreeAdapter, format_row, role_tag, timed_tsv
from ..log import log, now_ms
from ..osworld_xml import XmlAdapter, clean_text, timed_xml
from .atspi_pipeline import AppLinks, Fetcher, PipelinedAdapter, a11y_bus_address
from .base import AccessibilityBackend
from .dbus_wire import DBusWireError

class PyatspiAdapter(TreeAdapter):
    def __init__(self, pyatspi: Any):
        self.p = pyatspi
        self._showing = pyatspi.STATE_SHOWING

    def roots(self) -> list:
        desktop = self.p.Registry.getDesktop(0)
        out = []
        for i in range(desktop.childCount):
            try:
                out.append(desktop.getChildAtIndex(i))
            except Exception:
                continue
        return out

    def row(self, node) -> str:
        cls = node.getRoleName() or ""
        name = node.name or ""
        try:
            text = node.queryText().getText(0, -1) or ""
        except (NotImplementedError, AttributeError):
            text = ""
        description = node.description or ""
        try:
            ext = node.queryComponent().getExtents(self.p.DESKTOP_COORDS)
            position, size = f"{ext.x},{ext.y}", f"{ext.width},{ext.height}"
        except (NotImplementedError, AttributeError):
            position = size = ""
        return format_row(role_tag(cls), name, text, cls, description, position, size)

    def child_count(self, node) -> int:
        return node.childCount

    def child(self, node, i: int):
        return node.getChildAtIndex(i)

    def showing(self, node) -> bool:
        return node.getState().contains(self._showing)


def atspi_dump(pyatspi: Any, max_nodes: int, max_chars: int, timeout_ms: int, showing_only: bool, links: AppLinks | None = None) -> dict:
    """One walk of the live AT-SPI tree (runs in the a11y worker process): with `links`, through
    pipelined D-Bus calls (atspi_pipeline), else (or when the accessibility bus cannot be reached that
    way) through pyatspi, one blocking call at a time. Both give the same rows."""
    t0 = time.monotonic()
    pump_atspi_events()
    _set_call_timeouts(timeout_ms)
    if links is not None:
        per_call_s = _per_call_ms(timeout_ms) / 1000.0
        try:
            links.ensure_bus(per_call_s)
        except (DBusWireError, OSError) as e:
            level = "debug" if links.unreachable == str(e) else "warning"
            links.unreachable = str(e)
            log(level, f"AT-SPI through pipelined D-Bus calls unavailable ({e}); walking through pyatspi")
        else:
            fetcher = Fetcher(links, local_role_names(), per_call_s, A11Y_MAX_DEPTH, showing_only)
            try:
                return timed_tsv(PipelinedAdapter(fetcher), t0, timeout_ms, max_nodes, max_chars, showing_only)
            finally:
                fetcher.close()
    return timed_tsv(PyatspiAdapter(pyatspi), t0, timeout_ms, max_nodes, max_chars, showing_only)


def local_role_names() -> Any:
    """A role's name as atspi_accessible_get_role_name gives it without asking the application (roles
    below ATSPI_ROLE_COUNT other than EXTENDED), or None: the application's GetRoleName answers it."""
    import gi

    gi.require_version("Atspi", "2.0")  # as pyatspi asks for it
    from gi.repository import Atspi

    count, extended = int(Atspi.ROLE_COUNT), int(Atspi.Role.EXTENDED)
    names: dict[int, str] = {}

    def name(role: int) -> str | None:
        if not 0 <= role < count or role == extended:
            return None
        if role not in names:
            names[role] = Atspi.role_get_name(role) or ""
        return names[role]

    return name


def pump_atspi_events() -> None:
    """Dispatch the AT-SPI signals libatspi has queued, so the queue of a long-lived process does not grow
    without bound. (Without a running main loop libatspi does not serve properties from its cache, so
    every walk reads the live UI, as a fresh process would.)"""
    try:
        from gi.repository import GLib

        ctx = GLib.MainContext.default()
        n = 0
        while n < 100000 and ctx.pending():
            ctx.iteration(False)
            n += 1
    except Exception as e:
        log("debug", f"a11y event pump: {e}")


def _set_call_timeouts(timeout_ms: int) -> None:
    """One stuck application must not eat the whole budget in a single D-Bus call."""
    try:
        from gi.repository import Atspi

        per_call = _per_call_ms(timeout_ms)
        Atspi.set_timeout(per_call, max(per_call, min(15000, timeout_ms)))
    except Exception:
        pass


def _per_call_ms(timeout_ms: int) -> int:
    return max(250, min(2000, timeout_ms // 4))


def state_names(pyatspi: Any, node: Any) -> list[str]:
    """A node's states as OSWorld names them: STATE_SHOWING -> "showing"."""
    names = []
    state_set = node.getState()
    states = state_set.getStates() if hasattr(state_set, "getStates") else state_set.get_states()
    for st in states:
        name = pyatspi.StateType._enum_lookup.get(int(st), "")
        name = name.split("_", 1)[1].lower() if "_" in name else ""
        if name:
            names.append(name)
    return names


def _children(node: Any) -> Iterable:
    for i in range(node.childCount):
        try:
            yield node.getChildAtIndex(i)
        except Exception:
            continue


class PyatspiXmlAdapter(XmlAdapter):
    """AT-SPI nodes described for osworld_xml (the same queries as OSWorld's own server)."""

    def __init__(self, pyatspi: Any):
        self.p = pyatspi

    def roots(self) -> Iterable:
        return _children(self.p.Registry.getDesktop(0))

    def children(self, node: Any) -> Iterable:
        return _children(node)

    def describe(self, node: Any) -> dict:
        desc: dict = {"role": node.getRoleName() or "", "name": node.name or ""}
        states = state_names(self.p, node)
        desc["states"] = states
        try:
            desc["attributes"] = {str(k): str(v) for k, v in (node.get_attributes() or {}).items()}
        except Exception:
            pass
        if "visible" in states and "showing" in states:
            try:
                ext = node.queryComponent().getExtents(self.p.XY_SCREEN)
                desc["extents"] = (ext.x, ext.y, ext.width, ext.height)
            except Exception:
                pass
        try:
            t = node.queryText()
            desc["text"] = t.getText(0, t.characterCount)
        except Exception:
            pass
        for flag, query in (("image", "queryImage"), ("selection", "querySelection")):
            try:
                getattr(node, query)()
                desc[flag] = True
            except Exception:
                pass
        try:
            v = node.queryValue()
            value = {}
            for key, attr in (("value", "currentValue"), ("min", "minimumValue"), ("max", "maximumValue"), ("step", "minimumIncrement")):
                try:
                    value[key] = getattr(v, attr)
                except Exception:
                    pass
            desc["value"] = value
        except Exception:
            pass
        try:
            a = node.queryAction()
            desc["actions"] = [(a.getName(i), a.getDescription(i), a.getKeyBinding(i)) for i in range(a.nActions)]
        except Exception:
            pass
        return desc


def find_role(pyatspi: Any, top: Any, role: str, max_depth: int = 50, max_nodes: int = 20000) -> list:
    """Descendants of `top` with the role, pre-order, without recursion."""
    found, seen = [], 0
    stack = [(child, 1) for child in reversed(list(_children(top)))]
    while stack and seen < max_nodes:
        node, depth = stack.pop()
        seen += 1
        if node is None:
            continue
        try:
            if node.getRoleName() == role:
                found.append(node)
            if depth < max_depth:
                stack.extend((child, depth + 1) for child in reversed(list(_children(node))))
        except Exception:
            continue
    return found


class AtspiBackend(AccessibilityBackend):
    """The tree through AT-SPI. A walk whose screen and accessibles have not changed since (no X damage,
    counted by the agent, and no AT-SPI object or window event, counted here) is answered again instead
    of walked: the walk costs D-Bus calls for every property of every node (pipelined, atspi_pipeline.py,
    but still the applications' time), and a step that changed nothing would pay them for the same rows."""

    #: the AT-SPI event categories whose events mean the tree may have changed
    EVENTS = ("object", "window")

    def __init__(self) -> None:
        self._pyatspi: Any = None
        self._events = 0
        self._listening: bool | None = None  # None: not tried yet; False: registering failed
        self._last: tuple | None = None  # (params, screen changes, events, answer) of a walk that can stand
        self._links = AppLinks(a11y_bus_address)  # the pipelined walk's connections, kept between walks

    @property
    def pyatspi(self) -> Any:
        if self._pyatspi is None:
            import pyatspi  # noqa: WPS433 - raises ImportError: the worker answers "unavailable"

            self._pyatspi = pyatspi
        return self._pyatspi

    def warm(self) -> None:
        """Before the first walk: pyatspi imported, and the pipelined walk's accessibility-bus connection
        open (when the bus is not there yet, the first walk opens it)."""
        try:
            self._links.ensure_bus(2.0)
        except (DBusWireError, OSError) as e:
            log("debug", f"a11y warm: accessibility bus not reached yet ({e})")
        self.pyatspi  # noqa: B018 - the import is the point

    def idle(self) -> None:
        if self._pyatspi is not None:
            pump_atspi_events()  # keep the signal queue short while idle

    def tsv(self, max_nodes: int, max_chars: int, timeout_ms: int, showing_only: bool, screen_changes: int | None = None) -> dict:
        """The walk; with `screen_changes` (the screen's change count when the agent asked), the previous
        walk's answer when it was asked at the same count, with the same parameters, and no AT-SPI event
        came since it began (`reused: true`)."""
        t0 = time.monotonic()
        if screen_changes is not None:
            self._listen()
        pump_atspi_events()
        params = (max_nodes, max_chars, showing_only)
        last = self._last
        if screen_changes is not None and self._listening and last is not None and last[:3] == (params, screen_changes, self._events):
            return {**last[3], "ms": now_ms(t0), "reused": True}
        events = self._events
        answer = atspi_dump(self.pyatspi, max_nodes, max_chars, timeout_ms, showing_only, links=self._links)
        pump_atspi_events()
        complete = answer.get("truncated_reason") != "timeout" and not answer.get("errors")
        self._last = (params, screen_changes, events, answer) if screen_changes is not None and complete and self._events == events else None
        return answer

    def focused(self, timeout_ms: int) -> dict | None:
        """The focused element's rectangle and role tag ({x, y, width, height, role}), or None: the showing
        tree searched for the element whose state says focused (the innermost one)."""
        p = self.pyatspi
        pump_atspi_events()
        _set_call_timeouts(timeout_ms)
        deadline = time.monotonic() + timeout_ms / 1000.0
        found: list = []

        def visit(node: Any, depth: int) -> None:
            if node is None or depth > 30 or time.monotonic() > deadline:
                return
            try:
                states = node.getState()
                if depth > 0 and not states.contains(p.STATE_SHOWING):
                    return
                if states.contains(p.STATE_FOCUSED):
                    found.append(node)
                for child in _children(node):
                    visit(child, depth + 1)
            except Exception:
                return

        for app in _children(p.Registry.getDesktop(0)):
            visit(app, 0)
        for node in reversed(found):
            try:
                ext = node.queryComponent().getExtents(p.DESKTOP_COORDS)
            except Exception:
                continue
            if ext.width > 0 and ext.height > 0:
                return {"x": ext.x, "y": ext.y, "width": ext.width, "height": ext.height, "role": role_tag(node.getRoleName() or "")}
        return None

    def applications(self) -> list[dict]:
        pump_atspi_events()
        out = []
        for app in _children(self.pyatspi.Registry.getDesktop(0)):
            if app is None:
                continue
            try:
                pid = app.get_process_id()
            except Exception:
                pid = None
            out.append({"name": app.name or "", "pid": pid if isinstance(pid, int) and pid > 0 else None})
        return out

    def _listen(self) -> None:
        """Count every AT-SPI object and window event from now on (once; applications then send them)."""
        if self._listening is not None:
            return
        try:
            self.pyatspi.Registry.registerEventListener(self._on_event, *self.EVENTS)
            self._listening = True
        except Exception as e:
            self._listening = False
            log("warning", f"cannot listen to AT-SPI events ({type(e).__name__}: {e}); every tree is walked")

    def _on_event(self, _event: Any) -> None:
        self._events += 1

    def osworld_xml(self, max_nodes: int, timeout_ms: int) -> dict:
        t0 = time.monotonic()
        pyatspi = self.pyatspi
        pump_atspi_events()
        _set_call_timeouts(timeout_ms)
        return timed_xml(PyatspiXmlAdapter(pyatspi), t0, timeout_ms, max_nodes)

    def terminal_text(self) -> str | None:
        """OSWorld's terminal getter: the focused terminal of gnome-terminal's active window."""
        pyatspi = self.pyatspi
        pump_atspi_events()
        texts = []
        for app in _children(pyatspi.Registry.getDesktop(0)):
            if app is None or app.name != "gnome-terminal-server":
                continue
            for frame in _children(app):
                if frame is None or frame.getRoleName() != "frame" or "active" not in state_names(pyatspi, frame):
                    continue
                for term in find_role(pyatspi, frame, "terminal"):
                    if "focused" in state_names(pyatspi, term):
                        t = term.queryText()
                        texts.append(clean_text(t.getText(0, t.characterCount)))
        return texts[0].rstrip() if len(texts) == 1 else None
