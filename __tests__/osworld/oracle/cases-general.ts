import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import { Files, metricCases, type MetricCase } from "./cases.ts";

// Inputs for desktop_env.evaluators.metrics.general: typical values and the edges (None, empty, unicode,
// whitespace, numbers vs strings, missing files, every option).
const f = new Files();
const text = (name: string, content: string | Uint8Array) => f.write(name, content);

const CRLF = text("crlf.txt", "alpha\r\nbeta\r\n");
const BOM = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("name,qty\npen,3\n")]);
const LATIN1 = Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]); // "café\n" in Latin-1: not UTF-8

export const GENERAL_CASES: MetricCase[] = [
  ...metricCases("general", "check_include_exclude", [
    {
      name: "include and exclude hold",
      result: "$ stty size\n43 132\n$",
      expected: { include: ["43 132"], exclude: ["error"] },
    },
    {
      name: "an excluded word",
      result: "43 132 error",
      expected: { include: ["43 132"], exclude: ["error"] },
    },
    { name: "a missing include", result: "24 80", expected: { include: ["43 132"] } },
    { name: "None result", result: null, expected: { include: ["x"] } },
    { name: "no rules", result: "anything", expected: {} },
    { name: "empty result, empty include", result: "", expected: { include: [""] } },
    { name: "a list result (membership)", result: ["a", "b"], expected: { include: ["a"], exclude: ["c"] } },
    { name: "a number to find in text", result: "1 2 3", expected: { include: [1] } },
    { name: "unicode", result: "Größe: 5 ✓", expected: { include: ["Größe", "✓"], exclude: ["grösse"] } },
    { name: "a dict result (keys)", result: { k: 1 }, expected: { include: ["k"] } },
    { name: "a number result", result: 5, expected: { include: ["5"] } },
  ]),
  ...metricCases("general", "exact_match", [
    {
      name: "same text with its newline",
      result: "Directory exists.\n",
      expected: { expected: "Directory exists.\n" },
    },
    { name: "a missing newline", result: "Directory exists.", expected: { expected: "Directory exists.\n" } },
    { name: "1 == True", result: 1, expected: { expected: true } },
    { name: "a number against its text", result: "1", expected: { expected: 1 } },
    { name: "lists", result: ["a", 1], expected: { expected: ["a", 1] } },
    { name: "dicts in another order", result: { a: 1, b: [2] }, expected: { expected: { b: [2], a: 1 } } },
    { name: "None and None", result: null, expected: { expected: null } },
    { name: "no expected key", result: "x", expected: {} },
    { name: "empty strings", result: "", expected: { expected: "" } },
    { name: "0.1 + 0.2", result: 0.30000000000000004, expected: { expected: 0.3 } },
    { name: "unicode normal forms differ", result: "é", expected: { expected: "é" } },
  ]),
  ...metricCases("general", "match_in_list", [
    { name: "in the list", result: "b", expected: { expected: ["a", "b"] } },
    { name: "not in the list", result: "c", expected: { expected: ["a", "b"] } },
    { name: "a substring of a string", result: "ell", expected: { expected: "hello" } },
    { name: "a number in a string", result: 1, expected: { expected: "123" } },
    { name: "True in [1]", result: true, expected: { expected: [1] } },
    { name: "None in a list", result: null, expected: { expected: [null] } },
    { name: "a key of a dict", result: "k", expected: { expected: { k: 0 } } },
    { name: "a list in a dict (unhashable)", result: ["k"], expected: { expected: { k: 0 } } },
    { name: "no expected key", result: "a", expected: { wanted: ["a"] } },
  ]),
  ...metricCases("general", "is_in_list", [
    { name: "in the list", result: ["x", "y"], expected: { expected: "y" } },
    { name: "a substring", result: "the text", expected: { expected: "tex" } },
    { name: "not there", result: "the text", expected: { expected: "zz" } },
    { name: "None result", result: null, expected: { expected: "x" } },
    { name: "a number in a list of text", result: ["1"], expected: { expected: 1 } },
  ]),
  ...metricCases("general", "literal_match", [
    { name: "str(5) == '5'", result: 5, expected: "5" },
    { name: "ignore_case", result: "ABC", expected: "abc", options: { ignore_case: true } },
    { name: "case matters by default", result: "ABC", expected: "abc" },
    { name: "str of a float", result: 0.1, expected: "0.1" },
    { name: "str of a tiny float", result: 1e-7, expected: "1e-07" },
    { name: "str of a huge float", result: 1.5e300, expected: "1.5e+300" },
    { name: "str of a float with 17 digits", result: 0.30000000000000004, expected: "0.30000000000000004" },
    { name: "str of a big int", result: 123456789012345680000, expected: "123456789012345680000" },
    { name: "str of True", result: true, expected: "True" },
    { name: "str of None", result: null, expected: "None" },
    { name: "str of a list", result: ["a", 1, null, true], expected: "['a', 1, None, True]" },
    { name: "str of a dict", result: { k: "v", n: [1.5] }, expected: "{'k': 'v', 'n': [1.5]}" },
    { name: "repr of a quote in a list", result: ["it's"], expected: `["it's"]` },
    { name: "repr of both quotes", result: [`a'b"c`], expected: `['a\\'b"c']` },
    {
      name: "repr of control characters",
      result: ["a\nb\x01\u00e9\u2028"],
      expected: "['a\\nb\\x01é\\u2028']",
    },
    {
      name: "list type element by element",
      result: [1, "a"],
      expected: ["1", "A"],
      options: { type: "list", ignore_case: true },
    },
    { name: "list type with a length difference", result: [1], expected: [1, 2], options: { type: "list" } },
    { name: "list type with a string", result: "x", expected: ["x"], options: { type: "list" } },
    { name: "an unknown type", result: "x", expected: "x", options: { type: "set" } },
    { name: "unicode lower()", result: "ÄÖÜ", expected: "äöü", options: { ignore_case: true } },
    { name: "ß lowercases to itself", result: "STRASSE", expected: "straße", options: { ignore_case: true } },
  ]),
  ...metricCases("general", "fuzzy_match", [
    { name: "one character more", result: "this is a test!", expected: { expected: "this is a test" } },
    { name: "the same", result: "same", expected: { expected: "same" } },
    { name: "both empty", result: "", expected: { expected: "" } },
    { name: "one empty", result: "abc", expected: { expected: "" } },
    { name: "None result", result: null, expected: { expected: "x" } },
    { name: "unicode", result: "Größe", expected: { expected: "Grösse" } },
    { name: "lists of words", result: ["a", "b", "c"], expected: { expected: ["a", "x", "c"] } },
    { name: "a number", result: 12, expected: { expected: "12" } },
    { name: "a list against a string", result: ["ab"], expected: { expected: "ab" } },
    { name: "astral characters", result: "😀a", expected: { expected: "😀b" } },
  ]),
  ...metricCases("general", "check_list", [
    {
      name: "every expected pattern on some line",
      result: text("list1.txt", "apple\nbanana\ncherry\n"),
      expected: { expect: ["^ban", "rry$"], unexpect: ["^grape"] },
    },
    {
      name: "an unexpected pattern",
      result: text("list2.txt", "apple\ngrape\n"),
      expected: { expect: ["apple"], unexpect: ["^grape"] },
    },
    {
      name: "$ matches before the line's newline",
      result: text("list3.txt", "done\n"),
      expected: { expect: ["^done$"] },
    },
    {
      name: "\\Z does not match before the newline",
      result: text("list4.txt", "done\n"),
      expected: { expect: ["done\\Z"] },
    },
    {
      name: "\\w is Unicode",
      result: text("list5.txt", "naïve café\n"),
      expected: { expect: ["^\\w+ \\w+$"] },
    },
    { name: "\\d is Unicode", result: text("list6.txt", "٣\n"), expected: { expect: ["^\\d$"] } },
    { name: "x{,3} means x{0,3}", result: text("list7.txt", "aa\n"), expected: { expect: ["^a{,3}$"] } },
    { name: "a literal brace", result: text("list8.txt", "a{b}\n"), expected: { expect: ["a{b}"] } },
    {
      name: "verbose mode",
      result: text("list9.txt", "ab12\n"),
      expected: { expect: ["(?x) ^ [a-z]+  # letters\n \\d+ $"] },
    },
    {
      name: "inline ignore case",
      result: text("list10.txt", "HELLO\n"),
      expected: { expect: ["(?i)hello"] },
    },
    {
      name: "scoped inline flags",
      result: text("list11.txt", "HELLO world\n"),
      expected: { expect: ["(?i:hello) world"], unexpect: ["(?i:hello) WORLD"] },
    },
    {
      name: "possessive quantifiers",
      result: text("list12.txt", "aaa\n"),
      expected: { expect: ["^a*+$"], unexpect: ["a*+a"] },
    },
    {
      name: "atomic groups",
      result: text("list13.txt", "abc\n"),
      expected: { expect: ["(?>ab|a)c"], unexpect: ["(?>a|ab)c"] },
    },
    {
      name: "named groups and backreferences",
      result: text("list14.txt", "abab\n"),
      expected: { expect: ["(?P<x>ab)(?P=x)", "(ab)\\1"] },
    },
    { name: "\\A and \\Z", result: text("list15.txt", "abc"), expected: { expect: ["\\Aabc\\Z"] } },
    {
      name: ". does not match a carriage return in JS but does in Python",
      result: text("list16.txt", "a\u2028b\n"),
      expected: { expect: ["a.b"] },
    },
    {
      name: "\\s includes the file separator",
      result: text("list17.txt", "a\x1cb\n"),
      expected: { expect: ["a\\sb"] },
    },
    {
      name: "\\b with Unicode letters",
      result: text("list18.txt", "é1\n"),
      expected: { unexpect: ["\\b1"] },
    },
    { name: "a CRLF file (universal newlines)", result: CRLF, expected: { expect: ["^alpha$", "^beta$"] } },
    { name: "a missing file", result: f.missing("list.txt"), expected: { expect: ["x"] } },
    { name: "None result", result: null, expected: { expect: ["x"] } },
    {
      name: "an empty file with expectations",
      result: text("list-empty.txt", ""),
      expected: { expect: ["x"] },
    },
    {
      name: "an empty file, unexpect only",
      result: text("list-empty2.txt", ""),
      expected: { unexpect: ["x"] },
    },
    { name: "a bad pattern", result: text("list19.txt", "a\n"), expected: { expect: ["(unclosed"] } },
    { name: "a nothing-to-repeat pattern", result: text("list20.txt", "a\n"), expected: { expect: ["*a"] } },
    { name: "a bad escape", result: text("list21.txt", "a\n"), expected: { expect: ["\\q"] } },
    {
      name: "a variable-width lookbehind",
      result: text("list22.txt", "ab\n"),
      expected: { expect: ["(?<=a|bc)b"] },
    },
    {
      name: "a fixed-width lookbehind",
      result: text("list23.txt", "ab\n"),
      expected: { expect: ["(?<=a|c)b", "(?<!x)b"] },
    },
    { name: "\\z is not Python 3.11's", result: text("list24.txt", "a\n"), expected: { expect: ["a\\z"] } },
    {
      name: "class with ] first and escapes",
      result: text("list25.txt", "]-\\\n"),
      expected: { expect: ["^[]]", "[\\-]", "[\\\\]"] },
    },
    {
      name: "negated class keeps the newline out",
      result: text("list26.txt", "ab\n"),
      expected: { expect: ["^[^x]+$"] },
    },
    {
      name: "non-ASCII in a class range",
      result: text("list27.txt", "ж\n"),
      expected: { expect: ["^[а-я]$"] },
    },
    {
      name: "hex and unicode escapes",
      result: text("list28.txt", "A é\n"),
      expected: { expect: ["\\x41 \\u00e9", "\\U00000041"] },
    },
    { name: "octal escape and \\0", result: text("list29.txt", "A\n"), expected: { expect: ["\\101"] } },
    {
      name: "a conditional group",
      result: text("list30.txt", "<a>\n"),
      expected: { expect: ["(<)?a(?(1)>|)"] },
    },
    {
      name: "ignore case with a Unicode class",
      result: text("list31.txt", "Ä\n"),
      expected: { expect: ["(?i)^[ä]$"] },
    },
    { name: "a comment group", result: text("list32.txt", "ab\n"), expected: { expect: ["a(?#note)b"] } },
    { name: "lazy quantifiers", result: text("list33.txt", "<a><b>\n"), expected: { expect: ["^<.+?>"] } },
    { name: "ASCII flag", result: text("list34.txt", "é\n"), expected: { unexpect: ["(?a)\\w"] } },
    {
      name: "multiline flag inside a line",
      result: text("list35.txt", "x\n"),
      expected: { expect: ["(?m)^x$"] },
    },
    { name: "dotall flag", result: text("list36.txt", "a\n"), expected: { expect: ["(?s)a."] } },
    {
      name: "a global flag not at the start",
      result: text("list37.txt", "a\n"),
      expected: { expect: ["a(?i)"] },
    },
    { name: "a numeric group name", result: text("list38.txt", "a\n"), expected: { expect: ["(?P<1>a)"] } },
    {
      name: "a reference to a missing group",
      result: text("list39.txt", "a\n"),
      expected: { expect: ["(a)\\2"] },
    },
    {
      name: "a character class shorthand in a range",
      result: text("list40.txt", "a\n"),
      expected: { expect: ["[\\w-z]"] },
    },
    { name: "a reversed range", result: text("list41.txt", "a\n"), expected: { expect: ["[z-a]"] } },
    { name: "a Latin-1 file", result: text("list42.txt", LATIN1), expected: { expect: ["caf"] } },
    { name: "numbers as patterns", result: text("list43.txt", "12\n"), expected: { expect: [12] } },
    { name: "a repeat of a repeat", result: text("list44.txt", "a\n"), expected: { expect: ["a**"] } },
    {
      name: "a quantifier with a huge count",
      result: text("list45.txt", "a\n"),
      expected: { expect: ["a{5000000000}"] },
    },
    {
      name: "$ in the middle of a pattern",
      result: text("list46.txt", "a\n"),
      expected: { expect: ["a$\\n"] },
    },
    {
      name: "Unicode case folding of the long s",
      result: text("list47.txt", "ſ\n"),
      expected: { expect: ["(?i)^s$"] },
    },
    { name: "the Kelvin sign", result: text("list48.txt", "K\n"), expected: { expect: ["(?i)^k$"] } },
    {
      name: "a back-reference to a group that took no part",
      result: text("list49.txt", "b\n"),
      expected: { expect: ["^(a)?b\\1$"] },
    },
  ]),
  ...metricCases("general", "check_csv", [
    {
      name: "expected records found",
      result: text("a.csv", "name,qty\npen,3\ncup,4\n"),
      expected: { expect: [{ name: "pen", qty: "3" }], unexpect: [{ name: "ink" }] },
    },
    {
      name: "an unexpected record",
      result: text("b.csv", "name,qty\npen,3\n"),
      expected: { unexpect: [{ name: "pen" }] },
    },
    {
      name: "a number never equals a cell",
      result: text("c.csv", "name,qty\npen,3\n"),
      expected: { expect: [{ qty: 3 }] },
    },
    {
      name: "a byte-order mark stays in the first field name",
      result: text("bom.csv", BOM),
      expected: { expect: [{ name: "pen" }] },
    },
    {
      name: "quoted fields with commas, quotes and newlines",
      result: text("q.csv", 'name,note\n"pen, blue","say ""hi""\nthere"\n'),
      expected: { expect: [{ name: "pen, blue", note: 'say "hi"\nthere' }] },
    },
    {
      name: "a short row leaves the key as None",
      result: text("short.csv", "a,b\n1\n"),
      expected: { expect: [{ a: "1", b: null }] },
    },
    {
      name: "a long row's extra cells",
      result: text("long.csv", "a,b\n1,2,3\n"),
      expected: { expect: [{ a: "1", b: "2" }], unexpect: [{ null: ["3"] }] },
    },
    {
      name: "blank lines are skipped",
      result: text("blank.csv", "a\n\n1\n\n"),
      expected: { expect: [{ a: "1" }] },
    },
    {
      name: "CRLF line ends",
      result: text("crlf.csv", "a,b\r\n1,2\r\n"),
      expected: { expect: [{ a: "1", b: "2" }] },
    },
    {
      name: "spaces are kept",
      result: text("sp.csv", "a, b\n1, 2\n"),
      expected: { expect: [{ " b": " 2" }] },
    },
    { name: "an empty file", result: text("empty.csv", ""), expected: { expect: [{ a: "1" }] } },
    { name: "an empty file, no rules", result: text("empty2.csv", ""), expected: {} },
    { name: "a missing file", result: f.missing("x.csv"), expected: { expect: [] } },
    { name: "None", result: null, expected: { expect: [] } },
    {
      name: "a quote inside an unquoted field",
      result: text("uq.csv", 'a\nx"y\n'),
      expected: { expect: [{ a: 'x"y' }] },
    },
    {
      name: "text after a closing quote",
      result: text("aq.csv", 'a\n"x"y\n'),
      expected: { expect: [{ a: "xy" }] },
    },
    {
      name: "an unterminated quote",
      result: text("un.csv", 'a\n"x\n'),
      expected: { expect: [{ a: "x\n" }] },
    },
    {
      name: "a record rule that is not a dict",
      result: text("d.csv", "a\n1\n"),
      expected: { expect: ["a"] },
    },
    {
      name: "a carriage return alone ends a line",
      result: text("cr.csv", "a\r1\r"),
      expected: { expect: [{ a: "1" }] },
    },
  ]),
  ...metricCases("general", "check_json", [
    {
      name: "a nested value by key path",
      result: text("j1.json", '{"a": {"b": [1, 2, {"c": "x"}]}}'),
      expected: { expect: [{ key: ["a", "b", 2, "c"], method: "eq", ref: "x" }] },
    },
    {
      name: "a negative list index",
      result: text("j2.json", '{"a": [1, 2, 3]}'),
      expected: { expect: [{ key: ["a", -1], method: "eq", ref: 3 }] },
    },
    {
      name: "a missing key",
      result: text("j3.json", '{"a": 1}'),
      expected: { expect: [{ key: ["b"], method: "eq", ref: 1 }] },
    },
    {
      name: "an index out of range",
      result: text("j4.json", '{"a": [1]}'),
      expected: { expect: [{ key: ["a", 5], method: "eq", ref: 1 }] },
    },
    {
      name: "a string key into a list",
      result: text("j5.json", '{"a": [1]}'),
      expected: { expect: [{ key: ["a", "0"], method: "eq", ref: 1 }] },
    },
    {
      name: "unexpect with a missing key sees None",
      result: text("j6.json", '{"a": 1}'),
      expected: { unexpect: [{ key: ["b"], method: "eq", ref: null }] },
    },
    {
      name: "unexpect holds",
      result: text("j7.json", '{"a": 1}'),
      expected: { unexpect: [{ key: ["a"], method: "eq", ref: 2 }] },
    },
    {
      name: "ne lt le gt ge",
      result: text("j8.json", '{"n": 5}'),
      expected: {
        expect: [
          { key: ["n"], method: "ne", ref: 4 },
          { key: ["n"], method: "lt", ref: 6 },
          { key: ["n"], method: "le", ref: 5 },
          { key: ["n"], method: "gt", ref: 4 },
          { key: ["n"], method: "ge", ref: 5 },
        ],
      },
    },
    {
      name: "comparing a number with text raises",
      result: text("j9.json", '{"n": 5}'),
      expected: { expect: [{ key: ["n"], method: "lt", ref: "6" }] },
    },
    {
      name: "re on text",
      result: text("j10.json", '{"s": "Hello World"}'),
      expected: { expect: [{ key: ["s"], method: "re", ref: "W\\w+$" }] },
    },
    {
      name: "re with flags",
      result: text("j11.json", '{"s": "Hello\\nWorld"}'),
      expected: { expect: [{ key: ["s"], method: "re.I.M", ref: "^world" }] },
    },
    {
      name: "re on a number",
      result: text("j12.json", '{"n": 5}'),
      expected: { expect: [{ key: ["n"], method: "re", ref: "5" }] },
    },
    {
      name: "an unknown re flag",
      result: text("j13.json", '{"s": "a"}'),
      expected: { expect: [{ key: ["s"], method: "re.Q", ref: "a" }] },
    },
    {
      name: "approx",
      result: text("j14.json", '{"n": 0.31}'),
      expected: { expect: [{ key: ["n"], method: "approx:0.02", ref: 0.3 }] },
    },
    {
      name: "approx of text that is a number",
      result: text("j15.json", '{"n": " 0.31 "}'),
      expected: { expect: [{ key: ["n"], method: "approx:0.02", ref: 0.3 }] },
    },
    {
      name: "approx of text that is not",
      result: text("j16.json", '{"n": "abc"}'),
      expected: { expect: [{ key: ["n"], method: "approx:0.02", ref: 0.3 }] },
    },
    {
      name: "range.te",
      result: text("j17.json", '{"n": 2}'),
      expected: { expect: [{ key: ["n"], method: "range.te", ref: [0, 2] }] },
    },
    {
      name: "range.et excludes the top",
      result: text("j18.json", '{"n": 2}'),
      expected: { expect: [{ key: ["n"], method: "range.et", ref: [0, 2] }] },
    },
    {
      name: "str_list_eq",
      result: text("j19.json", '{"s": "\\"a,b\\""}'),
      expected: { expect: [{ key: ["s"], method: "str_list_eq", ref: ["a", "b"] }] },
    },
    {
      name: "str_set_eq",
      result: text("j20.json", '{"s": "b,a,a"}'),
      expected: { expect: [{ key: ["s"], method: "str_set_eq", ref: ["a", "b"] }] },
    },
    {
      name: "str_set_eq with a non-text value",
      result: text("j21.json", '{"s": 5}'),
      expected: { expect: [{ key: ["s"], method: "str_set_eq", ref: ["5"] }] },
    },
    {
      name: "an unknown method",
      result: text("j22.json", '{"s": 5}'),
      expected: { expect: [{ key: ["s"], method: "between", ref: [1, 9] }] },
    },
    {
      name: "NaN in JSON",
      result: text("j23.json", '{"n": NaN, "m": 1}'),
      expected: { expect: [{ key: ["m"], method: "eq", ref: 1 }] },
    },
    {
      name: "Infinity compares",
      result: text("j24.json", '{"n": -Infinity}'),
      expected: { expect: [{ key: ["n"], method: "lt", ref: -1e308 }] },
    },
    {
      name: "big integers are exact",
      result: text("j25.json", '{"n": 9007199254740993}'),
      expected: { expect: [{ key: ["n"], method: "ne", ref: 9007199254740992 }] },
    },
    {
      name: "a BOM before JSON",
      result: text("j26.json", Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"a": 1}')])),
      expected: { expect: [{ key: ["a"], method: "eq", ref: 1 }] },
    },
    { name: "invalid JSON", result: text("j27.json", "{a: 1}"), expected: { expect: [] } },
    { name: "a missing file", result: f.missing("j.json"), expected: { expect: [] } },
    { name: "None", result: null, expected: { expect: [] } },
    { name: "no rules", result: text("j28.json", "[]"), expected: {} },
    {
      name: "duplicate keys keep the last",
      result: text("j29.json", '{"a": 1, "a": 2}'),
      expected: { expect: [{ key: ["a"], method: "eq", ref: 2 }] },
    },
    {
      name: "eq of 1 and true",
      result: text("j30.json", '{"a": true}'),
      expected: { expect: [{ key: ["a"], method: "eq", ref: 1 }] },
    },
    {
      name: "YAML: 010 is octal 8",
      result: text("y1.yaml", "n: 010\n"),
      expected: { expect: [{ key: ["n"], method: "eq", ref: 8 }] },
      options: { is_yaml: true },
    },
    {
      name: "YAML: yes is true",
      result: text("y2.yaml", "b: yes\nc: Off\n"),
      expected: {
        expect: [
          { key: ["b"], method: "eq", ref: true },
          { key: ["c"], method: "eq", ref: false },
        ],
      },
      options: { is_yaml: true },
    },
    {
      name: "YAML: a date is not text",
      result: text("y3.yaml", "d: 2024-01-01\n"),
      expected: { expect: [{ key: ["d"], method: "eq", ref: "2024-01-01" }] },
      options: { is_yaml: true },
    },
    {
      name: "YAML: sexagesimal 1:30",
      result: text("y4.yaml", "t: 1:30\n"),
      expected: { expect: [{ key: ["t"], method: "eq", ref: 90 }] },
      options: { is_yaml: true },
    },
    {
      name: "YAML: ~ and null",
      result: text("y5.yaml", "a: ~\nb: null\n"),
      expected: {
        expect: [
          { key: ["a"], method: "eq", ref: null },
          { key: ["b"], method: "eq", ref: null },
        ],
      },
      options: { is_yaml: true },
    },
    {
      name: "YAML: 1e3 is text in YAML 1.1",
      result: text("y6.yaml", "n: 1e3\nm: 1.0e+3\n"),
      expected: {
        expect: [
          { key: ["n"], method: "eq", ref: "1e3" },
          { key: ["m"], method: "eq", ref: 1000 },
        ],
      },
      options: { is_yaml: true },
    },
    {
      name: "YAML: 0x1F and 0b101 and 1_000",
      result: text("y7.yaml", "h: 0x1F\nb: 0b101\nu: 1_000\n"),
      expected: {
        expect: [
          { key: ["h"], method: "eq", ref: 31 },
          { key: ["b"], method: "eq", ref: 5 },
          { key: ["u"], method: "eq", ref: 1000 },
        ],
      },
      options: { is_yaml: true },
    },
    {
      name: "YAML: .inf and .nan",
      result: text("y8.yaml", "i: .inf\nn: .NaN\n"),
      expected: { expect: [{ key: ["i"], method: "gt", ref: 1e308 }] },
      options: { is_yaml: true },
    },
    {
      name: "YAML: an empty document scores 0",
      result: text("y9.yaml", ""),
      expected: { expect: [] },
      options: { is_yaml: true },
    },
    {
      name: "YAML: invalid",
      result: text("y10.yaml", "a: [1\n"),
      expected: { expect: [] },
      options: { is_yaml: true },
    },
    {
      name: "YAML: a list top level",
      result: text("y11.yaml", "- a\n- b\n"),
      expected: { expect: [{ key: [1], method: "eq", ref: "b" }] },
      options: { is_yaml: true },
    },
    {
      name: "YAML: a timestamp with time",
      result: text("y12.yaml", "t: 2001-12-14t21:59:43.10-05:00\n"),
      expected: { expect: [{ key: ["t"], method: "re", ref: "2001" }] },
      options: { is_yaml: true },
    },
    {
      name: "YAML: anchors and merge keys",
      result: text("y13.yaml", "base: &b {x: 1}\nd:\n  <<: *b\n  y: 2\n"),
      expected: { expect: [{ key: ["d", "x"], method: "eq", ref: 1 }] },
      options: { is_yaml: true },
    },
    {
      name: "YAML: a multi-document file",
      result: text("y14.yaml", "a: 1\n---\nb: 2\n"),
      expected: { expect: [] },
      options: { is_yaml: true },
    },
    {
      name: "YAML: a python tag is refused by safe_load",
      result: text("y15.yaml", "a: !!python/tuple [1, 2]\n"),
      expected: { expect: [] },
      options: { is_yaml: true },
    },
    {
      name: "YAML: On and n",
      result: text("y16.yaml", "a: On\nb: n\nc: Y\n"),
      expected: {
        expect: [
          { key: ["a"], method: "eq", ref: true },
          { key: ["b"], method: "eq", ref: "n" },
          { key: ["c"], method: "eq", ref: "Y" },
        ],
      },
      options: { is_yaml: true },
    },
    {
      name: "YAML: 0o17 is text and 017 is octal",
      result: text("y17.yaml", "a: 0o17\nb: 017\nc: 09\n"),
      expected: {
        expect: [
          { key: ["a"], method: "eq", ref: "0o17" },
          { key: ["b"], method: "eq", ref: 15 },
          { key: ["c"], method: "eq", ref: 9 },
        ],
      },
      options: { is_yaml: true },
    },
    {
      name: "YAML: a document of only a scalar",
      result: text("y18.yaml", "42\n"),
      expected: { expect: [] },
      options: { is_yaml: true },
    },
  ]),
  ...metricCases("general", "check_direct_json_object", [
    {
      name: "a dict equal on the expected keys",
      result: { a: 1, b: "x", extra: 0 },
      expected: { expected: { a: 1, b: "x" } },
    },
    { name: "a value differs", result: { a: 2 }, expected: { expected: { a: 1 } } },
    {
      name: "a Python-ish string result",
      result: " {'a': 'x', 'b': [1, 2]} ",
      expected: { expected: { a: "x", b: [1, 2] } },
    },
    { name: "a string that is not JSON", result: "{a: 1}", expected: { expected: { a: 1 } } },
    {
      name: "an evaluation-failed marker",
      result: { a: "__EVALUATION_FAILED__" },
      expected: { expected: { a: "__EVALUATION_FAILED__" } },
    },
    { name: "None", result: null, expected: { expected: { a: 1 } } },
    { name: "a missing key is None", result: {}, expected: { expected: { a: null } } },
    {
      name: "ignore_list_order sorts the flag too",
      result: { a: [2, 1], ignore_list_order: true },
      expected: { expected: { a: [1, 2], ignore_list_order: true } },
    },
    {
      name: "expect_in_result with a list",
      result: { a: ["x", "y"] },
      expected: { expected: { a: ["z", "y"] }, expect_in_result: true },
    },
    {
      name: "expect_in_result with a string equal",
      result: { a: "y" },
      expected: { expected: { a: ["y"] }, expect_in_result: true },
    },
    {
      name: "expect_in_result with a substring",
      result: { a: "hello" },
      expected: { expected: { a: "ell" }, expect_in_result: true },
    },
    {
      name: "expect_in_result with a number",
      result: { a: 1 },
      expected: { expected: { a: 1 }, expect_in_result: true },
    },
    {
      name: "expect_in_result missing key",
      result: {},
      expected: { expected: { a: "x" }, expect_in_result: true },
    },
    { name: "a list result", result: [1], expected: { expected: { a: 1 } } },
    { name: "rules without expected", result: { a: 1 }, expected: {} },
    { name: "unicode and empty strings", result: "{'名前': ''}", expected: { expected: { 名前: "" } } },
  ]),
  ...metricCases("general", "is_included_all_json_objects", [
    {
      name: "every gold pair present",
      result: text("gold1.json", '{"a": 1}'),
      expected: text("res1.json", '{"a": 1, "b": 2}'),
    },
    {
      name: "a value differs",
      result: text("gold2.json", '{"a": 1}'),
      expected: text("res2.json", '{"a": 2}'),
    },
    { name: "a missing result file", result: text("gold3.json", '{"a": 1}'), expected: f.missing("r.json") },
    { name: "None gold", result: null, expected: text("res3.json", "{}") },
    { name: "empty gold", result: text("gold4.json", "{}"), expected: text("res4.json", '{"a": 1}') },
    { name: "a gold list", result: text("gold5.json", "[1]"), expected: text("res5.json", "[1]") },
    { name: "invalid JSON", result: text("gold6.json", "{"), expected: text("res6.json", "{}") },
    { name: "an empty path", result: "", expected: text("res7.json", "{}") },
  ]),
  ...metricCases("general", "file_contains", [
    {
      name: "every string present",
      result: text("fc1.txt", "Linux\n12:00:01 CPU %user\n"),
      expected: { expected: ["CPU", "%user"] },
    },
    { name: "one missing", result: text("fc2.txt", "CPU\n"), expected: { expected: ["CPU", "%guest"] } },
    { name: "a missing file", result: f.missing("fc.txt"), expected: { expected: ["x"] } },
    { name: "None", result: null, expected: { expected: ["x"] } },
    { name: "a number to find", result: text("fc3.txt", "12"), expected: { expected: [12] } },
    { name: "no expected key", result: text("fc4.txt", "x"), expected: {} },
    {
      name: "a CRLF file and a newline to find",
      result: text("fc5.txt", "a\r\nb"),
      expected: { expected: ["a\nb"] },
    },
    {
      name: "a BOM is text",
      result: text("fc6.txt", Buffer.from([0xef, 0xbb, 0xbf, 0x61])),
      expected: { expected: ["\ufeffa"] },
    },
  ]),
  ...metricCases("general", "check_line_number", [
    {
      name: "lines with a time counted",
      result: text("ln1.txt", "12:00:01 a\nx\n23:59:60 b\n"),
      expected: { expected: "2" },
    },
    { name: "a count that differs", result: text("ln2.txt", "12:00:01\n"), expected: { expected: 2 } },
    {
      name: "int() of '31.0' raises (caught)",
      result: text("ln3.txt", "12:00:01\n"),
      expected: { expected: "1.0" },
    },
    { name: "int() of ' 1 '", result: text("ln4.txt", "12:00:01\n"), expected: { expected: " 1 " } },
    { name: "int() of a float", result: text("ln5.txt", "12:00:01\n"), expected: { expected: 1.9 } },
    {
      name: "int() of '1_0'",
      result: text("ln6.txt", Array.from({ length: 10 }, () => "12:00:01").join("\n")),
      expected: { expected: "1_0" },
    },
    {
      name: "int() of full-width digits",
      result: text("ln7.txt", "12:00:01\n"),
      expected: { expected: "１" },
    },
    { name: "a missing file", result: f.missing("ln.txt"), expected: { expected: 0 } },
    { name: "None", result: null, expected: { expected: 0 } },
    { name: "24:00:00 is no time", result: text("ln8.txt", "24:00:00\n"), expected: { expected: 0 } },
    { name: "int() of True", result: text("ln9.txt", "12:00:01\n"), expected: { expected: true } },
  ]),
  ...metricCases("general", "diff_text_file", [
    {
      name: "similar files",
      result: text("d1.txt", "a\nb\nc\nd\n"),
      expected: text("d2.txt", "a\nx\nc\nd\ne\n"),
    },
    { name: "identical", result: text("d3.txt", "same\n"), expected: text("d4.txt", "same\n") },
    { name: "both empty", result: text("d5.txt", ""), expected: text("d6.txt", "") },
    { name: "None", result: null, expected: text("d7.txt", "x") },
    { name: "a missing expected file", result: text("d8.txt", "x"), expected: f.missing("d.txt") },
    {
      name: "many repeated lines (autojunk)",
      result: text("d9.txt", Array.from({ length: 300 }, (_, i) => `line ${i % 7}`).join("\n")),
      expected: text("d10.txt", Array.from({ length: 250 }, (_, i) => `line ${i % 5}`).join("\n")),
    },
    {
      name: "line ends of every kind",
      result: text("d11.txt", "a\rb\x0bc\x1cd\u2028e"),
      expected: text("d12.txt", "a\nb\nc\nd\ne"),
    },
  ]),
  ...metricCases("general", "compare_terminal_and_txt", [
    { name: "the same text", result: text("t1.txt", "out\n"), expected: "out\n" },
    { name: "different", result: text("t2.txt", "out\n"), expected: "out" },
    { name: "empty terminal", result: text("t3.txt", ""), expected: "" },
    { name: "None path", result: null, expected: "x" },
    { name: "a missing file", result: f.missing("t.txt"), expected: "x" },
  ]),
  ...metricCases("general", "compare_python_pure_text", [
    {
      name: "shebang, coding and blank lines ignored",
      result: text("p1.py", "#!/usr/bin/env python\n# -*- coding: utf-8 -*-\n\nprint(1)   \n\n"),
      expected: text("p2.py", "print(1)\n"),
    },
    {
      name: "tabs expand to 4",
      result: text("p3.py", "if x:\n\tpass\n"),
      expected: text("p4.py", "if x:\n    pass\n"),
    },
    { name: "tabs after text", result: text("p5.py", "a\tb\n"), expected: text("p6.py", "a   b\n") },
    { name: "a difference", result: text("p7.py", "print(1)\n"), expected: text("p8.py", "print(2)\n") },
    { name: "a missing file", result: f.missing("p.py"), expected: text("p9.py", "x") },
    { name: "None", result: null, expected: text("p10.py", "x") },
    { name: "not UTF-8", result: text("p11.py", LATIN1), expected: text("p12.py", "x") },
    {
      name: "a markdown fence stays",
      result: text("p13.py", "```python\nprint(1)\n```\n"),
      expected: text("p14.py", "print(1)\n"),
    },
    {
      name: "coding line on line 4 stays",
      result: text("p15.py", "a\nb\nc\n# coding: x\n"),
      expected: text("p16.py", "a\nb\nc\n"),
    },
    {
      name: "CRLF and form feed",
      result: text("p17.py", "a\r\n\fb\n"),
      expected: text("p18.py", "a\n\fb\n"),
    },
  ]),
  ...metricCases("general", "check_accessibility_tree", [...accessibilityCases()]),
  ...metricCases("general", "run_sqlite3", sqliteCases()),
];

