import { createHash } from "node:crypto";
import type { ProbotOctokit } from "probot";
import { codeSpan, untrusted } from "../check/markdown.ts";
import { approveChanges, groupOfAction, pendingApprovals, taskOfAction } from "../check/approvals.ts";
import { groupTasks } from "../check/change-groups.ts";
import { canApprove, isFailing, type CheckModel, type ShotChange, type TaskResult } from "../check/model.ts";
import { atLeast, repositoryRole, type Role } from "../github/permissions.ts";
import { LeaseLost } from "../lease.ts";
import { toPullRequestInfo } from "../github/pulls.ts";
import { fullName, type PullRequestInfo, type RepoRef } from "../github/types.ts";
import { branchHead } from "../github/commit-files.ts";
import { linkMaker, type AppRuntime } from "../runtime.ts";
import { resolveSettings, type RepoSettings } from "../settings.ts";
import type { CheckRecord } from "../store.ts";
import { publishModel, type Log } from "../workflow-run.ts";
import { HELP_TEXT, type Command } from "./parse-command.ts";
import { NotAllowed, Refusal } from "./refusal.ts";
import {
  checkRunUrl,
  chooseHealed,
  commitTrailer,
  commitUpdatedReplay,
  filesToCommit,
  patchComment,
  readUpdatedReplays,
  updateMessage,
} from "./update-replay.ts";

/** Where a command came from: a pull request comment, a check run button, or GitHub's re-run link. */
export type CommandSource =
  | { kind: "comment"; login: string; commentId: number; createdAt: string; pullNumber: number }
  | {
      kind: "button" | "rerequest";
      login: string;
      checkRunId: number;
      headSha: string;
      externalId: string | null;
    };

const NEEDED: Role = "write";

const describe = (command: Command): string => {
  switch (command.kind) {
    case "rerun-failed":
      return "`/desktest rerun`";
    case "rerun-all":
      return "`/desktest rerun all`";
    case "rerun-tasks":
      return "`/desktest rerun <task-id…>`";
    case "approve":
      return "`/desktest approve`";
    case "approve-tasks":
      return "`/desktest approve <task-id…>`";
    case "approve-button":
      return "**Approve** on this task";
    case "approve-change":
      return "**Approve change** on this check";
    case "rerun-heal":
      return "`/desktest rerun heal`";
    case "update-replay":
      return "**Update replay**";
    case "help":
      return "`/desktest help`";
    default:
      return "this command";
  }
};

interface Target {
  checkKey: string;
  record: CheckRecord;
  model: CheckModel;
  pull: PullRequestInfo | null;
}

/**
 * Run a command: reactions and replies for comments (eyes when accepted, rocket when done, confused
 * with a reply that says why when refused), the permission check (write, maintain or admin by
 * `role_name`), the head-SHA pin, and the action itself. Buttons and re-run requests take the same
 * path with the check run they were clicked on as the target.
 *
 * Each effect is made once per job (`jobKey`, the idempotency key's stem) even when the job is resumed
 * after a crash between GitHub acting and the App recording it: the reply carries a hidden marker that
 * a resumed job looks for in the pull request's comments, a re-run is looked for as the run's next
 * attempt, a dispatch as a run of the workflow on the pinned head. Reactions are idempotent on GitHub.
 */
