import {
  describeReaped,
  reapDesktops
} from "./chunk-PKGFRME7.js";
import "./chunk-3K5Q42DJ.js";
import "./chunk-OS3B5X46.js";
import "./chunk-SCOG4QA4.js";
import "./chunk-UQ3NRSO2.js";
import "./chunk-6OU4HTP4.js";
import "./chunk-EMXUN43X.js";
import "./chunk-5ZLCHZZB.js";
import {
  ExitCode
} from "./chunk-52A5ZOSE.js";
import "./chunk-3XO4NBGJ.js";
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
