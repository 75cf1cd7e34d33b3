import { isPlainObject, pyDecodeUtf8, pyEquals, pyJsonLoads, PythonError } from "../python-semantics.ts";

/**
 * OSWorld's chrome_color_scheme and chrome_appearance_mode_ui getters (getters/chrome.py), newer than
 * desktop-env 1.0.2: ported from xlang-ai/OSWorld at commit 87df18ff0e906dafdb1ea96b8299f35ec1e67e6b (the
 * Linux x86 branch; desktest's chromium keeps its profile in ~/.config/google-chrome on every architecture).
 *
 * chrome_color_scheme reads Chrome's mode ("system", "light" or "dark") from the Preferences files of the
 * profiles, newest first, five times a second apart (Chrome writes Preferences a moment after the toggle);
 * chrome_appearance_mode_ui asks the settings page itself over the DevTools protocol and falls back to
 * chrome_color_scheme.
 */

export type ColorScheme = "system" | "light" | "dark";

/**
 * Run as `python3 -c PREFERENCES_PROBE` in the desktop: the Preferences files of the profiles under OSWorld's
 * three Chrome folders, as JSON `[{"path", "mtime"}]` (each path once, in the order they are found).
 */
export const PREFERENCES_PROBE = `
import glob, json, os
found, out = set(), []
for root in (os.path.expanduser("~/.config/google-chrome"), "/home/user/.config/google-chrome",
             "/home/ubuntu/.config/google-chrome"):
    if not os.path.isdir(root):
        continue
    for pattern in ("Default", "Guest Profile", "Profile *"):
        for path in glob.glob(os.path.join(root, pattern, "Preferences")):
            if path in found or not os.path.isfile(path):
                continue
            found.add(path)
            try:
                mtime = os.path.getmtime(path)
            except Exception:
                mtime = 0
            out.append({"path": path, "mtime": mtime})
print(json.dumps(out))
`;

/** The Preferences files to read, newest first; the default profile's when the probe found none. */
export function preferenceCandidates(probeOutput: string, home: string): string[] {
  const text = probeOutput.trim();
  const probed = text ? (JSON.parse(text) as { path?: unknown; mtime?: unknown }[]) : [];
  const mtime = (entry: { mtime?: unknown }) => (typeof entry.mtime === "number" ? entry.mtime : 0);
  const paths = [...probed]
    .sort((a, b) => mtime(b) - mtime(a))
    .map((entry) => entry.path)
    .filter((p): p is string => typeof p === "string" && p !== "");
  return paths.length > 0 ? paths : [`${home}/.config/google-chrome/Default/Preferences`];
}

/** OSWorld's _normalize_color_scheme: a mode from a string or a number (bools are numbers there), or None. */
export function normalizeColorScheme(raw: unknown): ColorScheme | null {
  if (typeof raw === "string") {
    const value = raw.trim().toLowerCase();
    if (["system", "default", "0"].includes(value)) return "system";
    if (["light", "1"].includes(value)) return "light";
    if (["dark", "2"].includes(value)) return "dark";
    return null;
  }
  let number: number | undefined;
  if (typeof raw === "boolean") number = raw ? 1 : 0;
  else if (typeof raw === "bigint") number = Number(raw);
  else if (typeof raw === "number") {
    if (!Number.isFinite(raw))
      throw new PythonError(
        Number.isNaN(raw) ? "ValueError" : "OverflowError",
        "cannot convert float to int",
      );
    number = Math.trunc(raw);
  }
  if (number === undefined) return null;
  return number === 0 ? "system" : number === 1 ? "light" : number === 2 ? "dark" : null;
}

/** `value.get(key, fallback)` that raises AttributeError on what is not a dict, as Python does. */
function get(value: unknown, key: string, fallback: unknown): unknown {
  if (!isPlainObject(value)) throw new PythonError("AttributeError", `object has no attribute 'get'`);
  return key in value ? value[key] : fallback;
}

/** OSWorld's _extract_mode_from_preferences over parsed Preferences. */
export function modeFromPreferences(data: unknown): ColorScheme {
  const theme = get(get(data, "browser", {}), "theme", {});
  const mode = normalizeColorScheme(get(theme, "color_scheme2", get(theme, "color_scheme", null)));
  const systemTheme = get(get(get(data, "extensions", {}), "theme", {}), "system_theme", null);
  if ([0, "0", false].some((v) => pyEquals(systemTheme, v))) return "light";
  return mode ?? "system";
}

/**
 * One Preferences file's mode, or undefined where OSWorld skips the file: missing or empty, not JSON, or
 * not shaped as it expects (its `except Exception: continue`).
 */
