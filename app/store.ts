import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";

/** One workflow run attempt the app has handled (idempotency of `workflow_run` deliveries). */
export interface RunRecord {
  state: "processing" | "done" | "skipped" | "failed";
  checkKey?: string;
  checkRunId?: number;
  at: string;
}

/** The check run the app owns for one commit and check name. */
export interface CheckRecord {
  checkRunId: number;
  installationId: number;
  owner: string;
  repo: string;
  headSha: string;
  name: string;
  runId: number;
  runAttempt: number;
  pullRequests: number[];
  updatedAt: string;
}

interface StateFile {
  version: 1;
  runs: Record<string, RunRecord>;
  checks: Record<string, CheckRecord>;
  /** check run id (as text) → check key. */
  checkRuns: Record<string, string>;
  /** `owner/repo#pr` → approval keys (task, screenshot and pixel hash of the approved image). */
  approvals: Record<string, { keys: string[]; at: string }>;
  /** Comment ids already acted on, and when. */
  comments: Record<string, string>;
}

const KEEP_DAYS = 45;

/**
 * The app's small persistent state: one JSON file (`state.json`) plus one JSON file per check model
 * (`checks/<hash>.json`) under the data folder. Every change is written atomically (temporary file,
 * then rename), one write at a time; entries older than 45 days are dropped when the file is loaded.
 */
export class StateStore {
  #state: StateFile = emptyState();
  #writing: Promise<void> = Promise.resolve();

  private readonly dir: string;

  private constructor(dir: string) {
    this.dir = dir;
  }

  static async open(dir: string): Promise<StateStore> {
    const store = new StateStore(dir);
    await mkdir(path.join(dir, "checks"), { recursive: true });
    try {
      const parsed = JSON.parse(await readFile(store.#file, "utf8")) as Partial<StateFile>;
      store.#state = { ...emptyState(), ...parsed, version: 1 };
      store.#prune();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
    return store;
  }

  get #file(): string {
    return path.join(this.dir, "state.json");
  }

  run(key: string): RunRecord | undefined {
    return this.#state.runs[key];
  }

  async setRun(key: string, record: Omit<RunRecord, "at">): Promise<void> {
    this.#state.runs[key] = { ...record, at: new Date().toISOString() };
    await this.#save();
  }

  check(key: string): CheckRecord | undefined {
    return this.#state.checks[key];
  }

  checkKeyOfRun(checkRunId: number): string | undefined {
    return this.#state.checkRuns[String(checkRunId)];
  }

  /** The newest check record of a pull request's head commit, for commands on that pull request. */
  checksOfCommit(owner: string, repo: string, headSha: string): { key: string; record: CheckRecord }[] {
    return Object.entries(this.#state.checks)
      .filter(([, r]) => r.owner === owner && r.repo === repo && r.headSha === headSha)
      .map(([key, record]) => ({ key, record }))
      .sort((a, b) => b.record.updatedAt.localeCompare(a.record.updatedAt));
  }

  async setCheck(key: string, record: Omit<CheckRecord, "updatedAt">): Promise<void> {
    this.#state.checks[key] = { ...record, updatedAt: new Date().toISOString() };
    this.#state.checkRuns[String(record.checkRunId)] = key;
    await this.#save();
  }

  approvals(owner: string, repo: string, pr: number): Set<string> {
    return new Set(this.#state.approvals[`${owner}/${repo}#${pr}`]?.keys ?? []);
  }

  async addApprovals(owner: string, repo: string, pr: number, keys: Iterable<string>): Promise<void> {
    const id = `${owner}/${repo}#${pr}`;
    const all = new Set([...(this.#state.approvals[id]?.keys ?? []), ...keys]);
    this.#state.approvals[id] = { keys: [...all], at: new Date().toISOString() };
    await this.#save();
  }

  /** Records a comment or delivery id; false when it was recorded before (a duplicate delivery). */
  async claim(id: string): Promise<boolean> {
    if (this.#state.comments[id]) return false;
    this.#state.comments[id] = new Date().toISOString();
    await this.#save();
    return true;
  }

  async saveModel(checkKey: string, model: unknown): Promise<void> {
    const file = this.#modelFile(checkKey);
    await writeAtomic(file, JSON.stringify(model));
  }

  async loadModel<T>(checkKey: string): Promise<T | undefined> {
    return this.loadModelByPage<T>(pageId(checkKey));
  }

  /** A check model by its page id (`pageId(checkKey)`), as the review page route receives it. */
  async loadModelByPage<T>(id: string): Promise<T | undefined> {
    if (!/^[0-9a-f]{40}$/.test(id)) return undefined;
    try {
      return JSON.parse(await readFile(path.join(this.dir, "checks", `${id}.json`), "utf8")) as T;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
      throw error;
    }
  }

  /** Waits for pending writes (tests and shutdown). */
  flush(): Promise<void> {
    return this.#writing;
  }

  #modelFile(checkKey: string): string {
    return path.join(this.dir, "checks", `${pageId(checkKey)}.json`);
  }

  #save(): Promise<void> {
    const snapshot = JSON.stringify(this.#state);
    this.#writing = this.#writing.then(() => writeAtomic(this.#file, snapshot));
    return this.#writing;
  }

  #prune(): void {
    const cutoff = new Date(Date.now() - KEEP_DAYS * 86_400_000).toISOString();
    const old = (at: string) => at < cutoff;
    for (const [k, v] of Object.entries(this.#state.runs)) if (old(v.at)) delete this.#state.runs[k];
    for (const [k, v] of Object.entries(this.#state.comments)) if (old(v)) delete this.#state.comments[k];
    for (const [k, v] of Object.entries(this.#state.checks)) {
      if (old(v.updatedAt)) {
        delete this.#state.checks[k];
        delete this.#state.checkRuns[String(v.checkRunId)];
      }
    }
  }
}

/** The public id of a check's model and review page (the check key itself is not shown). */
export function pageId(checkKey: string): string {
  return createHash("sha256").update(checkKey).digest("hex").slice(0, 40);
}

function emptyState(): StateFile {
  return { version: 1, runs: {}, checks: {}, checkRuns: {}, approvals: {}, comments: {} };
}

async function writeAtomic(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temp, text, { mode: 0o600 });
  await rename(temp, file);
}
