#!/usr/bin/env node
import { processIO } from "./io.ts";
import { runCli } from "./program.ts";

process.exitCode = await runCli(process.argv.slice(2), processIO());