export async function runCommand(
  rt: AppRuntime,
  octokit: ProbotOctokit,
  repo: RepoRef,
  command: Command,
  source: CommandSource,
  log: Log,
  jobKey: string,
): Promise<"done" | "refused"> {
  const react = async (content: "eyes" | "rocket" | "confused") => {
    if (source.kind !== "comment") return;
    await octokit.rest.reactions.createForIssueComment({ ...repo, comment_id: source.commentId, content });
  };
  const reply = async (pullNumber: number | null, body: string) => {
    if (pullNumber === null) return;
    const marker = effectMarker(`${jobKey}:reply`);
    await rt.effects.once({
      key: `${jobKey}:reply`,
      happened: () => commentCarries(octokit, repo, pullNumber, marker),
      perform: async () => {
        await octokit.rest.issues.createComment({
          ...repo,
          issue_number: pullNumber,
          body: `${rt.redactor.redact(body)}\n\n${marker}`,
        });
      },
    });
  };
  const replyTo = source.kind === "comment" ? source.pullNumber : null;
  try {
    const role = await repositoryRole(octokit, repo, source.login);
    if (!atLeast(role, NEEDED)) {
      throw new NotAllowed(
        `${describe(command)} needs write access or more to ${fullName(repo)}; @${source.login} has ${role === "none" ? "no role" : `the ${role} role`}.`,
      );
    }
    if (command.kind === "help") {
      await react("eyes");
      await reply(replyTo, HELP_TEXT);
      await react("rocket");
      return "done";
    }
    if (command.kind === "invalid") {
      throw new Refusal(`${command.why}. \`/desktest help\` lists the commands.`);
    }
    await react("eyes");
    const target = await resolveTarget(rt, octokit, repo, source, ownCommit(command, jobKey));
    await execute(rt, octokit, repo, command, target, source.login, jobKey, reply);
    await react("rocket");
    return "done";
  } catch (error) {
    // Not this process's job any more: the one that holds it answers.
    if (error instanceof LeaseLost) throw error;
    const refused = error instanceof Refusal;
    if (!refused) log.error({ err: error, command: command.kind }, "command failed");
    const why = refused
      ? error.message
      : `GitHub refused it: ${codeSpan(untrusted((error as Error).message), { max: 300 })}`;
    await react("confused").catch(() => undefined);
    if (error instanceof NotAllowed) {
      log.info({ login: source.login, command: command.kind }, error.message);
      // A refused commit to a branch is answered in words (it says who may); others get the reaction only.
      if (!writesToBranch(command)) return "refused";
    }
    const pullNumber = replyTo ?? (await pullOfCheck(rt, source));
    await reply(pullNumber, `@${source.login} ${describe(command)} was not carried out: ${why}`).catch(
      (e: unknown) => log.error({ err: e }, "cannot reply"),
    );
    return "refused";
  }
}

/** The trailer of the commit this job makes, if it makes one (see update-replay.ts). */
function ownCommit(command: Command, jobKey: string): string | null {
  return command.kind === "update-replay" ? commitTrailer(jobKey) : null;
}

/** The parent of `sha` when `sha` is the commit that carries `trailer` (this job's own), else null. */
async function ownCommitParent(
  octokit: ProbotOctokit,
  repo: RepoRef,
  sha: string,
  trailer: string,
): Promise<string | null> {
  const { data } = await octokit.rest.git.getCommit({ ...repo, commit_sha: sha });
  return data.message.includes(trailer) ? (data.parents[0]?.sha ?? null) : null;
}

/** Commands that commit to the pull request's branch: a refusal of one is always explained. */
function writesToBranch(command: Command): boolean {
  return command.kind === "update-replay";
}

async function pullOfCheck(rt: AppRuntime, source: CommandSource): Promise<number | null> {
  if (source.kind === "comment") return source.pullNumber;
  const key = await rt.store.checkKeyOfRun(source.checkRunId);
  const record = key ? await rt.store.check(key) : undefined;
  return record?.pullRequests[0] ?? null;
}

/**
 * The check a command acts on. A comment acts on the latest check of the pull request's head commit,
 * and only if that commit's run was created before the comment was written (otherwise the head moved
 * after the comment and the commenter has not seen what they would approve or re-run). A button acts
 * on the check run it belongs to.
 */
async function resolveTarget(
  rt: AppRuntime,
  octokit: ProbotOctokit,
  repo: RepoRef,
  source: CommandSource,
  ownTrailer: string | null,
): Promise<Target> {
  if (source.kind !== "comment") {
    const checkKey = await rt.store.checkKeyOfRun(source.checkRunId);
    const record = checkKey ? await rt.store.check(checkKey) : undefined;
    const model = checkKey ? await rt.store.loadModel<CheckModel>(checkKey) : undefined;
    if (!checkKey || !record || !model) throw new Refusal("this check run is not known to the app any more.");
    if (record.checkRunId !== source.checkRunId) {
      throw new Refusal("a newer desktest check run exists for this commit; use its buttons.");
    }
    return { checkKey, record, model, pull: null };
  }
  const { data } = await octokit.rest.pulls.get({ ...repo, pull_number: source.pullNumber });
  const pull = toPullRequestInfo(data, repo);
  if (pull.state !== "open") throw new Refusal("the pull request is not open.");
  // A resumed Update replay finds the branch at its own commit (which may have a check of its own by
  // then, and which the pull request's head may not show yet): it acts on its parent's check.
  const parent =
    ownTrailer && !pull.fromFork
      ? await ownCommitParent(octokit, repo, await branchHead(octokit, repo, pull.headRef), ownTrailer)
      : null;
  const latest = (await rt.store.checksOfCommit(repo.owner, repo.repo, parent ?? pull.headSha))[0];
  const model = latest ? await rt.store.loadModel<CheckModel>(latest.key) : undefined;
  if (!latest || !model) {
    throw new Refusal(
      `there is no desktest check for the head commit ${codeSpan(untrusted(pull.headSha.slice(0, 7)))} yet (or the head changed after the comment).`,
    );
  }
  if (Date.parse(model.run.createdAt) > Date.parse(source.createdAt)) {
    throw new Refusal(
      `the pull request's head changed after the comment was written (now ${codeSpan(untrusted(pull.headSha.slice(0, 7)))}); comment again to act on the new head.`,
    );
  }
  return { checkKey: latest.key, record: latest.record, model, pull };
}

