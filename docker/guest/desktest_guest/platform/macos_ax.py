"""macOS accessibility through the AX API (ApplicationServices via pyobjc), for the accessibility worker
process only: an AX call waits for the target application to answer, so a hung application could block
it (each element gets a messaging timeout, and the agent kills and restarts a worker that still hangs).

The tree is one AXApplication per regular application (what has a Dock icon), walked through AXChildren;
each element is read with one AXUIElementCopyMultipleAttributeValues call for every attribute the
formats need. AX roles (with their subroles) map onto the AT-SPI role names OSWorld uses and the same TSV
tags as on Linux and Windows (accessibility.ROLE_TAGS), so that a prompt and a metric read alike on every
platform; a role with no AT-SPI counterpart gets a name in the same style ("AXRulerMarker" -> "ruler
marker", tag "rulermarker"). Positions and sizes are in points, as screenshots are (macos_desktop.py).
Everything but the pyobjc calls is pure and tested on Linux."""

from __future__ import annotations

import re
import time
from collections.abc import Sequence
from typing import Any, Iterable

from ..accessibility import TreeAdapter, format_row, role_tag, timed_tsv
from ..osworld_xml import XmlAdapter, clean_text, timed_xml
from ..protocol import Unavailable
from .base import AccessibilityBackend
from .macos_desktop import ACCESSIBILITY, current_tcc_clients, tcc_message

#: what is read of every element, in one call
ATTRIBUTES = (
    "AXRole",
    "AXSubrole",
    "AXTitle",
    "AXValue",
    "AXDescription",
    "AXHelp",
    "AXIdentifier",
    "AXPosition",
    "AXSize",
    "AXChildren",
    "AXFocused",
    "AXEnabled",
    "AXSelected",
    "AXExpanded",
    "AXMain",
    "AXModal",
    "AXMinimized",
    "AXMinValue",
    "AXMaxValue",
    "AXMenuItemMarkChar",
)


def _r(role: str) -> tuple[str, str]:
    """(TSV tag, OSWorld role) for an AT-SPI role name: the tag is what the Linux adapter gives it."""
    return role_tag(role), role


#: AX role -> (desktest TSV tag, OSWorld / AT-SPI role name); Apple's AXRoleConstants.h, in its order
AX_ROLES: dict[str, tuple[str, str]] = {
    "AXApplication": _r("application"),
    "AXWindow": _r("frame"),
    "AXSheet": _r("dialog"),
    "AXDrawer": _r("panel"),
    "AXGrowArea": _r("grow area"),
    "AXImage": _r("image"),
    "AXUnknown": _r("unknown"),
    "AXButton": _r("push button"),
    "AXRadioButton": _r("radio button"),
    "AXCheckBox": _r("check box"),
    "AXPopUpButton": _r("combo box"),
    "AXMenuButton": _r("push button"),
    "AXTabGroup": _r("page tab list"),
    "AXTable": _r("table"),
    "AXColumn": _r("table column"),
    "AXRow": _r("table row"),
    "AXOutline": _r("tree"),
    "AXBrowser": _r("tree"),
    "AXScrollArea": _r("scroll pane"),
    "AXScrollBar": _r("scroll bar"),
    "AXRadioGroup": _r("panel"),
    "AXList": _r("list"),
    "AXGroup": _r("panel"),
    "AXValueIndicator": _r("value indicator"),
    "AXComboBox": _r("combo box"),
    "AXSlider": _r("slider"),
    "AXIncrementor": _r("spin button"),
    "AXBusyIndicator": _r("progress bar"),
    "AXProgressIndicator": _r("progress bar"),
    "AXRelevanceIndicator": _r("level bar"),
    "AXToolbar": _r("tool bar"),
    "AXDisclosureTriangle": _r("toggle button"),
    "AXTextField": _r("text"),
    "AXTextArea": _r("text"),
    "AXStaticText": _r("label"),
    "AXHeading": _r("heading"),
    "AXMenuBar": _r("menu bar"),
    "AXMenuBarItem": _r("menu"),
    "AXMenu": _r("menu"),
    "AXMenuItem": _r("menu item"),
    "AXSplitGroup": _r("split pane"),
    "AXSplitter": _r("separator"),
    "AXColorWell": _r("color chooser"),
    "AXTimeField": _r("date editor"),
    "AXDateField": _r("date editor"),
    "AXHelpTag": _r("tool tip"),
    "AXMatte": _r("filler"),
    "AXDockItem": _r("list item"),
    "AXRuler": _r("ruler"),
    "AXRulerMarker": _r("ruler marker"),
    "AXGrid": _r("table"),
    "AXLevelIndicator": _r("level bar"),
    "AXCell": _r("table cell"),
    "AXLayoutArea": _r("canvas"),
    "AXLayoutItem": _r("panel"),
    "AXHandle": _r("handle"),
    "AXPopover": _r("window"),
    "AXLink": _r("link"),
    "AXWebArea": _r("document web"),
    "AXPage": _r("page"),
    "AXListMarker": _r("label"),
}

