import {
  reapContainers,
  reapVms
} from "./chunk-4B35AWST.js";
import "./chunk-TYFWTNWZ.js";
import {
  connectDocker
} from "./chunk-QAJ4F4NX.js";
import "./chunk-YRK6TVXL.js";
import "./chunk-BMQF4RL5.js";
import "./chunk-4BXDOOKI.js";
import "./chunk-H7XRAMYE.js";
import "./chunk-L7C5Y6IO.js";
import "./chunk-6OU4HTP4.js";
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
