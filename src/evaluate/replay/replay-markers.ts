import type { FoundBy, StepTarget } from "./step-target.ts";
import { cutText } from "../../util/cut-text.ts";
import { trim } from "../rust-text.ts";

/** How a replayed step found what it acted on (a `REPLAY_TARGET` line; PROTOCOL.md, "Replay output"). */
export interface ReplayTargetFound {
  foundBy: FoundBy;
  /** For `coordinates`: why (`no identity`, `no accessibility layer`, `no recorded target`). */
  reason?: string;
  /** The target as found: for `element`, where it is now (the point acted at, its box, its path). */
  target?: StepTarget;
}

/** A replay step whose check did not hold (a `REPLAY_DIVERGED` line), for the run's results and healing. */
export interface ReplayDivergence {
  /** `target`: the recorded element is not on the screen; `screen`: the screen is not like the recorded one. */
  kind: "target" | "screen";
  /** What the script said, as its last words. */
  message: string;
  /** `target`: the element that was looked for (its identity and the point it was acted at). */
  expected?: { role: string; name: string; path: string[]; recorded: [number, number] };
  /** `target`: what is at its recorded place now (at most 5, innermost last). */
  foundThere?: string[];
  /** `screen`: the recorded screenshot, the similarity (null: another shape) and the threshold. */
  screen?: { expected: string; similarity: number | null; threshold: number };
}

/** What a replay script printed about its steps, in output order. */
export interface ReplayMarkers {
  /** `REPLAY_STEP_DONE:<n>:<thought>` lines: the thought is everything after the second colon. */
  steps: { step: number; thought: string }[];
  /** `REPLAY_ACTION:<n>:<base64>` lines that decode to UTF-8 text (the last one per step wins). */
  actions: Map<number, string>;
  /** `REPLAY_TARGET:<n>:<json>` lines that read as one (the last one per step wins). */
  targets: Map<number, ReplayTargetFound>;
  /** The first `REPLAY_DIVERGED:<json>` line that reads as one. */
  divergence?: ReplayDivergence;
  /** `REPLAY_MASKED:<n>:<json array>` lines: the fields step n typed or pasted a secret into (masked from then on). */
  masked: Map<number, MaskedRegion[]>;
}

/** A screen region a replay step masked because a secret went into it (trajectory.jsonl's `masked`). */
export interface MaskedRegion {
  x: number;
  y: number;
  width: number;
  height: number;
  why: string;
}

const STEP_DONE = "REPLAY_STEP_DONE:";
const ACTION = "REPLAY_ACTION:";
const TARGET = "REPLAY_TARGET:";
const DIVERGED = "REPLAY_DIVERGED:";
const MASKED = "REPLAY_MASKED:";
/** The most masked regions read of one step (the guest keeps at most 50 masks in all). */
const MAX_MASKED = 50;
/** The longest marker line's JSON read, and the longest text kept of any of its strings. */
const MAX_JSON_CHARS = 16_384;
const MAX_TEXT = 500;

/** Scan the output's lines (each trimmed) for the markers of a codified script. */
export function parseReplayMarkers(output: string): ReplayMarkers {
  const markers: ReplayMarkers = { steps: [], actions: new Map(), targets: new Map(), masked: new Map() };
  for (const rawLine of output.split("\n")) {
    const line = trim(rawLine);
    if (line.startsWith(STEP_DONE)) {
      const parsed = numberedPayload(line.slice(STEP_DONE.length));
      if (parsed) markers.steps.push({ step: parsed.step, thought: parsed.payload });
    } else if (line.startsWith(ACTION)) {
      const parsed = numberedPayload(line.slice(ACTION.length));
      const code = parsed && decodeBase64Utf8(parsed.payload);
      if (parsed && code !== undefined) markers.actions.set(parsed.step, code);
    } else if (line.startsWith(TARGET)) {
      const parsed = numberedPayload(line.slice(TARGET.length));
      const found = parsed && targetFound(jsonObject(parsed.payload));
      if (parsed && found) markers.targets.set(parsed.step, found);
    } else if (line.startsWith(MASKED)) {
      const parsed = numberedPayload(line.slice(MASKED.length));
      const regions = parsed && maskedRegions(parsed.payload);
      if (parsed && regions) markers.masked.set(parsed.step, regions);
    } else if (line.startsWith(DIVERGED) && !markers.divergence) {
      const divergence = divergenceOf(jsonObject(line.slice(DIVERGED.length)));
      if (divergence) markers.divergence = divergence;
    }
  }
  return markers;
}

