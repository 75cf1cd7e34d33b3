"""The macOS desktop for the agent's own process: the main display through Quartz (CoreGraphics), the
pointer, the on-screen application windows and Unicode typing with CGEvents, all through pyobjc.

Coordinates are points, not pixels. Quartz events, window bounds, accessibility frames and PyAutoGUI's
macOS backend all work in points (origin at the top left of the main display), so on a Retina display
(2 pixels per point) a screenshot is scaled down to the display's size in points: a pixel of the
screenshot is a point PyAutoGUI can click, as on Linux and Windows. `ping` reports the factor as `scale`.

macOS asks the user before a process may read the screen or post input (TCC). Without Screen Recording,
captures show only the wallpaper and window titles are missing; without Accessibility, posted events are
dropped silently and the accessibility tree is empty. So the agent checks both first: `ping` reports
them (`permissions`), and the first screenshot, window list or keystroke without them fails with
`unavailable` naming the System Settings pane and the exact program to allow.

The pyobjc calls live in `_Quartz`; what is decided from their answers (which windows are application
windows and which has the focus, the raw pixel layout and the point size of a capture, the keystrokes of
a text, the permission messages) is pure and tested on Linux."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
import threading
import time
from typing import Any, Callable, Mapping

from ..act_context import ActContext, ActionCancelled
from ..protocol import Unavailable, missing_module
from .base import Platform, typed_keys

# CGWindowListOption
WINDOW_LIST_ALL = 0
WINDOW_LIST_ON_SCREEN_ONLY = 1 << 0
WINDOW_LIST_EXCLUDE_DESKTOP = 1 << 4
NULL_WINDOW_ID = 0
WINDOW_IMAGE_DEFAULT = 0
# how long the accessibility server may take to name the active application (it answers for itself)
FOCUS_TIMEOUT_S = 1.0
# CGEventTapLocation: where synthetic input enters (as a keyboard's own events would)
HID_EVENT_TAP = 0
# Virtual key codes (Carbon's kVK_*): keys that apps expect as keys, not as characters
VK_RETURN = 0x24
VK_TAB = 0x30
# CGBitmapInfo
ALPHA_INFO_MASK = 0x1F
BYTE_ORDER_MASK = 0x7000
BYTE_ORDER_32_LITTLE = 2 << 12
BYTE_ORDER_32_BIG = 4 << 12
ALPHA_PREMULTIPLIED_LAST, ALPHA_PREMULTIPLIED_FIRST = 1, 2
ALPHA_LAST, ALPHA_FIRST = 3, 4
ALPHA_NONE_SKIP_LAST, ALPHA_NONE_SKIP_FIRST = 5, 6

#: the scratch window's editor
TEXTEDIT = "com.apple.TextEdit"

SCREEN_RECORDING = "screen_recording"
ACCESSIBILITY = "accessibility"
#: permission -> (its pane in System Settings → Privacy & Security, what goes wrong without it)
TCC_PANES: dict[str, tuple[str, str]] = {
    SCREEN_RECORDING: ("Screen Recording", "screenshots show only the wallpaper and windows have no titles"),
    ACCESSIBILITY: ("Accessibility", "clicks and keystrokes are dropped and the accessibility tree is empty"),
}
#: where `/usr/bin/ssh`'s sessions come from: macOS asks about this program for commands run over SSH
SSHD_TCC_CLIENT = "/usr/libexec/sshd-keygen-wrapper"
#: TERM_PROGRAM of a terminal app -> its bundle (a program started in it inherits its permissions)
TERMINAL_APPS = {
    "Apple_Terminal": "/System/Applications/Utilities/Terminal.app",
    "iTerm.app": "/Applications/iTerm.app",
}


# -- permissions (pure)


def python_tcc_client(executable: str) -> str:
    """The program macOS's privacy settings see for a Python interpreter (given by its real path): a
    framework build (python.org, Homebrew, Xcode's) runs as the Python.app inside its framework, and that
    app is what must be allowed; any other interpreter is the binary itself."""
    match = re.match(r"^(.*?/Python3?\.framework/Versions/[^/]+)/", executable)
    if match:
        return match.group(1) + "/Resources/Python.app"
    return executable


#: the names sshd's processes have in `ps -o comm=` (the listener, the per-connection session of OpenSSH
#: 9.8+, and the wrapper macOS starts it through)
SSHD_PROCESSES = ("sshd", "sshd-session", "sshd-keygen-wrapper")


def started_over_ssh(env: Mapping[str, str], ancestors: list[str]) -> bool:
    """Whether the process descends from an SSH session: sshd among its ancestors' programs (what macOS
    looks at: `sudo` and `launchctl asuser` in between strip SSH_CONNECTION but not the ancestry), or the
    variables sshd sets."""
    if env.get("SSH_CONNECTION") or env.get("SSH_CLIENT"):
        return True
    return any(os.path.basename(a) in SSHD_PROCESSES for a in ancestors)


def process_ancestors(pid: int | None = None, limit: int = 32) -> list[str]:
    """The programs of a process's ancestors, parent first (`ps -o ppid=,comm=` up to launchd)."""
    out: list[str] = []
    pid = os.getppid() if pid is None else pid
    while pid > 1 and len(out) < limit:
        try:
            line = subprocess.run(["ps", "-o", "ppid=,comm=", "-p", str(pid)], capture_output=True, text=True, timeout=5).stdout.strip()
        except (OSError, subprocess.SubprocessError):
            break
        parts = line.split(None, 1)
        if len(parts) != 2 or not parts[0].isdigit():
            break
        out.append(parts[1])
        pid = int(parts[0])
    return out


