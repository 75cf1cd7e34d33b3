import { existsSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import * as apps from "../../src/osworld/metrics/apps.ts";
import * as thunderbird from "../../src/osworld/metrics/thunderbird.ts";
import * as general from "../../src/osworld/metrics/general.ts";
import { run_sqlite3 } from "../../src/osworld/metrics/sqlite-query.ts";
import { callMetric, METRICS } from "../../src/osworld/metrics/index.ts";
import { tempDir, textFile } from "./helpers.ts";

// Each metric against OSWorld's documented semantics (desktop_env/evaluators/metrics, osworld.md §3.2).
const dir = tempDir();
const file = (name: string, text: string) => textFile(dir, name, text);

describe("general metrics", () => {
  it("check_include_exclude: every include is a substring, no exclude is; None gives 0", () => {
    const rules = { include: ["43 132"], exclude: ["error"] };
    expect(general.check_include_exclude("$ stty size\n43 132\n$", rules)).toBe(1);
    expect(general.check_include_exclude("43 132 error", rules)).toBe(0);
    expect(general.check_include_exclude("24 80", rules)).toBe(0);
    expect(general.check_include_exclude(null, rules)).toBe(0);
    expect(general.check_include_exclude("anything", {})).toBe(1);
  });

  it("exact_match: Python equality (command output keeps its newline)", () => {
    expect(general.exact_match("Directory exists.\n", { expected: "Directory exists.\n" })).toBe(1);
    expect(general.exact_match("Directory exists.", { expected: "Directory exists.\n" })).toBe(0);
    expect(general.exact_match(1, { expected: true })).toBe(1);
    expect(() => general.exact_match("x", {})).toThrow(/KeyError/);
  });

  it("match_in_list (result in the list) and is_in_list (expected in the result)", () => {
    expect(general.match_in_list("b", { expected: ["a", "b"] })).toBe(1);
    expect(general.match_in_list("c", { expected: ["a", "b"] })).toBe(0);
    expect(general.is_in_list(["x", "y"], { expected: "y" })).toBe(1);
    expect(general.is_in_list("the text", { expected: "tex" })).toBe(1);
    expect(general.is_in_list("the text", { expected: "zz" })).toBe(0);
  });

  it("literal_match: str() equality, list form element by element, ignore_case", () => {
    expect(general.literal_match(5, "5")).toBe(1);
    expect(general.literal_match("ABC", "abc", { ignore_case: true })).toBe(1);
    expect(general.literal_match("ABC", "abc")).toBe(0);
    expect(general.literal_match([1, "a"], ["1", "A"], { type: "list", ignore_case: true })).toBe(1);
    expect(general.literal_match([1], [1, 2], { type: "list" })).toBe(0);
    expect(general.literal_match("x", ["x"], { type: "list" })).toBe(0);
  });

  it("fuzzy_match: rapidfuzz ratio / 100 (graded)", () => {
    expect(general.fuzzy_match("this is a test!", { expected: "this is a test" })).toBeCloseTo(
      0.9655172413793104,
      12,
    );
    expect(general.fuzzy_match("same", { expected: "same" })).toBe(1);
  });

  it("file_contains: every expected string in the file; an unreadable file gives 0", () => {
    const f = file("report.txt", "Linux\n12:00:01 CPU %user %nice %system %iowait %steal %idle\n");
    expect(general.file_contains(f, { expected: ["CPU", "%user", "%idle"] })).toBe(1);
    expect(general.file_contains(f, { expected: ["CPU", "%guest"] })).toBe(0);
    expect(general.file_contains(null, { expected: ["x"] })).toBe(0);
    expect(general.file_contains(path.join(dir, "missing.txt"), { expected: ["x"] })).toBe(0);
  });

  it("check_line_number: lines holding an HH:MM:SS time, compared with int(expected)", () => {
    const lines = [
      "Linux 6.1 (host)  01/01/2026  _x86_64_",
      "",
      "12:00:01 CPU %user",
      ...Array.from({ length: 30 }, (_, i) => `12:00:${String(i + 2).padStart(2, "0")} all 1.0`),
      "Average: all 1.0",
    ];
    const f = file("sar.txt", lines.join("\n") + "\n");
    expect(general.check_line_number(f, { expected: "31" })).toBe(1);
    expect(general.check_line_number(f, { expected: 30 })).toBe(0);
    expect(general.check_line_number(f, { expected: "x" })).toBe(0);
    expect(general.check_line_number(null, { expected: "1" })).toBe(0);
    expect(general.check_line_number(file("t.txt", "25:00:00\n23:59:60\n"), { expected: 1 })).toBe(1);
  });

  it("check_list: each expect regex matches some line, no line matches an unexpect regex", () => {
    const f = file("list.txt", "name=Inbox\nenabled=yes\naction=Move to folder\n");
    expect(general.check_list(f, { expect: ["^name=In", "enabled=yes"], unexpect: ["enabled=no"] })).toBe(1);
    expect(general.check_list(f, { expect: ["^name=Trash"] })).toBe(0);
    expect(general.check_list(f, { expect: [], unexpect: ["Move"] })).toBe(0);
    expect(general.check_list(null, {})).toBe(0);
  });

  it("diff_text_file: SequenceMatcher ratio over lines (graded)", () => {
    const a = file("a.txt", "a\nb\nc\nd\n");
    const b = file("b.txt", "a\nx\nc\nd\ne\n");
    expect(general.diff_text_file(a, b)).toBeCloseTo(0.6666666666666666, 12);
    expect(general.diff_text_file(a, a)).toBe(1);
    expect(general.diff_text_file(null, b)).toBe(0);
  });

  it("compare_text_file: exact text, or with ignore_blanks / ignore_case", () => {
    const a = file("ct1.txt", "Hello  World\n\tfoo\n");
    const b = file("ct2.txt", "hello world foo");
    expect(general.compare_text_file(a, b)).toBe(0);
    expect(general.compare_text_file(a, b, { ignore_blanks: true })).toBe(0);
    expect(general.compare_text_file(a, b, { ignore_blanks: true, ignore_case: true })).toBe(1);
    expect(general.compare_text_file(a, a)).toBe(1);
    expect(general.compare_text_file(null, b)).toBe(0);
  });

  it("compare_python_pure_text: shebang/coding lines and blank lines dropped, tabs expanded", () => {
    const a = file("p1.py", "#!/usr/bin/env python3\n# -*- coding: utf-8 -*-\n\ndef f():\n\treturn 1   \n\n");
    const b = file("p2.py", "def f():\n    return 1\n");
    const c = file("p3.py", "def f():\n    return 2\n");
    expect(general.compare_python_pure_text(a, b)).toBe(1);
    expect(general.compare_python_pure_text(a, c)).toBe(0);
  });

  it("check_json: key paths and rule methods; a missing expect key gives 0, a missing unexpect key never matches; is_yaml", () => {
    const f = file(
      "settings.json",
      JSON.stringify({ editor: { fontSize: 14, theme: "Dark+" }, list: [1, 2] }),
    );
    expect(general.check_json(f, { expect: [{ key: ["editor", "fontSize"], method: "eq", ref: 14 }] })).toBe(
      1,
    );
    expect(
      general.check_json(f, { expect: [{ key: ["editor", "theme"], method: "re.I", ref: "^dark" }] }),
    ).toBe(1);
    expect(general.check_json(f, { expect: [{ key: ["editor", "missing"], method: "eq", ref: 1 }] })).toBe(0);
    expect(general.check_json(f, { unexpect: [{ key: ["editor", "missing"], method: "eq", ref: 1 }] })).toBe(
      1,
    );
    expect(
      general.check_json(f, { unexpect: [{ key: ["editor", "fontSize"], method: "gt", ref: 10 }] }),
    ).toBe(0);
    const y = file("c.yaml", "a:\n  b: 3\n");
    expect(
      general.check_json(y, { expect: [{ key: ["a", "b"], method: "eq", ref: 3 }] }, { is_yaml: true }),
    ).toBe(1);
    expect(general.check_json(file("bad.json", "{"), { expect: [] })).toBe(0);
    expect(general.check_json(null, {})).toBe(0);
  });

  it("check_direct_json_object: equality per key, ignore_list_order, expect_in_result, quotes, the failure sentinel", () => {
    expect(
      general.check_direct_json_object("{'from': 'NYC', 'to': 'LA'}", {
        expected: { from: "NYC", to: "LA" },
      }),
    ).toBe(1);
    expect(
      general.check_direct_json_object({ from: "NYC", to: "SF" }, { expected: { from: "NYC", to: "LA" } }),
    ).toBe(0);
    // OSWorld's ignore_list_order also sorts the flag's own value (sorted(True) raises), so such rules score 0.
    expect(
      general.check_direct_json_object(
        { tags: ["b", "a"], ignore_list_order: true },
        { expected: { tags: ["a", "b"], ignore_list_order: true } },
      ),
    ).toBe(0);
    expect(general.check_direct_json_object({ tags: ["a", "b"] }, { expected: { tags: ["a", "b"] } })).toBe(
      1,
    );
    expect(
      general.check_direct_json_object(
        { city: "New York City", opts: ["x", "y"] },
        { expected: { city: "York", opts: ["z", "y"] }, expect_in_result: true },
      ),
    ).toBe(1);
    expect(
      general.check_direct_json_object(
        { city: "Boston" },
        { expected: { city: "York" }, expect_in_result: true },
      ),
    ).toBe(0);
    expect(general.check_direct_json_object({ a: "x" }, { expected: { a: "__EVALUATION_FAILED__" } })).toBe(
      0,
    );
    expect(general.check_direct_json_object(null, { expected: {} })).toBe(0);
  });

  it("is_included_all_json_objects: every gold key present with an equal value", () => {
    const gold = file("gold.json", JSON.stringify({ a: 1, b: [1] }));
    expect(
      general.is_included_all_json_objects(gold, file("r1.json", JSON.stringify({ a: 1, b: [1], c: 3 }))),
    ).toBe(1);
    expect(
      general.is_included_all_json_objects(gold, file("r2.json", JSON.stringify({ a: 2, b: [1] }))),
    ).toBe(0);
    expect(general.is_included_all_json_objects(null, gold)).toBe(0);
  });

  it("check_csv: DictReader records; each expect record matches some row, no row matches an unexpect one", () => {
    const f = file("filters.csv", "name,enabled\nInbox,yes\nSpam,no\n");
    expect(
      general.check_csv(f, {
        expect: [{ name: "Inbox", enabled: "yes" }],
        unexpect: [{ name: "Spam", enabled: "yes" }],
      }),
    ).toBe(1);
    expect(general.check_csv(f, { expect: [{ name: "Inbox", enabled: "no" }] })).toBe(0);
    expect(general.check_csv(f, { unexpect: [{ name: "Spam" }] })).toBe(0);
  });

  it("compare_csv: line lists; strict=false strips; ignore_case; any of several expected files", () => {
    const r = file("r.csv", "a,b\n1, 2 \n");
    const e1 = file("e1.csv", "a,b\n1, 2\n");
    const e2 = file("e2.csv", "A,B\n1, 2 \n");
    expect(general.compare_csv(r, e1)).toBe(0);
    expect(general.compare_csv(r, e1, { strict: false })).toBe(1);
    expect(general.compare_csv(r, e2, { ignore_case: true })).toBe(1);
    expect(general.compare_csv(r, [e1, path.join(dir, "missing.csv"), e2], { ignore_case: true })).toBe(1);
    expect(general.compare_csv(null, e1)).toBe(0);
  });

  it("is_utc_0: the 4th line of timedatectl ends with +0000)", () => {
    const out = (tz: string) =>
      `               Local time: Thu 2024-01-25 12:56:06 WET\n           Universal time: Thu 2024-01-25 12:56:06 UTC\n                 RTC time: Thu 2024-01-25 12:56:05\n                Time zone: ${tz}\n`;
    expect(general.is_utc_0(out("Atlantic/Faroe (WET, +0000)"))).toBe(1);
    expect(general.is_utc_0(out("Europe/Paris (CET, +0100)"))).toBe(0);
  });

  const tree = `<desktop-frame xmlns:st="https://accessibility.ubuntu.example.org/ns/state" xmlns:attr="https://accessibility.ubuntu.example.org/ns/attributes"><application name="Thunderbird"><tool-bar attr:id="MsgHeadersToolbar"><label name="To"/><section attr:class="address-pill"><label attr:class="pill-label" name="fox@someuniversity.edu">fox</label></section></tool-bar><page-tab-list attr:id="tabmail-tabs"><page-tab name="About Profiles" st:selected="true">About Profiles</page-tab></page-tab-list></application></desktop-frame>`;

  it("check_accessibility_tree: XPath or namespaced CSS selectors, text exact or fuzzy, product of rule scores", () => {
    expect(
      general.check_accessibility_tree(tree, [
        { xpath: "//application[@name='Thunderbird']//*[contains(@name, 'fox@')]" },
      ]),
    ).toBe(1);
    expect(
      general.check_accessibility_tree(tree, [
        {
          selectors: [
            'tool-bar[attr|id=MsgHeadersToolbar] label[name=To]~[attr|class="address-pill"]>label[attr|class="pill-label"][name*="fox@someuniversity.edu"]',
          ],
        },
      ]),
    ).toBe(1);
    expect(
      general.check_accessibility_tree(tree, [
        {
          selectors: [
            'application[name=Thunderbird] page-tab-list[attr|id="tabmail-tabs"]>page-tab[name="About Profiles"]',
          ],
        },
      ]),
    ).toBe(1);
    expect(
      general.check_accessibility_tree(tree, [
        { selectors: ["page-tab[st|selected=true]"], text: "About Profiles", exact: true },
      ]),
    ).toBe(1);
    expect(
      general.check_accessibility_tree(tree, [
        { selectors: ["page-tab"], text: "About Profile", exact: false },
      ]),
    ).toBeCloseTo(0.9629629629629629, 10);
    expect(general.check_accessibility_tree(tree, [{ xpath: "//push-button" }])).toBe(0);
  });

  it("run_sqlite3: the first column of the first row, as a float", () => {
    const db = path.join(dir, "m.sqlite");
    const handle = new DatabaseSync(db);
    handle.exec("CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (1), (1), (0);");
    handle.close();
    expect(run_sqlite3(db, { sql: "SELECT COUNT(*) = 3 FROM t" })).toBe(1);
    expect(run_sqlite3(db, { sql: "SELECT AVG(x) FROM t" })).toBeCloseTo(2 / 3, 12);
    expect(run_sqlite3(db, { sql: "SELECT NULL" })).toBe(0);
  });

  it("run_sqlite3: a missing file is an empty database, as sqlite3.connect makes it (never created here)", () => {
    const missing = path.join(dir, "never-written.sqlite");
    expect(run_sqlite3(missing, { sql: "SELECT 1" })).toBe(1);
    expect(run_sqlite3(missing, { sql: "SELECT COUNT(*) FROM sqlite_master" })).toBe(0);
    expect(() => run_sqlite3(missing, { sql: "SELECT x FROM t" })).toThrow(/no such table/);
    expect(existsSync(missing)).toBe(false);
  });

  it("basic_os: gnome favourites, text scaling, moved files, clipboard", () => {
    expect(
      general.check_gnome_favorite_apps("['thunderbird.desktop', 'vim.desktop']\n", {
        expected: ["vim.desktop", "thunderbird.desktop"],
      }),
    ).toBe(1);
    expect(
      general.check_gnome_favorite_apps("['vim.desktop']", { expected: ["vim.desktop", "x.desktop"] }),
    ).toBe(0);
    expect(general.check_text_enlarged("1.25\n")).toBe(1);
    expect(general.check_text_enlarged("1.0")).toBe(0);
    expect(
      general.check_moved_jpgs(
        {
          type: "directory",
          name: "d",
          children: [
            { type: "file", name: "a.jpg" },
            { type: "file", name: "b.jpg" },
          ],
        },
        { expected: ["b.jpg", "a.jpg"] },
      ),
    ).toBe(1);
    expect(
      general.is_in_vm_clickboard({ expected: "/home/user/secret.docx" }, "/home/user/secret.docx\n"),
    ).toBe(1);
    expect(general.is_in_vm_clickboard({ expected: ["a", "b"] }, "a only")).toBe(0);
  });
});

describe("app metrics", () => {
  const vlcrc = file(
    "vlcrc",
    "[qt]\n# Display background cone or art (boolean)\n#qt-bgcone=1\n\n#qt-max-volume=125\n[core]\n#one-instance-when-started-from-file=1\n",
  );

  it("VLC checks read the last `key=` line, even a commented default", () => {
    expect(apps.check_qt_bgcone(vlcrc, { expected_qt_bgcone: 0 })).toBe(0);
    expect(apps.check_qt_bgcone(vlcrc, { expected_qt_bgcone: 1 })).toBe(1);
    const changed = file(
      "vlcrc2",
      "#qt-bgcone=1\nqt-bgcone=0\nqt-max-volume=200\nqt-minimal-view=1\nplay-and-exit=1\nglobal-key-play-pause=Space\n",
    );
    expect(apps.check_qt_bgcone(changed, { expected_qt_bgcone: 0 })).toBe(1);
    expect(apps.check_qt_max_volume(changed, { expected_qt_max_volume: 200 })).toBe(1);
    expect(apps.check_qt_max_volume(vlcrc, { expected_qt_max_volume: "125" })).toBe(1);
    expect(apps.check_qt_minimal_view(changed, { expected_qt_minimal_view: 1 })).toBe(1);
    expect(apps.check_play_and_exit(changed, { expected_play_and_exit: 1 })).toBe(1);
    expect(apps.check_global_key_play_pause(changed, { expected_global_key_play_pause: 1 })).toBe(1);
    expect(
      apps.check_one_instance_when_started_from_file(vlcrc, {
        expected_one_instance_when_started_from_file: 1,
      }),
    ).toBe(1);
    expect(() => apps.check_qt_bgcone(null, { expected_qt_bgcone: 0 })).toThrow(/TypeError/);
  });

  it("check_qt_slider_colours (match / blackish) and is_vlc_recordings_folder", () => {
    const rc = file(
      "vlcrc3",
      "qt-slider-colours=10;20;30;40;50;60;70;80;90;1;2;3\ninput-record-path=/home/user/Videos\n",
    );
    expect(apps.check_qt_slider_colours(rc, { type: "blackish" })).toBe(1);
    expect(apps.check_qt_slider_colours(vlcrc, { type: "blackish" })).toBe(0);
    expect(
      apps.check_qt_slider_colours(rc, {
        type: "match",
        expected_qt_slider_colours: "10;20;30;40;50;60;70;80;90;1;2;3",
      }),
    ).toBe(1);
    expect(apps.is_vlc_recordings_folder(rc, { recording_file_path: "/home/user/Videos" })).toBe(1);
    expect(apps.is_vlc_recordings_folder(vlcrc, { recording_file_path: "/home/user/Videos" })).toBe(0);
    expect(apps.is_vlc_fullscreen({ width: 1920, height: 1080 }, { width: 1920, height: 1080 })).toBe(1);
    expect(apps.is_vlc_fullscreen(null, { width: 1920, height: 1080 })).toBe(0);
  });

  it("check_config_status: gimprc s-expressions by key (or key pair) and last token", () => {
    const gimprc = file(
      "gimprc",
      '# GIMP gimprc\n\n(theme "Light")\n(default-image\n    (width 1920))\n(color-management (mode display))\n',
    );
    expect(apps.check_config_status(gimprc, { key: "theme", value: '"Light"' })).toBe(1);
    expect(apps.check_config_status(gimprc, { key: "theme", value: '"Dark"' })).toBe(0);
    // a pair key compares the first token first, so a one-token line before the match is passed over
    expect(apps.check_config_status(gimprc, { key: ["color-management", "(mode"], value: "display" })).toBe(
      1,
    );
    // ... but a blank line with spaces has no first token, and Python raises IndexError
    expect(() =>
      apps.check_config_status(file("gimprc-blank", "  \n(theme x)\n"), { key: "theme", value: "x" }),
    ).toThrow(/IndexError/);
    const flat = file("gimprc2", '(theme "Light")\n(color-management (mode display))\n');
    expect(apps.check_config_status(flat, { key: ["color-management", "(mode"], value: "display" })).toBe(1);
    expect(apps.check_config_status(null, { key: "theme", value: "x" })).toBe(0);
  });

  it("is_expected_bookmarks: bar folder names, bar URLs, the Liked Authors folder with alternatives", () => {
    const roots = {
      bookmark_bar: {
        children: [
          { type: "folder", name: "Favorites", children: [] },
          { type: "url", name: "x", url: "https://x.org/" },
          {
            type: "folder",
            name: "Liked Authors",
            children: [
              { type: "url", url: "https://a/" },
              { type: "url", url: "https://b2/" },
            ],
          },
        ],
      },
    };
    expect(
      apps.is_expected_bookmarks(roots, {
        type: "bookmark_bar_folders_names",
        names: ["Liked Authors", "Favorites"],
      }),
    ).toBe(1);
    expect(
      apps.is_expected_bookmarks(roots, { type: "bookmark_bar_folders_names", names: ["Favorites"] }),
    ).toBe(0);
    expect(
      apps.is_expected_bookmarks(roots, { type: "bookmark_bar_websites_urls", urls: ["https://x.org/"] }),
    ).toBe(1);
    expect(
      apps.is_expected_bookmarks(roots, {
        type: "liked_authors_websites_urls",
        urls: ["https://a/", ["https://b1/", "https://b2/"]],
      }),
    ).toBe(1);
    expect(apps.is_expected_bookmarks([], { type: "bookmark_bar_folders_names", names: [] })).toBe(0);
  });

  it("check_thunderbird_prefs: user_pref lines, JSON values, expect/unexpect rules; an absent pref fails expect", () => {
    const prefs = file(
      "prefs.js",
      '// Mozilla User Preferences\nuser_pref("mail.spam.manualMark", true);\nuser_pref("mailnews.start_page.enabled", false);\nuser_pref("mail.identity.id1.fullName", "Anonym");\n',
    );
    expect(
      thunderbird.check_thunderbird_prefs(prefs, {
        expect: { "mail.spam.manualMark": { method: "eq", ref: true } },
        unexpect: { "mailnews.start_page.enabled": { method: "eq", ref: true } },
      }),
    ).toBe(1);
    expect(
      thunderbird.check_thunderbird_prefs(prefs, { expect: { "mail.absent": { method: "eq", ref: false } } }),
    ).toBe(0);
    expect(
      thunderbird.check_thunderbird_prefs(prefs, {
        unexpect: { "mail.identity.id1.fullName": { method: "re", ref: "^Ano" } },
      }),
    ).toBe(0);
  });

  it("VS Code: settings, keybindings (a leading comment line tolerated), extensions, config text", () => {
    const settings = file(
      "settings.json",
      JSON.stringify({ "editor.fontSize": 16, "files.autoSave": "afterDelay" }),
    );
    expect(apps.check_json_settings(settings, { expected: { "editor.fontSize": 16 } })).toBe(1);
    expect(apps.check_json_settings(settings, { expected: { "editor.fontSize": 12 } })).toBe(0);
    const keys = file(
      "keybindings.json",
      '// Place your key bindings in this file\n[{"key": "ctrl+j", "command": "workbench.action.togglePanel"}]',
    );
    expect(
      apps.check_json_keybindings(keys, {
        expected: { key: "ctrl+j", command: "workbench.action.togglePanel" },
      }),
    ).toBe(1);
    expect(
      apps.is_extension_installed("ms-python.python\n", { type: "contain", expected: "ms-python.python" }),
    ).toBe(1);
    expect(
      apps.is_extension_installed("ms-python.python\n", {
        type: "not_contain",
        expected: "ms-python.python",
      }),
    ).toBe(0);
    // desktop-env 1.0.2's compare_config: the file's text, exactly
    expect(apps.compare_config(file("plain.txt", "a=1\nb=2\n"), { expected: "a=1\nb=2\n" })).toBe(1);
    expect(apps.compare_config(file("plain2.txt", "a=1\nb=2\n"), { expected: "b=2" })).toBe(0);
  });
});

describe("metric dispatch", () => {
  it("calls with the expected value when there is one, with the result alone otherwise", async () => {
    expect(await callMetric("exact_match", "a", { value: { expected: "a" } }, {})).toBe(1);
    expect(await callMetric("is_utc_0", "\n\n\n  Time zone: UTC (UTC, +0000)", undefined, {})).toBe(1);
    expect(await callMetric("literal_match", "A", { value: "a" }, { ignore_case: true })).toBe(1);
    // Python's TypeError for the wrong number of arguments
    await expect(callMetric("exact_match", "a", undefined, {})).rejects.toThrow(/TypeError/);
    expect(Object.keys(METRICS).length).toBeGreaterThan(40);
  });
});
