import {
  cutText
} from "./chunk-XRI4GCXB.js";

// src/evaluate/rust-text.ts
var WHITE_SPACE = "\\t\\n\\v\\f\\r \\u0085\\u00a0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000";
var LEADING = new RegExp(`^[${WHITE_SPACE}]+`);
var TRAILING = new RegExp(`[${WHITE_SPACE}]+$`);
function trimEnd(text2) {
  return text2.replace(TRAILING, "");
}
function trimStart(text2) {
  return text2.replace(LEADING, "");
}
function trim(text2) {
  return trimEnd(trimStart(text2));
}
function lines(text2) {
  if (text2 === "") return [];
  const parts = text2.split("\n");
  if (parts[parts.length - 1] === "") parts.pop();
  return parts.map((line) => line.endsWith("\r") ? line.slice(0, -1) : line);
}

// src/evaluate/replay/replay-markers.ts
var STEP_DONE = "REPLAY_STEP_DONE:";
var ACTION = "REPLAY_ACTION:";
var TARGET = "REPLAY_TARGET:";
var DIVERGED = "REPLAY_DIVERGED:";
var MASKED = "REPLAY_MASKED:";
var MAX_MASKED = 50;
var MAX_JSON_CHARS = 16384;
var MAX_TEXT = 500;
function parseReplayMarkers(output) {
  const markers = { steps: [], actions: /* @__PURE__ */ new Map(), targets: /* @__PURE__ */ new Map(), masked: /* @__PURE__ */ new Map() };
  for (const rawLine of output.split("\n")) {
    const line = trim(rawLine);
    if (line.startsWith(STEP_DONE)) {
      const parsed = numberedPayload(line.slice(STEP_DONE.length));
      if (parsed) markers.steps.push({ step: parsed.step, thought: parsed.payload });
    } else if (line.startsWith(ACTION)) {
      const parsed = numberedPayload(line.slice(ACTION.length));
      const code = parsed && decodeBase64Utf8(parsed.payload);
      if (parsed && code !== void 0) markers.actions.set(parsed.step, code);
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
function jsonObject(text2) {
  if (text2.length > MAX_JSON_CHARS) return void 0;
  try {
    const value = JSON.parse(text2);
    return typeof value === "object" && value !== null && !Array.isArray(value) ? value : void 0;
  } catch {
    return void 0;
  }
}
function maskedRegions(payload) {
  if (payload.length > MAX_JSON_CHARS) return void 0;
  let value;
  try {
    value = JSON.parse(payload);
  } catch {
    return void 0;
  }
  if (!Array.isArray(value)) return void 0;
  const regions = value.slice(0, MAX_MASKED).flatMap((item) => {
    const region = item;
    const box = numbers([region?.x, region?.y, region?.width, region?.height], 4);
    const why = text(region?.why);
    return box && why !== void 0 ? [{ x: box[0], y: box[1], width: box[2], height: box[3], why: cutText(why, 200) }] : [];
  });
  return regions.length > 0 ? regions : void 0;
}
function targetFound(json) {
  if (!json || json.found_by !== "element" && json.found_by !== "coordinates") return void 0;
  const role = text(json.role);
  const name = text(json.name);
  const point = pair(json.found_by === "element" ? json.at : json.recorded);
  const box = numbers(json.box, 4);
  const path = strings(json.path);
  return {
    foundBy: json.found_by,
    ...typeof json.reason === "string" ? { reason: cutText(json.reason, 100) } : {},
    ...role !== void 0 && name !== void 0 && point ? {
      target: {
        role,
        name,
        x: point[0],
        y: point[1],
        ...box ? { box } : {},
        ...path ? { path } : {}
      }
    } : {}
  };
}
function divergenceOf(json) {
  if (!json || json.kind !== "target" && json.kind !== "screen") return void 0;
  const message = text(json.message) ?? "";
  if (json.kind === "target") {
    const expected = json.expected;
    const role = text(expected?.role);
    const name = text(expected?.name);
    const recorded = pair(expected?.recorded);
    return {
      kind: "target",
      message,
      ...role !== void 0 && name !== void 0 && recorded ? { expected: { role, name, path: strings(expected?.path) ?? [], recorded } } : {},
      ...strings(json.found_there) ? { foundThere: strings(json.found_there).slice(0, 5) } : {}
    };
  }
  const similarity = json.similarity;
  return {
    kind: "screen",
    message,
    ...typeof json.expected === "string" && typeof json.threshold === "number" ? {
      screen: {
        expected: cutText(json.expected, MAX_TEXT),
        similarity: typeof similarity === "number" ? similarity : null,
        threshold: json.threshold
      }
    } : {}
  };
}
function text(value) {
  return typeof value === "string" ? cutText(value, MAX_TEXT) : void 0;
}
function pair(value) {
  return numbers(value, 2);
}
function numbers(value, length) {
  return Array.isArray(value) && value.length === length && value.every((v) => typeof v === "number" && Number.isFinite(v)) ? value : void 0;
}
function strings(value) {
  return Array.isArray(value) && value.every((v) => typeof v === "string") ? value.slice(0, 8).map((v) => cutText(v, MAX_TEXT)) : void 0;
}
function numberedPayload(text2) {
  const colon = text2.indexOf(":");
  if (colon < 0) return void 0;
  const number = text2.slice(0, colon);
  if (!/^[0-9]+$/.test(number)) return void 0;
  const step = Number(number);
  return Number.isSafeInteger(step) ? { step, payload: text2.slice(colon + 1) } : void 0;
}
function decodeBase64Utf8(text2) {
  if (text2.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(text2)) return void 0;
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(Buffer.from(text2, "base64"));
  } catch {
    return void 0;
  }
}

// src/evaluate/replay/replay-failure.ts
var STDERR_TAIL_LINES = 20;
var STDERR_TAIL_LIMIT = 2e3;
var EXCEPTION_LINE = /^([A-Za-z_][\w.]*(?:Error|Exception|Failed|Failure|Interrupt|Exit|NotFound|Warning))(?::\s?(.*))?$/;
function stderrTail(stderr) {
  const lines2 = stderr.trimEnd().split(/\r\n|\r|\n/).slice(-STDERR_TAIL_LINES);
  const text2 = lines2.join("\n");
  return Array.from(text2).length <= STDERR_TAIL_LIMIT ? text2 : "\u2026" + Array.from(text2).slice(-(STDERR_TAIL_LIMIT - 1)).join("");
}
function raisedException(stderr) {
  const lines2 = stderr.split(/\r\n|\r|\n/).map((l) => l.trim()).filter((l) => l !== "");
  for (let i = lines2.length - 1; i >= 0; i--) {
    const match = EXCEPTION_LINE.exec(lines2[i]);
    if (match) return cutText(lines2[i], 300);
  }
  return null;
}
function replayFailure(run) {
  const markers = parseReplayMarkers(run.stdout + "\n" + run.stderr);
  const last = markers.steps.at(-1)?.step;
  const exception = raisedException(run.stderr);
  return {
    step: last === void 0 ? null : last + 1,
    message: exception ?? checkMessage(run.stderr, run.exitCode),
    raised: exception !== null,
    exitCode: run.timedOut ? null : run.exitCode,
    stderrTail: stderrTail(run.stderr),
    ...markers.divergence && !run.timedOut ? { divergence: markers.divergence } : {}
  };
}
function checkMessage(stderr, exitCode) {
  if (exitCode !== 1 || /Traceback \(most recent call last\)/.test(stderr)) return null;
  const last = stderr.split(/\r\n|\r|\n/).map((l) => l.trim()).filter((l) => l !== "").at(-1);
  return last ? cutText(last, 300) : null;
}

export {
  trimEnd,
  trimStart,
  trim,
  lines,
  parseReplayMarkers,
  STDERR_TAIL_LIMIT,
  stderrTail,
  replayFailure
};
