import { describe, expect, it } from "vitest";
import { mergeSummaries, summaryText } from "../helpers/run-summary.ts";

describe("npm test's closing summary of its two vitest processes", () => {
  const unitAndDesktop = {
    files: [
      {
        file: "__tests__/a.test.ts",
        project: "unit",
        durationMs: 1_000,
        collectMs: 0,
        startedAt: 0,
        endedAt: 1_000,
      },
      {
        file: "__tests__/b.desktop.test.ts",
        project: "desktop",
        durationMs: 20_000,
        collectMs: 0,
        startedAt: 1_000,
        endedAt: 21_000,
      },
    ],
    passed: 7,
    failed: 1,
    skipped: 2,
  };
  const vmHost = {
    files: [
      {
        file: "__tests__/run/vm.desktop.test.ts",
        project: "vm-host",
        durationMs: 30_000,
        collectMs: 0,
        startedAt: 0,
        endedAt: 30_000,
      },
    ],
    passed: 3,
    failed: 0,
    skipped: 0,
  };

  it("counts both processes' tests in one closing line", () => {
    const text = summaryText(mergeSummaries([unitAndDesktop, vmHost]));
    expect(text.trimEnd().split("\n").at(-1)).toBe("tests: 10 passed, 1 failed, 2 skipped");
  });

  it("gives every project of both processes its own time and wall time in one table, the slowest file first", () => {
    const lines = summaryText(mergeSummaries([unitAndDesktop, vmHost])).split("\n");
    expect(lines).toContainEqual(expect.stringMatching(/^\s+vm-host\s+30\.0 s\s+1 files, 30\.0 s wall$/));
    expect(lines).toContainEqual(expect.stringMatching(/^\s+desktop\s+20\.0 s\s+1 files, 20\.0 s wall$/));
    expect(lines).toContainEqual(expect.stringMatching(/^\s+unit\s+1\.0 s\s+1 files, 1\.0 s wall$/));
    const rows = lines.filter((l) => l.includes("__tests__/"));
    expect(rows.map((r) => r.split(" ").at(-1))).toEqual([
      "__tests__/run/vm.desktop.test.ts",
      "__tests__/b.desktop.test.ts",
      "__tests__/a.test.ts",
    ]);
  });

  it("is the timing table and closing line of one process alone when there is one", () => {
    expect(summaryText(mergeSummaries([vmHost]))).toBe(summaryText(vmHost));
  });
});
