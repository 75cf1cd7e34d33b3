"""The Linux desktop's environment (see environment.py): /etc/os-release and the kernel, fontconfig's
families (`fc-list`), the locale and time zone the session has, the GTK theme (GTK_THEME, gsettings or
GTK's settings.ini), the scale factor (GDK_SCALE, else Xft.dpi / 96) and the toolkits' packages (dpkg)."""

from __future__ import annotations

import configparser
import os
import platform
import shutil
import subprocess

from ..environment import posix_locale, posix_time_zone

#: Debian package names of each toolkit's core library (the t64 names since Debian 13 / Ubuntu 24.04)
TOOLKIT_PACKAGES = {
    "gtk3": ("libgtk-3-0t64", "libgtk-3-0"),
    "gtk4": ("libgtk-4-1",),
    "qt5": ("libqt5core5t64", "libqt5core5a"),
    "qt6": ("libqt6core6t64", "libqt6core6"),
}

TIMEOUT_S = 10


def run(argv: list[str]) -> str:
    """A tool's standard output ("" when it is missing, fails to start or times out); its exit code is
    not checked: dpkg-query exits 1 when one of several packages is unknown and still lists the others."""
    if shutil.which(argv[0]) is None:
        return ""
    try:
        return subprocess.run(
            argv, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, timeout=TIMEOUT_S, check=False
        ).stdout.decode("utf-8", "replace")
    except (OSError, subprocess.TimeoutExpired):
        return ""


def os_release(path: str = "/etc/os-release") -> dict:
    out: dict = {}
    try:
        with open(path, encoding="utf-8") as f:
            for line in f:
                key, sep, value = line.strip().partition("=")
                if sep:
                    out[key] = value.strip().strip('"').strip("'")
    except OSError:
        pass
    return out


def font_families(fc_list_output: str) -> list[str]:
    """`fc-list : family` lines: a family per line, its localised names after commas (the first kept)."""
    families = set()
    for line in fc_list_output.splitlines():
        name = line.split(",", 1)[0].strip()
        if name:
            families.add(name.replace("\\-", "-"))
    return sorted(families)


def gtk_theme(home: str) -> str:
    theme = os.environ.get("GTK_THEME", "")
    if theme:
        return theme
    answer = run(["gsettings", "get", "org.gnome.desktop.interface", "gtk-theme"]).strip().strip("'")
    if answer:
        return answer
    for version in ("gtk-4.0", "gtk-3.0"):
        parser = configparser.ConfigParser()
        try:
            parser.read(os.path.join(home, ".config", version, "settings.ini"), encoding="utf-8")
            theme = parser.get("Settings", "gtk-theme-name", fallback="")
        except (configparser.Error, OSError):
            theme = ""
        if theme:
            return theme
    return ""


def scale_factor(xrdb_output: str) -> float:
    """GDK_SCALE when set, else the X resources' Xft.dpi over 96, else 1."""
    try:
        scale = float(os.environ.get("GDK_SCALE", ""))
        if scale > 0:
            return scale
    except ValueError:
        pass
    for line in xrdb_output.splitlines():
        key, sep, value = line.partition(":")
        if sep and key.strip() == "Xft.dpi":
            try:
                return round(float(value.strip()) / 96, 3)
            except ValueError:
                break
    return 1.0


def toolkit_versions(dpkg_output: str) -> dict:
    """`dpkg-query -W -f '${Package} ${Version} ${db:Status-Status}\\n'` lines, as {toolkit: version}."""
    installed = {}
    for line in dpkg_output.splitlines():
        parts = line.split()
        if len(parts) >= 3 and parts[2] == "installed":
            installed[parts[0]] = parts[1]
    out = {}
    for toolkit, packages in TOOLKIT_PACKAGES.items():
        for package in packages:
            if package in installed:
                out[toolkit] = installed[package]
                break
    return out


def linux_environment() -> dict:
    release = os_release()
    packages = [p for names in TOOLKIT_PACKAGES.values() for p in names]
    dpkg = run(["dpkg-query", "-W", "-f", "${Package} ${Version} ${db:Status-Status}\\n", *packages])
    return {
        "os_name": release.get("NAME") or "Linux",
        "os_version": release.get("VERSION_ID") or release.get("VERSION") or "",
        "os_build": platform.release(),
        "scale": scale_factor(run(["xrdb", "-query"])),
        "fonts": font_families(run(["fc-list", ":", "family"])),
        "locale": posix_locale(),
        "time_zone": posix_time_zone(),
        "theme": gtk_theme(os.path.expanduser("~")),
        "toolkits": toolkit_versions(dpkg),
    }
