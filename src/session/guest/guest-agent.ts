import { open } from "node:fs/promises";
import type { ExecOptions, ExecResult } from "../exec-result.ts";
import type { NdjsonClient } from "./ndjson-client.ts";

export type ImageFormat = "png" | "jpeg" | "webp";

export interface ObserveOptions {
  screenshot?: boolean;
  a11y?: boolean;
  format?: ImageFormat;
  quality?: number;
  /** Longest edges the screenshot may have; larger screens are downscaled in the guest. */
  maxWidth?: number;
  maxHeight?: number;
  maxA11yNodes?: number;
  a11yMaxChars?: number;
  a11yTimeoutMs?: number;
  /**
   * Settle first: the observation shows the screen once it stopped changing (or at the settle timeout).
   * The guest takes it during the wait where it can (PROTOCOL.md `observe`), so a step that changes
   * nothing costs one observation.
   */
  settle?: SettleOptions;
  /** Keep the screenshot in the guest, so that `frame` can fetch it in another encoding afterwards. */
  keepFrame?: boolean;
}

export interface SettleOptions {
  /** Longest wait (the cap). */
  timeoutMs?: number;
  /** Frame comparison: the pause between grabs, and how many identical grabs in a row. */
  intervalMs?: number;
  stableFrames?: number;
  /** Change events: how long without a change means settled (default: the frames' intervals). */
  quietMs?: number;
  /** `auto` (default): change events where the desktop has them, else frames; `frames`: always compare frames. */
  method?: "auto" | "changes" | "frames";
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
  /** The guest keeps this screenshot under this id (keepFrame) until `frame` fetches it. */
  frameId?: number;
}

/** A kept screenshot in another encoding. */
export interface EncodedFrame {
  data: Buffer;
  format: ImageFormat;
  width: number;
  height: number;
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
  /** How the screen settled before the observation (with `settle`). */
  settle?: SettleResult;
  ms: number;
}

export interface ActResult {
  success: boolean;
  error: string | null;
  durationMs: number;
  /** What the code printed. */
  stdout: string;
  /**
   * After code that sent input: ms until the focused app had processed it (the act waited for that), or
   * null when the desktop could not tell (PROTOCOL.md `act`). Absent after code that sent none.
   */
  inputAckMs?: number | null;
  /** The screen regions the code's typing of a secret masked (absent when none). */
  masked?: SecretMask[];
}

/**
 * A screen region painted over in every screenshot because a secret was typed into it (the focused
 * field's rectangle; the whole screen, width and height 0, when none was found): from `since` until the
 * field changed (`until`, null while it lasts), guest wall-clock seconds.
 */
export interface SecretMask {
  x: number;
  y: number;
  width: number;
  height: number;
  why: string;
  since: number;
  until: number | null;
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
  /** The wait: with an observation, until the observation that was kept began. */
  ms: number;
  /** Frames grabbed and compared (0 when change events decided). */
  frames: number;
  /** How it was decided: the desktop's change events (X damage) or frame comparison. */
  method?: "changes" | "frames";
  /** Observations taken (observe with settle: more than one when the screen changed during one). */
  observations?: number;
}

export interface PingResult {
  version: string;
  protocol: number;
  /** The platform adapter: linux, macos or windows. */
  platform: string;
  /** The X display (Linux); null when none is named (DISPLAY unset). */
  display?: string | null;
  /** The agent's Python interpreter. */
  executable?: string;
  /** macOS: whether the agent has Screen Recording and Accessibility (null: cannot tell). */
  permissions?: Record<string, boolean | null>;
  /** macOS: for each missing permission, the System Settings pane and the program to allow. */
  permission_help?: string[];
  screen: { width: number; height: number } | null;
  /** Why `screen` is null (agents before this field say nothing). */
  screen_error?: ScreenError;
  pid: number;
  user: string;
  /** The agent user's home folder. */
  home: string;
  ops: string[];
  /** What the agent can do beyond protocol 2's first ops (absent: none). */
  features?: string[];
}

/** Why the agent sees no screen (PROTOCOL.md, `ping`). */
export interface ScreenError {
  reason: "module_missing" | "display_unset" | "display_unreachable" | "error" | (string & {});
  message: string;
  /** The module that cannot be imported (`module_missing`): Xlib, AppKit… */
  module?: string;
}

/** A guest path as the guest's user means it (`~` and `$VARS` expanded, relative to `base`), and what is there. */
export interface GuestPathInfo {
  path: string;
  exists: boolean;
  file: boolean;
  dir: boolean;
  size: number | null;
}

