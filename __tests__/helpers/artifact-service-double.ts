import { createHash, randomBytes, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import yauzl from "yauzl";

/**
 * A local stand-in for the GitHub Actions artifact service as `@actions/artifact` 6 talks to it: the
 * results service's Twirp JSON API (`/twirp/github.actions.results.api.v1.ArtifactService/<Method>`:
 * CreateArtifact, FinalizeArtifact, ListArtifacts, GetSignedArtifactURL, DeleteArtifact) authorised by
 * the runtime token, and the Azure Blob endpoint behind the signed URL CreateArtifact hands out (Put
 * Block, Put Block List, Put Blob, Get Blob), checking the signature. Artifacts are immutable and their
 * names unique per workflow run, as on GitHub. Runs on 127.0.0.1 only.
 */

const SERVICE = "/twirp/github.actions.results.api.v1.ArtifactService/";
const CONTAINER = "/devstoreaccount1/actions-results/";

export interface StoredArtifact {
  id: number;
  name: string;
  workflowRunBackendId: string;
  workflowJobRunBackendId: string;
  /** The request's fields as sent (proto field names). */
  version: number | undefined;
  mimeType: string | undefined;
  expiresAt: string | undefined;
  /** The size and digest the client declared when finalizing. */
  size: number;
  digest: string | undefined;
  /** The blob as committed. */
  content: Buffer;
  contentType: string | undefined;
  createdAt: string;
}

interface Pending {
  name: string;
  workflowRunBackendId: string;
  workflowJobRunBackendId: string;
  version: number | undefined;
  mimeType: string | undefined;
  expiresAt: string | undefined;
  blobKey: string;
  signature: string;
  blocks: Map<string, Buffer>;
  committed?: { content: Buffer; contentType: string | undefined };
}

export interface ServiceRequest {
  method: string;
  /** Twirp method name, or `blob:<operation>`. */
  operation: string;
  status: number;
}

export interface ArtifactServiceOptions {
  workflowRunBackendId?: string;
  workflowJobRunBackendId?: string;
  /** Answer every call of this Twirp method with this HTTP status (a failing backend). */
  failMethod?: { method: string; status: number };
}

export class ArtifactServiceDouble {
  readonly workflowRunBackendId: string;
  readonly workflowJobRunBackendId: string;
  /** ACTIONS_RUNTIME_TOKEN: a JWT whose `scp` claim carries the backend ids (the client decodes, never verifies). */
  readonly token: string;
  readonly requests: ServiceRequest[] = [];
  private readonly finalized: StoredArtifact[] = [];
  private readonly pending = new Map<string, Pending>();
  private nextId = 1001;
  private server!: Server;
  private origin = "";

  private constructor(private readonly options: ArtifactServiceOptions) {
    this.workflowRunBackendId = options.workflowRunBackendId ?? randomUUID();
    this.workflowJobRunBackendId = options.workflowJobRunBackendId ?? randomUUID();
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
    this.token = [
      part({ typ: "JWT", alg: "RS256" }),
      part({
        scp: `Actions.ExampleScope Actions.Results:${this.workflowRunBackendId}:${this.workflowJobRunBackendId}`,
        exp: Math.floor(Date.now() / 1000) + 3600,
      }),
      Buffer.from("not-a-real-signature").toString("base64url"),
    ].join(".");
  }

  static async start(options: ArtifactServiceOptions = {}): Promise<ArtifactServiceDouble> {
    const double = new ArtifactServiceDouble(options);
    double.server = createServer((req, res) => {
      double.handle(req, res).catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
        res.end(String(error));
      });
    });
    await new Promise<void>((resolve) => double.server.listen(0, "127.0.0.1", resolve));
    double.origin = `http://127.0.0.1:${(double.server.address() as AddressInfo).port}`;
    return double;
  }

  /** ACTIONS_RESULTS_URL (the client uses its origin). */
  get url(): string {
    return `${this.origin}/`;
  }

  /** The variables the runner gives a JavaScript action for the artifact service. */
  env(): Record<string, string> {
    return { ACTIONS_RESULTS_URL: this.url, ACTIONS_RUNTIME_TOKEN: this.token };
  }

  /** Every finalized artifact, in upload order. */
  get artifacts(): readonly StoredArtifact[] {
    return this.finalized;
  }

  artifact(name: string): StoredArtifact | undefined {
    return this.finalized.find((a) => a.name === name);
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", this.origin);
    const body = await readBody(req);
    if (url.pathname.startsWith(SERVICE)) {
      const method = url.pathname.slice(SERVICE.length);
      const status = await this.twirp(method, req, body, res);
      this.requests.push({ method: req.method ?? "", operation: method, status });
      return;
    }
    if (url.pathname.startsWith(CONTAINER)) {
      const { operation, status } = this.blob(url, req, body, res);
      this.requests.push({ method: req.method ?? "", operation: `blob:${operation}`, status });
      return;
    }
    res.writeHead(404).end();
    this.requests.push({ method: req.method ?? "", operation: url.pathname, status: 404 });
  }

  private async twirp(
    method: string,
    req: IncomingMessage,
    body: Buffer,
    res: ServerResponse,
  ): Promise<number> {
    const fail = (status: number, code: string, msg: string) => {
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify({ code, msg }));
      return status;
    };
    const reply = (value: object) => {
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(value));
      return 200;
    };
    if (req.method !== "POST") return fail(405, "bad_route", "Twirp methods are POST");
    if (req.headers.authorization !== `Bearer ${this.token}`) {
      return fail(401, "unauthenticated", "the runtime token is missing or wrong");
    }
    if (!String(req.headers["content-type"]).startsWith("application/json")) {
      return fail(415, "bad_route", "this double speaks the Twirp JSON encoding only");
    }
    if (this.options.failMethod?.method === method) {
      return fail(this.options.failMethod.status, "internal", `${method} is failing on purpose`);
    }
    let request: Record<string, unknown>;
    try {
      request = JSON.parse(body.toString("utf8")) as Record<string, unknown>;
    } catch {
      return fail(400, "malformed", "the body is not JSON");
    }
    if (
      request.workflow_run_backend_id !== this.workflowRunBackendId ||
      request.workflow_job_run_backend_id !== this.workflowJobRunBackendId
    ) {
      return fail(400, "invalid_argument", "the backend ids do not match the runtime token");
    }
    const name = typeof request.name === "string" ? request.name : "";
    switch (method) {
      case "CreateArtifact": {
        if (!name || /[":<>|*?\r\n\\/]/.test(name))
          return fail(400, "invalid_argument", `invalid artifact name '${name}'`);
        if (this.finalized.some((a) => a.name === name) || this.pending.has(name)) {
          return fail(
            409,
            "already_exists",
            `an artifact named '${name}' already exists in this workflow run`,
          );
        }
        if (request.version !== undefined && typeof request.version !== "number") {
          return fail(400, "invalid_argument", "version must be a number");
        }
        const blobKey = `${this.workflowRunBackendId}/${this.workflowJobRunBackendId}/${randomUUID()}.zip`;
        const signature = randomBytes(18).toString("base64url");
        this.pending.set(name, {
          name,
          workflowRunBackendId: this.workflowRunBackendId,
          workflowJobRunBackendId: this.workflowJobRunBackendId,
          version: request.version as number | undefined,
          mimeType: typeof request.mime_type === "string" ? request.mime_type : undefined,
          expiresAt: typeof request.expires_at === "string" ? request.expires_at : undefined,
          blobKey,
          signature,
          blocks: new Map(),
        });
        const expiry = new Date(Date.now() + 3600_000).toISOString();
        return reply({
          ok: true,
          signed_upload_url: `${this.origin}${CONTAINER}${blobKey}?sv=2024-11-04&se=${encodeURIComponent(expiry)}&sr=b&sp=cw&sig=${signature}`,
        });
      }
      case "FinalizeArtifact": {
        const pending = this.pending.get(name);
        if (!pending) return fail(404, "not_found", `no artifact named '${name}' is being uploaded`);
        if (!pending.committed) return fail(400, "failed_precondition", "the blob was never committed");
        const size = Number(request.size);
        if (!Number.isSafeInteger(size) || size !== pending.committed.content.length) {
          return fail(
            400,
            "invalid_argument",
            `size ${String(request.size)} does not match the blob (${pending.committed.content.length} bytes)`,
          );
        }
        const digest = typeof request.hash === "string" ? request.hash : undefined;
        const actual = `sha256:${createHash("sha256").update(pending.committed.content).digest("hex")}`;
        if (digest !== undefined && digest !== actual) {
          return fail(400, "invalid_argument", `hash ${digest} does not match the blob (${actual})`);
        }
        this.pending.delete(name);
        const artifact: StoredArtifact = {
          id: this.nextId++,
          name,
          workflowRunBackendId: pending.workflowRunBackendId,
          workflowJobRunBackendId: pending.workflowJobRunBackendId,
          version: pending.version,
          mimeType: pending.mimeType,
          expiresAt: pending.expiresAt,
          size,
          digest,
          content: pending.committed.content,
          contentType: pending.committed.contentType,
          createdAt: new Date().toISOString(),
        };
        this.finalized.push(artifact);
        return reply({ ok: true, artifact_id: String(artifact.id) });
      }
      case "ListArtifacts": {
        const nameFilter = typeof request.name_filter === "string" ? request.name_filter : undefined;
        const idFilter = request.id_filter !== undefined ? Number(request.id_filter) : undefined;
        return reply({
          artifacts: this.finalized
            .filter(
              (a) =>
                (nameFilter === undefined || a.name === nameFilter) &&
                (idFilter === undefined || a.id === idFilter),
            )
            .map((a) => ({
              workflow_run_backend_id: a.workflowRunBackendId,
              workflow_job_run_backend_id: a.workflowJobRunBackendId,
              database_id: String(a.id),
              name: a.name,
              size: String(a.size),
              created_at: a.createdAt,
              ...(a.digest ? { digest: a.digest } : {}),
            })),
        });
      }
      case "GetSignedArtifactURL": {
        const artifact = this.artifact(name);
        if (!artifact) return fail(404, "not_found", `no artifact named '${name}'`);
        return reply({
          signed_url: `${this.origin}${CONTAINER}download/${artifact.id}?sig=download-${artifact.id}`,
        });
      }
      case "DeleteArtifact": {
        const index = this.finalized.findIndex((a) => a.name === name);
        if (index < 0) return fail(404, "not_found", `no artifact named '${name}'`);
        const [removed] = this.finalized.splice(index, 1);
        return reply({ ok: true, artifact_id: String(removed!.id) });
      }
      default:
        return fail(404, "bad_route", `no method ${method}`);
    }
  }

  /** Azure Blob Storage's block blob operations, as BlockBlobClient.uploadStream and a download use them. */
  private blob(
    url: URL,
    req: IncomingMessage,
    body: Buffer,
    res: ServerResponse,
  ): { operation: string; status: number } {
    const key = url.pathname.slice(CONTAINER.length);
    const azureError = (status: number, code: string, message: string, operation: string) => {
      res
        .writeHead(status, { "content-type": "application/xml", "x-ms-error-code": code })
        .end(
          `<?xml version="1.0" encoding="utf-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
        );
      return { operation, status };
    };
    const ok = (status: number, operation: string, extra: Record<string, string> = {}, content?: Buffer) => {
      res.writeHead(status, {
        "x-ms-request-id": randomUUID(),
        "x-ms-version": "2024-11-04",
        date: new Date().toUTCString(),
        ...extra,
      });
      res.end(content);
      return { operation, status };
    };
    if (req.method === "GET" && key.startsWith("download/")) {
      const artifact = this.finalized.find((a) => `download/${a.id}` === key);
      if (!artifact || url.searchParams.get("sig") !== `download-${artifact.id}`) {
        return azureError(403, "AuthenticationFailed", "bad signature", "get");
      }
      return ok(
        200,
        "get",
        { "content-type": "application/zip", "content-length": String(artifact.content.length) },
        artifact.content,
      );
    }
    const pending = [...this.pending.values()].find((p) => p.blobKey === key);
    if (!pending) return azureError(404, "ContainerNotFound", `no upload at ${key}`, "unknown");
    if (url.searchParams.get("sig") !== pending.signature) {
      return azureError(
        403,
        "AuthenticationFailed",
        "Server failed to authenticate the request (signature)",
        "auth",
      );
    }
    if (req.method !== "PUT")
      return azureError(405, "UnsupportedHttpVerb", `${req.method} is not supported here`, "verb");
    const comp = url.searchParams.get("comp");
    if (comp === "block") {
      const blockId = url.searchParams.get("blockid");
      if (!blockId) return azureError(400, "InvalidQueryParameterValue", "blockid is missing", "block");
      pending.blocks.set(blockId, body);
      return ok(201, "block", { "content-md5": createHash("md5").update(body).digest("base64") });
    }
    if (comp === "blocklist") {
      const ids = [...body.toString("utf8").matchAll(/<(Latest|Committed|Uncommitted)>([^<]*)<\/\1>/g)].map(
        (m) => m[2]!,
      );
      const parts: Buffer[] = [];
      for (const id of ids) {
        const block = pending.blocks.get(id);
        if (!block) return azureError(400, "InvalidBlockList", `block ${id} was never staged`, "blocklist");
        parts.push(block);
      }
      pending.committed = {
        content: Buffer.concat(parts),
        contentType: headerOf(req, "x-ms-blob-content-type"),
      };
      return ok(201, "blocklist", {
        etag: `"0x${randomBytes(8).toString("hex").toUpperCase()}"`,
        "last-modified": new Date().toUTCString(),
      });
    }
    if (comp === null && headerOf(req, "x-ms-blob-type") === "BlockBlob") {
      pending.committed = {
        content: body,
        contentType: headerOf(req, "x-ms-blob-content-type") ?? headerOf(req, "content-type"),
      };
      return ok(201, "put", {
        etag: `"0x${randomBytes(8).toString("hex").toUpperCase()}"`,
        "last-modified": new Date().toUTCString(),
      });
    }
    return azureError(
      400,
      "InvalidQueryParameterValue",
      `comp=${String(comp)} is not supported here`,
      `comp-${String(comp)}`,
    );
  }
}

function headerOf(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export interface ZipEntry {
  data: Buffer;
  /** 0 stored, 8 deflated. */
  compressionMethod: number;
}

/** The files of a zip (an uploaded artifact), by path; directory entries are left out. */
export async function unzip(content: Buffer): Promise<Map<string, ZipEntry>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(content, { lazyEntries: true }, (error, file) =>
      error ? reject(error) : resolve(file),
    ),
  );
  const entries = new Map<string, ZipEntry>();
  await new Promise<void>((resolve, reject) => {
    zip.on("error", reject);
    zip.on("end", () => resolve());
    zip.on("entry", (entry: yauzl.Entry) => {
      if (entry.fileName.endsWith("/")) {
        zip.readEntry();
        return;
      }
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("error", reject);
        stream.on("end", () => {
          entries.set(entry.fileName, {
            data: Buffer.concat(chunks),
            compressionMethod: entry.compressionMethod,
          });
          zip.readEntry();
        });
      });
    });
    zip.readEntry();
  });
  return entries;
}
