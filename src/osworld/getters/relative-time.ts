import { isPlainObject, PythonError } from "../python-semantics.ts";

/** The anchor phrases OSWorld's `rule_relativeTime` knows (its relativeTime_to_IntDay table). */
export const RELATIVE_TIME_PHRASES: string[] = [
  "tomorrow",
  "5th next month",
  "10th next month",
  "11th next month",
  "this month",
  "this Saturday",
  "this Sunday",
  "next Monday",
  "next Friday",
  "next Saturday",
  "next Sunday",
  "next week Friday",
  "next week Saturday",
  "next week Sunday",
  "first monday four months later",
  "first monday eight months later",
  "next Monday split",
  "next Friday split",
];

/** A calendar day (the time of day never matters to the templates). */
export interface CivilDate {
  year: number;
  month: number;
  day: number;
}

const DOW = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
const MONTH = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const MONTH_FULL = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

function toUtc(d: CivilDate): Date {
  return new Date(Date.UTC(d.year, d.month - 1, d.day));
}
function fromUtc(date: Date): CivilDate {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}
function addDays(d: CivilDate, days: number): CivilDate {
  const date = toUtc(d);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}
/** Python's weekday(): Monday 0 … Sunday 6. */
export function weekday(d: CivilDate): number {
  return (toUtc(d).getUTCDay() + 6) % 7;
}
function makeDate(year: number, month: number, day: number): CivilDate {
  if (month < 1 || month > 12) throw new PythonError("ValueError", "month must be in 1..12");
  const date = toUtc({ year, month, day });
  if (date.getUTCMonth() + 1 !== month) throw new PythonError("ValueError", "day is out of range for month");
  return { year, month, day };
}
function nextMonth(now: CivilDate, day: number): CivilDate {
  return makeDate(now.month === 12 ? now.year + 1 : now.year, now.month < 12 ? now.month + 1 : 1, day);
}
function firstMondayLater(now: CivilDate, months: 4 | 8): CivilDate {
  const year = now.month >= (months === 4 ? 9 : 5) ? now.year + 1 : now.year;
  // OSWorld computes (month + N) % 12, which is 0 for August (+4) or April (+8): Python's datetime then fails.
  const first = makeDate(year, (now.month + months) % 12, 1);
  return addDays(first, (6 - weekday(first) + 1) % 7);
}

/** OSWorld's `apply_rules_to_timeFormat`: each token replaced once, in this order. */
export function applyTimeFormat(template: string, d: CivilDate): string {
  const pad = (n: number) => (n < 10 ? `0${n}` : String(n));
  return template
    .replace("{DoW}", DOW[weekday(d)]!)
    .replace("{Month}", MONTH[d.month - 1]!)
    .replace("{DayD}", String(d.day))
    .replace("{Year}", String(d.year))
    .replace("{Month0D}", pad(d.month))
    .replace("{month}", MONTH_FULL[d.month - 1]!.toLowerCase())
    .replace("{MonthFull}", MONTH_FULL[d.month - 1]!)
    .replace("{Day0D}", pad(d.day))
    .replace("{MonthD}", String(d.month));
}

/** Today in an IANA time zone (OSWorld falls back to UTC for an unknown one). */
export function todayIn(timeZone: string, now = new Date()): CivilDate {
  let zone = timeZone;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
  } catch {
    zone = "UTC";
  }
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  })
    .formatToParts(now)
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

const unhandled = (phrase: string, where: string) =>
  new PythonError("UnboundLocalError", `OSWorld's rule_relativeTime does not handle '${phrase}' as ${where}`);

/**
 * `rule_relativeTime`: resolve the anchor phrase(s) against `now` (the guest's date, or today in
 * rules.timezone) and fill the date tokens of rules.expected; returns the rules with expected filled,
 * exactly as OSWorld's branches do (including the phrases a branch does not handle, which fail).
 */
