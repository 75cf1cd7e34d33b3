import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { DesktopPython, MetricContext } from "../../../src/osworld/metrics/python-test-suite.ts";
import { Files, metricCases, type MetricCase } from "./cases.ts";

// is_vlc_playing over status.xml files shaped like VLC 3's, and check_python_file_by_test_suite over test
// files written here (each in a folder of its own, with its own module names: OSWorld's side imports them
// all into one Python process).
const f = new Files();

const status = (state: string | null, infos: string, extra = "") =>
  `<?xml version="1.0" encoding="utf-8" standalone="yes" ?>\n<root>\n<fullscreen>0</fullscreen>\n${
    state === null ? "" : `<state>${state}</state>\n`
  }<information>\n${infos}</information>${extra}\n</root>\n`;
const meta = (pairs: [string, string][]) =>
  `  <category name="meta">\n${pairs.map(([n, v]) => `    <info name='${n}'>${v}</info>\n`).join("")}  </category>\n`;
const stream = (pairs: [string, string][]) =>
  `  <category name='Stream 0'>${pairs.map(([n, v]) => `<info name='${n}'>${v}</info>`).join("")}</category>\n`;

const playingWav = f.write("vlc/playing.xml", status("playing", meta([["filename", "tone.wav"]])));
const pausedWav = f.write("vlc/paused.xml", status("paused", meta([["filename", "tone.wav"]])));
const stopped = f.write("vlc/stopped.xml", status("stopped", ""));
const playingNoInfo = f.write("vlc/playing-no-info.xml", status("playing", ""));
const titled = f.write(
  "vlc/titled.xml",
  status(
    "playing",
    meta([
      ["title", "Never Gonna Give You Up"],
      ["filename", "rick.mp4"],
    ]),
  ),
);
const emptyFilename = f.write(
  "vlc/empty-filename.xml",
  status(
    "playing",
    meta([
      ["filename", ""],
      ["uri", "file:///home/user/Desktop/My%20Song.mp3"],
    ]),
  ),
);
const pathInfo = f.write(
  "vlc/path.xml",
  status("playing", meta([["location", "/home/user/Videos/clip.mkv"]])),
);
const windowsPath = f.write("vlc/windows.xml", status("playing", meta([["name", "C:\\Videos\\clip.mkv"]])));
const hls = f.write("vlc/hls.xml", status("playing", meta([["filename", "master.m3u8"]])));
const streamUrl = f.write(
  "vlc/stream-url.xml",
  status("playing", meta([["url", "https://example.com/videos/live/master.m3u8?token=1"]])),
);
const otherHost = f.write(
  "vlc/other-host.xml",
  status("playing", meta([["url", "https://cdn.example.org/videos/live/master.m3u8"]])),
);
const codecOnly = f.write(
  "vlc/codec.xml",
  status("playing", stream([["Codec", "H264 - MPEG-4 AVC (part 10) (avc1)"]])),
);
const badIpv6 = f.write("vlc/bad-ipv6.xml", status("playing", meta([["url", "http://[::1/stream"]])));
const noState = f.write("vlc/no-state.xml", status(null, meta([["filename", "tone.wav"]])));
const emptyState = f.write("vlc/empty-state.xml", status("", meta([["filename", "tone.wav"]])));
const nestedState = f.write(
  "vlc/nested-state.xml",
  "<root><information><state>playing</state></information></root>",
);
const notXml = f.write("vlc/not-xml.xml", "<root><state>playing</state>");
const latin1 = f.write(
  "vlc/latin1.xml",
  Buffer.concat([
    Buffer.from("<root><state>playing</state><information><category name='meta'><info name='filename'>caf"),
    Buffer.from([0xe9]),
    Buffer.from("</info></category></information></root>"),
  ]),
);
const entities = f.write("vlc/entities.xml", status("playing", meta([["filename", "Tom &amp; Jerry.mp4"]])));
const namespaced = f.write("vlc/namespaced.xml", '<root xmlns="urn:x"><state>playing</state></root>');
const wrongCategory = f.write(
  "vlc/wrong-category.xml",
  status("playing", `  <category name="Meta"><info name='filename'>tone.wav</info></category>\n`),
);

