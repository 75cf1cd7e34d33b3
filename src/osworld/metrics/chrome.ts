import { pythonSearch } from "../python-re.ts";
import {
  isPlainObject,
  PythonError,
  pyCompare,
  pyContains,
  pyEquals,
  pyTruthy,
  pyTypeName,
} from "../python-semantics.ts";
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
