import { readFile } from "node:fs/promises";
import path from "node:path";
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import type { AgentRunner } from "../agent/agent-runner.ts";
import { createAgentRunner } from "../agent/create-agent-runner.ts";
import { apiKeysInEnvironment } from "../agent/providers/api-keys-in-environment.ts";
import { ConfigError, DesktestError } from "../errors/desktest-error.ts";
import { loadTaskId, loadTrajectoryEntries } from "../review/entries.ts";
import { renderLogs } from "../review/logs-view.ts";
import { runTask } from "../run/run-task.ts";
import { validatePaths } from "../run/validate-task-files.ts";
import { VERSION } from "../version.ts";
import { confinePath, projectFilesOnly } from "./confine-path.ts";
import { finalScreen } from "./final-screen.ts";
import { OpenDesktops, type DesktopAction } from "./open-desktops.ts";
import { runSuiteForMcp } from "./suite-tool.ts";
import { codifyToFile } from "../replay/codify-to-file.ts";
import { TOOLS } from "./tools.ts";
import { loadTaskToRun } from "../run/task-to-run.ts";

type Content = { type: "text"; text: string } | { type: "image"; data: string; mimeType: string };
type Args = Record<string, unknown>;

export interface McpServerOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  width?: number;
  height?: number;
  /**
   * The agent of agent and heal runs, of the provider and model a call names (else the configured ones),
   * as `desktest run` sets it up (`desktest mcp --config`: its key, endpoint, retries); default: the
   * provider's own settings from the environment.
   */
  agentWith?: (choice: { provider?: string | undefined; model?: string | undefined }) => AgentRunner;
  /** Every value that could be an LLM API key, redacted from what runs write; default: the environment's. */
  apiKeys?: string[];
}

/**
 * desktest's engine as MCP tools (see tools.ts). Every path argument is confined to `cwd`; a tool's
 * configuration or run error comes back as an error result with its message and hint.
 */
