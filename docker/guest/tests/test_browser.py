"""Chrome's DevTools endpoint, against a local HTTP server that answers as Chrome's /json endpoints do."""

from __future__ import annotations

import json
import threading
import unittest
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import support  # noqa: F401
from desktest_guest import browser  # noqa: E402


class FakeChrome:
    """/json/version, /json/list, /json/new?URL (PUT), /json/close/ID as Chrome answers them."""

    def __init__(self):
        self.tabs = [{"id": "blank", "type": "page", "title": "New Tab", "url": "about:blank"}]
        self.calls = []
        chrome = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args):
                pass

            def answer(self, body, code=200):
                data = body.encode() if isinstance(body, str) else json.dumps(body).encode()
                self.send_response(code)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def do_GET(self):
                chrome.calls.append(("GET", self.path))
                if self.path == "/json/version":
                    return self.answer({"Browser": "Chrome/130.0"})
                if self.path == "/json/list":
                    return self.answer(chrome.tabs + [{"id": "w", "type": "service_worker", "url": "x"}])
                if self.path.startswith("/json/close/"):
                    chrome.tabs = [t for t in chrome.tabs if t["id"] != self.path.rsplit("/", 1)[1]]
                    return self.answer("Target is closing")
                self.answer("Using unsafe HTTP verb GET to invoke /json/new", 405)

            def do_PUT(self):
                chrome.calls.append(("PUT", self.path))
                url = self.path.split("?", 1)[1]
                tab = {"id": f"t{len(chrome.tabs)}", "type": "page", "title": url, "url": url}
                chrome.tabs.append(tab)
                self.answer(tab)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self):
        self.server.shutdown()
        self.server.server_close()


class DevToolsTest(unittest.TestCase):
    def setUp(self):
        self.chrome = FakeChrome()
        self.addCleanup(self.chrome.close)
        self.tools = browser.DevTools(self.chrome.port)

    def test_open_tabs_replaces_the_blank_tab(self):
        self.tools.wait_ready(3, 0.1)
        self.assertEqual(self.tools.open_tabs(["https://example.org/a?q=1", "https://example.org/b"], 2.0), 2)
        self.assertEqual([t["url"] for t in self.tools.tabs()], ["https://example.org/a?q=1", "https://example.org/b"])
        self.assertIn(("GET", "/json/close/blank"), self.chrome.calls)

    def test_tabs_lists_pages_only(self):
        self.assertEqual(self.tools.tabs(), [{"title": "New Tab", "url": "about:blank"}])

    def test_no_chrome_is_unavailable_after_the_attempts(self):
        self.chrome.close()
        with self.assertRaises(browser.ProtocolError) as cm:
            browser.DevTools(self.chrome.port).wait_ready(2, 0.05)
        self.assertEqual(cm.exception.type, "unavailable")


if __name__ == "__main__":
    unittest.main()
