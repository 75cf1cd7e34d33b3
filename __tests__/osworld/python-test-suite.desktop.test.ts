import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureOsworldImage } from "../../src/session/docker/osworld-image.ts";
import { docker } from "../helpers/desktop.ts";
import { runExample } from "./run-example.ts";

// check_python_file_by_test_suite in a real desktop: the task (fixtures/tasks/desktest-python-suite.json,
// modelled on OSWorld's snake task) fetches the project's files with vm_file and the test suite with
// cloud_file into the task cache; the suite then runs in the desktop, importing the fetched files.
const TIMEOUT = 240_000;

beforeAll(async () => {
  await ensureOsworldImage(docker, []);
}, 900_000);

describe("check_python_file_by_test_suite", () => {
  it(
    "scores 1 once the fetched code passes the task's test suite, 0 while it still has the bug",
    async () => {
      const fixed = await runExample("desktest-python-suite");
      expect(fixed.results).toMatchObject({ status: "pass", score: 1 });
      const cache = path.join(fixed.artifacts, "osworld", "cache");
      expect(readFileSync(path.join(cache, "snake.py"), "utf8")).toContain("column * CELL");
      expect(readFileSync(path.join(cache, "test_suite.py"), "utf8")).toContain("def test():");

      const nothing = await runExample("desktest-python-suite", { solution: "nothing" });
      expect(nothing.results).toMatchObject({ status: "fail", score: 0 });
    },
    TIMEOUT,
  );
});