export function createMcpServer(options: McpServerOptions): { server: Server; desktops: OpenDesktops } {
  const desktops = new OpenDesktops();
  const server = new Server({ name: "desktest", version: VERSION }, { capabilities: { tools: {} } });
  const screen = { width: options.width ?? 1280, height: options.height ?? 800 };
  const where = (value: unknown, what: string) => confinePath(options.cwd, value, what);
  const apiKeys = options.apiKeys ?? apiKeysInEnvironment(options.env);
  const runOptions = async (task: string, output: string) => ({
    task: await loadTaskToRun(task, { cwd: options.cwd }),
    cwd: options.cwd,
    ...projectFilesOnly(options.cwd),
    env: options.env,
    // Whichever provider a run uses, the keys it could have never reach what it writes.
    apiKeys,
    outputDir: output,
    artifactsDir: path.join(output, "artifacts"),
    ...screen,
  });
  const outputFor = (task: string, given: unknown) =>
    given === undefined
      ? path.join(options.cwd, "desktest-output", path.basename(task).replace(/\.json$/, ""))
      : where(given, "output");

  const agentWith =
    options.agentWith ??
    ((choice) =>
      createAgentRunner({ provider: choice.provider ?? "anthropic", model: choice.model, env: options.env }));
  const agentOf = (args: Args) => () =>
    agentWith({
      provider: typeof args.provider === "string" ? args.provider : undefined,
      model: typeof args.model === "string" ? args.model : undefined,
    });

  const tools: Record<
    string,
    (args: Args, progress: (step: number, total: number, message: string) => void) => Promise<Content[]>
  > = {
    validate: async (args) => {
      const paths = Array.isArray(args.paths) ? args.paths.map((p) => where(p, "paths")) : [];
      const report = await validatePaths(paths, { json: true }, options.cwd);
      return [text(JSON.stringify(report, null, 2))];
    },
    run: async (args, progress) => {
      const task = where(args.task, "task");
      const output = outputFor(task, args.output);
      const agentMode = args.mode === "agent";
      const heal = args.mode === "heal";
      let artifactsDir = "";
      const { results, exitCode } = await runTask({
        ...(await runOptions(task, output)),
        replay: !agentMode,
        ...(heal ? { heal: true } : {}),
        ...(agentMode || heal ? { agent: agentOf(args) } : {}),
        observer: {
          started: (run) => {
            artifactsDir = run.artifactsDir;
            progress(0, run.maxSteps, `desktop of ${run.testId} ready`);
          },
          step: (entry) => progress(entry.step, 0, `step ${entry.step}: ${entry.result}`),
        },
      });
      const failing = results.metric_results.find((m) => !m.passed);
      const summary = {
        status: results.status,
        exit_code: exitCode,
        ...(results.outcome ? { outcome: results.outcome } : {}),
        ...(results.heal ? { heal: results.heal } : {}),
        ...(results.culprit ? { culprit: results.culprit } : {}),
        ...(failing ? { failing_metric: failing } : {}),
        ...(results.agent_verdict ? { agent_verdict: results.agent_verdict } : {}),
        ...(results.error_detail ? { error: results.error_detail } : {}),
        results: path.relative(options.cwd, path.join(output, "results.json")),
      };
      const shot = artifactsDir ? await finalScreen(artifactsDir) : undefined;
      return [text(JSON.stringify(summary, null, 2)), ...(shot ? [image(shot)] : [])];
    },
    suite: async (args, progress) => {
      const paths = Array.isArray(args.paths) ? args.paths.map((p) => where(p, "paths")) : [];
      const summary = await runSuiteForMcp({
        cwd: options.cwd,
        env: options.env,
        paths,
        filters: Array.isArray(args.filter) ? args.filter.filter((f) => typeof f === "string") : [],
        output:
          args.output === undefined
            ? path.join(options.cwd, "desktest-output", "suite")
            : where(args.output, "output"),
        concurrency: typeof args.concurrency === "number" ? args.concurrency : 1,
        ...(args.mode === "agent" || args.mode === "heal" ? { agent: agentOf(args) } : {}),
        heal: args.mode === "heal",
        apiKeys,
        ...screen,
        progress,
      });
      return [text(JSON.stringify(summary, null, 2))];
    },
    logs: async (args) => {
      const output = where(args.output, "output");
      const results = await readFile(path.join(output, "results.json"), "utf8");
      const artifacts = path.join(output, "artifacts");
      const entries = await loadTrajectoryEntries(artifacts, options.cwd).catch(() => []);
      const id = entries.length > 0 ? await loadTaskId(artifacts, options.cwd) : undefined;
      return [text(results), text(renderLogs(entries, id, { summary: args.full !== true }))];
    },
    open_desktop: async (args) => {
      const task = where(args.task, "task");
      const { id, session } = await desktops.open(await runOptions(task, outputFor(task, undefined)), {
        record: args.record === true,
        taskFile: task,
      });
      return [text(JSON.stringify({ desktop: id, screen: session.screen, recording: args.record === true }))];
    },
    observe: async (args) => {
      const seen = await desktops.observe(args.desktop);
      return [
        ...(seen.screenshot
          ? [image(seen.screenshot.data)]
          : [text(`no screenshot: ${seen.screenshotError ?? "unknown"}`)]),
        text(seen.a11y ? seen.a11y.tsv : `no accessibility tree: ${seen.a11yError ?? "unknown"}`),
      ];
    },
    act: async (args) => {
      const result = await desktops.act(args.desktop, args as unknown as DesktopAction);
      return [text(JSON.stringify(result))];
    },
    close_desktop: async (args) => {
      const script =
        args.replay_script === undefined ? undefined : where(args.replay_script, "replay_script");
      const closed = await desktops.close(args.desktop);
      const task = closed.taskFile;
      if (closed.recordedSteps === undefined) {
        if (script !== undefined)
          throw new ConfigError("this desktop was not recording: nothing to write as a replay script", {
            hint: "open the desktop with record: true, act on it, then close it with replay_script",
          });
        return [text("closed")];
      }
      const results = closed.result?.results;
      const codified =
        script !== undefined || args.update_task === true
          ? await codifyToFile({
              trajectoryFile: path.join(closed.artifactsDir, "trajectory.jsonl"),
              cwd: options.cwd,
              ...(script !== undefined ? { output: script } : {}),
              ...(args.update_task === true && task ? { taskFile: task } : {}),
            })
          : undefined;
      const summary = {
        recorded_steps: closed.recordedSteps,
        status: results?.status ?? "error",
        ...(results?.error_detail ? { error: results.error_detail } : {}),
        ...(codified
          ? {
              replay_script: path.relative(options.cwd, codified.output),
              ...(args.update_task === true && task
                ? { task_updated: path.relative(options.cwd, task) }
                : {}),
            }
          : {}),
      };
      return [text(JSON.stringify(summary, null, 2))];
    },
  };

  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: TOOLS.map((t) => ({ ...t })) }));
  server.setRequestHandler(CallToolRequestSchema, async (request, extra) => {
    const tool = tools[request.params.name];
    if (!tool) return { isError: true, content: [text(`unknown tool '${request.params.name}'`)] };
    const token = request.params._meta?.progressToken;
    const progress = (step: number, total: number, message: string) => {
      if (token === undefined) return;
      void extra
        .sendNotification({
          method: "notifications/progress",
          params: { progressToken: token, progress: step, ...(total > 0 ? { total } : {}), message },
        })
        .catch(() => undefined);
    };
    try {
      return { content: await tool(request.params.arguments ?? {}, progress) };
    } catch (error) {
      if (!(error instanceof DesktestError) && !(error instanceof Error)) throw error;
      const hint = error instanceof DesktestError && error.hint ? `\nhint: ${error.hint}` : "";
      return { isError: true, content: [text(`${error.message}${hint}`)] };
    }
  });
  return { server, desktops };
}

function text(value: string): Content {
  return { type: "text", text: value };
}

function image(png: Buffer): Content {
  return { type: "image", data: png.toString("base64"), mimeType: "image/png" };
}
