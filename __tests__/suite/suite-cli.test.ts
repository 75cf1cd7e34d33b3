import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { SuiteReport } from "../../src/report/report-types.ts";
import { checkReport } from "../../src/report/validate-report.ts";
import { shardTasks } from "../../src/suite/shard.ts";
import { cli, tempTree } from "../helpers/cli.ts";

const task = (id: string) =>
  JSON.stringify({
    schema_version: "1.0",
    id,
    instruction: `Do ${id}.`,
    app: { type: "folder", dir: "app", entrypoint: "run.sh" },
    evaluator: { mode: "llm" },
  });

describe("desktest suite: what is refused before anything runs (exit 2)", () => {
  const cwd = tempTree({ "tasks/one.json": task("one"), "tasks/two.json": task("two"), "app/run.sh": "" });

  it.each([
    [
      ["tasks"],
      /No API key found\. Set it in config, --api-key, ANTHROPIC_API_KEY, or LLM_API_KEY\.[\s\S]*hint: export ANTHROPIC_API_KEY/,
    ],
    [["nowhere", "--replay"], /Suite path 'nowhere' is not a task file/],
    [["tasks", "--replay", "--filter", "three"], /No task id matches --filter 'three'/],
    [["tasks", "--replay", "--shard", "3/2"], /--shard must be i\/n/],
    [["tasks", "--replay", "--concurrency", "0"], /--concurrency must be a whole number of at least 1/],
    [["tasks", "--replay", "--retries", "-1"], /--retries must be a whole number of at least 0/],
    [["tasks", "--replay", "--timings", "t.json"], /--timings balances shards: give --shard i\/n too/],
    [["tasks", "--replay", "--progress", "fancy"], /--progress must be auto, live or plain/],
    [["tasks", "--replay", "--resolution", "10x10"], /Resolution error/],
  ])("suite %j", async (args, message) => {
    const result = await cli(["suite", ...args], cwd);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(existsSync(path.join(cwd, "test-results"))).toBe(false);
  });

  it("reports an empty shard as an empty, passing run (a matrix may have more runners than tasks)", async () => {
    // Two tasks over three shards: one shard is empty.
    const ids = [{ id: "one" }, { id: "two" }];
    const empty = [1, 2, 3].find((index) => shardTasks(ids, { index, count: 3 }).tasks.length === 0);
    expect(empty).toBeDefined();
    const result = await cli(
      ["suite", "tasks", "--replay", "--shard", `${empty}/3`, "--output", "empty"],
      cwd,
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Shard ${empty}/3 has no tasks (2 over 3 shards).`);
    const report = JSON.parse(readFileSync(path.join(cwd, "empty/report.json"), "utf8")) as SuiteReport;
    expect(checkReport(report)).toEqual([]);
    expect(report.run).toMatchObject({
      status: "pass",
      exit_code: 0,
      shard: { index: empty, count: 3, suite_total: 2 },
    });
    expect(report.tasks).toEqual([]);
  });
});
