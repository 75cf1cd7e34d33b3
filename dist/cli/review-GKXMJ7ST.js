import {
  writeReview
} from "./chunk-QSCH4M67.js";
import "./chunk-SJKWV6NW.js";
import {
  openFile
} from "./chunk-J7JCKIDS.js";
import "./chunk-MJLUAWTC.js";
import "./chunk-FOLSVC3U.js";
import "./chunk-XRI4GCXB.js";
import "./chunk-AGDU3G6C.js";
import "./chunk-DYKM4U3O.js";
import {
  ExitCode
} from "./chunk-52YBPIGC.js";
import "./chunk-TIJ2CQYA.js";
import "./chunk-JZL7SQM4.js";

// src/cli/commands/review.ts
async function reviewCommand(artifactsDir, options, io) {
  const output = options.output ?? "desktest_review.html";
  const written = await writeReview(artifactsDir, output, io.cwd, io.env);
  io.stdout(`Review HTML written to ${output}
`);
  if (options.open !== false) openFile(written, io.env);
  return ExitCode.pass;
}
export {
  reviewCommand
};