/** OSWorld's directory tree, as the guest's list_dir answers it. */
export type GuestDirTree =
  | { type: "directory"; name: string; children: GuestDirTree[] }
  | { type: "file"; name: string }
  | { error: string };

/** The accessibility tree in OSWorld's XML shape (a `desktop-frame` root). */
export interface GuestA11yXml {
  xml: string;
  nodes: number;
  truncated: boolean;
}

/** The protocol version this host speaks; ping refuses an older agent. */
export const GUEST_PROTOCOL = 2;
const FILE_CHUNK_BYTES = 4 << 20;

type Wire = Record<string, unknown>;

/** The in-guest agent's requests (docker/guest/PROTOCOL.md), typed, over any transport. */
/** One input event as the X server received it (`input_record`). */
export interface InputEvent {
  seq: number;
  /** The X server's time, in ms. */
  t: number;
  kind: "key" | "button" | "motion";
  down?: boolean;
  x: number;
  y: number;
  /** X modifier state: 1 Shift, 2 Lock, 4 Control, 8 Mod1 (Alt), 64 Mod4 (Super). */
  state: number;
  /** key: the keysym as typed (with Shift), its name, the unshifted key's name, and its character. */
  keysym?: number;
  key?: string;
  base_key?: string;
  char?: string | null;
  /** button: 1 left, 2 middle, 3 right, 4/5 scroll up/down, 6/7 scroll left/right. */
  button?: number;
}

export interface InputRecording {
  events: InputEvent[];
  recording: boolean;
  dropped: number;
}

export class GuestAgent {
  /** The agent's features, from its last ping (an older agent has none). */
  private features = new Set<string>();

  constructor(private readonly client: NdjsonClient) {}

  get closed(): boolean {
    return this.client.closed;
  }

  /** Whether the agent has a feature added within protocol 2 (ping's `features`, PROTOCOL.md). */
  supports(feature: string): boolean {
    return this.features.has(feature);
  }

  async ping(timeoutMs = 10_000): Promise<PingResult> {
    const pong = await this.client.request<PingResult>("ping", {}, timeoutMs);
    if (typeof pong.protocol !== "number" || pong.protocol < GUEST_PROTOCOL)
      throw new Error(
        `the guest agent speaks protocol ${String(pong.protocol)}, this host needs ${GUEST_PROTOCOL}: install the guest agent of this desktest version (docker/guest)`,
      );
    this.features = new Set(Array.isArray(pong.features) ? pong.features : []);
    return pong;
  }

