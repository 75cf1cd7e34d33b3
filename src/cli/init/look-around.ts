import { constants, accessSync, readdirSync, statSync, type Dirent } from "node:fs";
import path from "node:path";
import { backendNamed } from "../../session/backends.ts";

/*
 * What `desktest init` offers as defaults, found next to the new task file: AppImages, app folders with
 * a start script, qcow2 base images, and (on a Mac) the Tart images prepared with `desktest init-macos`.
 * Bounded: the first entries of one folder and of the subfolders probed.
 */

export interface Surroundings {
  /** AppImage files beside the task file (relative names), sorted. */
  appImages: string[];
  /** Subfolders with a start script, sorted. */
  appFolders: { dir: string; entrypoint: string }[];
  /** qcow2 disk images beside the task file, sorted. */
  diskImages: string[];
  /** Tart images prepared for desktest on this machine, by name. */
  tartImages: string[];
}

const MAX_ENTRIES = 1000;
const MAX_FOLDERS_PROBED = 100;
/** Start scripts by their usual names, first found wins; else the folder's only executable *.sh. */
const START_SCRIPTS = ["run.sh", "start.sh", "launch.sh"];
const SKIPPED_FOLDERS = new Set(["node_modules", "test-results", "desktest_artifacts"]);

export function lookAround(taskDir: string, env: NodeJS.ProcessEnv = process.env): Surroundings {
  const entries = listFolder(taskDir);
  const files = entries.filter((e) => e.kind === "file").map((e) => e.name);
  const folders = entries
    .filter((e) => e.kind === "folder" && !e.name.startsWith(".") && !SKIPPED_FOLDERS.has(e.name))
    .map((e) => e.name)
    .sort()
    .slice(0, MAX_FOLDERS_PROBED);
  return {
    appImages: files.filter((name) => /\.appimage$/i.test(name)).sort(),
    appFolders: folders.flatMap((dir) => {
      const entrypoint = startScriptIn(path.join(taskDir, dir));
      return entrypoint ? [{ dir, entrypoint }] : [];
    }),
    diskImages: files.filter((name) => /\.qcow2$/i.test(name)).sort(),
    tartImages: backendNamed("tart")?.preparedImages?.(env) ?? [],
  };
}

/** The script that starts a folder app, if the folder has one. */
export function startScriptIn(folder: string): string | undefined {
  const names = listFolder(folder)
    .filter((e) => e.kind === "file")
    .map((e) => e.name);
  const usual = START_SCRIPTS.find((name) => names.includes(name));
  if (usual) return usual;
  const executable = names.filter((name) => name.endsWith(".sh") && isExecutable(path.join(folder, name)));
  return executable.length === 1 ? executable[0] : undefined;
}

interface Entry {
  name: string;
  kind: "file" | "folder" | "other";
}

/** A folder's first entries; a symbolic link counts as what it points to (an app folder is often a link to a build). */
function listFolder(folder: string): Entry[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(folder, { withFileTypes: true }).slice(0, MAX_ENTRIES);
  } catch {
    return [];
  }
  return entries.map((entry) => {
    let kind: Entry["kind"] = entry.isFile() ? "file" : entry.isDirectory() ? "folder" : "other";
    if (entry.isSymbolicLink()) {
      try {
        const target = statSync(path.join(folder, entry.name));
        kind = target.isFile() ? "file" : target.isDirectory() ? "folder" : "other";
      } catch {
        kind = "other";
      }
    }
    return { name: entry.name, kind };
  });
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