export function resolveRelativeTime(rules: Record<string, unknown>, now: CivilDate): Record<string, unknown> {
  const out = structuredClone(rules);
  const relative = out.relativeTime as Record<string, unknown>;
  const expected = out.expected as Record<string, unknown>;
  if (!isPlainObject(relative) || !isPlainObject(expected))
    throw new PythonError("KeyError", "rules need 'relativeTime' and 'expected'");
  const from = String(relative.from);
  const wd = weekday(now);
  const fill = (key: string, d: CivilDate) => {
    const value = expected[key];
    if (value === undefined) throw new PythonError("KeyError", `'${key}'`);
    expected[key] = Array.isArray(value)
      ? value.map((t) => applyTimeFormat(String(t), d))
      : applyTimeFormat(String(value), d);
  };

  if (!("to" in relative)) {
    let day: CivilDate;
    if (from === "tomorrow") day = addDays(now, 1);
    else if (from === "5th next month") day = nextMonth(now, 5);
    else if (from === "10th next month") day = nextMonth(now, 10);
    else if (from === "this month") day = now;
    else if (from === "next Monday") day = addDays(now, 6 - wd + 1);
    else if (from === "first monday four months later") day = firstMondayLater(now, 4);
    else if (from === "first monday eight months later") day = firstMondayLater(now, 8);
    else throw unhandled(from, "a single date");
    const value = expected.time;
    if (value === undefined) throw new PythonError("KeyError", "'time'");
    expected.time = Array.isArray(value)
      ? value.map((t) => applyTimeFormat(String(t), day))
      : applyTimeFormat(String(value), day);
    return out;
  }

  const to = String(relative.to);
  let fromDay: CivilDate;
  if (from === "tomorrow") fromDay = addDays(now, 1);
  else if (from === "this Saturday") fromDay = addDays(now, 5 - wd);
  else if (from === "10th next month") fromDay = nextMonth(now, 10);
  else if (from === "next Monday" || from === "next Monday split") fromDay = addDays(now, 6 - wd + 1);
  else if (from === "next Friday") fromDay = addDays(now, wd < 4 ? 4 - wd : wd === 4 ? 7 : 7 - wd + 4);
  else if (from === "next Saturday") fromDay = addDays(now, wd < 5 ? 5 - wd : wd === 5 ? 7 : 6);
  else if (from === "next week Friday") fromDay = addDays(now, 7 - wd + 4);
  else if (from === "next week Saturday") fromDay = addDays(now, 7 - wd + 5);
  else if (from === "next week Sunday") fromDay = addDays(now, 7 - wd + 6);
  else throw unhandled(from, "the start of a range");
  if (from === "next Monday split") {
    fill("puDay", fromDay);
    fill("puMonth", fromDay);
    fill("puYear", fromDay);
  } else fill("from", fromDay);

  let toDay: CivilDate;
  if (to === "tomorrow") toDay = addDays(now, 1);
  else if (to === "this Sunday") toDay = addDays(now, 6 - wd);
  else if (to === "11th next month") toDay = nextMonth(now, 11);
  else if (to === "next Friday" || to === "next Friday split")
    toDay =
      from === "next Monday" || from === "next Monday split"
        ? addDays(fromDay, 4)
        : addDays(now, wd < 4 ? 4 - wd : 6 - wd + 5);
  else if (to === "next Sunday")
    toDay =
      from === "next Friday" || from === "next Saturday"
        ? addDays(fromDay, 6 - weekday(fromDay))
        : addDays(now, wd < 6 ? 6 - wd : 7);
  else if (to === "next week Sunday")
    toDay =
      from === "next week Friday" || from === "next week Saturday"
        ? addDays(fromDay, 6 - weekday(fromDay))
        : addDays(now, 7 - wd + 6);
  else throw unhandled(to, "the end of a range");
  if (to === "next Friday split") {
    fill("doDay", toDay);
    fill("doMonth", toDay);
    fill("doYear", toDay);
  } else fill("to", toDay);
  return out;
}
