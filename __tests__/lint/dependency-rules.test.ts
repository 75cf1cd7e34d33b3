import { symlinkSync } from "node:fs";
import path from "node:path";
import { cruise, type IConfiguration, type ICruiseResult } from "dependency-cruiser";
import { beforeAll, describe, expect, it } from "vitest";
import { tempTree } from "../helpers/cli.ts";

/**
 * The dependency rules of .dependency-cruiser.mjs, run over a small project laid out like this one:
 * each forbidden import is reported under the rule that names it, and the allowed ones are not.
 */

const repo = path.resolve(import.meta.dirname, "../..");

const FILES: Record<string, string> = {
  "package.json": JSON.stringify({
    dependencies: { yaml: "*", commander: "*", probot: "*", dockerode: "*" },
    devDependencies: { "fast-check": "*" },
  }),
  // Allowed: downwards, within a layer, type-only downwards, dependencies of package.json, commands
  // imported by the CLI program with import() (or for their types), Docker code outside validate.
  "src/errors/desktest-error.ts": "export class DesktestError extends Error {}\n",
  "src/util/deadline.ts":
    'import { DesktestError } from "../errors/desktest-error.ts";\nexport const d = DesktestError;\n',
  "src/task/model.ts":
    'import { parse } from "yaml";\nexport type Task = { id: string };\nexport const p = parse;\n',
  "src/secrets/resolve.ts":
    'import type { Task } from "../task/model.ts";\nexport const r = (t: Task) => t;\n',
  "src/osworld/model.ts": 'import type { Task } from "../task/model.ts";\nexport const m = (t: Task) => t;\n',
  "src/run/run-task.ts":
    'import { m } from "../osworld/model.ts";\nimport { d } from "../util/deadline.ts";\nexport const run = [m, d];\n',
  "src/report/build.ts": 'import { run } from "../run/run-task.ts";\nexport const b = run;\n',
  "src/suite/run-suite.ts": 'import { b } from "../report/build.ts";\nexport const s = b;\n',
  "src/index.ts": 'export { s } from "./suite/run-suite.ts";\nexport type { Task } from "./task/model.ts";\n',
  "src/action/main.ts":
    'import { s } from "../index.ts";\nimport { x } from "./inputs.ts";\nexport const a = [s, x];\n',
  "src/action/inputs.ts": "export const x = 1;\n",
  "src/cli/program.ts":
    'import { Command } from "commander";\nimport type { S } from "./commands/suite.ts";\nimport { reap } from "./commands/reap.ts";\n' +
    'export const c = [Command, reap, () => import("./commands/suite.ts"), () => import("./commands/validate.ts")];\nexport type C = S;\n',
  "src/cli/commands/suite.ts":
    'import Docker from "dockerode";\nimport { s } from "../../suite/run-suite.ts";\nexport const suite = [s, Docker];\nexport type S = typeof s;\n',
  "src/app-surface.ts": 'export type { Task } from "./task/model.ts";\n',
  "app/check.ts":
    'import type { Task } from "../src/app-surface.ts";\nimport type { Arbitrary } from "fast-check";\nexport type T = [Task, Arbitrary<number>];\n',
  "bench/app.ts":
    'import { h } from "../__tests__/helpers/double.ts";\nimport { s } from "../src/suite/run-suite.ts";\nexport const z = [h, s];\n',
  // The backends: the registry names their folders; a backend imports the backends it is made of (vm → docker, tart → ssh).
  "src/session/docker/backend.ts": 'import { d } from "../../util/deadline.ts";\nexport const docker = d;\n',
  "src/session/ssh/backend.ts": "export const ssh = 1;\n",
  "src/session/vm/backend.ts": 'import { docker } from "../docker/backend.ts";\nexport const vm = docker;\n',
  "src/session/tart/backend.ts": 'import { ssh } from "../ssh/backend.ts";\nexport const tart = ssh;\n',
  "src/session/backends.ts":
    'import { docker } from "./docker/backend.ts";\nimport { vm } from "./vm/backend.ts";\nimport { tart } from "./tart/backend.ts";\nexport const BACKENDS = [docker, vm, tart];\n',
  "src/suite/doctor.ts":
    'import { BACKENDS } from "../session/backends.ts";\nexport const checks = BACKENDS;\n',
  "__tests__/session/docker.test.ts":
    'import { docker } from "../../src/session/docker/backend.ts";\nexport const t = docker;\n',
  "__tests__/helpers/double.ts": 'import { a } from "../../src/action/main.ts";\nexport const h = a;\n',

  // Forbidden, one of each kind.
  "src/task/uses-secrets.ts": 'import type { r } from "../secrets/resolve.ts";\nexport type R = typeof r;\n',
  "src/osworld/runs.ts": 'import { run } from "../run/run-task.ts";\nexport const o = run;\n',
  "src/report/uses-suite.ts": 'import { s } from "../suite/run-suite.ts";\nexport const u = s;\n',
  "src/errors/uses-surface.ts": 'import { s } from "../index.ts";\nexport const e = s;\n',
  "src/action/reaches-in.ts":
    'import { b } from "../report/build.ts";\nimport { c } from "../cli/program.ts";\nexport const i = [b, c];\n',
  "src/cli/uses-action.ts": 'import { x } from "../action/inputs.ts";\nexport const k = x;\n',
  "src/util/uses-app.ts": 'import type { T } from "../../app/check.ts";\nexport type U = T;\n',
  "src/newfolder/thing.ts": 'import type { Task } from "../task/model.ts";\nexport type N = Task;\n',
  "src/task/fuzz.ts": 'import fc from "fast-check";\nexport const f = fc;\n',
  "src/suite/args.ts": 'import { Command } from "commander";\nexport const g = Command;\n',
  "src/cli/commands/reap.ts": "export const reap = 1;\n",
  "src/cli/commands/validate.ts":
    'import { load } from "../../run/load.ts";\nexport const validate = load;\n',
  "src/run/load.ts": 'import { image } from "./image.ts";\nexport const load = image;\n',
  "src/run/image.ts":
    'import { Agent } from "node:http";\nimport Docker from "dockerode";\nexport const image = [Agent, Docker];\n',
  "src/report/app-bits.ts": 'import type { Probot } from "probot";\nexport type P = Probot;\n',
  "app/report.ts":
    'import type { Task } from "../src/task/model.ts";\nimport type { s } from "../src/index.ts";\nimport { h } from "../__tests__/helpers/double.ts";\nimport { z } from "../bench/app.ts";\nexport type V = [Task, typeof s];\nexport const w = [h, z];\n',
  "src/suite/warm.ts": 'import { docker } from "../session/docker/backend.ts";\nexport const w = docker;\n',
  "src/session/prepare.ts": 'import { ssh } from "./ssh/backend.ts";\nexport const p = ssh;\n',
  "src/session/docker/uses-vm.ts": 'import { vm } from "../vm/backend.ts";\nexport const u = vm;\n',
  "src/session/ssh/uses-tart.ts": 'import { tart } from "../tart/backend.ts";\nexport const v = tart;\n',
  "src/review/a.ts": 'import type { B } from "./b.ts";\nexport type A = { b?: B };\n',
  "src/review/b.ts": 'import type { A } from "./a.ts";\nexport type B = { a?: A };\n',
};

