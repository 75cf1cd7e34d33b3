import { describe, expect, it } from "vitest";
import { desktops } from "../helpers/desktop.ts";

const desktop = desktops();

/**
 * For every module of the agent's package in the desktop: whether its bytecode is the image's
 * (hash-checked against the agent's source, and written before the container started: not compiled at
 * this start). The container's start time (epoch seconds) is the script's argument.
 */
const CHECK = `
import importlib.util, json, os, pathlib, sys
started = float(sys.argv[1])
root = pathlib.Path("/tmp/desktest-guest/desktest_guest")
out = {}
for source in sorted(root.rglob("*.py")):
    cached = pathlib.Path(importlib.util.cache_from_source(str(source)))
    if not cached.exists():
        out[str(source.relative_to(root))] = "no bytecode"
        continue
    head = cached.read_bytes()[:16]
    flags = int.from_bytes(head[4:8], "little")
    matches = head[8:16] == importlib.util.source_hash(source.read_bytes())
    older = cached.stat().st_ctime < started
    out[str(source.relative_to(root))] = "image's" if flags == 3 and matches and older else f"flags {flags}, hash {matches}, older {older}"
print(json.dumps(out))
`;

describe("the guest agent in a fresh desktop", () => {
  it("imports its package from the image's bytecode, checked against the agent's sources", async () => {
    const session = await desktop();
    // The agent and its accessibility worker have imported their modules by now.
    await session.observe();
    const started = Date.parse((await session.container.inspect()).State.StartedAt) / 1000;
    const result = await session.exec(["python3", "-c", CHECK, String(started)], { timeoutMs: 30_000 });
    expect(result.exitCode, result.stderr).toBe(0);
    const modules = JSON.parse(result.stdout) as Record<string, string>;
    expect(Object.keys(modules)).toEqual(expect.arrayContaining(["agent.py", "a11y_worker.py", "server.py"]));
    const notCached = Object.entries(modules).filter(([, state]) => state !== "image's");
    expect(notCached).toEqual([]);
  });
});