function accessibilityCases() {
  const tree = `<desktop-frame xmlns:st="https://accessibility.ubuntu.example.org/ns/state" xmlns:attr="https://accessibility.ubuntu.example.org/ns/attributes"><application name="gedit"><frame name="notes.txt - gedit" st:active="true"><push-button name="Save" st:enabled="true">Save</push-button><label name="status">Ln 1, Col 1</label><text name="doc">Hello <b>bold</b> world</text><label name="empty"></label></frame></application></desktop-frame>`;
  return [
    {
      name: "xpath with exact text",
      result: tree,
      expected: [{ xpath: "//push-button[@name='Save']", text: "Save", exact: true }],
    },
    {
      name: "css selectors with fuzzy text",
      result: tree,
      expected: [{ selectors: ["label[name=status]"], text: "Ln 1, Col 2", exact: false }],
    },
    {
      name: "css with a namespaced attribute",
      result: tree,
      expected: [{ selectors: ['frame[st|active="true"]'] }],
    },
    { name: "nothing selected", result: tree, expected: [{ xpath: "//menu" }] },
    {
      name: "text before the first child only",
      result: tree,
      expected: [{ xpath: "//text", text: "Hello ", exact: true }],
    },
    {
      name: "an empty element's text is None",
      result: tree,
      expected: [{ xpath: "//label[@name='empty']", text: "", exact: false }],
    },
    {
      name: "exact is required with text",
      result: tree,
      expected: [{ xpath: "//label[@name='status']", text: "Ln 1, Col 1" }],
    },
    { name: "no xpath and no selectors", result: tree, expected: [{ text: "x" }] },
    {
      name: "several rules multiply",
      result: tree,
      expected: [
        { xpath: "//label[@name='status']", text: "Ln 1, Col 9", exact: false },
        { xpath: "//push-button", text: "Sav", exact: false },
      ],
    },
    { name: "not XML", result: "<a>", expected: [{ xpath: "//a" }] },
    { name: "None tree", result: null, expected: [{ xpath: "//a" }] },
    {
      name: "css descendant and child combinators",
      result: tree,
      expected: [{ selectors: ["application frame > push-button"], text: "Save", exact: true }],
    },
    {
      name: "css :not and attribute prefix",
      result: tree,
      expected: [{ selectors: ['label:not([name="empty"])[name^=sta]'] }],
    },
    { name: "xpath selecting text nodes", result: tree, expected: [{ xpath: "//label/text()" }] },
    { name: "an invalid xpath", result: tree, expected: [{ xpath: "//[" }] },
  ];
}

