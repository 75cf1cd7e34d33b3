import { readFile } from "node:fs/promises";
import path from "node:path";
import { LineCounter, parseDocument } from "yaml";
import { checkIgnoreEntries, joinPointer, QUARANTINE_LIMITS, type IgnoreEntry } from "../index.ts";
import { locateInYaml } from "./yaml-location.ts";

/** `.github/desktest.yml` larger than this is not read. */
const MAX_SETTINGS_BYTES = 256 * 1024;
/** At most this many task ids or globs under `visual.ignore` (as the App's settings check)… */
const MAX_IGNORE_KEYS = 100;
/**
 * …and this many entries in all: with a task file's own 50, what a replay's checkpoints are given stays
 * far below what one environment variable may hold (DESKTEST_VISUAL_IGNORE).
 */
const MAX_IGNORE_ENTRIES = 100;

export const SETTINGS_FILE = ".github/desktest.yml";

export interface Quarantine {
  /** Task ids and `*` globs whose failures do not fail the step. */
  entries: string[];
  /** What is wrong with the file, one line each (the step goes on without a quarantine). */
  problems: string[];
}

/** An invalid `visual.ignore` entry, located in the file. */
export interface SettingsProblem {
  file: string;
  /** 1-based; the enclosing mapping's when the entry lacks a property. */
  line: number;
  column: number;
  /** The JSON pointer and what is wrong (`/visual/ignore/clock/0/width must be an integer …`). */
  message: string;
}

/** What the Action takes from the repository's `.github/desktest.yml` (the file the App reads). */
export interface RepoSettingsFile {
  quarantine: Quarantine;
  /**
   * `visual.ignore`: ignore entries by task id or `*` glob, which the tasks' replay checkpoints leave
   * out as the App's diffs do. An entry without a reason is given one naming this file.
   */
  visualIgnore: Record<string, IgnoreEntry[]>;
  /** Invalid `visual.ignore` entries: the step must not run checkpoints without the regions meant. */
  ignoreProblems: SettingsProblem[];
}

/**
 * The repository's `.github/desktest.yml`, read once: its `quarantine:` list (task ids or `*` globs that
 * run and are reported, but whose failures do not fail the step) and its `visual.ignore` entries.
 * An absent file or key is empty; an unreadable file or invalid quarantine is empty and a problem;
 * invalid ignore entries are located problems of their own (checked as a task file's `visual.ignore`).
 */
export async function readRepoSettingsFile(workspace: string): Promise<RepoSettingsFile> {
  const file = path.join(workspace, ".github", "desktest.yml");
  const none = (problem?: string): RepoSettingsFile => ({
    quarantine: { entries: [], problems: problem ? [problem] : [] },
    visualIgnore: {},
    ignoreProblems: [],
  });
  let text: string;
  try {
    const bytes = await readFile(file);
    if (bytes.length > MAX_SETTINGS_BYTES)
      return none(`${SETTINGS_FILE} is larger than ${MAX_SETTINGS_BYTES} bytes; it is not read`);
    text = bytes.toString("utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return none();
    return none(`${SETTINGS_FILE} cannot be read: ${(error as Error).message}`);
  }
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter });
  let value: unknown;
  try {
    if (document.errors.length > 0) throw document.errors[0];
    value = document.toJS({ maxAliasCount: 100 });
  } catch (error) {
    return none(`${SETTINGS_FILE} is not valid YAML: ${(error as Error).message.split("\n")[0]}`);
  }
  if (value === null || value === undefined) return none();
  if (typeof value !== "object" || Array.isArray(value)) return none(`${SETTINGS_FILE} is not a mapping`);
  const settings = value as { quarantine?: unknown; visual?: unknown };
  const locate = (pointer: string, atKey: boolean) => ({
    file: SETTINGS_FILE,
    ...(locateInYaml(document, lineCounter, pointer, atKey) ?? { line: 1, column: 1 }),
  });
  const ignore = visualIgnoreOf(settings.visual);
  return {
    quarantine: quarantineOf(settings.quarantine),
    visualIgnore: ignore.problems.length > 0 ? {} : ignore.entries,
    ignoreProblems: ignore.problems.map((p) => ({
      ...locate(p.pointer, p.atKey),
      message: `${p.pointer} ${p.message}`,
    })),
  };
}

function quarantineOf(list: unknown): Quarantine {
  if (list === undefined || list === null) return { entries: [], problems: [] };
  const { entries: maxEntries, length: maxLength } = QUARANTINE_LIMITS;
  if (
    !Array.isArray(list) ||
    list.length > maxEntries ||
    !list.every((e): e is string => typeof e === "string" && e !== "" && e.length <= maxLength)
  ) {
    return {
      entries: [],
      problems: [
        `${SETTINGS_FILE}: quarantine must be a list of at most ${maxEntries} task ids or globs of at most ${maxLength} characters; it is ignored`,
      ],
    };
  }
  return { entries: list, problems: [] };
}

type IgnoreProblem = ReturnType<typeof checkIgnoreEntries>[number];

/** `visual.ignore`: a mapping of task ids or globs to lists of ignore entries, each list checked. */
function visualIgnoreOf(visual: unknown): {
  entries: Record<string, IgnoreEntry[]>;
  problems: IgnoreProblem[];
} {
  const entries: Record<string, IgnoreEntry[]> = {};
  if (typeof visual !== "object" || visual === null || Array.isArray(visual))
    return { entries, problems: [] };
  const byTask = (visual as { ignore?: unknown }).ignore;
  if (byTask === undefined || byTask === null) return { entries, problems: [] };
  const at = "/visual/ignore";
  const problem = (message: string, pointer = at): IgnoreProblem => ({ pointer, atKey: false, message });
  if (typeof byTask !== "object" || Array.isArray(byTask))
    return {
      entries,
      problems: [problem("must be a mapping of task ids or globs to lists of ignore entries")],
    };
  const keys = Object.keys(byTask);
  if (keys.length > MAX_IGNORE_KEYS)
    return {
      entries,
      problems: [problem(`has ${keys.length} task ids or globs; at most ${MAX_IGNORE_KEYS} are allowed`)],
    };
  const total = Object.values(byTask).reduce<number>(
    (sum, list) => sum + (Array.isArray(list) ? list.length : 0),
    0,
  );
  if (total > MAX_IGNORE_ENTRIES)
    return {
      entries,
      problems: [problem(`has ${total} entries in all; at most ${MAX_IGNORE_ENTRIES} are allowed`)],
    };
  const problems: IgnoreProblem[] = [];
  for (const [pattern, list] of Object.entries(byTask as Record<string, unknown>)) {
    const pointer = joinPointer(at, pattern);
    if (pattern === "" || pattern.length > QUARANTINE_LIMITS.length) {
      problems.push({
        pointer,
        atKey: true,
        message: `must be a task id or glob of 1 to ${QUARANTINE_LIMITS.length} characters`,
      });
      continue;
    }
    const found = checkIgnoreEntries(list, pointer);
    problems.push(...found);
    if (found.length === 0)
      entries[pattern] = (list as IgnoreEntry[]).map((entry) =>
        entry.reason === undefined ? { ...entry, reason: `ignored by ${SETTINGS_FILE}` } : entry,
      );
  }
  return { entries, problems };
}
