"""A strict stand-in for the parts of comtypes (and the UIAutomationClient module it generates) that the
Windows accessibility adapter calls, written into a temporary folder as a real importable package so that
`import comtypes` runs its module body the way the real one does.

Strict where the real API is (comtypes/__init__.py, comtypes/client, Microsoft's UI Automation reference):
- importing comtypes initialises COM for the importing thread with `sys.coinit_flags` (single-threaded
  apartment when unset); a later CoInitializeEx with the other mode on that thread raises OSError with
  winerror RPC_E_CHANGED_MODE, as ctypes' HRESULT check does;
- CreateObject without COM initialised on the thread raises (CO_E_NOTINITIALIZED);
- GetCachedPropertyValue of a property the cache request did not add raises (E_INVALIDARG); of a property
  the element does not support it returns the property's documented default (ToggleState: Indeterminate);
- GetFocusedElementBuildCache takes one of the client's cache requests (a NULL one is E_INVALIDARG) and
  returns the focused element read through it, a NULL pointer (falsy) when nothing has the focus, or
  raises UIA_E_ELEMENTNOTAVAILABLE when the focused element went away while it was read;
- GetCurrentPatternAs returns a raw address (its out parameter is a void**), GetCurrentPattern a COM
  pointer (NULL, falsy, for a pattern the element lacks) whose QueryInterface refuses other interfaces."""

from __future__ import annotations

import os
import sys
import tempfile
import threading
import types

RPC_E_CHANGED_MODE = -2147417850  # 0x80010106
CO_E_NOTINITIALIZED = -2147221008  # 0x800401F0
E_INVALIDARG = -2147024809  # 0x80070057
E_NOINTERFACE = -2147467262  # 0x80004002
UIA_E_ELEMENTNOTAVAILABLE = -2147220991  # 0x80040201

#: documented defaults UIA returns for a property the element does not support
DEFAULTS = {30086: 2, 30041: False, 30070: 3, 30079: False, 30045: "", 30008: False, 30009: False}

INIT = r'''
import sys, threading
COINIT_MULTITHREADED = 0x0
COINIT_APARTMENTTHREADED = 0x2
apartments = {}
calls = []

class COMError(Exception):
    def __init__(self, hresult, text):
        super().__init__(hresult, text)
        self.hresult = hresult

def CoInitializeEx(flags=None):
    if flags is None:
        flags = getattr(sys, "coinit_flags", COINIT_APARTMENTTHREADED)
    calls.append(flags)
    mode = apartments.setdefault(threading.get_ident(), flags & 2)
    if mode != flags & 2:
        error = OSError(None, "Cannot change thread mode after it is set.")
        error.winerror = %d
        raise error

CoInitializeEx()
''' % RPC_E_CHANGED_MODE

CLIENT = r'''
import sys, threading, types
import comtypes
from tests_strict_comtypes_hooks import make_client

def GetModule(name):
    if name != "UIAutomationCore.dll":
        raise OSError("no type library " + name)
    gen = sys.modules.setdefault("comtypes.gen", types.ModuleType("comtypes.gen"))
    gen.__path__ = []
    uia = types.ModuleType("comtypes.gen.UIAutomationClient")
    for iface in ("IUIAutomation", "IUIAutomationTextPattern", "CUIAutomation"):
        setattr(uia, iface, type(iface, (), {"_iid_": "{" + iface + "}"}))
    sys.modules["comtypes.gen.UIAutomationClient"] = uia
    gen.UIAutomationClient = uia
    comtypes.gen = gen
    return uia

def CreateObject(progid, interface=None):
    if threading.get_ident() not in comtypes.apartments:
        raise OSError(None, "CoInitialize has not been called.")
    return make_client(interface)
'''


class FakeCacheRequest:
    def __init__(self) -> None:
        self.properties: list[int] = []
        self.TreeFilter = None

    def AddProperty(self, pid: int) -> None:
        self.properties.append(pid)


class FakeClient:
    ControlViewCondition = "control-view"

    def __init__(self, interface) -> None:
        self.interface = interface
        self.caches: list[FakeCacheRequest] = []
        #: what has the focus: {property id: value} (an element read through the cache request), None
        #: (nothing has it) or "gone" (the element went away while it was read)
        self.focus: dict | str | None = None

    def CreateCacheRequest(self) -> FakeCacheRequest:
        self.caches.append(FakeCacheRequest())
        return self.caches[-1]

    def GetFocusedElementBuildCache(self, cache_request):
        com = sys.modules["comtypes"]
        if cache_request is None or cache_request not in self.caches:
            raise com.COMError(E_INVALIDARG, "The parameter is incorrect.")
        if self.focus == "gone":
            raise com.COMError(UIA_E_ELEMENTNOTAVAILABLE, "The element is not available.")
        if self.focus is None:
            return NULL
        return FakeElement(cache_request, self.focus)


