"""The Windows desktop for the agent's own process: the primary screen through GDI (Pillow's ImageGrab),
the pointer, the top-level application windows and Unicode typing, all through user32 with ctypes.

Coordinates are physical pixels: the process declares itself DPI-aware before the first call, so that
screenshots, window rectangles and PyAutoGUI's clicks agree on a scaled display. The Win32 calls live in
`_User32`; what is decided from their answers (which windows are applications, the window records, the
keystrokes for a text) is pure and tested on Linux."""

from __future__ import annotations

import os
import re
import threading
import time
from typing import Any, Callable

from ..act_context import ActContext, ActionCancelled
from ..protocol import Unavailable
from .base import Platform, typed_keys

# GetWindowLong indexes and styles
GWL_STYLE = -16
GWL_EXSTYLE = -20
WS_VISIBLE = 0x10000000
WS_MINIMIZE = 0x20000000
WS_EX_TOOLWINDOW = 0x00000080
WS_EX_APPWINDOW = 0x00040000
GW_OWNER = 4
DWMWA_CLOAKED = 14
SM_CXSCREEN, SM_CYSCREEN = 0, 1

# OpenProcess access right
PROCESS_TERMINATE = 0x0001
#: the scratch window's editor (its process's image name) and how long its window may take to appear
NOTEPAD = "notepad.exe"
SCRATCH_WINDOW_WAIT_S = 30.0

# SendInput
INPUT_KEYBOARD = 1
KEYEVENTF_KEYUP = 0x0002
KEYEVENTF_UNICODE = 0x0004
VK_RETURN = 0x0D
VK_TAB = 0x09


def is_app_window(visible: bool, style_ex: int, owner: int, cloaked: bool, title: str) -> bool:
    """Whether a top-level window is one a person would call an application window (what the taskbar
    shows): visible, not cloaked (hidden UWP frames), titled, and either unowned and not a tool window,
    or marked as an app window."""
    if not visible or cloaked or not title:
        return False
    if style_ex & WS_EX_APPWINDOW:
        return True
    return owner == 0 and not style_ex & WS_EX_TOOLWINDOW


def window_record(
    hwnd: int,
    title: str,
    class_name: str,
    process_name: str,
    pid: int | None,
    rect: tuple[int, int, int, int],
    mapped: bool,
    focused: bool,
) -> dict:
    """One window in the protocol's shape (PROTOCOL.md `windows`): `class` is the window class, `instance`
    the executable's name (as WM_CLASS's instance names the program on X11)."""
    left, top, right, bottom = rect
    return {
        "id": hwnd,
        "title": title,
        "class": class_name,
        "instance": process_name,
        "pid": pid,
        "x": left,
        "y": top,
        "width": max(0, right - left),
        "height": max(0, bottom - top),
        "mapped": mapped,
        "focused": focused,
    }


def keystrokes(text: str) -> list[tuple[str, int]]:
    """What SendInput sends for a text: ("vk", code) for line breaks and tabs (Return, Tab: what apps
    expect from a keyboard), ("unicode", unit) for every UTF-16 code unit of the rest (a character
    outside the BMP is its surrogate pair, sent as two units, as Windows wants)."""
    out: list[tuple[str, int]] = []
    for kind, value in typed_keys(text, VK_RETURN, VK_TAB):
        if kind == "key":
            out.append(("vk", value))
        else:
            data = value.encode("utf-16-le")
            for i in range(0, len(data), 2):
                out.append(("unicode", int.from_bytes(data[i : i + 2], "little")))
    return out


def dpi_aware(ctypes: Any, user32: Any) -> None:
    """Declare the process DPI-aware, so that it sees physical pixels: per-monitor v2 where Windows has it
    (10 1703+), else the older calls. Every process that reads or makes coordinates (the agent, the
    accessibility worker) declares it before its first such call."""
    try:
        if user32.SetProcessDpiAwarenessContext(ctypes.c_void_p(-4)):
            return
    except AttributeError:
        pass
    try:
        ctypes.WinDLL("shcore").SetProcessDpiAwareness(2)
    except (AttributeError, OSError):
        try:
            user32.SetProcessDPIAware()
        except AttributeError:
            pass


CURRENT_VERSION = r"SOFTWARE\Microsoft\Windows NT\CurrentVersion"
FONTS_KEY = CURRENT_VERSION + r"\Fonts"
TIME_ZONE_KEY = r"SYSTEM\CurrentControlSet\Control\TimeZoneInformation"
PERSONALIZE_KEY = r"Software\Microsoft\Windows\CurrentVersion\Themes\Personalize"


def registry_value(winreg: Any, root: Any, path: str, name: str) -> Any:
    """One registry value (winreg.QueryValueEx), None when the key or the value does not exist."""
    try:
        with winreg.OpenKey(root, path) as key:
            return winreg.QueryValueEx(key, name)[0]
    except FileNotFoundError:
        return None


