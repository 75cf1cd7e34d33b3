import { readFile } from "node:fs/promises";
import { homedir } from "node:os";
import path from "node:path";
import { ConfigError, type SourceLocation } from "../../errors/desktest-error.ts";

/**
 * How desktest logs into the VMs of one Tart image, as its preparation records it (docs/macos.md): the
 * user, the key installed for this runner (never a password), the image's host key (every clone
 * has it, so it is accepted at whatever address a clone gets, and only from this file), the Python that
 * runs the agent, and variables the agent needs there.
 */
export interface TartProfile {
  user: string;
  identity: string;
  knownHosts: string;
  python?: string;
  env?: Record<string, string>;
}

/** Where profiles and keys live: DESKTEST_TART_HOME, else ~/.desktest/tart. */
export function tartHome(env: NodeJS.ProcessEnv = process.env): string {
  return env.DESKTEST_TART_HOME || path.join(homedir(), ".desktest", "tart");
}

/** The profile file of an image (`ghcr.io/org/macos:14` → a file name of its own). */
export function tartProfileFile(image: string, home = tartHome()): string {
  return path.join(home, "images", `${image.replace(/[^A-Za-z0-9._-]/g, "_")}.json`);
}

export async function readTartProfile(
  image: string,
  location?: SourceLocation,
  home = tartHome(),
): Promise<TartProfile> {
  const file = tartProfileFile(image, home);
  const text = await readFile(file, "utf8").catch(() => undefined);
  if (text === undefined)
    throw new ConfigError(
      `the Tart image '${image}' was not prepared for desktest on this Mac (no ${file})`,
      {
        location,
        hint: `prepare it once on this runner: desktest init-macos --from <a macOS image> --to ${image} (docs/macos.md)`,
      },
    );
  let value: Partial<TartProfile>;
  try {
    value = JSON.parse(text.slice(0, 64 * 1024)) as Partial<TartProfile>;
  } catch (error) {
    throw new ConfigError(`${file} is not valid JSON: ${(error as Error).message}`, {
      hint: "run desktest init-macos for that image again (docs/macos.md)",
    });
  }
  if (
    typeof value.user !== "string" ||
    typeof value.identity !== "string" ||
    typeof value.knownHosts !== "string"
  )
    throw new ConfigError(`${file} lacks user, identity or knownHosts`, {
      hint: "run desktest init-macos for that image again (docs/macos.md)",
    });
  const dir = path.dirname(file);
  return {
    user: value.user,
    identity: path.resolve(dir, value.identity),
    knownHosts: path.resolve(dir, value.knownHosts),
    ...(typeof value.python === "string" ? { python: value.python } : {}),
    ...(value.env && typeof value.env === "object" ? { env: value.env } : {}),
  };
}
