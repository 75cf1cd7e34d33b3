"""Secrets never on screen in artifacts: the screen regions of fields that received a secret.

The host names the task's secret values once (op `secret_masks`). When agent code types text that
contains one (pyautogui.write/typewrite, type_text), the focused element's rectangle is looked up in the
accessibility tree at that moment (the a11y worker's `focused` op) and becomes a mask: every screenshot
the agent takes from then on has it painted over, until the field changes (an observation's tree no longer
has an element of that role at that place and size). Without a focused element's rectangle the whole
screen is masked. The masks (with their guest wall-clock times) are asked for by the host, which masks
the screen recording over the same times.

A secret that reaches a field through the clipboard is masked the same way: before a paste key
combination is sent (Ctrl+V, Ctrl+Shift+V, Command+V, Shift+Insert: `pastes`), the clipboard is read, and
when it holds a secret (or cannot be read) the focused field is masked. However the secret got onto the
clipboard (pyperclip.copy, a bash block's xclip, an app's own Copy), the paste is where it lands. A paste
that is no key combination (a menu's Paste, X11's middle click of the primary selection) cannot be told
from any other click, and is not recognised.

Other processes of the desktop that type secrets (a replay script: desktest_guest.replay) publish their
masks to the agent through a file (`share_with`: the agent's `absorb_from`, named to every command it runs
as DESKTEST_MASKS_FILE), so that the agent's own screenshots (the final screen) and the host's video mask
them too."""

from __future__ import annotations

import json
import os
import threading
import time
from collections.abc import Sequence
from typing import Any, Callable, Iterable

#: the colour masks are painted in
MASK_FILL = (0, 0, 0)
#: a mask over the whole screen, whatever its size in pixels (width and height 0 mean "to the edge")
WHOLE_SCREEN = {"x": 0, "y": 0, "width": 0, "height": 0}
#: at most this many masks are kept (older ones are merged into the whole screen)
MAX_MASKS = 50
#: the variable that names the masks file to the programs the agent runs; outside the secrets' own names
#: (DESKTEST_SECRET_<name>), so that no task secret's variable can replace it
SHARED_MASKS_ENV = "DESKTEST_MASKS_FILE"
#: at most this much of the masks file is read at once (a line is a mask: about 150 bytes; a longer line
#: without its end in one read is no mask, and is skipped to its end), and at most this many reads a look
MAX_SHARED_READ = 64 << 10
MAX_SHARED_READS = 64
#: the keys (pyautogui's names) that, held with V, paste: Ctrl (Ctrl+Shift+V in terminals), Command (macOS)
PASTE_MODIFIERS = frozenset({"ctrl", "ctrlleft", "ctrlright", "command", "cmd"})
SHIFT_KEYS = frozenset({"shift", "shiftleft", "shiftright"})
TYPED = "a secret was typed into this field"
PASTED = "a secret was pasted into this field"
UNREAD = "pasted into this field while the clipboard could not be read (it may have held a secret)"
#: why the whole screen is masked, when the focused field could not be found
WHOLE_SCREEN_WHY = {
    TYPED: "a secret was typed and the focused field could not be found: the whole screen is masked",
    PASTED: "a secret was pasted and the focused field could not be found: the whole screen is masked",
    UNREAD: "a paste while the clipboard could not be read, and the focused field could not be found: the whole screen is masked",
}
#: pyautogui's functions that type text (their first argument) and that press keys; `shortcut` is
#: pyautogui's other name of `hotkey` (HOTKEY_FUNCTIONS: the keys as arguments, or one list of them)
TYPING_FUNCTIONS = ("write", "typewrite")
HOTKEY_FUNCTIONS = ("hotkey", "shortcut")
KEY_FUNCTIONS = (*HOTKEY_FUNCTIONS, "press", "keyDown", "keyUp")


def pastes(keys: Iterable[Any], held: Iterable[str] = ()) -> bool:
    """Whether pressing `keys` (with `held` already down) is a paste: V with Ctrl or Command, or Insert
    with Shift."""
    pressed = {k.lower() for k in keys if isinstance(k, str)}
    down = pressed | {k.lower() for k in held}
    return ("v" in pressed and bool(down & PASTE_MODIFIERS)) or ("insert" in pressed and bool(down & SHIFT_KEYS))