async function execute(
  rt: AppRuntime,
  octokit: ProbotOctokit,
  repo: RepoRef,
  command: Command,
  target: Target,
  login: string,
  jobKey: string,
  reply: (pullNumber: number | null, body: string) => Promise<void>,
): Promise<void> {
  const { model } = target;
  // A re-run is the run's next attempt: one that started since the model's attempt is this job's.
  const rerun = (request: () => Promise<unknown>) =>
    rt.effects.once({
      key: `${jobKey}:rerun`,
      happened: async () => {
        const { data } = await octokit.rest.actions.getWorkflowRun({ ...repo, run_id: model.run.id });
        return (data.run_attempt ?? 1) > model.run.attempt;
      },
      perform: async () => {
        await request();
      },
    });
  switch (command.kind) {
    case "rerun-failed": {
      const failed = model.tasks.filter((t) => t.status === "fail" || t.status === "error").length;
      if (failed === 0 && model.missingShards.length === 0) {
        throw new Refusal("no task failed in the latest run; `/desktest rerun all` runs everything again.");
      }
      await rerun(() => octokit.rest.actions.reRunWorkflowFailedJobs({ ...repo, run_id: model.run.id }));
      return;
    }
    case "rerun-all":
      await rerun(() => octokit.rest.actions.reRunWorkflow({ ...repo, run_id: model.run.id }));
      return;
    case "rerun-tasks": {
      const pull = target.pull;
      if (!pull) throw new Refusal("named tasks can only be re-run from a comment.");
      await dispatch(rt, octokit, repo, target, pull, jobKey, { tasks: command.tasks });
      return;
    }
    case "rerun-heal": {
      const pull = await pullOf(rt, octokit, repo, target);
      let tasks: string[] | null;
      if (command.tasks === "all") tasks = null;
      else if (command.tasks === "failed") {
        tasks = model.tasks.filter((t) => isFailing(t) && !t.fromEarlierRun).map((t) => t.id);
        if (tasks.length === 0) {
          throw new Refusal(
            "no task failed in the latest run; `/desktest rerun heal all` heals every task, `/desktest rerun heal <task-id…>` the named ones.",
          );
        }
      } else tasks = command.tasks;
      await dispatch(rt, octokit, repo, target, pull, jobKey, { tasks, mode: "heal" });
      return;
    }
    case "update-replay": {
      const pull = await pullOf(rt, octokit, repo, target);
      await reply(
        pull.number,
        await updateReplay(rt, octokit, repo, target, pull, command.tasks, login, jobKey),
      );
      return;
    }
    case "approve":
    case "approve-tasks":
    case "approve-button":
    case "approve-change": {
      // A comment acts on every suite's check of the commit (a run with several artifact prefixes has
      // several); a button on its own check.
      const targets =
        command.kind === "approve-change" ? [target] : [target, ...(await siblings(rt, target))];
      const chosen =
        command.kind === "approve-change"
          ? chooseGroup(target, command.digest)
          : chooseApprovals(targets, command);
      // Approving everything, or a group, approves the changes themselves: the same change elsewhere
      // on the pull request (another task, a later push) is approved too. A named task is approved alone.
      const byFingerprint = command.kind === "approve" || command.kind === "approve-change";
      for (const { target: t, tasks, which } of chosen) {
        const keys = tasks.flatMap((task) => approveChanges(task, which, byFingerprint));
        for (const pr of t.model.pullRequests)
          await rt.store.addApprovals(repo.owner, repo.repo, pr.number, keys);
        for (const task of tasks) {
          if (command.kind !== "approve" && task.visual.accepted) task.visual.approvedBy = login;
        }
        if (command.kind === "approve") t.model.approvedBy = login;
        await rt.store.saveModel(t.checkKey, t.model);
        await publishModel(rt, octokit, t.checkKey, t.model, t.record.checkRunId, { annotations: false });
      }
      return;
    }
    default:
      return;
  }
}

