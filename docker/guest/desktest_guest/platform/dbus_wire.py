"""A small D-Bus client speaking the wire protocol itself (standard library only), for pipelined calls:
many method calls written at once and their replies matched by serial, which libdbus through libatspi
cannot do (one blocking round trip per property). Only what the AT-SPI walk needs: unix-socket
addresses, EXTERNAL authentication, method calls with basic arguments, and the unmarshalling of any
reply. Specification: https://dbus.freedesktop.org/doc/dbus-specification.html ("Message Protocol")."""

from __future__ import annotations

import os
import select
import socket
import struct
import time
from functools import lru_cache
from typing import Any, Callable
from urllib.parse import unquote

METHOD_CALL, METHOD_RETURN, ERROR, SIGNAL = 1, 2, 3, 4
NO_REPLY_EXPECTED = 0x1

# header field codes
F_PATH, F_INTERFACE, F_MEMBER, F_ERROR_NAME, F_REPLY_SERIAL, F_DESTINATION, F_SENDER, F_SIGNATURE = 1, 2, 3, 4, 5, 6, 7, 8

MAX_MESSAGE = 128 * 1024 * 1024  # the specification's maximum message length

_ALIGN = {"y": 1, "b": 4, "n": 2, "q": 2, "i": 4, "u": 4, "x": 8, "t": 8, "d": 8, "h": 4, "s": 4, "o": 4, "g": 1, "a": 4, "(": 8, "{": 8, "v": 1}
_FIXED = {"y": "B", "b": "I", "n": "h", "q": "H", "i": "i", "u": "I", "x": "q", "t": "Q", "d": "d", "h": "I"}


class DBusWireError(Exception):
    """The connection or a message is unusable (closed, refused, malformed)."""


class Reply:
    """A method's answer: `body` (a list of values) or, when `error` is set, the D-Bus error's name and
    its body (error replies carry their message as a first string argument, usually)."""

    __slots__ = ("body", "error", "signature")

    def __init__(self, body: list, signature: str, error: str | None = None) -> None:
        self.body, self.signature, self.error = body, signature, error

    @property
    def error_message(self) -> str | None:
        """The error's first argument when it is a string (what libdbus's dbus_message_get_args reads)."""
        if self.error is not None and self.signature[:1] == "s":
            return self.body[0]
        return None


# -- signatures


@lru_cache(maxsize=256)
def split_signature(sig: str) -> tuple[str, ...]:
    """A signature's complete types: "a(so)iu" -> ("a(so)", "i", "u")."""
    out, i = [], 0
    while i < len(sig):
        j = _type_end(sig, i)
        out.append(sig[i:j])
        i = j
    return tuple(out)


def _type_end(sig: str, i: int) -> int:
    c = sig[i]
    if c == "a":
        return _type_end(sig, i + 1)
    if c in "({":
        close = ")" if c == "(" else "}"
        j = i + 1
        while sig[j] != close:
            j = _type_end(sig, j)
        return j + 1
    if c in _ALIGN:
        return i + 1
    raise DBusWireError(f"invalid D-Bus signature {sig!r}")


# -- marshalling (arguments of calls: basic types, strings, arrays of them, structs, variants)


class _Writer:
    def __init__(self) -> None:
        self.buf = bytearray()

    def pad(self, n: int) -> None:
        self.buf += b"\0" * (-len(self.buf) % n)

    def write(self, t: str, v: Any) -> None:
        c = t[0]
        self.pad(_ALIGN[c])
        if c in _FIXED:
            self.buf += struct.pack("<" + _FIXED[c], int(v) if c != "d" else float(v))
        elif c in "so":
            b = v.encode()
            self.buf += struct.pack("<I", len(b)) + b + b"\0"
        elif c == "g":
            b = v.encode()
            self.buf += bytes((len(b),)) + b + b"\0"
        elif c == "v":
            sig, value = v
            self.write("g", sig)
            self.write(sig, value)
        elif c == "a":
            elem = t[1:]
            at = len(self.buf)
            self.buf += b"\0\0\0\0"
            self.pad(_ALIGN[elem[0]])
            start = len(self.buf)
            for item in (v.items() if elem[0] == "{" else v):
                self.write(elem, item)
            struct.pack_into("<I", self.buf, at, len(self.buf) - start)
        elif c in "({":
            for sub, item in zip(split_signature(t[1:-1]), v):
                self.write(sub, item)
        else:
            raise DBusWireError(f"cannot marshal type {t!r}")


