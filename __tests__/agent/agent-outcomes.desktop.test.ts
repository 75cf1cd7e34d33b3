import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAgentRunner } from "../../src/agent/create-agent-runner.ts";
import { parseTrajectory, type TrajectoryEntry } from "../../src/artifacts/trajectory.ts";
import { runTask } from "../../src/run/run-task.ts";
import { tempTree } from "../helpers/cli.ts";
import { docker } from "../helpers/desktop.ts";
import { fail, LlmDouble, sequence, type LlmPolicy } from "../helpers/llm-double.ts";
import { loadTaskToRun } from "../../src/run/task-to-run.ts";

let double: LlmDouble;
beforeAll(async () => {
  double = await LlmDouble.start({ apiKey: "k-outcomes-123", maxLifetimeMs: 900_000, minCacheTokens: 1 });
});
afterAll(async () => {
  await double.stop();
});

const click = "I will click the middle of the screen.\n```python\npyautogui.click(400, 300)\n```";

/** Run a small agent task (an empty desktop) against the double with this policy. */
async function agentRun(
  policy: LlmPolicy,
  task: Record<string, unknown> = {},
  extra: { qa?: boolean; provider?: string; slack?: { webhookUrl: string } } = {},
) {
  double.reset();
  double.policy = policy;
  const dir = tempTree({});
  writeFileSync(
    path.join(dir, "task.json"),
    JSON.stringify({
      schema_version: "1.0",
      id: "agent-outcome",
      instruction: "Look at the desktop.",
      app: { type: "docker_image", image: "desktest-desktop:latest" },
      max_steps: 5,
      timeout: 120,
      ...task,
    }),
  );
  const result = await runTask({
    task: await loadTaskToRun("task.json", { cwd: dir }),
    cwd: dir,
    env: {},
    outputDir: "out",
    artifactsDir: "artifacts",
    noArtifacts: true,
    width: 800,
    height: 600,
    docker,
    apiKeys: ["k-outcomes-123"],
    agent: () =>
      createAgentRunner({
        provider: extra.provider ?? "anthropic",
        model: "claude-sonnet-4-5-20250929",
        apiKey: "k-outcomes-123",
        baseUrl: double.url,
        env: {},
        qa: extra.qa,
        settleCapMs: 300,
        ...(extra.slack ? { slack: extra.slack } : {}),
      }),
  });
  const trajectoryFile = path.join(dir, "artifacts/trajectory.jsonl");
  const trajectory: TrajectoryEntry[] = existsSync(trajectoryFile)
    ? parseTrajectory(readFileSync(trajectoryFile, "utf8"))
    : [];
  return { ...result, trajectory, dir };
}

