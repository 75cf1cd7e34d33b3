import type { ProbotOctokit } from "probot";
import { listRunArtifacts, selectReportArtifacts, type ArtifactInfo } from "./artifacts.ts";
import type { RepoRef, WorkflowRunInfo } from "./types.ts";

export interface BaselineRun {
  id: number;
  number: number;
  attempt: number;
  htmlUrl: string;
  headSha: string;
  createdAt: string;
}

/** Which run the screenshots are compared with, and why (the newest run a task's baseline came from). */
export interface BaselineChoice {
  /** `merge-base`: a run of the merge base itself; `before-merge-base`: an earlier one. */
  kind: "merge-base" | "before-merge-base" | "none";
  branch: string;
  /** The commit runs must be at or before: the pull request's merge base, or the pushed commit. */
  reference: string | null;
  run: BaselineRun | null;
  /** Runs on the ancestry passed over because their report artifacts were missing or expired. */
  withoutReports: number;
  /** Tasks whose baseline came from an older run than `run` (they failed or were absent in newer ones). */
  fromOlderRuns?: number;
  /** Why the search stopped before every task had a baseline (its time ran out), or null. */
  gaveUp?: string | null;
}

/** One completed run on the base branch's ancestry. */
export interface BaselineCandidate {
  kind: "merge-base" | "before-merge-base";
  run: BaselineRun;
  /** Its desktest report artifacts (none when they are missing or expired: the app may keep copies). */
  artifacts: ArtifactInfo[];
}

export interface BaselineSearchOptions {
  /** The search gives up after this long (default 60 s), saying so. */
  budgetMs?: number;
  /** An expired artifact whose zip the app still has is as good as a live one. */
  cached?: (runId: number, artifact: ArtifactInfo) => boolean;
}

/** The `main` of `gh-readonly-queue/main/pr-12-<sha>`: the branch a merge group merges into. */
export function mergeQueueBase(headBranch: string | null): string | null {
  const match = /^gh-readonly-queue\/(.+)\/pr-\d+-[0-9a-f]+$/.exec(headBranch ?? "");
  return match ? match[1]! : null;
}

/**
 * The runs a baseline may come from, newest first: every completed run of the same workflow on the base
 * branch (whatever its conclusion: a run with one failed task still has good screens of the others)
 * whose commit is the reference or one of its ancestors, with its desktest report artifacts. The
 * reference is a pull request's merge base; for a merge group (`merge_group`), the group's commit on its
 * base branch; for a push, the pushed commit (its own runs excluded). No cap on how far back: the
 * search is bounded by time, and says when it gives up.
 */
export class BaselineSearch {
  readonly branch: string;
  readonly reference: string | null;
  gaveUp: string | null = null;
  #pages: AsyncIterator<{ data: unknown }> | null;
  #buffer: RawRun[] = [];
  #checked = 0;
  readonly #ancestry = new Map<string, boolean>();
  readonly #deadline: number;

  readonly #octokit: ProbotOctokit;
  readonly #repo: RepoRef;
  readonly #run: WorkflowRunInfo;
  /** Runs of the reference commit itself count (a pull request's merge base), or not (a push). */
  readonly #ownCommit: boolean;
  readonly #prefix: string;
  readonly #options: BaselineSearchOptions;

  private constructor(
    octokit: ProbotOctokit,
    repo: RepoRef,
    run: WorkflowRunInfo,
    ownCommit: boolean,
    prefix: string,
    options: BaselineSearchOptions,
    branch: string,
    reference: string | null,
  ) {
    this.#octokit = octokit;
    this.#repo = repo;
    this.#run = run;
    this.#ownCommit = ownCommit;
    this.#prefix = prefix;
    this.#options = options;
    this.branch = branch;
    this.reference = reference;
    this.#deadline = Date.now() + (options.budgetMs ?? 60_000);
    if (reference === null) {
      this.#pages = null;
    } else {
      const pages = octokit.paginate.iterator(octokit.rest.actions.listWorkflowRuns, {
        ...repo,
        workflow_id: run.workflowId,
        branch,
        per_page: 100,
      });
      this.#pages = pages[Symbol.asyncIterator]();
    }
  }

