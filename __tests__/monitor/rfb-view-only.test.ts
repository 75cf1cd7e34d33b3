import { describe, expect, it } from "vitest";
import { RfbViewOnlyFilter } from "../../src/monitor/rfb-view-only.ts";

const u16 = (n: number) => Buffer.from([n >> 8, n & 255]);
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
};
const handshake = Buffer.concat([Buffer.from("RFB 003.008\n"), Buffer.from([1]), Buffer.from([1])]);
const setPixelFormat = Buffer.concat([Buffer.from([0, 0, 0, 0]), Buffer.alloc(16, 7)]);
const setEncodings = Buffer.concat([Buffer.from([2, 0]), u16(2), u32(7), u32(-223)]);
const updateRequest = Buffer.from([3, 1, 0, 0, 0, 0, 5, 0, 3, 32]);
const key = Buffer.from([4, 1, 0, 0, 0, 0, 0xff, 0x0d]);
const pointer = Buffer.from([5, 1, 0, 10, 0, 20]);
const cutText = Buffer.concat([Buffer.from([6, 0, 0, 0]), u32(5), Buffer.from("hello")]);
const fence = Buffer.concat([Buffer.from([248, 0, 0, 0]), u32(0), Buffer.from([3, 1, 2, 3])]);
const qemuKey = Buffer.from([255, 0, 0, 1, 0, 0, 0, 0x41, 0, 0, 0, 0x1e]);

describe("RfbViewOnlyFilter: a read-only live view, enforced on the server's side", () => {
  it("passes the handshake and what a viewer needs, and drops keys, pointer, clipboard and QEMU keys", () => {
    const filter = new RfbViewOnlyFilter();
    const all = Buffer.concat([
      handshake,
      setPixelFormat,
      setEncodings,
      key,
      pointer,
      updateRequest,
      cutText,
      fence,
      qemuKey,
      updateRequest,
    ]);
    const { forward, error } = filter.push(all);
    expect(error).toBeUndefined();
    expect(forward).toEqual(
      Buffer.concat([handshake, setPixelFormat, setEncodings, updateRequest, fence, updateRequest]),
    );
  });

  it("works whatever the chunks (one byte at a time)", () => {
    const filter = new RfbViewOnlyFilter();
    const all = Buffer.concat([handshake, pointer, setEncodings, key, cutText, updateRequest]);
    const out: Buffer[] = [];
    for (const byte of all) {
      const { forward, error } = filter.push(Buffer.from([byte]));
      expect(error).toBeUndefined();
      out.push(forward);
    }
    expect(Buffer.concat(out)).toEqual(Buffer.concat([handshake, setEncodings, updateRequest]));
  });

  it("passes a VNC password response in the handshake", () => {
    const filter = new RfbViewOnlyFilter();
    const withAuth = Buffer.concat([
      Buffer.from("RFB 003.008\n"),
      Buffer.from([2]),
      Buffer.alloc(16, 9),
      Buffer.from([1]),
    ]);
    expect(filter.push(Buffer.concat([withAuth, pointer, updateRequest])).forward).toEqual(
      Buffer.concat([withAuth, updateRequest]),
    );
  });

  it("ends the connection at a message it cannot measure, rather than pass input it did not recognise", () => {
    const filter = new RfbViewOnlyFilter();
    const { forward, error } = filter.push(
      Buffer.concat([handshake, updateRequest, Buffer.from([77, 1, 2, 3])]),
    );
    expect(forward).toEqual(Buffer.concat([handshake, updateRequest]));
    expect(error).toMatch(/client message type 77 is not supported/u);
  });

  it("refuses what is not an RFB 3.7+ client", () => {
    expect(new RfbViewOnlyFilter().push(Buffer.from("GET / HTTP/1.1\r\n")).error).toMatch(
      /not an RFB client/u,
    );
    expect(new RfbViewOnlyFilter().push(Buffer.from("RFB 003.003\n")).error).toMatch(
      /003\.003 is not supported/u,
    );
  });
});
