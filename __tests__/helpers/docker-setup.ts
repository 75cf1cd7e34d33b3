import { execFileSync } from "node:child_process";
import path from "node:path";
import Docker from "dockerode";
import { ensureDesktopImage } from "../../src/session/docker/desktop-image.ts";
import { reapDesktops } from "../../src/session/reap-desktops.ts";
import { reapStandinVms } from "./tart-standin.ts";

const repo = path.resolve(import.meta.dirname, "../..");

/**
 * Vitest global setup: a Docker engine that answers (started with the project's script when it does
 * not), the offline base image, and a desktop image matching docker/ (built by the engine itself).
 * Its teardown reaps the desktops whose creating test worker is gone: a test that times out is
 * abandoned mid-run, so its run's own cleanup never comes.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const script = (name: string) =>
    execFileSync("bash", [path.join(repo, "docker/scripts", name)], { stdio: "inherit" });
  const docker = new Docker();
  const answers = await docker.ping().then(
    () => true,
    () => false,
  );
  if (!answers) script("start-dockerd.sh");
  script("bootstrap-base-image.sh");
  await ensureDesktopImage(new Docker(), {
    onProgress: (line) => process.stderr.write(`[desktop image] ${line}\n`),
  });
  return async () => {
    const reaped = await reapDesktops({ docker });
    const left = [...reaped.flatMap((r) => r.removed), ...reapStandinVms()];
    if (left.length)
      process.stderr.write(`[teardown] removed desktops of abandoned tests: ${left.join(", ")}\n`);
  };
}
