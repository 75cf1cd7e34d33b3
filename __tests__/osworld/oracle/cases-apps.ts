import { Files, metricCases, type MetricCase } from "./cases.ts";

// Inputs for the app metrics: basic_os, vlc, vscode, thunderbird, chrome (bookmarks), gimp (gimprc).
const f = new Files();
const text = (name: string, content: string | Uint8Array) => f.write(name, content);
const BOM = (s: string) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(s)]);

const vlcrc = text(
  "vlcrc",
  "# VLC media player preferences\n\n[qt] # Qt interface\n#qt-bgcone=1\nqt-bgcone=0\nqt-max-volume=200\n#qt-minimal-view=0\nqt-slider-colours=10;20;30;40;50;60\n#global-key-play-pause=\n#one-instance-when-started-from-file=1\ninput-record-path=/home/user/Desktop\n",
);
const vlcrcDefaults = text("vlcrc-defaults", "# nothing set\n[core]\n");
const vlcrcCr = text("vlcrc-cr", "qt-bgcone=1\rqt-max-volume=150\r");
const vlcrcBright = text("vlcrc-bright", "qt-slider-colours=200;10;10;1;2;3\n");
const vlcrcBad = text("vlcrc-bad", "qt-slider-colours=1;x;3\n");
const vlcrcGlobal = text(
  "vlcrc-global",
  "global-key-play-pause=Space\nplay-and-exit=1\none-instance-when-started-from-file=0\n",
);
const vlcrcRecord = text("vlcrc-record", "#input-record-path=\n  \ninput-record-path = /home/user/Videos \n");
const vlcrcLatin1 = text(
  "vlcrc-latin1",
  Buffer.from([0x71, 0x74, 0x2d, 0x62, 0x67, 0x63, 0x6f, 0x6e, 0x65, 0x3d, 0xe9, 0x0a]),
);

