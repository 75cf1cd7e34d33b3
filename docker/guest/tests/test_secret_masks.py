"""Secret masks: a field that received a secret is painted over until it changes."""

from __future__ import annotations

import json
import os
import tempfile
import unittest

import support  # noqa: F401
from desktest_guest import secret_masks  # noqa: E402
from desktest_guest.secret_masks import InputGuard, SecretMasks, pastes  # noqa: E402

FIELD = {"x": 10, "y": 20, "width": 30, "height": 8, "role": "password"}
TREE = "tag\tname\ttext\tclass\tdescription\tposition\tsize\npassword\t\t\tpassword text\t\t10,20\t30,8"


def pillow(test: unittest.TestCase):
    try:
        from PIL import Image
    except ImportError:
        test.skipTest("Pillow is not installed on this host")
    return Image


class SecretMasksTest(unittest.TestCase):
    def test_typing_a_secret_masks_the_focused_field_and_other_text_does_not(self):
        masks = SecretMasks(lambda: FIELD)
        masks.set_values(["hunter2"])
        masks.typing("hello")
        self.assertEqual(masks.active(), [])
        masks.typing("pw: hunter2\n")
        self.assertEqual([(m["x"], m["y"], m["width"], m["height"]) for m in masks.active()], [(10, 20, 30, 8)])
        self.assertEqual(masks.new_masks()[0]["why"], "a secret was typed into this field")
        self.assertEqual(masks.new_masks(), [])

    def test_the_mask_is_painted_on_every_screenshot_until_the_field_changes(self):
        Image = pillow(self)
        masks = SecretMasks(lambda: FIELD)
        masks.set_values(["hunter2"])
        masks.typing("hunter2")
        shot = masks.paint(Image.new("RGB", (64, 48), (255, 255, 255)))
        self.assertEqual(shot.getpixel((10, 20)), (0, 0, 0))
        self.assertEqual(shot.getpixel((39, 27)), (0, 0, 0))
        self.assertEqual(shot.getpixel((40, 27)), (255, 255, 255))
        masks.field_changed(TREE)
        self.assertEqual(len(masks.active()), 1)
        masks.field_changed(TREE.replace("10,20", "10,60"))
        self.assertEqual(masks.active(), [])
        self.assertIsNotNone(masks.describe_all()["masks"][0]["until"])

    def test_without_a_focused_field_the_whole_screen_is_masked(self):
        Image = pillow(self)
        masks = SecretMasks(lambda: None)
        masks.set_values(["hunter2"])
        masks.typing("hunter2")
        shot = masks.paint(Image.new("RGB", (64, 48), (255, 255, 255)))
        self.assertEqual(shot.getextrema(), ((0, 0), (0, 0), (0, 0)))
        masks.field_changed(TREE.replace("10,20", "10,60"))
        self.assertEqual(len(masks.active()), 1)


class Keys:
    """pyautogui's typing and key functions, recording what reached them (after the guard)."""

    def __init__(self):
        self.sent: list[tuple] = []
        for name in ("write", "typewrite", "hotkey", "shortcut", "press", "keyDown", "keyUp"):
            setattr(self, name, self._recorder(name))

    def _recorder(self, name):
        def call(*args, **kwargs):
            self.sent.append((name, args))
        return call


class PasteTest(unittest.TestCase):
    def guarded(self, clipboard, field=FIELD):
        self.reads = 0

        def read():
            self.reads += 1
            if isinstance(clipboard, Exception):
                raise clipboard
            return clipboard

        masks = SecretMasks(lambda: field)
        masks.set_values(["hunter2"])
        guard, keys = InputGuard(masks, read), Keys()
        return masks, {name: guard.wrap(name, getattr(keys, name)) for name in ("write", "typewrite", "hotkey", "shortcut", "press", "keyDown", "keyUp")}, keys

    def test_paste_key_combinations(self):
        for keys, held in ((("ctrl", "v"), ()), (("ctrl", "shift", "v"), ()), (("command", "v"), ()), (("shift", "insert"), ()),
                           (("v",), ("ctrlleft",)), (("V",), ("Ctrl",))):
            self.assertTrue(pastes(keys, held), (keys, held))
        for keys, held in ((("ctrl", "c"), ()), (("v",), ()), (("insert",), ()), (("ctrl",), ("v",)), (("alt", "v"), ())):
            self.assertFalse(pastes(keys, held), (keys, held))

    def test_pasting_a_secret_masks_the_focused_field_before_the_keys_are_sent(self):
        masks, g, keys = self.guarded("hunter2\n")
        g["hotkey"]("ctrl", "v")
        self.assertEqual(keys.sent, [("hotkey", ("ctrl", "v"))])
        self.assertEqual([(m["x"], m["y"], m["width"], m["height"], m["why"]) for m in masks.active()],
                         [(10, 20, 30, 8, "a secret was pasted into this field")])

    def test_a_paste_through_hotkey_s_key_list_or_its_other_name_shortcut_masks_the_field(self):
        # PyAutoGUI 0.9.54: hotkey(['ctrl', 'v']) presses the list's keys; shortcut = hotkey
        for name, args in (("hotkey", (["ctrl", "v"],)), ("hotkey", (("ctrl", "shift", "v"),)), ("shortcut", ("ctrl", "v")), ("shortcut", (["command", "v"],))):
            masks, g, keys = self.guarded("hunter2")
            g[name](*args)
            self.assertEqual(keys.sent, [(name, args)])
            self.assertEqual([m["why"] for m in masks.active()], ["a secret was pasted into this field"], (name, args))
        masks, g, _ = self.guarded("hunter2")
        g["hotkey"](["ctrl", "c"])
        g["shortcut"](["ctrl"], "v")  # PyAutoGUI presses the list's keys only: Ctrl
        self.assertEqual((masks.active(), self.reads), ([], 0))

    def test_a_paste_held_down_with_key_down_counts_until_key_up(self):
        masks, g, _ = self.guarded("hunter2")
        g["keyDown"]("ctrl")
        g["keyUp"]("ctrl")
        g["press"]("v")
        self.assertEqual(masks.active(), [])
        g["keyDown"]("ctrl")
        g["press"](["v"])
        g["keyUp"]("ctrl")
        self.assertEqual(len(masks.active()), 1)

    def test_a_clipboard_without_a_secret_and_other_keys_mask_nothing(self):
        masks, g, _ = self.guarded("just text")
        g["hotkey"]("ctrl", "v")
        g["hotkey"]("ctrl", "c")
        g["press"]("enter")
        g["write"]("hello")
        self.assertEqual(masks.active(), [])
        self.assertEqual(self.reads, 1)  # only the paste read the clipboard

    def test_a_clipboard_that_cannot_be_read_masks_the_field_it_may_have_been_pasted_into(self):
        masks, g, _ = self.guarded(RuntimeError("no xclip"))
        g["hotkey"]("command", "v")
        self.assertEqual([m["why"] for m in masks.active()], ["pasted into this field while the clipboard could not be read (it may have held a secret)"])

    def test_without_secrets_the_clipboard_is_not_read(self):
        masks, g, _ = self.guarded(RuntimeError("no xclip"))
        masks.set_values([])
        g["hotkey"]("ctrl", "v")
        self.assertEqual((masks.active(), self.reads), ([], 0))

    def test_typing_a_secret_through_write_or_typewrite_s_key_list_masks_the_field(self):
        masks, g, keys = self.guarded("")
        g["typewrite"](list("hunter2"))
        self.assertEqual(len(masks.active()), 1)
        self.assertEqual(keys.sent, [("typewrite", (list("hunter2"),))])


