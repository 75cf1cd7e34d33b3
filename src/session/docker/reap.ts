import { hostname } from "node:os";
import type Docker from "dockerode";
import { LABEL } from "./labels.ts";

export interface ReapOptions {
  /** Every container of this run, alive or not (the Action's post step, a SIGTERM handler). */
  runId?: string;
}

/**
 * Remove the desktest containers whose creating process is gone, or all of one run's. Containers made
 * from another host (a shared daemon) are only removed by run id. Returns the removed ids.
 */
export async function reapContainers(docker: Docker, options: ReapOptions = {}): Promise<string[]> {
  const filters = {
    label: [`${LABEL.managed}=true`, ...(options.runId ? [`${LABEL.runId}=${options.runId}`] : [])],
  };
  const containers = await docker.listContainers({ all: true, filters });
  const removed: string[] = [];
  for (const info of containers) {
    const labels = info.Labels ?? {};
    const pid = Number(labels[LABEL.creatorPid]);
    const orphan =
      labels[LABEL.creatorHost] === hostname() && !(Number.isInteger(pid) && pid > 0 && isAlive(pid));
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

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
