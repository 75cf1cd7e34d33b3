import { describe, expect, it } from "vitest";
import { decideVerdict } from "../../src/run/verdict.ts";
import { joinSentences } from "../../src/util/join-sentences.ts";

const failedCheck = {
  passed: false,
  results: [
    {
      metric: "command_output",
      passed: false,
      expected: "Hi there",
      actual: "old text",
      detail: "Output does not contain 'Hi there'",
    },
  ],
  reasoning:
    "Programmatic evaluation failed (1/1 metrics failed: command_output: Output does not contain 'Hi there')",
};

describe("the combined reasoning", () => {
  it("has one period between an agent's sentence and the checks' verdict", () => {
    const verdict = decideVerdict(
      "hybrid",
      { passed: true, ending: "done", reasoning: "The text was copied.", steps: 3 },
      failedCheck,
    );
    expect(verdict.reasoning).toBe(
      "Agent passed: The text was copied. Programmatic evaluation failed (1/1 metrics failed: command_output: Output does not contain 'Hi there')",
    );
    expect(verdict.failureDetail).not.toContain("..");
  });

  it("adds the period the reference adds when the agent's reasoning has none (spec §3.2)", () => {
    const verdict = decideVerdict(
      "hybrid",
      { passed: true, ending: "done", reasoning: "Saved the file", steps: 2 },
      failedCheck,
    );
    expect(verdict.reasoning).toMatch(/^Agent passed: Saved the file\. Programmatic evaluation failed/);
  });

  it("keeps a question or exclamation as the sentence's end", () => {
    expect(joinSentences(["Is it saved?", "Yes!", "Done"])).toBe("Is it saved? Yes! Done");
    expect(joinSentences(["one  ", "two"])).toBe("one. two");
  });

  it("says a recording was done by hand, never that an agent passed", () => {
    const verdict = decideVerdict(
      "hybrid",
      { passed: true, ending: "done", reasoning: "Recorded by hand: 5 steps", steps: 5, byPerson: true },
      failedCheck,
    );
    expect(verdict.reasoning).toMatch(/^Recorded by hand: 5 steps\. Programmatic evaluation failed/);
    expect(verdict.reasoning).not.toContain("Agent");
  });
});
