import pc from "picocolors";
import type { ExitCode } from "../../errors/exit-code.ts";
import { selftestDesktop, type SelftestOptions } from "../../run/selftest-desktop.ts";
import type { BackendChoice } from "../../session/backend-choices.ts";
import { parseResolution } from "../../session/resolution.ts";
import type { CliIO } from "../io.ts";
import { renderSelftest, selftestJson } from "../selftest/render-selftest.ts";
import { sshDesktopFrom, type SshCliOptions } from "../ssh-options.ts";

export interface SelftestCommandOptions extends SshCliOptions {
  backend?: BackendChoice;
  resolution: string;
  image?: string;
  network: boolean;
  json?: boolean;
  quiet?: boolean;
  debug?: boolean;
}

/**
 * `desktest selftest [task]`: start the desktop the task (or `--backend`/`--ssh`) would get, check and
 * time each guest operation of a run on it, and print the table (or `--json`). Exit 0 when every
 * operation passed, 1 when one failed, 2 for a configuration error, 3 when the desktop did not start.
 */
export async function selftestCommand(
  taskFile: string | undefined,
  options: SelftestCommandOptions,
  io: CliIO,
): Promise<ExitCode> {
  const result = await selftestDesktop({
    ...selftestStart(options, io),
    ...(taskFile ? { taskFile } : {}),
  });
  io.stdout(options.json ? selftestJson(result) : renderSelftest(result, io.color));
  return result.exitCode;
}

/** Where and how the selftest's desktop starts, from the flags `selftest`, `init-macos` and `init-windows` share. */
export function selftestStart(
  options: Pick<SelftestCommandOptions, "backend" | "resolution" | "image" | "network" | "quiet" | "debug"> &
    SshCliOptions,
  io: CliIO,
): SelftestOptions {
  const c = pc.createColors(io.color);
  const { width, height } = parseResolution(options.resolution);
  return {
    flags: { backend: options.backend, ssh: sshDesktopFrom(options, io.cwd) },
    cwd: io.cwd,
    env: io.env,
    width,
    height,
    ...(options.image ? { prebuiltImage: options.image } : {}),
    noNetwork: !options.network,
    ...(options.quiet ? {} : { log: (line: string) => io.stderr(c.dim(`${line}\n`)) }),
    ...(options.debug ? { debugLog: (line: string) => io.stderr(c.dim(`[debug] ${line}\n`)) } : {}),
  };
}
