import { cutText } from "../../util/cut-text.ts";

/** The most steps listed in each part of the agent's briefing, and the characters kept of each. */
const MAX_LISTED = 40;
const MAX_DESCRIPTION = 200;

export interface HealBriefing {
  instruction: string;
  /** The steps the replay ran, in order. */
  replayed: { step: number; description: string }[];
  /** The step that diverged and the ones after it (hints: the app may have changed). */
  remaining: { step: number; description: string }[];
  divergedAt: number;
  /** Why the replay stopped there. */
  divergence: string;
}

/**
 * What the agent is told when it takes over a diverged replay: the task's instruction, what the replay
 * had done (the desktop is as it left it), why it stopped, and the rest of the replay's steps as hints.
 * The script's descriptions are the repository's text, bounded here.
 */
export function healInstruction(briefing: HealBriefing): string {
  const list = (steps: HealBriefing["replayed"]) => {
    const shown = steps
      .slice(0, MAX_LISTED)
      .map(
        (s) =>
          `  ${s.step}. ${cutText(s.description.replace(/\s+/g, " ").trim() || "(no description)", MAX_DESCRIPTION)}`,
      );
    if (steps.length > MAX_LISTED) shown.push(`  … and ${steps.length - MAX_LISTED} more`);
    return shown;
  };
  const lines = [
    briefing.instruction,
    "",
    `A recorded replay of this task ran on this desktop and stopped at its step ${briefing.divergedAt}: ${cutText(briefing.divergence, 300)}`,
    "The desktop is as the replay left it: do not start over.",
  ];
  if (briefing.replayed.length > 0) lines.push("Steps the replay completed:", ...list(briefing.replayed));
  else lines.push("The replay completed no step.");
  if (briefing.remaining.length > 0)
    lines.push(
      "The replay's remaining steps, as hints (the app may have changed, so positions and order may not hold):",
      ...list(briefing.remaining),
    );
  lines.push("Finish the task from here.");
  return lines.join("\n");
}
