"""Execution lanes over a dispatcher: inline, one GUI queue, parallel threads; responses matched by id."""

from __future__ import annotations

import json
import queue
import threading
import time
from typing import Callable

from .dispatcher import LANE_GUI, LANE_INLINE, Dispatcher
from .log import log
from .protocol import InvalidRequest, ProtocolError, error_response, parse_request


class Server:
    """Runs requests in lanes and sends responses through a per-connection `send(dict)` callable.

    - inline ops (ping, shutdown, unknown/bad requests) are answered by the caller's thread at once;
    - gui ops run one at a time in arrival order on one worker thread, so an observe sent after an act
      sees the act's effects;
    - parallel ops (run) each get a thread and may finish in any order: match responses by id.
    """

    def __init__(self, dispatcher: Dispatcher, after_answer: Callable[[str | None], None] | None = None):
        """`after_answer`: called with the request's op (None: a line that was no request) right after each
        response has been sent, so that what an agent warms up in its own process when a request has been
        answered does not slow that answer (the host's start-up ping, its first observation)."""
        self.dispatcher = dispatcher
        self.stop_event = threading.Event()
        self._after_answer = after_answer
        self._gui_queue: queue.Queue = queue.Queue()
        self._pending = 0
        self._cv = threading.Condition()
        self._gui_thread = threading.Thread(target=self._gui_loop, name="gui-lane", daemon=True)
        self._gui_thread.start()

    def submit(self, line: bytes | str, send: Callable[[dict], None]) -> None:
        try:
            req = parse_request(line)
        except ProtocolError as e:
            rid = None
            if isinstance(e, InvalidRequest):
                try:
                    obj = json.loads(line)
                    rid = obj.get("id") if isinstance(obj, dict) else None
                    if isinstance(rid, bool) or not isinstance(rid, (int, str)):
                        rid = None
                except Exception:
                    rid = None
            self._safe_send(send, error_response(rid, e.type, str(e)))
            return
        if self.stop_event.is_set() and req.get("op") != "shutdown":
            self._safe_send(send, error_response(req.get("id"), "shutting_down", "agent is shutting down"), req.get("op"))
            return
        lane = self.dispatcher.lane_of(req.get("op"))
        if lane == LANE_INLINE:
            self._safe_send(send, self.dispatcher.handle(req), req.get("op"))
            return
        with self._cv:
            self._pending += 1
        if lane == LANE_GUI:
            self._gui_queue.put((req, send))
        else:
            threading.Thread(target=self._run_one, args=(req, send), name=f"op-{req.get('op')}", daemon=True).start()

    def _run_one(self, req: dict, send: Callable[[dict], None]) -> None:
        try:
            self._safe_send(send, self.dispatcher.handle(req), req.get("op"))
        finally:
            with self._cv:
                self._pending -= 1
                self._cv.notify_all()

    def _gui_loop(self) -> None:
        while True:
            item = self._gui_queue.get()
            if item is None:
                return
            self._run_one(*item)

    def _safe_send(self, send: Callable[[dict], None], resp: dict, op: str | None = None) -> None:
        try:
            send(resp)
        except (BrokenPipeError, ConnectionError, OSError) as e:
            log("warning", f"could not send response {resp.get('id')!r}: {e}")
        except (TypeError, ValueError) as e:  # not JSON-serialisable: report that instead
            log("error", f"unserialisable response for {resp.get('id')!r}: {e}")
            try:
                send(error_response(resp.get("id"), "internal", f"unserialisable response: {e}"))
            except Exception:
                pass
        if self._after_answer is not None:
            try:
                self._after_answer(op if isinstance(op, str) else None)
            except Exception as e:
                log("warning", f"after answering {op!r}: {type(e).__name__}: {e}")

    def drain(self, timeout: float | None = None) -> bool:
        """Wait until every queued/running request has been answered."""
        deadline = None if timeout is None else time.monotonic() + timeout
        with self._cv:
            while self._pending > 0:
                left = None if deadline is None else deadline - time.monotonic()
                if left is not None and left <= 0:
                    return False
                self._cv.wait(left)
        return True
