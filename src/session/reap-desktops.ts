import type Docker from "dockerode";
import { BACKENDS } from "./backends.ts";

export interface ReapOptions {
  /** Every desktop of this run, alive or not (the Action's post step, an interrupted suite). */
  runId?: string;
  /** The Docker client to use (default: connect; a machine without Docker has no container to remove). */
  docker?: Docker;
}

/** What one kind of desktop left: the names of the removed ones, or why they could not be looked at. */
export interface Reaped {
  /** "desktop container", "desktop VM", …: what `removed` names, for messages. */
  noun: string;
  /** Display names (container ids shortened to 12 characters). */
  removed: string[];
  /** Looking for or removing them failed (the other kinds were still reaped). */
  error?: Error;
  /** Where they live is not there at all (no Docker engine): there is none of this kind to remove. */
  absent?: boolean;
}

/**
 * Remove the desktops whose creating process is certainly gone (or every desktop of one run), of every
 * backend that leaves any (containers, QEMU and Tart VMs). Each is reaped even when another fails.
 */
export async function reapDesktops(options: ReapOptions = {}): Promise<Reaped[]> {
  return Promise.all(
    BACKENDS.flatMap(({ reap, reapNoun }) =>
      reap
        ? [
            (async (noun: string): Promise<Reaped> => {
              try {
                const removed = await reap(options);
                return removed === "absent" ? { noun, removed: [], absent: true } : { noun, removed };
              } catch (error) {
                return {
                  noun,
                  removed: [],
                  error: error instanceof Error ? error : new Error(String(error)),
                };
              }
            })(reapNoun ?? "desktop"),
          ]
        : [],
    ),
  );
}

/** "removed 2 desktop container(s): a, b" */
export function describeReaped({ noun, removed }: Reaped, suffix = ""): string {
  return `removed ${removed.length} ${noun}(s)${suffix}${removed.length ? `: ${removed.join(", ")}` : ""}`;
}