def tcc_clients(executable: str, env: Mapping[str, str], ancestors: list[str] | None = None) -> list[str]:
    """The programs to allow, the Python interpreter first. macOS attributes a permission to the app
    responsible for a process: the agent's Python when launchd starts it, but the terminal app when it
    is started from one, and sshd's wrapper when it runs in an SSH session."""
    out = [python_tcc_client(executable)]
    if started_over_ssh(env, ancestors or []):
        out.append(SSHD_TCC_CLIENT)
    terminal = TERMINAL_APPS.get(env.get("TERM_PROGRAM", ""))
    if terminal:
        out.append(terminal)
    return out


def tcc_message(permission: str, clients: list[str]) -> str:
    """What to do about a missing permission: the exact pane and the exact program(s) to allow."""
    pane, consequence = TCC_PANES[permission]
    head = (
        f"macOS has not given the guest agent the {pane} permission ({consequence}). Allow it in "
        f"System Settings → Privacy & Security → {pane} for {clients[0]} (the Python that runs the agent; "
        f"add it with the + button, then switch it on), then restart the agent."
    )
    if len(clients) > 1:
        others = " and ".join(clients[1:])
        head += f" The agent was started from {others}, which macOS may hold responsible instead: allow that too."
    return head


def current_tcc_clients() -> list[str]:
    """tcc_clients for this process."""
    return tcc_clients(os.path.realpath(sys.executable), os.environ, process_ancestors())


# -- screenshots (pure)


def raw_mode(bits_per_pixel: int, bits_per_component: int, bitmap_info: int) -> str | None:
    """The Pillow raw mode that reads a CGImage's bytes as RGB, or None for a layout that must be redrawn
    first (16-bit or float components, wide pixels). Quartz captures are normally 32-bit BGRA."""
    if bits_per_pixel != 32 or bits_per_component != 8:
        return None
    alpha = bitmap_info & ALPHA_INFO_MASK
    little = (bitmap_info & BYTE_ORDER_MASK) == BYTE_ORDER_32_LITTLE
    if alpha in (ALPHA_PREMULTIPLIED_FIRST, ALPHA_FIRST, ALPHA_NONE_SKIP_FIRST):
        return "BGRX" if little else "XRGB"
    if alpha in (ALPHA_PREMULTIPLIED_LAST, ALPHA_LAST, ALPHA_NONE_SKIP_LAST):
        return "XBGR" if little else "RGBX"
    return None


def pil_from_raw(size: tuple[int, int], data: bytes, stride: int, layout: tuple[int, int, int]) -> Any:
    """A Pillow RGB image from a CGImage's bytes (rows of `stride` bytes; layout = bits per pixel, bits
    per component, bitmap info), or None when the layout is not one raw_mode reads."""
    mode = raw_mode(*layout)
    if mode is None:
        return None
    from PIL import Image

    return Image.frombytes("RGB", size, data, "raw", mode, stride, 1)


