"""The accessibility tree as desktest's TSV (tag, name, text, class, description, position, size): the
walk over any platform's tree (a TreeAdapter) and its bounded text. Pure; platform adapters read nodes."""

from __future__ import annotations

from abc import ABC, abstractmethod

import time
from typing import Any

from .log import now_ms


A11Y_HEADER = "tag\tname\ttext\tclass\tdescription\tposition\tsize"
A11Y_MAX_DEPTH = 30

# AT-SPI role name -> friendly tag (the desktest TSV vocabulary). Other roles: role name without spaces.
ROLE_TAGS = {
    "push button": "button",
    "check box": "checkbox",
    "radio button": "radio",
    "text": "text",
    "password text": "password",
    "combo box": "combobox",
    "list": "list",
    "list item": "listitem",
    "menu": "menu",
    "menu item": "menuitem",
    "menu bar": "menubar",
    "tab": "tab",
    "tab list": "tablist",
    "tool bar": "toolbar",
    "tree": "tree",
    "tree item": "treeitem",
    "table": "table",
    "table cell": "tablecell",
    "table row": "tablerow",
    "scroll bar": "scrollbar",
    "slider": "slider",
    "spin button": "spinbutton",
    "status bar": "statusbar",
    "label": "label",
    "link": "link",
    "image": "image",
    "panel": "panel",
    "frame": "frame",
    "dialog": "dialog",
    "window": "window",
    "filler": "filler",
    "separator": "separator",
    "scroll pane": "scrollpane",
    "page tab": "pagetab",
    "page tab list": "pagetablist",
    "entry": "entry",
    "application": "application",
    "document frame": "documentframe",
    "toggle button": "togglebutton",
    "icon": "icon",
    "heading": "heading",
    "paragraph": "paragraph",
    "section": "section",
}


def role_tag(role_name: str) -> str:
    return ROLE_TAGS.get(role_name, role_name.replace(" ", ""))


def escape_cell(value: Any) -> str:
    """TSV cell escaping: tab -> space, newline -> the two characters \\n, CR dropped."""
    if not value:
        return ""
    return str(value).replace("\t", " ").replace("\n", "\\n").replace("\r", "")


def format_row(tag: str, name: str, text: str, cls: str, description: str, position: str, size: str) -> str:
    return "\t".join(escape_cell(v) for v in (tag, name, text, cls, description, position, size))


def cap_chars(tsv: str, max_chars: int) -> tuple[str, bool]:
    """Cap the TSV at max_chars characters (code points, so no character is ever split). The cut goes back
    to the last line break when that lies in the second half of the kept text; otherwise (one huge line)
    the raw cut is kept. Returns (text, truncated)."""
    if max_chars <= 0 or len(tsv) <= max_chars:
        return tsv, False
    cut = tsv[:max_chars]
    nl = cut.rfind("\n")
    if nl > max_chars // 2:
        cut = cut[:nl]
    return cut, True


class TreeAdapter(ABC):
    """How the walker reads a node. The AT-SPI implementation is PyatspiAdapter; tests use fakes."""

    @abstractmethod
    def roots(self) -> list:
        ...

    @abstractmethod
    def row(self, node) -> str:
        """The node's TSV row; raising skips the node and its subtree."""

    @abstractmethod
    def child_count(self, node) -> int:
        ...

    @abstractmethod
    def child(self, node, i: int):
        ...

    def showing(self, node) -> bool:
        return True


class WalkResult:
    def __init__(self) -> None:
        self.rows: list[str] = []
        self.chars = 0
        self.stop_reason: str | None = None  # max_nodes | max_chars | timeout
        self.visited = 0
        self.errors = 0  # nodes whose properties could not be read (subtree skipped) or unreadable children


def walk_tree(
    adapter: TreeAdapter,
    max_nodes: int = 10000,
    max_chars: int = 40000,
    deadline: float | None = None,
    showing_only: bool = False,
    max_depth: int = A11Y_MAX_DEPTH,
) -> WalkResult:
    """Depth-first pre-order over every application, depth <= max_depth (applications are depth 0), at
    most max_nodes rows (0 = unlimited). Stops early once the text is certain to exceed max_chars (rows
    past that point could never survive cap_chars) or at the deadline (time.monotonic())."""
    res = WalkResult()
    budget = max_chars + 1 if max_chars > 0 else 0
    res.chars = len(A11Y_HEADER)

    def stop() -> bool:
        if res.stop_reason:
            return True
        if max_nodes > 0 and len(res.rows) >= max_nodes:
            res.stop_reason = "max_nodes"
        elif budget and res.chars >= budget:
            res.stop_reason = "max_chars"
        elif deadline is not None and time.monotonic() >= deadline:
            res.stop_reason = "timeout"
        return res.stop_reason is not None

    def visit(node, depth: int) -> None:
        if depth > max_depth or stop():
            return
        try:
            if showing_only and depth > 0 and not adapter.showing(node):
                return
            row = adapter.row(node)
            res.visited += 1
            res.rows.append(row)
            res.chars += 1 + len(row)
            n = adapter.child_count(node)
            for i in range(n):
                if stop():
                    return
                try:
                    c = adapter.child(node, i)
                except Exception:
                    res.errors += 1
                    continue
                if c is not None:
                    visit(c, depth + 1)
        except Exception:
            res.errors += 1
            return

    roots = adapter.roots()  # failing to reach the registry at all is an error, not an empty tree
    for app in roots:
        if stop():
            break
        if app is not None:
            visit(app, 0)
    return res


def build_tsv(res: WalkResult, max_chars: int) -> dict:
    tsv = A11Y_HEADER if not res.rows else A11Y_HEADER + "\n" + "\n".join(res.rows)
    tsv, cut = cap_chars(tsv, max_chars)
    reason = res.stop_reason
    if cut and reason is None:
        reason = "max_chars"
    return {
        "tsv": tsv,
        "nodes": tsv.count("\n"),
        "truncated": bool(cut or reason),
        "truncated_reason": reason,
        "timed_out": reason == "timeout",
        "errors": res.errors,
    }


def timed_tsv(adapter: Any, t0: float, timeout_ms: int, max_nodes: int, max_chars: int, showing_only: bool) -> dict:
    """One walk of a platform's tree into the TSV reply: stopped at t0 + timeout_ms, its time in "ms"."""
    res = walk_tree(
        adapter,
        max_nodes=max_nodes,
        max_chars=max_chars,
        deadline=t0 + timeout_ms / 1000.0,
        showing_only=showing_only,
    )
    out = build_tsv(res, max_chars)
    out["ms"] = now_ms(t0)
    return out
