/**
 * MP3 files written by hand for check_mp3_meta: silent MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz, all
 * side information zero) behind an ID3v2.2, v2.3 or v2.4 tag and/or before an ID3v1 tag, with frames in
 * each text encoding, unsynchronisation and compression where asked.
 */

export interface Id3Frame {
  id: string;
  /** The values (a TXXX frame: the description first), NUL-separated in the frame. */
  values: string[];
  /** 0 latin-1, 1 UTF-16 with BOM, 2 UTF-16BE, 3 UTF-8 (default 3; 1 for v2.2/2.3 text outside latin-1). */
  encoding?: 0 | 1 | 2 | 3;
  /** v2.3/v2.4: zlib-compress the frame body. */
  compress?: boolean;
  /** Raw body bytes instead of encoded values. */
  raw?: Uint8Array;
}

export interface Mp3Spec {
  v2?: { version: 2 | 3 | 4; frames: Id3Frame[]; unsync?: boolean; padding?: number };
  v1?: { title?: string; artist?: string; album?: string; year?: string; track?: number; genre?: number };
  /** Silent MPEG frames after the tag (default 4). */
  frames?: number;
}

const SILENT_FRAME = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0xc0]), Buffer.alloc(413)]);

function encode(text: string, encoding: number): Buffer {
  if (encoding === 0) return Buffer.from(text, "latin1");
  if (encoding === 3) return Buffer.from(text, "utf8");
  const le = Buffer.from(text, "utf16le");
  if (encoding === 2) return le.swap16();
  return Buffer.concat([Buffer.from([0xff, 0xfe]), le]);
}

function body(frame: Id3Frame): Buffer {
  if (frame.raw) return Buffer.from(frame.raw);
  const encoding = frame.encoding ?? 3;
  const nul = Buffer.alloc(encoding === 1 || encoding === 2 ? 2 : 1);
  const parts = frame.values.flatMap((v, i) =>
    i === 0 ? [encode(v, encoding)] : [nul, encode(v, encoding)],
  );
  return Buffer.concat([Buffer.from([encoding]), ...parts]);
}

const synchsafe = (n: number) => Buffer.from([(n >> 21) & 0x7f, (n >> 14) & 0x7f, (n >> 7) & 0x7f, n & 0x7f]);

function unsynchronise(data: Buffer): Buffer {
  const out: number[] = [];
  for (let i = 0; i < data.length; i++) {
    out.push(data[i]!);
    if (data[i] === 0xff && (i + 1 === data.length || data[i + 1] === 0 || data[i + 1]! >= 0xe0)) out.push(0);
  }
  return Buffer.from(out);
}

async function v2Tag(spec: NonNullable<Mp3Spec["v2"]>): Promise<Buffer> {
  const { deflateSync } = await import("node:zlib");
  const frames = spec.frames.map((frame) => {
    let data: Buffer = body(frame);
    if (spec.version === 2) {
      const size = Buffer.from([(data.length >> 16) & 0xff, (data.length >> 8) & 0xff, data.length & 0xff]);
      return Buffer.concat([Buffer.from(frame.id, "latin1"), size, data]);
    }
    let flags = 0;
    if (frame.compress) {
      const plain = data;
      data = deflateSync(plain);
      if (spec.version === 3) {
        flags |= 0x0080;
        const length = Buffer.alloc(4);
        length.writeUInt32BE(plain.length, 0);
        data = Buffer.concat([length, data]);
      } else {
        flags |= 0x0008 | 0x0001;
        data = Buffer.concat([synchsafe(plain.length), data]);
      }
    }
    if (spec.version === 4 && spec.unsync) {
      data = unsynchronise(data);
      flags |= 0x0002;
    }
    const size = Buffer.alloc(4);
    if (spec.version === 4) synchsafe(data.length).copy(size);
    else size.writeUInt32BE(data.length, 0);
    const head = Buffer.concat([
      Buffer.from(frame.id, "latin1"),
      size,
      Buffer.from([flags >> 8, flags & 0xff]),
    ]);
    return Buffer.concat([head, data]);
  });
  let content: Buffer = Buffer.concat([...frames, Buffer.alloc(spec.padding ?? 16)]);
  if (spec.unsync && spec.version < 4) content = unsynchronise(content);
  const header = Buffer.concat([
    Buffer.from("ID3", "latin1"),
    Buffer.from([spec.version, 0, spec.unsync ? 0x80 : 0]),
    synchsafe(content.length),
  ]);
  return Buffer.concat([header, content]);
}

function v1Tag(spec: NonNullable<Mp3Spec["v1"]>): Buffer {
  const field = (text: string | undefined, length: number) => {
    const out = Buffer.alloc(length);
    Buffer.from(text ?? "", "latin1").copy(out);
    return out;
  };
  return Buffer.concat([
    Buffer.from("TAG", "latin1"),
    field(spec.title, 30),
    field(spec.artist, 30),
    field(spec.album, 30),
    field(spec.year, 4),
    field("", 28),
    Buffer.from([0, spec.track ?? 0, spec.genre ?? 255]),
  ]);
}

export async function makeMp3(spec: Mp3Spec): Promise<Buffer> {
  const parts: Buffer[] = [];
  if (spec.v2) parts.push(await v2Tag(spec.v2));
  for (let i = 0; i < (spec.frames ?? 4); i++) parts.push(SILENT_FRAME);
  if (spec.v1) parts.push(v1Tag(spec.v1));
  return Buffer.concat(parts);
}
