"""The agent: the protocol's ops (PROTOCOL.md), each a thin handler over the module that does the work,
registered with the lane it runs in."""

from __future__ import annotations

import atexit
import base64
import importlib.util
import os
import sys
import threading
import time
import zlib
from typing import Any

from . import PROTOCOL_VERSION, VERSION
from .a11y_worker import A11yService
from .commands import SHARED_ENV, run_command
from .dispatcher import LANE_GUI, LANE_INLINE, LANE_PARALLEL, Dispatcher
from .environment import gather as gather_environment
from .files import list_tree, place, read_chunk, stat_path, write_chunk
from .frames import FrameStore
from .input_recording import EventBuffer, TypedText
from .imaging import compare_images, decode_image, encode_image, target_size, warm_encoders
from .log import log, now_ms
from .platform import Platform
from .processes import current_user
from .protocol import InvalidParams, NoScreen, Params, ProtocolError, Unavailable
from .sandbox import Sandbox
from .scratch import ScratchWindows, describe_open
from .secret_masks import SHARED_MASKS_ENV, InputGuard, SecretMasks, read_clipboard
from .server import Server
from .settling import default_quiet_ms, observe_when_settled, settle_on_changes
from .waiting import compile_re, settle_loop, window_matches

#: what this agent can do beyond protocol 2's first ops (the host checks before using them)
FEATURES = ("observe_settle", "settle_on_changes", "keep_frame", "a11y_apps", "scratch_window", "environment", "secret_masks")


