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
 * Commit `files` on top of `parent` and move `branch` to the commit, through the Git data API: a blob
 * per file (base64: screens are binary), one tree on the parent's tree, one commit, and a fast-forward
 * update of the branch (`force: false`: GitHub refuses with 422 when the branch is no longer at
 * `parent`, and nothing is overwritten). Several files in one commit, which the contents API (one file
 * per commit) cannot do. Returns the new commit's SHA.
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
    if ((error as { status?: number }).status === 422) {
      throw new BranchMoved(
        `the branch ${input.branch} moved since ${input.parent.slice(0, 7)}: ${(error as Error).message}`,
      );
    }
    throw error;
  }
  return commit.sha;
}

/** The message of a commit (the idempotency check of a commit made by an earlier attempt). */
export async function commitMessage(octokit: ProbotOctokit, repo: RepoRef, sha: string): Promise<string> {
  const { data } = await octokit.rest.git.getCommit({ ...repo, commit_sha: sha });
  return data.message;
}
