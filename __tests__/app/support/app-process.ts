/**
 * The App as a separate process (`node app/main.ts`, as `npm run app` starts it), for tests that kill,
 * stop or flood it: its output, its webhook deliveries, its peak memory.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createHmac, generateKeyPairSync, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { freePort } from "../../helpers/free-port.ts";
import { APP_ID } from "./harness.ts";

const repoRoot = path.resolve(import.meta.dirname, "../../..");
export const PROCESS_SECRET = "durability-webhook-secret-0123456789";
export const { publicKey, privateKey } = generateKeyPairSync("rsa", {
  modulusLength: 2048,
  publicKeyEncoding: { type: "spki", format: "pem" },
  privateKeyEncoding: { type: "pkcs1", format: "pem" },
});

export interface AppProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
}

/** One App process; resolves once it listens. */
export async function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ["app/main.ts"], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? "",
      DOTENV: "/nonexistent/.env",
      APP_ID: String(APP_ID),
      PRIVATE_KEY: privateKey.replaceAll("\n", "\\n"),
      WEBHOOK_SECRET: PROCESS_SECRET,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PORT: String(port),
      LOG_LEVEL: "warn",
      GITHUB_RETRY_BASE_MS: "5",
      GITHUB_WRITE_INTERVAL_MS: "0",
      JOB_LEASE_MS: "1500",
      JOB_RETRY_BASE_MS: "50",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr!.on("data", (c: Buffer) => (output += c.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within 30 s:\n${output}`)), 30_000);
    const check = () => {
      if (output.includes("desktest app listening on")) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on("data", check);
    child.once("exit", (code) => reject(new Error(`exited ${code}:\n${output}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child, output: () => output };
}

export async function deliver(
  app: AppProcess,
  event: string,
  payload: object,
  id = randomUUID(),
): Promise<number> {
  const body = JSON.stringify(payload);
  const response = await fetch(`${app.url}/api/github/webhooks`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-github-event": event,
      "x-github-delivery": id,
      "x-hub-signature-256": `sha256=${createHmac("sha256", PROCESS_SECRET).update(body).digest("hex")}`,
    },
    body,
  });
  return response.status;
}

export async function stopAppProcess(app: AppProcess): Promise<void> {
  if (app.child.exitCode !== null || app.child.signalCode !== null) return;
  const exited = new Promise((resolve) => app.child.once("exit", resolve));
  app.child.kill("SIGTERM");
  await exited;
}

export async function killAppProcess(app: AppProcess): Promise<void> {
  if (app.child.exitCode !== null || app.child.signalCode !== null) return;
  const exited = new Promise((resolve) => app.child.once("exit", resolve));
  app.child.kill("SIGKILL");
  await exited;
}

/** The process's peak resident memory so far, in bytes (Linux's VmHWM). */
export function peakRss(app: AppProcess): number {
  const status = readFileSync(`/proc/${app.child.pid}/status`, "utf8");
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

export async function until(
  what: string,
  test: () => boolean | Promise<boolean>,
  ms = 60_000,
): Promise<void> {
  const end = Date.now() + ms;
  while (!(await test())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
