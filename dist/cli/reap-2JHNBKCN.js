import { createRequire as __dtRequire } from 'node:module'; import { fileURLToPath as __dtPath } from 'node:url'; import { dirname as __dtDir } from 'node:path'; const require = __dtRequire(import.meta.url); const __filename = __dtPath(import.meta.url); const __dirname = __dtDir(__filename);
import {
  reapContainers,
  reapVms
} from "./chunk-NCTRF2BR.js";
import "./chunk-LXXX2JJZ.js";
import "./chunk-4RVMRLBN.js";
import "./chunk-6VRNCCPF.js";
import "./chunk-PBGKJAQT.js";
import "./chunk-6OU4HTP4.js";
import {
  connectDocker
} from "./chunk-QAJ4F4NX.js";
import "./chunk-BMQF4RL5.js";
import "./chunk-L7C5Y6IO.js";
import "./chunk-OS5CVY5P.js";
import {
  ExitCode
} from "./chunk-52YBPIGC.js";
import "./chunk-TIJ2CQYA.js";
import "./chunk-JZL7SQM4.js";

// src/cli/commands/reap.ts
async function reapCommand(options, io) {
  const docker = await connectDocker().catch(() => void 0);
  const removed = docker ? await reapContainers(docker, options) : [];
  const vms = await reapVms(options);
  io.stdout(
    `removed ${removed.length} desktop container(s)${removed.length ? `: ${removed.map((id) => id.slice(0, 12)).join(", ")}` : ""}
`
  );
  if (vms.length > 0) io.stdout(`removed ${vms.length} desktop VM(s): ${vms.join(", ")}
`);
  return ExitCode.pass;
}
export {
  reapCommand
};
