import {
  generateReplayScript,
  selectSteps
} from "./chunk-RWPZZMTL.js";
import {
  readTrajectory
} from "./chunk-MRE4K7FB.js";
import {
  ConfigError,
  InfraError
} from "./chunk-DWPD5B2R.js";
import {
  applyEdits,
  modify,
  parseJsonDocument
} from "./chunk-DZFXMRMN.js";

// src/replay/codify-to-file.ts
import { existsSync } from "node:fs";
import { mkdir, writeFile as writeFile2 } from "node:fs/promises";
import path2 from "node:path";

// src/replay/update-task-file.ts
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
async function updateTaskFile(taskFile, changes) {
  const text = await readFile(taskFile, "utf8").catch((error) => {
    throw new ConfigError(`Error reading task JSON for --overwrite: ${error.message}`);
  });
  const document = parseJsonDocument(text);
  if (document.syntaxProblems.length > 0 || typeof document.value !== "object" || document.value === null || Array.isArray(document.value)) {
    const problem = document.syntaxProblems[0];
    throw new ConfigError(
      `Error parsing task JSON for --overwrite: ${problem ? `${problem.message} at line ${problem.position.line}` : "not a JSON object"}`
    );
  }
  const dir = path.dirname(path.resolve(taskFile));
  const relative = (p) => {
    const rel = path.relative(dir, path.resolve(p));
    return path.isAbsolute(rel) ? path.resolve(p) : rel.split(path.sep).join("/");
  };
  let updated = setTopLevelProperty(text, "replay_script", relative(changes.replayScript));
  updated = changes.screenshotsDir ? setTopLevelProperty(updated, "replay_screenshots_dir", relative(changes.screenshotsDir)) : applyEdits(updated, modify(updated, ["replay_screenshots_dir"], void 0, {}));
  await writeFile(taskFile, updated);
}
async function existingReplayScript(taskFile) {
  const document = parseJsonDocument(await readFile(taskFile, "utf8"));
  const value = document.value?.replay_script;
  return typeof value === "string" ? path.resolve(path.dirname(path.resolve(taskFile)), value) : void 0;
}
function setTopLevelProperty(text, key, value) {
  const root = parseJsonDocument(text).root;
  const properties = root.children ?? [];
  const existing = properties.find((p) => p.children?.[0]?.value === key)?.children?.[1];
  if (existing)
    return text.slice(0, existing.offset) + JSON.stringify(value) + text.slice(existing.offset + existing.length);
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const last = properties.at(-1);
  if (!last)
    return `{${eol}  ${JSON.stringify(key)}: ${JSON.stringify(value)}${eol}}${text.slice(root.offset + root.length)}`;
  const lineStart = text.lastIndexOf("\n", last.offset) + 1;
  const indent = /^[ \t]*/.exec(text.slice(lineStart, last.offset))?.[0] ?? "  ";
  const end = last.offset + last.length;
  return `${text.slice(0, end)},${eol}${indent}${JSON.stringify(key)}: ${JSON.stringify(value)}${text.slice(end)}`;
}

// src/replay/codify-to-file.ts
async function codifyToFile(options) {
  const entries = await readTrajectory(options.trajectoryFile);
  const { entries: kept, emptyListed } = selectSteps(entries, options.steps);
  const { taskFile } = options;
  let output = options.output ?? path2.join(options.cwd, "desktest_replay.py");
  let outputIgnored = false;
  if (taskFile) {
    const existing = await existingReplayScript(taskFile).catch(() => void 0);
    if (existing && existsSync(existing)) {
      outputIgnored = options.output !== void 0;
      output = existing;
    } else if (!options.output) {
      output = path2.join(path2.dirname(taskFile), `${path2.basename(taskFile, ".json")}.replay.py`);
    }
  }
  const screenshotsDir = path2.dirname(options.trajectoryFile);
  const script = generateReplayScript(kept, {
    ...options.delay !== void 0 ? { delay: options.delay } : {},
    ...options.threshold !== void 0 ? { threshold: options.threshold } : {},
    withScreenshots: options.withScreenshots ?? false,
    screenshotsDirName: path2.basename(screenshotsDir)
  });
  try {
    await mkdir(path2.dirname(output), { recursive: true });
    await writeFile2(output, script, { mode: 493 });
  } catch (error) {
    throw new InfraError(`Error writing script: ${error.message}`);
  }
  if (taskFile)
    await updateTaskFile(taskFile, {
      replayScript: output,
      ...options.withScreenshots ? { screenshotsDir } : {}
    });
  return { output, outputIgnored, kept: kept.length, total: entries.length, emptyListed };
}

export {
  codifyToFile
};
