/**
 * Where the reference material (`task-schema.json`, `osworld-examples/`, the desktest specs) lives: the folder
 * named by DESKTEST_REFERENCE_DIR, or else the first `shared/reference` found beside the repository or beside
 * one of its parent folders (a checkout at /work/main, a worktree at /work/wt/x and a clone at /work/ci-check
 * all find /work/shared/reference). The tests that read it fail with what was looked for when it is nowhere.
 */
import { existsSync, statSync } from "node:fs";
import path from "node:path";

const repo = path.resolve(import.meta.dirname, "../..");

function isFolder(candidate: string): boolean {
  return existsSync(candidate) && statSync(candidate).isDirectory();
}

/** The reference folder's candidates, nearest first. */
export function referenceCandidates(from = repo, env = process.env): string[] {
  if (env.DESKTEST_REFERENCE_DIR) return [path.resolve(env.DESKTEST_REFERENCE_DIR)];
  const found: string[] = [];
  for (let dir = path.dirname(from); ; dir = path.dirname(dir)) {
    found.push(path.join(dir, "shared", "reference"));
    if (path.dirname(dir) === dir) return found;
  }
}

/** The reference folder, or an error naming where it was looked for and how to point at it. */
export function referenceDir(from = repo, env = process.env): string {
  const candidates = referenceCandidates(from, env);
  const dir = candidates.find(isFolder);
  if (dir !== undefined) return dir;
  throw new Error(
    `The reference folder (task-schema.json, osworld-examples/) was not found: looked in ${candidates.join(", ")}. ` +
      "Set DESKTEST_REFERENCE_DIR to the folder that holds it.",
  );
}

/** A file or folder in the reference folder. */
export function referencePath(...parts: string[]): string {
  return path.join(referenceDir(), ...parts);
}
