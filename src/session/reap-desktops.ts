import type Docker from "dockerode";
import { connectDocker } from "./docker/docker-connection.ts";
import { reapContainers } from "./docker/reap.ts";
import { reapTartVms } from "./tart/reap-tart.ts";
import { reapVms } from "./vm/reap-vms.ts";

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
  /** Looking for or removing them failed (the rest were still reaped). */
  error?: Error;
  /** Where they live is not there at all (no Docker engine): there is none of this kind to remove. */
  absent?: boolean;
}

interface Reaper {
  noun: string;
  /** The removed ones' display names, or "absent" when their place is not there (no Docker engine). */
  reap(options: ReapOptions): Promise<string[] | "absent">;
}

/** Every kind of desktop desktest creates, and how to find and remove the ones left behind. */
const REAPERS: readonly Reaper[] = [
  {
    noun: "desktop container",
    async reap({ runId, docker }) {
      const client = docker ?? (await connectDocker().catch(() => undefined));
      if (!client) return "absent";
      const ids = await reapContainers(client, runId !== undefined ? { runId } : {});
      return ids.map((id) => id.slice(0, 12));
    },
  },
  { noun: "desktop VM", reap: ({ runId }) => reapVms(runId !== undefined ? { runId } : {}) },
  { noun: "macOS (Tart) VM", reap: ({ runId }) => reapTartVms(runId !== undefined ? { runId } : {}) },
];

/**
 * Remove the desktops whose creating process is certainly gone (or every desktop of one run), of every
 * kind: containers, QEMU and Tart VMs. Each kind is reaped even when another fails.
 */
export async function reapDesktops(options: ReapOptions = {}): Promise<Reaped[]> {
  return Promise.all(
    REAPERS.map(async (reaper): Promise<Reaped> => {
      try {
        const removed = await reaper.reap(options);
        return removed === "absent"
          ? { noun: reaper.noun, removed: [], absent: true }
          : { noun: reaper.noun, removed };
      } catch (error) {
        return {
          noun: reaper.noun,
          removed: [],
          error: error instanceof Error ? error : new Error(String(error)),
        };
      }
    }),
  );
}

/** "removed 2 desktop container(s): a, b" */
export function describeReaped({ noun, removed }: Reaped, suffix = ""): string {
  return `removed ${removed.length} ${noun}(s)${suffix}${removed.length ? `: ${removed.join(", ")}` : ""}`;
}