class Agent:
    def __init__(self, platform: Platform, a11y: A11yService | None = None):
        self.platform = platform
        self.a11y = a11y or A11yService(platform.key)
        #: the fields that received a secret, painted over in every screenshot (secret_masks.py)
        self.secrets = SecretMasks(lambda: self.a11y.call("focused", 3000).get("focused"))
        self.sandbox = Sandbox(platform, guard=InputGuard(self.secrets, read_clipboard))
        self.frames = FrameStore()
        #: the screen's change count when the last accessibility tree was asked for (see settle())
        self._tree_changes: int | None = None
        self.server: Server | None = None
        self.started = time.monotonic()
        #: what prewarm_after started already
        self._warm_lock = threading.Lock()
        self._warmed_encoders = False
        self._warmed_pyautogui = False
        self._recording_lock = threading.Lock()
        self._recording: Any = None
        self._typed_text: TypedText | None = None
        self._recording_buffer: EventBuffer | None = None
        #: the windows `desktest selftest` types into (scratch_window)
        self.scratch = ScratchWindows()

    def dispatcher(self) -> Dispatcher:
        d = Dispatcher()
        for op, handler, lane in (
            ("ping", self.op_ping, LANE_INLINE),
            ("shutdown", self.op_shutdown, LANE_INLINE),
            # the desktop: one at a time, in arrival order
            ("observe", self.op_observe, LANE_GUI),
            ("act", self.op_act, LANE_GUI),
            ("settle", self.op_settle, LANE_GUI),
            ("windows", self.op_windows, LANE_GUI),
            ("compare", self.op_compare, LANE_GUI),
            # another encoding of a kept screenshot, while the desktop is driven on
            ("frame", self.op_frame, LANE_PARALLEL),
            # what the screens depend on besides the app (fonts, scale, locale…): tools, no screen access
            ("environment", self.op_environment, LANE_PARALLEL),
            ("a11y_xml", self.op_a11y_xml, LANE_GUI),
            ("terminal_text", self.op_terminal_text, LANE_GUI),
            ("a11y_apps", self.op_a11y_apps, LANE_GUI),
            ("scratch_window", self.op_scratch_window, LANE_GUI),
            ("secret_masks", self.op_secret_masks, LANE_GUI),
            # commands, files and the browser: concurrent
            ("run", self.op_run, LANE_PARALLEL),
            ("stat", self.op_stat, LANE_PARALLEL),
            ("place", self.op_place, LANE_PARALLEL),
            ("list_dir", self.op_list_dir, LANE_PARALLEL),
            ("read_file", self.op_read_file, LANE_PARALLEL),
            ("write_file", self.op_write_file, LANE_PARALLEL),
            ("browser_tabs", self.op_browser_tabs, LANE_PARALLEL),
            ("browser_open", self.op_browser_open, LANE_PARALLEL),
            # a person's input, recorded from the X server (desktest record)
            ("input_record", self.op_input_record, LANE_PARALLEL),
        ):
            d.register(op, handler, lane)
        return d

    def prewarm_worker(self) -> None:
        """Start the accessibility worker and import the accessibility libraries there, in the background:
        its own process, so it does not hold this one up, and the longest way to the first observation."""
        self.a11y.prewarm()

    def prewarm_worker_after(self, path: str, timeout_s: float = 120.0) -> None:
        """prewarm_worker() once `path` exists (looked for every 20 ms, for `timeout_s`): an agent started
        with its desktop, before the desktop's session and accessibility buses are up, whose worker would
        otherwise find no accessibility bus, or start a second one the apps never use. A request for a
        tree before then starts the worker itself."""

        def wait() -> None:
            end = time.monotonic() + timeout_s
            while not os.path.exists(path):
                if time.monotonic() >= end:
                    return
                time.sleep(0.02)
            self.prewarm_worker()

        threading.Thread(target=wait, name="prewarm-wait", daemon=True).start()

    def prewarm_after(self, op: str | None) -> None:
        """Server's `after_answer`: warm up this process's own libraries in a background thread each, once
        the answer they would have slowed has gone out. Their imports hold the interpreter: done at start
        they held the start-up ping (answered 300-380 ms after the agent's start instead of 70-100), and
        pyautogui's during the app's launch held the window polls and the first observation. So the image
        encoders (the first observation's) load after the first answer, and pyautogui (the first act's)
        is imported after the first observation, while the host asks its model."""
        with self._warm_lock:
            encoders = not self._warmed_encoders
            pyautogui = op == "observe" and not self._warmed_pyautogui
            self._warmed_encoders = True
            self._warmed_pyautogui = self._warmed_pyautogui or pyautogui
        if encoders:
            threading.Thread(target=warm_encoders, name="prewarm-encoders", daemon=True).start()
        if pyautogui:
            threading.Thread(target=self.sandbox.prewarm, name="prewarm-pyautogui", daemon=True).start()

    # -- ping, shutdown

    def op_ping(self, p: Params) -> dict:
        screen_error: dict | None = None
        try:
            w, h = self.platform.screen_size()
            screen: dict | None = {"width": w, "height": h}
        except NoScreen as e:
            screen, screen_error = None, e.describe()
        except Exception as e:
            screen, screen_error = None, {"reason": "error", "message": f"{type(e).__name__}: {e}"}
        if screen_error is not None:
            log("debug", f"ping: no screen: {screen_error['message']}")
        user, uid = current_user()
        return {
            "pong": True,
            "version": VERSION,
            "protocol": PROTOCOL_VERSION,
            "platform": self.platform.key,
            **self.platform.describe(),
            "screen": screen,
            **({"screen_error": screen_error} if screen_error is not None else {}),
            "executable": sys.executable,
            "pid": os.getpid(),
            "uid": uid,
            "user": user,
            "home": os.path.expanduser("~"),
            "python": sys.version.split()[0],
            "uptime_ms": now_ms(self.started),
            "ops": self.server.dispatcher.ops() if self.server else [],
            "features": list(FEATURES),
        }

    def op_environment(self, p: Params) -> dict:
        return gather_environment(self.platform)

    def op_shutdown(self, p: Params) -> dict:
        """Stop accepting requests, answer those in flight (up to 5 s), then answer this one; the transport
        exits after sending it."""
        drained = True
        if self.server is not None:
            self.server.stop_event.set()
            drained = self.server.drain(5.0)
        self.scratch.close_all()
        return {"bye": True, "drained": drained}

    # -- observe

    def op_observe(self, p: Params) -> dict:
        t0 = time.monotonic()
        want_shot = p.bool("screenshot", True)
        want_a11y = p.bool("a11y", True)
        fmt = p.str("format", "png", ("png", "jpeg", "jpg", "webp"))
        shot = {
            "fmt": "jpeg" if fmt == "jpg" else fmt,
            "quality": p.int("quality", None, 1, 100),
            "compress_level": p.int("compress_level", None, 0, 9),
            "scale": p.float("scale", 1.0, 0.01, 1.0),
            "max_w": p.int("max_width", None, 1),
            "max_h": p.int("max_height", None, 1),
            "keep": p.bool("keep_frame", False),
        }
        a11y = {
            "max_nodes": p.int("max_a11y_nodes", 10000, 0),
            "max_chars": p.int("a11y_max_chars", 40000, 0),
            "timeout_ms": p.int("a11y_timeout_ms", 15000, 1, 600000),
            "showing_only": p.bool("a11y_showing_only", False),
        }
        settle = p.raw("settle")
        if settle is not None and not isinstance(settle, dict):
            raise InvalidParams("'settle' must be an object (settle's parameters)")

        def observe() -> dict:
            return self.observe_once(shot if want_shot else None, a11y if want_a11y else None)

        if settle is None:
            result = observe()
        else:
            result, settled = self.when_settled(Params(settle), observe, want_a11y)
            result["settle"] = settled
        result["ms"] = now_ms(t0)
        return result

    def observe_once(self, shot: dict | None, a11y: dict | None) -> dict:
        """The screenshot and the accessibility tree, taken in parallel (the tree in the worker process)."""
        result: dict = {}
        box: dict = {}
        a11y_thread = None
        # The tree of a screen that has not changed since the last walk (nor any accessible: the worker
        # listens) is that walk's: the worker answers it again (linux_atspi.py).
        signal = self.platform.change_signal() if a11y is not None else None
        screen_changes = signal.snapshot()[0] if signal is not None and signal.alive else None
        if a11y is not None:
            self._tree_changes = screen_changes
        if a11y is not None:

            def do_a11y() -> None:
                try:
                    box["a11y"] = self.a11y.tsv(a11y["max_nodes"], a11y["max_chars"], a11y["timeout_ms"], a11y["showing_only"], screen_changes)
                except ProtocolError as e:
                    box["a11y_error"] = {"type": e.type, "message": str(e)}
                except Exception as e:
                    box["a11y_error"] = {"type": "a11y_error", "message": f"{type(e).__name__}: {e}"}

            a11y_thread = threading.Thread(target=do_a11y, name="observe-a11y", daemon=True)
            a11y_thread.start()
        if shot is not None:
            try:
                result["screenshot"] = self.screenshot(shot["fmt"], shot["quality"], shot["compress_level"], shot["scale"], shot["max_w"], shot["max_h"], shot["keep"])
            except ProtocolError as e:
                result["screenshot_error"] = {"type": e.type, "message": str(e)}
            except Exception as e:
                result["screenshot_error"] = {"type": "screenshot_error", "message": f"{type(e).__name__}: {e}"}
        try:
            result["pointer"] = self.platform.pointer()
        except Exception:
            result["pointer"] = None
        if a11y_thread is not None:
            a11y_thread.join()
            result.update(box)
            # a field that received a secret and is no longer there is no longer masked
            self.secrets.field_changed((box.get("a11y") or {}).get("tsv"))
        return result

    def screenshot(self, fmt: str, quality, compress_level, scale, max_w, max_h, keep: bool = False) -> dict:
        t0 = time.monotonic()
        img = self.secrets.paint(self.platform.grab_image())
        capture_ms = now_ms(t0)
        t1 = time.monotonic()
        ow, oh = img.size
        tw, th = target_size(ow, oh, scale, max_w, max_h)
        if (tw, th) != (ow, oh):
            from PIL import Image

            img = img.resize((tw, th), Image.BICUBIC, reducing_gap=2.0)
        data = encode_image(img, fmt, quality, compress_level)
        encode_ms = now_ms(t1)
        return {
            "data": base64.b64encode(data).decode("ascii"),
            "format": fmt,
            "width": tw,
            "height": th,
            "original_width": ow,
            "original_height": oh,
            "bytes": len(data),
            "capture_ms": capture_ms,
            "encode_ms": encode_ms,
            **({"frame_id": self.frames.keep(img)} if keep else {}),
        }

    def op_frame(self, p: Params) -> dict:
        """A kept screenshot in another encoding (the artifacts' PNG); the frame is no longer kept after."""
        frame_id = p.int("frame_id", None, 1)
        if frame_id is None:
            raise InvalidParams("'frame_id' (integer) is required")
        fmt = p.str("format", "png", ("png", "jpeg", "jpg", "webp"))
        fmt = "jpeg" if fmt == "jpg" else fmt
        img = self.frames.take(frame_id)
        t0 = time.monotonic()
        data = encode_image(img, fmt, p.int("quality", None, 1, 100), p.int("compress_level", None, 0, 9))
        w, h = img.size
        return {"data": base64.b64encode(data).decode("ascii"), "format": fmt, "width": w, "height": h, "bytes": len(data), "encode_ms": now_ms(t0)}

    # -- accessibility in other shapes

    def op_a11y_xml(self, p: Params) -> dict:
        timeout_ms = p.int("timeout_ms", 60000, 1, 600000)
        return self.a11y.call("osworld_xml", timeout_ms, max_nodes=p.int("max_nodes", 20000, 1, 200000))

    def op_a11y_apps(self, p: Params) -> dict:
        return self.a11y.call("applications", p.int("timeout_ms", 5000, 1, 600000))

    def op_terminal_text(self, p: Params) -> dict:
        return self.a11y.call("terminal_text", p.int("timeout_ms", 30000, 1, 600000))

    # -- the selftest's scratch window

    def op_scratch_window(self, p: Params) -> dict:
        """open: an empty text window of the platform's own (scratch.py), titled with a fresh name; close:
        that window, its process ended where it is the agent's, its file removed."""
        action = p.str("action", None, ("open", "close"))
        if action == "open":
            return describe_open(self.scratch.add(self.platform.open_scratch_window))
        if action == "close":
            name = p.str("name", None)
            if name is None:
                raise InvalidParams("'name' (the scratch window's, from open) is required")
            return self.scratch.close(name)
        raise InvalidParams("'action' is required: open or close")

    # -- act

    def op_act(self, p: Params) -> dict:
        code = p.str("code", None)
        if code is None:
            raise InvalidParams("'code' (string) is required")
        timeout_ms = p.int("timeout_ms", 90000, 1, 3600000)
        coord_scale = p.float("coord_scale", 1.0, 0.05, 20.0)
        result = self.sandbox.run(code, timeout_ms, coord_scale=coord_scale)
        masked = self.secrets.new_masks()
        if masked:
            result["masked"] = masked
        return result

    def op_secret_masks(self, p: Params) -> dict:
        """With `values`: the task's secrets, whose typing masks the field it goes into. Always: every mask
        so far ({x, y, width, height, why, since, until}; guest wall-clock seconds) and the time now."""
        values = p.raw("values")
        if values is not None:
            if not isinstance(values, list) or not all(isinstance(v, str) for v in values) or len(values) > 100:
                raise InvalidParams("'values' must be a list of at most 100 strings")
            self.secrets.set_values(values)
            if values and self.secrets.absorb_from is None:
                self.share_masks()
        return self.secrets.describe_all()

    def share_masks(self) -> None:
        """A file the programs this agent runs append their secrets' masks to (a replay script's typing,
        desktest_guest.replay), named to them as DESKTEST_MASKS_FILE: private to this user, removed when
        the agent exits."""
        import tempfile  # only for a task with secrets

        fd, path = tempfile.mkstemp(prefix="desktest-secret-masks-", suffix=".jsonl")
        os.close(fd)
        atexit.register(remove_quietly, path)
        self.secrets.absorb_from = path
        SHARED_ENV[SHARED_MASKS_ENV] = path

    # -- run

    def op_run(self, p: Params) -> dict:
        cmd = p.raw("cmd")
        if cmd is None:
            raise InvalidParams("'cmd' is required")
        stdin_s = p.str("stdin", None)
        stdin_b64 = p.str("stdin_b64", None)
        stdin_bytes = None
        if stdin_b64 is not None:
            try:
                stdin_bytes = base64.b64decode(stdin_b64, validate=True)
            except ValueError:
                raise InvalidParams("'stdin_b64' is not valid base64") from None
        elif stdin_s is not None:
            stdin_bytes = stdin_s.encode("utf-8")
        return run_command(
            cmd,
            timeout_ms=p.int("timeout_ms", 300000, 1, 24 * 3600 * 1000),
            env=p.raw("env"),
            user=p.raw("user"),
            cwd=p.str("cwd", None),
            stdin=stdin_bytes,
            binary=p.bool("binary", False),
            max_output_bytes=p.int("max_output_bytes", 8 << 20, 0, 256 << 20),
            detach=p.bool("detach", False),
            log_path=p.str("log", None),
        )

    # -- files

    def op_stat(self, p: Params) -> dict:
        return stat_path(p.str("path", None) or "", p.str("base", None))

    def op_place(self, p: Params) -> dict:
        return place(p.str("src", None) or "", p.str("dest", None) or "", p.str("base", None), p.int("mode", 0o644, 0, 0o7777))

    def op_list_dir(self, p: Params) -> dict:
        return list_tree(p.str("path", None) or "", p.str("base", None), p.int("max_entries", 100_000, 1, 1_000_000))

    def op_read_file(self, p: Params) -> dict:
        return read_chunk(p.str("path", None) or "", p.int("offset", 0, 0), p.int("length", 4 << 20, 0, 16 << 20), p.str("base", None))

    def op_write_file(self, p: Params) -> dict:
        data = p.str("data_b64", None)
        if data is None:
            raise InvalidParams("'data_b64' (string) is required")
        return write_chunk(p.str("path", None) or "", data, p.bool("append", False), p.int("mode", None, 0, 0o7777), p.str("base", None))

    # -- browser (Chrome's DevTools endpoint in the desktop)

    def op_browser_tabs(self, p: Params) -> dict:
        from .browser import DevTools  # urllib's HTTP stack: a tenth of the agent's start, for two ops

        tools = DevTools(p.int("port", 9222, 1, 65535))
        tools.wait_ready(p.int("attempts", 3, 1, 100), p.float("retry_s", 1.0, 0.0, 60.0))
        return {"tabs": tools.tabs()}

    def op_browser_open(self, p: Params) -> dict:
        urls = p.raw("urls")
        if not isinstance(urls, list) or not urls or len(urls) > 100 or not all(isinstance(u, str) for u in urls):
            raise InvalidParams("'urls' must be a list of 1 to 100 strings")
        from .browser import DevTools

        tools = DevTools(p.int("port", 9222, 1, 65535))
        tools.wait_ready(p.int("attempts", 15, 1, 100), p.float("retry_s", 5.0, 0.0, 60.0))
        return {"opened": tools.open_tabs(urls, p.float("load_s", 10.0, 0.0, 600.0))}

    # -- settle, windows, compare

    def op_settle(self, p: Params) -> dict:
        return self.settle(p, None)[1]

    def when_settled(self, p: Params, observe, tree: bool) -> tuple[dict, dict]:
        """(an observation of the settled screen, settle's answer): see settle(); `tree`: the observation
        includes the accessibility tree."""
        observation, answer = self.settle(p, observe, tree)
        return observation if observation is not None else observe(), answer

    def settle(self, p: Params, observe, tree: bool = False) -> tuple[dict | None, dict]:
        """Wait until the screen stops changing: on the desktop's change events when it has them (X damage),
        comparing frames otherwise; with `observe`, the observation is taken in the same request, during
        the wait when it is cheap (settling.observe_when_settled). Returns (the observation or None, the
        answer)."""
        timeout_ms = p.int("timeout_ms", 3000, 0, 600000)
        interval_ms = p.int("interval_ms", 50, 0, 10000)
        stable = p.int("stable_frames", 2, 1, 1000)
        method = p.str("method", "auto", ("auto", "changes", "frames"))
        quiet_ms = p.int("quiet_ms", default_quiet_ms(interval_ms, stable), 0, 600000)
        patience_ms = p.int("patience_ms", 500, 0, 600000)

        def frames(remaining_ms: int) -> dict:
            return settle_loop(lambda: zlib.crc32(self.platform.grab_image().tobytes()), remaining_ms, interval_ms, stable)

        signal = self.platform.change_signal() if method != "frames" else None
        if signal is None:
            if method == "changes":
                raise Unavailable("this desktop reports no screen changes (no X DAMAGE extension): use method 'frames' or 'auto'")
            return None, {**frames(timeout_ms), "method": "frames"}
        if observe is None:
            return None, settle_on_changes(signal, timeout_ms, quiet_ms, patience_ms, frames)
        # Observe at once only when that is cheap: an unchanged screen's tree is the last one's (the worker
        # answers it again); a tree walked at once would be lost to any change the action brings.
        at_once = not tree or signal.snapshot()[0] == self._tree_changes
        return observe_when_settled(signal, observe, timeout_ms, quiet_ms, patience_ms, frames, at_once)

    def op_windows(self, p: Params) -> dict:
        include_unmapped = p.bool("all", False)
        wait = p.raw("wait_for")
        if wait is None:
            return {"windows": self.platform.list_windows(include_unmapped)}
        if not isinstance(wait, dict):
            raise InvalidParams("'wait_for' must be an object")
        wp = Params(wait)
        title_re = compile_re(wp.str("title_regex", None), "title_regex")
        class_re = compile_re(wp.str("class_regex", None), "class_regex")
        pid = wp.int("pid", None, 1)
        if title_re is None and class_re is None and pid is None:
            raise InvalidParams("'wait_for' needs title_regex, class_regex or pid")
        timeout_ms = wp.int("timeout_ms", 10000, 0, 600000)
        interval_ms = wp.int("interval_ms", 25, 1, 10000)
        t0 = time.monotonic()
        end = t0 + timeout_ms / 1000.0
        while True:
            wins = self.platform.list_windows(include_unmapped)
            match = next((w for w in wins if window_matches(w, title_re, class_re, pid)), None)
            if match is not None or time.monotonic() >= end:
                return {"windows": wins, "found": match is not None, "match": match, "waited_ms": now_ms(t0)}
            time.sleep(interval_ms / 1000.0)

    def op_input_record(self, p: Params) -> dict:
        action = p.str("action", None, ("start", "read", "stop"))
        if action is None:
            raise InvalidParams("'action' is required: start, read or stop")
        with self._recording_lock:
            if action == "start":
                if self._recording is not None:
                    self._recording.stop()
                self._recording_buffer = EventBuffer()
                self._recording = self.platform.record_input(self._recording_buffer)
                # A person typing or pasting a secret: its field masked, as the agent's typing masks it.
                self._typed_text = TypedText(self.secrets.typing, lambda: self.secrets.pasting(read_clipboard))
                return {"recording": True}
            recording, buffer = self._recording, self._recording_buffer
            if action == "stop" and recording is not None:
                recording.stop()
        if buffer is None or recording is None:
            raise InvalidParams("no recording was started (input_record action 'start')")
        since = p.int("since", 0, 0)
        wait_ms = p.int("wait_ms", 0, 0, 60000) if action == "read" else 0
        events = buffer.read(since, wait_ms / 1000.0, p.int("max_events", 5000, 1, 100000), lambda: recording.active)
        if self.secrets.has_values and self._typed_text is not None:
            self._typed_text.feed(events)  # before the host takes its next screen
        return {"events": events, "recording": recording.active, "dropped": buffer.dropped}

    def op_compare(self, p: Params) -> dict:
        if importlib.util.find_spec("PIL") is None:
            raise Unavailable("Pillow not available")
        threshold = p.float("threshold", 0.95, 0.0, 1.0)
        expected_b64 = p.str("expected", None)
        if expected_b64 is None:
            raise InvalidParams("'expected' (base64 image) is required")
        expected = decode_image(expected_b64, "expected")
        actual_b64 = p.str("actual", None)
        actual = decode_image(actual_b64, "actual") if actual_b64 is not None else self.platform.grab_image().convert("RGB")
        return compare_images(expected, actual, threshold)


def remove_quietly(path: str) -> None:
    try:
        os.remove(path)
    except OSError:
        pass
