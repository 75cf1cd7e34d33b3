/** A repository as the REST API's path parameters. */
export interface RepoRef {
  owner: string;
  repo: string;
}

/** The parts of a `workflow_run` the app keeps. */
export interface WorkflowRunInfo {
  id: number;
  attempt: number;
  number: number;
  name: string;
  workflowId: number;
  path: string;
  event: string;
  headSha: string;
  headBranch: string | null;
  /** owner/name of the repository the head commit lives in (differs for fork pull requests). */
  headRepository: string | null;
  htmlUrl: string;
  createdAt: string;
  conclusion: string | null;
  pullRequests: { number: number; baseRef: string; baseSha: string; headRef: string }[];
}

export interface PullRequestInfo {
  number: number;
  htmlUrl: string;
  baseRef: string;
  baseSha: string;
  headRef: string;
  headSha: string;
  /** The head repository's owner/name; null when the fork was deleted. */
  headRepository: string | null;
  fromFork: boolean;
  state: string;
}

/** `owner/repo` */
export function fullName(repo: RepoRef): string {
  return `${repo.owner}/${repo.repo}`;
}