def font_name(value_name: str) -> list[str]:
    """The faces a Fonts registry value names: `Cambria & Cambria Math (TrueType)` is two."""
    bare = re.sub(r"\s*\([^)]*\)\s*$", "", value_name).strip()
    return [part.strip() for part in bare.split(" & ") if part.strip()]


def registry_fonts(winreg: Any) -> list[str]:
    """The installed fonts: the machine's and (since Windows 10 1809) the user's Fonts key, by face name."""
    out: set[str] = set()
    for root in (winreg.HKEY_LOCAL_MACHINE, winreg.HKEY_CURRENT_USER):
        try:
            with winreg.OpenKey(root, FONTS_KEY) as key:
                index = 0
                while True:
                    try:
                        name, _data, _type = winreg.EnumValue(key, index)
                    except OSError:  # ERROR_NO_MORE_ITEMS
                        break
                    out.update(font_name(name))
                    index += 1
        except FileNotFoundError:
            continue
    return sorted(out)


def windows_environment(winreg: Any, win: Any) -> dict:
    """The Windows release and build (CurrentVersion: DisplayVersion, CurrentBuild, UBR), the system DPI
    over 96, the fonts, the user's locale, the time zone's key name and the apps' light or dark mode."""
    hklm, hkcu = winreg.HKEY_LOCAL_MACHINE, winreg.HKEY_CURRENT_USER
    build = registry_value(winreg, hklm, CURRENT_VERSION, "CurrentBuild") or ""
    ubr = registry_value(winreg, hklm, CURRENT_VERSION, "UBR")
    light = registry_value(winreg, hkcu, PERSONALIZE_KEY, "AppsUseLightTheme")
    return {
        "os_name": registry_value(winreg, hklm, CURRENT_VERSION, "ProductName") or "Windows",
        "os_version": registry_value(winreg, hklm, CURRENT_VERSION, "DisplayVersion") or "",
        "os_build": f"{build}.{ubr}" if build and ubr is not None else str(build),
        "scale": win.system_dpi() / 96,
        "fonts": registry_fonts(winreg),
        "locale": win.locale_name(),
        "time_zone": registry_value(winreg, hklm, TIME_ZONE_KEY, "TimeZoneKeyName") or "",
        "theme": "dark" if light == 0 else "light",
        "toolkits": {},
    }