#: AX subrole -> what the element is instead of its role's default (a tab is a radio button, a password
#: field a text field, a dialog a window ...)
AX_SUBROLES: dict[str, tuple[str, str]] = {
    "AXSecureTextField": _r("password text"),
    "AXTabButton": _r("page tab"),
    "AXOutlineRow": _r("tree item"),
    "AXDialog": _r("dialog"),
    "AXSystemDialog": _r("dialog"),
    "AXFloatingWindow": _r("window"),
    "AXSystemFloatingWindow": _r("window"),
    "AXSwitch": _r("toggle button"),
    "AXToggle": _r("toggle button"),
    "AXApplicationDockItem": _r("list item"),
    "AXDocumentArticle": _r("article"),
    "AXLandmarkBanner": _r("landmark"),
    "AXLandmarkMain": _r("landmark"),
    "AXLandmarkNavigation": _r("landmark"),
    "AXLandmarkSearch": _r("landmark"),
    "AXLandmarkContentInfo": _r("landmark"),
    "AXLandmarkComplementary": _r("landmark"),
    "AXLandmarkRegion": _r("landmark"),
}

#: roles whose AXValue is a check state (0 off, 1 on, 2 mixed)
CHECKABLE = {"check box", "radio button", "toggle button"}
#: the terminal apps whose focused text area `terminal_text` reads
TERMINAL_BUNDLES = ("com.apple.Terminal", "com.googlecode.iterm2")
# AXError codes
AX_SUCCESS = 0
AX_ERROR_API_DISABLED = -25211
AX_ERROR_NO_VALUE = -25212
AX_ERROR_ATTRIBUTE_UNSUPPORTED = -25205
# AXValueType
AX_VALUE_CGPOINT, AX_VALUE_CGSIZE, AX_VALUE_AXERROR = 1, 2, 5
NS_APPLICATION_ACTIVATION_POLICY_REGULAR = 0


def role_words(ax_role: str) -> str:
    """An AX role without a table entry in the AT-SPI style: "AXRulerMarker" -> "ruler marker"."""
    name = ax_role[2:] if ax_role.startswith("AX") else ax_role
    return " ".join(w.lower() for w in re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z0-9]+", name)) or "unknown"


def ax_role(role: str | None, subrole: str | None = None) -> tuple[str, str]:
    """(TSV tag, OSWorld role) of an element: its subrole's when that says more, else its role's."""
    if subrole and subrole in AX_SUBROLES:
        return AX_SUBROLES[subrole]
    if not role:
        return _r("unknown")
    return AX_ROLES.get(role) or _r(role_words(role))


def _str(value: Any) -> str:
    return value if isinstance(value, str) else ""


def ax_name(attrs: dict) -> str:
    """The accessible name, as VoiceOver reads it: the title, else the description; a static text has
    neither and is named by its text (as an AT-SPI label is)."""
    name = _str(attrs.get("AXTitle")) or _str(attrs.get("AXDescription"))
    if not name and attrs.get("AXRole") == "AXStaticText":
        name = _str(attrs.get("AXValue"))
    return name


def ax_text(attrs: dict) -> str:
    """The element's text: a string AXValue (a text field's content, a static text); numbers are values,
    not text."""
    return _str(attrs.get("AXValue"))


