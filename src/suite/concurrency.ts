import { availableParallelism, freemem } from "node:os";
import type { AppConfig } from "../task/model.ts";

const GIB = 1024 ** 3;
/** Memory one desktop session is budgeted (Xvfb, window manager, the app, the guest agent). */
export const SESSION_MEMORY_BYTES = 1.5 * GIB;
/** Memory left to the host and desktest itself. */
export const RESERVED_MEMORY_BYTES = 1 * GIB;

/**
 * `--concurrency` by default: one session per core, as many as the free memory holds at 1.5 GiB each
 * after 1 GiB for the host; at least 1.
 */
export function defaultConcurrency(
  resources: { cpus: number; freeBytes: number } = { cpus: availableParallelism(), freeBytes: freemem() },
): number {
  const byMemory = Math.floor((resources.freeBytes - RESERVED_MEMORY_BYTES) / SESSION_MEMORY_BYTES);
  return Math.max(1, Math.min(resources.cpus, byMemory));
}

/**
 * How many desktops a suite's warm pool may keep waiting: up to the concurrency (the next tasks'), as
 * long as the running and the waiting desktops together fit the free memory at 1.5 GiB each after 1 GiB
 * for the host (the budget `defaultConcurrency` uses).
 */
export function warmPoolCapacity(concurrency: number, freeBytes: number = freemem()): number {
  const byMemory = Math.floor((freeBytes - RESERVED_MEMORY_BYTES) / SESSION_MEMORY_BYTES);
  return Math.max(0, Math.min(concurrency, byMemory - concurrency));
}

/** Where a task's desktop runs; each kind may cap how many run at once on one host. */
export type Backend =
  | "docker"
  | "linux-vm"
  | "linux-native"
  | "macos-vm"
  | "macos-native"
  | "windows-vm"
  | "windows-native"
  | "remote";

/**
 * Sessions of one backend at once, whatever `--concurrency` says: Apple's licence allows two macOS VMs
 * per host; a native desktop is the host's own screen, and a desktop reached over SSH is one screen,
 * so one at a time. Docker has no cap.
 */
export const BACKEND_LIMITS: Readonly<Record<Backend, number>> = {
  docker: Number.POSITIVE_INFINITY,
  "linux-vm": Number.POSITIVE_INFINITY,
  "linux-native": 1,
  "macos-vm": 2,
  "macos-native": 1,
  "windows-vm": Number.POSITIVE_INFINITY,
  "windows-native": 1,
  remote: 1,
};

/** Why a backend's sessions are capped, in the words the suite says once. */
const CAP_REASONS: Partial<Record<Backend, string>> = {
  "macos-vm": "macOS VMs: at most 2 at a time on this host (Apple's licence allows two per Mac)",
  "macos-native": "this Mac's own desktop: one task at a time",
  "windows-native": "this Windows desktop: one task at a time",
  "linux-native": "this machine's own desktop: one task at a time",
  remote: "the desktop reached over SSH: one task at a time",
};

/**
 * One line per backend whose cap holds tasks back below `--concurrency` (what the suite says once, at
 * its start): why, and how many tasks wait their turn.
 */
export function capNotes(backends: readonly Backend[], concurrency: number): string[] {
  const counts = new Map<Backend, number>();
  for (const backend of backends) counts.set(backend, (counts.get(backend) ?? 0) + 1);
  const notes: string[] = [];
  for (const [backend, count] of counts) {
    const limit = BACKEND_LIMITS[backend];
    const reason = CAP_REASONS[backend];
    if (reason && count > limit && concurrency > limit)
      notes.push(
        `${reason}, whatever --concurrency says; ${count - limit} of ${count} task(s) wait their turn`,
      );
  }
  return notes;
}

/** Where a task runs; `desktop` is the Linux desktops' backend (`--backend`); `overSsh`: `--ssh` was given. */
export function backendOf(
  app: AppConfig,
  desktop: "docker" | "vm" | "host" = "docker",
  overSsh = false,
): Backend {
  if (overSsh) return "remote";
  switch (app.type) {
    case "folder":
    case "appimage":
      return desktop === "vm" ? "linux-vm" : desktop === "host" ? "linux-native" : "docker";
    case "macos_tart":
      return "macos-vm";
    case "macos_native":
      return "macos-native";
    case "windows_vm":
      return "windows-vm";
    case "windows_native":
      return "windows-native";
    default:
      return "docker";
  }
}
