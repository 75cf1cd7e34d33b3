import { ExitCode } from "../../errors/exit-code.ts";
import { connectDocker } from "../../session/docker/docker-connection.ts";
import { reapContainers } from "../../session/docker/reap.ts";
import type { CliIO } from "../io.ts";

/** Remove desktops left behind by runs that died (or every desktop of one run with --run-id). */
export async function reapCommand(options: { runId?: string }, io: CliIO): Promise<ExitCode> {
  const removed = await reapContainers(await connectDocker(), options);
  io.stdout(
    `removed ${removed.length} desktop container(s)${removed.length ? `: ${removed.map((id) => id.slice(0, 12)).join(", ")}` : ""}\n`,
  );
  return ExitCode.pass;
}
