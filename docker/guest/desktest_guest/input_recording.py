"""What a person does in the desktop, as the X server received it: key presses, button presses and
releases, and pointer motion while a button is held (a drag), taken with the RECORD extension (python-xlib),
so it is what the apps got whatever the input came through (VNC, a real keyboard). Buffered with sequence
numbers for the host to read with `input_record` (PROTOCOL.md)."""

from __future__ import annotations

import threading
import time
from collections import deque
from typing import Any, Callable

from .log import log
from .protocol import Unavailable

#: at most this many events wait for the host to read them; older ones are dropped (and counted)
MAX_BUFFERED = 100_000

#: X core event codes
KEY_PRESS, KEY_RELEASE, BUTTON_PRESS, BUTTON_RELEASE, MOTION_NOTIFY = 2, 3, 4, 5, 6


def keysym_char(keysym: int) -> str | None:
    """The character a keysym types, or None (Latin-1 keysyms are their code point; Unicode keysyms are
    0x01000000 + the code point)."""
    if 0x20 <= keysym <= 0x7E or 0xA0 <= keysym <= 0xFF:
        return chr(keysym)
    if 0x01000100 <= keysym <= 0x0110FFFF:
        return chr(keysym - 0x01000000)
    return None


class EventBuffer:
    """Recorded events with increasing sequence numbers; `read` waits for new ones."""

    def __init__(self, limit: int = MAX_BUFFERED) -> None:
        self._events: deque[dict] = deque()
        self._limit = limit
        self._next = 1
        self.dropped = 0
        self._cond = threading.Condition()

    def add(self, event: dict) -> None:
        with self._cond:
            event["seq"] = self._next
            self._next += 1
            self._events.append(event)
            if len(self._events) > self._limit:
                self._events.popleft()
                self.dropped += 1
            self._cond.notify_all()

    def read(self, since: int, wait_s: float, max_events: int, active: Callable[[], bool]) -> list[dict]:
        end = time.monotonic() + wait_s
        with self._cond:
            while True:
                new = [e for e in self._events if e["seq"] > since][:max_events]
                left = end - time.monotonic()
                if new or left <= 0 or not active():
                    return new
                self._cond.wait(left)

    def wake(self) -> None:
        with self._cond:
            self._cond.notify_all()


#: X modifier state bits: Shift, Control, Alt (Mod1), Super (Mod4)
SHIFT_MASK, CONTROL_MASK, ALT_MASK, SUPER_MASK = 1, 4, 8, 64
#: keys that leave the field, or end what was typed into it
LEAVES_FIELD = frozenset({"Return", "KP_Enter", "Tab", "ISO_Left_Tab", "Escape"})


class TypedText:
    """What a person typed into the field they are in, as recorded events come (`feed`): the characters
    of key presses without Control, Alt or Super held, BackSpace taking one back, and a click, Return, Tab
    or Escape starting anew. Each character typed calls `on_typed` with the end of that text, so that the
    field is masked once it holds a whole secret (secret_masks.SecretMasks.typing: a screen the recorder
    takes while the person pauses within the secret shows its start); a paste key combination (Ctrl/Super+V,
    Shift+Insert) calls `on_paste`. Each event is taken once, by its sequence number."""

    def __init__(self, on_typed: Callable[[str], None], on_paste: Callable[[], None], keep: int = 256) -> None:
        self._on_typed = on_typed
        self._on_paste = on_paste
        self._keep = keep
        self._text = ""
        self._seq = 0
        self._lock = threading.Lock()

    def feed(self, events: list[dict]) -> None:
        with self._lock:
            for e in events:
                seq = e.get("seq", 0)
                if seq <= self._seq:
                    continue
                self._seq = seq
                if e.get("kind") == "button" and e.get("down"):
                    self._text = ""
                elif e.get("kind") == "key" and e.get("down"):
                    self._key(e)

    def _key(self, e: dict) -> None:
        state, name, char = int(e.get("state", 0)), e.get("base_key") or e.get("key", ""), e.get("char")
        if (state & (CONTROL_MASK | SUPER_MASK) and name.lower() == "v") or (state & SHIFT_MASK and name == "Insert"):
            self._on_paste()
            return
        if state & (CONTROL_MASK | ALT_MASK | SUPER_MASK):
            return  # a shortcut, not text
        if name == "BackSpace":
            self._text = self._text[:-1]
        elif name in LEAVES_FIELD:
            self._text = ""
        elif isinstance(char, str) and char:
            self._text = (self._text + char)[-self._keep :]
            self._on_typed(self._text)


