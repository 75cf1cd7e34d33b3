/**
 * Many unsigned webhook bodies at once, against the App as its own process: what they may hold in memory
 * is the unverified-bytes budget, not their number times their size.
 */
import { request } from "node:http";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { peakRss, startAppProcess, stopAppProcess } from "./support/app-process.ts";

const MiB = 1024 * 1024;

/** POST `total` bytes with a forged signature, with or without a Content-Length; the status answered. */
function flood(
  url: string,
  total: number,
  declared: boolean,
): Promise<{ status?: number; retryAfter?: string }> {
  return new Promise((resolve) => {
    const chunk = Buffer.alloc(MiB, 0x7b);
    let sent = 0;
    let answer: { status?: number; retryAfter?: string } = {};
    const req = request(url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-github-event": "push",
        "x-github-delivery": "flood",
        "x-hub-signature-256": `sha256=${"0".repeat(64)}`,
        ...(declared ? { "content-length": String(total) } : {}),
      },
    });
    req.on("response", (res) => {
      answer = { status: res.statusCode, retryAfter: res.headers["retry-after"] };
      res.resume();
      res.on("end", () => resolve(answer));
      req.destroy();
    });
    req.on("error", () => setTimeout(() => resolve(answer), 50));
    req.on("close", () => setTimeout(() => resolve(answer), 50));
    const pump = () => {
      while (sent < total && answer.status === undefined && !req.destroyed) {
        const part = chunk.subarray(0, Math.min(MiB, total - sent));
        sent += part.length;
        if (!req.write(part)) {
          req.once("drain", pump);
          return;
        }
      }
      if (sent >= total && !req.destroyed) req.end();
    };
    pump();
  });
}

describe("a flood of unsigned webhook bodies", () => {
  it("holds at most the unverified-bytes budget: 32 bodies of 24 MiB at once stay under 400 MB of memory", async () => {
    const app = await startAppProcess({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "desktest-flood-")) });
    try {
      const url = `${app.url}/api/github/webhooks`;
      const answers = await Promise.all([
        ...Array.from({ length: 16 }, () => flood(url, 24 * MiB, true)),
        ...Array.from({ length: 16 }, () => flood(url, 24 * MiB, false)),
      ]);
      expect(peakRss(app)).toBeLessThan(400 * 1000 * 1000);
      const statuses = answers.map((a) => a.status);
      // Every request gets an answer: forged (401) when the budget held it, busy (503) when it did not.
      expect(statuses.every((s) => s === 401 || s === 503)).toBe(true);
      expect(statuses).toContain(401);
      expect(statuses).toContain(503);
      for (const a of answers.filter((a) => a.status === 503)) expect(a.retryAfter).toMatch(/^\d+$/);
      expect(app.output()).toContain("too many unverified webhook bytes in flight");
    } finally {
      await stopAppProcess(app);
    }
  }, 120_000);
});
