import type { ReportTask, SuiteReport } from "../index.ts";
import { taskAnnotation, withinLimits, type Annotation } from "./annotations.ts";
import { emitAnnotation } from "./emit-annotation.ts";
import { locateTaskProblem, type TaskProblemLocation } from "./task-locations.ts";

export interface TaskAnnotations {
  /** Where each task that did not pass went wrong in its file. */
  locations: ReadonlyMap<string, TaskProblemLocation>;
  /** Annotations left out by the step's limits. */
  dropped: number;
}

/**
 * Annotations on the task files of the tasks that did not pass, at the failing metric or error; the
 * validation's warnings and these share the step's limits.
 */
export async function annotateTasks(
  report: SuiteReport,
  context: {
    cwd: string;
    validationNotes: readonly Annotation[];
    toWorkspace: (file: string) => string;
    redact: (text: string) => string;
  },
): Promise<TaskAnnotations> {
  const { cwd, toWorkspace, redact } = context;
  const locations = new Map<string, TaskProblemLocation>();
  for (const task of report.tasks) {
    if (wentWrong(task)) locations.set(task.id, await locateTaskProblem(task, cwd, report.run.mode));
  }
  const taskNotes = report.tasks.flatMap((task) => {
    const location = locations.get(task.id);
    const annotation = location ? taskAnnotation(task, location, toWorkspace, redact) : undefined;
    return annotation ? [annotation] : [];
  });
  const limited = withinLimits(
    [...context.validationNotes, ...taskNotes],
    "the job summary lists every task",
  );
  for (const annotation of limited.shown) emitAnnotation(annotation, redact);
  return { locations, dropped: limited.dropped };
}

function wentWrong(task: ReportTask): boolean {
  return task.status === "fail" || task.status === "error" || task.status === "flaky";
}
