#!/usr/bin/env python3
"""desktest guest agent: one long-lived process per session inside the test desktop.

The host starts it once (`docker exec -i <ctr> python3 /opt/desktest/guest/agent.py`) and talks to it with
newline-delimited JSON: one request object per line in, one response object per line out (see
PROTOCOL.md next to this file). The code is layered so that the transport is replaceable:

    Params / ProtocolError      request parameter parsing and typed errors
    Dispatcher                  op name -> handler, never raises (pure: dict in, dict out)
    Server                      execution lanes (inline / gui / parallel), correlation by id
    serve_stdio / serve_tcp     transports: bytes in, bytes out

Only the Python 3.11 standard library is needed to import this module; python-xlib, Pillow, pyatspi and
pyautogui are imported lazily by the handlers that use them, so the protocol core is testable anywhere.
"""

from __future__ import annotations

import argparse
import ast
import base64
import builtins as _builtins_mod
import ctypes
import io
import json
import os
import pwd
import queue
import re
import signal
import socket
import subprocess
import sys
import threading
import time
import types
import zlib
from typing import Any, Callable

VERSION = "1.0.0"
PROTOCOL_VERSION = 1

# pyautogui sleeps PYAUTOGUI_PAUSE seconds after every public call (the reference used 0.1). 0.05 s keeps
# click sequences responsive while still giving an app one frame or two between synthetic events.
# Override with DESKTEST_PYAUTOGUI_PAUSE; agent code may change pyautogui.PAUSE for one act.
DEFAULT_PYAUTOGUI_PAUSE = float(os.environ.get("DESKTEST_PYAUTOGUI_PAUSE", "0.05"))

MAX_LINE_BYTES = 256 * 1024 * 1024
LOG_LEVEL = os.environ.get("DESKTEST_AGENT_LOG", "warning").lower()


def log(level: str, msg: str) -> None:
    order = {"debug": 0, "info": 1, "warning": 2, "error": 3}
    if order.get(level, 2) >= order.get(LOG_LEVEL, 2):
        try:
            sys.stderr.write(f"[desktest-agent {level}] {msg}\n")
            sys.stderr.flush()
        except Exception:
            pass


def now_ms(t0: float) -> int:
    return int(round((time.monotonic() - t0) * 1000))


# ============================================================================ errors and parameters


class ProtocolError(Exception):
    """An error reported to the client as {"ok": false, "error": {"type", "message"}}."""

    type = "internal"

    def __init__(self, message: str, type: str | None = None):
        super().__init__(message)
        if type:
            self.type = type


class ParseError(ProtocolError):
    type = "parse_error"


class InvalidRequest(ProtocolError):
    type = "invalid_request"


class UnknownOp(ProtocolError):
    type = "unknown_op"


class InvalidParams(ProtocolError):
    type = "invalid_params"


class Unavailable(ProtocolError):
    type = "unavailable"


class PermissionDenied(ProtocolError):
    type = "permission"


class OpTimeout(ProtocolError):
    type = "timeout"


_MISSING = object()


class Params:
    """Typed access to a request's parameters (the request object minus id and op)."""

    def __init__(self, data: dict):
        self.data = data

    def _get(self, name: str, default: Any) -> Any:
        v = self.data.get(name, _MISSING)
        return default if v is _MISSING or v is None else v

    def bool(self, name: str, default: bool) -> bool:
        v = self._get(name, default)
        if not isinstance(v, bool):
            raise InvalidParams(f"'{name}' must be a boolean")
        return v

    def int(self, name: str, default: int | None, lo: int | None = None, hi: int | None = None) -> int | None:
        v = self._get(name, default)
        if v is None:
            return None
        if isinstance(v, bool) or not isinstance(v, (int, float)) or (isinstance(v, float) and not v.is_integer()):
            raise InvalidParams(f"'{name}' must be an integer")
        v = int(v)
        if lo is not None and v < lo:
            raise InvalidParams(f"'{name}' must be >= {lo}")
        if hi is not None and v > hi:
            raise InvalidParams(f"'{name}' must be <= {hi}")
        return v

    def float(self, name: str, default: float | None, lo: float | None = None, hi: float | None = None) -> float | None:
        v = self._get(name, default)
        if v is None:
            return None
        if isinstance(v, bool) or not isinstance(v, (int, float)) or v != v:
            raise InvalidParams(f"'{name}' must be a number")
        v = float(v)
        if lo is not None and v < lo:
            raise InvalidParams(f"'{name}' must be >= {lo}")
        if hi is not None and v > hi:
            raise InvalidParams(f"'{name}' must be <= {hi}")
        return v

    def str(self, name: str, default: str | None, choices: tuple[str, ...] | None = None) -> str | None:
        v = self._get(name, default)
        if v is None:
            return None
        if not isinstance(v, str):
            raise InvalidParams(f"'{name}' must be a string")
        if choices is not None and v not in choices:
            raise InvalidParams(f"'{name}' must be one of {', '.join(choices)}")
        return v

    def raw(self, name: str, default: Any = None) -> Any:
        return self._get(name, default)


# ============================================================================ dispatcher (transport-free)

Handler = Callable[[Params], dict]

LANE_INLINE = "inline"  # answered by the reader immediately (cheap, never blocks)
LANE_GUI = "gui"  # one at a time, in arrival order (anything touching X, AT-SPI or input)
LANE_PARALLEL = "parallel"  # each request on its own thread (commands)


class Dispatcher:
    """Maps op names to handlers. `handle` turns a request dict into a response dict and never raises."""

    def __init__(self) -> None:
        self._ops: dict[str, tuple[Handler, str]] = {}

    def register(self, op: str, handler: Handler, lane: str = LANE_GUI) -> None:
        self._ops[op] = (handler, lane)

    def ops(self) -> list[str]:
        return sorted(self._ops)

    def lane_of(self, op: Any) -> str:
        entry = self._ops.get(op) if isinstance(op, str) else None
        return entry[1] if entry else LANE_INLINE

    def handle(self, req: dict) -> dict:
        rid = req.get("id")
        try:
            op = req.get("op")
            if not isinstance(op, str) or not op:
                raise InvalidRequest("missing or non-string 'op'")
            entry = self._ops.get(op)
            if entry is None:
                raise UnknownOp(f"unknown op '{op}' (known: {', '.join(self.ops())})")
            params = Params({k: v for k, v in req.items() if k not in ("id", "op")})
            result = entry[0](params)
            out = {"id": rid, "ok": True}
            out.update(result or {})
            return out
        except ProtocolError as e:
            return error_response(rid, e.type, str(e))
        except Exception as e:  # a handler bug must not kill the agent
            log("error", f"internal error in {req.get('op')!r}: {type(e).__name__}: {e}")
            return error_response(rid, "internal", f"{type(e).__name__}: {e}")


def error_response(rid: Any, etype: str, message: str) -> dict:
    return {"id": rid, "ok": False, "error": {"type": etype, "message": message}}


def parse_request(line: bytes | str) -> dict:
    """Decode one protocol line into a request dict; raises ParseError / InvalidRequest."""
    if isinstance(line, bytes):
        try:
            line = line.decode("utf-8")
        except UnicodeDecodeError as e:
            raise ParseError(f"request is not valid UTF-8: {e}") from None
    try:
        req = json.loads(line)
    except ValueError as e:
        raise ParseError(f"request is not valid JSON: {e}") from None
    if not isinstance(req, dict):
        raise InvalidRequest("request must be a JSON object")
    rid = req.get("id")
    if rid is not None and (isinstance(rid, bool) or not isinstance(rid, (int, str))):
        req["id"] = None
        raise InvalidRequest("'id' must be an integer or a string")
    return req


