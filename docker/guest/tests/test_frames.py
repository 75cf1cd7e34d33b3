"""Kept screenshots: fetched once by id, bounded in number."""

from __future__ import annotations

import unittest

import support  # noqa: F401
from desktest_guest.frames import FrameStore  # noqa: E402
from desktest_guest.protocol import InvalidParams  # noqa: E402


class FrameStoreTest(unittest.TestCase):
    def test_a_kept_frame_is_fetched_once(self):
        store = FrameStore()
        frame_id = store.keep("image")
        self.assertEqual(store.take(frame_id), "image")
        with self.assertRaises(InvalidParams):
            store.take(frame_id)

    def test_the_oldest_frames_are_dropped_beyond_the_capacity(self):
        store = FrameStore(capacity=2)
        ids = [store.keep(f"image {i}") for i in range(3)]
        self.assertEqual(len(store), 2)
        with self.assertRaises(InvalidParams) as cm:
            store.take(ids[0])
        self.assertIn("last 2", str(cm.exception))
        self.assertEqual(store.take(ids[2]), "image 2")


if __name__ == "__main__":
    unittest.main()
