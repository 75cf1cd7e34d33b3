import {
  ConfigError
} from "./chunk-3XO4NBGJ.js";

// src/session/tart/tart-profile.ts
import { readFile } from "node:fs/promises";
import { homedir } from "node:os";
import path from "node:path";
function tartHome(env = process.env) {
  return env.DESKTEST_TART_HOME || path.join(homedir(), ".desktest", "tart");
}
function tartProfileFile(image, home = tartHome()) {
  return path.join(home, "images", `${image.replace(/[^A-Za-z0-9._-]/g, "_")}.json`);
}
async function readTartProfile(image, location, home = tartHome()) {
  const file = tartProfileFile(image, home);
  const text = await readFile(file, "utf8").catch(() => void 0);
  if (text === void 0)
    throw new ConfigError(
      `the Tart image '${image}' was not prepared for desktest on this Mac (no ${file})`,
      {
        location,
        hint: `prepare it once on this runner: desktest init-macos --from <a macOS image> --to ${image} (docs/macos.md)`
      }
    );
  let value;
  try {
    value = JSON.parse(text.slice(0, 64 * 1024));
  } catch (error) {
    throw new ConfigError(`${file} is not valid JSON: ${error.message}`, {
      hint: "run desktest init-macos for that image again (docs/macos.md)"
    });
  }
  if (typeof value.user !== "string" || typeof value.identity !== "string" || typeof value.knownHosts !== "string")
    throw new ConfigError(`${file} lacks user, identity or knownHosts`, {
      hint: "run desktest init-macos for that image again (docs/macos.md)"
    });
  const dir = path.dirname(file);
  return {
    user: value.user,
    identity: path.resolve(dir, value.identity),
    knownHosts: path.resolve(dir, value.knownHosts),
    ...typeof value.python === "string" ? { python: value.python } : {},
    ...value.env && typeof value.env === "object" ? { env: value.env } : {}
  };
}

export {
  tartHome,
  tartProfileFile,
  readTartProfile
};