class FakeTextPattern:
    def __init__(self, text: str) -> None:
        self.DocumentRange = types.SimpleNamespace(GetText=lambda max_length: text if max_length == -1 else text[:max_length])


class FakeUnknown:
    """A COM pointer to a pattern object: QueryInterface gives the interface the object implements."""

    def __init__(self, interface, obj) -> None:
        self.interface, self.obj = interface, obj

    def __bool__(self) -> bool:
        return True

    def QueryInterface(self, interface):
        if interface is not self.interface:
            raise sys.modules["comtypes"].COMError(E_NOINTERFACE, "No such interface supported")
        return self.obj


class FakeElement:
    """An element read through a cache request: `values` are the properties it supports, `patterns` maps a
    pattern id to (interface, object)."""

    def __init__(self, cache: FakeCacheRequest, values: dict, patterns: dict | None = None) -> None:
        self.cache, self.values, self.patterns = cache, values, patterns or {}

    def GetCachedPropertyValue(self, pid: int):
        if pid not in self.cache.properties:
            raise sys.modules["comtypes"].COMError(E_INVALIDARG, "The parameter is incorrect.")
        return self.values.get(pid, DEFAULTS.get(pid))

    def GetCurrentPatternAs(self, pattern_id: int, riid):
        return 0x1F2E3D40 if pattern_id in self.patterns else None  # a void*: an address, or NULL

    def GetCurrentPattern(self, pattern_id: int):
        if pattern_id not in self.patterns:
            return NULL
        return FakeUnknown(*self.patterns[pattern_id])


class _Null:
    def __bool__(self) -> bool:
        return False

    def QueryInterface(self, interface):
        raise ValueError("NULL COM pointer access")


NULL = _Null()


class StrictComtypes:
    """Install with `with StrictComtypes() as com:`; `com.module` is the imported fake comtypes once
    something imported it, `com.clients` the IUIAutomation clients created."""

    def __init__(self) -> None:
        self.clients: list[FakeClient] = []

    def __enter__(self) -> "StrictComtypes":
        self._saved = {k: v for k, v in sys.modules.items() if k == "comtypes" or k.startswith("comtypes.")}
        for name in self._saved:
            del sys.modules[name]
        self._had_flags = hasattr(sys, "coinit_flags")
        self._flags = getattr(sys, "coinit_flags", None)
        if self._had_flags:
            del sys.coinit_flags
        self.dir = tempfile.TemporaryDirectory()
        pkg = os.path.join(self.dir.name, "comtypes")
        os.mkdir(pkg)
        with open(os.path.join(pkg, "__init__.py"), "w") as f:
            f.write(INIT)
        with open(os.path.join(pkg, "client.py"), "w") as f:
            f.write(CLIENT)
        hooks = types.ModuleType("tests_strict_comtypes_hooks")

        def make_client(interface):
            self.clients.append(FakeClient(interface))
            return self.clients[-1]

        hooks.make_client = make_client
        sys.modules["tests_strict_comtypes_hooks"] = hooks
        sys.path.insert(0, self.dir.name)
        return self

    @property
    def module(self):
        return sys.modules.get("comtypes")

    def __exit__(self, *exc) -> None:
        sys.path.remove(self.dir.name)
        for name in [k for k in sys.modules if k == "comtypes" or k.startswith("comtypes.")]:
            del sys.modules[name]
        sys.modules.pop("tests_strict_comtypes_hooks", None)
        sys.modules.update(self._saved)
        if hasattr(sys, "coinit_flags"):
            del sys.coinit_flags
        if self._had_flags:
            sys.coinit_flags = self._flags
        self.dir.cleanup()


def in_new_thread(fn):
    """Run fn in a fresh thread (a thread without a COM apartment yet); its result or its exception."""
    out: dict = {}

    def run() -> None:
        try:
            out["result"] = fn()
        except BaseException as e:  # noqa: BLE001 - handed to the caller
            out["error"] = e

    t = threading.Thread(target=run)
    t.start()
    t.join()
    if "error" in out:
        raise out["error"]
    return out["result"]
