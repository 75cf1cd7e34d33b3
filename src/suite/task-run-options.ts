import type Docker from "dockerode";
import { entriesForTask } from "../report/quarantine.ts";
import type { SuiteTask } from "../report/suite-run.ts";
import type { RunTaskOptions } from "../run/run-task.ts";
import type { Placement } from "../session/desktop-backend.ts";
import type { OncePerRun } from "../session/once-per-run.ts";
import type { SuiteOptions } from "./suite-options.ts";

/** What every run of a suite task is given, whatever its attempt (the attempt adds its folders, log and observer). */
export type TaskRunOptions = Omit<RunTaskOptions, "outputDir" | "artifactsDir">;

/** The suite's options as one task's run takes them. */
export function taskRunOptions(
  options: SuiteOptions,
  task: SuiteTask,
  placement: Placement | undefined,
  suite: { docker: Docker | undefined; runId: string; once: OncePerRun },
): TaskRunOptions {
  const visualIgnore = entriesForTask(options.visualIgnore ?? {}, task.id);
  return {
    task: { loaded: task.loaded },
    ...(placement ? { placement } : {}),
    cwd: options.cwd,
    env: options.env,
    replay: options.replay,
    heal: options.heal,
    agent: options.agent,
    apiKeys: options.apiKeys,
    width: options.width,
    height: options.height,
    record: options.record,
    noNetwork: options.noNetwork,
    backend: options.backend,
    ...(options.ssh ? { ssh: options.ssh } : {}),
    paths: options.paths,
    repositoryRoot: options.repositoryRoot,
    prebuiltImage: options.prebuiltImage,
    noArtifacts: options.noArtifacts,
    artifactsTimeoutSecs: options.artifactsTimeoutSecs,
    artifactsExclude: options.artifactsExclude,
    docker: suite.docker,
    runId: suite.runId,
    once: suite.once,
    ...(visualIgnore.length > 0 ? { visualIgnore } : {}),
  };
}