/** A JSON object of a marker line (untrusted output, bounded), else undefined. */
function jsonObject(text: string): Record<string, unknown> | undefined {
  if (text.length > MAX_JSON_CHARS) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The regions of a `REPLAY_MASKED` line (a JSON array of {x, y, width, height, why}), else undefined. */
function maskedRegions(payload: string): MaskedRegion[] | undefined {
  if (payload.length > MAX_JSON_CHARS) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (!Array.isArray(value)) return undefined;
  const regions = value.slice(0, MAX_MASKED).flatMap((item: unknown) => {
    const region = item as Record<string, unknown> | null;
    const box = numbers([region?.x, region?.y, region?.width, region?.height], 4);
    const why = text(region?.why);
    return box && why !== undefined
      ? [{ x: box[0]!, y: box[1]!, width: box[2]!, height: box[3]!, why: cutText(why, 200) }]
      : [];
  });
  return regions.length > 0 ? regions : undefined;
}

function targetFound(json: Record<string, unknown> | undefined): ReplayTargetFound | undefined {
  if (!json || (json.found_by !== "element" && json.found_by !== "coordinates")) return undefined;
  const role = text(json.role);
  const name = text(json.name);
  const point = pair(json.found_by === "element" ? json.at : json.recorded);
  const box = numbers(json.box, 4) as [number, number, number, number] | undefined;
  const path = strings(json.path);
  return {
    foundBy: json.found_by,
    ...(typeof json.reason === "string" ? { reason: cutText(json.reason, 100) } : {}),
    ...(role !== undefined && name !== undefined && point
      ? {
          target: {
            role,
            name,
            x: point[0],
            y: point[1],
            ...(box ? { box } : {}),
            ...(path ? { path } : {}),
          },
        }
      : {}),
  };
}

function divergenceOf(json: Record<string, unknown> | undefined): ReplayDivergence | undefined {
  if (!json || (json.kind !== "target" && json.kind !== "screen")) return undefined;
  const message = text(json.message) ?? "";
  if (json.kind === "target") {
    const expected = json.expected as Record<string, unknown> | undefined;
    const role = text(expected?.role);
    const name = text(expected?.name);
    const recorded = pair(expected?.recorded);
    return {
      kind: "target",
      message,
      ...(role !== undefined && name !== undefined && recorded
        ? { expected: { role, name, path: strings(expected?.path) ?? [], recorded } }
        : {}),
      ...(strings(json.found_there) ? { foundThere: strings(json.found_there)!.slice(0, 5) } : {}),
    };
  }
  const similarity = json.similarity;
  return {
    kind: "screen",
    message,
    ...(typeof json.expected === "string" && typeof json.threshold === "number"
      ? {
          screen: {
            expected: cutText(json.expected, MAX_TEXT),
            similarity: typeof similarity === "number" ? similarity : null,
            threshold: json.threshold,
          },
        }
      : {}),
  };
}

function text(value: unknown): string | undefined {
  return typeof value === "string" ? cutText(value, MAX_TEXT) : undefined;
}

function pair(value: unknown): [number, number] | undefined {
  return numbers(value, 2) as [number, number] | undefined;
}

function numbers(value: unknown, length: number): number[] | undefined {
  return Array.isArray(value) &&
    value.length === length &&
    value.every((v) => typeof v === "number" && Number.isFinite(v))
    ? (value as number[])
    : undefined;
}

function strings(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.every((v) => typeof v === "string")
    ? value.slice(0, 8).map((v: string) => cutText(v, MAX_TEXT))
    : undefined;
}

/** `<n>:<rest>` with a non-negative decimal n. */
function numberedPayload(text: string): { step: number; payload: string } | undefined {
  const colon = text.indexOf(":");
  if (colon < 0) return undefined;
  const number = text.slice(0, colon);
  if (!/^[0-9]+$/.test(number)) return undefined;
  const step = Number(number);
  return Number.isSafeInteger(step) ? { step, payload: text.slice(colon + 1) } : undefined;
}

/** Standard base64 with padding, decoding to valid UTF-8; anything else is `undefined`. */
export function decodeBase64Utf8(text: string): string | undefined {
  if (text.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) return undefined;
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(Buffer.from(text, "base64"));
  } catch {
    return undefined;
  }
}
