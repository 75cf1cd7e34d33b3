import type { ShotChange, ShotResult, TaskVisual } from "../check/model.ts";
import type {
  DesktopEnvironment,
  MergedReport,
  MergedTask,
  ReportEnvironment,
} from "../../src/app-surface.ts";
import { environmentDifferences, environmentLine } from "./environment-diff.ts";
import { taskFiles, type ReportArtifact } from "../report/shard-report.ts";
import { ignoreFor, masksFor, type RepoSettings } from "../settings.ts";
import {
  needsDumps,
  pairIgnore,
  reportDumps,
  taskIgnore,
  type DumpReader,
  type IgnoredShown,
  type IgnoreSource,
} from "./ignore-regions.ts";
import type { ObjectStore } from "../storage/object-store.ts";
import {
  compareImages,
  renderCrops,
  renderOverlay,
  renderSideBySide,
  type Comparison,
} from "./image-diff.ts";

export interface CompareContext {
  settings: RepoSettings;
  store: ObjectStore;
  /** Approval keys already granted on this pull request. */
  approvals: Set<string>;
  /** How many tasks are compared at once. */
  concurrency?: number;
}

/**
 * A task's baseline screens: from a report artifact of an earlier run (its final screen and step
 * screens), or from the app's own copy of its final screen (see BaselineCopies).
 */
export interface BaselineTask {
  finalScreenshot: string | null;
  screenshots: { step: number; path: string }[];
  /** The environment its screens were taken in; null when unknown (older reports, the App's copies). */
  environment: DesktopEnvironment | null;
  image(path: string): Promise<Buffer | null>;
  /** A screenshot's accessibility dump, where ignore selectors are looked up (null when there is none). */
  a11y: DumpReader;
}

/** The environment a reported task ran in, from its shard's list; null when the report does not say. */
export function taskEnvironment(merged: MergedTask<ReportArtifact>): ReportEnvironment | null {
  const id = merged.task.environment;
  return id === null ? null : (merged.shard.report.run.environments.find((e) => e.id === id) ?? null);
}

/** A task of an opened report artifact as a baseline. */
export function artifactBaseline(merged: MergedTask<ReportArtifact>): BaselineTask {
  const files = taskFiles(merged.task);
  return {
    finalScreenshot: files.finalScreenshot,
    screenshots: files.screenshots,
    environment: taskEnvironment(merged),
    image: (path) => merged.shard.image(path),
    a11y: reportDumps(merged.shard, merged.task),
  };
}

/** The key an approval of one changed screenshot is stored under. */
export function approvalKey(taskId: string, shot: "final" | number, headPixelHash: string): string {
  return `${taskId}\u0001${shot}\u0001${headPixelHash}`;
}

/**
 * The key an approval of a change itself is stored under: approving a group of identical changes (or
 * all of them) also approves that change wherever it shows up later on the pull request.
 */
export function fingerprintKey(fingerprint: string): string {
  return `change\u0001${fingerprint}`;
}

const notCompared = (status: TaskVisual["status"], error: string | null = null): TaskVisual => ({
  status,
  final: null,
  stepsCompared: 0,
  stepsChanged: 0,
  firstDivergedStep: null,
  changeKeys: [],
  changes: [],
  accepted: false,
  error,
});

/**
 * Compare every task's final screenshot (and each replay step's, when enabled) with its baseline: the
 * task's latest passing run on the base branch's ancestry (see BaselineSearch), by task id; null when
 * there is no baseline run at all. Images (overlay and side-by-side) are drawn for the final screenshot
 * and for the first step that diverged; every other change is only counted and keyed for approval.
 */
export async function compareTasks(
  head: MergedReport<ReportArtifact>,
  baseline: ReadonlyMap<string, BaselineTask> | null,
  context: CompareContext,
): Promise<Map<string, TaskVisual>> {
  const results = new Map<string, TaskVisual>();
  const baseTasks = baseline ?? new Map<string, BaselineTask>();
  const queue = [...head.tasks];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const visual =
        !context.settings.visual.enabled || !baseline
          ? notCompared("not-compared")
          : await compareTask(next, baseTasks.get(next.task.id), context).catch((error: unknown) =>
              notCompared("error", (error as Error).message),
            );
      results.set(next.task.id, visual);
    }
  };
  await Promise.all(Array.from({ length: context.concurrency ?? 2 }, worker));
  return results;
}

