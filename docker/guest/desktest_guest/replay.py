"""The helpers a codified replay script calls (`desktest codify`, `desktest record`), on whatever desktop
it runs in: typing (Unicode), checks of the screen against the recorded screenshots, assertions that a
recorded click's element is there, finding a recorded click's element where it is now and clicking it
there, secret placeholders (and masks over the fields a secret is typed or pasted into), the agent's bash
blocks, and the screenshot each step leaves. Each goes
through this machine's platform adapter (platform/: Linux X11, macOS, Windows), as the agent's own ops do.

A script uses them as

    from desktest_guest.replay import check_screen, find_target, follow_targets, mask_secrets, run_bash, save_screen, type_text

Per step, a script that follows its targets prints one line saying how the step found what it acted on
(PROTOCOL.md, "Replay output"):

    REPLAY_TARGET:<step>:{"found_by": "element", ...}      the recorded element, looked up where it is now
    REPLAY_TARGET:<step>:{"found_by": "coordinates", ...}  the recorded coordinates (no identity recorded)

and a step whose check does not hold prints, before the script ends with status 1,

    REPLAY_DIVERGED:{"kind": "target" | "screen", "message": ..., ...}

The engine runs a replay with this package on the module path, in the session's home, and tells it, in the
environment: DESKTEST_HOME (the session's home: recorded screenshots are relative to it) and
DESKTEST_REPLAY_SCREENS (the folder the steps' screenshots go to, which the engine copies out).
"""

from __future__ import annotations

import functools
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from typing import Any, Callable, Mapping, NamedTuple

from .act_context import ActContext
from .imaging import compare_images
from .processes import group_popen_kwargs, kill_tree
from .protocol import Unavailable
from .secret_masks import KEY_FUNCTIONS, SHARED_MASKS_ENV, TYPING_FUNCTIONS, InputGuard, SecretMasks, read_clipboard

#: a typed secret, as recorded: {{name}}
PLACEHOLDER = re.compile(r"\{\{(.*?)\}\}")
#: how long assert_target waits for the element by default, and between looks
TARGET_TIMEOUT_S = 10.0
TARGET_POLL_S = 0.25
#: the pyautogui functions whose first arguments are a point on the screen (at argument 0: x or (x, y))
POINTER_AT_0 = ("click", "doubleClick", "tripleClick", "rightClick", "middleClick", "moveTo", "dragTo", "mouseDown", "mouseUp")
#: ... and those whose point follows another argument (scroll(clicks, x, y))
POINTER_AT_1 = ("scroll", "hscroll", "vscroll")
#: the roles of the containers a target's path names (its application and its window)
WINDOW_TAGS = ("frame", "dialog", "window")
#: how far (in the script's coordinates) a pointer call may be from a recorded target's point and still be
#: the call that acts on it (rounding of scaled coordinates)
POINT_SLACK = 1.0
#: the settle wait before a screen check (the reference's fixed 0.5 s)
SETTLE_S = 0.5
#: how long a bash block may run: the agent's step timeout (src/agent/agent-loop.ts, stepTimeoutMs)
BASH_TIMEOUT_S = 90.0
#: what the engine adds to a replay's environment and the agent's commands do not have
#: (src/evaluate/replay/run-replay-script.ts): a bash block runs without them, as the agent's did
REPLAY_ONLY_ENV = ("DESKTEST_HOME", "DESKTEST_REPLAY_SCREENS")


