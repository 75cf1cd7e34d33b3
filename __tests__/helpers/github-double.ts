/**
 * A local GitHub REST API double for the GitHub App's tests and benchmark: a real HTTP server with
 * repositories, commits, pull requests, collaborators, workflows, runs, artifacts (served as GitHub
 * does: a 302 to a storage URL that expires), check runs with annotations, comments and reactions.
 *
 * Every request is checked against GitHub's OpenAPI description (`@octokit/openapi`, api.github.com):
 * the method and path must be a documented operation, path parameters must fit their types, query
 * parameters must be documented (and required ones present), and a JSON body must validate against
 * the operation's request schema. Responses are built from the description's own examples and
 * validated against the response schemas too. Anything that does not fit is recorded in `violations`
 * (requests) or `responseViolations` (the double's own answers), which tests assert empty.
 */
import { createHash, createVerify, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import { Ajv, type ValidateFunction } from "ajv";

// ---------------------------------------------------------------------------------------------------
// The OpenAPI description

type Json = Record<string, unknown>;

interface Operation {
  template: string;
  method: string;
  operationId: string;
  regex: RegExp;
  literals: number;
  pathParams: { name: string; type: string }[];
  queryParams: Map<string, { required: boolean }>;
  requestSchema: Json | null;
  requestRequired: boolean;
  responses: Record<string, Json | null>;
}

interface Spec {
  operations: Operation[];
  examples: Record<string, unknown>;
  ajv: Ajv;
  validators: Map<string, ValidateFunction>;
}

let spec: Spec | undefined;

function loadSpec(): Spec {
  if (spec) return spec;
  const require = createRequire(import.meta.url);
  const file = require.resolve("@octokit/openapi/generated/api.github.com.json");
  const doc = JSON.parse(readFileSync(file, "utf8")) as {
    paths: Record<string, Record<string, Json>>;
    components: Record<string, Record<string, Json>>;
  };
  const resolveRef = (value: Json): Json => {
    const ref = value.$ref;
    if (typeof ref !== "string") return value;
    const [, kind, name] = /^#\/components\/([^/]+)\/(.+)$/.exec(ref) ?? [];
    return doc.components[kind!]![name!] as Json;
  };
  const operations: Operation[] = [];
  for (const [template, methods] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      if (!["get", "post", "put", "patch", "delete"].includes(method)) continue;
      const op = raw as Json;
      const params = ((op.parameters as Json[] | undefined) ?? []).map(resolveRef);
      const pathParams = params
        .filter((p) => p.in === "path")
        .map((p) => ({
          name: p.name as string,
          type: ((p.schema as Json | undefined)?.type as string) ?? "string",
          multi: p["x-multi-segment"] === true,
        }));
      let regexSource = "^";
      let literals = 0;
      for (const segment of template.split("/").slice(1)) {
        const param = /^\{(.+)\}$/.exec(segment);
        if (param) {
          const multi = pathParams.find((p) => p.name === param[1])?.multi;
          regexSource += multi ? "/(.+)" : "/([^/]+)";
        } else {
          // Segments like `{basehead}` are whole; literal ones are matched exactly.
          regexSource +=
            "/" + segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\\\{[^}]+\\\}/g, "([^/]+)");
          literals++;
        }
      }
      const body = op.requestBody ? resolveRef(op.requestBody as Json) : null;
      const jsonBody = (body?.content as Json | undefined)?.["application/json"] as Json | undefined;
      const responses: Record<string, Json | null> = {};
      for (const [code, response] of Object.entries((op.responses as Json) ?? {})) {
        const r = resolveRef(response as Json);
        const schema = ((r.content as Json | undefined)?.["application/json"] as Json | undefined)?.schema;
        responses[code] = (schema as Json | undefined) ?? null;
      }
      operations.push({
        template,
        method: method.toUpperCase(),
        operationId: op.operationId as string,
        regex: new RegExp(regexSource + "$"),
        literals,
        pathParams,
        queryParams: new Map(
          params
            .filter((p) => p.in === "query")
            .map((p) => [p.name as string, { required: p.required === true }]),
        ),
        requestSchema: (jsonBody?.schema as Json | undefined) ?? null,
        requestRequired: body?.required === true,
        responses,
      });
    }
  }
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema(forAjv({ components: doc.components }) as Json, "gh");
  const examples = Object.fromEntries(
    Object.entries(doc.components.examples ?? {}).map(([k, v]) => [k, (v as { value: unknown }).value]),
  );
  spec = { operations, examples, ajv, validators: new Map() };
  return spec;
}

/**
 * OpenAPI 3.0 schema → what Ajv reads the same way: local `#/components/...` refs made absolute to the
 * components registered as `gh`, and `null` added to the enum of a nullable property (OpenAPI allows
 * null there; Ajv would check it against the enum).
 */
function forAjv(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(forAjv);
  if (value && typeof value === "object") {
    const out: Json = {};
    for (const [k, v] of Object.entries(value)) {
      out[k] = k === "$ref" && typeof v === "string" && v.startsWith("#/components/") ? `gh${v}` : forAjv(v);
    }
    if (out.nullable === true) {
      delete out.nullable;
      if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
      if (typeof out.type === "string") out.type = [out.type, "null"];
      else if (out.type === undefined) return { anyOf: [out, { type: "null" }] };
    } else if (out.nullable === false) {
      delete out.nullable;
    }
    return out;
  }
  return value;
}

function validatorFor(key: string, schema: Json): ValidateFunction {
  const s = loadSpec();
  let validate = s.validators.get(key);
  if (!validate) {
    validate = s.ajv.compile(forAjv(schema) as Json);
    s.validators.set(key, validate);
  }
  return validate;
}

function findOperation(method: string, pathname: string): { op: Operation; params: string[] } | null {
  let best: { op: Operation; params: string[] } | null = null;
  for (const op of loadSpec().operations) {
    if (op.method !== method) continue;
    const m = op.regex.exec(pathname);
    if (!m) continue;
    if (!best || op.literals > best.op.literals) best = { op, params: m.slice(1).map(decodeURIComponent) };
  }
  return best;
}