def encode_response(resp: dict) -> bytes:
    """One response line: compact JSON, UTF-8, terminated by a single \\n (never embedded: JSON escapes it)."""
    return json.dumps(resp, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode("utf-8", "replace") + b"\n"


# ============================================================================ server (lanes)


class Server:
    """Runs requests in lanes and sends responses through a per-connection `send(dict)` callable.

    - inline ops (ping, shutdown, unknown/bad requests) are answered by the caller's thread at once;
    - gui ops run one at a time in arrival order on one worker thread, so an observe sent after an act
      sees the act's effects;
    - parallel ops (run) each get a thread and may finish in any order: match responses by id.
    """

    def __init__(self, dispatcher: Dispatcher):
        self.dispatcher = dispatcher
        self.stop_event = threading.Event()
        self._gui_queue: queue.Queue = queue.Queue()
        self._pending = 0
        self._cv = threading.Condition()
        self._gui_thread = threading.Thread(target=self._gui_loop, name="gui-lane", daemon=True)
        self._gui_thread.start()

    def submit(self, line: bytes | str, send: Callable[[dict], None]) -> None:
        try:
            req = parse_request(line)
        except ProtocolError as e:
            rid = None
            if isinstance(e, InvalidRequest):
                try:
                    obj = json.loads(line)
                    rid = obj.get("id") if isinstance(obj, dict) else None
                    if isinstance(rid, bool) or not isinstance(rid, (int, str)):
                        rid = None
                except Exception:
                    rid = None
            self._safe_send(send, error_response(rid, e.type, str(e)))
            return
        if self.stop_event.is_set() and req.get("op") != "shutdown":
            self._safe_send(send, error_response(req.get("id"), "shutting_down", "agent is shutting down"))
            return
        lane = self.dispatcher.lane_of(req.get("op"))
        if lane == LANE_INLINE:
            self._safe_send(send, self.dispatcher.handle(req))
            return
        with self._cv:
            self._pending += 1
        if lane == LANE_GUI:
            self._gui_queue.put((req, send))
        else:
            threading.Thread(target=self._run_one, args=(req, send), name=f"op-{req.get('op')}", daemon=True).start()

    def _run_one(self, req: dict, send: Callable[[dict], None]) -> None:
        try:
            self._safe_send(send, self.dispatcher.handle(req))
        finally:
            with self._cv:
                self._pending -= 1
                self._cv.notify_all()

    def _gui_loop(self) -> None:
        while True:
            item = self._gui_queue.get()
            if item is None:
                return
            self._run_one(*item)

    @staticmethod
    def _safe_send(send: Callable[[dict], None], resp: dict) -> None:
        try:
            send(resp)
        except (BrokenPipeError, ConnectionError, OSError) as e:
            log("warning", f"could not send response {resp.get('id')!r}: {e}")
        except (TypeError, ValueError) as e:  # not JSON-serialisable: report that instead
            log("error", f"unserialisable response for {resp.get('id')!r}: {e}")
            try:
                send(error_response(resp.get("id"), "internal", f"unserialisable response: {e}"))
            except Exception:
                pass

    def drain(self, timeout: float | None = None) -> bool:
        """Wait until every queued/running request has been answered."""
        deadline = None if timeout is None else time.monotonic() + timeout
        with self._cv:
            while self._pending > 0:
                left = None if deadline is None else deadline - time.monotonic()
                if left is not None and left <= 0:
                    return False
                self._cv.wait(left)
        return True


class LineWriter:
    """Thread-safe writer of protocol lines to a binary stream."""

    def __init__(self, stream: Any):
        self._stream = stream
        self._lock = threading.Lock()

    def send(self, resp: dict) -> None:
        data = encode_response(resp)
        with self._lock:
            self._stream.write(data)
            self._stream.flush()


def read_lines(stream: Any, on_line: Callable[[bytes], None], on_oversize: Callable[[], None]) -> None:
    """Feed each non-empty line of a binary stream to on_line; oversized lines are skipped whole."""
    while True:
        line = stream.readline(MAX_LINE_BYTES + 1)
        if not line:
            return
        if len(line) > MAX_LINE_BYTES and not line.endswith(b"\n"):
            on_oversize()
            while True:  # discard the rest of that line
                rest = stream.readline(1 << 20)
                if not rest or rest.endswith(b"\n"):
                    break
            continue
        if line.strip():
            on_line(line)


def serve_stdio(server: Server) -> int:
    """stdin/stdout transport. fd 1 is re-pointed at stderr so that nothing but protocol lines (written to a
    private duplicate of the original stdout) can reach the host; fd 0 becomes /dev/null so that child
    processes cannot swallow protocol bytes."""
    proto_out = os.fdopen(os.dup(1), "wb", buffering=0)
    proto_in = os.fdopen(os.dup(0), "rb", buffering=1 << 16)
    os.dup2(2, 1)
    devnull = os.open(os.devnull, os.O_RDONLY)
    os.dup2(devnull, 0)
    os.close(devnull)
    sys.stdout = sys.stderr
    writer = LineWriter(proto_out)

    def oversize() -> None:
        server._safe_send(writer.send, error_response(None, "parse_error", f"request line longer than {MAX_LINE_BYTES} bytes"))

    def on_line(line: bytes) -> None:
        server.submit(line, writer.send)
        if server.stop_event.is_set():
            raise _StopReading()

    try:
        read_lines(proto_in, on_line, oversize)
    except _StopReading:
        pass
    if not server.stop_event.is_set():
        # EOF: the host closed our stdin; answer what is in flight, then leave.
        server.drain()
    try:
        proto_out.flush()
    except Exception:
        pass
    return 0


class _StopReading(Exception):
    pass


def serve_connection(server: Server, rstream: Any, wstream: Any) -> None:
    """The line protocol over one byte stream (a TCP or unix-socket connection, a character device), until
    it ends or the agent is shut down."""
    writer = LineWriter(wstream)

    def on_line(line: bytes) -> None:
        server.submit(line, writer.send)
        if server.stop_event.is_set():
            raise _StopReading()

    try:
        read_lines(rstream, on_line, lambda: server._safe_send(writer.send, error_response(None, "parse_error", "request line too long")))
    except (_StopReading, OSError):
        pass


def serve_listener(server: Server, srv: socket.socket, where: str) -> int:
    """A listening socket (TCP or unix): the same line protocol on every connection, one thread each."""
    srv.settimeout(0.5)
    log("info", f"listening on {where}")

    def conn_loop(conn: socket.socket) -> None:
        with conn:
            serve_connection(server, conn.makefile("rb"), conn.makefile("wb"))

    with srv:
        while not server.stop_event.is_set():
            try:
                conn, _ = srv.accept()
            except socket.timeout:
                continue
            threading.Thread(target=conn_loop, args=(conn,), daemon=True).start()
    return 0


def serve_tcp(server: Server, host: str, port: int) -> int:
    """TCP transport (for VM guests with a network): one thread per connection."""
    return serve_listener(server, socket.create_server((host, port), reuse_port=False), f"{host}:{port}")


def serve_unix(server: Server, path: str) -> int:
    """Unix-socket transport (a host-side agent, or a socket shared into a VM): one thread per connection.
    The socket is made by us, readable and writable by our user only."""
    if os.path.exists(path):
        os.unlink(path)
    srv = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    old = os.umask(0o177)
    try:
        srv.bind(path)
    finally:
        os.umask(old)
    srv.listen()
    try:
        return serve_listener(server, srv, path)
    finally:
        try:
            os.unlink(path)
        except OSError:
            pass


def serve_device(server: Server, path: str) -> int:
    """Character-device transport: a virtio-serial port in a VM (/dev/virtio-ports/<name>) or a serial
    line. The device is one long-lived stream; when the host side goes away (EOF), it is opened again
    until the agent is shut down."""
    while not server.stop_event.is_set():
        try:
            fd = os.open(path, os.O_RDWR | os.O_NOCTTY)
        except OSError as e:
            log("warning", f"cannot open {path}: {e}; retrying")
            time.sleep(0.5)
            continue
        with os.fdopen(fd, "rb", buffering=1 << 16) as rstream, os.fdopen(os.dup(fd), "wb") as wstream:
            serve_connection(server, rstream, wstream)
        if not server.stop_event.is_set():
            time.sleep(0.2)
    return 0


# ============================================================================ X11 (screenshots, windows)


class X11:
    """One shared python-xlib connection (opened lazily, reopened after a failure)."""

    def __init__(self, display_name: str):
        self.name = display_name
        self._d = None
        self.lock = threading.RLock()

    def display(self):
        if self._d is None:
            try:
                from Xlib import display as xdisplay  # noqa: WPS433
            except ImportError as e:
                raise Unavailable(f"python-xlib not available: {e}") from None
            try:
                self._d = xdisplay.Display(self.name)
            except Exception as e:
                raise Unavailable(f"cannot open X display {self.name}: {e}") from None
        return self._d

    def reset(self) -> None:
        d, self._d = self._d, None
        if d is not None:
            try:
                d.close()
            except Exception:
                pass

    def call(self, fn: Callable[[Any], Any]) -> Any:
        """Run fn(display) under the lock; on a connection-level failure reconnect once and retry."""
        with self.lock:
            try:
                return fn(self.display())
            except ProtocolError:
                raise
            except Exception as e:
                if not _is_connection_error(e):
                    raise
                log("warning", f"X connection lost ({e}); reconnecting")
                self.reset()
                return fn(self.display())

    def screen_size(self) -> tuple[int, int]:
        def f(d):
            s = d.screen()
            return s.width_in_pixels, s.height_in_pixels

        return self.call(f)

    def grab_raw(self) -> tuple[int, int, bytes, str]:
        """Whole screen as raw bytes: (width, height, data, PIL raw mode)."""

        def f(d):
            from Xlib import X

            s = d.screen()
            w, h = s.width_in_pixels, s.height_in_pixels
            img = s.root.get_image(0, 0, w, h, X.ZPixmap, 0xFFFFFFFF)
            data = img.data if isinstance(img.data, bytes) else bytes(img.data)
            if img.depth in (24, 32) and len(data) == w * h * 4:
                mode = "BGRX" if d.display.info.image_byte_order == X.LSBFirst else "XRGB"
                return w, h, data, mode
            raise Unavailable(f"unsupported X image format (depth {img.depth}, {len(data)} bytes)")

        return self.call(f)

    def grab_image(self):
        """Whole screen as an RGB PIL image. PIL's XCB grabber is the fast path (measured 1920x1080: 10 ms
        against 27 ms for python-xlib, whose reply parsing is pure Python); python-xlib is the fallback."""
        try:
            from PIL import Image, ImageGrab
        except ImportError as e:
            raise Unavailable(f"Pillow not available: {e}") from None
        try:
            return ImageGrab.grab(xdisplay=self.name)
        except Exception as e:
            log("warning", f"PIL ImageGrab failed ({e}); using python-xlib")
        w, h, data, mode = self.grab_raw()
        return Image.frombuffer("RGB", (w, h), data, "raw", mode, 0, 1)

    def pointer(self) -> dict:
        def f(d):
            p = d.screen().root.query_pointer()
            return {"x": p.root_x, "y": p.root_y}

        return self.call(f)

    def list_windows(self, include_unmapped: bool = False) -> list[dict]:
        return self.call(lambda d: _list_windows(d, include_unmapped))


def _is_connection_error(e: Exception) -> bool:
    try:
        from Xlib import error as xerror

        if isinstance(e, (xerror.ConnectionClosedError, xerror.DisplayConnectionError)):
            return True
    except ImportError:
        pass
    return isinstance(e, (OSError, BrokenPipeError, ConnectionError))


def _list_windows(d, include_unmapped: bool) -> list[dict]:
    from Xlib import X, Xatom
    from Xlib import error as xerror

    root = d.screen().root

    def atom(name: str) -> int:
        return d.intern_atom(name)

    def prop(win, name: str, ptype=X.AnyPropertyType):
        try:
            p = win.get_full_property(atom(name), ptype)
        except xerror.XError:
            return None
        return p.value if p is not None else None

    ids = prop(root, "_NET_CLIENT_LIST")
    ids = [int(i) for i in ids] if ids is not None and len(ids) else []
    if not ids:  # no EWMH window manager: top-level children of the root that look like app windows
        for child in root.query_tree().children:
            try:
                a = child.get_attributes()
                if a.override_redirect:
                    continue
                if child.get_wm_name() is None and child.get_wm_class() is None and prop(child, "_NET_WM_NAME") is None:
                    continue
            except xerror.XError:
                continue
            ids.append(child.id)
    active = prop(root, "_NET_ACTIVE_WINDOW")
    active_id = int(active[0]) if active is not None and len(active) else None
    if not active_id:
        try:
            focus = d.get_input_focus().focus
            active_id = focus.id if hasattr(focus, "id") else None
        except xerror.XError:
            active_id = None
    utf8 = atom("UTF8_STRING")
    out = []
    for wid in ids:
        w = d.create_resource_object("window", wid)
        try:
            attrs = w.get_attributes()
            mapped = attrs.map_state == X.IsViewable
            if not mapped and not include_unmapped:
                continue
            geom = w.get_geometry()
            pos = root.translate_coords(w, 0, 0)
            title = prop(w, "_NET_WM_NAME", utf8)
            if title is None:
                title = w.get_wm_name()
            if isinstance(title, bytes):
                title = title.decode("utf-8", "replace")
            wm_class = w.get_wm_class()
            pid = prop(w, "_NET_WM_PID", Xatom.CARDINAL)
        except xerror.XError:
            continue  # the window went away while we looked at it
        out.append(
            {
                "id": wid,
                "title": title or "",
                "class": wm_class[1] if wm_class else "",
                "instance": wm_class[0] if wm_class else "",
                "pid": int(pid[0]) if pid is not None and len(pid) else None,
                "x": pos.x,
                "y": pos.y,
                "width": geom.width,
                "height": geom.height,
                "mapped": mapped,
                "focused": wid == active_id,
            }
        )
    return out


def window_matches(win: dict, title_re: re.Pattern | None, class_re: re.Pattern | None, pid: int | None) -> bool:
    if title_re is not None and not title_re.search(win.get("title") or ""):
        return False
    if class_re is not None and not (class_re.search(win.get("class") or "") or class_re.search(win.get("instance") or "")):
        return False
    if pid is not None and win.get("pid") != pid:
        return False
    return True


# ---------------------------------------------------------------------------- image helpers


def target_size(w: int, h: int, scale: float | None, max_w: int | None, max_h: int | None) -> tuple[int, int]:
    """Output size for a w x h capture: apply `scale`, then fit inside max_w x max_h; never upscale."""
    f = 1.0
    if scale is not None:
        f = min(1.0, scale)
    if max_w:
        f = min(f, max_w / w)
    if max_h:
        f = min(f, max_h / h)
    if f >= 1.0:
        return w, h
    return max(1, int(round(w * f))), max(1, int(round(h * f)))


def encode_image(img, fmt: str, quality: int | None, compress_level: int | None) -> bytes:
    buf = io.BytesIO()
    if fmt == "png":
        img.save(buf, "PNG", compress_level=1 if compress_level is None else compress_level)
    elif fmt == "jpeg":
        img.save(buf, "JPEG", quality=80 if quality is None else quality)
    elif fmt == "webp":
        # method 0: the fastest encoder setting (1920x1080: 22 ms, as fast as PNG level 1, 4x smaller)
        img.save(buf, "WEBP", quality=80 if quality is None else quality, method=0)
    else:  # validated earlier
        raise InvalidParams(f"unsupported format {fmt}")
    return buf.getvalue()


# ============================================================================ accessibility tree (TSV)

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


class TreeAdapter:
    """How the walker reads a node. The AT-SPI implementation is PyatspiAdapter; tests use fakes."""

    def roots(self) -> list:
        raise NotImplementedError

    def row(self, node) -> str:
        """The node's TSV row; raising skips the node and its subtree."""
        raise NotImplementedError

    def child_count(self, node) -> int:
        raise NotImplementedError

    def child(self, node, i: int):
        raise NotImplementedError

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


def atspi_dump(pyatspi: Any, max_nodes: int, max_chars: int, timeout_ms: int, showing_only: bool) -> dict:
    """One walk of the live AT-SPI tree (runs in the a11y worker process)."""
    t0 = time.monotonic()
    deadline = t0 + timeout_ms / 1000.0
    pump_atspi_events()
    try:  # one stuck application must not eat the whole budget in a single D-Bus call
        from gi.repository import Atspi

        per_call = max(250, min(2000, timeout_ms // 4))
        Atspi.set_timeout(per_call, max(per_call, min(15000, timeout_ms)))
    except Exception:
        pass
    res = walk_tree(PyatspiAdapter(pyatspi), max_nodes=max_nodes, max_chars=max_chars, deadline=deadline, showing_only=showing_only)
    out = build_tsv(res, max_chars)
    out["ms"] = now_ms(t0)
    return out


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


def a11y_worker_main() -> int:
    """`agent.py --a11y-worker`: the process that owns libatspi. libatspi calls abort() when it cannot reach
    the accessibility bus and can block in D-Bus calls to a frozen application, so it lives in its own
    process: the agent kills and restarts it instead of dying or hanging with it. Protocol: one JSON
    request per line on stdin ({"op": "warm"} | {"op": "dump", ...}), one JSON response per line."""
    import select

    proto_out = os.fdopen(os.dup(1), "wb", buffering=0)
    in_fd = os.dup(0)
    os.dup2(2, 1)
    devnull = os.open(os.devnull, os.O_RDONLY)
    os.dup2(devnull, 0)
    os.close(devnull)
    sys.stdout = sys.stderr
    pyatspi = None
    buf = b""

    def reply(obj: dict) -> None:
        proto_out.write(encode_response(obj))

    while True:
        ready, _, _ = select.select([in_fd], [], [], 0.5)
        if not ready:
            if pyatspi is not None:
                pump_atspi_events()  # keep the signal queue short while idle
            continue
        chunk = os.read(in_fd, 1 << 16)
        if not chunk:
            return 0
        buf += chunk
        while b"\n" in buf:
            line, buf = buf.split(b"\n", 1)
            if not line.strip():
                continue
            try:
                req = json.loads(line)
                if pyatspi is None:
                    import pyatspi as _pyatspi  # noqa: WPS433

                    pyatspi = _pyatspi
                if req.get("op") == "dump":
                    out = atspi_dump(pyatspi, int(req["max_nodes"]), int(req["max_chars"]), int(req["timeout_ms"]), bool(req["showing_only"]))
                    reply({"ok": True, "result": out})
                else:
                    reply({"ok": True})
            except ImportError as e:
                reply({"ok": False, "error": {"type": "unavailable", "message": f"pyatspi not available: {e}"}})
            except Exception as e:
                reply({"ok": False, "error": {"type": "a11y_error", "message": f"{type(e).__name__}: {e}"}})


class A11yService:
    """Client side of the a11y worker process (see a11y_worker_main): one walk at a time; a walk that does
    not answer within its timeout + 1.5 s gets the worker killed (the next walk starts a fresh one), and a
    worker that died (libatspi abort: no accessibility bus yet) is restarted once per request."""

    GRACE_S = 1.5

    def __init__(self) -> None:
        self._proc: subprocess.Popen | None = None
        self._lock = threading.Lock()
        self._buf = b""

    def _spawn(self) -> subprocess.Popen:
        self._proc = subprocess.Popen(
            [sys.executable, os.path.abspath(__file__), "--a11y-worker"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=None, close_fds=True, start_new_session=True,
        )  # fmt: skip
        self._buf = b""
        return self._proc

    def _stop(self) -> str:
        p, self._proc = self._proc, None
        if p is None:
            return ""
        if p.poll() is None:
            try:
                os.killpg(p.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                p.kill()
        rc = p.wait()
        for f in (p.stdin, p.stdout):
            try:
                f.close()
            except Exception:
                pass
        return f"signal {signal.Signals(-rc).name}" if rc < 0 and -rc in signal.Signals._value2member_map_ else f"exit status {rc}"

    def _request(self, req: dict, timeout_s: float) -> dict:
        """Send one request to the worker and wait for its line; raises _WorkerDied / OpTimeout."""
        import select

        p = self._proc or self._spawn()
        try:
            p.stdin.write(json.dumps(req).encode() + b"\n")
            p.stdin.flush()
        except (BrokenPipeError, OSError):
            raise _WorkerDied(self._stop()) from None
        fd = p.stdout.fileno()
        end = time.monotonic() + timeout_s
        while b"\n" not in self._buf:
            left = end - time.monotonic()
            if left <= 0:
                self._stop()
                raise OpTimeout(f"accessibility walk did not answer within {int(timeout_s * 1000)} ms; worker restarted")
            ready, _, _ = select.select([fd], [], [], left)
            if ready:
                chunk = os.read(fd, 1 << 16)
                if not chunk:
                    raise _WorkerDied(self._stop())
                self._buf += chunk
        line, self._buf = self._buf.split(b"\n", 1)
        return json.loads(line)

    def prewarm(self) -> None:
        """Start the worker and import pyatspi there (no bus connection yet), in the background."""

        def warm() -> None:
            with self._lock:
                try:
                    self._request({"op": "warm"}, 30.0)
                except Exception as e:
                    log("info", f"a11y prewarm: {e}")

        threading.Thread(target=warm, name="a11y-prewarm", daemon=True).start()

    def dump(self, max_nodes: int, max_chars: int, timeout_ms: int, showing_only: bool) -> dict:
        """Blocking call from any thread; raises ProtocolError subclasses on failure."""
        req = {"op": "dump", "max_nodes": max_nodes, "max_chars": max_chars, "timeout_ms": timeout_ms, "showing_only": showing_only}
        with self._lock:
            for attempt in (1, 2):
                fresh = self._proc is None
                try:
                    resp = self._request(req, timeout_ms / 1000.0 + self.GRACE_S)
                    break
                except _WorkerDied as e:
                    if fresh or attempt == 2:
                        raise ProtocolError(
                            f"accessibility worker died ({e}); is the AT-SPI bus up (at-spi-bus-launcher, "
                            f"DBUS_SESSION_BUS_ADDRESS)? See the agent's stderr.",
                            "unavailable",
                        ) from None
        if not resp.get("ok"):
            err = resp.get("error") or {}
            raise ProtocolError(err.get("message", "a11y walk failed"), err.get("type", "a11y_error"))
        return resp["result"]

    def close(self) -> None:
        with self._lock:
            self._stop()


class _WorkerDied(Exception):
    pass


# ============================================================================ act: the PyAutoGUI sandbox

ALLOWED_IMPORTS = frozenset(
    ["time", "pyautogui", "pyperclip", "math", "random", "string", "re", "json", "collections", "itertools", "functools", "datetime"]
)

SAFE_BUILTINS = [
    # constructors
    "int", "float", "str", "bool", "list", "dict", "tuple", "set", "frozenset", "bytes", "bytearray", "complex",
    # iteration
    "len", "range", "enumerate", "zip", "sorted", "reversed", "min", "max", "sum", "any", "all", "map", "filter",
    "iter", "next", "slice",
    # math
    "abs", "round", "pow", "divmod",
    # strings
    "repr", "format", "chr", "ord", "hex", "oct", "bin", "ascii",
    # introspection (harmless)
    "isinstance", "issubclass", "callable", "hash", "id", "hasattr",
    # exceptions
    "Exception", "ArithmeticError", "AssertionError", "AttributeError", "ImportError", "IndexError", "KeyError",
    "LookupError", "NameError", "NotImplementedError", "OSError", "RuntimeError", "StopIteration", "TimeoutError",
    "TypeError", "ValueError", "ZeroDivisionError",
]  # fmt: skip

# Names refused outright (clear error instead of a NameError at run time).
FORBIDDEN_NAMES = frozenset(
    [
        "open", "exec", "eval", "compile", "getattr", "setattr", "delattr", "globals", "locals", "vars", "dir",
        "input", "breakpoint", "help", "exit", "quit", "memoryview", "type", "super", "object", "classmethod",
        "staticmethod", "property", "__import__", "__builtins__", "__loader__", "__spec__",
    ]
)  # fmt: skip

# Attributes that lead from ordinary objects to frames, code and globals.
FORBIDDEN_ATTRS = frozenset(
    [
        "gi_frame", "gi_code", "gi_yieldfrom", "cr_frame", "cr_code", "cr_await", "ag_frame", "ag_code", "f_globals",
        "f_locals", "f_builtins", "f_back", "f_code", "tb_frame", "tb_next", "co_code", "func_globals", "mro",
        "format_map",
    ]
)  # fmt: skip

# pyautogui settings agent code may assign (reset before every act).
PYAUTOGUI_SETTABLE = frozenset(["PAUSE", "MINIMUM_DURATION", "MINIMUM_SLEEP", "DARWIN_CATCH_UP_TIME"])

MAX_ACT_STDOUT = 1 << 20


class SandboxViolation(Exception):
    def __init__(self, message: str, kind: str = "SandboxError"):
        super().__init__(message)
        self.kind = kind


class ActionCancelled(BaseException):
    """Raised inside agent code (asynchronously) when its timeout expires."""


# PyAutoGUI functions whose first two arguments are a point (x, y) or a point tuple, or offsets.
_POINT_FIRST = ("click", "doubleClick", "tripleClick", "rightClick", "middleClick", "moveTo", "dragTo",
                "mouseDown", "mouseUp", "moveRel", "move", "dragRel", "drag")
# ... whose point comes after the amount: scroll(clicks, x, y).
_POINT_SECOND = ("scroll", "hscroll", "vscroll")


def _scale_number(value, scale):
    return round(value * scale) if isinstance(value, (int, float)) and not isinstance(value, bool) else value


def scaled_pointer_functions(pg, scale: float) -> dict:
    """When the model sees a downscaled screenshot, its coordinates are in screenshot space: map every
    pointer call to the real screen (x, y multiplied by `scale`), and report size()/position() in
    screenshot space. An identity scale changes nothing."""
    if abs(scale - 1.0) < 1e-9:
        return {}

    def wrap(fn, first: int):
        def scaled(*args, **kwargs):
            args = list(args)
            if len(args) > first and isinstance(args[first], (tuple, list)) and len(args[first]) >= 2:
                args[first] = (_scale_number(args[first][0], scale), _scale_number(args[first][1], scale))
            else:
                for i in (first, first + 1):
                    if len(args) > i:
                        args[i] = _scale_number(args[i], scale)
            for key in ("x", "y", "xOffset", "yOffset"):
                if key in kwargs:
                    kwargs[key] = _scale_number(kwargs[key], scale)
            return fn(*args, **kwargs)

        return scaled

    out = {name: wrap(getattr(pg, name), 0) for name in _POINT_FIRST if hasattr(pg, name)}
    out.update({name: wrap(getattr(pg, name), 1) for name in _POINT_SECOND if hasattr(pg, name)})

    def size():
        w, h = pg.size()
        return type(pg.size())(round(w / scale), round(h / scale))

    def position():
        x, y = pg.position()
        return type(pg.position())(round(x / scale), round(y / scale))

    out["size"] = size
    out["position"] = position
    return out


# PyAutoGUI's public actions: each one is followed by pyautogui.PAUSE in the library itself.
_ACTIONS = ("click", "doubleClick", "tripleClick", "rightClick", "middleClick", "moveTo", "moveRel", "move",
            "dragTo", "dragRel", "drag", "mouseDown", "mouseUp", "scroll", "hscroll", "vscroll", "press",
            "hotkey", "keyDown", "keyUp", "write", "typewrite")


def paced_actions(pg, overrides: dict, ctx) -> dict:
    """pyautogui.PAUSE *between* actions instead of after each one: the same spacing inside a block, but
    no wait after the last action (the host waits for the screen to settle next, which covers it).
    The pause is read at each call, so agent code that sets pyautogui.PAUSE keeps control."""

    def pace(fn):
        def paced(*args, **kwargs):
            pause = pg.PAUSE
            if ctx.acted and pause:
                ctx.sleep(pause)
            ctx.acted = True
            pg.PAUSE = 0
            try:
                return fn(*args, **kwargs)
            finally:
                pg.PAUSE = pause

        return paced

    out = dict(overrides)
    for name in _ACTIONS:
        fn = overrides.get(name) or getattr(pg, name, None)
        if fn is not None:
            out[name] = pace(fn)
    return out


def check_code(tree: ast.AST) -> None:
    """Static checks of agent code; raises SandboxViolation."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                _check_import(alias.name)
                if alias.asname:
                    _check_name(alias.asname)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                raise SandboxViolation("Relative imports are not allowed in this sandbox", "ImportError")
            _check_import(node.module or "")
            for alias in node.names:
                if alias.name == "*":
                    raise SandboxViolation("'from ... import *' is not allowed in this sandbox", "ImportError")
                _check_name(alias.asname or alias.name)
        elif isinstance(node, ast.Attribute):
            if node.attr.startswith("_"):
                raise SandboxViolation(f"Access to private attribute '{node.attr}' is not allowed in this sandbox")
            if node.attr in FORBIDDEN_ATTRS:
                raise SandboxViolation(f"Access to attribute '{node.attr}' is not allowed in this sandbox")
        elif isinstance(node, ast.Name):
            _check_name(node.id)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            _check_name(node.name)
        elif isinstance(node, ast.arg):
            _check_name(node.arg)
        elif isinstance(node, ast.ClassDef):
            raise SandboxViolation("Class definitions are not allowed in this sandbox")
        elif isinstance(node, (ast.Global, ast.Nonlocal)):
            for n in node.names:
                _check_name(n)
        elif isinstance(node, ast.ExceptHandler) and node.name:
            _check_name(node.name)


def _check_import(module: str) -> None:
    top = module.split(".")[0]
    if top not in ALLOWED_IMPORTS:
        raise SandboxViolation(f"Import of '{module}' is not allowed in this sandbox", "ImportError")


def _check_name(name: str) -> None:
    if name in FORBIDDEN_NAMES:
        raise SandboxViolation(f"Use of '{name}' is not allowed in this sandbox")
    if name.startswith("_") and name != "_":
        raise SandboxViolation(f"Names starting with '_' are not allowed in this sandbox ('{name}')")


class _FormatRewriter(ast.NodeTransformer):
    """`s.format` can reach attributes through replacement fields ("{0.__class__}"): every `X.format` read
    becomes `_desktest_format_(X)`, which returns a checked formatter for strings (and for `str` itself)."""

    def visit_Attribute(self, node: ast.Attribute) -> ast.AST:
        self.generic_visit(node)
        if node.attr == "format" and isinstance(node.ctx, ast.Load):
            new = ast.Call(func=ast.Name(id="_desktest_format_", ctx=ast.Load()), args=[node.value], keywords=[])
            return ast.copy_location(new, node)
        return node


class _SafeFormatter(__import__("string").Formatter):
    def get_field(self, field_name, args, kwargs):
        for part in re.split(r"[.\[]", field_name)[1:]:
            if part.startswith("_") or part.rstrip("]") in FORBIDDEN_ATTRS:
                raise SandboxViolation(f"Format field '{field_name}' is not allowed in this sandbox")
        return super().get_field(field_name, args, kwargs)


_SAFE_FORMATTER = _SafeFormatter()


def _safe_format(obj):
    if isinstance(obj, str):
        return lambda *args, **kwargs: _SAFE_FORMATTER.vformat(obj, args, kwargs)
    if obj is str:
        return lambda fmt, *args, **kwargs: _SAFE_FORMATTER.vformat(fmt, args, kwargs)
    return obj.format


class ModuleProxy:
    """Read-only view of a module for agent code: no private names, no modules outside the allowlist."""

    __slots__ = ("_m", "_overrides", "_settable")

    def __init__(self, module: types.ModuleType, overrides: dict | None = None, settable: frozenset = frozenset()):
        object.__setattr__(self, "_m", module)
        object.__setattr__(self, "_overrides", overrides or {})
        object.__setattr__(self, "_settable", settable)

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(f"Access to private attribute '{name}' is not allowed in this sandbox")
        ov = object.__getattribute__(self, "_overrides")
        if name in ov:
            return ov[name]
        m = object.__getattribute__(self, "_m")
        if name == "Formatter" and m.__name__ == "string":
            raise AttributeError("string.Formatter is not available in this sandbox")
        v = getattr(m, name)
        if isinstance(v, types.ModuleType):
            if v.__name__.split(".")[0] not in ALLOWED_IMPORTS:
                raise AttributeError(f"Module attribute '{name}' is not available in this sandbox")
            return ModuleProxy(v)
        return v

    def __setattr__(self, name: str, value: Any) -> None:
        if name in object.__getattribute__(self, "_settable"):
            setattr(object.__getattribute__(self, "_m"), name, value)
            return
        raise AttributeError(f"Cannot set '{name}' in this sandbox")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"Cannot delete '{name}' in this sandbox")

    def __repr__(self) -> str:
        return f"<module '{object.__getattribute__(self, '_m').__name__}' (sandboxed)>"

    def __dir__(self):
        return [n for n in dir(object.__getattribute__(self, "_m")) if not n.startswith("_")]


class ActContext:
    """Per-act state: captured print output and the cancellation flag."""

    def __init__(self) -> None:
        self.coord_scale = 1.0
        self.acted = False  # whether a PyAutoGUI action already ran in this act (see paced_actions)
        self.cancel = threading.Event()
        self._out: list[str] = []
        self._size = 0
        self.truncated = False
        self._lock = threading.Lock()

    def write(self, s: str) -> None:
        with self._lock:
            if self._size >= MAX_ACT_STDOUT:
                self.truncated = True
                return
            room = MAX_ACT_STDOUT - self._size
            if len(s) > room:
                s = s[:room]
                self.truncated = True
            self._out.append(s)
            self._size += len(s)

    def stdout(self) -> str:
        with self._lock:
            return "".join(self._out)

    def sleep(self, seconds: float) -> None:
        """time.sleep for agent code: returns early (raising) when the act is cancelled."""
        if seconds is None or seconds < 0:
            raise ValueError("sleep length must be non-negative")
        if self.cancel.wait(float(seconds)):
            raise ActionCancelled()

    def check(self) -> None:
        if self.cancel.is_set():
            raise ActionCancelled()


class Sandbox:
    """Compiles and runs agent code with the reference execute-action contract."""

    def __init__(self, display_name: str, pause: float = DEFAULT_PYAUTOGUI_PAUSE):
        self.display_name = display_name
        self.pause = pause
        self._pyautogui = None
        self._pyautogui_error: str | None = None
        self._lock = threading.Lock()

    # -- modules

    def pyautogui(self):
        with self._lock:
            if self._pyautogui is None:
                os.environ.setdefault("DISPLAY", self.display_name)
                try:
                    import pyautogui  # noqa: WPS433

                    self._pyautogui = pyautogui
                    self._pyautogui_error = None
                except BaseException as e:  # MouseInfo calls sys.exit() without tkinter
                    self._pyautogui_error = f"{type(e).__name__}: {e}"
                    raise Unavailable(f"pyautogui not available: {self._pyautogui_error}") from None
            m = self._pyautogui
            m.FAILSAFE = False
            m.PAUSE = self.pause
            return m

    def prewarm(self) -> None:
        try:
            self.pyautogui()
        except Exception as e:
            log("info", f"pyautogui prewarm failed: {e}")

    # -- helpers exposed to agent code

    def make_type_text(self, ctx: ActContext) -> Callable:
        display = self.display_name

        def xdotool(argv: list[str], end: float, limit: float) -> None:
            env = dict(os.environ, DISPLAY=os.environ.get("DISPLAY", display))
            p = subprocess.Popen(
                ["xdotool", *argv], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env
            )
            while True:
                try:
                    p.wait(timeout=0.05)
                    break
                except subprocess.TimeoutExpired:
                    if ctx.cancel.is_set() or time.monotonic() > end:
                        p.kill()
                        p.wait()
                        if ctx.cancel.is_set():
                            raise ActionCancelled() from None
                        raise TimeoutError(f"type_text timed out after {limit:.0f} s") from None
            err = p.stderr.read().decode("utf-8", "replace").strip() if p.stderr else ""
            if p.stderr:
                p.stderr.close()
            if p.returncode != 0:
                raise RuntimeError(f"xdotool {argv[0]} failed (exit {p.returncode}): {err}")

        def type_text(text, delay_ms=12):
            """Type text with xdotool (UTF-8 safe): `xdotool type --clearmodifiers --delay <delay_ms> -- <text>`.
            Line breaks are sent as Return key presses (xdotool 3.2016 types "\n" as Linefeed, which GTK
            ignores)."""
            if not isinstance(text, str):
                raise TypeError("type_text() expects a string")
            if isinstance(delay_ms, bool) or not isinstance(delay_ms, (int, float)) or delay_ms < 0:
                raise ValueError("delay_ms must be a non-negative number")
            ctx.check()
            if not text:
                return
            limit = max(30.0, len(text) * delay_ms / 1000.0 + 5.0)
            end = time.monotonic() + limit
            lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
            for i, line in enumerate(lines):
                if i:
                    xdotool(["key", "--clearmodifiers", "Return"], end, limit)
                if line:
                    xdotool(["type", "--clearmodifiers", "--delay", str(int(delay_ms)), "--", line], end, limit)

        return type_text

    def make_print(self, ctx: ActContext) -> Callable:
        def sandbox_print(*args, sep=" ", end="\n", file=None, flush=False):
            ctx.write((sep if sep is not None else " ").join(str(a) for a in args) + (end if end is not None else "\n"))

        return sandbox_print

    def module_proxy(self, name: str, ctx: ActContext, want_gui: bool = True):
        if name == "time":
            return ModuleProxy(time, {"sleep": ctx.sleep})
        if name == "pyautogui":
            pg = self.pyautogui()
            actions = paced_actions(pg, scaled_pointer_functions(pg, ctx.coord_scale), ctx)
            return ModuleProxy(pg, {"sleep": ctx.sleep, **actions}, PYAUTOGUI_SETTABLE)
        return ModuleProxy(__import__(name))

    def make_import(self, ctx: ActContext, namespace: dict) -> Callable:
        def guarded_import(name, globals=None, locals=None, fromlist=(), level=0):
            if level:
                raise ImportError("Relative imports are not allowed in this sandbox")
            top = name.split(".")[0]
            if top not in ALLOWED_IMPORTS:
                raise ImportError(f"Import of '{name}' is not allowed in this sandbox")
            if top in namespace and isinstance(namespace[top], ModuleProxy) and name == top:
                return namespace[top]
            __import__(name)
            target = name if fromlist else top
            if target in ("time", "pyautogui"):
                return self.module_proxy(target, ctx)
            return ModuleProxy(sys.modules[target])

        return guarded_import

    def namespace(self, ctx: ActContext, need_pyautogui: bool = True) -> dict:
        b = {n: getattr(_builtins_mod, n) for n in SAFE_BUILTINS if hasattr(_builtins_mod, n)}
        b["print"] = self.make_print(ctx)
        ns: dict = {"__name__": "__action__", "__builtins__": b}
        b["__import__"] = self.make_import(ctx, ns)
        ns["_desktest_format_"] = _safe_format
        ns["time"] = self.module_proxy("time", ctx)
        if need_pyautogui:
            ns["pyautogui"] = self.module_proxy("pyautogui", ctx)
        try:
            import pyperclip  # noqa: WPS433

            ns["pyperclip"] = ModuleProxy(pyperclip)
        except Exception:
            pass
        ns["type_text"] = self.make_type_text(ctx)
        return ns

    # -- compile + run

    @staticmethod
    def compile(code: str):
        tree = ast.parse(code, "<action>", "exec")
        check_code(tree)
        tree = ast.fix_missing_locations(_FormatRewriter().visit(tree))
        return compile(tree, "<action>", "exec")

    def run(self, code: str, timeout_ms: int, need_pyautogui: bool = True, coord_scale: float = 1.0) -> dict:
        t0 = time.monotonic()
        if not code.strip():
            return {"success": True, "error": None, "duration_ms": 0, "stdout": ""}
        ctx = ActContext()
        ctx.coord_scale = coord_scale
        try:
            compiled = self.compile(code)
        except SyntaxError as e:
            return {"success": False, "error": f"SyntaxError: {e}", "duration_ms": now_ms(t0), "stdout": ""}
        except SandboxViolation as e:
            return {"success": False, "error": f"{e.kind}: {e}", "duration_ms": now_ms(t0), "stdout": ""}
        try:
            ns = self.namespace(ctx, need_pyautogui)
        except Unavailable as e:  # as the reference: a failed result, not a protocol error
            return {"success": False, "error": f"ImportError: {e}", "duration_ms": now_ms(t0), "stdout": ""}
        box: dict = {}

        def target() -> None:
            try:
                exec(compiled, ns)  # noqa: S102 - the sandboxed agent code
            except ActionCancelled:
                box["cancelled"] = True
            except SandboxViolation as e:
                box["error"] = f"{e.kind}: {e}"
            except BaseException as e:
                box["error"] = f"{type(e).__name__}: {e}"

        th = threading.Thread(target=target, name="act", daemon=True)
        th.start()
        th.join(timeout_ms / 1000.0)
        timed_out = th.is_alive()
        abandoned = False
        if timed_out:
            ctx.cancel.set()
            end = time.monotonic() + 2.0
            while th.is_alive() and time.monotonic() < end:
                _async_raise(th, ActionCancelled)
                th.join(0.02)
            abandoned = th.is_alive()
            if abandoned:
                log("warning", "act thread did not stop after its timeout (blocked in native code); abandoned")
        out = {
            "success": not timed_out and "error" not in box and "cancelled" not in box,
            "error": None,
            "duration_ms": now_ms(t0),
            "stdout": ctx.stdout(),
        }
        if timed_out:
            out["error"] = f"TimeoutError: action timed out after {timeout_ms} ms"
            out["timed_out"] = True
            if abandoned:
                out["abandoned"] = True
        elif "error" in box:
            out["error"] = box["error"]
        elif "cancelled" in box:
            out["error"] = "TimeoutError: action cancelled"
        if ctx.truncated:
            out["stdout_truncated"] = True
        # settings agent code may have changed
        if self._pyautogui is not None:
            self._pyautogui.PAUSE = self.pause
            self._pyautogui.FAILSAFE = False
        return out


def _async_raise(thread: threading.Thread, exc: type) -> None:
    tid = thread.ident
    if tid is None:
        return
    ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(tid), ctypes.py_object(exc))


# ============================================================================ run: commands


def _resolve_user(user: Any) -> pwd.struct_passwd | None:
    if user is None:
        return None
    try:
        if isinstance(user, bool):
            raise InvalidParams("'user' must be a user name or a uid")
        if isinstance(user, int) or (isinstance(user, str) and user.isdigit()):
            return pwd.getpwuid(int(user))
        if isinstance(user, str) and user:
            return pwd.getpwnam(user)
    except KeyError:
        raise InvalidParams(f"unknown user {user!r}") from None
    raise InvalidParams("'user' must be a user name or a uid")


class _Drain(threading.Thread):
    """Reads a pipe to EOF, keeping at most `cap` bytes (the rest is read and dropped so that the writer
    never blocks, even after the response has been sent)."""

    def __init__(self, pipe: Any, cap: int):
        super().__init__(daemon=True)
        self.pipe, self.cap = pipe, cap
        self.buf = bytearray()
        self.truncated = False
        self._lock = threading.Lock()

    def run(self) -> None:
        try:
            while True:
                chunk = self.pipe.read1(65536) if hasattr(self.pipe, "read1") else self.pipe.read(65536)
                if not chunk:
                    break
                with self._lock:
                    room = self.cap - len(self.buf)
                    if room > 0:
                        self.buf += chunk[:room]
                    if len(chunk) > max(room, 0):
                        self.truncated = True
        except (OSError, ValueError):
            pass
        finally:
            try:
                self.pipe.close()
            except Exception:
                pass

    def snapshot(self) -> bytes:
        with self._lock:
            return bytes(self.buf)


_detached: list[subprocess.Popen] = []
_detached_lock = threading.Lock()


def _reap_detached() -> None:
    with _detached_lock:
        _detached[:] = [p for p in _detached if p.poll() is None]


def run_command(
    cmd: Any,
    timeout_ms: int = 300000,
    env: dict | None = None,
    user: Any = None,
    cwd: str | None = None,
    stdin: bytes | None = None,
    binary: bool = False,
    max_output_bytes: int = 8 << 20,
    detach: bool = False,
    log_path: str | None = None,
    pipe_grace_s: float = 0.25,
) -> dict:
    """Run a command in its own session/process group; on timeout SIGKILL the whole group."""
    if isinstance(cmd, str):
        if not cmd.strip():
            raise InvalidParams("'cmd' is empty")
        argv = ["bash", "-c", cmd] if _which("bash") else ["/bin/sh", "-c", cmd]
    elif isinstance(cmd, list) and cmd and all(isinstance(a, str) for a in cmd):
        argv = list(cmd)
    else:
        raise InvalidParams("'cmd' must be a non-empty string (run by bash -c) or a non-empty list of strings")

    full_env = dict(os.environ)
    pw = _resolve_user(user)
    kwargs: dict = {}
    if pw is not None and pw.pw_uid != os.getuid():
        if os.getuid() != 0:
            raise PermissionDenied(f"cannot run as {pw.pw_name!r}: the agent runs as uid {os.getuid()}, not root")
        kwargs.update(user=pw.pw_uid, group=pw.pw_gid, extra_groups=os.getgrouplist(pw.pw_name, pw.pw_gid))
        full_env.update(HOME=pw.pw_dir, USER=pw.pw_name, LOGNAME=pw.pw_name)
        if cwd is None:
            cwd = pw.pw_dir if os.path.isdir(pw.pw_dir) else "/"
    if env is not None:
        if not isinstance(env, dict):
            raise InvalidParams("'env' must be an object of strings")
        for k, v in env.items():
            if v is None:
                full_env.pop(k, None)
            elif isinstance(v, str):
                full_env[k] = v
            elif isinstance(v, (int, float)) and not isinstance(v, bool):
                full_env[k] = str(v)
            else:
                raise InvalidParams(f"env value for {k!r} must be a string or null")
    if cwd is not None and not os.path.isdir(cwd):
        raise InvalidParams(f"cwd {cwd!r} is not a directory")

    t0 = time.monotonic()
    _reap_detached()
    if detach:
        try:
            out = open(log_path, "ab") if log_path else subprocess.DEVNULL
        except OSError as e:
            raise InvalidParams(f"cannot open log {log_path!r}: {e}") from None
        try:
            p = subprocess.Popen(argv, stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT, cwd=cwd, env=full_env, start_new_session=True, close_fds=True, **kwargs)
        except PermissionError as e:
            if kwargs:
                raise PermissionDenied(f"cannot switch to user {pw.pw_name!r}: {e} (needs CAP_SETUID/CAP_SETGID)") from None
            return _spawn_failed(126, e, t0, binary)
        except OSError as e:
            return _spawn_failed(127, e, t0, binary)
        finally:
            if log_path:
                out.close()
        with _detached_lock:
            _detached.append(p)
        return {"pid": p.pid, "exit_code": None, "stdout": "", "stderr": "", "timed_out": False, "duration_ms": now_ms(t0)}

    try:
        p = subprocess.Popen(
            argv,
            stdin=subprocess.PIPE if stdin is not None else subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            cwd=cwd,
            env=full_env,
            start_new_session=True,
            close_fds=True,
            **kwargs,
        )
    except PermissionError as e:
        if kwargs:
            raise PermissionDenied(f"cannot switch to user {pw.pw_name!r}: {e} (needs CAP_SETUID/CAP_SETGID)") from None
        return _spawn_failed(126, e, t0, binary)
    except OSError as e:
        return _spawn_failed(127, e, t0, binary)

    d_out, d_err = _Drain(p.stdout, max_output_bytes), _Drain(p.stderr, max_output_bytes)
    d_out.start()
    d_err.start()
    if stdin is not None:

        def feed() -> None:
            try:
                p.stdin.write(stdin)
            except (BrokenPipeError, OSError, ValueError):
                pass
            finally:
                try:
                    p.stdin.close()
                except Exception:
                    pass

        threading.Thread(target=feed, daemon=True).start()

    timed_out = False
    try:
        p.wait(timeout=timeout_ms / 1000.0)
    except subprocess.TimeoutExpired:
        timed_out = True
        _kill_group(p.pid)
        p.wait()
    # Normally both pipes reach EOF right after the exit. Something the command left running in the
    # background may still hold them open: then return what arrived within a short grace (the drains go
    # on reading and discarding, so that process never blocks on a full pipe).
    grace_end = time.monotonic() + (1.0 if timed_out else pipe_grace_s)
    for drain in (d_out, d_err):
        drain.join(max(0.0, grace_end - time.monotonic()))
    rc = p.returncode
    res: dict = {
        "exit_code": rc if rc >= 0 else 128 - rc,
        "signal": signal.Signals(-rc).name if rc < 0 and -rc in signal.Signals._value2member_map_ else None,
        "timed_out": timed_out,
        "duration_ms": now_ms(t0),
        "pid": p.pid,
    }
    so, se = d_out.snapshot(), d_err.snapshot()
    res["stdout"] = so.decode("utf-8", "replace")
    res["stderr"] = se.decode("utf-8", "replace")
    if binary:
        res["stdout_b64"] = base64.b64encode(so).decode("ascii")
        res["stderr_b64"] = base64.b64encode(se).decode("ascii")
    if d_out.truncated:
        res["stdout_truncated"] = True
    if d_err.truncated:
        res["stderr_truncated"] = True
    return res


def _spawn_failed(code: int, e: OSError, t0: float, binary: bool) -> dict:
    msg = f"{type(e).__name__}: {e}"
    res = {"exit_code": code, "signal": None, "stdout": "", "stderr": msg, "timed_out": False, "duration_ms": now_ms(t0), "spawn_error": msg}
    if binary:
        res["stdout_b64"] = ""
        res["stderr_b64"] = base64.b64encode(msg.encode()).decode("ascii")
    return res


def _kill_group(pgid: int) -> None:
    try:
        os.killpg(pgid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def _which(name: str) -> bool:
    for d in os.environ.get("PATH", "/usr/bin:/bin").split(":"):
        if d and os.access(os.path.join(d, name), os.X_OK):
            return True
    return False


# ============================================================================ the agent: handlers


class Agent:
    def __init__(self, display_name: str | None = None):
        self.display_name = display_name or os.environ.get("DISPLAY") or ":99"
        os.environ["DISPLAY"] = self.display_name
        self.x = X11(self.display_name)
        self.a11y = A11yService()
        self.sandbox = Sandbox(self.display_name)
        self.server: Server | None = None
        self.started = time.monotonic()

    def dispatcher(self) -> Dispatcher:
        d = Dispatcher()
        d.register("ping", self.op_ping, LANE_INLINE)
        d.register("shutdown", self.op_shutdown, LANE_INLINE)
        d.register("observe", self.op_observe, LANE_GUI)
        d.register("act", self.op_act, LANE_GUI)
        d.register("settle", self.op_settle, LANE_GUI)
        d.register("windows", self.op_windows, LANE_GUI)
        d.register("compare", self.op_compare, LANE_GUI)
        d.register("run", self.op_run, LANE_PARALLEL)
        return d

    def prewarm(self) -> None:
        """Import pyautogui and pyatspi in the background so the first act/observe does not pay for it."""
        self.a11y.prewarm()
        threading.Thread(target=self.sandbox.prewarm, name="prewarm", daemon=True).start()

    # -- ping

    def op_ping(self, p: Params) -> dict:
        try:
            w, h = self.x.screen_size()
            screen: dict | None = {"width": w, "height": h}
        except Exception as e:
            screen = None
            log("debug", f"ping: no screen: {e}")
        try:
            user = pwd.getpwuid(os.getuid()).pw_name
        except KeyError:
            user = str(os.getuid())
        return {
            "pong": True,
            "version": VERSION,
            "protocol": PROTOCOL_VERSION,
            "display": self.display_name,
            "screen": screen,
            "pid": os.getpid(),
            "uid": os.getuid(),
            "user": user,
            "python": sys.version.split()[0],
            "uptime_ms": now_ms(self.started),
            "ops": self.server.dispatcher.ops() if self.server else [],
        }

    # -- shutdown

    def op_shutdown(self, p: Params) -> dict:
        """Stop accepting requests, answer those in flight (up to 5 s), then answer this one; the transport
        exits after sending it."""
        drained = True
        if self.server is not None:
            self.server.stop_event.set()
            drained = self.server.drain(5.0)
        return {"bye": True, "drained": drained}

    # -- observe

    def op_observe(self, p: Params) -> dict:
        t0 = time.monotonic()
        want_shot = p.bool("screenshot", True)
        want_a11y = p.bool("a11y", True)
        fmt = p.str("format", "png", ("png", "jpeg", "jpg", "webp"))
        fmt = "jpeg" if fmt == "jpg" else fmt
        quality = p.int("quality", None, 1, 100)
        compress_level = p.int("compress_level", None, 0, 9)
        scale = p.float("scale", 1.0, 0.01, 1.0)
        max_w = p.int("max_width", None, 1)
        max_h = p.int("max_height", None, 1)
        max_nodes = p.int("max_a11y_nodes", 10000, 0)
        max_chars = p.int("a11y_max_chars", 40000, 0)
        a11y_timeout = p.int("a11y_timeout_ms", 15000, 1, 600000)
        showing_only = p.bool("a11y_showing_only", False)

        result: dict = {}
        box: dict = {}
        a11y_thread = None
        if want_a11y:

            def do_a11y() -> None:
                try:
                    box["a11y"] = self.a11y.dump(max_nodes, max_chars, a11y_timeout, showing_only)
                except ProtocolError as e:
                    box["a11y_error"] = {"type": e.type, "message": str(e)}
                except Exception as e:
                    box["a11y_error"] = {"type": "a11y_error", "message": f"{type(e).__name__}: {e}"}

            a11y_thread = threading.Thread(target=do_a11y, name="observe-a11y", daemon=True)
            a11y_thread.start()
        if want_shot:
            try:
                result["screenshot"] = self.screenshot(fmt, quality, compress_level, scale, max_w, max_h)
            except ProtocolError as e:
                result["screenshot_error"] = {"type": e.type, "message": str(e)}
            except Exception as e:
                result["screenshot_error"] = {"type": "screenshot_error", "message": f"{type(e).__name__}: {e}"}
        try:
            result["pointer"] = self.x.pointer()
        except Exception:
            result["pointer"] = None
        if a11y_thread is not None:
            a11y_thread.join()
            result.update(box)
        result["ms"] = now_ms(t0)
        return result

    def screenshot(self, fmt: str, quality, compress_level, scale, max_w, max_h) -> dict:
        t0 = time.monotonic()
        img = self.x.grab_image()
        capture_ms = now_ms(t0)
        t1 = time.monotonic()
        ow, oh = img.size
        tw, th = target_size(ow, oh, scale, max_w, max_h)
        if (tw, th) != (ow, oh):
            from PIL import Image

            img = img.resize((tw, th), Image.BICUBIC, reducing_gap=2.0)
        data = encode_image(img, fmt, quality, compress_level)
        encode_ms = now_ms(t1)
        return {
            "data": base64.b64encode(data).decode("ascii"),
            "format": fmt,
            "width": tw,
            "height": th,
            "original_width": ow,
            "original_height": oh,
            "bytes": len(data),
            "capture_ms": capture_ms,
            "encode_ms": encode_ms,
        }

    # -- act

    def op_act(self, p: Params) -> dict:
        code = p.str("code", None)
        if code is None:
            raise InvalidParams("'code' (string) is required")
        timeout_ms = p.int("timeout_ms", 90000, 1, 3600000)
        coord_scale = p.float("coord_scale", 1.0, 0.05, 20.0)
        return self.sandbox.run(code, timeout_ms, coord_scale=coord_scale)

    # -- run

    def op_run(self, p: Params) -> dict:
        cmd = p.raw("cmd")
        if cmd is None:
            raise InvalidParams("'cmd' is required")
        stdin_s = p.str("stdin", None)
        stdin_b64 = p.str("stdin_b64", None)
        stdin_bytes = None
        if stdin_b64 is not None:
            try:
                stdin_bytes = base64.b64decode(stdin_b64, validate=True)
            except ValueError:
                raise InvalidParams("'stdin_b64' is not valid base64") from None
        elif stdin_s is not None:
            stdin_bytes = stdin_s.encode("utf-8")
        return run_command(
            cmd,
            timeout_ms=p.int("timeout_ms", 300000, 1, 24 * 3600 * 1000),
            env=p.raw("env"),
            user=p.raw("user"),
            cwd=p.str("cwd", None),
            stdin=stdin_bytes,
            binary=p.bool("binary", False),
            max_output_bytes=p.int("max_output_bytes", 8 << 20, 0, 256 << 20),
            detach=p.bool("detach", False),
            log_path=p.str("log", None),
        )

    # -- settle

    def op_settle(self, p: Params) -> dict:
        timeout_ms = p.int("timeout_ms", 3000, 0, 600000)
        interval_ms = p.int("interval_ms", 50, 0, 10000)
        stable = p.int("stable_frames", 2, 1, 1000)
        return settle_loop(lambda: self._frame_hash(), timeout_ms, interval_ms, stable)

    def _frame_hash(self) -> int:
        return zlib.crc32(self.x.grab_image().tobytes())

    # -- windows

    def op_windows(self, p: Params) -> dict:
        include_unmapped = p.bool("all", False)
        wait = p.raw("wait_for")
        if wait is None:
            return {"windows": self.x.list_windows(include_unmapped)}
        if not isinstance(wait, dict):
            raise InvalidParams("'wait_for' must be an object")
        wp = Params(wait)
        title_re = _compile_re(wp.str("title_regex", None), "title_regex")
        class_re = _compile_re(wp.str("class_regex", None), "class_regex")
        pid = wp.int("pid", None, 1)
        if title_re is None and class_re is None and pid is None:
            raise InvalidParams("'wait_for' needs title_regex, class_regex or pid")
        timeout_ms = wp.int("timeout_ms", 10000, 0, 600000)
        interval_ms = wp.int("interval_ms", 25, 1, 10000)
        t0 = time.monotonic()
        end = t0 + timeout_ms / 1000.0
        while True:
            wins = self.x.list_windows(include_unmapped)
            match = next((w for w in wins if window_matches(w, title_re, class_re, pid)), None)
            if match is not None or time.monotonic() >= end:
                return {"windows": wins, "found": match is not None, "match": match, "waited_ms": now_ms(t0)}
            time.sleep(interval_ms / 1000.0)

    # -- compare (replay assertions: the reference screenshot-compare, in process)

    def op_compare(self, p: Params) -> dict:
        try:
            from PIL import Image, ImageChops, ImageStat
        except ImportError as e:
            raise Unavailable(f"Pillow not available: {e}") from None
        threshold = p.float("threshold", 0.95, 0.0, 1.0)

        def load(name: str):
            s = p.str(name, None)
            if s is None:
                return None
            try:
                return Image.open(io.BytesIO(base64.b64decode(s, validate=True))).convert("RGB")
            except Exception as e:
                raise InvalidParams(f"'{name}' is not a base64 image: {e}") from None

        expected = load("expected")
        if expected is None:
            raise InvalidParams("'expected' (base64 image) is required")
        actual = load("actual")
        if actual is None:
            actual = self.x.grab_image().convert("RGB")
        if expected.size != actual.size:
            return {"similarity": 0.0, "passed": False, "size_mismatch": True, "expected_size": list(expected.size), "actual_size": list(actual.size), "threshold": threshold}
        diff = ImageChops.difference(expected, actual)
        mean = sum(ImageStat.Stat(diff).mean) / 3.0
        sim = 1.0 - mean / 255.0
        return {"similarity": round(sim, 6), "passed": sim >= threshold, "size_mismatch": False, "threshold": threshold}


def settle_loop(frame_hash: Callable[[], int], timeout_ms: int, interval_ms: int, stable_frames: int) -> dict:
    """Grab frames until the last `stable_frames` are identical or timeout_ms passes."""
    t0 = time.monotonic()
    end = t0 + timeout_ms / 1000.0
    prev = frame_hash()
    frames, same = 1, 1
    while same < stable_frames:
        if time.monotonic() >= end:
            return {"settled": False, "ms": now_ms(t0), "frames": frames}
        if interval_ms:
            time.sleep(min(interval_ms / 1000.0, max(0.0, end - time.monotonic())))
        h = frame_hash()
        frames += 1
        same = same + 1 if h == prev else 1
        prev = h
    return {"settled": True, "ms": now_ms(t0), "frames": frames}


def _compile_re(s: str | None, name: str) -> re.Pattern | None:
    if s is None:
        return None
    try:
        return re.compile(s)
    except re.error as e:
        raise InvalidParams(f"'{name}' is not a valid regular expression: {e}") from None


# ============================================================================ main


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="desktest guest agent (newline-delimited JSON)")
    ap.add_argument("--display", default=None, help="X display (default $DISPLAY or :99)")
    transport = ap.add_mutually_exclusive_group()
    transport.add_argument("--tcp", default=None, metavar="HOST:PORT", help="serve TCP instead of stdin/stdout")
    transport.add_argument("--unix", default=None, metavar="PATH", help="serve a unix socket instead of stdin/stdout")
    transport.add_argument("--device", default=None, metavar="PATH", help="serve a character device (virtio-serial port)")
    ap.add_argument("--no-prewarm", action="store_true", help="do not import pyautogui/pyatspi at start")
    ap.add_argument("--a11y-worker", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.a11y_worker:
        os._exit(a11y_worker_main())

    agent = Agent(args.display)
    server = Server(agent.dispatcher())
    agent.server = server
    if not args.no_prewarm:
        agent.prewarm()
    if args.tcp:
        host, _, port = args.tcp.rpartition(":")
        rc = serve_tcp(server, host or "127.0.0.1", int(port))
    elif args.unix:
        rc = serve_unix(server, args.unix)
    elif args.device:
        rc = serve_device(server, args.device)
    else:
        rc = serve_stdio(server)
    try:
        sys.stderr.flush()
    finally:
        os._exit(rc)  # worker threads may sit in native calls; never wait for them


if __name__ == "__main__":
    sys.exit(main())
