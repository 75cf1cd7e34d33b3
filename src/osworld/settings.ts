import path from "node:path";
import type { ResultsJson } from "../artifacts/results-json.ts";
import { ConfigError } from "../errors/desktest-error.ts";
import { OSWORLD_DEFAULTS } from "./model.ts";

/** results.json of an OSWorld task: desktest's fields plus the OSWorld score (a float in [0, 1]). */
export type OsworldResultsJson = ResultsJson & { score?: number; score_detail?: string; format?: "osworld" };

/** A score of exactly 1 passes (OSWorld's success); anything lower fails, graded metrics included. */
export const OSWORLD_PASS_SCORE = 1;

/** Settings from the environment (the CLI passes process.env): the cache folders, password, settle times. */
export interface OsworldSettings {
  cacheDirs: string[];
  password: string;
  /** Fixed waits (OSWorld: 60 s after setup, 20 s before evaluation) instead of waiting for a still screen. */
  fixedSettleSecs?: number;
  fixedEvalSettleSecs?: number;
  openTimeoutMs: number;
}

export function osworldSettings(env: NodeJS.ProcessEnv, cwd: string): OsworldSettings {
  const number = (name: string) => {
    const value = env[name];
    if (value === undefined || value === "") return undefined;
    const n = Number(value);
    if (!Number.isFinite(n) || n < 0)
      throw new ConfigError(`${name} must be a number of seconds (found '${value}')`);
    return n;
  };
  return {
    cacheDirs: (env.DESKTEST_OSWORLD_CACHE ?? "")
      .split(path.delimiter)
      .filter(Boolean)
      .map((d) => path.resolve(cwd, d)),
    password: env.DESKTEST_OSWORLD_PASSWORD || OSWORLD_DEFAULTS.clientPassword,
    fixedSettleSecs: number("DESKTEST_OSWORLD_SETTLE_SECS"),
    fixedEvalSettleSecs: number("DESKTEST_OSWORLD_EVAL_SETTLE_SECS"),
    openTimeoutMs: (number("DESKTEST_OSWORLD_OPEN_TIMEOUT_SECS") ?? 1800) * 1000,
  };
}

/**
 * The home of OSWorld's desktop user (`user`: its image profiles rename the base image's `tester`); the
 * Docker session's `home` option takes it.
 */
export const OSWORLD_HOME = "/home/user";
