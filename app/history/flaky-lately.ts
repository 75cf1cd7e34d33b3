/** One task's outcome in one run the app has seen. */
export interface TaskOutcome {
  /** The run and its attempt, e.g. `1234:2` (each attempt is a run of its own). */
  run: string;
  headSha: string;
  taskId: string;
  /** report.json's task status: pass, fail, error, skipped, flaky. */
  status: string;
}

/** A task that was flaky lately: in how many of the runs looked at. */
export interface FlakyLatelyTask {
  id: string;
  flakyRuns: number;
}

export interface FlakyLately {
  /** How many runs were looked at (at most the window). */
  runs: number;
  /** Most often flaky first, then by id. */
  tasks: FlakyLatelyTask[];
}

/**
 * The tasks that were flaky in the given runs: a run counts for a task when the task was reported
 * flaky in it, or when it failed there and passed in another of these runs on the same commit.
 */
export function flakyLately(outcomes: readonly TaskOutcome[]): FlakyLately {
  const runs = new Set(outcomes.map((o) => o.run));
  const passedAt = new Set(
    outcomes.filter((o) => o.status === "pass").map((o) => `${o.taskId}\n${o.headSha}`),
  );
  const flakyRuns = new Map<string, Set<string>>();
  for (const o of outcomes) {
    const flaky = o.status === "flaky" || (o.status === "fail" && passedAt.has(`${o.taskId}\n${o.headSha}`));
    if (!flaky) continue;
    const seen = flakyRuns.get(o.taskId) ?? new Set<string>();
    seen.add(o.run);
    flakyRuns.set(o.taskId, seen);
  }
  const tasks = [...flakyRuns]
    .map(([id, seen]) => ({ id, flakyRuns: seen.size }))
    .sort((a, b) => b.flakyRuns - a.flakyRuns || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { runs: runs.size, tasks };
}
