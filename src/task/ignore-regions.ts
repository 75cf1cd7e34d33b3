import { describeValue } from "./describe-value.ts";
import { didYouMean } from "./did-you-mean.ts";
import { joinPointer } from "./json-document.ts";

/*
 * Ignore regions: parts of a screen that screen comparisons leave out (a clock, a caret, a live chart).
 * By place (a rectangle in screen pixels) or by meaning (an accessibility selector: a role and a name or a
 * name pattern, looked up on each screen in its accessibility dump, so the region follows the widget).
 * A task file gives them in `visual.ignore` (a desktest for GitHub field, docs/compatibility.md), the App's
 * `.github/desktest.yml` in `visual.ignore` per task; the App's diffs and replay checkpoints apply both
 * (the Action reads the file for the checkpoints: src/action/repo-settings-file.ts).
 * Checking and resolving are pure: validate loads this module, and so does the App.
 */

/** A rectangle of the screen, in screen pixels. */
export interface IgnoreRectangle {
  x: number;
  y: number;
  width: number;
  height: number;
  /** Why it is ignored, shown where the region is reported. */
  reason?: string;
}

/** An element of the accessibility tree, wherever it is on each screen. */
export interface IgnoreSelector {
  /** The element's role: the dump's tag (`label`, `button`) or its platform role name (`push button`). */
  role: string;
  /** Its accessible name, exactly. */
  name?: string;
  /** …or a regular expression its accessible name matches (JavaScript syntax, unanchored). */
  name_pattern?: string;
  reason?: string;
}

export type IgnoreEntry = IgnoreRectangle | IgnoreSelector;

/** What a task file's `visual` holds. */
export interface TaskVisual {
  ignore: IgnoreEntry[];
}

export const IGNORE_LIMITS = { entries: 50, text: 200 } as const;

/** A problem in ignore entries, at a JSON pointer (as schema-check's SchemaProblem). */
export interface IgnoreProblem {
  pointer: string;
  atKey: boolean;
  message: string;
}

const RECTANGLE_KEYS = ["x", "y", "width", "height", "reason"];
const SELECTOR_KEYS = ["role", "name", "name_pattern", "reason"];

/** Check a task file's `visual` object (at `pointer`, usually `/visual`). */
export function checkTaskVisual(value: unknown, pointer = "/visual"): IgnoreProblem[] {
  if (!isPlainObject(value))
    return [{ pointer, atKey: false, message: `must be an object (found ${describeValue(value)})` }];
  const problems: IgnoreProblem[] = [];
  for (const key of Object.keys(value)) {
    if (key !== "ignore") problems.push(unknownProperty(pointer, key, ["ignore"]));
  }
  if ("ignore" in value) problems.push(...checkIgnoreEntries(value.ignore, joinPointer(pointer, "ignore")));
  return problems;
}

/** Check a list of ignore entries (a task file's `visual.ignore`, or one task's list in desktest.yml). */
export function checkIgnoreEntries(value: unknown, pointer: string): IgnoreProblem[] {
  if (!Array.isArray(value))
    return [{ pointer, atKey: false, message: `must be an array (found ${describeValue(value)})` }];
  if (value.length > IGNORE_LIMITS.entries)
    return [
      {
        pointer,
        atKey: false,
        message: `has ${value.length} entries; at most ${IGNORE_LIMITS.entries} are allowed`,
      },
    ];
  return value.flatMap((entry, index) => checkIgnoreEntry(entry, joinPointer(pointer, String(index))));
}

