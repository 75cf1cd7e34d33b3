/** Anything that must be removed when the process is interrupted: a desktop, or one still starting. */
export interface Closable {
  close(): Promise<void>;
}

const open = new Set<Closable>();

export function registerOpen(resource: Closable): void {
  open.add(resource);
}

export function unregisterOpen(resource: Closable): void {
  open.delete(resource);
}

export function openSessionCount(): number {
  return open.size;
}

/** Close everything still open (in parallel; failures are reported, not thrown). */
export async function closeAllSessions(onError?: (error: unknown) => void): Promise<void> {
  const all = [...open];
  open.clear();
  await Promise.all(all.map((s) => s.close().catch((error: unknown) => onError?.(error))));
}