export const APPS_CASES: MetricCase[] = [
  ...metricCases("basic_os", "check_gnome_favorite_apps", [
    {
      name: "same apps in another order",
      result: "['thunderbird.desktop', 'vim.desktop']",
      expected: { expected: ["vim.desktop", "thunderbird.desktop"] },
    },
    {
      name: "a different count",
      result: "['a.desktop']",
      expected: { expected: ["a.desktop", "b.desktop"] },
    },
    { name: "duplicates count in the length", result: "['a', 'a']", expected: { expected: ["a", "b"] } },
    { name: "an empty gsettings array", result: "@as []", expected: { expected: [] } },
    { name: "a tuple", result: "('a',)", expected: { expected: ["a"] } },
    { name: "not Python", result: "[a", expected: { expected: [] } },
    { name: "a trailing newline", result: "['a']\n", expected: { expected: ["a"] } },
    { name: "double-quoted strings", result: '["a"]', expected: { expected: ["a"] } },
  ]),
  ...metricCases("basic_os", "is_utc_0", [
    {
      name: "UTC",
      result:
        "Local time: x\nUniversal time: x\nRTC time: x\n                Time zone: Etc/UTC (UTC, +0000)\nx\n",
    },
    { name: "not UTC", result: "a\nb\nc\n Time zone: Europe/Berlin (CET, +0100)\n" },
    { name: "too few lines", result: "a\nb\n" },
    { name: "None", result: null },
    { name: "CRLF", result: "a\r\nb\r\nc\r\n Time zone: Etc/UTC (UTC, +0000)\r\n" },
  ]),
  ...metricCases("basic_os", "check_text_enlarged", [
    { name: "1.5", result: "1.5\n" },
    { name: "1.0", result: "1.0" },
    { name: "an int", result: 2 },
    { name: "spaces and underscores", result: " 1_0 " },
    { name: "inf", result: "inf" },
    { name: "nan", result: "nan" },
    { name: "not a number", result: "abc" },
    { name: "None", result: null },
    { name: "empty", result: "" },
    { name: "full-width digits", result: "２" },
    { name: "a hex literal is no float", result: "0x2" },
    { name: "exponent", result: "1e1" },
    { name: "trailing dot", result: "2." },
    { name: "a double underscore", result: "1__0" },
  ]),
  ...metricCases("basic_os", "check_moved_jpgs", [
    {
      name: "same names",
      result: { name: "Pictures", children: [{ name: "a.jpg" }, { name: "b.jpg" }] },
      expected: { expected: ["b.jpg", "a.jpg"] },
    },
    {
      name: "a missing one",
      result: { name: "P", children: [{ name: "a.jpg" }] },
      expected: { expected: ["a.jpg", "b.jpg"] },
    },
    { name: "no children key", result: { name: "P" }, expected: { expected: [] } },
    { name: "None listing", result: null, expected: { expected: [] } },
    { name: "empty folder", result: { name: "P", children: [] }, expected: { expected: [] } },
  ]),
  ...metricCases("basic_os", "is_in_vm_clickboard", [
    { name: "one string in the output", result: { expected: "copied" }, expected: "text copied\n" },
    { name: "every string of a list", result: { expected: ["a", "b"] }, expected: "a b" },
    { name: "one of the list missing", result: { expected: ["a", "z"] }, expected: "a b" },
    { name: "None output", result: { expected: "x" }, expected: null },
    { name: "a number", result: { expected: 1 }, expected: "1" },
  ]),
  ...metricCases("vlc", "check_qt_bgcone", [
    { name: "set to 0 (an int expected)", result: vlcrc, expected: { expected_qt_bgcone: 0 } },
    { name: "set to 0 (a str expected)", result: vlcrc, expected: { expected_qt_bgcone: "0" } },
    { name: "the default", result: vlcrcDefaults, expected: { expected_qt_bgcone: 1 } },
    { name: "carriage returns only", result: vlcrcCr, expected: { expected_qt_bgcone: 1 } },
    { name: "a bool expected", result: vlcrc, expected: { expected_qt_bgcone: false } },
    { name: "a missing file", result: f.missing("vlcrc"), expected: { expected_qt_bgcone: 1 } },
    { name: "None path", result: null, expected: { expected_qt_bgcone: 1 } },
    { name: "no expected key", result: vlcrc, expected: {} },
    { name: "not UTF-8", result: vlcrcLatin1, expected: { expected_qt_bgcone: 1 } },
    { name: "a BOM", result: text("vlcrc-bom", BOM("qt-bgcone=0\n")), expected: { expected_qt_bgcone: 0 } },
  ]),
  ...metricCases("vlc", "check_qt_max_volume", [
    { name: "200", result: vlcrc, expected: { expected_qt_max_volume: 200 } },
    { name: "the default 125", result: vlcrcDefaults, expected: { expected_qt_max_volume: "125" } },
    { name: "a float expected", result: vlcrc, expected: { expected_qt_max_volume: 200.5 } },
    { name: "carriage returns only", result: vlcrcCr, expected: { expected_qt_max_volume: 150 } },
  ]),
  ...metricCases("vlc", "check_qt_minimal_view", [
    { name: "commented default", result: vlcrc, expected: { expected_qt_minimal_view: 0 } },
    { name: "expects 1", result: vlcrc, expected: { expected_qt_minimal_view: 1 } },
  ]),
  ...metricCases("vlc", "check_qt_slider_colours", [
    {
      name: "match",
      result: vlcrc,
      expected: { type: "match", expected_qt_slider_colours: "10;20;30;40;50;60" },
    },
    { name: "no match", result: vlcrc, expected: { type: "match", expected_qt_slider_colours: "1;2;3" } },
    { name: "blackish", result: vlcrc, expected: { type: "blackish" } },
    { name: "not blackish", result: vlcrcBright, expected: { type: "blackish" } },
    { name: "the default is not blackish", result: vlcrcDefaults, expected: { type: "blackish" } },
    { name: "an unknown type returns None", result: vlcrc, expected: { type: "reddish" } },
    { name: "a value that is not a number", result: vlcrcBad, expected: { type: "blackish" } },
    { name: "no type key", result: vlcrc, expected: {} },
  ]),
  ...metricCases("vlc", "check_global_key_play_pause", [
    { name: "commented empty is 0", result: vlcrc, expected: { expected_global_key_play_pause: 0 } },
    { name: "set is 1", result: vlcrcGlobal, expected: { expected_global_key_play_pause: "1" } },
    { name: "default 0", result: vlcrcDefaults, expected: { expected_global_key_play_pause: 1 } },
  ]),
  ...metricCases("vlc", "check_one_instance_when_started_from_file", [
    {
      name: "commented default 1",
      result: vlcrc,
      expected: { expected_one_instance_when_started_from_file: 1 },
    },
    { name: "set 0", result: vlcrcGlobal, expected: { expected_one_instance_when_started_from_file: 0 } },
  ]),
  ...metricCases("vlc", "check_play_and_exit", [
    { name: "set 1", result: vlcrcGlobal, expected: { expected_play_and_exit: 1 } },
    { name: "default 0", result: vlcrcDefaults, expected: { expected_play_and_exit: 0 } },
    { name: "a missing file", result: f.missing("vlcrc2"), expected: { expected_play_and_exit: 0 } },
  ]),
  ...metricCases("vlc", "is_vlc_recordings_folder", [
    { name: "the folder", result: vlcrc, expected: { recording_file_path: "/home/user/Desktop" } },
    { name: "another folder", result: vlcrc, expected: { recording_file_path: "/home/user/Videos" } },
    { name: "spaces around", result: vlcrcRecord, expected: { recording_file_path: "/home/user/Videos" } },
    { name: "not set", result: vlcrcDefaults, expected: { recording_file_path: "/x" } },
    { name: "no rule key", result: vlcrc, expected: {} },
    { name: "a missing file", result: f.missing("vlcrc3"), expected: { recording_file_path: "/x" } },
  ]),
  ...metricCases("vlc", "is_vlc_fullscreen", [
    {
      name: "the screen's size",
      result: { width: 1920, height: 1080 },
      expected: { width: 1920, height: 1080 },
    },
    { name: "smaller", result: { width: 800, height: 600 }, expected: { width: 1920, height: 1080 } },
    { name: "no window", result: null, expected: { width: 1920, height: 1080 } },
    { name: "a missing key", result: { width: 1 }, expected: { width: 1, height: 2 } },
  ]),
  ...metricCases("vscode", "compare_text_file", [
    { name: "the same", result: text("c1.txt", "a b\n"), expected: text("c2.txt", "a b\n") },
    { name: "different", result: text("c3.txt", "a\n"), expected: text("c4.txt", "b\n") },
    {
      name: "ignore_blanks",
      result: text("c5.txt", "a\t b\n\n c "),
      expected: text("c6.txt", "a b c"),
      options: { ignore_blanks: true },
    },
    {
      name: "ignore_blanks with Unicode spaces",
      result: text("c7.txt", "a\u00a0b\u2003c"),
      expected: text("c8.txt", "a b c"),
      options: { ignore_blanks: true },
    },
    {
      name: "ignore_case",
      result: text("c9.txt", "ÄB"),
      expected: text("c10.txt", "äb"),
      options: { ignore_case: true },
    },
    { name: "None", result: null, expected: text("c11.txt", "x") },
    { name: "an empty path", result: "", expected: text("c12.txt", "x") },
    { name: "a missing expected file", result: text("c13.txt", "x"), expected: f.missing("c.txt") },
    { name: "CRLF against LF", result: text("c14.txt", "a\r\nb"), expected: text("c15.txt", "a\nb") },
    { name: "a BOM is text", result: text("c16.txt", BOM("a")), expected: text("c17.txt", "a") },
    {
      name: "ignore_blanks with \\x1c",
      result: text("c18.txt", "a\x1cb"),
      expected: text("c19.txt", "a b"),
      options: { ignore_blanks: true },
    },
  ]),
  ...metricCases("vscode", "compare_config", [
    { name: "the same text", result: text("cfg1.json", '{"a": 1}'), expected: { expected: '{"a": 1}' } },
    {
      name: "equal JSON written differently",
      result: text("cfg2.json", '{"a":1}'),
      expected: { expected: '{"a": 1}' },
    },
    {
      name: "contained JSON",
      result: text("cfg3.json", '{"a": 1, "b": 2}'),
      expected: { expected: '{"a": 1}' },
      options: { containment_ok: true },
    },
    { name: "None", result: null, expected: { expected: "x" } },
    { name: "a missing file", result: f.missing("cfg.json"), expected: { expected: "x" } },
    { name: "no expected key", result: text("cfg4.json", "x"), expected: {} },
    { name: "CRLF file", result: text("cfg5.json", "a\r\nb"), expected: { expected: "a\nb" } },
  ]),
  ...metricCases("vscode", "check_json_settings", [
    {
      name: "every expected key",
      result: text("s1.json", '{"editor.fontSize": 14, "x": 1}'),
      expected: { expected: { "editor.fontSize": 14 } },
    },
    {
      name: "a different value",
      result: text("s2.json", '{"editor.fontSize": 12}'),
      expected: { expected: { "editor.fontSize": 14 } },
    },
    { name: "a missing key", result: text("s3.json", "{}"), expected: { expected: { a: 1 } } },
    {
      name: "not JSON (comments)",
      result: text("s4.json", '// c\n{"a": 1}'),
      expected: { expected: { a: 1 } },
    },
    { name: "None", result: null, expected: { expected: {} } },
    { name: "a list file", result: text("s5.json", '["a"]'), expected: { expected: { a: 1 } } },
    { name: "expected not a dict", result: text("s6.json", "{}"), expected: { expected: ["a"] } },
    { name: "no expected key", result: text("s7.json", "{}"), expected: {} },
    { name: "NaN values", result: text("s8.json", '{"a": NaN}'), expected: { expected: { a: 1 } } },
    { name: "an empty expectation", result: text("s9.json", "{}"), expected: { expected: {} } },
  ]),
  ...metricCases("vscode", "check_json_keybindings", [
    {
      name: "the binding is there",
      result: text("k1.json", '[{"key": "ctrl+j", "command": "x"}]'),
      expected: { expected: { key: "ctrl+j", command: "x" } },
    },
    {
      name: "a comment first line",
      result: text("k2.json", '// Place your key bindings\n[{"key": "a"}]'),
      expected: { expected: { key: "a" } },
    },
    { name: "not there", result: text("k3.json", '[{"key": "b"}]'), expected: { expected: { key: "a" } } },
    { name: "a dict file", result: text("k4.json", '{"key": "a"}'), expected: { expected: { key: "a" } } },
    { name: "a missing file", result: f.missing("k.json"), expected: { expected: {} } },
    { name: "no expected key", result: text("k5.json", "[]"), expected: {} },
    { name: "an empty list", result: text("k6.json", "[]"), expected: { expected: { key: "a" } } },
  ]),
  ...metricCases("vscode", "is_extension_installed", [
    {
      name: "contain",
      result: "ms-python.python\nfoo.bar\n",
      expected: { type: "contain", expected: "ms-python.python" },
    },
    {
      name: "not_contain",
      result: "foo.bar\n",
      expected: { type: "not_contain", expected: "ms-python.python" },
    },
    {
      name: "not_contain fails",
      result: "ms-python.python",
      expected: { type: "not_contain", expected: "ms-python" },
    },
    { name: "an unknown type", result: "x", expected: { type: "equal", expected: "x" } },
    { name: "None output", result: null, expected: { type: "contain", expected: "x" } },
    { name: "a list output", result: ["a"], expected: { type: "contain", expected: "a" } },
  ]),
  ...metricCases("thunderbird", "check_thunderbird_prefs", [...thunderbirdCases()]),
  ...metricCases("chrome", "is_expected_bookmarks", [...bookmarkCases()]),
  ...metricCases("gimp", "check_config_status", [
    {
      name: "a one-word key",
      result: text("gimprc1", '# comment\n(show-tips no)\n(theme "Dark")\n'),
      expected: { key: "show-tips", value: "no" },
    },
    {
      name: "a two-word key",
      result: text("gimprc2", "(default-image (width 800))\n"),
      expected: { key: ["default-image", "(width"], value: "800" },
    },
    {
      name: "no line matches",
      result: text("gimprc3", "(show-tips yes)\n"),
      expected: { key: "show-tips", value: "no" },
    },
    {
      name: "a one-token line with a key pair raises",
      result: text("gimprc4", "(alone)\n(a b c)\n"),
      expected: { key: ["a", "b"], value: "c" },
    },
    {
      name: "a blank line with spaces raises",
      result: text("gimprc5", "  \n(a b)\n"),
      expected: { key: "a", value: "b" },
    },
    { name: "None", result: null, expected: { key: "a", value: "b" } },
    { name: "a missing file", result: f.missing("gimprc"), expected: { key: "a", value: "b" } },
    {
      name: "a value with quotes",
      result: text("gimprc6", '(theme "Dark")\n'),
      expected: { key: "theme", value: '"Dark"' },
    },
    {
      name: "a number value",
      result: text("gimprc7", "(undo-levels 5)\n"),
      expected: { key: "undo-levels", value: 5 },
    },
    {
      name: "a three-part key",
      result: text("gimprc8", "(a b c)\n"),
      expected: { key: ["a", "b", "c"], value: "c" },
    },
    { name: "CRLF lines", result: text("gimprc9", "(a b)\r\n"), expected: { key: "a", value: "b" } },
    { name: "no key in the rule", result: text("gimprc10", "(a b)\n"), expected: { value: "b" } },
  ]),
];

