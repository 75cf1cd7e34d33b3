/**
 * Effects on GitHub exactly once, with the App as separate processes against the GitHub double: killed
 * (SIGKILL) after GitHub carried out a request whose answer never reached it, then restarted; and a
 * replica stopped (SIGSTOP) past its lease while another takes its job over.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GitHubDouble, type RepoState } from "../helpers/github-double.ts";
import { startPostgres, type PostgresServer } from "../helpers/postgres.ts";
import { APP_ID, prComment, workflowRunCompleted } from "./support/harness.ts";
import { buildScenario, type Scenario } from "./support/scenario.ts";
import { buildHealedScenario } from "./support/healed-scenario.ts";
import {
  deliver,
  killAppProcess,
  publicKey,
  startAppProcess,
  stopAppProcess,
  until,
  type AppProcess,
} from "./support/app-process.ts";

let postgres: PostgresServer;
beforeAll(async () => {
  postgres = await startPostgres();
}, 60_000);
afterAll(() => postgres?.stop());

/** Jobs queued or running, as the App's health check reports them. */
async function queued(app: AppProcess): Promise<number> {
  const health = (await (await fetch(`${app.url}/healthz`)).json()) as { queued: number };
  return health.queued;
}

let commentIds = 5000;
const command = (scenario: Scenario, body: string) =>
  prComment(scenario.repo, scenario.pull.number, body, { login: "maintainer" }, { commentId: ++commentIds });

for (const database of ["sqlite", "postgres"] as const) {
  describe(`killed between GitHub acting and the job being marked done (${database}): the resumed job does not repeat it`, () => {
    let double: GitHubDouble;
    let scenario: Scenario;
    let env: Record<string, string>;
    let app: AppProcess | undefined;
    beforeAll(async () => {
      double = new GitHubDouble({ appId: APP_ID, publicKey });
      await double.start();
      env = {
        GITHUB_API_URL: double.url,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "desktest-once-")),
        ...(database === "postgres" ? { DATABASE_URL: await postgres.createDatabase("once") } : {}),
      };
      scenario = await buildScenario(double);
      scenario.repo.collaborators.set("maintainer", "maintain");
    });
    afterAll(async () => {
      if (app) await stopAppProcess(app);
      await double?.close();
    });

    /**
     * Deliver to the App, hold `operationId` once (GitHub acts, the answer never comes), kill, restart, finish.
     * The restarted process, its queue empty, takes the next test's delivery (one start per test, not two).
     */
    const crashOn = async (operationId: string, event: string, payload: object) => {
      let held = false;
      double.holds.push({ operationId, times: 1, held: () => (held = true) });
      if (!app || app.child.exitCode !== null || app.child.signalCode !== null)
        app = await startAppProcess(env);
      expect(await deliver(app, event, payload)).toBe(200);
      await until(`${operationId} to be carried out`, () => held);
      await killAppProcess(app);
      app = await startAppProcess(env);
      await until("the resumed job to finish", async () => (await queued(app!)) === 0);
      expect(double.violations).toEqual([]);
    };

    it("completes the check run with its annotations once (GitHub appends them on every update)", async () => {
      const repo: RepoState = scenario.repo;
      await crashOn("checks/update", "workflow_run", workflowRunCompleted(double, repo, scenario.prRun));
      const [check] = [...repo.checkRuns.values()];
      expect(check!.status).toBe("completed");
      const annotationsAtCrash = double
        .requestsTo("checks/update")
        .map(
          (r) => ((r.body as { output?: { annotations?: unknown[] } }).output?.annotations ?? []).length,
        )[0];
      expect(annotationsAtCrash).toBeGreaterThan(0);
      expect(check!.annotations).toHaveLength(annotationsAtCrash!);
    }, 120_000);

    it("answers /desktest help with one comment", async () => {
      await crashOn("issues/create-comment", "issue_comment", command(scenario, "/desktest help"));
      expect(scenario.repo.comments.filter((c) => c.body.includes("**desktest commands**"))).toHaveLength(1);
    }, 120_000);

    it("re-runs the workflow once for /desktest rerun all", async () => {
      await crashOn("actions/re-run-workflow", "issue_comment", command(scenario, "/desktest rerun all"));
      expect(scenario.repo.reruns).toEqual([{ runId: scenario.prRun.id, kind: "all" }]);
    }, 120_000);

    it("dispatches the workflow once for /desktest rerun <task>", async () => {
      await crashOn(
        "actions/create-workflow-dispatch",
        "issue_comment",
        command(scenario, "/desktest rerun app-save"),
      );
      expect(scenario.repo.dispatches).toHaveLength(1);
    }, 120_000);
  });
}