class SecretMasks:
    def __init__(self, focused: Callable[[], dict | None], share_with: str | None = None, absorb_from: str | None = None) -> None:
        self._focused = focused
        self._values: list[str] = []
        self._masks: list[dict] = []
        self._lock = threading.Lock()
        #: the file this process's masks are appended to (a replay script's: the agent's file)
        self.share_with = share_with
        #: the file other processes' masks are read from (the agent's), and how far it has been read
        self.absorb_from = absorb_from
        self._absorbed = 0
        #: whether the file was last read inside a line too long to be a mask (skipped to its end)
        self._in_long_line = False

    def set_values(self, values: list[str]) -> None:
        with self._lock:
            self._values = [v for v in values if isinstance(v, str) and v]

    def holds_secret(self, text) -> bool:
        if not isinstance(text, str) or not text:
            return False
        with self._lock:
            return any(v in text for v in self._values)

    @property
    def has_values(self) -> bool:
        with self._lock:
            return bool(self._values)

    def typing(self, text) -> None:
        """Called before text is typed: a mask on the focused field when the text holds a secret."""
        if isinstance(text, (list, tuple)):  # typewrite(['h', 'i']): its characters, one key each
            text = "".join(k for k in text if isinstance(k, str) and len(k) == 1)
        if self.holds_secret(text):
            self._mask_focused(TYPED)

    def pasting(self, read_clipboard: Callable[[], Any]) -> None:
        """Called before a paste key combination is sent: a mask on the focused field when the clipboard
        holds a secret, or cannot be read (it may)."""
        if not self.has_values:
            return
        try:
            held = self.holds_secret(read_clipboard())
            why = PASTED
        except Exception:
            held, why = True, UNREAD
        if held:
            self._mask_focused(why)

    def _mask_focused(self, why: str) -> None:
        try:
            field = self._focused()
        except Exception:
            field = None
        if isinstance(field, dict) and field.get("width", 0) > 0 and field.get("height", 0) > 0:
            mask = {"x": int(field["x"]), "y": int(field["y"]), "width": int(field["width"]), "height": int(field["height"]), "role": str(field.get("role", "")), "why": why}
        else:
            mask = {**WHOLE_SCREEN, "role": "", "why": WHOLE_SCREEN_WHY[why]}
        added = self._add({**mask, "since": time.time(), "until": None})
        if added is not None and self.share_with:
            self._share(added)

    def _add(self, mask: dict, reported: bool = False) -> dict | None:
        """Keep a mask (None when an active one covers the same place already)."""
        with self._lock:
            for m in self._masks:
                if m["until"] is None and all(m[k] == mask[k] for k in ("x", "y", "width", "height")):
                    return None
            if len(self._masks) >= MAX_MASKS:
                mask.update(WHOLE_SCREEN, role="")
            self._masks.append({**mask, "reported": reported})
            return self._masks[-1]

    def _share(self, mask: dict) -> None:
        """Append a mask to the agent's file (one JSON line); a file that cannot be written is said on
        stderr: the agent's own screenshots then do not have this mask."""
        line = json.dumps({k: mask[k] for k in ("x", "y", "width", "height", "role", "why", "since")}) + "\n"
        try:
            with open(self.share_with, "a", encoding="utf-8") as f:  # type: ignore[arg-type]
                f.write(line)
        except OSError as e:
            import sys

            print(f"warning: the guest agent cannot be told of a secret's mask ({e}): its own screenshots may show the field", file=sys.stderr, flush=True)

    def absorb(self) -> None:
        """Take the masks other processes appended to `absorb_from` since the last look (each stays until
        this agent sees its field change)."""
        if not self.absorb_from:
            return
        try:
            with open(self.absorb_from, "rb") as f:
                for _ in range(MAX_SHARED_READS):
                    f.seek(self._absorbed)
                    data = f.read(MAX_SHARED_READ)
                    for line in self._complete_lines(data):
                        mask = shared_mask(line)
                        if mask is not None:
                            self._add(mask, reported=True)
                    if len(data) < MAX_SHARED_READ:
                        break
        except OSError:
            return

    def _complete_lines(self, data: bytes) -> list[bytes]:
        """The whole lines of `data` (read at `_absorbed`), moving `_absorbed` past them; a partial last line
        waits for its end, unless a full read holds no line end: that line is too long to be a mask, and
        is skipped up to its end."""
        end = data.rfind(b"\n") + 1
        if end == 0:
            if len(data) == MAX_SHARED_READ:
                self._absorbed += len(data)
                self._in_long_line = True
            return []
        self._absorbed += end
        start = 0
        if self._in_long_line:
            start = data.find(b"\n") + 1
            self._in_long_line = False
        return data[start:end].splitlines()

    def active(self) -> list[dict]:
        self.absorb()
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
        self.absorb()
        with self._lock:
            return {"now": time.time(), "masks": [describe(m) for m in self._masks]}


