"""Whether the focused app has processed the input sent to it: a _NET_WM_PING (EWMH) to the focused
top-level window, answered once the app has read every event queued before it.

X delivers a client's events in order, and the server delivers the input that xdotool's and pyautogui's
XTEST requests made before it processes a later request, so the ping sits behind the last key event in
the app's queue. GDK translates one X event at a time and dispatches it before reading the next (its
_gdk_x11_display_queue_events), so a GTK app answers the ping only after its widgets have handled every
key before it; its redraw comes at its next frame. Qt, Chromium and most toolkits answer pings from their
event loop too. A window that does not take part in the protocol (no _NET_WM_PING in WM_PROTOCOLS), no
focused window, or no answer within the timeout (an app that is busy) leaves the input unacknowledged:
the settle that follows still waits for the screen to be quiet.
"""

from __future__ import annotations

import select
import threading
import time

from ..log import log

#: the ping's timestamp field carries our token: above the window manager's own ping ids (openbox counts
#: from 1 and ignores an answer to an id it did not send)
TOKEN_BASE = 0x40000000


class PingAck:
    """One python-xlib connection of its own (it selects the root window's SubstructureNotify events for
    the time of a ping, to see the answer), opened on first use and reopened after a failure."""

    def __init__(self, display_name: str) -> None:
        self.display_name = display_name
        self._d = None
        self._lock = threading.Lock()
        self._sent = 0

    def acknowledge(self, timeout_s: float) -> float | None:
        """Ms until the focused app answered, or None: no window to ask, or no answer by `timeout_s`."""
        with self._lock:
            try:
                from Xlib import error  # noqa: WPS433
            except ImportError:  # no python-xlib: no way to ask
                return None
            try:
                return self._ping(self._display(), timeout_s)
            except error.XError:  # the focused window went away while it was looked at
                return None
            except Exception as e:  # a connection that failed is opened again next time
                log("warning", f"input acknowledgement failed ({type(e).__name__}: {e})")
                self.close()
                return None

    def close(self) -> None:
        d, self._d = self._d, None
        if d is not None:
            try:
                d.close()
            except Exception:
                pass

    def _display(self):
        if self._d is None:
            from Xlib import display as xdisplay  # noqa: WPS433

            self._d = xdisplay.Display(self.display_name)
        return self._d

    def _ping(self, d, timeout_s: float) -> float | None:
        from Xlib import X, error  # noqa: WPS433
        from Xlib.protocol import event  # noqa: WPS433

        wm_protocols = d.get_atom("WM_PROTOCOLS")
        net_wm_ping = d.get_atom("_NET_WM_PING")
        target = _pinged_window(d, d.get_input_focus().focus, wm_protocols, net_wm_ping)
        if target is None:
            return None
        root = d.screen().root
        self._sent = (self._sent + 1) % TOKEN_BASE
        token = TOKEN_BASE + self._sent
        started = time.monotonic()
        # The answer goes to the root window with SubstructureNotify|SubstructureRedirect (EWMH): select
        # SubstructureNotify (Redirect is the window manager's) before the ping, so it cannot be missed.
        root.change_attributes(event_mask=X.SubstructureNotifyMask)
        try:
            ping = event.ClientMessage(
                window=target, client_type=wm_protocols, data=(32, [net_wm_ping, token, target.id, 0, 0])
            )
            # event_mask 0: to the client that created the window, as window managers send pings
            refused = error.CatchError(error.BadWindow)
            target.send_event(ping, event_mask=X.NoEventMask, onerror=refused)
            d.sync()
            if refused.get_error() is not None:  # the window is gone (closed since the focus was read)
                return None
            end = started + timeout_s
            while True:
                while d.pending_events():
                    e = d.next_event()
                    if e.type == X.ClientMessage and e.client_type == wm_protocols:
                        fmt, data = e.data
                        if fmt == 32 and data[0] == net_wm_ping and data[1] == token:
                            return round((time.monotonic() - started) * 1000.0, 1)
                left = end - time.monotonic()
                if left <= 0:
                    return None
                select.select([d.fileno()], [], [], left)
        finally:
            root.change_attributes(event_mask=X.NoEventMask)
            d.sync()
            while d.pending_events():  # what came before the selection was undone
                d.next_event()


def _pinged_window(d, focus, wm_protocols: int, net_wm_ping: int):
    """The top-level window that holds `focus` (a Window, X.NONE or X.PointerRoot), when its client takes
    pings: the first window from the focus up whose WM_PROTOCOLS is set; None otherwise."""
    from Xlib import Xatom  # noqa: WPS433

    if isinstance(focus, int):  # X.NONE or X.PointerRoot: no window has the focus
        return None
    root_id = d.screen().root.id
    window = focus
    while not isinstance(window, int) and window.id != root_id:  # a parent of X.NONE: above the root
        protocols = window.get_full_property(wm_protocols, Xatom.ATOM)
        if protocols is not None:
            return window if net_wm_ping in protocols.value else None
        window = window.query_tree().parent
    return None
