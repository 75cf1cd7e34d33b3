import type { Duplex } from "node:stream";

/** Bytes of a stream, read exactly as many as asked. */
class StreamReader {
  #buffer = Buffer.alloc(0);
  #waiting: (() => void) | undefined;
  #ended: Error | undefined;

  constructor(stream: Duplex) {
    stream.on("data", (chunk: Buffer) => {
      this.#buffer = Buffer.concat([this.#buffer, chunk]);
      this.#waiting?.();
    });
    const end = (error?: Error) => {
      this.#ended ??= error ?? new Error("the VNC stream ended");
      this.#waiting?.();
    };
    stream.on("end", () => end());
    stream.on("close", () => end());
    stream.on("error", end);
  }

  async read(length: number): Promise<Buffer> {
    while (this.#buffer.length < length) {
      if (this.#ended) throw this.#ended;
      await new Promise<void>((resolve) => (this.#waiting = resolve));
      this.#waiting = undefined;
    }
    const out = this.#buffer.subarray(0, length);
    this.#buffer = this.#buffer.subarray(length);
    return out;
  }
}

export interface RfbServerInit {
  version: string;
  width: number;
  height: number;
  name: string;
}

/**
 * A minimal RFB 3.8 client for tests: the handshake with no authentication (as the desktops' x11vnc
 * runs), then whole-screen framebuffer updates in the Raw encoding, as RGB.
 */
export class RfbClient {
  private constructor(
    private readonly stream: Duplex,
    private readonly reader: StreamReader,
    readonly server: RfbServerInit,
  ) {}

  static async connect(stream: Duplex): Promise<RfbClient> {
    const reader = new StreamReader(stream);
    const version = (await reader.read(12)).toString("latin1");
    if (!/^RFB 003\.\d{3}\n$/u.test(version))
      throw new Error(`not an RFB server: ${JSON.stringify(version)}`);
    stream.write("RFB 003.008\n");
    const count = (await reader.read(1))[0]!;
    if (count === 0) {
      const length = (await reader.read(4)).readUInt32BE(0);
      throw new Error(`the server refused: ${(await reader.read(length)).toString()}`);
    }
    const types = [...(await reader.read(count))];
    if (!types.includes(1)) throw new Error(`the server wants authentication (types ${types.join(", ")})`);
    stream.write(Buffer.from([1]));
    const result = (await reader.read(4)).readUInt32BE(0);
    if (result !== 0) throw new Error(`the security handshake failed (${result})`);
    stream.write(Buffer.from([1])); // ClientInit: shared
    const init = await reader.read(24);
    const name = (await reader.read(init.readUInt32BE(20))).toString("utf8");
    const server = {
      version: version.trim(),
      width: init.readUInt16BE(0),
      height: init.readUInt16BE(2),
      name,
    };
    // 32 bits per pixel, true colour, red in the first byte, green in the second, blue in the third.
    const pixelFormat = Buffer.from([0, 0, 0, 0, 32, 24, 0, 1, 0, 255, 0, 255, 0, 255, 0, 8, 16, 0, 0, 0]);
    stream.write(pixelFormat);
    stream.write(Buffer.from([2, 0, 0, 1, 0, 0, 0, 0])); // SetEncodings: Raw only
    return new RfbClient(stream, reader, server);
  }

  /** The whole screen now (a non-incremental update), as RGB bytes, row by row. */
  async screen(): Promise<Buffer> {
    const { width, height } = this.server;
    const request = Buffer.alloc(10);
    request.writeUInt8(3, 0);
    request.writeUInt8(0, 1); // not incremental: all of it
    request.writeUInt16BE(width, 6);
    request.writeUInt16BE(height, 8);
    this.stream.write(request);
    const rgb = Buffer.alloc(width * height * 3);
    let covered = 0;
    while (covered < width * height) {
      const type = (await this.reader.read(1))[0];
      if (type === 2) continue; // Bell
      if (type === 3) {
        const header = await this.reader.read(7);
        await this.reader.read(header.readUInt32BE(3));
        continue;
      }
      if (type !== 0) throw new Error(`an RFB message this client does not read: type ${type}`);
      const rects = (await this.reader.read(3)).readUInt16BE(1);
      for (let r = 0; r < rects; r++) {
        const head = await this.reader.read(12);
        const [x, y, w, h] = [0, 2, 4, 6].map((at) => head.readUInt16BE(at)) as [
          number,
          number,
          number,
          number,
        ];
        const encoding = head.readInt32BE(8);
        if (encoding !== 0) throw new Error(`a rectangle in encoding ${encoding}, not Raw`);
        const pixels = await this.reader.read(w * h * 4);
        for (let row = 0; row < h; row++)
          for (let col = 0; col < w; col++) {
            const from = (row * w + col) * 4;
            const to = ((y + row) * width + x + col) * 3;
            rgb[to] = pixels[from]!;
            rgb[to + 1] = pixels[from + 1]!;
            rgb[to + 2] = pixels[from + 2]!;
          }
        covered += w * h;
      }
    }
    return rgb;
  }

  /** The colour at (x, y) of a screen from `screen()`. */
  pixel(rgb: Buffer, x: number, y: number): [number, number, number] {
    const at = (y * this.server.width + x) * 3;
    return [rgb[at]!, rgb[at + 1]!, rgb[at + 2]!];
  }
}
