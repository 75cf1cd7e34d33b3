import { pythonSearch } from "../python-re.ts";
import {
  isPlainObject,
  PythonError,
  pyCompare,
  pyContains,
  pyEquals,
  pyStr,
  pyTruthy,
  pyTypeName,
} from "../python-semantics.ts";
import { compareUrls, urlparse, urlunparse } from "../python-url.ts";
import { iterate, subscript } from "./python-access.ts";

/** OSWorld's metrics over Chrome profile settings (metrics/chrome.py). */

export function check_font_size(fontSize: unknown, rule: unknown): number {
  const size = subscript(fontSize, "default_font_size");
  const type = subscript(rule, "type");
  if (pyEquals(type, "value")) return pyEquals(size, subscript(rule, "value")) ? 1 : 0;
  if (pyEquals(type, "range"))
    return pyCompare(subscript(rule, "min"), "lt", size) && pyCompare(size, "lt", subscript(rule, "max"))
      ? 1
      : 0;
  throw new PythonError("TypeError", `${String(type)} not support yet!`);
}

export function check_enabled_experiments(experiments: unknown, rule: unknown): number {
  const names = iterate(experiments).map((e) => {
    if (typeof e !== "string")
      throw new PythonError("AttributeError", `'${pyTypeName(e)}' object has no attribute 'split'`);
    return e.split("@")[0]!;
  });
  const type = subscript(rule, "type");
  if (pyEquals(type, "names")) return pyEquals(names, subscript(rule, "names")) ? 1 : 0;
  throw new PythonError("TypeError", `${String(type)} not support yet!`);
}

/** `history_data`: the [url, title, last_visit_time] rows of Chrome's History database (get_history). */
export function check_history_deleted(history: unknown, rule: unknown): number {
  const type = subscript(rule, "type");
  if (!pyEquals(type, "keywords")) throw new PythonError("TypeError", `${String(type)} not support yet!`);
  const domains = iterate(history).map((row) => subscript(row, 0));
  for (const keyword of iterate(subscript(rule, "keywords")))
    for (const domain of domains) if (pyContains(domain, keyword)) return 0;
  return 1;
}

/** `result` is a URL, or a dict with 'url' (active_tab_info); every pattern of rules.expected must search it. */
export function is_expected_url_pattern_match(result: unknown, rules: unknown): number {
  if (!pyTruthy(result)) return 0;
  let url: unknown;
  if (typeof result === "string") url = result;
  else if (isPlainObject(result) && "url" in result) url = result.url;
  else return 0;
  for (const pattern of iterate(subscript(rules, "expected"))) if (!pythonSearch(pattern, url)) return 0;
  return 1;
}

/** Python's `len(value)`. */
function pyLen(value: unknown): number {
  if (typeof value === "string") return Array.from(value).length;
  if (Array.isArray(value)) return value.length;
  if (isPlainObject(value)) return Object.keys(value).length;
  throw new PythonError("TypeError", `object of type '${pyTypeName(value)}' has no len()`);
}

/** The URL of active_tab_info's dict, or the value itself (a URL from active_url_from_accessTree). */
function tabUrl(activeTab: unknown): unknown {
  return isPlainObject(activeTab) ? (Object.hasOwn(activeTab, "url") ? activeTab.url : null) : activeTab;
}

/** rule `{type: "url", url}`: the active tab's URL equals `url` under compare_urls; another type scores 0. */
export function is_expected_active_tab(activeTab: unknown, rule: unknown): number {
  if (!pyTruthy(activeTab)) return 0;
  if (!pyEquals(subscript(rule, "type"), "url")) return 0;
  return compareUrls(subscript(rule, "url"), tabUrl(activeTab)) ? 1 : 0;
}

/**
 * `urlunparse(urlparse(url)._replace(query=""))`. A falsy non-str argument is decoded by urllib to b'', which
 * equals no str: the result carries that.
 */
function stripQuery(url: unknown): { text: string; bytes: boolean } {
  if (typeof url === "string") return { text: urlunparse({ ...urlparse(url), query: "" }), bytes: false };
  if (!pyTruthy(url)) return { text: "", bytes: true };
  throw new PythonError("AttributeError", `'${pyTypeName(url)}' object has no attribute 'decode'`);
}

/** As is_expected_active_tab, but the URLs are equal as written once their queries are dropped. */
export function is_expected_active_tab_approximate(activeTab: unknown, rule: unknown): number {
  if (!pyTruthy(activeTab)) return 0;
  if (!pyEquals(subscript(rule, "type"), "url")) return 0;
  const expected = stripQuery(subscript(rule, "url"));
  const actual = stripQuery(tabUrl(activeTab));
  return expected.bytes === actual.bytes && expected.text === actual.text ? 1 : 0;
}

/** OSWorld's are_lists_equal: same length, and every item of list1 matches some item of list2. */
function areListsEqual(list1: unknown, list2: unknown, same: (a: unknown, b: unknown) => boolean): boolean {
  if (pyLen(list1) !== pyLen(list2)) return false;
  const items2 = iterate(list2);
  return iterate(list1).every((item1) => items2.some((item2) => same(item1, item2)));
}

/** open_tabs_info's `[{title, url}]` against rule `{type: "url", urls}` (are_lists_equal under compare_urls). */
export function is_expected_tabs(openTabs: unknown, rule: unknown): number {
  if (!pyTruthy(openTabs)) return 0;
  if (!pyEquals(subscript(rule, "type"), "url")) return 0;
  const expected = subscript(rule, "urls");
  const actual = iterate(openTabs).map((tab) => subscript(tab, "url"));
  return areListsEqual(expected, actual, (a, b) => compareUrls(a, b)) ? 1 : 0;
}

/** cookie_data's rows (host_key is column 1): no cookie of any `domains` entry is left, under compare_urls. */
export function is_cookie_deleted(cookies: unknown, rule: unknown): number {
  const type = subscript(rule, "type");
  if (!pyEquals(type, "domains")) throw new PythonError("TypeError", `${pyStr(type)} not support yet!`);
  const domains = iterate(cookies).map((cookie) => subscript(cookie, 1));
  for (const domain of iterate(subscript(rule, "domains")))
    for (const cookieDomain of domains) if (compareUrls(domain, cookieDomain)) return 0;
  return 1;
}

/** Python's `set(value)` of hashable items, as a list. */
function pySetItems(value: unknown): unknown[] {
  const items = iterate(value);
  const bad = items.find((v) => Array.isArray(v) || isPlainObject(v));
  if (bad !== undefined) throw new PythonError("TypeError", `unhashable type: '${pyTypeName(bad)}'`);
  return items;
}

/** The installed extensions' names (find_installed_extension_name) include every one of expected.expected. */
export function is_expected_installed_extensions(installed: unknown, expected: unknown): number {
  if (!pyTruthy(installed)) return 0;
  const wanted = pySetItems(subscript(expected, "expected"));
  const have = pySetItems(installed);
  return wanted.every((w) => have.some((h) => pyEquals(w, h))) ? 1 : 0;
}
