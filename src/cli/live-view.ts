import pc from "picocolors";
import { isDesktestError } from "../errors/desktest-error.ts";
import { DEFAULT_MONITOR_BIND, isLoopback, parseBindAddress, urlHost } from "../monitor/bind-address.ts";
import { MonitorHub } from "../monitor/monitor-hub.ts";
import { startMonitorServer, type MonitorServer } from "../monitor/monitor-server.ts";
import type { CliIO } from "./io.ts";

/** `--monitor`, `--monitor-bind ADDRESS:PORT`, `--monitor-interactive` of run, suite and attach. */
export interface LiveViewOptions {
  monitor?: boolean;
  monitorBind?: string;
  monitorInteractive?: boolean;
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
    settings.always || options.monitor || options.monitorBind !== undefined || options.monitorInteractive;
  if (!wanted) return undefined;
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