function checkIgnoreEntry(entry: unknown, pointer: string): IgnoreProblem[] {
  if (!isPlainObject(entry))
    return [
      {
        pointer,
        atKey: false,
        message: `must be an object: a rectangle {"x", "y", "width", "height"} or an accessibility selector {"role", "name" | "name_pattern"} (found ${describeValue(entry)})`,
      },
    ];
  const isSelector = "role" in entry || "name" in entry || "name_pattern" in entry;
  const isRectangle = ["x", "y", "width", "height"].some((k) => k in entry);
  if (isSelector && isRectangle)
    return [
      {
        pointer,
        atKey: false,
        message:
          "is both a rectangle (x, y, width, height) and an accessibility selector (role, name): give one per entry",
      },
    ];
  if (!isSelector && !isRectangle)
    return [
      {
        pointer,
        atKey: false,
        message:
          'must be a rectangle {"x", "y", "width", "height"} or an accessibility selector {"role", "name" | "name_pattern"}',
      },
    ];
  const allowed = isSelector ? SELECTOR_KEYS : RECTANGLE_KEYS;
  const problems = Object.keys(entry)
    .filter((key) => !allowed.includes(key))
    .map((key) => unknownProperty(pointer, key, allowed));
  if ("reason" in entry) problems.push(...checkText(entry.reason, joinPointer(pointer, "reason")));
  return problems.concat(isSelector ? checkSelector(entry, pointer) : checkRectangle(entry, pointer));
}

function checkRectangle(entry: Record<string, unknown>, pointer: string): IgnoreProblem[] {
  const problems: IgnoreProblem[] = [];
  for (const key of ["x", "y", "width", "height"]) {
    const at = joinPointer(pointer, key);
    const value = entry[key];
    const least = key === "x" || key === "y" ? 0 : 1;
    if (!(key in entry))
      problems.push({ pointer, atKey: true, message: `is missing required property "${key}"` });
    else if (typeof value !== "number" || !Number.isInteger(value))
      problems.push({
        pointer: at,
        atKey: false,
        message: `must be an integer (found ${describeValue(value)})`,
      });
    else if (value < least || value > 100_000)
      problems.push({
        pointer: at,
        atKey: false,
        message: `must be between ${least} and 100000 screen pixels (found ${describeValue(value)})`,
      });
  }
  return problems;
}

function checkSelector(entry: Record<string, unknown>, pointer: string): IgnoreProblem[] {
  const problems: IgnoreProblem[] = [];
  if (!("role" in entry))
    problems.push({
      pointer,
      atKey: true,
      message:
        'is missing required property "role" (the element\'s role in the accessibility dump, e.g. "label", "button")',
    });
  else problems.push(...checkText(entry.role, joinPointer(pointer, "role")));
  const hasName = "name" in entry;
  const hasPattern = "name_pattern" in entry;
  if (hasName === hasPattern)
    problems.push({
      pointer,
      atKey: true,
      message: hasName
        ? 'has both "name" and "name_pattern": give one'
        : 'needs "name" (the accessible name, exactly) or "name_pattern" (a regular expression)',
    });
  if (hasName) problems.push(...checkText(entry.name, joinPointer(pointer, "name"), true));
  if (hasPattern) {
    const at = joinPointer(pointer, "name_pattern");
    const textProblems = checkText(entry.name_pattern, at);
    problems.push(...textProblems);
    if (textProblems.length === 0) {
      try {
        new RegExp(entry.name_pattern as string, "u");
      } catch (error) {
        problems.push({
          pointer: at,
          atKey: false,
          message: `is not a valid regular expression: ${(error as Error).message}`,
        });
      }
    }
  }
  return problems;
}

function checkText(value: unknown, pointer: string, emptyAllowed = false): IgnoreProblem[] {
  if (typeof value !== "string")
    return [{ pointer, atKey: false, message: `must be a string (found ${describeValue(value)})` }];
  if (!emptyAllowed && value.trim() === "") return [{ pointer, atKey: false, message: "must not be empty" }];
  if (value.length > IGNORE_LIMITS.text)
    return [
      {
        pointer,
        atKey: false,
        message: `is ${value.length} characters long; at most ${IGNORE_LIMITS.text} are allowed`,
      },
    ];
  return [];
}

