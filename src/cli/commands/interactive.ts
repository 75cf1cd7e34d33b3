import path from "node:path";
import { createInterface } from "node:readline";
import pc from "picocolors";
import type { AgentRunner, StepGate } from "../../agent/agent-runner.ts";
import type { RunObserver } from "../../artifacts/run-observer.ts";
import { screenshotName } from "../../artifacts/trajectory.ts";
import { ConfigError } from "../../errors/desktest-error.ts";
import type { ExitCode } from "../../errors/exit-code.ts";
import { forwardVnc } from "../../monitor/vnc-bridge.ts";
import { runTask } from "../../run/run-task.ts";
import type { RunTaskResult } from "../../run/write-results.ts";
import { loadTaskToRun } from "../../run/task-to-run.ts";
import type { Session } from "../../session/session.ts";
import { cutText } from "../../util/cut-text.ts";
import { agentSetup } from "../agent-setup.ts";
import { exitCleanlyOnInterrupt } from "../interrupt.ts";
import type { CliIO } from "../io.ts";
import { startLiveView } from "../live-view.ts";
import { printVerdict, taskRunOptions, type RunCommandOptions } from "./run.ts";

export interface InteractiveOptions extends RunCommandOptions {
  /** Run the agent one step per Enter (q stops); without it, start the desktop and wait. */
  step?: boolean;
}

/**
 * `desktest interactive <task> [--step]`: the task's desktop exactly as a run starts it (deploy, setup,
 * launch), how to watch it (the live view, a VNC address, a shell), and then either a wait until Ctrl+C,
 * or, with --step, the agent one step per Enter: each step's thought, code and new screen are shown,
 * and q ends the run there with its results and artifacts written. Ctrl+C removes the desktop.
 */
