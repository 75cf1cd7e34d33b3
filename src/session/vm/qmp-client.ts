import { connect, type Socket } from "node:net";
import { InfraError } from "../../errors/desktest-error.ts";

/** A QMP error answer ({"error": {"class", "desc"}}). */
export class QmpError extends InfraError {
  constructor(
    readonly command: string,
    readonly errorClass: string,
    description: string,
  ) {
    super(`QEMU refused '${command}' (${errorClass}): ${description}`);
  }
}

interface Pending {
  command: string;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

export interface QmpEvent {
  event: string;
  data?: Record<string, unknown>;
}

/** Longest QMP message read (a screendump answers with a file, not bytes; 16 MiB is ample). */
const MAX_MESSAGE = 16 * 1024 * 1024;

/**
 * The QEMU Machine Protocol over a unix socket: what a VM offers without the guest's help (status,
 * screendump, input events, powerdown, quit, migration to a file). JSON objects separated by newlines;
 * commands carry an id that the answer echoes; events arrive in between.
 */
export class QmpClient {
  readonly #socket: Socket;
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Set<(event: QmpEvent) => void>();
  #buffer = "";
  #nextId = 1;
  #closed: string | undefined;

  private constructor(socket: Socket) {
    this.#socket = socket;
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => this.#receive(chunk));
    socket.on("close", () => this.#fail("QEMU closed its QMP socket (the VM stopped)"));
    socket.on("error", (error) => this.#fail(`QMP socket failed: ${error.message}`));
  }

  /** Connect (retrying until `timeoutMs` while QEMU starts), read the greeting, enter command mode. */
  static async connect(
    path: string,
    options: { timeoutMs?: number; retryMs?: number } = {},
  ): Promise<QmpClient> {
    const deadline = Date.now() + (options.timeoutMs ?? 10_000);
    let lastError: Error | undefined;
    for (;;) {
      try {
        const socket = await new Promise<Socket>((resolve, reject) => {
          const s = connect(path);
          s.once("connect", () => resolve(s));
          s.once("error", reject);
        });
        const client = new QmpClient(socket);
        await client.#greeting(Math.max(1000, deadline - Date.now()));
        await client.execute("qmp_capabilities");
        return client;
      } catch (error) {
        lastError = error as Error;
        if (Date.now() > deadline)
          throw new InfraError(`cannot reach QEMU's QMP socket ${path}: ${lastError.message}`, {
            cause: error,
          });
        await new Promise((resolve) => setTimeout(resolve, options.retryMs ?? 50));
      }
    }
  }

  get closed(): boolean {
    return this.#closed !== undefined;
  }

  execute<T = unknown>(command: string, args?: Record<string, unknown>, timeoutMs = 30_000): Promise<T> {
    if (this.#closed) return Promise.reject(new InfraError(this.#closed));
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#pending.delete(id);
        reject(new InfraError(`QEMU did not answer '${command}' within ${timeoutMs} ms`));
      }, timeoutMs);
      this.#pending.set(id, { command, resolve: resolve as (v: unknown) => void, reject, timer });
      this.#socket.write(
        JSON.stringify({ execute: command, ...(args ? { arguments: args } : {}), id }) + "\n",
      );
    });
  }

  /** Events (SHUTDOWN, STOP, MIGRATION…); returns the unsubscribe function. */
  onEvent(listener: (event: QmpEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Wait for an event by name. */
  waitForEvent(name: string, timeoutMs: number): Promise<QmpEvent> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        off();
        reject(new InfraError(`QEMU sent no ${name} event within ${timeoutMs} ms`));
      }, timeoutMs);
      const off = this.onEvent((event) => {
        if (event.event !== name) return;
        clearTimeout(timer);
        off();
        resolve(event);
      });
    });
  }

  close(): void {
    this.#fail("the QMP connection was closed");
    this.#socket.destroy();
  }

  #greeting(timeoutMs: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("no QMP greeting")), timeoutMs);
      this.#greeted = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }

  #greeted: (() => void) | undefined;

  #receive(chunk: string): void {
    this.#buffer += chunk;
    if (this.#buffer.length > MAX_MESSAGE) return this.#fail("QEMU sent an oversized QMP message");
    let newline: number;
    while ((newline = this.#buffer.indexOf("\n")) >= 0) {
      const line = this.#buffer.slice(0, newline).trim();
      this.#buffer = this.#buffer.slice(newline + 1);
      if (!line) continue;
      let message: Record<string, unknown>;
      try {
        message = JSON.parse(line) as Record<string, unknown>;
      } catch {
        continue;
      }
      if ("QMP" in message) {
        this.#greeted?.();
        this.#greeted = undefined;
      } else if ("event" in message) {
        for (const listener of this.#listeners) listener(message as unknown as QmpEvent);
      } else {
        const pending = this.#pending.get(Number(message.id));
        if (!pending) continue;
        this.#pending.delete(Number(message.id));
        clearTimeout(pending.timer);
        const error = message.error as { class?: string; desc?: string } | undefined;
        if (error)
          pending.reject(new QmpError(pending.command, error.class ?? "GenericError", error.desc ?? ""));
        else pending.resolve(message.return);
      }
    }
  }

  #fail(reason: string): void {
    if (this.#closed) return;
    this.#closed = reason;
    for (const pending of this.#pending.values()) {
      clearTimeout(pending.timer);
      pending.reject(new InfraError(reason));
    }
    this.#pending.clear();
  }
}
