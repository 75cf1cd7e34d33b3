"""Secrets never on screen in artifacts: the screen regions of fields that received a secret.

The host names the task's secret values once (op `secret_masks`). When agent code types text that
contains one (pyautogui.write/typewrite, type_text), the focused element's rectangle is looked up in the
accessibility tree at that moment (the a11y worker's `focused` op) and becomes a mask: every screenshot
the agent takes from then on has it painted over, until the field changes (an observation's tree no longer
has an element of that role at that place and size). Without a focused element's rectangle the whole
screen is masked. The masks (with their guest wall-clock times) are asked for by the host, which masks
the screen recording over the same times."""

from __future__ import annotations

import threading
import time
from typing import Callable

#: the colour masks are painted in
MASK_FILL = (0, 0, 0)
#: a mask over the whole screen, whatever its size in pixels (width and height 0 mean "to the edge")
WHOLE_SCREEN = {"x": 0, "y": 0, "width": 0, "height": 0}
#: at most this many masks are kept (older ones are merged into the whole screen)
MAX_MASKS = 50


class SecretMasks:
    def __init__(self, focused: Callable[[], dict | None]) -> None:
        self._focused = focused
        self._values: list[str] = []
        self._masks: list[dict] = []
        self._lock = threading.Lock()

    def set_values(self, values: list[str]) -> None:
        with self._lock:
            self._values = [v for v in values if isinstance(v, str) and v]

    def holds_secret(self, text) -> bool:
        if not isinstance(text, str) or not text:
            return False
        with self._lock:
            return any(v in text for v in self._values)

    def typing(self, text) -> None:
        """Called before text is typed: a mask on the focused field when the text holds a secret."""
        if not self.holds_secret(text):
            return
        try:
            field = self._focused()
        except Exception:
            field = None
        now = time.time()
        if isinstance(field, dict) and field.get("width", 0) > 0 and field.get("height", 0) > 0:
            mask = {"x": int(field["x"]), "y": int(field["y"]), "width": int(field["width"]), "height": int(field["height"]), "role": str(field.get("role", "")), "why": "a secret was typed into this field"}
        else:
            mask = {**WHOLE_SCREEN, "role": "", "why": "a secret was typed and the focused field could not be found: the whole screen is masked"}
        with self._lock:
            for m in self._masks:
                if m["until"] is None and all(m[k] == mask[k] for k in ("x", "y", "width", "height")):
                    return
            if len(self._masks) >= MAX_MASKS:
                mask.update(WHOLE_SCREEN, role="")
            self._masks.append({**mask, "since": now, "until": None, "reported": False})

    def active(self) -> list[dict]:
        with self._lock:
            return [m for m in self._masks if m["until"] is None]

    def paint(self, img):
        """The image with every active mask painted over (a copy when there is any)."""
        masks = self.active()
        if not masks:
            return img
        from PIL import ImageDraw

        img = img.copy()
        draw = ImageDraw.Draw(img)
        w, h = img.size
        for m in masks:
            right = m["x"] + m["width"] - 1 if m["width"] else w - 1
            bottom = m["y"] + m["height"] - 1 if m["height"] else h - 1
            draw.rectangle([m["x"], m["y"], right, bottom], fill=MASK_FILL)
        return img

    def field_changed(self, tsv: str | None) -> None:
        """End the masks whose field is no longer in a fresh tree (no element of its role at its place and
        size). A mask without a role (the whole screen) lasts."""
        if not isinstance(tsv, str):
            return
        places = set()
        for line in tsv.split("\n")[1:]:
            cells = line.split("\t")
            if len(cells) >= 7:
                places.add((cells[0], cells[5], cells[6]))
        now = time.time()
        with self._lock:
            for m in self._masks:
                if m["until"] is None and m["role"] and (m["role"], f"{m['x']},{m['y']}", f"{m['width']},{m['height']}") not in places:
                    m["until"] = now

    def new_masks(self) -> list[dict]:
        """The masks not reported yet (an act's result names the masks its typing made)."""
        with self._lock:
            out = [m for m in self._masks if not m["reported"]]
            for m in out:
                m["reported"] = True
        return [describe(m) for m in out]

    def describe_all(self) -> dict:
        with self._lock:
            return {"now": time.time(), "masks": [describe(m) for m in self._masks]}


def describe(m: dict) -> dict:
    return {k: m[k] for k in ("x", "y", "width", "height", "why", "since", "until")}
