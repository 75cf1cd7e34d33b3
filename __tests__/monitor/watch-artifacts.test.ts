import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MonitorHub } from "../../src/monitor/monitor-hub.ts";
import { ArtifactsWatcher } from "../../src/monitor/watch-artifacts.ts";
import { tempTree } from "../helpers/cli.ts";

const line = (step: number, result = "success") =>
  JSON.stringify({
    step,
    timestamp: "2026-01-01T00:00:00Z",
    action_code: `pyautogui.press('${step}')`,
    thought: `step ${step}`,
    screenshot_path: `step_${String(step - 1).padStart(3, "0")}.png`,
    result,
    usage: { input_tokens: 10, output_tokens: 2, cost_usd: 0.5 },
  }) + "\n";

function events(hub: MonitorHub) {
  const seen: Record<string, unknown>[] = [];
  hub.subscribe(0, (e) => seen.push(JSON.parse(e.json) as Record<string, unknown>));
  return seen;
}

describe("desktest monitor --watch: runs other processes write, as they appear", () => {
  it("turns each folder's new complete trajectory lines into steps, and its later results.json into the verdict", async () => {
    const root = tempTree({});
    const hub = new MonitorHub({ interactive: false });
    const seen = events(hub);
    const watcher = new ArtifactsWatcher(hub, root);
    await watcher.poll();
    expect(seen).toEqual([]);

    const dir = path.join(root, "gedit-save");
    mkdirSync(dir);
    writeFileSync(
      path.join(dir, "task.json"),
      JSON.stringify({ id: "gedit-save", instruction: "Type <b>it</b>", max_steps: 4 }),
    );
    writeFileSync(path.join(dir, "trajectory.jsonl"), line(1) + line(2).slice(0, 20)); // the second line is being written
    await watcher.poll();
    expect(seen.map((e) => [e.type, e.step ?? e.test_id])).toEqual([
      ["run_start", "gedit-save"],
      ["step", 1],
    ]);
    expect(seen[0]).toMatchObject({ instruction: "Type <b>it</b>", max_steps: 4, vnc: false });
    expect(seen[1]).toMatchObject({ thought: "step 1", screenshot: "step_000.png", cost_usd: 0.5 });

    appendFileSync(path.join(dir, "trajectory.jsonl"), line(2).slice(20) + line(3, "done"));
    await watcher.poll();
    expect(seen.slice(2, 4).map((e) => e.step)).toEqual([2, 3]);
    // The last step ended the run; until a results.json says more, the trajectory's end is the verdict.
    expect(seen[4]).toMatchObject({
      type: "run_end",
      status: "pass",
      reasoning: "the trajectory ended with 'done' (no results.json in this folder)",
    });

    writeFileSync(
      path.join(dir, "results.json"),
      JSON.stringify({
        schema_version: "1.0",
        test_id: "gedit-save",
        status: "pass",
        duration_ms: 1234,
        metric_results: [],
        agent_verdict: { passed: true, reasoning: "saved", steps: 3 },
      }),
    );
    await watcher.poll();
    await watcher.poll(); // shown once
    expect(seen.slice(5)).toEqual([
      {
        type: "run_end",
        run: "1",
        test_id: "gedit-save",
        status: "pass",
        reasoning: "saved",
        duration_ms: 1234,
        cost_usd: 1.5,
        final_screen: null, // no final.png in this folder
      },
    ]);

    // A new run in the same folder rewrites its trajectory: a run of its own.
    writeFileSync(path.join(dir, "trajectory.jsonl"), line(1));
    await watcher.poll();
    expect(seen.slice(6).map((e) => [e.type, e.run])).toEqual([
      ["run_start", "2"],
      ["step", "2"],
    ]);
  });

  it("finds a suite's task folders and their attempts, and skips lines that are not JSON", async () => {
    const root = tempTree({
      "a/trajectory.jsonl": line(1),
      "b/attempt-1/trajectory.jsonl": "not json\n" + line(1),
      "c/d/e/trajectory.jsonl": line(1),
    });
    const hub = new MonitorHub({ interactive: false });
    const seen = events(hub);
    await new ArtifactsWatcher(hub, root).poll();
    expect(seen.filter((e) => e.type === "run_start").map((e) => e.test_id)).toEqual(["a", "b/attempt-1"]);
    expect(seen.filter((e) => e.type === "step")).toHaveLength(2);
  });
});
