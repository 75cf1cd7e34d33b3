import { existsSync, realpathSync, statSync } from "node:fs";
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

/** A host path no task may name under any policy: the kernel's views, devices, sockets and pipes. */
export interface PathForbidden extends PathOutside {
  /** What it is, for the message: "/proc", "/sys", "a device file", "a socket", "a named pipe". */
  what: string;
}

/** Folders whose files are the kernel's views of processes and devices (`/proc/self/environ`: secrets). */
const KERNEL_FOLDERS = ["/proc", "/sys", "/dev"];

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
  for (const { pointer, value, resolved } of resolvedHostPaths(task, realRoot, realpath)) {
    const relative = path.relative(realRoot, resolved);
    if (relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative))) continue;
    outside.push({ pointer, value, resolved });
  }
  return outside;
}

/**
 * The task's host paths that lead (symlinks followed) into /proc, /sys or /dev, or to a device file, a
 * socket or a named pipe: never read, whatever the path policy.
 */
export function hostPathsForbidden(
  task: Task,
  base: string,
  realpath: (p: string) => string = realpathSync.native,
  stat: (
    p: string,
  ) =>
    | { isCharacterDevice(): boolean; isBlockDevice(): boolean; isSocket(): boolean; isFIFO(): boolean }
    | undefined = (p) => statSync(p, { throwIfNoEntry: false }),
): PathForbidden[] {
  const forbidden: PathForbidden[] = [];
  for (const entry of resolvedHostPaths(task, path.resolve(base), realpath)) {
    const folder = KERNEL_FOLDERS.find((f) => entry.resolved === f || entry.resolved.startsWith(`${f}/`));
    const kind = folder ? undefined : stat(entry.resolved);
    const what = folder
      ? folder
      : kind?.isCharacterDevice() || kind?.isBlockDevice()
        ? "a device file"
        : kind?.isSocket()
          ? "a socket"
          : kind?.isFIFO()
            ? "a named pipe"
            : undefined;
    if (what) forbidden.push({ ...entry, what });
  }
  return forbidden;
}

/** Each host path the task names on this host, with where it really leads. */
function resolvedHostPaths(task: Task, base: string, realpath: (p: string) => string): PathOutside[] {
  const out: PathOutside[] = [];
  for (const field of hostPathFields(task)) {
    const value = field.get();
    if (value === undefined || value === "") continue;
    if (field.orGuestPath && !existsSync(path.resolve(base, value))) continue; // a path in the desktop
    out.push({
      pointer: field.pointer,
      value,
      resolved: resolveExisting(path.resolve(base, value), realpath),
    });
  }
  return out;
}

/** The real path of `target`, or of its nearest existing ancestor with the rest appended. */
export function resolveExisting(
  target: string,
  realpath: (p: string) => string = realpathSync.native,
): string {
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
