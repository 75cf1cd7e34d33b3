/**
 * The App as separate processes (`node app/main.ts`, as `npm run app` starts it) against the GitHub
 * double: killed with SIGKILL in the middle of its work, and run as two replicas on one PostgreSQL.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GitHubDouble, type RepoState } from "../helpers/github-double.ts";
import { startPostgres, type PostgresServer } from "../helpers/postgres.ts";
import { APP_ID, checkRunEvent, workflowRunCompleted } from "./support/harness.ts";
import { addRunWithReports, buildScenario, type Scenario } from "./support/scenario.ts";
import { deliver, publicKey, startAppProcess, stopAppProcess as stop, until } from "./support/app-process.ts";

let postgres: PostgresServer;
beforeAll(async () => {
  postgres = await startPostgres();
}, 60_000);
afterAll(() => postgres?.stop());

const completedChecks = (repo: RepoState) =>
  [...repo.checkRuns.values()].filter((r) => r.status === "completed");

describe("the App process, killed and restarted", () => {
  it("posts the check run exactly once when killed -9 after GitHub created it, and resumes the work", async () => {
    const double = new GitHubDouble({ appId: APP_ID, publicKey });
    await double.start();
    try {
      const scenario: Scenario = await buildScenario(double);
      let held = false;
      // GitHub creates the check run, and the App dies before it reads the answer.
      double.holds.push({ operationId: "checks/create", times: 1, held: () => (held = true) });
      const env = {
        GITHUB_API_URL: double.url,
        DATABASE_URL: await postgres.createDatabase("killed"),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "desktest-app-")),
      };
      const first = await startAppProcess(env);
      expect(
        await deliver(first, "workflow_run", workflowRunCompleted(double, scenario.repo, scenario.prRun)),
      ).toBe(200);
      await until("the check run's creation", () => held);
      first.child.kill("SIGKILL");
      await new Promise((r) => first.child.once("exit", r));
      expect(scenario.repo.checkRuns.size).toBe(1);

      const second = await startAppProcess(env);
      try {
        await until("the completed check run", () => completedChecks(scenario.repo).length === 1);
        expect(scenario.repo.checkRuns.size).toBe(1); // reused, not posted again
        expect(completedChecks(scenario.repo)[0]!.output.title).toMatch(/passed|failed/);
        // The same delivery again (GitHub's redelivery: another delivery id) changes nothing.
        expect(
          await deliver(second, "workflow_run", workflowRunCompleted(double, scenario.repo, scenario.prRun)),
        ).toBe(200);
        await new Promise((r) => setTimeout(r, 500));
        expect(scenario.repo.checkRuns.size).toBe(1);
        expect(double.violations).toEqual([]);
      } finally {
        await stop(second);
      }
    } finally {
      await double.close();
    }
  }, 120_000);
});

describe("two App replicas behind one load balancer, on one PostgreSQL", () => {
  it("given the same 50 deliveries each, post each check run once, and act on a button press once", async () => {
    const double = new GitHubDouble({ appId: APP_ID, publicKey });
    await double.start();
    const databaseUrl = await postgres.createDatabase("replicas");
    try {
      const scenario = await buildScenario(double);
      const runs = [];
      for (let i = 0; i < 50; i++) {
        runs.push(
          await addRunWithReports(
            double,
            scenario.repo,
            {
              workflowId: scenario.workflowId,
              headSha: `${i.toString(16).padStart(2, "0")}`.repeat(20),
              headBranch: `b${i}`,
            },
            [{ index: 1, count: 1, tasks: [{ id: `task-${i}` }] }],
          ),
        );
      }
      const replicas = await Promise.all(
        [1, 2].map(() =>
          startAppProcess({
            GITHUB_API_URL: double.url,
            DATABASE_URL: databaseUrl,
            DATA_DIR: mkdtempSync(path.join(tmpdir(), "desktest-app-")),
            QUEUE_CONCURRENCY: "4",
          }),
        ),
      );
      try {
        const statuses = await Promise.all(
          runs.flatMap((run) =>
            replicas.map((replica) =>
              deliver(replica, "workflow_run", workflowRunCompleted(double, scenario.repo, run)),
            ),
          ),
        );
        expect(statuses.every((s) => s === 200)).toBe(true);
        await until("50 completed check runs", () => completedChecks(scenario.repo).length >= 50, 120_000);
        await new Promise((r) => setTimeout(r, 500));
        const byRun = new Map<string, number>();
        for (const check of scenario.repo.checkRuns.values())
          byRun.set(check.externalId ?? "", (byRun.get(check.externalId ?? "") ?? 0) + 1);
        expect(byRun.size).toBe(50);
        expect([...byRun.values()].every((n) => n === 1)).toBe(true);

        // One press of "Re-run all", delivered to both replicas (two delivery ids): one re-run.
        const check = [...scenario.repo.checkRuns.values()][0]!;
        const press = checkRunEvent(
          scenario.repo,
          check,
          "requested_action",
          { login: "maintainer" },
          "rerun-all",
        );
        scenario.repo.collaborators.set("maintainer", "maintain");
        const before = scenario.repo.reruns.length;
        await Promise.all(replicas.map((replica) => deliver(replica, "check_run", press)));
        await until("the re-run", () => scenario.repo.reruns.length > before);
        await new Promise((r) => setTimeout(r, 1000));
        expect(scenario.repo.reruns.length - before).toBe(1);
        expect(double.violations).toEqual([]);
        expect(replicas.every((r) => !/"level":(50|60)/.test(r.output()))).toBe(true);
      } finally {
        await Promise.all(replicas.map(stop));
      }
    } finally {
      await double.close();
    }
  }, 240_000);
});