function thunderbirdCases() {
  const prefs = text(
    "prefs.js",
    [
      "// Mozilla User Preferences",
      'user_pref("mail.spam.manualMark", true);',
      'user_pref("mail.identity.id1.fullName", "Ann \\"A\\" Lee");',
      'user_pref("mailnews.default_sort_order", 2);',
      'user_pref("mail.ratio", 0.5);',
      '  user_pref("spaced", "x");  ',
      'user_pref("bad", notjson);',
      "",
    ].join("\n"),
  );
  const broken = text("prefs-bad.js", 'user_pref("a", {oops});\n');
  return [
    {
      name: "an expected bool",
      result: prefs,
      expected: { expect: { "mail.spam.manualMark": { method: "eq", ref: true } } },
    },
    {
      name: "an expected string with quotes",
      result: prefs,
      expected: { expect: { "mail.identity.id1.fullName": { method: "re", ref: '^Ann "A"' } } },
    },
    {
      name: "an unexpected value present",
      result: prefs,
      expected: { unexpect: { "mailnews.default_sort_order": { method: "eq", ref: 2 } } },
    },
    {
      name: "an expected key absent",
      result: prefs,
      expected: { expect: { "not.there": { method: "eq", ref: 1 } } },
    },
    {
      name: "a spaced line is stripped",
      result: prefs,
      expected: { expect: { spaced: { method: "eq", ref: "x" } } },
    },
    { name: "a value that is not JSON raises", result: broken, expected: { expect: {} } },
    {
      name: "an earlier non-JSON line",
      result: prefs,
      expected: { expect: { "mail.ratio": { method: "approx:0.1", ref: 0.55 } } },
    },
    { name: "None", result: null, expected: {} },
    { name: "a missing file", result: f.missing("prefs.js"), expected: {} },
    { name: "no rules", result: text("prefs2.js", 'user_pref("a", 1);\n'), expected: {} },
  ];
}