const VLC_CASES = metricCases("vlc", "is_vlc_playing", [
  { name: "playing the file", result: playingWav, expected: { type: "file_name", file_name: "tone.wav" } },
  { name: "paused", result: pausedWav, expected: { type: "file_name", file_name: "tone.wav" } },
  { name: "stopped", result: stopped, expected: { type: "file_name", file_name: "tone.wav" } },
  { name: "another file", result: playingWav, expected: { type: "file_name", file_name: "other.wav" } },
  { name: "a suffix of the name", result: playingWav, expected: { type: "file_name", file_name: "one.wav" } },
  { name: "the title comes first", result: titled, expected: { type: "file_name", file_name: "rick.mp4" } },
  {
    name: "an empty filename falls through to the uri",
    result: emptyFilename,
    expected: { type: "file_name", file_name: "My%20Song.mp3" },
  },
  { name: "a path's basename", result: pathInfo, expected: { type: "file_name", file_name: "clip.mkv" } },
  {
    name: "a path's ending",
    result: pathInfo,
    expected: { type: "file_name", file_name: "Videos/clip.mkv" },
  },
  { name: "a Windows path", result: windowsPath, expected: { type: "file_name", file_name: "clip.mkv" } },
  { name: "no file information", result: playingNoInfo, expected: { type: "file_name" } },
  { name: "only the stream's codec", result: codecOnly, expected: { type: "file_name" } },
  { name: "a file name that is a number", result: playingWav, expected: { type: "file_name", file_name: 7 } },
  { name: "the file name missing", result: playingWav, expected: { type: "file_name" } },
  { name: "entities", result: entities, expected: { type: "file_name", file_name: "Tom & Jerry.mp4" } },
  {
    name: "an HLS stream shown by its file name",
    result: hls,
    expected: { type: "url", url: "https://example.com/videos/live/master.m3u8" },
  },
  {
    name: "the URL inside a longer one",
    result: streamUrl,
    expected: { type: "url", url: "https://example.com/videos/live/master.m3u8" },
  },
  {
    name: "same path on another host",
    result: otherHost,
    expected: { type: "url", url: "https://example.com/videos/live/master.m3u8" },
  },
  {
    name: "the codec stands in for the URL",
    result: codecOnly,
    expected: { type: "url", url: "https://example.com/a.m3u8" },
  },
  {
    name: "a URL urlparse refuses",
    result: badIpv6,
    expected: { type: "url", url: "http://[::1/other" },
  },
  { name: "the URL missing", result: playingNoInfo, expected: { type: "url" } },
  { name: "the URL missing, paused", result: pausedWav, expected: { type: "url" } },
  { name: "a URL that is a number", result: hls, expected: { type: "url", url: 3 } },
  { name: "an unknown rule type", result: playingWav, expected: { type: "title", title: "tone" } },
  { name: "no rule type", result: playingWav, expected: {} },
  { name: "no state", result: noState, expected: { type: "file_name", file_name: "tone.wav" } },
  { name: "an empty state", result: emptyState, expected: { type: "file_name", file_name: "tone.wav" } },
  { name: "a state deeper down", result: nestedState, expected: { type: "file_name", file_name: "x" } },
  { name: "not XML", result: notXml, expected: { type: "file_name", file_name: "tone.wav" } },
  { name: "not UTF-8", result: latin1, expected: { type: "file_name", file_name: "café" } },
  { name: "a default namespace", result: namespaced, expected: { type: "file_name", file_name: "x" } },
  {
    name: "the category's name in another case",
    result: wrongCategory,
    expected: { type: "file_name", file_name: "tone.wav" },
  },
  { name: "None (the getter got no answer)", result: null, expected: { type: "file_name", file_name: "x" } },
  {
    name: "a missing file",
    result: f.missing("status.xml"),
    expected: { type: "file_name", file_name: "x" },
  },
]);