  /**
   * Screenshot and accessibility tree; with `settle`, of the settled screen. An agent without the
   * features settles first and then observes, and keeps no frame.
   */
  async observe(options: ObserveOptions = {}): Promise<Observation> {
    if (options.settle && !this.features.has("observe_settle")) {
      const settled = await this.settle(options.settle);
      const { settle: _settle, ...rest } = options;
      return { ...(await this.observe(rest)), settle: settled };
    }
    const keepFrame = options.keepFrame === true && this.features.has("keep_frame");
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
        ...(keepFrame ? { keep_frame: true } : {}),
        ...(options.settle ? { settle: settleParams(options.settle) } : {}),
      },
      a11yTimeoutMs + (options.settle ? settleTimeout(options.settle) : 0) + 15_000,
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
              ...(typeof shot.frame_id === "number" ? { frameId: shot.frame_id } : {}),
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
      ...(wire.settle ? { settle: wire.settle as SettleResult } : {}),
      ms: wire.ms as number,
    };
  }

  /** A screenshot an observe kept (`keepFrame`), in `format`; the guest keeps it no longer. */
  async frame(frameId: number, format: ImageFormat = "png"): Promise<EncodedFrame> {
    const wire = await this.client.request<Wire>("frame", { frame_id: frameId, format }, 60_000);
    return {
      data: Buffer.from(wire.data as string, "base64"),
      format: wire.format as ImageFormat,
      width: wire.width as number,
      height: wire.height as number,
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
      ...("input_ack_ms" in wire ? { inputAckMs: (wire.input_ack_ms as number | null) ?? null } : {}),
      ...(Array.isArray(wire.masked) && wire.masked.length > 0
        ? { masked: wire.masked as SecretMask[] }
        : {}),
    };
  }

  /**
   * The task's secret values (given once: typing one of them masks the focused field in every later
   * screenshot), and every mask so far with the guest's clock now. Needs the `secret_masks` feature.
   */
  async secretMasks(values?: readonly string[]): Promise<{ now: number; masks: SecretMask[] }> {
    const wire = await this.client.request<Wire>("secret_masks", values ? { values } : {}, 10_000);
    return { now: wire.now as number, masks: (wire.masks as SecretMask[]) ?? [] };
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

  /** Wait until the screen stops changing: on change events where the desktop has them, else frames. */
  settle(options: SettleOptions = {}): Promise<SettleResult> {
    return this.client.request<SettleResult>("settle", settleParams(options), settleTimeout(options));
  }

  /** Top-level windows; `all` includes unmapped (hidden, minimised) ones. */
  async windows(options: { all?: boolean } = {}): Promise<WindowInfo[]> {
    return (await this.client.request<{ windows: WindowInfo[] }>("windows", options.all ? { all: true } : {}))
      .windows;
  }

  /**
   * Wait up to `timeoutMs` for a top-level window whose title matches `titleRegex` (a Python regular
   * expression); the window, or undefined when none appeared.
   */
  async waitForWindow(
    titleRegex: string,
    timeoutMs: number,
    options: { mappedOnly?: boolean } = {},
  ): Promise<WindowInfo | undefined> {
    const wire = await this.client.request<{ found: boolean; match: WindowInfo | null }>(
      "windows",
      // mappedOnly: a window shown on the screen (managed and placed), not one just created at 0,0.
      { all: options.mappedOnly !== true, wait_for: { title_regex: titleRegex, timeout_ms: timeoutMs } },
      timeoutMs + 15_000,
    );
    return wire.found && wire.match ? wire.match : undefined;
  }

  /**
   * The selftest's scratch window (PROTOCOL.md `scratch_window`): `open` an empty text window of the
   * guest's own (a GTK window, TextEdit, Notepad) whose title contains the returned name.
   */
  async openScratchWindow(): Promise<{ name: string; pid: number | null }> {
    return this.client.request("scratch_window", { action: "open" }, 60_000);
  }

  /** Close a scratch window: whether its process was ended (not when it is the user's), and what happened. */
  async closeScratchWindow(
    name: string,
  ): Promise<{ closed: boolean; detail: string; stderr?: string; exit_code?: number }> {
    return this.client.request("scratch_window", { action: "close", name }, 30_000);
  }

  /** The accessibility tree as OSWorld's XML (its `accessibility_tree` getter and observation). */
  async a11yXml(timeoutMs = 60_000): Promise<GuestA11yXml> {
    const wire = await this.client.request<Wire>("a11y_xml", { timeout_ms: timeoutMs }, timeoutMs + 10_000);
    return { xml: wire.xml as string, nodes: wire.nodes as number, truncated: wire.truncated as boolean };
  }

  /** The applications registered with the desktop's accessibility layer (Linux: AT-SPI), with their pids. */
  async a11yApps(timeoutMs = 5_000): Promise<{ name: string; pid: number | null }[]> {
    const wire = await this.client.request<Wire>("a11y_apps", { timeout_ms: timeoutMs }, timeoutMs + 10_000);
    return wire.applications as { name: string; pid: number | null }[];
  }

  /**
   * What the desktop's screens depend on besides the app (PROTOCOL.md `environment`), as the agent
   * says it (untrusted: see readEnvironment); null from an agent without the op.
   */
  async environment(timeoutMs = 30_000): Promise<unknown> {
    if (!this.features.has("environment")) return null;
    return this.client.request<Wire>("environment", {}, timeoutMs);
  }

  /** The focused terminal's text in the active terminal window, or null when there is not exactly one. */
  async terminalText(timeoutMs = 30_000): Promise<string | null> {
    const wire = await this.client.request<Wire>(
      "terminal_text",
      { timeout_ms: timeoutMs },
      timeoutMs + 10_000,
    );
    return (wire.text as string | null) ?? null;
  }

  stat(guestPath: string, base?: string): Promise<GuestPathInfo> {
    return this.client.request<GuestPathInfo>("stat", { path: guestPath, ...(base ? { base } : {}) });
  }

  /** Move a file already in the guest to `dest` (folders created), with `mode`; returns where it landed. */
  async place(src: string, dest: string, options: { base?: string; mode?: number } = {}): Promise<string> {
    const wire = await this.client.request<Wire>("place", { src, dest, ...options });
    return wire.path as string;
  }

  async listDir(
    guestPath: string,
    base?: string,
  ): Promise<{ directory_tree: GuestDirTree } | { error: string }> {
    return this.client.request("list_dir", { path: guestPath, ...(base ? { base } : {}) }, 60_000);
  }

  /** Up to `length` bytes of a guest file from `offset` (at most one protocol chunk), and whether that is its end. */
  async readChunk(
    guestPath: string,
    offset: number,
    length = FILE_CHUNK_BYTES,
  ): Promise<{ data: Buffer; eof: boolean }> {
    const chunk = await this.client.request<Wire>(
      "read_file",
      { path: guestPath, offset, length: Math.min(length, FILE_CHUNK_BYTES) },
      120_000,
    );
    const data = Buffer.from(chunk.data_b64 as string, "base64");
    return { data, eof: chunk.eof === true || data.length === 0 };
  }

  /** Copy a guest file to the host through the protocol, in chunks (for backends without a copy channel). */
  async download(guestPath: string, hostPath: string): Promise<void> {
    const out = await open(hostPath, "w");
    try {
      for (let offset = 0; ;) {
        const { data, eof } = await this.readChunk(guestPath, offset);
        await out.write(data);
        offset += data.length;
        if (eof) return;
      }
    } finally {
      await out.close();
    }
  }

  /** Copy a host file into the guest through the protocol, in chunks; returns the guest path written. */
  async upload(hostPath: string, guestPath: string, mode?: number): Promise<string> {
    const input = await open(hostPath, "r");
    try {
      const buffer = Buffer.alloc(FILE_CHUNK_BYTES);
      let written = "";
      for (let first = true; ; first = false) {
        const { bytesRead } = await input.read(buffer, 0, FILE_CHUNK_BYTES, null);
        if (bytesRead === 0 && !first) return written;
        const params = {
          path: written || guestPath,
          data_b64: buffer.subarray(0, bytesRead).toString("base64"),
          append: !first,
          ...(first && mode !== undefined ? { mode } : {}),
        };
        written = (await this.client.request<Wire>("write_file", params, 120_000)).path as string;
        if (bytesRead < FILE_CHUNK_BYTES) return written;
      }
    } finally {
      await input.close();
    }
  }

  /** Chrome's open tabs, through its DevTools endpoint in the desktop. */
  async browserTabs(port = 9222): Promise<{ title: string; url: string }[]> {
    return (
      await this.client.request<{ tabs: { title: string; url: string }[] }>("browser_tabs", { port }, 60_000)
    ).tabs;
  }

  /** Open URLs as new Chrome tabs (the blank start tab closed); waits for Chrome's endpoint first. */
  async browserOpen(urls: string[], port = 9222): Promise<number> {
    return (await this.client.request<{ opened: number }>("browser_open", { urls, port }, 180_000)).opened;
  }

  /**
   * Record what a person does in the desktop, from the X server itself (`input_record`, PROTOCOL.md):
   * `start` a recording, `read` the events after sequence number `since` (waiting up to `waitMs` for the
   * first), `stop` it (the events not read yet come back).
   */
  async inputRecord(
    action: "start" | "read" | "stop",
    options: { since?: number; waitMs?: number } = {},
  ): Promise<InputRecording> {
    const params = {
      action,
      ...(options.since !== undefined ? { since: options.since } : {}),
      ...(options.waitMs !== undefined ? { wait_ms: options.waitMs } : {}),
    };
    const wire = await this.client.request<Wire>("input_record", params, (options.waitMs ?? 0) + 30_000);
    return {
      events: (wire.events as InputEvent[] | undefined) ?? [],
      recording: wire.recording === true,
      dropped: typeof wire.dropped === "number" ? wire.dropped : 0,
    };
  }

  async shutdown(): Promise<void> {
    await this.client.request("shutdown", {}, 2_000).catch(() => undefined);
    this.client.close();
  }

  close(): void {
    this.client.close();
  }
}

function settleParams(options: SettleOptions): Wire {
  return {
    timeout_ms: options.timeoutMs ?? 3_000,
    interval_ms: options.intervalMs ?? 50,
    stable_frames: options.stableFrames ?? 2,
    ...(options.quietMs !== undefined ? { quiet_ms: options.quietMs } : {}),
    ...(options.method ? { method: options.method } : {}),
  };
}

/** How long a settle may take to answer: its cap and a margin. */
function settleTimeout(options: SettleOptions): number {
  return (options.timeoutMs ?? 3_000) + 10_000;
}

function errorText(error: unknown): string {
  const e = error as { type?: string; message?: string };
  return `${e.type ?? "error"}: ${e.message ?? "unknown"}`;
}
