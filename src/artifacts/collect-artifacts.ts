import { lstat, readFile, readdir, rename, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Redactor } from "../secrets/redactor.ts";
import { shellQuote } from "../session/exec-result.ts";
import type { Session } from "../session/session.ts";
import type { ArtifactsWriter } from "./artifacts-writer.ts";

/** The reference's default exclusions when collecting the home folder. */
export const DEFAULT_HOME_EXCLUDES = [
  "node_modules",
  ".cache",
  ".npm",
  ".electron",
  ".nvm",
  "GPU Cache",
  "GPUCache",
  "ShaderCache",
];

export interface CollectOptions {
  /** `--artifacts-exclude` values: they replace the defaults; `none` alone means no exclusions. */
  exclude?: string[];
  /** The container's own log (Docker sessions). */
  containerLog?: () => Promise<string>;
  redactor: Redactor;
  log?: (line: string) => void;
}

/**
 * Copy what explains a run out of the desktop: the user's home folder, the app and desktop logs, the
 * process list, the container log. Every text file is redacted on the way.
 */
export async function collectArtifacts(
  session: Session,
  writer: ArtifactsWriter,
  options: CollectOptions,
): Promise<void> {
  if (session.borrowed) {
    // A person's desktop: only the app's own log is the run's.
    const log = await session.exec(session.os.tailCommand(session.os.appLog, 5000), { timeoutMs: 30_000 });
    if (log.exitCode === 0 && log.stdout) await writer.text("app.log", log.stdout);
    options.log?.(
      "artifacts: the desktop is not the run's, so its home folder and process list are not collected",
    );
    return;
  }
  const excludes = homeExcludes(options.exclude);
  const staging = "/tmp/desktest-home";
  const excludeArgs = excludes.map((p) => `--exclude=${shellQuote(p)}`).join(" ");
  const copy = await session.exec(
    `rm -rf ${staging} && mkdir -p ${staging} && tar -C ${shellQuote(session.home)} ${excludeArgs} -cf - . | tar -C ${staging} -xf -`,
    { timeoutMs: 120_000 },
  );
  if (copy.exitCode === 0) {
    await session.copyOut(staging, writer.path("home"));
    await redactTree(writer.path("home"), options.redactor);
  } else {
    options.log?.(`collecting ${session.home} failed: ${copy.stderr.trim()}`);
  }

  const logs = await session.exec("ls /tmp/*.log 2>/dev/null", { timeoutMs: 10_000 });
  for (const file of logs.stdout.split("\n").filter((f) => f.endsWith(".log"))) {
    const content = await session.exec(["cat", file], { timeoutMs: 30_000 });
    if (content.exitCode === 0)
      await writer.text(options.redactor.redactName(path.posix.basename(file)), content.stdout);
  }
  const processes = await session.exec("ps auxf", { timeoutMs: 10_000 });
  await writer.text("processes.txt", processes.stdout);
  if (options.containerLog) await writer.text("container.log", await options.containerLog());
}

export function homeExcludes(given: string[] = []): string[] {
  // Given patterns replace the defaults; `none` stands for "no defaults" and is not a pattern itself.
  return given.length === 0 ? DEFAULT_HOME_EXCLUDES : given.filter((p) => p.toLowerCase() !== "none");
}

/**
 * Redact every text file (valid UTF-8, no NUL bytes) under a folder in place, and every file and folder
 * name (deepest first, so a renamed folder never hides a name still to rename).
 */
async function redactTree(dir: string, redactor: Redactor): Promise<void> {
  if (redactor.isEmpty) return;
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if ((await stat(file)).size > 64 * 1024 * 1024) continue;
    const data = await readFile(file);
    if (data.includes(0)) continue;
    const text = data.toString("utf8");
    const redacted = redactor.redact(text);
    if (redacted !== text) await writeFile(file, redacted);
  }
  const deepestFirst = entries
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort((a, b) => b.split(path.sep).length - a.split(path.sep).length);
  for (const entryPath of deepestFirst) {
    const name = path.basename(entryPath);
    const safe = redactor.redactName(name);
    if (safe === name) continue;
    let target = path.join(path.dirname(entryPath), safe);
    for (let n = 2; await exists(target); n++) target = path.join(path.dirname(entryPath), `${safe}-${n}`);
    await rename(entryPath, target);
  }
}

async function exists(file: string): Promise<boolean> {
  return lstat(file).then(
    () => true,
    () => false,
  );
}
