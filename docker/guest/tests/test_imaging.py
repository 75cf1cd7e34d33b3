"""Screenshot sizing and comparison."""

from __future__ import annotations

import unittest

import support  # noqa: F401
from desktest_guest import imaging  # noqa: E402


class TargetSizeTest(unittest.TestCase):
    def test_target_size(self):
        self.assertEqual(imaging.target_size(1920, 1080, 1.0, None, None), (1920, 1080))
        self.assertEqual(imaging.target_size(1920, 1080, 0.5, None, None), (960, 540))
        self.assertEqual(imaging.target_size(1920, 1080, 1.0, 1280, None), (1280, 720))
        self.assertEqual(imaging.target_size(1920, 1080, 1.0, 1024, 1024), (1024, 576))
        self.assertEqual(imaging.target_size(1280, 800, 1.0, 1920, 1080), (1280, 800))  # never upscale
        self.assertEqual(imaging.target_size(1920, 1080, 0.5, 800, None), (800, 450))


class CompareTest(unittest.TestCase):
    def setUp(self):
        try:
            from PIL import Image
        except ImportError:
            self.skipTest("Pillow is not installed on this host")
        self.Image = Image

    def test_identical_images_are_similar_and_a_changed_one_is_not(self):
        a = self.Image.new("RGB", (40, 20), (10, 20, 30))
        same = imaging.compare_images(a, a.copy(), 0.95)
        self.assertEqual((same["similarity"], same["passed"]), (1.0, True))
        b = self.Image.new("RGB", (40, 20), (255, 255, 255))
        diff = imaging.compare_images(a, b, 0.95)
        self.assertFalse(diff["passed"])
        self.assertLess(diff["similarity"], 0.2)

    def test_sizes_that_differ_fail_and_say_so(self):
        r = imaging.compare_images(self.Image.new("RGB", (4, 4)), self.Image.new("RGB", (8, 4)), 0.5)
        self.assertEqual((r["passed"], r["size_mismatch"], r["actual_size"]), (False, True, [8, 4]))

    def test_decode_image_refuses_what_is_not_an_image(self):
        with self.assertRaises(imaging.InvalidParams):
            imaging.decode_image("bm90IGFuIGltYWdl", "expected")


if __name__ == "__main__":
    unittest.main()
