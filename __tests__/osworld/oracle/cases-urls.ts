import { readFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { cookieRows } from "../../../src/osworld/getters/chrome-history.ts";
import { Files, metricCases, type GetterCase, type MetricCase } from "./cases.ts";

// OSWorld's URL metrics (compare_urls: urllib's parsing and tldextract's public suffixes) and the Chrome
// cookie and extension metrics. The oracle's tldextract reads the suffix-list snapshot it ships; desktest
// reads tldts's copy of the list, so the hosts here are under suffixes both copies agree on.
const f = new Files();

/** [what, expected URL, the tab's URL]: one is_expected_active_tab case each, over compare_urls. */
const URL_PAIRS: [string, unknown, unknown][] = [
  ["the same URL", "https://www.example.com/path", "https://www.example.com/path"],
  ["www dropped", "https://example.com/path", "https://www.example.com/path"],
  ["a subdomain kept", "https://mail.example.com/", "https://example.com/"],
  ["two subdomains with www", "https://www.mail.example.com/", "https://mail.example.com/"],
  ["the suffix ignored", "https://www.airbnb.com/", "https://www.airbnb.com.sg/"],
  ["a two-label suffix", "https://forums.bbc.co.uk/x", "https://forums.bbc.com/x"],
  ["a two-label suffix against its second label", "https://bbc.co.uk/", "https://co.uk/"],
  ["a trailing slash", "https://example.com/", "https://example.com"],
  ["a trailing slash on a path", "https://example.com/a/", "https://example.com/a"],
  ["no scheme", "example.com/search", "http://example.com/search"],
  ["no scheme against https", "example.com", "https://example.com"],
  ["http against https", "http://example.com/", "https://example.com/"],
  ["a query kept", "https://example.com/s?q=1", "https://example.com/s?q=2"],
  ["the same query", "https://example.com/s?q=1&r=2", "https://example.com/s?q=1&r=2"],
  ["a fragment", "https://example.com/#top", "https://example.com/"],
  ["params", "https://example.com/a;b", "https://example.com/a"],
  ["params in an earlier segment", "https://example.com/a;b/c", "https://example.com/a;b/c"],
  ["upper-case host", "https://WWW.Example.COM/Path", "https://example.com/Path"],
  ["upper-case path", "https://example.com/Path", "https://example.com/path"],
  ["a port", "https://example.com:8443/", "https://example.com/"],
  ["user info", "https://user:pw@example.com/", "https://example.com/"],
  ["an unlisted suffix", "http://foo.notavalidsuffix/", "http://foo.other/"],
  ["an unlisted suffix, the same host", "http://foo.notavalidsuffix/", "http://foo.notavalidsuffix/"],
  ["localhost", "http://localhost:8080/x", "http://localhost/x"],
  ["an IPv4 address", "http://127.0.0.1:8000/", "http://127.0.0.1/"],
  ["IPv4 addresses that differ", "http://127.0.0.1/", "http://127.0.0.2/"],
  ["not quite an IPv4 address", "http://127.0.0.1.5/", "http://0.1.5/"],
  ["a bracketed IPv6 address", "http://[::1]:8080/", "http://[::1]/"],
  ["a unicode host", "https://例え.jp/パス", "https://例え.jp/パス"],
  ["a unicode host against its punycode", "https://例え.jp/", "https://xn--r8jz45g.jp/"],
  ["a punycode suffix", "http://www.xn--85x722f.xn--55qx5d.cn/", "http://xn--85x722f.com/"],
  ["a wildcard suffix rule", "http://a.b.kawasaki.jp/", "http://a.c.kawasaki.jp/"],
  ["an exception rule", "http://www.city.kawasaki.jp/", "http://city.kawasaki.jp/"],
  ["a private suffix is no suffix", "https://foo.github.io/", "https://foo.github.com/"],
  ["a trailing dot", "https://example.com./", "https://example.com/"],
  ["an empty label", "https://a..example.com/", "https://a.example.com/"],
  ["chrome settings", "chrome://settings/", "chrome://settings"],
  ["chrome settings pages", "chrome://settings/privacy", "chrome://settings/"],
  ["about:blank", "about:blank", "about:blank"],
  ["a file URL", "file:///home/user/a.html", "file:///home/user/a.html"],
  ["a file URL and a path", "file:///home/user/a.html", "/home/user/a.html"],
  ["empty strings", "", ""],
  ["an empty expected URL", "", "https://example.com/"],
  ["whitespace before the URL", "  https://example.com/", "https://example.com/"],
  ["a tab in the URL", "https://exa\tmple.com/", "https://example.com/"],
  ["an expected URL of None", null, "https://example.com/"],
  ["a number", 5, "https://example.com/"],
  ["mismatched brackets", "http://[::1/", "http://x/"],
  ["a scheme-like prefix", "mailto:someone@example.com", "mailto:someone@example.com"],
  ["a Google search", "https://www.google.com/search?q=cats", "https://google.com/search?q=cats"],
  ["different Google searches", "https://www.google.com/search?q=cats", "https://google.com/search?q=dogs"],
];

const tabs = (...urls: string[]) => urls.map((url, i) => ({ title: `Tab ${i}`, url }));

export const URL_CASES: MetricCase[] = [
  ...metricCases(
    "chrome",
    "is_expected_active_tab",
    URL_PAIRS.map(([name, expected, actual]) => ({
      name,
      result: actual,
      expected: { type: "url", url: expected },
    })),
  ),
  ...metricCases("chrome", "is_expected_active_tab", [
    {
      name: "a dict with a url",
      result: { url: "https://www.example.com/", title: "x" },
      expected: { type: "url", url: "example.com" },
    },
    { name: "a dict without a url", result: { title: "x" }, expected: { type: "url", url: "example.com" } },
    {
      name: "a dict without a url against None",
      result: { title: "x" },
      expected: { type: "url", url: null },
    },
    { name: "None", result: null, expected: { type: "url", url: "example.com" } },
    { name: "an empty dict", result: {}, expected: { type: "url", url: "example.com" } },
    { name: "an empty string", result: "", expected: { type: "url", url: "example.com" } },
    { name: "another type", result: "https://a.com/", expected: { type: "title", url: "https://a.com/" } },
    { name: "no type", result: "https://a.com/", expected: { url: "https://a.com/" } },
    { name: "no url", result: "https://a.com/", expected: { type: "url" } },
    { name: "a list", result: ["https://a.com/"], expected: { type: "url", url: "https://a.com/" } },
  ]),
  ...metricCases("chrome", "is_expected_active_tab_approximate", [
    {
      name: "the query dropped",
      result: { url: "https://example.com/s?q=1" },
      expected: { type: "url", url: "https://example.com/s?q=2" },
    },
    {
      name: "a URL string",
      result: "https://example.com/s?q=1#f",
      expected: { type: "url", url: "https://example.com/s#f" },
    },
    {
      name: "a fragment differs",
      result: "https://example.com/s#a",
      expected: { type: "url", url: "https://example.com/s#b" },
    },
    {
      name: "no normalisation (www)",
      result: "https://www.example.com/s",
      expected: { type: "url", url: "https://example.com/s" },
    },
    {
      name: "params kept",
      result: "https://example.com/s;p?q",
      expected: { type: "url", url: "https://example.com/s;p" },
    },
    {
      name: "a trailing slash counts",
      result: "https://example.com/",
      expected: { type: "url", url: "https://example.com" },
    },
    {
      name: "a dict without a url",
      result: { title: "x" },
      expected: { type: "url", url: "https://example.com/" },
    },
    { name: "None on both sides", result: { title: "x" }, expected: { type: "url", url: null } },
    { name: "an empty URL against None", result: { url: "" }, expected: { type: "url", url: null } },
    { name: "a number", result: 5, expected: { type: "url", url: "https://example.com/" } },
    { name: "None", result: null, expected: { type: "url", url: "https://example.com/" } },
    { name: "another type", result: "https://a.com/", expected: { type: "x", url: "https://a.com/" } },
    { name: "no type", result: "https://a.com/", expected: { url: "https://a.com/" } },
  ]),
  ...metricCases("chrome", "is_expected_tabs", [
    {
      name: "the same tabs in another order",
      result: tabs("https://www.b.com/", "https://a.com"),
      expected: { type: "url", urls: ["https://a.com/", "b.com"] },
    },
    {
      name: "one tab more",
      result: tabs("https://a.com/", "https://b.com/", "https://c.com/"),
      expected: { type: "url", urls: ["https://a.com/", "https://b.com/"] },
    },
    {
      name: "one tab missing",
      result: tabs("https://a.com/", "https://c.com/"),
      expected: { type: "url", urls: ["https://a.com/", "https://b.com/"] },
    },
    {
      name: "a duplicate expected URL",
      result: tabs("https://a.com/", "https://b.com/"),
      expected: { type: "url", urls: ["https://a.com/", "https://a.com/"] },
    },
    { name: "no tabs", result: [], expected: { type: "url", urls: [] } },
    { name: "None", result: null, expected: { type: "url", urls: [] } },
    {
      name: "a tab without a url",
      result: [{ title: "x" }],
      expected: { type: "url", urls: ["https://a.com/"] },
    },
    { name: "another type", result: tabs("https://a.com/"), expected: { type: "title", urls: [] } },
    { name: "no urls", result: tabs("https://a.com/"), expected: { type: "url" } },
    { name: "urls as a string", result: tabs("https://a.com/"), expected: { type: "url", urls: "a" } },
  ]),
  ...metricCases("chrome", "is_cookie_deleted", [
    {
      name: "a cookie left",
      result: [
        [13350000000000000n, ".example.com", "", "sid", "v", "/"],
        [1, "other.org", "", "x", "", "/"],
      ],
      expected: { type: "domains", domains: ["example.com"] },
    },
    {
      name: "none left",
      result: [[1, ".other.org", "", "x", "", "/"]],
      expected: { type: "domains", domains: ["example.com", "www.example.net"] },
    },
    {
      name: "a subdomain's cookie",
      result: [[1, "accounts.example.com", "", "x", "", "/"]],
      expected: { type: "domains", domains: ["example.com"] },
    },
    { name: "no cookies", result: [], expected: { type: "domains", domains: ["example.com"] } },
    { name: "None", result: null, expected: { type: "domains", domains: ["example.com"] } },
    { name: "no domains", result: [[1, "a.com"]], expected: { type: "domains", domains: [] } },
    { name: "another type", result: [], expected: { type: "names", names: ["x"] } },
    { name: "a short row", result: [[1]], expected: { type: "domains", domains: ["a.com"] } },
  ]),
  ...metricCases("chrome", "is_expected_installed_extensions", [
    {
      name: "installed",
      result: ["uBlock Origin", "Dark Reader"],
      expected: { expected: ["Dark Reader"] },
    },
    { name: "missing", result: ["uBlock Origin"], expected: { expected: ["Dark Reader"] } },
    { name: "nothing expected", result: ["uBlock Origin"], expected: { expected: [] } },
    { name: "nothing installed", result: [], expected: { expected: ["x"] } },
    { name: "the getter's fallback string", result: "Google", expected: { expected: ["G", "o"] } },
    { name: "case matters", result: ["dark reader"], expected: { expected: ["Dark Reader"] } },
    { name: "unhashable names", result: [["x"]], expected: { expected: ["x"] } },
    { name: "no expected key", result: ["x"], expected: {} },
  ]),
];

/** get_cookie_data over Cookies databases like Chrome's. */
export function cookieCases(): GetterCase[] {
  const db = path.join(f.dir, "Cookies");
  const handle = new DatabaseSync(db);
  handle.exec(
    "CREATE TABLE cookies (creation_utc INTEGER NOT NULL, host_key TEXT NOT NULL, top_frame_site_key TEXT NOT NULL, name TEXT NOT NULL, value TEXT NOT NULL, encrypted_value BLOB NOT NULL, path TEXT NOT NULL, expires_utc INTEGER NOT NULL, is_secure INTEGER NOT NULL);" +
      "INSERT INTO cookies VALUES (13350000000000000, '.example.com', '', 'sid', '', X'763130ff00', '/', 0, 1), (13350000000000001, 'ünï.org', '', 'n', 'v ✓', X'', '/a', 13390000000000000, 0);",
  );
  handle.close();
  const empty = path.join(f.dir, "Cookies-empty");
  const emptyHandle = new DatabaseSync(empty);
  emptyHandle.exec("CREATE TABLE meta (key TEXT)");
  emptyHandle.close();
  const notDb = f.write("Cookies-not-db", "plain text");
  const cases: [string, Uint8Array | string | null, string][] = [
    ["a Cookies database", readFileSync(db), db],
    ["no cookies table", readFileSync(empty), empty],
    ["the file is missing", null, path.join(f.dir, "missing-cookies")],
    ["not a database", "plain text", notDb],
  ];
  return cases.map(([name, content, local]) => ({
    kind: "getter",
    name: `cookie_data: ${name}`,
    module: "chrome",
    func: "get_cookie_data",
    config: { dest: `cookies-${name.replace(/\W/g, "")}.sqlite` },
    files: { "/home/user/.config/google-chrome/Default/Cookies": content },
    ours: () => (content === null ? null : cookieRows(local)),
  }));
}
