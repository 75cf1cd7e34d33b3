"""Linux desktops on X11: screenshots, pointer and windows through one python-xlib connection (PIL's XCB
grabber for speed), text input through xdotool, accessibility through AT-SPI (linux_atspi.py)."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time
from typing import Any, Callable

from ..act_context import ActContext, ActionCancelled
from ..log import log
from ..protocol import NoScreen, ProtocolError, Unavailable, missing_module
from .base import Platform
from .linux_damage import XDamageSignal
from .linux_input_ack import PingAck


class LinuxX11Platform(Platform):
    key = "linux"
    accessibility_backend = "desktest_guest.platform.linux_atspi:AtspiBackend"

    def __init__(self, display: str | None = None):
        #: "" when neither --display nor DISPLAY names one: then there is no screen, and ping says why
        self.display_name = display or os.environ.get("DISPLAY") or ""
        if self.display_name:
            os.environ["DISPLAY"] = self.display_name
        self.x = X11(self.display_name)
        self._signal: XDamageSignal | None = None
        self._signal_failed = False
        self._signal_lock = threading.Lock()
        #: characters outside the keyboard map, on keycodes of their own while the agent runs
        self.keys = BoundKeys(self.x)
        self._ack = PingAck(self.display_name)

    def describe(self) -> dict:
        return {"display": self.display_name or None}

    def environment(self) -> dict:
        from .linux_environment import linux_environment

        return linux_environment()

    def prepare_input(self) -> None:
        if self.display_name:
            os.environ.setdefault("DISPLAY", self.display_name)

    def screen_size(self) -> tuple[int, int]:
        return self.x.screen_size()

    def grab_image(self) -> Any:
        return self.x.grab_image()

    def pointer(self) -> dict:
        return self.x.pointer()

    def list_windows(self, include_unmapped: bool = False) -> list[dict]:
        return self.x.list_windows(include_unmapped)

    def type_text_function(self, ctx: Any) -> Callable:
        return xdotool_type_text(ctx, self.display_name, self.keys)

    def change_signal(self) -> Any:
        """The X server's damage events, connected on first use; None (frames are compared) when the server
        has no DAMAGE extension, the connection fails or the events stopped."""
        with self._signal_lock:
            if self._signal is not None and not self._signal.alive:
                self._signal = None
            if self._signal is None and not self._signal_failed:
                try:
                    self._signal = XDamageSignal(self.display_name)
                except Unavailable as e:
                    self._signal_failed = True
                    log("warning", f"no X damage events ({e}); settling compares frames")
            return self._signal

    def acknowledge_input(self, timeout_s: float) -> float | None:
        """A _NET_WM_PING to the focused window, answered behind the input in its queue (linux_input_ack)."""
        return self._ack.acknowledge(timeout_s) if self.display_name else None

    def open_scratch_window(self, name: str) -> Any:
        """A GTK 3 window of the agent's own Python with one text view, focused. GTK, not Tk: GTK registers
        with AT-SPI by itself, so the typed text can be read back through the accessibility tree; Tk 8.6
        has no AT-SPI bridge."""
        from ..scratch import ChildWindow, ScratchWindow

        env = {**os.environ, "DISPLAY": self.display_name} if self.display_name else None
        child = ChildWindow([sys.executable, "-c", GTK_SCRATCH, name], env)
        return ScratchWindow(name, child.proc.pid, child.close)

    def record_input(self, buffer: Any) -> Any:
        from ..input_recording import XRecordInput

        return XRecordInput(self.display_name, buffer)

    def close(self) -> None:
        self.keys.release()
        self._ack.close()
        self.x.reset()


#: the Linux scratch window (argv[1]: its title): an error names what is missing (PyGObject, GTK 3)
GTK_SCRATCH = """
import sys
import gi
gi.require_version("Gtk", "3.0")
from gi.repository import Gtk
window = Gtk.Window(title=sys.argv[1])
window.set_default_size(720, 240)
view = Gtk.TextView()
view.set_wrap_mode(Gtk.WrapMode.CHAR)
window.add(view)
window.connect("destroy", Gtk.main_quit)
window.show_all()
view.grab_focus()
window.present()
Gtk.main()
"""


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
                raise missing_module(e, "python-xlib", "install python3-xlib (apt) or python-xlib (pip) for it") from None
            if not self.name:
                raise NoScreen("display_unset", "DISPLAY is not set, so the agent does not know which X display is the desktop")
            try:
                self._d = xdisplay.Display(self.name)
            except Exception as e:
                raise NoScreen("display_unreachable", f"cannot open X display {self.name}: {e}") from None
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


def keysym_of(ch: str) -> int:
    """The X keysym of a character: Latin-1 is its own code point, the rest is 0x01000000 + the code point
    (X11's Unicode keysyms, Appendix A of the X protocol's keysym encoding)."""
    cp = ord(ch)
    return cp if 0x20 <= cp <= 0xFF else 0x01000000 | cp


def typed_runs(line: str) -> list[tuple[bool, str]]:
    """A line in runs: (True, ASCII text that every keyboard map has: xdotool types it) or (False, other
    characters: typed on keycodes bound to them, BoundKeys)."""
    runs: list[tuple[bool, str]] = []
    for ch in line:
        ascii_key = " " <= ch <= "~"
        if runs and runs[-1][0] == ascii_key:
            runs[-1] = (ascii_key, runs[-1][1] + ch)
        else:
            runs.append((ascii_key, ch))
    return runs


class BoundKeys:
    """Characters the keyboard map lacks (accents, CJK, emoji), each bound to a spare keycode of its own
    and typed through XTEST. xdotool binds one scratch keycode per character and unbinds it at once, so a
    client that reads the key after the unbinding (GTK at xdotool's 12 ms) drops or garbles it; a binding
    kept until the agent exits (or its keycode is needed for another character) has no such race."""

    def __init__(self, x: "X11"):
        self.x = x
        self._spare: list[int] | None = None
        self._per_code = 1
        #: character -> keycode, least recently typed first
        self._bound: dict[str, int] = {}

    def type(self, text: str, delay_s: float, check: Callable[[], None]) -> None:
        for chunk in self._chunks(text):
            codes = self.x.call(lambda d: self._bind(d, chunk))
            for ch in chunk:
                check()
                self.x.call(lambda d, code=codes[ch]: self._press(d, code))
                if delay_s:
                    time.sleep(delay_s)

    def _chunks(self, text: str) -> list[str]:
        """The text in pieces with at most as many distinct characters as there are spare keycodes."""
        spare = max(1, len(self.x.call(self._spare_codes)))
        chunks, seen = [""], set()
        for ch in text:
            if ch not in seen and len(seen) == spare:
                chunks.append("")
                seen = set()
            seen.add(ch)
            chunks[-1] += ch
        return chunks

    def _spare_codes(self, d: Any) -> list[int]:
        if self._spare is None:
            first, last = d.display.info.min_keycode, d.display.info.max_keycode
            mapping = d.get_keyboard_mapping(first, last - first + 1)
            self._per_code = max(1, len(mapping[0])) if mapping else 1
            self._spare = [first + i for i, syms in enumerate(mapping) if not any(syms)]
            if not self._spare:
                raise Unavailable("the X keyboard map has no spare keycode to type characters outside it")
        return self._spare

    def _bind(self, d: Any, chunk: str) -> dict[str, int]:
        spare = self._spare_codes(d)
        wanted = list(dict.fromkeys(chunk))
        changed = False
        for ch in wanted:
            if ch in self._bound:
                self._bound[ch] = self._bound.pop(ch)  # most recently used last
                continue
            used = set(self._bound.values())
            free = [c for c in spare if c not in used]
            if free:
                code = free[0]
            else:  # the least recently typed character not in this chunk gives up its keycode
                old = next(c for c in self._bound if c not in wanted)
                code = self._bound.pop(old)
            d.change_keyboard_mapping(code, [(keysym_of(ch),) * self._per_code])
            self._bound[ch] = code
            changed = True
        if changed:
            d.sync()
        return {ch: self._bound[ch] for ch in wanted}

    @staticmethod
    def _press(d: Any, code: int) -> None:
        from Xlib import X
        from Xlib.ext import xtest

        xtest.fake_input(d, X.KeyPress, code)
        xtest.fake_input(d, X.KeyRelease, code)
        d.sync()

    def release(self) -> None:
        """Unbind every keycode this bound (the agent exits: the person's keyboard map as it was)."""
        if not self._bound:
            return
        codes, self._bound = list(self._bound.values()), {}

        def unbind(d: Any) -> None:
            for code in codes:
                d.change_keyboard_mapping(code, [(0,) * self._per_code])
            d.sync()

        try:
            self.x.call(unbind)
        except Exception:
            pass


def xdotool_type_text(ctx: ActContext, display: str, keys: BoundKeys | None = None) -> Callable:
    """type_text for agent code: ASCII with xdotool, other characters on keycodes bound to them (BoundKeys)."""

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
        """Type text (UTF-8 safe): ASCII runs with `xdotool type --clearmodifiers --delay <delay_ms>`, other
        characters through XTEST on keycodes bound to them (BoundKeys). Line breaks are sent as Return key
        presses (xdotool 3.2016 types "\n" as Linefeed, which GTK ignores)."""
        if not isinstance(text, str):
            raise TypeError("type_text() expects a string")
        if isinstance(delay_ms, bool) or not isinstance(delay_ms, (int, float)) or delay_ms < 0:
            raise ValueError("delay_ms must be a non-negative number")
        ctx.check()
        if not text:
            return
        limit = max(30.0, len(text) * delay_ms / 1000.0 + 5.0)
        end = time.monotonic() + limit

        def check() -> None:
            ctx.check()
            if time.monotonic() > end:
                raise TimeoutError(f"type_text timed out after {limit:.0f} s")

        lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
        for i, line in enumerate(lines):
            if i:
                xdotool(["key", "--clearmodifiers", "Return"], end, limit)
            for ascii_run, run in typed_runs(line):
                if ascii_run or keys is None:
                    xdotool(["type", "--clearmodifiers", "--delay", str(int(delay_ms)), "--", run], end, limit)
                else:
                    keys.type(run, delay_ms / 1000.0, check)

    return type_text
