import type { TrajectoryEntry } from "../artifacts/trajectory.ts";

/** What starts each bash block in a step's `action_code` (desktest-spec-core §4.4). */
export const BASH_MARKER = "# [bash]\n";

/** A step's code as the agent ran it: its bash blocks (run first, each by bash), then its Python code. */
export interface StepCode {
  bash: string[];
  python: string;
}

/**
 * Split a step's `action_code` (bash blocks first, each prefixed `# [bash]\n`, then the Python blocks, all
 * joined by a blank line) back into what ran as bash and what ran as Python. The join loses where the last
 * bash block ends, so desktest's agent records its bash blocks (`bash_blocks`); a trajectory without them
 * (the reference's, older ones) is read with a rule: blocks split at each blank line followed by the
 * marker, and in a `python+bash` step the last bash block ends at its first blank line.
 */
export function splitStepCode(entry: TrajectoryEntry): StepCode {
  const code = entry.action_code;
  if (!code.startsWith(BASH_MARKER)) return { bash: [], python: code };
  const recorded = recordedBlocks(entry);
  if (recorded) {
    const joined = recorded.map((b) => `${BASH_MARKER}${b}`).join("\n\n");
    if (code === joined) return { bash: recorded, python: "" };
    if (code.startsWith(`${joined}\n\n`)) return { bash: recorded, python: code.slice(joined.length + 2) };
  }
  const bash = code.slice(BASH_MARKER.length).split(`\n\n${BASH_MARKER}`);
  if (entry.action_type !== "python+bash") return { bash, python: "" };
  const last = bash.pop()!;
  const end = last.indexOf("\n\n");
  if (end < 0) return { bash: [...bash, last], python: "" };
  return { bash: [...bash, last.slice(0, end)], python: last.slice(end + 2) };
}

/** The entry's `bash_blocks` when they are a list of strings (the file is untrusted). */
function recordedBlocks(entry: TrajectoryEntry): string[] | undefined {
  const blocks: unknown = entry.bash_blocks;
  return Array.isArray(blocks) && blocks.length > 0 && blocks.every((b) => typeof b === "string")
    ? (blocks as string[])
    : undefined;
}
