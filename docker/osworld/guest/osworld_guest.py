#!/usr/bin/env python3
"""In-desktop helper for desktest's OSWorld runner: the parts of OSWorld's guest server that need X11,
AT-SPI or Chrome's DevTools endpoint, as one-shot subcommands whose answer is printed on stdout.

  a11y                      the accessibility tree as OSWorld's XML (desktop-frame root, st:/attr:/cp:... namespaces)
  terminal                  {"output": text | null}: the focused gnome-terminal tab of the active terminal window
  screen-size               {"width": w, "height": h}
  window-size CLASS         {"width": w, "height": h} of the first client window whose WM_CLASS matches, or null
  list-dir PATH             OSWorld's directory tree {"type": "directory", "name", "children": [...]}, or {"error"}
  cdp-open-tabs URL...      open each URL in a new Chrome tab (DevTools HTTP on :9222), closing the blank one
  cdp-tabs                  [{"title", "url"}] of Chrome's page tabs
  resolve PATH              {"path", "exists", "file"}: PATH with ~ and $VARS expanded, absolute (from the home)
  place SRC DEST            move an uploaded file to DEST (~ and $VARS expanded), creating folders, mode 0644

Copied into every OSWorld desktop at run time (not baked into the image) so host and guest always match.
Written for desktest; the XML shape follows OSWorld's documented format.
"""
import json
import os
import sys
import time
import urllib.parse
import urllib.request
import xml.etree.ElementTree as ET

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
MAX_DEPTH = 50
MAX_WIDTH = 1024
MAX_NODES = 20000


# The answer goes to the original stdout; everything else that libraries print (python-xlib's xauth
# warning, AT-SPI messages) goes to stderr, so stdout always parses.
_ANSWER = os.fdopen(os.dup(1), "w", encoding="utf-8")
os.dup2(2, 1)
sys.stdout = sys.stderr


def answer(text):
    _ANSWER.write(text)
    _ANSWER.flush()


def out(value):
    answer(json.dumps(value))


def state_names(node):
    import pyatspi

    names = []
    state_set = node.getState()
    states = state_set.getStates() if hasattr(state_set, "getStates") else state_set.get_states()
    for st in states:
        name = pyatspi.StateType._enum_lookup.get(int(st), "")
        name = name.split("_", 1)[1].lower() if "_" in name else ""
        if name:
            names.append(name)
    return names


class Walker:
    def __init__(self):
        self.count = 0

    def node(self, node, depth):
        self.count += 1
        attrs = {"name": node.name or ""}
        states = state_names(node)
        for st in states:
            attrs["{%s}%s" % (NS["st"], st)] = "true"
        try:
            for key, value in (node.get_attributes() or {}).items():
                if key:
                    attrs["{%s}%s" % (NS["attr"], key)] = str(value)
        except Exception:
            pass
        if "visible" in states and "showing" in states:
            try:
                comp = node.queryComponent()
                import pyatspi

                ext = comp.getExtents(pyatspi.XY_SCREEN)
                attrs["{%s}screencoord" % NS["cp"]] = "(%d, %d)" % (ext.x, ext.y)
                attrs["{%s}size" % NS["cp"]] = "(%d, %d)" % (ext.width, ext.height)
            except Exception:
                pass
        text = ""
        try:
            t = node.queryText()
            text = t.getText(0, t.characterCount).replace("\ufffc", "").replace("\ufffd", "")
        except Exception:
            pass
        for flag, query in (("image", "queryImage"), ("selection", "querySelection")):
            try:
                getattr(node, query)()
                attrs[flag] = "true"
            except Exception:
                pass
        try:
            v = node.queryValue()
            for key, get in (
                ("value", lambda: v.currentValue),
                ("min", lambda: v.minimumValue),
                ("max", lambda: v.maximumValue),
                ("step", lambda: v.minimumIncrement),
            ):
                try:
                    attrs["{%s}%s" % (NS["val"], key)] = str(get())
                except Exception:
                    pass
        except Exception:
            pass
        try:
            a = node.queryAction()
            for i in range(a.nActions):
                name = a.getName(i).replace(" ", "-")
                attrs["{%s}%s_desc" % (NS["act"], name)] = a.getDescription(i) or ""
                attrs["{%s}%s_kb" % (NS["act"], name)] = a.getKeyBinding(i) or ""
        except Exception:
            pass
        role = (node.getRoleName() or "").strip()
        tag = (role or "unknown").replace(" ", "-")
        element = ET.Element(tag, attrs)
        if text:
            element.text = text
        if depth >= MAX_DEPTH or self.count >= MAX_NODES:
            return element
        try:
            for i, child in enumerate(node):
                if i >= MAX_WIDTH or self.count >= MAX_NODES:
                    break
                if child is None:
                    continue
                try:
                    element.append(self.node(child, depth + 1))
                except Exception:
                    continue
        except Exception:
            pass
        return element


def a11y():
    import pyatspi

    for prefix, uri in NS.items():
        ET.register_namespace(prefix, uri)
    root = ET.Element("desktop-frame")
    walker = Walker()
    desktop = pyatspi.Registry.getDesktop(0)
    for app in desktop:
        if app is None:
            continue
        try:
            root.append(walker.node(app, 1))
        except Exception:
            continue
    answer(ET.tostring(root, encoding="unicode"))


