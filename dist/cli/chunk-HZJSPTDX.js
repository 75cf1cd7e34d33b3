import {
  hostPathFields
} from "./chunk-G7CQGW6M.js";

// src/task/path-policy.ts
import { existsSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
var KERNEL_FOLDERS = ["/proc", "/sys", "/dev"];
function hostPathsOutside(task, root, realpath = realpathSync.native) {
  const realRoot = realpath(path.resolve(root));
  const outside = [];
  for (const { pointer, value, resolved } of resolvedHostPaths(task, realRoot, realpath)) {
    const relative = path.relative(realRoot, resolved);
    if (relative === "" || !relative.startsWith("..") && !path.isAbsolute(relative)) continue;
    outside.push({ pointer, value, resolved });
  }
  return outside;
}
function hostPathsForbidden(task, base, realpath = realpathSync.native, stat = (p) => statSync(p, { throwIfNoEntry: false })) {
  const forbidden = [];
  for (const entry of resolvedHostPaths(task, path.resolve(base), realpath)) {
    const folder = KERNEL_FOLDERS.find((f) => entry.resolved === f || entry.resolved.startsWith(`${f}/`));
    const kind = folder ? void 0 : stat(entry.resolved);
    const what = folder ? folder : kind?.isCharacterDevice() || kind?.isBlockDevice() ? "a device file" : kind?.isSocket() ? "a socket" : kind?.isFIFO() ? "a named pipe" : void 0;
    if (what) forbidden.push({ ...entry, what });
  }
  return forbidden;
}
function resolvedHostPaths(task, base, realpath) {
  const out = [];
  for (const field of hostPathFields(task)) {
    const value = field.get();
    if (value === void 0 || value === "") continue;
    if (field.orGuestPath && !existsSync(path.resolve(base, value))) continue;
    out.push({
      pointer: field.pointer,
      value,
      resolved: resolveExisting(path.resolve(base, value), realpath)
    });
  }
  return out;
}
function resolveExisting(target, realpath = realpathSync.native) {
  const rest = [];
  for (let current = target; ; current = path.dirname(current)) {
    try {
      return path.join(realpath(current), ...rest.reverse());
    } catch {
      if (path.dirname(current) === current) return target;
      rest.push(path.basename(current));
    }
  }
}

export {
  hostPathsOutside,
  hostPathsForbidden,
  resolveExisting
};
