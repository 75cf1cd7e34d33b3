import type { ExecOptions, ExecResult } from "../exec-result.ts";
import type { NdjsonClient } from "./ndjson-client.ts";

export interface ObserveOptions {
  screenshot?: boolean;
  a11y?: boolean;
  format?: "png" | "jpeg" | "webp";
  quality?: number;
  /** Longest edges the screenshot may have; larger screens are downscaled in the guest. */
  maxWidth?: number;
  maxHeight?: number;
  maxA11yNodes?: number;
  a11yMaxChars?: number;
  a11yTimeoutMs?: number;
}

export interface Screenshot {
  data: Buffer;
  format: string;
  width: number;
  height: number;
  originalWidth: number;
  originalHeight: number;
  captureMs: number;
  encodeMs: number;
}

/** The accessibility tree in desktest's TSV format (header `tag name text class description position size`). */
export interface A11yTree {
  tsv: string;
  nodes: number;
  truncated: boolean;
  truncatedReason: string | null;
  timedOut: boolean;
}

export interface Observation {
  screenshot?: Screenshot;
  a11y?: A11yTree;
  /** Why a requested part is missing (the other part may still be there). */
  screenshotError?: string;
  a11yError?: string;
  pointer?: { x: number; y: number } | null;
  ms: number;
}

export interface ActResult {
  success: boolean;
  error: string | null;
  durationMs: number;
  /** What the code printed. */
  stdout: string;
}

export interface WindowInfo {
  id: number;
  title: string;
  class: string;
  instance: string;
  pid: number | null;
  x: number;
  y: number;
  width: number;
  height: number;
  mapped: boolean;
  focused: boolean;
}

export interface SettleResult {
  settled: boolean;
  ms: number;
  frames: number;
}

export interface PingResult {
  version: string;
  protocol: number;
  display: string;
  screen: { width: number; height: number } | null;
  pid: number;
  user: string;
}

type Wire = Record<string, unknown>;

/** The in-guest agent's requests (docker/guest/PROTOCOL.md), typed, over any transport. */
export class GuestAgent {
  constructor(private readonly client: NdjsonClient) {}

  get closed(): boolean {
    return this.client.closed;
  }

  ping(timeoutMs = 10_000): Promise<PingResult> {
    return this.client.request<PingResult>("ping", {}, timeoutMs);
  }

  async observe(options: ObserveOptions = {}): Promise<Observation> {
    const a11yTimeoutMs = options.a11yTimeoutMs ?? 15_000;
    const wire = await this.client.request<Wire>(
      "observe",
      {
        screenshot: options.screenshot ?? true,
        a11y: options.a11y ?? true,
        format: options.format ?? "png",
        ...(options.quality ? { quality: options.quality } : {}),
        ...(options.maxWidth ? { max_width: options.maxWidth } : {}),
        ...(options.maxHeight ? { max_height: options.maxHeight } : {}),
        max_a11y_nodes: options.maxA11yNodes ?? 10_000,
        a11y_max_chars: options.a11yMaxChars ?? 40_000,
        a11y_timeout_ms: a11yTimeoutMs,
      },
      a11yTimeoutMs + 15_000,
    );
    const shot = wire.screenshot as Wire | undefined;
    const tree = wire.a11y as Wire | undefined;
    return {
      ...(shot
        ? {
            screenshot: {
              data: Buffer.from(shot.data as string, "base64"),
              format: shot.format as string,
              width: shot.width as number,
              height: shot.height as number,
              originalWidth: shot.original_width as number,
              originalHeight: shot.original_height as number,
              captureMs: shot.capture_ms as number,
              encodeMs: shot.encode_ms as number,
            },
          }
        : {}),
      ...(tree
        ? {
            a11y: {
              tsv: tree.tsv as string,
              nodes: tree.nodes as number,
              truncated: tree.truncated as boolean,
              truncatedReason: (tree.truncated_reason as string | null) ?? null,
              timedOut: tree.timed_out as boolean,
            },
          }
        : {}),
      ...(wire.screenshot_error ? { screenshotError: errorText(wire.screenshot_error) } : {}),
      ...(wire.a11y_error ? { a11yError: errorText(wire.a11y_error) } : {}),
      pointer: (wire.pointer as Observation["pointer"]) ?? null,
      ms: wire.ms as number,
    };
  }

  async act(code: string, timeoutMs = 90_000, coordScale = 1): Promise<ActResult> {
    const params = { code, timeout_ms: timeoutMs, ...(coordScale !== 1 ? { coord_scale: coordScale } : {}) };
    const wire = await this.client.request<Wire>("act", params, timeoutMs + 10_000);
    return {
      success: wire.success as boolean,
      error: (wire.error as string | null) ?? null,
      durationMs: wire.duration_ms as number,
      stdout: (wire.stdout as string) ?? "",
    };
  }

  async run(command: string | string[], options: ExecOptions = {}): Promise<ExecResult> {
    const timeoutMs = options.timeoutMs ?? 300_000;
    const wire = await this.client.request<Wire>(
      "run",
      {
        cmd: command,
        timeout_ms: timeoutMs,
        ...(options.env ? { env: options.env } : {}),
        ...(options.user ? { user: options.user } : {}),
        ...(options.cwd ? { cwd: options.cwd } : {}),
        ...(options.stdin !== undefined ? { stdin: options.stdin } : {}),
      },
      timeoutMs + 15_000,
    );
    return {
      exitCode: (wire.exit_code as number | null) ?? -1,
      stdout: wire.stdout as string,
      stderr: wire.stderr as string,
      timedOut: wire.timed_out as boolean,
      durationMs: wire.duration_ms as number,
    };
  }

  /** Start a command in the background (its own session); returns its pid. */
  async spawn(
    command: string | string[],
    options: { log?: string; env?: Record<string, string>; cwd?: string } = {},
  ): Promise<number> {
    const wire = await this.client.request<Wire>("run", {
      cmd: command,
      detach: true,
      ...(options.log ? { log: options.log } : {}),
      ...(options.env ? { env: options.env } : {}),
      ...(options.cwd ? { cwd: options.cwd } : {}),
    });
    return wire.pid as number;
  }

  settle(
    options: { timeoutMs?: number; intervalMs?: number; stableFrames?: number } = {},
  ): Promise<SettleResult> {
    const timeoutMs = options.timeoutMs ?? 3_000;
    return this.client.request<SettleResult>(
      "settle",
      {
        timeout_ms: timeoutMs,
        interval_ms: options.intervalMs ?? 50,
        stable_frames: options.stableFrames ?? 2,
      },
      timeoutMs + 10_000,
    );
  }

  async windows(): Promise<WindowInfo[]> {
    return (await this.client.request<{ windows: WindowInfo[] }>("windows")).windows;
  }

  async shutdown(): Promise<void> {
    await this.client.request("shutdown", {}, 2_000).catch(() => undefined);
    this.client.close();
  }

  close(): void {
    this.client.close();
  }
}

function errorText(error: unknown): string {
  const e = error as { type?: string; message?: string };
  return `${e.type ?? "error"}: ${e.message ?? "unknown"}`;
}
