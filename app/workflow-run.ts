import { existsSync } from "node:fs";
import { mkdtemp, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { ProbotOctokit } from "probot";
import { buildAnnotations, type Annotation } from "./check/annotations.ts";
import { cutText as cut, isQuarantined } from "../src/app-surface.ts";
import { codeSpan, untrusted } from "./check/markdown.ts";
import {
  conclusionOf,
  type CheckModel,
  type EarlierAttempt,
  type TaskResult,
  type TaskVisual,
} from "./check/model.ts";
import { checkActions, completeCheck, failCheck, startCheck } from "./check/publish.ts";
import { renderCheckOutput } from "./check/render.ts";
import type { BaseOutcome } from "./check/base-comparison.ts";
import { artifactBaseline, compareTasks, type BaselineTask } from "./diff/compare-tasks.ts";
import {
  downloadArtifact,
  listRunArtifacts,
  parseArtifactName,
  selectArtifacts,
  type ArtifactInfo,
} from "./github/artifacts.ts";
import type { FlakyLately } from "./history/flaky-lately.ts";
import { BaselineSearch, type BaselineChoice, type BaselineRun } from "./github/baseline.ts";
import { findPullRequests } from "./github/pulls.ts";
import { fullName, type PullRequestInfo, type RepoRef, type WorkflowRunInfo } from "./github/types.ts";
import { mergeReports, type MergedReport } from "../src/app-surface.ts";
import { ReportArtifact, reportPath, taskFiles } from "./report/shard-report.ts";
import { ZipArchive } from "./report/zip-archive.ts";
import { linkMaker, type AppRuntime } from "./runtime.ts";
import { resolveSettings, type RepoSettings } from "./settings.ts";
import { ObjectBudgetExceeded } from "./storage/object-ledger.ts";
import type { ObjectStore } from "./storage/object-store.ts";

export interface Log {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** The `workflow_run` object of a webhook payload, reduced to what the app uses. */
export function toWorkflowRunInfo(run: {
  id: number;
  run_attempt?: number;
  run_number: number;
  name?: string | null;
  workflow_id: number;
  path: string;
  event: string;
  head_sha: string;
  head_branch: string | null;
  head_repository?: { full_name: string } | null;
  html_url: string;
  created_at: string;
  conclusion: string | null;
  pull_requests?:
    ({ number: number; base: { ref: string; sha: string }; head: { ref: string } } | null)[] | null;
}): WorkflowRunInfo {
  return {
    id: run.id,
    attempt: run.run_attempt ?? 1,
    number: run.run_number,
    name: run.name ?? path.basename(run.path),
    workflowId: run.workflow_id,
    path: run.path,
    event: run.event,
    headSha: run.head_sha,
    headBranch: run.head_branch,
    headRepository: run.head_repository?.full_name ?? null,
    htmlUrl: run.html_url,
    createdAt: run.created_at,
    conclusion: run.conclusion,
    pullRequests: (run.pull_requests ?? [])
      .filter((p): p is NonNullable<typeof p> => p !== null)
      .map((p) => ({ number: p.number, baseRef: p.base.ref, baseSha: p.base.sha, headRef: p.head.ref })),
  };
}

export function runKeyOf(repo: RepoRef, run: { id: number; attempt: number }): string {
  return `${fullName(repo)}#${run.id}.${run.attempt}`;
}

export function checkKeyOf(repo: RepoRef, headSha: string, checkName: string): string {
  return `${fullName(repo)}@${headSha}#${checkName}`;
}

/** The check run's name: `.github/desktest.yml`'s check_name or `desktest / <workflow>`, and the suite's prefix. */
export function checkNameOf(settings: RepoSettings, run: WorkflowRunInfo, prefix = DEFAULT_PREFIX): string {
  const base = settings.check_name ?? `desktest / ${run.name}`;
  return cut(prefix === DEFAULT_PREFIX ? base : `${base} (${prefix})`, 100);
}

const DEFAULT_PREFIX = "desktest";

/** Largest trajectories artifact downloaded for what a report artifact lacks (thoughts, review pages). */
export const TRAJECTORIES_FALLBACK_MAX_BYTES = 512 * 1024 * 1024;

export interface ProcessInput {
  octokit: ProbotOctokit;
  repo: RepoRef;
  installationId: number;
  run: WorkflowRunInfo;
  /** Reads `.github/desktest.yml` (Probot's config, from the default branch); null when absent. */
  loadSettings: () => Promise<unknown>;
  log: Log;
}

/**
 * Whether a run (or one suite of it) is finished. "processing" is not: the queue runs one job per run
 * attempt, so a run found processing is this job's own earlier attempt, cut short by a crash or an
 * error, and is taken up again (a check run it created is reused, see startCheck).
 */
async function handled(rt: AppRuntime, key: string): Promise<boolean> {
  const previous = await rt.store.run(key);
  return previous?.state === "done" || previous?.state === "skipped";
}

/**
 * `workflow_run.completed` → one check run per suite (artifact prefix): find the report artifacts
 * (none: not a desktest run), the pull requests of the head commit and the baseline run; download and
 * merge every shard's report, compare the screenshots, render and post the check with its annotations
 * and buttons. Idempotent per run id and attempt: a duplicate delivery finds the attempt handled and
 * calls nothing.
 */
export async function processWorkflowRun(
  rt: AppRuntime,
  input: ProcessInput,
): Promise<"done" | "skipped" | "duplicate"> {
  const { octokit, repo, run, log } = input;
  const runKey = runKeyOf(repo, run);
  if (await handled(rt, runKey)) {
    log.info({ runKey }, "workflow run already handled; ignoring the delivery");
    return "duplicate";
  }

  const artifacts = await listRunArtifacts(octokit, repo, run.id);
  const suites = selectArtifacts(artifacts, "report");
  if (suites.size === 0) {
    await rt.store.setRun(runKey, { state: "skipped" });
    return "skipped";
  }
  const trajectories = selectArtifacts(artifacts, "trajectories");

  const settingsNotes: string[] = [];
  let settingsRaw: unknown = null;
  try {
    settingsRaw = await input.loadSettings();
  } catch (error) {
    settingsNotes.push(
      `\`.github/desktest.yml\` could not be read (${codeSpan(untrusted((error as Error).message))}); defaults apply.`,
    );
  }
  const { settings, problems } = resolveSettings(settingsRaw);
  for (const p of problems) settingsNotes.push(`${codeSpan(untrusted(p))} (defaults apply)`);
  const pulls = await findPullRequests(octokit, repo, run);

  await rt.store.setRun(runKey, { state: "processing" });
  let failure: unknown;
  for (const [prefix, reportArtifacts] of [...suites].sort(([a], [b]) => a.localeCompare(b))) {
    try {
      await processSuite(rt, input, {
        prefix,
        reportArtifacts,
        trajectoryArtifacts: trajectories.get(prefix) ?? [],
        allArtifacts: artifacts,
        settings,
        notes: [...settingsNotes],
        pulls,
      });
    } catch (error) {
      failure ??= error;
    }
  }
  await rt.store.setRun(runKey, { state: failure ? "failed" : "done" });
  if (failure) throw failure;
  return "done";
}

interface SuiteInput {
  prefix: string;
  reportArtifacts: ArtifactInfo[];
  trajectoryArtifacts: ArtifactInfo[];
  allArtifacts: ArtifactInfo[];
  settings: RepoSettings;
  notes: string[];
  pulls: PullRequestInfo[];
}

async function processSuite(rt: AppRuntime, input: ProcessInput, suite: SuiteInput): Promise<void> {
  const { octokit, repo, run, log } = input;
  const { settings, notes, pulls, prefix, reportArtifacts } = suite;
  const suiteKey = `${runKeyOf(repo, run)}${prefix === DEFAULT_PREFIX ? "" : `:${prefix}`}/suite`;
  if (await handled(rt, suiteKey)) return;
  const previous = await rt.store.run(suiteKey);
  const checkName = checkNameOf(settings, run, prefix);
  const checkKey = checkKeyOf(repo, run.headSha, checkName);
  const links = linkMaker(rt, checkKey, repo.owner, repo.repo, run.id);
  const checkRunId =
    previous?.checkRunId ??
    (await startCheck(octokit, repo, {
      name: checkName,
      headSha: run.headSha,
      externalId: `${run.id}:${run.attempt}`,
      appId: rt.config.appId,
      detailsUrl: links.review(),
      title: "Reading the reports and comparing screenshots…",
      summary: `Workflow run [#${run.number}](${run.htmlUrl}) finished; desktest is reading its ${reportArtifacts.length} report artifact(s).`,
    }));
  await rt.store.setRun(suiteKey, { state: "processing", checkKey, checkRunId });

  const workDir = await mkdtemp(path.join(rt.workDir, "run-"));
  const opened: ReportArtifact[] = [];
  try {
    const supplements = new Map(
      suite.trajectoryArtifacts.map((a) => [parseArtifactName(a.name)?.shard ?? "", a] as const),
    );
    const head = await openArtifacts(rt, octokit, repo, reportArtifacts, workDir, opened, notes, log, {
      supplements,
    });
    if (head.shards.length === 0) throw new Error("none of the report artifacts could be read");
    if (head.duplicates.length > 0) {
      notes.push(
        `Tasks reported by more than one shard (the first is shown): ${head.duplicates.map((d) => codeSpan(untrusted(d))).join(", ")}.`,
      );
    }

    const pull = pulls[0] ?? null;
    const found = await searchBase(rt, input, head, pull, prefix, opened, notes, {
      screens: settings.visual.enabled,
    });
    const { baseTasks } = found;
    const baseline: BaselineChoice = settings.visual.enabled
      ? found.baseline
      : { kind: "none", branch: found.baseline.branch, reference: null, run: null, withoutReports: 0 };

    const approvals = new Set<string>();
    for (const p of pulls)
      for (const k of await rt.store.approvals(repo.owner, repo.repo, p.number)) approvals.add(k);
    const objects = rt.objects.scope(fullName(repo), rt.config.runStorageBudgetBytes);
    const visuals = await compareTasks(head, baseTasks, { settings, store: objects, approvals });

    let tasks: TaskResult[] = (await taskResults(head, visuals, objects, notes, settings)).map((t) => ({
      ...t,
      base: found.outcomes.get(t.id) ?? null,
    }));
    if (isBranchRun(run)) await keepBaselineCopies(rt, repo, prefix, run, head, objects, notes);
    if (head.filters.length > 0) tasks = await withEarlierResults(rt, checkKey, tasks);
    if (objects.evicted.objects > 0) {
      notes.push(
        `To keep the App's storage within its budget (OBJECT_BUDGET_MB), ${objects.evicted.objects} stored image(s) and page(s) of older checks (${(objects.evicted.bytes / 1024 / 1024).toFixed(1)} MB) were deleted, the least recently used first: their links in those checks no longer open.`,
      );
    }
    if (head.missingShards.length > 0) {
      notes.push(
        `No report from shard ${head.missingShards.join(", ")} of ${head.shardCount}: its job may have failed before uploading.`,
      );
    }

    const model: CheckModel = {
      version: 1,
      owner: repo.owner,
      repo: repo.repo,
      checkName,
      headSha: run.headSha,
      run,
      pullRequests: pulls,
      mode: head.mode,
      shards: head.shards.map((a) => ({
        name: a.name,
        artifactId: a.artifactId,
        status: a.report.run.status,
      })),
      missingShards: head.missingShards,
      interrupted: head.interrupted,
      filters: head.filters,
      tasks,
      skippedFiles: head.skippedFiles,
      baseline: {
        kind: baseline.kind,
        branch: baseline.branch,
        reference: baseline.reference,
        run: baseline.run,
        withoutReports: baseline.withoutReports,
        fromOlderRuns: baseline.fromOlderRuns ?? 0,
        gaveUp: baseline.gaveUp ?? null,
        comparedTasks: [...visuals.values()].filter((v) => v.status === "changed" || v.status === "unchanged")
          .length,
      },
      visual: {
        enabled: settings.visual.enabled,
        block: settings.visual.block,
        threshold: settings.visual.threshold,
      },
      baseRun: {
        branch: found.baseline.branch,
        run: found.outcomeRun,
        gaveUp: found.baseline.gaveUp ?? null,
      },
      trajectoryArtifacts: suite.trajectoryArtifacts.map((a) => ({ name: a.name, id: a.id })),
      notes,
      approvedBy: null,
      flakyLately: await recordOutcomes(rt, repo, prefix, run, tasks),
      processedAt: new Date().toISOString(),
    };
    await rt.store.saveModel(checkKey, model);
    await publishModel(rt, octokit, checkKey, model, checkRunId, { annotations: true });
    await rt.store.setCheck(checkKey, {
      checkRunId,
      installationId: input.installationId,
      owner: repo.owner,
      repo: repo.repo,
      headSha: run.headSha,
      name: checkName,
      runId: run.id,
      runAttempt: run.attempt,
      pullRequests: pulls.map((p) => p.number),
    });
    await rt.store.setRun(suiteKey, { state: "done", checkKey, checkRunId });
  } catch (error) {
    log.error({ err: error, suiteKey }, "cannot build the check run");
    await rt.store.setRun(suiteKey, { state: "failed", checkKey, checkRunId });
    await failCheck(
      octokit,
      repo,
      checkRunId,
      "desktest could not read this run's reports",
      rt.redactor.redact(
        `The app could not build the check for workflow run [#${run.number}](${run.htmlUrl}):\n` +
          codeSpan(untrusted((error as Error).message || String(error))) +
          "\n\nRe-run the workflow, or redeliver the `workflow_run` webhook from the app's settings.",
      ),
    ).catch((e: unknown) => log.error({ err: e }, "cannot mark the check run failed"));
    // GitHub or the network failing is worth another attempt (the queue retries with back-off); a
    // report that cannot be read stays unreadable: the check says so, and the job is over.
    if (isTransient(error)) throw error;
  } finally {
    for (const a of opened) a.close();
    await rm(workDir, { recursive: true, force: true });
    await pruneCache(rt.cacheDir, 24);
  }
}

/**
 * What the base branch says about each task, from its runs on the ancestry of the merge base, newest
 * first (BaselineSearch):
 *
 * - its outcome: the task's status in the newest run that has it, whatever that run's conclusion (a
 *   failed run's, a partial run's); a task the newest complete run does not have is new;
 * - its baseline screen (when screens are compared): its latest passing run with a final screen.
 *
 * Each candidate's reports are opened (cached zips first, even when GitHub says the artifact expired);
 * a run whose artifacts are gone gives the outcomes the app recorded when it processed it and the app's
 * own copies of its passing screens. The search ends when every task has both, the ancestry has no
 * more runs, or its time is up.
 */
async function searchBase(
  rt: AppRuntime,
  input: ProcessInput,
  head: MergedReport<ReportArtifact>,
  pull: PullRequestInfo | null,
  prefix: string,
  opened: ReportArtifact[],
  notes: string[],
  options: { screens: boolean },
): Promise<{
  baseline: BaselineChoice;
  baseTasks: Map<string, BaselineTask> | null;
  outcomes: Map<string, BaseOutcome>;
  outcomeRun: BaselineRun | null;
}> {
  const { octokit, repo, run, log } = input;
  const cachedZip = (runId: number, artifact: { id: number }) =>
    existsSync(path.join(rt.cacheDir, `baseline-${runId}-${artifact.id}.zip`));
  const search = await BaselineSearch.start(octokit, repo, run, pull, prefix, {
    budgetMs: rt.baselineSearchMs,
    cached: cachedZip,
  });
  const ids = head.tasks.map((t) => t.task.id);
  const wanted = new Set(options.screens ? ids : []);
  const outcomeWanted = new Set(ids);
  const outcomes = new Map<string, BaseOutcome>();
  let outcomeRun: BaselineRun | null = null;
  const outcomeOf = (status: string, candidate: BaselineRun): BaseOutcome => ({
    status: status as BaseOutcome["status"],
    run: {
      id: candidate.id,
      number: candidate.number,
      htmlUrl: candidate.htmlUrl,
      headSha: candidate.headSha,
    },
  });
  const baseTasks = new Map<string, BaselineTask>();
  let first: { kind: BaselineChoice["kind"]; run: BaselineRun } | null = null;
  let fromOlderRuns = 0;
  let withoutReports = 0;
  while (wanted.size > 0 || outcomeWanted.size > 0) {
    const candidate = await search.next();
    if (!candidate) break;
    if (candidate.artifacts.length === 0) {
      // The artifacts expired or are gone: the outcomes the app recorded, and its own copies of that
      // commit's passing screens.
      const recorded = await rt.taskOutcomes.ofRun(fullName(repo), prefix, candidate.run);
      if (recorded.length > 0) outcomeRun ??= candidate.run;
      for (const { taskId, status } of recorded) {
        if (!outcomeWanted.delete(taskId)) continue;
        outcomes.set(taskId, outcomeOf(status, candidate.run));
      }
      const copies =
        wanted.size > 0
          ? await rt.baselineCopies.at(fullName(repo), prefix, candidate.run.headSha)
          : new Map();
      const usable = [...copies.values()].filter((c) => wanted.has(c.taskId));
      if (usable.length === 0) {
        if (wanted.size > 0) withoutReports++;
        continue;
      }
      first ??= { kind: candidate.kind, run: candidate.run };
      for (const copy of usable) {
        baseTasks.set(copy.taskId, rt.baselineCopies.baseline(copy));
        wanted.delete(copy.taskId);
        if (copy.run.id !== first.run.id) fromOlderRuns++;
      }
      continue;
    }
    const base = await openArtifacts(
      rt,
      octokit,
      repo,
      candidate.artifacts,
      rt.cacheDir,
      opened,
      notes,
      log,
      {
        cacheRunId: candidate.run.id,
      },
    );
    if (base.shards.length === 0) continue;
    if (options.screens) first ??= { kind: candidate.kind, run: candidate.run };
    outcomeRun ??= candidate.run;
    if (base.filters.length === 0 && base.missingShards.length === 0) {
      // A complete run without the task: it is new since (or renamed), and older runs are no better.
      const present = new Set(base.tasks.map((t) => t.task.id));
      for (const id of wanted) if (!present.has(id)) wanted.delete(id);
      for (const id of outcomeWanted) if (!present.has(id)) outcomeWanted.delete(id);
    }
    for (const merged of base.tasks) {
      const { task } = merged;
      if (outcomeWanted.delete(task.id)) outcomes.set(task.id, outcomeOf(task.status, candidate.run));
      if (!wanted.has(task.id) || task.status !== "pass" || !task.artifacts?.final_screenshot) continue;
      baseTasks.set(task.id, artifactBaseline(merged));
      wanted.delete(task.id);
      if (first && candidate.run.id !== first.run.id) fromOlderRuns++;
    }
  }
  if (search.gaveUp && wanted.size > 0) {
    notes.push(
      `${search.gaveUp}; ${wanted.size} task(s) have no baseline this time: their screens are not compared.`,
    );
  }
  return {
    baseline: {
      kind: first?.kind ?? "none",
      branch: search.branch,
      reference: search.reference,
      run: first?.run ?? null,
      withoutReports,
      fromOlderRuns,
      gaveUp: search.gaveUp,
    },
    baseTasks: first ? baseTasks : null,
    outcomes,
    outcomeRun,
  };
}

/** A run on a branch (a push, a merge group, a schedule): later checks take their baselines from these. */
function isBranchRun(run: WorkflowRunInfo): boolean {
  return run.headBranch !== null && run.event !== "pull_request" && run.event !== "pull_request_target";
}

/**
 * Record this run's own task outcomes (not results carried over from an earlier run of the commit) and
 * count the suite's flaky tasks over the latest runs the app has seen, this one included.
 */
async function recordOutcomes(
  rt: AppRuntime,
  repo: RepoRef,
  prefix: string,
  run: WorkflowRunInfo,
  tasks: readonly TaskResult[],
): Promise<FlakyLately> {
  const own = tasks.filter((t) => !t.fromEarlierRun);
  const runRef = { id: run.id, attempt: run.attempt, headSha: run.headSha };
  await rt.taskOutcomes.record(fullName(repo), prefix, runRef, own);
  return rt.taskOutcomes.flakyLately(fullName(repo), prefix);
}

/**
 * The app's own copy of each passing task's final screen of a branch run, so that the baseline holds
 * after GitHub deletes the artifact (see BaselineCopies). Within the run's storage budget.
 */
async function keepBaselineCopies(
  rt: AppRuntime,
  repo: RepoRef,
  prefix: string,
  run: WorkflowRunInfo,
  head: MergedReport<ReportArtifact>,
  objects: ObjectStore,
  notes: string[],
): Promise<void> {
  const screens: { taskId: string; bytes: Buffer; extension: "png" | "webp" }[] = [];
  for (const { task, shard } of head.tasks) {
    const path = task.status === "pass" ? taskFiles(task).finalScreenshot : null;
    const bytes = path ? await shard.image(path).catch(() => null) : null;
    if (bytes) screens.push({ taskId: task.id, bytes, extension: isWebp(bytes) ? "webp" : "png" });
  }
  const baselineRun: BaselineRun = {
    id: run.id,
    number: run.number,
    attempt: run.attempt,
    htmlUrl: run.htmlUrl,
    headSha: run.headSha,
    createdAt: run.createdAt,
  };
  try {
    await rt.baselineCopies.keep(fullName(repo), prefix, baselineRun, screens, objects);
  } catch (error) {
    if (!(error instanceof ObjectBudgetExceeded)) throw error;
    notes.push(`Some passing screens were not kept as baselines: ${passedBudget(error.setting)}.`);
  }
}

/** Why an object was not stored, for the check's notes. */
function passedBudget(setting: ObjectBudgetExceeded["setting"]): string {
  return setting === "RUN_STORAGE_BUDGET_MB"
    ? "this run passed its storage budget (RUN_STORAGE_BUDGET_MB)"
    : "the App's storage is full (OBJECT_BUDGET_MB) with this run's own evidence";
}

/** An error another attempt may not meet: GitHub's 5xx and rate limits, the network. */
export function isTransient(error: unknown): boolean {
  const { status, code } = (error ?? {}) as { status?: unknown; code?: unknown };
  if (typeof status === "number") return status >= 500 || status === 429 || status === 408;
  return (
    typeof code === "string" && /^(ECONNRESET|ECONNREFUSED|ETIMEDOUT|EPIPE|EAI_AGAIN|UND_ERR_)/.test(code)
  );
}

/**
 * Render a model and post it to its check run (also after an approval, then without annotations).
 * GitHub appends annotations on every update, so posting them is one effect of the ledger: an attempt
 * that resumes it reads how many the check run already has and posts only the rest.
 */
export async function publishModel(
  rt: AppRuntime,
  octokit: ProbotOctokit,
  checkKey: string,
  model: CheckModel,
  checkRunId: number,
  options: { annotations: boolean },
): Promise<void> {
  const links = linkMaker(rt, checkKey, model.owner, model.repo, model.run.id);
  const output = renderCheckOutput(model, links, { redactor: rt.redactor });
  const repo = { owner: model.owner, repo: model.repo };
  const complete = (annotations: Annotation[]) =>
    completeCheck(octokit, repo, checkRunId, {
      conclusion: conclusionOf(model),
      output,
      annotations,
      actions: checkActions(model),
      detailsUrl: links.review(),
    });
  if (!options.annotations) return complete([]);
  await rt.effects.once({
    key: `check-run:${checkRunId}:annotations`,
    perform: async (resumedFrom) => {
      const annotations = buildAnnotations(model);
      const posted =
        resumedFrom === undefined
          ? 0
          : (await octokit.rest.checks.get({ ...repo, check_run_id: checkRunId })).data.output
              .annotations_count;
      await complete(annotations.slice(posted));
    },
  });
}

async function openArtifacts(
  rt: AppRuntime,
  octokit: ProbotOctokit,
  repo: RepoRef,
  artifacts: ArtifactInfo[],
  dir: string,
  opened: ReportArtifact[],
  notes: string[],
  log: Log,
  options: { cacheRunId?: number; supplements?: Map<string, ArtifactInfo> } = {},
): Promise<MergedReport<ReportArtifact>> {
  const { cacheRunId } = options;
  const results: ReportArtifact[] = [];
  const queue = [...artifacts];
  const worker = async () => {
    for (let artifact = queue.shift(); artifact; artifact = queue.shift()) {
      const file = path.join(
        dir,
        cacheRunId ? `baseline-${cacheRunId}-${artifact.id}.zip` : `${artifact.id}.zip`,
      );
      try {
        // Baseline zips are cached (many pull requests share a baseline); a file only appears there
        // after its download finished and matched the digest.
        const cached =
          cacheRunId !== undefined &&
          (await stat(file).then(
            (s) => s.size > 0,
            () => false,
          ));
        if (!cached) {
          await downloadArtifact(octokit, repo, artifact, `${file}.part`, {
            retryDelayMs: rt.downloadRetryMs,
          });
          await rename(`${file}.part`, file);
        }
        const report = await ReportArtifact.open(file, artifact.name, artifact.id);
        opened.push(report);
        results.push(report);
        const supplement = options.supplements?.get(parseArtifactName(artifact.name)?.shard ?? "");
        if (supplement && supplement.sizeInBytes <= TRAJECTORIES_FALLBACK_MAX_BYTES) {
          // Downloaded only if a file the report artifact lacks is needed (a failing task's trajectory).
          report.setSupplement(async () => {
            const target = path.join(dir, `${supplement.id}.zip`);
            await downloadArtifact(octokit, repo, supplement, target, { retryDelayMs: rt.downloadRetryMs });
            return ZipArchive.open(target);
          });
        }
      } catch (error) {
        log.warn({ err: error, artifact: artifact.name }, "skipping an unreadable report artifact");
        notes.push(
          `${cacheRunId ? "Baseline artifact" : "Artifact"} ${codeSpan(untrusted(artifact.name))} could not be read: ${codeSpan(untrusted((error as Error).message))}.`,
        );
        await rm(file, { force: true });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(3, artifacts.length) }, worker));
  return mergeReports(results);
}

async function taskResults(
  head: MergedReport<ReportArtifact>,
  visuals: Map<string, TaskVisual>,
  objects: ObjectStore,
  notes: string[],
  settings: RepoSettings,
): Promise<TaskResult[]> {
  const out: TaskResult[] = [];
  let overBudget = 0;
  const budgets = new Set<ObjectBudgetExceeded["setting"]>();
  /** Review pages and final screens are evidence, not essential: past a storage budget they are left out. */
  const keep = async (body: Buffer, extension: "html" | "png" | "webp"): Promise<string | null> => {
    try {
      return await objects.put(body, extension);
    } catch (error) {
      if (!(error instanceof ObjectBudgetExceeded)) throw error;
      overBudget++;
      budgets.add(error.setting);
      return null;
    }
  };
  for (const { task, shard: artifact } of head.tasks) {
    const files = taskFiles(task);
    const visual = visuals.get(task.id)!;
    const failing = task.status === "fail" || task.status === "error";
    const interestingScreen = failing || task.status === "flaky" || visual.status === "changed";
    let reviewKey: string | null = null;
    let finalScreenshotKey: string | null = null;
    if (interestingScreen && files.review) {
      const page = await artifact.file(files.review, 64 * 1024 * 1024).catch(() => null);
      if (page) reviewKey = await keep(page, "html");
    }
    if (interestingScreen && files.finalScreenshot) {
      const shot = await artifact.image(files.finalScreenshot).catch(() => null);
      if (shot) finalScreenshotKey = await keep(shot, isWebp(shot) ? "webp" : "png");
    }
    // A diverged replay's expected and actual screens (heal mode).
    const healScreen = async (screen: string | null): Promise<string | null> => {
      const shot = screen ? await artifact.image(screen).catch(() => null) : null;
      return shot ? await keep(shot, isWebp(shot) ? "webp" : "png") : null;
    };
    // A flaky task's failed attempt keeps its evidence: its review page and final screen.
    const earlierAttempts: EarlierAttempt[] = [];
    for (const attempt of task.status === "flaky" ? task.attempts.slice(0, -1).slice(-3) : []) {
      const review = reportPath(attempt.review);
      const screen = reportPath(attempt.final_screenshot);
      const page = review ? await artifact.file(review, 64 * 1024 * 1024).catch(() => null) : null;
      const shot = screen ? await artifact.image(screen).catch(() => null) : null;
      earlierAttempts.push({
        attempt: attempt.attempt,
        status: attempt.status,
        reason: attempt.reason,
        reviewKey: page ? await keep(page, "html") : null,
        finalScreenshotKey: shot ? await keep(shot, isWebp(shot) ? "webp" : "png") : null,
      });
    }
    out.push({
      id: task.id,
      file: task.file,
      status: task.status,
      errorCategory: task.error_category,
      reason: task.reason,
      detail: task.detail,
      culprit: task.culprit,
      ...(task.outcome ? { outcome: task.outcome } : {}),
      ...(task.heal
        ? {
            heal: {
              ...task.heal,
              expectedKey: await healScreen(task.heal.expected_screen),
              actualKey: await healScreen(task.heal.actual_screen),
            },
          }
        : {}),
      flaky: task.flaky,
      quarantined: isQuarantined(task.id, settings.quarantine),
      earlierAttempts,
      durationMs: task.duration_ms,
      steps: task.steps,
      costUsd: task.usage.cost_usd,
      shard: artifact.name,
      failingMetrics: task.metrics
        .filter((m) => !m.passed)
        .map((m) => ({
          metric: m.metric,
          expected: m.expected,
          actual: m.actual,
          detail: m.detail,
          location: m.location,
        })),
      location: task.location,
      failedStep: task.failed_step,
      ...(task.step_times
        ? {
            stepTimes: task.step_times.map((s) => ({
              step: s.step,
              durationMs: s.duration_ms,
              costUsd: s.cost_usd,
            })),
          }
        : {}),
      lastThought: failing ? await artifact.lastThought(task).catch(() => null) : null,
      reviewKey,
      finalScreenshotKey,
      visual,
      fromEarlierRun: false,
    });
  }
  if (overBudget > 0)
    notes.push(
      `${overBudget} review page(s) or final screen(s) were not stored: ${[...budgets].map(passedBudget).join("; ")}.`,
    );
  return out;
}

/**
 * A filtered re-run (`/desktest rerun <task-id…>`) runs only some tasks: the others keep their
 * results from the previous check of the same commit.
 */
async function withEarlierResults(
  rt: AppRuntime,
  checkKey: string,
  tasks: TaskResult[],
): Promise<TaskResult[]> {
  const earlier = await rt.store.loadModel<CheckModel>(checkKey);
  if (!earlier) return tasks;
  const now = new Set(tasks.map((t) => t.id));
  const kept = earlier.tasks.filter((t) => !now.has(t.id)).map((t) => ({ ...t, fromEarlierRun: true }));
  return [...tasks, ...kept].sort((a, b) =>
    a.file < b.file ? -1 : a.file > b.file ? 1 : a.id < b.id ? -1 : 1,
  );
}

function isWebp(bytes: Buffer): boolean {
  return (
    bytes.length > 12 &&
    bytes.toString("latin1", 0, 4) === "RIFF" &&
    bytes.toString("latin1", 8, 12) === "WEBP"
  );
}

/** Keep the newest `keep` cached baseline zips. */
async function pruneCache(dir: string, keep: number): Promise<void> {
  const files = await readdir(dir).catch(() => [] as string[]);
  if (files.length <= keep) return;
  const withTimes = await Promise.all(
    files.map(async (f) => ({
      f,
      t: await stat(path.join(dir, f)).then(
        (s) => s.mtimeMs,
        () => 0,
      ),
    })),
  );
  withTimes.sort((a, b) => b.t - a.t);
  await Promise.all(withTimes.slice(keep).map(({ f }) => rm(path.join(dir, f), { force: true })));
}