function sqliteCases() {
  const file = path.join(f.dir, "db.sqlite");
  const handle = new DatabaseSync(file);
  handle.exec(
    "CREATE TABLE t (n INTEGER, s TEXT, r REAL); INSERT INTO t VALUES (1, 'a', 0.5), (0, '', 2.5), (NULL, '3', 0)",
  );
  handle.close();
  return [
    { name: "a count", result: file, expected: { sql: "SELECT count(*) = 3 FROM t" } },
    { name: "a graded real", result: file, expected: { sql: "SELECT r FROM t WHERE n = 1" } },
    { name: "zero rows (None row)", result: file, expected: { sql: "SELECT n FROM t WHERE n = 99" } },
    { name: "NULL is 0", result: file, expected: { sql: "SELECT n FROM t WHERE s = '3'" } },
    { name: "text that is a number", result: file, expected: { sql: "SELECT s FROM t WHERE s = '3'" } },
    { name: "text that is not a number", result: file, expected: { sql: "SELECT s FROM t WHERE n = 1" } },
    { name: "empty text is 0", result: file, expected: { sql: "SELECT s FROM t WHERE n = 0" } },
    { name: "bad SQL", result: file, expected: { sql: "SELEC 1" } },
    { name: "a missing table", result: file, expected: { sql: "SELECT 1 FROM nope" } },
    { name: "more than 1", result: file, expected: { sql: "SELECT 2.5" } },
    { name: "None path", result: null, expected: { sql: "SELECT 1" } },
  ];
}
