import { cp, mkdir, readdir } from "node:fs/promises";
import path from "node:path";
import * as core from "@actions/core";
import { GHES_UPLOAD_ARTIFACT, type EnterpriseServerOutput } from "./enterprise-server-output.ts";
import type { UploadWhen } from "./inputs.ts";
import type { ArtifactNames } from "./names.ts";
import type { Published } from "./publish.ts";
import type { SuiteReport } from "../index.ts";

/** The folder (in the workspace) the report and trajectories are written to on Enterprise Server. */
export const GHES_OUTPUT_FOLDER = "desktest-output";

/**
 * The Enterprise Server this job runs on, or undefined on github.com and GHE.com (their artifact service
 * takes the uploads). GITHUB_SERVER_URL names the server; its links use it.
 */
export function enterpriseServerUrl(env: NodeJS.ProcessEnv): string | undefined {
  const server = env.GITHUB_SERVER_URL?.trim().replace(/\/+$/, "");
  if (!server) return undefined;
  let host: string;
  try {
    host = new URL(server).hostname.toLowerCase();
  } catch {
    return undefined;
  }
  return host === "github.com" || host.endsWith(".ghe.com") ? undefined : server;
}

export interface KeepOptions {
  report: SuiteReport;
  outputDir: string;
  names: ArtifactNames;
  upload: UploadWhen;
  workspace: string;
  serverUrl: string;
  retentionDays?: number;
}

/**
 * On Enterprise Server nothing is uploaded: the report files go to `<workspace>/desktest-output/<report
 * artifact name>/` and, when `upload` asks for them, the task folders to `…/<trajectories artifact name>/`;
 * the log and the summary say which upload-artifact step uploads them, with the YAML.
 */
export async function keepForEnterpriseServer(
  options: KeepOptions,
): Promise<{ published: Published; output?: EnterpriseServerOutput }> {
  const { report, outputDir, names, workspace } = options;
  const published: Published = { links: [], notes: [], errors: [], reviewPages: new Map() };
  if (options.upload === "never") {
    published.notes.push("Artifacts were not uploaded (upload: never).");
    return { published };
  }
  const wantTrajectories =
    options.upload === "always" || (options.upload === "on-failure" && report.run.status !== "pass");
  const folder = path.join(workspace, GHES_OUTPUT_FOLDER);
  const reportFolder = path.join(folder, names.report);
  await mkdir(reportFolder, { recursive: true });
  for (const entry of await readdir(outputDir, { withFileTypes: true })) {
    if (entry.isFile()) await cp(path.join(outputDir, entry.name), path.join(reportFolder, entry.name));
  }
  const paths = [`${GHES_OUTPUT_FOLDER}/${names.report}`];
  if (wantTrajectories) {
    const trajectories = path.join(folder, names.trajectories, "artifacts");
    await cp(path.join(outputDir, "artifacts"), trajectories, { recursive: true }).catch(() => undefined);
    paths.push(`${GHES_OUTPUT_FOLDER}/${names.trajectories}`);
  }
  const relativeFolder = toPosix(path.relative(workspace, folder)) || ".";
  const yaml = uploadStepYaml(paths, options.retentionDays);
  const said =
    `GitHub Enterprise Server (${options.serverUrl}): its artifact service does not take uploads from @actions/artifact 2+, ` +
    `so nothing was uploaded. The report${wantTrajectories ? " and the trajectories are" : " is"} in ${folder}; ` +
    `upload ${wantTrajectories ? "them" : "it"} with ${GHES_UPLOAD_ARTIFACT} in a step after this one:`;
  core.warning(said, { title: "desktest: Enterprise Server, artifacts not uploaded" });
  core.info(yaml);
  published.notes.push(`Nothing was uploaded: see "Results on GitHub Enterprise Server" above.`);
  return {
    published,
    output: { serverUrl: options.serverUrl, folder, relativeFolder, yaml },
  };
}

function uploadStepYaml(paths: string[], retentionDays?: number): string {
  return [
    `- name: Upload the desktest results`,
    `  if: always()`,
    `  uses: ${GHES_UPLOAD_ARTIFACT}`,
    `  with:`,
    `    name: desktest-results`,
    `    path: |`,
    ...paths.map((p) => `      ${p}`),
    ...(retentionDays ? [`    retention-days: ${retentionDays}`] : []),
  ].join("\n");
}

function toPosix(file: string): string {
  return file.split(path.sep).join("/");
}
