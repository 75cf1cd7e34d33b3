/**
 * `npm run package`: the committed bundles in dist/ (esbuild).
 *
 * - dist/action/main.js and dist/action/post.js: the Action's two steps, one self-contained file each
 *   (the runner has dist/action/ and no node_modules).
 * - dist/cli.js: the CLI's entry (the package's `bin`), split so that each command's modules are chunks of
 *   their own in dist/cli/, loaded when the command runs (`desktest validate` loads no Docker code).
 *
 * The task schema's validator is compiled ahead of time (scripts/generate-task-validator.ts); a stale one
 * stops the build rather than going into the bundle.
 */
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { build, type BuildOptions } from "esbuild";
import { TASK_VALIDATOR_PATH, taskValidatorSource } from "./generate-task-validator.ts";

const root = path.resolve(import.meta.dirname, "..");
const dist = path.join(root, "dist");

/** CommonJS dependencies inside the ESM bundle expect require, __filename and __dirname. */
const COMMONJS_GLOBALS = [
  "import { createRequire as __dtRequire } from 'node:module';",
  "import { fileURLToPath as __dtPath } from 'node:url';",
  "import { dirname as __dtDir } from 'node:path';",
  "const require = __dtRequire(import.meta.url);",
  "const __filename = __dtPath(import.meta.url);",
  "const __dirname = __dtDir(__filename);",
].join(" ");

const common: BuildOptions = {
  absWorkingDir: root,
  bundle: true,
  platform: "node",
  target: "node24",
  format: "esm",
  mainFields: ["module", "main"],
  external: ["cpu-features", "*.node"],
  outdir: dist,
  legalComments: "none",
  logLevel: "warning",
  banner: { js: COMMONJS_GLOBALS },
};

if (readFileSync(TASK_VALIDATOR_PATH, "utf8") !== taskValidatorSource()) {
  console.error(
    `${path.relative(root, TASK_VALIDATOR_PATH)} is stale: run 'npm run generate:task-validator' and commit it.`,
  );
  process.exit(1);
}

await build({
  ...common,
  entryPoints: { "action/main": "src/action/main.ts", "action/post": "src/action/post.ts" },
});

// Chunk names carry a content hash: remove the previous build's so that none is left behind.
rmSync(path.join(dist, "cli"), { recursive: true, force: true });
await build({
  ...common,
  entryPoints: { cli: "src/cli/main.ts" },
  splitting: true,
  chunkNames: "cli/[name]-[hash]",
});