let violations: string[];

beforeAll(async () => {
  const root = tempTree(FILES);
  symlinkSync(path.join(repo, "node_modules"), path.join(root, "node_modules"));
  const { default: config } = (await import(path.join(repo, ".dependency-cruiser.mjs"))) as {
    default: IConfiguration;
  };
  const { tsConfig: _projectTsConfig, ...options } = config.options!;
  const result = await cruise(["src", "app", "bench", "__tests__"], {
    ...options,
    baseDir: root,
    validate: true,
    ruleSet: { forbidden: config.forbidden! },
    outputType: "json",
  });
  const output = (
    typeof result.output === "string" ? JSON.parse(result.output) : result.output
  ) as ICruiseResult;
  // A package is shown by its name (the node_modules link resolves to the repository's own).
  const shown = (to: string) => to.replace(/^.*node_modules\/((@[^/]+\/)?[^/]+)\/.*$/, "node_modules/$1");
  violations = output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${shown(v.to)}`).sort();
}, 60_000);

describe("the dependency rules", () => {
  it("report each forbidden import under the rule that names it, and nothing else", () => {
    expect(violations).toEqual(
      [
        "task-imports-only-lower-layers: src/task/uses-secrets.ts → src/secrets/resolve.ts",
        "osworld-imports-only-lower-layers: src/osworld/runs.ts → src/run/run-task.ts",
        "report-imports-only-lower-layers: src/report/uses-suite.ts → src/suite/run-suite.ts",
        "errors-util-version-imports-only-lower-layers: src/errors/uses-surface.ts → src/index.ts",
        "action-uses-public-surface: src/action/reaches-in.ts → src/report/build.ts",
        "action-uses-public-surface: src/action/reaches-in.ts → src/cli/program.ts",
        "cli-never-imports-action: src/cli/uses-action.ts → src/action/inputs.ts",
        "engine-never-imports-app-or-bench: src/util/uses-app.ts → app/check.ts",
        "every-engine-module-is-in-a-layer: src/newfolder/thing.ts → src/task/model.ts",
        "product-uses-no-dev-dependencies: src/task/fuzz.ts → node_modules/fast-check",
        "commander-only-in-cli: src/suite/args.ts → node_modules/commander",
        "probot-only-in-app: src/report/app-bits.ts → node_modules/probot",
        "cli-program-loads-commands-lazily: src/cli/program.ts → src/cli/commands/reap.ts",
        "validate-loads-no-docker-sharp-or-http: src/cli/commands/validate.ts → http",
        "validate-loads-no-docker-sharp-or-http: src/cli/commands/validate.ts → node_modules/dockerode",
        "app-uses-public-surface: app/report.ts → src/task/model.ts",
        "app-uses-public-surface: app/report.ts → src/index.ts",
        "no-test-code-outside-tests: app/report.ts → __tests__/helpers/double.ts",
        "app-never-imports-bench: app/report.ts → bench/app.ts",
        "backends-are-reached-through-the-registry: src/suite/warm.ts → src/session/docker/backend.ts",
        "shared-session-code-names-no-backend: src/session/prepare.ts → src/session/ssh/backend.ts",
        "docker-backend-imports-only-shared-code-and-its-compositions: src/session/docker/uses-vm.ts → src/session/vm/backend.ts",
        "ssh-backend-imports-only-shared-code-and-its-compositions: src/session/ssh/uses-tart.ts → src/session/tart/backend.ts",
        // A cycle is reported once, at the import where the cruise first meets it.
        "no-circular: src/review/a.ts → src/review/b.ts",
      ].sort(),
    );
  });
});

describe("the backends' folders the rules apply to", () => {
  it("are found, not listed: every folder of src/session holding a backend.ts, a new one as soon as it exists", async () => {
    const { backendFoldersIn } = (await import(path.join(repo, ".dependency-cruiser.mjs"))) as {
      backendFoldersIn: (sessionDir: string) => string[];
    };
    const root = tempTree({
      "src/session/docker/backend.ts": "",
      "src/session/docker/attach-backend.ts": "",
      "src/session/xvfb/backend.ts": "",
      "src/session/guest/guest-agent.ts": "",
      "src/session/backends.ts": "",
    });
    expect(backendFoldersIn(path.join(root, "src/session"))).toEqual(["docker", "xvfb"]);
    // This repository's: each folder of BACKENDS' records.
    expect(backendFoldersIn(path.join(repo, "src/session"))).toEqual(["docker", "host", "ssh", "tart", "vm"]);
  });
});
