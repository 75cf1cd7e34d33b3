"""Screenshots an `observe` kept (`keep_frame`), by id, so the host can fetch them in another encoding
after the observation's answer went out: the model gets the cheap encoding at once, the artifacts' PNG is
encoded while the model thinks. Bounded: the oldest frame is dropped when a new one does not fit."""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import Any

from .protocol import InvalidParams

#: frames kept at once (a 1920x1080 RGB frame is 6 MB)
FRAME_CAPACITY = 8


class FrameStore:
    def __init__(self, capacity: int = FRAME_CAPACITY) -> None:
        self.capacity = capacity
        self._frames: OrderedDict[int, Any] = OrderedDict()
        self._next = 1
        self._lock = threading.Lock()

    def keep(self, image: Any) -> int:
        """Keep an image; its id."""
        with self._lock:
            frame_id = self._next
            self._next += 1
            self._frames[frame_id] = image
            while len(self._frames) > self.capacity:
                self._frames.popitem(last=False)
            return frame_id

    def take(self, frame_id: int) -> Any:
        """The kept image with this id, no longer kept; InvalidParams when it is not (or no longer) here."""
        with self._lock:
            image = self._frames.pop(frame_id, None)
        if image is None:
            raise InvalidParams(f"frame {frame_id} is not kept (the agent keeps the last {self.capacity} kept frames, each until it is fetched)")
        return image

    def __len__(self) -> int:
        with self._lock:
            return len(self._frames)
