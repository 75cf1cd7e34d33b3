"""Platform adapters: chosen by the guest's operating system, a missing one is a clear error, and the
Linux adapter loads without an X server (connections are opened on first use)."""

from __future__ import annotations

import unittest

import support  # noqa: F401
from desktest_guest import platform  # noqa: E402
from desktest_guest.platform.base import AccessibilityBackend, Platform  # noqa: E402


class PlatformRegistryTest(unittest.TestCase):
    def test_keys_follow_sys_platform(self):
        self.assertEqual(platform.platform_key("linux"), "linux")
        self.assertEqual(platform.platform_key("darwin"), "macos")
        self.assertEqual(platform.platform_key("win32"), "windows")

    def test_linux_adapter_loads_lazily(self):
        p = platform.load_platform("linux", ":4242")
        self.assertIsInstance(p, Platform)
        self.assertEqual(p.describe(), {"display": ":4242"})
        backend = platform.load_accessibility_backend("linux")
        self.assertIsInstance(backend, AccessibilityBackend)

    def test_an_unknown_platform_is_unavailable(self):
        with self.assertRaises(platform.Unavailable) as cm:
            platform.load_platform("plan9")
        self.assertIn("plan9", str(cm.exception))

    def test_the_linux_adapter_reports_a_missing_display_as_unavailable(self):
        p = platform.load_platform("linux", ":4242")
        try:
            import Xlib  # noqa: F401
        except ImportError:
            self.skipTest("python-xlib is not installed on this host")
        with self.assertRaises(platform.Unavailable):
            p.screen_size()


if __name__ == "__main__":
    unittest.main()
