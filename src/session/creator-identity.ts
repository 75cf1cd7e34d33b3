import { readFileSync, readlinkSync } from "node:fs";
import { hostname } from "node:os";
import { LABEL } from "./labels.ts";

/**
 * Who created a desktop, precisely enough to tell later whether that process is gone: the machine
 * (kernel boot id), the process namespace and the process (pid and its start time, which a reused pid
 * does not share). Several runners on one shared Docker daemon (containers with their own process
 * namespaces, machines with equal host names) are told apart; what cannot be told is left alone.
 */
export interface CreatorIdentity {
  host: string;
  pid: number;
  /** /proc/sys/kernel/random/boot_id (Linux). */
  boot?: string;
  /** The pid namespace, as /proc/self/ns/pid names it (Linux). */
  pidNs?: string;
  /** The process's start time in clock ticks since boot (/proc/<pid>/stat field 22, Linux). */
  start?: string;
}

/** What /proc says; nothing where there is no /proc (macOS, Windows). */
export interface ProcView {
  bootId(): string | undefined;
  pidNamespace(): string | undefined;
  startTime(pid: number): string | undefined;
  alive(pid: number): boolean;
}

export const LINUX_PROC: ProcView = {
  bootId: () => read(() => readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim()),
  pidNamespace: () => read(() => readlinkSync("/proc/self/ns/pid")),
  startTime: (pid) =>
    read(() => {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      // Fields after the command (which may hold spaces and parentheses) start after the last ")".
      return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
    }),
  alive: (pid) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === "EPERM";
    }
  },
};

function read(fn: () => string | undefined): string | undefined {
  try {
    return fn() || undefined;
  } catch {
    return undefined;
  }
}

export function currentCreator(pid = process.pid, proc: ProcView = LINUX_PROC): CreatorIdentity {
  const boot = proc.bootId();
  const pidNs = proc.pidNamespace();
  const start = proc.startTime(pid);
  return {
    host: hostname(),
    pid,
    ...(boot ? { boot } : {}),
    ...(pidNs ? { pidNs } : {}),
    ...(start ? { start } : {}),
  };
}

/** The container labels of a creator identity. */
export function creatorLabels(creator: CreatorIdentity): Record<string, string> {
  return {
    [LABEL.creatorPid]: String(creator.pid),
    [LABEL.creatorHost]: creator.host,
    ...(creator.boot ? { [LABEL.creatorBoot]: creator.boot } : {}),
    ...(creator.pidNs ? { [LABEL.creatorPidNs]: creator.pidNs } : {}),
    ...(creator.start ? { [LABEL.creatorStart]: creator.start } : {}),
  };
}

/**
 * "gone" when the creating process certainly ended (same machine and namespace, and its pid is dead or
 * now another process); "alive" when it runs; "unknown" when it lives elsewhere (another machine or
 * namespace on a shared daemon): such desktops are only removed by run id.
 */
export function creatorState(
  labels: Record<string, string>,
  here: CreatorIdentity,
  proc: ProcView = LINUX_PROC,
): "gone" | "alive" | "unknown" {
  const pid = Number(labels[LABEL.creatorPid]);
  if (!Number.isInteger(pid) || pid <= 0) return "unknown";
  const boot = labels[LABEL.creatorBoot];
  const pidNs = labels[LABEL.creatorPidNs];
  if (boot !== undefined || here.boot !== undefined) {
    // Linux on either side: the kernel and the namespace must both be ours.
    if (boot === undefined || boot !== here.boot || pidNs === undefined || pidNs !== here.pidNs)
      return "unknown";
    if (!proc.alive(pid)) return "gone";
    const start = labels[LABEL.creatorStart];
    return start !== undefined && start !== proc.startTime(pid) ? "gone" : "alive";
  }
  // No /proc (macOS, Windows): the host name is all there is.
  if (labels[LABEL.creatorHost] !== here.host) return "unknown";
  return proc.alive(pid) ? "alive" : "gone";
}
