import { stat } from "node:fs/promises";
import * as core from "@actions/core";
import {
  configCaBundle,
  installNetwork,
  loadConfigFile,
  networkSettings,
  type ConfigFile,
} from "../index.ts";
import { ActionProblem } from "./action-problem.ts";
import type { ActionRun } from "./action-run.ts";
import { describe } from "./describe-error.ts";
import { InputError, parseInputs, type ActionInputs } from "./inputs.ts";

export interface ActionSettings {
  inputs: ActionInputs;
  /** The working directory (a folder). */
  cwd: string;
  /** The config file's settings (empty without one). */
  config: ConfigFile;
}

/**
 * The step's settings: its inputs, its working directory, the config file (its API key masked) and the
 * network settings (installed, proxy passwords masked). Throws an ActionProblem for each that cannot be used.
 */
export async function readSettings(run: ActionRun): Promise<ActionSettings> {
  const inputs = readInputs();
  const cwd = inputs.workingDirectory;
  if (!(await isFolder(cwd))) {
    throw new ActionProblem(
      {
        title: "desktest: no working directory",
        intro: `'working-directory' is ${cwd}, which is not a folder.`,
      },
      `working-directory ${cwd} is not a folder`,
    );
  }
  const config = inputs.config ? await readConfig(inputs.config, run) : {};
  useNetwork(config, inputs.config, run);
  return { inputs, cwd, config };
}

function readInputs(): ActionInputs {
  try {
    return parseInputs((name) => core.getInput(name), process.cwd());
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    throw new ActionProblem(
      {
        title: "desktest: invalid inputs",
        intro: "The step's inputs (its with: block) have problems, so nothing ran.",
        items: error.problems,
      },
      error.message,
    );
  }
}

async function readConfig(file: string, run: ActionRun): Promise<ConfigFile> {
  try {
    const config = await loadConfigFile(file, (line) => core.warning(run.secrets.redact(line)));
    run.secrets.mask(config.api_key);
    return config;
  } catch (error) {
    throw nothingRan("desktest: the config file cannot be used", error);
  }
}

function useNetwork(config: ConfigFile, configFile: string | undefined, run: ActionRun): void {
  try {
    const network = networkSettings(run.env, configCaBundle(config, configFile));
    for (const proxy of [network.proxies.https, network.proxies.http]) {
      run.secrets.mask(proxy?.password ? decodeURIComponent(proxy.password) : undefined);
    }
    installNetwork(network, (line) => core.info(line));
  } catch (error) {
    throw nothingRan("desktest: the network settings cannot be used", error);
  }
}

function nothingRan(title: string, error: unknown): ActionProblem {
  return new ActionProblem({ title, intro: "Nothing ran.", errors: [describe(error)] }, describe(error));
}

async function isFolder(dir: string): Promise<boolean> {
  return stat(dir).then(
    (info) => info.isDirectory(),
    () => false,
  );
}
