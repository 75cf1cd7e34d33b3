import path from "node:path";
import pc from "picocolors";
import { ConfigError } from "../../errors/desktest-error.ts";
import { ExitCode } from "../../errors/exit-code.ts";
import { configCaBundle } from "../../suite/config-ca-bundle.ts";
import { loadConfigFile } from "../../suite/config-file.ts";
import { discoverSuite } from "../../suite/discover.ts";
import { apiKeyCheck, diagnose, diagnoseTasks, type LlmSettings } from "../../suite/doctor.ts";
import { checkMark, type PreflightCheck } from "../../suite/runner-preflight.ts";
import type { CliIO } from "../io.ts";
import { wholeNumber } from "../whole-number.ts";

export interface DoctorOptions {
  json?: boolean;
  config?: string;
  recursive?: boolean;
  backend?: "docker" | "vm" | "host";
  image?: string;
  concurrency?: string;
  provider?: string;
  model?: string;
  replay?: boolean;
  artifactsDir: string;
  output: string;
}

/**
 * `desktest doctor [tasks…]`: what this machine has for each kind of desktop, and with tasks what those
 * tasks need of it (each missing piece with its fix). Exit 0 when nothing is missing, 1 otherwise; with
 * tasks, only what they need counts.
 */
export async function doctorCommand(inputs: string[], options: DoctorOptions, io: CliIO): Promise<ExitCode> {
  const configFile = options.config ? path.resolve(io.cwd, options.config) : undefined;
  const warn = (line: string) => io.stderr(`warning: ${line}\n`);
  const config = configFile ? await loadConfigFile(configFile, warn) : {};
  const llm: LlmSettings = {
    provider: options.provider ?? config.provider ?? "anthropic",
    model: options.model ?? config.model,
    configKey: config.api_key || undefined,
    env: io.env,
  };
  const concurrency =
    options.concurrency !== undefined ? wholeNumber("--concurrency", options.concurrency, 1) : undefined;

  const machine = await diagnose(undefined, { env: io.env, caBundle: configCaBundle(config, configFile) });
  let forTasks: { ids: string[]; checks: PreflightCheck[] } | undefined;
  if (inputs.length === 0) {
    machine.push(apiKeyCheck(llm, { needed: false }));
  } else {
    const discovered = await discoverSuite(inputs, { cwd: io.cwd, recursive: options.recursive });
    const checks: PreflightCheck[] = [];
    if (discovered.skipped.length > 0) {
      checks.push({
        ok: false,
        name: "Task files",
        detail: `${discovered.skipped.length} could not be loaded: ${discovered.skipped
          .slice(0, 5)
          .map((s) => `${s.file} (${s.reason})`)
          .join("; ")}`,
        fix: `desktest validate ${discovered.skipped.map((s) => s.file).join(" ")} shows every problem with its line`,
      });
    }
    if (discovered.tasks.length === 0 && checks.length === 0)
      throw new ConfigError(`no task files in ${inputs.join(", ")}`);
    checks.push(
      ...(await diagnoseTasks(discovered.tasks, {
        backend: options.backend,
        prebuiltImage: options.image,
        concurrency,
        replay: options.replay,
        artifactsDir: path.resolve(io.cwd, options.artifactsDir),
        outputDir: path.resolve(io.cwd, options.output),
        llm,
      })),
    );
    forTasks = { ids: discovered.tasks.map((t) => t.id), checks };
  }

  const ok = forTasks ? forTasks.checks.every((c) => c.ok) : machine.every((c) => c.ok);
  if (options.json) {
    io.stdout(
      JSON.stringify(
        {
          ok,
          checks: machine,
          ...(forTasks ? { tasks: { ids: forTasks.ids, checks: forTasks.checks } } : {}),
        },
        null,
        2,
      ) + "\n",
    );
  } else {
    io.stdout(render(machine, forTasks, io.color));
    io.stdout(pc.createColors(io.color).dim(`${SELFTEST_POINTER}\n`));
  }
  return ok ? ExitCode.pass : ExitCode.fail;
}

/** What doctor cannot see from here, and the command that does. */
export const SELFTEST_POINTER =
  "doctor checks what this machine has; `desktest selftest [task]` starts the desktop itself and checks each operation a run does on it (screenshot, input, accessibility tree, clipboard, files, permissions), each failure with its fix";

function render(
  machine: readonly PreflightCheck[],
  forTasks: { ids: string[]; checks: PreflightCheck[] } | undefined,
  color: boolean,
): string {
  const c = pc.createColors(color);
  const lines: string[] = [];
  const line = (check: PreflightCheck, counts: boolean) => {
    const mark = {
      ok: c.green("✓"),
      warning: c.yellow("!"),
      info: c.dim("–"),
      missing: counts ? c.red("✗") : c.dim("–"),
    }[checkMark(check)];
    const tasks = check.tasks ? c.dim(` [${check.tasks}]`) : "";
    lines.push(
      `${mark} ${check.name}: ${check.detail}${counts || check.ok ? "" : c.dim(" (not needed by these tasks)")}${tasks}`,
    );
    const needsFix = check.ok ? check.level === "warning" : counts;
    if (check.fix && needsFix) lines.push(c.dim(`    fix: ${check.fix}`));
  };
  if (!forTasks) {
    for (const check of machine) line(check, true);
    return `${lines.join("\n")}\n`;
  }
  // The tasks' own lines say it better where both have a line of the same name.
  const named = new Set(forTasks.checks.map((check) => check.name));
  lines.push(c.bold("This machine"));
  for (const check of machine.filter((m) => !named.has(m.name))) line(check, false);
  const shown =
    forTasks.ids.slice(0, 5).join(", ") +
    (forTasks.ids.length > 5 ? ` and ${forTasks.ids.length - 5} more` : "");
  lines.push("", c.bold(`For ${forTasks.ids.length} task(s): ${shown}`));
  for (const check of forTasks.checks) line(check, true);
  return `${lines.join("\n")}\n`;
}
