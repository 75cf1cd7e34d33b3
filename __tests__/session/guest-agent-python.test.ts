import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const repo = path.resolve(import.meta.dirname, "../..");

describe("the in-guest agent's own unit tests (Python, no X needed)", () => {
  it("pass: one test module per part of the desktest_guest package", () => {
    const output = execFileSync(
      "python3",
      ["-m", "unittest", "discover", "-s", "docker/guest/tests", "-t", "docker/guest/tests"],
      {
        cwd: repo,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
        env: { ...process.env, PYTHONDONTWRITEBYTECODE: "1" },
      },
    );
    expect(output).toBe("");
  }, 120_000);
});