export function modeOfFile(content: Uint8Array | null): ColorScheme | undefined {
  if (!content || content.length === 0) return undefined;
  try {
    let text = pyDecodeUtf8(content);
    if (text.startsWith("\ufeff")) text = text.slice(1); // json.loads of bytes detects utf-8-sig
    return modeFromPreferences(pyJsonLoads(text));
  } catch (error) {
    if (error instanceof PythonError) return undefined;
    throw error;
  }
}

/**
 * OSWorld's polling: five rounds a second apart over the candidates; in a round an explicit light or dark
 * wins over "system", and light ends the polling at once. The last round's answer stands ("system" when no
 * file could be read).
 */
export async function pollColorScheme(
  candidates: readonly string[],
  read: (path: string) => Promise<Uint8Array | null>,
  sleep: (ms: number) => Promise<void>,
): Promise<ColorScheme> {
  let final: ColorScheme = "system";
  for (let round = 0; round < 5; round++) {
    let best: ColorScheme | undefined;
    for (const path of candidates) {
      const mode = modeOfFile(await read(path));
      if (mode === undefined) continue;
      if (mode === "light" || mode === "dark") {
        best = mode;
        break;
      }
      best ??= mode;
    }
    if (best !== undefined) {
      final = best;
      if (best === "light") return "light";
    }
    await sleep(1_000);
  }
  return final;
}

/**
 * What chrome://settings/appearance shows, asked in the page (desktest's own script with the behaviour of
 * OSWorld's probe): the mode prefs of the settings-ui element (color_scheme, color_scheme2, and
 * extensions.theme.system_theme), then the text of the selected or checked controls (through shadow roots);
 * light wins over dark, dark over system; null when nothing tells.
 */
export const APPEARANCE_PROBE = `() => {
  const low = (s) => String(s || "").toLowerCase();
  const modePaths = ["prefs.browser.theme.color_scheme", "prefs.browser.theme.color_scheme2",
    "prefs.extensions.theme.system_theme"];
  const found = [];
  try {
    const settings = document.querySelector("settings-ui");
    const seen = new Set();
    const visit = (node, where) => {
      if (!node || typeof node !== "object" || seen.has(node)) return;
      seen.add(node);
      if (Object.prototype.hasOwnProperty.call(node, "value")) {
        const name = low(where);
        const v = node.value;
        if (modePaths.includes(name)) {
          if (name.endsWith("extensions.theme.system_theme")) {
            if (v === 0 || v === "0" || v === false) found.push("light");
            if (v === 1 || v === "1" || v === true) found.push("dark");
          } else {
            if (v === 1 || v === "1" || low(v) === "light") found.push("light");
            if (v === 2 || v === "2" || low(v) === "dark") found.push("dark");
            if (v === 0 || v === "0" || ["system", "default", "device"].includes(low(v))) found.push("system");
          }
        }
      }
      for (const [key, child] of Object.entries(node)) visit(child, where ? where + "." + key : key);
    };
    visit(settings && settings.prefs ? settings.prefs : null, "prefs");
  } catch (e) {}
  try {
    const roots = [document];
    const addShadowRoots = (root) => {
      for (const element of root.querySelectorAll("*"))
        if (element.shadowRoot) {
          roots.push(element.shadowRoot);
          addShadowRoots(element.shadowRoot);
        }
    };
    addShadowRoots(document);
    const labels = [];
    for (const root of roots)
      for (const element of root.querySelectorAll('[selected],[checked],[aria-checked="true"],option:checked')) {
        const label = (element.innerText || element.textContent || "").trim();
        if (label) labels.push(label);
      }
    for (const label of labels) {
      const t = low(label);
      if (t.includes("light")) found.push("light");
      else if (t.includes("dark")) found.push("dark");
      else if (t.includes("device") || t.includes("system") || t.includes("default")) found.push("system");
    }
  } catch (e) {}
  for (const mode of ["light", "dark", "system"]) if (found.includes(mode)) return mode;
  return null;
}`;

/**
 * Run as `python3 -c APPEARANCE_SCRIPT <port> <probe>` in the desktop: like OSWorld's Playwright session
 * over Chrome's DevTools endpoint, a new tab goes to chrome://settings/appearance (30 s for its DOM), 2.5 s
 * later the probe runs in it, and the connection is dropped (the tab stays). Prints `{"mode": <the probe's
 * value>}`, or `{"error": "..."}` when any of that fails.
 */
