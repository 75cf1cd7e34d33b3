import pc from "picocolors";
import { ExitCode } from "../../errors/exit-code.ts";
import { selftestDesktop, selftestTask } from "../../run/selftest-desktop.ts";
import type { AppConfig } from "../../task/model.ts";
import type { CliIO } from "../io.ts";
import { renderSelftest } from "./render-selftest.ts";

/**
 * The end of `init-macos` and `init-windows`: `desktest selftest` on a desktop of the image just made
 * (a task of `app` placed and started as a run would), its table printed. The image stays either way;
 * the exit code is the selftest's, so a failed operation (a permission still to grant) is not missed.
 */
export async function selftestAfterInit(
  app: AppConfig,
  screen: { width: number; height: number },
  io: CliIO,
): Promise<ExitCode> {
  const c = pc.createColors(io.color);
  io.stdout(`\n${c.bold("selftest")} of a desktop of the image (desktest selftest):\n`);
  const result = await selftestDesktop({
    task: selftestTask(app),
    flags: {},
    cwd: io.cwd,
    env: io.env,
    ...screen,
    log: (line) => io.stderr(c.dim(`${line}\n`)),
  });
  io.stdout(renderSelftest(result, io.color));
  if (result.exitCode !== ExitCode.pass)
    io.stdout(
      c.yellow(
        "the image is made; fix what the selftest names (each ✗ with its fix), then check again with desktest selftest <a task of this image>\n",
      ),
    );
  return result.exitCode;
}
