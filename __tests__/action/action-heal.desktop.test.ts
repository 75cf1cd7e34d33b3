import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { micromark } from "micromark";
import { gfm, gfmHtml } from "micromark-extension-gfm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgentRunner } from "../../src/agent/create-agent-runner.ts";
import type { SuiteReport } from "../../src/report/report-types.ts";
import { ArtifactServiceDouble, unzip } from "../helpers/artifact-service-double.ts";
import { calculatorTask } from "../helpers/calculator-agent.ts";
import { tempTree } from "../helpers/cli.ts";
import { docker } from "../helpers/desktop.ts";
import {
  keyboardThenClickPolicy,
  moveCalculator,
  recordCalculatorReplay,
} from "../helpers/healable-calculator.ts";
import { LlmDouble } from "../helpers/llm-double.ts";
import {
  installedAction,
  readFileCommands,
  runnerFiles,
  runStep,
  workflowCommands,
  type RunnerFiles,
  type StepResult,
} from "./runner-env.ts";

/**
 * The bundled Action's `mode: heal` run as the runner runs it, on a real Docker desktop whose app moved
 * since its replay was recorded (galculator-add: step 2's screen check fails), with the LLM double behind
 * the config file's api_base_url: with an API key the replay is healed (the step passes, the summary and
 * the outputs say healed, the updated replay is in the report artifact and the summary's apply command
 * takes it into the repository, where it then replays clean); without one, the divergence is a failure
 * that says healing needs a key.
 */

const KEY = "sk-heal-e2e-0123456789abcdef";
const WIDTH = 1280;
const HEIGHT = 800;

let double: LlmDouble;
let service: ArtifactServiceDouble;
/** A repository checkout: e2e/ holds the recorded replay, and the app moved since. */
let prepared: string;
let MAIN = "";

beforeAll(async () => {
  MAIN = installedAction().main;
  double = await LlmDouble.start({ policy: keyboardThenClickPolicy, apiKey: KEY, maxLifetimeMs: 900_000 });
  service = await ArtifactServiceDouble.start();
  const { dir, file } = calculatorTask("hybrid");
  const agent = () => createAgentRunner({ provider: "anthropic", apiKey: KEY, baseUrl: double.url, env: {} });
  await recordCalculatorReplay({ dir, file, docker, agent, width: WIDTH, height: HEIGHT, apiKeys: [KEY] });
  rmSync(path.join(dir, "out"), { recursive: true, force: true });
  moveCalculator(dir);
  writeFileSync(
    path.join(dir, "desktest.json"),
    JSON.stringify({ provider: "anthropic", api_base_url: double.url, llm_max_retries: 0 }),
  );
  prepared = tempTree({});
  cpSync(dir, path.join(prepared, "e2e"), { recursive: true });
}, 600_000);

afterAll(async () => {
  await service?.close();
  await double?.stop();
});

/**
 * A fresh checkout of the prepared repository, and the Action's main step run in it with `mode: heal`, as
 * run attempt `attempt` (its artifacts' names are the attempt's).
 */
async function healStep(
  attempt: number,
  inputs: Record<string, string>,
  workspace = checkout(),
): Promise<{ workspace: string; files: RunnerFiles; result: StepResult; outputs: Record<string, string> }> {
  const files = runnerFiles(workspace);
  const result = await runStep(MAIN, {
    workspace,
    files,
    inputs: {
      tasks: ".",
      "working-directory": "e2e",
      filter: "galculator-add",
      mode: "heal",
      config: "desktest.json",
      resolution: `${WIDTH}x${HEIGHT}`,
      ...inputs,
    },
    env: { ...service.env(), GITHUB_RUN_ATTEMPT: String(attempt) },
  });
  return { workspace, files, result, outputs: readFileCommands(files.output) };
}

function checkout(): string {
  const workspace = tempTree({});
  cpSync(prepared, workspace, { recursive: true });
  return workspace;
}

function reportOf(outputs: Record<string, string>): SuiteReport {
  return JSON.parse(readFileSync(outputs["report-path"]!, "utf8")) as SuiteReport;
}

/** The job summary as GitHub shows it, as text (tags dropped, entities decoded, no zero-width spaces). */
function summaryText(files: RunnerFiles): string {
  const html = micromark(readFileSync(files.summary, "utf8"), {
    allowDangerousHtml: true,
    extensions: [gfm()],
    htmlExtensions: [gfmHtml()],
  });
  return html
    .replace(/<[^>]+>/g, "")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&")
    .replaceAll("\u200b", "");
}

