/**
 * `npm run bench:app`: the GitHub App against the local GitHub API double.
 *
 * 1. End to end: a 50-task, 3-shard report with 1280×800 screenshots, half of them identical to the
 *    baseline's; the app runs as its own process (`node app/main.ts`), the bench posts the signed
 *    `workflow_run.completed` delivery and times until the check run is completed. Peak memory is the
 *    app process's high-water RSS (VmHWM). Measured with Octokit's write spacing off (the app's own
 *    time) and on (GitHub's 1 s between writes, the production setting).
 *    The same with the state and the work queue in PostgreSQL (DATABASE_URL) instead of SQLite.
 * 2. 200 signed deliveries at once: answer times (p50/p95), the time until every job is done, peak RSS.
 * 3. Refusing a 1 GB unsigned body: the time to the 413 and the app's peak RSS (before and after).
 * 4. Diff time per screenshot pair, identical and changed, beside pixelmatch (and @blazediff/core)
 *    on the same images. The changed pair's baseline is the previous way: the same comparison with
 *    both screens decoded by sharp (libvips → libwebp) instead of the App's own lossless WebP decoder.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createHmac, generateKeyPairSync, randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { diff as blazediff } from "@blazediff/core";
import pixelmatch from "pixelmatch";
import { percentile, printTable, timeAlternately, timeRuns, type Row } from "./stats.ts";
import { png, screen, webp, type ShardSpec, type TaskSpec } from "../__tests__/app/support/fixtures.ts";
import { webhookExample, addressed } from "../__tests__/app/support/harness.ts";
import { addRunWithReports } from "../__tests__/app/support/scenario.ts";
import { GitHubDouble, type RepoState, type RunState } from "../__tests__/helpers/github-double.ts";
import { postgresAvailable, startPostgres } from "../__tests__/helpers/postgres.ts";
import {
  compareImages,
  comparePixels,
  decodeImage,
  decodeWithSharp,
  renderOverlay,
  renderSideBySide,
} from "../app/diff/image-diff.ts";
import { timeFigure, type Figure } from "./figures.ts";
import { freePort } from "../__tests__/helpers/free-port.ts";

const TASKS = 50;
const SHARDS = 3;
const APP_ID = 99;
const SECRET = "bench-webhook-secret-0123456789";
const repoRoot = path.resolve(import.meta.dirname, "..");

interface Screens {
  base: Buffer[];
  head: Buffer[];
}

async function makeScreens(): Promise<Screens> {
  const base: Buffer[] = [];
  const head: Buffer[] = [];
  for (let i = 0; i < TASKS; i++) {
    base.push(await webp(screen({ seed: i })));
    // Even tasks: the same screen; odd tasks: a changed button and more text.
    head.push(
      i % 2 === 0 ? base[i]! : await webp(screen({ seed: i, changedButton: true, lines: 1 + (i % 3) })),
    );
  }
  return { base, head };
}

function shards(images: Buffer[], sha: string): ShardSpec[] {
  const out: ShardSpec[] = [];
  for (let s = 0; s < SHARDS; s++) {
    const tasks: TaskSpec[] = [];
    for (let i = s; i < TASKS; i += SHARDS) {
      tasks.push({
        id: `task-${String(i).padStart(2, "0")}`,
        final: images[i]!,
        status: i % 10 === 9 ? "fail" : "pass",
      });
    }
    out.push({ index: s + 1, count: SHARDS, headSha: sha, tasks });
  }
  return out;
}

interface EndToEnd {
  ms: number;
  peakRssMb: number;
  title: string;
}

async function endToEnd(
  screens: Screens,
  writeIntervalMs: number,
  runs: number,
  databaseUrl?: () => Promise<string>,
): Promise<EndToEnd[]> {
  const results: EndToEnd[] = [];
  for (let r = 0; r < runs; r++) {
    const app = await startBenchApp(
      {
        GITHUB_WRITE_INTERVAL_MS: String(writeIntervalMs),
        ...(databaseUrl ? { DATABASE_URL: await databaseUrl() } : {}),
      },
      `desktop-${r}`,
    );
    const { double, repo, workflowId } = app;
    try {
      const [c0, c1, c2] = ["a".repeat(40), "b".repeat(40), "c".repeat(40)];
      double.addCommit(repo, c0);
      double.addCommit(repo, c1, [c0], "main");
      double.addCommit(repo, c2, [c1]);
      await addRunWithReports(
        double,
        repo,
        { workflowId, headSha: c1, headBranch: "main", event: "push", createdAt: "2026-05-01T09:00:00Z" },
        shards(screens.base, c1),
      );
      double.addPull(repo, { number: 1, headSha: c2, baseSha: c1 });
      const prRun = await addRunWithReports(
        double,
        repo,
        {
          workflowId,
          headSha: c2,
          headBranch: "feature-1",
          pullRequests: [1],
          conclusion: "failure",
          createdAt: "2026-05-01T10:00:00Z",
        },
        shards(screens.head, c2),
      );
      const started = performance.now();
      await deliverRun(app, prRun);
      const answeredMs = performance.now() - started;
      let check;
      const deadline = Date.now() + 120_000;
      while (!(check = [...repo.checkRuns.values()].find((c) => c.status === "completed"))) {
        if (Date.now() > deadline) throw new Error("no completed check run within 120 s");
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      const ms = performance.now() - started;
      if (double.violations.length) throw new Error(double.violations.join("\n"));
      if (r === 0 && writeIntervalMs === 0)
        console.log(`  (webhook answered in ${answeredMs.toFixed(1)} ms)`);
      results.push({ ms, peakRssMb: peakRssMb(app.child.pid!), title: check.output.title ?? "" });
    } finally {
      await app.stop();
    }
  }
  return results;
}

function waitForStart(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("desktest app listening on")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`the app exited (${code}) before starting:\n${out}`)));
  });
}

async function diffTimes(screens: Screens): Promise<Figure[]> {
  const options = { threshold: 0.1, maxDiffPixels: 0, maxDiffRatio: 0, masks: [] };
  const identical = screens.base[0]!;
  const reencoded = await png(screen({ seed: 0 })); // same pixels, other bytes
  const baseChanged = screens.base[1]!;
  const headChanged = screens.head[1]!;
  const [a, b] = [await decodeImage(baseChanged), await decodeImage(headChanged)];
  const same = await decodeImage(identical);
  const sameCopy = { ...same, data: Buffer.from(same.data) };
  const { width, height } = a;
  const out = new Uint8Array(width * height * 4);

  const rows: Row[] = [
    {
      name: "pixelmatch, identical (decoded)",
      times: await timeRuns(30, () =>
        pixelmatch(same.data, sameCopy.data, undefined, width, height, { threshold: 0.1 }),
      ),
    },
    {
      name: "@blazediff/core, identical (decoded)",
      times: await timeRuns(30, () =>
        blazediff(same.data, sameCopy.data, undefined, width, height, { threshold: 0.1 }),
      ),
    },
    {
      name: "app: identical files (WebP bytes)",
      times: await timeRuns(30, () => compareImages(identical, Buffer.from(identical), options)),
    },
    {
      name: "app: identical pixels, other encoding (decode ×2)",
      times: await timeRuns(15, () => compareImages(identical, reencoded, options)),
    },
  ];
  printTable(`Identical pair, ${width}×${height} (milliseconds)`, rows, "pixelmatch, identical (decoded)");

  const changed: Row[] = [
    {
      name: "pixelmatch, changed (decoded)",
      times: await timeRuns(30, () =>
        pixelmatch(a.data, b.data, undefined, width, height, { threshold: 0.1 }),
      ),
    },
    {
      name: "pixelmatch, changed + diff mask",
      times: await timeRuns(30, () =>
        pixelmatch(a.data, b.data, out, width, height, { threshold: 0.1, diffMask: true }),
      ),
    },
    {
      name: "@blazediff/core, changed + diff mask",
      times: await timeRuns(30, () =>
        blazediff(a.data, b.data, out, width, height, { threshold: 0.1, diffMask: true }),
      ),
    },
  ];
  // The App's way and the previous way (the same comparison, both screens decoded by sharp) alternately,
  // so that the others' load on a shared machine weighs on both alike.
  const [ownDecode, sharpDecode] = await timeAlternately(
    30,
    () => decodeImage(headChanged),
    () => decodeWithSharp(headChanged),
  );
  const [compare, withSharp] = await timeAlternately(
    30,
    () => compareImages(baseChanged, headChanged, options),
    async () => {
      const [x, y] = await Promise.all([decodeWithSharp(baseChanged), decodeWithSharp(headChanged)]);
      comparePixels(x, y, options);
    },
  );
  changed.push(
    { name: "decode one screen: the App's WebP decoder", times: ownDecode },
    { name: "decode one screen: sharp (libvips, libwebp)", times: sharpDecode },
    { name: "app: compare (decode ×2, diff, bbox, hash)", times: compare },
    { name: "app: compare, decoded by sharp (previous way)", times: withSharp },
  );
  const comparison = await compareImages(baseChanged, headChanged, options);
  changed.push(
    { name: "app: overlay PNG (full frame)", times: await timeRuns(10, () => renderOverlay(comparison)) },
    {
      name: "app: side-by-side PNG (cropped)",
      times: await timeRuns(10, () => renderSideBySide(comparison)),
    },
  );
  printTable(
    `Changed pair, ${width}×${height}, ${comparison.diffPixels} pixels differ (milliseconds)`,
    changed,
    "pixelmatch, changed (decoded)",
  );
  const timesOf = (name: string) => changed.find((r) => r.name === name)!.times;
  return [
    timeFigure(
      "app.changed_pair_ms",
      "App: a changed 1280×800 pair compared, decode included",
      timesOf("app: compare (decode ×2, diff, bbox, hash)"),
      {
        baseline: {
          label: "the same comparison, both screens decoded by sharp (the previous way)",
          times: withSharp,
        },
        target: 25,
        note: `pixelmatch alone (decoded): ${percentile(timesOf("pixelmatch, changed (decoded)"), 50).toFixed(1)} ms; one screen decoded: ${percentile(timesOf("decode one screen: the App's WebP decoder"), 50).toFixed(1)} ms (sharp: ${percentile(timesOf("decode one screen: sharp (libvips, libwebp)"), 50).toFixed(1)} ms)`,
      },
    ),
    timeFigure("app.identical_pair_ms", "App: identical pixels, other encoding (decode ×2)", rows[3]!.times),
  ];
}

const peakRssMb = (pid: number) =>
  Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

/** Post a signed `workflow_run.completed` delivery for one of the double's runs; throws unless answered 200. */
async function deliverRun(
  app: { double: GitHubDouble; repo: RepoState; url: string },
  run: RunState,
): Promise<void> {
  const body = JSON.stringify(
    addressed(
      {
        ...webhookExample("workflow_run", "completed"),
        workflow_run: app.double.workflowRunPayload(app.repo, run),
      },
      app.repo,
    ),
  );
  const res = await fetch(`${app.url}/api/github/webhooks`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-github-event": "workflow_run",
      "x-github-delivery": randomUUID(),
      "x-hub-signature-256": `sha256=${createHmac("sha256", SECRET).update(body).digest("hex")}`,
    },
    body,
  });
  if (res.status !== 200) throw new Error(`webhook answered ${res.status}`);
}