/**
 * A `workflow_dispatch` of the run's workflow on the pull request's branch (same-repository branches
 * only), pinned to the head the command acts on: the tasks in the filter input (null: every task) and,
 * for a heal, the Action's mode in the mode input (both named by `.github/desktest.yml`'s `rerun`).
 */
async function dispatch(
  rt: AppRuntime,
  octokit: ProbotOctokit,
  repo: RepoRef,
  target: Target,
  pull: PullRequestInfo,
  jobKey: string,
  what: { tasks: string[] | null; mode?: "heal" },
): Promise<void> {
  const { model } = target;
  if (pull.fromFork) {
    throw new Refusal(
      "this pull request comes from a fork, whose branch cannot be dispatched here; `/desktest rerun` re-runs the failed jobs instead.",
    );
  }
  // Dispatch runs the branch's current head: make sure it is still the pinned commit.
  const { data } = await octokit.rest.pulls.get({ ...repo, pull_number: pull.number });
  if (data.head.sha !== model.headSha)
    throw new Refusal("the pull request's head changed meanwhile; comment again.");
  const { rerun } = await repositorySettings(octokit, repo);
  const inputs: Record<string, string> = {};
  if (what.tasks) inputs[rerun.filter_input] = what.tasks.join("\n");
  if (what.mode) inputs[rerun.mode_input] = what.mode;
  const names = Object.keys(inputs).map((name) => `\`${name}\``);
  try {
    await rt.effects.once({
      key: `${jobKey}:dispatch`,
      happened: (plannedAt) => dispatchedSince(octokit, repo, model.run.workflowId, pull, plannedAt),
      perform: async () => {
        await octokit.rest.actions.createWorkflowDispatch({
          ...repo,
          workflow_id: model.run.workflowId,
          ref: pull.headRef,
          ...(names.length > 0 ? { inputs } : {}),
        });
      },
    });
  } catch (error) {
    if ((error as { status?: number }).status === 422) {
      throw new Refusal(
        `the workflow ${codeSpan(untrusted(model.run.path))} does not accept a \`workflow_dispatch\`${names.length === 1 ? ` with a ${names[0]} input` : names.length > 1 ? ` with ${names.join(" and ")} inputs` : ""} on ${codeSpan(untrusted(pull.headRef))}.`,
      );
    }
    throw error;
  }
}

/**
 * The pull request a command acts on: a comment's own, a button's from the check (its first pull
 * request that is still open), read from GitHub now.
 */
async function pullOf(
  rt: AppRuntime,
  octokit: ProbotOctokit,
  repo: RepoRef,
  target: Target,
): Promise<PullRequestInfo> {
  if (target.pull) return target.pull;
  for (const number of target.record.pullRequests) {
    const { data } = await octokit.rest.pulls.get({ ...repo, pull_number: number });
    const pull = toPullRequestInfo(data, repo);
    if (pull.state === "open") return pull;
  }
  throw new Refusal("this check belongs to no open pull request.");
}

/**
 * Update replay: the healed tasks' updated replays, read from the run's report artifact, committed to a
 * same-repository branch (at the paths the branch's task files name, checked); a fork gets the patch.
 * Returns the reply.
 */
