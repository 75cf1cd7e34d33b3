import {
  renderSelftest,
  selftestDesktop,
  selftestTask
} from "./chunk-XXGYE33J.js";
import {
  require_picocolors
} from "./chunk-XVM663KR.js";
import {
  ExitCode
} from "./chunk-HZHHSFHV.js";
import {
  __toESM
} from "./chunk-JZL7SQM4.js";

// src/cli/selftest/selftest-after-init.ts
var import_picocolors = __toESM(require_picocolors(), 1);
async function selftestAfterInit(app, screen, io) {
  const c = import_picocolors.default.createColors(io.color);
  io.stdout(`
${c.bold("selftest")} of a desktop of the image (desktest selftest):
`);
  const result = await selftestDesktop({
    task: selftestTask(app),
    flags: {},
    cwd: io.cwd,
    env: io.env,
    ...screen,
    log: (line) => io.stderr(c.dim(`${line}
`))
  });
  io.stdout(renderSelftest(result, io.color));
  if (result.exitCode !== ExitCode.pass)
    io.stdout(
      c.yellow(
        "the image is made; fix what the selftest names (each \u2717 with its fix), then check again with desktest selftest <a task of this image>\n"
      )
    );
  return result.exitCode;
}

export {
  selftestAfterInit
};
