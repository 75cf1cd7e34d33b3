"""Platform adapters, chosen by the guest's operating system (or --platform). Adapters are imported only
when chosen, so a platform's native libraries are never needed elsewhere."""

from __future__ import annotations

import importlib
import sys

from ..protocol import Unavailable
from .base import AccessibilityBackend, Platform

#: key -> "module:Class" of the Platform implementation
ADAPTERS: dict[str, str] = {
    "linux": "desktest_guest.platform.linux_x11:LinuxX11Platform",
    "windows": "desktest_guest.platform.windows_desktop:WindowsDesktopPlatform",
    "macos": "desktest_guest.platform.macos_desktop:MacosDesktopPlatform",
}


def platform_key(sys_platform: str = sys.platform) -> str:
    """The adapter key for a `sys.platform` value: linux, macos or windows."""
    if sys_platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        return "linux"
    if sys_platform == "darwin":
        return "macos"
    if sys_platform in ("win32", "cygwin"):
        return "windows"
    return sys_platform


def _load(target: str):
    module, _, name = target.partition(":")
    return getattr(importlib.import_module(module), name)


def load_platform(key: str | None = None, display: str | None = None) -> Platform:
    """An instance of the adapter for `key` (default: this machine's)."""
    key = key or platform_key()
    target = ADAPTERS.get(key)
    if target is None:
        raise Unavailable(f"this guest agent has no adapter for the {key!r} platform (known: {', '.join(sorted(ADAPTERS))})")
    return _load(target)(display)


def load_accessibility_backend(key: str | None = None) -> AccessibilityBackend:
    """The accessibility backend of the adapter for `key`, for the worker process."""
    key = key or platform_key()
    target = ADAPTERS.get(key)
    if target is None:
        raise Unavailable(f"this guest agent has no adapter for the {key!r} platform")
    return _load(_load(target).accessibility_backend)()
