import type { AppRuntime } from "./runtime.ts";
import { KEEP_DAYS } from "./store.ts";

/**
 * Housekeeping, at start and then every `intervalMs` in every replica (each step is idempotent): state
 * older than 45 days, finished jobs as old, and stored objects past their retention or the size budget.
 */
export function startMaintenance(
  rt: AppRuntime,
  log: { info(fields: object, message: string): void; error(fields: object, message: string): void },
  intervalMs = 3_600_000,
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await rt.store.prune(KEEP_DAYS);
      await rt.baselineCopies.prune(rt.config.objectRetentionDays);
      await rt.taskOutcomes.prune(KEEP_DAYS);
      await rt.effects.prune(KEEP_DAYS);
      const jobs = await rt.queue.prune(KEEP_DAYS);
      const objects = await rt.objects.prune({
        retentionDays: rt.config.objectRetentionDays,
        budgetBytes: rt.config.objectBudgetBytes,
      });
      if (jobs > 0 || objects.deleted > 0) log.info({ jobs, objects }, "pruned old jobs and stored objects");
    } catch (error) {
      log.error({ err: error }, "maintenance failed");
    } finally {
      running = false;
    }
  };
  const first = setTimeout(() => void tick(), 5_000);
  const timer = setInterval(() => void tick(), intervalMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
