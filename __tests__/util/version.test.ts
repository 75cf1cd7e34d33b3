import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { VERSION } from "../../src/version.ts";

it("the version desktest reports is package.json's", () => {
  const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
    version: string;
  };
  expect(VERSION).toBe(pkg.version);
});
