/**
 * How every surface names a task's culprit (report.json's `tasks[].culprit`, decided once by
 * classifyCulprit): a heading word, what it means, and what to do about it. Pure text; each surface
 * escapes it for its own medium. An environment culprit is the runner's problem and is never worded as
 * the app's failure.
 */
import { STDERR_TAIL_LIMIT } from "../evaluate/replay/replay-failure.ts";
import { cutText } from "../util/cut-text.ts";
import { EVIDENCE_LIMIT, type CulpritKind } from "./culprit.ts";

/** A culprit as results.json or report.json carries it. */
export interface ShownCulprit {
  kind: CulpritKind;
  evidence: string;
  stderr_tail?: string | null;
}

const CULPRIT_KINDS: readonly string[] = ["product", "test", "agent", "environment"] satisfies CulpritKind[];

/**
 * A results.json's `culprit` when it has the shape the run writes, bounded as the run bounds it (an
 * artifacts folder's files are not trusted: `logs` and `review` read folders from anywhere); else null.
 */
export function readShownCulprit(value: unknown): ShownCulprit | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const { kind, evidence, stderr_tail: tail } = value as Record<string, unknown>;
  if (typeof kind !== "string" || !CULPRIT_KINDS.includes(kind)) return null;
  return {
    kind: kind as CulpritKind,
    evidence: typeof evidence === "string" ? cutText(evidence, EVIDENCE_LIMIT) : "",
    ...(typeof tail === "string" && tail !== "" ? { stderr_tail: cutText(tail, STDERR_TAIL_LIMIT) } : {}),
  };
}

export interface CulpritWords {
  /** A short label: `app failure`, `test problem`, `agent problem`, `runner problem`. */
  label: string;
  /** What it means, in one sentence. */
  meaning: string;
}

export const CULPRIT_WORDS: Readonly<Record<CulpritKind, CulpritWords>> = {
  product: { label: "app failure", meaning: "the app did not do what the task checks" },
  test: { label: "test problem", meaning: "the task or its replay is wrong, not the app" },
  agent: { label: "agent problem", meaning: "the agent did not complete the task" },
  environment: {
    label: "runner problem",
    meaning: "the runner's environment failed; the app was not judged",
  },
};

/** `runner problem: ModuleNotFoundError: No module named 'pyautogui' (…)`: the label and the evidence. */
export function culpritLine(culprit: ShownCulprit): string {
  return `${CULPRIT_WORDS[culprit.kind].label}: ${culprit.evidence}`;
}

/**
 * What to do about it, in desktest's own words (never the run's text, so a surface may show it as it is):
 * one sentence, or null for the app's own failure (its difference says it).
 */
export function culpritFix(culprit: ShownCulprit): string | null {
  switch (culprit.kind) {
    case "product":
      return null;
    case "test": {
      if (/^(the replay script|replay step \d+)/.test(culprit.evidence))
        return "Fix the replay script, or record it again (desktest record --overwrite on the task file) if the app's screens changed on purpose.";
      return "Fix the task file (the evidence names the place), then run again.";
    }
    case "agent":
      return "Open the review page to see the agent's steps; a clearer instruction or completion condition, more max_steps or another model may help.";
    case "environment":
      // Our own words only (the evidence is the run's, and shown apart from this, escaped).
      if (/\b(ModuleNotFoundError|ImportError)\b/.test(culprit.evidence))
        return "Install the missing module in the desktop's Python (docker/guest-requirements.txt lists what replays use), or run on the desktop image that has it; then run again.";
      return "Fix the runner (the evidence says what failed) and run again; this result says nothing about the app.";
  }
}

/**
 * A failed task's culprit under its row: `culprit: runner problem: <evidence>`, what to do, and a failed
 * replay script's last lines of error output.
 */
export function culpritLines(culprit: ShownCulprit | null | undefined): string[] {
  if (!culprit) return [];
  const fix = culpritFix(culprit);
  const tail = culprit.stderr_tail ? culprit.stderr_tail.split("\n").map((l) => `  | ${l}`) : [];
  return [
    `culprit: ${culpritLine(culprit)}`,
    ...(fix ? [`  ${fix}`] : []),
    ...(tail.length > 0 ? ["  error output (last lines):", ...tail] : []),
  ];
}

/** A culprit as the pages and Markdown surfaces show it (each escapes the text for its medium). */
export interface CulpritView {
  kind: CulpritKind;
  /** `Runner problem`, capitalised. */
  title: string;
  meaning: string;
  evidence: string;
  fix: string | null;
  /** The runner is at fault: shown as a runner problem, never as the app's failure. */
  runner: boolean;
  stderrTail: string | null;
}

export function culpritView(culprit: ShownCulprit): CulpritView {
  const words = CULPRIT_WORDS[culprit.kind];
  return {
    kind: culprit.kind,
    title: words.label.charAt(0).toUpperCase() + words.label.slice(1),
    meaning: words.meaning,
    evidence: culprit.evidence,
    fix: culpritFix(culprit),
    runner: culprit.kind === "environment",
    stderrTail: culprit.stderr_tail || null,
  };
}
