import { pythonFindall, pythonMatch, pythonSearch, pythonSub } from "../python-re.ts";
import { PythonError, pyContains, pyFileLines, pyJsonLoads, pyStrip, pyTruthy } from "../python-semantics.ts";
import { readText } from "./files.ts";
import { dictGet, iterate, subscript } from "./python-access.ts";
import { matchRecord, matchValueToRule } from "./rules.ts";

/** OSWorld's Thunderbird metrics (metrics/thunderbird.py): prefs.js and msgFilterRules.dat. */

const PREF_LINE = '^user_pref\\("(?P<key>(?:[^"]|\\\\")+)\\", (?P<val>.+)\\);$';

export function check_thunderbird_prefs(result: unknown, rule: unknown): number {
  if (result === null || result === undefined) return 0;
  const expect = dictGet(rule, "expect", {});
  const unexpect = dictGet(rule, "unexpect", {});
  const met = new Map(iterate(expect).map((k) => [k, false]));
  let clean = true;
  for (const line of pyFileLines(readText(result))) {
    const match = pythonMatch(PREF_LINE, pyStrip(line));
    if (!match) continue;
    const key = match.key!;
    const value = pyJsonLoads(match.val!);
    if (pyContains(expect, key)) met.set(key, matchValueToRule(value, subscript(expect, key)));
    else if (pyContains(unexpect, key)) clean = clean && !matchValueToRule(value, subscript(unexpect, key));
  }
  return [...met.values()].every(Boolean) && clean ? 1 : 0;
}

const CONDITION = '\\b(?:AND|OR) \\((?:[\\w ]+),(?:[\\w \']+),(?:"(?:(?:[^"]|")+)"|(?:[^)]+))\\)|\\bALL\\b';

/** `val.replace('\\"', '"').replace('\\\\', '\\')`. */
function unescapeValue(value: string): string {
  return value.replaceAll('\\"', '"').replaceAll("\\\\", "\\");
}

/** Python's `line[start:-2]` over code points. */
function slice(line: string, start: number): string {
  return Array.from(line).slice(start, -2).join("");
}

/**
 * check_thunderbird_filter: msgFilterRules.dat read line by line; a filter is recorded at its `condition=`
 * line (with the conditions found by OSWorld's pattern), and expect/unexpect are records to match.
 */
export function check_thunderbird_filter(result: unknown, rules: unknown): number {
  if (result === null || result === undefined) return 0;
  const filters: Map<unknown, unknown>[] = [];
  let filter: Map<unknown, unknown> | undefined;
  const current = () => {
    if (!filter)
      throw new PythonError("UnboundLocalError", "local variable 'filter_' referenced before assignment");
    return filter;
  };
  for (const line of pyFileLines(readText(result))) {
    if (line.startsWith("name=")) {
      filter = new Map();
      filter.set("name", unescapeValue(slice(line, 6)));
    } else if (line.startsWith("enabled=")) current().set("enabled", unescapeValue(slice(line, 9)));
    else if (line.startsWith("type=")) current().set("type", unescapeValue(slice(line, 6)));
    else if (line.startsWith("action=")) current().set("action", unescapeValue(slice(line, 8)));
    else if (line.startsWith("actionValue=")) current().set("actionValue", unescapeValue(slice(line, 13)));
    else if (line.startsWith("condition=")) {
      const conditions = pythonFindall(CONDITION, unescapeValue(slice(line, 11)));
      current().set("condition", conditions);
      filters.push(current());
    }
  }
  const expect = iterate(dictGet(rules, "expect", []));
  const found = expect.map(() => false);
  let clean = true;
  for (const f of filters) {
    expect.forEach((r, i) => (found[i] ||= matchRecord(r, f)));
    clean &&= !iterate(dictGet(rules, "unexpect", [])).some((r) => matchRecord(r, f));
  }
  return found.every(Boolean) && clean ? 1 : 0;
}

/**
 * check_thunderbird_folder as desktop-env 1.0.2 writes it: a folder file is split on "FROM - ", and every
 * part that is NOT blank is skipped (its `if mail.strip(): continue`), so only blank parts count; two
 * folders agree when their kept parts do (sorted, and deduplicated unless remove_duplicate is false).
 */
export function check_thunderbird_folder(
  result: unknown,
  reference: unknown,
  options: Record<string, unknown> = {},
): number {
  const list = Array.isArray(reference);
  const results = list ? iterate(result) : [result];
  const references = list ? reference : [reference];
  const read = (file: unknown) => {
    const data = pyStrip(readText(file));
    let messages: string[] = [];
    for (const mail of data.split("FROM - ")) {
      if (pyStrip(mail) !== "") continue;
      if (
        pyTruthy(dictGet(options, "remove_deleted", true)) &&
        pythonSearch("X-Mozilla-Status: 000[89]", mail)
      )
        continue;
      let message = mail;
      if (pyTruthy(dictGet(options, "ignore_status", false)))
        message = pythonSub("X-Mozilla-Status\\d?:[\\s\\d]+", "", message);
      if (pyTruthy(dictGet(options, "ignore_keys", false)))
        message = message.replace(/(X-Mozilla-Keys:[^\n]*?)\n(MIME-Version)/g, "$2");
      messages.push(`FROM - ${pyStrip(message)}`);
    }
    if (pyTruthy(dictGet(options, "remove_duplicate", true))) messages = [...new Set(messages)];
    return messages.sort().join("\n");
  };
  for (let i = 0; i < Math.min(results.length, references.length); i++) {
    if (results[i] === null || results[i] === undefined) return 0;
    if (read(results[i]) !== read(references[i])) return 0;
  }
  return 1;
}
