"""Windows accessibility through UI Automation (comtypes over UIAutomationCore.dll), for the accessibility
worker process only (a hung application can block a UIA call; the agent kills and restarts the worker).

The tree is read through the control view, one cached request per node for the properties the formats
need. Control types map onto the same tag vocabulary as AT-SPI roles on Linux (accessibility.ROLE_TAGS)
and onto OSWorld's role names, so that an agent's prompt and a metric read the same on both platforms.
Everything but the COM calls is pure and tested on Linux."""

from __future__ import annotations

import sys
import time
from typing import Any, Iterable

from ..accessibility import TreeAdapter, format_row, role_tag, timed_tsv
from ..osworld_xml import XmlAdapter, clean_text, timed_xml
from ..protocol import Unavailable
from .base import AccessibilityBackend

#: UIA control type id -> its OSWorld / AT-SPI role name (the TSV tag follows from the role, as on Linux)
CONTROL_TYPES: dict[int, str] = {
    50000: "push button",
    50001: "calendar",
    50002: "check box",
    50003: "combo box",
    50004: "text",  # Edit
    50005: "link",  # Hyperlink
    50006: "image",
    50007: "list item",
    50008: "list",
    50009: "menu",
    50010: "menu bar",
    50011: "menu item",
    50012: "progress bar",
    50013: "radio button",
    50014: "scroll bar",
    50015: "slider",
    50016: "spin button",  # Spinner
    50017: "status bar",
    50018: "page tab list",  # Tab
    50019: "page tab",  # TabItem
    50020: "label",  # Text
    50021: "tool bar",
    50022: "tool tip",
    50023: "tree",
    50024: "tree item",
    50025: "unknown",  # Custom
    50026: "panel",  # Group
    50027: "unknown",  # Thumb
    50028: "table",  # DataGrid
    50029: "table row",  # DataItem
    50030: "document frame",  # Document
    50031: "push button",  # SplitButton
    50032: "frame",  # Window
    50033: "panel",  # Pane
    50034: "header",
    50035: "column header",  # HeaderItem
    50036: "table",
    50037: "title bar",
    50038: "separator",
    50039: "panel",  # SemanticZoom
    50040: "tool bar",  # AppBar
}

# Pattern ids
VALUE_PATTERN = 10002
TOGGLE_PATTERN = 10015
EXPAND_COLLAPSE_PATTERN = 10005
SELECTION_ITEM_PATTERN = 10010
TEXT_PATTERN = 10014
# Property ids for the cache request
PROPERTIES = {
    "control_type": 30003,
    "name": 30005,
    "has_focus": 30008,
    "focusable": 30009,
    "enabled": 30010,
    "automation_id": 30011,
    "class_name": 30012,
    "offscreen": 30022,
    "rect": 30001,
    "value": 30045,
    "toggle": 30086,
    "toggle_available": 30041,  # IsTogglePatternAvailable: ToggleState's default (indeterminate) otherwise
    "expand": 30070,
    "selected": 30079,
}
TREE_SCOPE_CHILDREN = 2
TERMINAL_CLASSES = ("ConsoleWindowClass", "CASCADIA_HOSTING_WINDOW_CLASS", "PseudoConsoleWindow")


def control_role(control_type: int) -> str:
    return CONTROL_TYPES.get(control_type, "unknown")


def control_tag(control_type: int) -> str:
    """The TSV tag: the one the Linux adapter gives the same role (one vocabulary for every platform)."""
    return role_tag(control_role(control_type))


def rect_cells(rect: Any) -> tuple[str, str]:
    """(position, size) cells from a RECT-like (left, top, right, bottom); empty for an empty rectangle."""
    if rect is None:
        return "", ""
    left, top, right, bottom = rect
    if right <= left or bottom <= top:
        return "", ""
    return f"{int(left)},{int(top)}", f"{int(right - left)},{int(bottom - top)}"


def uia_states(props: dict) -> list[str]:
    """A node's states in OSWorld's names, from the cached UIA properties."""
    states: list[str] = []
    if props.get("enabled"):
        states += ["enabled", "sensitive"]
    if props.get("focusable"):
        states.append("focusable")
    if props.get("has_focus"):
        states.append("focused")
    if not props.get("offscreen") and rect_cells(props.get("rect"))[1]:
        states += ["showing", "visible"]
    toggle = props.get("toggle") if props.get("toggle_available") else None
    if toggle == 1:
        states.append("checked")
    elif toggle == 2:
        states.append("indeterminate")
    expand = props.get("expand")
    if expand in (1, 2):
        states += ["expandable", "expanded"]
    elif expand == 0:
        states += ["expandable", "collapsed"]
    if props.get("selected"):
        states.append("selected")
    return states


