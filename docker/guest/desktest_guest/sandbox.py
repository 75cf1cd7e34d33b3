"""The `act` op: agent-written PyAutoGUI code, statically checked and run with an allow-list of imports and
builtins, read-only module proxies, coordinates scaled from screenshot space, a timeout that cancels it,
and its printed output captured. The reference CLI's execute-action contract."""

from __future__ import annotations

import ast
import builtins as _builtins_mod
import ctypes
import os
import re
import sys
import threading
import time
import types
from typing import Any, Callable

from .act_context import ActContext, ActionCancelled
from .log import log, now_ms
from .platform.base import Platform
from .protocol import Unavailable
from .secret_masks import InputGuard

# pyautogui sleeps PYAUTOGUI_PAUSE seconds after every public call (the reference used 0.1). 0.05 s keeps
# click sequences responsive while still giving an app one frame or two between synthetic events.
# Override with DESKTEST_PYAUTOGUI_PAUSE; agent code may change pyautogui.PAUSE for one act.
DEFAULT_PYAUTOGUI_PAUSE = float(os.environ.get("DESKTEST_PYAUTOGUI_PAUSE", "0.05"))

# The longest wait, after an act that sent input, for the focused app to have processed it (an app busy
# for longer is observed as it is; the settle still waits for a quiet screen).
INPUT_ACK_TIMEOUT_S = 1.0

ALLOWED_IMPORTS = frozenset(
    ["time", "pyautogui", "pyperclip", "math", "random", "string", "re", "json", "collections", "itertools", "functools", "datetime"]
)

SAFE_BUILTINS = [
    # constructors
    "int", "float", "str", "bool", "list", "dict", "tuple", "set", "frozenset", "bytes", "bytearray", "complex",
    # iteration
    "len", "range", "enumerate", "zip", "sorted", "reversed", "min", "max", "sum", "any", "all", "map", "filter",
    "iter", "next", "slice",
    # math
    "abs", "round", "pow", "divmod",
    # strings
    "repr", "format", "chr", "ord", "hex", "oct", "bin", "ascii",
    # introspection (harmless)
    "isinstance", "issubclass", "callable", "hash", "id", "hasattr",
    # exceptions
    "Exception", "ArithmeticError", "AssertionError", "AttributeError", "ImportError", "IndexError", "KeyError",
    "LookupError", "NameError", "NotImplementedError", "OSError", "RuntimeError", "StopIteration", "TimeoutError",
    "TypeError", "ValueError", "ZeroDivisionError",
]  # fmt: skip

# Names refused outright (clear error instead of a NameError at run time).
FORBIDDEN_NAMES = frozenset(
    [
        "open", "exec", "eval", "compile", "getattr", "setattr", "delattr", "globals", "locals", "vars", "dir",
        "input", "breakpoint", "help", "exit", "quit", "memoryview", "type", "super", "object", "classmethod",
        "staticmethod", "property", "__import__", "__builtins__", "__loader__", "__spec__",
    ]
)  # fmt: skip

# Attributes that lead from ordinary objects to frames, code and globals.
FORBIDDEN_ATTRS = frozenset(
    [
        "gi_frame", "gi_code", "gi_yieldfrom", "cr_frame", "cr_code", "cr_await", "ag_frame", "ag_code", "f_globals",
        "f_locals", "f_builtins", "f_back", "f_code", "tb_frame", "tb_next", "co_code", "func_globals", "mro",
        "format_map",
    ]
)  # fmt: skip

# pyautogui settings agent code may assign (reset before every act).
PYAUTOGUI_SETTABLE = frozenset(["PAUSE", "MINIMUM_DURATION", "MINIMUM_SLEEP", "DARWIN_CATCH_UP_TIME"])

class SandboxViolation(Exception):
    def __init__(self, message: str, kind: str = "SandboxError"):
        super().__init__(message)
        self.kind = kind


# PyAutoGUI functions whose first two arguments are a point (x, y) or a point tuple, or offsets.
_POINT_FIRST = ("click", "doubleClick", "tripleClick", "rightClick", "middleClick", "moveTo", "dragTo",
                "mouseDown", "mouseUp", "moveRel", "move", "dragRel", "drag")
