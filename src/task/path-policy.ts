import { existsSync, realpathSync } from "node:fs";
import path from "node:path";
import { hostPathFields } from "./host-paths.ts";
import type { Task } from "./model.ts";

export { PATH_POLICIES, type PathPolicy } from "./path-policy-names.ts";

export interface PathOutside {
  pointer: string;
  value: string;
  /** Where the path really leads (symlinks followed). */
  resolved: string;
}

/**
 * The task's host paths (absolute, as resolveHostPaths leaves them) that lead outside `root`. A path that
 * does not exist is judged by its nearest existing folder, so a symlinked folder cannot smuggle one out.
 */
export function hostPathsOutside(
  task: Task,
  root: string,
  realpath: (p: string) => string = realpathSync.native,
): PathOutside[] {
  const realRoot = realpath(path.resolve(root));
  const outside: PathOutside[] = [];
  for (const field of hostPathFields(task)) {
    const value = field.get();
    if (value === undefined || value === "") continue;
    if (field.orGuestPath && !existsSync(path.resolve(realRoot, value))) continue; // a path in the desktop
    const resolved = resolveExisting(path.resolve(realRoot, value), realpath);
    const relative = path.relative(realRoot, resolved);
    if (relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative))) continue;
    outside.push({ pointer: field.pointer, value, resolved });
  }
  return outside;
}

/** The real path of `target`, or of its nearest existing ancestor with the rest appended. */
function resolveExisting(target: string, realpath: (p: string) => string): string {
  const rest: string[] = [];
  for (let current = target; ; current = path.dirname(current)) {
    try {
      return path.join(realpath(current), ...rest.reverse());
    } catch {
      if (path.dirname(current) === current) return target;
      rest.push(path.basename(current));
    }
  }
}
