import { describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../src/task/diagnostic.ts";
import { resolveIgnoreRegions } from "../../src/task/ignore-regions.ts";
import { cli, tempTree } from "../helpers/cli.ts";
import { baseTask, errorsOf, load } from "../helpers/task-docs.ts";

describe("visual.ignore in a task file", () => {
  it("accepts rectangles and accessibility selectors, and keeps them in the task", () => {
    const ignore = [
      { x: 0, y: 0, width: 1280, height: 24, reason: "the panel's clock" },
      { role: "label", name: "Clock" },
      { role: "push button", name_pattern: "^Updated \\d+ s ago$", reason: "live counter" },
    ];
    const loaded = load(baseTask({ visual: { ignore } }));
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.task?.visual).toEqual({ ignore });
  });

  it.each([
    [{ ignore: {} }, "/visual/ignore must be an array (found an object)"],
    [{ ignor: [] }, '/visual/ignor is not a known property (did you mean "ignore"?)'],
    [
      { ignore: [{ role: "label" }] },
      '/visual/ignore/0 needs "name" (the accessible name, exactly) or "name_pattern" (a regular expression)',
    ],
    [
      { ignore: [{ name: "Clock" }] },
      '/visual/ignore/0 is missing required property "role" (the element\'s role in the accessibility dump, e.g. "label", "button")',
    ],
    [
      { ignore: [{ role: "label", name: "a", name_pattern: "b" }] },
      '/visual/ignore/0 has both "name" and "name_pattern": give one',
    ],
    [
      { ignore: [{ role: "label", name_pattern: "([0-9]" }] },
      expect.stringMatching(/^\/visual\/ignore\/0\/name_pattern is not a valid regular expression: /),
    ],
    [
      { ignore: [{ x: 0, y: 0, width: 0, height: 5 }] },
      "/visual/ignore/0/width must be between 1 and 100000 screen pixels (found the integer 0)",
    ],
    [{ ignore: [{ x: 0, y: 0, width: 5 }] }, '/visual/ignore/0 is missing required property "height"'],
    [
      { ignore: [{ x: 0, y: 0, width: 5, height: 5, role: "label" }] },
      "/visual/ignore/0 is both a rectangle (x, y, width, height) and an accessibility selector (role, name): give one per entry",
    ],
    [
      { ignore: [{ role: "label", name: "x", reson: "y" }] },
      '/visual/ignore/0/reson is not a known property (did you mean "reason"?)',
    ],
    [
      { ignore: [3] },
      expect.stringMatching(
        /^\/visual\/ignore\/0 must be an object: a rectangle .* \(found the integer 3\)$/,
      ),
    ],
  ])("rejects visual %j", (visual, message) => {
    expect(errorsOf(baseTask({ visual }))).toContainEqual(message);
  });

  it("still rejects other unknown top-level properties, naming visual among the allowed ones", () => {
    expect(errorsOf(baseTask({ visul: {} }))).toContain(
      '/visul is not a known property (did you mean "visual"?)',
    );
  });

  it("locates each error at its line and column in the file", () => {
    const text = [
      "{",
      '  "schema_version": "1.0",',
      '  "id": "clock",',
      '  "instruction": "Look",',
      '  "app": { "type": "folder", "dir": "/opt/app", "entrypoint": "run.sh" },',
      '  "visual": {',
      '    "ignore": [',
      '      { "role": "label", "name_pattern": "(" },',
      '      { "x": 1, "y": 2, "width": -3, "height": 4 }',
      "    ]",
      "  }",
      "}",
    ].join("\n");
    const loaded = load(null, { text });
    expect(loaded.task).toBeUndefined();
    expect(loaded.diagnostics.map(formatDiagnostic)).toEqual([
      expect.stringMatching(
        /^tasks\/t\.json:8:42 \/visual\/ignore\/0\/name_pattern is not a valid regular expression/,
      ),
      "tasks/t.json:9:34 /visual/ignore/1/width must be between 1 and 100000 screen pixels (found the integer -3)",
    ]);
  });

  it("desktest validate exits 2 with the file:line:col of a visual.ignore error, and 0 once fixed", async () => {
    const text = (width: number) =>
      JSON.stringify(baseTask({ visual: { ignore: [{ x: 0, y: 0, width, height: 10 }] } }), null, 2) + "\n";
    const dir = tempTree({ "tasks/t.json": text(0) });
    const result = await cli(["validate", "--paths", "any", "tasks/t.json"], dir);
    expect(result.code).toBe(2);
    expect(result.stdout + result.stderr).toContain(
      "tasks/t.json:15:18 /visual/ignore/0/width must be between 1",
    );
    const fixed = tempTree({ "tasks/t.json": text(10) });
    expect((await cli(["validate", "--paths", "any", "tasks/t.json"], fixed)).code).toBe(0);
  });
});

describe("resolving ignore regions on a screen", () => {
  const dump = (rows: string[]) =>
    ["tag\tname\ttext\tclass\tdescription\tposition\tsize", ...rows].join("\n");

  it("finds a selector's element where it is on each screen, and keeps rectangles as they are", () => {
    const entries = [
      { role: "label", name_pattern: "^\\d\\d:\\d\\d$", reason: "the clock" },
      { x: 0, y: 0, width: 10, height: 10 },
    ];
    const before = dump([
      "label\t09:41\t09:41\tlabel\t\t100,20\t60,18",
      "button\tOK\t\tpush button\t\t10,300\t80,30",
    ]);
    const after = dump(["label\t09:42\t09:42\tlabel\t\t700,500\t60,18"]);
    expect(resolveIgnoreRegions(entries, before, "the task file")).toEqual({
      regions: [
        { x: 100, y: 20, width: 60, height: 18, by: "label /^\\d\\d:\\d\\d$/", reason: "the clock" },
        { x: 0, y: 0, width: 10, height: 10, by: "rectangle 0,0 10×10", reason: "ignored by the task file" },
      ],
      unmatched: [],
    });
    expect(resolveIgnoreRegions(entries, after, "the task file").regions[0]).toMatchObject({
      x: 700,
      y: 500,
    });
  });

  it("matches the platform role name too, and reports a selector that finds nothing", () => {
    const screen = dump(["button\tSave\t\tpush button\t\t5,6\t7,8", "button\tSave\t\tpush button\t\t\t"]);
    expect(resolveIgnoreRegions([{ role: "push button", name: "Save" }], screen, "x").regions).toEqual([
      { x: 5, y: 6, width: 7, height: 8, by: 'push button "Save"', reason: "ignored by x" },
    ]);
    expect(resolveIgnoreRegions([{ role: "label", name: "Clock" }], screen, "x")).toEqual({
      regions: [],
      unmatched: ['label "Clock"'],
    });
    expect(resolveIgnoreRegions([{ role: "label", name: "Clock" }], null, "x").unmatched).toEqual([
      'label "Clock"',
    ]);
  });
});
