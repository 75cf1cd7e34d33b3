import path from "node:path";
import { ConfigError } from "../errors/desktest-error.ts";
import { resolveExisting } from "../task/path-policy.ts";

/**
 * A path an MCP client gave, resolved against the server's working directory; anything that leaves it
 * (`..`, an absolute path elsewhere, or a symlink inside it that leads out: judged by where the path, or
 * its nearest existing folder, really is) is refused, so a client can read and run only the project's files.
 */
export function confinePath(cwd: string, given: unknown, what: string): string {
  if (typeof given !== "string" || given.trim() === "") throw new ConfigError(`${what}: a path is required`);
  const root = path.resolve(cwd);
  const resolved = path.resolve(root, given);
  if (!isInside(root, resolved) || !isInside(resolveExisting(root), resolveExisting(resolved))) {
    throw new ConfigError(`${what} '${given}' is outside the working directory ${root}`, {
      hint: "give a path inside the folder desktest mcp was started in (symlinks followed)",
    });
  }
  return resolved;
}

/**
 * The host files the tasks a client runs may name, as `desktest run` and `suite` default (`--paths
 * repository`): only the project's (the working directory, symlinks followed), so a task file cannot
 * carry a file from elsewhere on this machine into a desktop either.
 */
export function projectFilesOnly(cwd: string): { paths: "repository"; repositoryRoot: string } {
  return { paths: "repository", repositoryRoot: cwd };
}

function isInside(root: string, target: string): boolean {
  const inside = path.relative(root, target);
  return (
    inside === "" || (inside !== ".." && !inside.startsWith(`..${path.sep}`) && !path.isAbsolute(inside))
  );
}
