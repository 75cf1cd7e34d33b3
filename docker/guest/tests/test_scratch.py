"""The selftest's scratch window (scratch.py, PROTOCOL.md `scratch_window`): its names and file, which
editor process is the agent's to end, the open windows' record, a child window's own error output; and
the platform parts that run here: Linux's typing of characters outside the keyboard map on keycodes of
their own, Windows' Notepad processes, macOS's NSWorkspace open (over a strict stand-in of AppKit)."""

from __future__ import annotations

import os
import sys
import tempfile
import threading
import unittest

import support  # noqa: F401
from desktest_guest import scratch  # noqa: E402
from desktest_guest.platform import linux_x11 as lx  # noqa: E402
from desktest_guest.platform import macos_desktop as md  # noqa: E402
from desktest_guest.platform import windows_desktop as wd  # noqa: E402
from desktest_guest.protocol import InvalidParams, Unavailable  # noqa: E402


def never(*_args):
    raise AssertionError("called, but must not be")


class NamesAndFilesTest(unittest.TestCase):
    def test_a_name_is_the_prefix_and_twelve_hex_digits_fresh_each_time(self):
        a, b = scratch.scratch_name(), scratch.scratch_name()
        self.assertRegex(a, r"^desktest-selftest-[0-9a-f]{12}$")
        self.assertNotEqual(a, b)

    def test_the_file_is_new_and_empty_and_never_one_that_exists(self):
        with tempfile.TemporaryDirectory() as folder:
            path = scratch.scratch_file("desktest-selftest-0123456789ab", folder)
            self.assertEqual(os.path.basename(path), "desktest-selftest-0123456789ab.txt")
            self.assertEqual(os.path.getsize(path), 0)
            with self.assertRaises(FileExistsError):
                scratch.scratch_file("desktest-selftest-0123456789ab", folder)
            scratch.remove_quietly(path)
            scratch.remove_quietly(path)  # gone already: nothing to do
            self.assertFalse(os.path.exists(path))


class EndingTheEditorTest(unittest.TestCase):
    def test_only_a_process_that_had_no_window_before_is_ours(self):
        self.assertTrue(scratch.ours_to_end(42, {7, 8}))
        self.assertFalse(scratch.ours_to_end(7, {7, 8}))
        self.assertFalse(scratch.ours_to_end(None, set()))
        self.assertFalse(scratch.ours_to_end(0, set()))

    def test_the_user_s_editor_is_left_alone_and_the_answer_says_so(self):
        closed = scratch.end_scratch_editor(7, {7}, never, "Notepad", "desktest-selftest-x")
        self.assertFalse(closed["closed"])
        self.assertIn("was running before the selftest (pid 7)", closed["detail"])
        self.assertIn("close it without saving", closed["detail"])

    def test_the_selftest_s_own_editor_is_ended_once(self):
        ended = []
        closed = scratch.end_scratch_editor(42, {7}, lambda pid: ended.append(pid) or True, "TextEdit", "n")
        self.assertEqual((closed["closed"], ended), (True, [42]))
        failed = scratch.end_scratch_editor(43, set(), lambda pid: False, "TextEdit", "n")
        self.assertEqual(failed, {"closed": False, "detail": "TextEdit (pid 43) could not be ended"})

    def test_no_process_showed_the_document(self):
        closed = scratch.end_scratch_editor(None, set(), never, "Notepad", "n")
        self.assertEqual(closed["closed"], False)


class OpenWindowsTest(unittest.TestCase):
    def test_windows_are_closed_by_name_once_and_unknown_names_are_refused(self):
        windows = scratch.ScratchWindows()
        calls = []
        window = windows.add(lambda name: scratch.ScratchWindow(name, 5, lambda: calls.append(name) or {"closed": True, "detail": "ended"}))
        self.assertEqual(scratch.describe_open(window), {"name": window.name, "pid": 5})
        self.assertEqual(windows.close(window.name)["closed"], True)
        with self.assertRaises(InvalidParams):
            windows.close(window.name)
        self.assertEqual(calls, [window.name])

    def test_at_most_four_are_open_and_those_left_close_at_exit(self):
        windows = scratch.ScratchWindows()
        closed = []
        for _ in range(scratch.MAX_OPEN):
            windows.add(lambda name: scratch.ScratchWindow(name, None, lambda name=name: closed.append(name) or {}))
        with self.assertRaises(InvalidParams):
            windows.add(never)
        windows.close_all()
        self.assertEqual(len(closed), scratch.MAX_OPEN)

    def test_a_child_window_that_exits_says_why_in_its_own_words(self):
        child = scratch.ChildWindow([sys.executable, "-c", "import desktest_no_such_module"])
        child.proc.wait(30)
        closed = child.close()
        self.assertEqual(closed["exit_code"], 1)
        self.assertIn("No module named 'desktest_no_such_module'", closed["stderr"])

    def test_a_running_child_window_is_ended(self):
        child = scratch.ChildWindow([sys.executable, "-c", "import time; time.sleep(60)"])
        closed = child.close()
        self.assertEqual(closed["closed"], True)
        self.assertIsNotNone(child.proc.returncode)


