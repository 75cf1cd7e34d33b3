/**
 * The dependency rules of the project, checked by `npm run lint` (dependency-cruiser). A violation prints
 * the rule's name, the offending import `from → to`, and what the rule allows.
 *
 * The engine (src/) is layered, low to high; a module imports only from its own layer or lower ones:
 *
 *   L0  src/errors/, src/util/, src/version.ts   small pure pieces every layer may use
 *       src/network/                             proxies, private CAs: the one HTTP dispatcher
 *   L1  src/task/                                the task model, schema, rules, host paths
 *   L2  src/secrets/
 *   L3  src/session/                             Session, the backend registry (BACKENDS), shared session code,
 *                                                the backends' folders, the guest agent client
 *   L4  src/evaluate/
 *   L5  src/artifacts/
 *   L6  src/agent/, src/replay/, src/record/     the agent loop; codify; recording a person (desktest record)
 *   L7  src/review/
 *   L7b src/osworld/                             the OSWorld format's pieces
 *   L8  src/run/                                 the one run pipeline
 *   L9  src/report/
 *   L10 src/suite/                               the one suite job
 *   L10b src/monitor/                            the live view: its server, events, VNC bridge, folder watcher
 *   L10c src/mcp/                                desktest mcp: the engine as MCP tools (started by the CLI)
 *   L11 src/cli/, src/action/                    the two front ends; neither imports the other
 *
 * Each desktop backend is one folder of src/session (BACKEND_FOLDERS: those holding a backend.ts) behind DesktopBackend, registered by
 * one line in BACKENDS (src/session/backends.ts). Outside src/session nothing imports a backend's folder: a
 * backend is reached through its record. A backend imports shared session code, guest/, and the backends it
 * is made of (COMPOSES); shared session code imports no backend's folder, except the registry itself.
 *
 * src/index.ts is the engine's public surface, the one src/action imports; app/ imports src/app-surface.ts (part of it).
 * bench/ may import anything; apart from bench/, nothing outside __tests__/ imports from __tests__/.
 * Type-only imports count like any other: a type is a dependency on the module that declares it.
 */

import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

/** The folders (ending in `/`) and files of each layer of src/, lowest first; `name` names its rule. */
const LAYERS = [
  { name: "errors-util-version", paths: ["src/errors/", "src/util/", "src/network/", "src/version.ts"] },
  { name: "task", paths: ["src/task/"] },
  { name: "secrets", paths: ["src/secrets/"] },
  { name: "session", paths: ["src/session/"] },
  { name: "evaluate", paths: ["src/evaluate/"] },
  { name: "artifacts", paths: ["src/artifacts/"] },
  { name: "agent-and-replay", paths: ["src/agent/", "src/replay/", "src/record/"] },
  { name: "review", paths: ["src/review/"] },
  { name: "osworld", paths: ["src/osworld/"] },
  { name: "run", paths: ["src/run/"] },
  { name: "report", paths: ["src/report/"] },
  { name: "suite", paths: ["src/suite/"] },
  { name: "monitor", paths: ["src/monitor/"] },
  { name: "mcp", paths: ["src/mcp/"] },
  { name: "cli-and-action", paths: ["src/cli/", "src/action/"] },
];

const PUBLIC_SURFACE = "src/index.ts";
/** The App's narrower surface (no Docker, session or agent code; included in PUBLIC_SURFACE). */
const APP_SURFACE = "src/app-surface.ts";

/**
 * What `desktest validate` must never load, however indirectly: it runs on every save and in pre-commit
 * hooks, so it starts in a few milliseconds. Docker's client, sharp, HTTP clients and Node's network
 * modules, and the agent (LLM providers and webhooks speak HTTP through fetch).
 */
const NOT_FOR_VALIDATE = [
  "(^|/)node_modules/(dockerode|docker-modem|ssh2|sharp|undici|aws4fetch|probot|@actions|@octokit)/",
  "^(http|https|http2|net|tls)$",
  "^src/agent/",
];

/** What src/cli/program.ts may import up front: the registrations' own needs, no command's implementation. */
const CLI_REGISTRATION = [
  "src/cli/program.ts",
  "src/cli/definitions/",
  "src/cli/sole-command.ts",
  "src/cli/io.ts",
  "src/cli/option-parsers.ts",
  "src/cli/suite-options.ts",
  "src/cli/init-options.ts",
  "src/errors/",
  "src/version.ts",
  "src/task/path-policy-names.ts",
  "src/session/backend-choices.ts",
];