/** The app as its own process against a double with one repository; stopped by the returned function. */
async function startBenchApp(env: Record<string, string> = {}, repoName = "burst") {
  const { publicKey, privateKey } = generateKeyPairSync("rsa", {
    modulusLength: 2048,
    publicKeyEncoding: { type: "spki", format: "pem" },
    privateKeyEncoding: { type: "pkcs1", format: "pem" },
  });
  const double = new GitHubDouble({ appId: APP_ID, publicKey });
  await double.start();
  const repo = double.addRepo("bench", repoName);
  const workflowId = double.addWorkflow(repo, "desktest", ".github/workflows/desktest.yml");
  const dataDir = mkdtempSync(path.join(tmpdir(), "desktest-bench-"));
  const port = await freePort();
  const child = spawn(process.execPath, ["app/main.ts"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DOTENV: path.join(dataDir, "none.env"),
      APP_ID: String(APP_ID),
      PRIVATE_KEY: privateKey,
      WEBHOOK_SECRET: SECRET,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PORT: String(port),
      DATA_DIR: dataDir,
      GITHUB_API_URL: double.url,
      GITHUB_WRITE_INTERVAL_MS: "0",
      LOG_LEVEL: "error",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await waitForStart(child);
  return {
    double,
    repo,
    workflowId,
    child,
    url: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
      await double.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** 200 signed `workflow_run.completed` deliveries at once (runs without desktest artifacts: skipped). */
async function burst(): Promise<void> {
  const app = await startBenchApp({ QUEUE_CONCURRENCY: "4" });
  try {
    const runs = Array.from({ length: 200 }, (_, i) =>
      app.double.addRun(app.repo, {
        workflowId: app.workflowId,
        headSha: i.toString(16).padStart(40, "0"),
        headBranch: `b${i}`,
      }),
    );
    const started = performance.now();
    const answers = await Promise.all(
      runs.map(async (run) => {
        const t0 = performance.now();
        await deliverRun(app, run);
        return performance.now() - t0;
      }),
    );
    const answered = performance.now() - started;
    for (;;) {
      const health = (await (await fetch(`${app.url}/healthz`)).json()) as { queued: number };
      if (health.queued === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const done = performance.now() - started;
    console.log("\n200 signed deliveries at once (SQLite; runs without desktest artifacts, each a job)");
    console.log(
      `  answered: p50 ${percentile(answers, 50).toFixed(0)} ms, p95 ${percentile(answers, 95).toFixed(0)} ms, all in ${answered.toFixed(0)} ms; every job done after ${done.toFixed(0)} ms; peak RSS ${peakRssMb(app.child.pid!).toFixed(0)} MiB`,
    );
  } finally {
    await app.stop();
  }
}

/** One unsigned POST that declares 1 GB and starts sending it. */
async function hugeBody(): Promise<void> {
  const app = await startBenchApp();
  try {
    const before = peakRssMb(app.child.pid!);
    const { request } = await import("node:http");
    const started = performance.now();
    const status = await new Promise<number | undefined>((resolve) => {
      const req = request(`${app.url}/api/github/webhooks`, {
        method: "POST",
        headers: {
          "content-length": String(1024 ** 3),
          "x-github-event": "ping",
          "x-github-delivery": "x",
          "x-hub-signature-256": `sha256=${"0".repeat(64)}`,
        },
      });
      req.on("response", (res) => {
        resolve(res.statusCode);
        req.destroy();
      });
      req.on("error", () => resolve(undefined));
      const chunk = Buffer.alloc(1024 * 1024);
      const pump = () => {
        while (!req.destroyed && req.write(chunk));
        if (!req.destroyed) req.once("drain", pump);
      };
      pump();
    });
    const ms = performance.now() - started;
    console.log("\nRefusing a 1 GB unsigned body");
    console.log(
      `  answered ${status} after ${ms.toFixed(1)} ms; peak RSS ${before.toFixed(0)} MiB before, ${peakRssMb(app.child.pid!).toFixed(0)} MiB after`,
    );
  } finally {
    await app.stop();
  }
}

export async function run(): Promise<Figure[]> {
  console.log(
    `Fixtures: ${TASKS} tasks, ${SHARDS} shards, 1280×800 screenshots, half identical to the baseline`,
  );
  const screens = await makeScreens();
  const fast = await endToEnd(screens, 0, 3);
  const real = await endToEnd(screens, 1000, 1);
  const line = (label: string, runs: EndToEnd[]) => {
    const ms = runs.map((r) => r.ms);
    console.log(
      `${label.padEnd(58)} p50 ${percentile(ms, 50).toFixed(0).padStart(6)} ms  max ${Math.max(...ms)
        .toFixed(0)
        .padStart(6)} ms  peak RSS ${Math.max(...runs.map((r) => r.peakRssMb)).toFixed(0)} MiB`,
    );
  };
  console.log("\nWebhook → check run completed (the app as its own process, against the local double)");
  line(`without write spacing (${fast.length} runs)`, fast);
  line("with GitHub's 1 s between writes (production setting)", real);
  if (postgresAvailable) {
    const server = await startPostgres();
    let n = 0;
    try {
      const pg = await endToEnd(screens, 0, 3, () => server.createDatabase(`bench${++n}`));
      line(`PostgreSQL instead of SQLite, no write spacing (${pg.length} runs)`, pg);
    } finally {
      server.stop();
    }
  } else {
    console.log("  (PostgreSQL is not installed here: its run is left out)");
  }
  console.log(`  check run title: ${fast[0]!.title}`);
  await burst();
  await hugeBody();
  return [
    timeFigure(
      "app.webhook_to_check_ms",
      "App: webhook → check run completed (50 tasks, 3 shards, no write spacing)",
      fast.map((r) => r.ms),
    ),
    ...(await diffTimes(screens)),
  ];
}