def focused_field(props: dict) -> dict | None:
    """The focused element as the `focused` op gives it ({x, y, width, height, role}: physical pixels, its
    TSV tag), from its cached properties, or None when it has no area. The same cells as its row in the TSV
    (rect_cells), so a secret's mask ends when that row is gone (secret_masks.field_changed)."""
    position, size = rect_cells(props.get("rect"))
    if not size:
        return None
    x, y = (int(v) for v in position.split(","))
    w, h = (int(v) for v in size.split(","))
    return {"x": x, "y": y, "width": w, "height": h, "role": control_tag(int(props.get("control_type") or 0))}


def uia_row(props: dict) -> str:
    """The desktest TSV row of a node: tag from its control type, name, text from its value, the window
    class, the AutomationId as description, position and size."""
    position, size = rect_cells(props.get("rect"))
    return format_row(
        control_tag(int(props.get("control_type") or 0)),
        props.get("name") or "",
        props.get("value") or "",
        props.get("class_name") or "",
        props.get("automation_id") or "",
        position,
        size,
    )


def uia_description(props: dict) -> dict:
    """The node as osworld_xml's XmlAdapter.describe wants it."""
    desc: dict = {
        "role": control_role(int(props.get("control_type") or 0)),
        "name": props.get("name") or "",
        "states": uia_states(props),
        "attributes": {k: v for k, v in (("class", props.get("class_name")), ("id", props.get("automation_id"))) if v},
    }
    rect = props.get("rect")
    if rect is not None:
        left, top, right, bottom = rect
        desc["extents"] = (int(left), int(top), int(right - left), int(bottom - top))
    if props.get("value"):
        desc["text"] = props["value"]
    return desc


COINIT_MULTITHREADED = 0


def import_comtypes_client() -> Any:
    """comtypes.client, with COM initialised for this thread in the multithreaded apartment UI Automation
    clients should use. comtypes calls CoInitializeEx when it is first imported, with `sys.coinit_flags`
    (single-threaded when unset), and a second CoInitializeEx with another mode on the same thread fails
    with RPC_E_CHANGED_MODE: so the flag is set before that first import, the documented way, and never
    called again."""
    if "comtypes" not in sys.modules:
        sys.coinit_flags = COINIT_MULTITHREADED  # type: ignore[attr-defined]
    import comtypes.client

    return comtypes.client


def declare_dpi_awareness() -> None:
    """Physical pixels in this process too (the worker's element rectangles must match the agent's
    screenshots and clicks on a scaled display): the same declaration the agent's Win32 layer makes."""
    import ctypes

    from .windows_desktop import dpi_aware

    dpi_aware(ctypes, ctypes.WinDLL("user32", use_last_error=True))


class _Uia:
    """One IUIAutomation client (COM, initialised in the worker's thread) and its cache request."""

    def __init__(self) -> None:
        try:
            client = import_comtypes_client()
        except ImportError as e:
            raise Unavailable(f"comtypes is not installed (the Windows guest's requirements): {e}") from None
        declare_dpi_awareness()
        client.GetModule("UIAutomationCore.dll")
        from comtypes.gen import UIAutomationClient as uia  # type: ignore[import-not-found]

        self.api = uia
        self.client = client.CreateObject(uia.CUIAutomation, interface=uia.IUIAutomation)
        self.condition = self.client.ControlViewCondition
        self.cache = self.client.CreateCacheRequest()
        for pid in PROPERTIES.values():
            self.cache.AddProperty(pid)
        self.cache.TreeFilter = self.condition

    def root(self) -> Any:
        return self.client.GetRootElementBuildCache(self.cache)

    def children(self, node: Any) -> list:
        found = node.FindAllBuildCache(TREE_SCOPE_CHILDREN, self.condition, self.cache)
        return [found.GetElement(i) for i in range(found.Length)] if found else []

    def props(self, node: Any) -> dict:
        out: dict = {}
        for key, pid in PROPERTIES.items():
            try:
                out[key] = node.GetCachedPropertyValue(pid)
            except Exception:
                out[key] = None
        rect = out.get("rect")
        # VT_R8 array (left, top, width, height) -> (left, top, right, bottom)
        if rect is not None and len(rect) == 4:
            x, y, w, h = rect
            out["rect"] = (x, y, x + w, y + h)
        else:
            out["rect"] = None
        if isinstance(out.get("class_name"), str) is False:
            out["class_name"] = ""
        return out

    def text_of(self, node: Any) -> str | None:
        """The whole text of a node with the Text pattern (a console's buffer), or None."""
        # (GetCurrentPattern gives a COM pointer to query; GetCurrentPatternAs gives a raw void* in comtypes)
        try:
            pattern = node.GetCurrentPattern(TEXT_PATTERN)
        except Exception:
            return None
        if not pattern:
            return None
        text = pattern.QueryInterface(self.api.IUIAutomationTextPattern)
        return text.DocumentRange.GetText(-1)

    def focused_element(self) -> Any:
        """The element with the keyboard focus (IUIAutomation::GetFocusedElementBuildCache, with this
        client's cache request), or None: comtypes returns the [out, retval] pointer, NULL (falsy) when
        there is none."""
        element = self.client.GetFocusedElementBuildCache(self.cache)
        return element if element else None

    def focused_window(self) -> Any:
        import ctypes

        hwnd = ctypes.windll.user32.GetForegroundWindow()
        return self.client.ElementFromHandleBuildCache(hwnd, self.cache) if hwnd else None


