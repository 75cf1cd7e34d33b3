import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tempTree } from "./cli.ts";
import { localOrigin, referenceDir } from "./reference-dir.ts";

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

  it("is found beside the checkout a clone was made from, when nothing is beside the clone", () => {
    const root = tempTree({});
    mkdirSync(path.join(root, "work", "shared", "reference"), { recursive: true });
    const main = path.join(root, "work", "main");
    const git = (...args: string[]) => execFileSync("git", args, { stdio: "ignore" });
    git("init", "-q", main);
    git("-C", main, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "--allow-empty", "-m", "x");
    const clone = path.join(root, "elsewhere", "fresh");
    git("clone", "-q", main, clone);
    expect(localOrigin(clone)).toBe(main);
    expect(referenceDir(clone, {})).toBe(path.join(root, "work", "shared", "reference"));
    git("-C", clone, "remote", "set-url", "origin", "https://example.invalid/x.git");
    expect(localOrigin(clone)).toBeUndefined();
    expect(() => referenceDir(clone, {})).toThrow(/was not found: looked in .*elsewhere/);
  });
});
