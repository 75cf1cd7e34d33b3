import { Files, metricCases, type MetricCase } from "./cases.ts";

// Issue 32's inputs for Python literals (check_gnome_favorite_apps: `eval` of gsettings' output) and
// PyYAML's keys and sets (check_json with is_yaml), held to desktop-env 1.0.2.
const f = new Files();

const apps = (name: string, result: string, expected: unknown[]) => ({
  name,
  result,
  expected: { expected },
});
const AB = ["a.desktop", "b.desktop"];

const literalCases = (): MetricCase[] =>
  metricCases("basic_os", "check_gnome_favorite_apps", [
    apps("a \\x escape", "['\\x61.desktop', 'b.desktop']", AB),
    apps("a \\u escape", "['\\u0061.desktop', 'b.desktop']", AB),
    apps("a \\U escape", "['\\U00000061.desktop', 'b.desktop']", AB),
    apps("an octal escape", "['\\141.desktop', 'b.desktop']", AB),
    apps("an octal escape of one digit", "['\\0', 'b.desktop']", ["\0", "b.desktop"]),
    apps("a backslash-newline inside a string", "['a.desk\\\ntop', 'b.desktop']", AB),
    apps("an unknown escape keeps its backslash", "['a\\.desktop', 'b.desktop']", [
      "a\\.desktop",
      "b.desktop",
    ]),
    apps("an emoji by \\U", "['\\U0001F600', 'b.desktop']", ["😀", "b.desktop"]),
    apps("a lone surrogate by \\u", "['\\ud83d', 'b.desktop']", ["\ud83d", "b.desktop"]),
    apps("a truncated \\x escape raises", "['\\x6', 'b.desktop']", AB),
    apps("a truncated \\u escape raises", "['\\u061', 'b.desktop']", AB),
    apps("\\U beyond Unicode raises", "['\\U00110000']", ["x"]),
    apps("a set literal", "{'a.desktop', 'b.desktop'}", AB),
    apps("a set literal with a repeat", "{'a.desktop', 'a.desktop', 'b.desktop'}", AB),
    apps("set() is empty", "set()", []),
    apps("an empty dict", "{}", []),
    apps("a dict's keys", "{'a.desktop': 1, 'b.desktop': 2}", AB),
    apps("a dict with a repeated key", "{'a.desktop': 1, 'a.desktop': 2}", ["a.desktop"]),
    apps("a dict with int keys", "{1: 'a', 2: 'b'}", [1, 2]),
    apps("1, 1.0 and True are one set member", "{1, 1.0, True}", [1]),
    apps("a tuple in a set", "{(1, 2), 'a'}", [1, "a"]),
    apps("a list in a set raises", "{[1], 'a'}", ["a"]),
    apps("a comment", "['a.desktop', # first\n 'b.desktop']", AB),
    apps("a comment after the value", "['a.desktop', 'b.desktop']  # favourites", AB),
    apps("implicit concatenation", "['a.' 'desktop', 'b.desktop']", AB),
    apps("implicit concatenation of bytes and text raises", "[b'a' 'b']", ["ab"]),
    apps("an r prefix", "[r'a\\x.desktop', 'b.desktop']", ["a\\x.desktop", "b.desktop"]),
    apps("a u prefix", "[u'a.desktop', U'b.desktop']", AB),
    apps("a b prefix is bytes, not text", "[b'a.desktop', 'b.desktop']", AB),
    apps("bytes with escapes", "[b'\\x61\\u0062', 'x']", ["a\\u0062", "x"]),
    apps("an f prefix without fields", "[f'a.desktop', 'b.desktop']", AB),
    apps("an rb prefix", "[Rb'a', 'b']", ["a", "b"]),
    apps("triple quotes", "['''a.desktop''', \"\"\"b.desktop\"\"\"]", AB),
    apps("triple quotes across lines", "['''a.\ndesktop''', 'b.desktop']", ["a.\ndesktop", "b.desktop"]),
    apps("a tuple without parentheses", "'a.desktop', 'b.desktop'", AB),
    apps("a tuple in parentheses", "('a.desktop', 'b.desktop',)", AB),
    apps("one value in parentheses is not a tuple", "('a.desktop')", ["a.desktop"]),
    apps("a string alone is its characters", "'ab'", ["a", "b"]),
    apps("a number has no length", "42", [42]),
    apps("a negative number", "[-1, +2]", [-1, 2]),
    apps("hex, octal, binary and underscores", "[0x1F, 0o17, 0b101, 1_000]", [31, 15, 5, 1000]),
    apps("a big int", "[123456789012345678901234567890]", [123456789012345678901234567890n]),
    apps("floats", "[1.5, .5, 1e3, 1_0.0]", [1.5, 0.5, 1000, 10]),
    apps("None, True, False", "[None, True, False]", [null, true, false]),
    apps("leading zeros raise", "[01]", [1]),
    apps("line breaks inside brackets", "[\n  'a.desktop',\n  'b.desktop',\n]\n", AB),
    apps("a line continuation", "['a.desktop', \\\n'b.desktop']", AB),
    apps("leading spaces and tabs are stripped", " \t['a.desktop', 'b.desktop']", AB),
    apps("a leading blank line", "\n['a.desktop', 'b.desktop']", AB),
    apps("a second line raises", "['a.desktop']\n['b.desktop']", ["a.desktop"]),
    apps("gsettings' typed empty array raises", "@as []", []),
    apps("an unterminated string raises", "['a.desktop", ["a.desktop"]),
    apps("a newline in a single-quoted string raises", "['a.\ndesktop']", ["a.desktop"]),
    apps("an unclosed bracket raises", "['a.desktop'", ["a.desktop"]),
    apps("a name raises", "[thunderbird]", ["thunderbird"]),
    apps("a minus on text raises", "-'a'", ["a"]),
    apps("a null character raises", "['a\u0000']", ["a"]),
    // valid Python that eval computes and ast.literal_eval does not: desktest refuses it
    apps("a \\N{...} escape (refused)", "['\\N{LATIN SMALL LETTER A}.desktop', 'b.desktop']", AB),
    apps("arithmetic (refused)", "[1 + 1]", [2]),
    apps("'*' unpacking (refused)", "[*'ab']", ["a", "b"]),
    apps("an f-string with a field (refused)", "[f'{1}']", ["1"]),
    apps("a complex number (refused)", "[1j]", [1]),
  ]);

