import { cpSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tempTree } from "../helpers/cli.ts";
import { connectMcp, textOf } from "../helpers/mcp-client.ts";

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
});