/** A deep copy of one of the description's examples. */
export function example<T = Json>(name: string): T {
  const value = loadSpec().examples[name];
  if (value === undefined) throw new Error(`no OpenAPI example named ${name}`);
  return structuredClone(value) as T;
}

// ---------------------------------------------------------------------------------------------------
// State

export type Role = "read" | "triage" | "write" | "maintain" | "admin";

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  operationId: string | null;
  body: unknown;
  status: number;
  /** performance.now() when the request arrived. */
  at: number;
}

export interface ArtifactState {
  id: number;
  runId: number;
  name: string;
  zip: Buffer;
  digest: string;
  expired: boolean;
  createdAt: string;
}

export interface RunState {
  id: number;
  workflowId: number;
  runNumber: number;
  attempt: number;
  name: string;
  path: string;
  event: string;
  headSha: string;
  headBranch: string | null;
  headRepo: string;
  conclusion: string;
  /** "completed" unless set (a dispatched run is "queued", with no conclusion). */
  status?: string;
  createdAt: string;
  pullRequests: number[];
}

export interface PullState {
  number: number;
  title: string;
  headRef: string;
  headSha: string;
  headRepo: string;
  baseRef: string;
  baseSha: string;
  state: "open" | "closed";
  user: string;
}

export interface CheckRunState {
  id: number;
  name: string;
  headSha: string;
  externalId: string | null;
  detailsUrl: string | null;
  status: string;
  conclusion: string | null;
  output: { title?: string; summary?: string; text?: string; images?: unknown[] };
  annotations: Json[];
  actions: Json[];
  appId: number;
  updates: number;
}

export interface RepoState {
  id: number;
  owner: string;
  name: string;
  defaultBranch: string;
  /** Commits: their parents and, once a tree was asked for or made, their tree and message. */
  commits: Map<string, { parents: string[]; tree?: string; message?: string }>;
  branches: Map<string, string>;
  /**
   * Branches a protection rule or ruleset keeps the App from moving: branch → GitHub's 422 message for a
   * ref update (e.g. "Changes must be made through a pull request.").
   */
  protectedBranches: Map<string, string>;
  /** Git objects made through the Git data API (and snapshots of `files` for older commits' trees). */
  blobs: Map<string, Buffer>;
  trees: Map<string, Map<string, string>>;
  pulls: Map<number, PullState>;
  workflows: Map<number, { id: number; name: string; path: string; dispatchInputs: string[] }>;
  runs: Map<number, RunState>;
  artifacts: Map<number, ArtifactState>;
  collaborators: Map<string, Role>;
  /** The files of every commit that has no tree of its own (the default branch's, as Probot's config reads them). */
  files: Map<string, string>;
  checkRuns: Map<number, CheckRunState>;
  comments: { id: number; issue: number; body: string; user: string }[];
  reactions: { commentId: number; content: string }[];
  reruns: { runId: number; kind: "all" | "failed" }[];
  dispatches: { workflowId: number; ref: string; inputs: Record<string, string> }[];
}

export interface Fault {
  /** `METHOD /path/with/values` prefix or a predicate. */
  match: string | ((method: string, path: string) => boolean);
  status: number;
  times: number;
  headers?: Record<string, string>;
  body?: Json;
}

let nextId = 1000;
const newId = () => ++nextId;

export interface DoubleOptions {
  appId: number;
  /** The app's public key (PEM): app JWTs are verified with it. */
  publicKey: string;
  /** How long a storage URL from an artifact download redirect stays valid. */
  storageUrlTtlMs?: number;
  appSlug?: string;
}

export class GitHubDouble {
  url = "";
  readonly repos = new Map<string, RepoState>();
  readonly requests: RecordedRequest[] = [];
  /** Requests that do not fit GitHub's OpenAPI description. */
  readonly violations: string[] = [];
  /** Answers of the double that do not fit the description (a bug in the double). */
  readonly responseViolations: string[] = [];
  readonly faults: Fault[] = [];
  /**
   * Operations carried out but never answered (the connection is left hanging), `times` each: what a
   * client sees when it dies, or its connection does, after GitHub acted on its request.
   */
  readonly holds: {
    operationId: string;
    times: number;
    held?: () => void;
    /** Answer after all once this settles (a client stalled mid-request), instead of never. */
    answerWhen?: Promise<void>;
  }[] = [];
  /** One-time codes of the manifest flow → the app GitHub "created". */
  readonly manifestCodes = new Map<
    string,
    { id: number; pem: string; webhook_secret: string; html_url: string }
  >();
  readonly #tokens = new Map<string, { installationId: number; expires: number }>();
  readonly #storage = new Map<string, { artifact: ArtifactState; expires: number }>();
  #server: Server | undefined;
  storageUrlTtlMs: number;

  constructor(private readonly options: DoubleOptions) {
    this.storageUrlTtlMs = options.storageUrlTtlMs ?? 60_000;
    loadSpec();
  }

