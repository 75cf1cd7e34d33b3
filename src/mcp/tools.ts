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
      "Run one task on a fresh desktop: its replay script (mode replay), the LLM agent (mode agent), or its replay with the agent taking over where a step diverges (mode heal: a healed run writes an updated replay script and its diff). Sends a progress notification per step; returns the verdict, whose fault a failure is (culprit: product, test, agent or environment), the failing metric and the final screen.",
    inputSchema: {
      type: "object",
      properties: {
        task: PATH,
        mode: { type: "string", enum: ["replay", "agent", "heal"], default: "replay" },
        provider: { type: "string", description: "agent and heal modes: the LLM provider (as --provider)" },
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
    name: "suite",
    description:
      "Run every task in the given files, folders or globs (as desktest suite): replays, the LLM agent, or replays healed where they diverge. Sends a progress notification per task that ends; returns the counts, each task's verdict, culprit and reason, and where report.html, report.json and each task's results and review page are.",
    inputSchema: {
      type: "object",
      properties: {
        paths: { type: "array", items: PATH, minItems: 1, maxItems: 100 },
        filter: {
          type: "array",
          items: { type: "string", maxLength: 200 },
          maxItems: 50,
          description: "task id filters (substring or glob)",
        },
        mode: { type: "string", enum: ["replay", "agent", "heal"], default: "replay" },
        provider: { type: "string", description: "agent and heal modes: the LLM provider (as --provider)" },
        model: { type: "string" },
        concurrency: { type: "integer", minimum: 1, maximum: 16, default: 1 },
        output: {
          ...PATH,
          description: "where the reports and task folders go (default desktest-output/suite)",
        },
      },
      required: ["paths"],
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
      "Start a task's desktop as desktest interactive does (deploy, setup, launch) and keep it open; returns its id. With record, every act is written as a step (code, screens, the element a click landed on) that close_desktop can codify into a replay script, as desktest record does.",
    inputSchema: {
      type: "object",
      properties: { task: PATH, record: { type: "boolean", default: false } },
      required: ["task"],
    },
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
    description:
      "Close an open desktop (it is removed, and its run's results written). A recording desktop's steps are judged by the task's checks, and written as a replay script to replay_script, or with update_task to the script the task file names (else <task>.replay.py), the task file pointed at it.",
    inputSchema: {
      type: "object",
      properties: {
        desktop: { type: "string" },
        replay_script: { ...PATH, description: "recording desktops: where to write the replay script" },
        update_task: {
          type: "boolean",
          default: false,
          description: "recording desktops: write the task's replay script and point the task file at it",
        },
      },
      required: ["desktop"],
    },
  },
] as const;
