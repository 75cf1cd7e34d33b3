/** The Action's post step (action.yml `runs.post`, bundled to dist/action/post.js). */
import * as core from "@actions/core";
import { cleanUpRun } from "./cleanup.ts";

try {
  await cleanUpRun();
} catch (error) {
  core.warning(`desktest: cleanup failed: ${error instanceof Error ? error.message : String(error)}`);
}
setTimeout(() => process.exit(), 2_000).unref();
