/**
 * Task validation cost.
 *
 * In one process: the baseline is the least any validator must do (JSON.parse + a compiled JSON Schema
 * check, no positions, no messages). Ours: parse with source positions, schema check, rules, defaults,
 * host-path resolution and located diagnostics. Both on the same documents in the same run.
 *
 * As people run it: `desktest validate` from the bundle (dist/cli.js, `npm run package` first) in a fresh
 * process each time, one file and a folder of 100, beside `node -e ''` (the floor: Node's own start) run
 * alternately with it. The CLI keeps its compiled code in Node's compile cache (in the temp folder) from
 * the untimed first run on, as it does between a person's runs; a row shows one file without it.
 * Targets (issue 18): one file ≤ 80 ms p50, 100 files in one process ≤ 200 ms.
 * DESKTEST_BENCH_CLI=<dir>/cli.js times another build instead (`npm run package -- --outdir <dir>`),
 * leaving dist/ as it is.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { loadTaskText } from "../src/run/load-task-file.ts";
import { taskSchemaDocument } from "../src/task/task-schema-document.ts";
import { timeFigure, type Figure } from "./figures.ts";
import { printTable, timeRuns, type Row } from "./stats.ts";

const root = path.resolve(import.meta.dirname, "..");
const files = [
  "examples/gedit-save.json",
  "examples/gedit-copy-fixture.json",
  "examples/galculator-add.json",
];
const texts = files.map((f) => readFileSync(path.join(root, f), "utf8"));
const broken = texts[1]!.replace('"normalized"', '"normalised"').replace('"expected": 1', '"expected": "1"');
const validate = new Ajv2020({ allErrors: true, strictRequired: false }).compile(taskSchemaDocument());
const RUNS = 2000;
const PROCESS_RUNS = 31;
const cli = path.resolve(process.env.DESKTEST_BENCH_CLI ?? path.join(root, "dist/cli.js"));
const built = path.relative(root, cli);
const builtNote = `${built} as built by the last \`npm run package\``;

export async function run(): Promise<Figure[]> {
  await inProcess();
  return coldProcesses();
}

async function inProcess(): Promise<void> {
  const valid = await timeRuns(RUNS, () => texts.forEach((t) => validate(JSON.parse(t))));
  const ours = await timeRuns(RUNS, () => texts.forEach((t, i) => loadTaskText(t, files[i]!, { cwd: root })));
  const invalidBase = await timeRuns(RUNS, () => validate(JSON.parse(broken)));
  const invalidOurs = await timeRuns(RUNS, () => loadTaskText(broken, "broken.json", { cwd: root }));
  printTable(
    `Task validation, ${texts.length} valid example tasks per run`,
    [
      { name: "baseline: JSON.parse + schema check", times: valid },
      { name: "desktest: located load + rules + defaults", times: ours },
    ],
    "baseline: JSON.parse + schema check",
  );
  printTable(
    "Task validation, one task with two errors",
    [
      { name: "baseline: JSON.parse + schema check", times: invalidBase },
      { name: "desktest: located, branch-aware messages", times: invalidOurs },
    ],
    "baseline: JSON.parse + schema check",
  );
}

function coldProcesses(): Figure[] {
  if (!existsSync(cli)) throw new Error(`${built} is missing: run 'npm run package' first`);
  const folder = hundredTaskFolder();
  try {
    const floor = { name: "baseline: node -e '' (Node's start)", args: ["-e", ""] };
    const one = alternate([
      floor,
      { name: "desktest --version", args: [cli, "--version"] },
      {
        name: "desktest validate examples/gedit-save.json",
        args: [cli, "validate", "examples/gedit-save.json"],
      },
      {
        name: "  the same, Node's compile cache off",
        args: [cli, "validate", "examples/gedit-save.json"],
        env: { NODE_DISABLE_COMPILE_CACHE: "1" },
      },
    ]);
    printTable(
      `\`desktest validate\`, one task file, a fresh process each run (${built}; target: p50 ≤ 80 ms)`,
      one,
      floor.name,
    );
    const hundred = alternate([
      floor,
      {
        name: "node: read + JSON.parse the 100 files",
        args: ["-e", READ_AND_PARSE, folder],
      },
      { name: "desktest validate <100 files>", args: [cli, "validate", "--paths", "any", folder] },
    ]);
    printTable(
      `\`desktest validate\`, 100 task files in one process (${built}; target: ≤ 200 ms)`,
      hundred,
      floor.name,
    );
    const node = { label: "node -e '' (Node's own start), alternating with it", times: one[0]!.times };
    return [
      timeFigure("validate.one_file_cold_ms", "`validate` one file, cold process", one[2]!.times, {
        baseline: node,
        target: 80,
        note: builtNote,
      }),
      timeFigure("validate.hundred_files_ms", "`validate` 100 files, one process", hundred[2]!.times, {
        baseline: { ...node, times: hundred[0]!.times },
        target: 200,
        note: builtNote,
      }),
    ];
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The least a validator of a folder does in its own process: read every file and parse it. */
const READ_AND_PARSE = `const fs = require("node:fs"), path = require("node:path"), dir = process.argv[1];
for (const f of fs.readdirSync(dir)) if (f.endsWith(".json")) JSON.parse(fs.readFileSync(path.join(dir, f), "utf8"));`;

interface Command {
  name: string;
  args: string[];
  env?: Record<string, string>;
}

/** Each command PROCESS_RUNS times (after one untimed run each), taking turns so that all see the same machine. */
function alternate(commands: Command[]): Row[] {
  const rows = commands.map((c) => ({ name: c.name, times: [] as number[] }));
  for (let run = -1; run < PROCESS_RUNS; run++) {
    commands.forEach((command, i) => {
      const start = performance.now();
      const env = { ...process.env, ...command.env };
      const result = spawnSync(process.execPath, command.args, { cwd: root, env, stdio: "ignore" });
      const ms = performance.now() - start;
      if (result.status !== 0) throw new Error(`${command.name} exited with ${String(result.status)}`);
      if (run >= 0) rows[i]!.times.push(ms);
    });
  }
  return rows;
}

/** A copy of examples/ (apps, fixtures and replay scripts, which the tasks name) with 100 valid tasks. */
function hundredTaskFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "desktest-bench-validate-"));
  cpSync(path.join(root, "examples"), dir, {
    recursive: true,
    filter: (source) => !(path.dirname(source) === path.join(root, "examples") && source.endsWith(".json")),
  });
  for (let i = 0; i < 100; i++) {
    const task = JSON.parse(texts[i % texts.length]!) as { id: string };
    task.id = `${task.id}-${String(i).padStart(3, "0")}`;
    writeFileSync(path.join(dir, `${task.id}.json`), JSON.stringify(task, null, 2) + "\n");
  }
  return dir;
}
