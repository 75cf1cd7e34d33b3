import { readFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { activeUrlFromTree } from "../../../src/osworld/getters/active-url.ts";
import { historyRows } from "../../../src/osworld/getters/chrome-history.ts";
import { CHROME_PROFILE_GETTERS, readChromeProfile } from "../../../src/osworld/getters/chrome-profile.ts";
import { Files, metricCases, type GetterCase, type MetricCase } from "./cases.ts";

// Settings read from profiles and registries: Chrome's Preferences / Local State / History, LibreOffice's
// registrymodifications.xcu, Thunderbird's msgFilterRules.dat, and the accessibility tree's address bar and
// Impress panel.
const f = new Files();
const text = (name: string, content: string | Uint8Array) => f.write(name, content);
const HOME = "/home/user/.config/google-chrome";
const BOM = (s: string) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(s)]);

/** One getter case per profile file content: OSWorld's getter with the file at its path, and ours. */
function profileCases(getter: string, contents: Record<string, string | Uint8Array | null>): GetterCase[] {
  const spec = CHROME_PROFILE_GETTERS[getter]!;
  return Object.entries(contents).map(([name, content]) => ({
    kind: "getter",
    name: `${getter}: ${name}`,
    module: "chrome",
    func: `get_${getter}`,
    config: {},
    files: { [`${HOME}/${spec.file}`]: content },
    ours: () => readChromeProfile(spec, content === null ? null : Buffer.from(content)),
  }));
}

const COMMON = {
  "the file is missing": null,
  "not JSON": "{oops",
  "a JSON list": "[1, 2]",
  "an empty object": "{}",
  "a byte-order mark": BOM("{}"),
  "not UTF-8": Buffer.from([0x7b, 0xff, 0x7d]),
};

const prefs = (value: object) => JSON.stringify(value);

export const PROFILE_GETTER_CASES: GetterCase[] = [
  ...profileCases("default_search_engine", {
    ...COMMON,
    "a search engine": prefs({ default_search_provider_data: { template_url_data: { short_name: "Bing" } } }),
    "provider data that is a list": prefs({ default_search_provider_data: [] }),
    "a numeric short name": prefs({ default_search_provider_data: { template_url_data: { short_name: 5 } } }),
  }),
  ...profileCases("enabled_experiments", {
    ...COMMON,
    experiments: prefs({ browser: { enabled_labs_experiments: ["smooth-scrolling@2", "tab-groups"] } }),
  }),
  ...profileCases("profile_name", {
    ...COMMON,
    "a name": prefs({ profile: { name: "Thomas ✓" } }),
    "a profile without a name": prefs({ profile: {} }),
  }),
  ...profileCases("chrome_language", { ...COMMON, "a locale": prefs({ intl: { app_locale: "de" } }) }),
  ...profileCases("chrome_font_size", {
    ...COMMON,
    sizes: prefs({ webkit: { webprefs: { default_font_size: 20, minimum_font_size: 6 } } }),
    "webkit without webprefs": prefs({ webkit: {} }),
  }),
  ...profileCases("enable_do_not_track", {
    ...COMMON,
    on: prefs({ enable_do_not_track: true }),
    off: prefs({ enable_do_not_track: false }),
    "a truthy string": prefs({ enable_do_not_track: "no" }),
  }),
  ...profileCases("enable_enhanced_safety_browsing", {
    ...COMMON,
    enhanced: prefs({ safebrowsing: { enhanced: true } }),
    "not enhanced": prefs({ safebrowsing: { enhanced: false, enabled: true } }),
  }),
  ...profileCases("enable_safe_browsing", {
    ...COMMON,
    enabled: prefs({ safebrowsing: { enabled: true } }),
    "enhanced only": prefs({ safebrowsing: { enhanced: 1 } }),
    neither: prefs({ safebrowsing: { enabled: false } }),
    "safebrowsing a string": prefs({ safebrowsing: "x" }),
  }),
  ...profileCases("new_startup_page", {
    ...COMMON,
    "no session: a fresh start": prefs({ other: 1 }),
    "restore 5": prefs({ session: { restore_on_startup: 5 } }),
    "restore 1": prefs({ session: { restore_on_startup: 1 } }),
    "restore 5.0": '{"session": {"restore_on_startup": 5.0}}',
  }),
  ...profileCases("find_unpacked_extension_path", {
    ...COMMON,
    "two extensions": prefs({
      extensions: { settings: { a: { path: "/home/user/ext" }, b: { path: "x/1.0" } } },
    }),
    "one without a path": prefs({ extensions: { settings: { a: {} } } }),
  }),
  ...profileCases("find_installed_extension_name", {
    ...COMMON,
    names: prefs({ extensions: { settings: { a: { manifest: { name: "Dark Reader" } } } } }),
    "no manifest": prefs({ extensions: { settings: { a: { path: "p" } } } }),
  }),
  ...profileCases("data_delete_automacally", {
    ...COMMON,
    "a content setting": prefs({ profile: { default_content_setting_values: { cookies: 4 } } }),
    none: prefs({ profile: {} }),
    "a null setting": prefs({ profile: { default_content_setting_values: null } }),
  }),
  ...historyCases(),
  ...activeUrlCases(),
];