/** Ours runs the harness with the host's python3 on a copy of the folder (only the tests' own files). */
const hostPython: DesktopPython = {
  async run(hostDir, argv, timeoutMs) {
    const work = mkdtempSync(path.join(tmpdir(), "desktest-test-suite-"));
    const copy = path.join(work, path.basename(hostDir));
    cpSync(hostDir, copy, { recursive: true });
    try {
      const run = spawnSync(argv[0]!, argv.slice(1), { cwd: copy, timeout: timeoutMs, encoding: "utf8" });
      return {
        stdout: run.stdout ?? "",
        exitCode: run.status ?? 137,
        timedOut: (run.error as NodeJS.ErrnoException | undefined)?.code === "ETIMEDOUT",
      };
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  },
};
const context: MetricContext = { hostCacheDir: f.dir, python: hostPython, log: () => undefined };

let suites = 0;
/** A test file in a folder of its own (with sibling files), as the cache folder holds it. */
const suite = (source: string, siblings: Record<string, string> = {}, name = "test_suite.py") => {
  const folder = `suite-${++suites}`;
  for (const [file, text] of Object.entries(siblings)) f.write(`${folder}/${file}`, text);
  return f.write(`${folder}/${name}`, source);
};

const testCases: { name: string; testFile: unknown; options?: Record<string, unknown> }[] = [
  { name: "True", testFile: suite("def test():\n    return True\n") },
  { name: "False", testFile: suite("def test():\n    return False\n") },
  { name: "a fraction", testFile: suite("def test():\n    return 0.25\n") },
  { name: "above 1", testFile: suite("def test():\n    return 7\n") },
  { name: "below 0", testFile: suite("def test():\n    return -2.5\n") },
  { name: "NaN", testFile: suite("def test():\n    return float('nan')\n") },
  { name: "a huge int", testFile: suite("def test():\n    return 10 ** 400\n") },
  { name: "the test gives None", testFile: suite("def test():\n    pass\n") },
  { name: "a non-empty string", testFile: suite("def test():\n    return 'yes'\n") },
  { name: "an empty list", testFile: suite("def test():\n    return []\n") },
  {
    name: "an object whose truth raises",
    testFile: suite(
      "class Odd:\n    def __bool__(self):\n        raise RuntimeError('no truth')\n\ndef test():\n    return Odd()\n",
    ),
  },
  {
    name: "imports the fetched files beside it",
    testFile: suite(
      "from snake_a import Snake\n\ndef test():\n    s = Snake()\n    s.eat()\n    return s.length == 2\n",
      {
        "snake_a.py":
          "class Snake:\n    def __init__(self):\n        self.length = 1\n    def eat(self):\n        self.length += 1\n",
      },
    ),
  },
  {
    name: "the fetched file still has the bug",
    testFile: suite(
      "from snake_b import Snake\n\ndef test():\n    s = Snake()\n    s.eat()\n    return s.length == 2\n",
      {
        "snake_b.py":
          "class Snake:\n    def __init__(self):\n        self.length = 1\n    def eat(self):\n        pass\n",
      },
    ),
  },
  {
    name: "reads a file from the working folder",
    testFile: suite("def test():\n    return open('answer.txt').read().strip() == '42'\n", {
      "answer.txt": "42\n",
    }),
  },
  {
    name: "prints a lot",
    testFile: suite(
      "import sys\nprint('x' * 100000)\n\ndef test():\n    sys.stderr.write('noise\\n')\n    print('done')\n    return True\n",
    ),
  },
  { name: "a syntax error", testFile: suite("def test(:\n    return True\n") },
  {
    name: "an import that fails",
    testFile: suite("import no_such_module_17\n\ndef test():\n    return True\n"),
  },
  {
    name: "the module raises",
    testFile: suite("raise ValueError('at import')\n\ndef test():\n    return True\n"),
  },
  { name: "no test function", testFile: suite("def other():\n    return True\n") },
  { name: "test is not callable", testFile: suite("test = 1\n") },
  { name: "the test raises", testFile: suite("def test():\n    return 1 / 0\n") },
  {
    name: "another function name",
    testFile: suite("def check():\n    return True\n"),
    options: { test_function_name: "check" },
  },
  {
    name: "a function name that is not a string",
    testFile: suite("def test():\n    return True\n"),
    options: { test_function_name: 3 },
  },
  { name: "the test calls sys.exit", testFile: suite("import sys\n\ndef test():\n    sys.exit(1)\n") },
  { name: "the module calls sys.exit", testFile: suite("import sys\nsys.exit(0)\n") },
  { name: "not a .py file", testFile: suite("def test():\n    return True\n", {}, "test_suite.txt") },
  { name: "no test file (None)", testFile: null },
  { name: "an empty path", testFile: "" },
  { name: "a missing file", testFile: f.missing("test_suite.py") },
  { name: "a folder", testFile: f.dir },
  { name: "a list", testFile: [suite("def test():\n    return True\n")] },
];

const PYTHON_CASES: MetricCase[] = testCases.map((c) => ({
  kind: "metric",
  module: "vscode",
  func: "check_python_file_by_test_suite",
  name: `check_python_file_by_test_suite: ${c.name}`,
  result: [f.missing("main.py")],
  expected: c.testFile,
  ...(c.options ? { options: c.options } : {}),
  context,
}));

export const VLC_PYTHON_CASES: MetricCase[] = [...VLC_CASES, ...PYTHON_CASES];