class ReplayCheckFailed(SystemExit):
    """A replay's check failed: the script ends with exit status 1 and this message (no traceback)."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


class Element(NamedTuple):
    """An accessible element as the desktest TSV has it (PROTOCOL.md: tag, name, position, size), and its
    path: `role:name` of the application it belongs to and of the window it is in (the last frame, dialog
    or window row before it in the tree's order), as src/artifacts/a11y-target.ts records it."""

    role: str
    name: str
    x: int
    y: int
    width: int
    height: int
    path: tuple = ()

    def contains(self, x: float, y: float) -> bool:
        return self.x <= x < self.x + self.width and self.y <= y < self.y + self.height

    def center(self) -> tuple[float, float]:
        return self.x + self.width / 2, self.y + self.height / 2


def agent_environment(env: Mapping[str, str]) -> dict[str, str]:
    """The environment the agent's commands have, from a replay's: without the variables the engine adds
    for the replay, and PYTHONPATH as it was before the engine put the guest package in front of it."""
    out = {k: v for k, v in env.items() if k not in REPLAY_ONLY_ENV}
    guest = env.get("DESKTEST_GUEST_DIR")
    parts = out.get("PYTHONPATH", "").split(os.pathsep)
    if guest and parts[0] == guest:
        if len(parts) > 1:
            out["PYTHONPATH"] = os.pathsep.join(parts[1:])
        else:
            del out["PYTHONPATH"]
    return out


def selector_matches(entry: dict, e: Element) -> bool:
    """A visual.ignore selector ({role, name | name_pattern}) and an element: the role is the TSV's tag."""
    if str(entry.get("role", "")).lower() != e.role.lower():
        return False
    if "name" in entry:
        return e.name == entry["name"]
    try:
        return re.search(str(entry.get("name_pattern", "")), e.name) is not None
    except re.error:
        return False


def mask_regions(img, regions: list[tuple[int, int, int, int]], points: tuple[int, int]):
    """A copy of `img` with the regions (screen units: `points` is the screen's size in them) filled grey."""
    from PIL import ImageDraw

    sx, sy = img.size[0] / max(1, points[0]), img.size[1] / max(1, points[1])
    img = img.copy()
    draw = ImageDraw.Draw(img)
    for x, y, w, h in regions:
        draw.rectangle([int(x * sx), int(y * sy), int((x + w) * sx) - 1, int((y + h) * sy) - 1], fill=(127, 127, 127))
    return img


def parse_elements(tsv: str) -> list[Element]:
    """The on-screen elements of a desktest accessibility TSV, in its depth-first order: rows with a
    position and a size of more than one unit, applications left out (their box is no target), each with
    its path (its application's and its window's `role:name`)."""
    out: list[Element] = []
    app: str | None = None
    window: str | None = None
    for line in tsv.split("\n")[1:]:
        cells = line.split("\t")
        if len(cells) < 7:
            continue
        name = cells[1].replace("\\n", " ").strip()
        if cells[0] == "application":
            app, window = f"application:{name}", None
            continue
        if cells[0] in WINDOW_TAGS:
            window = f"{cells[0]}:{name}"
        try:
            x, y = (int(float(v)) for v in cells[5].split(","))
            w, h = (int(float(v)) for v in cells[6].split(","))
        except ValueError:
            continue
        if w <= 1 or h <= 1 or x < -1_000_000:
            continue
        path = tuple(p for p in (app, window) if p is not None and p != f"{cells[0]}:{name}")
        out.append(Element(cells[0], name, x, y, w, h, path))
    return out


def rank_candidates(elements: list[Element], role: str, name: str, path, point: tuple[float, float]) -> list[Element]:
    """The elements that are the recorded one's identity (its role and name), best first: those in the
    recorded application and window before the others, then the nearest to where it was recorded."""
    want = tuple(path or ())
    same = [e for e in elements if e.role == role and e.name == name]

    def key(e: Element):
        shared = sum(1 for p in want if p in e.path)
        cx, cy = e.center()
        return (-shared, (cx - point[0]) ** 2 + (cy - point[1]) ** 2)

    return sorted(same, key=key)


def moved_point(point: tuple[float, float], box, element: Element) -> tuple[float, float]:
    """Where a point recorded on an element (screen units) is on the element now: at the same place
    relative to its box (a resized element stretches the offset), kept inside it; its center when the
    recorded box is unknown."""
    if not box or len(box) != 4 or box[2] <= 0 or box[3] <= 0:
        return element.center()
    bx, by, bw, bh = (float(v) for v in box)
    fx = min(max((point[0] - bx) / bw, 0.0), 1.0)
    fy = min(max((point[1] - by) / bh, 0.0), 1.0)
    x = element.x + min(fx * element.width, element.width - 1)
    y = element.y + min(fy * element.height, element.height - 1)
    return x, y


def pointer_point(args: tuple, kwargs: dict, first: int):
    """The absolute point a pyautogui call is given, as (x, y) numbers, or None (no point, or an image)."""
    if len(args) > first and isinstance(args[first], (tuple, list)) and len(args[first]) >= 2:
        x, y = args[first][0], args[first][1]
    else:
        x = args[first] if len(args) > first else kwargs.get("x")
        y = args[first + 1] if len(args) > first + 1 else kwargs.get("y")
    if not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in (x, y)):
        return None
    return float(x), float(y)


