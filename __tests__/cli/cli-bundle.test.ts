import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
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
  // Preloaded into each run: what it loaded, written at exit (Node's built-in modules and the files).
  writeFileSync(
    path.join(out, "record-loads.cjs"),
    [
      "const files = [];",
      'require("node:module").registerHooks({ load: (url, context, next) => (files.push(url), next(url, context)) });',
      'process.on("exit", () => require("node:fs").writeFileSync(process.env.DESKTEST_TEST_LOADS, JSON.stringify({ builtins: process.moduleLoadList, files })));',
    ].join("\n"),
  );
}, 120_000);

afterAll(() => rmSync(out, { recursive: true, force: true }));

/**
 * Run the built CLI in `cwd`: its output, the Node built-in modules the process loaded, and the sources
 * bundled into the files it loaded (esbuild heads each with a `// <path>` comment).
 */
function desktest(args: string[], cwd = repo): { stdout: string; builtins: string[]; sources: string[] } {
  const record = path.join(out, "loads.json");
  rmSync(record, { force: true });
  const stdout = execFileSync(
    process.execPath,
    ["--require", path.join(out, "record-loads.cjs"), path.join(out, "cli.js"), ...args],
    {
      cwd,
      encoding: "utf8",
      env: {
        ...process.env,
        NODE_COMPILE_CACHE: path.join(out, "compile-cache"),
        DESKTEST_TEST_LOADS: record,
      },
    },
  );
  const loads = JSON.parse(readFileSync(record, "utf8")) as { builtins: string[]; files: string[] };
  const builtins = loads.builtins
    .filter((line) => line.startsWith("NativeModule "))
    .map((line) => line.slice("NativeModule ".length));
  const sources = loads.files
    .filter((url) => url.startsWith("file:"))
    .flatMap((url) =>
      [...readFileSync(fileURLToPath(url), "utf8").matchAll(/^\/\/ (\S+)$/gm)].map((m) => m[1]!),
    );
  return { stdout, builtins, sources };
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

  it("validates a desktest task with none of the OSWorld loader, Docker or the agent loaded", () => {
    const { sources } = desktest(["validate", "examples/gedit-save.json"]);
    expect(sources).toContain("src/task/generated/task-schema-validator.ts");
    const unneeded = sources.filter((s) => /^src\/(osworld|session|agent)\/|dockerode/.test(s));
    // Only what tells the formats apart, and the --backend choices the command line offers (a constant).
    expect(unneeded.sort()).toEqual(["src/osworld/is-osworld-document.ts", "src/session/backend-choices.ts"]);
  });

  it("loads the OSWorld loader for an OSWorld task file, and validates it", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "desktest-bundle-osworld-"));
    writeFileSync(
      path.join(dir, "osworld.json"),
      JSON.stringify({
        id: "0a0faba3-5580-44df-965d-f562a99b291c",
        snapshot: "libreoffice_calc",
        instruction: "Say whether the file is there.",
        config: [],
        evaluator: { func: "infeasible" },
      }),
    );
    const { stdout, sources } = desktest(["validate", "osworld.json"], dir);
    rmSync(dir, { recursive: true, force: true });
    expect(stdout).toContain("(OSWorld task)");
    expect(sources).toContain("src/osworld/load-osworld.ts");
  });

  it("prints its version and its commands' help", () => {
    expect(desktest(["--version"]).stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
    expect(desktest(["run", "--help"]).stdout).toContain("--replay");
  });

  it("on an older Node (the system's, /usr/bin/node), says in one line that it needs Node 24 and exits 2", () => {
    const oldNode = process.env.DESKTEST_OLD_NODE ?? "/usr/bin/node";
    const version = execFileSync(oldNode, ["--version"], { encoding: "utf8" }).trim();
    expect(
      Number(/^v(\d+)/.exec(version)?.[1]),
      `${oldNode} is ${version}: set DESKTEST_OLD_NODE to a Node < 24`,
    ).toBeLessThan(24);
    const run = spawnSync(oldNode, [path.join(out, "cli.js"), "--version"], { encoding: "utf8" });
    expect(run.status).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toBe(
      `desktest needs Node.js 24 or later, and this is Node.js ${version}: install Node.js 24 (or use a version manager) and run desktest again.\n`,
    );
  });
});
