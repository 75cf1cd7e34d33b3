import { readFile } from "node:fs/promises";
import path from "node:path";
import type { ArtifactsWriter } from "../../artifacts/artifacts-writer.ts";
import type { UpdatedReplay } from "../../artifacts/results-json.ts";
import { generateReplayScript } from "../../replay/replay-script.ts";
import { scriptStyle } from "../../replay/script-steps.ts";
import { toPosix } from "../../util/posix-path.ts";
import { unifiedDiff } from "../../util/unified-diff.ts";
import { HEAL_DIR, type HealRun } from "./heal-run.ts";
import { mergedTrajectory } from "./merged-trajectory.ts";

/** The artifacts folder of a healed run's updated replay. */
export const UPDATED_REPLAY_DIR = "updated-replay";

/**
 * Codify a healed run's merged trajectory (the replayed steps, then the agent's) into an updated replay
 * script, written as `updated-replay/<the script's name>` with codify's options of the task's script
 * (delay, screen checks and their threshold), its screens in `updated-replay/<the screens folder's
 * name>/` when it checks screens, and a unified diff of the task's script (`<name>.diff`, paths relative
 * to `cwd` so that `git apply` there applies it).
 */
export async function writeUpdatedReplay(
  artifacts: ArtifactsWriter,
  heal: HealRun,
  cwd: string,
): Promise<UpdatedReplay> {
  const { scriptPath, source, screenshotsDir } = heal.replaySource;
  const style = scriptStyle(source);
  const screensDir =
    heal.declared.find((s) => s.expectedScreen?.includes("/"))?.expectedScreen?.split("/")[0] ??
    (screenshotsDir ? path.basename(screenshotsDir) : undefined);
  const merged = mergedTrajectory({
    scriptSteps: heal.declared,
    replayed: heal.replayed,
    agentEntries: heal.agentEntries,
    divergedAt: heal.divergedAt,
    withScreenshots: style.withScreenshots && screensDir !== undefined,
    screensDir,
  });
  const script = generateReplayScript(merged.entries, {
    delay: style.delay,
    threshold: style.threshold,
    withScreenshots: style.withScreenshots && screensDir !== undefined,
    ...(screensDir ? { screenshotsDirName: screensDir } : {}),
  });
  const name = path.basename(scriptPath);
  const scriptFile = `${UPDATED_REPLAY_DIR}/${name}`;
  await artifacts.text(scriptFile, script);
  for (const screen of merged.screens) {
    const from =
      screen.from === "heal"
        ? artifacts.path(`${HEAL_DIR}/${screen.file}`)
        : path.join(screenshotsDir!, screen.file);
    const data = await readFile(from).catch(() => undefined);
    if (data) await artifacts.binary(`${UPDATED_REPLAY_DIR}/${screensDir}/${screen.name}`, data);
  }
  const relative = (p: string) => toPosix(path.relative(cwd, p));
  const replaces = relative(scriptPath);
  const diffFile = `${UPDATED_REPLAY_DIR}/${name}.diff`;
  await artifacts.text(
    diffFile,
    unifiedDiff(source, script, { before: `a/${replaces}`, after: `b/${replaces}` }),
  );
  return {
    script: scriptFile,
    diff: diffFile,
    replaces,
    ...(merged.screens.length > 0 && screensDir
      ? { screenshots_dir: `${UPDATED_REPLAY_DIR}/${screensDir}` }
      : {}),
    ...(merged.screens.length > 0 && screenshotsDir
      ? { replaces_screenshots_dir: relative(screenshotsDir) }
      : {}),
  };
}
