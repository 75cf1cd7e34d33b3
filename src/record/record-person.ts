import type { AgentContext, AgentOutcome, AgentRunner } from "../agent/agent-runner.ts";
import { screenshotName, trajectoryTimestamp } from "../artifacts/trajectory.ts";
import { InfraError } from "../errors/desktest-error.ts";
import type { InputEvent } from "../session/guest/guest-agent.ts";
import { StepGrouper, type RecordedStep } from "./recorded-steps.ts";
import { withPlaceholders } from "./step-code.ts";
import { writeRecordedStep, type Look } from "./write-recorded-step.ts";

/** The screen (and its accessibility tree) once the desktop settled after the events up to `afterSeq`. */
interface Snapshot extends Look {
  afterSeq: number;
}

export interface RecordPersonOptions {
  /** Resolves when the person stops the recording (the page's Stop button, Ctrl+C). */
  stop: Promise<void>;
  /** The task's secrets: typing one's value is recorded as its `{{name}}`. */
  secrets: readonly { name: string; value: string }[];
  /** A pause this long (ms) in the input is when the screen is taken (default 500). */
  idleMs?: number;
  /** A pause this long (ms) ends the step going on, so it is written and shown at once (default 1500). */
  pauseMs?: number;
}

/**
 * `desktest record`: the person at the desktop is the agent. What they do is read from the X server
 * (`input_record`), grouped into steps (recorded-steps.ts), and each step is written to trajectory.jsonl
 * as the agent's are: its PyAutoGUI code, what it did in words (naming the accessible element a click
 * landed on), the screen before it (`step_<n-1>.png`) and the one after it settled (`step_<n>.png`),
 * the accessibility tree it acted on. The whole recording is off the task's clock; it ends when `stop`
 * resolves, with a `done` entry on the final screen.
 */
export function recordPerson(options: RecordPersonOptions): AgentRunner {
  return async (context) => context.deadline.excluding(record(context, options));
}

async function record(context: AgentContext, options: RecordPersonOptions): Promise<AgentOutcome> {
  const { session, artifacts, log } = context;
  const idleMs = options.idleMs ?? 500;
  const pauseMs = Math.max(idleMs, options.pauseMs ?? 1_500);
  const snapshots: Snapshot[] = [];
  const snapshot = async (afterSeq: number): Promise<Snapshot> => {
    await session.settle({ timeoutMs: 3_000 }).catch(() => undefined);
    const seen = await session.observe().catch(() => undefined);
    const shot: Snapshot = {
      afterSeq,
      ...(seen?.screenshot ? { screenshot: seen.screenshot.data } : {}),
      ...(seen?.a11y ? { a11y: seen.a11y.tsv } : {}),
    };
    // Before the first event, only the latest look counts.
    if (afterSeq === 0) snapshots.length = 0;
    snapshots.push(shot);
    return shot;
  };

  await session.guest.inputRecord("start").catch((error: Error) => {
    throw new InfraError(`cannot record the desktop's input: ${error.message}`);
  });
  context.onRecording?.();
  // The screen before the first step: taken again while nothing happens, so that it is the one the
  // person acted on (an app may still be drawing its first frames when the recording starts).
  await snapshot(0);
  let lastLookAt = Date.now();
  log("[Record] Recording: use the desktop; stop with the page's Stop button or Ctrl+C");

  const grouper = new StepGrouper();
  let written = 0;
  /** Whether the last written step has its own settled screen (the next step's "before"). */
  let lastHadScreen = true;
  let lastSeq = 0;
  let snapshotSeq = 0;
  let pausedSeq = 0;
  let lastEventAt = Date.now();

  const write = async (step: RecordedStep, nextFirstSeq: number | undefined) => {
    const number = ++written;
    // The screen the step acted on: the last one taken before its first event.
    const before = snapshots.filter((s) => s.afterSeq < step.firstSeq).at(-1);
    // The screen after it: taken after its last event and before the next step's first, the last of those.
    const after = snapshots
      .filter((s) => s.afterSeq >= step.lastSeq && (nextFirstSeq === undefined || s.afterSeq < nextFirstSeq))
      .at(-1);
    const action =
      step.action.kind === "type"
        ? { ...step.action, text: withPlaceholders(step.action.text, options.secrets) }
        : step.action;
    const { entry } = await writeRecordedStep(artifacts, {
      number,
      action,
      before,
      after,
      beforeShown: lastHadScreen,
      written: (text) => withPlaceholders(text, options.secrets),
      result: "success",
    });
    lastHadScreen = after?.screenshot !== undefined;
    // What the steps still to come may need: the screens from this step's end on (one is their "before").
    const keep = snapshots.filter((shot) => shot.afterSeq >= step.lastSeq);
    snapshots.splice(0, snapshots.length, ...keep);
    log(`[Record] Step ${number}: ${entry.thought}`);
  };

  const take = async (events: readonly InputEvent[]) => {
    for (const event of events) {
      const closed = grouper.add([event]);
      for (const step of closed) await write(step, event.seq);
      lastSeq = event.seq;
    }
    if (events.length) lastEventAt = Date.now();
  };

  let stopped = false;
  void options.stop.then(() => (stopped = true));
  while (!stopped) {
    const read = await session.guest.inputRecord("read", { since: lastSeq, waitMs: 250 });
    await take(read.events);
    if (!read.recording)
      throw new InfraError("the desktop's input recording ended by itself (did the X server stop?)");
    if (read.events.length === 0 && lastSeq > snapshotSeq && Date.now() - lastEventAt >= idleMs) {
      snapshotSeq = lastSeq;
      await snapshot(lastSeq);
    } else if (
      read.events.length === 0 &&
      lastSeq === snapshotSeq &&
      lastSeq > pausedSeq &&
      Date.now() - lastEventAt >= pauseMs
    ) {
      // The step the person paused after is written now, with the screen it left: the page shows it
      // while they look, not only after Stop.
      pausedSeq = lastSeq;
      for (const step of grouper.closeOnPause()) await write(step, undefined);
    } else if (lastSeq === 0 && Date.now() - lastLookAt >= 1_000) {
      lastLookAt = Date.now();
      await snapshot(0);
    }
  }
  const rest = await session.guest.inputRecord("stop", { since: lastSeq });
  await take(rest.events);
  const final = await snapshot(lastSeq);
  for (const step of grouper.flush()) await write(step, undefined);
  if (final.screenshot && (!lastHadScreen || written === 0))
    await artifacts.binary(screenshotName(written), final.screenshot);
  await artifacts.appendTrajectory({
    step: written + 1,
    timestamp: trajectoryTimestamp(),
    action_code: "",
    thought: `The recording was stopped after ${written} step(s).`,
    ...(final.screenshot ? { screenshot_path: screenshotName(written) } : {}),
    result: "done",
  });
  return {
    passed: true,
    ending: "done",
    reasoning: `Recorded by hand: ${written} step${written === 1 ? "" : "s"}`,
    steps: written,
    byPerson: true,
  };
}