/**
 * The desktop backends' folders under `sessionDir`: each folder holding a `backend.ts` (one backend, or
 * two of a kind: vm). Found rather than listed, so a new backend's folder is under the rules below as soon
 * as it exists: adding a backend is that folder and its line in BACKENDS.
 */
export function backendFoldersIn(sessionDir) {
  return readdirSync(sessionDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(sessionDir, entry.name, "backend.ts")))
    .map((entry) => entry.name)
    .sort();
}

const BACKEND_FOLDERS = backendFoldersIn(path.join(import.meta.dirname, "src/session"));

/**
 * What a backend's folder may import of the other backends' folders: the backends its desktops are made
 * of (its record's `composes`): the Linux VM image is made from the Docker desktop image; a Tart VM is
 * driven over SSH. A backend that imports a folder it is not listed here with fails the lint, naming it.
 */
const COMPOSES = { vm: ["docker"], tart: ["ssh"] };

/** The registry: the one module of shared session code that names each backend's folder. */
const REGISTRY = "src/session/backends.ts";

/** A path regex matching these backends' folders. */
const backendFolders = (names) => `^src/session/(${names.join("|")})/`;

/**
 * `<backend>-backend-imports-only-shared-code-and-its-compositions`: a backend's folder imports no other
 * backend's folder but those it is made of.
 */
function backendRule(name) {
  const others = BACKEND_FOLDERS.filter((b) => b !== name && !(COMPOSES[name] ?? []).includes(b));
  const allowed = [
    "shared session code (src/session/*.ts)",
    "src/session/guest/",
    ...(COMPOSES[name] ?? []).map((b) => `src/session/${b}/`),
  ];
  return {
    name: `${name}-backend-imports-only-shared-code-and-its-compositions`,
    comment: `src/session/${name}/ is one backend: it imports ${allowed.join(", ")} and lower layers; what it shares with another backend moves up into src/session/.`,
    severity: "error",
    from: { path: `^src/session/${name}/` },
    to: { path: backendFolders(others) },
  };
}

/** A path regex matching these folders (ending in `/`) and files. */
const anyOf = (paths) =>
  `^(${paths.map((p) => (p.endsWith("/") ? p : `${p}$`).replaceAll(".", "\\.")).join("|")})`;

/**
 * `<layer>-imports-only-lower-layers`: a layer imports nothing from the layers above it, nor from the
 * public surface (which sits above them all).
 */
function layerRule(layer, index) {
  const lower = LAYERS.slice(0, index + 1).flatMap((l) => l.paths);
  const higher = LAYERS.slice(index + 1).flatMap((l) => l.paths);
  return {
    name: `${layer.name}-imports-only-lower-layers`,
    comment: `${layer.paths.join(", ")} may import only ${lower.join(", ")}.`,
    severity: "error",
    from: { path: anyOf(layer.paths) },
    to: { path: anyOf([...higher, PUBLIC_SURFACE, APP_SURFACE]) },
  };
}

