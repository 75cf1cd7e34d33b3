import * as core from "@actions/core";
import { STATE } from "./state.ts";
import { describeReaped, LABEL, reapDesktops } from "../index.ts";

/**
 * The post step (it runs even when the main step failed, was cancelled or was killed): remove every
 * desktop (container, VM) labelled with the main step's run id, and say what was removed.
 */
export async function cleanUpRun(): Promise<void> {
  const runId = core.getState(STATE.runId);
  if (!runId) {
    core.info("desktest: the main step started no run, so there is nothing to clean up");
    return;
  }
  const finished = core.getState(STATE.finished) === "true";
  for (const reaped of await reapDesktops({ runId })) {
    const containers = reaped.noun === "desktop container";
    if (reaped.absent) {
      core.info(`desktest: Docker is not reachable, so no desktop of run ${runId} can be left on it`);
    } else if (reaped.error) {
      core.warning(
        `desktest: could not remove the ${reaped.noun}s of run ${runId}: ${reaped.error.message}.` +
          (containers
            ? ` Remove them with: docker rm -f $(docker ps -aq --filter label=${LABEL.runId}=${runId})`
            : " Remove them with: desktest reap --run-id " + runId),
      );
    } else if (reaped.removed.length > 0) {
      const late = finished ? "" : " that the main step did not get to remove (it did not finish)";
      const text = describeReaped(reaped, ` of run ${runId}${late}`);
      core.info(`desktest: ${text}`);
      if (!finished) core.warning(text, { title: "desktest: cleaned up after an interrupted run" });
    } else if (containers) {
      core.info(`desktest: run ${runId} left no desktop container behind`);
    }
  }
}
