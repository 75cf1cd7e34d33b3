import type { DesktopBackend } from "../session/desktop-backend.ts";
import { RESERVED_MEMORY_BYTES } from "./concurrency.ts";
import type { PreflightCheck } from "./runner-preflight.ts";

/*
 * Memory and disk for a number of desktops at once (`desktest doctor <tasks>`): what the tasks' desktops
 * take, against what this machine has free now. The figures are budgets, not measurements: enough for
 * the project's desktops with their apps, so that a machine below them is told before a run fails
 * half-way (out of memory, a full disk).
 */

const GIB = 1024 ** 3;
const MIB = 1024 ** 2;

/** Disk a desktop takes while it runs: a container's writable layer; a VM's disk overlay and snapshot. */
export const DESKTOP_DISK_BYTES = { docker: 0.5 * GIB, vm: 2 * GIB } as const;
/** Building the desktop image (its layers, the wheels) when it is not built yet. */
export const IMAGE_BUILD_BYTES = 3 * GIB;
/** Making the Linux VM image from the desktop image, the first time. */
export const VM_IMAGE_BUILD_BYTES = 4 * GIB;
/** What a task leaves in the artifacts folder: screenshots, trajectory, logs, collected files. */
export const ARTIFACTS_PER_TASK_BYTES = 64 * MIB;

/**
 * How many desktops of each backend run at once: each backend's tasks up to its cap, at most
 * `concurrency` in all, the ones that take the most memory counted first (the worst case).
 */
export function desktopsAtOnce(
  backends: readonly DesktopBackend[],
  concurrency: number,
): Map<DesktopBackend, number> {
  const counts = new Map<DesktopBackend, number>();
  for (const backend of backends) counts.set(backend, (counts.get(backend) ?? 0) + 1);
  const order = [...counts.keys()].sort((a, b) => b.memoryBytes - a.memoryBytes);
  const atOnce = new Map<DesktopBackend, number>();
  let left = Math.max(1, concurrency);
  for (const backend of order) {
    const n = Math.min(counts.get(backend)!, backend.concurrency.limit, left);
    if (n > 0) atOnce.set(backend, n);
    left -= n;
  }
  return atOnce;
}

export function memoryCheck(
  atOnce: ReadonlyMap<DesktopBackend, number>,
  freeBytes: number,
  concurrency: number,
): PreflightCheck {
  const counted = [...atOnce].filter(([backend]) => backend.memoryBytes > 0);
  const desktops = counted.reduce((sum, [, n]) => sum + n, 0);
  const need = RESERVED_MEMORY_BYTES + counted.reduce((sum, [b, n]) => sum + n * b.memoryBytes, 0);
  const each = counted.map(([b, n]) => `${n} × ${gib(b.memoryBytes)} (${describe(b)})`).join(" + ");
  if (desktops === 0)
    return {
      ok: true,
      name: "Memory",
      detail: `these tasks run no desktop on this machine; ${gib(freeBytes)} free`,
    };
  const ok = freeBytes >= need;
  const fits =
    counted.length === 1
      ? Math.floor((freeBytes - RESERVED_MEMORY_BYTES) / counted[0]![0].memoryBytes)
      : undefined;
  return {
    ok,
    name: "Memory",
    detail: `${desktops} desktop(s) at once need about ${gib(need)} free: ${each} + ${gib(RESERVED_MEMORY_BYTES)} for the host; ${gib(freeBytes)} free now`,
    ...(ok
      ? {}
      : {
          fix:
            fits !== undefined && fits >= 1 && fits < concurrency
              ? `Run fewer at once: --concurrency ${fits} fits the free memory now; or free memory (close other programs, stop other containers and VMs)`
              : "Free memory (close other programs, stop other containers and VMs), or run the tasks on a bigger machine",
        }),
  };
}

export interface DiskPlace {
  /** What the place is for, as the check names it. */
  name: string;
  path: string;
  /** Free bytes there, undefined when it cannot be known from here (a remote Docker daemon). */
  freeBytes: number | undefined;
  /** Can this user write there (the nearest folder that exists)? undefined: not asked. */
  writable?: boolean;
  need: number;
  /** What the need is made of, in words. */
  needs: string;
  fix: string;
}

export function diskCheck(place: DiskPlace): PreflightCheck {
  if (place.writable === false) {
    return {
      ok: false,
      name: place.name,
      detail: `${place.path} cannot be written by this user`,
      fix: `Give this user that folder (sudo chown -R $(id -u) ${place.path}), or choose another one`,
    };
  }
  if (place.freeBytes === undefined) {
    return { ok: true, name: place.name, detail: `${place.path}: not on this machine's disks, not checked` };
  }
  const ok = place.freeBytes >= place.need;
  return {
    ok,
    name: place.name,
    detail: `${gib(place.freeBytes)} free in ${place.path}; ${place.needs} take about ${gib(place.need)}`,
    ...(ok ? {} : { fix: place.fix }),
  };
}

function describe(backend: DesktopBackend): string {
  return (
    ({ docker: "Docker", "linux-vm": "Linux VM", "windows-vm": "Windows VM" } as Record<string, string>)[
      backend.name
    ] ?? backend.name
  );
}

/** A size for people: GiB with one decimal, MiB below 1 GiB. */
export function gib(bytes: number): string {
  return bytes >= GIB ? `${(bytes / GIB).toFixed(1)} GiB` : `${Math.ceil(bytes / MIB)} MiB`;
}
