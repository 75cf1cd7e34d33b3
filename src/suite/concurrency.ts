import { availableParallelism, freemem } from "node:os";
import type { DesktopBackend } from "../session/desktop-backend.ts";

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

/**
 * One line per backend whose cap (its `concurrency.limit`) holds tasks back below `--concurrency` (what
 * the suite says once, at its start): why, and how many tasks wait their turn.
 */
export function capNotes(backends: readonly DesktopBackend[], concurrency: number): string[] {
  const counts = new Map<DesktopBackend, number>();
  for (const backend of backends) counts.set(backend, (counts.get(backend) ?? 0) + 1);
  const notes: string[] = [];
  for (const [{ concurrency: cap }, count] of counts) {
    if (cap.why && count > cap.limit && concurrency > cap.limit)
      notes.push(
        `${cap.why}, whatever --concurrency says; ${count - cap.limit} of ${count} task(s) wait their turn`,
      );
  }
  return notes;
}
