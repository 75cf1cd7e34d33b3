"""OSWorld's own evaluators as a test oracle.

Runs metric and getter functions of the `desktop-env` package (installed without its dependencies into
the test-only virtual environment that oracle.ts creates) on inputs sent as NDJSON on stdin, one answer
per line on stdout:

  request   {"id": 1, "kind": "metric", "module": "general", "func": "check_list",
             "args": [...], "kwargs": {...}}
            {"id": 2, "kind": "getter", "module": "chrome", "func": "get_profile_name",
             "config": {...}, "files": {"/home/user/...": "<text>" | null}, "accessibility_tree": "..."}
            {"id": 3, "kind": "setup", "module": "setup", "func": "_update_browse_history_setup",
             "parameters": {...}, "cache_files": {"history_new.sqlite": {"$base64": "..."}}, "now": "..."}
            Metrics and setup steps may give "now" (a local ISO time datetime.now() answers); getters
            "cache_dir" and "result_file" (the returned host path as [path in the cache, bytes]).
  answer    {"id": 1, "ok": true, "value": <encoded>}  or  {"id": 1, "ok": false, "error": "TypeError",
             "message": "..."}

Values are JSON with tags for what JSON cannot say: {"$float": "1.0"}, {"$int": "123..."} (beyond 2^53),
{"$tuple": [...]}, {"$bytes": "<base64>"}, {"$nan": true}, {"$inf": 1 | -1}, {"$dict": [[key, value], ...]} (non-string keys).

Only what the metric modules import at their top and no metric we compare uses is stubbed here (OCR,
audio, OpenCV, Playwright, Google Drive, ...); a stub raises when it is actually called.
"""

import base64
import contextlib
import importlib
import importlib.util
import io
import json
import logging
import math
import os
import subprocess
import sys
import types


class _Stub(types.ModuleType):
    """A module (or attribute) standing in for an unrelated heavy import: using it raises."""

    def __init__(self, name):
        super().__init__(name)
        self.__path__ = []

    def __getattr__(self, attr):
        if attr.startswith("__"):
            raise AttributeError(attr)
        return _Stub(f"{self.__name__}.{attr}")

    def __call__(self, *args, **kwargs):
        raise RuntimeError(f"the oracle harness stubs {self.__name__}; a compared metric must not use it")

    def __mro_entries__(self, bases):
        return (object,)


STUBBED = [
    "formulas", "tldextract", "easyocr", "borb", "borb.pdf", "imagehash", "cv2", "acoustid", "librosa",
    "fastdtw", "mutagen", "mutagen.easyid3", "playwright", "playwright.sync_api", "pydrive", "pydrive.auth",
    "pydrive.drive", "requests",
]
_MISSING = {n.split(".")[0] for n in STUBBED if importlib.util.find_spec(n.split(".")[0]) is None}
for name in STUBBED:
    if name.split(".")[0] in _MISSING:
        sys.modules[name] = _Stub(name)


if "tldextract" not in _MISSING:
    # OSWorld's compare_urls calls tldextract.extract, which fetches the Public Suffix List from the network:
    # the oracle uses the snapshot tldextract ships instead.
    import tldextract

    _OFFLINE_TLDEXTRACT = tldextract.TLDExtract(suffix_list_urls=(), cache_dir=None)
    tldextract.extract = lambda url, include_psl_private_domains=False, session=None: _OFFLINE_TLDEXTRACT(
        url, include_psl_private_domains=include_psl_private_domains
    )


_ROOT = os.path.dirname(importlib.util.find_spec("desktop_env").origin)


def _package(dotted):
    """Register a package without running its __init__ (which imports every module and their deps)."""
    root = _ROOT
    parts = dotted.split(".")
    for i in range(1, len(parts) + 1):
        name = ".".join(parts[:i])
        if name in sys.modules:
            continue
        module = types.ModuleType(name)
        module.__path__ = [os.path.join(root, *parts[1:i])]
        sys.modules[name] = module


_package("desktop_env.evaluators.metrics")
_package("desktop_env.evaluators.getters")
logging.disable(logging.CRITICAL)


