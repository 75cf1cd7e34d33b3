import { InfraError } from "../../errors/desktest-error.ts";

/**
 * The frames of the VM's VNC relay port (docker/vm/desktest-vnc-relay says what each one does): type
 * (1 byte), channel (uint32 BE), payload length (uint32 BE), payload. Each viewer is a channel of its own
 * on the one long-lived port.
 */
export const FrameType = { hello: 0, open: 1, data: 2, close: 3 } as const;
export type FrameType = (typeof FrameType)[keyof typeof FrameType];

export interface Frame {
  type: FrameType;
  channel: number;
  payload: Buffer;
}

const HEADER_BYTES = 9;
/** The longest payload either side sends or accepts (a viewer's data goes in frames this long at most). */
export const MAX_PAYLOAD = 1 << 16;
const MAGIC = Buffer.from("desktest-vnc-relay/1", "latin1");
export const NONCE_BYTES = 16;

export function encodeFrame(type: FrameType, channel: number, payload: Buffer = Buffer.alloc(0)): Buffer {
  const header = Buffer.alloc(HEADER_BYTES);
  header.writeUInt8(type, 0);
  header.writeUInt32BE(channel, 1);
  header.writeUInt32BE(payload.length, 5);
  return Buffer.concat([header, payload]);
}

/** The host's HELLO: the relay answers the very same bytes once it has ended every channel. */
export function helloFrame(nonce: Buffer): Buffer {
  return encodeFrame(FrameType.hello, 0, Buffer.concat([MAGIC, nonce]));
}

/**
 * What a host that connects sends first: more zero bytes than the longest frame (they finish any frame
 * the relay was in the middle of when an earlier host went away, and the rest is no frame, so the relay
 * skips to the HELLO), then the HELLO.
 */
export function greeting(hello: Buffer): Buffer {
  return Buffer.concat([Buffer.alloc(HEADER_BYTES + MAX_PAYLOAD), hello]);
}

/**
 * Frames out of the relay's byte stream. Until the answer to our own HELLO (`hello`, byte for byte) has
 * gone by, every byte is skipped: whatever the port held from before is not ours. A frame of an unknown
 * type or longer than MAX_PAYLOAD afterwards means the stream is not the relay's: an InfraError.
 */
export class FrameReader {
  #buffer: Buffer = Buffer.alloc(0);
  #synced = false;

  constructor(private readonly hello: Buffer) {}

  /** The frames `chunk` completes (the answer to our HELLO first, once it has been found). */
  push(chunk: Buffer): Frame[] {
    this.#buffer = this.#buffer.length ? Buffer.concat([this.#buffer, chunk]) : chunk;
    const frames: Frame[] = [];
    if (!this.#synced) {
      const at = this.#buffer.indexOf(this.hello);
      if (at < 0) {
        this.#buffer = this.#buffer.subarray(Math.max(0, this.#buffer.length - this.hello.length + 1));
        return frames;
      }
      this.#synced = true;
      this.#buffer = this.#buffer.subarray(at);
    }
    while (this.#buffer.length >= HEADER_BYTES) {
      const type = this.#buffer.readUInt8(0);
      const channel = this.#buffer.readUInt32BE(1);
      const length = this.#buffer.readUInt32BE(5);
      if (type > FrameType.close || length > MAX_PAYLOAD)
        throw new InfraError(
          `the VM's VNC relay sent a frame it should not (type ${type}, ${length} bytes): not the relay's stream`,
        );
      if (this.#buffer.length < HEADER_BYTES + length) break;
      frames.push({
        type: type as FrameType,
        channel,
        payload: Buffer.from(this.#buffer.subarray(HEADER_BYTES, HEADER_BYTES + length)),
      });
      this.#buffer = this.#buffer.subarray(HEADER_BYTES + length);
    }
    return frames;
  }
}
