import { describe, expect, it } from "vitest";
import path from "node:path";
import { finalScreen } from "../../src/mcp/final-screen.ts";
import { tempTree } from "../helpers/cli.ts";

describe("the final screen the MCP run tool returns", () => {
  it("is final.png, the screen the checks saw, not the last step's", async () => {
    const dir = tempTree({ "step_001.png": "one", "step_002.png": "two", "final.png": "final" });
    expect((await finalScreen(dir))?.toString()).toBe("final");
  });

  it("is the highest-numbered step's when the run ended before final.png, and none without a screen", async () => {
    const dir = tempTree({ "step_002.png": "two", "step_010.png": "ten", "step_001_a11y.txt": "tree" });
    expect((await finalScreen(dir))?.toString()).toBe("ten");
    expect(await finalScreen(tempTree({ "trajectory.jsonl": "" }))).toBeUndefined();
    expect(await finalScreen(path.join(tempTree({}), "missing"))).toBeUndefined();
  });
});