/** @type {import("dependency-cruiser").IConfiguration} */
export default {
  forbidden: [
    {
      name: "no-circular",
      comment: "These modules import each other in a cycle: move what they share into a lower module.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    ...LAYERS.slice(0, -1).map(layerRule),
    {
      name: "backends-are-reached-through-the-registry",
      comment: `Outside src/session a desktop backend is reached through its record in BACKENDS (${REGISTRY}): its preflight, doctor, reap, warm pool and own tools are members; code more than one backend uses moves up into src/session/.`,
      severity: "error",
      from: { path: "^src/", pathNot: "^src/session/" },
      to: { path: backendFolders(BACKEND_FOLDERS) },
    },
    {
      name: "shared-session-code-names-no-backend",
      comment: `Shared session code (src/session/*.ts) works for every backend: it asks the placement's backend (its DesktopBackend members) instead of importing a backend's folder; only the registry (${REGISTRY}) lists them.`,
      severity: "error",
      from: { path: "^src/session/[^/]+\\.ts$", pathNot: anyOf([REGISTRY]) },
      to: { path: backendFolders(BACKEND_FOLDERS) },
    },
    ...BACKEND_FOLDERS.map(backendRule),
    {
      name: "cli-never-imports-action",
      comment: "The CLI and the Action are two front ends; what both need belongs in the engine below them.",
      severity: "error",
      from: { path: "^src/cli/" },
      to: { path: "^src/action/" },
    },
    {
      name: "cli-program-loads-commands-lazily",
      comment:
        "src/cli/program.ts registers the commands (their definitions in src/cli/definitions/) and each definition imports its command's module with import() in its action, so that a command loads only what it uses; up front they import only " +
        `${CLI_REGISTRATION.join(", ")} (types aside).`,
      severity: "error",
      from: { path: "^src/cli/((main|program)\\.ts$|definitions/)" },
      to: {
        path: "^src/",
        pathNot: anyOf(CLI_REGISTRATION),
        dependencyTypesNot: ["type-only", "dynamic-import"],
      },
    },
    {
      name: "validate-loads-no-docker-sharp-or-http",
      comment:
        "desktest validate (src/cli/commands/validate.ts and everything it imports, even lazily) loads no Docker, sharp or HTTP code: move what it needs into a module without them.",
      severity: "error",
      from: { path: "^src/cli/commands/validate\\.ts$" },
      to: { path: NOT_FOR_VALIDATE, reachable: true },
    },
    {
      name: "action-uses-public-surface",
      comment: `src/action imports the engine through ${PUBLIC_SURFACE} only: export what it needs there.`,
      severity: "error",
      from: { path: "^src/action/" },
      to: { path: "^src/", pathNot: anyOf(["src/action/", PUBLIC_SURFACE]) },
    },
    {
      name: "app-uses-public-surface",
      comment: `app/ imports the engine through ${APP_SURFACE} only: export what it needs there.`,
      severity: "error",
      from: { path: "^app/" },
      to: { path: "^src/", pathNot: anyOf([APP_SURFACE]) },
    },
    {
      name: "public-surface-is-the-engine",
      comment: `${PUBLIC_SURFACE} exports the engine, not the front ends built on it.`,
      severity: "error",
      from: { path: anyOf([PUBLIC_SURFACE, APP_SURFACE]) },
      to: { path: anyOf(["src/cli/", "src/action/"]) },
    },
    {
      name: "engine-never-imports-app-or-bench",
      comment: "src/ is the engine: the App and the benchmarks build on it, never the other way round.",
      severity: "error",
      from: { path: "^src/" },
      to: { path: "^(app|bench)/" },
    },
    {
      name: "app-never-imports-bench",
      comment: "app/ is what runs in production; its benchmarks live in bench/ and import it.",
      severity: "error",
      from: { path: "^app/" },
      to: { path: "^bench/" },
    },
    {
      name: "every-engine-module-is-in-a-layer",
      comment: "This module of src/ is in no layer: add its folder to LAYERS in .dependency-cruiser.mjs.",
      severity: "error",
      from: {
        path: "^src/",
        pathNot: anyOf([...LAYERS.flatMap((l) => l.paths), PUBLIC_SURFACE, APP_SURFACE]),
      },
      to: {},
    },
    {
      name: "no-test-code-outside-tests",
      comment: "Test doubles and fixtures are not product code: only __tests__/ and bench/ import them.",
      severity: "error",
      from: { pathNot: "^(__tests__|bench)/" },
      to: { path: "^__tests__/" },
    },
    {
      name: "commander-only-in-cli",
      comment: "commander parses the CLI's arguments; anywhere else it ends up in the Action's bundle.",
      severity: "error",
      from: { path: "^src/", pathNot: "^src/cli/" },
      to: { path: "(^|/)node_modules/commander/" },
    },
    {
      name: "probot-only-in-app",
      comment: "probot is the App's framework: the engine and the Action do not depend on it.",
      severity: "error",
      from: { pathNot: "^(app|__tests__|bench)/" },
      to: { path: "(^|/)node_modules/probot/" },
    },
    {
      name: "product-uses-no-dev-dependencies",
      comment: "src/ and app/ ship: they import dependencies, not devDependencies (type-only imports aside).",
      severity: "error",
      from: { path: "^(src|app)/" },
      to: { dependencyTypes: ["npm-dev"], dependencyTypesNot: ["type-only"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(dist|docker)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      extensions: [".ts", ".js", ".json"],
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default"],
    },
  },
};
