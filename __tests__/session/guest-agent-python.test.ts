import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const tests = path.resolve(import.meta.dirname, "../../docker/guest/tests");
/** One module per part of the desktest_guest package (what `unittest discover` finds there). */
const modules = readdirSync(tests)
  .filter((name) => /^test_.*\.py$/.test(name))
  .map((name) => name.slice(0, -".py".length))
  .sort();

/**
 * The modules in three Pythons side by side: their tests mostly wait on the processes, sockets and timeouts they
 * exercise, and one `unittest discover` waits on them one after another (a Python per module would import the
 * package 27 times over).
 */
const SHARES = 3;
const shares = Array.from({ length: SHARES }, (_, i) => modules.filter((_, j) => j % SHARES === i));

describe.concurrent("the in-guest agent's own unit tests (Python, no X needed)", () => {
  it("are found: one test module per part of the desktest_guest package", () => {
    expect(modules.length).toBeGreaterThan(20);
  });

  for (const share of shares)
    it(`pass: ${share.join(", ")}`, async () => {
      const { stdout } = await promisify(execFile)("python3", ["-m", "unittest", ...share], {
        cwd: tests,
        encoding: "utf8",
        env: { ...process.env, PYTHONDONTWRITEBYTECODE: "1" },
      });
      expect(stdout).toBe("");
    }, 120_000);
});
