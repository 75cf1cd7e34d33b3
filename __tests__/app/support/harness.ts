/**
 * The GitHub App under test as a real HTTP server on a free port, talking to the GitHub API double,
 * and helpers that post signed webhook deliveries built from `@octokit/webhooks-examples` payloads.
 */
import { createHmac, generateKeyPairSync, randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, statfsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { readConfig } from "../../../app/config.ts";
import { startApp, type RunningApp } from "../../../app/server.ts";
import { GitHubDouble, type RepoState, type RunState } from "../../helpers/github-double.ts";
import { freePort } from "../../helpers/free-port.ts";

export const APP_ID = 4242;
export const INSTALLATION_ID = 77;
export const WEBHOOK_SECRET = "test-webhook-secret-0123456789";

type Json = Record<string, unknown>;

const examples = createRequire(import.meta.url)("@octokit/webhooks-examples") as {
  name: string;
  examples: Json[];
}[];

/** A deep copy of the first webhook example of `event` (with `action`, when given). */
export function webhookExample(event: string, action?: string): Json {
  const group = examples.find((e) => e.name === event);
  const found = group?.examples.find((e) => action === undefined || e.action === action);
  if (!found) throw new Error(`no webhook example for ${event}.${action}`);
  return structuredClone(found);
}

/**
 * Where a harness App keeps its database and stored objects: a RAM-backed folder (/dev/shm, when it has a GiB
 * free), else the temporary folder. These tests are about what the App does, not about the disk under it: there
 * each SQLite commit's fsync costs milliseconds (thousands of commits a file), here nothing — as the PostgreSQL
 * the tests start runs with fsync=off. The crash tests (durability, exactly-once) run the App as its own process
 * with its data in the temporary folder.
 */
function scratchRoot(): string {
  const ram = "/dev/shm";
  if (!existsSync(ram)) return tmpdir();
  const { bavail, bsize } = statfsSync(ram);
  return bavail * bsize >= 2 ** 30 ? ram : tmpdir();
}

let keyPair: { publicKey: string; privateKey: string } | undefined;
function keys() {
  keyPair ??= generateKeyPairSync("rsa", {
    modulusLength: 2048,
    publicKeyEncoding: { type: "spki", format: "pem" },
    privateKeyEncoding: { type: "pkcs1", format: "pem" },
  });
  return keyPair;
}

export interface Harness {
  double: GitHubDouble;
  app: RunningApp;
  dataDir: string;
  /** Move the app's clock (signed URL expiry) forward. */
  clock: { offsetMs: number };
  deliver(event: string, payload: Json, options?: { id?: string; secret?: string }): Promise<Response>;
  settle(): Promise<void>;
  close(): Promise<void>;
}

export async function startHarness(
  env: Record<string, string> = {},
  options: { baselineSearchMs?: number } = {},
): Promise<Harness> {
  const { publicKey, privateKey } = keys();
  const double = new GitHubDouble({ appId: APP_ID, publicKey });
  await double.start();
  const dataDir = mkdtempSync(path.join(scratchRoot(), "desktest-app-"));
  const port = await freePort();
  const config = readConfig({
    APP_ID: String(APP_ID),
    PRIVATE_KEY: privateKey.replaceAll("\n", "\\n"),
    WEBHOOK_SECRET,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    GITHUB_API_URL: double.url,
    LOG_LEVEL: "fatal",
    GITHUB_RETRY_BASE_MS: "5",
    JOB_RETRY_BASE_MS: "20",
    GITHUB_WRITE_INTERVAL_MS: "0",
    QUEUE_CONCURRENCY: "2",
    ...env,
  });
  const clock = { offsetMs: 0 };
  const app = await startApp(config, {
    now: () => Date.now() + clock.offsetMs,
    downloadRetryMs: 5,
    ...(options.baselineSearchMs !== undefined ? { baselineSearchMs: options.baselineSearchMs } : {}),
  });
  return {
    double,
    app,
    dataDir,
    clock,
    async deliver(event, payload, options = {}) {
      const body = JSON.stringify(payload);
      const signature = createHmac("sha256", options.secret ?? WEBHOOK_SECRET)
        .update(body)
        .digest("hex");
      return fetch(`${app.url}${config.webhookPath}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-github-event": event,
          "x-github-delivery": options.id ?? randomUUID(),
          "x-hub-signature-256": `sha256=${signature}`,
          "user-agent": "GitHub-Hookshot/test",
        },
        body,
      });
    },
    async settle() {
      await app.runtime.queue.onIdle();
    },
    async close() {
      await app.close();
      await double.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The repository, installation and sender parts every payload needs, for the double's repo. */
export function addressed(
  payload: Json,
  repo: RepoState,
  sender: { login: string; type?: string } = { login: "octocat" },
): Json {
  const repository = payload.repository as Json;
  return {
    ...payload,
    repository: {
      ...repository,
      id: repo.id,
      name: repo.name,
      full_name: `${repo.owner}/${repo.name}`,
      owner: { ...(repository.owner as Json), login: repo.owner },
      default_branch: repo.defaultBranch,
    },
    installation: { id: INSTALLATION_ID, node_id: "MDIzOkludGVncmF0aW9uSW5zdGFsbGF0aW9uNzc=" },
    sender: { ...(payload.sender as Json), login: sender.login, type: sender.type ?? "User" },
  };
}

/** A `workflow_run.completed` delivery for a run of the double. */
export function workflowRunCompleted(double: GitHubDouble, repo: RepoState, run: RunState): Json {
  const payload = webhookExample("workflow_run", "completed");
  return addressed({ ...payload, workflow_run: double.workflowRunPayload(repo, run) }, repo);
}

/** An `issue_comment` delivery for a pull request comment. */
export function prComment(
  repo: RepoState,
  pull: number,
  body: string,
  sender: { login: string; type?: string },
  options: { action?: "created" | "edited"; createdAt?: string; commentId?: number } = {},
): Json {
  const payload = webhookExample("issue_comment", options.action ?? "created");
  const issue = payload.issue as Json;
  const comment = payload.comment as Json;
  return addressed(
    {
      ...payload,
      issue: {
        ...issue,
        number: pull,
        pull_request: { url: `https://api.github.com/repos/${repo.owner}/${repo.name}/pulls/${pull}` },
      },
      comment: {
        ...comment,
        id: options.commentId ?? Math.floor(Math.random() * 1e9),
        body,
        created_at: options.createdAt ?? "2030-01-01T00:00:00Z",
        user: { ...(comment.user as Json), login: sender.login, type: sender.type ?? "User" },
      },
    },
    repo,
    sender,
  );
}

/** A `check_run` delivery (requested_action or rerequested) for one of the app's check runs. */
export function checkRunEvent(
  repo: RepoState,
  checkRun: { id: number; headSha: string; externalId: string | null },
  action: "requested_action" | "rerequested",
  sender: { login: string },
  identifier?: string,
): Json {
  const payload = webhookExample("check_run", action);
  const run = payload.check_run as Json;
  return addressed(
    {
      ...payload,
      action,
      check_run: {
        ...run,
        id: checkRun.id,
        head_sha: checkRun.headSha,
        external_id: checkRun.externalId,
        app: { ...(run.app as Json), id: APP_ID },
      },
      ...(identifier ? { requested_action: { identifier } } : {}),
    },
    repo,
    sender,
  );
}
