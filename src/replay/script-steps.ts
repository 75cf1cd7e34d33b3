import type { TrajectoryEntry } from "../artifacts/trajectory.ts";

/** What a codified script says about one of its steps, read from its source. */
export interface ScriptStep {
  step: number;
  /** The step function's docstring: the recorded thought (a heal's hint for a step not replayed). */
  description: string;
  /** The recorded screen its `check_screen` compares with, as the script names it (relative to the home). */
  expectedScreen?: string;
  /** The accessible element its `assert_target` expects. */
  target?: NonNullable<TrajectoryEntry["target"]>;
}

/** How a codified script was written (codify's options), so that a rewrite of it keeps them. */
export interface ScriptStyle {
  delay: number;
  /** It checks screens before steps (`codify --with-screenshots`). */
  withScreenshots: boolean;
  threshold: number;
}

const STEP_HEADER = /^def step_(\d+)\(\):\s*$/;
const PY_STRING = String.raw`'((?:[^'\\]|\\.)*)'`;
const NUMBER = String.raw`(-?\d+(?:\.\d+)?)`;
const CHECK_SCREEN = new RegExp(String.raw`^check_screen\(${PY_STRING},\s*${NUMBER}\)`);
/** `find_target(<step>, <x>, <y>, <role>, <name>[, box=(…)][, path=(…,)][, scale=…])`; older scripts' `assert_target(<x>, <y>, <role>, <name>)`. */
const FIND_TARGET = new RegExp(
  String.raw`^find_target\(\d+,\s*${NUMBER},\s*${NUMBER},\s*${PY_STRING},\s*${PY_STRING}(.*)\)$`,
);
const ASSERT_TARGET = new RegExp(
  String.raw`^assert_target\(${NUMBER},\s*${NUMBER},\s*${PY_STRING},\s*${PY_STRING}`,
);
const BOX = new RegExp(String.raw`box=\(${NUMBER},\s*${NUMBER},\s*${NUMBER},\s*${NUMBER}\)`);
const PATH = new RegExp(String.raw`path=\(((?:${PY_STRING},\s*)+)\)`);

/**
 * The steps of a codified script (`def step_NNN():` functions, in the order they are defined, which is
 * the order `main` runs them), each with its description and checks. Scripts written by hand may have
 * none of this: they yield no steps.
 */
export function scriptSteps(source: string): ScriptStep[] {
  const lines = source.split(/\r?\n/);
  const steps: ScriptStep[] = [];
  let current: ScriptStep | undefined;
  for (const line of lines) {
    const header = STEP_HEADER.exec(line);
    if (header) {
      current = { step: Number(header[1]), description: "" };
      steps.push(current);
      continue;
    }
    if (!current) continue;
    if (line.trim() !== "" && !/^\s/.test(line)) {
      current = undefined;
      continue;
    }
    const content = line.trim();
    const doc = /^"""(.*)"""$/.exec(content);
    if (doc && current.description === "") current.description = doc[1]!.replace(/\\\\/g, "\\").trim();
    const check = CHECK_SCREEN.exec(content);
    if (check) current.expectedScreen = pyUnescape(check[1]!);
    const target = FIND_TARGET.exec(content) ?? ASSERT_TARGET.exec(content);
    if (target) {
      const rest = target[5] ?? "";
      const box = BOX.exec(rest);
      const path = PATH.exec(rest);
      current.target = {
        x: Number(target[1]),
        y: Number(target[2]),
        role: pyUnescape(target[3]!),
        name: pyUnescape(target[4]!),
        ...(box ? { box: [Number(box[1]), Number(box[2]), Number(box[3]), Number(box[4])] } : {}),
        ...(path
          ? { path: [...path[1]!.matchAll(new RegExp(PY_STRING, "g"))].map((m) => pyUnescape(m[1]!)) }
          : {}),
      };
    }
  }
  return steps.filter((s) => Number.isSafeInteger(s.step));
}

/** The options a script was codified with (codify's defaults where it does not say). */
export function scriptStyle(source: string): ScriptStyle {
  const check = new RegExp(String.raw`check_screen\(${PY_STRING},\s*${NUMBER}\)`).exec(source);
  const sleep = /^ {4}time\.sleep\((\d+(?:\.\d+)?)\)$/m.exec(source);
  return {
    delay: sleep ? Number(sleep[1]) : 0.5,
    withScreenshots: check !== null,
    threshold: check ? Number(check[2]) : 0.95,
  };
}

/** The text of a single-quoted Python literal as codify writes them (pyLiteral's escapes). */
function pyUnescape(body: string): string {
  return body.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|.)/g, (_, e: string) => {
    if (e.length > 1) return String.fromCharCode(parseInt(e.slice(1), 16));
    return e === "n" ? "\n" : e === "r" ? "\r" : e === "t" ? "\t" : e;
  });
}
