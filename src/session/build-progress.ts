import { cutText } from "../util/cut-text.ts";
import { formatDuration } from "../util/format-duration.ts";

/** How often a step that is still running says so (a build's apt-get step can take minutes). */
const HEARTBEAT_MS = 30_000;
/** How much of an instruction a step line shows. */
const STEP_TEXT = 100;
/** How many of the builder's last output lines a failed build reports. */
const TAIL_LINES = 20;

/** The Docker classic builder's step line: `Step 3/12 : RUN apt-get install …`. */
const DOCKER_STEP = /^Step (\d+)\/(\d+) : (.*)$/s;

/**
 * What a long build is doing, said as it goes: `desktest-desktop:latest [3/12] RUN apt-get … (42.0s so
 * far)` when a step starts, the same line with "still running" while a step runs long, and the total when
 * the build ends. The builder's other output (apt's, pip's) is not shown, but its last lines are kept for
 * the error a failed build raises.
 */
export interface BuildProgress {
  /** One line of a Docker build's output; a step line starts a step. */
  output(line: string): void;
  /** A step of a build that is not a Dockerfile (the VM disk's), counted the same way. */
  step(index: number, count: number, what: string): void;
  /** Stop saying "still running"; `built`: say how long the whole build took. */
  end(outcome: "built" | "failed"): void;
  /** The builder's last output lines (for a failed build's error). */
  tail(): string[];
}

export function buildProgress(
  name: string,
  say: (line: string) => void,
  options: { now?: () => number; heartbeatMs?: number } = {},
): BuildProgress {
  const now = options.now ?? Date.now;
  const started = now();
  const elapsed = () => formatDuration(now() - started);
  const lines: string[] = [];
  let current: { index: number; count: number; what: string } | undefined;
  let steps = 0;
  const describe = (step: NonNullable<typeof current>) =>
    `${name} [${step.index}/${step.count}] ${cutText(step.what.replace(/\s+/g, " ").trim(), STEP_TEXT)}`;
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const timer =
    heartbeatMs > 0
      ? setInterval(() => {
          if (current) say(`${describe(current)} (still running, ${elapsed()} so far)`);
        }, heartbeatMs)
      : undefined;
  timer?.unref();
  const start = (index: number, count: number, what: string) => {
    current = { index, count, what };
    steps = Math.max(steps, count);
    say(`${describe(current)} (${elapsed()} so far)`);
  };
  return {
    output(line) {
      const match = DOCKER_STEP.exec(line.trim());
      if (match) start(Number(match[1]), Number(match[2]), match[3]!);
      else if (line.trim()) {
        lines.push(line.trimEnd());
        if (lines.length > TAIL_LINES) lines.shift();
      }
    },
    step: start,
    end(outcome) {
      if (timer) clearInterval(timer);
      current = undefined;
      if (outcome === "built") say(`${name}: built in ${elapsed()}${steps > 0 ? ` (${steps} steps)` : ""}`);
    },
    tail: () => [...lines],
  };
}
