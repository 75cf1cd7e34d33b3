import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgentRunner } from "../../src/agent/create-agent-runner.ts";
import { LlmDouble, sequence } from "../helpers/llm-double.ts";
import { runExample } from "./run-example.ts";

let double: LlmDouble;
beforeAll(async () => {
  double = await LlmDouble.start({ apiKey: "k-missing-result", maxLifetimeMs: 900_000 });
});
afterAll(async () => {
  await double.stop();
});

describe("a result document the agent never saved", () => {
  it("scores python-pptx's default template (landscape): the run fails with score 0, not an evaluation error", async () => {
    double.policy = sequence("The presentation is ready, I think.\nDONE");
    const run = await runExample("desktest-pptx-portrait", {
      agent: createAgentRunner({
        provider: "anthropic",
        model: "claude-sonnet-4-5-20250929",
        apiKey: "k-missing-result",
        baseUrl: double.url,
        env: {},
        settleCapMs: 300,
      }),
      extra: { apiKeys: ["k-missing-result"] },
    });
    expect(double.requests.length).toBe(1);
    expect(run.exitCode).toBe(1);
    expect(run.results).toMatchObject({ status: "fail", score: 0, format: "osworld" });
    expect(run.results.metric_results).toEqual([
      expect.objectContaining({ metric: "osworld:check_slide_orientation_Portrait", passed: false }),
    ]);
    expect(run.resultTxt).toBe("0.0\n");
    expect(run.traj.at(-1)).not.toHaveProperty("Error");
  }, 600_000);
});
