import {
  BACKENDS
} from "./chunk-7LVQLD6I.js";

// src/session/reap-desktops.ts
async function reapDesktops(options = {}) {
  return Promise.all(
    BACKENDS.flatMap(
      ({ reap, reapNoun }) => reap ? [
        (async (noun) => {
          try {
            const removed = await reap(options);
            return removed === "absent" ? { noun, removed: [], absent: true } : { noun, removed };
          } catch (error) {
            return {
              noun,
              removed: [],
              error: error instanceof Error ? error : new Error(String(error))
            };
          }
        })(reapNoun ?? "desktop")
      ] : []
    )
  );
}
function describeReaped({ noun, removed }, suffix = "") {
  return `removed ${removed.length} ${noun}(s)${suffix}${removed.length ? `: ${removed.join(", ")}` : ""}`;
}

export {
  reapDesktops,
  describeReaped
};
