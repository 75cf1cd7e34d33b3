/**
 * desktest mcp on real desktops, through the MCP SDK's own client over stdio: a replay run to its
 * verdict with progress and the final screen; a gedit desktop opened, typed into, read back through
 * observe, closed; and no desktop left behind when the client goes away without closing it.
 */
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LABEL } from "../../src/session/labels.ts";
import { tempTree } from "../helpers/cli.ts";
import { docker } from "../helpers/desktop.ts";
import { connectMcp, textOf } from "../helpers/mcp-client.ts";

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
        expect(Buffer.from(screen!.data!, "base64").subarray(1, 4).toString()).toBe("PNG");
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
