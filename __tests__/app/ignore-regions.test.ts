import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { compareTasks } from "../../app/diff/compare-tasks.ts";
import { artifactBaseline } from "../../app/diff/compare-tasks.ts";
import { ReportArtifact } from "../../app/report/shard-report.ts";
import { DEFAULT_SETTINGS, resolveSettings, type RepoSettings } from "../../app/settings.ts";
import { FileObjectStore } from "../../app/storage/object-store.ts";
import { mergeReports } from "../../src/app-surface.ts";
import { CLOCK_AT, CLOCK_SIZE, reportArtifact, screen, webp, type TaskSpec } from "./support/fixtures.ts";

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

const HEADER = "tag\tname\ttext\tclass\tdescription\tposition\tsize";
/** A dump with the clock label where the screen shows it, among other rows. */
const dumpWithClock = (at: { x: number; y: number }, time: string) =>
  [
    HEADER,
    "frame\tEditor\t\tframe\t\t0,0\t1280,800",
    `label\t${time}\t${time}\tlabel\t\t${at.x},${at.y}\t${CLOCK_SIZE.width},${CLOCK_SIZE.height}`,
    "button\tSave\t\tpush button\t\t980,680\t140,40",
  ].join("\n");

const MOVED = { x: 400, y: 300 };

async function open(name: string, task: TaskSpec): Promise<ReportArtifact> {
  const dir = await mkdtemp(path.join(tmpdir(), "desktest-ignore-"));
  dirs.push(dir);
  const file = path.join(dir, `${name}.zip`);
  await writeFile(file, await reportArtifact({ index: 1, count: 1, tasks: [task] }));
  return ReportArtifact.open(file, name, 1);
}

/** The clock task's final screen compared with a baseline whose clock was elsewhere, showing another time. */
async function compareMovedClock(settings: RepoSettings, taskJson?: unknown) {
  const base = await open("base", {
    id: "clock",
    final: await webp(screen({ seed: 2, clock: 0 })),
    finalA11y: dumpWithClock(CLOCK_AT(), "09:41"),
    ...(taskJson ? { taskJson } : {}),
  });
  const head = await open("head", {
    id: "clock",
    final: await webp(screen({ seed: 2, clock: 255, clockAt: MOVED })),
    finalA11y: dumpWithClock(MOVED, "09:42"),
    ...(taskJson ? { taskJson } : {}),
  });
  const baseline = new Map([["clock", artifactBaseline(mergeReports([base]).tasks[0]!)]]);
  const store = new FileObjectStore(path.join(await mkdtemp(path.join(tmpdir(), "desktest-objects-")), "o"));
  const visuals = await compareTasks(mergeReports([head]), baseline, {
    settings,
    store,
    approvals: new Set(),
  });
  return visuals.get("clock")!;
}

const clockSelector = { role: "label", name_pattern: "^\\d\\d:\\d\\d$", reason: "the clock" };

describe("ignore regions in the App's screen comparison", () => {
  it("sees a clock that moved between runs as a change when nothing ignores it (the control)", async () => {
    const visual = await compareMovedClock(DEFAULT_SETTINGS);
    expect(visual.status).toBe("changed");
    expect(visual.final?.kind).toBe("changed");
  });

  it("ignores the moved clock by an accessibility selector in the task file, where it was and where it is", async () => {
    const visual = await compareMovedClock(DEFAULT_SETTINGS, {
      id: "clock",
      visual: { ignore: [clockSelector] },
    });
    expect(visual.status).toBe("unchanged");
    expect(visual.final?.kind).toBe("identical");
    expect(visual.final?.ignored).toEqual([
      { by: "label /^\\d\\d:\\d\\d$/", reason: "the clock", places: 2 },
    ]);
  });

  it("ignores it by a selector in .github/desktest.yml, naming the file as the reason", async () => {
    const { settings, problems } = resolveSettings({
      visual: { ignore: { "clo*": [{ role: "label", name_pattern: "^\\d\\d:\\d\\d$" }] } },
    });
    expect(problems).toEqual([]);
    const visual = await compareMovedClock(settings);
    expect(visual.status).toBe("unchanged");
    expect(visual.final?.ignored?.[0]).toMatchObject({ reason: "ignored by .github/desktest.yml" });
  });

  it("a rectangle at the clock's old place alone does not hide a clock that moved", async () => {
    const { x, y } = CLOCK_AT();
    const visual = await compareMovedClock(DEFAULT_SETTINGS, {
      id: "clock",
      visual: { ignore: [{ x, y, ...CLOCK_SIZE }] },
    });
    expect(visual.status).toBe("changed");
    expect(visual.final?.bbox).toEqual({ x: MOVED.x, y: MOVED.y, ...CLOCK_SIZE });
  });

  it("refuses invalid ignore entries in .github/desktest.yml, each at its place", () => {
    const { problems, settings } = resolveSettings({
      visual: { ignore: { "*": [{ role: "label" }, { x: 0, y: 0, width: 0, height: 1 }] } },
    });
    expect(problems).toEqual([
      '.github/desktest.yml/visual/ignore/*/0: needs "name" (the accessible name, exactly) or "name_pattern" (a regular expression)',
      ".github/desktest.yml/visual/ignore/*/1/width: must be between 1 and 100000 screen pixels (found the integer 0)",
    ]);
    expect(settings.visual.ignore).toEqual({});
  });
});
