import { describe, expect, it } from "vitest";
import { cli, tempTree } from "../helpers/cli.ts";

/** The agent's options: `record` (a person does the task) and `interactive` take none of them or only some. */
const AGENT_ONLY = ["--provider", "--model", "--api-key", "--qa", "--with-bash", "--llm-max-retries"];
const RUN_ONLY = ["--replay", "--heal", "--record ", "--retries-on-failure", "--monitor-linger"];

/** The long options a command's --help lists. */
function optionsOf(help: string): string[] {
  return [...help.matchAll(/^ {2}(?:-\w, )?(--[\w-]+)/gm)].map((m) => m[1]!);
}

describe("desktest record --help", () => {
  it("lists only the options record takes: no agent or replay options, which it would then refuse", async () => {
    const help = await cli(["record", "--help"], tempTree({}));
    expect(help.code).toBe(0);
    const listed = optionsOf(help.stdout);
    expect(listed).toEqual(
      expect.arrayContaining(["--overwrite", "--with-screenshots", "--script", "--resolution"]),
    );
    for (const option of [...AGENT_ONLY, ...RUN_ONLY]) expect(listed).not.toContain(option.trim());
    const refused = await cli(["record", "task.json", "--provider", "openai"], tempTree({}));
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("unknown option '--provider'");
  });

  it("interactive lists the agent's options and none of a run's replay options", async () => {
    const listed = optionsOf((await cli(["interactive", "--help"], tempTree({}))).stdout);
    expect(listed).toEqual(expect.arrayContaining(["--step", ...AGENT_ONLY]));
    for (const option of RUN_ONLY) expect(listed).not.toContain(option.trim());
  });
});
