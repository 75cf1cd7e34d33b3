/**
 * desktest mcp on real desktops, through the MCP SDK's own client over stdio: a replay run to its
 * verdict with progress and the final screen; a gedit desktop opened, typed into, read back through
 * observe, closed; and no desktop left behind when the client goes away without closing it.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LABEL } from "../../src/session/labels.ts";
import { tempTree } from "../helpers/cli.ts";
import { docker } from "../helpers/desktop.ts";
import { createAgentRunner } from "../../src/agent/create-agent-runner.ts";
import { calculatorTask } from "../helpers/calculator-agent.ts";
import {
  keyboardThenClickPolicy,
  moveCalculator,
  recordCalculatorReplay,
} from "../helpers/healable-calculator.ts";
import { LlmDouble } from "../helpers/llm-double.ts";
import { connectMcp, textOf } from "../helpers/mcp-client.ts";

const KEY = "sk-ant-mcp-heal-0123456789";

const repo = path.resolve(import.meta.dirname, "../..");

/** The examples in a fresh folder, gedit-save.json renamed to a task id only this test uses. */
function project(): { dir: string; geditId: string } {
  const dir = tempTree({});
  cpSync(path.join(repo, "examples"), dir, { recursive: true });
  const geditId = `mcp-gedit-${process.pid}-${Date.now()}`;
  const task = JSON.parse(readFileSync(path.join(dir, "gedit-save.json"), "utf8")) as Record<string, unknown>;
  writeFileSync(path.join(dir, "gedit-mcp.json"), JSON.stringify({ ...task, id: geditId }));
  return { dir, geditId };
}

async function desktopsOf(taskId: string): Promise<number> {
  return (await docker.listContainers({ all: true, filters: { label: [`${LABEL.taskId}=${taskId}`] } }))
    .length;
}

