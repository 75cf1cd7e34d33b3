import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH, tooDeepAt } from "../../src/util/json-depth.ts";
import { parseReport } from "../../src/report/read-report.ts";

describe("the JSON nesting guard", () => {
  it("finds the bracket that passes the limit, and ignores brackets inside strings", () => {
    expect(tooDeepAt('{"a": [[1]]}', 3)).toBeUndefined();
    expect(tooDeepAt('{"a": [[[1]]]}', 3)).toBe(8);
    expect(tooDeepAt(`{"s": "${"[".repeat(500)}", "t": "\\"[[[["}`, 2)).toBeUndefined();
    expect(tooDeepAt("[".repeat(MAX_JSON_DEPTH))).toBeUndefined();
    expect(tooDeepAt("[".repeat(MAX_JSON_DEPTH + 1))).toBe(MAX_JSON_DEPTH);
  });

  it("turns a report.json nested 100,000 deep into a report error, not a stack overflow", () => {
    const text = `{"report_version":"1.2","x":${"[".repeat(100_000)}${"]".repeat(100_000)}}`;
    expect(() => parseReport(text)).toThrow(/nests more than 128 levels deep/);
  });
});
