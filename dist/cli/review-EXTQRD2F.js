import {
  openFile
} from "./chunk-J7JCKIDS.js";
import {
  writeReview
} from "./chunk-WF4MV7VK.js";
import "./chunk-X5AKVEMZ.js";
import "./chunk-AOOWJNFN.js";
import "./chunk-AGDU3G6C.js";
import "./chunk-NAMW5AND.js";
import "./chunk-FOLSVC3U.js";
import "./chunk-IRBSSJWK.js";
import "./chunk-XRI4GCXB.js";
import {
  ExitCode
} from "./chunk-52A5ZOSE.js";
import "./chunk-3XO4NBGJ.js";
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
