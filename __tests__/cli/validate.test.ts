import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ValidationReport } from "../../src/cli/commands/validate.ts";
import { cli, tempTree } from "../helpers/cli.ts";
import { baseTask } from "../helpers/task-docs.ts";

const repo = path.resolve(import.meta.dirname, "../..");
/** baseTask's app is /opt/app, outside the test folder: tests of other things pass `--paths any`. */
const task = (overrides: Record<string, unknown> = {}) => JSON.stringify(baseTask(overrides), null, 2) + "\n";
const brokenSave = [
  "{",
  '  "schema_version": "1.0",',
  '  "id": "gedit-save-file",',
  '  "instruction": "Save the file",',
  '  "app": { "type": "folder", "dir": "/apps/gedit", "entrypoint": "run.sh" },',
  '  "evaluator": {',
  '    "mode": "hybrid",',
  '    "metrics": [',
  '      { "type": "command_output", "command": "cat f", "expected": "x", "match_mode": "contain" }',
  "    ]",
  "  }",
  "}",
].join("\n");

/** A task whose app section nests `depth` arrays deep (4 KB of brackets at 2000). */
function nestedTask(depth: number): string {
  return task().replace('"app": {', `"app": { "deep": ${"[".repeat(depth)}${"]".repeat(depth)},`);
}