class _User32:
    """The Win32 calls, loaded on first use (importing this module on Linux needs none of them)."""

    def __init__(self) -> None:
        import ctypes
        from ctypes import wintypes

        self.ctypes, self.wintypes = ctypes, wintypes
        self.user32 = ctypes.WinDLL("user32", use_last_error=True)
        self.kernel32 = ctypes.WinDLL("kernel32", use_last_error=True)
        try:
            self.dwmapi: Any = ctypes.WinDLL("dwmapi")
        except OSError:
            self.dwmapi = None
        dpi_aware(ctypes, self.user32)

        class KEYBDINPUT(ctypes.Structure):
            _fields_ = [
                ("wVk", wintypes.WORD),
                ("wScan", wintypes.WORD),
                ("dwFlags", wintypes.DWORD),
                ("time", wintypes.DWORD),
                ("dwExtraInfo", ctypes.c_size_t),
            ]

        class MOUSEINPUT(ctypes.Structure):
            _fields_ = [
                ("dx", wintypes.LONG),
                ("dy", wintypes.LONG),
                ("mouseData", wintypes.DWORD),
                ("dwFlags", wintypes.DWORD),
                ("time", wintypes.DWORD),
                ("dwExtraInfo", ctypes.c_size_t),
            ]

        class _U(ctypes.Union):
            _fields_ = [("ki", KEYBDINPUT), ("mi", MOUSEINPUT)]

        class INPUT(ctypes.Structure):
            _fields_ = [("type", wintypes.DWORD), ("u", _U)]

        self.KEYBDINPUT, self.INPUT = KEYBDINPUT, INPUT

    def screen_size(self) -> tuple[int, int]:
        return self.user32.GetSystemMetrics(SM_CXSCREEN), self.user32.GetSystemMetrics(SM_CYSCREEN)

    def system_dpi(self) -> int:
        """GetDpiForSystem (Windows 10 1607+; 96 before it, or when it answers 0)."""
        get = getattr(self.user32, "GetDpiForSystem", None)
        return (get() if get is not None else 0) or 96

    def locale_name(self) -> str:
        """GetUserDefaultLocaleName into a LOCALE_NAME_MAX_LENGTH (85) buffer; "" when it fails (0)."""
        buffer = self.ctypes.create_unicode_buffer(85)
        return buffer.value if self.kernel32.GetUserDefaultLocaleName(buffer, 85) else ""

    def cursor(self) -> tuple[int, int]:
        point = self.wintypes.POINT()
        if not self.user32.GetCursorPos(self.ctypes.byref(point)):
            raise Unavailable(f"GetCursorPos failed (error {self.ctypes.get_last_error()})")
        return point.x, point.y

    def _text(self, hwnd: int) -> str:
        n = self.user32.GetWindowTextLengthW(hwnd)
        buf = self.ctypes.create_unicode_buffer(n + 1)
        self.user32.GetWindowTextW(hwnd, buf, n + 1)
        return buf.value

    def _class(self, hwnd: int) -> str:
        buf = self.ctypes.create_unicode_buffer(256)
        self.user32.GetClassNameW(hwnd, buf, 256)
        return buf.value

    def _pid(self, hwnd: int) -> int | None:
        pid = self.wintypes.DWORD()
        self.user32.GetWindowThreadProcessId(hwnd, self.ctypes.byref(pid))
        return pid.value or None

    def _process_name(self, pid: int | None) -> str:
        if not pid:
            return ""
        handle = self.kernel32.OpenProcess(0x1000, False, pid)  # PROCESS_QUERY_LIMITED_INFORMATION
        if not handle:
            return ""
        try:
            size = self.wintypes.DWORD(1024)
            buf = self.ctypes.create_unicode_buffer(1024)
            if self.kernel32.QueryFullProcessImageNameW(handle, 0, buf, self.ctypes.byref(size)):
                return os.path.basename(buf.value)
            return ""
        finally:
            self.kernel32.CloseHandle(handle)

    def terminate(self, pid: int) -> bool:
        """OpenProcess(PROCESS_TERMINATE) and TerminateProcess: the scratch document has unsaved text, and
        closing its window would ask whether to save it."""
        handle = self.kernel32.OpenProcess(PROCESS_TERMINATE, False, pid)
        if not handle:
            return False
        try:
            return bool(self.kernel32.TerminateProcess(handle, 1))
        finally:
            self.kernel32.CloseHandle(handle)

    def _cloaked(self, hwnd: int) -> bool:
        if self.dwmapi is None:
            return False
        value = self.wintypes.DWORD()
        result = self.dwmapi.DwmGetWindowAttribute(
            self.wintypes.HWND(hwnd), DWMWA_CLOAKED, self.ctypes.byref(value), self.ctypes.sizeof(value)
        )
        return result == 0 and value.value != 0

    def windows(self, include_unmapped: bool) -> list[dict]:
        handles: list[int] = []
        proc_type = self.ctypes.WINFUNCTYPE(self.wintypes.BOOL, self.wintypes.HWND, self.wintypes.LPARAM)

        def collect(hwnd: Any, _lparam: Any) -> bool:
            handles.append(int(hwnd))
            return True

        self.user32.EnumWindows(proc_type(collect), 0)
        foreground = int(self.user32.GetForegroundWindow() or 0)
        out = []
        for hwnd in handles:
            style = self.user32.GetWindowLongW(hwnd, GWL_STYLE) & 0xFFFFFFFF
            style_ex = self.user32.GetWindowLongW(hwnd, GWL_EXSTYLE) & 0xFFFFFFFF
            visible = bool(self.user32.IsWindowVisible(hwnd))
            minimized = bool(style & WS_MINIMIZE)
            title = self._text(hwnd)
            owner = int(self.user32.GetWindow(hwnd, GW_OWNER) or 0)
            app = is_app_window(visible, style_ex, owner, self._cloaked(hwnd), title)
            if not app and not (include_unmapped and title):
                continue
            mapped = app and not minimized
            if not mapped and not include_unmapped:
                continue
            rect = self.wintypes.RECT()
            self.user32.GetWindowRect(hwnd, self.ctypes.byref(rect))
            pid = self._pid(hwnd)
            out.append(
                window_record(
                    hwnd,
                    title,
                    self._class(hwnd),
                    self._process_name(pid),
                    pid,
                    (rect.left, rect.top, rect.right, rect.bottom),
                    mapped,
                    hwnd == foreground,
                )
            )
        return out

    def send_keys(self, strokes: list[tuple[str, int]]) -> None:
        """One key down and up per stroke, in one SendInput call (nothing else's input can come between)."""
        inputs = []
        for kind, code in strokes:
            for up in (False, True):
                ki = (
                    self.KEYBDINPUT(code, 0, KEYEVENTF_KEYUP if up else 0, 0, 0)
                    if kind == "vk"
                    else self.KEYBDINPUT(0, code, KEYEVENTF_UNICODE | (KEYEVENTF_KEYUP if up else 0), 0, 0)
                )
                item = self.INPUT(INPUT_KEYBOARD)
                item.u.ki = ki
                inputs.append(item)
        if not inputs:
            return
        array = (self.INPUT * len(inputs))(*inputs)
        sent = self.user32.SendInput(len(inputs), array, self.ctypes.sizeof(self.INPUT))
        if sent != len(inputs):
            raise RuntimeError(
                f"SendInput sent {sent} of {len(inputs)} key events (error {self.ctypes.get_last_error()}): "
                "is the desktop locked or a higher-integrity window in front?"
            )


