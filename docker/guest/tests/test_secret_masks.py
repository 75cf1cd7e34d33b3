"""Secret masks: a field that received a secret is painted over until it changes."""

from __future__ import annotations

import unittest

import support  # noqa: F401
from desktest_guest.secret_masks import SecretMasks  # noqa: E402

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


if __name__ == "__main__":
    unittest.main()