def ax_class(attrs: dict) -> str:
    """The raw role, with the subrole when there is a real one: "AXButton/AXCloseButton"."""
    role = _str(attrs.get("AXRole"))
    subrole = _str(attrs.get("AXSubrole"))
    return f"{role}/{subrole}" if subrole and subrole != "AXUnknown" else role


def ax_description(attrs: dict) -> str:
    """The description column: AXDescription when the title named the element, else the help text."""
    description = _str(attrs.get("AXDescription"))
    if description and _str(attrs.get("AXTitle")):
        return description
    return _str(attrs.get("AXHelp"))


def ax_frame(attrs: dict) -> tuple[int, int, int, int] | None:
    """(x, y, width, height) in points from AXPosition and AXSize, or None without both."""
    position, size = attrs.get("AXPosition"), attrs.get("AXSize")
    if position is None or size is None:
        return None
    return int(round(position[0])), int(round(position[1])), int(round(size[0])), int(round(size[1]))


def frame_cells(frame: tuple[int, int, int, int] | None) -> tuple[str, str]:
    if frame is None:
        return "", ""
    x, y, w, h = frame
    return f"{x},{y}", f"{w},{h}"


def is_showing(attrs: dict, screen: tuple[int, int, int, int] | None = None) -> bool:
    """Whether the element is drawn: it has an area, is not in a minimised window, and (when the screen
    is known) overlaps it. AX has no "showing" of its own; scrolled-out rows keep their frames."""
    frame = ax_frame(attrs)
    if frame is None or attrs.get("AXMinimized") is True:
        return False
    x, y, w, h = frame
    if w <= 0 or h <= 0:
        return False
    if screen is None:
        return True
    sx, sy, sw, sh = screen
    return x < sx + sw and x + w > sx and y < sy + sh and y + h > sy


