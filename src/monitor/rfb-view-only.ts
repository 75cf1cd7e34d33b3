import { Transform, type TransformCallback } from "node:stream";

/**
 * The client-to-server half of an RFB (VNC) connection, with every input taken out: key and pointer
 * events, clipboard text, desktop resizes and QEMU's key events are dropped; what a viewer needs to see
 * (pixel format, encodings, update requests, fences, continuous updates) passes. A read-only live view
 * is enforced here, on the server's side, whatever the page does. A message this does not know cannot be
 * skipped safely (its length is unknown), so it ends the connection.
 *
 * Handshake (RFC 6143 §7.1–7.3): the client's 12-byte version, then (3.7 and 3.8) its 1-byte choice of
 * security type (2 = VNC authentication adds a 16-byte response), then the 1-byte ClientInit.
 */
export class RfbViewOnlyFilter {
  private buffer: Buffer = Buffer.alloc(0);
  private phase: "version" | "security" | "auth" | "init" | "messages" = "version";

  /** Feed bytes from the client; get what may go on to the server, or the reason to close. */
  push(chunk: Buffer): { forward: Buffer; error?: string } {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    const out: Buffer[] = [];
    for (;;) {
      const step = this.next();
      if (step === undefined) break;
      if ("error" in step) return { forward: Buffer.concat(out), error: step.error };
      if (step.keep) out.push(this.buffer.subarray(0, step.length));
      this.buffer = this.buffer.subarray(step.length);
    }
    return { forward: Buffer.concat(out) };
  }

  /** The next complete unit at the front of the buffer: its length and whether it passes. */
  private next(): { length: number; keep: boolean } | { error: string } | undefined {
    const b = this.buffer;
    const need = (n: number) => (b.length >= n ? n : undefined);
    switch (this.phase) {
      case "version": {
        if (need(12) === undefined) return undefined;
        const match = /^RFB (\d{3})\.(\d{3})\n$/u.exec(b.subarray(0, 12).toString("latin1"));
        if (!match) return { error: "not an RFB client" };
        const minor = Number(match[2]);
        if (Number(match[1]) !== 3 || minor < 7)
          return { error: `RFB version ${match[1]}.${match[2]} is not supported by the read-only view` };
        this.phase = "security";
        return { length: 12, keep: true };
      }
      case "security": {
        if (need(1) === undefined) return undefined;
        const type = b[0];
        if (type === 1) this.phase = "init";
        else if (type === 2) this.phase = "auth";
        else return { error: `security type ${type} is not supported by the read-only view` };
        return { length: 1, keep: true };
      }
      case "auth":
        if (need(16) === undefined) return undefined;
        this.phase = "init";
        return { length: 16, keep: true };
      case "init":
        if (need(1) === undefined) return undefined;
        this.phase = "messages";
        return { length: 1, keep: true };
      case "messages":
        return this.message();
    }
  }

  private message(): { length: number; keep: boolean } | { error: string } | undefined {
    const b = this.buffer;
    if (b.length === 0) return undefined;
    const sized = (length: number | undefined, keep: boolean) =>
      length === undefined || b.length < length ? undefined : { length, keep };
    switch (b[0]) {
      case 0: // SetPixelFormat
        return sized(20, true);
      case 2: // SetEncodings: u16 count at 2
        return b.length < 4 ? undefined : sized(4 + 4 * b.readUInt16BE(2), true);
      case 3: // FramebufferUpdateRequest
        return sized(10, true);
      case 4: // KeyEvent
        return sized(8, false);
      case 5: // PointerEvent
        return sized(6, false);
      case 6: // ClientCutText: s32 length at 4 (negative: extended clipboard, |length| bytes)
        return b.length < 8 ? undefined : sized(8 + Math.abs(b.readInt32BE(4)), false);
      case 150: // EnableContinuousUpdates
        return sized(10, true);
      case 248: // ClientFence: u8 payload length at 8
        return b.length < 9 ? undefined : sized(9 + b[8]!, true);
      case 250: // xvp (shutdown, reboot, reset)
        return sized(4, false);
      case 251: // SetDesktopSize: u8 screen count at 6, 16 bytes each
        return b.length < 8 ? undefined : sized(8 + 16 * b[6]!, false);
      case 255: // QEMU: sub-type 0 is the extended key event
        if (b.length < 2) return undefined;
        return b[1] === 0
          ? sized(12, false)
          : { error: `QEMU client message ${b[1]} is not supported by the read-only view` };
      default:
        return { error: `client message type ${b[0]} is not supported by the read-only view` };
    }
  }
}

/** The filter as a stream stage: what the client sends, without its input; an unknown message ends it. */
export function viewOnlyStream(): Transform {
  const filter = new RfbViewOnlyFilter();
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      const { forward, error } = filter.push(chunk);
      if (forward.length) this.push(forward);
      callback(error ? new Error(error) : undefined);
    },
  });
}
