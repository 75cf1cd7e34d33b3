"""The accessibility tree in OSWorld's XML shape: a <desktop-frame> root, one element per node named by its
role, the name as an attribute, states (st:), attributes (attr:), geometry (cp:), value (val:) and actions
(act:) in OSWorld's namespaces, the node's text as element text.

Pure: a platform's XmlAdapter describes each node as a plain dict (see `describe` below); this module
walks (iteratively, bounded in depth, width, node count and time) and serialises.
"""

from __future__ import annotations

from abc import ABC, abstractmethod

import time
import xml.etree.ElementTree as ET
from typing import Any, Iterable

from .log import now_ms

NS = {
    "st": "https://accessibility.ubuntu.example.org/ns/state",
    "attr": "https://accessibility.ubuntu.example.org/ns/attributes",
    "cp": "https://accessibility.ubuntu.example.org/ns/component",
    "doc": "https://accessibility.ubuntu.example.org/ns/document",
    "docattr": "https://accessibility.ubuntu.example.org/ns/document/attributes",
    "txt": "https://accessibility.ubuntu.example.org/ns/text",
    "val": "https://accessibility.ubuntu.example.org/ns/value",
    "act": "https://accessibility.ubuntu.example.org/ns/action",
}
MAX_DEPTH = 50  # applications are depth 1
MAX_WIDTH = 1024  # children read per node
MAX_NODES = 20000

for _prefix, _uri in NS.items():
    ET.register_namespace(_prefix, _uri)


class XmlAdapter(ABC):
    """How the walk reads a platform's tree. `describe` returns:

        {"role": str, "name": str, "states": [str], "attributes": {str: str},
         "extents": (x, y, width, height) | None, "text": str, "image": bool, "selection": bool,
         "value": {"value"|"min"|"max"|"step": number}, "actions": [(name, description, key_binding)]}

    Missing keys mean "none". Raising skips the node (and its subtree)."""

    @abstractmethod
    def roots(self) -> Iterable:
        ...

    @abstractmethod
    def describe(self, node: Any) -> dict:
        ...

    @abstractmethod
    def children(self, node: Any) -> Iterable:
        ...


def _q(ns: str, name: str) -> str:
    return "{%s}%s" % (NS[ns], name)


def clean_text(text: str) -> str:
    """OSWorld drops the object replacement and replacement characters from node text."""
    return text.replace("\ufffc", "").replace("\ufffd", "")


def node_element(desc: dict) -> ET.Element:
    """One node's element (without children), attributes in OSWorld's order."""
    attrs: dict[str, str] = {"name": desc.get("name") or ""}
    states = list(desc.get("states") or [])
    for st in states:
        attrs[_q("st", st)] = "true"
    for key, value in (desc.get("attributes") or {}).items():
        if key:
            attrs[_q("attr", key)] = str(value)
    extents = desc.get("extents")
    if extents is not None and "visible" in states and "showing" in states:
        x, y, w, h = extents
        attrs[_q("cp", "screencoord")] = "(%d, %d)" % (x, y)
        attrs[_q("cp", "size")] = "(%d, %d)" % (w, h)
    for flag in ("image", "selection"):
        if desc.get(flag):
            attrs[flag] = "true"
    for key, value in (desc.get("value") or {}).items():
        attrs[_q("val", key)] = str(value)
    for name, description, binding in desc.get("actions") or []:
        name = str(name).replace(" ", "-")
        attrs[_q("act", name + "_desc")] = description or ""
        attrs[_q("act", name + "_kb")] = binding or ""
    role = (desc.get("role") or "").strip()
    element = ET.Element((role or "unknown").replace(" ", "-"), attrs)
    text = clean_text(desc.get("text") or "")
    if text:
        element.text = text
    return element


def tree_xml(
    adapter: XmlAdapter,
    max_nodes: int = MAX_NODES,
    max_depth: int = MAX_DEPTH,
    max_width: int = MAX_WIDTH,
    deadline: float | None = None,
) -> dict:
    """Walk every application (depth 1) pre-order, without recursion; returns {"xml", "nodes",
    "truncated", "truncated_reason", "errors"}."""
    root = ET.Element("desktop-frame")
    nodes = errors = 0
    reason: str | None = None
    # stack of (node, depth, parent element); children pushed in reverse so they come out in order
    stack: list[tuple[Any, int, ET.Element]] = []
    apps = _take(adapter.roots(), max_width)
    stack.extend((app, 1, root) for app in reversed(apps) if app is not None)
    while stack:
        if nodes >= max_nodes:
            reason = "max_nodes"
            break
        if deadline is not None and time.monotonic() >= deadline:
            reason = "timeout"
            break
        node, depth, parent = stack.pop()
        try:
            element = node_element(adapter.describe(node))
        except Exception:
            errors += 1
            continue
        parent.append(element)
        nodes += 1
        if depth >= max_depth:
            continue
        try:
            kids = _take(adapter.children(node), max_width)
        except Exception:
            errors += 1
            continue
        stack.extend((kid, depth + 1, element) for kid in reversed(kids) if kid is not None)
    return {
        "xml": ET.tostring(root, encoding="unicode"),
        "nodes": nodes,
        "truncated": reason is not None,
        "truncated_reason": reason,
        "errors": errors,
    }


def _take(items: Iterable, limit: int) -> list:
    out = []
    for item in items:
        if len(out) >= limit:
            break
        out.append(item)
    return out


def timed_xml(adapter: XmlAdapter, t0: float, timeout_ms: int, max_nodes: int) -> dict:
    """One walk of a platform's tree into OSWorld's XML reply: stopped at t0 + timeout_ms, its time in "ms"."""
    out = tree_xml(adapter, max_nodes=max_nodes, deadline=t0 + timeout_ms / 1000.0)
    out["ms"] = now_ms(t0)
    return out