def _number(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return float(value)


def ax_states(attrs: dict, screen: tuple[int, int, int, int] | None = None) -> list[str]:
    """The element's states in OSWorld's (AT-SPI's) names."""
    _, role = ax_role(attrs.get("AXRole"), attrs.get("AXSubrole"))
    states: list[str] = []
    enabled = attrs.get("AXEnabled") is not False  # most static elements have no AXEnabled at all
    if enabled:
        states += ["enabled", "sensitive"]
    if attrs.get("AXFocused") is True:
        states.append("focused")
    if is_showing(attrs, screen):
        states += ["showing", "visible"]
    check = _number(attrs.get("AXValue"))
    if role in CHECKABLE and check is not None:
        if check == 1:
            states.append("checked")
        elif check == 2:
            states.append("indeterminate")
    if role == "menu item" and _str(attrs.get("AXMenuItemMarkChar")):
        states.append("checked")
    expanded = attrs.get("AXExpanded")
    if isinstance(expanded, bool):
        states += ["expandable", "expanded" if expanded else "collapsed"]
    if attrs.get("AXSelected") is True or (role == "page tab" and check == 1):
        states.append("selected")
    if attrs.get("AXMain") is True:
        states.append("active")
    if attrs.get("AXModal") is True:
        states.append("modal")
    if attrs.get("AXMinimized") is True:
        states.append("iconified")
    if attrs.get("AXRole") == "AXTextField":
        states += (["editable"] if enabled else []) + ["single_line"]
    elif attrs.get("AXRole") == "AXTextArea":
        states.append("multi_line")
    return states


def ax_row(attrs: dict) -> str:
    """The desktest TSV row of an element."""
    position, size = frame_cells(ax_frame(attrs))
    tag, _ = ax_role(attrs.get("AXRole"), attrs.get("AXSubrole"))
    return format_row(tag, ax_name(attrs), ax_text(attrs), ax_class(attrs), ax_description(attrs), position, size)


def ax_node(attrs: dict, screen: tuple[int, int, int, int] | None = None) -> dict:
    """The element as osworld_xml's XmlAdapter.describe wants it."""
    _, role = ax_role(attrs.get("AXRole"), attrs.get("AXSubrole"))
    attributes = {"class": ax_class(attrs), "id": _str(attrs.get("AXIdentifier")), "help": _str(attrs.get("AXHelp"))}
    desc: dict = {
        "role": role,
        "name": ax_name(attrs),
        "states": ax_states(attrs, screen),
        "attributes": {k: v for k, v in attributes.items() if v},
    }
    frame = ax_frame(attrs)
    if frame is not None:
        desc["extents"] = frame
    text = ax_text(attrs)
    if text:
        desc["text"] = text
    value, low, high = (_number(attrs.get(k)) for k in ("AXValue", "AXMinValue", "AXMaxValue"))
    if value is not None and (low is not None or high is not None):
        desc["value"] = {k: v for k, v in (("value", value), ("min", low), ("max", high)) if v is not None}
    return desc


def focused_field(attrs: dict) -> dict | None:
    """The focused element as the `focused` op gives it ({x, y, width, height, role}: points, its TSV tag),
    from its attributes, or None when it has no area. The same frame and tag as its row in the TSV, so a
    secret's mask ends when that row is gone (secret_masks.field_changed)."""
    frame = ax_frame(attrs)
    if frame is None or frame[2] <= 0 or frame[3] <= 0:
        return None
    x, y, w, h = frame
    return {"x": x, "y": y, "width": w, "height": h, "role": ax_role(attrs.get("AXRole"), attrs.get("AXSubrole"))[0]}


def message_timeout_s(timeout_ms: int) -> float:
    """How long one AX call may wait for its application: a quarter of the walk's bound, 0.25 to 2 s (as
    the Linux adapter bounds each AT-SPI call), so one frozen application cannot eat the whole walk."""
    return max(250, min(2000, timeout_ms // 4)) / 1000.0


def choose_terminal_text(areas: list[dict]) -> str | None:
    """The text of a terminal window's text area: the focused one (a split window has two), else the only
    one; None when that is ambiguous or there is none. Right-trimmed, like the Linux getter."""
    focused = [a for a in areas if a.get("AXFocused") is True]
    chosen = focused if focused else areas
    if len(chosen) != 1:
        return None
    text = _str(chosen[0].get("AXValue"))
    return clean_text(text).rstrip()


class AxError(Exception):
    """An AX call failed (the element is gone, the application did not answer in time ...)."""

    def __init__(self, code: int, what: str):
        super().__init__(f"{what} failed with AXError {code}")
        self.code = code


class _Ax:
    """The pyobjc calls, loaded on first use (importing this module elsewhere needs none of them)."""

    def __init__(self) -> None:
        try:
            import AppKit
            import ApplicationServices
            import CoreFoundation
            import Quartz
        except ImportError as e:
            raise Unavailable(f"pyobjc is not installed for this Python: {e}; install docker/guest/requirements-macos.txt") from None
        self.ax, self.appkit, self.cf, self.q = ApplicationServices, AppKit, CoreFoundation, Quartz
        self.value_ref = getattr(ApplicationServices, "AXValueRef", None)
        self.element_ref = getattr(ApplicationServices, "AXUIElementRef", None)
        self.timeout_s = 2.0
        self.system_wide = ApplicationServices.AXUIElementCreateSystemWide()

    def trusted(self) -> bool:
        return bool(self.ax.AXIsProcessTrusted())

    def refresh(self) -> None:
        """Run this thread's run loop once, without waiting: NSWorkspace learns of launched and quit
        applications only there (the worker's backend runs on its main thread)."""
        self.cf.CFRunLoopRunInMode(self.cf.kCFRunLoopDefaultMode, 0, False)

    def screen(self) -> tuple[int, int, int, int] | None:
        try:
            b = self.q.CGDisplayBounds(self.q.CGMainDisplayID())
            return int(b.origin.x), int(b.origin.y), int(b.size.width), int(b.size.height)
        except Exception:
            return None

    def _is(self, value: Any, cls: Any, type_id: str) -> bool:
        if cls is not None:
            return isinstance(value, cls)
        try:
            return self.cf.CFGetTypeID(value) == getattr(self.ax, type_id)()
        except Exception:
            return False

    def decode(self, value: Any) -> Any:
        """An attribute value in Python terms: str, bool, int/float, (x, y) for a point, (w, h) for a
        size, a list, an element as is; None for a missing value or an inline AXError."""
        if value is None or isinstance(value, (bool, int, float, str)):
            return value
        if self._is(value, self.value_ref, "AXValueGetTypeID"):
            kind = self.ax.AXValueGetType(value)
            if kind in (AX_VALUE_CGPOINT, AX_VALUE_CGSIZE):
                ok, data = self.ax.AXValueGetValue(value, kind, None)
                if ok:
                    return (data.x, data.y) if kind == AX_VALUE_CGPOINT else (data.width, data.height)
            return None
        if self._is(value, self.element_ref, "AXUIElementGetTypeID"):
            return value
        if isinstance(value, Sequence) or hasattr(value, "objectAtIndex_"):
            return [self.decode(v) for v in value]
        return None

    def _check(self, err: int, what: str) -> None:
        if err == AX_ERROR_API_DISABLED:
            raise Unavailable(tcc_message(ACCESSIBILITY, current_tcc_clients()))
        if err != AX_SUCCESS:
            raise AxError(err, what)

    def attributes(self, element: Any) -> dict:
        """Every attribute of ATTRIBUTES in one call, bounded by the messaging timeout."""
        self.ax.AXUIElementSetMessagingTimeout(element, self.timeout_s)
        err, values = self.ax.AXUIElementCopyMultipleAttributeValues(element, list(ATTRIBUTES), 0, None)
        self._check(err, "AXUIElementCopyMultipleAttributeValues")
        values = list(values or [])
        return {name: self.decode(values[i]) if i < len(values) else None for i, name in enumerate(ATTRIBUTES)}

    def attribute(self, element: Any, name: str) -> Any:
        self.ax.AXUIElementSetMessagingTimeout(element, self.timeout_s)
        err, value = self.ax.AXUIElementCopyAttributeValue(element, name, None)
        if err in (AX_ERROR_NO_VALUE, AX_ERROR_ATTRIBUTE_UNSUPPORTED):
            return None
        self._check(err, f"reading {name}")
        return self.decode(value)

    def apps(self) -> list:
        """An AXApplication element per regular running application, in NSWorkspace's order."""
        self.refresh()
        out = []
        for app in self.appkit.NSWorkspace.sharedWorkspace().runningApplications():
            if app.activationPolicy() != NS_APPLICATION_ACTIVATION_POLICY_REGULAR or app.isTerminated():
                continue
            out.append(self.ax.AXUIElementCreateApplication(app.processIdentifier()))
        return out

    def focused_element(self) -> Any:
        """The element with the keyboard focus (kAXFocusedUIElementAttribute), asked of the system-wide
        element; of the active application when the system-wide element has none to give (it answers
        kAXErrorNoValue, or kAXErrorCannotComplete for an application that does not answer it in time)."""
        try:
            element = self.attribute(self.system_wide, "AXFocusedUIElement")
        except AxError:
            element = None
        if element is not None:
            return element
        front = self.focused_app()
        return self.attribute(front[1], "AXFocusedUIElement") if front is not None else None

    def focused_app(self) -> tuple[str, Any] | None:
        """(bundle identifier, AXApplication element) of the active application, asked afresh of the
        system-wide element."""
        self.ax.AXUIElementSetMessagingTimeout(self.system_wide, self.timeout_s)
        err, app = self.ax.AXUIElementCopyAttributeValue(self.system_wide, "AXFocusedApplication", None)
        if err == AX_ERROR_NO_VALUE or app is None:
            return None
        self._check(err, "reading AXFocusedApplication")
        err, pid = self.ax.AXUIElementGetPid(app, None)
        self._check(err, "AXUIElementGetPid")
        running = self.appkit.NSRunningApplication.runningApplicationWithProcessIdentifier_(pid)
        bundle = str(running.bundleIdentifier() or "") if running is not None else ""
        return bundle, app


class AxNodes:
    """One walk's view of the AX tree: each element's attributes are read once, when first asked."""

    def __init__(self, ax: Any):
        self.ax = ax
        self._attrs: dict[int, tuple[Any, dict]] = {}  # id -> (element, attrs): the element stays alive
        self._kids: dict[int, list] = {}

    def attrs(self, node: Any) -> dict:
        key = id(node)
        if key not in self._attrs:
            self._attrs[key] = (node, self.ax.attributes(node))
        return self._attrs[key][1]

    def children(self, node: Any) -> list:
        key = id(node)
        if key not in self._kids:
            kids = self.attrs(node).get("AXChildren")
            self._kids[key] = [k for k in kids if k is not None] if isinstance(kids, list) else []
        return self._kids[key]


class AxTreeAdapter(TreeAdapter):
    def __init__(self, ax: Any, screen: tuple[int, int, int, int] | None):
        self.ax, self.nodes, self.screen = ax, AxNodes(ax), screen

    def roots(self) -> list:
        return self.ax.apps()

    def row(self, node: Any) -> str:
        return ax_row(self.nodes.attrs(node))

    def child_count(self, node: Any) -> int:
        return len(self.nodes.children(node))

    def child(self, node: Any, i: int) -> Any:
        return self.nodes.children(node)[i]

    def showing(self, node: Any) -> bool:
        return is_showing(self.nodes.attrs(node), self.screen)


class AxXmlAdapter(XmlAdapter):
    def __init__(self, ax: Any, screen: tuple[int, int, int, int] | None):
        self.ax, self.nodes, self.screen = ax, AxNodes(ax), screen

    def roots(self) -> Iterable:
        return self.ax.apps()

    def describe(self, node: Any) -> dict:
        return ax_node(self.nodes.attrs(node), self.screen)

    def children(self, node: Any) -> Iterable:
        return self.nodes.children(node)


def find_text_areas(ax: Any, top: Any, max_depth: int = 30, max_nodes: int = 5000) -> list[dict]:
    """The attributes of every AXTextArea under `top` (pre-order, without recursion); elements that do
    not answer are skipped."""
    nodes = AxNodes(ax)
    found: list[dict] = []
    stack = [(top, 0)]
    seen = 0
    while stack and seen < max_nodes:
        node, depth = stack.pop()
        seen += 1
        try:
            attrs = nodes.attrs(node)
        except AxError:
            continue
        if attrs.get("AXRole") == "AXTextArea":
            found.append(attrs)
        if depth < max_depth:
            stack.extend((kid, depth + 1) for kid in reversed(nodes.children(node)))
    return found


class AxBackend(AccessibilityBackend):
    def __init__(self) -> None:
        self._ax: _Ax | None = None

    @property
    def ax(self) -> _Ax:
        if self._ax is None:
            self._ax = _Ax()
        return self._ax

    def _begin(self, timeout_ms: int) -> Any:
        """The AX client, ready for a walk bounded by timeout_ms; Unavailable with the System Settings
        pane to open when the worker's Python may not use accessibility."""
        ax = self.ax
        if not ax.trusted():
            raise Unavailable(tcc_message(ACCESSIBILITY, current_tcc_clients()))
        ax.timeout_s = message_timeout_s(timeout_ms)
        return ax

    def warm(self) -> None:
        try:
            import ApplicationServices  # noqa: F401 - the import is the point
        except ImportError:
            pass

    def idle(self) -> None:
        if self._ax is not None:
            self._ax.refresh()  # keep NSWorkspace's list of applications current

    def tsv(self, max_nodes: int, max_chars: int, timeout_ms: int, showing_only: bool) -> dict:
        t0 = time.monotonic()
        ax = self._begin(timeout_ms)
        return timed_tsv(AxTreeAdapter(ax, ax.screen()), t0, timeout_ms, max_nodes, max_chars, showing_only)

    def osworld_xml(self, max_nodes: int, timeout_ms: int) -> dict:
        t0 = time.monotonic()
        ax = self._begin(timeout_ms)
        return timed_xml(AxXmlAdapter(ax, ax.screen()), t0, timeout_ms, max_nodes)

    def focused(self, timeout_ms: int) -> dict | None:
        """The focused element's rectangle in points and its TSV tag, or None when nothing has the focus."""
        ax = self._begin(timeout_ms)
        element = ax.focused_element()
        return focused_field(ax.attributes(element)) if element is not None else None

    def terminal_text(self) -> str | None:
        """The focused text area of the active Terminal or iTerm2 window (its whole buffer), else None."""
        ax = self._begin(30000)
        front = ax.focused_app()
        if front is None or front[0] not in TERMINAL_BUNDLES:
            return None
        app = front[1]
        window = ax.attribute(app, "AXFocusedWindow") or ax.attribute(app, "AXMainWindow")
        if window is None:
            return None
        return choose_terminal_text(find_text_areas(ax, window))
