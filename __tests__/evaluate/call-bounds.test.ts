import { describe, expect, it } from "vitest";
import { isEarlyExitConditionMet } from "../../src/evaluate/early-exit.ts";
import { evaluateMetric } from "../../src/evaluate/evaluate-metric.ts";
import type { ExecOptions, ExecResult } from "../../src/session/exec-result.ts";
import type { Session } from "../../src/session/session.ts";
import { tempTree } from "../helpers/cli.ts";
import { guestOs } from "../../src/session/guest/guest-os.ts";

/**
 * A stand-in desktop that records the bound of every exec and whose copies never finish: the bounds
 * themselves are checked here without waiting for real timeouts (the desktop tests cover real ones).
 */
function recordingSession(): { session: Session; execTimeouts: (number | undefined)[] } {
  const execTimeouts: (number | undefined)[] = [];
  const never = () => new Promise<void>(() => undefined);
  const session = {
    id: "fake",
    home: "/home/tester",
    os: guestOs("linux"),
    screen: { width: 1, height: 1 },
    exec: async (_command: string | string[], options?: ExecOptions): Promise<ExecResult> => {
      execTimeouts.push(options?.timeoutMs);
      return { exitCode: 0, stdout: "EXISTS\n", stderr: "", timedOut: false, durationMs: 1 };
    },
    copyIn: never,
    copyOut: never,
  } as unknown as Session;
  return { session, execTimeouts };
}

describe("bounds of container calls", () => {
  it("early-exit conditions use a fixed 30 s bound", async () => {
    const { session, execTimeouts } = recordingSession();
    const met = await isEarlyExitConditionMet(
      session,
      { type: "file_exists", path: "/x", should_not_exist: false },
      { judge: async () => false },
    );
    expect(met).toBe(true);
    expect(execTimeouts).toEqual([30_000]);
  });

  it("metrics use the evaluation timeout for each exec", async () => {
    const { session, execTimeouts } = recordingSession();
    const outcome = await evaluateMetric(
      session,
      { type: "exit_code", command: "true", expected: 0 },
      { timeoutSecs: 7 },
    );
    expect(outcome.result.passed).toBe(true);
    expect(execTimeouts).toEqual([7_000]);
  });

  it("a copy out of the desktop that outlives the bound fails the metric", async () => {
    const { session } = recordingSession();
    const host = tempTree({ "expected.txt": "x" });
    const outcome = await evaluateMetric(
      session,
      {
        type: "file_compare",
        actual_path: "/home/tester/a.txt",
        expected_path: `${host}/expected.txt`,
        compare_mode: "exact",
      },
      { timeoutSecs: 1 },
    );
    expect(outcome.result).toEqual({
      passed: false,
      metric: "file_compare",
      expected: "",
      actual: "",
      detail: "Evaluation error: Evaluation copy_from timed out after 1s: /home/tester/a.txt",
    });
  });

  it("a copy into the desktop that outlives the bound fails the replay", async () => {
    const { session } = recordingSession();
    const host = tempTree({ "replay.py": "print('REPLAY_COMPLETE')\n" });
    const outcome = await evaluateMetric(
      session,
      { type: "script_replay", script_path: `${host}/replay.py` },
      { timeoutSecs: 1 },
    );
    expect(outcome.result.detail).toBe(
      `Evaluation error: Evaluation copy_to timed out after 1s: ${host}/replay.py`,
    );
    expect(outcome.replaySteps).toEqual([]);
  });
});