class InputGuard:
    """pyautogui's typing and key functions, telling the masks first: the text a function types
    (`typing`), and a key combination that pastes (`pasting`, the clipboard read by `read_clipboard`).
    Keys held down by keyDown count for later presses until their keyUp."""

    def __init__(self, masks: SecretMasks, read_clipboard: Callable[[], Any]) -> None:
        self.masks = masks
        self.read_clipboard = read_clipboard
        self.held: set[str] = set()
        self._lock = threading.Lock()

    def wrap(self, name: str, fn: Callable) -> Callable:
        """`fn` (pyautogui's function `name`), guarded; other functions as they are."""
        if name not in TYPING_FUNCTIONS and name not in KEY_FUNCTIONS:
            return fn

        def guarded(*args, **kwargs):
            self.before(name, args, kwargs)
            try:
                return fn(*args, **kwargs)
            finally:
                if name == "keyUp":
                    with self._lock:
                        self.held.discard(str(args[0] if args else kwargs.get("key", "")).lower())

        guarded.__doc__ = getattr(fn, "__doc__", None)
        return guarded

    def before(self, name: str, args: tuple, kwargs: dict) -> None:
        if name in TYPING_FUNCTIONS:
            self.masks.typing(args[0] if args else kwargs.get("message"))
            return
        if name in HOTKEY_FUNCTIONS:
            keys = hotkey_keys(args)
        else:
            first = args[0] if args else kwargs.get("keys" if name == "press" else "key")
            keys = list(first) if isinstance(first, (list, tuple)) else [first]
        with self._lock:
            held = set(self.held)
            if name == "keyDown":
                self.held.update(str(k).lower() for k in keys)
        if name != "keyUp" and pastes(keys, held):
            self.masks.pasting(self.read_clipboard)


def hotkey_keys(args: tuple) -> list:
    """The keys hotkey (and shortcut) press, as PyAutoGUI 0.9.54 takes them: its arguments, or the keys of
    a first argument that is a list or tuple (any sequence but a string), the rest then left out."""
    if args and isinstance(args[0], Sequence) and not isinstance(args[0], str):
        return list(args[0])
    return list(args)


def read_clipboard() -> str:
    """The clipboard's text, through pyperclip (xclip or xsel on X11, pbpaste on macOS, the Win32
    clipboard on Windows); raises when it cannot be read."""
    import pyperclip  # noqa: WPS433 - imported when a paste is guarded

    return pyperclip.paste()


def describe(m: dict) -> dict:
    return {k: m[k] for k in ("x", "y", "width", "height", "why", "since", "until")}


def shared_mask(line: bytes) -> dict | None:
    """A mask from a line of the masks file (written by another process: checked, bounded), or None."""
    try:
        m = json.loads(line)
    except ValueError:
        return None
    if not isinstance(m, dict):
        return None
    box = [m.get(k) for k in ("x", "y", "width", "height")]
    if not all(isinstance(v, int) and not isinstance(v, bool) and -(1 << 20) < v < (1 << 20) for v in box) or box[2] < 0 or box[3] < 0:
        return None
    since = m.get("since")
    if not isinstance(since, (int, float)) or isinstance(since, bool):
        return None
    role, why = m.get("role"), m.get("why")
    return {
        "x": box[0], "y": box[1], "width": box[2], "height": box[3],
        "role": role[:100] if isinstance(role, str) else "",
        "why": why[:200] if isinstance(why, str) else TYPED,
        "since": float(since), "until": None,
    }
