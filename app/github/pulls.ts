import type { ProbotOctokit } from "probot";
import type { PullRequestInfo, RepoRef, WorkflowRunInfo } from "./types.ts";

interface PullLike {
  number: number;
  html_url: string;
  state: string;
  base: { ref: string; sha: string; repo: { full_name: string } | null };
  head: { ref: string; sha: string; repo: { full_name: string } | null };
}

export function toPullRequestInfo(pull: PullLike, repo: RepoRef): PullRequestInfo {
  const headRepository = pull.head.repo?.full_name ?? null;
  return {
    number: pull.number,
    htmlUrl: pull.html_url,
    baseRef: pull.base.ref,
    baseSha: pull.base.sha,
    headRef: pull.head.ref,
    headSha: pull.head.sha,
    headRepository,
    fromFork: headRepository !== `${repo.owner}/${repo.repo}`,
    state: pull.state,
  };
}

/**
 * The open pull requests whose head is the run's head commit. `workflow_run.pull_requests` is empty
 * for fork pull requests (and lists only same-repository ones otherwise), so the commit is looked up:
 * first the pull requests GitHub associates with it, then open pull requests from the head
 * repository's branch, then every open pull request, always keeping those whose head SHA matches.
 */
export async function findPullRequests(
  octokit: ProbotOctokit,
  repo: RepoRef,
  run: WorkflowRunInfo,
): Promise<PullRequestInfo[]> {
  const matches = (pulls: PullLike[]) =>
    pulls
      .filter((p) => p.head.sha === run.headSha && p.state === "open")
      .map((p) => toPullRequestInfo(p, repo));

  if (run.pullRequests.length > 0) {
    const found: PullRequestInfo[] = [];
    for (const pr of run.pullRequests) {
      const { data } = await octokit.rest.pulls.get({ ...repo, pull_number: pr.number });
      found.push(...matches([data]));
    }
    if (found.length > 0) return found;
  }

  const associated = await octokit.rest.repos
    .listPullRequestsAssociatedWithCommit({ ...repo, commit_sha: run.headSha, per_page: 100 })
    .then((r) => r.data)
    .catch((error: { status?: number }) => {
      if (error.status === 404 || error.status === 422) return [] as PullLike[];
      throw error;
    });
  let found = matches(associated);
  if (found.length > 0) return found;

  if (run.headRepository && run.headBranch) {
    const headOwner = run.headRepository.split("/")[0]!;
    const { data } = await octokit.rest.pulls.list({
      ...repo,
      state: "open",
      head: `${headOwner}:${run.headBranch}`,
      per_page: 100,
    });
    found = matches(data);
    if (found.length > 0) return found;
  }

  // Last resort, bounded: the most recently updated open pull requests.
  const { data } = await octokit.rest.pulls.list({
    ...repo,
    state: "open",
    sort: "updated",
    direction: "desc",
    per_page: 100,
  });
  return matches(data);
}
