import {
  hostPathFields
} from "./chunk-QGBDAZ6B.js";

// src/task/path-policy.ts
import { existsSync, realpathSync } from "node:fs";
import path from "node:path";
function hostPathsOutside(task, root, realpath = realpathSync.native) {
  const realRoot = realpath(path.resolve(root));
  const outside = [];
  for (const field of hostPathFields(task)) {
    const value = field.get();
    if (value === void 0 || value === "") continue;
    if (field.orGuestPath && !existsSync(path.resolve(realRoot, value))) continue;
    const resolved = resolveExisting(path.resolve(realRoot, value), realpath);
    const relative = path.relative(realRoot, resolved);
    if (relative === "" || !relative.startsWith("..") && !path.isAbsolute(relative)) continue;
    outside.push({ pointer: field.pointer, value, resolved });
  }
  return outside;
}
function resolveExisting(target, realpath) {
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
  hostPathsOutside
};
