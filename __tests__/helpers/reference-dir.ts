/**
 * Where the reference material (`task-schema.json`, `osworld-examples/`, the desktest specs) lives: the folder
 * named by DESKTEST_REFERENCE_DIR, or else the first `shared/reference` found beside the repository or beside
 * one of its parent folders (a checkout at /work/main, a worktree at /work/wt/x and a clone at /work/ci-check
 * all find /work/shared/reference), then beside the checkout it was cloned from when that is a folder on this
 * machine (a clone at /tmp/fresh of /work/main, as CONTRIBUTING.md runs the CI). The tests that read it fail
 * with what was looked for when it is nowhere.
 */
import { execFileSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import path from "node:path";

const repo = path.resolve(import.meta.dirname, "../..");

function isFolder(candidate: string): boolean {
  return existsSync(candidate) && statSync(candidate).isDirectory();
}

/** The checkout `from` was cloned from, when its `origin` is a folder on this machine. */
export function localOrigin(from: string): string | undefined {
  let url: string;
  try {
    url = execFileSync("git", ["-C", from, "config", "--get", "remote.origin.url"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return undefined;
  }
  const folder = url.startsWith("file://") ? url.slice("file://".length) : url;
  return path.isAbsolute(folder) && isFolder(folder) ? folder : undefined;
}

function besideParents(from: string): string[] {
  const found: string[] = [];
  for (let dir = path.dirname(from); ; dir = path.dirname(dir)) {
    found.push(path.join(dir, "shared", "reference"));
    if (path.dirname(dir) === dir) return found;
  }
}

/** The reference folder's candidates, nearest first. */
export function referenceCandidates(from = repo, env = process.env, origin = localOrigin(from)): string[] {
  if (env.DESKTEST_REFERENCE_DIR) return [path.resolve(env.DESKTEST_REFERENCE_DIR)];
  const found = besideParents(from);
  if (origin !== undefined) found.push(...besideParents(origin).filter((dir) => !found.includes(dir)));
  return found;
}

let found: string | undefined;

/** The reference folder, or an error naming where it was looked for and how to point at it. */
export function referenceDir(from = repo, env = process.env): string {
  if (from === repo && env === process.env && found !== undefined) return found;
  const candidates = referenceCandidates(from, env);
  const dir = candidates.find(isFolder);
  if (dir !== undefined) {
    if (from === repo && env === process.env) found = dir;
    return dir;
  }
  throw new Error(
    `The reference folder (task-schema.json, osworld-examples/) was not found: looked in ${candidates.join(", ")}. ` +
      "Set DESKTEST_REFERENCE_DIR to the folder that holds it.",
  );
}

/** A file or folder in the reference folder. */
export function referencePath(...parts: string[]): string {
  return path.join(referenceDir(), ...parts);
}
