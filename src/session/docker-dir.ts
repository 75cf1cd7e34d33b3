import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { InfraError } from "../errors/desktest-error.ts";

/**
 * The project's `docker/` folder (the desktop image's sources and the guest agent every backend copies
 * in), found upward from this module (works from src/, dist/ and a package).
 */
export function findDockerDir(from = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "docker", "Dockerfile"))) return path.join(dir, "docker");
    if (path.dirname(dir) === dir) break;
  }
  throw new InfraError("cannot find the desktop image's docker/ folder next to the desktest installation", {
    hint: "run desktest from a checkout or an installed package that includes docker/, or pass a prebuilt image",
  });
}
