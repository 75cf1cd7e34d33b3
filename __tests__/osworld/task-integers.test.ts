import { describe, expect, it } from "vitest";
import { loadOsworldDocument } from "../../src/osworld/load-osworld.ts";
import { callMetric } from "../../src/osworld/metrics/index.ts";
import { parseJsonDocument } from "../../src/task/json-document.ts";

// Task files are read as Python's json reads them where metrics compare their values: an integer beyond
// 2^53 in an evaluator's rules stays exact (a JavaScript number would round 9007199254740993 to ...992).
function load(evaluator: Record<string, unknown>, big: string) {
  const text = JSON.stringify({ id: "big-ints", instruction: "x", config: [], evaluator }).replaceAll(
    '"BIG"',
    big,
  );
  const { task, diagnostics } = loadOsworldDocument(parseJsonDocument(text), "big.json", { dir: "." });
  expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return task!;
}

describe("integers beyond 2^53 in an OSWorld task file", () => {
  it("reach literal_match and exact_match exactly", async () => {
    const literal = load(
      {
        func: "literal_match",
        result: { type: "vm_file", path: "/x", dest: "x" },
        expected: { type: "rule", rules: { expected: "BIG" } },
        options: {},
      },
      "9007199254740993",
    );
    const expected = literal.evaluator.metrics[0]!.expected as unknown as { rules: { expected: unknown } };
    expect(expected.rules.expected).toBe(9007199254740993n);
    expect(
      await callMetric("literal_match", "9007199254740993", { value: expected.rules.expected }, {}),
    ).toBe(1);
    expect(
      await callMetric("literal_match", "9007199254740992", { value: expected.rules.expected }, {}),
    ).toBe(0);
    const exact = load(
      {
        func: "check_json",
        result: { type: "vm_file", path: "/x", dest: "x" },
        expected: { type: "rule", rules: { expect: [{ key: ["n"], method: "eq", ref: "BIG" }] } },
      },
      "-9007199254740993",
    );
    const rules = (
      exact.evaluator.metrics[0]!.expected as unknown as { rules: { expect: { ref: unknown }[] } }
    ).rules;
    expect(rules.expect[0]!.ref).toBe(-9007199254740993n);
  });

  it("leaves other numbers as they were, and keeps the raw task (written as task.json) JSON-safe", () => {
    const task = load(
      {
        func: "exact_match",
        result: { type: "vm_command_line", command: "echo" },
        expected: { type: "rule", rules: { expected: "BIG" } },
      },
      "[1.5, 12, 1e400, 90071992547409930.0]",
    );
    const rules = (task.evaluator.metrics[0]!.expected as unknown as { rules: { expected: unknown } }).rules;
    expect(rules.expected).toEqual([1.5, 12, Infinity, Number("90071992547409930.0")]);
    expect(() => JSON.stringify(task.raw)).not.toThrow();
  });
});