describe("desktest validate", () => {
  it("exits 2 for an app folder that does not exist, at the app.dir line (not later, as a runner's error)", async () => {
    const text = [
      "{",
      '  "schema_version": "1.0",',
      '  "id": "gedit-save",',
      '  "instruction": "Save the file",',
      '  "app": {',
      '    "type": "folder",',
      '    "dir": "gedit-app",',
      '    "entrypoint": "run.sh"',
      "  },",
      '  "evaluator": { "mode": "llm" }',
      "}",
    ].join("\n");
    const dir = tempTree({ "tasks/save.json": text });
    const result = await cli(["validate", "tasks/save.json"], dir);
    expect(result.code).toBe(2);
    expect(result.stdout + result.stderr).toMatch(/tasks\/save\.json:7:\d+ .*"gedit-app" does not exist/);
    const fixed = tempTree({ "tasks/save.json": text, "tasks/gedit-app/run.sh": "#!/bin/sh\n" });
    expect((await cli(["validate", "tasks/save.json"], fixed)).code).toBe(0);
  });

  it("answers a file nested 5000 levels deep with a located error in JSON, and validates the others", async () => {
    const dir = tempTree({ "tasks/deep.json": nestedTask(5000), "tasks/ok.json": task({ id: "ok" }) });
    const result = await cli(["validate", "--paths", "any", "--json", "tasks"], dir);
    expect(result.code).toBe(2);
    const report = JSON.parse(result.stdout) as ValidationReport;
    const deep = report.tasks.find((t) => t.file === "tasks/deep.json")!;
    expect(deep.valid).toBe(false);
    expect(deep.errors[0]).toMatchObject({ message: expect.stringContaining("nested too deeply") as string });
    expect(deep.errors[0]!.line).toBeGreaterThan(1);
    expect(report.tasks.find((t) => t.file === "tasks/ok.json")!.valid).toBe(true);
  });

  it("accepts the project's examples", async () => {
    const result = await cli(["validate", "examples"], repo);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("✓ examples/gedit-save.json  gedit-save  (schema v1.0)");
    expect(result.stdout).toMatch(/^\d+ task files: (\d+) valid, 0 invalid$/m);
  });

  it("exits 2 with a located, helpful message for a broken task", async () => {
    const dir = tempTree({ "tasks/save.json": brokenSave });
    const result = await cli(["validate", "tasks/save.json"], dir);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe(
      [
        "✗ tasks/save.json",
        '  tasks/save.json:9:86 /evaluator/metrics/0/match_mode must be one of contains, equals, regex (found "contain"; did you mean "contains"?)',
        "1 task file: 0 valid, 1 invalid",
        "",
      ].join("\n"),
    );
  });

  it("validates folders, skipping JSON that is not a task, and subfolders with --recursive", async () => {
    const dir = tempTree({
      "tasks/a.json": task({ id: "a" }),
      "tasks/expected.json": '{ "rows": [1, 2] }',
      "tasks/nested/b.json": task({ id: "b" }),
    });
    const flat = await cli(["validate", "--paths", "any", "tasks"], dir);
    expect(flat.code).toBe(0);
    expect(flat.stdout).toContain("✓ tasks/a.json  a");
    expect(flat.stdout).not.toContain("nested");
    expect(flat.stdout).toContain("skipped 1 JSON file(s) that are not tasks: tasks/expected.json");
    const json = JSON.parse(
      (await cli(["validate", "--paths", "any", "--json", "tasks"], dir)).stdout,
    ) as ValidationReport;
    expect(json.skipped).toEqual([
      { file: "tasks/expected.json", reason: 'not a task file: no "schema_version" or "instruction" key' },
    ]);
    const deep = await cli(["validate", "--paths", "any", "--recursive", "tasks"], dir);
    expect(deep.stdout).toContain("✓ tasks/nested/b.json  b");
    expect(deep.stdout).toContain("2 task files: 2 valid, 0 invalid");
  });

  it("gives one located encoding error for a UTF-16 or UTF-32 task, with or without a BOM, and finds it in a folder", async () => {
    const text = task({ id: "wide" });
    const forms: Record<string, Buffer> = {
      "utf16le-bom.json": Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]),
      "utf16le.json": Buffer.from(text, "utf16le"),
      "utf16be-bom.json": Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, "utf16le").swap16()]),
      "utf32le.json": Buffer.from([...text].flatMap((ch) => [ch.charCodeAt(0), 0, 0, 0])),
    };
    const dir = tempTree({});
    for (const [name, bytes] of Object.entries(forms)) writeFileSync(path.join(dir, name), bytes);
    for (const name of Object.keys(forms)) {
      const alone = JSON.parse(
        (await cli(["validate", "--json", "--paths", "any", name], dir)).stdout,
      ) as ValidationReport;
      expect(alone.tasks[0]!.errors, name).toEqual([
        {
          line: 1,
          column: 1,
          pointer: "",
          message: expect.stringMatching(/^is encoded as UTF-(16|32)(LE|BE).*save it as UTF-8/) as string,
        },
      ]);
    }
    mkdirSync(path.join(dir, "tasks"));
    writeFileSync(path.join(dir, "tasks", "wide.json"), forms["utf16le-bom.json"]!);
    const folder = await cli(["validate", "--paths", "any", "tasks"], dir);
    expect(folder.code).toBe(2);
    expect(folder.stdout + folder.stderr).toContain("tasks/wide.json:1:1");
    expect(folder.stdout + folder.stderr).not.toContain("skipped");
  });

  it("expands globs", async () => {
    const dir = tempTree({
      "t/one.json": task({ id: "one" }),
      "t/two.json": task({ id: "two" }),
      "t/x.txt": "",
    });
    const result = await cli(["validate", "--paths", "any", "t/*.json"], dir);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("2 task files: 2 valid, 0 invalid");
  });

  it("flags duplicate task ids across files", async () => {
    const dir = tempTree({ "a.json": task({ id: "same" }), "b.json": task({ id: "same" }) });
    const result = await cli(["validate", "a.json", "b.json"], dir);
    expect(result.code).toBe(2);
    expect(result.stdout).toContain(
      'b.json:3:9 /id duplicates the id "same" of a.json:3:9 (task ids must be unique)',
    );
  });

  it("reports paths that match nothing", async () => {
    const dir = tempTree({});
    const result = await cli(["validate", "missing.json", "nothing/*.json"], dir);
    expect(result.code).toBe(2);
    expect(result.stdout).toContain("missing.json:1:1 / matches no task file");
    expect(result.stdout).toContain("nothing/*.json:1:1 / matches no task file");
  });

  it("prints a machine-readable report with --json", async () => {
    const dir = tempTree({ "ok.json": task({ id: "ok" }), "tasks/save.json": brokenSave });
    const result = await cli(["validate", "--paths", "any", "--json", "ok.json", "tasks/save.json"], dir);
    expect(result.code).toBe(2);
    const report = JSON.parse(result.stdout) as ValidationReport;
    expect(report).toEqual({
      valid: 1,
      invalid: 1,
      skipped: [],
      tasks: [
        { file: "ok.json", id: "ok", valid: true, schema_version: "1.0", errors: [], warnings: [] },
        {
          file: "tasks/save.json",
          id: null,
          valid: false,
          schema_version: null,
          errors: [
            {
              line: 9,
              column: 86,
              pointer: "/evaluator/metrics/0/match_mode",
              message: 'must be one of contains, equals, regex (found "contain"; did you mean "contains"?)',
            },
          ],
          warnings: [],
        },
      ],
    });
  });

  it("exits 2 on a usage error", async () => {
    const result = await cli(["validate"], repo);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("missing required argument 'paths'");
  });

  it("works from the committed bundle, as `npx desktest` runs it", () => {
    const dir = tempTree({ "tasks/save.json": brokenSave });
    let status = 0;
    let stdout = "";
    try {
      execFileSync(process.execPath, [path.join(repo, "dist/cli.js"), "validate", "tasks"], {
        cwd: dir,
        encoding: "utf8",
      });
    } catch (error) {
      ({ status, stdout } = error as { status: number; stdout: string });
    }
    expect(status).toBe(2);
    expect(stdout).toContain("tasks/save.json:9:86 /evaluator/metrics/0/match_mode must be one of");
    const ok = execFileSync(process.execPath, [path.join(repo, "dist/cli.js"), "validate", "examples"], {
      cwd: repo,
      encoding: "utf8",
    });
    expect(ok).toMatch(/task files: \d+ valid, 0 invalid/);
  });
});
