import type Docker from "dockerode";
import { creatorState, currentCreator } from "../creator-identity.ts";
import { LABEL } from "../labels.ts";

export interface ReapOptions {
  /** Every container of this run, alive or not (the Action's post step, a SIGTERM handler). */
  runId?: string;
}

/**
 * Remove the desktest containers whose creating process is certainly gone, or all of one run's.
 * Containers made on another machine or in another process namespace (runners sharing one daemon) are
 * only removed by run id (creator-identity.ts). Returns the removed ids.
 */
export async function reapContainers(docker: Docker, options: ReapOptions = {}): Promise<string[]> {
  const filters = {
    label: [`${LABEL.managed}=true`, ...(options.runId ? [`${LABEL.runId}=${options.runId}`] : [])],
  };
  const containers = await docker.listContainers({ all: true, filters });
  const removed: string[] = [];
  const here = currentCreator();
  for (const info of containers) {
    const orphan = creatorState(info.Labels ?? {}, here) === "gone";
    if (options.runId === undefined && !orphan) continue;
    try {
      await docker.getContainer(info.Id).remove({ force: true, v: true });
      removed.push(info.Id);
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode !== 404) throw error;
    }
  }
  return removed;
}