function historyCases(): GetterCase[] {
  const db = path.join(f.dir, "History");
  const handle = new DatabaseSync(db);
  handle.exec(
    "CREATE TABLE urls (id INTEGER PRIMARY KEY, url TEXT, title TEXT, last_visit_time INTEGER);" +
      "INSERT INTO urls (url, title, last_visit_time) VALUES ('https://www.youtube.com/watch?v=1', 'Video ✓', 13350000000000000), ('https://example.com/', NULL, 0);",
  );
  handle.close();
  const bytes = readFileSync(db);
  const notDb = text("History-not-db", "plain text");
  const cases: [string, Uint8Array | string | null, string][] = [
    ["a History database", bytes, db],
    ["the file is missing", null, path.join(f.dir, "missing-history")],
    ["not a database", "plain text", notDb],
  ];
  return cases.map(([name, content, local]) => ({
    kind: "getter",
    name: `history: ${name}`,
    module: "chrome",
    func: "get_history",
    config: { dest: `history-${name.replace(/\W/g, "")}.sqlite` },
    files: { [`${HOME}/Default/History`]: content },
    ours: () => (content === null ? null : historyRows(local)),
  }));
}

function activeUrlCases(): GetterCase[] {
  const tree = (app: string, entries: string[]) =>
    `<desktop-frame xmlns:st="https://accessibility.ubuntu.example.org/ns/state"><application name="${app}"><frame name="x">${entries
      .map((e) => `<entry name="Address and search bar" st:focused="true">${e}</entry>`)
      .join("")}</frame></application></desktop-frame>`;
  const cases: [string, string | null, Record<string, unknown>][] = [
    ["the address bar's text", tree("Google Chrome", ["github.com/xlang-ai"]), {}],
    ["a custom prefix", tree("Google Chrome", ["example.org"]), { goto_prefix: "http://" }],
    ["an empty address bar", tree("Google Chrome", [""]), {}],
    [
      "two address bars: the last is checked, the first used",
      tree("Google Chrome", ["first.org", "second.org"]),
      {},
    ],
    ["no browser", tree("Files", ["x"]), {}],
    ["no tree", null, {}],
    ["not XML", "<a>", {}],
    ["unicode text", tree("Google Chrome", ["例え.jp/パス"]), {}],
  ];
  return cases.map(([name, t, config]) => ({
    kind: "getter",
    name: `active_url_from_accessTree: ${name}`,
    module: "chrome",
    func: "get_active_url_from_accessTree",
    config,
    tree: t,
    ours: () => activeUrlFromTree(t, config),
  }));
}

