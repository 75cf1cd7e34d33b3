import type { MaskedSecrets } from "./masked-secrets.ts";

/** What every step of the Action's main step shares. */
export interface ActionRun {
  env: NodeJS.ProcessEnv;
  /** Labels every desktop; the post step removes them by it. */
  runId: string;
  /** Where the reports, the artifacts and summary.md go (under the runner's temp folder). */
  outputDir: string;
  secrets: MaskedSecrets;
}