async function updateReplay(
  rt: AppRuntime,
  octokit: ProbotOctokit,
  repo: RepoRef,
  target: Target,
  pull: PullRequestInfo,
  names: string[],
  login: string,
  jobKey: string,
): Promise<string> {
  const { model } = target;
  const tasks = chooseHealed(model, names);
  // The head moved since the run: refused, unless it is this job's own commit (a resumed job). A
  // same-repository branch is read from its ref (the pull request's head lags a ref update).
  const head = pull.fromFork ? pull.headSha : await branchHead(octokit, repo, pull.headRef);
  const moved =
    head !== model.headSha &&
    (pull.fromFork || (await ownCommitParent(octokit, repo, head, commitTrailer(jobKey))) !== model.headSha);
  if (moved) {
    throw new Refusal(
      `the pull request's head moved since the run (now ${codeSpan(untrusted(head.slice(0, 7)))}); its updated replay would overwrite newer work. Re-run with \`/desktest rerun heal\`.`,
    );
  }
  const replays = await readUpdatedReplays(rt, octokit, repo, model, tasks);
  const links = linkMaker(rt, target.checkKey, repo.owner, repo.repo, model.run.id);
  const artifactLink = (name: string) =>
    links.artifact(model.shards.find((s) => s.name === name)?.artifactId ?? 0);
  if (pull.fromFork) return patchComment(login, pull, replays, artifactLink);
  const { files, destinations } = await filesToCommit(octokit, repo, model.headSha, replays);
  // The App's own secrets never reach a commit (as they never reach a comment).
  const message = rt.redactor.redact(
    updateMessage({
      model,
      replays,
      destinations,
      checkRunUrl: checkRunUrl(rt.config.githubWebUrl, repo, target.record.checkRunId),
      login,
      jobKey,
    }),
  );
  const sha = await commitUpdatedReplay(rt, octokit, repo, pull, {
    files,
    message,
    parent: model.headSha,
    jobKey,
  });
  const list = replays
    .map((r) => {
      const d = destinations.get(r.task.id)!;
      const screens =
        d.screens && r.screens.size
          ? ` and ${r.screens.size} screen(s) in ${codeSpan(untrusted(`${d.screens}/`))}`
          : "";
      return `- ${codeSpan(untrusted(r.task.id), { max: 120 })}: ${codeSpan(untrusted(d.script))}${screens}`;
    })
    .join("\n");
  return `@${login} committed the updated replay${replays.length > 1 ? "s" : ""} to ${codeSpan(untrusted(pull.headRef))} as ${codeSpan(untrusted(sha.slice(0, 7)))}:\n\n${list}\n\nThe commit starts a new run; its replay should now pass without healing.`;
}

const everyChange = () => true;

/** The tasks of the group a button names and its changes in them, or a refusal that says why there are none. */
function chooseGroup(target: Target, digest: string): Approval[] {
  const group = groupOfAction(target.model, digest);
  if (!group) throw new Refusal("the latest run has no such change.");
  if (group.pending.length === 0) {
    throw new Refusal(
      group.accepted
        ? "this change is already approved."
        : "this change occurs only in failing tasks: a failing task's screen is approved once it passes.",
    );
  }
  const tasks = groupTasks({ ...group, occurrences: group.pending });
  return [{ target, tasks, which: (change) => change.fingerprint === group.fingerprint }];
}

interface Approval {
  target: Target;
  tasks: TaskResult[];
  /** Which of each task's changes are approved. */
  which: (change: ShotChange) => boolean;
}

/**
 * The tasks an approval accepts in each check, or a refusal that says why there are none: every task
 * waiting for approval (`/desktest approve`, "Approve visuals"), or the named ones (all of them must be
 * there, changed and not failing, or nothing is approved). A failing task's screen is never approved.
 */
