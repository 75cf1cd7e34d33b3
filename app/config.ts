import { createPrivateKey, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Where the app keeps images and review pages. */
export type StorageConfig =
  | { kind: "fs"; dir: string }
  | {
      kind: "s3";
      endpoint: string;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      prefix: string;
    };

export interface AppConfig {
  appId: string;
  privateKey: string;
  webhookSecret: string;
  /** The address GitHub and reviewers reach the app at, without a trailing slash. */
  publicUrl: string;
  host: string;
  port: number;
  webhookPath: string;
  /** GitHub's REST API (GitHub Enterprise Server: https://HOST/api/v3). */
  githubApiUrl: string;
  /** Web address of GitHub for links (https://github.com). */
  githubWebUrl: string;
  dataDir: string;
  storage: StorageConfig;
  /** HMAC key for signed image and page URLs. */
  signingSecret: string;
  signedUrlTtlSeconds: number;
  queueConcurrency: number;
  /** PostgreSQL connection string; unset: SQLite in DATA_DIR/desktest.db. */
  databaseUrl?: string;
  /** How long a claimed job is one process's before another may take it over (renewed while it runs). */
  jobLeaseMs: number;
  /** Back-off base of job retries. */
  jobRetryBaseMs: number;
  /** Stored images and pages are pruned when older than this many days, or over the size budget. */
  objectRetentionDays: number;
  /** Bytes of stored images and pages kept at most (oldest-used pruned first); 0: no budget. */
  objectBudgetBytes: number;
  /** Bytes one workflow run's check may store (diff images, review pages, final screens). */
  runStorageBudgetBytes: number;
  /** Base of Octokit's retry back-off on 5xx, in milliseconds (squared per retry). */
  retryBaseMs: number;
  /** Least time between two writes to GitHub (Octokit's throttling; GitHub's guidance is 1 s). */
  writeIntervalMs: number;
  /** Webhook bodies not yet verified, held at once: bytes and requests (beyond either: 503 with Retry-After). */
  webhookInflightBytes: number;
  webhookInflightRequests: number;
  logLevel: "trace" | "debug" | "info" | "warn" | "error" | "fatal";
  logFormat: "json" | "pretty";
}

/** Shorter webhook secrets are refused: they are what stands between the internet and the App. */
export const MIN_WEBHOOK_SECRET = 20;

/** A value shown in a configuration error, cut so that a pasted key never fills the log. */
function cut(value: string): string {
  return value.length > 24 ? `${value.slice(0, 24)}…` : value;
}

export class AppConfigError extends Error {
  override name = "AppConfigError";
}

/**
 * The app's configuration from the environment (`npm run app` loads `.env` into it first).
 * Throws an AppConfigError naming every missing or malformed variable.
 */
export function readConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): AppConfig {
  const problems: string[] = [];
  const text = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const required = (name: string, why: string) => {
    const value = text(name);
    if (!value) problems.push(`${name} is required (${why})`);
    return value ?? "";
  };
  const integer = (name: string, fallback: number, min: number, max: number) => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max}, got '${raw}'`);
      return fallback;
    }
    return value;
  };

  const appId = required("APP_ID", "the GitHub App's id, from its settings page");
  if (appId && !/^[1-9]\d{0,19}$/.test(appId)) {
    problems.push(`APP_ID must be the App's numeric id (its settings page, "App ID"), got '${cut(appId)}'`);
  }
  const privateKey = readPrivateKey(env, cwd, problems);
  if (privateKey && !problems.some((p) => p.startsWith("PRIVATE_KEY"))) {
    try {
      createPrivateKey(privateKey);
    } catch (error) {
      problems.push(
        `PRIVATE_KEY${env.PRIVATE_KEY?.trim() ? "" : "_PATH"} is not a usable private key (${(error as Error).message}): download a new one from the App's settings page`,
      );
    }
  }
  const webhookSecret = required("WEBHOOK_SECRET", "the webhook secret set in the GitHub App's settings");
  if (webhookSecret && webhookSecret.length < MIN_WEBHOOK_SECRET) {
    problems.push(
      `WEBHOOK_SECRET must be at least ${MIN_WEBHOOK_SECRET} characters (anyone who guesses it can forge deliveries); set a random one in the App's settings and here`,
    );
  }
  const publicUrl = required(
    "PUBLIC_URL",
    "the https address GitHub and reviewers reach this app at",
  ).replace(/\/+$/, "");
  if (publicUrl && !/^https?:\/\/[^/\s]+(\/\S*)?$/i.test(publicUrl)) {
    problems.push(`PUBLIC_URL must be an http(s) URL, got '${publicUrl}'`);
  }
  const dataDir = path.resolve(cwd, text("DATA_DIR") ?? "data");
  const storageKind = (text("STORAGE") ?? "fs").toLowerCase();
  let storage: StorageConfig;
  if (storageKind === "s3") {
    storage = {
      kind: "s3",
      endpoint: required("S3_ENDPOINT", "STORAGE=s3: the bucket service's URL").replace(/\/+$/, ""),
      bucket: required("S3_BUCKET", "STORAGE=s3"),
      region: text("S3_REGION") ?? "us-east-1",
      accessKeyId: required("S3_ACCESS_KEY_ID", "STORAGE=s3"),
      secretAccessKey: required("S3_SECRET_ACCESS_KEY", "STORAGE=s3"),
      prefix: (text("S3_PREFIX") ?? "desktest/").replace(/^\/+/, ""),
    };
  } else {
    if (storageKind !== "fs") problems.push(`STORAGE must be 'fs' or 's3', got '${storageKind}'`);
    storage = { kind: "fs", dir: path.resolve(dataDir, text("STORAGE_DIR") ?? "objects") };
  }
  const ttlDays = integer("SIGNED_URL_TTL_DAYS", 90, 1, 400);
  const logLevel = (text("LOG_LEVEL") ?? "info") as AppConfig["logLevel"];
  if (!["trace", "debug", "info", "warn", "error", "fatal"].includes(logLevel)) {
    problems.push(`LOG_LEVEL must be one of trace, debug, info, warn, error, fatal; got '${logLevel}'`);
  }
  const config: AppConfig = {
    appId,
    privateKey,
    webhookSecret,
    publicUrl,
    host: text("HOST") ?? "127.0.0.1",
    port: integer("PORT", 3000, 0, 65535),
    webhookPath: text("WEBHOOK_PATH") ?? "/api/github/webhooks",
    githubApiUrl: (text("GITHUB_API_URL") ?? "https://api.github.com").replace(/\/+$/, ""),
    githubWebUrl: (text("GITHUB_WEB_URL") ?? text("GITHUB_URL") ?? "https://github.com").replace(/\/+$/, ""),
    dataDir,
    storage,
    signingSecret: "",
    signedUrlTtlSeconds: ttlDays * 86_400,
    queueConcurrency: integer("QUEUE_CONCURRENCY", 2, 1, 64),
    ...(text("DATABASE_URL") ? { databaseUrl: text("DATABASE_URL") } : {}),
    jobLeaseMs: integer("JOB_LEASE_MS", 60_000, 200, 3_600_000),
    jobRetryBaseMs: integer("JOB_RETRY_BASE_MS", 5_000, 10, 3_600_000),
    objectRetentionDays: integer("OBJECT_RETENTION_DAYS", 90, 1, 3650),
    objectBudgetBytes: integer("OBJECT_BUDGET_MB", 10_240, 0, 10_000_000) * 1024 * 1024,
    runStorageBudgetBytes: integer("RUN_STORAGE_BUDGET_MB", 512, 1, 1_000_000) * 1024 * 1024,
    retryBaseMs: integer("GITHUB_RETRY_BASE_MS", 1000, 0, 60_000),
    writeIntervalMs: integer("GITHUB_WRITE_INTERVAL_MS", 1000, 0, 60_000),
    webhookInflightBytes: integer("WEBHOOK_INFLIGHT_MB", 64, 1, 100_000) * 1024 * 1024,
    webhookInflightRequests: integer("WEBHOOK_INFLIGHT_REQUESTS", 32, 1, 100_000),
    logLevel,
    logFormat: text("LOG_FORMAT") === "pretty" ? "pretty" : "json",
  };
  if (problems.length > 0) {
    throw new AppConfigError(`The app's configuration is incomplete:\n  - ${problems.join("\n  - ")}`);
  }
  config.signingSecret = text("URL_SIGNING_SECRET") ?? loadOrCreateSigningSecret(dataDir);
  if (config.signingSecret.length < 32) {
    throw new AppConfigError("URL_SIGNING_SECRET must be at least 32 characters long");
  }
  return config;
}

