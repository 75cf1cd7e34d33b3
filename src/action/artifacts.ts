import { copyFile, lstat, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pngToWebp } from "./webp/png-to-webp.ts";
import { REPORT_FILES, screenshotDumps, type SuiteReport } from "../index.ts";

/** Characters GitHub refuses in artifact file paths. */
const BAD_PATH_CHARS = /[":<>|*?\r\n]/;

export interface StagedReport {
  /** The folder whose contents are the report artifact. */
  root: string;
  /** Absolute paths of every file in it. */
  files: string[];
  /** Screenshots that could not be converted, with the reason. */
  problems: string[];
}

/**
 * The report artifact's tree, in `stageDir`: report.json, junit.xml and suite-results.json as the suite
 * wrote them; each task's results.json and trajectory.jsonl (and review page when it did not pass) at
 * their report paths; a healed task's updated replay (script, diff and its screens as PNGs); and for every
 * screenshot report.json names (each task's final screen and its step screens, a diverged task's expected
 * and actual screens) a lossless WebP at full resolution at the same relative path with the extension `.webp`.
 */
export async function stageReportArtifact(
  reportDir: string,
  report: SuiteReport,
  stageDir: string,
  log: (line: string) => void = () => undefined,
): Promise<StagedReport> {
  await mkdir(stageDir, { recursive: true });
  const files: string[] = [];
  for (const name of [REPORT_FILES.report, REPORT_FILES.junit, REPORT_FILES.suiteResults]) {
    await copyFile(path.join(reportDir, name), path.join(stageDir, name));
    files.push(path.join(stageDir, name));
  }
  // Each task's small evidence, so the App needs no trajectories download: results.json and
  // trajectory.jsonl always, the (self-contained, larger) review page for tasks that did not pass, and
  // the results and review page of each earlier attempt (a flaky task's failed attempt).
  for (const task of report.tasks) {
    const a = task.artifacts;
    const earlier = task.attempts.slice(0, -1).flatMap((attempt) => [attempt.results, attempt.review]);
    // The accessibility dump of each screen (the App finds ignore regions by meaning in them), the task
    // as run (its visual.ignore), and a healed task's updated replay (its script and diff; its screens
    // below, as PNGs: a replay reads them).
    const dumps = await screenshotDumps(reportDir, task);
    const updated = task.heal?.updated_replay;
    const wanted = [
      a?.results,
      a?.trajectory,
      a?.task,
      task.status === "pass" ? null : a?.review,
      ...earlier,
      ...dumps.values(),
      updated?.script,
      updated?.diff,
    ];
    for (const rel of wanted) {
      if (!rel || webpPath(rel) === undefined) continue; // absent, or leaves the report folder
      const source = path.join(reportDir, ...rel.split("/"));
      const destination = path.join(stageDir, ...rel.split("/"));
      try {
        await mkdir(path.dirname(destination), { recursive: true });
        await copyFile(source, destination);
        files.push(destination);
      } catch {
        // a task that never reached its desktop has no such file: nothing to copy
      }
    }
  }
  for (const task of report.tasks) {
    const screens = task.heal?.updated_replay?.screenshots_dir;
    if (!screens || webpPath(screens) === undefined) continue;
    const { files: pngs } = await listFiles(path.join(reportDir, ...screens.split("/")));
    for (const png of pngs) {
      const destination = path.join(stageDir, path.relative(reportDir, png));
      await mkdir(path.dirname(destination), { recursive: true });
      await copyFile(png, destination);
      files.push(destination);
    }
  }
  const shots = new Set<string>();
  for (const task of report.tasks) {
    // A diverged task's expected and actual screens, and the agent's.
    for (const shot of [
      task.heal?.expected_screen,
      task.heal?.actual_screen,
      ...(task.heal?.new_steps ?? []).map((s) => s.screenshot),
    ])
      if (shot) shots.add(shot);
    if (task.artifacts?.final_screenshot) shots.add(task.artifacts.final_screenshot);
    for (const attempt of task.attempts.slice(0, -1))
      if (attempt.final_screenshot) shots.add(attempt.final_screenshot);
    for (const shot of task.screenshots) shots.add(shot.path);
  }
  const problems: string[] = [];
  const started = Date.now();
  for (const shot of shots) {
    const target = webpPath(shot);
    if (target === undefined) {
      problems.push(`${shot}: not a path inside the report folder`);
      continue;
    }
    try {
      const webp = pngToWebp(await readFile(path.join(reportDir, ...shot.split("/"))));
      const destination = path.join(stageDir, ...target.split("/"));
      await mkdir(path.dirname(destination), { recursive: true });
      await writeFile(destination, webp);
      files.push(destination);
    } catch (error) {
      problems.push(`${shot}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (shots.size > 0)
    log(
      `converted ${shots.size - problems.length} screenshot(s) to lossless WebP in ${Date.now() - started} ms`,
    );
  return { root: stageDir, files, problems };
}

/** `artifacts/t/final.png` → `artifacts/t/final.webp`; undefined for paths that leave the folder. */
export function webpPath(reportPath: string): string | undefined {
  const parts = reportPath.split("/");
  if (
    path.isAbsolute(reportPath) ||
    parts.some((p) => p === ".." || p === "") ||
    BAD_PATH_CHARS.test(reportPath)
  ) {
    return undefined;
  }
  const base = parts.pop()!;
  const dot = base.lastIndexOf(".");
  return [...parts, `${dot > 0 ? base.slice(0, dot) : base}.webp`].join("/");
}

/**
 * Every regular file under `dir` (symbolic links and special files are left out, and so are paths
 * GitHub refuses in artifacts), sorted, with what was left out.
 */
export async function listFiles(dir: string): Promise<{ files: string[]; left: string[] }> {
  const files: string[] = [];
  const left: string[] = [];
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const absolute = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, absolute);
    if (entry.isDirectory()) continue;
    const info = await lstat(absolute).catch(() => undefined);
    if (!info?.isFile()) {
      left.push(`${relative} (not a regular file)`);
    } else if (BAD_PATH_CHARS.test(relative)) {
      left.push(`${relative} (a character GitHub does not allow in artifact paths)`);
    } else {
      files.push(absolute);
    }
  }
  files.sort();
  return { files, left };
}

export interface UploadedArtifact {
  name: string;
  id: number;
  size: number;
  digest?: string;
}

/** Upload through the Actions artifact service (ACTIONS_RESULTS_URL with ACTIONS_RUNTIME_TOKEN). */
export async function uploadArtifact(
  name: string,
  files: string[],
  root: string,
  options: { retentionDays?: number; compressionLevel?: number; skipArchive?: boolean },
): Promise<UploadedArtifact> {
  // (imported when an upload happens: the artifact client and its storage SDK are most of this module's load time,
  // and staging and listing a report need neither)
  const { DefaultArtifactClient } = await import("@actions/artifact");
  const client = new DefaultArtifactClient();
  const result = await client.uploadArtifact(name, files, root, {
    ...(options.retentionDays ? { retentionDays: options.retentionDays } : {}),
    ...(options.compressionLevel !== undefined ? { compressionLevel: options.compressionLevel } : {}),
    // One file as it is, not zipped: GitHub serves it with its own content type.
    ...(options.skipArchive ? { skipArchive: true } : {}),
  });
  if (result.id === undefined) throw new Error(`the artifact service returned no id for ${name}`);
  return { name, id: result.id, size: result.size ?? 0, ...(result.digest ? { digest: result.digest } : {}) };
}

/** Whether this step can reach the artifact service (the runner gives these to JavaScript actions only). */
export function canUpload(env: NodeJS.ProcessEnv): boolean {
  return Boolean(env.ACTIONS_RUNTIME_TOKEN && env.ACTIONS_RESULTS_URL);
}