function chooseApprovals(
  targets: Target[],
  command: Extract<Command, { kind: "approve" | "approve-tasks" | "approve-button" }>,
): Approval[] {
  const name = (id: string) => codeSpan(untrusted(id), { max: 120 });
  if (command.kind === "approve") {
    const chosen = targets
      .map((target) => ({ target, tasks: pendingApprovals(target.model), which: everyChange }))
      .filter((c) => c.tasks.length > 0);
    if (chosen.length > 0) return chosen;
    const changed = targets.flatMap((t) => t.model.tasks.filter((task) => task.visual.status === "changed"));
    const failing = changed.filter((task) => !canApprove(task));
    const names = failing.slice(0, 10).map((t) => name(t.id));
    const note = failing.length
      ? ` ${names.join(", ")}${failing.length > names.length ? ` and ${failing.length - names.length} more` : ""} failed: a failing task's screen is approved once it passes.`
      : "";
    if (changed.length > failing.length) throw new Refusal(`the visual changes are already approved.${note}`);
    if (failing.length > 0) throw new Refusal(`no task that passed has a visual change to approve.${note}`);
    throw new Refusal("the latest run has no visual changes to approve.");
  }
  const found = new Map<Target, TaskResult[]>();
  const digest = command.kind === "approve-button" ? command.digest : "";
  const wanted =
    command.kind === "approve-tasks"
      ? command.tasks.map((id) => ({ id, shown: name(id) }))
      : [{ id: null, shown: "this task" }];
  let fresh = 0;
  for (const want of wanted) {
    const matches = targets.flatMap((target) =>
      target.model.tasks
        .filter((task) =>
          want.id === null ? taskOfAction(target.model, digest) === task : task.id === want.id,
        )
        .map((task) => ({ target, task })),
    );
    if (matches.length === 0) throw new Refusal(`the latest run has no task ${want.shown}.`);
    for (const { target, task } of matches) {
      if (isFailing(task)) {
        throw new Refusal(
          `${name(task.id)} failed in the latest run: a failing task's screen is not approved (fix it, or re-run it, first).`,
        );
      }
      if (!canApprove(task)) throw new Refusal(`${name(task.id)} has no visual change to approve.`);
      if (task.visual.accepted) continue;
      fresh++;
      found.set(target, [...(found.get(target) ?? []), task]);
    }
  }
  if (fresh === 0) {
    throw new Refusal(
      wanted.length === 1
        ? "its visual change is already approved."
        : "their visual changes are already approved.",
    );
  }
  return [...found].map(([target, tasks]) => ({ target, tasks, which: everyChange }));
}

/** The other suites' checks of the same commit (comments only; a button acts on its own check). */
async function siblings(rt: AppRuntime, target: Target): Promise<Target[]> {
  if (!target.pull) return [];
  const out: Target[] = [];
  for (const { key, record } of await rt.store.checksOfCommit(
    target.model.owner,
    target.model.repo,
    target.model.headSha,
  )) {
    if (key === target.checkKey) continue;
    const model = await rt.store.loadModel<CheckModel>(key);
    if (model) out.push({ checkKey: key, record, model, pull: target.pull });
  }
  return out;
}

/** The hidden marker of one reply: HTML comments do not show in GitHub's rendering of a comment. */
function effectMarker(key: string): string {
  return `<!-- desktest-effect: ${createHash("sha256").update(key).digest("hex").slice(0, 32)} -->`;
}

/** Whether a comment on the pull request carries `marker` (its newest comments, up to 300). */
async function commentCarries(
  octokit: ProbotOctokit,
  repo: RepoRef,
  pullNumber: number,
  marker: string,
): Promise<boolean> {
  let page = 1;
  for (; page <= 3; page++) {
    const { data } = await octokit.rest.issues.listComments({
      ...repo,
      issue_number: pullNumber,
      per_page: 100,
      page,
    });
    if (data.some((c) => c.body?.includes(marker))) return true;
    if (data.length < 100) return false;
  }
  return false;
}

/** Clocks differ: a dispatched run created this long before the plan still counts as this job's. */
const CLOCK_SKEW_MS = 120_000;

/** Whether a run of the workflow was dispatched on the pull request's pinned head since `plannedAt`. */
async function dispatchedSince(
  octokit: ProbotOctokit,
  repo: RepoRef,
  workflowId: number,
  pull: PullRequestInfo,
  plannedAt: number,
): Promise<boolean> {
  const since = new Date(Math.floor((plannedAt - CLOCK_SKEW_MS) / 1000) * 1000).toISOString();
  const { data } = await octokit.rest.actions.listWorkflowRuns({
    ...repo,
    workflow_id: workflowId,
    event: "workflow_dispatch",
    branch: pull.headRef,
    head_sha: pull.headSha,
    created: `>=${since.replace(/\.\d+Z$/, "Z")}`,
    per_page: 100,
  });
  return data.workflow_runs.some((r) => r.head_sha === pull.headSha);
}

/** `.github/desktest.yml` from the default branch (its `rerun` names the workflow_dispatch inputs). */
async function repositorySettings(octokit: ProbotOctokit, repo: RepoRef): Promise<RepoSettings> {
  const { config } = await octokit.config
    .get({ ...repo, path: ".github/desktest.yml" })
    .catch(() => ({ config: null }));
  return resolveSettings(config ?? null).settings;
}
