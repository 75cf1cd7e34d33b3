/**
 * Where a suite task's start went, from what its run log says (the lines a suite emits as task-log
 * events): the desktop it took ("desktop: a warm one, up before the task asked" …) and "desktop ready:"
 * with the start's phases (prepare-desktop.ts's timings), beside the task's start and its first model
 * request on the bench's clock. The same phases as the agent bench's "of which" line.
 */
import { percentile } from "./stats.ts";

export interface TaskStartLog {
  /** The suite's task-start event. */
  startedAt: number;
  lines: { at: number; line: string }[];
}

export interface StartPhases {
  /** Task start → first model request. */
  total: number;
  /** The desktop was started before the task asked for it (undefined: the log does not say). */
  warm: boolean | undefined;
  /** A warm desktop was up when the task asked (not still starting). */
  ready: boolean;
  /** Task loaded, artifacts folder, image check, until the desktop was asked for (and after it, to "ready"). */
  before: number;
  /** The desktop taken from the pool (waiting for it while it starts) or started. */
  desktop: number;
  deployAndSetup: number;
  /** Launch, the app's window, its accessibility registered. */
  launch: number;
  /** Of the launch: until the app's window was mapped. */
  window: number;
  /** Desktop ready → the first request sent: the first observation (settle, screenshot, a11y tree) and the request. */
  firstObservation: number;
}

/** The phases of one task's start (NaN for what its log does not say). */
export function startPhasesOf(log: TaskStartLog, firstRequestAt: number): StartPhases {
  const taken = log.lines.find((l) => l.line.startsWith("desktop: "))?.line;
  const ready = log.lines.find((l) => l.line.startsWith("desktop ready: "));
  const timings = ready
    ? (JSON.parse(ready.line.slice("desktop ready: ".length)) as Record<string, number>)
    : undefined;
  const { startMs = NaN, deployMs = NaN, setupMs = NaN, launchMs = NaN, windowMs = NaN } = timings ?? {};
  const readyAt = ready?.at ?? NaN;
  return {
    total: firstRequestAt - log.startedAt,
    warm: taken === undefined ? undefined : taken.startsWith("desktop: a warm one"),
    ready: taken?.includes("up before the task asked") === true,
    before: readyAt - log.startedAt - startMs - deployMs - setupMs - launchMs,
    desktop: startMs,
    deployAndSetup: deployMs + setupMs,
    launch: launchMs,
    window: windowMs,
    firstObservation: firstRequestAt - readyAt,
  };
}

const COLUMNS: [keyof StartPhases, string][] = [
  ["total", "total"],
  ["before", "before"],
  ["desktop", "desktop"],
  ["deployAndSetup", "deploy+setup"],
  ["launch", "launch"],
  ["window", "(window)"],
  ["firstObservation", "1st observe"],
];

/** p50 of each phase over the tasks that took a warm desktop, for all of them and by app. */
export function printStartPhases(title: string, rows: (StartPhases & { app: string })[]): void {
  const warm = rows.filter((r) => r.warm);
  console.log(`\n${title}: ${warm.length} of ${rows.length} tasks`);
  console.log(
    `${"".padEnd(22)}${"tasks".padStart(6)}${"up".padStart(5)}${COLUMNS.map(([, name]) => name.padStart(13)).join("")}`,
  );
  const apps = [...new Set(warm.map((r) => r.app))].sort();
  for (const [name, group] of [
    ["all", warm] as const,
    ...apps.map((app) => [app, warm.filter((r) => r.app === app)] as const),
  ]) {
    const cells = COLUMNS.map(([key]) =>
      percentile(
        group.map((r) => r[key] as number),
        50,
      )
        .toFixed(0)
        .padStart(13),
    );
    const up = group.filter((r) => r.ready).length;
    console.log(
      `${name.padEnd(22)}${String(group.length).padStart(6)}${String(up).padStart(5)}${cells.join("")}`,
    );
  }
  console.log(
    "  (up: the desktop was up when the task asked for it; before: task, artifacts folder, image check; desktop: taken from the pool, waiting while it starts; launch: until the window was mapped (window) and the app's accessibility registered; 1st observe: desktop ready → first request)",
  );
}
