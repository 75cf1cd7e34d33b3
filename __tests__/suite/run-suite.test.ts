import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { suiteExitCode } from "../../src/report/build-report.ts";
import { runSuite, type SuiteEvent, type SuiteOptions } from "../../src/suite/run-suite.ts";
import { tempTree } from "../helpers/cli.ts";
import { taskIdOf, fakeRunTask, maxOverlap, suiteTask, type FakeOutcome } from "./fake-run-task.ts";
import { taskStatus } from "../../src/report/suite-run.ts";
import { OncePerRun } from "../../src/session/once-per-run.ts";

function options(
  plan: (id: string, attempt: number) => FakeOutcome,
  ids: string[],
  extra: Partial<SuiteOptions> = {},
) {
  const fake = fakeRunTask(plan);
  const events: SuiteEvent[] = [];
  const cwd = tempTree({});
  const suite: SuiteOptions = {
    tasks: ids.map((id) => suiteTask(id)),
    cwd,
    env: {},
    artifactsDir: "artifacts",
    concurrency: 2,
    width: 1280,
    height: 800,
    replay: true,
    preflight: false,
    reviews: false,
    runTask: fake.run,
    onEvent: (e) => events.push(e),
    ...extra,
  };
  return { suite, fake, events, cwd };
}

const pass = (): FakeOutcome => ({ status: "pass", ms: 60 });