# ... whose point comes after the amount: scroll(clicks, x, y).
_POINT_SECOND = ("scroll", "hscroll", "vscroll")


def _scale_number(value, scale):
    return round(value * scale) if isinstance(value, (int, float)) and not isinstance(value, bool) else value


def scaled_pointer_functions(pg, scale: float) -> dict:
    """When the model sees a downscaled screenshot, its coordinates are in screenshot space: map every
    pointer call to the real screen (x, y multiplied by `scale`), and report size()/position() in
    screenshot space. An identity scale changes nothing."""
    if abs(scale - 1.0) < 1e-9:
        return {}

    def wrap(fn, first: int):
        def scaled(*args, **kwargs):
            args = list(args)
            if len(args) > first and isinstance(args[first], (tuple, list)) and len(args[first]) >= 2:
                args[first] = (_scale_number(args[first][0], scale), _scale_number(args[first][1], scale))
            else:
                for i in (first, first + 1):
                    if len(args) > i:
                        args[i] = _scale_number(args[i], scale)
            for key in ("x", "y", "xOffset", "yOffset"):
                if key in kwargs:
                    kwargs[key] = _scale_number(kwargs[key], scale)
            return fn(*args, **kwargs)

        return scaled

    out = {name: wrap(getattr(pg, name), 0) for name in _POINT_FIRST if hasattr(pg, name)}
    out.update({name: wrap(getattr(pg, name), 1) for name in _POINT_SECOND if hasattr(pg, name)})

    def size():
        w, h = pg.size()
        return type(pg.size())(round(w / scale), round(h / scale))

    def position():
        x, y = pg.position()
        return type(pg.position())(round(x / scale), round(y / scale))

    out["size"] = size
    out["position"] = position
    return out


# PyAutoGUI's public actions: each one is followed by pyautogui.PAUSE in the library itself.
_ACTIONS = ("click", "doubleClick", "tripleClick", "rightClick", "middleClick", "moveTo", "moveRel", "move",
            "dragTo", "dragRel", "drag", "mouseDown", "mouseUp", "scroll", "hscroll", "vscroll", "press",
            "hotkey", "shortcut", "keyDown", "keyUp", "write", "typewrite")


def paced_actions(pg, overrides: dict, ctx) -> dict:
    """pyautogui.PAUSE *between* actions instead of after each one: the same spacing inside a block, but
    no wait after the last action (the host waits for the screen to settle next, which covers it).
    The pause is read at each call, so agent code that sets pyautogui.PAUSE keeps control."""

    def pace(fn):
        def paced(*args, **kwargs):
            pause = pg.PAUSE
            if ctx.acted and pause:
                ctx.sleep(pause)
            ctx.acted = ctx.sent_input = True
            pg.PAUSE = 0
            try:
                return fn(*args, **kwargs)
            finally:
                pg.PAUSE = pause

        return paced

    out = dict(overrides)
    for name in _ACTIONS:
        fn = overrides.get(name) or getattr(pg, name, None)
        if fn is not None:
            out[name] = pace(fn)
    return out


def typing_noted(type_text: Callable, ctx) -> Callable:
    """The platform's type_text, noting in `ctx` that the act sent input (acknowledged at its end)."""

    def noted(*args, **kwargs):
        ctx.sent_input = True
        return type_text(*args, **kwargs)

    noted.__doc__ = type_text.__doc__
    return noted