function unknownProperty(pointer: string, key: string, known: string[]): IgnoreProblem {
  const suggestion = didYouMean(key, known);
  return {
    pointer: joinPointer(pointer, key),
    atKey: true,
    message: suggestion
      ? `is not a known property (did you mean "${suggestion}"?)`
      : `is not a known property (allowed here: ${known.join(", ")})`,
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// ---- resolving on a screen

/** A region left out of one screen's comparison, and why. */
export interface IgnoredRegion {
  x: number;
  y: number;
  width: number;
  height: number;
  /** What it is: `rectangle` or the selector as written (`label "Clock"`, `label /^\d+:\d+$/`). */
  by: string;
  /** The entry's reason, else a description of where the entry came from. */
  reason: string;
}

export function isSelector(entry: IgnoreEntry): entry is IgnoreSelector {
  return "role" in entry;
}

/** `label "Clock"`, `label /^\d\d:\d\d$/`, `rectangle 10,20 100×30`. */
export function describeIgnoreEntry(entry: IgnoreEntry): string {
  if (!isSelector(entry)) return `rectangle ${entry.x},${entry.y} ${entry.width}×${entry.height}`;
  return entry.name !== undefined
    ? `${entry.role} ${JSON.stringify(entry.name)}`
    : `${entry.role} /${entry.name_pattern ?? ""}/`;
}

/** One row of an accessibility dump (desktest's TSV: tag, name, text, class, description, position, size). */
interface DumpRow {
  tag: string;
  name: string;
  cls: string;
  box: { x: number; y: number; width: number; height: number } | null;
}

/** The rows of an accessibility dump (the TSV the guest agent writes as `*_a11y.txt`). */
function dumpRows(tsv: string): DumpRow[] {
  const rows: DumpRow[] = [];
  for (const line of tsv.split("\n").slice(1)) {
    const cells = line.split("\t");
    if (cells.length < 7) continue;
    const [tag = "", name = "", , cls = "", , position = "", size = ""] = cells;
    rows.push({ tag, name: name.replace(/\\n/g, "\n"), cls, box: boxOf(position, size) });
  }
  return rows;
}

function boxOf(position: string, size: string): DumpRow["box"] {
  const p = /^(-?\d+),(-?\d+)$/.exec(position);
  const s = /^(\d+),(\d+)$/.exec(size);
  if (!p || !s) return null;
  const width = Number(s[1]);
  const height = Number(s[2]);
  if (width === 0 || height === 0) return null;
  return { x: Number(p[1]), y: Number(p[2]), width, height };
}

function matches(selector: IgnoreSelector, row: DumpRow): boolean {
  const role = selector.role.toLowerCase();
  if (row.tag.toLowerCase() !== role && row.cls.toLowerCase() !== role) return false;
  if (selector.name !== undefined) return row.name === selector.name;
  return new RegExp(selector.name_pattern ?? "", "u").test(row.name);
}

export interface ResolvedIgnore {
  regions: IgnoredRegion[];
  /** Selectors that found no element on this screen (or no dump to look in), described. */
  unmatched: string[];
}

/**
 * The regions `entries` leave out of one screen: rectangles as they are, selectors looked up in the
 * screen's accessibility dump (every matching element with a position; none without a dump).
 * `source` names where the entries come from, for entries without a reason of their own.
 */
export function resolveIgnoreRegions(
  entries: readonly IgnoreEntry[],
  a11yDump: string | null,
  source: string,
): ResolvedIgnore {
  const rows = a11yDump === null ? [] : dumpRows(a11yDump);
  const regions: IgnoredRegion[] = [];
  const unmatched: string[] = [];
  for (const entry of entries) {
    const by = describeIgnoreEntry(entry);
    const reason = entry.reason ?? `ignored by ${source}`;
    if (!isSelector(entry)) {
      regions.push({ x: entry.x, y: entry.y, width: entry.width, height: entry.height, by, reason });
      continue;
    }
    const found = rows.filter((row) => row.box && matches(entry, row));
    if (found.length === 0) unmatched.push(by);
    for (const row of found) regions.push({ ...row.box!, by, reason });
  }
  return { regions, unmatched };
}
