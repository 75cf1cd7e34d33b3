/**
 * Task validation cost. Baseline: the least any validator must do (JSON.parse + a compiled JSON Schema
 * check, no positions, no messages). Ours: parse with source positions, schema check, rules, defaults,
 * host-path resolution and located diagnostics. Both on the same documents in the same run.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { loadTaskText } from "../src/run/load-task-file.ts";
import { taskSchemaDocument } from "../src/task/schema-check.ts";
import { printTable, timeRuns } from "./stats.ts";

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

export async function run(): Promise<void> {
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
