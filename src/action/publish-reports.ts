import type { SuiteReport } from "../index.ts";
import type { ActionRun } from "./action-run.ts";
import type { EnterpriseServerOutput } from "./enterprise-server-output.ts";
import { enterpriseServerUrl, keepForEnterpriseServer } from "./enterprise-server.ts";
import type { ActionInputs } from "./inputs.ts";
import { artifactNames, runAttempt } from "./names.ts";
import { publishArtifacts, type Published } from "./publish.ts";

/**
 * The report and trajectories as artifacts of the run; on Enterprise Server, whose artifact service
 * refuses @actions/artifact 2+, the files stay in the workspace (`output` says where and how to upload them).
 */
export async function publishReports(
  report: SuiteReport,
  inputs: ActionInputs,
  context: { workspace: string; run: ActionRun },
): Promise<{ published: Published; output?: EnterpriseServerOutput }> {
  const { env, outputDir, secrets } = context.run;
  const names = artifactNames(inputs.artifactName, inputs.shard, runAttempt(env));
  const serverUrl = enterpriseServerUrl(env);
  if (serverUrl) {
    return keepForEnterpriseServer({
      report,
      outputDir,
      names,
      upload: inputs.upload,
      workspace: context.workspace,
      serverUrl,
      retentionDays: inputs.retentionDays,
    });
  }
  const published = await publishArtifacts({
    report,
    outputDir,
    names,
    upload: inputs.upload,
    retentionDays: inputs.retentionDays,
    env,
    redact: secrets.redact,
  });
  return { published };
}