describe("how an agent run ends", () => {
  it("retries 429 and 529 after their Retry-After, then passes", async () => {
    const started = Date.now();
    const run = await agentRun(
      sequence(
        fail.rateLimit(1),
        fail.status(529, { headers: { "retry-after": "1" } }),
        "Nothing to do.\nDONE",
      ),
    );
    expect(run.exitCode).toBe(0);
    expect(double.requests.map((r) => r.status)).toEqual([429, 529, 200]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
    expect(run.trajectory.map((e) => e.result)).toEqual(["done"]);
  });

  it("retries a 500 and continues", async () => {
    const run = await agentRun(sequence(fail.server(500), click, "Done.\nDONE"));
    expect(run.exitCode).toBe(0);
    expect(double.requests.map((r) => r.status)).toEqual([500, 200, 200]);
    expect(run.trajectory.map((e) => e.result)).toEqual(["success", "done"]);
  });

  it("stops at once on a non-retryable 400, as an agent error (exit 4)", async () => {
    const run = await agentRun(sequence(fail.badRequest("messages: image too large")));
    expect(run.exitCode).toBe(4);
    expect(run.results).toMatchObject({ status: "error", error_category: "agent_error" });
    expect(run.results.error_detail).toContain("Anthropic API error (400");
    expect(run.results.error_detail).toContain("messages: image too large");
    expect(run.results.error_detail).not.toContain("k-outcomes-123");
    expect(double.count).toBe(1);
    expect(existsSync(path.join(run.dir, "artifacts/agent_conversation.json"))).toBe(true);
  });

  it("drops the history on a context-length error and carries on", async () => {
    const run = await agentRun((request, index) => {
      if (index === 0) return click;
      if (index === 1) return fail.contextLength();
      return request.messages.some((m) => m.role === "assistant")
        ? "unexpected history\nFAIL"
        : "Fresh start, all good.\nDONE";
    });
    expect(run.exitCode).toBe(0);
    expect(run.trajectory.map((e) => e.result)).toEqual(["success", "done"]);
    const retried = double.calls[2]!;
    expect(retried.messages[0]!.texts.join("")).toContain(
      "Previous conversation history was dropped due to context length limits.",
    );
  });

  it("fails on FAIL with the model's reason", async () => {
    const run = await agentRun(sequence("The app never started, so the task cannot be done.\nFAIL"));
    expect(run.exitCode).toBe(1);
    expect(run.results.agent_verdict).toEqual({
      passed: false,
      reasoning: "Agent failed: The app never started, so the task cannot be done.",
      steps: 1,
    });
    expect(run.trajectory.map((e) => e.result)).toEqual(["fail"]);
    expect(run.results.culprit).toEqual({
      kind: "agent",
      evidence: "agent gave up at step 1: The app never started, so the task cannot be done.",
    });
  });

  it("says DONE where a check refutes it: the agent is the culprit, naming the check", async () => {
    const run = await agentRun(sequence("The file is saved.\nDONE"), {
      evaluator: {
        mode: "hybrid",
        metrics: [{ type: "file_exists", path: "/tmp/never-written.txt" }],
      },
    });
    expect(run.exitCode).toBe(1);
    expect(run.results.culprit).toMatchObject({
      kind: "agent",
      evidence: expect.stringMatching(/^agent said DONE; check `file_exists` refuted it: /),
    });
  });

  it("takes another look on WAIT, counting it as a step", async () => {
    const run = await agentRun(sequence("Still loading.\nWAIT", "Loaded.\nDONE"));
    expect(run.exitCode).toBe(0);
    expect(run.trajectory.map((e) => [e.step, e.result, e.screenshot_path])).toEqual([
      [1, "wait", "step_000.png"],
      [2, "done", "step_001.png"],
    ]);
  });

  it("stops at max_steps with a terminal entry", async () => {
    const run = await agentRun(() => click, { max_steps: 2 });
    expect(run.exitCode).toBe(1);
    expect(run.results.agent_verdict?.reasoning).toBe(
      "Agent failed: Max steps (2) reached without task completion",
    );
    expect(run.results.culprit).toEqual({
      kind: "agent",
      evidence: "agent hit its step budget: Max steps (2) reached without task completion",
    });
    expect(run.trajectory.map((e) => [e.step, e.result])).toEqual([
      [1, "success"],
      [2, "success"],
      [2, "max_steps"],
    ]);
  });

  it("stops at the task's timeout even when the model is slow", async () => {
    const started = Date.now();
    // (long enough for the desktop to come up while other test files start theirs: the clock runs out in the model's call)
    const run = await agentRun(() => ({ text: click, delayMs: 60_000 }), { timeout: 16 });
    expect(Date.now() - started).toBeLessThan(40_000);
    expect(run.exitCode).toBe(1);
    expect(run.results.status).toBe("fail");
    expect(run.results.error_detail).toBe("Agent failed: Total timeout (16s) exceeded after 0 steps");
    expect(run.trajectory.map((e) => [e.step, e.result, e.screenshot_path])).toEqual([
      [0, "timeout", "step_000.png"],
    ]);
  });

  it("writes a BUG report in QA mode, posts it to Slack, and keeps going", async () => {
    // A local Slack incoming webhook: takes the JSON payload, answers "ok" like Slack does.
    const posts: Array<{ blocks: Array<Record<string, unknown>> }> = [];
    const slack = createServer((req, res) => {
      let body = "";
      req.on("data", (c: Buffer) => (body += c.toString()));
      req.on("end", () => {
        posts.push(JSON.parse(body));
        res.writeHead(200, { "content-type": "text/plain" }).end("ok");
      });
    });
    await new Promise<void>((resolve) => slack.listen(0, "127.0.0.1", resolve));
    const webhookUrl = `http://127.0.0.1:${(slack.address() as AddressInfo).port}/services/T000/B000/XXXX`;
    const run = await agentRun(
      sequence(
        "BUG\nThe desktop shows no app at all\nExpected the app under test to be open.\n\nContinuing.\n" +
          click,
        "DONE",
      ),
      {},
      { qa: true, slack: { webhookUrl } },
    );
    await new Promise((resolve) => setTimeout(resolve, 200)); // the notification is fire-and-forget
    slack.close();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.blocks[0]).toEqual({
      type: "header",
      text: { type: "plain_text", text: "🐛 BUG-001 — The desktop shows no app at all" },
    });
    expect(posts[0]!.blocks[1]).toEqual({
      type: "section",
      fields: [
        { type: "mrkdwn", text: "*Test:*\nagent-outcome" },
        { type: "mrkdwn", text: "*Step:*\n1" },
      ],
    });
    expect(run.exitCode).toBe(0);
    expect(run.results.bugs_found).toBe(1);
    const bug = readFileSync(path.join(run.dir, "artifacts/bugs/BUG-001.md"), "utf8");
    expect(bug).toContain("# BUG-001\n\n**Step:** 1\n**Summary:** The desktop shows no app at all");
    expect(bug).toContain("## Accessibility Tree State");
    expect(double.calls[0]!.system).toContain("QA Bug Reporting Mode (ACTIVE)");
  });

  it("reports a malformed code block back to the model and records the error", async () => {
    const run = await agentRun(sequence("Typo ahead.\n```python\npyautogui.click(400,\n```", "Fixed.\nDONE"));
    expect(run.exitCode).toBe(0);
    expect(run.trajectory[0]!.result).toMatch(/^error:Code block 1 failed: SyntaxError/);
    expect(run.trajectory[0]!.error_feedback).toMatch(/^Code block 1 failed: SyntaxError/);
    const second = double.calls[1]!;
    expect(
      second.messages.some((m) =>
        m.texts.some((t) => t.startsWith("Action execution error: Code block 1 failed: SyntaxError")),
      ),
    ).toBe(true);
  });

  it("uses the OpenAI wire format the same way", async () => {
    const run = await agentRun(sequence(fail.rateLimit(1), "All fine.\nDONE"), {}, { provider: "openai" });
    expect(run.exitCode).toBe(0);
    expect(double.requests.map((r) => [r.format, r.status])).toEqual([
      ["openai", 429],
      ["openai", 200],
    ]);
  });
});
