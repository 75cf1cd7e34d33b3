"""The helpers a codified replay script calls (`desktest codify`, `desktest record`), on whatever desktop
it runs in: typing (Unicode), checks of the screen against the recorded screenshots, assertions that a
recorded click's element is there, secret placeholders, the agent's bash blocks, and the screenshot each
step leaves. Each goes
through this machine's platform adapter (platform/: Linux X11, macOS, Windows), as the agent's own ops do.

A script uses them as

    from desktest_guest.replay import assert_target, check_screen, run_bash, save_screen, type_text

The engine runs a replay with this package on the module path, in the session's home, and tells it, in the
environment: DESKTEST_HOME (the session's home: recorded screenshots are relative to it) and
DESKTEST_REPLAY_SCREENS (the folder the steps' screenshots go to, which the engine copies out).
"""

from __future__ import annotations

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

#: a typed secret, as recorded: {{name}}
PLACEHOLDER = re.compile(r"\{\{(.*?)\}\}")
#: how long assert_target waits for the element by default, and between looks
TARGET_TIMEOUT_S = 10.0
TARGET_POLL_S = 0.25
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
    """An accessible element as the desktest TSV has it (PROTOCOL.md: tag, name, position, size)."""

    role: str
    name: str
    x: int
    y: int
    width: int
    height: int

    def contains(self, x: float, y: float) -> bool:
        return self.x <= x < self.x + self.width and self.y <= y < self.y + self.height


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


def parse_elements(tsv: str) -> list[Element]:
    """The on-screen elements of a desktest accessibility TSV, in its depth-first order: rows with a
    position and a size of more than one unit, applications left out (their box is no target)."""
    out: list[Element] = []
    for line in tsv.split("\n")[1:]:
        cells = line.split("\t")
        if len(cells) < 7 or cells[0] == "application":
            continue
        try:
            x, y = (int(float(v)) for v in cells[5].split(","))
            w, h = (int(float(v)) for v in cells[6].split(","))
        except ValueError:
            continue
        if w <= 1 or h <= 1 or x < -1_000_000:
            continue
        out.append(Element(cells[0], cells[1].replace("\\n", " ").strip(), x, y, w, h))
    return out


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

    def home(self) -> str:
        """The session's home (where apps are deployed and the recorded screenshots are uploaded)."""
        return self.env.get("DESKTEST_HOME") or os.path.expanduser("~")

    def screens_dir(self) -> str:
        return self.env.get("DESKTEST_REPLAY_SCREENS") or tempfile.gettempdir()

    def say(self, line: str) -> None:
        print(line, file=self.out or sys.stdout, flush=True)

    # -- the helpers

    def type_text(self, text: str, delay_ms: float = 12) -> None:
        """Type a text as the agent's type_text does on this platform (Unicode, line breaks as Return)."""
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
        result = compare_images(want, self.platform.grab_image().convert("RGB"), threshold)
        if result["size_mismatch"]:
            (ew, eh), (aw, ah) = result["expected_size"], result["actual_size"]
            raise ReplayCheckFailed(
                f"the screen ({aw}x{ah}) does not have the shape of the recorded {expected} ({ew}x{eh}): "
                "replay at the resolution the steps were recorded at (--resolution)"
            )
        self.say(f"Similarity: {result['similarity']:.4f} (threshold: {threshold})")
        if not result["passed"]:
            raise ReplayCheckFailed(
                f"the screen differs from the recorded {expected}: similarity {result['similarity']:.4f} is below "
                f"the threshold {threshold}"
            )
        return result["similarity"]

    def elements(self) -> list[Element]:
        """The desktop's accessible elements now (the whole tree, up to 20000 of them, within 10 s)."""
        return parse_elements(self.accessibility.tsv(20000, 0, 10000, False)["tsv"])

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

    def run_bash(self, code: str, timeout: float = BASH_TIMEOUT_S) -> int:
        """Run one of the agent's bash blocks as the agent's bash tool did (agent-loop's executeTurn, the
        guest's `run` op): `bash` reading the block on its standard input, in its own session, in the
        session's home, with the agent's environment; its output goes to this script's standard error (never
        standard output, where the replay's markers are), and a non-zero exit status is said there and stops
        nothing, as it stopped nothing for the agent. A block still running after `timeout` seconds is
        killed with everything it started and ends the replay, as a timeout was a failed step for the
        agent; so does a bash that cannot start. Returns the exit status."""
        if not isinstance(code, str):
            raise TypeError("run_bash() expects the block as a string")
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
        copies it to the artifacts). A screen that cannot be taken is warned about, not fatal."""
        path = os.path.join(self.screens_dir(), f"replay_step_{int(step):03d}.png")
        try:
            image = self.platform.grab_image()
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


def run_bash(code: str, timeout: float = BASH_TIMEOUT_S) -> int:
    return desktop().run_bash(code, timeout)


def save_screen(step: int) -> str | None:
    return desktop().save_screen(step)