const xcu = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n${body}\n</oor:items>\n`;
const autosave = (value: string) =>
  `<item oor:path="/org.openoffice.Office.Common/Save/Document"><prop oor:name="AutoSaveTimeIntervall" oor:op="fuse"><value>${value}</value></prop></item>`;
const font = (value: string) =>
  `<item oor:path="/org.openoffice.Office.Writer/DefaultFont"><prop oor:name="Standard" oor:op="fuse"><value>${value}</value></prop></item>`;
const locale = (name: string, value: string) =>
  `<item oor:path="/org.openoffice.Setup/L10N"><prop oor:name="${name}" oor:op="fuse"><value>${value}</value></prop></item>`;

const filters = (body: string) => text(`filters-${Math.random().toString(36).slice(2)}.dat`, body);
const FILTERS = filters(
  [
    'version="9"',
    'logging="no"',
    'name="Move \\"bills\\""',
    'enabled="yes"',
    'type="17"',
    'action="Move to folder"',
    'actionValue="mailbox://nobody@Local%20Folders/Bills"',
    'condition="AND (subject,contains,invoice) OR (from,is,\\"Ann\\" <a@b.c>)"',
    'name="All mail"',
    'enabled="no"',
    'type="1"',
    'action="Mark read"',
    'condition="ALL"',
    "",
  ].join("\n"),
);

const a11y = (frames: string) =>
  `<desktop-frame><application name="soffice"><frame name="x.pptx - LibreOffice Impress">${frames}</frame></application></desktop-frame>`;

export const PROFILE_METRIC_CASES: MetricCase[] = [
  ...metricCases("chrome", "check_font_size", [
    { name: "the value", result: { default_font_size: 20 }, expected: { type: "value", value: 20 } },
    { name: "another value", result: { default_font_size: 16 }, expected: { type: "value", value: 20 } },
    { name: "in range", result: { default_font_size: 20 }, expected: { type: "range", min: 16, max: 24 } },
    {
      name: "at the range's edge",
      result: { default_font_size: 16 },
      expected: { type: "range", min: 16, max: 24 },
    },
    { name: "an unknown type", result: { default_font_size: 16 }, expected: { type: "exact" } },
    { name: "no size", result: {}, expected: { type: "value", value: 16 } },
    {
      name: "text against a number range",
      result: { default_font_size: "20" },
      expected: { type: "range", min: 16, max: 24 },
    },
  ]),
  ...metricCases("chrome", "check_enabled_experiments", [
    { name: "the names", result: ["a@1", "b"], expected: { type: "names", names: ["a", "b"] } },
    { name: "order matters", result: ["b", "a"], expected: { type: "names", names: ["a", "b"] } },
    { name: "none", result: [], expected: { type: "names", names: [] } },
    { name: "a number", result: [1], expected: { type: "names", names: ["1"] } },
    { name: "an unknown type", result: [], expected: { type: "set" } },
  ]),
  ...metricCases("chrome", "check_history_deleted", [
    {
      name: "nothing left",
      result: [["https://example.com/", "x", 1]],
      expected: { type: "keywords", keywords: ["youtube"] },
    },
    {
      name: "a keyword in a URL",
      result: [["https://www.youtube.com/", "x", 1]],
      expected: { type: "keywords", keywords: ["youtube"] },
    },
    { name: "no history (None)", result: null, expected: { type: "keywords", keywords: ["x"] } },
    { name: "an empty history", result: [], expected: { type: "keywords", keywords: ["x"] } },
    { name: "an unknown type", result: [], expected: { type: "domains" } },
  ]),
  ...metricCases("chrome", "is_expected_url_pattern_match", [
    {
      name: "every pattern",
      result: "https://www.example.com/search?q=cats",
      expected: { expected: ["example\\.com", "q=cats$"] },
    },
    { name: "one fails", result: "https://www.example.com/", expected: { expected: ["example", "q="] } },
    {
      name: "a dict with a url",
      result: { url: "https://a.org/x" },
      expected: { expected: ["^https://a\\.org"] },
    },
    { name: "a dict without a url", result: { title: "x" }, expected: { expected: ["x"] } },
    { name: "None", result: null, expected: { expected: ["x"] } },
    { name: "a bad pattern", result: "x", expected: { expected: ["("] } },
    { name: "Python's $ before a newline", result: "https://a.org/\n", expected: { expected: ["/$"] } },
  ]),
  ...metricCases("slides", "check_auto_saving_time", [
    { name: "the interval", result: text("as1.xcu", xcu(autosave("3"))), expected: { minutes: 3 } },
    { name: "another interval", result: text("as2.xcu", xcu(autosave("10"))), expected: { minutes: 3 } },
    { name: "not set", result: text("as3.xcu", xcu("")), expected: { minutes: 3 } },
    { name: "an empty value", result: text("as4.xcu", xcu(autosave(""))), expected: { minutes: 3 } },
    { name: "not a number", result: text("as5.xcu", xcu(autosave("three"))), expected: { minutes: 3 } },
    { name: "a missing file", result: f.missing("as.xcu"), expected: { minutes: 3 } },
    { name: "not XML", result: text("as6.xcu", "<oor:items"), expected: { minutes: 3 } },
    { name: "None", result: null, expected: { minutes: 3 } },
    { name: "no minutes rule", result: text("as7.xcu", xcu(autosave("3"))), expected: {} },
    {
      name: "set twice, the last wins",
      result: text("as8.xcu", xcu(autosave("3") + autosave("5"))),
      expected: { minutes: 5 },
    },
    {
      name: "spaces around the number",
      result: text("as9.xcu", xcu(autosave(" 3 "))),
      expected: { minutes: 3 },
    },
    {
      name: "a prop without a value",
      result: text(
        "as10.xcu",
        xcu(
          '<item oor:path="/org.openoffice.Office.Common/Save/Document"><prop oor:name="AutoSaveTimeIntervall"/></item>',
        ),
      ),
      expected: { minutes: 3 },
    },
  ]),
  ...metricCases("docs", "find_default_font", [
    {
      name: "the font",
      result: text("ff1.xcu", xcu(font("Liberation Serif"))),
      expected: { font_name: "Liberation Serif" },
    },
    {
      name: "another font",
      result: text("ff2.xcu", xcu(font("Arial"))),
      expected: { font_name: "Liberation Serif" },
    },
    { name: "not set", result: text("ff3.xcu", xcu("")), expected: { font_name: "Arial" } },
    { name: "not XML (caught)", result: text("ff4.xcu", "<x"), expected: { font_name: "Arial" } },
    { name: "a missing file (caught)", result: f.missing("ff.xcu"), expected: { font_name: "Arial" } },
    { name: "None", result: null, expected: { font_name: "Arial" } },
    { name: "no font_name rule", result: null, expected: {} },
    {
      name: "unicode font name",
      result: text("ff5.xcu", xcu(font("思源黑体"))),
      expected: { font_name: "思源黑体" },
    },
  ]),
  ...metricCases("libreoffice", "check_libre_locale", [
    {
      name: "the UI locale matches a pattern",
      result: text("lc1.xcu", xcu(locale("ooSetupSystemLocale", "de-DE"))),
      expected: { locale_set: ["en-*", "de-*"] },
    },
    {
      name: "the system locale as fallback",
      result: text("lc2.xcu", xcu(locale("ooLocale", "fr-FR"))),
      expected: { locale_set: ["fr-??"] },
    },
    {
      name: "no match",
      result: text("lc3.xcu", xcu(locale("ooLocale", "fr-FR"))),
      expected: { locale_set: ["de*"] },
    },
    {
      name: "bracket sets",
      result: text("lc4.xcu", xcu(locale("ooLocale", "zh-CN"))),
      expected: { locale_set: ["zh-[CT][NW]", "[!z]*"] },
    },
    {
      name: "case matters",
      result: text("lc5.xcu", xcu(locale("ooLocale", "EN-us"))),
      expected: { locale_set: ["en-*"] },
    },
    { name: "no locale at all", result: text("lc6.xcu", xcu("")), expected: { locale_set: ["*"] } },
    { name: "None", result: null, expected: { locale_set: ["*"] } },
    { name: "a missing file", result: f.missing("lc.xcu"), expected: { locale_set: ["*"] } },
    {
      name: "special characters in a pattern",
      result: text("lc7.xcu", xcu(locale("ooLocale", "a.b(c)"))),
      expected: { locale_set: ["a.b(c)"] },
    },
  ]),
  ...metricCases("slides", "check_left_panel", [
    {
      name: "the slide pane is open",
      result: a11y('<document-frame name="Slides View"/><document-frame name="Presentation View"/>'),
    },
    { name: "closed", result: a11y('<document-frame name="Presentation View"/>') },
    { name: "no tree", result: null },
    { name: "not XML", result: "<a" },
    {
      name: "a namespaced tag does not count",
      result: '<desktop-frame xmlns:x="urn:x"><x:document-frame name="Slides View"/></desktop-frame>',
    },
    { name: "the root itself", result: '<document-frame name="Slides View"/>' },
  ]),
  ...metricCases("thunderbird", "check_thunderbird_filter", [
    {
      name: "an expected filter",
      result: FILTERS,
      expected: {
        expect: [
          {
            name: 'Move "bills"',
            enabled: "yes",
            action: "Move to folder",
            condition: ["AND (subject,contains,invoice)", 'OR (from,is,"Ann" <a@b.c>)'],
          },
        ],
      },
    },
    {
      name: "an ALL condition",
      result: FILTERS,
      expected: { expect: [{ name: "All mail", condition: ["ALL"] }] },
    },
    {
      name: "an unexpected filter present",
      result: FILTERS,
      expected: { unexpect: [{ action: "Mark read" }] },
    },
    { name: "nothing matches", result: FILTERS, expected: { expect: [{ name: "Other" }] } },
    {
      name: "a field before any name",
      result: filters('enabled="yes"\nname="x"\ncondition="ALL"\n'),
      expected: {},
    },
    {
      name: "a filter without a condition is not recorded",
      result: filters('name="x"\nenabled="yes"\n'),
      expected: { expect: [{ name: "x" }] },
    },
    { name: "None", result: null, expected: {} },
    { name: "a missing file", result: f.missing("msgFilterRules.dat"), expected: {} },
    {
      name: "a last line without a newline",
      result: filters('name="x"\ncondition="ALL"'),
      expected: { expect: [{ name: "x", condition: ["AL"] }] },
    },
  ]),
];
