"""The `environment` op: what the desktop's screens depend on besides the app (the OS, the screen and its
scale factor, the installed fonts, the locale, the time zone, the theme, the toolkits). The platform
adapter gathers its own part (Platform.environment); this module fills the screen from screen_size and
keeps every field the protocol's shape. The host bounds the answer again: it is untrusted there."""

from __future__ import annotations

import os
import platform as stdlib_platform
import time
from typing import Any

#: most font families sent (the host keeps at most 3000 and digests them all)
MAX_FAMILIES = 20000


def first_env(*names: str) -> str:
    """The first of these environment variables that is set and not empty, or ""."""
    for name in names:
        value = os.environ.get(name, "")
        if value:
            return value
    return ""


def posix_locale() -> str:
    """The locale the desktop's apps get (LC_ALL, then LC_MESSAGES, then LANG), "C" when none is set."""
    return first_env("LC_ALL", "LC_MESSAGES", "LANG") or "C"


def posix_time_zone(etc: str = "/etc") -> str:
    """TZ, else /etc/timezone, else the zone /etc/localtime links to, else the C library's name."""
    tz = os.environ.get("TZ", "").lstrip(":")
    if tz:
        return tz
    try:
        with open(os.path.join(etc, "timezone"), encoding="utf-8") as f:
            name = f.read().strip()
        if name:
            return name
    except OSError:
        pass
    try:
        target = os.readlink(os.path.join(etc, "localtime"))
        if "zoneinfo/" in target:
            return target.split("zoneinfo/", 1)[1]
    except OSError:
        pass
    return time.tzname[0] if time.tzname and time.tzname[0] else ""


def gather(platform: Any) -> dict:
    """The op's answer: the adapter's part with the screen and every field present."""
    part = platform.environment()
    try:
        width, height = platform.screen_size()
    except Exception:
        width, height = 0, 0
    families = sorted({f for f in part.get("fonts", []) if isinstance(f, str) and f})
    return {
        "os": {
            "name": str(part.get("os_name") or stdlib_platform.system()),
            "version": str(part.get("os_version") or ""),
            "build": str(part.get("os_build") or stdlib_platform.release()),
        },
        "screen": {"width": width, "height": height, "scale": float(part.get("scale") or 1)},
        "fonts": {"families": families[:MAX_FAMILIES]},
        "locale": str(part.get("locale") or ""),
        "time_zone": str(part.get("time_zone") or ""),
        "theme": str(part.get("theme") or ""),
        "toolkits": {str(k): str(v) for k, v in (part.get("toolkits") or {}).items() if v},
    }
