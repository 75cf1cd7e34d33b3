/**
 * Quarantined tasks (`quarantine:` in `.github/desktest.yml`): they run and are reported, but their
 * failures and errors do not fail the run, the job or the check. An entry is a task id, or a glob where
 * `*` stands for any run of characters.
 */

/** At most this many entries are read, each at most this long. */
export const QUARANTINE_LIMITS = { entries: 500, length: 200 } as const;

/** Whether a task id is quarantined by one of the entries. */
export function isQuarantined(taskId: string, entries: readonly string[]): boolean {
  return entries.some((entry) => matchesTaskPattern(entry, taskId));
}

/** Whether a `.github/desktest.yml` key (a task id, or a glob with `*`) names a task. */
function matchesTaskPattern(pattern: string, taskId: string): boolean {
  return pattern === taskId || (pattern.includes("*") && globMatches(pattern, taskId));
}

/** The entries of every key (a task id or `*` glob) that names the task, in the keys' order. */
export function entriesForTask<T>(byPattern: Readonly<Record<string, readonly T[]>>, taskId: string): T[] {
  return Object.entries(byPattern).flatMap(([pattern, entries]) =>
    matchesTaskPattern(pattern, taskId) ? entries : [],
  );
}

/** `*` matches any run of characters; the classic two-pointer match, without backtracking blow-ups. */
function globMatches(pattern: string, text: string): boolean {
  let p = 0;
  let t = 0;
  let star = -1;
  let resume = 0;
  while (t < text.length) {
    if (p < pattern.length && pattern[p] !== "*" && pattern[p] === text[t]) {
      p++;
      t++;
    } else if (p < pattern.length && pattern[p] === "*") {
      star = p++;
      resume = t;
    } else if (star >= 0) {
      p = star + 1;
      t = ++resume;
    } else return false;
  }
  while (p < pattern.length && pattern[p] === "*") p++;
  return p === pattern.length;
}
