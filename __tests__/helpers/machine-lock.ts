import { spawn } from "node:child_process";
import { once } from "node:events";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";

/** Ends a hold on a lock. */
export type Release = () => Promise<void>;

/**
 * An exclusive `flock` on `file`, held by a child process until `release` or this process's end (the child's
 * stdin closes with it). `wait`: wait for the lock; otherwise undefined at once when another process holds it.
 */
export async function holdLock(file: string, { wait }: { wait: boolean }): Promise<Release | undefined> {
  const holder = spawn(
    "flock",
    [...(wait ? [] : ["--nonblock"]), "--exclusive", file, "sh", "-c", "echo held; exec cat >/dev/null"],
    { stdio: ["pipe", "pipe", "inherit"] },
  );
  const held = await new Promise<boolean>((resolve, reject) => {
    holder.stdout.once("data", () => resolve(true));
    // (flock --nonblock exits 1 when the lock is another's)
    holder.once("exit", (code) =>
      !wait && code === 1 ? resolve(false) : reject(new Error(`flock ${file} exited (${code})`)),
    );
    holder.once("error", reject);
  });
  if (!held) return undefined;
  return async () => {
    if (holder.exitCode !== null || holder.signalCode !== null) return;
    const exited = once(holder, "exit");
    holder.stdin.end();
    await exited;
  };
}

/**
 * OSWorld task runs at once on this machine, across test files and processes (and checkouts): 3 on 2 cores, at
 * most 4. A test's runs of one task go side by side (each in its own desktop and folder: a run mostly waits, on
 * its apps and the task's sleeps), but two OSWorld files at once (DESKTOPS_AT_ONCE in vitest.config.ts), each
 * starting 2-4 desktops beside the `unit` process, would put up to 8 desktops on two cores.
 */
const OSWORLD_RUNS_AT_ONCE = Math.min(4, Math.max(3, availableParallelism()));

/** `work` once one of this machine's OSWorld run slots is free, holding it until `work` ends. */
export function inOsworldRunSlot<T>(work: () => Promise<T>): Promise<T> {
  return inSlot(
    Array.from({ length: OSWORLD_RUNS_AT_ONCE }, (_, i) =>
      path.join(tmpdir(), `desktest-osworld-run-${i}.lock`),
    ),
    work,
  );
}

/** `work` once one of the lock files `slots` is free (looked for every 250 ms), holding it until `work` ends. */
export async function inSlot<T>(slots: readonly string[], work: () => Promise<T>): Promise<T> {
  let release: Release | undefined;
  while (!release) {
    for (const slot of slots) if ((release = await holdLock(slot, { wait: false }))) break;
    if (!release) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  try {
    return await work();
  } finally {
    await release();
  }
}
