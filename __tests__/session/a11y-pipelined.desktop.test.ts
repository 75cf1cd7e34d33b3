import { describe, expect, it } from "vitest";
import { launchApp } from "../../src/session/app-launch.ts";
import { desktops } from "../helpers/desktop.ts";

const desktop = desktops();

/**
 * In the desktop, with the agent's package as the engine shipped it: the accessibility tree walked
 * through pyatspi (one blocking D-Bus call per property) and through pipelined calls
 * (desktop_guest/platform/atspi_pipeline.py, what the agent's worker uses), for each set of limits —
 * pyatspi before and after the pipelined walk, again until those two agree (an app that changed
 * meanwhile is no difference between the walkers).
 */
const COMPARE = `
import json, sys
sys.path.insert(0, "/tmp/desktest-guest")
import pyatspi
from desktest_guest.platform import linux_atspi as L
from desktest_guest.platform.atspi_pipeline import AppLinks, a11y_bus_address
links = AppLinks(a11y_bus_address)
out = []
for max_nodes, max_chars, showing_only in json.loads(sys.argv[1]):
    for attempt in range(5):
        before = L.atspi_dump(pyatspi, max_nodes, max_chars, 15000, showing_only)
        piped = L.atspi_dump(pyatspi, max_nodes, max_chars, 15000, showing_only, links=links)
        after = L.atspi_dump(pyatspi, max_nodes, max_chars, 15000, showing_only)
        if before["tsv"] == after["tsv"]:
            break
    keep = ("tsv", "nodes", "errors", "truncated", "truncated_reason")
    out.append({"stable": before["tsv"] == after["tsv"], "pyatspi": {k: before[k] for k in keep},
                "pipelined": {k: piped[k] for k in keep}, "own_sockets": len(links.all()) - 1})
print(json.dumps(out))
`;

const LIMITS: [number, number, boolean][] = [
  [10_000, 200_000, false], // the whole tree
  [10_000, 40_000, false], // the agent's defaults
  [10_000, 200_000, true], // showing nodes only
  [37, 200_000, false], // cut by the node count
  [10_000, 5_000, false], // cut by the size
];

describe("the accessibility tree through pipelined D-Bus calls", () => {
  it("is the tree pyatspi walks, row for row, on gedit and galculator", async () => {
    const session = await desktop();
    await launchApp(session, { command: ["gedit"] });
    await launchApp(session, { command: ["galculator"] });
    let tsv = "";
    for (
      let i = 0;
      i < 50 && !(tsv.includes("application\tgedit") && tsv.includes("application\tgalculator"));
      i++
    ) {
      tsv = (await session.observe({ screenshot: false })).a11y?.tsv ?? "";
    }
    expect(tsv).toContain("application\tgalculator");

    const result = await session.exec(["python3", "-c", COMPARE, JSON.stringify(LIMITS)], {
      timeoutMs: 120_000,
    });
    expect(result.exitCode, result.stderr).toBe(0);
    const walks = JSON.parse(result.stdout) as {
      stable: boolean;
      pyatspi: {
        tsv: string;
        nodes: number;
        errors: number;
        truncated: boolean;
        truncated_reason: string | null;
      };
      pipelined: {
        tsv: string;
        nodes: number;
        errors: number;
        truncated: boolean;
        truncated_reason: string | null;
      };
      own_sockets: number;
    }[];
    expect(walks).toHaveLength(LIMITS.length);
    for (const [i, walk] of walks.entries()) {
      expect(walk.stable, `limits ${JSON.stringify(LIMITS[i])}: the desktop kept changing`).toBe(true);
      expect(walk.pipelined, `limits ${JSON.stringify(LIMITS[i])}`).toEqual(walk.pyatspi);
    }
    const [whole, defaults, showing, byCount, bySize] = walks.map((w) => w.pipelined);
    expect(whole!.tsv).toMatch(/^application\tgedit\t/m);
    expect(whole!.tsv).toMatch(/^togglebutton\t7\t/m);
    expect(whole!.nodes).toBeGreaterThan(400);
    expect(whole!.truncated).toBe(false);
    expect(defaults!.nodes).toBeGreaterThan(300);
    expect(showing!.nodes).toBeLessThan(whole!.nodes);
    expect(byCount).toMatchObject({ nodes: 37, truncated_reason: "max_nodes" });
    expect(bySize).toMatchObject({ truncated_reason: "max_chars" });
    // both GTK 3 applications answered on their own sockets (as libatspi reaches them), not through the bus
    expect(walks[0]!.own_sockets).toBe(2);
  });
});
