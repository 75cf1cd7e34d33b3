/**
 * Heal mode on the pull request: the check's **Update replay** button and `/desktest update-replay`
 * commit a healed task's updated replay (script and screens, from the run's report artifact) to the
 * pull request's branch through the Git data API; people without write access are refused in words; a
 * fork's pull request gets the patch as a comment; `/desktest rerun heal` and the **Heal failed** button
 * dispatch the workflow with the Action's mode `heal`.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  checkRunEvent,
  prComment,
  startHarness,
  workflowRunCompleted,
  type Harness,
} from "./support/harness.ts";
import {
  buildScenario,
  fixtureScreens,
  SHA,
  type Scenario,
  type ScenarioOptions,
} from "./support/scenario.ts";
import type { HealedSpec } from "./support/fixtures.ts";
import {
  buildHealedScenario,
  healedScreens,
  healedSpec,
  NEW_SCRIPT,
  TASK_FILE,
} from "./support/healed-scenario.ts";
import type { CheckRunState, RepoState } from "../helpers/github-double.ts";

function addPeople(repo: RepoState): void {
  for (const role of ["read", "triage", "write", "maintain", "admin"] as const)
    repo.collaborators.set(`user-${role}`, role);
}

let h: Harness;

beforeEach(async () => {
  h = await startHarness();
});

afterEach(async () => {
  await h.close();
});

/** A pull request comment by `login`; the reactions it got. */
async function comment(scenario: Scenario, body: string, login: string) {
  const commentId = Math.floor(Math.random() * 1e9);
  await h.deliver(
    "issue_comment",
    prComment(scenario.repo, scenario.pull.number, body, { login }, { commentId }),
  );
  await h.settle();
  return scenario.repo.reactions.filter((r) => r.commentId === commentId).map((r) => r.content);
}

