import { ExitCode } from "../../errors/exit-code.ts";
import { describeReaped, reapDesktops } from "../../session/reap-desktops.ts";
import type { CliIO } from "../io.ts";

/** Remove desktops left behind by runs that died (or every desktop of one run with --run-id). */
export async function reapCommand(options: { runId?: string }, io: CliIO): Promise<ExitCode> {
  // A kind whose home is absent (no Docker on a Mac that runs Tart VMs only) has none to remove.
  for (const reaped of await reapDesktops(options)) {
    if (reaped.error) throw reaped.error;
    if (reaped.removed.length > 0 || reaped.noun === "desktop container")
      io.stdout(`${describeReaped(reaped)}\n`);
  }
  return ExitCode.pass;
}