def points_size(pixel_size: tuple[int, int], point_size: tuple[int, int]) -> tuple[int, int] | None:
    """The size to scale a capture to so that its pixels are points, or None when it already is (a
    display at 1 pixel per point, or a capture smaller than the display, which is never upscaled)."""
    pw, ph = pixel_size
    w, h = point_size
    if w <= 0 or h <= 0 or (pw, ph) == (w, h) or pw < w or ph < h:
        return None
    return w, h


def to_points(image: Any, point_size: tuple[int, int]) -> Any:
    """A Pillow capture scaled to points: by an integer factor with Image.reduce (a box filter, fast and
    sharp on text), otherwise with a box resample."""
    target = points_size(image.size, point_size)
    if target is None:
        return image
    fx, fy = image.size[0] / target[0], image.size[1] / target[1]
    if fx == fy and fx.is_integer():
        return image.reduce(int(fx))
    from PIL import Image

    return image.resize(target, Image.Resampling.BOX)


# -- windows (pure)


def _bounds(info: Mapping[str, Any]) -> tuple[int, int, int, int]:
    b = info.get("kCGWindowBounds") or {}
    return (int(b.get("X", 0)), int(b.get("Y", 0)), int(b.get("Width", 0)), int(b.get("Height", 0)))


def is_app_window(info: Mapping[str, Any]) -> bool:
    """Whether a CGWindowList entry is a window a person would call an application window: the normal
    window layer (0; menus, the Dock, the menu bar and overlays sit above it), not fully transparent,
    with an area."""
    if int(info.get("kCGWindowLayer", 0)) != 0:
        return False
    if float(info.get("kCGWindowAlpha", 1.0)) <= 0:
        return False
    _, _, w, h = _bounds(info)
    return w > 0 and h > 0


def focused_window_id(infos: list[Mapping[str, Any]], frontmost_pid: int | None) -> int | None:
    """The focused window: CGWindowList is ordered front to back, so the frontmost application's first
    on-screen application window."""
    if frontmost_pid is None:
        return None
    for info in infos:
        if int(info.get("kCGWindowOwnerPID", -1)) == frontmost_pid and info.get("kCGWindowIsOnscreen") and is_app_window(info):
            return int(info.get("kCGWindowNumber", 0))
    return None


def window_record(info: Mapping[str, Any], bundle_id: str, focused: bool) -> dict:
    """One window in the protocol's shape (PROTOCOL.md `windows`): `class` is the application's name,
    `instance` its bundle identifier (as WM_CLASS's class and instance name the program on X11)."""
    x, y, w, h = _bounds(info)
    pid = info.get("kCGWindowOwnerPID")
    return {
        "id": int(info.get("kCGWindowNumber", 0)),
        "title": str(info.get("kCGWindowName") or ""),
        "class": str(info.get("kCGWindowOwnerName") or ""),
        "instance": bundle_id,
        "pid": int(pid) if pid is not None else None,
        "x": x,
        "y": y,
        "width": w,
        "height": h,
        "mapped": bool(info.get("kCGWindowIsOnscreen")),
        "focused": focused,
    }


def window_records(
    infos: list[Mapping[str, Any]],
    frontmost_pid: int | None,
    bundle_ids: Mapping[int, str],
    include_unmapped: bool,
) -> list[dict]:
    """The `windows` answer from a CGWindowList (front to back): on-screen application windows, and with
    include_unmapped also the titled ones that are off screen (minimised, on another Space, hidden)."""
    focus = focused_window_id(infos, frontmost_pid)
    out = []
    for info in infos:
        on_screen = bool(info.get("kCGWindowIsOnscreen"))
        if on_screen and not is_app_window(info):
            continue
        if not on_screen and not (include_unmapped and info.get("kCGWindowName") and int(info.get("kCGWindowLayer", 0)) == 0):
            continue
        pid = int(info.get("kCGWindowOwnerPID", -1))
        number = int(info.get("kCGWindowNumber", 0))
        out.append(window_record(info, bundle_ids.get(pid, ""), focus is not None and number == focus))
    return out