  static async start(
    octokit: ProbotOctokit,
    repo: RepoRef,
    run: WorkflowRunInfo,
    pull: { baseRef: string; baseSha: string } | null,
    prefix = "desktest",
    options: BaselineSearchOptions = {},
  ): Promise<BaselineSearch> {
    const queueBase = run.event === "merge_group" ? mergeQueueBase(run.headBranch) : null;
    const branch = pull?.baseRef ?? queueBase ?? run.headBranch ?? "";
    let reference: string | null = branch ? run.headSha : null;
    if (pull && branch) reference = await mergeBase(octokit, repo, pull.baseSha, run.headSha);
    // A pull request's merge base is the base branch's commit; a push or a merge group compares with
    // earlier commits only (its own commit's runs are not a baseline for it).
    return new BaselineSearch(octokit, repo, run, pull !== null, prefix, options, branch, reference);
  }

  /** The next candidate, or null when the ancestry has no more runs (or the time is up: see gaveUp). */
  async next(): Promise<BaselineCandidate | null> {
    if (this.reference === null) return null;
    for (;;) {
      if (Date.now() >= this.#deadline) {
        this.gaveUp = `the baseline search stopped after ${Math.round((this.#options.budgetMs ?? 60_000) / 1000)} s and ${this.#checked} run(s) of ${this.branch}`;
        return null;
      }
      const candidate = await this.#nextRun();
      if (!candidate) return null;
      if (candidate.id === this.#run.id || candidate.status !== "completed") continue;
      this.#checked++;
      let kind: BaselineCandidate["kind"];
      if (candidate.head_sha === this.reference) {
        if (!this.#ownCommit) continue;
        kind = "merge-base";
      } else {
        if (!(await this.#isAncestor(candidate.head_sha))) continue;
        kind = "before-merge-base";
      }
      const all = await listRunArtifacts(this.#octokit, this.#repo, candidate.id);
      const usable = all.map((a) =>
        a.expired && this.#options.cached?.(candidate.id, a) ? { ...a, expired: false } : a,
      );
      const artifacts = selectReportArtifacts(usable, this.#prefix);
      return {
        kind,
        artifacts,
        run: {
          id: candidate.id,
          number: candidate.run_number,
          attempt: candidate.run_attempt ?? 1,
          htmlUrl: candidate.html_url,
          headSha: candidate.head_sha,
          createdAt: candidate.created_at,
        },
      };
    }
  }

  async #nextRun(): Promise<RawRun | undefined> {
    while (this.#buffer.length === 0 && this.#pages) {
      const page = await this.#pages.next();
      if (page.done) {
        this.#pages = null;
        break;
      }
      const data = page.value.data as RawRun[] | { workflow_runs: RawRun[] };
      this.#buffer.push(...(Array.isArray(data) ? data : data.workflow_runs));
    }
    return this.#buffer.shift();
  }

  /** Whether a commit is the reference's ancestor, asked once per commit. */
  async #isAncestor(sha: string): Promise<boolean> {
    let known = this.#ancestry.get(sha);
    if (known === undefined) {
      known = await isAncestor(this.#octokit, this.#repo, sha, this.reference!);
      this.#ancestry.set(sha, known);
    }
    return known;
  }
}

interface RawRun {
  id: number;
  run_number: number;
  run_attempt?: number;
  html_url: string;
  head_sha: string;
  created_at: string;
  status: string | null;
}

async function mergeBase(
  octokit: ProbotOctokit,
  repo: RepoRef,
  baseSha: string,
  headSha: string,
): Promise<string | null> {
  try {
    const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
      ...repo,
      basehead: `${baseSha}...${headSha}`,
      per_page: 1,
    });
    return data.merge_base_commit?.sha ?? null;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}

/** Whether `ancestor` is `descendant` or one of its ancestors. */
async function isAncestor(
  octokit: ProbotOctokit,
  repo: RepoRef,
  ancestor: string,
  descendant: string,
): Promise<boolean> {
  try {
    const { data } = await octokit.rest.repos.compareCommitsWithBasehead({
      ...repo,
      basehead: `${ancestor}...${descendant}`,
      per_page: 1,
    });
    return data.status === "ahead" || data.status === "identical";
  } catch (error) {
    if ((error as { status?: number }).status === 404) return false;
    throw error;
  }
}
