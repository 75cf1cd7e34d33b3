import { trim } from "../rust-text.ts";

/** What a replay script printed about its steps, in output order. */
export interface ReplayMarkers {
  /** `REPLAY_STEP_DONE:<n>:<thought>` lines: the thought is everything after the second colon. */
  steps: { step: number; thought: string }[];
  /** `REPLAY_ACTION:<n>:<base64>` lines that decode to UTF-8 text (the last one per step wins). */
  actions: Map<number, string>;
}

const STEP_DONE = "REPLAY_STEP_DONE:";
const ACTION = "REPLAY_ACTION:";

/** Scan the output's lines (each trimmed) for the markers of a codified script. */
export function parseReplayMarkers(output: string): ReplayMarkers {
  const markers: ReplayMarkers = { steps: [], actions: new Map() };
  for (const rawLine of output.split("\n")) {
    const line = trim(rawLine);
    if (line.startsWith(STEP_DONE)) {
      const parsed = numberedPayload(line.slice(STEP_DONE.length));
      if (parsed) markers.steps.push({ step: parsed.step, thought: parsed.payload });
    } else if (line.startsWith(ACTION)) {
      const parsed = numberedPayload(line.slice(ACTION.length));
      const code = parsed && decodeBase64Utf8(parsed.payload);
      if (parsed && code !== undefined) markers.actions.set(parsed.step, code);
    }
  }
  return markers;
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
