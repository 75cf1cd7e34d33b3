"""The replay helpers (desktest_guest.replay) that codified scripts call, on each platform's adapter: the
macOS and Windows implementations through the adapters' own fakes of Quartz/AX and user32/UI Automation
(the same ones their adapter tests use), the pure parts (elements, placeholders) on their own, and the
screen check and step screenshots over a platform whose screen is a Pillow image."""

from __future__ import annotations

import contextlib
import io
import json
import os
import shutil
import tempfile
import time
import unittest
from unittest import mock

import support  # noqa: F401
from desktest_guest import replay  # noqa: E402
from desktest_guest.accessibility import A11Y_HEADER  # noqa: E402
from desktest_guest.platform import macos_ax as mx  # noqa: E402
from desktest_guest.platform import macos_desktop as md  # noqa: E402
from desktest_guest.platform import windows_desktop as wd  # noqa: E402
from desktest_guest.platform import windows_uia as wu  # noqa: E402
from desktest_guest.protocol import Unavailable  # noqa: E402
from desktest_guest.secret_masks import SecretMasks  # noqa: E402
from test_macos_adapter import FakeAx, mac_platform, textedit  # noqa: E402
from test_windows_adapter import FakeUia, RecordingWin, notepad  # noqa: E402


class Clock:
    """time.monotonic and time.sleep for a replay: sleeping moves the clock, nothing waits."""

    def __init__(self):
        self.now = 100.0
        self.slept: list[float] = []

    def __call__(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        if seconds < 0:
            raise ValueError("sleep length must be non-negative")  # as time.sleep
        self.slept.append(seconds)
        self.now += seconds


def windows_platform() -> wd.WindowsDesktopPlatform:
    p = wd.WindowsDesktopPlatform()
    p._user32 = RecordingWin()  # the Win32 layer is replaced; the keystrokes and their grouping are real
    return p


def uia(apps) -> wu.UiaBackend:
    backend = wu.UiaBackend()
    backend._uia = FakeUia(apps)
    return backend


def ax(apps, trusted=True) -> mx.AxBackend:
    backend = mx.AxBackend()
    backend._ax = FakeAx(apps, trusted=trusted)
    return backend


def desktop(platform=None, accessibility=None, env=None, clock=None, out=None) -> replay.ReplayDesktop:
    clock = clock or Clock()
    return replay.ReplayDesktop(platform, accessibility, env or {}, clock.sleep, clock, out or io.StringIO())


class ElementsTest(unittest.TestCase):
    TSV = "\n".join([
        A11Y_HEADER,
        "application\tgedit\t\t\t\t0,0\t1920,1080",
        "frame\tnotes.txt - gedit\t\tframe\t\t0,0\t800,600",
        "button\tSave\\nAll\t\tpush button\t\t100,10\t50,30",
        "label\tdot\t\tlabel\t\t120,20\t1,1",
        "panel\tno box\t\tpanel\t\t\t",
        "button\tfar\t\tpush button\t\t-2000000,0\t50,30",
    ])

    def test_rows_with_a_box_in_tree_order_applications_and_dots_left_out(self):
        self.assertEqual(replay.parse_elements(self.TSV), [
            replay.Element("frame", "notes.txt - gedit", 0, 0, 800, 600, ("application:gedit",)),
            replay.Element("button", "Save All", 100, 10, 50, 30, ("application:gedit", "frame:notes.txt - gedit")),
        ])

    def test_a_box_holds_its_top_left_corner_not_its_far_edges(self):
        save = replay.parse_elements(self.TSV)[1]
        self.assertTrue(save.contains(100, 10))
        self.assertTrue(save.contains(149, 39))
        self.assertFalse(save.contains(150, 20))
        self.assertFalse(save.contains(120, 40))


class FocusedField:
    """An accessibility layer whose focused element is a password field at 1,0, 2x1 points, in its tree."""

    def focused(self, timeout_ms):
        return {"x": 1, "y": 0, "width": 2, "height": 1, "role": "password"}

    def tsv(self, max_nodes, max_chars, timeout_ms, showing_only):
        return {"tsv": A11Y_HEADER + "\npassword\t\t\tpassword text\t\t1,0\t2,1"}


class FakePyautogui:
    """The pointer functions of pyautogui as a script calls them, recording what reached them."""

    def __init__(self):
        self.calls: list[tuple] = []
        for name in replay.POINTER_AT_0 + replay.POINTER_AT_1 + ("moveRel", "press"):
            setattr(self, name, self._recorder(name))

    def _recorder(self, name):
        def call(*args, **kwargs):
            self.calls.append((name, args, kwargs))
        return call


class TsvTree:
    """An accessibility layer answering with the given TSVs in turn (the last one repeats)."""

    def __init__(self, *tsvs):
        self.tsvs = list(tsvs)
        self.walks = 0

    def tsv(self, max_nodes, max_chars, timeout_ms, showing_only):
        self.walks += 1
        return {"tsv": self.tsvs[min(self.walks, len(self.tsvs)) - 1]}


def calculator(x, y, scale=1):
    """galculator's window at (x, y), its buttons `scale` times their size, and another app's "=" button."""
    w, h = 40 * scale, 30 * scale
    return "\n".join([
        A11Y_HEADER,
        "application\tgalculator\t\t\t\t\t",
        f"frame\tgalculator\t\tframe\t\t{x},{y}\t{4 * w},{4 * h}",
        f"button\t7\t\tpush button\t\t{x},{y + h}\t{w},{h}",
        f"button\t=\t\tpush button\t\t{x + 3 * w},{y + 3 * h}\t{w},{h}",
        "application\tother\t\t\t\t\t",
        "frame\tOther\t\tframe\t\t900,0\t300,300",
        "button\t=\t\tpush button\t\t{},{}\t40,30".format(x + 125, y + 95),
    ])


class FindTargetTest(unittest.TestCase):
    """find_target + follow_targets: a recorded click's element looked up where it is now, the step's click
    at its recorded point going there, and each step saying how it found its target."""

    def replay(self, *tsvs, clock=None, env=None):
        self.out = io.StringIO()
        self.tree = TsvTree(*tsvs)
        self.gui = FakePyautogui()
        d = desktop(accessibility=self.tree, clock=clock, out=self.out, env=env)
        d.follow_targets(self.gui)
        return d

    def lines(self, prefix):
        return [line for line in self.out.getvalue().splitlines() if line.startswith(prefix)]

    def test_a_moved_and_resized_button_is_clicked_where_it_is_now_at_the_same_place_on_it(self):
        d = self.replay(calculator(300, 200, scale=2))
        # recorded on the layout at (0, 0): "=" was the box (120, 90, 40, 30), clicked at its (130, 100)
        self.assertEqual(d.find_target(4, 130, 100, "button", "=", box=(120, 90, 40, 30), path=("application:galculator", "frame:galculator")), (560, 400))
        self.gui.click(130, 100)
        self.gui.click(x=130, y=101, clicks=2)
        self.gui.moveTo((129.5, 100.4), duration=0)
        self.gui.click(10, 10)  # another point: as given
        self.gui.moveRel(130, 100)  # relative: as given
        self.assertEqual(self.gui.calls, [
            ("click", (560, 400), {}),
            ("click", (), {"x": 560, "y": 400, "clicks": 2}),
            ("moveTo", ((560, 400),), {"duration": 0}),
            ("click", (10, 10), {}),
            ("moveRel", (130, 100), {}),
        ])
        self.assertEqual(d.report_step(4), {
            "found_by": "element", "role": "button", "name": "=", "recorded": [130, 100], "at": [560, 400],
            "box": [540, 380, 80, 60], "path": ["application:galculator", "frame:galculator"], "candidates": 2, "followed": 3,
        })
        line = self.lines("REPLAY_TARGET:")
        self.assertEqual(len(line), 1)
        self.assertTrue(line[0].startswith("REPLAY_TARGET:4:{"))
        self.assertEqual(json.loads(line[0].split(":", 2)[2])["found_by"], "element")

    def test_the_next_step_starts_afresh_its_click_at_the_old_point_is_by_coordinates(self):
        d = self.replay(calculator(300, 200))
        d.find_target(1, 130, 100, "button", "=", box=(120, 90, 40, 30))
        d.report_step(1)
        self.gui.click(130, 100)
        self.assertEqual(self.gui.calls, [("click", (130, 100), {})])
        self.assertEqual(d.report_step(2), {"found_by": "coordinates", "reason": "no recorded target"})
        self.assertIsNone(d.report_step(3))  # typing, keys: no point, nothing to say
        self.assertEqual(len(self.lines("REPLAY_TARGET:")), 2)

    def test_in_the_recorded_window_first_then_the_nearest(self):
        d = self.replay(calculator(0, 0))
        # the other app's "=" is nearer to the recorded point, but not in the recorded application
        d.find_target(1, 150, 115, "button", "=", box=(120, 90, 40, 30), path=("application:galculator", "frame:galculator"))
        self.assertEqual(d.report_step(1)["box"], [120, 90, 40, 30])
        d.find_target(2, 150, 115, "button", "=", box=(120, 90, 40, 30))
        self.assertEqual(d.report_step(2)["box"], [125, 95, 40, 30])

    def test_a_target_without_identity_is_clicked_at_its_recorded_coordinates(self):
        d = self.replay(calculator(300, 200))
        self.assertEqual(d.find_target(1, 130, 100, "panel", ""), (130.0, 100.0))
        self.gui.click(130, 100)
        self.assertEqual(self.gui.calls, [("click", (130, 100), {})])
        self.assertEqual(self.tree.walks, 0)
        self.assertEqual(d.report_step(1), {"found_by": "coordinates", "reason": "no identity", "role": "panel", "name": "", "recorded": [130, 100], "followed": 1})

    def test_an_element_that_appears_late_is_waited_for(self):
        clock = Clock()
        d = self.replay(A11Y_HEADER, A11Y_HEADER, calculator(0, 0), clock=clock)
        self.assertEqual(d.find_target(1, 20, 45, "button", "7", box=(0, 30, 40, 30)), (20, 45))
        self.assertEqual(clock.slept, [replay.TARGET_POLL_S] * 2)

    def test_a_missing_element_is_a_divergence_naming_what_is_at_its_recorded_place(self):
        clock = Clock()
        d = self.replay(calculator(0, 0), clock=clock)
        with self.assertRaises(replay.ReplayCheckFailed) as cm:
            d.find_target(3, 20, 45, "button", "8", path=("application:galculator", "frame:galculator"), timeout=1)
        message = "the button '8' (recorded at (20, 45) in application:galculator / frame:galculator) is not on the screen; at its recorded place: frame 'galculator', button '7'"
        self.assertEqual(cm.exception.message, message)
        self.assertEqual(clock.slept, [replay.TARGET_POLL_S] * 4)
        [line] = self.lines("REPLAY_DIVERGED:")
        self.assertEqual(json.loads(line[len("REPLAY_DIVERGED:"):]), {
            "kind": "target", "message": message,
            "expected": {"role": "button", "name": "8", "path": ["application:galculator", "frame:galculator"], "recorded": [20, 45]},
            "found_there": ["frame 'galculator'", "button '7'"],
        })

    def test_scaled_coordinates_are_mapped_to_the_screen_and_back(self):
        d = self.replay(calculator(300, 200, scale=2))
        # the script's coordinates are half the screen's: "=" was clicked at screen (130, 100), script (65, 50);
        # it is now the box (540, 380, 80, 60): the same place on it is screen (560, 400), script (280, 200)
        self.assertEqual(d.find_target(1, 65, 50, "button", "=", box=(120, 90, 40, 30), path=("application:galculator",), scale=2), (280, 200))

    def test_without_an_accessibility_layer_the_recorded_point_is_clicked_and_that_is_said(self):
        out = io.StringIO()
        d = desktop(accessibility=None, out=out)
        d._accessibility = type("NoLayer", (), {"tsv": lambda *a: (_ for _ in ()).throw(Unavailable("no AT-SPI bus"))})()
        self.assertEqual(d.find_target(1, 130, 100, "button", "="), (130.0, 100.0))
        self.assertEqual(d.report_step(1)["reason"], "no accessibility layer")
        self.assertIn("warning: no accessibility layer in this desktop (no AT-SPI bus)", out.getvalue())

    def test_following_twice_wraps_once(self):
        d = self.replay(calculator(0, 0))
        click = self.gui.click
        d.follow_targets(self.gui)
        self.assertIs(self.gui.click, click)

    def test_on_macos_the_element_is_found_in_the_ax_tree(self):
        d = desktop(mac_platform(), ax([textedit()]))
        # recorded in another place: the close button's box (500, 500, 14, 16), clicked in its middle
        self.assertEqual(d.find_target(1, 507, 508, "button", "close button", box=(500, 500, 14, 16), path=("application:TextEdit", "frame:Untitled")), (115, 66))
        self.assertEqual(d.report_step(1)["path"], ["application:TextEdit", "frame:Untitled"])

    def test_on_windows_the_element_is_found_in_the_ui_automation_tree(self):
        d = desktop(windows_platform(), uia([notepad()]))
        self.assertEqual(d.find_target(1, 100, 100, "button", "Save", box=(90, 90, 20, 20)), (730, 32))
        self.assertEqual(d.report_step(1)["path"], ["frame:Untitled - Notepad"])


class PlaceholderTest(unittest.TestCase):
    def test_each_placeholder_is_the_secret_s_value(self):
        env = {"DESKTEST_SECRET_user": "ada", "DESKTEST_SECRET_pin": "4217"}
        self.assertEqual(replay.fill_placeholders("{{user}}:{{pin}} {pin}", env), "ada:4217 {pin}")

    def test_a_secret_without_a_value_ends_the_replay_naming_it_and_no_value(self):
        with self.assertRaises(replay.ReplayCheckFailed) as cm:
            replay.fill_placeholders("{{user}} {{pin}}", {"DESKTEST_SECRET_user": "ada"})
        self.assertIn("the secret {{pin}} has no value in this desktop (DESKTEST_SECRET_pin is not set)", cm.exception.message)
        self.assertNotIn("ada", cm.exception.message)
        self.assertEqual(cm.exception.code, cm.exception.message)  # SystemExit: exit status 1, this message


class MacosReplayTest(unittest.TestCase):
    def test_typing_posts_one_unicode_event_per_character_and_return_for_line_breaks(self):
        p = mac_platform()
        desktop(p).type_text("h\u00e9\U0001F600\n", delay_ms=0)
        self.assertEqual(p._quartz.posted, [("unicode", "h"), ("unicode", "\u00e9"), ("unicode", "\U0001F600"), ("key", md.VK_RETURN)])

    def test_typing_with_secrets_types_the_value(self):
        p = mac_platform()
        desktop(p, env={"DESKTEST_SECRET_pin": "42"}).type_text_with_secrets("{{pin}}", delay_ms=0)
        self.assertEqual(p._quartz.posted, [("unicode", "4"), ("unicode", "2")])

    def test_without_the_accessibility_permission_nothing_is_typed_and_the_pane_is_named(self):
        p = mac_platform(accessibility=False)
        with self.assertRaises(Unavailable) as cm:
            desktop(p).type_text("abc", delay_ms=0)
        self.assertIn("Accessibility", str(cm.exception))
        self.assertEqual(p._quartz.posted, [])

    def test_the_target_is_found_in_the_ax_tree_in_points(self):
        out = io.StringIO()
        desktop(mac_platform(), ax([textedit()]), out=out).assert_target(115, 65, "button", "close button")
        self.assertEqual(out.getvalue(), "")

    def test_a_missing_target_waits_then_names_what_is_there(self):
        clock = Clock()
        with self.assertRaises(replay.ReplayCheckFailed) as cm:
            desktop(mac_platform(), ax([textedit()]), clock=clock).assert_target(115, 65, "button", "Save", timeout=1)
        self.assertEqual(cm.exception.message, "expected the button 'Save' at (115, 65); found there: frame 'Untitled', button 'close button'")
        self.assertEqual(clock.slept, [replay.TARGET_POLL_S] * 4)

    def test_without_the_accessibility_permission_the_target_is_not_checked_and_that_is_said(self):
        out = io.StringIO()
        desktop(mac_platform(), ax([textedit()], trusted=False), out=out).assert_target(115, 65, "button", "Save")
        self.assertIn("warning: no accessibility layer in this desktop", out.getvalue())
        self.assertIn("not checking the button 'Save' at (115, 65)", out.getvalue())


class WindowsReplayTest(unittest.TestCase):
    def test_typing_sends_unicode_keystrokes_a_surrogate_pair_at_once_and_return_for_line_breaks(self):
        p = windows_platform()
        desktop(p).type_text("\u00e9\U0001F600\r\n", delay_ms=0)
        self.assertEqual(p._user32.calls, [[("unicode", 0xE9)], [("unicode", 0xD83D), ("unicode", 0xDE00)], [("vk", wd.VK_RETURN)]])

    def test_typing_refuses_what_is_not_text_before_typing_anything(self):
        p = windows_platform()
        with self.assertRaises(TypeError):
            desktop(p, env={"DESKTEST_SECRET_pin": "1"}).type_text_with_secrets(42)
        with self.assertRaises(ValueError):
            desktop(p).type_text("x", delay_ms=-1)
        self.assertEqual(p._user32.calls, [])

    def test_a_secret_without_a_value_types_nothing(self):
        p = windows_platform()
        with self.assertRaises(replay.ReplayCheckFailed):
            desktop(p).type_text_with_secrets("pin {{pin}}", delay_ms=0)
        self.assertEqual(p._user32.calls, [])

    def test_the_target_is_found_in_the_ui_automation_tree(self):
        d = desktop(windows_platform(), uia([notepad()]))
        d.assert_target(730, 30, "button", "Save")
        with self.assertRaises(replay.ReplayCheckFailed) as cm:
            d.assert_target(730, 30, "button", "Open", timeout=0)
        self.assertEqual(cm.exception.message, "expected the button 'Open' at (730, 30); found there: frame 'Untitled - Notepad', button 'Save'")

    def test_the_default_screens_folder_is_the_temporary_one_and_the_home_the_user_s(self):
        d = desktop(windows_platform())
        self.assertEqual(d.screens_dir(), tempfile.gettempdir())
        self.assertEqual(d.home(), os.path.expanduser("~"))
        d = desktop(windows_platform(), env={"DESKTEST_HOME": "C:\\Users\\tester", "DESKTEST_REPLAY_SCREENS": "C:\\Temp\\r"})
        self.assertEqual((d.home(), d.screens_dir()), ("C:\\Users\\tester", "C:\\Temp\\r"))


class ScreenTest(unittest.TestCase):
    """check_screen and save_screen over the macOS adapter (its screen is a Pillow image here)."""

    def setUp(self):
        try:
            from PIL import Image
        except ImportError:
            self.skipTest("Pillow is not installed on this host")
        self.Image = Image
        self.home = tempfile.mkdtemp()
        os.makedirs(os.path.join(self.home, "rec"))
        # The recorded screen: the 4x2-point screen as the agent saw it, downscaled to 2x1.
        self.Image.new("RGB", (2, 1), (200, 10, 10)).save(os.path.join(self.home, "rec", "step_000.png"))

    def screen(self, color, size=(8, 4)):
        # a Retina capture: 2 pixels per point; the adapter gives 4x2 points
        return mac_platform(image=self.Image.new("RGB", size, color))

    def test_a_like_screen_passes_after_the_settle_wait_and_prints_the_similarity(self):
        clock, out = Clock(), io.StringIO()
        d = desktop(self.screen((198, 12, 10)), env={"DESKTEST_HOME": self.home}, clock=clock, out=out)
        similarity = d.check_screen("rec/step_000.png", 0.95)
        self.assertGreater(similarity, 0.99)
        self.assertEqual(clock.slept, [replay.SETTLE_S])
        self.assertEqual(out.getvalue(), f"Similarity: {similarity:.4f} (threshold: 0.95)\n")

    def test_another_screen_ends_the_replay_with_the_similarity(self):
        d = desktop(self.screen((10, 10, 200)), env={"DESKTEST_HOME": self.home})
        with self.assertRaises(replay.ReplayCheckFailed) as cm:
            d.check_screen("rec/step_000.png", 0.95)
        self.assertRegex(cm.exception.message, r"^the screen differs from the recorded rec/step_000.png: similarity 0\.\d{4} is below the threshold 0.95$")

    def test_a_screen_of_another_shape_ends_the_replay_with_both_sizes(self):
        p = mac_platform(image=self.Image.new("RGB", (8, 4), (200, 10, 10)))
        p._quartz.screen_size = lambda: (4, 3)
        d = desktop(p, env={"DESKTEST_HOME": self.home})
        with self.assertRaises(replay.ReplayCheckFailed) as cm:
            d.check_screen("rec/step_000.png")
        self.assertIn("the screen (4x3) does not have the shape of the recorded rec/step_000.png (2x1)", cm.exception.message)

    def test_visual_ignore_leaves_its_regions_out_of_the_check_and_says_so(self):
        # The live screen is red on its left half and blue on its right (a clock, say): unlike the recording.
        img = self.Image.new("RGB", (8, 4), (200, 10, 10))
        img.paste((10, 10, 200), (4, 0, 8, 4))
        self.Image.new("RGB", (8, 4), (200, 10, 10)).save(os.path.join(self.home, "rec", "step_100.png"))
        with self.assertRaises(replay.ReplayCheckFailed):
            desktop(mac_platform(image=img.copy()), env={"DESKTEST_HOME": self.home}).check_screen("rec/step_100.png", 0.95)
        out = io.StringIO()
        ignore = '[{"x": 2, "y": 0, "width": 2, "height": 2, "reason": "the clock"}]'
        d = desktop(mac_platform(image=img), env={"DESKTEST_HOME": self.home, "DESKTEST_VISUAL_IGNORE": ignore}, out=out)
        self.assertGreater(d.check_screen("rec/step_100.png", 0.95), 0.95)
        self.assertIn("Ignored: rectangle 2,0 2x2 (the clock)\n", out.getvalue())

    def test_a_selector_matches_an_element_by_role_and_name_or_pattern(self):
        clock = replay.Element("label", "09:41", 2, 0, 2, 2)
        self.assertTrue(replay.selector_matches({"role": "label", "name_pattern": "^\\d\\d:\\d\\d$"}, clock))
        self.assertTrue(replay.selector_matches({"role": "Label", "name": "09:41"}, clock))
        self.assertFalse(replay.selector_matches({"role": "button", "name": "09:41"}, clock))
        self.assertFalse(replay.selector_matches({"role": "label", "name": "09:42"}, clock))

    def test_a_missing_recording_names_the_path_and_the_screenshots_folder(self):
        d = desktop(self.screen((0, 0, 0)), env={"DESKTEST_HOME": self.home})
        with self.assertRaises(replay.ReplayCheckFailed) as cm:
            d.check_screen("rec/step_009.png")
        self.assertIn(os.path.join(self.home, "rec", "step_009.png"), cm.exception.message)
        self.assertIn("replay_screenshots_dir", cm.exception.message)

    def test_each_step_s_screen_is_saved_in_the_screens_folder(self):
        screens = os.path.join(self.home, "screens")
        path = desktop(self.screen((1, 2, 3)), env={"DESKTEST_REPLAY_SCREENS": screens}).save_screen(7)
        self.assertEqual(path, os.path.join(screens, "replay_step_007.png"))
        with self.Image.open(path) as saved:
            self.assertEqual((saved.size, saved.getpixel((0, 0))), ((4, 2), (1, 2, 3)))

    def secret_desktop(self, image, **env):
        fd, shared = tempfile.mkstemp(suffix=".jsonl", dir=self.home)
        os.close(fd)
        env = {"DESKTEST_SECRET_pw": "hunter2", "DESKTEST_HOME": self.home, "DESKTEST_MASKS_FILE": shared, **env}
        return desktop(mac_platform(image=image), FocusedField(), env=env), shared

    def test_a_field_a_secret_is_typed_into_is_masked_in_the_step_screens_and_told_to_the_agent(self):
        screens = os.path.join(self.home, "screens")
        d, shared = self.secret_desktop(self.Image.new("RGB", (8, 4), (1, 2, 3)), DESKTEST_REPLAY_SCREENS=screens)
        d.type_text("no secret", delay_ms=0)
        with self.Image.open(d.save_screen(1)) as before:
            self.assertEqual(before.getpixel((1, 0)), (1, 2, 3))
        d.type_text_with_secrets("{{pw}}", delay_ms=0)
        with self.Image.open(d.save_screen(2)) as after:
            self.assertEqual([after.getpixel((x, 0)) for x in range(4)], [(1, 2, 3), (0, 0, 0), (0, 0, 0), (1, 2, 3)])
            self.assertEqual(after.getpixel((1, 1)), (1, 2, 3))
        agent = SecretMasks(lambda: None, absorb_from=shared)
        self.assertEqual([(m["x"], m["y"], m["width"], m["height"]) for m in agent.active()], [(1, 0, 2, 1)])
        # the step that typed it says so (once), for its trajectory line
        self.assertEqual(d.out.getvalue().splitlines(), [
            'REPLAY_MASKED:2:[{"height": 1, "why": "a secret was typed into this field", "width": 2, "x": 1, "y": 0}]',
        ])

    def test_a_paste_while_the_clipboard_holds_a_secret_masks_the_focused_field(self):
        screens = os.path.join(self.home, "screens")
        d, shared = self.secret_desktop(self.Image.new("RGB", (8, 4), (1, 2, 3)), DESKTEST_REPLAY_SCREENS=screens)
        keys = FakePyautogui()
        keys.hotkey = keys._recorder("hotkey")
        d.mask_secrets(keys)
        d.mask_secrets(keys)  # guarded once
        with mock.patch.object(replay, "read_clipboard", lambda: "hunter2"):
            keys.hotkey("ctrl", "v")
        self.assertEqual(keys.calls, [("hotkey", ("ctrl", "v"), {})])
        with self.Image.open(d.save_screen(1)) as shot:
            self.assertEqual(shot.getpixel((2, 0)), (0, 0, 0))
        self.assertEqual(len(SecretMasks(lambda: None, absorb_from=shared).active()), 1)

    def test_a_paste_through_shortcut_or_hotkey_s_key_list_masks_the_focused_field(self):
        for name, args in (("shortcut", ("ctrl", "v")), ("hotkey", (["ctrl", "v"],)), ("hotkey", (("ctrl", "v"),))):
            with self.subTest(name=name, args=args):
                d, shared = self.secret_desktop(self.Image.new("RGB", (8, 4), (1, 2, 3)))
                keys = FakePyautogui()
                setattr(keys, name, keys._recorder(name))
                d.mask_secrets(keys)
                with mock.patch.object(replay, "read_clipboard", lambda: "hunter2"):
                    getattr(keys, name)(*args)
                self.assertEqual(keys.calls, [(name, args, {})])
                self.assertEqual(len(SecretMasks(lambda: None, absorb_from=shared).active()), 1)

    def test_without_secrets_pyautogui_is_left_as_it_is(self):
        keys = FakePyautogui()
        press = keys.press
        desktop(mac_platform(image=self.Image.new("RGB", (8, 4))), FocusedField(), env={"DESKTEST_HOME": self.home}).mask_secrets(keys)
        self.assertIs(keys.press, press)

    def test_a_secret_named_masks_is_masked_and_told_to_the_agent_like_any_other(self):
        # its variable, DESKTEST_SECRET_MASKS, is no internal one: the masks still go to the agent's file
        self.addCleanup(os.chdir, os.getcwd())
        os.chdir(self.home)  # where a file named by the value would be made
        d, shared = self.secret_desktop(self.Image.new("RGB", (8, 4), (1, 2, 3)), DESKTEST_SECRET_MASKS="s3cret-masks")
        err = io.StringIO()
        with contextlib.redirect_stderr(err):
            d.type_text_with_secrets("{{MASKS}}", delay_ms=0)
        self.assertEqual(err.getvalue(), "")
        self.assertEqual([(m["x"], m["y"]) for m in SecretMasks(lambda: None, absorb_from=shared).active()], [(1, 0)])
        self.assertEqual([n for n in os.listdir(self.home) if "s3cret" in n], [])

    def test_a_screen_check_masks_the_field_on_both_sides(self):
        # the recording is an agent's masked screenshot: the field black; the live field shows the typed text
        recorded = self.Image.new("RGB", (4, 2), (200, 10, 10))
        recorded.paste((0, 0, 0), (1, 0, 3, 1))
        recorded.save(os.path.join(self.home, "rec", "step_200.png"))
        live = self.Image.new("RGB", (8, 4), (200, 10, 10))
        live.paste((250, 250, 250), (2, 0, 6, 2))
        d, _ = self.secret_desktop(live)
        with self.assertRaises(replay.ReplayCheckFailed):
            d.check_screen("rec/step_200.png", 0.95)
        d.type_text_with_secrets("{{pw}}", delay_ms=0)
        self.assertEqual(d.check_screen("rec/step_200.png", 0.95), 1.0)

    def test_a_screen_that_cannot_be_taken_is_no_step_failure(self):
        p = mac_platform(screen_recording=False)
        err = io.StringIO()
        with contextlib.redirect_stderr(err):
            self.assertIsNone(desktop(p, env={"DESKTEST_REPLAY_SCREENS": self.home}).save_screen(1))
        self.assertIn("warning: no screenshot after step 1: macOS has not given the guest agent the Screen Recording permission", err.getvalue())
        self.assertFalse(os.path.exists(os.path.join(self.home, "replay_step_001.png")))


@unittest.skipIf(shutil.which("bash") is None, "no bash on this host")
class BashTest(unittest.TestCase):
    """run_bash runs an agent's bash block as the agent's bash tool did: bash reading the block on stdin, in
    the session's home, with the agent's environment, output to stderr, a non-zero status stopping nothing."""

    #: quotes, triple quotes, backslashes, a blank line and a line like codify's bash marker, non-ASCII
    HOSTILE = (
        "printf '%s\\n' \"it's \\\"q\\\"\" \"'''x'''\" '\"\"\"' 'back\\slash' 'é ✓ 日本' > out.txt\n"
        "\n"
        "# [bash]\n"
        "echo done\n"
    )

    def setUp(self):
        self.home = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.home, True)
        self.err = tempfile.TemporaryFile("w+", encoding="utf-8")
        self.addCleanup(self.err.close)
        self.guest = os.path.join(self.home, "guest")
        self.env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "DESKTEST_HOME": self.home,
            "DESKTEST_REPLAY_SCREENS": os.path.join(self.home, "screens"),
            "DESKTEST_GUEST_DIR": self.guest,
            "PYTHONPATH": self.guest + os.pathsep + "/opt/lib",
            "MARK": "agent's",
        }

    def run_block(self, code, **kw):
        status = replay.ReplayDesktop(env=self.env, err=self.err).run_bash(code, **kw)
        self.err.seek(0)
        return status, self.err.read()

    def test_the_block_runs_in_the_home_reading_itself_from_stdin_with_the_agent_s_environment(self):
        code = self.HOSTILE + "pwd\nenv | grep -E '^(DESKTEST|PYTHONPATH|MARK)' | sort\nread -r line; echo \"stdin: $line\"\nthe rest of the block\n"
        status, err = self.run_block(code)
        self.assertEqual(status, 0)
        with open(os.path.join(self.home, "out.txt"), encoding="utf-8") as f:
            self.assertEqual(f.read().split("\n"), ["it's \"q\"", "'''x'''", '"""', "back\\slash", "é ✓ 日本", ""])
        lines = err.splitlines()
        self.assertEqual(lines[:2], ["done", os.path.realpath(self.home)])
        # the replay's own variables are gone, PYTHONPATH is as before the engine added the guest package;
        # `read` took the block's next line: the block is bash's standard input, as for the agent
        self.assertEqual(lines[2:], [f"DESKTEST_GUEST_DIR={self.guest}", "MARK=agent's", "PYTHONPATH=/opt/lib", "stdin: the rest of the block"])

    def test_a_secret_s_placeholder_is_its_value_other_braces_are_bash_s(self):
        self.env["DESKTEST_SECRET_token"] = "s3cr3t"
        status, err = self.run_block("echo '{{token}}' '{{.Id}}' '{{missing}}'")
        self.assertEqual((status, err), (0, "s3cr3t {{.Id}} {{missing}}\n"))

    def test_a_non_zero_status_is_said_and_stops_nothing(self):
        status, err = self.run_block("echo before; false; echo after >&2; exit 3")
        self.assertEqual(status, 3)
        self.assertEqual(err, "before\nafter\nbash block exited with status 3 (not a failure, as for the agent)\n")

    def test_a_block_past_the_timeout_is_killed_with_what_it_started_and_ends_the_replay(self):
        with self.assertRaises(replay.ReplayCheckFailed) as cm:
            self.run_block("sleep 60 & echo $! > bg.pid; sleep 60", timeout=1)
        self.assertIn("a bash block ran longer than 1 seconds and was stopped", cm.exception.message)
        with open(os.path.join(self.home, "bg.pid")) as f:
            pid = int(f.read())
        for _ in range(100):  # SIGKILL was sent to the group; the orphaned sleep is reaped by init
            try:
                with open(f"/proc/{pid}/stat") as f:
                    if f.read().rsplit(")", 1)[1].split()[0] == "Z":
                        break
            except FileNotFoundError:
                break
            time.sleep(0.1)
        else:
            self.fail(f"the block's background process {pid} is still running")

    def test_what_is_not_text_is_refused_before_running(self):
        with self.assertRaises(TypeError):
            self.run_block(b"touch x")
        self.assertFalse(os.path.exists(os.path.join(self.home, "x")))

    def test_the_agent_s_environment_drops_only_what_the_engine_added(self):
        env = {"DESKTEST_GUEST_DIR": "/g", "PYTHONPATH": "/g", "DESKTEST_HOME": "/h", "DESKTEST_REPLAY_SCREENS": "/s", "HOME": "/h"}
        self.assertEqual(replay.agent_environment(env), {"DESKTEST_GUEST_DIR": "/g", "HOME": "/h"})
        self.assertEqual(replay.agent_environment({"DESKTEST_GUEST_DIR": "/g", "PYTHONPATH": "/x:/g"}), {"DESKTEST_GUEST_DIR": "/g", "PYTHONPATH": "/x:/g"})


if __name__ == "__main__":
    unittest.main()