function readPrivateKey(env: NodeJS.ProcessEnv, cwd: string, problems: string[]): string {
  const inline = env.PRIVATE_KEY?.trim();
  if (inline) {
    // .env files often hold the PEM on one line with literal \n sequences.
    const pem = inline.includes("\\n") ? inline.replaceAll("\\n", "\n") : inline;
    if (!pem.includes("-----BEGIN")) {
      // Also accept the PEM in base64, as some secret stores require.
      const decoded = Buffer.from(pem, "base64").toString("utf8");
      if (decoded.includes("-----BEGIN")) return decoded;
      problems.push("PRIVATE_KEY is not a PEM private key");
    }
    return pem;
  }
  const file = env.PRIVATE_KEY_PATH?.trim();
  if (file) {
    try {
      return readFileSync(path.resolve(cwd, file), "utf8");
    } catch (error) {
      problems.push(`PRIVATE_KEY_PATH: cannot read ${file}: ${(error as Error).message}`);
      return "";
    }
  }
  problems.push("PRIVATE_KEY or PRIVATE_KEY_PATH is required (the GitHub App's private key, PEM)");
  return "";
}

/** A random signing key kept in the data folder, so signed URLs survive restarts. */
function loadOrCreateSigningSecret(dataDir: string): string {
  const file = path.join(dataDir, "url-signing.key");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600, flag: "wx" });
  return secret;
}

/** Every value of the configuration that must never appear in anything the app writes. */
export function configSecrets(config: AppConfig): string[] {
  const values = [config.webhookSecret, config.signingSecret, config.privateKey];
  if (config.databaseUrl) {
    values.push(config.databaseUrl);
    const password = passwordOf(config.databaseUrl);
    if (password) values.push(password);
  }
  if (config.storage.kind === "s3") values.push(config.storage.secretAccessKey);
  // The key's body lines too, in case a library quotes part of it.
  values.push(...config.privateKey.split("\n").filter((line) => line.length > 40));
  return values.filter((v) => v.length >= 8);
}

function passwordOf(url: string): string | undefined {
  try {
    return decodeURIComponent(new URL(url).password) || undefined;
  } catch {
    return undefined;
  }
}
