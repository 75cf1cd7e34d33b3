import { describe, expect, it } from "vitest";
import { discoverSuite, matchesIdFilter, taskFolders } from "../../src/suite/discover.ts";
import { tempTree } from "../helpers/cli.ts";

const task = (id: string) =>
  JSON.stringify({
    schema_version: "1.0",
    id,
    instruction: `Do ${id}.`,
    app: { type: "docker_image", image: "desktest-desktop:latest" },
    evaluator: { mode: "llm" },
  });

function suiteTree(): string {
  return tempTree({
    "tasks/b-editor.json": task("editor-save"),
    "tasks/a-calc.json": task("calc-add"),
    "tasks/c-calc.json": task("calc-divide"),
    "tasks/broken.json": JSON.stringify({ schema_version: "1.0", id: "broken", instruction: "x" }),
    "tasks/fixture-data.json": JSON.stringify({ rows: [1, 2, 3] }),
    "tasks/nested/d-viewer.json": task("viewer-zoom"),
    "other/e-settings.json": task("settings-dark-mode"),
  });
}

describe("suite discovery", () => {
  it("loads the top-level task files of a folder, sorted by path, and lists the ones that do not load", async () => {
    const cwd = suiteTree();
    const suite = await discoverSuite(["tasks"], { cwd });
    expect(suite.tasks.map((t) => [t.file, t.id, t.folder])).toEqual([
      ["tasks/a-calc.json", "calc-add", "calc-add"],
      ["tasks/b-editor.json", "editor-save", "editor-save"],
      ["tasks/c-calc.json", "calc-divide", "calc-divide"],
    ]);
    // fixture JSON that does not look like a task is neither run nor reported
    expect(suite.skipped).toEqual([
      {
        file: "tasks/broken.json",
        reason: expect.stringMatching(/^tasks\/broken\.json:1:1 \/ .*app/) as unknown,
      },
    ]);
  });

  it("goes into subfolders with recursive, and takes several folders, files and globs in path order", async () => {
    const cwd = suiteTree();
    const recursive = await discoverSuite(["tasks"], { cwd, recursive: true });
    expect(recursive.tasks.map((t) => t.file)).toEqual([
      "tasks/a-calc.json",
      "tasks/b-editor.json",
      "tasks/c-calc.json",
      "tasks/nested/d-viewer.json",
    ]);
    const excluded = await discoverSuite(["tasks"], { cwd, recursive: true, exclude: ["tasks/nested"] });
    expect(excluded.tasks.map((t) => t.id)).toEqual(["calc-add", "editor-save", "calc-divide"]);
    const outputHere = await discoverSuite(["tasks"], { cwd, exclude: [".", "tasks"] });
    expect(outputHere.tasks).toHaveLength(3);
    const mixed = await discoverSuite(["tasks/nested/*.json", "other", "tasks/c-calc.json"], { cwd });
    expect(mixed.tasks.map((t) => t.file)).toEqual([
      "other/e-settings.json",
      "tasks/c-calc.json",
      "tasks/nested/d-viewer.json",
    ]);
  });

  it("filters on the task id: substrings (case-sensitive) or whole-id globs, any filter matching", async () => {
    const cwd = suiteTree();
    const ids = async (filters: string[]) =>
      (await discoverSuite(["tasks"], { cwd, recursive: true, filters })).tasks.map((t) => t.id);
    expect(await ids(["calc"])).toEqual(["calc-add", "calc-divide"]);
    expect(await ids(["calc-*", "viewer"])).toEqual(["calc-add", "calc-divide", "viewer-zoom"]);
    expect(await ids(["*-[as]*"])).toEqual(["calc-add", "editor-save"]);
    expect(await ids(["??????-save"])).toEqual(["editor-save"]);
    await expect(ids(["Calc"])).rejects.toThrow(/No task id matches --filter 'Calc' \(of 4 task\(s\)\)/);
  });

  it("refuses what cannot make a suite: paths that match nothing, no valid task, duplicate ids", async () => {
    const cwd = suiteTree();
    await expect(discoverSuite(["nowhere"], { cwd })).rejects.toThrow(/Suite path 'nowhere' is not/);
    await expect(discoverSuite(["tasks/*.yaml"], { cwd })).rejects.toThrow(/Suite path 'tasks\/\*\.yaml'/);
    await expect(discoverSuite(["tasks/broken.json"], { cwd })).rejects.toThrow(/No valid task files found/);
    const dup = tempTree({ "one.json": task("same"), "two.json": task("same"), "three.json": task("other") });
    await expect(discoverSuite(["."], { cwd: dup })).rejects.toThrow(
      /Task ids must be unique in a suite: 'same' \(one\.json, two\.json\)/,
    );
    expect((await discoverSuite(["."], { cwd: dup, filters: ["other"] })).tasks).toHaveLength(1);
  });
});

describe("task folders and filters", () => {
  it("uses the id as the folder name when it is portable, else a sanitised name with a hash", () => {
    const folders = taskFolders(["gedit-save", "a/b", "a:b", "../up", "Case", "case", ".hidden", "ok.v2"]);
    expect(folders.get("gedit-save")).toBe("gedit-save");
    expect(folders.get("ok.v2")).toBe("ok.v2");
    expect(folders.get("a/b")).toMatch(/^a_b-[0-9a-f]{8}$/);
    expect(folders.get("a:b")).toMatch(/^a_b-[0-9a-f]{8}$/);
    expect(folders.get("a/b")).not.toBe(folders.get("a:b"));
    expect(folders.get("../up")).toMatch(/^up-[0-9a-f]{8}$/);
    expect(folders.get(".hidden")).toMatch(/^hidden-[0-9a-f]{8}$/);
    // folders that differ only in case would collide on macOS and Windows
    expect(folders.get("Case")).toMatch(/^Case-[0-9a-f]{8}$/);
    expect(folders.get("case")).toMatch(/^case-[0-9a-f]{8}$/);
    expect(new Set(folders.values()).size).toBe(8);
  });

  it("matches globs against the whole id and other filters as substrings", () => {
    expect(matchesIdFilter("anything", [])).toBe(true);
    expect(matchesIdFilter("gedit-save", ["edit"])).toBe(true);
    expect(matchesIdFilter("gedit-save", ["edit*"])).toBe(false);
    expect(matchesIdFilter("gedit-save", ["*edit*"])).toBe(true);
    expect(matchesIdFilter("gedit.save", ["gedit?save"])).toBe(true);
    expect(matchesIdFilter("gedit-save", ["gedit[!-]save"])).toBe(false);
    expect(matchesIdFilter("a+b(c)", ["a+b(*)"])).toBe(true);
    expect(matchesIdFilter("x[1", ["x[1"])).toBe(true);
  });
});
