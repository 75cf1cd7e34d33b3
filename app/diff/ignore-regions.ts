import {
  a11yDumpOf,
  checkTaskVisual,
  lenientEntries,
  resolveIgnoreRegions,
  type IgnoreEntry,
  type ReportTask,
} from "../../src/app-surface.ts";
import { reportPath, taskFiles, type ReportArtifact } from "../report/shard-report.ts";
import type { MaskRegion } from "../settings.ts";

/** Largest accessibility dump, trajectory and task.json the App reads for ignore regions. */
const MAX_DUMP_BYTES = 4 * 1024 * 1024;
const MAX_TRAJECTORY_BYTES = 32 * 1024 * 1024;
const MAX_TASK_BYTES = 1024 * 1024;

/** Where ignore entries come from, as the check run names them. */
export interface IgnoreSource {
  /** `.github/desktest.yml`, `the task file`. */
  name: string;
  entries: IgnoreEntry[];
}

/** A region left out of a compared pair of screens, as the check run shows it. */
export interface IgnoredShown {
  /** The entry (`label "Clock"`, `rectangle 0,0 100×20`). */
  by: string;
  reason: string;
  /** How many places of the two screens it covered. */
  places: number;
}

/** The accessibility dump of one of a run's screenshots (null when there is none). */
export type DumpReader = (screenshot: string) => Promise<string | null>;

/** Whether any entry is a selector (only then are the screens' dumps read). */
export function needsDumps(sources: readonly IgnoreSource[]): boolean {
  return sources.some((s) => s.entries.some((e) => "role" in e));
}

/**
 * The masks of one compared pair: every rectangle and every place a selector found on either screen
 * (in its own dump), applied to both screens alike, so a widget that moved is ignored where it was and
 * where it is; and what was ignored, for the check run.
 */
export function pairIgnore(
  sources: readonly IgnoreSource[],
  baseDump: string | null,
  headDump: string | null,
): { masks: MaskRegion[]; ignored: IgnoredShown[] } {
  const masks: MaskRegion[] = [];
  const shown = new Map<string, IgnoredShown>();
  for (const source of sources) {
    if (source.entries.length === 0) continue;
    for (const dump of [baseDump, headDump]) {
      for (const region of resolveIgnoreRegions(source.entries, dump, source.name).regions) {
        masks.push({ x: region.x, y: region.y, width: region.width, height: region.height });
        const key = `${region.by}\u0000${region.reason}`;
        const known = shown.get(key);
        if (known) known.places++;
        else shown.set(key, { by: region.by, reason: region.reason, places: 1 });
      }
    }
  }
  return { masks, ignored: [...shown.values()] };
}

/** A reader of a report task's screenshot dumps, paired through its trajectory (read once). */
export function reportDumps(shard: ReportArtifact, task: ReportTask): DumpReader {
  const files = taskFiles(task);
  const dir = task.artifacts?.dir;
  let trajectory: Promise<ReturnType<typeof lenientEntries>> | undefined;
  return async (screenshot) => {
    if (!dir || !screenshot.startsWith(`${dir}/`)) return null;
    trajectory ??= files.trajectory
      ? shard
          .stagedFile(files.trajectory, MAX_TRAJECTORY_BYTES)
          .then((bytes) => (bytes ? lenientEntries(bytes.toString("utf8")) : []))
          .catch(() => [])
      : Promise.resolve([]);
    const dump = `${dir}/${a11yDumpOf(screenshot.slice(dir.length + 1), await trajectory)}`;
    const bytes = await shard.stagedFile(dump, MAX_DUMP_BYTES).catch(() => null);
    return bytes ? bytes.toString("utf8") : null;
  };
}

/**
 * A report task's own `visual.ignore` (its task.json, the task as it ran); none when the task has no
 * task.json or its entries do not pass the task file's check (validate reports those where they are).
 */
export async function taskIgnore(shard: ReportArtifact, task: ReportTask): Promise<IgnoreEntry[]> {
  const file = reportPath(task.artifacts?.task);
  if (!file) return [];
  const bytes = await shard.stagedFile(file, MAX_TASK_BYTES).catch(() => null);
  if (!bytes) return [];
  try {
    const visual = (JSON.parse(bytes.toString("utf8")) as { visual?: unknown }).visual;
    if (visual === undefined || checkTaskVisual(visual).length > 0) return [];
    return (visual as { ignore?: IgnoreEntry[] }).ignore ?? [];
  } catch {
    return [];
  }
}
