import { randomUUID } from "node:crypto";
import { mkdir, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import * as core from "@actions/core";
import {
  taskAnnotation,
  validationAnnotations,
  withinLimits,
  workspacePath,
  type Annotation,
} from "./annotations.ts";
import { InputError, parseInputs, type ActionInputs } from "./inputs.ts";
import { changedFilesOfPullRequest, choosePathPolicy, pullRequestAuthor } from "./path-policy-choice.ts";
import { artifactNames, runAttempt } from "./names.ts";
import { ActionProgress } from "./progress.ts";
import { enterpriseServerUrl, keepForEnterpriseServer } from "./enterprise-server.ts";
import { publishArtifacts } from "./publish.ts";
import { readQuarantine } from "./quarantine-file.ts";
import { apiKeysInEnvironment, maskableParts, taskSecretValues } from "./secrets.ts";
import { STATE } from "./state.ts";
import { renderProblemSummary, renderResultsSummary, type ProblemSummaryInput } from "./summary.ts";
import { locateTaskProblem, type TaskProblemLocation } from "./task-locations.ts";
import {
  createAgentRunner,
  type AgentRunner,
  validatePaths,
  type ValidationEntry,
  loadConfigFile,
  type ConfigFile,
  VERSION,
  isDesktestError,
  type ReportTask,
  Redactor,
  defaultConcurrency,
  checkRunner,
  planSuite,
  runSuiteJob,
  type SuitePlan,
  configCaBundle,
  installNetwork,
  networkSettings,
} from "../index.ts";

const GENERATOR = `desktest ${VERSION} · GitHub Action`;
const FORK_HINT =
  "Pull requests from forks get no secrets: run them with mode: replay, which replays each task's codified script without an LLM.";

/** The main step: inputs, validation, preflight, the suite, reports, annotations, artifacts, summary, outputs. */
export async function runAction(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  // Secrets first: nothing may be printed before the runner knows to mask them.
  const secrets = new Set<string>();
  let redactor = new Redactor();
  const mask = (value: string | undefined) => {
    if (!value || value.trim() === "") return;
    for (const part of maskableParts(value)) core.setSecret(part);
    secrets.add(value);
    redactor = new Redactor(secrets);
  };
  const redact = (text: string) => redactor.redact(text);
  mask(core.getInput("api-key"));
  for (const key of apiKeysInEnvironment(env)) mask(key);

  // The run id labels every desktop; the post step removes them by it even if this step is killed.
  const runId = randomUUID();
  core.saveState(STATE.runId, runId);
  const tempRoot = env.RUNNER_TEMP || tmpdir();
  const outputDir = path.join(tempRoot, `desktest-${runId}`);
  await mkdir(outputDir, { recursive: true });
  core.info(`desktest ${VERSION}: run ${runId}`);

  const endWithProblem = async (
    problem: Omit<ProblemSummaryInput, "redact" | "generator">,
    failure: string,
  ): Promise<void> => {
    const markdown = renderProblemSummary({ ...problem, redact, generator: GENERATOR });
    await writeSummary(markdown, outputDir, env);
    setCounts({ passed: 0, flaky: 0, failed: 0, errors: 0, total: 0 });
    core.saveState(STATE.finished, "true");
    core.setFailed(redact(failure));
  };

  // 1. Inputs.
  let inputs: ActionInputs;
  try {
    inputs = parseInputs((name) => core.getInput(name), process.cwd());
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    return endWithProblem(
      {
        title: "desktest: invalid inputs",
        intro: "The step's inputs (its with: block) have problems, so nothing ran.",
        items: error.problems,
      },
      error.message,
    );
  }
  const cwd = inputs.workingDirectory;
  if (!(await isFolder(cwd))) {
    return endWithProblem(
      {
        title: "desktest: no working directory",
        intro: `'working-directory' is ${cwd}, which is not a folder.`,
      },
      `working-directory ${cwd} is not a folder`,
    );
  }
  let config: ConfigFile = {};
  if (inputs.config) {
    try {
      config = await loadConfigFile(inputs.config, (line) => core.warning(redact(line)));
      mask(config.api_key);
    } catch (error) {
      return endWithProblem(
        {
          title: "desktest: the config file cannot be used",
          intro: "Nothing ran.",
          errors: [describe(error)],
        },
        describe(error),
      );
    }
  }
  try {
    const network = networkSettings(env, configCaBundle(config, inputs.config));
    for (const proxy of [network.proxies.https, network.proxies.http]) {
      mask(proxy?.password ? decodeURIComponent(proxy.password) : undefined);
    }
    installNetwork(network, (line) => core.info(line));
  } catch (error) {
    return endWithProblem(
      {
        title: "desktest: the network settings cannot be used",
        intro: "Nothing ran.",
        errors: [describe(error)],
      },
      describe(error),
    );
  }
  const toWorkspace = (file: string) => workspacePath(file, cwd, env.GITHUB_WORKSPACE);
  const emit = (annotation: Annotation) => {
    const properties: core.AnnotationProperties = {
      ...(annotation.title ? { title: annotation.title } : {}),
      ...(annotation.file ? { file: annotation.file } : {}),
      ...(annotation.line ? { startLine: annotation.line } : {}),
      ...(annotation.column ? { startColumn: annotation.column } : {}),
    };
    const message = redact(annotation.message);
    if (annotation.level === "error") core.error(message, properties);
    else if (annotation.level === "warning") core.warning(message, properties);
    else core.notice(message, properties);
  };

  // 2. Every task file is validated before anything starts, host paths under the path policy.
  const workspace = env.GITHUB_WORKSPACE ?? cwd;
  const found = await validatePaths(inputs.tasks, { withHostPaths: true }, cwd);
  const decides = inputs.paths === "auto" && env.GITHUB_EVENT_NAME === "pull_request";
  const changedFiles = decides ? await changedFilesOfPullRequest(env, workspace) : undefined;
  const paths = choosePathPolicy({
    paths: inputs.paths,
    eventName: env.GITHUB_EVENT_NAME,
    changedFiles,
    // What a task reads: its file, its host paths (apps, fixtures, replay scripts), and the settings.
    taskFiles: [
      ...found.tasks.map((t) => t.file),
      ...(found.hostPaths ?? []),
      ...(inputs.config ? [inputs.config] : []),
      ".github/desktest.yml",
    ].map(toWorkspace),
    author: decides ? await pullRequestAuthor(env) : undefined,
  });
  core.info(`Host paths: ${paths.policy} (${paths.reason})`);
  const validation =
    paths.policy === "repository"
      ? await validatePaths(inputs.tasks, { paths: "repository", repositoryRoot: workspace }, cwd)
      : found;
  core.info(
    `Validated ${validation.tasks.length} task file(s): ${validation.valid} valid, ${validation.invalid} invalid`,
  );
  const validationNotes = validationAnnotations(validation, toWorkspace);
  if (validation.invalid > 0 || validation.valid === 0) {
    for (const annotation of withinLimits(validationNotes, "the job summary lists them all").shown) {
      emit(annotation);
    }
    const unmatched = (entry: ValidationEntry) =>
      entry.id === null && entry.errors.some((e) => e.message.startsWith("matches no task file"));
    const diagnostics = validation.tasks.flatMap((entry) =>
      [
        ...entry.errors.map((d) => ({ ...d, severity: "error" as const })),
        ...entry.warnings.map((d) => ({ ...d, severity: "warning" as const })),
      ].map((d) => ({
        severity: d.severity,
        file: unmatched(entry) ? entry.file : toWorkspace(entry.file),
        url: unmatched(entry) ? undefined : blobUrl(env, toWorkspace(entry.file), d.line),
        line: d.line,
        column: d.column,
        message: `${d.pointer === "" ? "" : `${d.pointer} `}${d.message}`,
      })),
    );
    const nothing = validation.tasks.filter(unmatched).length;
    const invalid = validation.invalid - nothing;
    const what = [
      invalid > 0 ? `${invalid} invalid task file(s)` : "",
      nothing > 0 ? `${nothing} task path(s) that match nothing` : "",
      validation.tasks.length === 0 ? "no task files found" : "",
    ]
      .filter(Boolean)
      .join(", ");
    return endWithProblem(
      {
        title: `desktest: ${what}`,
        intro:
          "Every task file is checked before anything starts, and nothing ran. Each problem is annotated on its file; desktest validate <files> shows the same locally.",
        diagnostics,
      },
      what,
    );
  }

  // 3. The suite: discovery and filters, the secrets it declares masked, this shard's part.
  let plan: SuitePlan;
  try {
    plan = await planSuite(inputs.tasks, {
      cwd,
      filters: inputs.filters,
      exclude: [outputDir],
      ...(inputs.shard ? { shard: inputs.shard } : {}),
    });
  } catch (error) {
    return endWithProblem(
      { title: "desktest: no tasks to run", intro: "Nothing ran.", errors: [describe(error)] },
      describe(error),
    );
  }
  for (const value of taskSecretValues(plan.found, env)) mask(value);
  const { tasks } = plan;
  if (inputs.shard) {
    core.info(
      `Shard ${inputs.shard.index}/${inputs.shard.count}: ${tasks.length} of ${plan.found.length} task(s)`,
    );
  }

  // 4. The agent, when the tasks run with one.
  let agent: (() => AgentRunner) | undefined;
  const provider = inputs.provider ?? config.provider ?? "anthropic";
  const model = inputs.model ?? config.model;
  if (inputs.mode === "agent" && tasks.length > 0) {
    try {
      const runner = createAgentRunner({
        provider,
        model,
        apiKey: inputs.apiKey ?? (config.api_key || undefined),
        baseUrl: config.api_base_url,
        maxRetries: config.llm_max_retries,
        qa: inputs.qa,
        env,
        onWarning: (line) => core.warning(redact(line)),
      });
      agent = () => runner;
    } catch (error) {
      return endWithProblem(
        {
          title: "desktest: the agent cannot start",
          intro: "mode: agent runs each task with an LLM, and nothing ran.",
          errors: [describe(error)],
          hints: [
            "Pass the key from a secret: api-key: ${{ secrets.ANTHROPIC_API_KEY }} (or set provider and model for another provider).",
            FORK_HINT,
          ],
        },
        describe(error),
      );
    }
  }

  // 5. Preflight: what the runner must have for these tasks.
  const preflight = await core.group("Preflight: what this runner needs for these tasks", async () => {
    const result = await checkRunner(tasks, {
      prebuiltImage: inputs.image,
      backend: inputs.backend,
      log: (line) => core.info(redact(line)),
    });
    for (const check of result.checks)
      core.info(`${check.ok ? "ok  " : "MISSING"} ${check.name}: ${check.detail}`);
    return result;
  });
  if (!preflight.ok) {
    const missing = preflight.checks.filter((c) => !c.ok).map((c) => c.name);
    return endWithProblem(
      {
        title: "desktest: this runner cannot run these tasks",
        intro: `The preflight found what this runner (${process.platform} ${process.arch}${env.RUNNER_NAME ? `, ${env.RUNNER_NAME}` : ""}) lacks, before anything started. Fix it and re-run the job, or send these tasks to a runner that has it (filter, shards, runs-on labels).`,
        checks: preflight.checks,
      },
      `the runner lacks: ${missing.join(", ")}`,
    );
  }

  // 6. The suite job: the run and its reports. Quarantined tasks (.github/desktest.yml) run and are
  // reported, but do not fail the step.
  const quarantine = await readQuarantine(workspace);
  for (const problem of quarantine.problems) core.warning(redact(problem));
  if (quarantine.entries.length > 0)
    core.info(`Quarantined (reported, not failing the step): ${quarantine.entries.join(", ")}`);
  if (inputs.retriesOnFailure > 0 && inputs.mode === "replay")
    core.info(
      "retries-on-failure applies to mode agent only: a replay is deterministic, so it is not retried",
    );
  const controller = new AbortController();
  const onSignal = (signal: NodeJS.Signals) => {
    if (controller.signal.aborted) return;
    core.info(`Received ${signal}: cancelling the running tasks and removing their desktops`);
    controller.abort(signal);
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  const progress = new ActionProgress({ info: (line) => core.info(line) }, redact);
  const artifactsDir = path.join(outputDir, "artifacts");
  let job;
  try {
    job = await runSuiteJob(plan, {
      outputDir,
      provider,
      model,
      cwd,
      env,
      artifactsDir,
      concurrency: inputs.concurrency ?? defaultConcurrency(),
      retries: inputs.retries,
      retriesOnFailure: inputs.retriesOnFailure,
      quarantine: quarantine.entries,
      replay: inputs.mode === "replay",
      agent,
      apiKeys: [...secrets],
      width: inputs.width,
      height: inputs.height,
      record: inputs.record,
      paths: paths.policy,
      repositoryRoot: workspace,
      backend: inputs.backend,
      prebuiltImage: inputs.image,
      docker: preflight.docker,
      runId,
      signal: controller.signal,
      onEvent: progress.handle,
    });
  } finally {
    progress.stop();
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  }
  const { run, report, files } = job;
  if (run.interrupted !== undefined) {
    // Whatever a cancelled task still holds open must not keep the step alive after the report.
    setTimeout(() => process.exit(process.exitCode ?? 1), 20_000).unref();
  }

  // 7. Annotations on the task files of the tasks that did not pass.
  const locations = new Map<string, TaskProblemLocation>();
  for (const task of report.tasks) {
    if (task.status === "fail" || task.status === "error" || task.status === "flaky") {
      locations.set(task.id, await locateTaskProblem(task, cwd, report.run.mode));
    }
  }
  const taskNotes = report.tasks.flatMap((task) => {
    const location = locations.get(task.id);
    const annotation = location ? taskAnnotation(task, location, toWorkspace, redact) : undefined;
    return annotation ? [annotation] : [];
  });
  // Validation warnings and the tasks' annotations share the step's limits.
  const limited = withinLimits([...validationNotes, ...taskNotes], "the job summary lists every task");
  for (const annotation of limited.shown) emit(annotation);

  // 8. Artifacts.
  const names = artifactNames(inputs.artifactName, inputs.shard, runAttempt(env));
  const serverUrl = enterpriseServerUrl(env);
  // Enterprise Server's artifact service refuses @actions/artifact 2+: the files stay in the workspace.
  const { published, output: enterpriseServer } = serverUrl
    ? await keepForEnterpriseServer({
        report,
        outputDir,
        names,
        upload: inputs.upload,
        workspace: env.GITHUB_WORKSPACE ?? cwd,
        serverUrl,
        retentionDays: inputs.retentionDays,
      })
    : {
        published: await publishArtifacts({
          report,
          outputDir,
          names,
          upload: inputs.upload,
          retentionDays: inputs.retentionDays,
          env,
          redact,
        }),
        output: undefined,
      };
  const notes = [...quarantine.problems, ...published.notes];
  if (limited.dropped > 0) {
    notes.push(
      `${limited.dropped} annotation(s) were left out: GitHub shows 10 errors and 10 warnings per step.`,
    );
  }

  // 9. Job summary.
  const fileUrl = (task: ReportTask) => blobUrl(env, toWorkspace(task.file), locations.get(task.id)?.line);
  const markdown = renderResultsSummary({
    report,
    artifacts: published.links,
    reportPage: published.reportPage,
    enterpriseServer,
    reviewUrl: (task) => published.reviewPages.get(task.id),
    fileUrl,
    displayFile: (task) => toWorkspace(task.file),
    notes,
    redact,
    generator: GENERATOR,
  });
  await writeSummary(markdown, outputDir, env);

  // 10. Outputs and the step's status.
  const { summary } = report;
  setCounts({
    passed: summary.passed,
    flaky: summary.flaky,
    failed: summary.failed,
    errors: summary.errors,
    total: summary.total,
  });
  core.setOutput("report-path", files.report);
  core.setOutput("report-artifact-id", published.report ? String(published.report.id) : "");
  core.setOutput("trajectories-artifact-id", published.trajectories ? String(published.trajectories.id) : "");
  core.saveState(STATE.finished, "true");

  const reasons: string[] = [];
  if (inputs.failOn !== "never") {
    if (run.interrupted !== undefined) reasons.push(`the run was interrupted by ${run.interrupted}`);
    // Quarantined tasks are reported but never fail the step.
    const counting = report.tasks.filter((t) => !t.quarantined);
    const failed = counting.filter((t) => t.status === "fail").length;
    const errors = counting.filter((t) => t.status === "error").length;
    const counted = inputs.failOn === "failure" ? failed + errors : errors;
    if (counted > 0) {
      const parts = [
        inputs.failOn === "failure" && failed > 0 ? `${failed} failed` : "",
        errors > 0 ? `${errors} errored` : "",
      ].filter(Boolean);
      reasons.push(`${parts.join(", ")} of ${summary.total} task(s) (fail-on: ${inputs.failOn})`);
    }
    if (published.errors.length > 0) reasons.push("artifacts could not be uploaded");
  }
  core.info(
    `desktest: ${summary.passed} passed, ${summary.flaky} flaky, ${summary.failed} failed, ${summary.errors} errored, ${summary.skipped} not run of ${summary.total}${summary.quarantined > 0 ? ` (${summary.quarantined} quarantined)` : ""}`,
  );
  if (reasons.length > 0) core.setFailed(redact(`desktest: ${reasons.join("; ")}`));
}

function setCounts(counts: {
  passed: number;
  flaky: number;
  failed: number;
  errors: number;
  total: number;
}): void {
  core.setOutput("passed", String(counts.passed));
  core.setOutput("flaky", String(counts.flaky));
  core.setOutput("failed", String(counts.failed));
  core.setOutput("errored", String(counts.errors));
  core.setOutput("total", String(counts.total));
}

/** The job summary, and a copy beside the reports (the `summary-path` output). */
async function writeSummary(markdown: string, outputDir: string, env: NodeJS.ProcessEnv): Promise<void> {
  const file = path.join(outputDir, "summary.md");
  await writeFile(file, markdown);
  core.setOutput("summary-path", file);
  if (env.GITHUB_STEP_SUMMARY) {
    try {
      await core.summary.addRaw(markdown).write();
    } catch (error) {
      core.warning(`the job summary could not be written: ${describe(error)}`);
    }
  }
}

/** A file on GitHub at the tested commit, at a line. */
function blobUrl(env: NodeJS.ProcessEnv, file: string, line: number | undefined): string | undefined {
  if (!env.GITHUB_SERVER_URL || !env.GITHUB_REPOSITORY || !env.GITHUB_SHA || path.isAbsolute(file))
    return undefined;
  const encoded = file.split("/").map(encodeURIComponent).join("/");
  return `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/blob/${env.GITHUB_SHA}/${encoded}${line ? `#L${line}` : ""}`;
}

function describe(error: unknown): string {
  if (isDesktestError(error)) return error.describe();
  return error instanceof Error ? error.message : String(error);
}

async function isFolder(dir: string): Promise<boolean> {
  return stat(dir).then(
    (info) => info.isDirectory(),
    () => false,
  );
}
