"""The X server's damage events (the DAMAGE extension) as a settling.ChangeSignal: one python-xlib
connection of its own, read by one thread, counting every repaint of the screen."""

from __future__ import annotations

import threading
import time
from collections import deque

from ..log import log
from ..protocol import Unavailable


class XDamageSignal:
    """Counts the root window's damage (every drawing on screen, children included, as no compositor
    redirects windows in these desktops). Report level NonEmpty: one event each time the damage region
    goes from empty to not; the region is emptied again at once, so each burst of drawing is one event."""

    def __init__(self, display_name: str) -> None:
        try:
            from Xlib import display as xdisplay  # noqa: WPS433
            from Xlib.ext import damage
        except ImportError as e:
            raise Unavailable(f"python-xlib's DAMAGE support is not available: {e}") from None
        try:
            d = xdisplay.Display(display_name)
        except Exception as e:
            raise Unavailable(f"cannot open X display {display_name}: {e}") from None
        if not d.has_extension("DAMAGE"):
            d.close()
            raise Unavailable(f"the X server of {display_name} has no DAMAGE extension")
        d.damage_query_version()  # the extension's handshake: required before its other requests
        self._damage = d.screen().root.damage_create(damage.DamageReportNonEmpty)
        d.sync()
        self._notify_code = d.extension_event.DamageNotify  # python-xlib registers a copy of the class
        self._d = d
        self._cv = threading.Condition()
        self._count = 0
        self._last = 0.0
        self._recent: deque = deque(maxlen=1024)  # (count, time) of the latest changes
        self.alive = True
        threading.Thread(target=self._read, name="x-damage", daemon=True).start()

    def snapshot(self) -> tuple[int, float]:
        with self._cv:
            return self._count, self._last

    def wait(self, seen: int, until: float) -> None:
        with self._cv:
            while self._count == seen and self.alive:
                left = until - time.monotonic()
                if left <= 0:
                    return
                self._cv.wait(left)

    def first_after(self, seen: int) -> float | None:
        with self._cv:
            if self._count == seen:
                return None
            for count, at in self._recent:
                if count > seen:
                    return at
            return self._recent[0][1] if self._recent else self._last

    def _read(self) -> None:
        d = self._d
        try:
            while True:
                event = d.next_event()
                if event.type & 0x7F != self._notify_code:
                    continue
                d.damage_subtract(self._damage)
                d.flush()
                with self._cv:
                    self._count += 1
                    self._last = time.monotonic()
                    self._recent.append((self._count, self._last))
                    self._cv.notify_all()
        except Exception as e:
            log("warning", f"X damage events stopped ({type(e).__name__}: {e}); settling compares frames from now on")
        finally:
            with self._cv:
                self.alive = False
                self._cv.notify_all()
            try:
                d.close()
            except Exception:
                pass
