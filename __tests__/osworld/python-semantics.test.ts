import { pyLiteralEval } from "../../src/osworld/python-literal.ts";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isRuleMethod, matchRecord, matchValueToRule } from "../../src/osworld/metrics/rules.ts";
import { NAMESPACE_URL, sha256Hex, UrlCache, uuid5 } from "../../src/osworld/cache.ts";
import { applyTimeFormat, resolveRelativeTime, weekday } from "../../src/osworld/getters/relative-time.ts";
import {
  fuzzRatio,
  pyContains,
  pyEquals,
  pyFileLines,
  pySplitlines,
  pyStr,
  pyFloatRepr,
  pyStrip,
  pyTextFromBytes,
  sequenceMatcherRatio,
} from "../../src/osworld/python-semantics.ts";
import { shlexSplit } from "../../src/osworld/shlex.ts";
import { substitutePlaceholders } from "../../src/osworld/setup.ts";
import { pythonSearch, RE_FLAGS } from "../../src/osworld/python-re.ts";
import { tempDir } from "./helpers.ts";

// Reference values below were computed with CPython 3.11 (difflib, shlex, uuid) and rapidfuzz 3.
describe("Python semantics the metrics rely on", () => {
  it("rapidfuzz fuzz.ratio: normalized Indel similarity over code points", () => {
    expect(fuzzRatio("this is a test", "this is a test!")).toBeCloseTo(96.55172413793103, 10);
    expect(fuzzRatio("fuzzy wuzzy was a bear", "wuzzy fuzzy was a bear")).toBeCloseTo(90.9090909090909, 10);
    expect(fuzzRatio("", "")).toBe(100);
    expect(fuzzRatio("abc", "")).toBe(0);
    expect(fuzzRatio("Größe", "Grösse")).toBeCloseTo(72.72727272727273, 10);
    expect(fuzzRatio(null, "x")).toBe(0);
  });

  it("difflib SequenceMatcher.ratio, including the autojunk heuristic for 200+ items", () => {
    expect(sequenceMatcherRatio(["a", "b", "c", "d"], ["a", "x", "c", "d", "e"])).toBeCloseTo(
      0.6666666666666666,
      12,
    );
    const a = Array.from({ length: 300 }, (_, i) => `line ${i % 7}`);
    const b = Array.from({ length: 250 }, (_, i) => `line ${i % 5}`);
    expect(sequenceMatcherRatio(a, b)).toBeCloseTo(0.01818181818181818, 12);
    expect(sequenceMatcherRatio([], [])).toBe(1);
  });

  it("== and in follow Python (bool is an int, dict keys, substring)", () => {
    expect(pyEquals(1, true)).toBe(true);
    expect(pyEquals(1, 1.0)).toBe(true);
    expect(pyEquals("1", 1)).toBe(false);
    expect(pyEquals({ a: [1, 2] }, { a: [1, 2] })).toBe(true);
    expect(pyEquals({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(pyContains("Directory exists.\n", "exists")).toBe(true);
    expect(pyContains(["a", 1], true)).toBe(true);
    expect(pyContains({ k: 1 }, "k")).toBe(true);
    expect(() => pyContains("text", 1)).toThrow(/TypeError/);
    expect(() => pyContains(null, "x")).toThrow(/not iterable/);
  });

  it("str(), strip with characters, splitlines, text-mode reads", () => {
    expect(pyStr(null)).toBe("None");
    expect(pyStr(true)).toBe("True");
    expect(pyStr(["a", 1, null])).toBe("['a', 1, None]");
    expect(pyStr({ a: "b" })).toBe("{'a': 'b'}");
    expect(pyStrip("  x \n")).toBe("x");
    expect(pyStrip("((a))", "(", "left")).toBe("a))");
    expect(pyStrip('"a,b"', "\"'")).toBe("a,b");
    expect(pySplitlines("a\r\nb\rc\n")).toEqual(["a", "b", "c"]);
    expect(pySplitlines("")).toEqual([]);
    expect(pyTextFromBytes(Buffer.from("a\r\nb\rc"))).toBe("a\nb\nc");
    expect(() => pyTextFromBytes(Buffer.from([0xff, 0xfe]))).toThrow(/UnicodeDecodeError/);
    expect(pyFileLines("a\nb")).toEqual(["a\n", "b"]);
    expect(pyFloatRepr(3)).toBe("3.0");
    expect(pyFloatRepr(1e-5)).toBe("1e-05");
    expect(pyFloatRepr(1e16)).toBe("1e+16");
    expect(pyFloatRepr(0.0001)).toBe("0.0001");
    expect(pyFloatRepr(1.2345678901234568e17)).toBe("1.2345678901234568e+17");
  });

  it("re patterns: named groups, \\Z, inline and method flags", () => {
    expect(pythonSearch("(?P<k>a+)b(?P=k)", "aabaa")).toBe(true);
    expect(pythonSearch("end\\Z", "the end")).toBe(true);
    expect(pythonSearch("end\\Z", "the end\n")).toBe(false);
    expect(pythonSearch("end$", "the end\n")).toBe(true);
    expect(pythonSearch("(?i)hello", "HELLO")).toBe(true);
    expect(pythonSearch("^b", "a\nb", RE_FLAGS.MULTILINE)).toBe(true);
  });

  it("shlex.split in POSIX mode", () => {
    expect(shlexSplit(`python -c "import x; print('a b')" 'c d' e\\ f`)).toEqual([
      "python",
      "-c",
      "import x; print('a b')",
      "c d",
      "e f",
    ]);
    expect(() => shlexSplit(`echo "open`)).toThrow(/No closing quotation/);
  });

  it("Python literals (gsettings arrays)", () => {
    expect(pyLiteralEval("['a.desktop', \"b.desktop\"]\n")).toEqual(["a.desktop", "b.desktop"]);
    expect(pyLiteralEval("(1, 2.5, True, None)")).toEqual([1, 2.5, true, null]);
    expect(() => pyLiteralEval("@as []")).toThrow(/SyntaxError/);
  });

  it("OSWorld's placeholders, in execute commands (string or argv)", () => {
    const values = { password: "pw", width: 1921, height: 1080 };
    expect(substitutePlaceholders("echo {CLIENT_PASSWORD} | sudo -S ls", values)).toBe(
      "echo pw | sudo -S ls",
    );
    expect(
      substitutePlaceholders(
        ["python", "-c", "click({SCREEN_WIDTH_HALF}, {SCREEN_HEIGHT_HALF}); {SCREEN_WIDTH}x{SCREEN_HEIGHT}"],
        values,
      ),
    ).toEqual(["python", "-c", "click(960, 540); 1921x1080"]);
  });
});

describe("rule methods (OSWorld's _match_value_to_rule)", () => {
  it("eq/ne/lt/le/gt/ge, re with flags, approx, range, str_list_eq/str_set_eq", () => {
    expect(matchValueToRule(3, { method: "eq", ref: 3.0 })).toBe(true);
    expect(matchValueToRule("a", { method: "ne", ref: "b" })).toBe(true);
    expect(matchValueToRule(2, { method: "lt", ref: 3 })).toBe(true);
    expect(matchValueToRule(3, { method: "ge", ref: 3 })).toBe(true);
    expect(() => matchValueToRule(null, { method: "lt", ref: 3 })).toThrow(/TypeError/);
    expect(matchValueToRule("Hello World", { method: "re", ref: "world" })).toBe(false);
    expect(matchValueToRule("Hello World", { method: "re.I", ref: "world" })).toBe(true);
    expect(matchValueToRule("10.05", { method: "approx:0.1", ref: 10 })).toBe(true);
    expect(matchValueToRule("ten", { method: "approx:0.1", ref: 10 })).toBe(false);
    expect(matchValueToRule(2, { method: "range.te", ref: [0, 2] })).toBe(true);
    expect(matchValueToRule(0, { method: "range.te", ref: [0, 2] })).toBe(false);
    expect(matchValueToRule('"a,b"', { method: "str_list_eq", ref: ["a", "b"] })).toBe(true);
    expect(matchValueToRule("b,a", { method: "str_set_eq", ref: ["a", "b"] })).toBe(true);
    expect(() => matchValueToRule(1, { method: "nope", ref: 1 })).toThrow(/NotImplementedError/);
    expect(isRuleMethod("approx:0.001")).toBe(true);
    expect(isRuleMethod("range.xe")).toBe(false);
    expect(matchRecord({ a: "1" }, { a: "1", b: "2" })).toBe(true);
    expect(matchRecord({ a: "1", c: "3" }, { a: "1", b: "2" })).toBe(false);
  });
});

describe("the offline URL cache", () => {
  const url =
    "https://huggingface.co/datasets/xlangai/ubuntu_osworld_file_cache/resolve/main/os/4d117223-a354-47fb-8b45-62ab1390a95f/setup.sh";

  it("uuid5 matches Python's uuid.uuid5(NAMESPACE_URL, url)", () => {
    expect(uuid5(NAMESPACE_URL, url)).toBe("2930742b-535d-57f3-9926-823ec976dfbb");
  });

  it("finds a URL through urls.json, its SHA-256, OSWorld's cache layout and the dataset layout", () => {
    const make = (files: Record<string, string>) => {
      const dir = tempDir();
      for (const [name, text] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
        writeFileSync(path.join(dir, name), text);
      }
      return dir;
    };
    const context = { taskId: "4d117223-a354-47fb-8b45-62ab1390a95f", fileName: "setup.sh" };
    const byMap = make({ "urls.json": JSON.stringify({ [url]: "files/s.sh" }), "files/s.sh": "1" });
    expect(new UrlCache([byMap]).resolve(url, context)).toBe(path.join(byMap, "files/s.sh"));
    const byHash = make({ [sha256Hex(url)]: "2" });
    expect(new UrlCache([byHash]).resolve(url, context)).toBe(path.join(byHash, sha256Hex(url)));
    const osworldLayout = make({ [`${context.taskId}/${uuid5(NAMESPACE_URL, url)}_setup.sh`]: "3" });
    expect(new UrlCache([osworldLayout]).resolve(url, context)).toContain(uuid5(NAMESPACE_URL, url));
    const dataset = make({ "os/4d117223-a354-47fb-8b45-62ab1390a95f/setup.sh": "4" });
    expect(new UrlCache([dataset]).resolve(url, context)).toBe(
      path.join(dataset, "os/4d117223-a354-47fb-8b45-62ab1390a95f/setup.sh"),
    );
  });

  it("a missing file is a configuration error that names the URL (never a download)", () => {
    const dir = tempDir();
    expect(() => new UrlCache([dir]).resolve(url, { taskId: "t", fileName: "setup.sh" })).toThrow(
      /no cached copy of https:\/\/huggingface\.co\/.*setup\.sh \(desktest never downloads/,
    );
    expect(() => new UrlCache([]).resolve(url, { taskId: "t" })).toThrow(/no cache folder is configured/);
  });
});

describe("rule_relativeTime (OSWorld's date anchors)", () => {
  const rules = (relativeTime: object, expected: object) => ({ relativeTime, expected });
  // 2024-05-15 is a Wednesday (weekday 2).
  const now = { year: 2024, month: 5, day: 15 };

  it("fills the date tokens, each once, in OSWorld's order", () => {
    expect(weekday(now)).toBe(2);
    expect(
      applyTimeFormat(
        "{DoW}, {Month} {DayD} {Year} {Month0D}/{Day0D} {MonthFull} {month} {MonthD} {Year}",
        now,
      ),
    ).toBe("Wed, May 15 2024 05/15 May may 5 {Year}");
  });

  it("single anchors", () => {
    const one = (from: string) =>
      (
        resolveRelativeTime(rules({ from }, { time: "{Year}-{Month0D}-{Day0D}" }), now).expected as {
          time: string;
        }
      ).time;
    expect(one("tomorrow")).toBe("2024-05-16");
    expect(one("next Monday")).toBe("2024-05-20");
    expect(one("5th next month")).toBe("2024-06-05");
    expect(one("first monday four months later")).toBe("2024-09-02");
    expect(() => one("this Saturday")).toThrow(/does not handle 'this Saturday'/);
    // (5 + 4) % 12 = 9 works, but in August OSWorld computes month 0 and Python's datetime fails.
    expect(() =>
      resolveRelativeTime(rules({ from: "first monday four months later" }, { time: "x" }), {
        year: 2024,
        month: 8,
        day: 1,
      }),
    ).toThrow(/ValueError/);
  });

  it("ranges, including the same-weekend and split forms", () => {
    const range = (from: string, to: string, expected: object) =>
      resolveRelativeTime(rules({ from, to }, expected), now).expected;
    expect(range("next Friday", "next Sunday", { from: "{DayD}", to: "{DayD}" })).toEqual({
      from: "17",
      to: "19",
    });
    expect(range("this Saturday", "this Sunday", { from: "{DoW}", to: "{DoW}" })).toEqual({
      from: "Sat",
      to: "Sun",
    });
    expect(range("next week Friday", "next week Sunday", { from: "{DayD}", to: "{DayD}" })).toEqual({
      from: "24",
      to: "26",
    });
    expect(
      range("next Monday split", "next Friday split", {
        puDay: "{DayD}",
        puMonth: "{MonthD}",
        puYear: "{Year}",
        doDay: "{DayD}",
        doMonth: "{MonthD}",
        doYear: "{Year}",
      }),
    ).toEqual({ puDay: "20", puMonth: "5", puYear: "2024", doDay: "24", doMonth: "5", doYear: "2024" });
  });
});
