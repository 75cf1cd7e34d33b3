import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ResultsJson } from "../../src/artifacts/results-json.ts";
import { MonitorHub } from "../../src/monitor/monitor-hub.ts";
import type { Session } from "../../src/session/session.ts";

const results = (status: ResultsJson["status"], detail?: string): ResultsJson => ({
  schema_version: "1.0",
  test_id: "t",
  status,
  duration_ms: 5,
  metric_results: [],
  ...(detail ? { error_detail: detail } : {}),
});

describe("the live view's state", () => {
  it("a run that ended before its desktop (a configuration error) still shows, with its error", () => {
    const hub = new MonitorHub({ interactive: false });
    const seen: string[] = [];
    hub.subscribe(0, (e) => seen.push(e.json));
    hub.observer().ended!(results("error", "Config error: no such file"));
    expect(
      seen.map((j) => JSON.parse(j) as { type: string; status?: string; reasoning?: string }),
    ).toMatchObject([
      { type: "run_start", vnc: false },
      { type: "run_end", status: "error", reasoning: "Config error: no such file" },
    ]);
  });

  it("says when the agent waits for its model, and ends a run on the screen its checks saw", () => {
    const hub = new MonitorHub({ interactive: false });
    const seen: { type: string; step?: number; since?: string; final_screen?: string | null }[] = [];
    hub.subscribe(0, (e) => seen.push(JSON.parse(e.json)));
    const observer = hub.observer();
    const dir = mkdtempSync(path.join(tmpdir(), "hub-"));
    const desktop = { openVnc: async () => undefined } as unknown as Session;
    observer.started!({ testId: "t", instruction: "i", maxSteps: 2, artifactsDir: dir, desktop });
    observer.thinking!(1);
    expect(seen[1]).toMatchObject({ type: "thinking", run: "1", step: 1 });
    expect(Number.isNaN(Date.parse(seen[1]!.since!))).toBe(false);
    observer.ended!(results("pass"));
    expect(seen[2]).toMatchObject({ type: "run_end", final_screen: null }); // no final.png written
    writeFileSync(path.join(dir, "final.png"), "png");
    observer.started!({ testId: "t", instruction: "i", maxSteps: 2, artifactsDir: dir, desktop });
    observer.ended!(results("pass"));
    expect(seen[4]).toMatchObject({ type: "run_end", run: "2", final_screen: "final.png" });
  });

  it("a recording's run says it records, and when the recorder starts listening", () => {
    const hub = new MonitorHub({ interactive: true });
    const seen: { type: string; run?: string; records?: boolean }[] = [];
    hub.subscribe(0, (e) => seen.push(JSON.parse(e.json)));
    const observer = hub.observer();
    const desktop = { openVnc: async () => undefined } as unknown as Session;
    observer.started!({
      testId: "t",
      instruction: "i",
      maxSteps: 0,
      artifactsDir: "/tmp",
      desktop,
      records: true,
    });
    expect(seen[0]).toMatchObject({ type: "run_start", interactive: true, records: true });
    observer.recording!();
    expect(seen[1]).toMatchObject({ type: "recording", run: "1" });
    observer.ended!(results("pass"));
    observer.started!({ testId: "t", instruction: "i", maxSteps: 2, artifactsDir: "/tmp", desktop });
    expect(seen[3]).toMatchObject({ type: "run_start", records: false });
  });

  it("each attempt of a retried run is a run of its own, and its desktop is let go when it ends", () => {
    const hub = new MonitorHub({ interactive: false });
    const observer = hub.observer();
    const desktop = { openVnc: async () => undefined } as unknown as Session;
    const start = { testId: "t", instruction: "i", maxSteps: 2, artifactsDir: "/tmp", desktop };
    observer.started!(start);
    expect(hub.desktopOf("1")).toBe(desktop);
    observer.ended!(results("fail", "nope"));
    expect(hub.desktopOf("1")).toBeUndefined();
    observer.started!(start);
    expect(observer.current()).toBe("2");
  });

  it("keeps at most 5,000 events for late joiners, dropping the oldest steps first", () => {
    const hub = new MonitorHub({ interactive: false });
    const observer = hub.observer();
    observer.started!({
      testId: "t",
      instruction: "i",
      maxSteps: 9999,
      artifactsDir: "/tmp",
      desktop: {} as Session,
    });
    for (let step = 1; step <= 6_000; step++)
      observer.step!({
        step,
        timestamp: "t",
        action_code: "x",
        result: "success",
        thought: "a".repeat(10_000),
      });
    const kept: { type: string; step?: number; thought?: string }[] = [];
    hub.subscribe(0, (e) => kept.push(JSON.parse(e.json) as { type: string; step?: number }));
    expect(kept).toHaveLength(5_000);
    expect(kept[0]!.type).toBe("run_start");
    expect(kept[1]!.step).toBe(1_002);
    expect(kept.at(-1)!.step).toBe(6_000);
    expect(kept[1]!.thought!.length).toBeLessThanOrEqual(4_000); // each event is bounded too
  });
});
