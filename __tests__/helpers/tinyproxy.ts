import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./free-port.ts";

/** The uid tinyproxy runs as (it refuses to stay root): connections it opens belong to this user. */
export const TINYPROXY_UID = 65534;

export interface Tinyproxy {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** The CONNECT requests in its log so far (`127.0.0.1:443`, …). */
  connects(): string[];
  stop(): Promise<void>;
}

/** Debian's tinyproxy on a free loopback port, logging every request, as user nobody (the tests run as root). */
export async function startTinyproxy(
  options: { basicAuth?: { user: string; password: string } } = {},
): Promise<Tinyproxy> {
  const dir = mkdtempSync(path.join(tmpdir(), "desktest-tinyproxy-"));
  chmodSync(dir, 0o777);
  const port = await freePort();
  const log = path.join(dir, "tinyproxy.log");
  const config = path.join(dir, "tinyproxy.conf");
  writeFileSync(
    config,
    [
      `Port ${port}`,
      "Listen 127.0.0.1",
      "Timeout 60",
      `LogFile "${log}"`,
      "LogLevel Info",
      "MaxClients 20",
      "Allow 127.0.0.1",
      "User nobody",
      "Group nogroup",
      ...(options.basicAuth ? [`BasicAuth ${options.basicAuth.user} ${options.basicAuth.password}`] : []),
      "",
    ].join("\n"),
  );
  const child: ChildProcess = spawn("tinyproxy", ["-d", "-c", config], { stdio: "ignore" });
  const connects = () =>
    existsSync(log)
      ? [...readFileSync(log, "utf8").matchAll(/Request \(file descriptor \d+\): CONNECT (\S+) HTTP/g)].map(
          (m) => m[1] ?? "",
        )
      : [];
  await waitUntilListening(port, child);
  return {
    url: `http://127.0.0.1:${port}`,
    connects,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

async function waitUntilListening(port: number, child: ChildProcess): Promise<void> {
  const { connect } = await import("node:net");
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`tinyproxy exited with ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1", () => {
        socket.destroy();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("tinyproxy did not start listening");
}

/**
 * The uid owning the client end of a loopback TCP connection (from /proc/net/tcp): tinyproxy's
 * connections belong to TINYPROXY_UID, a direct one to this process's user.
 */
export function clientUid(clientPort: number, serverPort: number): number | undefined {
  const hex = (p: number) => p.toString(16).toUpperCase().padStart(4, "0");
  for (const line of readFileSync("/proc/net/tcp", "utf8").split("\n").slice(1)) {
    const fields = line.trim().split(/\s+/);
    if (fields[1] === `0100007F:${hex(clientPort)}` && fields[2] === `0100007F:${hex(serverPort)}`) {
      return Number(fields[7]);
    }
  }
  return undefined;
}
