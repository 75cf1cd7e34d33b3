"""A person's typing in `desktest record`: the field a secret is typed or pasted into is masked as they type."""

from __future__ import annotations

import unittest

import support  # noqa: F401
from desktest_guest.input_recording import CONTROL_MASK, SHIFT_MASK, TypedText  # noqa: E402
from desktest_guest.secret_masks import SecretMasks  # noqa: E402

FIELD = {"x": 10, "y": 20, "width": 30, "height": 8, "role": "text"}


def keys(text: str, first_seq: int = 1, state: int = 0) -> list[dict]:
    """Key presses and releases typing `text` (one character a key), as input_record gives them."""
    events, seq = [], first_seq
    for ch in text:
        for down in (True, False):
            events.append({"seq": seq, "kind": "key", "down": down, "key": ch, "base_key": ch.lower(), "char": ch, "state": state})
            seq += 1
    return events


def key(name: str, seq: int, state: int = 0, char: str | None = None) -> dict:
    return {"seq": seq, "kind": "key", "down": True, "key": name, "base_key": name, "char": char, "state": state}


class TypedByHandTest(unittest.TestCase):
    def setUp(self):
        self.masks = SecretMasks(lambda: FIELD)
        self.masks.set_values(["open-sesame-4217"])
        self.clipboard = ""
        self.typed = TypedText(self.masks.typing, lambda: self.masks.pasting(lambda: self.clipboard))

    def test_the_field_is_masked_once_the_whole_secret_is_typed(self):
        self.typed.feed(keys("door open-sesame-421"))
        self.assertEqual(self.masks.active(), [])
        self.typed.feed(keys("7", first_seq=100))
        self.assertEqual([(m["x"], m["width"], m["why"]) for m in self.masks.active()], [(10, 30, "a secret was typed into this field")])

    def test_other_text_shortcuts_corrections_and_clicks_mask_nothing(self):
        self.typed.feed(keys("open-sesame-421"))
        self.typed.feed([key("c", 200, state=CONTROL_MASK, char="c")])  # Ctrl+C copies, types nothing
        self.typed.feed(keys("8", first_seq=210))  # not the secret
        self.assertEqual(self.masks.active(), [])
        self.typed.feed([key("BackSpace", 310)] + keys("x", first_seq=311))
        self.typed.feed([{"seq": 320, "kind": "button", "down": True, "button": 1}] + keys("7", first_seq=321))
        self.assertEqual(self.masks.active(), [])  # "…421" then a click: the "7" went elsewhere

    def test_a_typo_taken_back_still_counts_as_the_secret(self):
        self.typed.feed(keys("open-sesame-42x") + [key("BackSpace", 100)] + keys("17", first_seq=101))
        self.assertEqual(len(self.masks.active()), 1)

    def test_each_event_is_taken_once(self):
        events = keys("open-sesame")
        self.typed.feed(events)
        self.typed.feed(events)  # read again: not "open-sesameopen-sesame"
        self.typed.feed(keys("-4217", first_seq=50))
        self.assertEqual(len(self.masks.active()), 1)

    def test_pasting_a_secret_masks_the_field_and_pasting_other_text_does_not(self):
        self.clipboard = "shopping list"
        self.typed.feed([key("v", 1, state=CONTROL_MASK, char="v")])
        self.assertEqual(self.masks.active(), [])
        self.clipboard = "the code is open-sesame-4217"
        self.typed.feed([key("Insert", 2, state=SHIFT_MASK)])
        self.assertEqual([m["why"] for m in self.masks.active()], ["a secret was pasted into this field"])


if __name__ == "__main__":
    unittest.main()