def with_point(args: tuple, kwargs: dict, first: int, point: tuple[int, int]) -> tuple[tuple, dict]:
    """The call's arguments with its point replaced (wherever the call gave it)."""
    args, kwargs = list(args), dict(kwargs)
    if len(args) > first and isinstance(args[first], (tuple, list)):
        args[first] = (point[0], point[1])
        return tuple(args), kwargs
    for i, key, value in ((first, "x", point[0]), (first + 1, "y", point[1])):
        if len(args) > i:
            args[i] = value
        else:
            kwargs[key] = value
    return tuple(args), kwargs


def fill_placeholders(text: str, env: Mapping[str, str]) -> str:
    """Each {{name}} as the value of DESKTEST_SECRET_<name>, which every desktop of a task with secrets
    has; a secret without a value ends the replay, naming it (never a value)."""

    def value(match: re.Match) -> str:
        variable = "DESKTEST_SECRET_" + match.group(1)
        if variable not in env:
            raise ReplayCheckFailed(
                f"the secret {{{{{match.group(1)}}}}} has no value in this desktop ({variable} is not set): "
                "declare it in the task's secrets and give it a value when running"
            )
        return env[variable]

    return PLACEHOLDER.sub(value, text)


def fill_known_placeholders(text: str, env: Mapping[str, str]) -> str:
    """Each {{name}} whose DESKTEST_SECRET_<name> is set as its value; any other {{...}} left as it is."""
    return PLACEHOLDER.sub(lambda m: env.get("DESKTEST_SECRET_" + m.group(1), m.group(0)), text)