def method_call(serial: int, path: str, interface: str, member: str, signature: str = "", args: tuple = (), destination: str | None = None) -> bytes:
    """One METHOD_CALL message, little-endian. Only the object path and the serial differ between the
    walk's thousands of calls, so the other header fields and the body are marshalled once each."""
    tail = _call_tail(interface, member, signature, destination)
    body = _call_body(signature, args)
    p = path.encode()
    # the PATH field: its struct (code, variant signature "o", string), then padding to the next struct
    field = struct.pack("<BBBBI", F_PATH, 1, ord("o"), 0, len(p)) + p + b"\0"
    field += b"\0" * (-len(field) % 8)
    fields_len = len(field) + len(tail)
    out = struct.pack("<cBBBIII", b"l", METHOD_CALL, 0, 1, len(body), serial, fields_len) + field + tail
    return out + b"\0" * (-len(out) % 8) + body


@lru_cache(maxsize=64)
def _call_tail(interface: str, member: str, signature: str, destination: str | None) -> bytes:
    """The header fields after PATH, marshalled from an 8-aligned offset (struct starts are 8-aligned)."""
    fields = [(F_INTERFACE, ("s", interface)), (F_MEMBER, ("s", member))]
    if destination:
        fields.append((F_DESTINATION, ("s", destination)))
    if signature:
        fields.append((F_SIGNATURE, ("g", signature)))
    w = _Writer()
    for f in fields:
        w.write("(yv)", f)
    return bytes(w.buf)


@lru_cache(maxsize=4096)
def _call_body(signature: str, args: tuple) -> bytes:
    body = _Writer()
    for t, v in zip(split_signature(signature), args):
        body.write(t, v)
    return bytes(body.buf)


# -- unmarshalling


class _Reader:
    __slots__ = ("data", "pos", "end", "e")

    def __init__(self, data: bytes | memoryview, pos: int, end: int, big: bool) -> None:
        self.data, self.pos, self.end, self.e = data, pos, end, ">" if big else "<"

    def read(self, t: str) -> Any:
        c = t[0]
        a = _ALIGN[c]
        self.pos += -self.pos % a
        if c in _FIXED:
            f = _FIXED[c]
            v = struct.unpack_from(self.e + f, self.data, self.pos)[0]
            self.pos += struct.calcsize(f)
            return bool(v) if c == "b" else v
        if c in "so":
            n = struct.unpack_from(self.e + "I", self.data, self.pos)[0]
            s = bytes(self.data[self.pos + 4 : self.pos + 4 + n]).decode("utf-8", "replace")
            self.pos += 5 + n
            return s
        if c == "g":
            n = self.data[self.pos]
            s = bytes(self.data[self.pos + 1 : self.pos + 1 + n]).decode("ascii", "replace")
            self.pos += 2 + n
            return s
        if c == "v":
            sig = self.read("g")
            return self.read(sig) if len(split_signature(sig)) == 1 else tuple(self.read(x) for x in split_signature(sig))
        if c == "a":
            n = struct.unpack_from(self.e + "I", self.data, self.pos)[0]
            self.pos += 4
            elem = t[1:]
            self.pos += -self.pos % _ALIGN[elem[0]]
            stop = self.pos + n
            if stop > self.end:
                raise DBusWireError("array past the end of its message")
            out = []
            while self.pos < stop:
                out.append(self.read(elem))
            return dict(out) if elem[0] == "{" else out
        if c in "({":
            return tuple(self.read(sub) for sub in split_signature(t[1:-1]))
        raise DBusWireError(f"cannot unmarshal type {t!r}")


