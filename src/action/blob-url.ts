import path from "node:path";

/** A file on GitHub at the tested commit, at a line. */
export function blobUrl(env: NodeJS.ProcessEnv, file: string, line: number | undefined): string | undefined {
  if (!env.GITHUB_SERVER_URL || !env.GITHUB_REPOSITORY || !env.GITHUB_SHA || path.isAbsolute(file))
    return undefined;
  const encoded = file.split("/").map(encodeURIComponent).join("/");
  return `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/blob/${env.GITHUB_SHA}/${encoded}${line ? `#L${line}` : ""}`;
}
