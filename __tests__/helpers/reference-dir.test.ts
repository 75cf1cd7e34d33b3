import { mkdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tempTree } from "./cli.ts";
import { referenceDir } from "./reference-dir.ts";

describe("the reference folder the tests read", () => {
  it("is found beside the checkout or beside one of its parents, nearest first", () => {
    const root = tempTree({});
    mkdirSync(path.join(root, "shared", "reference"), { recursive: true });
    mkdirSync(path.join(root, "wt", "branch"), { recursive: true });
    expect(referenceDir(path.join(root, "wt", "branch"), {})).toBe(path.join(root, "shared", "reference"));
    mkdirSync(path.join(root, "wt", "shared", "reference"), { recursive: true });
    expect(referenceDir(path.join(root, "wt", "branch"), {})).toBe(
      path.join(root, "wt", "shared", "reference"),
    );
  });

  it("is the folder DESKTEST_REFERENCE_DIR names, and an error naming it when it is not there", () => {
    const root = tempTree({});
    mkdirSync(path.join(root, "elsewhere"));
    expect(referenceDir("/", { DESKTEST_REFERENCE_DIR: path.join(root, "elsewhere") })).toBe(
      path.join(root, "elsewhere"),
    );
    expect(() => referenceDir("/", { DESKTEST_REFERENCE_DIR: path.join(root, "missing") })).toThrow(
      /not found: looked in .*missing\. Set DESKTEST_REFERENCE_DIR/,
    );
  });
});