def find_all(node, role, depth=0):
    found = []
    if depth > MAX_DEPTH:
        return found
    try:
        children = list(node)
    except Exception:
        return found
    for child in children:
        if child is None:
            continue
        try:
            if child.getRoleName() == role:
                found.append(child)
            found.extend(find_all(child, role, depth + 1))
        except Exception:
            continue
    return found


def terminal():
    import pyatspi

    desktop = pyatspi.Registry.getDesktop(0)
    texts = []
    for app in desktop:
        if app is None or app.name != "gnome-terminal-server":
            continue
        for frame in app:
            if frame is None or frame.getRoleName() != "frame" or "active" not in state_names(frame):
                continue
            for term in find_all(frame, "terminal"):
                if "focused" in state_names(term):
                    t = term.queryText()
                    texts.append(t.getText(0, t.characterCount).replace("\ufffc", "").replace("\ufffd", ""))
    out({"output": texts[0].rstrip() if len(texts) == 1 else None})


def screen_size():
    from Xlib import display

    d = display.Display()
    s = d.screen()
    out({"width": s.width_in_pixels, "height": s.height_in_pixels})


def window_size(class_name):
    from Xlib import X, display, error

    d = display.Display()
    root = d.screen().root
    prop = root.get_full_property(d.intern_atom("_NET_CLIENT_LIST"), X.AnyPropertyType)
    for wid in prop.value if prop else []:
        try:
            w = d.create_resource_object("window", wid)
            wm_class = w.get_wm_class()
            if wm_class is None:
                continue
            if class_name.lower() in [n.lower() for n in wm_class]:
                g = w.get_geometry()
                out({"width": g.width, "height": g.height})
                return
        except error.XError:
            continue
    out(None)


def list_dir(path):
    def tree(directory):
        node = {"type": "directory", "name": os.path.basename(directory), "children": []}
        try:
            for entry in os.listdir(directory):
                full = os.path.join(directory, entry)
                if os.path.isdir(full):
                    node["children"].append(tree(full))
                else:
                    node["children"].append({"type": "file", "name": entry})
        except OSError as e:
            node = {"error": str(e)}
        return node

    if not os.path.isdir(path):
        out({"error": "The provided path is not a directory"})
        return
    out({"directory_tree": tree(path)})


CDP = "http://127.0.0.1:9222"


def cdp(path, method="GET", timeout=5):
    req = urllib.request.Request(CDP + path, method=method)
    with urllib.request.urlopen(req, timeout=timeout) as r:
        body = r.read().decode("utf-8", "replace")
    try:
        return json.loads(body)
    except ValueError:
        return body


def cdp_ready(attempts, pause):
    last = None
    for _ in range(attempts):
        try:
            cdp("/json/version")
            return
        except Exception as e:  # not up yet
            last = e
            time.sleep(pause)
    raise SystemExit("Chrome's DevTools endpoint on port 9222 did not answer: %s" % last)


def pages():
    return [t for t in cdp("/json/list") if t.get("type") == "page"]


def cdp_open_tabs(urls):
    cdp_ready(int(os.environ.get("OSWORLD_CDP_ATTEMPTS", "15")), float(os.environ.get("OSWORLD_CDP_RETRY_SECONDS", "5")))
    before = pages()
    opened = []
    for i, url in enumerate(urls):
        quoted = urllib.parse.quote(url, safe=":/?&=#%@+,;~!$'()*[]")
        try:
            tab = cdp("/json/new?" + quoted, method="PUT", timeout=60)
        except Exception:
            tab = cdp("/json/new?" + quoted, timeout=60)
        opened.append(tab.get("id") if isinstance(tab, dict) else None)
        if i == 0 and before:
            try:
                cdp("/json/close/" + before[0]["id"])
            except Exception:
                pass
    # give the pages a moment to start loading (failures are tolerated, as in OSWorld)
    deadline = time.time() + float(os.environ.get("OSWORLD_CDP_LOAD_SECONDS", "10"))
    while time.time() < deadline:
        try:
            if all(p.get("url", "") not in ("", "about:blank") for p in pages()):
                break
        except Exception:
            break
        time.sleep(0.5)
    out({"opened": len(opened)})


def cdp_tabs():
    cdp_ready(3, 1)
    out([{"title": p.get("title", ""), "url": p.get("url", "")} for p in pages()])


def expand(path):
    return os.path.abspath(os.path.expandvars(os.path.expanduser(path)))


def resolve(path):
    full = expand(path)
    out({"path": full, "exists": os.path.exists(full), "file": os.path.isfile(full)})


def place(src, dest):
    import shutil

    target = expand(dest)
    folder = os.path.dirname(target)
    if folder:
        os.makedirs(folder, exist_ok=True)
    shutil.move(src, target)
    os.chmod(target, 0o644)
    out({"path": target})


def main(argv):
    if not argv:
        raise SystemExit(__doc__)
    cmd, args = argv[0], argv[1:]
    if cmd == "a11y":
        a11y()
    elif cmd == "terminal":
        terminal()
    elif cmd == "screen-size":
        screen_size()
    elif cmd == "window-size":
        window_size(args[0])
    elif cmd == "list-dir":
        list_dir(args[0])
    elif cmd == "cdp-open-tabs":
        cdp_open_tabs(args)
    elif cmd == "cdp-tabs":
        cdp_tabs()
    elif cmd == "resolve":
        resolve(args[0])
    elif cmd == "place":
        place(args[0], args[1])
    else:
        raise SystemExit("unknown subcommand %r" % cmd)


if __name__ == "__main__":
    main(sys.argv[1:])
