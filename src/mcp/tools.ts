/** The tools `desktest mcp` offers: their names, descriptions and JSON Schemas (what `tools/list` returns). */
const PATH = { type: "string", description: "a path inside the server's working directory" } as const;

export const TOOLS = [
  {
    name: "validate",
    description:
      "Check desktest and OSWorld task files (files, folders or globs): schema, rules, each problem with its file and line.",
    inputSchema: {
      type: "object",
      properties: { paths: { type: "array", items: PATH, minItems: 1 } },
      required: ["paths"],
    },
  },
  {
    name: "run",
    description:
      "Run one task on a fresh desktop: its replay script (mode replay) or the LLM agent (mode agent). Sends a progress notification per step; returns the verdict, the failing metric and the final screen.",
    inputSchema: {
      type: "object",
      properties: {
        task: PATH,
        mode: { type: "string", enum: ["replay", "agent"], default: "replay" },
        provider: { type: "string", description: "agent mode: the LLM provider (as --provider)" },
        model: { type: "string" },
        output: {
          ...PATH,
          description: "where results.json and the artifacts go (default desktest-output/<task>)",
        },
      },
      required: ["task"],
    },
  },
  {
    name: "logs",
    description:
      "Read a run's results (verdict, metrics, error) and its step-by-step log (as desktest logs --summary or the full view).",
    inputSchema: {
      type: "object",
      properties: { output: PATH, full: { type: "boolean", default: false } },
      required: ["output"],
    },
  },
  {
    name: "open_desktop",
    description:
      "Start a task's desktop as desktest interactive does (deploy, setup, launch) and keep it open; returns its id.",
    inputSchema: { type: "object", properties: { task: PATH }, required: ["task"] },
  },
  {
    name: "observe",
    description:
      "The open desktop's screen (an image) and its accessibility tree (TSV: role, name, text, …, position, size).",
    inputSchema: { type: "object", properties: { desktop: { type: "string" } }, required: ["desktop"] },
  },
  {
    name: "act",
    description:
      'Act on the open desktop: click at x,y; type text; or press a key or key combination (keys, e.g. ["ctrl","s"]).',
    inputSchema: {
      type: "object",
      properties: {
        desktop: { type: "string" },
        action: { type: "string", enum: ["click", "type", "key"] },
        x: { type: "number" },
        y: { type: "number" },
        button: { type: "string", enum: ["left", "right", "middle"] },
        double: { type: "boolean" },
        text: { type: "string", maxLength: 10000 },
        keys: { type: "array", items: { type: "string", maxLength: 32 }, minItems: 1, maxItems: 8 },
      },
      required: ["desktop", "action"],
    },
  },
  {
    name: "close_desktop",
    description: "Close an open desktop (it is removed, and its run's results written).",
    inputSchema: { type: "object", properties: { desktop: { type: "string" } }, required: ["desktop"] },
  },
] as const;