class ReplayDesktop:
    """The desktop a replay script drives: its platform adapter and accessibility layer (loaded on first
    use; tests pass their own), the environment the engine set, and the clock."""

    def __init__(
        self,
        platform: Any = None,
        accessibility: Any = None,
        env: Mapping[str, str] | None = None,
        sleep: Callable[[float], None] = time.sleep,
        clock: Callable[[], float] = time.monotonic,
        out: Any = None,
        err: Any = None,
    ):
        self._platform = platform
        self._accessibility = accessibility
        self.env = os.environ if env is None else env
        self.sleep = sleep
        self.clock = clock
        self.out = out
        self.err = err
        #: this step's target, once found: (the recorded point, the point now, what the report says)
        self._target: tuple | None = None
        #: pointer calls this step made at a point (followed or not)
        self._pointer_calls = 0
        self._secrets: SecretMasks | None = None

    # -- what the engine set

    @property
    def platform(self) -> Any:
        if self._platform is None:
            from .platform import load_platform

            self._platform = load_platform()
        return self._platform

    @property
    def accessibility(self) -> Any:
        if self._accessibility is None:
            from .platform import load_accessibility_backend

            self._accessibility = load_accessibility_backend(self.platform.key)
        return self._accessibility

    @property
    def secrets(self) -> SecretMasks:
        """The fields this replay typed or pasted a secret into (the task's secrets: DESKTEST_SECRET_*),
        painted over in its screenshots and published to the guest agent (DESKTEST_MASKS_FILE), whose
        screenshots and the host's video mask them too (secret_masks.py)."""
        if self._secrets is None:
            self._secrets = SecretMasks(lambda: self.accessibility.focused(3000), share_with=self.env.get(SHARED_MASKS_ENV) or None)
            self._secrets.set_values([v for k, v in self.env.items() if k.startswith("DESKTEST_SECRET_")])
        return self._secrets

    def home(self) -> str:
        """The session's home (where apps are deployed and the recorded screenshots are uploaded)."""
        return self.env.get("DESKTEST_HOME") or os.path.expanduser("~")

    def screens_dir(self) -> str:
        return self.env.get("DESKTEST_REPLAY_SCREENS") or tempfile.gettempdir()

    def say(self, line: str) -> None:
        print(line, file=self.out or sys.stdout, flush=True)

    # -- the helpers

    def type_text(self, text: str, delay_ms: float = 12) -> None:
        """Type a text as the agent's type_text does on this platform (Unicode, line breaks as Return); a
        text holding a secret masks the focused field first."""
        self.secrets.typing(text)
        self.platform.type_text_function(ActContext())(text, delay_ms)

    def type_text_with_secrets(self, text: str, delay_ms: float = 12) -> None:
        """type_text with each {{name}} placeholder typed as the secret's value."""
        if not isinstance(text, str):
            raise TypeError("type_text() expects a string")
        self.type_text(fill_placeholders(text, self.env), delay_ms)

    def check_screen(self, expected: str, threshold: float = 0.95, settle_s: float = SETTLE_S) -> float:
        """After `settle_s`, the screen is like the recorded screenshot `expected` (a path relative to the
        session's home, or absolute): imaging.compare_images's similarity at least `threshold`. Returns
        the similarity; ends the replay with both sizes or the similarity when it is not."""
        from PIL import Image

        path = expected if os.path.isabs(expected) else os.path.join(self.home(), expected)
        self.sleep(settle_s)
        try:
            with Image.open(path) as recorded:
                want = recorded.convert("RGB")
        except OSError as e:
            raise ReplayCheckFailed(
                f"the recorded screen {path} cannot be read ({e}): run the replay with its screenshots folder "
                "(the task's replay_screenshots_dir, set by `desktest codify --with-screenshots --overwrite`)"
            ) from None
        # a field that received a secret is masked on both sides (a recorded screen from an agent's run has
        # it masked already)
        want, actual = self.secrets.paint(want), self.secrets.paint(self.platform.grab_image().convert("RGB"))
        regions = self.ignored_regions()
        if regions:
            points = self.platform.screen_size()
            want, actual = mask_regions(want, regions, points), mask_regions(actual, regions, points)
        result = compare_images(want, actual, threshold)
        if result["size_mismatch"]:
            (ew, eh), (aw, ah) = result["expected_size"], result["actual_size"]
            self.diverge(
                f"the screen ({aw}x{ah}) does not have the shape of the recorded {expected} ({ew}x{eh}): "
                "replay at the resolution the steps were recorded at (--resolution)",
                kind="screen", expected=expected, threshold=threshold, similarity=None,
            )
        self.say(f"Similarity: {result['similarity']:.4f} (threshold: {threshold})")
        if not result["passed"]:
            self.diverge(
                f"the screen differs from the recorded {expected}: similarity {result['similarity']:.4f} is below "
                f"the threshold {threshold}",
                kind="screen", expected=expected, threshold=threshold, similarity=round(result["similarity"], 4),
            )
        return result["similarity"]

    def diverge(self, message: str, kind: str, **detail: Any) -> None:
        """End the replay at a step whose check does not hold: a REPLAY_DIVERGED line with what was expected
        and what is there (for the engine: which check, and why), then ReplayCheckFailed with `message`."""
        self.say("REPLAY_DIVERGED:" + json.dumps({"kind": kind, "message": message, **detail}, sort_keys=True))
        raise ReplayCheckFailed(message)

    def ignored_regions(self) -> list[tuple[int, int, int, int]]:
        """The regions the task's visual.ignore leaves out of screen checks (DESKTEST_VISUAL_IGNORE, JSON
        set by the host): rectangles as they are, accessibility selectors found in the tree now (every
        matching element), each said in the output with why."""
        try:
            entries = json.loads(self.env.get("DESKTEST_VISUAL_IGNORE") or "[]")
        except ValueError:
            entries = []
        regions: list[tuple[int, int, int, int]] = []
        elements: list[Element] | None = None
        for entry in entries if isinstance(entries, list) else []:
            if not isinstance(entry, dict):
                continue
            reason = entry.get("reason") or "ignored by the task file"
            if "role" not in entry:
                box = tuple(int(entry.get(k, 0)) for k in ("x", "y", "width", "height"))
                regions.append(box)  # type: ignore[arg-type]
                self.say(f"Ignored: rectangle {box[0]},{box[1]} {box[2]}x{box[3]} ({reason})")
                continue
            if elements is None:
                try:
                    elements = self.elements()
                except (ImportError, Unavailable) as e:
                    self.say(f"warning: no accessibility layer in this desktop ({e}); ignore selectors not applied")
                    elements = []
            for e in elements:
                if selector_matches(entry, e):
                    regions.append((e.x, e.y, e.width, e.height))
                    self.say(f"Ignored: {e.role} {e.name!r} at {e.x},{e.y} {e.width}x{e.height} ({reason})")
        return regions

    def elements(self) -> list[Element]:
        """The desktop's accessible elements now (the whole tree, up to 20000 of them, within 10 s); a field
        that received a secret and is no longer there is no longer masked."""
        tsv = self.accessibility.tsv(20000, 0, 10000, False)["tsv"]
        self.secrets.field_changed(tsv)
        return parse_elements(tsv)

    def assert_target(self, x: float, y: float, role: str, name: str, timeout: float = TARGET_TIMEOUT_S) -> None:
        """The recorded click's element is there: an accessible element with this role and name under
        (x, y), waited for up to `timeout` seconds; what is there (innermost last) when it is not. A
        desktop without an accessibility layer (its library missing, or unavailable) is warned about and
        not checked."""
        end = self.clock() + timeout
        while True:
            try:
                found = [e for e in self.elements() if e.contains(x, y)]
            except (ImportError, Unavailable) as e:
                self.say(f"warning: no accessibility layer in this desktop ({e}); not checking the {role} {name!r} at ({x}, {y})")
                return
            if any(e.role == role and e.name == name for e in found):
                return
            if self.clock() >= end:
                there = ", ".join(f"{e.role} {e.name!r}" for e in found[-5:]) or "nothing accessible"
                raise ReplayCheckFailed(f"expected the {role} {name!r} at ({x}, {y}); found there: {there}")
            self.sleep(TARGET_POLL_S)

    def find_target(
        self,
        step: int,
        x: float,
        y: float,
        role: str,
        name: str,
        box: Any = None,
        path: Any = None,
        scale: float = 1.0,
        timeout: float = TARGET_TIMEOUT_S,
    ) -> tuple[float, float]:
        """Find the element step `step` acted on where it is now, and have the step's pointer calls at its
        recorded point (x, y), in the script's coordinates, act there instead (follow_targets): the
        accessible element with this role and name, in the recorded application and window when there are
        several (`path`), else the nearest to where it was; the point keeps its place on the element (the
        recorded `box`, screen units; `scale`: screen units per script unit). Waits up to `timeout` for it.

        An element without identity (no name), or a desktop without an accessibility layer, is clicked at
        the recorded coordinates, and the step says so. An element with identity that is not there ends
        the replay as a divergence, naming what is under the recorded point. Returns the point to act on,
        in the script's coordinates."""
        recorded = (float(x), float(y))
        on_screen = (recorded[0] * scale, recorded[1] * scale)
        report: dict[str, Any] = {"role": role, "name": name, "recorded": [round(recorded[0]), round(recorded[1])]}
        if not name:
            return self._follow(recorded, recorded, {"found_by": "coordinates", "reason": "no identity", **report})
        end = self.clock() + timeout
        while True:
            try:
                elements = self.elements()
            except (ImportError, Unavailable) as e:
                self.say(f"warning: no accessibility layer in this desktop ({e}); clicking the {role} {name!r} at its recorded ({x}, {y})")
                return self._follow(recorded, recorded, {"found_by": "coordinates", "reason": "no accessibility layer", **report})
            ranked = rank_candidates(elements, role, name, path, on_screen)
            if ranked:
                element = ranked[0]
                sx, sy = moved_point(on_screen, box, element)
                now = (sx / scale, sy / scale)
                found = {
                    "found_by": "element",
                    **report,
                    "at": [round(now[0]), round(now[1])],
                    "box": [element.x, element.y, element.width, element.height],
                    "path": list(element.path),
                    "candidates": len(ranked),
                }
                return self._follow(recorded, now, found)
            if self.clock() >= end:
                there = [f"{e.role} {e.name!r}" for e in elements if e.contains(*on_screen)][-5:]
                self.diverge(
                    f"the {role} {name!r} (recorded at ({x}, {y})"
                    + (f" in {' / '.join(path)}" if path else "")
                    + f") is not on the screen; at its recorded place: {', '.join(there) or 'nothing accessible'}",
                    kind="target",
                    expected={"role": role, "name": name, "path": list(path or ()), "recorded": report["recorded"]},
                    found_there=there,
                )
            self.sleep(TARGET_POLL_S)

    def _follow(self, recorded: tuple[float, float], now: tuple[float, float], report: dict) -> tuple[float, float]:
        self._target = (recorded, now, report)
        return now

    def follow(self, point: tuple[float, float]):
        """Where a pointer call of this step at `point` (script coordinates) goes: the found target's
        place when the point is its recorded one, else None (as given)."""
        self._pointer_calls += 1
        if self._target is None:
            return None
        (rx, ry), (nx, ny), report = self._target
        if abs(point[0] - rx) > POINT_SLACK or abs(point[1] - ry) > POINT_SLACK:
            return None
        report["followed"] = report.get("followed", 0) + 1
        return round(nx), round(ny)

    def follow_targets(self, pyautogui: Any) -> None:
        """Route the pointer calls of `pyautogui` (the module the script imported) through `follow`: a call
        at a found target's recorded point acts where the target is now. Calls a script made with other
        points, relative moves and calls without a point are left as they are."""
        for names, first in ((POINTER_AT_0, 0), (POINTER_AT_1, 1)):
            for fname in names:
                fn = getattr(pyautogui, fname, None)
                if fn is None or getattr(fn, "_desktest_follows", False):
                    continue
                setattr(pyautogui, fname, self._following(fn, first))

    def _following(self, fn: Callable, first: int) -> Callable:
        @functools.wraps(fn)
        def call(*args: Any, **kwargs: Any) -> Any:
            point = pointer_point(args, kwargs, first)
            if point is not None:
                moved = self.follow(point)
                if moved is not None:
                    args, kwargs = with_point(args, kwargs, first, moved)
            return fn(*args, **kwargs)

        call._desktest_follows = True  # type: ignore[attr-defined]
        return call

    def mask_secrets(self, pyautogui: Any) -> None:
        """Guard the typing and key functions of `pyautogui` (the module the script imported): text holding
        a secret, and a paste while the clipboard holds one, mask the focused field first (InputGuard). Every
        codified script calls it (a step without a {{name}} may paste a secret that setup or the app put on
        the clipboard); without secrets (no DESKTEST_SECRET_<name>) it leaves pyautogui as it is."""
        if not self.secrets.has_values:
            return
        guard = InputGuard(self.secrets, read_clipboard)
        for fname in TYPING_FUNCTIONS + KEY_FUNCTIONS:
            fn = getattr(pyautogui, fname, None)
            if fn is None or getattr(fn, "_desktest_masks", False):
                continue
            guarded = guard.wrap(fname, fn)
            guarded._desktest_masks = True  # type: ignore[attr-defined]
            setattr(pyautogui, fname, guarded)

    def report_step(self, step: int) -> dict | None:
        """Say how step `step` found what it acted on (a REPLAY_TARGET line), and the fields it masked
        because a secret went into them (a REPLAY_MASKED line), and start the next step afresh:
        by its element, or by coordinates (its target had no identity, or it acted at a point without a
        recorded target). Nothing for a step that did not act on the screen at a point."""
        report = None
        if self._target is not None:
            report = self._target[2]
        elif self._pointer_calls:
            report = {"found_by": "coordinates", "reason": "no recorded target"}
        self._target, self._pointer_calls = None, 0
        if report is not None:
            self.say(f"REPLAY_TARGET:{int(step)}:" + json.dumps(report, sort_keys=True))
        masked = self._secrets.new_masks() if self._secrets is not None else []
        if masked:
            regions = [{k: m[k] for k in ("x", "y", "width", "height", "why")} for m in masked]
            self.say(f"REPLAY_MASKED:{int(step)}:" + json.dumps(regions, sort_keys=True))
        return report

    def run_bash(self, code: str, timeout: float = BASH_TIMEOUT_S) -> int:
        """Run one of the agent's bash blocks as the agent's bash tool did (agent-loop's executeTurn, the
        guest's `run` op): `bash` reading the block on its standard input, in its own session, in the
        session's home, with the agent's environment; its output goes to this script's standard error (never
        standard output, where the replay's markers are), and a non-zero exit status is said there and stops
        nothing, as it stopped nothing for the agent. A block still running after `timeout` seconds is
        killed with everything it started and ends the replay, as a timeout was a failed step for the
        agent; so does a bash that cannot start. Each {{name}} of a secret this desktop has a value for
        (DESKTEST_SECRET_<name>) is its value, as typed text's are; other braces (a template's {{.Id}})
        are bash's. Returns the exit status."""
        if not isinstance(code, str):
            raise TypeError("run_bash() expects the block as a string")
        code = fill_known_placeholders(code, self.env)
        err = self.err or sys.stderr
        try:
            err.flush()
        except (AttributeError, OSError, ValueError):
            pass
        try:
            target = err.fileno()
        except (AttributeError, OSError, ValueError):
            target = subprocess.PIPE  # an output without a descriptor (tests): collected and written to it
        try:
            proc = subprocess.Popen(
                ["bash"],
                stdin=subprocess.PIPE,
                stdout=target,
                stderr=subprocess.STDOUT,
                cwd=self.home(),
                env=agent_environment(self.env),
                close_fds=True,
                **group_popen_kwargs(),
            )
        except OSError as e:
            raise ReplayCheckFailed(f"the bash block cannot run in this desktop: {e}") from None
        try:
            out, _ = proc.communicate(code.encode("utf-8", "replace"), timeout=timeout)
        except subprocess.TimeoutExpired:
            kill_tree(proc.pid)
            proc.wait()
            raise ReplayCheckFailed(
                f"a bash block ran longer than {timeout:g} seconds and was stopped (the agent's bash tool allows "
                "as long as its step timeout): the desktop no longer behaves as when the steps were recorded"
            ) from None
        if out:
            err.write(out.decode("utf-8", "replace"))
        status = proc.returncode if proc.returncode >= 0 else 128 - proc.returncode
        if status:
            print(f"bash block exited with status {status} (not a failure, as for the agent)", file=err, flush=True)
        return status

    def save_screen(self, step: int) -> str | None:
        """The screen after a step, as replay_step_NNN.png in the replay's screens folder (the engine
        copies it to the artifacts), after the step's REPLAY_TARGET line (report_step). A screen that
        cannot be taken is warned about, not fatal."""
        self.report_step(step)
        path = os.path.join(self.screens_dir(), f"replay_step_{int(step):03d}.png")
        try:
            image = self.secrets.paint(self.platform.grab_image())
            os.makedirs(os.path.dirname(path), exist_ok=True)
            image.save(path, "PNG", compress_level=1)
        except Exception as e:  # noqa: BLE001 (the reference's `scrot ... check=False`)
            print(f"warning: no screenshot after step {step}: {e}", file=sys.stderr, flush=True)
            return None
        return path


