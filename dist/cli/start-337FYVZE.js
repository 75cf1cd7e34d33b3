
// src/cli/start.ts
import { enableCompileCache } from "node:module";
enableCompileCache();
var [{ processIO }, { runCli }] = await Promise.all([import("./io-6ABOZVY2.js"), import("./program-KQENF7S6.js")]);
process.exitCode = await runCli(process.argv.slice(2), processIO());