class SharedMasksTest(unittest.TestCase):
    """A replay script's masks reach the agent through the file the agent names to it."""

    def setUp(self):
        fd, self.path = tempfile.mkstemp(suffix=".jsonl")
        os.close(fd)
        self.addCleanup(os.remove, self.path)

    def test_a_mask_another_process_made_is_the_agent_s_until_its_field_changes(self):
        agent = SecretMasks(lambda: None, absorb_from=self.path)
        replay = SecretMasks(lambda: FIELD, share_with=self.path)
        replay.set_values(["hunter2"])
        replay.typing("hunter2")
        self.assertEqual([(m["x"], m["y"], m["width"], m["height"]) for m in agent.active()], [(10, 20, 30, 8)])
        self.assertEqual(agent.describe_all()["masks"][0]["why"], "a secret was typed into this field")
        self.assertEqual(agent.new_masks(), [])  # no act of the agent's made it
        replay.typing("hunter2")  # the same field again: no second mask
        self.assertEqual(len(agent.active()), 1)
        agent.field_changed(TREE.replace("10,20", "10,60"))
        self.assertEqual(agent.active(), [])

    def test_lines_that_are_no_mask_are_left_out_and_a_partial_line_waits(self):
        with open(self.path, "w") as f:
            f.write("not json\n[1]\n" + json.dumps({"x": "1", "y": 0, "width": 5, "height": 5, "since": 1.0}) + "\n")
            f.write(json.dumps({"x": 1, "y": 2, "width": -5, "height": 5, "since": 1.0}) + "\n")
            f.write('{"x": 3, "y": 4, "width": 5, "height": 6, "role": "text", "since": 1.0')
        agent = SecretMasks(lambda: None, absorb_from=self.path)
        self.assertEqual(agent.active(), [])
        with open(self.path, "a") as f:
            f.write("}\n")
        self.assertEqual([(m["x"], m["y"], m["width"], m["height"], m["role"]) for m in agent.active()], [(3, 4, 5, 6, "text")])

    def test_a_line_longer_than_a_read_is_skipped_and_the_masks_after_it_are_taken(self):
        mask = json.dumps({"x": 3, "y": 4, "width": 5, "height": 6, "role": "text", "since": 1.0})
        with open(self.path, "w") as f:
            f.write("x" * (secret_masks.MAX_SHARED_READ * 2 + 10))
        agent = SecretMasks(lambda: None, absorb_from=self.path)
        self.assertEqual(agent.active(), [])
        with open(self.path, "a") as f:
            f.write('{"x": 1, "y": 1, "width": 1, "height": 1, "since": 1.0}\n' + mask + "\n")
        # the long line's end (which looks like a mask) is part of it: left out; the next line is taken
        self.assertEqual([(m["x"], m["y"], m["width"], m["height"], m["role"]) for m in agent.active()], [(3, 4, 5, 6, "text")])
        with open(self.path, "a") as f:
            f.write("y" * secret_masks.MAX_SHARED_READ * 3 + "\n" + mask.replace('"x": 3', '"x": 7') + "\n")
        self.assertEqual([m["x"] for m in agent.active()], [3, 7])  # in one look

    def test_a_file_that_cannot_be_written_is_said_and_the_process_s_own_mask_stays(self):
        import contextlib
        import io

        replay = SecretMasks(lambda: FIELD, share_with=os.path.join(self.path, "not-a-folder", "masks.jsonl"))
        replay.set_values(["hunter2"])
        err = io.StringIO()
        with contextlib.redirect_stderr(err):
            replay.typing("hunter2")
        self.assertIn("the guest agent cannot be told of a secret's mask", err.getvalue())
        self.assertEqual(len(replay.active()), 1)


if __name__ == "__main__":
    unittest.main()
