"""Chrome's DevTools HTTP endpoint inside the desktop (OSWorld's chrome setup and getters): open tabs,
list them. Plain HTTP to 127.0.0.1 in the guest; bounded in attempts, time and answer size."""

from __future__ import annotations

import json
import time
import urllib.parse
import urllib.request
from typing import Callable

from .protocol import ProtocolError

MAX_ANSWER_BYTES = 8 << 20


class DevTools:
    def __init__(self, port: int = 9222, fetch: Callable[[str, str, float], str] | None = None):
        self.base = f"http://127.0.0.1:{port}"
        self._fetch = fetch or _http

    def call(self, path: str, method: str = "GET", timeout: float = 5.0):
        body = self._fetch(self.base + path, method, timeout)
        try:
            return json.loads(body)
        except ValueError:
            return body

    def wait_ready(self, attempts: int, pause_s: float) -> None:
        last: Exception | None = None
        for i in range(max(1, attempts)):
            try:
                self.call("/json/version")
                return
            except Exception as e:  # not up yet
                last = e
                if i + 1 < attempts:
                    time.sleep(pause_s)
        raise ProtocolError(f"Chrome's DevTools endpoint ({self.base}) did not answer: {last}", "unavailable")

    def pages(self) -> list[dict]:
        listed = self.call("/json/list")
        return [t for t in listed if isinstance(t, dict) and t.get("type") == "page"] if isinstance(listed, list) else []

    def tabs(self) -> list[dict]:
        return [{"title": str(p.get("title", "")), "url": str(p.get("url", ""))} for p in self.pages()]

    def open_tabs(self, urls: list[str], load_s: float) -> int:
        """Open each URL in a new tab, closing the blank tab Chrome started with; then give the pages up to
        `load_s` to leave about:blank (failures tolerated, as in OSWorld)."""
        before = self.pages()
        opened = 0
        for i, url in enumerate(urls):
            quoted = urllib.parse.quote(url, safe=":/?&=#%@+,;~!$'()*[]")
            try:
                self.call("/json/new?" + quoted, "PUT", 60)
            except Exception:
                self.call("/json/new?" + quoted, "GET", 60)
            opened += 1
            if i == 0 and before:
                try:
                    self.call("/json/close/" + str(before[0].get("id", "")))
                except Exception:
                    pass
        deadline = time.monotonic() + load_s
        while time.monotonic() < deadline:
            try:
                if all(p.get("url", "") not in ("", "about:blank") for p in self.pages()):
                    break
            except Exception:
                break
            time.sleep(0.5)
        return opened


def _http(url: str, method: str, timeout: float) -> str:
    req = urllib.request.Request(url, method=method)
    with urllib.request.urlopen(req, timeout=timeout) as r:  # noqa: S310 - 127.0.0.1 only
        return r.read(MAX_ANSWER_BYTES).decode("utf-8", "replace")
