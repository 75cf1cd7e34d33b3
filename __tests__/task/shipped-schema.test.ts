import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cli } from "../helpers/cli.ts";

const repo = path.resolve(import.meta.dirname, "../..");
const shipped = path.join(repo, "src/task/task-schema.json");
const reference = path.resolve(repo, "../shared/reference/task-schema.json");

describe("the shipped task schema", () => {
  it.runIf(existsSync(reference))("is the reference contract byte for byte", () => {
    expect(readFileSync(shipped)).toEqual(readFileSync(reference));
  });

  it("is what `desktest schema` prints", async () => {
    const result = await cli(["schema"], repo);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual(JSON.parse(readFileSync(shipped, "utf8")));
  });
});
