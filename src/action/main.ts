/** The Action's main step (action.yml `runs.main`, bundled to dist/action/main.js). */
import * as core from "@actions/core";
import { runAction } from "./run-action.ts";

try {
  await runAction();
} catch (error) {
  core.setFailed(`desktest: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
}
// Idle keep-alive sockets (Docker, the artifact service) must not hold the step open.
setTimeout(() => process.exit(), 2_000).unref();