export const APPEARANCE_SCRIPT = `
import base64, json, os, socket, struct, sys, time, urllib.parse, urllib.request
base = "http://127.0.0.1:%d" % int(sys.argv[1])
probe = sys.argv[2]

def http(path, method="GET"):
    with urllib.request.urlopen(urllib.request.Request(base + path, method=method), timeout=10) as answer:
        return json.loads(answer.read(1 << 20))

class Socket:
    def __init__(self, url):
        parts = urllib.parse.urlsplit(url)
        self.sock = socket.create_connection((parts.hostname, parts.port or 80), timeout=35)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall(("GET %s HTTP/1.1\\r\\nHost: %s\\r\\nUpgrade: websocket\\r\\nConnection: Upgrade\\r\\n"
                           "Sec-WebSocket-Key: %s\\r\\nSec-WebSocket-Version: 13\\r\\n\\r\\n"
                           % (parts.path, parts.netloc, key)).encode())
        head = b""
        while b"\\r\\n\\r\\n" not in head:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise OSError("the DevTools socket closed during the handshake")
            head += chunk
        head, self.buffer = head.split(b"\\r\\n\\r\\n", 1)
        if b" 101" not in head.split(b"\\r\\n")[0]:
            raise OSError("no WebSocket upgrade: %r" % head[:200])
        self.next_id = 0

    def exact(self, n):
        while len(self.buffer) < n:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise OSError("the DevTools socket closed")
            self.buffer += chunk
        data, self.buffer = self.buffer[:n], self.buffer[n:]
        return data

    def send_frame(self, opcode, payload):
        mask = os.urandom(4)
        n = len(payload)
        head = bytes([0x80 | opcode])
        head += bytes([0x80 | n]) if n < 126 else (bytes([0xFE]) + struct.pack(">H", n) if n < 65536
                                                   else bytes([0xFF]) + struct.pack(">Q", n))
        self.sock.sendall(head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload)))

    def message(self):
        data = b""
        while True:
            first, second = self.exact(2)
            n = second & 0x7F
            if n == 126:
                n = struct.unpack(">H", self.exact(2))[0]
            elif n == 127:
                n = struct.unpack(">Q", self.exact(8))[0]
            if n > (64 << 20):
                raise OSError("a DevTools message over 64 MiB")
            mask = self.exact(4) if second & 0x80 else None
            payload = self.exact(n)
            if mask:
                payload = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
            opcode = first & 0x0F
            if opcode == 8:
                raise OSError("the DevTools socket was closed")
            if opcode == 9:
                self.send_frame(10, payload)
                continue
            if opcode == 10:
                continue
            data += payload
            if first & 0x80:
                return json.loads(data)

    def call(self, method, params=None, until=None, deadline=None):
        self.next_id += 1
        wanted = self.next_id
        self.send_frame(1, json.dumps({"id": wanted, "method": method, "params": params or {}}).encode())
        answer, seen = None, until is None
        while answer is None or not seen:
            if deadline is not None and time.monotonic() > deadline:
                raise TimeoutError("%s: no %s within 30 s" % (method, until))
            message = self.message()
            if message.get("id") == wanted:
                if "error" in message:
                    raise OSError("%s: %s" % (method, message["error"]))
                answer = message.get("result", {})
            elif until is not None and message.get("method") == until:
                seen = True
        return answer

try:
    http("/json/version")
    try:
        target = http("/json/new?about:blank", "PUT")
    except Exception:
        target = http("/json/new?about:blank")
    page = Socket(target["webSocketDebuggerUrl"])
    page.call("Page.enable")
    navigated = page.call("Page.navigate", {"url": "chrome://settings/appearance"},
                          until="Page.domContentEventFired", deadline=time.monotonic() + 30)
    if navigated.get("errorText"):
        raise OSError("chrome://settings/appearance: %s" % navigated["errorText"])
    time.sleep(2.5)
    evaluated = page.call("Runtime.evaluate", {"expression": "(" + probe + ")()", "returnByValue": True,
                                               "awaitPromise": True})
    if "exceptionDetails" in evaluated:
        raise OSError("the probe raised: %s" % evaluated["exceptionDetails"].get("text"))
    try:
        page.send_frame(8, b"")
    except OSError:
        pass
    print(json.dumps({"mode": evaluated.get("result", {}).get("value")}))
except Exception as error:
    print(json.dumps({"error": "%s: %s" % (type(error).__name__, error)}))
`;

/** The mode the settings page showed, or null when OSWorld would fall back to chrome_color_scheme. */
export function parseAppearanceAnswer(stdout: string): ColorScheme | null {
  try {
    const answer = JSON.parse(stdout.trim().split("\n").at(-1) ?? "") as { mode?: unknown };
    const mode = answer.mode;
    return mode === "light" || mode === "dark" || mode === "system" ? mode : null;
  } catch {
    return null;
  }
}
