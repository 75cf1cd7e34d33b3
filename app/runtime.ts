import { mkdir } from "node:fs/promises";
import path from "node:path";
import { Redactor } from "../src/app-surface.ts";
import { BaselineCopies } from "./baseline-copies.ts";
import type { LinkMaker } from "./check/render.ts";
import { configSecrets, type AppConfig } from "./config.ts";
import type { Database } from "./db/database.ts";
import { TaskOutcomes } from "./history/task-outcomes.ts";
import { openDatabase } from "./db/open-database.ts";
import { EffectLedger } from "./effects.ts";
import { DurableQueue, type QueueLog } from "./queue.ts";
import { ObjectLedger } from "./storage/object-ledger.ts";
import { createObjectStore } from "./storage/object-store.ts";
import { UrlSigner } from "./storage/signed-url.ts";
import { pageId, StateStore } from "./store.ts";

/** Everything the handlers share: configuration, database, state, storage, the URL signer and the work queue. */
export interface AppRuntime {
  config: AppConfig;
  db: Database;
  store: StateStore;
  /** Effects on GitHub planned and done, so a resumed job does not repeat one (effects.ts). */
  effects: EffectLedger;
  /** Stored images and pages, with owners and ages (pruned by maintenance.ts). */
  objects: ObjectLedger;
  signer: UrlSigner;
  queue: DurableQueue;
  redactor: Redactor;
  /** Scratch space for downloads; baseline zips are cached in `cacheDir`. */
  workDir: string;
  cacheDir: string;
  /** Delay between artifact download retries (tests shorten it). */
  downloadRetryMs: number;
  /** How long a check's baseline search may walk the base branch's history before it gives up. */
  baselineSearchMs: number;
  /** The app's own copies of baseline screens (they outlive the artifacts). */
  baselineCopies: BaselineCopies;
  /** Each processed run's task outcomes (what "Flaky lately" is counted from). */
  taskOutcomes: TaskOutcomes;
}

export async function createRuntime(
  config: AppConfig,
  log: QueueLog,
  options: { now?: () => number; downloadRetryMs?: number; baselineSearchMs?: number } = {},
): Promise<AppRuntime> {
  const workDir = path.join(config.dataDir, "tmp");
  const cacheDir = path.join(config.dataDir, "cache");
  await mkdir(workDir, { recursive: true });
  await mkdir(cacheDir, { recursive: true });
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const objects = new ObjectLedger(db, createObjectStore(config.storage), Date.now, config.objectBudgetBytes);
  return {
    config,
    db,
    store: new StateStore(db),
    effects: new EffectLedger(db),
    objects,
    signer: new UrlSigner(config.signingSecret, config.publicUrl, config.signedUrlTtlSeconds, options.now),
    queue: new DurableQueue(db, {
      concurrency: config.queueConcurrency,
      leaseMs: config.jobLeaseMs,
      retryBaseMs: config.jobRetryBaseMs,
      log,
    }),
    redactor: new Redactor(configSecrets(config)),
    workDir,
    cacheDir,
    downloadRetryMs: options.downloadRetryMs ?? 500,
    baselineSearchMs: options.baselineSearchMs ?? 60_000,
    baselineCopies: new BaselineCopies(db, objects),
    taskOutcomes: new TaskOutcomes(db),
  };
}

export function linkMaker(
  rt: AppRuntime,
  checkKey: string,
  owner: string,
  repo: string,
  runId: number,
): LinkMaker {
  const web = rt.config.githubWebUrl;
  return {
    image: (key) => rt.signer.sign(`/o/${key}`),
    taskReview: (key) => rt.signer.sign(`/o/${key}`),
    review: () => rt.signer.sign(`/review/${pageId(checkKey)}`),
    artifact: (id) =>
      `${web}/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/actions/runs/${runId}/artifacts/${id}`,
  };
}