  async start(): Promise<void> {
    this.#server = createServer((req, res) => {
      void this.#handle(req, res).catch((error: unknown) => {
        this.violations.push(`double crashed on ${req.method} ${req.url}: ${(error as Error).stack}`);
        if (!res.headersSent) res.writeHead(500);
        res.end();
      });
    });
    await new Promise<void>((resolve) => this.#server!.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(this.#server!.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    this.#server?.closeAllConnections();
    await new Promise<void>((resolve) => this.#server?.close(() => resolve()) ?? resolve());
  }

  // -------------------------------------------------------------------------------------------------
  // Builders

  addRepo(owner: string, name: string, defaultBranch = "main"): RepoState {
    const repo: RepoState = {
      id: newId(),
      owner,
      name,
      defaultBranch,
      commits: new Map(),
      branches: new Map(),
      protectedBranches: new Map(),
      blobs: new Map(),
      trees: new Map(),
      pulls: new Map(),
      workflows: new Map(),
      runs: new Map(),
      artifacts: new Map(),
      collaborators: new Map(),
      files: new Map(),
      checkRuns: new Map(),
      comments: [],
      reactions: [],
      reruns: [],
      dispatches: [],
    };
    this.repos.set(`${owner}/${name}`, repo);
    return repo;
  }

  repo(fullName: string): RepoState {
    const repo = this.repos.get(fullName);
    if (!repo) throw new Error(`no repo ${fullName}`);
    return repo;
  }

  addCommit(repo: RepoState, sha: string, parents: string[] = [], branch?: string): string {
    repo.commits.set(sha, { parents });
    if (branch) repo.branches.set(branch, sha);
    return sha;
  }

  addWorkflow(repo: RepoState, name: string, path: string, dispatchInputs: string[] = ["filter"]): number {
    const id = newId();
    repo.workflows.set(id, { id, name, path, dispatchInputs });
    return id;
  }

  addRun(repo: RepoState, run: Partial<RunState> & { workflowId: number; headSha: string }): RunState {
    const workflow = repo.workflows.get(run.workflowId)!;
    const state: RunState = {
      id: newId(),
      runNumber: repo.runs.size + 1,
      attempt: 1,
      name: workflow.name,
      path: workflow.path,
      event: "pull_request",
      headBranch: null,
      headRepo: `${repo.owner}/${repo.name}`,
      conclusion: "success",
      createdAt: new Date().toISOString().replace(/\.\d+Z$/, "Z"),
      pullRequests: [],
      ...run,
    };
    repo.runs.set(state.id, state);
    return state;
  }

  addArtifact(
    repo: RepoState,
    runId: number,
    name: string,
    zip: Buffer,
    options: { expired?: boolean } = {},
  ): ArtifactState {
    const artifact: ArtifactState = {
      id: newId(),
      runId,
      name,
      zip,
      digest: `sha256:${createHash("sha256").update(zip).digest("hex")}`,
      expired: options.expired ?? false,
      createdAt: new Date(Date.now() + nextId).toISOString().replace(/\.\d+Z$/, "Z"),
    };
    repo.artifacts.set(artifact.id, artifact);
    return artifact;
  }

  addPull(
    repo: RepoState,
    pull: Partial<PullState> & { number: number; headSha: string; baseSha: string },
  ): PullState {
    const state: PullState = {
      title: `Pull request ${pull.number}`,
      headRef: `feature-${pull.number}`,
      headRepo: `${repo.owner}/${repo.name}`,
      baseRef: repo.defaultBranch,
      state: "open",
      user: "contributor",
      ...pull,
    };
    repo.pulls.set(state.number, state);
    if (state.headRepo === `${repo.owner}/${repo.name}`) repo.branches.set(state.headRef, state.headSha);
    return state;
  }

  /** The next `times` requests matching `match` fail with `status`. */
  fail(match: Fault["match"], status: number, times = 1, headers?: Record<string, string>): void {
    this.faults.push({ match, status, times, ...(headers ? { headers } : {}) });
  }

  requestsTo(operationId: string): RecordedRequest[] {
    return this.requests.filter((r) => r.operationId === operationId);
  }

  /** The files of a commit or branch (its tree's blobs by path), as a clone would check them out. */
  filesAt(repo: RepoState, ref: string): Map<string, Buffer> {
    const sha = repo.branches.get(ref) ?? ref;
    if (!repo.commits.has(sha)) throw new Error(`no commit ${ref}`);
    const tree = repo.trees.get(treeOf(repo, sha))!;
    return new Map([...tree].map(([file, blob]) => [file, repo.blobs.get(blob)!]));
  }

  // -------------------------------------------------------------------------------------------------
  // HTTP

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", this.url);
    const method = req.method ?? "GET";
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString("utf8");
    let body: unknown = undefined;
    if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
    }
    const record: RecordedRequest = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      operationId: null,
      body,
      status: 0,
      at: performance.now(),
    };
    this.requests.push(record);
    const send = (status: number, data?: unknown, headers: Record<string, string> = {}) => {
      record.status = status;
      const payload = data === undefined ? undefined : Buffer.isBuffer(data) ? data : JSON.stringify(data);
      res.writeHead(status, {
        ...(payload !== undefined && !Buffer.isBuffer(data)
          ? { "content-type": "application/json; charset=utf-8" }
          : {}),
        "x-ratelimit-remaining": "4999",
        ...headers,
      });
      res.end(payload);
    };

    // Short-lived storage URLs (what artifact downloads redirect to): not part of the REST API.
    const storage = /^\/_storage\/([0-9a-f]{32})$/.exec(url.pathname);
    if (storage) {
      if (req.headers.authorization)
        this.violations.push("a GitHub token was sent to the artifact storage URL");
      const entry = this.#storage.get(storage[1]!);
      if (!entry) return send(404, { message: "BlobNotFound" });
      if (entry.expires < Date.now())
        return send(403, { message: "AuthenticationFailed: the SAS URL expired" });
      return send(200, entry.artifact.zip, { "content-type": "application/zip" });
    }

    const found = findOperation(method, url.pathname);
    if (!found) {
      this.violations.push(`${method} ${url.pathname}: not an operation in GitHub's OpenAPI description`);
      return send(404, { message: "Not Found" });
    }
    const { op, params } = found;
    record.operationId = op.operationId;
    this.#validateRequest(op, params, url.searchParams, body, `${method} ${url.pathname}`);

    const fault = this.faults.find(
      (f) =>
        f.times > 0 &&
        (typeof f.match === "string"
          ? `${method} ${url.pathname}`.startsWith(f.match)
          : f.match(method, url.pathname)),
    );
    if (fault) {
      fault.times--;
      return send(fault.status, fault.body ?? { message: "Injected fault" }, fault.headers ?? {});
    }

    // Authentication: app JWT for /app/*, installation tokens elsewhere.
    const auth = req.headers.authorization ?? "";
    if (url.pathname.startsWith("/app-manifests/")) {
      // The manifest flow's code exchange needs no credentials.
    } else if (url.pathname.startsWith("/app/")) {
      if (!this.#verifyJwt(auth.replace(/^bearer\s+/i, "")))
        return send(401, { message: "A JSON web token could not be decoded" });
    } else {
      const token = this.#tokens.get(auth.replace(/^(token|bearer)\s+/i, ""));
      if (!token || token.expires < Date.now()) return send(401, { message: "Bad credentials" });
    }

    const args = Object.fromEntries(op.pathParams.map((p, i) => [p.name, params[i]!]));
    const result = this.#route(op, args, url.searchParams, body as Json | undefined, url);
    if (result.status >= 200 && result.status < 300 && result.body !== undefined) {
      this.#validateResponse(op, result.status, result.body);
    }
    const hold = this.holds.find((h) => h.times > 0 && h.operationId === op.operationId);
    if (hold) {
      hold.times--;
      record.status = -1;
      hold.held?.();
      if (hold.answerWhen) void hold.answerWhen.then(() => send(result.status, result.body, result.headers));
      return;
    }
    send(result.status, result.body, result.headers);
  }

  #validateRequest(
    op: Operation,
    params: string[],
    query: URLSearchParams,
    body: unknown,
    where: string,
  ): void {
    op.pathParams.forEach((p, i) => {
      if (p.type === "integer" && !/^\d+$/.test(params[i] ?? "")) {
        this.violations.push(`${where}: path parameter ${p.name} must be an integer, got '${params[i]}'`);
      }
    });
    for (const [name, q] of op.queryParams) {
      if (q.required && !query.has(name))
        this.violations.push(`${where}: query parameter ${name} is required`);
    }
    for (const name of query.keys()) {
      if (!op.queryParams.has(name))
        this.violations.push(`${where}: query parameter ${name} is not documented`);
    }
    if (op.requestSchema) {
      if (body === undefined) {
        if (op.requestRequired) this.violations.push(`${where}: a JSON body is required`);
      } else {
        const validate = validatorFor(`req ${op.method} ${op.template}`, op.requestSchema);
        if (!validate(body)) {
          for (const e of validate.errors ?? []) {
            this.violations.push(`${where}: body${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`);
          }
        }
      }
    } else if (body !== undefined && op.method !== "GET") {
      this.violations.push(`${where}: the operation takes no body`);
    }
  }

  #validateResponse(op: Operation, status: number, body: unknown): void {
    const schema = op.responses[String(status)];
    if (schema === undefined) {
      this.responseViolations.push(`${op.operationId}: status ${status} is not documented`);
      return;
    }
    if (!schema || Buffer.isBuffer(body)) return;
    const validate = validatorFor(`res ${op.method} ${op.template} ${status}`, schema);
    if (!validate(body)) {
      for (const e of (validate.errors ?? []).slice(0, 5)) {
        this.responseViolations.push(`${op.operationId}: response${e.instancePath} ${e.message}`);
      }
    }
  }

  #verifyJwt(jwt: string): boolean {
    const [header, payload, signature] = jwt.split(".");
    if (!header || !payload || !signature) return false;
    const verifier = createVerify("RSA-SHA256");
    verifier.update(`${header}.${payload}`);
    if (!verifier.verify(this.options.publicKey, Buffer.from(signature, "base64url"))) return false;
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
      iss?: unknown;
      exp?: number;
    };
    return String(claims.iss) === String(this.options.appId) && (claims.exp ?? 0) * 1000 > Date.now();
  }

  // -------------------------------------------------------------------------------------------------
  // Operations

  #route(
    op: Operation,
    args: Record<string, string>,
    query: URLSearchParams,
    body: Json | undefined,
    url: URL,
  ): { status: number; body?: unknown; headers?: Record<string, string> } {
    const notFound = {
      status: 404,
      body: { message: "Not Found", documentation_url: "https://docs.github.com/rest" },
    };
    if (op.operationId === "apps/create-installation-access-token") {
      const token = `ghs_${randomBytes(18).toString("hex")}`;
      const expires = Date.now() + 3_600_000;
      this.#tokens.set(token, { installationId: Number(args.installation_id), expires });
      const out = example<Json>("installation-token");
      return {
        status: 201,
        body: { ...out, token, expires_at: new Date(expires).toISOString().replace(/\.\d+Z$/, "Z") },
      };
    }
    if (op.operationId === "apps/create-from-manifest") {
      const registered = this.manifestCodes.get(args.code!);
      if (!registered) return notFound;
      this.manifestCodes.delete(args.code!);
      return { status: 201, body: { ...example<Json>("integration-from-manifest"), ...registered } };
    }
    const repo = this.repos.get(`${args.owner}/${args.repo}`);
    if (!repo) return notFound;
    const repoUrl = `${this.url}/repos/${repo.owner}/${repo.name}`;

    switch (op.operationId) {
      case "actions/list-workflow-run-artifacts": {
        const all = [...repo.artifacts.values()].filter((a) => a.runId === Number(args.run_id));
        const page = paginate(all, query, url);
        return {
          status: 200,
          body: { total_count: all.length, artifacts: page.items.map((a) => this.#artifactJson(repo, a)) },
          headers: page.headers,
        };
      }
      case "actions/download-artifact": {
        const artifact = repo.artifacts.get(Number(args.artifact_id));
        if (!artifact) return notFound;
        if (artifact.expired) return { status: 410, body: { message: "Artifact has expired" } };
        if (args.archive_format !== "zip")
          return { status: 422, body: { message: "archive_format must be zip" } };
        const key = randomBytes(16).toString("hex");
        this.#storage.set(key, { artifact, expires: Date.now() + this.storageUrlTtlMs });
        return { status: 302, headers: { location: `${this.url}/_storage/${key}` } };
      }
      case "pulls/get": {
        const pull = repo.pulls.get(Number(args.pull_number));
        return pull ? { status: 200, body: this.#pullJson(repo, pull, true) } : notFound;
      }
      case "pulls/list": {
        let pulls = [...repo.pulls.values()];
        const state = query.get("state") ?? "open";
        if (state !== "all") pulls = pulls.filter((p) => p.state === state);
        const head = query.get("head");
        if (head) pulls = pulls.filter((p) => `${p.headRepo.split("/")[0]}:${p.headRef}` === head);
        const page = paginate(pulls, query, url);
        return {
          status: 200,
          body: page.items.map((p) => this.#pullJson(repo, p, false)),
          headers: page.headers,
        };
      }
      case "repos/list-pull-requests-associated-with-commit": {
        // Like GitHub: pull requests whose head is the commit, from this repository's branches only.
        const pulls = [...repo.pulls.values()].filter(
          (p) => p.headSha === args.commit_sha && p.headRepo === `${repo.owner}/${repo.name}`,
        );
        return { status: 200, body: pulls.map((p) => this.#pullJson(repo, p, false)) };
      }
      case "repos/compare-commits-with-basehead": {
        const [base, head] = (args.basehead ?? "").split("...");
        if (!base || !head || !repo.commits.has(base) || !repo.commits.has(head)) return notFound;
        const out = example<Json>("commit-comparison");
        const baseAncestors = ancestors(repo, base);
        const headAncestors = ancestors(repo, head);
        const mergeBase = [...headAncestors.keys()]
          .filter((c) => baseAncestors.has(c))
          .sort((a, b) => headAncestors.get(a)! - headAncestors.get(b)!)[0]!;
        const aheadBy = headAncestors.get(mergeBase)!;
        const behindBy = baseAncestors.get(mergeBase)!;
        const status =
          aheadBy === 0 && behindBy === 0
            ? "identical"
            : behindBy === 0
              ? "ahead"
              : aheadBy === 0
                ? "behind"
                : "diverged";
        const commit = (sha: string) => ({
          ...(out.base_commit as Json),
          sha,
          url: `${repoUrl}/commits/${sha}`,
        });
        return {
          status: 200,
          body: {
            ...out,
            status,
            ahead_by: aheadBy,
            behind_by: behindBy,
            total_commits: aheadBy,
            base_commit: commit(base),
            merge_base_commit: commit(mergeBase),
            commits: [],
            files: [],
          },
        };
      }
      case "actions/list-workflow-runs": {
        const workflowId = Number(args.workflow_id);
        let runs = [...repo.runs.values()].filter((r) => r.workflowId === workflowId);
        const branch = query.get("branch");
        if (branch) runs = runs.filter((r) => r.headBranch === branch);
        const status = query.get("status");
        if (status) runs = runs.filter((r) => r.conclusion === status);
        const event = query.get("event");
        if (event) runs = runs.filter((r) => r.event === event);
        const headSha = query.get("head_sha");
        if (headSha) runs = runs.filter((r) => r.headSha === headSha);
        // Only the `>=` form of GitHub's date search.
        const created = /^>=(.+)$/.exec(query.get("created") ?? "")?.[1];
        if (created) runs = runs.filter((r) => Date.parse(r.createdAt) >= Date.parse(created));
        runs.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
        const page = paginate(runs, query, url);
        return {
          status: 200,
          body: { total_count: runs.length, workflow_runs: page.items.map((r) => this.#runJson(repo, r)) },
          headers: page.headers,
        };
      }
      case "actions/get-workflow-run": {
        const run = repo.runs.get(Number(args.run_id));
        if (!run) return notFound;
        return { status: 200, body: this.#runJson(repo, run) };
      }
      case "checks/get": {
        const run = repo.checkRuns.get(Number(args.check_run_id));
        if (!run) return notFound;
        return { status: 200, body: this.#checkRunJson(repo, run) };
      }
      case "issues/list-comments": {
        const comments = repo.comments.filter((c) => c.issue === Number(args.issue_number));
        const page = paginate(comments, query, url);
        return {
          status: 200,
          body: page.items.map((c) => ({
            ...example<Json>("issue-comment"),
            id: c.id,
            body: c.body,
            user: { ...(example<Json>("issue-comment").user as Json), login: c.user },
          })),
          headers: page.headers,
        };
      }
      case "checks/create": {
        const id = newId();
        const run: CheckRunState = {
          id,
          name: String(body!.name),
          headSha: String(body!.head_sha),
          externalId: (body!.external_id as string | undefined) ?? null,
          detailsUrl: (body!.details_url as string | undefined) ?? null,
          status: (body!.conclusion ? "completed" : (body!.status as string | undefined)) ?? "queued",
          conclusion: (body!.conclusion as string | undefined) ?? null,
          output: {},
          annotations: [],
          actions: (body!.actions as Json[] | undefined) ?? [],
          appId: this.options.appId,
          updates: 0,
        };
        this.#applyCheckOutput(run, body!);
        repo.checkRuns.set(id, run);
        return { status: 201, body: this.#checkRunJson(repo, run) };
      }
      case "checks/update": {
        const run = repo.checkRuns.get(Number(args.check_run_id));
        if (!run) return notFound;
        if (run.appId !== this.options.appId) {
          return {
            status: 403,
            body: {
              message: `Invalid app_id ${run.appId} - check run can only be modified by the GitHub App that created it.`,
            },
          };
        }
        run.updates++;
        if (body!.status) run.status = String(body!.status);
        if (body!.conclusion) {
          run.conclusion = String(body!.conclusion);
          run.status = "completed";
        }
        if (body!.details_url) run.detailsUrl = String(body!.details_url);
        if (body!.actions) run.actions = body!.actions as Json[];
        this.#applyCheckOutput(run, body!);
        return { status: 200, body: this.#checkRunJson(repo, run) };
      }
      case "checks/list-for-ref": {
        const name = query.get("check_name");
        const appId = query.get("app_id");
        const runs = [...repo.checkRuns.values()].filter(
          (r) =>
            r.headSha === args.ref &&
            (name === null || r.name === name) &&
            (appId === null || String(r.appId) === appId),
        );
        return {
          status: 200,
          body: { total_count: runs.length, check_runs: runs.map((r) => this.#checkRunJson(repo, r)) },
        };
      }
      case "repos/get-collaborator-permission-level": {
        const role = repo.collaborators.get(args.username!);
        if (!role) return notFound;
        const legacy = role === "maintain" ? "write" : role === "triage" ? "read" : role;
        const out = example<Json>(
          "repository-collaborator-permission-response-if-user-has-admin-permissions",
        );
        const user: Json = { ...(out.user as Json), login: args.username, role_name: role };
        const rank = ["read", "triage", "write", "maintain", "admin"].indexOf(role);
        user.permissions = {
          pull: rank >= 0,
          triage: rank >= 1,
          push: rank >= 2,
          maintain: rank >= 3,
          admin: rank >= 4,
        };
        return { status: 200, body: { ...out, permission: legacy, role_name: role, user } };
      }
      case "reactions/create-for-issue-comment": {
        repo.reactions.push({ commentId: Number(args.comment_id), content: String(body!.content) });
        return { status: 201, body: { ...example<Json>("reaction"), id: newId(), content: body!.content } };
      }
      case "issues/create-comment": {
        const id = newId();
        repo.comments.push({
          id,
          issue: Number(args.issue_number),
          body: String(body!.body),
          user: `${this.options.appSlug ?? "desktest"}[bot]`,
        });
        return { status: 201, body: { ...example<Json>("issue-comment"), id, body: body!.body } };
      }
      case "actions/re-run-workflow":
      case "actions/re-run-workflow-failed-jobs": {
        const run = repo.runs.get(Number(args.run_id));
        if (!run) return notFound;
        if (op.operationId === "actions/re-run-workflow-failed-jobs" && run.conclusion === "success") {
          return { status: 403, body: { message: "This workflow run has no failed jobs to re-run." } };
        }
        repo.reruns.push({
          runId: run.id,
          kind: op.operationId === "actions/re-run-workflow" ? "all" : "failed",
        });
        // Like GitHub: a re-run is the run's next attempt.
        run.attempt += 1;
        return { status: 201, body: {} };
      }
      case "actions/create-workflow-dispatch": {
        const workflow = repo.workflows.get(Number(args.workflow_id));
        if (!workflow) return notFound;
        const inputs = (body!.inputs as Record<string, string> | undefined) ?? {};
        const unknown = Object.keys(inputs).filter((k) => !workflow.dispatchInputs.includes(k));
        if (unknown.length > 0 || !repo.branches.has(String(body!.ref))) {
          return { status: 422, body: { message: `Unexpected inputs provided: ${JSON.stringify(unknown)}` } };
        }
        repo.dispatches.push({ workflowId: workflow.id, ref: String(body!.ref), inputs });
        // Like GitHub: a dispatch queues a run of the workflow on the branch's head.
        const ref = String(body!.ref);
        this.addRun(repo, {
          workflowId: workflow.id,
          headSha: repo.branches.get(ref)!,
          headBranch: ref,
          event: "workflow_dispatch",
          status: "queued",
          name: workflow.name,
          path: workflow.path,
        });
        return { status: 204 };
      }
      case "repos/get-content": {
        // Without a ref: the default branch (the files every commit without its own tree has).
        const ref = query.get("ref");
        let content: Buffer | undefined;
        if (ref === null) {
          const text = repo.files.get(args.path!);
          content = text === undefined ? undefined : Buffer.from(text, "utf8");
        } else {
          const sha = repo.branches.get(ref) ?? ref;
          if (!repo.commits.has(sha))
            return { status: 404, body: { message: `No commit found for the ref ${ref}` } };
          const blob = repo.trees.get(treeOf(repo, sha))!.get(args.path!);
          content = blob === undefined ? undefined : repo.blobs.get(blob);
        }
        if (content === undefined) return notFound;
        return {
          status: 200,
          body: content,
          headers: { "content-type": "application/vnd.github.raw; charset=utf-8" },
        };
      }
      case "git/get-commit": {
        const commit = repo.commits.get(args.commit_sha!);
        if (!commit) return notFound;
        return { status: 200, body: this.#gitCommitJson(repo, args.commit_sha!) };
      }
      case "git/create-blob": {
        const encoding = (body!.encoding as string | undefined) ?? "utf-8";
        if (encoding !== "utf-8" && encoding !== "base64")
          return { status: 422, body: { message: `encoding must be utf-8 or base64, not ${encoding}` } };
        const bytes = Buffer.from(String(body!.content), encoding === "base64" ? "base64" : "utf8");
        const sha = gitObjectSha("blob", bytes);
        repo.blobs.set(sha, bytes);
        return { status: 201, body: { url: `${repoUrl}/git/blobs/${sha}`, sha } };
      }
      case "git/create-tree": {
        const baseSha = body!.base_tree as string | undefined;
        const base = baseSha === undefined ? new Map<string, string>() : repo.trees.get(baseSha);
        if (!base) return { status: 422, body: { message: "base_tree is not a valid tree oid" } };
        const tree = new Map(base);
        for (const entry of body!.tree as Json[]) {
          const file = String(entry.path);
          // Like GitHub: no empty, `.`, `..` or `.git` components, no leading or trailing slash.
          if (
            file
              .split("/")
              .some((part) => part === "" || part === "." || part === ".." || part.toLowerCase() === ".git")
          )
            return {
              status: 422,
              body: { message: `tree.path contains a malformed path component: ${file}` },
            };
          if (entry.type !== "blob" || entry.mode !== "100644")
            return { status: 422, body: { message: "the double takes regular file blobs only" } };
          if (entry.sha === null) {
            tree.delete(file);
            continue;
          }
          if (typeof entry.sha !== "string" || !repo.blobs.has(entry.sha))
            return { status: 422, body: { message: `tree.sha ${String(entry.sha)} is not a valid blob` } };
          for (const other of tree.keys())
            if (other.startsWith(`${file}/`) || file.startsWith(`${other}/`)) tree.delete(other);
          tree.set(file, entry.sha);
        }
        const sha = storeTree(repo, tree);
        return {
          status: 201,
          body: {
            sha,
            url: `${repoUrl}/git/trees/${sha}`,
            truncated: false,
            tree: [...tree].map(([file, blob]) => ({
              path: file,
              mode: "100644",
              type: "blob",
              sha: blob,
              size: repo.blobs.get(blob)!.length,
              url: `${repoUrl}/git/blobs/${blob}`,
            })),
          },
        };
      }
      case "git/create-commit": {
        const tree = String(body!.tree);
        const parents = ((body!.parents as string[] | undefined) ?? []).map(String);
        if (!repo.trees.has(tree))
          return { status: 422, body: { message: `Tree SHA does not exist: ${tree}` } };
        const unknownParent = parents.find((p) => !repo.commits.has(p));
        if (unknownParent)
          return { status: 422, body: { message: `Parent SHA does not exist: ${unknownParent}` } };
        const message = String(body!.message);
        const sha = gitObjectSha(
          "commit",
          Buffer.from(`tree ${tree}\n${parents.map((p) => `parent ${p}\n`).join("")}\n${message}`),
        );
        repo.commits.set(sha, { parents, tree, message });
        return { status: 201, body: this.#gitCommitJson(repo, sha) };
      }
      case "git/update-ref": {
        const ref = args.ref!;
        const branch = ref.startsWith("heads/") ? ref.slice("heads/".length) : null;
        const current = branch === null ? undefined : repo.branches.get(branch);
        if (branch === null || current === undefined)
          return { status: 422, body: { message: "Reference does not exist" } };
        const sha = String(body!.sha);
        if (!repo.commits.has(sha)) return { status: 422, body: { message: "Object does not exist" } };
        if (body!.force !== true && !ancestors(repo, sha).has(current))
          return { status: 422, body: { message: "Update is not a fast forward" } };
        const protection = repo.protectedBranches.get(branch);
        if (protection !== undefined) {
          return {
            status: 422,
            body: {
              message: protection,
              documentation_url: "https://docs.github.com/rest/git/refs#update-a-reference",
            },
          };
        }
        repo.branches.set(branch, sha);
        // A pull request from the branch now has the new head.
        for (const pull of repo.pulls.values())
          if (pull.headRef === branch && pull.headRepo === `${repo.owner}/${repo.name}`) pull.headSha = sha;
        return { status: 200, body: this.#gitRefJson(repo, ref, sha) };
      }
      case "git/get-ref": {
        const ref = args.ref!;
        const branch = ref.startsWith("heads/") ? ref.slice("heads/".length) : null;
        const sha = branch === null ? undefined : repo.branches.get(branch);
        return sha === undefined ? notFound : { status: 200, body: this.#gitRefJson(repo, ref, sha) };
      }
      default:
        this.violations.push(`${op.operationId}: documented, but the double does not implement it`);
        return { status: 501, body: { message: "not implemented by the double" } };
    }
  }

  #gitRefJson(repo: RepoState, ref: string, sha: string): Json {
    const repoUrl = `${this.url}/repos/${repo.owner}/${repo.name}`;
    return {
      ...example<Json>("git-ref"),
      ref: `refs/${ref}`,
      url: `${repoUrl}/git/refs/${ref}`,
      object: { type: "commit", sha, url: `${repoUrl}/git/commits/${sha}` },
    };
  }

  #gitCommitJson(repo: RepoState, sha: string): Json {
    const commit = repo.commits.get(sha)!;
    const tree = treeOf(repo, sha);
    const repoUrl = `${this.url}/repos/${repo.owner}/${repo.name}`;
    return {
      ...example<Json>("git-commit"),
      sha,
      node_id: `C_${sha}`,
      url: `${repoUrl}/git/commits/${sha}`,
      html_url: `https://github.com/${repo.owner}/${repo.name}/commit/${sha}`,
      message: commit.message ?? `commit ${sha.slice(0, 7)}`,
      tree: { sha: tree, url: `${repoUrl}/git/trees/${tree}` },
      parents: commit.parents.map((p) => ({
        sha: p,
        url: `${repoUrl}/git/commits/${p}`,
        html_url: `https://github.com/${repo.owner}/${repo.name}/commit/${p}`,
      })),
    };
  }

  #applyCheckOutput(run: CheckRunState, body: Json): void {
    const output = body.output as Json | undefined;
    if (!output) return;
    const { annotations, ...rest } = output;
    run.output = { ...run.output, ...(rest as CheckRunState["output"]) };
    if (Array.isArray(annotations)) run.annotations.push(...(annotations as Json[]));
  }

  #artifactJson(repo: RepoState, a: ArtifactState): Json {
    const run = repo.runs.get(a.runId)!;
    return {
      ...(example<{ artifacts: Json[] }>("artifact-paginated").artifacts[0] as Json),
      id: a.id,
      node_id: `A_${a.id}`,
      name: a.name,
      size_in_bytes: a.zip.length,
      url: `${this.url}/repos/${repo.owner}/${repo.name}/actions/artifacts/${a.id}`,
      archive_download_url: `${this.url}/repos/${repo.owner}/${repo.name}/actions/artifacts/${a.id}/zip`,
      expired: a.expired,
      created_at: a.createdAt,
      updated_at: a.createdAt,
      digest: a.digest,
      workflow_run: {
        id: run.id,
        repository_id: repo.id,
        head_repository_id: repo.id,
        head_branch: run.headBranch,
        head_sha: run.headSha,
      },
    };
  }

  #pullJson(repo: RepoState, p: PullState, full: boolean): Json {
    const base = full
      ? example<Json>("pull-request")
      : (example<Json[]>("pull-request-simple-items")[0] as Json);
    const headOwner = p.headRepo.split("/")[0]!;
    const repoJson = (fullName: string) => ({
      ...((base.head as Json).repo as Json),
      id: fullName === `${repo.owner}/${repo.name}` ? repo.id : repo.id + 1,
      name: fullName.split("/")[1],
      full_name: fullName,
      fork: fullName !== `${repo.owner}/${repo.name}`,
      owner: { ...(((base.head as Json).repo as Json).owner as Json), login: fullName.split("/")[0] },
    });
    return {
      ...base,
      number: p.number,
      title: p.title,
      requested_reviewers: [],
      requested_teams: [],
      state: p.state,
      html_url: `https://github.com/${repo.owner}/${repo.name}/pull/${p.number}`,
      head: {
        ...(base.head as Json),
        ref: p.headRef,
        sha: p.headSha,
        label: `${headOwner}:${p.headRef}`,
        repo: repoJson(p.headRepo),
      },
      base: {
        ...(base.base as Json),
        ref: p.baseRef,
        sha: p.baseSha,
        label: `${repo.owner}:${p.baseRef}`,
        repo: repoJson(`${repo.owner}/${repo.name}`),
      },
    };
  }

  #runJson(repo: RepoState, r: RunState): Json {
    const base = example<Json>("workflow-run");
    return {
      ...base,
      id: r.id,
      name: r.name,
      path: r.path,
      workflow_id: r.workflowId,
      run_number: r.runNumber,
      run_attempt: r.attempt,
      event: r.event,
      status: r.status ?? "completed",
      conclusion: (r.status ?? "completed") === "completed" ? r.conclusion : null,
      head_sha: r.headSha,
      head_branch: r.headBranch,
      created_at: r.createdAt,
      updated_at: r.createdAt,
      html_url: `https://github.com/${repo.owner}/${repo.name}/actions/runs/${r.id}`,
      pull_requests: [],
    };
  }

  #checkRunJson(repo: RepoState, r: CheckRunState): Json {
    const base = example<Json>("check-run");
    return {
      ...base,
      id: r.id,
      name: r.name,
      head_sha: r.headSha,
      external_id: r.externalId,
      details_url: r.detailsUrl,
      status: r.status,
      conclusion: r.conclusion,
      html_url: `https://github.com/${repo.owner}/${repo.name}/runs/${r.id}`,
      app: { ...(base.app as Json), id: r.appId },
      output: {
        title: r.output.title ?? null,
        summary: r.output.summary ?? null,
        text: r.output.text ?? null,
        annotations_count: r.annotations.length,
        annotations_url: `${this.url}/repos/${repo.owner}/${repo.name}/check-runs/${r.id}/annotations`,
      },
    };
  }

  // -------------------------------------------------------------------------------------------------
  // Webhook payload pieces for tests

  /** A `workflow_run` object for a webhook payload (the shape of `@octokit/webhooks-examples`). */
  workflowRunPayload(repo: RepoState, run: RunState): Json {
    const json = this.#runJson(repo, run);
    const pulls = run.pullRequests.map((n) => {
      const p = repo.pulls.get(n)!;
      return {
        id: n,
        number: n,
        url: `${this.url}/repos/${repo.owner}/${repo.name}/pulls/${n}`,
        head: { ref: p.headRef, sha: p.headSha, repo: { id: repo.id, url: "", name: repo.name } },
        base: { ref: p.baseRef, sha: p.baseSha, repo: { id: repo.id, url: "", name: repo.name } },
      };
    });
    return {
      ...json,
      pull_requests: pulls,
      head_repository: {
        ...(json.head_repository as Json),
        full_name: run.headRepo,
        name: run.headRepo.split("/")[1],
      },
    };
  }
}

function paginate<T>(
  items: T[],
  query: URLSearchParams,
  url: URL,
): { items: T[]; headers: Record<string, string> } {
  const perPage = Math.min(100, Number(query.get("per_page") ?? 30));
  const page = Number(query.get("page") ?? 1);
  const slice = items.slice((page - 1) * perPage, page * perPage);
  const headers: Record<string, string> = {};
  if (page * perPage < items.length) {
    const next = new URL(url);
    next.searchParams.set("page", String(page + 1));
    next.searchParams.set("per_page", String(perPage));
    headers.link = `<${next.toString()}>; rel="next"`;
  }
  return { items: slice, headers };
}

/** Git's object id: SHA-1 of the type, the size and the content. */
function gitObjectSha(type: "blob" | "commit" | "tree", content: Buffer): string {
  return createHash("sha1").update(`${type} ${content.length}\0`).update(content).digest("hex");
}

/** Store a tree (path → blob) and return its id. */
function storeTree(repo: RepoState, tree: Map<string, string>): string {
  const listing = [...tree].sort(([a], [b]) => (a < b ? -1 : 1)).map(([file, blob]) => `${file} ${blob}`);
  const sha = gitObjectSha("tree", Buffer.from(listing.join("\n")));
  repo.trees.set(sha, tree);
  return sha;
}

/**
 * A commit's tree. A commit added by a test without one gets a snapshot of `files` (the repository's
 * files as the test set them), kept from then on.
 */
function treeOf(repo: RepoState, sha: string): string {
  const commit = repo.commits.get(sha)!;
  if (commit.tree) return commit.tree;
  const tree = new Map<string, string>();
  for (const [file, text] of repo.files) {
    const bytes = Buffer.from(text, "utf8");
    const blob = gitObjectSha("blob", bytes);
    repo.blobs.set(blob, bytes);
    tree.set(file, blob);
  }
  commit.tree = storeTree(repo, tree);
  return commit.tree;
}

/** Every ancestor of a commit (itself included) with its distance. */
function ancestors(repo: RepoState, sha: string): Map<string, number> {
  const out = new Map<string, number>([[sha, 0]]);
  const queue = [sha];
  while (queue.length > 0) {
    const current = queue.shift()!;
    for (const parent of repo.commits.get(current)?.parents ?? []) {
      if (!out.has(parent)) {
        out.set(parent, out.get(current)! + 1);
        queue.push(parent);
      }
    }
  }
  return out;
}
