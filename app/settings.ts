import { Ajv } from "ajv";
import {
  checkIgnoreEntries,
  entriesForTask,
  joinPointer,
  QUARANTINE_LIMITS,
  type IgnoreEntry,
} from "../src/app-surface.ts";

/** A rectangle of the screen ignored when comparing (a clock, a cursor, an animation). */
export interface MaskRegion {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** `.github/desktest.yml`, read from the repository's default branch through Probot's config. */
export interface RepoSettings {
  /** The check run's name; default `desktest / <workflow name>`. */
  check_name: string | null;
  visual: {
    /** Whether screenshots are compared with the baseline at all. */
    enabled: boolean;
    /** Per-pixel colour distance (YIQ, 0–1) below which pixels count as equal; anti-aliasing is ignored. */
    threshold: number;
    /** A screenshot with at most this many differing pixels counts as unchanged. */
    max_diff_pixels: number;
    /** …or at most this fraction of its pixels (0–1). */
    max_diff_ratio: number;
    /** Whether unapproved visual changes hold the check at action_required. */
    block: boolean;
    /** Also compare every step's screenshot of replay tasks. */
    steps: boolean;
    /** Regions ignored per task: keys are task ids or globs with `*`; `"*"` applies to every task. */
    masks: Record<string, MaskRegion[]>;
    /**
     * Regions ignored per task by place or by meaning (a task file's `visual.ignore` entries: rectangles
     * and accessibility selectors, found on each screen in its accessibility dump); keys as in `masks`.
     */
    ignore: Record<string, IgnoreEntry[]>;
    /**
     * A baseline whose screens were taken in another environment (fonts, scale factor, locale, time
     * zone, theme, toolkits, OS): `skip` names the difference and compares nothing; `informational`
     * also shows the screen differences, with nothing to approve.
     */
    other_environment: "skip" | "informational";
  };
  rerun: {
    /** The workflow_dispatch input that takes the task filter (`/desktest rerun <task-id…>`). */
    filter_input: string;
    /** The workflow_dispatch input that takes the Action's mode (`/desktest rerun heal` sends `heal`). */
    mode_input: string;
  };
  /** Task ids or `*` globs that run and are reported, but whose failures do not fail the check. */
  quarantine: string[];
}

export const DEFAULT_SETTINGS: RepoSettings = {
  check_name: null,
  visual: {
    enabled: true,
    threshold: 0.1,
    max_diff_pixels: 0,
    max_diff_ratio: 0,
    block: true,
    steps: true,
    masks: {},
    ignore: {},
    other_environment: "skip",
  },
  rerun: { filter_input: "filter", mode_input: "mode" },
  quarantine: [],
};

const region = {
  type: "object",
  additionalProperties: false,
  required: ["x", "y", "width", "height"],
  properties: {
    x: { type: "integer", minimum: 0 },
    y: { type: "integer", minimum: 0 },
    width: { type: "integer", minimum: 1 },
    height: { type: "integer", minimum: 1 },
  },
};

const schema = {
  type: "object",
  additionalProperties: false,
  properties: {
    check_name: { type: ["string", "null"], minLength: 1, maxLength: 100 },
    visual: {
      type: "object",
      additionalProperties: false,
      properties: {
        enabled: { type: "boolean" },
        threshold: { type: "number", minimum: 0, maximum: 1 },
        max_diff_pixels: { type: "integer", minimum: 0 },
        max_diff_ratio: { type: "number", minimum: 0, maximum: 1 },
        block: { type: "boolean" },
        steps: { type: "boolean" },
        masks: {
          type: "object",
          additionalProperties: { type: "array", maxItems: 50, items: region },
        },
        // Each list is checked by the engine's own check of visual.ignore (resolveSettings).
        ignore: { type: "object", maxProperties: 100, additionalProperties: { type: "array" } },
        other_environment: { enum: ["skip", "informational"] },
      },
    },
    rerun: {
      type: "object",
      additionalProperties: false,
      properties: {
        filter_input: { type: "string", pattern: "^[A-Za-z_][A-Za-z0-9_-]{0,99}$" },
        mode_input: { type: "string", pattern: "^[A-Za-z_][A-Za-z0-9_-]{0,99}$" },
      },
    },
    quarantine: {
      type: "array",
      maxItems: QUARANTINE_LIMITS.entries,
      items: { type: "string", minLength: 1, maxLength: QUARANTINE_LIMITS.length },
    },
  },
};

const validate = new Ajv({ allErrors: true, allowUnionTypes: true }).compile(schema);

/**
 * Settings from the parsed YAML (null when the file is absent), with defaults for what it leaves out.
 * An invalid file is not fatal: the defaults are used and the problems are shown in the check.
 */
export function resolveSettings(raw: unknown): { settings: RepoSettings; problems: string[] } {
  if (raw === null || raw === undefined) return { settings: structuredClone(DEFAULT_SETTINGS), problems: [] };
  if (!validate(raw)) {
    const problems = (validate.errors ?? []).map(
      (e) => `.github/desktest.yml${e.instancePath || ""}: ${e.message ?? "is invalid"}`,
    );
    return { settings: structuredClone(DEFAULT_SETTINGS), problems };
  }
  const ignore = (raw as { visual?: { ignore?: Record<string, unknown> } }).visual?.ignore ?? {};
  const ignoreProblems = Object.entries(ignore).flatMap(([pattern, entries]) =>
    checkIgnoreEntries(entries, joinPointer("/visual/ignore", pattern)).map(
      (p) => `.github/desktest.yml${p.pointer}: ${p.message}`,
    ),
  );
  if (ignoreProblems.length > 0)
    return { settings: structuredClone(DEFAULT_SETTINGS), problems: ignoreProblems };
  const value = raw as Partial<RepoSettings> & {
    visual?: Partial<RepoSettings["visual"]>;
    rerun?: Partial<RepoSettings["rerun"]>;
  };
  return {
    settings: {
      check_name: value.check_name ?? null,
      visual: { ...DEFAULT_SETTINGS.visual, ...value.visual },
      rerun: { ...DEFAULT_SETTINGS.rerun, ...value.rerun },
      quarantine: value.quarantine ?? [],
    },
    problems: [],
  };
}

/** The masks that apply to a task: every entry whose key is the id or a `*` glob matching it. */
export function masksFor(settings: RepoSettings, taskId: string): MaskRegion[] {
  return entriesForTask(settings.visual.masks, taskId);
}

/** The ignore entries that apply to a task, keyed as masks are. */
export function ignoreFor(settings: RepoSettings, taskId: string): IgnoreEntry[] {
  return entriesForTask(settings.visual.ignore, taskId);
}
