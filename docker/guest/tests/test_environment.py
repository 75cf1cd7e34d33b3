"""The `environment` op's parts: fontconfig's family lines, dpkg's toolkit lines, the scale factor, the
time zone and locale, and the op's answer over an adapter's part (every field present, fonts sorted and
distinct, the screen from screen_size)."""

from __future__ import annotations

import os
import tempfile
import unittest
from unittest import mock

import support  # noqa: F401
from desktest_guest import environment as env  # noqa: E402
from desktest_guest.platform import linux_environment as le  # noqa: E402


class FontFamiliesTest(unittest.TestCase):
    def test_one_family_per_line_its_first_name_sorted_and_distinct(self):
        out = "DejaVu Sans\nNoto Sans CJK JP,Noto Sans CJK JP Regular\nDejaVu Sans\nCantarell\n\n"
        self.assertEqual(le.font_families(out), ["Cantarell", "DejaVu Sans", "Noto Sans CJK JP"])

    def test_fontconfig_escapes_are_undone(self):
        self.assertEqual(le.font_families("Source Code Pro\\-Semibold\n"), ["Source Code Pro-Semibold"])


class ToolkitsTest(unittest.TestCase):
    def test_installed_packages_name_their_toolkit_and_the_t64_name_wins(self):
        out = (
            "libgtk-3-0t64 3.24.41-4ubuntu1 installed\n"
            "libgtk-3-0 3.24.38-2 config-files\n"
            "libqt5core5a 5.15.8+dfsg-11 installed\n"
        )
        self.assertEqual(le.toolkit_versions(out), {"gtk3": "3.24.41-4ubuntu1", "qt5": "5.15.8+dfsg-11"})

    def test_nothing_installed_is_no_toolkit(self):
        self.assertEqual(le.toolkit_versions(""), {})


class ScaleTest(unittest.TestCase):
    def test_gdk_scale_wins_then_xft_dpi(self):
        with mock.patch.dict(os.environ, {"GDK_SCALE": "2"}):
            self.assertEqual(le.scale_factor("Xft.dpi:\t96\n"), 2.0)
        with mock.patch.dict(os.environ, {"GDK_SCALE": ""}):
            self.assertEqual(le.scale_factor("Xft.antialias:\t1\nXft.dpi:\t120\n"), 1.25)
            self.assertEqual(le.scale_factor(""), 1.0)
            self.assertEqual(le.scale_factor("Xft.dpi: lots\n"), 1.0)


class TimeZoneAndLocaleTest(unittest.TestCase):
    def test_tz_then_etc_timezone_then_the_localtime_link(self):
        with tempfile.TemporaryDirectory() as etc:
            with mock.patch.dict(os.environ, {"TZ": ":Europe/Berlin"}):
                self.assertEqual(env.posix_time_zone(etc), "Europe/Berlin")
            with mock.patch.dict(os.environ, {"TZ": ""}):
                os.symlink("/usr/share/zoneinfo/America/Chicago", os.path.join(etc, "localtime"))
                self.assertEqual(env.posix_time_zone(etc), "America/Chicago")
                with open(os.path.join(etc, "timezone"), "w", encoding="utf-8") as f:
                    f.write("Asia/Tokyo\n")
                self.assertEqual(env.posix_time_zone(etc), "Asia/Tokyo")

    def test_the_locale_apps_get(self):
        with mock.patch.dict(os.environ, {"LC_ALL": "", "LC_MESSAGES": "", "LANG": "de_DE.UTF-8"}):
            self.assertEqual(env.posix_locale(), "de_DE.UTF-8")
        with mock.patch.dict(os.environ, {"LC_ALL": "", "LC_MESSAGES": "", "LANG": ""}):
            self.assertEqual(env.posix_locale(), "C")


class GatherTest(unittest.TestCase):
    class Adapter:
        def __init__(self, part, size=(1280, 800)):
            self.part = part
            self.size = size

        def environment(self):
            return self.part

        def screen_size(self):
            if self.size is None:
                raise RuntimeError("no screen")
            return self.size

    def test_the_answer_has_every_field(self):
        answer = env.gather(
            self.Adapter(
                {
                    "os_name": "Ubuntu",
                    "os_version": "24.04",
                    "os_build": "6.8.0",
                    "scale": 2,
                    "fonts": ["Ubuntu", "Cantarell", "Ubuntu", ""],
                    "locale": "en_GB.UTF-8",
                    "time_zone": "Europe/London",
                    "theme": "Yaru",
                    "toolkits": {"gtk3": "3.24.41", "qt5": ""},
                }
            )
        )
        self.assertEqual(
            answer,
            {
                "os": {"name": "Ubuntu", "version": "24.04", "build": "6.8.0"},
                "screen": {"width": 1280, "height": 800, "scale": 2.0},
                "fonts": {"families": ["Cantarell", "Ubuntu"]},
                "locale": "en_GB.UTF-8",
                "time_zone": "Europe/London",
                "theme": "Yaru",
                "toolkits": {"gtk3": "3.24.41"},
            },
        )

    def test_an_adapter_that_knows_nothing_still_answers(self):
        answer = env.gather(self.Adapter({}, size=None))
        self.assertEqual(answer["screen"], {"width": 0, "height": 0, "scale": 1.0})
        self.assertEqual(answer["fonts"], {"families": []})
        self.assertTrue(answer["os"]["name"])


if __name__ == "__main__":
    unittest.main()
