r"""A Windows character device (a virtio-serial port, \\.\Global\<name>) as a raw binary stream.

A device opened the ordinary way is synchronous, and Windows serialises every I/O on a synchronous file
object: the reader thread's pending ReadFile would hold the writer's answer until the host's next
request arrives. The virtio-serial driver also lets the port be opened only once, so a second handle is
no way out. The port is therefore opened for overlapped I/O, where a read and a write proceed together;
each direction has its own OVERLAPPED and event and waits for its own completion (as QEMU's guest agent
does on Windows)."""

from __future__ import annotations

import io
from typing import Any

GENERIC_READ = 0x80000000
GENERIC_WRITE = 0x40000000
OPEN_EXISTING = 3
FILE_FLAG_OVERLAPPED = 0x40000000
INVALID_HANDLE_VALUE = -1
ERROR_IO_PENDING = 997
# A read that ends with one of these is the end of the stream (the host side went away).
EOF_ERRORS = frozenset({38, 109, 232, 233})  # HANDLE_EOF, BROKEN_PIPE, NO_DATA, PIPE_NOT_CONNECTED


class OverlappedDevice(io.RawIOBase):
    """readinto / write on a device handle opened with FILE_FLAG_OVERLAPPED; each call waits for its
    own completion, so one thread may read while another writes."""

    def __init__(self, path: str) -> None:
        import ctypes
        from ctypes import wintypes

        self._ct, self._wt = ctypes, wintypes
        self._k32 = ctypes.WinDLL("kernel32", use_last_error=True)
        self._k32.CreateFileW.restype = wintypes.HANDLE
        self._k32.CreateEventW.restype = wintypes.HANDLE

        class OVERLAPPED(ctypes.Structure):
            _fields_ = [
                ("Internal", ctypes.c_size_t),
                ("InternalHigh", ctypes.c_size_t),
                ("Offset", wintypes.DWORD),
                ("OffsetHigh", wintypes.DWORD),
                ("hEvent", wintypes.HANDLE),
            ]

        self._OVERLAPPED = OVERLAPPED
        handle = self._k32.CreateFileW(path, GENERIC_READ | GENERIC_WRITE, 0, None, OPEN_EXISTING, FILE_FLAG_OVERLAPPED, None)
        if handle is None or handle == INVALID_HANDLE_VALUE or handle == ctypes.c_void_p(-1).value:
            raise OSError(ctypes.get_last_error(), f"cannot open {path}")
        self._handle = handle
        self._events = [self._k32.CreateEventW(None, True, False, None) for _ in range(2)]

    def readable(self) -> bool:
        return True

    def writable(self) -> bool:
        return True

    def _io(self, call: Any, buffer: Any, size: int, event: Any) -> int:
        """One overlapped ReadFile / WriteFile, waited for; the bytes moved, 0 at the end of the stream."""
        ov = self._OVERLAPPED()
        ov.hEvent = event
        done = self._wt.DWORD(0)
        if not call(self._handle, buffer, size, None, self._ct.byref(ov)):
            error = self._ct.get_last_error()
            if error in EOF_ERRORS:
                return 0
            if error != ERROR_IO_PENDING:
                raise OSError(error, "device I/O failed")
        if not self._k32.GetOverlappedResult(self._handle, self._ct.byref(ov), self._ct.byref(done), True):
            error = self._ct.get_last_error()
            if error in EOF_ERRORS:
                return 0
            raise OSError(error, "device I/O failed")
        return done.value

    def readinto(self, b: Any) -> int:
        size = len(b)
        if size == 0:
            return 0
        buf = (self._ct.c_char * size).from_buffer(b)
        return self._io(self._k32.ReadFile, buf, size, self._events[0])

    def write(self, b: Any) -> int:
        data = bytes(b)
        written = 0
        while written < len(data):
            chunk = data[written:]
            n = self._io(self._k32.WriteFile, chunk, len(chunk), self._events[1])
            if n == 0:
                raise BrokenPipeError("the host side of the device went away")
            written += n
        return written

    def close(self) -> None:
        if not self.closed:
            for handle in (self._handle, *self._events):
                if handle:
                    self._k32.CloseHandle(handle)
        super().close()
