import { spawn } from "node:child_process";
import { cpSync, existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ArtifactServiceDouble } from "../helpers/artifact-service-double.ts";
import { tempTree } from "../helpers/cli.ts";
import { readFileCommands, runnerFiles, stepEnv, type StepOptions, type StepResult } from "./runner-env.ts";

/**
 * The Action on GitHub Enterprise Server (GITHUB_SERVER_URL is not github.com), run from its sources as
 * the runner runs a step: the results go to an output folder in the workspace, the summary and the log
 * say which upload-artifact step uploads them, and nothing reaches the artifact service.
 */
const repo = path.resolve(import.meta.dirname, "../..");
const SERVER = "https://ghes.example.corp";

function runSourceStep(options: StepOptions): Promise<StepResult> {
  const child = spawn(
    process.execPath,
    ["--import", import.meta.resolve("tsx"), path.join(repo, "src/action/main.ts")],
    { cwd: options.workspace, env: stepEnv(options), stdio: ["ignore", "pipe", "pipe"] },
  );
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) =>
    child.on("close", (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
}

let service: ArtifactServiceDouble;
beforeAll(async () => {
  service = await ArtifactServiceDouble.start();
});
afterAll(async () => {
  await service?.close();
});

describe("the Action on GitHub Enterprise Server", () => {
  it("writes the report and trajectories to desktest-output/, says how to upload them, and uploads nothing", async () => {
    const workspace = tempTree({});
    cpSync(path.join(repo, "examples"), path.join(workspace, "e2e"), { recursive: true });
    const files = runnerFiles(workspace);
    const result = await runSourceStep({
      workspace,
      files,
      inputs: {
        tasks: ".",
        "working-directory": "e2e",
        filter: "galculator-add",
        mode: "replay",
        resolution: "1280x800",
        upload: "always",
      },
      env: { ...service.env(), GITHUB_SERVER_URL: SERVER, GITHUB_API_URL: `${SERVER}/api/v3` },
    });
    const log = result.stdout + result.stderr;
    expect(result.code, log).toBe(0);
    expect(service.artifacts).toEqual([]);

    const out = path.join(workspace, "desktest-output");
    const reportFolder = path.join(out, "desktest-report-all");
    expect(existsSync(path.join(reportFolder, "report.json")), log).toBe(true);
    expect(existsSync(path.join(reportFolder, "junit.xml"))).toBe(true);
    expect(
      existsSync(path.join(out, "desktest-trajectories-all/artifacts/galculator-add/results.json")),
    ).toBe(true);

    expect(log).toContain("::warning title=desktest%3A Enterprise Server%2C artifacts not uploaded::");
    expect(log).toContain("uses: actions/upload-artifact@v3");

    const summary = readFileSync(files.summary, "utf8");
    expect(summary).toContain("### Results on GitHub Enterprise Server");
    expect(summary).toContain(
      "```yaml\n- name: Upload the desktest results\n  if: always()\n  uses: actions/upload-artifact@v3",
    );
    expect(summary).toContain(
      "      desktest-output/desktest-report-all\n      desktest-output/desktest-trajectories-all",
    );
    expect(summary).toContain(`${SERVER}/octo-org/desktop-app/blob/`);
    expect(summary).not.toContain("https://github.com/");
    expect(readFileCommands(files.output)["report-artifact-id"] ?? "").toBe("");
  }, 300_000);
});
