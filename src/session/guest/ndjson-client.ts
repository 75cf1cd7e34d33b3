import type { Readable, Writable } from "node:stream";
import { InfraError } from "../../errors/desktest-error.ts";

/** An error the guest agent answered with (`ok: false`). */
export class GuestRequestError extends InfraError {
  constructor(
    readonly op: string,
    readonly errorType: string,
    message: string,
  ) {
    super(`guest agent '${op}' failed (${errorType}): ${message}`);
  }
}

interface Pending {
  op: string;
  resolve: (value: Record<string, unknown>) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout | undefined;
}

/**
 * Newline-delimited JSON requests and responses over any pair of byte streams (a `docker exec` attach
 * today, a TCP socket or serial port in a VM later). One request per line `{id, op, ...params}`, one
 * response per line `{id, ok, ...}`; responses may arrive in any order.
 */
export class NdjsonClient {
  private nextId = 1;
  private buffer = "";
  private readonly pending = new Map<number, Pending>();
  private closedReason: string | undefined;

  /**
   * `explainEnd`, when given, says why the agent's output ended (the backend knows: a container that
   * exited, a VM that stopped); outstanding requests fail with that instead of a bare "closed".
   */
  constructor(
    private readonly input: Readable,
    private readonly output: Writable,
    explainEnd?: () => Promise<string | undefined>,
  ) {
    input.setEncoding("utf8");
    input.on("data", (chunk: string) => this.receive(chunk));
    // The backend's explanation of the agent's end, asked for once; `fallback` when it has none.
    let explained: Promise<string | undefined> | undefined;
    const failExplained = (fallback: string) => {
      if (!explainEnd) return this.fail(fallback);
      explained ??= explainEnd().catch(() => undefined);
      void explained.then((why) => this.fail(why ?? fallback));
    };
    input.on("end", () =>
      failExplained("the guest agent closed its output (it exited: its diagnostics are in the log)"),
    );
    input.on("error", (error) => this.fail(`the guest agent stream failed: ${error.message}`));
    // A write that fails (EPIPE) means the other side is gone: why is the backend's to say (an SSH
    // connection that dropped, a container that exited), as when the agent's output ends.
    output.on("error", (error) => failExplained(`writing to the guest agent failed: ${error.message}`));
  }

  get closed(): boolean {
    return this.closedReason !== undefined;
  }

  /** Send one request; resolves with the response fields, rejects on `ok: false`, timeout or a dead agent. */
  request<T extends object>(op: string, params: object = {}, timeoutMs = 30_000): Promise<T> {
    if (this.closedReason) return Promise.reject(new InfraError(this.closedReason));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      const timer =
        timeoutMs > 0
          ? setTimeout(() => {
              this.pending.delete(id);
              reject(new InfraError(`guest agent '${op}' did not answer within ${timeoutMs} ms`));
            }, timeoutMs)
          : undefined;
      this.pending.set(id, { op, resolve: resolve as Pending["resolve"], reject, timer });
      this.output.write(JSON.stringify({ ...params, id, op }) + "\n");
    });
  }

  /** Stop: every outstanding request fails. */
  close(reason = "the guest agent connection was closed"): void {
    this.fail(reason);
    this.output.end();
  }

  private receive(chunk: string): void {
    this.buffer += chunk;
    let newline: number;
    while ((newline = this.buffer.indexOf("\n")) >= 0) {
      const line = this.buffer.slice(0, newline).trim();
      this.buffer = this.buffer.slice(newline + 1);
      if (line) this.dispatch(line);
    }
  }

  private dispatch(line: string): void {
    let message: Record<string, unknown>;
    try {
      message = JSON.parse(line) as Record<string, unknown>;
    } catch {
      return; // not a protocol line; the agent logs to stderr, so this is stray output
    }
    const pending = typeof message.id === "number" ? this.pending.get(message.id) : undefined;
    if (!pending) return; // a late answer to a request that already timed out
    this.pending.delete(message.id as number);
    clearTimeout(pending.timer);
    if (message.ok === true) {
      pending.resolve(message);
    } else {
      const error = (message.error ?? {}) as { type?: string; message?: string };
      pending.reject(new GuestRequestError(pending.op, error.type ?? "error", error.message ?? "no message"));
    }
  }

  private fail(reason: string): void {
    if (this.closedReason) return;
    this.closedReason = reason;
    for (const [id, pending] of this.pending) {
      clearTimeout(pending.timer);
      pending.reject(new InfraError(`${reason} while '${pending.op}' was pending`));
      this.pending.delete(id);
    }
  }
}