class Message:
    __slots__ = ("type", "flags", "serial", "fields", "signature", "body")

    def __init__(self, mtype: int, flags: int, serial: int, fields: dict, body: list) -> None:
        self.type, self.flags, self.serial, self.fields, self.body = mtype, flags, serial, fields, body
        self.signature = fields.get(F_SIGNATURE, "")


def parse_message(data: bytes | bytearray | memoryview, start: int = 0) -> tuple[Message, int] | None:
    """The message at `start` and where the next begins, or None while it is incomplete."""
    if len(data) - start < 16:
        return None
    endian = data[start]
    if endian not in (0x6C, 0x42):  # 'l', 'B'
        raise DBusWireError(f"bad endianness byte {endian!r}")
    big = endian == 0x42
    e = ">" if big else "<"
    mtype, flags = data[start + 1], data[start + 2]
    body_len, serial, fields_len = struct.unpack_from(e + "III", data, start + 4)
    head_end = start + 16 + fields_len
    body_start = head_end + (-(head_end - start) % 8)
    total = body_start + body_len - start
    if total > MAX_MESSAGE:
        raise DBusWireError(f"message of {total} bytes, over the protocol's maximum")
    if len(data) - start < total:
        return None
    view = bytes(data[start : start + total])
    fields = _header_fields(view, 16, 16 + fields_len, e)
    sig = fields.get(F_SIGNATURE, "")
    body: list = _read_body(view, body_start - start, total, sig, e, big) if sig else []
    return Message(mtype, flags, serial, fields, body), start + total


CACHE_ITEMS = "a((so)(so)(so)iiassusau)"  # org.a11y.atspi.Cache.GetItems, one reply per application


def _read_cache_items(view: bytes, pos: int, end: int, e: str) -> list:
    """GetItems' array, read field by field (the general reader takes ~5x longer on a large tree)."""
    u32, i32x2 = struct.Struct(e + "I"), struct.Struct(e + "ii")

    def string(p: int) -> tuple[str, int]:
        p += -p % 4
        n = u32.unpack_from(view, p)[0]
        if p + 4 + n > end:
            raise DBusWireError("string past the end of its message")
        return view[p + 4 : p + 4 + n].decode("utf-8", "replace"), p + 5 + n

    size = u32.unpack_from(view, pos)[0]
    pos += 4
    pos += -pos % 8
    stop = pos + size
    if stop > end:
        raise DBusWireError("array past the end of its message")
    out = []
    while pos < stop:
        refs = []
        for _ in range(3):  # the object's, its application's and its parent's (so)
            pos += -pos % 8
            bus, pos = string(pos)
            path, pos = string(pos)
            refs.append((bus, path))
        pos += -pos % 4
        index, count = i32x2.unpack_from(view, pos)
        n = u32.unpack_from(view, pos + 8)[0]
        pos += 12
        names_stop = pos + n
        interfaces = []
        while pos < names_stop:
            name, pos = string(pos)
            interfaces.append(name)
        name, pos = string(pos)
        pos += -pos % 4
        role = u32.unpack_from(view, pos)[0]
        description, pos = string(pos + 4)
        pos += -pos % 4
        n = u32.unpack_from(view, pos)[0]
        if pos + 4 + n > end:
            raise DBusWireError("state set past the end of its message")
        states = list(struct.unpack_from(f"{e}{n // 4}I", view, pos + 4))
        pos += 4 + n
        out.append((refs[0], refs[1], refs[2], index, count, interfaces, name, role, description, states))
    return out