class FakeKeyboard:
    """A strict stand-in for python-xlib's Display as BoundKeys uses it: get_keyboard_mapping(first, count)
    answers `count` rows from `first`; change_keyboard_mapping refuses keycodes outside the server's
    range and rows of another width than the map's (the X server answers BadValue)."""

    class _Info:
        def __init__(self, lo, hi):
            self.min_keycode, self.max_keycode = lo, hi

    def __init__(self, rows: dict[int, tuple], lo=8, hi=15, width=2):
        self.display = type("D", (), {"info": self._Info(lo, hi)})()
        self.rows = {code: rows.get(code, (0,) * width) for code in range(lo, hi + 1)}
        self.width = width
        self.changes: list[tuple[int, int]] = []
        self.syncs = 0

    def get_keyboard_mapping(self, first, count):
        if first < self.display.info.min_keycode or first + count - 1 > self.display.info.max_keycode:
            raise ValueError("BadValue")
        return [self.rows[c] for c in range(first, first + count)]

    def change_keyboard_mapping(self, first, keysyms):
        if not self.display.info.min_keycode <= first <= self.display.info.max_keycode:
            raise ValueError("BadValue: keycode out of range")
        if any(len(row) != self.width for row in keysyms):
            raise ValueError("BadValue: keysyms per keycode")
        for i, row in enumerate(keysyms):
            self.rows[first + i] = tuple(row)
        self.changes.append((first, keysyms[0][0]))

    def sync(self):
        self.syncs += 1


class FakeX11:
    def __init__(self, display):
        self.display = display

    def call(self, fn):
        return fn(self.display)


class LinuxTypingTest(unittest.TestCase):
    def test_keysyms_are_latin1_code_points_else_unicode_keysyms(self):
        self.assertEqual(lx.keysym_of("é"), 0xE9)
        self.assertEqual(lx.keysym_of("日"), 0x010065E5)
        self.assertEqual(lx.keysym_of("😀"), 0x0101F600)

    def test_a_line_splits_into_ascii_runs_for_xdotool_and_the_rest(self):
        self.assertEqual(
            lx.typed_runs("Grüße, 日本 ok😀"),
            [(True, "Gr"), (False, "üß"), (True, "e, "), (False, "日本"), (True, " ok"), (False, "😀")],
        )

    def test_characters_get_spare_keycodes_of_their_own_kept_between_calls(self):
        kb = FakeKeyboard({8: (0x61, 0x41), 9: (0x62, 0x42)})  # 10..15 spare
        keys = lx.BoundKeys(FakeX11(kb))
        codes = keys._bind(kb, "日本日")
        self.assertEqual(codes, {"日": 10, "本": 11})
        self.assertEqual(kb.rows[10], (0x010065E5, 0x010065E5))
        again = keys._bind(kb, "本")
        self.assertEqual(again, {"本": 11})
        self.assertEqual(len(kb.changes), 2, "a bound character is not bound again")

    def test_when_spare_keycodes_run_out_the_least_recently_typed_gives_its_up(self):
        kb = FakeKeyboard({c: (0x61, 0x41) for c in range(8, 14)})  # 14, 15 spare
        keys = lx.BoundKeys(FakeX11(kb))
        keys._bind(kb, "ab")
        keys._bind(kb, "a")
        self.assertEqual(keys._bind(kb, "c"), {"c": 15})  # b's keycode: a was typed since
        # two spare keycodes: no piece of a text holds more than two distinct characters
        self.assertEqual(keys._chunks("abcab"), ["ab", "ca", "b"])
        self.assertEqual(keys._chunks("aaab"), ["aaab"])

    def test_release_unbinds_what_was_bound_and_nothing_else(self):
        kb = FakeKeyboard({8: (0x61, 0x41)})
        keys = lx.BoundKeys(FakeX11(kb))
        keys._bind(kb, "é😀")
        keys.release()
        self.assertEqual(kb.rows[8], (0x61, 0x41))
        self.assertTrue(all(kb.rows[c] == (0, 0) for c in range(9, 16)))

    def test_a_full_keyboard_map_is_unavailable_with_the_reason(self):
        kb = FakeKeyboard({c: (0x61, 0x41) for c in range(8, 16)})
        with self.assertRaises(Unavailable) as caught:
            lx.BoundKeys(FakeX11(kb))._bind(kb, "日")
        self.assertIn("no spare keycode", str(caught.exception))


