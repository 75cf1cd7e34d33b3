"""Op name -> handler, and the lane each op runs in. `handle` turns a request into a response, never raises."""

from __future__ import annotations

from typing import Any, Callable

from .log import log
from .protocol import InvalidRequest, Params, ProtocolError, UnknownOp, error_response


Handler = Callable[[Params], dict]

LANE_INLINE = "inline"  # answered by the reader immediately (cheap, never blocks)
LANE_GUI = "gui"  # one at a time, in arrival order (anything touching X, AT-SPI or input)
LANE_PARALLEL = "parallel"  # each request on its own thread (commands)


class Dispatcher:
    """Maps op names to handlers. `handle` turns a request dict into a response dict and never raises."""

    def __init__(self) -> None:
        self._ops: dict[str, tuple[Handler, str]] = {}

    def register(self, op: str, handler: Handler, lane: str = LANE_GUI) -> None:
        self._ops[op] = (handler, lane)

    def ops(self) -> list[str]:
        return sorted(self._ops)

    def lane_of(self, op: Any) -> str:
        entry = self._ops.get(op) if isinstance(op, str) else None
        return entry[1] if entry else LANE_INLINE

    def handle(self, req: dict) -> dict:
        rid = req.get("id")
        try:
            op = req.get("op")
            if not isinstance(op, str) or not op:
                raise InvalidRequest("missing or non-string 'op'")
            entry = self._ops.get(op)
            if entry is None:
                raise UnknownOp(f"unknown op '{op}' (known: {', '.join(self.ops())})")
            params = Params({k: v for k, v in req.items() if k not in ("id", "op")})
            result = entry[0](params)
            out = {"id": rid, "ok": True}
            out.update(result or {})
            return out
        except ProtocolError as e:
            return error_response(rid, e.type, str(e))
        except Exception as e:  # a handler bug must not kill the agent
            log("error", f"internal error in {req.get('op')!r}: {type(e).__name__}: {e}")
            return error_response(rid, "internal", f"{type(e).__name__}: {e}")
