import type { SourceLocation } from "../errors/desktest-error.ts";
import type { Task } from "../task/model.ts";
import type { DesktopBackend, HostFacts, Placement, PlacementFlags } from "./desktop-backend.ts";
import { attachBackend } from "./docker/attach-backend.ts";
import { dockerBackend } from "./docker/backend.ts";
import { hostBackend } from "./host/backend.ts";
import { sshBackend } from "./ssh/backend.ts";
import { tartBackend } from "./tart/backend.ts";
import { linuxVmBackend, windowsVmBackend } from "./vm/backend.ts";

/**
 * Every place a desktop runs, in the order placement asks them: the first that accepts a task runs it.
 * `--ssh` and this machine's own desktop come first (they are asked for, or the app type is native),
 * then the VMs, an attached container, and Docker, which takes whatever is left.
 */
export const BACKENDS = [
  sshBackend,
  hostBackend,
  tartBackend,
  windowsVmBackend,
  linuxVmBackend,
  attachBackend,
  dockerBackend,
] as const satisfies readonly DesktopBackend[];

type AnyBackend = (typeof BACKENDS)[number];

/**
 * The backend of BACKENDS with this member of its own, typed as its record: how a command reaches a
 * tool one backend has (Tart's `initMacos`, the Windows VM's `initWindows`) without importing its folder.
 */
export function backendWith<K extends string>(member: K): Extract<AnyBackend, Record<K, unknown>> {
  const found = BACKENDS.find((b): b is Extract<AnyBackend, Record<K, unknown>> => member in b);
  if (!found) throw new Error(`no backend of BACKENDS has '${member}'`);
  return found;
}

/** The backend named so (its `name`). */
export function backendNamed(name: string): DesktopBackend | undefined {
  return BACKENDS.find((b) => b.name === name);
}

/**
 * Where a task's desktop runs, decided once: the first backend of BACKENDS that accepts it. A place the
 * flags send it but it cannot run is a ConfigError located in the task file.
 */
export function placeTask(
  loaded: { task: Task; locate?: (pointer: string) => SourceLocation },
  flags: PlacementFlags,
  host: HostFacts = { platform: process.platform },
): Placement {
  for (const backend of BACKENDS)
    if (backend.accepts(loaded.task.app, flags, host, loaded.locate)) return { backend, flags };
  // Docker accepts every task; a list without it is a programming error.
  throw new Error(`no desktop backend accepts app type '${loaded.task.app.type}'`);
}