# -- typing (pure)


def keystrokes(text: str) -> list[tuple[str, Any]]:
    """What is posted for a text: ("key", code) for line breaks and tabs (Return, Tab: what apps expect
    from a keyboard; a Unicode string with a line break does not start a new line), ("unicode", ch) for
    every other character, one key event each, whatever the keyboard layout."""
    return [(kind if kind == "key" else "unicode", value) for kind, value in typed_keys(text, VK_RETURN, VK_TAB)]


def utf16_units(ch: str) -> int:
    """The length CGEventKeyboardSetUnicodeString wants: UTF-16 code units (2 outside the BMP)."""
    return len(ch.encode("utf-16-le")) // 2


# -- the Quartz calls


class _Quartz:
    """The pyobjc calls, loaded on first use (importing this module elsewhere needs none of them)."""

    def __init__(self) -> None:
        try:
            import AppKit
            import ApplicationServices
            import Quartz
        except ImportError as e:
            raise missing_module(e, "pyobjc", "install docker/guest/requirements-macos.txt") from None
        self.q, self.ax, self.appkit = Quartz, ApplicationServices, AppKit

    # permissions

    def screen_recording_allowed(self) -> bool:
        """CGPreflightScreenCaptureAccess (macOS 10.15+; before it, no permission existed)."""
        preflight = getattr(self.q, "CGPreflightScreenCaptureAccess", None)
        return True if preflight is None else bool(preflight())

    def accessibility_allowed(self) -> bool:
        return bool(self.ax.AXIsProcessTrusted())

    # the display

    def main_display(self) -> int:
        return self.q.CGMainDisplayID()

    def screen_size(self) -> tuple[int, int]:
        bounds = self.q.CGDisplayBounds(self.main_display())
        return int(bounds.size.width), int(bounds.size.height)

    def scale(self) -> float | None:
        """Pixels per point of the main display's mode (2.0 on Retina)."""
        mode = self.q.CGDisplayCopyDisplayMode(self.main_display())
        if mode is None:
            return None
        width = self.q.CGDisplayModeGetWidth(mode)
        return round(self.q.CGDisplayModeGetPixelWidth(mode) / width, 3) if width else None

    # the environment (what the screens depend on besides the app)

    def font_families(self) -> list[str]:
        """NSFontManager's availableFontFamilies: the families apps can draw with."""
        return [str(f) for f in self.appkit.NSFontManager.sharedFontManager().availableFontFamilies()]

    def locale(self) -> str:
        return str(self.appkit.NSLocale.currentLocale().localeIdentifier())

    def time_zone(self) -> str:
        return str(self.appkit.NSTimeZone.localTimeZone().name())

    def theme(self) -> str:
        """"dark" when the user's AppleInterfaceStyle is Dark, else "light" (the key is absent then)."""
        style = self.appkit.NSUserDefaults.standardUserDefaults().stringForKey_("AppleInterfaceStyle")
        return "dark" if style is not None and str(style).lower() == "dark" else "light"

    def appkit_version(self) -> str:
        """NSAppKitVersionNumber: AppKit's own version (it changes with every macOS release and update)."""
        return f"{float(self.appkit.NSAppKitVersionNumber):g}"

    def pointer(self) -> tuple[float, float]:
        location = self.q.CGEventGetLocation(self.q.CGEventCreate(None))
        return location.x, location.y

    def capture(self) -> Any:
        """The main display as a CGImage in pixels, or None when Quartz gives none (CGDisplayCreateImage,
        else CGWindowListCreateImage over the display's bounds: both are deprecated in macOS 14 and may be
        missing from a later Quartz)."""
        display = self.main_display()
        create = getattr(self.q, "CGDisplayCreateImage", None)
        image = create(display) if create is not None else None
        if image is None and hasattr(self.q, "CGWindowListCreateImage"):
            image = self.q.CGWindowListCreateImage(
                self.q.CGDisplayBounds(display), WINDOW_LIST_ON_SCREEN_ONLY, NULL_WINDOW_ID, WINDOW_IMAGE_DEFAULT
            )
        return image

    def image_to_pil(self, image: Any) -> Any:
        """A CGImage as a Pillow RGB image (redrawn into a 32-bit BGRX bitmap first when its layout is
        not one Pillow reads directly)."""
        q = self.q
        if raw_mode(q.CGImageGetBitsPerPixel(image), q.CGImageGetBitsPerComponent(image), q.CGImageGetBitmapInfo(image)) is None:
            image = self._redraw(image)
        pil = pil_from_raw(
            (q.CGImageGetWidth(image), q.CGImageGetHeight(image)),
            bytes(q.CGDataProviderCopyData(q.CGImageGetDataProvider(image))),
            q.CGImageGetBytesPerRow(image),
            (q.CGImageGetBitsPerPixel(image), q.CGImageGetBitsPerComponent(image), q.CGImageGetBitmapInfo(image)),
        )
        if pil is None:
            raise Unavailable("the screen capture has a pixel layout this agent cannot read")
        return pil

    def _redraw(self, image: Any) -> Any:
        q = self.q
        width, height = q.CGImageGetWidth(image), q.CGImageGetHeight(image)
        context = q.CGBitmapContextCreate(
            None, width, height, 8, width * 4, q.CGColorSpaceCreateDeviceRGB(), ALPHA_NONE_SKIP_FIRST | BYTE_ORDER_32_LITTLE
        )
        q.CGContextDrawImage(context, q.CGRectMake(0, 0, width, height), image)
        return q.CGBitmapContextCreateImage(context)

    # windows and applications

    def window_infos(self, include_unmapped: bool) -> list[dict]:
        option = WINDOW_LIST_ALL if include_unmapped else WINDOW_LIST_ON_SCREEN_ONLY
        raw = self.q.CGWindowListCopyWindowInfo(option | WINDOW_LIST_EXCLUDE_DESKTOP, NULL_WINDOW_ID) or []
        out = []
        for entry in raw:
            info = {str(k): entry[k] for k in entry.keys()}
            if "kCGWindowBounds" in info:
                info["kCGWindowBounds"] = {str(k): float(v) for k, v in info["kCGWindowBounds"].items()}
            out.append(info)
        return out

    def frontmost_pid(self) -> int | None:
        """The active application's pid. The system-wide accessibility element answers afresh each time;
        NSWorkspace's frontmostApplication is the fallback (without Accessibility), but it is refreshed
        only by the main thread's run loop, which the agent does not run, so it can be stale."""
        ax = self.ax
        system_wide = ax.AXUIElementCreateSystemWide()
        ax.AXUIElementSetMessagingTimeout(system_wide, FOCUS_TIMEOUT_S)
        err, app = ax.AXUIElementCopyAttributeValue(system_wide, "AXFocusedApplication", None)
        if err == 0 and app is not None:
            err, pid = ax.AXUIElementGetPid(app, None)
            if err == 0:
                return int(pid)
        front = self.appkit.NSWorkspace.sharedWorkspace().frontmostApplication()
        return int(front.processIdentifier()) if front is not None else None

    def bundle_ids(self, pids: set[int]) -> dict[int, str]:
        out = {}
        for pid in pids:
            app = self.appkit.NSRunningApplication.runningApplicationWithProcessIdentifier_(pid)
            if app is not None:
                out[pid] = str(app.bundleIdentifier() or "")
        return out

    # the selftest's scratch window (TextEdit)

    def running_pids(self, bundle_id: str) -> set[int]:
        apps = self.appkit.NSRunningApplication.runningApplicationsWithBundleIdentifier_(bundle_id) or []
        return {int(app.processIdentifier()) for app in apps}

    def open_with(self, path: str, bundle_id: str, timeout_s: float) -> Any:
        """Open the file in the app (NSWorkspace.openURLs:withApplicationAtURL:configuration:
        completionHandler:, macOS 10.15+), activated; the NSRunningApplication. The completion handler
        runs on a concurrent queue, so waiting here needs no run loop."""
        appkit = self.appkit
        workspace = appkit.NSWorkspace.sharedWorkspace()
        app_url = workspace.URLForApplicationWithBundleIdentifier_(bundle_id)
        if app_url is None:
            raise Unavailable(f"no application with the bundle identifier {bundle_id} is installed")
        configuration = appkit.NSWorkspaceOpenConfiguration.configuration()
        configuration.setActivates_(True)
        done, box = threading.Event(), {}

        def opened(app: Any, error: Any) -> None:
            box["app"], box["error"] = app, error
            done.set()

        workspace.openURLs_withApplicationAtURL_configuration_completionHandler_(
            [appkit.NSURL.fileURLWithPath_(path)], app_url, configuration, opened
        )
        if not done.wait(timeout_s):
            raise Unavailable(f"{bundle_id} did not open {path} within {timeout_s:.0f} s")
        if box["error"] is not None:
            raise Unavailable(f"{bundle_id} could not open {path}: {box['error'].localizedDescription()}")
        return box["app"]

    def end_app(self, pid: int) -> bool:
        """forceTerminate: the scratch document has unsaved text, and a plain terminate would ask."""
        app = self.appkit.NSRunningApplication.runningApplicationWithProcessIdentifier_(pid)
        return True if app is None else bool(app.forceTerminate())

    # input

    def post_key(self, kind: str, value: Any) -> None:
        """One key down and up: a virtual key, or a key event that carries the character itself. Flags
        are cleared, so that a modifier agent code holds does not turn a character into a shortcut."""
        q = self.q
        for down in (True, False):
            event = q.CGEventCreateKeyboardEvent(None, value if kind == "key" else 0, down)
            if event is None:
                raise RuntimeError("CGEventCreateKeyboardEvent failed")
            q.CGEventSetFlags(event, 0)
            if kind == "unicode":
                q.CGEventKeyboardSetUnicodeString(event, utf16_units(value), value)
            q.CGEventPost(HID_EVENT_TAP, event)