class WindowsNotepadTest(unittest.TestCase):
    def test_notepad_processes_are_those_whose_image_is_notepad_exe(self):
        windows = [
            {"pid": 10, "instance": "Notepad.exe"},
            {"pid": 11, "instance": "notepad.exe"},
            {"pid": 12, "instance": "explorer.exe"},
            {"pid": None, "instance": "notepad.exe"},
        ]
        self.assertEqual(wd.notepad_pids(windows), {10, 11})


class FakeAppKit:
    """A strict stand-in for the AppKit calls the macOS scratch window makes (Apple's NSWorkspace
    reference): URLForApplicationWithBundleIdentifier_ is None for an app that is not installed;
    openURLs_withApplicationAtURL_configuration_completionHandler_ takes a list of file NSURLs, the app's
    URL, an NSWorkspaceOpenConfiguration and a block of (app, error), which it calls on another thread (a
    concurrent queue), never on the caller's."""

    class NSURL:
        def __init__(self, path):
            self.path = path

        @classmethod
        def fileURLWithPath_(cls, path):
            if not isinstance(path, str) or not os.path.isabs(path):
                raise ValueError("fileURLWithPath_ needs an absolute path")
            return cls(path)

    class NSWorkspaceOpenConfiguration:
        def __init__(self):
            self.activates = None

        @classmethod
        def configuration(cls):
            return cls()

        def setActivates_(self, flag):
            self.activates = bool(flag)

    class _Error:
        def localizedDescription(self):
            return "The application can't be opened."

    class _App:
        def processIdentifier(self):
            return 4242

    def __init__(self, installed=True, fails=False):
        kit = self
        self.opened = []

        class NSWorkspace:
            @staticmethod
            def sharedWorkspace():
                return NSWorkspace()

            def URLForApplicationWithBundleIdentifier_(self, bundle_id):
                return FakeAppKit.NSURL("/System/Applications/TextEdit.app") if installed and bundle_id == md.TEXTEDIT else None

            def openURLs_withApplicationAtURL_configuration_completionHandler_(self, urls, app_url, configuration, handler):
                if not isinstance(urls, list) or not all(isinstance(u, FakeAppKit.NSURL) for u in urls):
                    raise TypeError("urls must be an NSArray of NSURL")
                if not isinstance(configuration, FakeAppKit.NSWorkspaceOpenConfiguration):
                    raise TypeError("configuration must be an NSWorkspaceOpenConfiguration")
                kit.opened.append(([u.path for u in urls], app_url.path, configuration.activates, threading.get_ident()))
                args = (None, FakeAppKit._Error()) if fails else (FakeAppKit._App(), None)
                threading.Thread(target=handler, args=args).start()

        self.NSWorkspace = NSWorkspace


class MacosOpenTest(unittest.TestCase):
    def quartz(self, appkit):
        mac = md._Quartz.__new__(md._Quartz)
        mac.appkit = appkit
        return mac

    def test_the_file_opens_in_textedit_activated_and_the_answer_waits_for_the_block(self):
        kit = FakeAppKit()
        app = self.quartz(kit).open_with("/tmp/desktest-selftest-0.txt", md.TEXTEDIT, 5.0)
        self.assertEqual(app.processIdentifier(), 4242)
        files, app_url, activates, thread = kit.opened[0]
        self.assertEqual((files, app_url, activates), (["/tmp/desktest-selftest-0.txt"], "/System/Applications/TextEdit.app", True))
        self.assertEqual(thread, threading.get_ident())

    def test_an_app_that_is_not_installed_or_fails_to_open_is_unavailable_with_its_words(self):
        with self.assertRaises(Unavailable) as missing:
            self.quartz(FakeAppKit(installed=False)).open_with("/tmp/x.txt", md.TEXTEDIT, 5.0)
        self.assertIn("com.apple.TextEdit is installed", str(missing.exception))
        with self.assertRaises(Unavailable) as failed:
            self.quartz(FakeAppKit(fails=True)).open_with("/tmp/x.txt", md.TEXTEDIT, 5.0)
        self.assertIn("The application can't be opened.", str(failed.exception))


if __name__ == "__main__":
    unittest.main()
