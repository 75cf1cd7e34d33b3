/**
 * Where a replay diverged, and how its steps found their targets, as the run's results say it (the
 * shape heal mode reads): `ReplayFailure.divergence` and results.json's `replay`.
 */
import { describe, expect, it } from "vitest";
import { replaySummary } from "../../src/artifacts/results-json.ts";
import { replayStepsFromOutput } from "../../src/evaluate/metrics/script-replay.ts";
import { replayFailure } from "../../src/evaluate/replay/replay-failure.ts";

const MESSAGE =
  "the button '8' (recorded at (20, 45)) is not on the screen; at its recorded place: nothing accessible";

/** What a codified script printed when its step 2's element was gone. */
const run = {
  stdout: [
    "REPLAY_START",
    "Step 1: Click 4...",
    'REPLAY_TARGET:1:{"found_by": "element", "role": "button", "name": "4", "recorded": [10, 40], "at": [310, 240]}',
    "REPLAY_STEP_DONE:1:Click 4",
    "Step 2: Click 8...",
    `REPLAY_DIVERGED:${JSON.stringify({ kind: "target", message: MESSAGE, expected: { role: "button", name: "8", path: [], recorded: [20, 45] }, found_there: [] })}`,
  ].join("\n"),
  stderr: `${MESSAGE}\n`,
  exitCode: 1,
  timedOut: false,
};

describe("a replay that diverged", () => {
  it("says at which step, which check and why, besides its last words", () => {
    const failure = replayFailure(run);
    expect(failure).toMatchObject({ step: 2, message: MESSAGE, raised: false, exitCode: 1 });
    expect(failure.divergence).toEqual({
      kind: "target",
      message: MESSAGE,
      expected: { role: "button", name: "8", path: [], recorded: [20, 45] },
      foundThere: [],
    });
  });

  it("has no divergence when it ended otherwise (it raised, or timed out)", () => {
    expect(
      replayFailure({
        ...run,
        stdout: "REPLAY_STEP_DONE:1:x",
        stderr: "Traceback (most recent call last):\nKeyError: 'x'",
      }).divergence,
    ).toBeUndefined();
    expect(replayFailure({ ...run, exitCode: null, timedOut: true }).divergence).toBeUndefined();
  });

  it("results.json's replay lists the steps by how they found their targets, and the divergence", () => {
    const steps = replayStepsFromOutput(run.stdout, "", false);
    expect(replaySummary(steps, replayFailure(run))).toEqual({
      steps: 1,
      found_by_element: [1],
      found_by_coordinates: [],
      diverged: {
        step: 2,
        kind: "target",
        message: MESSAGE,
        expected: { role: "button", name: "8", path: [], recorded: [20, 45] },
        foundThere: [],
      },
    });
    expect(replaySummary(steps, undefined)).toEqual({
      steps: 1,
      found_by_element: [1],
      found_by_coordinates: [],
    });
  });
});
