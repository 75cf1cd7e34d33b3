import pc from "picocolors";
import { isDesktestError } from "../errors/desktest-error.ts";
import { DEFAULT_MONITOR_BIND, isLoopback, parseBindAddress, urlHost } from "../monitor/bind-address.ts";
import { MonitorHub } from "../monitor/monitor-hub.ts";
import { startMonitorServer, type MonitorServer } from "../monitor/monitor-server.ts";
import { onInterruptAfterTheRun } from "./interrupt.ts";
import type { CliIO } from "./io.ts";
import { wholeNumber } from "./whole-number.ts";

/** `--monitor`, `--monitor-bind ADDRESS:PORT`, `--monitor-interactive` of run, suite and attach. */
export interface LiveViewOptions {
  monitor?: boolean;
  monitorBind?: string;
  monitorInteractive?: boolean;
  /** `--monitor-linger <seconds>`: how long the live view stays up after the run. */
  monitorLinger?: string;
}

export interface LiveView {
  hub: MonitorHub;
  server: MonitorServer;
}

/**
 * Start the live view when asked (or `always`), and say where it is. A server that cannot start is a
 * warning, not the end of the run (the run goes on without it); a malformed --monitor-bind is a
 * configuration error.
 */
export async function startLiveView(
  options: LiveViewOptions,
  io: CliIO,
  settings: { mode?: "live" | "watch"; always?: boolean; interactive?: boolean } = {},
): Promise<LiveView | undefined> {
  const wanted =
    settings.always ||
    options.monitor ||
    options.monitorBind !== undefined ||
    options.monitorInteractive ||
    options.monitorLinger !== undefined;
  if (!wanted) return undefined;
  lingerSecs(options, io); // a malformed --monitor-linger stops the command before anything runs
  const c = pc.createColors(io.color);
  const bind = options.monitorBind ? parseBindAddress(options.monitorBind) : DEFAULT_MONITOR_BIND;
  const interactive = settings.interactive ?? options.monitorInteractive === true;
  const hub = new MonitorHub({ interactive });
  let server: MonitorServer;
  try {
    server = await startMonitorServer({
      hub,
      bind,
      mode: settings.mode ?? "live",
      log: (line) => io.stderr(c.dim(`${line}\n`)),
    });
  } catch (error) {
    if (settings.always) throw error;
    io.stderr(
      c.yellow(
        `warning: ${isDesktestError(error) ? error.describe() : (error as Error).message}; the run goes on without a live view\n`,
      ),
    );
    return undefined;
  }
  if (!isLoopback(bind.host)) {
    io.stderr(
      c.yellow(
        `warning: the live view listens on ${urlHost(bind.host)}:${server.address.port} without authentication: anyone who can reach it sees the desktop${interactive ? " and can use it" : ""}. Bind it to 127.0.0.1 (the default) unless this network is yours alone.\n`,
      ),
    );
  }
  io.stderr(`${c.bold("Live view:")} ${server.url} (open it in a browser)\n`);
  return { hub, server };
}

/**
 * After the run, the live view keeps serving its final state (the verdict, the last screen) so a short
 * run's page does not go dead under the person watching it: for `--monitor-linger` seconds, by default
 * until Ctrl+C when a person is at the terminal and not at all elsewhere (CI: pass `--monitor-linger`).
 * Then it closes. Ctrl+C (or SIGTERM) during the wait ends only the wait.
 */
export async function lingerThenClose(
  live: LiveView | undefined,
  options: LiveViewOptions,
  io: CliIO,
): Promise<void> {
  if (!live) return;
  const secs = lingerSecs(options, io);
  if (secs > 0) {
    const until = Number.isFinite(secs) ? new Date(Date.now() + secs * 1000) : null;
    live.hub.publish({ type: "finished", until: until ? until.toISOString() : null });
    const c = pc.createColors(io.color);
    io.stderr(
      c.dim(
        `The run has ended; its live view stays at ${live.server.url} with the verdict and the last screen ${
          until ? `for ${secs} s` : "until Ctrl+C"
        } (--monitor-linger <seconds> sets how long).\n`,
      ),
    );
    await new Promise<void>((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      const done = () => {
        clearTimeout(timer);
        undo();
        process.off("SIGINT", done);
        process.off("SIGTERM", done);
        resolve();
      };
      const undo = onInterruptAfterTheRun(done);
      process.once("SIGINT", done);
      process.once("SIGTERM", done);
      if (until) timer = setTimeout(done, secs * 1000);
    });
  }
  await live.server.close();
}

/** `--monitor-linger` in seconds (Infinity: until Ctrl+C). */
function lingerSecs(options: LiveViewOptions, io: CliIO): number {
  if (options.monitorLinger !== undefined) return wholeNumber("--monitor-linger", options.monitorLinger, 0);
  return io.terminal !== undefined && !io.env.CI ? Number.POSITIVE_INFINITY : 0;
}
