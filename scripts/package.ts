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
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build, type BuildOptions, type Plugin } from "esbuild";
import { TASK_VALIDATOR_PATH, taskValidatorSource } from "./generate-task-validator.ts";

const root = path.resolve(import.meta.dirname, "..");
/** `npm run package -- --outdir <dir>`: build elsewhere (to measure a build without touching dist/). */
const outdirFlag = process.argv.indexOf("--outdir");
const dist =
  outdirFlag > 0 && process.argv[outdirFlag + 1]
    ? path.resolve(process.argv[outdirFlag + 1]!)
    : path.join(root, "dist");

/** CommonJS dependencies inside the ESM bundle expect require, __filename and __dirname. */
const COMMONJS_GLOBALS = [
  "import { createRequire as __dtRequire } from 'node:module';",
  "import { fileURLToPath as __dtPath } from 'node:url';",
  "import { dirname as __dtDir } from 'node:path';",
  "const require = __dtRequire(import.meta.url);",
  "const __filename = __dtPath(import.meta.url);",
  "const __dirname = __dtDir(__filename);",
].join(" ");

/**
 * commander requires node:child_process when it loads, for executable subcommands, which desktest has
 * none of: that loads net, dgram and their streams in every command (milliseconds of a cold start).
 * It is required when a subcommand would spawn instead. The build fails if commander's line changes.
 */
const COMMANDER_CHILD_PROCESS = "const childProcess = require('node:child_process');";
const lazyChildProcess: Plugin = {
  name: "commander-lazy-child-process",
  setup(build) {
    build.onLoad({ filter: /[\\/]commander[\\/]lib[\\/]command\.js$/ }, (args) => {
      const text = readFileSync(args.path, "utf8");
      if (!text.includes(COMMANDER_CHILD_PROCESS))
        throw new Error(`${args.path} no longer has "${COMMANDER_CHILD_PROCESS}": update scripts/package.ts`);
      return {
        contents: text.replace(
          COMMANDER_CHILD_PROCESS,
          "const childProcess = { spawn: (...args) => require('node:child_process').spawn(...args) };",
        ),
        loader: "js",
      };
    });
  },
};

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
  plugins: [lazyChildProcess],
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
dropUnusedGlobals([
  path.join(dist, "cli.js"),
  ...readdirSync(path.join(dist, "cli")).map((f) => path.join(dist, "cli", f)),
]);
// A build elsewhere runs as the package does: its .js files are ES modules (package.json "type").
if (dist !== path.join(root, "dist"))
  writeFileSync(path.join(dist, "package.json"), '{ "type": "module" }\n');

/**
 * The CLI's chunks that use none of the CommonJS globals lose the banner that defines them: each banner
 * makes a require function on load, and a command loads a dozen chunks. (A word in a string or comment
 * keeps the banner: only what surely does not need it loses it.)
 */
function dropUnusedGlobals(files: string[]): void {
  for (const file of files) {
    if (!file.endsWith(".js")) continue;
    const text = readFileSync(file, "utf8");
    const without = text.replace(COMMONJS_GLOBALS + "\n", "");
    if (without !== text && !/\b(require|__filename|__dirname)\b/.test(without)) writeFileSync(file, without);
  }
}
