"""A local server speaking the real D-Bus wire protocol (EXTERNAL authentication, Hello, method calls,
returns and errors) that plays the accessibility bus, the AT-SPI registry and one application, for the
pipelined walk's tests. Its tree is a dict; each call is counted; a member can be made to fail with an
error reply or to never answer."""

from __future__ import annotations

import os
import socket
import struct
import tempfile
import threading

import support  # noqa: F401
from desktest_guest.platform import dbus_wire as W

APP = ":1.7"
ROOT = "/org/a11y/atspi/accessible/root"


def reply_message(serial: int, reply_serial: int, signature: str, args: tuple, error: str | None = None) -> bytes:
    body = W._Writer()
    for t, v in zip(W.split_signature(signature), args):
        body.write(t, v)
    fields = [(W.F_REPLY_SERIAL, ("u", reply_serial))]
    if error:
        fields.append((W.F_ERROR_NAME, ("s", error)))
    if signature:
        fields.append((W.F_SIGNATURE, ("g", signature)))
    head = W._Writer()
    head.buf += struct.pack("<cBBBII", b"l", W.ERROR if error else W.METHOD_RETURN, 1, 1, len(body.buf), serial)
    head.write("a(yv)", fields)
    head.pad(8)
    return bytes(head.buf + body.buf)


class Obj:
    def __init__(self, role: int, name: str = "", description: str = "", interfaces=("org.a11y.atspi.Accessible", "org.a11y.atspi.Component"), text: str | None = None, extents=(0, 0, 10, 10), children=(), states=(1 << 25, 0), role_name: str | None = None):
        self.role, self.name, self.description, self.text, self.extents = role, name, description, text, extents
        self.interfaces = list(interfaces) + (["org.a11y.atspi.Text"] if text is not None else [])
        self.children = list(children)  # paths, or None for a null reference
        self.states = list(states)
        self.role_name = role_name


class AtspiWireServer:
    """`objects`: path -> Obj of the one application (its root at ROOT). `fail`: (path, member) -> error
    message (None: an error reply without a message); `hang`: (path, member) pairs never answered;
    `items`: whether the application answers Cache.GetItems."""

    def __init__(self, objects: dict[str, Obj], items: bool = False) -> None:
        self.objects = objects
        self.items = items
        self.fail: dict[tuple[str, str], str | None] = {}
        self.hang: set[tuple[str, str]] = set()
        self.calls: list[tuple[str, str]] = []  # (path, member) of the application's calls; "Get Name" for properties
        self.registry_calls: list[tuple[str, str]] = []
        self.a11y_address = "unix:path=/nonexistent"  # what it answers as the session bus's org.a11y.Bus
        self._dir = tempfile.mkdtemp(prefix="atspi-wire-")
        self.path = os.path.join(self._dir, "bus")
        self._sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        self._sock.bind(self.path)
        self._sock.listen(4)
        self._conns: list[socket.socket] = []
        self._serial = 1000
        threading.Thread(target=self._accept, daemon=True).start()

    @property
    def address(self) -> str:
        return f"unix:path={self.path},guid=0123456789abcdef0123456789abcdef"

    def close(self) -> None:
        for c in [self._sock, *self._conns]:
            try:
                c.close()
            except OSError:
                pass
        try:
            os.unlink(self.path)
            os.rmdir(self._dir)
        except OSError:
            pass

    def count(self, member: str) -> int:
        return sum(1 for _p, m in self.calls if m == member)

    def _accept(self) -> None:
        while True:
            try:
                conn, _ = self._sock.accept()
            except OSError:
                return
            self._conns.append(conn)
            threading.Thread(target=self._serve, args=(conn,), daemon=True).start()

    def _serve(self, conn: socket.socket) -> None:
        buf, told = b"", False
        try:
            while b"BEGIN\r\n" not in buf:
                chunk = conn.recv(4096)
                if not chunk:
                    return
                buf += chunk
                if not told and b"AUTH EXTERNAL" in buf and b"\r\n" in buf:
                    conn.sendall(b"OK 0123456789abcdef0123456789abcdef\r\n")
                    told = True
            data = bytearray(buf.split(b"BEGIN\r\n", 1)[1])
            while True:
                pos = 0
                while True:
                    got = W.parse_message(data, pos)
                    if got is None:
                        break
                    msg, pos = got
                    out = self._answer(msg)
                    if out:
                        conn.sendall(out)
                del data[:pos]
                chunk = conn.recv(65536)
                if not chunk:
                    return
                data += chunk
        except OSError:
            return

    def _answer(self, msg: W.Message) -> bytes | None:
        if msg.type != W.METHOD_CALL:
            return None
        path, member = msg.fields.get(W.F_PATH), msg.fields.get(W.F_MEMBER)
        iface, dest = msg.fields.get(W.F_INTERFACE), msg.fields.get(W.F_DESTINATION)
        key = (path, member if member != "Get" else f"Get {msg.body[1]}")
        (self.registry_calls if dest == "org.a11y.atspi.Registry" else self.calls).append(key)
        self._serial += 1
        if key in self.hang:
            return None
        if key in self.fail:
            text = self.fail[key]
            return reply_message(self._serial, msg.serial, "s" if text is not None else "", (text,) if text is not None else (), error="org.freedesktop.DBus.Error.Failed")
        out = self._value(dest, path, iface, member, msg.body)
        if out is None:
            return reply_message(self._serial, msg.serial, "s", (f"no {iface}.{member} at {path}",), error="org.freedesktop.DBus.Error.UnknownMethod")
        return reply_message(self._serial, msg.serial, out[0], out[1])

    def _value(self, dest, path, iface, member, body):
        if member == "Hello":
            return "s", (":1.99",)
        if member == "GetAddress" and dest == "org.a11y.Bus":
            return "s", (self.a11y_address,)
        if dest == "org.a11y.atspi.Registry":
            if member == "Get" and body[1] == "ChildCount":
                return "v", (("i", 1),)
            if member == "GetChildAtIndex":
                return "(so)", ((APP, ROOT),) if body[0] == 0 else None
            return None
        if member == "GetApplicationBusAddress":
            return "s", ("",)
        if member == "GetItems":
            if not self.items:
                return None
            items = []
            for p, o in self.objects.items():
                items.append(((APP, p), (APP, ROOT), (APP, ROOT), 0, len(o.children), o.interfaces, o.name, o.role, o.description, o.states))
            return "a((so)(so)(so)iiassusau)", (items,)
        o = self.objects.get(path)
        if o is None:
            return None
        if member == "GetRole":
            return "u", (o.role,)
        if member == "GetRoleName":
            return "s", (o.role_name or "",)
        if member == "GetInterfaces":
            return "as", (o.interfaces,)
        if member == "GetState":
            return "au", (o.states,)
        if member == "Get":
            value = {"Name": ("s", o.name), "Description": ("s", o.description), "ChildCount": ("i", len(o.children))}.get(body[1])
            return ("v", (value,)) if value else None
        if member == "GetChildAtIndex":
            i = body[0]
            if not 0 <= i < len(o.children):
                return None
            child = o.children[i]
            return "(so)", (("", "/org/a11y/atspi/null") if child is None else (APP, child),)
        if member == "GetText" and o.text is not None:
            return "s", (o.text,)
        if member == "GetExtents":
            return "(iiii)", (tuple(o.extents),)
        return None
