/**
 * The desktest GitHub App as a process (`npm run app`, through main.ts): from the environment, with `.env` (in the
 * working folder, or the file named by DOTENV) loaded first; variables already set win over the file.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { installNetwork, isDesktestError, networkSettings } from "../src/app-surface.ts";
import { AppConfigError, readConfig } from "./config.ts";
import { startApp } from "./server.ts";

const envFile = path.resolve(process.env.DOTENV ?? ".env");
if (existsSync(envFile)) process.loadEnvFile(envFile);

try {
  const config = readConfig(process.env);
  // Every GitHub, storage and LLM call goes through HTTPS_PROXY/NO_PROXY and trusts NODE_EXTRA_CA_CERTS.
  installNetwork(networkSettings(process.env), (line) => console.log(line));
  const app = await startApp(config);
  app.probot.log.info(
    `desktest app listening on ${app.url}; webhooks at ${config.webhookPath}; public URL ${config.publicUrl}`,
  );
  // Also on stdout in plain words, for people and scripts waiting for the start.
  console.log(`desktest app listening on ${app.url}`);
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.probot.log.info(`${signal}: finishing queued work, then stopping`);
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
} catch (error) {
  if (error instanceof AppConfigError || isDesktestError(error)) {
    console.error(error.message);
    console.error("See docs/app.md for every setting; app/.env.example is a template.");
    process.exit(2);
  }
  throw error;
}