describe("the bundled action's mode: heal", () => {
  it("with an API key: the diverging replay is healed, the step passes, and the updated replay it uploads, applied as the summary says, replays clean", async () => {
    double.reset();
    const { workspace, files, result, outputs } = await healStep(1, { "api-key": KEY });
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(outputs).toMatchObject({ passed: "1", healed: "1", failed: "0", errored: "0", total: "1" });
    expect(result.stdout).toContain("desktest: 1 passed (1 healed), 0 flaky, 0 failed");
    // The replay typed 42 (step 1), step 2's screen differed, the model clicked + 5 8 = and said DONE.
    expect(double.calls).toHaveLength(2);
    const report = reportOf(outputs);
    expect(report.run.mode).toBe("heal");
    const task = report.tasks[0]!;
    expect([task.status, task.outcome]).toEqual(["pass", "healed"]);
    expect(task.heal).toMatchObject({
      diverged_at_step: 2,
      replayed_steps: 1,
      healed_steps: 1,
      llm_calls: 2,
    });
    expect(report.summary.heal).toMatchObject({ replayed: 0, healed: 1, llm_calls: 2 });

    const text = summaryText(files);
    expect(text).toContain("Heal: 1 task replayed, 1 healed (cost $");
    expect(text).toMatch(
      /galculator-add healed\n\s*diverged at step 2 \(after 1 replayed\): the screen differs/,
    );
    expect(text).toMatch(/agent: done in [\dm .]+s, 1 new step, 2 LLM calls, \d+ tokens, \$\d+\.\d{4}/);
    const reportArtifact = service.artifacts.find((a) => String(a.id) === outputs["report-artifact-id"])!;
    expect(text).toContain(`The updated replays are in the ${reportArtifact.name} artifact`);
    const apply = /apply \(in the folder the run ran in\): (git apply .+)/.exec(text)?.[1];
    expect(apply).toBe(
      "git apply artifacts/galculator-add/updated-replay/galculator-add.replay.py.diff" +
        " && cp -r artifacts/galculator-add/updated-replay/recorded/. recorded/",
    );

    // The report artifact carries the updated replay: its script, the diff, its screens as they are (PNG).
    const zip = await unzip(reportArtifact.content);
    const updated = [...zip.keys()].filter((k) => k.includes("/updated-replay/")).sort();
    expect(updated).toEqual(
      expect.arrayContaining([
        "artifacts/galculator-add/updated-replay/galculator-add.replay.py",
        "artifacts/galculator-add/updated-replay/galculator-add.replay.py.diff",
        "artifacts/galculator-add/updated-replay/recorded/step_001.png",
      ]),
    );
    // Downloaded into the folder the suite ran in, the apply command takes the update into the repository.
    const e2e = path.join(workspace, "e2e");
    for (const [name, entry] of zip) {
      if (!name.includes("/updated-replay/")) continue;
      mkdirSync(path.dirname(path.join(e2e, name)), { recursive: true });
      writeFileSync(path.join(e2e, name), entry.data);
    }
    const before = readFileSync(path.join(e2e, "galculator-add.replay.py"), "utf8");
    execFileSync("sh", ["-c", apply!], { cwd: e2e });
    const after = readFileSync(path.join(e2e, "galculator-add.replay.py"), "utf8");
    expect(after).not.toBe(before);
    expect(after).toBe(
      zip.get("artifacts/galculator-add/updated-replay/galculator-add.replay.py")!.data.toString(),
    );
    expect(readFileSync(path.join(e2e, "recorded/step_001.png"))).toEqual(
      zip.get("artifacts/galculator-add/updated-replay/recorded/step_001.png")!.data,
    );
    rmSync(path.join(e2e, "artifacts"), { recursive: true });

    // The next run on the moved app replays the update clean: a pass, no LLM call, even without a key.
    const again = await healStep(2, {}, workspace);
    expect(again.result.code, again.result.stdout + again.result.stderr).toBe(0);
    expect(again.outputs).toMatchObject({ passed: "1", healed: "0", failed: "0" });
    expect(reportOf(again.outputs).tasks[0]!.outcome).toBe("pass");
    expect(summaryText(again.files)).toContain(
      "Heal: 1 task replayed, 0 healed (cost $0.0000, 0 LLM calls), 0 failed",
    );
    expect(double.calls).toHaveLength(2);
  }, 900_000);

  it("without an API key: the divergence fails the step, saying healing needs a key", async () => {
    double.reset();
    const { files, result, outputs } = await healStep(3, {});
    expect(result.code, result.stdout + result.stderr).toBe(1);
    expect(double.calls).toHaveLength(0);
    const notice = workflowCommands(result.stdout).find((c) => c.command === "notice");
    expect(notice?.message).toMatch(
      /^mode: heal without a usable LLM .*one that diverges fails, saying healing needs a key/s,
    );
    expect(outputs).toMatchObject({ passed: "0", healed: "0", failed: "1", total: "1" });
    const task = reportOf(outputs).tasks[0]!;
    expect([task.status, task.outcome]).toEqual(["fail", "fail_not_healed"]);
    expect(task.detail).toMatch(/diverged at step 2 .*healing it needs an LLM API key/s);
    expect(task.heal).toMatchObject({ diverged_at_step: 2, llm_calls: 0, updated_replay: null });
    const text = summaryText(files);
    expect(text).toContain("Heal: 1 task replayed, 0 healed");
    expect(text).toMatch(/galculator-add fail \(not healed\)/);
    expect(text).toContain("healing it needs an LLM API key");
    expect(text).not.toContain("updated replays are in");
    const failure = workflowCommands(result.stdout)
      .filter((c) => c.command === "error")
      .at(-1)!;
    expect(failure.message).toBe("desktest: 1 failed of 1 task(s) (fail-on: failure)");
  }, 600_000);
});
