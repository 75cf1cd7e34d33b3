import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import type { ProbotOctokit } from "probot";
import type { RepoRef } from "./types.ts";

export interface ArtifactInfo {
  id: number;
  name: string;
  sizeInBytes: number;
  /** `sha256:<hex>` from upload-artifact v4+, else null. */
  digest: string | null;
  expired: boolean;
  createdAt: string;
}

/** Largest artifact the app downloads. */
export const MAX_ARTIFACT_BYTES = 2 * 1024 * 1024 * 1024;

export async function listRunArtifacts(
  octokit: ProbotOctokit,
  repo: RepoRef,
  runId: number,
): Promise<ArtifactInfo[]> {
  const items = await octokit.paginate("GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts", {
    ...repo,
    run_id: runId,
    per_page: 100,
  });
  return items.map((a) => ({
    id: a.id,
    name: a.name,
    sizeInBytes: a.size_in_bytes,
    digest: a.digest ?? null,
    expired: a.expired,
    createdAt: a.created_at ?? "",
  }));
}

export interface ArtifactName {
  kind: "report" | "trajectories";
  /** The Action's `artifact-prefix` input (`desktest` by default): one suite, one check run. */
  prefix: string;
  /** The shard part (`2of3`, `all`), the same for every attempt of the shard. */
  shard: string;
  /** The run attempt that uploaded it (1 when the name has no attempt suffix). */
  attempt: number;
}

/** `<prefix>-report-<i>of<n>|all[-attempt-<k>]`, as the Action names them (src/action/names.ts). */
const ACTION_NAME = /^(.+)-(report|trajectories)-(\d+of\d+|all)(?:-attempt-(\d+))?$/;
/** Simpler names also accepted: `desktest-report`, `desktest-report-<anything>`. */
const SIMPLE_NAME = /^(desktest)-(report|trajectories)(?:-(.+?))?(?:-attempt-?(\d+))?$/;

export function parseArtifactName(name: string): ArtifactName | null {
  // The Action's pages (report.html, review pages) are single un-archived files, never report zips.
  if (/\.html?$/i.test(name)) return null;
  const match = ACTION_NAME.exec(name) ?? SIMPLE_NAME.exec(name);
  if (!match) return null;
  return {
    kind: match[2] as ArtifactName["kind"],
    prefix: match[1]!,
    shard: match[3] ?? "all",
    attempt: match[4] ? Number(match[4]) : 1,
  };
}

/**
 * The artifacts of one kind to use, by prefix (suite), one per shard: the newest attempt of each (a
 * re-run of failed jobs uploads new artifacts for the re-run shards only; the others keep their first
 * attempt's). Expired artifacts are left out.
 */
export function selectArtifacts(
  artifacts: ArtifactInfo[],
  kind: ArtifactName["kind"] = "report",
): Map<string, ArtifactInfo[]> {
  const best = new Map<string, { artifact: ArtifactInfo; attempt: number; prefix: string }>();
  for (const artifact of artifacts) {
    if (artifact.expired) continue;
    const parsed = parseArtifactName(artifact.name);
    if (!parsed || parsed.kind !== kind) continue;
    const key = `${parsed.prefix}\u0000${parsed.shard}`;
    const current = best.get(key);
    const newer =
      !current ||
      parsed.attempt > current.attempt ||
      (parsed.attempt === current.attempt &&
        (artifact.createdAt > current.artifact.createdAt ||
          (artifact.createdAt === current.artifact.createdAt && artifact.id > current.artifact.id)));
    if (newer) best.set(key, { artifact, attempt: parsed.attempt, prefix: parsed.prefix });
  }
  const byPrefix = new Map<string, ArtifactInfo[]>();
  for (const { artifact, prefix } of best.values()) {
    byPrefix.set(prefix, [...(byPrefix.get(prefix) ?? []), artifact]);
  }
  for (const list of byPrefix.values()) list.sort((a, b) => a.name.localeCompare(b.name));
  return byPrefix;
}

/** The report artifacts of one suite (prefix). */
export function selectReportArtifacts(artifacts: ArtifactInfo[], prefix = "desktest"): ArtifactInfo[] {
  return selectArtifacts(artifacts, "report").get(prefix) ?? [];
}

export class ArtifactDownloadError extends Error {
  override name = "ArtifactDownloadError";
}

/**
 * Download an artifact's zip to `file`. GitHub answers the API call with a redirect to a storage URL
 * that expires after a minute, so the redirect is not followed by Octokit but fetched at once (without
 * the GitHub token), streamed to disk, and checked against the artifact's digest. An expired or failed
 * storage URL is asked for again, up to three times.
 */
export async function downloadArtifact(
  octokit: ProbotOctokit,
  repo: RepoRef,
  artifact: ArtifactInfo,
  file: string,
  options: { retryDelayMs?: number } = {},
): Promise<void> {
  if (artifact.sizeInBytes > MAX_ARTIFACT_BYTES) {
    throw new ArtifactDownloadError(`${artifact.name} is too large (${artifact.sizeInBytes} bytes)`);
  }
  let lastError: unknown;
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      const response = await octokit.request(
        "GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}",
        { ...repo, artifact_id: artifact.id, archive_format: "zip", request: { redirect: "manual" } },
      );
      const location = (response.headers as Record<string, string | undefined>).location;
      if (!location) {
        throw new ArtifactDownloadError(`no download redirect for ${artifact.name} (${response.status})`);
      }
      const blob = await fetch(location, { redirect: "follow" });
      if (!blob.ok || !blob.body) {
        await blob.body?.cancel();
        throw new ArtifactDownloadError(`downloading ${artifact.name}: storage answered ${blob.status}`);
      }
      await streamToFile(blob.body, file, artifact);
      return;
    } catch (error) {
      lastError = error;
      const status = (error as { status?: number }).status;
      // The artifact itself is gone or not ours: asking again will not help.
      if (status === 404 || status === 410 || status === 403) break;
      await rm(file, { force: true });
      if (attempt < 3) await sleep((options.retryDelayMs ?? 500) * attempt);
    }
  }
  throw lastError instanceof ArtifactDownloadError
    ? lastError
    : new ArtifactDownloadError(`cannot download ${artifact.name}: ${(lastError as Error).message}`, {
        cause: lastError,
      });
}

async function streamToFile(
  body: ReadableStream<Uint8Array>,
  file: string,
  artifact: ArtifactInfo,
): Promise<void> {
  const hash = createHash("sha256");
  const out = createWriteStream(file);
  let size = 0;
  try {
    for await (const chunk of body) {
      size += chunk.length;
      if (size > MAX_ARTIFACT_BYTES)
        throw new ArtifactDownloadError(`${artifact.name} exceeds the size limit`);
      hash.update(chunk);
      if (!out.write(chunk)) await new Promise<void>((resolve) => out.once("drain", resolve));
    }
  } finally {
    await new Promise<void>((resolve, reject) =>
      out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
  }
  const digest = `sha256:${hash.digest("hex")}`;
  if (artifact.digest && artifact.digest.toLowerCase() !== digest) {
    throw new ArtifactDownloadError(
      `${artifact.name}: digest mismatch (GitHub says ${artifact.digest}, downloaded ${digest})`,
    );
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