async function compareTask(
  head: MergedTask<ReportArtifact>,
  base: BaselineTask | undefined,
  context: CompareContext,
): Promise<TaskVisual> {
  if (!base) return notCompared("new-task");
  // Like with like: a baseline from another environment is named as such, not compared pixel by pixel
  // (or compared for information only, as the settings say).
  const headEnvironment = taskEnvironment(head);
  const differences =
    base.environment && headEnvironment ? environmentDifferences(base.environment, headEnvironment) : [];
  const environment =
    differences.length > 0 && base.environment && headEnvironment
      ? { differences, baseline: environmentLine(base.environment), head: environmentLine(headEnvironment) }
      : null;
  if (environment && context.settings.visual.other_environment === "skip")
    return { ...notCompared("other-environment"), environment };
  const headFiles = taskFiles(head.task);
  const baseFiles = base;
  if (!headFiles.finalScreenshot) return notCompared("no-screenshot");
  const headFinal = await head.shard.image(headFiles.finalScreenshot);
  if (!headFinal) return notCompared("no-screenshot");
  const baseFinal = baseFiles.finalScreenshot ? await base.image(baseFiles.finalScreenshot) : null;
  const id = head.task.id;
  const { visual } = context.settings;
  const masks = masksFor(context.settings, id);
  const sources: IgnoreSource[] = [
    { name: ".github/desktest.yml", entries: ignoreFor(context.settings, id) },
    { name: "the task file", entries: await taskIgnore(head.shard, head.task) },
  ];
  const headDumps = reportDumps(head.shard, head.task);
  // Each pair's options: the settings' masks, and the ignore regions found on either of its screens.
  const optionsFor = async (basePath: string, headPath: string) => {
    const [baseDump, headDump] = needsDumps(sources)
      ? await Promise.all([base.a11y(basePath), headDumps(headPath)])
      : [null, null];
    const ignore = pairIgnore(sources, baseDump, headDump);
    return {
      options: {
        threshold: visual.threshold,
        maxDiffPixels: visual.max_diff_pixels,
        maxDiffRatio: visual.max_diff_ratio,
        masks: [...masks, ...ignore.masks],
      },
      ignored: ignore.ignored,
    };
  };

  const changes: ShotChange[] = [];
  const noteChange = (result: ShotResult) => {
    if (!result.approvalKey || !result.fingerprint) return;
    const { approvalKey: key, fingerprint } = result;
    const accepted = context.approvals.has(key) || context.approvals.has(fingerprintKey(fingerprint));
    changes.push({ shot: result.shot, key, fingerprint, accepted });
  };
  let final: ShotResult | null = null;
  if (baseFinal) {
    const { options, ignored } = await optionsFor(baseFiles.finalScreenshot!, headFiles.finalScreenshot);
    const comparison = await compareImages(baseFinal, headFinal, options);
    final = await shotResult(id, "final", comparison, context.store, true, ignored);
    noteChange(final);
  }

  let stepsCompared = 0;
  let stepsChanged = 0;
  let firstDivergedStep: ShotResult | null = null;
  if (visual.steps && headFiles.screenshots.length > 0) {
    const baseSteps = new Map(baseFiles.screenshots.map((s) => [s.step, s.path]));
    for (const step of [...headFiles.screenshots].sort((a, b) => a.step - b.step)) {
      const basePath = baseSteps.get(step.step);
      if (!basePath) continue;
      const [a, b] = await Promise.all([base.image(basePath), head.shard.image(step.path)]);
      if (!a || !b) continue;
      stepsCompared++;
      const { options, ignored } = await optionsFor(basePath, step.path);
      const comparison = await compareImages(a, b, options);
      if (comparison.kind !== "changed" && comparison.kind !== "size-changed") continue;
      stepsChanged++;
      const draw = firstDivergedStep === null;
      const result = await shotResult(id, step.step, comparison, context.store, draw, ignored);
      if (!firstDivergedStep) firstDivergedStep = result;
      noteChange(result);
    }
  }

  if (!final && stepsCompared === 0) return notCompared("no-baseline-screenshot");
  if (environment) {
    // Informational: the differences are shown, nothing waits for approval.
    return {
      ...notCompared("other-environment"),
      final,
      stepsCompared,
      stepsChanged,
      firstDivergedStep,
      environment,
    };
  }
  const changed = changes.length > 0;
  return {
    status: changed ? "changed" : "unchanged",
    final,
    stepsCompared,
    stepsChanged,
    firstDivergedStep,
    changeKeys: changes.map((c) => c.key),
    changes,
    accepted: changed && changes.every((c) => c.accepted),
    error: null,
  };
}

async function shotResult(
  taskId: string,
  shot: "final" | number,
  comparison: Comparison,
  store: ObjectStore,
  draw: boolean,
  ignored: IgnoredShown[],
): Promise<ShotResult> {
  const isChange = comparison.kind === "changed" || comparison.kind === "size-changed";
  const images: ShotResult["images"] = {};
  if (isChange && draw) {
    const [overlay, sideBySide, crops] = await Promise.all([
      comparison.kind === "changed" ? renderOverlay(comparison) : Promise.resolve(null),
      renderSideBySide(comparison),
      renderCrops(comparison),
    ]);
    if (overlay) images.overlay = await store.put(overlay, "png");
    images.sideBySide = await store.put(sideBySide, "png");
    if (crops) {
      images.base = await store.put(crops.base, "png");
      images.head = await store.put(crops.head, "png");
    }
  }
  return {
    shot,
    kind: comparison.kind,
    diffPixels: comparison.diffPixels,
    ratio: comparison.ratio,
    bbox: comparison.bbox,
    width: comparison.width,
    height: comparison.height,
    baseWidth: comparison.baseWidth,
    baseHeight: comparison.baseHeight,
    approvalKey:
      isChange && comparison.headPixelHash ? approvalKey(taskId, shot, comparison.headPixelHash) : null,
    fingerprint: isChange ? comparison.changeFingerprint : null,
    images,
    ...(ignored.length > 0 ? { ignored } : {}),
  };
}
