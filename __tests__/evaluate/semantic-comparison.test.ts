import { describe, expect, it } from "vitest";
import { compareSemantic } from "../../src/evaluate/metrics/file-compare-semantic.ts";
import { parseJsonData } from "../../src/evaluate/semantic/json-data.ts";
import { semanticallyEqual } from "../../src/evaluate/semantic/semantic-value.ts";
import { parseXmlData } from "../../src/evaluate/semantic/xml-data.ts";
import { parseYamlData } from "../../src/evaluate/semantic/yaml-data.ts";
import type { SemanticFormat } from "../../src/task/model.ts";

const same = (format: SemanticFormat, a: string, b: string) => compareSemantic(a, b, format).passed;

describe("JSON as data", () => {
  it("ignores key order and formatting, keeps array order", () => {
    expect(compareSemantic('{"a": 1, "b": [1, 2]}', '{\n  "b": [1,2],\n  "a": 1\n}', "json")).toEqual({
      passed: true,
      detail: "JSON data structures match",
    });
    expect(compareSemantic('{"b": [2, 1]}', '{"b": [1, 2]}', "json")).toEqual({
      passed: false,
      detail: "JSON data structures differ",
    });
  });

  it("keeps integers and floats apart and compares floats by value", () => {
    expect(same("json", "1", "1.0")).toBe(false);
    expect(same("json", "100", "1e2")).toBe(false);
    expect(same("json", "1.0", "1.00")).toBe(true);
    expect(same("json", "1e2", "100.0")).toBe(true);
    expect(same("json", "-0.0", "0.0")).toBe(true);
    expect(same("json", "0", "-0")).toBe(true);
  });

  it("compares integers of any size exactly", () => {
    expect(same("json", "12345678901234567890123", "12345678901234567890123")).toBe(true);
    expect(same("json", "9007199254740993", "9007199254740992")).toBe(false);
    expect(parseJsonData("[9007199254740993]")).toEqual([9007199254740993n]);
  });

  it("compares strings after unescaping; true, false and null are their own kinds", () => {
    expect(same("json", '"\\u0041\\n"', '"A\\n"')).toBe(true);
    expect(same("json", '"1"', "1")).toBe(false);
    expect(same("json", "null", "false")).toBe(false);
    expect(same("json", "true", '"true"')).toBe(false);
    expect(same("json", '{"a": null}', "{}")).toBe(false);
  });

  it("keeps the last of duplicate keys", () => {
    expect(same("json", '{"a": 1, "a": 2}', '{"a": 2}')).toBe(true);
    expect(same("json", '{"a": 1, "a": 2}', '{"a": 1}')).toBe(false);
    expect(same("json", '{"__proto__": 1}', '{"__proto__": 1}')).toBe(true);
    expect(same("json", '{"__proto__": 1}', "{}")).toBe(false);
  });

  it("rejects what strict JSON rejects, naming the file and the place", () => {
    expect(compareSemantic("", "{}", "json")).toEqual({
      passed: false,
      detail: "Failed to parse actual file as JSON: expected value at line 1 column 1",
    });
    expect(compareSemantic("{}", '{"a": 1,}', "json").detail).toBe(
      "Failed to parse expected file as JSON: expected a property name at line 1 column 9",
    );
    expect(compareSemantic("{}\n// c", "{}", "json").detail).toBe(
      "Failed to parse actual file as JSON: comments are not allowed at line 2 column 1",
    );
    expect(compareSemantic("[1] [2]", "[]", "json").detail).toBe(
      "Failed to parse actual file as JSON: trailing characters at line 1 column 5",
    );
    for (const bad of ["NaN", "01", "'a'", "[1,]", '"\\ud800"', "1e400", '"a\tb"', '{"a" 1}'])
      expect(compareSemantic(bad, bad, "json").detail, bad).toMatch(/^Failed to parse actual file as JSON: /);
  });

  it("checks the actual file first", () => {
    expect(compareSemantic("{", "{", "json").detail).toMatch(/^Failed to parse actual file/);
  });

  it("ignores a leading byte order mark", () => {
    expect(same("json", '\ufeff{"a": 1}', '{"a": 1}')).toBe(true);
  });
});