class UiaTreeAdapter(TreeAdapter):
    """UIA nodes for the shared TSV walk; a node's children are read once, when the walk first asks."""

    def __init__(self, uia: Any):
        self.uia = uia
        self._children: dict[int, list] = {}

    def roots(self) -> list:
        return self.uia.children(self.uia.root())

    def _kids(self, node: Any) -> list:
        key = id(node)
        if key not in self._children:
            self._children[key] = self.uia.children(node)
        return self._children[key]

    def row(self, node: Any) -> str:
        return uia_row(self.uia.props(node))

    def child_count(self, node: Any) -> int:
        return len(self._kids(node))

    def child(self, node: Any, i: int) -> Any:
        return self._kids(node)[i]

    def showing(self, node: Any) -> bool:
        props = self.uia.props(node)
        return not props.get("offscreen") and bool(rect_cells(props.get("rect"))[1])


class UiaXmlAdapter(XmlAdapter):
    def __init__(self, uia: Any):
        self.uia = uia

    def roots(self) -> Iterable:
        return self.uia.children(self.uia.root())

    def describe(self, node: Any) -> dict:
        return uia_description(self.uia.props(node))

    def children(self, node: Any) -> Iterable:
        return self.uia.children(node)


class UiaBackend(AccessibilityBackend):
    def __init__(self) -> None:
        self._uia: _Uia | None = None

    @property
    def uia(self) -> _Uia:
        if self._uia is None:
            self._uia = _Uia()
        return self._uia

    def warm(self) -> None:
        try:
            import_comtypes_client()  # the import is the point (and it fixes the thread's COM apartment)
        except ImportError:
            pass

    def tsv(self, max_nodes: int, max_chars: int, timeout_ms: int, showing_only: bool) -> dict:
        t0 = time.monotonic()
        return timed_tsv(UiaTreeAdapter(self.uia), t0, timeout_ms, max_nodes, max_chars, showing_only)

    def osworld_xml(self, max_nodes: int, timeout_ms: int) -> dict:
        t0 = time.monotonic()
        return timed_xml(UiaXmlAdapter(self.uia), t0, timeout_ms, max_nodes)

    def focused(self, timeout_ms: int) -> dict | None:
        """The focused element's rectangle in physical pixels and its TSV tag, or None when nothing has the
        focus (a COM error, e.g. UIA_E_ELEMENTNOTAVAILABLE for an element that went away, is the worker's
        a11y_error: secret masks then cover the whole screen)."""
        element = self.uia.focused_element()
        return focused_field(self.uia.props(element)) if element is not None else None

    def terminal_text(self) -> str | None:
        """The text of the console in the foreground window (conhost or Windows Terminal), else None."""
        window = self.uia.focused_window()
        if window is None or self.uia.props(window).get("class_name") not in TERMINAL_CLASSES:
            return None
        text = self.uia.text_of(window)
        if text is None:
            for child in self.uia.children(window):
                text = self.uia.text_of(child)
                if text is not None:
                    break
        return clean_text(text).rstrip() if text is not None else None
