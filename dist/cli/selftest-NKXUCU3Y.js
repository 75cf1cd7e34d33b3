import {
  sshDesktopFrom
} from "./chunk-TNAK6AIY.js";
import {
  parseResolution
} from "./chunk-E6CQEI6B.js";
import {
  renderSelftest,
  selftestDesktop,
  selftestJson
} from "./chunk-XXGYE33J.js";
import "./chunk-7H2JGXCH.js";
import "./chunk-G7CQGW6M.js";
import "./chunk-7LVQLD6I.js";
import "./chunk-WTBBGLZZ.js";
import {
  require_picocolors
} from "./chunk-XVM663KR.js";
import "./chunk-75D4R6GW.js";
import "./chunk-OF73272Y.js";
import "./chunk-IRBSSJWK.js";
import "./chunk-HZHHSFHV.js";
import "./chunk-6OU4HTP4.js";
import "./chunk-L7PK2PAX.js";
import "./chunk-AGDU3G6C.js";
import "./chunk-XRI4GCXB.js";
import "./chunk-DWPD5B2R.js";
import "./chunk-4VNERU5G.js";
import "./chunk-3FFUO7WU.js";
import "./chunk-ZLH7AXKL.js";
import "./chunk-ZHTCD5HQ.js";
import "./chunk-DZFXMRMN.js";
import {
  __toESM
} from "./chunk-JZL7SQM4.js";

// src/cli/commands/selftest.ts
var import_picocolors = __toESM(require_picocolors(), 1);
async function selftestCommand(taskFile, options, io) {
  const result = await selftestDesktop({
    ...selftestStart(options, io),
    ...taskFile ? { taskFile } : {}
  });
  io.stdout(options.json ? selftestJson(result) : renderSelftest(result, io.color));
  return result.exitCode;
}
function selftestStart(options, io) {
  const c = import_picocolors.default.createColors(io.color);
  const { width, height } = parseResolution(options.resolution);
  return {
    flags: { backend: options.backend, ssh: sshDesktopFrom(options, io.cwd) },
    cwd: io.cwd,
    env: io.env,
    width,
    height,
    ...options.image ? { prebuiltImage: options.image } : {},
    noNetwork: !options.network,
    ...options.quiet ? {} : { log: (line) => io.stderr(c.dim(`${line}
`)) },
    ...options.debug ? { debugLog: (line) => io.stderr(c.dim(`[debug] ${line}
`)) } : {}
  };
}
export {
  selftestCommand,
  selftestStart
};
