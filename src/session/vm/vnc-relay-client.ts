import { randomBytes } from "node:crypto";
import { connect, type Socket } from "node:net";
import { Duplex } from "node:stream";
import { InfraError } from "../../errors/desktest-error.ts";
import {
  encodeFrame,
  FrameReader,
  FrameType,
  greeting,
  helloFrame,
  MAX_PAYLOAD,
  NONCE_BYTES,
  type Frame,
} from "./vnc-relay-frames.ts";

/**
 * Most bytes a connection holds for a viewer that does not read them. RFB sends only the screens a
 * viewer asked for, so a viewer that reads holds a screen or two; more is a viewer (or a guest) gone wrong.
 */
const MAX_BUFFERED = 64 << 20;

/**
 * The desktop's VNC server in a VM (x11vnc on the guest's 127.0.0.1:5900), reached through the VM's
 * relay port: QEMU's unix socket for the virtio-serial port `desktest.vnc`, on whose other end the guest
 * runs docker/vm/desktest-vnc-relay. The socket is connected once, on the first `open`, and each `open`
 * is a channel of its own on it, so viewers come and go, and several watch at once. No network is given
 * to the guest for it.
 */
export class VncRelayClient {
  #link: Promise<RelayLink> | undefined;
  #closed = false;
  /** Channel numbers are never used twice, not even by a later link: nothing stale reaches a new viewer. */
  #lastChannel = 0;

  constructor(
    private readonly socketPath: string,
    private readonly options: { helloTimeoutMs?: number } = {},
  ) {}

  /** A new connection to the VNC server; destroying the stream ends it. */
  async open(): Promise<Duplex> {
    if (this.#closed) throw new InfraError("the VM is stopped: its VNC server is gone");
    const link = (this.#link ??= this.#connect());
    return (await link).openChannel();
  }

  /** End every connection and the port's socket (the VM is stopping). */
  close(): void {
    this.#closed = true;
    void this.#link?.then(
      (link) => link.end(),
      () => undefined,
    );
  }

  #connect(): Promise<RelayLink> {
    const link = new RelayLink(
      this.socketPath,
      this.options.helloTimeoutMs ?? 30_000,
      () => ++this.#lastChannel,
      () => {
        if (this.#link === pending) this.#link = undefined; // the next open connects again
      },
    );
    const pending = link.ready.then(() => link);
    return pending;
  }
}

interface Channel {
  stream: Duplex;
  /** Not yet ended by either side. */
  open: boolean;
}

/** One connection of the host to the relay port: the HELLO exchange, then the channels on it. */
class RelayLink {
  readonly ready: Promise<void>;
  readonly #socket: Socket;
  readonly #reader: FrameReader;
  readonly #channels = new Map<number, Channel>();
  #ended = false;
  #endedBecause: Error | undefined;
  #settle: { answered: () => void; failed: (error: Error) => void; timer: NodeJS.Timeout };

  constructor(
    socketPath: string,
    helloTimeoutMs: number,
    private readonly nextChannel: () => number,
    private readonly onEnd: () => void,
  ) {
    const hello = helloFrame(randomBytes(NONCE_BYTES));
    this.#reader = new FrameReader(hello);
    let answered!: () => void;
    let failed!: (error: Error) => void;
    this.ready = new Promise<void>((resolve, reject) => {
      answered = resolve;
      failed = reject;
    });
    this.ready.catch(() => undefined);
    const timer = setTimeout(
      () =>
        this.end(
          new InfraError(`the VM's VNC relay did not answer within ${Math.round(helloTimeoutMs / 1000)} s`, {
            hint: "the VM image's desktest-vnc-relay service runs when the VM has the port desktest.vnc; its journal says why it does not answer",
          }),
        ),
      helloTimeoutMs,
    );
    this.#settle = { answered, failed, timer };
    this.#socket = connect(socketPath);
    this.#socket.on("connect", () => this.#socket.write(greeting(hello)));
    this.#socket.on("data", (chunk: Buffer) => this.#receive(chunk));
    this.#socket.on("error", (error) =>
      this.end(new InfraError(`the VM's VNC relay port failed: ${error.message}`, { cause: error })),
    );
    this.#socket.on("close", () => this.end(new InfraError("the VM's VNC relay port closed")));
  }

  openChannel(): Duplex {
    if (this.#ended) throw this.#endedBecause ?? new InfraError("the VM's VNC relay port closed");
    const id = this.nextChannel();
    const finish = () => {
      if (!channel.open) return;
      channel.open = false;
      this.#channels.delete(id);
      if (!this.#ended) this.#socket.write(encodeFrame(FrameType.close, id));
    };
    const stream = new Duplex({
      read: () => undefined, // data is pushed as the relay sends it (bounded by MAX_BUFFERED)
      write: (chunk: Buffer, _encoding, callback) => {
        if (!channel.open || this.#ended) return callback();
        const frames: Buffer[] = [];
        for (let at = 0; at < chunk.length; at += MAX_PAYLOAD)
          frames.push(encodeFrame(FrameType.data, id, chunk.subarray(at, at + MAX_PAYLOAD)));
        this.#socket.write(Buffer.concat(frames), () => callback());
      },
      final: (callback) => {
        finish();
        callback();
      },
      destroy: (error, callback) => {
        finish();
        callback(error);
      },
    });
    const channel: Channel = { stream, open: true };
    this.#channels.set(id, channel);
    this.#socket.write(encodeFrame(FrameType.open, id));
    return stream;
  }

  /** End the link: its channels end too (with `error`, or quietly when the VM is stopping). */
  end(error?: Error): void {
    if (this.#ended) return;
    this.#ended = true;
    this.#endedBecause = error;
    clearTimeout(this.#settle.timer);
    this.#settle.failed(error ?? new InfraError("the VM is stopped: its VNC server is gone"));
    this.#socket.destroy();
    for (const channel of this.#channels.values()) {
      channel.open = false;
      channel.stream.destroy(error);
    }
    this.#channels.clear();
    this.onEnd();
  }

  #receive(chunk: Buffer): void {
    let frames: Frame[];
    try {
      frames = this.#reader.push(chunk);
    } catch (error) {
      this.end(error as Error);
      return;
    }
    for (const frame of frames) {
      if (frame.type === FrameType.hello) {
        clearTimeout(this.#settle.timer);
        this.#settle.answered();
        continue;
      }
      const channel = this.#channels.get(frame.channel);
      if (!channel) continue; // a channel that has ended here already
      if (frame.type === FrameType.data) {
        channel.stream.push(frame.payload);
        if (channel.stream.readableLength > MAX_BUFFERED)
          channel.stream.destroy(
            new InfraError("the VNC viewer does not read what the desktop sends: its connection was ended"),
          );
      } else if (frame.type === FrameType.close) {
        channel.open = false;
        this.#channels.delete(frame.channel);
        const reason = frame.payload.toString("utf8");
        if (reason) channel.stream.destroy(new InfraError(`the VM's VNC relay: ${reason}`));
        else channel.stream.push(null);
      }
    }
  }
}