def _header_fields(view: bytes, pos: int, end: int, e: str) -> dict:
    """The header's a(yv) (a fast path for the field types the specification gives them)."""
    fields = {}
    while pos < end:
        pos += -pos % 8
        code, n = view[pos], view[pos + 1]
        sig = view[pos + 2 : pos + 2 + n]
        pos += 3 + n
        if sig in (b"s", b"o"):
            pos += -pos % 4
            ln = struct.unpack_from(e + "I", view, pos)[0]
            fields[code] = view[pos + 4 : pos + 4 + ln].decode("utf-8", "replace")
            pos += 5 + ln
        elif sig == b"u":
            pos += -pos % 4
            fields[code] = struct.unpack_from(e + "I", view, pos)[0]
            pos += 4
        elif sig == b"g":
            ln = view[pos]
            fields[code] = view[pos + 1 : pos + 1 + ln].decode("ascii", "replace")
            pos += 2 + ln
        else:
            r = _Reader(view, pos, end, e == ">")
            fields[code] = r.read(sig.decode("ascii", "replace"))
            pos = r.pos
    return fields


def _read_body(view: bytes, pos: int, end: int, sig: str, e: str, big: bool) -> list:
    """The body's values (fast paths for the walk's usual replies, else the general reader)."""
    if sig == "s":
        ln = struct.unpack_from(e + "I", view, pos)[0]
        return [view[pos + 4 : pos + 4 + ln].decode("utf-8", "replace")]
    if sig in ("u", "i"):
        return [struct.unpack_from(e + ("I" if sig == "u" else "i"), view, pos)[0]]
    if sig == "(iiii)":
        return [struct.unpack_from(e + "iiii", view, pos)]
    if sig == CACHE_ITEMS:
        return [_read_cache_items(view, pos, end, e)]
    r = _Reader(view, pos, end, big)
    return [r.read(t) for t in split_signature(sig)]


# -- addresses and connections


def unix_socket_paths(address: str) -> list[str]:
    """The socket paths of a D-Bus address's unix transports, in order ("\\0..." for abstract ones)."""
    out = []
    for part in address.split(";"):
        kind, _, rest = part.partition(":")
        if kind != "unix":
            continue
        keys = dict(kv.split("=", 1) for kv in rest.split(",") if "=" in kv)
        if "path" in keys:
            out.append(unquote(keys["path"]))
        elif "abstract" in keys:
            out.append("\0" + unquote(keys["abstract"]))
    return out