describe("YAML as data (1.2 core schema)", () => {
  it("ignores mapping order, keeps sequence order", () => {
    expect(compareSemantic("a: 1\nb: [x, y]\n", "b:\n  - x\n  - y\na: 1\n", "yaml")).toEqual({
      passed: true,
      detail: "YAML data structures match",
    });
    expect(compareSemantic("b: [y, x]", "b: [x, y]", "yaml")).toEqual({
      passed: false,
      detail: "YAML data structures differ",
    });
  });

  it("types scalars the 1.2 way", () => {
    expect(same("yaml", "a: 1", "a: 1.0")).toBe(false);
    expect(same("yaml", "a: 1.0", "a: 1.00")).toBe(true);
    expect(same("yaml", "a: 0x10", "a: 16")).toBe(true);
    expect(same("yaml", "a: yes", 'a: "yes"')).toBe(true);
    expect(same("yaml", "a: yes", "a: true")).toBe(false);
    expect(same("yaml", "a: on", "a: 'on'")).toBe(true);
    expect(same("yaml", "a: ~", "a: null")).toBe(true);
    expect(same("yaml", "a: ~", "a: ''")).toBe(false);
    expect(same("yaml", "a: 1", 'a: "1"')).toBe(false);
    expect(same("yaml", "a: .nan", "a: .NaN")).toBe(true);
    expect(parseYamlData("a: 1\nb: 1.5\nc: yes\nd: True")).toEqual(
      new Map<unknown, unknown>([
        ["a", 1n],
        ["b", 1.5],
        ["c", "yes"],
        ["d", true],
      ]),
    );
  });

  it("keeps the type of keys", () => {
    expect(same("yaml", "1: x", "'1': x")).toBe(false);
    expect(same("yaml", "1: x", "0x1: x")).toBe(true);
  });

  it("resolves aliases", () => {
    expect(same("yaml", "a: &v [1, 2]\nb: *v", "a: [1, 2]\nb: [1, 2]")).toBe(true);
  });

  it("treats JSON and YAML numbers alike in a YAML file", () => {
    expect(same("yaml", '{"a": 1, "b": 2.5}', "a: 1\nb: 2.5")).toBe(true);
  });

  it("rejects several documents, duplicate keys and bad syntax", () => {
    expect(compareSemantic("a: 1\n---\nb: 2\n", "a: 1", "yaml").detail).toBe(
      "Failed to parse actual file as YAML: more than one document at line 2, column 1",
    );
    expect(compareSemantic("a: 1", "a: 1\na: 2\n", "yaml").detail).toBe(
      "Failed to parse expected file as YAML: Map keys must be unique at line 2, column 1",
    );
    expect(compareSemantic("a: [1, 2", "a: 1", "yaml").detail).toMatch(
      /^Failed to parse actual file as YAML: \S/,
    );
    expect(compareSemantic("a: [1, 2", "a: 1", "yaml").detail).not.toContain("\n");
  });

  it("accepts an explicit document start and end", () => {
    expect(same("yaml", "---\na: 1\n...\n", "a: 1")).toBe(true);
  });
});

describe("XML as data", () => {
  it("ignores the root name, attribute order, indentation, comments and the declaration", () => {
    const a =
      '<?xml version="1.0"?>\n<config b="2" a="1">\n  <!-- note -->\n  <name>  Ada </name>\n</config>\n';
    const b = '<settings a="1" b="2"><name>Ada</name></settings>';
    expect(compareSemantic(a, b, "xml")).toEqual({ passed: true, detail: "XML data structures match" });
  });

  it("compares every leaf as a string, so attribute and text values must match exactly", () => {
    expect(same("xml", '<r a="1"/>', '<r a="1.0"/>')).toBe(false);
    expect(same("xml", "<r><n>1</n></r>", "<r><n>01</n></r>")).toBe(false);
    expect(same("xml", "<r><n>a b</n></r>", "<r><n>a  b</n></r>")).toBe(false);
  });

  it("decodes entities, character references and CDATA", () => {
    expect(same("xml", "<r>&lt;a&gt; &amp; &#65;&#x42;</r>", "<r><![CDATA[<a> & AB]]></r>")).toBe(true);
  });

  it("tells an attribute from a child element and an empty element from a missing one", () => {
    expect(same("xml", '<r a="x"/>', "<r><a>x</a></r>")).toBe(false);
    expect(same("xml", "<r><a/></r>", "<r/>")).toBe(false);
    expect(same("xml", "<r><a/></r>", "<r><a></a></r>")).toBe(true);
    expect(same("xml", "<r><a>  </a></r>", "<r><a/></r>")).toBe(true);
  });

  it("compares repeated siblings as an ordered list (the reference keeps only the last)", () => {
    const two = "<list><item>a</item><item>b</item></list>";
    expect(same("xml", two, "<list><item>a</item><item>b</item></list>")).toBe(true);
    expect(same("xml", two, "<list><item>b</item></list>")).toBe(false);
    expect(same("xml", two, "<list><item>b</item><item>a</item></list>")).toBe(false);
    expect(same("xml", two, "<list><item>a</item><item>b</item><item>b</item></list>")).toBe(false);
  });

  it("ignores the relative order of differently named children", () => {
    expect(same("xml", "<r><a>1</a><b>2</b></r>", "<r><b>2</b><a>1</a></r>")).toBe(true);
  });

  it("maps an element to its attributes, text and children", () => {
    expect(parseXmlData('<r v="1"><x k="y">t</x><x/>tail</r>')).toEqual({
      "@v": "1",
      $text: "tail",
      x: [{ "@k": "y", $text: "t" }, {}],
    });
  });

  it("keeps a no-break space (only XML white space is trimmed)", () => {
    expect(same("xml", "<r>\u00a0a</r>", "<r>a</r>")).toBe(false);
  });

  it("rejects malformed XML", () => {
    expect(compareSemantic("<r><a></r>", "<r/>", "xml").detail).toBe(
      "Failed to parse actual file as XML: 1:10: unexpected close tag.",
    );
    expect(compareSemantic("<r/>", "<r/><s/>", "xml").detail).toBe(
      "Failed to parse expected file as XML: 1:7: documents may contain only one root.",
    );
    for (const bad of ["", "<r>", "text", "<r a>x</r>", "<r>&nope;</r>", "<r a='1' a='2'/>"])
      expect(compareSemantic(bad, "<r/>", "xml").detail, bad).toMatch(
        /^Failed to parse actual file as XML: /,
      );
  });
});

