import path from "node:path";
import { codeSpan, untrusted } from "../check/markdown.ts";
import { Refusal } from "./refusal.ts";

/** Where a healed task's updated replay lands in the repository. */
export interface ReplayDestination {
  /** The task's `replay_script`, a repository path. */
  script: string;
  /** The task's `replay_screenshots_dir`, a repository path; null when the updated replay has no screens. */
  screens: string | null;
}

/** What the run says its updated replay replaces (report.json's `heal.updated_replay`: untrusted). */
export interface ReplacedPaths {
  replaces: string;
  replaces_screenshots_dir: string | null;
  screenshots_dir: string | null;
}

/**
 * A path inside the repository in canonical form (`a/b/c.py`), or null when it would leave it (absolute,
 * drive letter, backslash, NUL, `..` above the root), names git's own folder, or lies under `.github/`
 * (workflows and settings: an updated replay never writes there).
 */
export function repositoryPath(value: string): string | null {
  if (value.length === 0 || value.length > 1024) return null;
  if (/[\\\0]/.test(value) || value.startsWith("/") || /^[A-Za-z]:/.test(value)) return null;
  const normal = path.posix.normalize(value).replace(/\/+$/, "");
  if (normal === "" || normal === "." || normal === ".." || normal.startsWith("../")) return null;
  const parts = normal.split("/");
  if (parts.some((part) => part.toLowerCase() === ".git")) return null;
  if (parts[0]!.toLowerCase() === ".github") return null;
  return normal;
}

/**
 * Where the updated replay of a task goes, decided by the task file as the pull request's head has it
 * (`document`, read from the repository, not from the run): its `replay_script` and
 * `replay_screenshots_dir`, resolved as desktest resolves them (relative to the task file's folder,
 * else to the working folder), each confined to the repository. The run's own claim of what it
 * replaces must name the same paths, or nothing is written: a run whose artifacts say otherwise is not
 * trusted to pick a destination.
 */
export function replayDestination(
  taskFile: string,
  document: unknown,
  updated: ReplacedPaths,
): ReplayDestination {
  const file = repositoryPath(taskFile);
  if (!file) throw new Refusal(`the task file's path ${inert(taskFile)} is not inside the repository.`);
  const fileInert = inert(file);
  const declared = (key: "replay_script" | "replay_screenshots_dir"): string | null => {
    const value =
      typeof document === "object" && document !== null
        ? (document as Record<string, unknown>)[key]
        : undefined;
    return typeof value === "string" && value.trim() !== "" && !value.includes("{{") ? value : null;
  };
  const resolve = (key: "replay_script" | "replay_screenshots_dir", claimed: string): string => {
    const value = declared(key);
    if (value === null) throw new Refusal(`the task file ${fileInert} on the branch declares no \`${key}\`.`);
    // An absolute path is a path on the runner, never one in the repository.
    const absolute = value.startsWith("/") || value.startsWith("\\") || /^[A-Za-z]:/.test(value);
    const candidates = absolute
      ? [null]
      : [repositoryPath(path.posix.join(path.posix.dirname(file), value)), repositoryPath(value)];
    if (candidates.every((c) => c === null)) {
      throw new Refusal(
        `the task file ${fileInert} names its \`${key}\` ${inert(value)} outside the repository (or under .github/); the App writes nowhere else.`,
      );
    }
    const wanted = repositoryPath(claimed);
    const match = candidates.find((c) => c !== null && c === wanted);
    if (!match) {
      throw new Refusal(
        `the run's updated replay replaces ${inert(claimed)}, but the task file ${fileInert} on the branch names ${inert(candidates.find((c) => c !== null)!)} as its \`${key}\`: the run does not match the branch (re-run it).`,
      );
    }
    return match;
  };
  const script = resolve("replay_script", updated.replaces);
  if (!updated.screenshots_dir) return { script, screens: null };
  if (!updated.replaces_screenshots_dir) {
    throw new Refusal(
      `the run's updated replay of ${fileInert} has screens, but the run names no screens folder they replace.`,
    );
  }
  return { script, screens: resolve("replay_screenshots_dir", updated.replaces_screenshots_dir) };
}

/** Untrusted text (an artifact's ids, names and paths; a branch's paths) in a refusal, which becomes a comment: an inert, bounded code span. */
export function inert(text: string): string {
  return codeSpan(untrusted(text), { max: 200 });
}