describe("runSuite scheduling", () => {
  it("gives every task of a suite the same OncePerRun (what its preflight made), and the next suite another", async () => {
    const ids = ["t1", "t2", "t3"];
    const first = options(pass, ids);
    await runSuite(first.suite);
    const second = options(pass, ids);
    await runSuite(second.suite);
    const onceOf = (calls: typeof first.fake.calls) => new Set(calls.map((call) => call.options.once));
    const [a, b] = [onceOf(first.fake.calls), onceOf(second.fake.calls)];
    expect([a.size, b.size]).toEqual([1, 1]);
    expect([...a][0]).toBeInstanceOf(OncePerRun);
    expect([...b][0]).not.toBe([...a][0]);
  });

  it("runs at most --concurrency tasks at once, each in its own folder, and keeps the suite order", async () => {
    const ids = ["t1", "t2", "t3", "t4", "t5", "t6"];
    const { suite, fake, events, cwd } = options(pass, ids);
    const run = await runSuite(suite);
    expect(maxOverlap(fake.calls)).toBe(2);
    expect(run.tasks.map((t) => [t.task.id, taskStatus(t)])).toEqual(ids.map((id) => [id, "pass"]));
    for (const call of fake.calls) {
      const folder = path.join(cwd, "artifacts", call.id);
      expect(call.options).toMatchObject({
        outputDir: folder,
        artifactsDir: folder,
        replay: true,
        runId: run.runId,
      });
      expect(existsSync(path.join(folder, "results.json"))).toBe(true);
      expect(readFileSync(path.join(folder, "run-log.txt"), "utf8")).toMatch(/Z desktop ready for t\d\n$/);
    }
    const ends = events.filter((e) => e.type === "task-end");
    expect(ends.map((e) => e.done)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(events[0]).toEqual({ type: "start", total: 6, concurrency: 2 });
    expect(suiteExitCode(run)).toBe(0);
  });

  it("lets a backend cap its own parallelism: two macOS VMs at once whatever the concurrency", async () => {
    const { suite, fake } = options(pass, []);
    const mac = { type: "macos_tart", base_image: "sequoia", electron: false } as const;
    suite.tasks = [
      ...["m1", "m2", "m3", "m4"].map((id) => suiteTask(id, mac)),
      ...["l1", "l2", "l3"].map((id) => suiteTask(id)),
    ];
    suite.concurrency = 6;
    await runSuite(suite);
    expect(maxOverlap(fake.calls, (c) => c.id.startsWith("m"))).toBe(2);
    expect(maxOverlap(fake.calls)).toBe(5);
  });
});

describe("runSuite retries", () => {
  const plan = (id: string, attempt: number): FakeOutcome => {
    if (id === "flaky-infra")
      return attempt === 1 ? { status: "error", detail: "Infrastructure error: docker hiccup" } : pass();
    if (id === "bad-config") return { status: "error", category: "config_error", detail: "Config error: no" };
    if (id === "flaky-ui")
      return attempt < 3 ? { status: "fail", detail: `missed the button (${attempt})` } : pass();
    return pass();
  };
  const ids = ["bad-config", "flaky-infra", "flaky-ui", "steady"];

  it("retries infrastructure errors only, keeping every attempt and its artifacts", async () => {
    const { suite, cwd, events } = options(plan, ids, { retries: 2 });
    // A folder left by an earlier run of the suite is cleared; a folder of someone else's is not.
    mkdirSync(path.join(cwd, "artifacts/steady/attempt-1"), { recursive: true });
    writeFileSync(path.join(cwd, "artifacts/steady/attempt-1/results.json"), "{}");
    writeFileSync(path.join(cwd, "artifacts/steady/notes.md"), "kept beside an earlier run");
    mkdirSync(path.join(cwd, "artifacts/flaky-ui"), { recursive: true });
    writeFileSync(path.join(cwd, "artifacts/flaky-ui/notes.md"), "mine");
    const run = await runSuite(suite);
    const byId = Object.fromEntries(run.tasks.map((t) => [t.task.id, t]));
    expect(byId["flaky-infra"]!.attempts.map((a) => a.results.status)).toEqual(["error", "pass"]);
    expect(byId["bad-config"]!.attempts).toHaveLength(1);
    expect(byId["flaky-ui"]!.attempts.map((a) => a.results.status)).toEqual(["fail"]);
    const infra = path.join(cwd, "artifacts/flaky-infra");
    expect(byId["flaky-infra"]!.attempts.map((a) => a.artifactsDir)).toEqual([
      path.join(infra, "attempt-1"),
      infra,
    ]);
    expect(JSON.parse(readFileSync(path.join(infra, "attempt-1/results.json"), "utf8"))).toMatchObject({
      status: "error",
    });
    expect(existsSync(path.join(infra, "attempt-1/run-log.txt"))).toBe(true);
    expect(JSON.parse(readFileSync(path.join(infra, "results.json"), "utf8"))).toMatchObject({
      status: "pass",
    });
    expect(existsSync(path.join(cwd, "artifacts/steady/attempt-1"))).toBe(false);
    expect(readFileSync(path.join(cwd, "artifacts/steady/notes.md"), "utf8")).toBe(
      "kept beside an earlier run",
    );
    expect(readFileSync(path.join(cwd, "artifacts/flaky-ui/notes.md"), "utf8")).toBe("mine");
    expect(events.filter((e) => e.type === "task-retry").map((e) => [e.task.id, e.next, e.of])).toEqual([
      ["flaky-infra", 2, 3],
    ]);
    expect(suiteExitCode(run)).toBe(3); // bad-config is an error, even though it is a configuration one
  });

  it("in agent runs, retries a failed check up to retriesOnFailure: fail then pass is flaky", async () => {
    const agent = { replay: false, reviews: true };
    const { suite } = options(plan, ["flaky-ui"], { ...agent, retries: 5, retriesOnFailure: 1 });
    const run = await runSuite(suite);
    // retries (infrastructure errors) never apply to a failed check.
    expect(run.tasks[0]!.attempts.map((a) => a.results.status)).toEqual(["fail", "fail"]);
    expect(taskStatus(run.tasks[0]!)).toBe("fail");
    expect(suiteExitCode(run)).toBe(1);
    // A quarantined task runs and is reported, but does not fail the suite.
    expect(suiteExitCode(run, ["flaky-*"])).toBe(0);

    const more = options(plan, ["flaky-ui", "flaky-infra"], { ...agent, retries: 1, retriesOnFailure: 2 });
    const again = await runSuite(more.suite);
    const [ui, infra] = again.tasks;
    expect(ui!.attempts.map((a) => a.results.status)).toEqual(["fail", "fail", "pass"]);
    expect(taskStatus(ui!)).toBe("flaky");
    // A pass after an infrastructure error is a pass: the desktop was at fault, not the app.
    expect(taskStatus(infra!)).toBe("pass");
    expect(suiteExitCode(again)).toBe(0);
    // Every attempt keeps its evidence: its own folder, results and review page.
    const folder = path.join(more.cwd, "artifacts/flaky-ui");
    expect(ui!.attempts.map((a) => a.artifactsDir)).toEqual([
      path.join(folder, "attempt-1"),
      path.join(folder, "attempt-2"),
      folder,
    ]);
    for (const attempt of ui!.attempts) {
      expect(attempt.reviewFile).toBe(path.join(attempt.artifactsDir, "review.html"));
      expect(existsSync(attempt.reviewFile!)).toBe(true);
    }
  });

  it("does not retry a failed check of a replay (it is deterministic)", async () => {
    const { suite } = options(plan, ["flaky-ui"], { retriesOnFailure: 3 });
    const run = await runSuite(suite);
    expect(run.tasks[0]!.attempts.map((a) => a.results.status)).toEqual(["fail"]);
  });
});

describe("runSuite stopping early", () => {
  it("starts no task after the first that does not pass under failFast", async () => {
    const plan = (id: string): FakeOutcome => (id === "b" ? { status: "fail" } : pass());
    const { suite, fake } = options(plan, ["a", "b", "c", "d"], { concurrency: 1, failFast: true });
    const run = await runSuite(suite);
    expect(fake.calls.map((c) => c.id)).toEqual(["a", "b"]);
    expect(run.tasks.map((t) => [t.task.id, taskStatus(t), t.notRun])).toEqual([
      ["a", "pass", undefined],
      ["b", "fail", undefined],
      ["c", "skipped", "fail-fast"],
      ["d", "skipped", "fail-fast"],
    ]);
    expect(run.failFastAfter).toBe("b");
    expect(suiteExitCode(run)).toBe(1);
  });

  it("on an abort starts nothing more, gives up on running tasks after the grace period, and says why", async () => {
    const controller = new AbortController();
    const plan = (id: string): FakeOutcome =>
      id === "quick" ? { status: "pass", ms: 5 } : { status: "pass", hang: true };
    const { suite, events } = options(plan, ["quick", "slow-1", "slow-2", "queued"], {
      signal: controller.signal,
      interruptGraceMs: 200,
      onEvent: (event) => {
        events.push(event);
        const started = events.filter((e) => e.type === "task-start").length;
        if (event.type === "task-start" && started === 3) setTimeout(() => controller.abort("SIGTERM"), 50);
      },
    });
    const started = Date.now();
    const run = await runSuite(suite);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(run.interrupted).toBe("SIGTERM");
    expect(run.tasks.map((t) => [t.task.id, taskStatus(t), t.notRun ?? null])).toEqual([
      ["quick", "pass", null],
      ["slow-1", "error", null],
      ["slow-2", "error", null],
      ["queued", "skipped", "interrupted"],
    ]);
    const cut = run.tasks[1]!.attempts[0]!;
    expect(cut.interrupted).toBe(true);
    expect(cut.results).toMatchObject({
      status: "error",
      error_category: "infra_error",
      error_detail: "Infrastructure error: Interrupted by SIGTERM",
    });
    expect(events.find((e) => e.type === "interrupt")).toEqual({
      type: "interrupt",
      reason: "SIGTERM",
      running: 2,
    });
    expect(suiteExitCode(run)).toBe(3);
  });

  it("turns an exception of the run pipeline into that task's error and goes on", async () => {
    const { suite, cwd } = options(pass, ["boom", "fine"]);
    const real = suite.runTask!;
    suite.runTask = async (o) => {
      if (taskIdOf(o) === "boom") throw new Error("disk full");
      return real(o);
    };
    const run = await runSuite(suite);
    expect(run.tasks.map(taskStatus)).toEqual(["error", "pass"]);
    expect(run.tasks[0]!.attempts[0]!.results.error_detail).toBe("Infrastructure error: disk full");
    expect(JSON.parse(readFileSync(path.join(cwd, "artifacts/boom/results.json"), "utf8"))).toMatchObject({
      status: "error",
      error_category: "infra_error",
    });
  });
});
