"""The wire protocol's pure parts: typed errors, request parameters, one request line in, one response
line out (PROTOCOL.md). Standard library only; no I/O."""

from __future__ import annotations

import json
import sys
from typing import Any

MAX_LINE_BYTES = 256 * 1024 * 1024


class ProtocolError(Exception):
    """An error reported to the client as {"ok": false, "error": {"type", "message"}}."""

    type = "internal"

    def __init__(self, message: str, type: str | None = None):
        super().__init__(message)
        if type:
            self.type = type


class ParseError(ProtocolError):
    type = "parse_error"


class InvalidRequest(ProtocolError):
    type = "invalid_request"


class UnknownOp(ProtocolError):
    type = "unknown_op"


class InvalidParams(ProtocolError):
    type = "invalid_params"


class Unavailable(ProtocolError):
    type = "unavailable"


class NoScreen(Unavailable):
    """Why the agent sees no screen, as `ping`'s `screen_error` says it (PROTOCOL.md): a reason the host
    turns into a fix, and the missing module's name when that is the reason."""

    #: module_missing, display_unset, display_unreachable, permission, or error
    def __init__(self, reason: str, message: str, module: str | None = None):
        super().__init__(message)
        self.reason = reason
        self.module = module

    def describe(self) -> dict:
        out = {"reason": self.reason, "message": str(self)}
        if self.module:
            out["module"] = self.module
        return out


def missing_module(error: ImportError, what: str, install: str) -> NoScreen:
    """A failed import as ping reports it: the top-level module's name, this Python, and what to install."""
    name = (error.name or "").split(".")[0] or "?"
    return NoScreen(
        "module_missing",
        f"{what} is not installed for this Python ({sys.executable}): {error}; {install}",
        module=name,
    )


class PermissionDenied(ProtocolError):
    type = "permission"


class OpTimeout(ProtocolError):
    type = "timeout"


_MISSING = object()


class Params:
    """Typed access to a request's parameters (the request object minus id and op)."""

    def __init__(self, data: dict):
        self.data = data

    def _get(self, name: str, default: Any) -> Any:
        v = self.data.get(name, _MISSING)
        return default if v is _MISSING or v is None else v

    def bool(self, name: str, default: bool) -> bool:
        v = self._get(name, default)
        if not isinstance(v, bool):
            raise InvalidParams(f"'{name}' must be a boolean")
        return v

    def int(self, name: str, default: int | None, lo: int | None = None, hi: int | None = None) -> int | None:
        return self._number(name, default, lo, hi, integer=True)

    def float(self, name: str, default: float | None, lo: float | None = None, hi: float | None = None) -> float | None:
        return self._number(name, default, lo, hi, integer=False)

    def _number(self, name: str, default: Any, lo: Any, hi: Any, integer: bool) -> Any:
        v = self._get(name, default)
        if v is None:
            return None
        if isinstance(v, bool) or not isinstance(v, (int, float)) or v != v or (integer and isinstance(v, float) and not v.is_integer()):
            raise InvalidParams(f"'{name}' must be {'an integer' if integer else 'a number'}")
        v = int(v) if integer else float(v)
        if lo is not None and v < lo:
            raise InvalidParams(f"'{name}' must be >= {lo}")
        if hi is not None and v > hi:
            raise InvalidParams(f"'{name}' must be <= {hi}")
        return v

    def str(self, name: str, default: str | None, choices: tuple[str, ...] | None = None) -> str | None:
        v = self._get(name, default)
        if v is None:
            return None
        if not isinstance(v, str):
            raise InvalidParams(f"'{name}' must be a string")
        if choices is not None and v not in choices:
            raise InvalidParams(f"'{name}' must be one of {', '.join(choices)}")
        return v

    def raw(self, name: str, default: Any = None) -> Any:
        return self._get(name, default)


def error_response(rid: Any, etype: str, message: str) -> dict:
    return {"id": rid, "ok": False, "error": {"type": etype, "message": message}}


def parse_request(line: bytes | str) -> dict:
    """Decode one protocol line into a request dict; raises ParseError / InvalidRequest."""
    if isinstance(line, bytes):
        try:
            line = line.decode("utf-8")
        except UnicodeDecodeError as e:
            raise ParseError(f"request is not valid UTF-8: {e}") from None
    try:
        req = json.loads(line)
    except ValueError as e:
        raise ParseError(f"request is not valid JSON: {e}") from None
    if not isinstance(req, dict):
        raise InvalidRequest("request must be a JSON object")
    rid = req.get("id")
    if rid is not None and (isinstance(rid, bool) or not isinstance(rid, (int, str))):
        req["id"] = None
        raise InvalidRequest("'id' must be an integer or a string")
    return req


def encode_response(resp: dict) -> bytes:
    """One response line: compact JSON, UTF-8, terminated by a single \\n (never embedded: JSON escapes it)."""
    return json.dumps(resp, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode("utf-8", "replace") + b"\n"
