import { existsSync } from "node:fs";
import {
  describePlatform,
  idsOf,
  listIds,
  type BackendPreflight,
  type PreflightCheck,
  type PreflightContext,
  type PreflightTask,
} from "../preflight-check.ts";
import { tartProfileFile } from "./tart-profile.ts";

/** What macOS VMs need: an Apple silicon Mac, `tart`, and each base image prepared by `desktest init-macos`. */
export async function tartPreflight(
  tasks: readonly PreflightTask[],
  { probe }: PreflightContext,
): Promise<BackendPreflight> {
  const appleSilicon = probe.platform === "darwin" && probe.arch === "arm64";
  const checks: PreflightCheck[] = [
    {
      ok: appleSilicon,
      name: "Apple silicon Mac",
      detail: `this runner is ${describePlatform(probe)}`,
      fix: "Run macOS tasks on a self-hosted Apple silicon Mac: runs-on: [self-hosted, macOS, ARM64]. Apple allows two macOS VMs per Mac at a time.",
      tasks: idsOf(tasks),
    },
  ];
  const tart = await probe.which("tart");
  checks.push({
    ok: tart !== undefined,
    name: "tart",
    detail: tart ? `found at ${tart}` : "not found on PATH",
    fix: "Install Tart on the Mac (brew install cirruslabs/cli/tart) and make sure the runner service's PATH includes it (/opt/homebrew/bin).",
    tasks: idsOf(tasks),
  });
  const images = new Map<string, string[]>();
  for (const task of tasks)
    if (task.task.app.type === "macos_tart")
      images.set(task.task.app.base_image, [...(images.get(task.task.app.base_image) ?? []), task.id]);
  for (const [image, imageTasks] of images) {
    const profile = tartProfileFile(image);
    const present = existsSync(profile);
    checks.push({
      ok: present,
      name: `Tart image ${image}`,
      detail: present
        ? `prepared for desktest (${profile})`
        : `not prepared for desktest on this Mac (no ${profile})`,
      fix: `Prepare it once on this runner: desktest init-macos --from <a macOS image> --to ${image} (docs/macos.md: the login key, the host key, Python with the agent's packages, Screen Recording and Accessibility).`,
      tasks: listIds(imageTasks),
    });
  }
  return { checks };
}
