import {
  describeReaped,
  reapDesktops
} from "./chunk-JOBFUFP7.js";
import "./chunk-7LVQLD6I.js";
import "./chunk-WTBBGLZZ.js";
import "./chunk-75D4R6GW.js";
import {
  ExitCode
} from "./chunk-HZHHSFHV.js";
import "./chunk-6OU4HTP4.js";
import "./chunk-AGDU3G6C.js";
import "./chunk-XRI4GCXB.js";
import "./chunk-DWPD5B2R.js";
import "./chunk-3FFUO7WU.js";
import "./chunk-JZL7SQM4.js";

// src/cli/commands/reap.ts
async function reapCommand(options, io) {
  for (const reaped of await reapDesktops(options)) {
    if (reaped.error) throw reaped.error;
    if (reaped.removed.length > 0 || reaped.noun === "desktop container")
      io.stdout(`${describeReaped(reaped)}
`);
  }
  return ExitCode.pass;
}
export {
  reapCommand
};
