import {
  openFile
} from "./chunk-J7JCKIDS.js";
import {
  writeReview
} from "./chunk-2NDPPYT5.js";
import "./chunk-ZMB2CJ43.js";
import "./chunk-72RJ5X22.js";
import "./chunk-CDUV3ADU.js";
import "./chunk-MRE4K7FB.js";
import "./chunk-OF73272Y.js";
import "./chunk-IRBSSJWK.js";
import {
  ExitCode
} from "./chunk-HZHHSFHV.js";
import "./chunk-L7PK2PAX.js";
import "./chunk-AGDU3G6C.js";
import "./chunk-XRI4GCXB.js";
import "./chunk-DWPD5B2R.js";
import "./chunk-ZLH7AXKL.js";
import "./chunk-DZFXMRMN.js";
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
