import type { ProbotOctokit } from "probot";
import type { RepoRef } from "./types.ts";

/** One file of a commit: its repository path (validated by the caller) and its bytes. */
export interface CommitFile {
  path: string;
  bytes: Buffer;
}

/** The branch no longer points at the commit the files were made for: someone pushed meanwhile. */
export class BranchMoved extends Error {
  override name = "BranchMoved";
}

/**
 * GitHub refused to move the branch although it is still at the parent: a branch protection rule or a
 * ruleset (GitHub answers 422 for those too). `reason` is GitHub's message, untrusted text.
 */
export class BranchUpdateRefused extends Error {
  override name = "BranchUpdateRefused";
  readonly reason: string;

  constructor(branch: string, reason: string) {
    super(`GitHub refused to move the branch ${branch}: ${reason}`);
    this.reason = reason;
  }
}

/**
 * The commit a branch points at now, read from the ref itself: a pull request's `head.sha` is updated
 * after the ref, so right after a ref update it may still name the old commit.
 */
export async function branchHead(octokit: ProbotOctokit, repo: RepoRef, branch: string): Promise<string> {
  const { data } = await octokit.rest.git.getRef({ ...repo, ref: `heads/${branch}` });
  return data.object.sha;
}

/**
 * Commit `files` on top of `parent` and move `branch` to the commit, through the Git data API: a blob
 * per file (base64: screens are binary), one tree on the parent's tree, one commit, and a fast-forward
 * update of the branch (`force: false`: GitHub refuses with 422 when the branch is no longer at
 * `parent`, and nothing is overwritten). GitHub answers 422 for a protected branch or a ruleset too, so a
 * 422 reads the branch again: `BranchMoved` when it left `parent`, else `BranchUpdateRefused` with
 * GitHub's reason. Several files in one commit, which the contents API (one file per commit) cannot do.
 * Returns the new commit's SHA.
 */
export async function commitFiles(
  octokit: ProbotOctokit,
  repo: RepoRef,
  input: { branch: string; parent: string; message: string; files: readonly CommitFile[] },
): Promise<string> {
  const { data: parent } = await octokit.rest.git.getCommit({ ...repo, commit_sha: input.parent });
  const tree = [];
  for (const file of input.files) {
    const { data: blob } = await octokit.rest.git.createBlob({
      ...repo,
      content: file.bytes.toString("base64"),
      encoding: "base64",
    });
    tree.push({ path: file.path, mode: "100644" as const, type: "blob" as const, sha: blob.sha });
  }
  const { data: newTree } = await octokit.rest.git.createTree({ ...repo, base_tree: parent.tree.sha, tree });
  const { data: commit } = await octokit.rest.git.createCommit({
    ...repo,
    message: input.message,
    tree: newTree.sha,
    parents: [input.parent],
  });
  try {
    await octokit.rest.git.updateRef({
      ...repo,
      ref: `heads/${input.branch}`,
      sha: commit.sha,
      force: false,
    });
  } catch (error) {
    if ((error as { status?: number }).status !== 422) throw error;
    const reason = githubMessage(error);
    if ((await branchHead(octokit, repo, input.branch)) !== input.parent) {
      throw new BranchMoved(`the branch ${input.branch} moved since ${input.parent.slice(0, 7)}: ${reason}`);
    }
    throw new BranchUpdateRefused(input.branch, reason);
  }
  return commit.sha;
}

/** GitHub's own message of a refused request (the response's `message`), else the error's. */
function githubMessage(error: unknown): string {
  const data = (error as { response?: { data?: unknown } }).response?.data;
  const message =
    typeof data === "object" && data !== null ? (data as { message?: unknown }).message : undefined;
  return typeof message === "string" ? message : String((error as Error).message);
}

/** The message of a commit (the idempotency check of a commit made by an earlier attempt). */
export async function commitMessage(octokit: ProbotOctokit, repo: RepoRef, sha: string): Promise<string> {
  const { data } = await octokit.rest.git.getCommit({ ...repo, commit_sha: sha });
  return data.message;
}