describe("Update replay", () => {
  /** A pull request whose heal-mode run healed `calc` (and replayed `clean` cleanly), processed by the App. */
  async function healedRun(
    options: ScenarioOptions & { healed?: HealedSpec; task?: unknown } = {},
  ): Promise<{ scenario: Scenario; check: CheckRunState }> {
    const scenario = await buildHealedScenario(h.double, options);
    addPeople(scenario.repo);
    await h.deliver("workflow_run", workflowRunCompleted(h.double, scenario.repo, scenario.prRun));
    await h.settle();
    const check = [...scenario.repo.checkRuns.values()][0]!;
    return { scenario, check };
  }

  async function press(scenario: Scenario, check: CheckRunState, login: string, identifier: string) {
    await h.deliver(
      "check_run",
      checkRunEvent(scenario.repo, check, "requested_action", { login }, identifier),
    );
    await h.settle();
  }

  const gitWrites = () =>
    ["git/create-blob", "git/create-tree", "git/create-commit", "git/update-ref"].flatMap((op) =>
      h.double.requestsTo(op),
    );

  it("offers the button on a healed run, and the button commits the script and screens to the branch", async () => {
    const { scenario, check } = await healedRun();
    expect(check.output.title).toBe("1 passed, 1 healed (2 tasks)");
    expect(check.actions.map((a) => a.identifier)).toEqual(["update-replay", "rerun-all"]);
    expect(check.output.text).toContain("The check's **Update replay** button");
    expect(check.output.text).toContain("a comment `/desktest update-replay` (every healed task");
    // A task that did not heal offers nothing.
    expect(check.output.text!.match(/Update replay/g)).toHaveLength(1);

    await press(scenario, check, "user-write", "update-replay");

    const repo = scenario.repo;
    const head = repo.branches.get("feature/save-button")!;
    expect(head).not.toBe(SHA.c3);
    expect(repo.commits.get(head)!.parents).toEqual([SHA.c3]);
    const files = h.double.filesAt(repo, "feature/save-button");
    expect(files.get("tasks/calc.replay.py")!.toString("utf8")).toBe(NEW_SCRIPT);
    const screens = await healedScreens();
    expect(files.get("tasks/recorded/step_001.png")!.equals(screens.first)).toBe(true);
    expect(files.get("tasks/recorded/step_002.png")!.equals(screens.second)).toBe(true);
    // The rest of the tree is the parent's; the diff and the artifact's folder names land nowhere.
    expect(files.get("tasks/calc.json")!.toString("utf8")).toBe(JSON.stringify(TASK_FILE, null, 2));
    expect([...files.keys()].sort()).toEqual([
      ".github/desktest.yml",
      "tasks/calc.json",
      "tasks/calc.replay.py",
      "tasks/recorded/step_001.png",
      "tasks/recorded/step_002.png",
    ]);
    // The commit message names the run: the task, the run id and attempt, the check run's link.
    const message = repo.commits.get(head)!.message!;
    expect(message.split("\n")[0]).toBe("desktest: update the replay of calc from its healed run");
    expect(message).toContain(`workflow run ${scenario.prRun.id} (attempt 1,`);
    expect(message).toContain(`Check run: https://github.com/octo-org/desktop-app/runs/${check.id}`);
    expect(message).toContain(
      "- calc: diverged at step 2, healed with 2 new step(s); tasks/calc.replay.py and 2 screen(s) in tasks/recorded/",
    );
    expect(message).toContain("Requested by user-write");
    // The pull request moved with its branch, and is told so.
    expect(scenario.pull.headSha).toBe(head);
    const reply = repo.comments.at(-1)!.body;
    expect(reply).toContain(
      `@user-write committed the updated replay to \`feature/save-button\` as \`${head.slice(0, 7)}\``,
    );
    expect(reply).toContain("- `calc`: `tasks/calc.replay.py` and 2 screen(s) in `tasks/recorded/`");
    // The commit is a fast-forward only.
    expect(h.double.requestsTo("git/update-ref")[0]!.body).toEqual({ sha: head, force: false });
    expect(h.double.violations).toEqual([]);
    expect(h.double.responseViolations).toEqual([]);
  });

  it("refuses people without write access, in words, and commits nothing", async () => {
    const { scenario, check } = await healedRun();
    await press(scenario, check, "user-read", "update-replay");
    expect(scenario.repo.comments.at(-1)!.body).toContain(
      "@user-read **Update replay** was not carried out: **Update replay** needs write access or more to octo-org/desktop-app; @user-read has the read role.",
    );
    const reactions = await comment(scenario, "/desktest update-replay", "user-triage");
    expect(reactions).toEqual(["confused"]);
    expect(scenario.repo.comments.at(-1)!.body).toContain("@user-triage has the triage role");
    const outsider = await comment(scenario, "/desktest update-replay", "stranger");
    expect(outsider).toEqual(["confused"]);
    expect(scenario.repo.comments.at(-1)!.body).toContain("@stranger has no role");
    expect(gitWrites()).toEqual([]);
    expect(scenario.repo.branches.get("feature/save-button")).toBe(SHA.c3);
  });

  it("commits from the command too, for the named task", async () => {
    const { scenario } = await healedRun();
    const unknown = await comment(scenario, "/desktest update-replay clean", "user-maintain");
    expect(unknown).toEqual(["eyes", "confused"]);
    expect(scenario.repo.comments.at(-1)!.body).toContain(
      "`clean` was not healed in the latest run (pass): only a healed task has an updated replay.",
    );
    expect(gitWrites()).toEqual([]);

    const reactions = await comment(scenario, "/desktest update-replay calc", "user-maintain");
    expect(reactions).toEqual(["eyes", "rocket"]);
    const files = h.double.filesAt(scenario.repo, "feature/save-button");
    expect(files.get("tasks/calc.replay.py")!.toString("utf8")).toBe(NEW_SCRIPT);
    expect(h.double.requestsTo("git/create-commit")).toHaveLength(1);
    expect(h.double.violations).toEqual([]);
  });

  it("posts the patch on a fork's pull request and commits nothing", async () => {
    const { scenario, check } = await healedRun({ fork: true });
    expect(check.actions.map((a) => a.identifier)).toContain("update-replay");
    const reactions = await comment(scenario, "/desktest update-replay", "user-write");
    expect(reactions).toEqual(["eyes", "rocket"]);
    const reply = scenario.repo.comments.at(-1)!.body;
    expect(reply).toContain("comes from a fork (`contributor/desktop-app`)");
    expect(reply).toContain("```diff\n--- a/tasks/calc.replay.py\n+++ b/tasks/calc.replay.py\n");
    expect(reply).toContain("+click_element('push button', 'Equals')");
    expect(reply).toMatch(
      /2 screen\(s\) in `artifacts\/calc\/updated-replay\/recorded` of the artifact \[`desktest-report-1of1`\]\(https:\/\/github\.com\/octo-org\/desktop-app\/actions\/runs\/\d+\/artifacts\/\d+\), for `tasks\/recorded`/,
    );
    expect(gitWrites()).toEqual([]);
    expect(h.double.violations).toEqual([]);
  });

  it("writes only where the branch's task file points: a run claiming another destination is refused", async () => {
    // The artifact says its replay replaces a workflow; the task file says otherwise.
    const { scenario, check } = await healedRun({
      healed: await healedSpec({ replaces: ".github/workflows/ci.yml", replacesScreens: null, screens: {} }),
    });
    await press(scenario, check, "user-admin", "update-replay");
    expect(scenario.repo.comments.at(-1)!.body).toContain(
      "the run's updated replay replaces `.github/workflows/ci.yml`, but the task file `tasks/calc.json` on the branch names `tasks/calc.replay.py` as its `replay_script`",
    );
    // A task file that points out of the repository is refused too, whatever the run claims.
    const escaping = await healedRun({
      owner: "octo-org",
      name: "escape",
      task: { ...TASK_FILE, replay_script: "../../../etc/cron.d/x" },
      healed: await healedSpec({ replaces: "../etc/cron.d/x" }),
    });
    await press(escaping.scenario, escaping.check, "user-admin", "update-replay");
    expect(escaping.scenario.repo.comments.at(-1)!.body).toContain(
      "names its `replay_script` `../../../etc/cron.d/x` outside the repository",
    );
    expect(gitWrites()).toEqual([]);
  });

  it("shows an artifact's names and paths inert in its refusals: no mention, link or image reaches the reply", async () => {
    const hostile = "@someone ![x](http://evil.example/a.png) [y](http://evil.example)";
    // A zip entry's name is one path segment: no slashes.
    const flat = "@someone ![x](evil.png) [y](evil)";
    /** The reply with its code spans taken out: what GitHub would render as Markdown. */
    const rendered = (reply: string) => reply.replace(/(`+)[\s\S]*?\1/g, "");
    const cases: { name: string; healed: HealedSpec; says: string }[] = [
      {
        name: "script",
        healed: await healedSpec({ scriptPath: `updated-replay/${hostile}` }),
        says: `has no updated replay script (\`artifacts/calc/updated-replay/${hostile}\`)`,
      },
      {
        name: "screen",
        healed: await healedSpec({ screens: { [`${flat}.png`]: (await healedScreens()).first } }),
        says: `the updated replay's screens hold \`${flat}.png\`, which is not a PNG screen`,
      },
      {
        name: "claim",
        healed: await healedSpec({ replaces: hostile }),
        says: `the run's updated replay replaces \`${hostile}\`, but the task file \`tasks/calc.json\``,
      },
    ];
    for (const c of cases) {
      const { scenario, check } = await healedRun({
        owner: "octo-org",
        name: `inert-${c.name}`,
        healed: c.healed,
      });
      await press(scenario, check, "user-write", "update-replay");
      const reply = scenario.repo.comments.at(-1)!.body;
      expect(reply).toContain(c.says);
      expect(rendered(reply)).not.toMatch(/@someone|\]\(/);
    }
    expect(gitWrites()).toEqual([]);
  });

  it("refuses when GitHub protects the branch, quoting GitHub, instead of calling it a moved branch", async () => {
    const { scenario, check } = await healedRun();
    scenario.repo.protectedBranches.set(
      "feature/save-button",
      "Changes must be made through a pull request.",
    );
    await press(scenario, check, "user-write", "update-replay");
    const reply = scenario.repo.comments.at(-1)!.body;
    expect(reply).toContain(
      "GitHub refused to move the branch `feature/save-button` (a branch protection rule or a ruleset?): `Changes must be made through a pull request.`. Nothing was committed",
    );
    expect(reply).not.toContain("moved since the run");
    expect(h.double.requestsTo("git/update-ref")).toHaveLength(1);
    expect(scenario.repo.branches.get("feature/save-button")).toBe(SHA.c3);
    expect(h.double.violations).toEqual([]);
    expect(h.double.responseViolations).toEqual([]);
  });

  it("says the branch moved when someone pushes while the App makes its commit", async () => {
    const { scenario, check } = await healedRun();
    // A push lands after the App checked the head and before it moves the branch.
    h.double.holds.push({
      operationId: "git/create-commit",
      times: 1,
      held: () => h.double.addCommit(scenario.repo, SHA.c4, [SHA.c3], "feature/save-button"),
      answerWhen: Promise.resolve(),
    });
    await press(scenario, check, "user-write", "update-replay");
    expect(scenario.repo.comments.at(-1)!.body).toContain(
      "the branch `feature/save-button` moved since the run; nothing was committed.",
    );
    expect(scenario.repo.branches.get("feature/save-button")).toBe(SHA.c4);
    expect(h.double.violations).toEqual([]);
  });

  it("refuses when the branch moved since the run", async () => {
    const { scenario, check } = await healedRun();
    h.double.addCommit(scenario.repo, SHA.c4, [SHA.c3], "feature/save-button");
    scenario.pull.headSha = SHA.c4;
    await press(scenario, check, "user-write", "update-replay");
    expect(scenario.repo.comments.at(-1)!.body).toContain(
      "the pull request's head moved since the run (now `4444444`); its updated replay would overwrite newer work.",
    );
    expect(gitWrites()).toEqual([]);
    expect(scenario.repo.branches.get("feature/save-button")).toBe(SHA.c4);
  });
});

describe("heal reruns", () => {
  /** A replay-mode run of the pull request where `replay-broken` failed. */
  async function failedReplay(): Promise<{ scenario: Scenario; check: CheckRunState }> {
    const s = await fixtureScreens();
    const scenario = await buildScenario(h.double, {
      baseline: false,
      head: (_s, sha) => [
        {
          index: 1,
          count: 1,
          headSha: sha,
          mode: "replay",
          tasks: [
            { id: "replay-broken", status: "fail", final: s.head.broken },
            { id: "replay-open", final: s.head.open },
          ],
        },
      ],
    });
    addPeople(scenario.repo);
    scenario.repo.workflows.get(scenario.workflowId)!.dispatchInputs = ["filter", "mode"];
    await h.deliver("workflow_run", workflowRunCompleted(h.double, scenario.repo, scenario.prRun));
    await h.settle();
    return { scenario, check: [...scenario.repo.checkRuns.values()][0]! };
  }

  it("dispatches the workflow with mode heal: the failed tasks, every task, or the named ones", async () => {
    const { scenario } = await failedReplay();
    expect(await comment(scenario, "/desktest rerun heal", "user-write")).toEqual(["eyes", "rocket"]);
    expect(await comment(scenario, "/desktest rerun heal all", "user-write")).toEqual(["eyes", "rocket"]);
    expect(await comment(scenario, "/desktest rerun heal replay-open", "user-write")).toEqual([
      "eyes",
      "rocket",
    ]);
    const ref = "feature/save-button";
    expect(scenario.repo.dispatches).toEqual([
      { workflowId: scenario.workflowId, ref, inputs: { filter: "replay-broken", mode: "heal" } },
      { workflowId: scenario.workflowId, ref, inputs: { mode: "heal" } },
      { workflowId: scenario.workflowId, ref, inputs: { filter: "replay-open", mode: "heal" } },
    ]);
    expect(h.double.violations).toEqual([]);
  });

  it("offers Heal failed on a failed replay run, and the button dispatches in heal mode", async () => {
    const { scenario, check } = await failedReplay();
    expect(check.actions.map((a) => a.identifier)).toEqual(["rerun-failed", "rerun-heal", "rerun-all"]);
    await h.deliver(
      "check_run",
      checkRunEvent(scenario.repo, check, "requested_action", { login: "user-admin" }, "rerun-heal"),
    );
    await h.settle();
    expect(scenario.repo.dispatches).toEqual([
      {
        workflowId: scenario.workflowId,
        ref: "feature/save-button",
        inputs: { filter: "replay-broken", mode: "heal" },
      },
    ]);
  });

  it("names the mode input a workflow lacks, and the repository's own input names", async () => {
    const { scenario } = await failedReplay();
    scenario.repo.workflows.get(scenario.workflowId)!.dispatchInputs = ["filter"];
    expect(await comment(scenario, "/desktest rerun heal", "user-write")).toEqual(["eyes", "confused"]);
    expect(scenario.repo.comments.at(-1)!.body).toContain(
      "does not accept a `workflow_dispatch` with `filter` and `mode` inputs on `feature/save-button`",
    );
    scenario.repo.workflows.get(scenario.workflowId)!.dispatchInputs = ["tasks", "desktest-mode"];
    scenario.repo.files.set(
      ".github/desktest.yml",
      "rerun:\n  filter_input: tasks\n  mode_input: desktest-mode\n",
    );
    expect(await comment(scenario, "/desktest rerun heal", "user-write")).toEqual(["eyes", "rocket"]);
    expect(scenario.repo.dispatches.at(-1)!.inputs).toEqual({
      tasks: "replay-broken",
      "desktest-mode": "heal",
    });
  });
});
