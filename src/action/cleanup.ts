import * as core from "@actions/core";
import { STATE } from "./state.ts";
import { connectDocker, LABEL, reapContainers, reapVms } from "../index.ts";

/**
 * The post step (it runs even when the main step failed, was cancelled or was killed): remove every
 * desktop container labelled with the main step's run id, and say what was removed.
 */
export async function cleanUpRun(): Promise<void> {
  const runId = core.getState(STATE.runId);
  if (!runId) {
    core.info("desktest: the main step started no run, so there is nothing to clean up");
    return;
  }
  const finished = core.getState(STATE.finished) === "true";
  const vms = await reapVms({ runId }).catch(() => []);
  if (vms.length > 0)
    core.info(`desktest: removed ${vms.length} desktop VM(s) of run ${runId}: ${vms.join(", ")}`);
  let docker;
  try {
    docker = await connectDocker();
  } catch (error) {
    core.info(
      `desktest: Docker is not reachable (${error instanceof Error ? error.message : String(error)}), so no desktop of run ${runId} can be left on it`,
    );
    return;
  }
  let removed: string[];
  try {
    removed = await reapContainers(docker, { runId });
  } catch (error) {
    core.warning(
      `desktest: could not remove the desktops of run ${runId}: ${error instanceof Error ? error.message : String(error)}. ` +
        `Remove them with: docker rm -f $(docker ps -aq --filter label=${LABEL.runId}=${runId})`,
    );
    return;
  }
  if (removed.length === 0) {
    core.info(`desktest: run ${runId} left no desktop container behind`);
    return;
  }
  const text = `removed ${removed.length} desktop container(s) of run ${runId}${finished ? "" : " that the main step did not get to remove (it did not finish)"}: ${removed.map((id) => id.slice(0, 12)).join(", ")}`;
  core.info(`desktest: ${text}`);
  if (!finished) core.warning(text, { title: "desktest: cleaned up after an interrupted run" });
}
