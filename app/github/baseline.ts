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

/** Which run the screenshots are compared with, and why. */
export interface BaselineChoice {
  /** `merge-base`: a run of the merge base itself; `before-merge-base`: the newest earlier one. */
  kind: "merge-base" | "before-merge-base" | "none";
  branch: string;
  /** The commit runs must be at or before: the pull request's merge base, or the pushed commit. */
  reference: string | null;
  run: BaselineRun | null;
  artifacts: ArtifactInfo[];
  /** Successful runs passed over because their report artifacts were missing or expired. */
  withoutReports: number;
}

const MAX_RUNS = 40;
const MAX_COMPARES = 12;

/**
 * The baseline of a run: the latest successful run of the same workflow on the base branch whose
 * commit is the merge base or an ancestor of it, and which still has desktest report artifacts. For a
 * run without a pull request (a push), the latest earlier successful run on its own branch at or before
 * its commit.
 */
export async function findBaseline(
  octokit: ProbotOctokit,
  repo: RepoRef,
  run: WorkflowRunInfo,
  pull: { baseRef: string; baseSha: string } | null,
  prefix = "desktest",
): Promise<BaselineChoice> {
  const branch = pull?.baseRef ?? run.headBranch;
  const none = (reference: string | null, withoutReports = 0): BaselineChoice => ({
    kind: "none",
    branch: branch ?? "",
    reference,
    run: null,
    artifacts: [],
    withoutReports,
  });
  if (!branch) return none(null);

  let reference: string | null = run.headSha;
  if (pull) {
    reference = await mergeBase(octokit, repo, pull.baseSha, run.headSha);
    if (!reference) return none(null);
  }

  const { data } = await octokit.rest.actions.listWorkflowRuns({
    ...repo,
    workflow_id: run.workflowId,
    branch,
    status: "success",
    per_page: MAX_RUNS,
  });
  let compares = 0;
  let withoutReports = 0;
  for (const candidate of data.workflow_runs) {
    if (candidate.id === run.id || candidate.conclusion !== "success") continue;
    let kind: BaselineChoice["kind"];
    if (candidate.head_sha === reference) {
      // For a push, the commit's own earlier runs are not a baseline for it.
      if (!pull) continue;
      kind = "merge-base";
    } else {
      if (compares++ >= MAX_COMPARES) break;
      const ancestor = await isAncestor(octokit, repo, candidate.head_sha, reference);
      if (!ancestor) continue;
      kind = "before-merge-base";
    }
    const artifacts = selectReportArtifacts(await listRunArtifacts(octokit, repo, candidate.id), prefix);
    if (artifacts.length === 0) {
      withoutReports++;
      continue;
    }
    return {
      kind,
      branch,
      reference,
      run: {
        id: candidate.id,
        number: candidate.run_number,
        attempt: candidate.run_attempt ?? 1,
        htmlUrl: candidate.html_url,
        headSha: candidate.head_sha,
        createdAt: candidate.created_at,
      },
      artifacts,
      withoutReports,
    };
  }
  return none(reference, withoutReports);
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