def decode(value):
    if isinstance(value, list):
        return [decode(v) for v in value]
    if isinstance(value, dict):
        if len(value) == 1:
            (key, inner), = value.items()
            if key == "$float":
                return float(inner)
            if key == "$int":
                return int(inner)
            if key == "$tuple":
                return tuple(decode(v) for v in inner)
            if key == "$nan":
                return math.nan
            if key == "$inf":
                return math.inf if inner > 0 else -math.inf
            if key == "$base64":
                return base64.b64decode(inner)
            if key == "$dict":
                return {decode(k): decode(v) for k, v in inner}
        return {k: decode(v) for k, v in value.items()}
    return value


def encode(value):
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, int):
        return value if abs(value) < 2 ** 53 else {"$int": str(value)}
    if isinstance(value, float):
        if math.isnan(value):
            return {"$nan": True}
        if math.isinf(value):
            return {"$inf": 1 if value > 0 else -1}
        return {"$float": repr(value)}
    if isinstance(value, (bytes, bytearray)):
        return {"$bytes": base64.b64encode(value).decode("ascii")}
    if isinstance(value, tuple):
        return {"$tuple": [encode(v) for v in value]}
    if isinstance(value, (list, set, frozenset)):
        return [encode(v) for v in value]
    if isinstance(value, dict):
        if all(isinstance(k, str) for k in value):
            return {k: encode(v) for k, v in value.items()}
        return {"$dict": [[encode(k), encode(v)] for k, v in value.items()]}
    if hasattr(value, "item"):  # numpy scalars
        return encode(value.item())
    return {"$repr": repr(value)}


class _Controller:
    """The guest as OSWorld's getters see it: files by path, the a11y tree, Python commands."""

    def __init__(self, request):
        self.files = request.get("files") or {}
        self.tree = request.get("accessibility_tree")

    def get_file(self, path):
        content = self.files.get(path)
        if isinstance(content, dict):
            return base64.b64decode(content["$base64"])
        return None if content is None else content.encode("utf-8")

    def get_accessibility_tree(self):
        return self.tree

    def execute_python_command(self, command):
        home = {"HOME": "/home/user", "PATH": os.environ.get("PATH", "")}
        run = subprocess.run([sys.executable, "-c", command], capture_output=True, text=True, env=home)
        return {"status": "success", "output": run.stdout, "error": run.stderr, "returncode": run.returncode}


class _Env:
    def __init__(self, request):
        self.vm_platform = "Linux"
        self.controller = _Controller(request)
        self.cache_dir = request.get("cache_dir", os.getcwd())


class _FrozenNow:
    """datetime.now() at a fixed local time for the call (the metric or setup step reads the clock)."""

    def __init__(self, module, now):
        self.module, self.now, self.saved = module, now, None

    def __enter__(self):
        import datetime as real

        if self.now is None or not hasattr(self.module, "datetime"):
            return
        fixed = real.datetime.fromisoformat(self.now)

        class Frozen(real.datetime):
            @classmethod
            def now(cls, tz=None):
                return fixed if tz is None else fixed.astimezone(tz)

        self.saved = self.module.datetime
        if isinstance(self.saved, types.ModuleType):
            shim = types.ModuleType("datetime")
            shim.__dict__.update(real.__dict__)
            shim.datetime = Frozen
            self.module.datetime = shim
        else:
            self.module.datetime = Frozen

    def __exit__(self, *exc):
        if self.saved is not None:
            self.module.datetime = self.saved


def _setup_module():
    """desktop_env.controllers.setup, importable without a VM: the .env loader and the multipart encoder
    (not in the oracle's environment) are stand-ins; the step's upload is captured, never sent."""
    name = "desktop_env.controllers.setup"
    if name not in sys.modules:
        _package("desktop_env.controllers")
        _package("desktop_env.providers.aws")
        if importlib.util.find_spec("dotenv") is None:
            dotenv = types.ModuleType("dotenv")
            dotenv.load_dotenv = lambda *args, **kwargs: False
            sys.modules["dotenv"] = dotenv
        for package in ("requests_toolbelt", "requests_toolbelt.multipart"):
            sys.modules.setdefault(package, _Stub(package))
        encoder = types.ModuleType("requests_toolbelt.multipart.encoder")
        encoder.MultipartEncoder = _CapturedUpload
        sys.modules["requests_toolbelt.multipart.encoder"] = encoder
    return importlib.import_module(name)


