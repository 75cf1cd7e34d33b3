import {
  describeValue,
  didYouMean
} from "./chunk-ZLH7AXKL.js";
import {
  joinPointer
} from "./chunk-DZFXMRMN.js";

// src/task/ignore-regions.ts
var IGNORE_LIMITS = { entries: 50, text: 200 };
var RECTANGLE_KEYS = ["x", "y", "width", "height", "reason"];
var SELECTOR_KEYS = ["role", "name", "name_pattern", "reason"];
function checkTaskVisual(value, pointer = "/visual") {
  if (!isPlainObject(value))
    return [{ pointer, atKey: false, message: `must be an object (found ${describeValue(value)})` }];
  const problems = [];
  for (const key of Object.keys(value)) {
    if (key !== "ignore") problems.push(unknownProperty(pointer, key, ["ignore"]));
  }
  if ("ignore" in value) problems.push(...checkIgnoreEntries(value.ignore, joinPointer(pointer, "ignore")));
  return problems;
}
function checkIgnoreEntries(value, pointer) {
  if (!Array.isArray(value))
    return [{ pointer, atKey: false, message: `must be an array (found ${describeValue(value)})` }];
  if (value.length > IGNORE_LIMITS.entries)
    return [
      {
        pointer,
        atKey: false,
        message: `has ${value.length} entries; at most ${IGNORE_LIMITS.entries} are allowed`
      }
    ];
  return value.flatMap((entry, index) => checkIgnoreEntry(entry, joinPointer(pointer, String(index))));
}
function checkIgnoreEntry(entry, pointer) {
  if (!isPlainObject(entry))
    return [
      {
        pointer,
        atKey: false,
        message: `must be an object: a rectangle {"x", "y", "width", "height"} or an accessibility selector {"role", "name" | "name_pattern"} (found ${describeValue(entry)})`
      }
    ];
  const isSelector2 = "role" in entry || "name" in entry || "name_pattern" in entry;
  const isRectangle = ["x", "y", "width", "height"].some((k) => k in entry);
  if (isSelector2 && isRectangle)
    return [
      {
        pointer,
        atKey: false,
        message: "is both a rectangle (x, y, width, height) and an accessibility selector (role, name): give one per entry"
      }
    ];
  if (!isSelector2 && !isRectangle)
    return [
      {
        pointer,
        atKey: false,
        message: 'must be a rectangle {"x", "y", "width", "height"} or an accessibility selector {"role", "name" | "name_pattern"}'
      }
    ];
  const allowed = isSelector2 ? SELECTOR_KEYS : RECTANGLE_KEYS;
  const problems = Object.keys(entry).filter((key) => !allowed.includes(key)).map((key) => unknownProperty(pointer, key, allowed));
  if ("reason" in entry) problems.push(...checkText(entry.reason, joinPointer(pointer, "reason")));
  return problems.concat(isSelector2 ? checkSelector(entry, pointer) : checkRectangle(entry, pointer));
}
function checkRectangle(entry, pointer) {
  const problems = [];
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
        message: `must be an integer (found ${describeValue(value)})`
      });
    else if (value < least || value > 1e5)
      problems.push({
        pointer: at,
        atKey: false,
        message: `must be between ${least} and 100000 screen pixels (found ${describeValue(value)})`
      });
  }
  return problems;
}
function checkSelector(entry, pointer) {
  const problems = [];
  if (!("role" in entry))
    problems.push({
      pointer,
      atKey: true,
      message: `is missing required property "role" (the element's role in the accessibility dump, e.g. "label", "button")`
    });
  else problems.push(...checkText(entry.role, joinPointer(pointer, "role")));
  const hasName = "name" in entry;
  const hasPattern = "name_pattern" in entry;
  if (hasName === hasPattern)
    problems.push({
      pointer,
      atKey: true,
      message: hasName ? 'has both "name" and "name_pattern": give one' : 'needs "name" (the accessible name, exactly) or "name_pattern" (a regular expression)'
    });
  if (hasName) problems.push(...checkText(entry.name, joinPointer(pointer, "name"), true));
  if (hasPattern) {
    const at = joinPointer(pointer, "name_pattern");
    const textProblems = checkText(entry.name_pattern, at);
    problems.push(...textProblems);
    if (textProblems.length === 0) {
      try {
        new RegExp(entry.name_pattern, "u");
      } catch (error) {
        problems.push({
          pointer: at,
          atKey: false,
          message: `is not a valid regular expression: ${error.message}`
        });
      }
    }
  }
  return problems;
}
function checkText(value, pointer, emptyAllowed = false) {
  if (typeof value !== "string")
    return [{ pointer, atKey: false, message: `must be a string (found ${describeValue(value)})` }];
  if (!emptyAllowed && value.trim() === "") return [{ pointer, atKey: false, message: "must not be empty" }];
  if (value.length > IGNORE_LIMITS.text)
    return [
      {
        pointer,
        atKey: false,
        message: `is ${value.length} characters long; at most ${IGNORE_LIMITS.text} are allowed`
      }
    ];
  return [];
}
function unknownProperty(pointer, key, known) {
  const suggestion = didYouMean(key, known);
  return {
    pointer: joinPointer(pointer, key),
    atKey: true,
    message: suggestion ? `is not a known property (did you mean "${suggestion}"?)` : `is not a known property (allowed here: ${known.join(", ")})`
  };
}
function isPlainObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function isSelector(entry) {
  return "role" in entry;
}
function describeIgnoreEntry(entry) {
  if (!isSelector(entry)) return `rectangle ${entry.x},${entry.y} ${entry.width}\xD7${entry.height}`;
  return entry.name !== void 0 ? `${entry.role} ${JSON.stringify(entry.name)}` : `${entry.role} /${entry.name_pattern ?? ""}/`;
}
function dumpRows(tsv) {
  const rows = [];
  for (const line of tsv.split("\n").slice(1)) {
    const cells = line.split("	");
    if (cells.length < 7) continue;
    const [tag = "", name = "", , cls = "", , position = "", size = ""] = cells;
    rows.push({ tag, name: name.replace(/\\n/g, "\n"), cls, box: boxOf(position, size) });
  }
  return rows;
}
function boxOf(position, size) {
  const p = /^(-?\d+),(-?\d+)$/.exec(position);
  const s = /^(\d+),(\d+)$/.exec(size);
  if (!p || !s) return null;
  const width = Number(s[1]);
  const height = Number(s[2]);
  if (width === 0 || height === 0) return null;
  return { x: Number(p[1]), y: Number(p[2]), width, height };
}
function matches(selector, row) {
  const role = selector.role.toLowerCase();
  if (row.tag.toLowerCase() !== role && row.cls.toLowerCase() !== role) return false;
  if (selector.name !== void 0) return row.name === selector.name;
  return new RegExp(selector.name_pattern ?? "", "u").test(row.name);
}
function resolveIgnoreRegions(entries, a11yDump, source) {
  const rows = a11yDump === null ? [] : dumpRows(a11yDump);
  const regions = [];
  const unmatched = [];
  for (const entry of entries) {
    const by = describeIgnoreEntry(entry);
    const reason = entry.reason ?? `ignored by ${source}`;
    if (!isSelector(entry)) {
      regions.push({ x: entry.x, y: entry.y, width: entry.width, height: entry.height, by, reason });
      continue;
    }
    const found = rows.filter((row) => row.box && matches(entry, row));
    if (found.length === 0) unmatched.push(by);
    for (const row of found) regions.push({ ...row.box, by, reason });
  }
  return { regions, unmatched };
}

export {
  checkTaskVisual,
  resolveIgnoreRegions
};
