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

    def test_shapes_that_differ_fail_and_say_so(self):
        r = imaging.compare_images(self.Image.new("RGB", (4, 4)), self.Image.new("RGB", (8, 4)), 0.5)
        self.assertEqual((r["passed"], r["size_mismatch"], r["actual_size"]), (False, True, [8, 4]))
        r = imaging.compare_images(self.Image.new("RGB", (1280, 720)), self.Image.new("RGB", (1280, 800)), 0.5)
        self.assertEqual((r["passed"], r["size_mismatch"], r["expected_size"]), (False, True, [1280, 720]))

    def test_a_screen_of_the_same_shape_is_compared_at_the_recorded_size(self):
        # The agent saw (and the trajectory kept) a downscaled screenshot of the 1920x1080 screen.
        recorded = self.Image.new("RGB", (1280, 720), (30, 60, 90))
        screen = self.Image.new("RGB", (1920, 1080), (30, 60, 90))
        screen.paste((255, 255, 255), (0, 0, 192, 108))  # 1 % of the screen changed
        r = imaging.compare_images(recorded, screen, 0.95)
        self.assertEqual((r["passed"], r["size_mismatch"]), (True, False))
        self.assertAlmostEqual(r["similarity"], 1 - 0.01 * (225 + 195 + 165) / 3 / 255, places=3)
        # within 1 % of the aspect ratio (1366x768 is 16:9 to 0.1 %), and smaller screens too
        self.assertFalse(imaging.compare_images(recorded, self.Image.new("RGB", (1366, 768), (30, 60, 90)), 0.95)["size_mismatch"])
        self.assertTrue(imaging.compare_images(recorded, self.Image.new("RGB", (640, 360), (30, 60, 90)), 0.95)["passed"])

    def test_empty_images_do_not_compare(self):
        r = imaging.compare_images(self.Image.new("RGB", (0, 0)), self.Image.new("RGB", (0, 0)), 0.0)
        self.assertEqual((r["passed"], r["size_mismatch"]), (False, True))


class ScreenshotCompareCliTest(unittest.TestCase):
    """The reference CLI's screenshot-compare (the Docker image's /usr/local/bin/screenshot-compare)."""

    def setUp(self):
        try:
            from PIL import Image
        except ImportError:
            self.skipTest("Pillow is not installed on this host")
        import tempfile

        self.dir = tempfile.mkdtemp()
        self.Image = Image

    def png(self, name, size, color):
        import os

        path = os.path.join(self.dir, name)
        self.Image.new("RGB", size, color).save(path)
        return path

    def run_cli(self, *argv):
        import contextlib
        import io

        from desktest_guest.screenshot_compare import main

        out = io.StringIO()
        with contextlib.redirect_stdout(out):
            code = main(list(argv))
        return code, out.getvalue()

    def test_exit_codes_and_messages_are_the_reference_s(self):
        a, b = self.png("a.png", (8, 4), (10, 10, 10)), self.png("b.png", (8, 4), (250, 250, 250))
        self.assertEqual(self.run_cli("--expected", a, "--actual", a), (0, "Similarity: 1.0000 (threshold: 0.95)\n"))
        self.assertEqual(self.run_cli("--expected", a, "--actual", b, "--threshold", "0.5"), (1, "Similarity: 0.0588 (threshold: 0.5)\n"))
        self.assertEqual(self.run_cli("--expected", a, "--actual", a, "--threshold", "1.5"), (2, "ERROR: --threshold must be between 0.0 and 1.0, got 1.5\n"))
        square = self.png("c.png", (4, 4), (10, 10, 10))
        self.assertEqual(self.run_cli("--expected", a, "--actual", square), (1, "FAIL: Image sizes differ (8,4 vs 4,4)\n"))

    def test_the_same_shape_at_another_size_compares_as_everywhere_else_in_desktest(self):
        a, big = self.png("a.png", (8, 4), (10, 10, 10)), self.png("big.png", (16, 8), (10, 10, 10))
        self.assertEqual(self.run_cli("--expected", a, "--actual", big), (0, "Similarity: 1.0000 (threshold: 0.95)\n"))

    def test_decode_image_refuses_what_is_not_an_image(self):
        with self.assertRaises(imaging.InvalidParams):
            imaging.decode_image("bm90IGFuIGltYWdl", "expected")


if __name__ == "__main__":
    unittest.main()