class Connection:
    """One authenticated connection. `call` queues a method call and returns its serial; `pump` writes
    what is queued and reads what has arrived, handing each reply to the callback given with its call.
    Signals and calls addressed to us are dropped."""

    def __init__(self, address: str, bus: bool, timeout_s: float = 2.0) -> None:
        self.address = address
        self.bus = bus
        self._serial = 0
        self._out = bytearray()
        self._in = bytearray()
        self._pending: dict[int, Callable[[Reply], None]] = {}
        self.closed = False
        paths = unix_socket_paths(address)
        if not paths:
            raise DBusWireError(f"no unix socket in the D-Bus address {address!r}")
        last: Exception | None = None
        for path in paths:
            try:
                s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
                s.settimeout(timeout_s)
                s.connect(path)
                self.sock = s
                break
            except OSError as e:
                last = e
                s.close()
        else:
            raise DBusWireError(f"cannot connect to {address!r}: {last}")
        try:
            self._authenticate(timeout_s)
        except Exception:
            self.close()
            raise
        self.sock.setblocking(False)
        if bus:
            self.call("org.freedesktop.DBus", "/org/freedesktop/DBus", "org.freedesktop.DBus", "Hello", "", (), lambda _r: None)

    def _authenticate(self, timeout_s: float) -> None:
        uid = str(os.getuid()).encode().hex().encode()
        self.sock.sendall(b"\0AUTH EXTERNAL " + uid + b"\r\n")
        line = b""
        end = time.monotonic() + timeout_s
        while not line.endswith(b"\r\n"):
            if time.monotonic() > end:
                raise DBusWireError("no answer to D-Bus authentication")
            chunk = self.sock.recv(512)
            if not chunk:
                raise DBusWireError("connection closed during D-Bus authentication")
            line += chunk
        if not line.startswith(b"OK "):
            raise DBusWireError(f"D-Bus authentication refused: {line.strip().decode('ascii', 'replace')}")
        self.sock.sendall(b"BEGIN\r\n")

    @property
    def in_flight(self) -> int:
        return len(self._pending)

    def call(self, destination: str | None, path: str, interface: str, member: str, signature: str, args: tuple, on_reply: Callable[[Reply], None]) -> int:
        if self.closed:
            raise DBusWireError("connection closed")
        self._serial += 1
        serial = self._serial
        self._out += method_call(serial, path, interface, member, signature, args, destination if self.bus else None)
        self._pending[serial] = on_reply
        return serial

    def waiting(self, serial: int) -> bool:
        return serial in self._pending

    def forget(self, serial: int) -> Callable[[Reply], None] | None:
        """Stop waiting for a call's reply (it is dropped when it comes); its callback, if still waiting."""
        return self._pending.pop(serial, None)

    def fileno(self) -> int:
        return self.sock.fileno()

    def wants_write(self) -> bool:
        return bool(self._out)

    def write_some(self) -> None:
        try:
            n = self.sock.send(self._out)
        except (BlockingIOError, InterruptedError):
            return
        except OSError as e:
            self._fail(f"write failed: {e}")
            return
        del self._out[:n]

    def read_some(self) -> None:
        """Read what is there and dispatch every complete reply."""
        try:
            chunk = self.sock.recv(1 << 18)
        except (BlockingIOError, InterruptedError):
            return
        except OSError as e:
            self._fail(f"read failed: {e}")
            return
        if not chunk:
            self._fail("connection closed by the other side")
            return
        self._in += chunk
        pos, replies = 0, []
        try:
            while True:
                got = parse_message(self._in, pos)
                if got is None:
                    break
                msg, pos = got
                if msg.type in (METHOD_RETURN, ERROR):
                    replies.append(msg)
        except (DBusWireError, struct.error, IndexError, ValueError) as e:
            self._fail(f"malformed message: {e}")
            return
        finally:
            if pos:
                del self._in[:pos]
        for msg in replies:  # outside the parsing: a callback's own failure is no malformed message
            cb = self._pending.pop(msg.fields.get(F_REPLY_SERIAL, -1), None)
            if cb is not None:
                cb(Reply(msg.body, msg.signature, msg.fields.get(F_ERROR_NAME, "") if msg.type == ERROR else None))

    def _fail(self, why: str) -> None:
        """Every waiting call gets a failed reply; the connection is closed."""
        self.close()
        pending, self._pending = self._pending, {}
        for cb in pending.values():
            cb(Reply([], "", error=f"desktest.Disconnected: {why}"))

    def close(self) -> None:
        if not self.closed:
            self.closed = True
            try:
                self.sock.close()
            except OSError:
                pass


def pump(connections: list[Connection], timeout_s: float) -> None:
    """Write and read on every open connection, waiting at most timeout_s for something to happen."""
    live = [c for c in connections if not c.closed]
    if not live:
        return
    wlist = [c for c in live if c.wants_write()]
    try:
        readable, writable, _ = select.select(live, wlist, [], max(0.0, timeout_s))
    except (OSError, ValueError):
        readable, writable = [], []
        for c in live:
            try:
                select.select([c], [], [], 0)
            except (OSError, ValueError):
                c._fail("socket unusable")
    for c in writable:
        c.write_some()
    for c in readable:
        if not c.closed:
            c.read_some()


def call_sync(conn: Connection, destination: str | None, path: str, interface: str, member: str, signature: str = "", args: tuple = (), timeout_s: float = 2.0) -> Reply:
    """One call, waited for (raises DBusWireError when it does not come within timeout_s)."""
    box: list[Reply] = []
    serial = conn.call(destination, path, interface, member, signature, args, box.append)
    end = time.monotonic() + timeout_s
    while not box:
        left = end - time.monotonic()
        if left <= 0 or (conn.closed and not box):
            conn.forget(serial)
            raise DBusWireError(f"no reply to {interface}.{member} within {int(timeout_s * 1000)} ms" if not conn.closed else "connection closed")
        pump([conn], left)
    return box[0]
