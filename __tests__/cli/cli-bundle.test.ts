import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/*
 * The CLI as `npm run package` bundles it (built here into a temporary folder, never into dist/): each
 * command loads only what it uses, and what the build changes to start sooner keeps it working.
 */

const repo = path.resolve(import.meta.dirname, "../..");
let out: string;

beforeAll(() => {
  out = mkdtempSync(path.join(tmpdir(), "desktest-bundle-"));
  execFileSync(process.execPath, [path.join(repo, "scripts/package.ts"), "--outdir", out], {
    cwd: repo,
    stdio: "pipe",
  });
  // As in the package: its package.json makes the bundle's .js files ES modules.
  writeFileSync(path.join(out, "package.json"), JSON.stringify({ type: "module" }));
  // Preloaded into each run: at exit, the built-in modules Node loaded (process.moduleLoadList).
  writeFileSync(
    path.join(out, "record-builtins.cjs"),
    'process.on("exit", () => require("node:fs").writeFileSync(process.env.DESKTEST_TEST_BUILTINS, process.moduleLoadList.join("\\n")));\n',
  );
}, 120_000);

afterAll(() => rmSync(out, { recursive: true, force: true }));

/** Run the built CLI in `cwd`: its output, and the Node built-in modules the process loaded. */
function desktest(args: string[], cwd = repo): { stdout: string; builtins: string[] } {
  const record = path.join(out, "builtins.txt");
  rmSync(record, { force: true });
  const stdout = execFileSync(
    process.execPath,
    ["--require", path.join(out, "record-builtins.cjs"), path.join(out, "cli.js"), ...args],
    {
      cwd,
      encoding: "utf8",
      env: {
        ...process.env,
        NODE_COMPILE_CACHE: path.join(out, "compile-cache"),
        DESKTEST_TEST_BUILTINS: record,
      },
    },
  );
  const builtins = readFileSync(record, "utf8")
    .split("\n")
    .filter((line) => line.startsWith("NativeModule "))
    .map((line) => line.slice("NativeModule ".length));
  return { stdout, builtins };
}

describe("the bundled CLI (npm run package)", () => {
  it("validates the examples, twice (the second start from Node's compile cache)", () => {
    for (let run = 0; run < 2; run++) {
      const { stdout } = desktest(["validate", "examples"]);
      expect(stdout).toMatch(/^\d+ task files: \d+ valid, 0 invalid$/m);
    }
  });

  it("locates a broken task's error from the bundle's precompiled schema validator", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "desktest-bundle-task-"));
    const task = JSON.parse(readFileSync(path.join(repo, "examples/gedit-save.json"), "utf8")) as {
      timeout: unknown;
    };
    task.timeout = "soon";
    writeFileSync(path.join(dir, "task.json"), JSON.stringify(task, null, 2));
    let status = 0;
    let stdout = "";
    try {
      desktest(["validate", "task.json"], dir);
    } catch (error) {
      ({ status, stdout } = error as { status: number; stdout: string });
    }
    rmSync(dir, { recursive: true, force: true });
    expect(status).toBe(2);
    expect(stdout).toMatch(/task\.json:\d+:\d+ \/timeout must be/);
  });

  it("loads no child-process machinery for validate or --help (commander requires it only to spawn)", () => {
    for (const args of [["validate", "examples/gedit-save.json"], ["--help"]]) {
      const { builtins } = desktest(args);
      expect(builtins).toContain("fs");
      expect(builtins).not.toContain("child_process");
    }
  });

  it("prints its version and its commands' help", () => {
    expect(desktest(["--version"]).stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
    expect(desktest(["run", "--help"]).stdout).toContain("--replay");
  });
});