def screencapture_image() -> Any:
    """The main display through /usr/sbin/screencapture (what PyScreeze uses), for a Quartz without the
    capture functions: a PNG in pixels."""
    from PIL import Image

    fd, path = tempfile.mkstemp(suffix=".png", prefix="desktest-screen-")
    os.close(fd)
    try:
        result = subprocess.run(["/usr/sbin/screencapture", "-x", "-m", "-t", "png", path], capture_output=True, timeout=30)
        if result.returncode != 0 or os.path.getsize(path) == 0:
            raise Unavailable(f"screencapture failed: {result.stderr.decode(errors='replace').strip() or result.returncode}")
        with Image.open(path) as image:
            return image.convert("RGB")
    finally:
        os.unlink(path)


class MacosDesktopPlatform(Platform):
    key = "macos"
    accessibility_backend = "desktest_guest.platform.macos_ax:AxBackend"

    def __init__(self, display: str | None = None):
        self._quartz: _Quartz | None = None
        self._lock = threading.Lock()
        self._granted: set[str] = set()

    @property
    def mac(self) -> _Quartz:
        with self._lock:
            if self._quartz is None:
                self._quartz = _Quartz()
            return self._quartz

    def permissions(self) -> dict[str, bool | None]:
        """Whether TCC allows each permission (None: unknown, pyobjc is missing)."""
        try:
            mac = self.mac
        except Unavailable:
            return {SCREEN_RECORDING: None, ACCESSIBILITY: None}
        return {SCREEN_RECORDING: mac.screen_recording_allowed(), ACCESSIBILITY: mac.accessibility_allowed()}

    def require(self, permission: str) -> None:
        """Raise Unavailable with the TCC message unless the permission is granted (a grant is remembered:
        macOS does not take one back from a running process)."""
        if permission in self._granted:
            return
        allowed = self.mac.screen_recording_allowed() if permission == SCREEN_RECORDING else self.mac.accessibility_allowed()
        if not allowed:
            raise Unavailable(tcc_message(permission, current_tcc_clients()))
        self._granted.add(permission)

    def describe(self) -> dict:
        """`ping`'s macOS fields: the permissions, the pixels per point of the main display, and what to do
        about a missing permission. Never raises: `ping` must answer, so that the host can show why."""
        permissions = self.permissions()
        out: dict = {"permissions": permissions, "scale": None}
        if self._quartz is not None:
            try:
                out["scale"] = self._quartz.scale()
            except Exception:
                pass
        missing = [p for p, ok in permissions.items() if ok is False]
        if missing:
            clients = current_tcc_clients()
            out["permission_help"] = [tcc_message(p, clients) for p in missing]
        return out

    def environment(self) -> dict:
        """The macOS version (platform.mac_ver) and build (sysctl kern.osversion), the Retina scale, the
        font families, locale, time zone and appearance through AppKit, and AppKit's version."""
        import platform as stdlib_platform

        mac = self.mac
        build = ""
        try:
            build = subprocess.run(
                ["sysctl", "-n", "kern.osversion"], capture_output=True, text=True, timeout=10, check=False
            ).stdout.strip()
        except (OSError, subprocess.TimeoutExpired):
            pass
        return {
            "os_name": "macOS",
            "os_version": stdlib_platform.mac_ver()[0],
            "os_build": build,
            "scale": mac.scale() or 1,
            "fonts": mac.font_families(),
            "locale": mac.locale(),
            "time_zone": mac.time_zone(),
            "theme": mac.theme(),
            "toolkits": {"appkit": mac.appkit_version()},
        }

    def prepare_input(self) -> None:
        """PyAutoGUI's clicks are CGEvents too: without Accessibility they would vanish without an error."""
        self.require(ACCESSIBILITY)

    def screen_size(self) -> tuple[int, int]:
        return self.mac.screen_size()

    def grab_image(self) -> Any:
        self.require(SCREEN_RECORDING)
        image = self.mac.capture()
        pil = self.mac.image_to_pil(image) if image is not None else screencapture_image()
        return to_points(pil, self.mac.screen_size())

    def pointer(self) -> dict:
        x, y = self.mac.pointer()
        return {"x": int(round(x)), "y": int(round(y))}

    def list_windows(self, include_unmapped: bool = False) -> list[dict]:
        self.require(SCREEN_RECORDING)  # without it every title is missing and title waits never match
        infos = self.mac.window_infos(include_unmapped)
        pids = {int(i["kCGWindowOwnerPID"]) for i in infos if "kCGWindowOwnerPID" in i}
        return window_records(infos, self.mac.frontmost_pid(), self.mac.bundle_ids(pids), include_unmapped)

    def type_text_function(self, ctx: Any) -> Callable:
        return cgevent_type_text(ctx, self)

    def open_scratch_window(self, name: str) -> Any:
        """A TextEdit document `<name>.txt` in the temporary folder, opened through NSWorkspace (its
        window's title is the file's name). TextEdit is ended afterwards only when it was not running
        before: a TextEdit already open holds the user's documents."""
        from ..scratch import ScratchWindow, end_scratch_editor, remove_quietly, scratch_file

        mac = self.mac
        before = mac.running_pids(TEXTEDIT)
        path = scratch_file(name)
        try:
            app = mac.open_with(path, TEXTEDIT, 30.0)
        except Exception:
            remove_quietly(path)
            raise
        pid = int(app.processIdentifier()) if app is not None else None

        def close() -> dict:
            try:
                return end_scratch_editor(pid, before, mac.end_app, "TextEdit", name)
            finally:
                remove_quietly(path)

        return ScratchWindow(name, pid, close)


def cgevent_type_text(ctx: ActContext, platform: MacosDesktopPlatform) -> Callable:
    """type_text for agent code on macOS: one key event per character carrying it as a Unicode string,
    `delay_ms` between characters, Return for line breaks; a cancelled act stops between characters."""

    def type_text(text, delay_ms=12):
        if not isinstance(text, str):
            raise TypeError("type_text() expects a string")
        if isinstance(delay_ms, bool) or not isinstance(delay_ms, (int, float)) or delay_ms < 0:
            raise ValueError("delay_ms must be a non-negative number")
        ctx.check()
        platform.require(ACCESSIBILITY)
        for kind, value in keystrokes(text):
            platform.mac.post_key(kind, value)
            if delay_ms:
                ctx.sleep(delay_ms / 1000.0)
            elif ctx.cancel.is_set():
                raise ActionCancelled()
        time.sleep(0)

    return type_text