class _CapturedUpload:
    """MultipartEncoder stand-in: keeps the uploaded file's path and bytes."""

    uploads = []

    def __init__(self, fields):
        self.content_type = "multipart/form-data"
        _CapturedUpload.uploads.append([fields["file_path"], fields["file_data"][1].read()])


def run_setup(request):
    """A setup step of OSWorld's SetupController, its guest side replaced: files given in the host cache,
    the VM platform Linux, uploads and commands recorded instead of sent."""
    module = _setup_module()
    cache_dir = request.get("cache_dir") or os.getcwd()
    os.makedirs(cache_dir, exist_ok=True)
    for name, content in (request.get("cache_files") or {}).items():
        with open(os.path.join(cache_dir, name), "wb") as f:
            f.write(base64.b64decode(content["$base64"]))
    commands = []

    class Guest:
        def __init__(self, *args, **kwargs):
            pass

        def get_vm_platform(self):
            return "Linux"

        def execute_python_command(self, command):
            home = {"HOME": "/home/user", "PATH": os.environ.get("PATH", "")}
            run = subprocess.run([sys.executable, "-c", command], capture_output=True, text=True, env=home)
            return {"status": "success", "output": run.stdout, "error": run.stderr, "returncode": run.returncode}

    class Sent:
        status_code = 200
        text = "ok"

    requests_stand_in = types.SimpleNamespace(
        post=lambda *args, **kwargs: Sent(), get=module.requests.get, exceptions=module.requests.exceptions,
        RequestException=module.requests.RequestException,
    )
    controller = module.SetupController.__new__(module.SetupController)
    controller.vm_ip, controller.server_port, controller.http_server = "127.0.0.1", 5000, "http://127.0.0.1:5000"
    controller.cache_dir = cache_dir
    controller._execute_setup = lambda command, shell=False, **kwargs: commands.append([command, shell])
    saved = module.PythonController, module.requests
    module.PythonController, module.requests = Guest, requests_stand_in
    _CapturedUpload.uploads = []
    try:
        with _FrozenNow(module, request.get("now")):
            getattr(controller, request["func"])(**decode(request.get("parameters", {})))
    finally:
        module.PythonController, module.requests = saved
    return {"uploads": _CapturedUpload.uploads, "commands": commands}


def _file_result(value, cache_dir):
    """A getter's host path as [its path relative to the task cache, the file's bytes or None]."""
    if not isinstance(value, str):
        return value
    return [os.path.relpath(value, cache_dir), open(value, "rb").read() if os.path.isfile(value) else None]


def soup_dump(request):
    """BeautifulSoup as OSWorld's HTML metrics build it: with "lxml", every descendant (a tag's name,
    attributes and text, or a string's type and text); with "html.parser", the text of each <style>."""
    from bs4 import BeautifulSoup, Tag

    with open(request["path"], "r", encoding="utf-8") as f:
        soup = BeautifulSoup(f, request["parser"])
    if request["parser"] == "html.parser":
        return [style.text for style in soup.find_all("style")]
    return [
        ["Tag", d.name, dict(d.attrs), d.text] if isinstance(d, Tag) else [type(d).__name__, str(d)]
        for d in soup.recursiveChildGenerator()
    ]


def handle(request):
    kind = request["kind"]
    if kind == "setup":
        return run_setup(request)
    if kind == "soup":
        return soup_dump(request)
    module = importlib.import_module(f"desktop_env.evaluators.{'metrics' if kind == 'metric' else 'getters'}.{request['module']}")
    func = getattr(module, request["func"])
    if kind == "metric":
        with _FrozenNow(module, request.get("now")):
            return func(*decode(request.get("args", [])), **decode(request.get("kwargs", {})))
    env = _Env(request)
    value = func(env, decode(request.get("config", {})))
    return _file_result(value, env.cache_dir) if request.get("result_file") else value


def main():
    out = sys.stdout
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        answer = {"id": request["id"]}
        try:
            with contextlib.redirect_stdout(io.StringIO()):
                answer.update(ok=True, value=encode(handle(request)))
        except BaseException as error:  # SystemExit and friends are answers too
            answer.update(ok=False, error=type(error).__name__, message=str(error)[:500])
        out.write(json.dumps(answer) + "\n")
        out.flush()


if __name__ == "__main__":
    main()
