import { ExitCode } from "../../errors/exit-code.ts";
import { connectDocker } from "../../session/docker/docker-connection.ts";
import { reapContainers } from "../../session/docker/reap.ts";
import { reapVms } from "../../session/vm/reap-vms.ts";
import type { CliIO } from "../io.ts";

/** Remove desktops left behind by runs that died (or every desktop of one run with --run-id). */
export async function reapCommand(options: { runId?: string }, io: CliIO): Promise<ExitCode> {
  // Docker may be absent (a Mac that runs Tart VMs only): its desktops are then none to remove.
  const docker = await connectDocker().catch(() => undefined);
  const removed = docker ? await reapContainers(docker, options) : [];
  const vms = await reapVms(options);
  io.stdout(
    `removed ${removed.length} desktop container(s)${removed.length ? `: ${removed.map((id) => id.slice(0, 12)).join(", ")}` : ""}\n`,
  );
  if (vms.length > 0) io.stdout(`removed ${vms.length} desktop VM(s): ${vms.join(", ")}\n`);
  return ExitCode.pass;
}
