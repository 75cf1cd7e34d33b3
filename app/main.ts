/**
 * `npm run app`: the desktest GitHub App (run-app.ts). Node keeps the App's compiled code on disk between starts
 * (in the temp folder; NODE_COMPILE_CACHE=<dir> moves it, NODE_DISABLE_COMPILE_CACHE=1 turns it off), so a restart
 * after a crash or a deploy, or another replica, is listening sooner (its imports take about half the CPU time).
 * It is enabled before the App is imported, so that the cache covers all of it.
 */
import { enableCompileCache } from "node:module";

enableCompileCache();
await import("./run-app.ts");
