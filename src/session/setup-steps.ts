import { InfraError, type SourceLocation } from "../errors/desktest-error.ts";
import { Redactor } from "../secrets/redactor.ts";
import type { SetupStep } from "../task/model.ts";
import type { Session } from "./session.ts";

export interface SetupOptions {
  redactor?: Redactor;
  /** Cap for each `execute` step (the run's own deadline also applies). */
  stepTimeoutMs?: number;
  log?: (line: string) => void;
  locate?: (pointer: string) => SourceLocation;
  /** Called as each step starts, with its index and redacted description. */
  onStep?: (index: number, description: string) => void;
}

/** How a step is shown in logs, as the reference does. */
export function describeStep(step: SetupStep): string {
  switch (step.type) {
    case "execute":
      return `execute: ${step.command}`;
    case "copy":
      return `copy: ${step.src} -> ${step.dest}`;
    case "open":
      return step.app ? `open: ${step.target} with ${step.app}` : `open: ${step.target}`;
    case "sleep":
      return `sleep: ${step.seconds}s`;
  }
}

/**
 * Run setup steps in order; the first failure stops with an infrastructure error that names the step,
 * what it did and its output (secrets redacted). Unlike the reference, `execute` exit codes count.
 */
export async function runSetupSteps(
  session: Session,
  steps: SetupStep[],
  options: SetupOptions = {},
): Promise<void> {
  const redactor = options.redactor ?? new Redactor();
  for (const [i, step] of steps.entries()) {
    const description = redactor.redact(describeStep(step));
    options.onStep?.(i, description);
    options.log?.(`Running setup step ${i}: ${description}`);
    try {
      await runStep(session, step, options.stepTimeoutMs ?? 600_000);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new InfraError(redactor.redact(`Setup step ${i} (${step.type}) failed: ${reason}`), {
        location: options.locate?.(`/config/${i}`),
        cause: error,
      });
    }
  }
}

async function runStep(session: Session, step: SetupStep, timeoutMs: number): Promise<void> {
  switch (step.type) {
    case "execute": {
      const result = await session.exec(step.command, { timeoutMs });
      if (result.timedOut)
        throw new Error(
          `Command timed out after ${Math.round(timeoutMs / 1000)}s and was killed: ${step.command}`,
        );
      if (result.exitCode !== 0) {
        const output = (result.stderr.trim() || result.stdout.trim()).split("\n").slice(-10).join("\n");
        throw new Error(
          `Command exited with code ${result.exitCode}: ${step.command}${output ? `\n${output}` : ""}`,
        );
      }
      return;
    }
    case "copy":
      await session.copyIn(step.src, step.dest);
      return;
    case "open": {
      await session.spawn(session.os.openCommand(step.target, step.app), { log: session.os.appLog });
      return;
    }
    case "sleep":
      await new Promise((resolve) => setTimeout(resolve, step.seconds * 1000));
      return;
  }
}