class WindowsDesktopPlatform(Platform):
    key = "windows"
    accessibility_backend = "desktest_guest.platform.windows_uia:UiaBackend"

    def __init__(self, display: str | None = None):
        self._user32: _User32 | None = None
        self._lock = threading.Lock()

    @property
    def win(self) -> _User32:
        with self._lock:
            if self._user32 is None:
                try:
                    self._user32 = _User32()
                except (OSError, AttributeError) as e:
                    raise Unavailable(f"the Win32 API is not available: {e}") from None
            return self._user32

    def describe(self) -> dict:
        return {"session": os.environ.get("SESSIONNAME", "")}

    def environment(self) -> dict:
        import winreg

        return windows_environment(winreg, self.win)

    def prepare_input(self) -> None:
        self.win  # noqa: B018 - DPI awareness before pyautogui reads any coordinate

    def screen_size(self) -> tuple[int, int]:
        return self.win.screen_size()

    def grab_image(self) -> Any:
        self.win  # noqa: B018 - physical pixels
        from PIL import ImageGrab

        try:
            # (layered windows: menus, tooltips and toasts are drawn in them, and GDI leaves them out by default)
            return ImageGrab.grab(include_layered_windows=True).convert("RGB")
        except OSError as e:
            raise Unavailable(f"cannot capture the screen (is the session locked or disconnected?): {e}") from None

    def pointer(self) -> dict:
        x, y = self.win.cursor()
        return {"x": x, "y": y}

    def list_windows(self, include_unmapped: bool = False) -> list[dict]:
        return self.win.windows(include_unmapped)

    def type_text_function(self, ctx: Any) -> Callable:
        return sendinput_type_text(ctx, self)

    def open_scratch_window(self, name: str) -> Any:
        """A Notepad document `<name>.txt` in the temporary folder (its window's title starts with the
        file's name). On Windows 11 notepad.exe may hand the file to a Notepad already running (a new tab)
        and exit: the process that shows the window is the one ended afterwards, and only when it showed
        no window before, since a Notepad already open holds the user's documents."""
        import subprocess

        from ..scratch import ScratchWindow, end_scratch_editor, remove_quietly, scratch_file

        before = notepad_pids(self.list_windows(True))
        path = scratch_file(name)
        try:
            subprocess.Popen([NOTEPAD, path], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        except OSError:
            remove_quietly(path)
            raise
        window = self._wait_for_title(name, SCRATCH_WINDOW_WAIT_S)
        pid = window["pid"] if window is not None else None

        def close() -> dict:
            try:
                return end_scratch_editor(pid, before, self.win.terminate, "Notepad", name)
            finally:
                remove_quietly(path)

        return ScratchWindow(name, pid, close)

    def _wait_for_title(self, text: str, timeout_s: float) -> dict | None:
        end = time.monotonic() + timeout_s
        while True:
            window = next((w for w in self.list_windows(True) if text in w["title"]), None)
            if window is not None or time.monotonic() >= end:
                return window
            time.sleep(0.1)


def notepad_pids(windows: list[dict]) -> set[int]:
    """The pids of the Notepad processes that show a window (`instance` is the executable's name)."""
    return {w["pid"] for w in windows if isinstance(w.get("pid"), int) and str(w.get("instance", "")).lower() == NOTEPAD}


def sendinput_type_text(ctx: ActContext, platform: WindowsDesktopPlatform) -> Callable:
    """type_text for agent code on Windows: Unicode key events through SendInput, one character at a time
    with `delay_ms` between them, Return for line breaks; a cancelled act stops between characters."""

    def type_text(text, delay_ms=12):
        if not isinstance(text, str):
            raise TypeError("type_text() expects a string")
        if isinstance(delay_ms, bool) or not isinstance(delay_ms, (int, float)) or delay_ms < 0:
            raise ValueError("delay_ms must be a non-negative number")
        ctx.check()
        strokes = keystrokes(text)
        i = 0
        while i < len(strokes):
            # A surrogate pair is one character: its two units go in one call.
            n = 2 if strokes[i][0] == "unicode" and 0xD800 <= strokes[i][1] <= 0xDBFF else 1
            platform.win.send_keys(strokes[i : i + n])
            i += n
            if delay_ms:
                ctx.sleep(delay_ms / 1000.0)
            elif ctx.cancel.is_set():
                raise ActionCancelled()
        time.sleep(0)  # let the target's message loop run

    return type_text