class XRecordInput:
    """One recording of an X display's input through RECORD: a control connection and a data connection
    whose blocking `record_enable_context` runs on its own thread until `stop`."""

    def __init__(self, display_name: str, buffer: EventBuffer) -> None:
        try:
            from Xlib import X, display as xdisplay  # noqa: F401
            from Xlib.ext import record
        except ImportError as e:  # pragma: no cover - the image has python3-xlib
            raise Unavailable(f"python-xlib not available: {e}")
        self._record = record
        self.buffer = buffer
        try:
            self._ctrl = xdisplay.Display(display_name)
            self._data = xdisplay.Display(display_name)
        except Exception as e:
            raise Unavailable(f"cannot open X display {display_name}: {e}")
        from Xlib import XK

        for group in ("miscellany", "latin1", "xkb", "publishing"):
            XK.load_keysym_group(group)  # the names of Return, Control_L, F1, … (Latin-1 only otherwise)
        self._names: dict[int, str] = {}
        for name, value in vars(XK).items():
            if name.startswith("XK_") and isinstance(value, int):
                self._names.setdefault(value, name[3:])
        if not self._ctrl.has_extension("RECORD"):
            self._ctrl.close()
            self._data.close()
            raise Unavailable(f"the X server of {display_name} has no RECORD extension")
        self._buttons = 0
        self._ctx = self._ctrl.record_create_context(
            0,
            [record.AllClients],
            [
                {
                    "core_requests": (0, 0),
                    "core_replies": (0, 0),
                    "ext_requests": (0, 0, 0, 0),
                    "ext_replies": (0, 0, 0, 0),
                    "delivered_events": (0, 0),
                    "device_events": (KEY_PRESS, MOTION_NOTIFY),
                    "errors": (0, 0),
                    "client_started": False,
                    "client_died": False,
                }
            ],
        )
        self._ctrl.sync()  # the context exists before the data connection enables it
        self.active = True
        self._thread = threading.Thread(target=self._run, name="input-record", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        try:
            self._data.record_enable_context(self._ctx, self._on_reply)
        except Exception as e:
            log("warning", f"input recording ended: {type(e).__name__}: {e}")
        finally:
            self.active = False
            self.buffer.wake()

    def _on_reply(self, reply: Any) -> None:
        from Xlib.protocol import rq

        if reply.category != self._record.FromServer or reply.client_swapped or not reply.data:
            return
        data = reply.data
        while len(data):
            event, data = rq.EventField(None).parse_binary_value(data, self._ctrl.display, None, None)
            self._on_event(event)

    def _on_event(self, e: Any) -> None:
        kind = e.type & 0x7F
        base = {"t": int(e.time), "x": int(e.root_x), "y": int(e.root_y), "state": int(e.state)}
        if kind in (KEY_PRESS, KEY_RELEASE):
            shifted = bool(e.state & 1) != bool(e.state & 2)  # Shift, or Caps Lock (letters)
            plain = self._ctrl.keycode_to_keysym(e.detail, 0)
            sym = self._ctrl.keycode_to_keysym(e.detail, 1) if shifted else plain
            if sym == 0:
                sym = plain
            if e.state & 2 and not e.state & 1:  # Caps Lock alone shifts letters only
                sym = plain if not (keysym_char(plain) or "").isalpha() else self._ctrl.keycode_to_keysym(e.detail, 1) or plain
            self.buffer.add(
                {
                    **base,
                    "kind": "key",
                    "down": kind == KEY_PRESS,
                    "keysym": int(sym),
                    "key": self._names.get(sym) or self._names.get(plain) or f"0x{sym:x}",
                    "base_key": self._names.get(plain, ""),
                    "char": keysym_char(sym),
                }
            )
        elif kind in (BUTTON_PRESS, BUTTON_RELEASE):
            down = kind == BUTTON_PRESS
            if e.detail <= 3:
                self._buttons = self._buttons | (1 << e.detail) if down else self._buttons & ~(1 << e.detail)
            self.buffer.add({**base, "kind": "button", "down": down, "button": int(e.detail)})
        elif kind == MOTION_NOTIFY and self._buttons:
            self.buffer.add({**base, "kind": "motion"})

    def stop(self) -> None:
        if not self.active and not self._thread.is_alive():
            return
        try:
            self._ctrl.record_disable_context(self._ctx)
            self._ctrl.flush()
        except Exception:
            pass
        self._thread.join(5)
        try:
            self._ctrl.record_free_context(self._ctx)
            self._ctrl.flush()
        except Exception:
            pass
        self._ctrl.close()
        self._data.close()
        self.active = False
        self.buffer.wake()