describe("desktest mcp on real desktops", () => {
  it(
    "runs a replay task to its verdict with progress, then drives gedit and reads the text back",
    { timeout: 600_000 },
    async () => {
      const { dir, geditId } = project();
      const { client } = await connectMcp(dir);
      try {
        const progress: { progress: number; message?: string }[] = [];
        const run = await client.callTool(
          { name: "run", arguments: { task: "galculator-add.json", mode: "replay" } },
          undefined,
          { onprogress: (p) => progress.push(p), timeout: 300_000 },
        );
        expect(run.isError).toBeFalsy();
        expect(JSON.parse(textOf(run))).toMatchObject({ status: "pass", exit_code: 0 });
        expect(progress[0]?.message).toContain("desktop of galculator-add ready");
        const content = run.content as { type: string; mimeType?: string; data?: string }[];
        const screen = content.find((c) => c.type === "image");
        expect(screen?.mimeType).toBe("image/png");
        // The final screen: the one the checks saw after the last step (final.png), not the last step's.
        expect(Buffer.from(screen!.data!, "base64")).toEqual(
          readFileSync(path.join(dir, "desktest-output/galculator-add/artifacts/final.png")),
        );
        const logs = await client.callTool({
          name: "logs",
          arguments: { output: "desktest-output/galculator-add" },
        });
        expect(textOf(logs)).toContain('"status": "pass"');

        const opened = await client.callTool(
          { name: "open_desktop", arguments: { task: "gedit-mcp.json" } },
          undefined,
          {
            timeout: 300_000,
          },
        );
        expect(opened.isError).toBeFalsy();
        const { desktop } = JSON.parse(textOf(opened)) as { desktop: string };
        expect(await desktopsOf(geditId)).toBe(1);

        const typed = await client.callTool({
          name: "act",
          arguments: { desktop, action: "type", text: "typed through MCP" },
        });
        expect(JSON.parse(textOf(typed))).toEqual({ success: true, error: null });
        const seen = await client.callTool({ name: "observe", arguments: { desktop } });
        expect((seen.content as { type: string }[]).map((c) => c.type)).toEqual(["image", "text"]);
        expect(textOf(seen)).toContain("typed through MCP");

        const closed = await client.callTool({ name: "close_desktop", arguments: { desktop } }, undefined, {
          timeout: 300_000,
        });
        expect(textOf(closed)).toBe("closed");
        expect(await desktopsOf(geditId)).toBe(0);
      } finally {
        await client.close();
      }
    },
  );

  it(
    "records the steps a client takes into a replay script that then passes on its own, in a suite with progress",
    { timeout: 900_000 },
    async () => {
      const { dir, geditId } = project();
      const { client } = await connectMcp(dir);
      try {
        const opened = await client.callTool(
          { name: "open_desktop", arguments: { task: "gedit-mcp.json", record: true } },
          undefined,
          { timeout: 300_000 },
        );
        expect(JSON.parse(textOf(opened))).toMatchObject({ recording: true });
        const { desktop } = JSON.parse(textOf(opened)) as { desktop: string };
        for (const action of [
          { action: "key", keys: ["ctrl", "end"] },
          { action: "key", keys: ["enter"] },
          { action: "type", text: "Hello from desktest" },
          { action: "key", keys: ["ctrl", "s"] },
        ]) {
          const acted = await client.callTool({ name: "act", arguments: { desktop, ...action } });
          expect(JSON.parse(textOf(acted))).toEqual({ success: true, error: null });
        }
        const closed = await client.callTool(
          { name: "close_desktop", arguments: { desktop, replay_script: "recorded.replay.py" } },
          undefined,
          { timeout: 300_000 },
        );
        // The task's checks judged what the client did, and its steps became a script.
        expect(JSON.parse(textOf(closed))).toEqual({
          recorded_steps: 4,
          status: "pass",
          replay_script: "recorded.replay.py",
        });
        const script = readFileSync(path.join(dir, "recorded.replay.py"), "utf8");
        expect(script).toContain("pyautogui.hotkey('ctrl', 'end')");
        expect(script).toContain("Hello from desktest");
        const trajectory = readFileSync(
          path.join(dir, "desktest-output/gedit-mcp/artifacts/trajectory.jsonl"),
          "utf8",
        );
        expect(trajectory).toContain('"thought":"Type \\"Hello from desktest\\""');
        expect(await desktopsOf(geditId)).toBe(0);

        // The recorded script replays on a fresh desktop, through the suite tool, with no agent.
        const task = JSON.parse(readFileSync(path.join(dir, "gedit-mcp.json"), "utf8")) as Record<
          string,
          unknown
        >;
        mkdirSync(path.join(dir, "recorded"));
        writeFileSync(
          path.join(dir, "recorded/task.json"),
          JSON.stringify({
            ...task,
            app: { ...(task.app as object), dir: "../gedit-app" },
            replay_script: "../recorded.replay.py",
          }),
        );
        const progress: { progress: number; total?: number; message?: string }[] = [];
        const suite = await client.callTool(
          { name: "suite", arguments: { paths: ["recorded"] } },
          undefined,
          { onprogress: (p) => progress.push(p), timeout: 600_000 },
        );
        expect(suite.isError).toBeFalsy();
        const summary = JSON.parse(textOf(suite)) as {
          exit_code: number;
          tasks: { id: string; status: string }[];
          reports: { html: string };
        };
        expect(summary.exit_code).toBe(0);
        expect(summary.tasks).toEqual([
          expect.objectContaining({ id: geditId, status: "pass", culprit: null }),
        ]);
        expect(progress.at(-1)).toMatchObject({ progress: 1, total: 1, message: `${geditId}: pass` });
        expect(summary.reports.html).toBe("desktest-output/suite/report.html");
      } finally {
        await client.close();
      }
    },
  );

  it(
    "heals a replay whose app moved (mode heal, the agent as --config sets it up), and the updated replay then passes with no model",
    { timeout: 900_000 },
    async () => {
      const double = await LlmDouble.start({
        policy: keyboardThenClickPolicy,
        apiKey: KEY,
        maxLifetimeMs: 900_000,
      });
      try {
        // Recorded on the app's own layout at the server's screen size (step 2 checks its screen), then moved.
        const { dir, file } = calculatorTask("hybrid");
        await recordCalculatorReplay({
          dir,
          file,
          docker,
          agent: () =>
            createAgentRunner({ provider: "anthropic", apiKey: KEY, baseUrl: double.url, env: {} }),
          width: 1280,
          height: 800,
          apiKeys: [KEY],
        });
        expect(double.calls).toHaveLength(3);
        moveCalculator(dir);
        // The agent's provider, key and endpoint come from the config file, as `desktest run --config` takes them.
        writeFileSync(
          path.join(dir, "desktest.config.json"),
          JSON.stringify({ provider: "anthropic", api_key: KEY, api_base_url: double.url }),
        );
        const { client } = await connectMcp(dir, {}, ["--config", "desktest.config.json"]);
        try {
          const progress: { message?: string }[] = [];
          const healed = await client.callTool(
            { name: "run", arguments: { task: file, mode: "heal", output: "healed" } },
            undefined,
            { onprogress: (p) => progress.push(p), timeout: 600_000 },
          );
          expect(healed.isError, textOf(healed)).toBeFalsy();
          expect(JSON.parse(textOf(healed))).toMatchObject({
            status: "pass",
            exit_code: 0,
            outcome: "healed",
            heal: {
              diverged_at_step: 2,
              replayed_steps: 1,
              healed_steps: 1,
              llm_calls: 2,
              updated_replay: { script: "updated-replay/galculator-add.replay.py" },
            },
          });
          expect(double.calls).toHaveLength(5);
          expect(progress.length).toBeGreaterThan(1);

          // The updated replay in place of the old one: a clean pass through the suite tool, no model call.
          const updated = path.join(dir, "healed/artifacts/updated-replay");
          cpSync(path.join(updated, "galculator-add.replay.py"), path.join(dir, "galculator-add.replay.py"));
          cpSync(path.join(updated, "recorded"), path.join(dir, "recorded"), { recursive: true });
          const again = await client.callTool(
            { name: "suite", arguments: { paths: [file], mode: "heal" } },
            undefined,
            { timeout: 600_000 },
          );
          expect(JSON.parse(textOf(again))).toMatchObject({
            exit_code: 0,
            tasks: [expect.objectContaining({ id: "galculator-add", status: "pass" })],
          });
          expect(double.calls).toHaveLength(5);
        } finally {
          await client.close();
        }
        // The key given in the config file is in nothing the runs wrote.
        for (const folder of ["healed", "desktest-output"])
          for (const entry of readdirSync(path.join(dir, folder), { recursive: true, withFileTypes: true }))
            if (entry.isFile() && /\.(json|jsonl|txt|py|diff|html|xml)$/.test(entry.name))
              expect(readFileSync(path.join(entry.parentPath, entry.name), "utf8")).not.toContain(KEY);
      } finally {
        await double.stop();
      }
    },
  );

  it(
    "removes the desktops it opened when the client goes away without closing them",
    { timeout: 600_000 },
    async () => {
      const { dir, geditId } = project();
      const { client, transport } = await connectMcp(dir);
      const opened = await client.callTool(
        { name: "open_desktop", arguments: { task: "gedit-mcp.json" } },
        undefined,
        {
          timeout: 300_000,
        },
      );
      expect(opened.isError).toBeFalsy();
      expect(await desktopsOf(geditId)).toBe(1);
      // The client's end of stdin closes with no MCP goodbye; the SDK then signals and kills the server.
      await transport.close();
      expect(await desktopsOf(geditId)).toBe(0);
    },
  );
});