describe("killed after GitHub moved the branch to the updated replay's commit", () => {
  // GitHub updates a pull request's head after the ref: a job resumed right away may still see the old head.
  for (const lagging of [false, true]) {
    it(`does not commit it again, and answers with the commit${lagging ? " (the pull request's head not updated yet)" : ""}`, async () => {
      const double = new GitHubDouble({ appId: APP_ID, publicKey });
      await double.start();
      const env = {
        GITHUB_API_URL: double.url,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "desktest-once-")),
      };
      let app: AppProcess | undefined;
      try {
        const scenario = await buildHealedScenario(double);
        scenario.repo.collaborators.set("maintainer", "maintain");
        app = await startAppProcess(env);
        expect(
          await deliver(app, "workflow_run", workflowRunCompleted(double, scenario.repo, scenario.prRun)),
        ).toBe(200);
        await until("the check run", async () => (await queued(app!)) === 0);
        let held = false;
        double.holds.push({ operationId: "git/update-ref", times: 1, held: () => (held = true) });
        expect(await deliver(app, "issue_comment", command(scenario, "/desktest update-replay"))).toBe(200);
        await until("the branch to move", () => held);
        await killAppProcess(app);
        if (lagging) scenario.pull.headSha = scenario.prRun.headSha;
        app = await startAppProcess(env);
        await until("the resumed job to finish", async () => (await queued(app!)) === 0);
        const head = scenario.repo.branches.get(scenario.pull.headRef)!;
        expect(scenario.repo.commits.get(head)!.parents).toEqual([scenario.prRun.headSha]);
        expect(double.requestsTo("git/create-commit")).toHaveLength(1);
        expect(double.requestsTo("git/update-ref")).toHaveLength(1);
        expect(scenario.repo.comments.at(-1)!.body).toContain(
          `@maintainer committed the updated replay to \`feature/save-button\` as \`${head.slice(0, 7)}\``,
        );
        expect(double.violations).toEqual([]);
      } finally {
        if (app) await stopAppProcess(app);
        await double.close();
      }
    }, 120_000);
  }
});

describe("a replica stopped past its lease", () => {
  it("stops before its next effect and logs a warning, while the replica that took the job over finishes it once", async () => {
    const double = new GitHubDouble({ appId: APP_ID, publicKey });
    await double.start();
    const databaseUrl = await postgres.createDatabase("fenced");
    const env = () => ({
      GITHUB_API_URL: double.url,
      DATABASE_URL: databaseUrl,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "desktest-fence-")),
    });
    const replicas: AppProcess[] = [];
    try {
      const scenario = await buildScenario(double);
      const repo = scenario.repo;
      repo.collaborators.set("maintainer", "maintain");
      const a = await startAppProcess(env());
      replicas.push(a);
      // The check run the command acts on, made by A.
      expect(await deliver(a, "workflow_run", workflowRunCompleted(double, repo, scenario.prRun))).toBe(200);
      await until("the check run", async () => (await queued(a)) === 0);

      // A reads the commenter's role and stalls (SIGSTOP) before it acts.
      let release!: () => void;
      let held = false;
      double.holds.push({
        operationId: "repos/get-collaborator-permission-level",
        times: 1,
        held: () => (held = true),
        answerWhen: new Promise<void>((resolve) => (release = resolve)),
      });
      const comment = command(scenario, "/desktest rerun all");
      const commentId = (comment.comment as { id: number }).id;
      expect(await deliver(a, "issue_comment", comment)).toBe(200);
      await until("A to read the role", () => held);
      a.child.kill("SIGSTOP");
      release();

      // B takes the job over once A's lease ends, and carries it out.
      const b = await startAppProcess(env());
      replicas.push(b);
      await until("B to re-run the workflow", () => repo.reruns.length === 1);
      await until("B to finish the job", async () => (await queued(b)) === 0);

      // A wakes up: it finds its lease gone, says so, and does nothing more.
      a.child.kill("SIGCONT");
      await until("A's warning", () => /lost the lease/.test(a.output()));
      const warning = a
        .output()
        .split("\n")
        .find((line) => line.includes("lost the lease"))!;
      expect(JSON.parse(warning).level).toBe(40);
      // What A does next (if anything) arrives within its next request; give it the time of a few.
      await new Promise((r) => setTimeout(r, 1000));
      expect(repo.reruns).toEqual([{ runId: scenario.prRun.id, kind: "all" }]);
      expect(repo.reactions.filter((r) => r.commentId === commentId).map((r) => r.content)).toEqual([
        "eyes",
        "rocket",
      ]);
      expect(double.violations).toEqual([]);
    } finally {
      for (const replica of replicas) {
        replica.child.kill("SIGCONT");
        await stopAppProcess(replica);
      }
      await double.close();
    }
  }, 240_000);
});
