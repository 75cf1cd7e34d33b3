"""What the guest agent needs from a desktop platform, in two parts:

- Platform: the screen, the pointer, the windows and text input, used in the agent's own process;
- AccessibilityBackend: the accessibility tree, used only in the accessibility worker process (native
  accessibility libraries can abort or block; the agent kills and restarts that process instead).

The adapters: Linux (X11 + AT-SPI: linux_x11.py, linux_atspi.py), Windows (GDI and user32 + UI Automation:
windows_desktop.py, windows_uia.py) and macOS (Quartz + the AX API through pyobjc: macos_desktop.py,
macos_ax.py). Each implements these two classes and is registered in platform/__init__.py; another
platform is one more pair, and nothing else in the agent changes.
"""

from __future__ import annotations

from abc import ABC, abstractmethod

from typing import Any, Callable

from ..protocol import Unavailable


class Platform(ABC):
    """One desktop, as the agent's ops see it. Every method may raise protocol errors (Unavailable...)."""

    #: registry key (see platform/__init__.py) and the name `ping` reports
    key = "abstract"
    #: "module:Class" of this platform's AccessibilityBackend, loaded in the worker process
    accessibility_backend = ""

    def describe(self) -> dict:
        """What `ping` reports about the desktop besides the screen (e.g. the X display)."""
        return {}

    def environment(self) -> dict:
        """What the screens depend on besides the app (environment.py fills the screen): os_name,
        os_version, os_build, scale, fonts (family names), locale, time_zone, theme, toolkits
        ({name: version}). Each adapter asks its platform's own API; missing fields are left out."""
        return {}

    def prepare_input(self) -> None:
        """Called before pyautogui is imported (environment it needs, e.g. DISPLAY)."""

    @abstractmethod
    def screen_size(self) -> tuple[int, int]:
        """(width, height) of the screen in the units clicks use: pixels (points on macOS, where a Retina
        display has two pixels per point)."""

    @abstractmethod
    def grab_image(self) -> Any:
        """The whole screen as an RGB Pillow image, one image pixel per screen_size unit."""

    @abstractmethod
    def pointer(self) -> dict:
        """{"x", "y"} of the pointer in screen_size units."""

    @abstractmethod
    def list_windows(self, include_unmapped: bool = False) -> list[dict]:
        """Top-level application windows: {id, title, class, instance, pid, x, y, width, height, mapped,
        focused} (see PROTOCOL.md `windows`)."""

    @abstractmethod
    def type_text_function(self, ctx: Any) -> Callable:
        """`type_text(text, delay_ms=12)` for agent code: Unicode-safe typing that honours ctx.cancel."""

    def change_signal(self) -> Any:
        """A settling.ChangeSignal of the screen's changes (X damage events), or None where the platform
        reports none: settling then compares frames."""
        return None

    def acknowledge_input(self, timeout_s: float) -> float | None:
        """After an act that sent input: wait until the focused app has processed it, up to `timeout_s`.
        Ms until it had, or None where the platform cannot tell (no answer by then, or no way to ask:
        only X11 asks so far), and the settle that follows waits for a quiet screen alone."""
        return None

    def open_scratch_window(self, name: str) -> Any:
        """Open an empty text window whose title contains `name`, focused for typing, for `desktest
        selftest` (scratch.py): a scratch.ScratchWindow. Linux: a GTK window; macOS: a TextEdit document;
        Windows: a Notepad document."""
        raise Unavailable(f"this agent opens no scratch window on {self.key}")

    def record_input(self, buffer: Any) -> Any:
        """Start recording what a person does (input_recording.py): an object with `active` and `stop()`
        that adds events to `buffer`. Unavailable where the platform cannot (only X11 so far)."""
        raise Unavailable(f"recording input is not supported on {self.key}")

    def close(self) -> None:
        """Release connections (the agent is exiting)."""


class AccessibilityBackend(ABC):
    """The platform's accessibility tree, in the worker process. Node-level reading is the platform's;
    the formats (accessibility.py: desktest TSV, osworld_xml.py: OSWorld's XML) are shared."""

    def warm(self) -> None:
        """Import the native libraries (no connection yet), so the first walk does not pay for it."""

    def idle(self) -> None:
        """Called about twice a second while no request is pending (e.g. to drain an event queue)."""

    @abstractmethod
    def tsv(self, max_nodes: int, max_chars: int, timeout_ms: int, showing_only: bool) -> dict:
        """accessibility.build_tsv's answer, plus "ms"."""

    @abstractmethod
    def osworld_xml(self, max_nodes: int, timeout_ms: int) -> dict:
        """osworld_xml.tree_xml's answer, plus "ms"."""

    def applications(self) -> list[dict]:
        """The applications registered with the accessibility layer: [{"name", "pid"}] (pid None if
        unknown). Unavailable where the platform does not list them (only Linux so far)."""
        raise Unavailable("this platform's accessibility layer does not list its applications")

    def focused(self, timeout_ms: int) -> dict | None:
        """The focused element's {x, y, width, height, role} (screen pixels), or None when there is none.
        Unavailable where the platform cannot tell (secret masks then cover the whole screen)."""
        raise Unavailable("this platform's accessibility layer does not give the focused element")

    @abstractmethod
    def terminal_text(self) -> str | None:
        """The text of the focused terminal of the active terminal window, or None (not exactly one)."""


def typed_keys(text: str, return_key: Any, tab_key: Any) -> list[tuple[str, Any]]:
    """A text as a keyboard types it: ("key", return_key) for each line break (\\r\\n, \\r or \\n) and
    ("key", tab_key) for each tab (what apps expect from a keyboard; a Unicode string with a line break
    does not start a new line), ("char", ch) for every other character."""
    out: list[tuple[str, Any]] = []
    for ch in text.replace("\r\n", "\n").replace("\r", "\n"):
        if ch == "\n":
            out.append(("key", return_key))
        elif ch == "\t":
            out.append(("key", tab_key))
        else:
            out.append(("char", ch))
    return out
