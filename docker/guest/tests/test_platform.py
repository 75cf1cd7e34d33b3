"""Platform adapters: chosen by the guest's operating system, a missing one is a clear error, and the
Linux adapter loads without an X server (connections are opened on first use)."""

from __future__ import annotations

import os
import sys
import unittest

import support  # noqa: F401
from desktest_guest import platform  # noqa: E402
from desktest_guest.platform.base import AccessibilityBackend, Platform  # noqa: E402
from desktest_guest.protocol import NoScreen  # noqa: E402


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



class NoScreenTest(unittest.TestCase):
    """Why there is no screen, as ping says it: the reason a host turns into a fix."""

    def setUp(self):
        self.saved = os.environ.get("DISPLAY")

    def tearDown(self):
        if self.saved is None:
            os.environ.pop("DISPLAY", None)
        else:
            os.environ["DISPLAY"] = self.saved

    def test_without_python_xlib_it_names_the_module_and_this_python(self):
        saved = {name: sys.modules.pop(name) for name in list(sys.modules) if name == "Xlib" or name.startswith("Xlib.")}
        sys.modules["Xlib"] = None  # an import of Xlib fails as it does where python-xlib is not installed
        try:
            with self.assertRaises(NoScreen) as cm:
                platform.load_platform("linux", ":4242").screen_size()
        finally:
            del sys.modules["Xlib"]
            sys.modules.update(saved)
        self.assertEqual(cm.exception.describe()["reason"], "module_missing")
        self.assertEqual(cm.exception.describe()["module"], "Xlib")
        self.assertIn(sys.executable, str(cm.exception))
        self.assertIn("python3-xlib", str(cm.exception))

    def test_without_a_display_it_says_display_is_unset_and_guesses_none(self):
        os.environ.pop("DISPLAY", None)
        p = platform.load_platform("linux", None)
        self.assertEqual(p.describe(), {"display": None})
        self.assertNotIn("DISPLAY", os.environ)
        try:
            import Xlib  # noqa: F401
        except ImportError:
            self.skipTest("python-xlib is not installed on this host")
        with self.assertRaises(NoScreen) as cm:
            p.screen_size()
        self.assertEqual(cm.exception.describe(), {"reason": "display_unset", "message": str(cm.exception)})

    def test_a_display_nothing_answers_on_is_unreachable(self):
        try:
            import Xlib  # noqa: F401
        except ImportError:
            self.skipTest("python-xlib is not installed on this host")
        with self.assertRaises(NoScreen) as cm:
            platform.load_platform("linux", ":4242").screen_size()
        self.assertEqual(cm.exception.reason, "display_unreachable")
        self.assertIn(":4242", str(cm.exception))


if __name__ == "__main__":
    unittest.main()
