import { ActionProblem } from "./action-problem.ts";
import type { ActionRun } from "./action-run.ts";
import { blobUrl } from "./blob-url.ts";
import { emitAnnotation } from "./emit-annotation.ts";
import type { SettingsProblem } from "./repo-settings-file.ts";

/**
 * Invalid `visual.ignore` entries in `.github/desktest.yml` end the step before anything runs: replay
 * checkpoints without the regions the repository meant to leave out would fail on a clock or a caret.
 * Each problem is annotated at its line and listed in the job summary.
 */
export function settingsProblem(problems: readonly SettingsProblem[], run: ActionRun): ActionProblem {
  for (const p of problems.slice(0, 10))
    emitAnnotation({ level: "error", ...p, title: "desktest: .github/desktest.yml" }, run.secrets.redact);
  const what = `${problems.length} invalid visual.ignore entr${problems.length === 1 ? "y" : "ies"} in .github/desktest.yml`;
  return new ActionProblem(
    {
      title: `desktest: ${what}`,
      intro:
        "The repository's .github/desktest.yml is read before anything starts, and nothing ran. Its visual.ignore lists are checked as a task file's visual.ignore (rectangles {x, y, width, height} or accessibility selectors {role, name | name_pattern}); the App reports the same problems on its check run.",
      diagnostics: problems.map((p) => ({
        severity: "error" as const,
        ...p,
        url: blobUrl(run.env, p.file, p.line),
      })),
    },
    `${what}; fix the entries at the lines shown`,
  );
}
