/** The upload-artifact release GitHub Enterprise Server's artifact service accepts (v4 and @actions/artifact 2+ refuse it). */
export const GHES_UPLOAD_ARTIFACT = "actions/upload-artifact@v3";

/** What the summary shows on Enterprise Server: where the files are, and the step that uploads them. */
export interface EnterpriseServerOutput {
  serverUrl: string;
  folder: string;
  /** Workspace-relative, for the YAML. */
  relativeFolder: string;
  yaml: string;
}
