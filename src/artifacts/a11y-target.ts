import type { StepTarget } from "../evaluate/replay/step-target.ts";

/** The accessible element a step acted on: its identity (role, name, path) and its box on the screen. */
export interface A11yElement {
  role: string;
  name: string;
  /** Its box when it was acted on: x, y, width, height in screen units. */
  box: [number, number, number, number];
  /** `role:name` of its application and of its window, the way `desktest_guest.replay` reads them. */
  path: string[];
}

/** The container roles a path names besides the application (desktest_guest.replay's WINDOW_TAGS). */
const WINDOW_TAGS = new Set(["frame", "dialog", "window"]);

/**
 * The accessible element under a point in the desktest a11y TSV (PROTOCOL.md): the smallest on-screen
 * element whose box holds it (equal boxes: the later, deeper one), with its path — its application's
 * `role:name` and its window's (the last frame, dialog or window row before it), as
 * `desktest_guest.replay.parse_elements` reads the tree when a replay looks the element up again.
 * Undefined when none does.
 */
export function elementAt(tsv: string, x: number, y: number): A11yElement | undefined {
  let best: { element: A11yElement; area: number } | undefined;
  let app: string | undefined;
  let window: string | undefined;
  for (const line of tsv.split("\n").slice(1)) {
    const cells = line.split("\t");
    if (cells.length < 7) continue;
    const [tag = "", rawName = "", , , , position = "", size = ""] = cells;
    const name = rawName.replace(/\\n/gu, " ").trim();
    if (tag === "application") {
      app = `application:${name}`;
      window = undefined;
      continue;
    }
    if (WINDOW_TAGS.has(tag)) window = `${tag}:${name}`;
    const [left, top] = position.split(",").map(numberCell);
    const [width, height] = size.split(",").map(numberCell);
    if (![left, top, width, height].every((n) => Number.isFinite(n)) || left! < -1_000_000) continue;
    if (width! <= 1 || height! <= 1) continue;
    if (x < left! || y < top! || x >= left! + width! || y >= top! + height!) continue;
    const area = width! * height!;
    if (!best || area <= best.area) {
      const own = `${tag}:${name}`;
      const path = [app, window].filter((p): p is string => p !== undefined && p !== own);
      best = { element: { role: tag, name, box: [left!, top!, width!, height!], path }, area };
    }
  }
  return best?.element;
}

/** A TSV number cell as Python's `int(float(v))` reads it (NaN when it is not one). */
function numberCell(text: string): number {
  return text.trim() === "" ? NaN : Math.trunc(Number(text));
}

/** A number literal of Python code (no sign games: what a model or a recording writes). */
const NUM = String.raw`-?\d+(?:\.\d+)?`;
/** The pyautogui calls that act at an absolute point given first (desktest_guest.replay's POINTER_AT_0). */
const POINTER_CALL = new RegExp(
  String.raw`\bpyautogui\.(?:click|doubleClick|tripleClick|rightClick|middleClick|moveTo|dragTo|mouseDown|mouseUp)\(\s*` +
    String.raw`(?:\(\s*(${NUM})\s*,\s*(${NUM})\s*\)|(?:x\s*=\s*)?(${NUM})\s*,\s*(?:y\s*=\s*)?(${NUM}))`,
  "u",
);

/** The first point the step's Python code acts at with a literal `pyautogui` pointer call, in its coordinates. */
export function firstPointerPoint(code: string): { x: number; y: number } | undefined {
  const match = POINTER_CALL.exec(code);
  if (!match) return undefined;
  const x = Number(match[1] ?? match[3]);
  const y = Number(match[2] ?? match[4]);
  return Number.isFinite(x) && Number.isFinite(y) ? { x, y } : undefined;
}

/**
 * The target of a step that acted at a point: the accessible element under its first pointer call's
 * point on the tree it acted on (`scale`: screen units per unit of the code's coordinates), with that
 * point in the code's coordinates; undefined when it acted at no literal point or nothing is there.
 */
export function stepTarget(pythonCode: string, a11yTsv: string, scale = 1): StepTarget | undefined {
  const point = firstPointerPoint(pythonCode);
  if (!point) return undefined;
  const element = elementAt(a11yTsv, point.x * scale, point.y * scale);
  return element ? { ...targetOf(element), x: point.x, y: point.y } : undefined;
}

/** An element as a trajectory's `target` records it, without its point. */
export function targetOf(element: A11yElement): Omit<StepTarget, "x" | "y"> {
  return { role: element.role, name: element.name, box: element.box, path: element.path };
}
