import * as core from "@actions/core";
import { validatePaths, type ValidationEntry, type ValidationReport } from "../index.ts";
import { ActionProblem } from "./action-problem.ts";
import type { ActionRun } from "./action-run.ts";
import { validationAnnotations, withinLimits, type Annotation } from "./annotations.ts";
import { blobUrl } from "./blob-url.ts";
import { emitAnnotation } from "./emit-annotation.ts";
import {
  changedFilesOfPullRequest,
  choosePathPolicy,
  pullRequestAuthor,
  type PathPolicyChoice,
} from "./path-policy-choice.ts";
import type { ActionSettings } from "./read-settings.ts";

export interface ValidatedTasks {
  /** Which host files the tasks may name, and why. */
  paths: PathPolicyChoice;
  /** The validation's warnings, annotated with the tasks' own (they share the step's limits). */
  notes: Annotation[];
}

/**
 * Every task file is validated before anything starts, host paths under the path policy (chosen here:
 * `auto` confines a pull request's tasks to the repository unless it is trusted). Throws an ActionProblem,
 * with each problem annotated on its file, when a file is invalid or none is found.
 */
export async function validateTasks(
  { inputs, cwd }: ActionSettings,
  run: ActionRun,
  toWorkspace: (file: string) => string,
): Promise<ValidatedTasks> {
  const { env } = run;
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
  const notes = validationAnnotations(validation, toWorkspace);
  if (validation.invalid > 0 || validation.valid === 0) {
    for (const annotation of withinLimits(notes, "the job summary lists them all").shown) {
      emitAnnotation(annotation, run.secrets.redact);
    }
    throw invalidTasks(validation, env, toWorkspace);
  }
  return { paths, notes };
}

/** The problem of a validation that found invalid files, paths that match nothing, or no task at all. */
function invalidTasks(
  validation: ValidationReport,
  env: NodeJS.ProcessEnv,
  toWorkspace: (file: string) => string,
): ActionProblem {
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
  return new ActionProblem(
    {
      title: `desktest: ${what}`,
      intro:
        "Every task file is checked before anything starts, and nothing ran. Each problem is annotated on its file; desktest validate <files> shows the same locally.",
      diagnostics,
    },
    what,
  );
}