describe("CSV as data", () => {
  it("matches after trimming cells, with quoting and any line ending", () => {
    expect(compareSemantic(' name , qty\r\n"Ada, L", 3\r\n', 'name,qty\n  "Ada, L"  ,3', "csv")).toEqual({
      passed: false,
      detail: `CSV column count differs at row 2 (actual: 2, expected: 3)`,
    });
    expect(compareSemantic('name, qty\r\n"Ada, L", 3\r\n', 'name,qty\n"Ada, L",3\n', "csv")).toEqual({
      passed: true,
      detail: "CSV data matches",
    });
    expect(same("csv", "a,b\rc,d\r", "a,b\nc,d\n")).toBe(true);
    expect(same("csv", '"say ""hi""",x', 'say "hi",x')).toBe(true);
  });

  it("skips empty lines but not lines of spaces", () => {
    expect(same("csv", "a\n\n\nb\n\n", "a\nb")).toBe(true);
    expect(compareSemantic("a\n   \nb", "a\nb", "csv").detail).toBe(
      "CSV row count differs (actual: 3, expected: 2)",
    );
  });

  it("reports the row count, then the column count, then the first differing cell, 1-based and raw", () => {
    expect(compareSemantic("a,b\nc,d", "a,b", "csv").detail).toBe(
      "CSV row count differs (actual: 2, expected: 1)",
    );
    expect(compareSemantic("a,b\nc,d,e", "a,b\nc,d", "csv").detail).toBe(
      "CSV column count differs at row 2 (actual: 3, expected: 2)",
    );
    expect(compareSemantic("a,b\nc, x ", "a,b\nc,y", "csv").detail).toBe(
      "CSV cell differs at row 2, col 2: actual=' x ', expected='y'",
    );
    expect(same("csv", "b,a", "a,b")).toBe(false);
  });

  it("accepts ragged rows and quotes inside unquoted fields", () => {
    expect(same("csv", 'a\nb,c,d\n5" screen', 'a\nb,c,d\n5" screen')).toBe(true);
  });

  it("reports an unterminated quoted field as a parse error", () => {
    expect(compareSemantic('a,"b', "a,b", "csv").detail).toMatch(
      /^Failed to parse actual file as CSV: Quote Not Closed/,
    );
  });
});

describe("semantic values", () => {
  it("compares maps by entries, whatever their order or key types", () => {
    const a = new Map<unknown, unknown>([
      [1n, "x"],
      ["1", "y"],
    ]);
    const b = new Map<unknown, unknown>([
      ["1", "y"],
      [1n, "x"],
    ]);
    expect(semanticallyEqual(a as never, b as never)).toBe(true);
    expect(semanticallyEqual({ a: [1n] }, { a: [1] })).toBe(false);
    expect(semanticallyEqual(Number.NaN, Number.NaN)).toBe(true);
  });
});
