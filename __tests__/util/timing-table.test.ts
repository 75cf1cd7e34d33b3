import { describe, expect, it } from "vitest";
import { timingTable } from "../helpers/timing-table.ts";

describe("the CI log's timing table", () => {
  const files = [
    { file: "__tests__/a.test.ts", project: "unit", durationMs: 1_000, collectMs: 500 },
    { file: "__tests__/b.desktop.test.ts", project: "desktop", durationMs: 90_000, collectMs: 2_000 },
    { file: "__tests__/c.test.ts", project: "unit", durationMs: 3_000, collectMs: 500 },
    { file: "__tests__/d.desktop.test.ts", project: "desktop", durationMs: 8_000, collectMs: 0 },
  ];

  it("sums each project's time, the biggest project first", () => {
    const lines = timingTable(files).split("\n");
    const desktop = lines.findIndex((l) => /^\s+desktop\s+100\.0 s\s+2 files$/.test(l));
    const unit = lines.findIndex((l) => /^\s+unit\s+5\.0 s\s+2 files$/.test(l));
    expect(desktop).toBeGreaterThan(0);
    expect(unit).toBeGreaterThan(desktop);
  });

  it("lists the slowest files first with their share of their project's time, up to the limit", () => {
    const rows = timingTable(files, 3)
      .split("\n")
      .filter((l) => l.includes("__tests__/"));
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatch(/92\.0 s\s+2\.0 s\s+92%\s+desktop\s+__tests__\/b\.desktop\.test\.ts$/);
    expect(rows[1]).toMatch(/8\.0 s .*8%\s+desktop\s+__tests__\/d\.desktop\.test\.ts$/);
    expect(rows[2]).toMatch(/3\.5 s .*70%\s+unit\s+__tests__\/c\.test\.ts$/);
  });

  it("gives a project's wall time, from its first file's start to its last file's end, when every file has both", () => {
    const timed = [
      { ...files[1]!, startedAt: 10_000, endedAt: 102_000 },
      { ...files[3]!, startedAt: 11_000, endedAt: 19_000 },
      { ...files[0]!, startedAt: 0, endedAt: 1_500 },
      files[2]!,
    ];
    const lines = timingTable(timed).split("\n");
    expect(lines).toContainEqual(expect.stringMatching(/^\s+desktop\s+100\.0 s\s+2 files, 92\.0 s wall$/));
    // (c.test.ts has no start and end: the unit project's wall time is unknown, not a guess)
    expect(lines).toContainEqual(expect.stringMatching(/^\s+unit\s+5\.0 s\s+2 files$/));
  });

  it("prints only the totals header for a run with no files", () => {
    expect(timingTable([])).not.toContain("slowest");
  });
});