def check_code(tree: ast.AST) -> None:
    """Static checks of agent code; raises SandboxViolation."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                _check_import(alias.name)
                if alias.asname:
                    _check_name(alias.asname)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                raise SandboxViolation("Relative imports are not allowed in this sandbox", "ImportError")
            _check_import(node.module or "")
            for alias in node.names:
                if alias.name == "*":
                    raise SandboxViolation("'from ... import *' is not allowed in this sandbox", "ImportError")
                _check_name(alias.asname or alias.name)
        elif isinstance(node, ast.Attribute):
            if node.attr.startswith("_"):
                raise SandboxViolation(f"Access to private attribute '{node.attr}' is not allowed in this sandbox")
            if node.attr in FORBIDDEN_ATTRS:
                raise SandboxViolation(f"Access to attribute '{node.attr}' is not allowed in this sandbox")
        elif isinstance(node, ast.Name):
            _check_name(node.id)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            _check_name(node.name)
        elif isinstance(node, ast.arg):
            _check_name(node.arg)
        elif isinstance(node, ast.ClassDef):
            raise SandboxViolation("Class definitions are not allowed in this sandbox")
        elif isinstance(node, (ast.Global, ast.Nonlocal)):
            for n in node.names:
                _check_name(n)
        elif isinstance(node, ast.ExceptHandler) and node.name:
            _check_name(node.name)


def _check_import(module: str) -> None:
    top = module.split(".")[0]
    if top not in ALLOWED_IMPORTS:
        raise SandboxViolation(f"Import of '{module}' is not allowed in this sandbox", "ImportError")


def _check_name(name: str) -> None:
    if name in FORBIDDEN_NAMES:
        raise SandboxViolation(f"Use of '{name}' is not allowed in this sandbox")
    if name.startswith("_") and name != "_":
        raise SandboxViolation(f"Names starting with '_' are not allowed in this sandbox ('{name}')")


class _FormatRewriter(ast.NodeTransformer):
    """`s.format` can reach attributes through replacement fields ("{0.__class__}"): every `X.format` read
    becomes `_desktest_format_(X)`, which returns a checked formatter for strings (and for `str` itself)."""

    def visit_Attribute(self, node: ast.Attribute) -> ast.AST:
        self.generic_visit(node)
        if node.attr == "format" and isinstance(node.ctx, ast.Load):
            new = ast.Call(func=ast.Name(id="_desktest_format_", ctx=ast.Load()), args=[node.value], keywords=[])
            return ast.copy_location(new, node)
        return node


class _SafeFormatter(__import__("string").Formatter):
    def get_field(self, field_name, args, kwargs):
        for part in re.split(r"[.\[]", field_name)[1:]:
            if part.startswith("_") or part.rstrip("]") in FORBIDDEN_ATTRS:
                raise SandboxViolation(f"Format field '{field_name}' is not allowed in this sandbox")
        return super().get_field(field_name, args, kwargs)


_SAFE_FORMATTER = _SafeFormatter()


def _safe_format(obj):
    if isinstance(obj, str):
        return lambda *args, **kwargs: _SAFE_FORMATTER.vformat(obj, args, kwargs)
    if obj is str:
        return lambda fmt, *args, **kwargs: _SAFE_FORMATTER.vformat(fmt, args, kwargs)
    return obj.format


class ModuleProxy:
    """Read-only view of a module for agent code: no private names, no modules outside the allowlist."""

    __slots__ = ("_m", "_overrides", "_settable")

    def __init__(self, module: types.ModuleType, overrides: dict | None = None, settable: frozenset = frozenset()):
        object.__setattr__(self, "_m", module)
        object.__setattr__(self, "_overrides", overrides or {})
        object.__setattr__(self, "_settable", settable)

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):
            raise AttributeError(f"Access to private attribute '{name}' is not allowed in this sandbox")
        ov = object.__getattribute__(self, "_overrides")
        if name in ov:
            return ov[name]
        m = object.__getattribute__(self, "_m")
        if name == "Formatter" and m.__name__ == "string":
            raise AttributeError("string.Formatter is not available in this sandbox")
        v = getattr(m, name)
        if isinstance(v, types.ModuleType):
            if v.__name__.split(".")[0] not in ALLOWED_IMPORTS:
                raise AttributeError(f"Module attribute '{name}' is not available in this sandbox")
            return ModuleProxy(v)
        return v

    def __setattr__(self, name: str, value: Any) -> None:
        if name in object.__getattribute__(self, "_settable"):
            setattr(object.__getattribute__(self, "_m"), name, value)
            return
        raise AttributeError(f"Cannot set '{name}' in this sandbox")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"Cannot delete '{name}' in this sandbox")

    def __repr__(self) -> str:
        return f"<module '{object.__getattribute__(self, '_m').__name__}' (sandboxed)>"

    def __dir__(self):
        return [n for n in dir(object.__getattribute__(self, "_m")) if not n.startswith("_")]


class Sandbox:
    """Compiles and runs agent code with the reference execute-action contract."""

    def __init__(self, platform: Platform, pause: float = DEFAULT_PYAUTOGUI_PAUSE, guard: InputGuard | None = None):
        self.platform = platform
        self.pause = pause
        #: told the text before anything is typed, and of a paste before its keys are sent (secret_masks)
        self.guard = guard
        self._pyautogui = None
        self._pyautogui_error: str | None = None
        self._lock = threading.Lock()

    # -- modules

    def pyautogui(self):
        with self._lock:
            if self._pyautogui is None:
                self.platform.prepare_input()
                try:
                    import pyautogui  # noqa: WPS433

                    self._pyautogui = pyautogui
                    self._pyautogui_error = None
                except BaseException as e:  # MouseInfo calls sys.exit() without tkinter
                    self._pyautogui_error = f"{type(e).__name__}: {e}"
                    raise Unavailable(f"pyautogui not available: {self._pyautogui_error}") from None
            m = self._pyautogui
            m.FAILSAFE = False
            m.PAUSE = self.pause
            return m

    def prewarm(self) -> None:
        try:
            self.pyautogui()
        except Exception as e:
            log("info", f"pyautogui prewarm failed: {e}")

    # -- helpers exposed to agent code

    def make_print(self, ctx: ActContext) -> Callable:
        def sandbox_print(*args, sep=" ", end="\n", file=None, flush=False):
            ctx.write((sep if sep is not None else " ").join(str(a) for a in args) + (end if end is not None else "\n"))

        return sandbox_print

    def module_proxy(self, name: str, ctx: ActContext, want_gui: bool = True):
        if name == "time":
            return ModuleProxy(time, {"sleep": ctx.sleep})
        if name == "pyautogui":
            pg = self.pyautogui()
            actions = paced_actions(pg, scaled_pointer_functions(pg, ctx.coord_scale), ctx)
            if self.guard is not None:
                actions = {name: self.guard.wrap(name, fn) for name, fn in actions.items()}
            return ModuleProxy(pg, {"sleep": ctx.sleep, **actions}, PYAUTOGUI_SETTABLE)
        return ModuleProxy(__import__(name))

    def make_import(self, ctx: ActContext, namespace: dict) -> Callable:
        def guarded_import(name, globals=None, locals=None, fromlist=(), level=0):
            if level:
                raise ImportError("Relative imports are not allowed in this sandbox")
            top = name.split(".")[0]
            if top not in ALLOWED_IMPORTS:
                raise ImportError(f"Import of '{name}' is not allowed in this sandbox")
            if top in namespace and isinstance(namespace[top], ModuleProxy) and name == top:
                return namespace[top]
            __import__(name)
            target = name if fromlist else top
            if target in ("time", "pyautogui"):
                return self.module_proxy(target, ctx)
            return ModuleProxy(sys.modules[target])

        return guarded_import

    def namespace(self, ctx: ActContext, need_pyautogui: bool = True) -> dict:
        b = {n: getattr(_builtins_mod, n) for n in SAFE_BUILTINS if hasattr(_builtins_mod, n)}
        b["print"] = self.make_print(ctx)
        ns: dict = {"__name__": "__action__", "__builtins__": b}
        b["__import__"] = self.make_import(ctx, ns)
        ns["_desktest_format_"] = _safe_format
        ns["time"] = self.module_proxy("time", ctx)
        if need_pyautogui:
            ns["pyautogui"] = self.module_proxy("pyautogui", ctx)
        try:
            import pyperclip  # noqa: WPS433

            ns["pyperclip"] = ModuleProxy(pyperclip)
        except Exception:
            pass
        ns["type_text"] = self.told_of_typing(typing_noted(self.platform.type_text_function(ctx), ctx))
        return ns

    def told_of_typing(self, fn: Callable) -> Callable:
        """`fn` (whose first argument is the text to type), telling the guard's masks the text first."""
        if self.guard is None:
            return fn
        masks = self.guard.masks

        def typing_told(*args, **kwargs):
            masks.typing(args[0] if args else kwargs.get("text"))
            return fn(*args, **kwargs)

        return typing_told

    # -- compile + run

    @staticmethod
    def compile(code: str):
        tree = ast.parse(code, "<action>", "exec")
        check_code(tree)
        tree = ast.fix_missing_locations(_FormatRewriter().visit(tree))
        return compile(tree, "<action>", "exec")

    def run(self, code: str, timeout_ms: int, need_pyautogui: bool = True, coord_scale: float = 1.0) -> dict:
        t0 = time.monotonic()
        if not code.strip():
            return {"success": True, "error": None, "duration_ms": 0, "stdout": ""}
        ctx = ActContext()
        ctx.coord_scale = coord_scale
        try:
            compiled = self.compile(code)
        except SyntaxError as e:
            return {"success": False, "error": f"SyntaxError: {e}", "duration_ms": now_ms(t0), "stdout": ""}
        except SandboxViolation as e:
            return {"success": False, "error": f"{e.kind}: {e}", "duration_ms": now_ms(t0), "stdout": ""}
        try:
            ns = self.namespace(ctx, need_pyautogui)
        except Unavailable as e:  # as the reference: a failed result, not a protocol error
            return {"success": False, "error": f"ImportError: {e}", "duration_ms": now_ms(t0), "stdout": ""}
        box: dict = {}

        def target() -> None:
            try:
                exec(compiled, ns)  # noqa: S102 - the sandboxed agent code
            except ActionCancelled:
                box["cancelled"] = True
            except SandboxViolation as e:
                box["error"] = f"{e.kind}: {e}"
            except BaseException as e:
                box["error"] = f"{type(e).__name__}: {e}"

        th = threading.Thread(target=target, name="act", daemon=True)
        th.start()
        th.join(timeout_ms / 1000.0)
        timed_out = th.is_alive()
        abandoned = False
        if timed_out:
            ctx.cancel.set()
            end = time.monotonic() + 2.0
            while th.is_alive() and time.monotonic() < end:
                _async_raise(th, ActionCancelled)
                th.join(0.02)
            abandoned = th.is_alive()
            if abandoned:
                log("warning", "act thread did not stop after its timeout (blocked in native code); abandoned")
        # Input sent: the act ends when the focused app has processed it (where the platform can tell), so
        # the settle that follows waits for the app's drawing, not for its event queue.
        ack_ms = self.platform.acknowledge_input(INPUT_ACK_TIMEOUT_S) if ctx.sent_input and not timed_out else None
        out = {
            "success": not timed_out and "error" not in box and "cancelled" not in box,
            "error": None,
            "duration_ms": now_ms(t0),
            "stdout": ctx.stdout(),
        }
        if ctx.sent_input and not timed_out:
            out["input_ack_ms"] = ack_ms
        if timed_out:
            out["error"] = f"TimeoutError: action timed out after {timeout_ms} ms"
            out["timed_out"] = True
            if abandoned:
                out["abandoned"] = True
        elif "error" in box:
            out["error"] = box["error"]
        elif "cancelled" in box:
            out["error"] = "TimeoutError: action cancelled"
        if ctx.truncated:
            out["stdout_truncated"] = True
        # settings agent code may have changed
        if self._pyautogui is not None:
            self._pyautogui.PAUSE = self.pause
            self._pyautogui.FAILSAFE = False
        return out


def _async_raise(thread: threading.Thread, exc: type) -> None:
    tid = thread.ident
    if tid is None:
        return
    ctypes.pythonapi.PyThreadState_SetAsyncExc(ctypes.c_ulong(tid), ctypes.py_object(exc))
