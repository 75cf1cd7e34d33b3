import path from "node:path";
import pc from "picocolors";
import { ExitCode } from "../../errors/exit-code.ts";
import { configCaBundle } from "../../suite/config-ca-bundle.ts";
import { loadConfigFile } from "../../suite/config-file.ts";
import { diagnose } from "../../suite/doctor.ts";
import type { CliIO } from "../io.ts";

/** What this machine has for each kind of desktop; exit 3 when something is missing. */
export async function doctorCommand(
  options: { json?: boolean; config?: string },
  io: CliIO,
): Promise<ExitCode> {
  const configFile = options.config ? path.resolve(io.cwd, options.config) : undefined;
  const config = configFile
    ? await loadConfigFile(configFile, (line) => io.stderr(`warning: ${line}\n`))
    : {};
  const checks = await diagnose(undefined, { env: io.env, caBundle: configCaBundle(config, configFile) });
  if (options.json) {
    io.stdout(JSON.stringify({ ok: checks.every((c) => c.ok), checks }, null, 2) + "\n");
  } else {
    const c = pc.createColors(io.color);
    for (const check of checks) {
      io.stdout(`${check.ok ? c.green("✓") : c.red("✗")} ${check.name}: ${check.detail}\n`);
      if (!check.ok && check.fix) io.stdout(c.dim(`    fix: ${check.fix}\n`));
    }
  }
  return checks.every((check) => check.ok) ? ExitCode.pass : ExitCode.infra;
}
