import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cli } from "../helpers/cli.ts";
import { referencePath } from "../helpers/reference-dir.ts";

const repo = path.resolve(import.meta.dirname, "../..");
const shipped = path.join(repo, "src/task/task-schema.json");

describe("the shipped task schema", () => {
  it("is the reference contract byte for byte", () => {
    expect(readFileSync(shipped)).toEqual(readFileSync(referencePath("task-schema.json")));
  });

  it("is what `desktest schema` prints", async () => {
    const result = await cli(["schema"], repo);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual(JSON.parse(readFileSync(shipped, "utf8")));
  });
});
