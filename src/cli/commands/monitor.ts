import { mkdir } from "node:fs/promises";
import path from "node:path";
import { ExitCode } from "../../errors/exit-code.ts";
import { ArtifactsWatcher } from "../../monitor/watch-artifacts.ts";
import type { CliIO } from "../io.ts";
import { startLiveView } from "../live-view.ts";

export interface MonitorCommandOptions {
  watch: string;
  monitorBind?: string;
}

/**
 * `desktest monitor --watch DIR`: the live view of runs that other processes write into DIR (their
 * trajectory.jsonl, task.json and results.json), until Ctrl+C.
 */
export async function monitorCommand(
  options: MonitorCommandOptions,
  io: CliIO,
  until: Promise<unknown> = interrupted(),
): Promise<ExitCode> {
  const root = path.resolve(io.cwd, options.watch);
  await mkdir(root, { recursive: true });
  const live = (await startLiveView(options, io, { mode: "watch", always: true, interactive: false }))!;
  const watcher = new ArtifactsWatcher(live.hub, root, { log: (line) => io.stderr(`${line}\n`) });
  watcher.start();
  io.stderr(`Watching ${root} for runs (Ctrl+C to stop)\n`);
  await until;
  await watcher.stop();
  await live.server.close();
  return ExitCode.pass;
}

function interrupted(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      process.off("SIGINT", done);
      process.off("SIGTERM", done);
      resolve();
    };
    process.on("SIGINT", done);
    process.on("SIGTERM", done);
  });
}