_desktop: ReplayDesktop | None = None


def desktop() -> ReplayDesktop:
    """This script's desktop (made on first use)."""
    global _desktop
    if _desktop is None:
        _desktop = ReplayDesktop()
    return _desktop


def type_text(text: str, delay_ms: float = 12) -> None:
    desktop().type_text(text, delay_ms)


def type_text_with_secrets(text: str, delay_ms: float = 12) -> None:
    desktop().type_text_with_secrets(text, delay_ms)


def check_screen(expected: str, threshold: float = 0.95) -> float:
    return desktop().check_screen(expected, threshold)


def assert_target(x: float, y: float, role: str, name: str, timeout: float = TARGET_TIMEOUT_S) -> None:
    desktop().assert_target(x, y, role, name, timeout)


def find_target(step: int, x: float, y: float, role: str, name: str, box: Any = None, path: Any = None,
                scale: float = 1.0, timeout: float = TARGET_TIMEOUT_S) -> tuple[float, float]:
    return desktop().find_target(step, x, y, role, name, box, path, scale, timeout)


def follow_targets(pyautogui: Any) -> None:
    desktop().follow_targets(pyautogui)


def mask_secrets(pyautogui: Any) -> None:
    desktop().mask_secrets(pyautogui)


def run_bash(code: str, timeout: float = BASH_TIMEOUT_S) -> int:
    return desktop().run_bash(code, timeout)


def save_screen(step: int) -> str | None:
    return desktop().save_screen(step)