function bookmarkCases() {
  const roots = {
    bookmark_bar: {
      children: [
        { type: "folder", name: "Work", children: [] },
        { type: "url", name: "Site", url: "https://example.com/" },
        {
          type: "folder",
          name: "Liked Authors",
          children: [
            { type: "url", url: "https://a.example/" },
            { type: "url", url: "https://b.example/" },
          ],
        },
      ],
    },
  };
  return [
    {
      name: "folder names",
      result: roots,
      expected: { type: "bookmark_bar_folders_names", names: ["Liked Authors", "Work"] },
    },
    {
      name: "folder names differ",
      result: roots,
      expected: { type: "bookmark_bar_folders_names", names: ["Work"] },
    },
    {
      name: "website urls",
      result: roots,
      expected: { type: "bookmark_bar_websites_urls", urls: ["https://example.com/"] },
    },
    {
      name: "liked authors with alternatives",
      result: roots,
      expected: {
        type: "liked_authors_websites_urls",
        urls: [["https://x.example/", "https://a.example/"], "https://b.example/"],
      },
    },
    {
      name: "liked authors missing one",
      result: roots,
      expected: { type: "liked_authors_websites_urls", urls: ["https://a.example/"] },
    },
    {
      name: "no liked authors folder",
      result: { bookmark_bar: { children: [] } },
      expected: { type: "liked_authors_websites_urls", urls: [] },
    },
    { name: "an unknown type", result: roots, expected: { type: "other" } },
    { name: "no bookmarks", result: [], expected: { type: "bookmark_bar_folders_names", names: [] } },
    {
      name: "no bookmark bar",
      result: { other: {} },
      expected: { type: "bookmark_bar_folders_names", names: [] },
    },
  ];
}
