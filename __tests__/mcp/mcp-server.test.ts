import { cpSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tempTree } from "../helpers/cli.ts";
import { connectMcp, textOf } from "../helpers/mcp-client.ts";
import { baseTask } from "../helpers/task-docs.ts";

const repo = path.resolve(import.meta.dirname, "../..");

describe("desktest mcp through the SDK's own client over stdio", () => {
  it(
    "lists its tools, validates task files, and refuses paths outside its working directory",
    { timeout: 60_000 },
    async () => {
      const dir = tempTree({ "broken.json": '{"schema_version": "1.0", "id": 3}' });
      cpSync(path.join(repo, "examples"), path.join(dir, "examples"), { recursive: true });
      const { client } = await connectMcp(dir);
      try {
        const { tools } = await client.listTools();
        expect(tools.map((t) => t.name).sort()).toEqual([
          "act",
          "close_desktop",
          "logs",
          "observe",
          "open_desktop",
          "run",
          "suite",
          "validate",
        ]);
        expect(tools.find((t) => t.name === "run")!.inputSchema.required).toEqual(["task"]);

        const valid = await client.callTool({
          name: "validate",
          arguments: { paths: ["examples/gedit-save.json"] },
        });
        expect(valid.isError).toBeFalsy();
        expect(JSON.parse(textOf(valid))).toMatchObject({ valid: 1, invalid: 0 });

        const broken = await client.callTool({ name: "validate", arguments: { paths: ["broken.json"] } });
        const report = JSON.parse(textOf(broken)) as { invalid: number; tasks: { errors: unknown[] }[] };
        expect(report.invalid).toBe(1);
        expect(report.tasks[0]!.errors.length).toBeGreaterThan(0);

        for (const [name, args] of [
          ["validate", { paths: ["../../etc/passwd"] }],
          ["run", { task: "/etc/hostname" }],
          ["logs", { output: ".." }],
          ["open_desktop", { task: "../x.json" }],
          ["suite", { paths: ["examples", "../elsewhere"] }],
          ["suite", { paths: ["examples"], output: "/tmp/out" }],
          ["close_desktop", { desktop: "nope", replay_script: "../x.replay.py" }],
        ] as const) {
          const refused = await client.callTool({ name, arguments: args });
          expect(refused.isError).toBe(true);
          expect(textOf(refused)).toContain("is outside the working directory");
        }
        // A symlink inside the folder that leads out of it is outside too, for a file or a folder.
        const elsewhere = tempTree({ "task.json": '{"schema_version": "1.0", "id": "far"}' });
        symlinkSync(elsewhere, path.join(dir, "link-out"));
        symlinkSync(path.join(elsewhere, "task.json"), path.join(dir, "far.json"));
        for (const [name, args] of [
          ["validate", { paths: ["link-out/task.json"] }],
          ["run", { task: "far.json" }],
          ["suite", { paths: ["link-out"] }],
          ["suite", { paths: ["examples"], output: "link-out/reports" }],
        ] as const) {
          const refused = await client.callTool({ name, arguments: args });
          expect(refused.isError, `${name} ${JSON.stringify(args)}`).toBe(true);
          expect(textOf(refused)).toContain("is outside the working directory");
        }
        // A folder named like '..' but inside is inside.
        mkdirSync(path.join(dir, "..tasks"));
        writeFileSync(path.join(dir, "..tasks/t.json"), '{"schema_version": "1.0", "id": 3}');
        const dotted = await client.callTool({ name: "validate", arguments: { paths: ["..tasks/t.json"] } });
        expect(dotted.isError).toBeFalsy();

        // A task file inside the folder naming an app folder outside it runs nothing, as `desktest run`
        // refuses it by default (--paths repository): the run ends as a configuration error before any desktop.
        writeFileSync(
          path.join(dir, "outside-app.json"),
          JSON.stringify(
            baseTask({
              id: "outside-app",
              app: { type: "folder", dir: elsewhere, entrypoint: "run.sh" },
              replay_script: "x.py",
              evaluator: { mode: "programmatic", metrics: [{ type: "file_exists", path: "/tmp/x" }] },
            }),
          ),
        );
        writeFileSync(path.join(elsewhere, "run.sh"), "#!/bin/sh\n");
        writeFileSync(path.join(dir, "x.py"), "print('REPLAY_COMPLETE')\n");
        const confined = await client.callTool({ name: "run", arguments: { task: "outside-app.json" } });
        expect(JSON.parse(textOf(confined))).toMatchObject({
          status: "error",
          exit_code: 2,
          error: expect.stringContaining(`host paths outside the repository ${dir}: /app/dir`),
        });

        const empty = await client.callTool({ name: "suite", arguments: { paths: ["broken.json"] } });
        expect(empty.isError).toBe(true);
        expect(textOf(empty)).toMatch(/No valid task files found in .*broken\.json[^]*desktest validate/);
        const unknown = await client.callTool({ name: "observe", arguments: { desktop: "nope" } });
        expect(unknown.isError).toBe(true);
        expect(textOf(unknown)).toContain("no open desktop 'nope'");
      } finally {
        await client.close();
      }
    },
  );

  it(
    "keeps the LLM API keys of its environment out of what a run or a suite writes, whichever the provider",
    { timeout: 60_000 },
    async () => {
      const key = "sk-ant-mcp-redaction-0123456789";
      // The key pasted into a task's instruction by mistake; Docker is unreachable, so each run ends in an
      // infrastructure error after its artifacts folder is written.
      const dir = tempTree({
        "tasks/leaky.json": JSON.stringify(
          baseTask({
            id: "leaky",
            instruction: `Sign in with ${key} and save.`,
            app: { type: "folder", dir: "app", entrypoint: "run.sh" },
            evaluator: { mode: "llm" },
          }),
        ),
        "tasks/app/run.sh": "#!/bin/sh\n",
      });
      const { client } = await connectMcp(dir, {
        OPENAI_API_KEY: key,
        DOCKER_HOST: "unix:///nonexistent/desktest-no-docker.sock",
      });
      try {
        const run = await client.callTool({
          name: "run",
          arguments: { task: "tasks/leaky.json", mode: "agent", provider: "openai" },
        });
        expect(JSON.parse(textOf(run))).toMatchObject({ status: "error", exit_code: 3 });
        const suite = await client.callTool({
          name: "suite",
          arguments: { paths: ["tasks"], mode: "agent" },
        });
        expect(JSON.parse(textOf(suite))).toMatchObject({ exit_code: 3 });
      } finally {
        await client.close();
      }
      // What the runs wrote (the suite's own report.json is written from the task files as they are).
      const written = [
        ...filesUnder(path.join(dir, "desktest-output/leaky")),
        ...filesUnder(path.join(dir, "desktest-output/suite/tasks")),
      ];
      expect(written.map((f) => path.relative(dir, f)).sort()).toEqual([
        "desktest-output/leaky/artifacts/task.json",
        "desktest-output/leaky/artifacts/trajectory.jsonl",
        "desktest-output/leaky/results.json",
        "desktest-output/suite/tasks/leaky/results.json",
        "desktest-output/suite/tasks/leaky/run-log.txt",
      ]);
      for (const file of written) expect(readFileSync(file, "utf8"), file).not.toContain(key);
    },
  );

  it(
    "takes desktest run's config file (--config) for its agent runs: its provider and key, redacted too",
    { timeout: 60_000 },
    async () => {
      const key = "sk-or-mcp-config-0123456789";
      const dir = tempTree({
        "leaky.json": JSON.stringify(
          baseTask({
            id: "leaky",
            instruction: `Sign in with ${key} and save.`,
            app: { type: "folder", dir: "app", entrypoint: "run.sh" },
            evaluator: { mode: "llm" },
          }),
        ),
        "app/run.sh": "#!/bin/sh\n",
        "desktest.config.json": JSON.stringify({ provider: "openrouter", api_key: key }),
      });
      const noDocker = { DOCKER_HOST: "unix:///nonexistent/desktest-no-docker.sock" };
      const runAgent = async (args: string[]) => {
        const { client } = await connectMcp(dir, noDocker, args);
        try {
          const run = await client.callTool({
            name: "run",
            arguments: { task: "leaky.json", mode: "agent" },
          });
          return JSON.parse(textOf(run)) as { exit_code: number; error?: string };
        } finally {
          await client.close();
        }
      };
      // Without the file, the default provider (Anthropic) has no key here: a configuration error.
      const plain = await runAgent([]);
      expect(plain.exit_code).toBe(2);
      expect(plain.error).toContain("ANTHROPIC_API_KEY");
      // With it, OpenRouter with the file's key: the agent is made, and the unreachable Docker ends the run.
      const configured = await runAgent(["--config", "desktest.config.json"]);
      expect(configured.exit_code, configured.error).toBe(3);
      for (const file of filesUnder(path.join(dir, "desktest-output/leaky")))
        expect(readFileSync(file, "utf8"), file).not.toContain(key);
    },
  );
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}
