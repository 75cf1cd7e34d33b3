/** The CLI itself, loaded by main.ts once the Node version is known to be one it runs on. */
import { enableCompileCache } from "node:module";

// Node keeps the CLI's compiled code on disk between runs (in the temp folder; NODE_COMPILE_CACHE=<dir>
// moves it, NODE_DISABLE_COMPILE_CACHE=1 turns it off), so a command after the first starts sooner.
// It is enabled before the rest of the CLI is imported, so that the cache covers all of it.
enableCompileCache();
const [{ processIO }, { runCli }] = await Promise.all([import("./io.ts"), import("./program.ts")]);

process.exitCode = await runCli(process.argv.slice(2), processIO());