export async function interactiveCommand(
  taskFile: string,
  options: InteractiveOptions,
  io: CliIO,
): Promise<ExitCode> {
  const c = pc.createColors(io.color);
  if (options.replay || options.record)
    throw new ConfigError(
      "desktest interactive waits for you or steps the agent; --replay and --record are for desktest run",
    );
  const warn = (line: string) => io.stderr(c.yellow(`warning: ${line}\n`));
  const setup = await agentSetup(options, io, warn);
  exitCleanlyOnInterrupt(io.stderr);
  const live = await startLiveView(options, io, { always: true });
  // Only step mode reads the terminal (Enter, q); otherwise the person is in the desktop.
  const lines = options.step ? lineReader(io.terminal?.input ?? process.stdin) : undefined;
  let ready: Promise<void> = Promise.resolve();
  let artifactsDir = "";
  const closers: (() => Promise<void>)[] = [];

  const announce: RunObserver = {
    started: (start) => {
      artifactsDir = start.artifactsDir;
      ready = (async () => {
        const vnc = start.desktop.openVnc
          ? await forwardVnc(start.desktop, { host: "127.0.0.1", port: 0 }, { interactive: true }).catch(
              () => undefined,
            )
          : undefined;
        if (vnc) closers.push(vnc.close);
        io.stderr(
          [
            "",
            c.bold(`The desktop of ${start.testId} is ready (deployed, set up, the app launched).`),
            `  Live view:  ${live?.server.url ?? "(none)"}`,
            ...(vnc
              ? [`  VNC:        ${vnc.address.host}:${vnc.address.port} (any VNC viewer, no password)`]
              : []),
            ...shellLine(start.desktop),
            `  Artifacts:  ${start.artifactsDir}`,
            options.step
              ? `Press Enter to take each step of the agent (at most ${start.maxSteps}), q then Enter to stop there; Ctrl+C removes the desktop.`
              : "Use the desktop; press Ctrl+C to stop and remove it.",
            "",
          ].join("\n"),
        );
      })();
    },
    step: (entry) => {
      const after = artifactsDir && path.join(artifactsDir, screenshotName(entry.step));
      io.stderr(
        [
          c.bold(`Step ${entry.step}: ${entry.result}`),
          ...(entry.thought ? [`  thought: ${cutText(entry.thought, 500)}`] : []),
          ...(entry.action_code ? ["  code:", ...entry.action_code.split("\n").map((l) => `    ${l}`)] : []),
          ...(entry.error_feedback ? [c.red(`  error: ${entry.error_feedback}`)] : []),
          // The screen after a step is the next observation's (none after DONE or FAIL).
          ...(after && !["done", "fail"].includes(String(entry.result)) ? [`  new screen: ${after}`] : []),
          ...(live ? [`  live view: ${live.server.url}`] : []),
          "",
        ].join("\n"),
      );
    },
  };
  const observers = [announce, ...(live ? [live.hub.observer()] : [])];
  const observer: RunObserver = {
    started: (s) => observers.forEach((o) => o.started?.(s)),
    thinking: (n) => observers.forEach((o) => o.thinking?.(n)),
    step: (e) => observers.forEach((o) => o.step?.(e)),
    ended: (r) => observers.forEach((o) => o.ended?.(r)),
  };

  let quit = false;
  const beforeStep: StepGate = async (step, maxSteps) => {
    await ready;
    io.stderr(`--- Step ${step}/${maxSteps} --- Press Enter to execute, 'q' to quit ---\n`);
    quit = isQuit(await lines!.next());
    return !quit;
  };
  // After the agent's last step (DONE, FAIL, out of steps) the desktop stays for the person to look at,
  // with the verdict printed, until q (or the end of input); a q at a step already said "stop here".
  let verdictShown = false;
  const holdDesktop = async (result: RunTaskResult) => {
    if (quit) return;
    printVerdict(result, io);
    verdictShown = true;
    io.stderr(
      `The desktop stays up for you to look at${live ? ` (live view: ${live.server.url})` : ""}: q then Enter removes it.\n`,
    );
    while (!isQuit(await lines!.next()));
  };
  // Without --step nobody drives the desktop but the person: the run waits, off the clock, for Ctrl+C.
  const waitForPerson: AgentRunner = async (context) => {
    await ready;
    await context.deadline.excluding(new Promise<never>(() => undefined));
    throw new Error("unreachable");
  };

  try {
    const result = await runTask({
      ...taskRunOptions(await loadTaskToRun(taskFile, { cwd: io.cwd }), options, io, setup),
      apiKeys: setup.apiKeys,
      agent: options.step ? setup.agent : () => waitForPerson,
      ...(options.step ? { beforeStep, holdDesktop } : {}),
      observer,
    });
    if (!verdictShown) printVerdict(result, io);
    return result.exitCode;
  } finally {
    lines?.close();
    for (const close of closers) await close();
    await live?.server.close();
  }
}

/** `q` or `quit` typed, or the input ended. */
function isQuit(answer: string | undefined): boolean {
  return answer === undefined || ["q", "quit"].includes(answer.trim().toLowerCase());
}

/** How to open a shell in the desktop, where there is a way. */
function shellLine(desktop: Session): string[] {
  return "container" in desktop ? [`  Shell:      docker exec -it ${desktop.id.slice(0, 12)} bash`] : [];
}

/** Lines typed at the terminal, one per `next()`; undefined at the end of input. */
function lineReader(input: NodeJS.ReadableStream): { next(): Promise<string | undefined>; close(): void } {
  // terminal: false keeps the terminal as it is, so Ctrl+C stays a signal to the process.
  const rl = createInterface({ input, terminal: false });
  const queued: string[] = [];
  const waiting: ((line: string | undefined) => void)[] = [];
  let ended = false;
  rl.on("line", (line) => {
    const waiter = waiting.shift();
    if (waiter) waiter(line);
    else queued.push(line);
  });
  rl.on("close", () => {
    ended = true;
    for (const waiter of waiting.splice(0)) waiter(undefined);
  });
  return {
    next: () =>
      queued.length > 0
        ? Promise.resolve(queued.shift())
        : ended
          ? Promise.resolve(undefined)
          : new Promise((resolve) => waiting.push(resolve)),
    close: () => rl.close(),
  };
}
