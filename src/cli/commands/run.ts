import pc from "picocolors";
import type { ExitCode } from "../../errors/exit-code.ts";
import { runTask } from "../../run/run-task.ts";
import { agentSetup, type AgentCliOptions } from "../agent-setup.ts";
import { exitCleanlyOnInterrupt } from "../interrupt.ts";
import type { CliIO } from "../io.ts";
import { sshDesktopFrom, type SshCliOptions } from "../ssh-options.ts";
import type { PathPolicy } from "../../task/path-policy.ts";
import type { DesktopBackend } from "../../session/prepare-desktop.ts";

export interface RunCommandOptions extends AgentCliOptions, SshCliOptions {
  output: string;
  paths?: PathPolicy;
  backend?: DesktopBackend;
  artifactsDir: string;
  artifacts: boolean;
  artifactsTimeout: string;
  artifactsExclude: string[];
  record?: boolean;
  replay?: boolean;
  network: boolean;
  image?: string;
  quiet?: boolean;
  debug?: boolean;
  container?: string;
}

/** `desktest run <task>` (and `attach`, which names a running desktop): one task, one verdict. */
export async function runCommand(taskFile: string, options: RunCommandOptions, io: CliIO): Promise<ExitCode> {
  const c = pc.createColors(io.color);
  const setup = await agentSetup(options, io, (line) => io.stderr(c.yellow(`warning: ${line}\n`)));
  const timeout = Number(options.artifactsTimeout);
  exitCleanlyOnInterrupt(io.stderr);
  const { results, exitCode, resultsFile } = await runTask({
    taskFile,
    cwd: io.cwd,
    env: io.env,
    outputDir: options.output,
    artifactsDir: options.artifactsDir,
    noArtifacts: !options.artifacts,
    artifactsTimeoutSecs: Number.isFinite(timeout) && timeout >= 0 ? timeout : 120,
    artifactsExclude: options.artifactsExclude,
    width: setup.width,
    height: setup.height,
    record: options.record,
    replay: options.replay,
    noNetwork: !options.network,
    paths: options.paths,
    backend: options.backend,
    ssh: sshDesktopFrom(options, io.cwd),
    prebuiltImage: options.image,
    attachTo: options.container,
    apiKeys: setup.apiKeys,
    agent: setup.agent,
    log: options.quiet ? undefined : (line) => io.stderr(c.dim(`${line}\n`)),
    debugLog: options.debug ? (line) => io.stderr(c.dim(`[debug] ${line}\n`)) : undefined,
  });
  if (results.status === "pass") {
    const count = results.metric_results.length;
    io.stdout(
      `${c.green("Test PASSED")}: ${results.agent_verdict?.reasoning ?? `Programmatic evaluation passed (${count}/${count} metrics)`}\n`,
    );
  } else if (results.status === "fail") {
    io.stdout(`${c.red("Test FAILED")}: ${results.error_detail ?? ""}\n`);
  } else {
    io.stderr(`${c.red("Error")}: ${results.error_detail ?? ""}\n`);
  }
  io.stderr(c.dim(`results: ${resultsFile}\n`));
  return exitCode;
}
