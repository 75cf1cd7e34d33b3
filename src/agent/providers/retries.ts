import { setTimeout as delay } from "node:timers/promises";
import { LlmError, type LlmProvider, type LlmRequest, type LlmResponse } from "./llm-provider.ts";
import { formatDuration } from "../../util/format-duration.ts";

export const DEFAULT_MAX_RETRIES = 5;
export const DEFAULT_ATTEMPT_TIMEOUT_MS = 90_000;
/** Longest wait between attempts, whatever the server's Retry-After says (the reference: 30 s). */
export const MAX_RETRY_DELAY_MS = 30_000;

export interface RetryOptions {
  /** Retries after the first attempt (default 5: six attempts). */
  maxRetries?: number;
  /** Bound on each attempt (default 90 s); the request is aborted when it passes. */
  attemptTimeoutMs?: number;
  /** Milliseconds left for the whole run: no attempt starts, and no wait lasts, past it. */
  deadline?: () => number;
  /** Called before each wait: `attempt` is the 1-based number of the attempt that failed. */
  onRetry?: (attempt: number, error: LlmError, delayMs: number) => void;
  /** How to wait (tests pass a fake that records the delays). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Source of jitter in [0, 1) (default Math.random). */
  random?: () => number;
  /** Cancels everything (the run was interrupted): the current attempt is aborted and nothing retried. */
  signal?: AbortSignal;
}

const LABELS: Record<string, string> = {
  anthropic: "Anthropic",
  openai: "OpenAI",
  openrouter: "OpenRouter",
  cerebras: "Cerebras",
  gemini: "Gemini",
  custom: "Custom",
  "claude-cli": "Claude CLI",
  "codex-cli": "Codex CLI",
};

function labelOf(provider: LlmProvider): string {
  return LABELS[provider.name] ?? provider.name;
}

/**
 * The wait before retry `retry` (1-based) after `error`: the server's Retry-After capped at 30 s, else
 * `min(2^(retry-1), 30)` seconds times a jitter factor in [0.75, 1.25].
 */
export function retryDelayMs(retry: number, error: LlmError, random: () => number = Math.random): number {
  const asked = error.details.retryAfterMs;
  if (asked !== undefined && Number.isFinite(asked) && asked >= 0) return Math.min(asked, MAX_RETRY_DELAY_MS);
  const nominal = Math.min(2 ** (retry - 1), 30) * 1000;
  return Math.round(nominal * (0.75 + 0.5 * random()));
}

/**
 * One LLM call with the reference's retry policy (§5.8): every attempt bounded by `attemptTimeoutMs`
 * (and by the run's deadline), retryable failures (rate limit, overloaded, 5xx, timeouts, network)
 * retried after `retryDelayMs`, context-length and other non-retryable errors thrown at once, the last
 * error thrown when the attempts run out or the deadline leaves no room for another wait and attempt.
 */
export async function completeWithRetries(
  provider: LlmProvider,
  request: LlmRequest,
  options: RetryOptions = {},
): Promise<LlmResponse> {
  const maxRetries = Math.max(0, options.maxRetries ?? DEFAULT_MAX_RETRIES);
  const attemptTimeoutMs = options.attemptTimeoutMs ?? DEFAULT_ATTEMPT_TIMEOUT_MS;
  const remaining = () => (options.deadline ? options.deadline() : Number.POSITIVE_INFINITY);
  const sleep = options.sleep ?? ((ms: number, signal?: AbortSignal) => delay(ms, undefined, { signal }));
  const outer = [options.signal, request.signal].filter((s): s is AbortSignal => s !== undefined);
  const outerSignal = outer.length === 0 ? undefined : outer.length === 1 ? outer[0] : AbortSignal.any(outer);
  const label = labelOf(provider);
  let lastError: LlmError | undefined;

  for (let attempt = 1; attempt <= maxRetries + 1; attempt++) {
    if (outerSignal?.aborted) throw cancelled(label, outerSignal, lastError);
    const left = remaining();
    if (left <= 0) {
      throw (
        lastError ??
        new LlmError(`${label} call not attempted: the run's time limit is reached`, "timeout", {})
      );
    }
    const limitMs = Math.min(attemptTimeoutMs, left);
    try {
      return await attemptOnce(provider, request, limitMs, limitMs < attemptTimeoutMs, label, outerSignal);
    } catch (error) {
      if (!(error instanceof LlmError)) throw error;
      lastError = error;
      if (outerSignal?.aborted) throw cancelled(label, outerSignal, error);
      if (error.kind === "context_length" || !error.retryable || attempt > maxRetries) throw error;
      const wait = retryDelayMs(attempt, error, options.random);
      if (wait >= remaining()) throw error;
      options.onRetry?.(attempt, error, wait);
      try {
        await sleep(wait, outerSignal);
      } catch (sleepError) {
        if (outerSignal?.aborted) throw cancelled(label, outerSignal, error);
        throw sleepError;
      }
    }
  }
  // Unreachable: the last attempt either returns or throws.
  throw lastError ?? new LlmError(`${label} call failed`, "server", {});
}

function cancelled(label: string, signal: AbortSignal, last: LlmError | undefined): LlmError {
  return new LlmError(`${label} call cancelled`, "timeout", last ? { ...last.details } : {}, {
    cause: signal.reason,
  });
}

/**
 * One attempt, bounded even if the provider ignores its signal: the attempt's own controller aborts the
 * request at `limitMs` and the wait for it is raced against the same timer.
 */
async function attemptOnce(
  provider: LlmProvider,
  request: LlmRequest,
  limitMs: number,
  cutByDeadline: boolean,
  label: string,
  outerSignal: AbortSignal | undefined,
): Promise<LlmResponse> {
  const controller = new AbortController();
  const signal = outerSignal ? AbortSignal.any([outerSignal, controller.signal]) : controller.signal;
  const timedOut = () =>
    new LlmError(
      `${label} call timed out after ${formatDuration(limitMs)}${cutByDeadline ? " (the run's time limit)" : ""}`,
      "timeout",
      {},
    );
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const stop = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort(new DOMException("LLM attempt timed out", "TimeoutError"));
      reject(timedOut());
    }, limitMs);
    onAbort = () =>
      reject(new LlmError(`${label} call cancelled`, "timeout", {}, { cause: outerSignal?.reason }));
    outerSignal?.addEventListener("abort", onAbort, { once: true });
  });
  const call = Promise.resolve().then(() => provider.complete({ ...request, signal }));
  // Whichever loses the race must not surface as an unhandled rejection.
  call.catch(() => undefined);
  stop.catch(() => undefined);
  try {
    return await Promise.race([call, stop]);
  } catch (error) {
    // The provider saw the abort first and reported it its own way: say why it was aborted.
    if (
      controller.signal.aborted &&
      !outerSignal?.aborted &&
      error instanceof LlmError &&
      error.kind === "timeout"
    ) {
      throw timedOut();
    }
    throw error;
  } finally {
    clearTimeout(timer);
    if (onAbort) outerSignal?.removeEventListener("abort", onAbort);
  }
}
