/**
 * Which host files a task may name (apps, `copy` sources, expected files, replay scripts):
 * - `any`: wherever the path leads (a developer's own tasks);
 * - `repository`: only files inside the repository (the workspace), after following symlinks, so that a
 *   task supplied by a pull request cannot copy the runner's files into the desktop and the artifacts.
 * The names alone, for option parsers; applying a policy is path-policy.ts.
 */
export type PathPolicy = "any" | "repository";

export const PATH_POLICIES: readonly PathPolicy[] = ["any", "repository"];