const yaml = (name: string, content: string, expect: unknown[], unexpect: unknown[] = []) => ({
  name: `YAML: ${name}`,
  result: f.write(`${name.replace(/[^a-z0-9]+/gi, "-")}.yaml`, content),
  expected: { expect, unexpect },
  options: { is_yaml: true },
});

const yamlCases = (): MetricCase[] =>
  metricCases("general", "check_json", [
    yaml("an int key is not found as text", "1: one\n", [{ key: ["1"], method: "eq", ref: "one" }]),
    yaml("an int key is found as an int", "1: one\n", [{ key: [1], method: "eq", ref: "one" }]),
    yaml("a true key is found as true", "true: yes\n", [{ key: [true], method: "eq", ref: true }]),
    yaml("a true key is found as 1", "true: on\n", [{ key: [1], method: "eq", ref: true }]),
    yaml("a yes key is not the text True", "yes: 1\n", [{ key: ["True"], method: "eq", ref: 1 }]),
    yaml("a null key is found as None", "~: nothing\n", [{ key: [null], method: "eq", ref: "nothing" }]),
    yaml("a null key is not the text None", "null: x\n", [{ key: ["None"], method: "eq", ref: "x" }]),
    yaml("a float key", "1.5: x\n", [{ key: [1.5], method: "eq", ref: "x" }]),
    yaml("an int key and a text key", "1: a\n'1': b\n", [
      { key: [1], method: "eq", ref: "a" },
      { key: ["1"], method: "eq", ref: "b" },
    ]),
    yaml("an int key under a text key", "outer:\n  2: two\n", [
      { key: ["outer", 2], method: "eq", ref: "two" },
    ]),
    yaml("a mapping with an int key against a dict", "m:\n  1: a\n", [
      { key: ["m"], method: "eq", ref: { "1": "a" } },
    ]),
    yaml("unexpect of a missing text key", "1: one\n", [], [{ key: ["1"], method: "eq", ref: "one" }]),
    yaml("a set", "s: !!set {a, b}\n", [{ key: ["s"], method: "eq", ref: ["a", "b"] }]),
    yaml("a set is not subscriptable", "s: !!set {a, b}\n", [{ key: ["s", "a"], method: "eq", ref: null }]),
    yaml("a set in block style", "s: !!set\n  ? a\n  ? b\n", [
      { key: ["s"], method: "eq", ref: { a: null, b: null } },
    ]),
    yaml("a merge of a mapping with int keys", "base: &b\n  1: x\nm:\n  <<: *b\n  2: y\n", [
      { key: ["m", 1], method: "eq", ref: "x" },
      { key: ["m", 2], method: "eq", ref: "y" },
    ]),
    yaml("a list key raises (unhashable)", "? [a]\n: x\n", [{ key: ["a"], method: "eq", ref: "x" }]),
  ]);

export const LITERAL_CASES: MetricCase[] = [...literalCases(), ...yamlCases()];
