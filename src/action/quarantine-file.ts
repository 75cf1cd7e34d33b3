import { readFile } from "node:fs/promises";
import path from "node:path";
import { parse } from "yaml";
import { QUARANTINE_LIMITS } from "../index.ts";

/** `.github/desktest.yml` larger than this is not read. */
const MAX_SETTINGS_BYTES = 256 * 1024;

export interface Quarantine {
  /** Task ids and `*` globs whose failures do not fail the step. */
  entries: string[];
  /** What is wrong with the file, one line each (the step goes on without a quarantine). */
  problems: string[];
}

/**
 * The `quarantine:` list of the repository's `.github/desktest.yml` (the file the App reads for its
 * settings): task ids or `*` globs that run and are reported, but whose failures do not fail the step.
 * An absent file or key is an empty list; an unreadable or invalid one is an empty list and a problem.
 */
export async function readQuarantine(workspace: string): Promise<Quarantine> {
  const file = path.join(workspace, ".github", "desktest.yml");
  const none = (problem?: string): Quarantine => ({ entries: [], problems: problem ? [problem] : [] });
  let text: string;
  try {
    const bytes = await readFile(file);
    if (bytes.length > MAX_SETTINGS_BYTES)
      return none(
        `.github/desktest.yml is larger than ${MAX_SETTINGS_BYTES} bytes; its quarantine is ignored`,
      );
    text = bytes.toString("utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return none();
    return none(`.github/desktest.yml cannot be read: ${(error as Error).message}`);
  }
  let value: unknown;
  try {
    value = parse(text, { maxAliasCount: 100 });
  } catch (error) {
    return none(`.github/desktest.yml is not valid YAML: ${(error as Error).message.split("\n")[0]}`);
  }
  if (value === null || value === undefined) return none();
  if (typeof value !== "object" || Array.isArray(value)) return none(".github/desktest.yml is not a mapping");
  const list = (value as { quarantine?: unknown }).quarantine;
  if (list === undefined || list === null) return none();
  const { entries: maxEntries, length: maxLength } = QUARANTINE_LIMITS;
  if (
    !Array.isArray(list) ||
    list.length > maxEntries ||
    !list.every((e): e is string => typeof e === "string" && e !== "" && e.length <= maxLength)
  ) {
    return none(
      `.github/desktest.yml: quarantine must be a list of at most ${maxEntries} task ids or globs of at most ${maxLength} characters; it is ignored`,
    );
  }
  return { entries: list, problems: [] };
}
