import { readdirSync } from "node:fs";
import path from "node:path";
import type { DoctorProbe, PreflightCheck } from "../preflight-check.ts";
import { tartHome } from "./tart-profile.ts";

/**
 * The Tart images prepared for desktest on this Mac (`desktest init-macos --to <name>`), sorted. A
 * profile's file name is the image's name with characters other than letters, digits, `.`, `_` and `-`
 * replaced, so only names without `_` can be told back (others are left out rather than guessed).
 */
export function preparedTartImages(env: NodeJS.ProcessEnv = process.env): string[] {
  const names = (() => {
    try {
      return readdirSync(path.join(tartHome(env), "images"), { withFileTypes: true })
        .filter((e) => e.isFile() && e.name.endsWith(".json"))
        .slice(0, 1000)
        .map((e) => e.name.slice(0, -".json".length))
        .filter((name) => !name.includes("_"));
    } catch {
      return [];
    }
  })();
  return names.sort();
}

/**
 * What macOS desktops need (macos_tart: an Apple silicon Mac with Tart and an image prepared by
 * docs/macos.md; macos_native: a Mac with a logged-in desktop): checked on a Mac, and said as
 * what such a runner would need elsewhere (informational: this machine is not for those tasks).
 */
export async function tartDoctor(probe: DoctorProbe): Promise<PreflightCheck[]> {
  const needs =
    "an Apple silicon Mac (Apple allows 2 macOS VMs per Mac at a time), Tart (brew install cirruslabs/cli/tart), a Tart image prepared once with `desktest init-macos` (docs/macos.md), and Screen Recording and Accessibility for the agent's Python (System Settings → Privacy & Security)";
  if (probe.platform !== "darwin")
    return [
      {
        ok: true,
        level: "info",
        name: "macOS desktops",
        detail: `not on this machine; a macOS runner needs ${needs}`,
      },
    ];
  const checks: PreflightCheck[] = [
    {
      ok: probe.arch === "arm64",
      name: "Apple silicon",
      detail: `this Mac is ${probe.arch}`,
      fix: "macos_tart tasks need an Apple silicon Mac (Tart runs macOS VMs only there); macos_native tasks run on any Mac",
    },
  ];
  const tart = await probe.which(probe.env.DESKTEST_TART || "tart");
  checks.push({
    ok: tart !== undefined,
    name: "tart",
    detail: tart ? `${(await probe.version("tart")) ?? "found"} (${tart})` : "not found on PATH",
    fix: "brew install cirruslabs/cli/tart, and make sure the runner service's PATH includes /opt/homebrew/bin",
  });
  const prepared = preparedTartImages(probe.env);
  checks.push({
    ok: prepared.length > 0,
    name: "Tart images for desktest",
    detail: prepared.length
      ? prepared.join(", ")
      : `none prepared (${path.join(tartHome(probe.env), "images")} is empty)`,
    fix: "desktest init-macos --from <a macOS image, e.g. ghcr.io/cirruslabs/macos-sonoma-base:latest> --to <name>, then use that name as base_image (docs/macos.md)",
  });
  return checks;
}
