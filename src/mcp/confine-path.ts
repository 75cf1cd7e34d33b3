import path from "node:path";
import { ConfigError } from "../errors/desktest-error.ts";

/**
 * A path an MCP client gave, resolved against the server's working directory; anything that leaves it
 * (`..`, an absolute path elsewhere) is refused, so a client can read and run only the project's files.
 */
export function confinePath(cwd: string, given: unknown, what: string): string {
  if (typeof given !== "string" || given.trim() === "") throw new ConfigError(`${what}: a path is required`);
  const root = path.resolve(cwd);
  const resolved = path.resolve(root, given);
  const inside = path.relative(root, resolved);
  if (inside.startsWith("..") || path.isAbsolute(inside)) {
    throw new ConfigError(`${what} '${given}' is outside the working directory ${root}`, {
      hint: "give a path inside the folder desktest mcp was started in",
    });
  }
  return resolved;
}
