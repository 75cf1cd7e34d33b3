/**
 * A lossless WebP decoder (the VP8L bitstream of RFC 9649) in plain TypeScript, straight to RGBA.
 *
 * Why: the Action stores every screenshot as lossless WebP, and the App decodes two of them for each
 * comparison. Through sharp (libvips → libwebp) a 1280×800 screen costs ~15 ms whatever its content
 * (libvips' pipeline, a copy, a band added for alpha); decoding here costs a fraction of that, in the
 * App's own thread, into one buffer. Everything else — lossy or animated WebP, an ICC profile, PNG, an
 * image beyond the bounds below — is not ours: `decodeLosslessWebp` returns null and the caller uses
 * sharp. A malformed stream throws `WebpDecodeError` (the caller lets sharp have the last word on it).
 *
 * The whole bitstream is implemented: the four transforms (predictor with its 14 modes, cross-colour,
 * subtract green, colour indexing with pixel bundling), the colour cache, meta prefix codes, simple and
 * normal prefix codes, and LZ77 backward references with 2-D distance codes. A test decodes what
 * libwebp's encoder writes at every effort (and our own encoder's output) and compares with libwebp's
 * decode, pixel for pixel.
 */

export class WebpDecodeError extends Error {
  override name = "WebpDecodeError";
}

export interface DecodedRgba {
  /** width × height pixels, 4 bytes each: red, green, blue, alpha (255 where the image has no alpha). */
  data: Buffer;
  width: number;
  height: number;
}

export interface DecodeLimits {
  /** Images larger than this are left to the caller (null). */
  maxPixels: number;
}

const LITTLE_ENDIAN = new Uint8Array(new Int32Array([1]).buffer)[0] === 1;
/** Pixels are kept as signed 32-bit words (Int32Array), which V8 keeps in registers; opaque black: */
const OPAQUE_BLACK = 0xff000000 | 0;

/** Decodes a lossless WebP file; null when the file is anything else (see the module's comment). */
export function decodeLosslessWebp(bytes: Uint8Array, limits: DecodeLimits): DecodedRgba | null {
  if (!LITTLE_ENDIAN) return null; // the pixel words below are written in the machine's byte order
  const payload = vp8lPayload(bytes);
  if (!payload) return null;
  const reader = new BitReader(payload);
  if (reader.read(8) !== 0x2f) throw new WebpDecodeError("not a VP8L stream (bad signature)");
  const width = reader.read(14) + 1;
  const height = reader.read(14) + 1;
  const alphaUsed = reader.read(1) === 1;
  if (reader.read(3) !== 0) throw new WebpDecodeError("unknown VP8L version");
  if (width * height > limits.maxPixels) return null;
  let argb: Int32Array;
  try {
    argb = decodeTopLevel(reader, width, height, alphaUsed);
  } catch (error) {
    if (error instanceof TooComplex) return null;
    throw error;
  }
  return { data: Buffer.from(argb.buffer, argb.byteOffset, argb.byteLength), width, height };
}

// ---------------------------------------------------------------------------------------------------
// The RIFF container

const fourcc = (b: Uint8Array, at: number) => String.fromCharCode(b[at]!, b[at + 1]!, b[at + 2]!, b[at + 3]!);
const u32 = (b: Uint8Array, at: number) =>
  (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0;

const VP8X_ICC = 0x20;
const VP8X_ANIMATION = 0x02;

/** The VP8L chunk's bytes of a still, profile-less WebP; null for any other file. */
function vp8lPayload(b: Uint8Array): Uint8Array | null {
  if (b.length < 20 || fourcc(b, 0) !== "RIFF" || fourcc(b, 8) !== "WEBP") return null;
  const end = Math.min(b.length, 8 + u32(b, 4));
  let at = 12;
  let first = true;
  while (at + 8 <= end) {
    const tag = fourcc(b, at);
    const size = u32(b, at + 4);
    const body = at + 8;
    if (body + size > end) throw new WebpDecodeError(`the ${tag} chunk runs past the end of the file`);
    if (tag === "VP8L") return b.subarray(body, body + size);
    if (tag === "VP8 " || tag === "ANIM" || tag === "ANMF") return null; // lossy or animated
    if (first && tag === "VP8X") {
      if (size < 10) throw new WebpDecodeError("the VP8X chunk is too short");
      if ((b[body]! & (VP8X_ICC | VP8X_ANIMATION)) !== 0) return null; // colour-managed or animated
    } else if (first) {
      return null;
    }
    first = false;
    at = body + size + (size & 1);
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------
// Bits, least significant first

class BitReader {
  private readonly bytes: Uint8Array;
  private readonly endBits: number;
  pos = 0;

  constructor(bytes: Uint8Array) {
    this.bytes = bytes;
    this.endBits = bytes.length * 8;
  }

  /** The next `n` (≤ 24) bits without consuming them; past the end they read as zeros. */
  peek(n: number): number {
    const b = this.bytes;
    const i = this.pos >>> 3;
    const word = (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8) | ((b[i + 2] ?? 0) << 16) | ((b[i + 3] ?? 0) << 24);
    return (word >>> (this.pos & 7)) & ((1 << n) - 1);
  }

  read(n: number): number {
    if (n === 0) return 0;
    const v = this.peek(n);
    this.pos += n;
    return v;
  }

  /** Throws when more bits were read than the stream holds. */
  checkEnd(): void {
    if (this.pos > this.endBits) throw new WebpDecodeError("the VP8L stream is truncated");
  }
}

// ---------------------------------------------------------------------------------------------------
// Prefix (Huffman) codes

const ROOT_BITS = 8;
const MAX_CODE_LENGTH = 15;

/**
 * A decoding table: 2^8 root entries, then second-level tables for longer codes. An entry is
 * `length << 16 | symbol`; a root entry whose length exceeds 8 links to a second-level table at
 * `symbol` (an offset into the table) that is indexed by the next `length - 8` bits.
 */
type PrefixTable = Int32Array;

function buildTable(lengths: ArrayLike<number>, alphabet: number): PrefixTable {
  let nonZero = 0;
  let only = 0;
  const count = new Int32Array(MAX_CODE_LENGTH + 1);
  for (let s = 0; s < alphabet; s++) {
    const len = lengths[s]!;
    if (len > 0) {
      nonZero++;
      only = s;
      count[len]!++;
    }
  }
  if (nonZero === 0) throw new WebpDecodeError("a prefix code has no symbol");
  if (nonZero === 1) return new Int32Array(1 << ROOT_BITS).fill(only); // zero bits: always this symbol
  // Canonical codes; the code must be complete (Kraft sum exactly 1).
  let left = 1;
  for (let len = 1; len <= MAX_CODE_LENGTH; len++) {
    left = (left << 1) - count[len]!;
    if (left < 0) throw new WebpDecodeError("a prefix code is over-subscribed");
  }
  if (left !== 0) throw new WebpDecodeError("a prefix code is incomplete");
  const next = new Int32Array(MAX_CODE_LENGTH + 2);
  for (let len = 1, code = 0; len <= MAX_CODE_LENGTH; len++) {
    code = (code + count[len - 1]!) << 1;
    next[len] = code;
  }
  // Second-level sizes: for each root prefix, the longest code under it.
  const subBits = new Int32Array(1 << ROOT_BITS);
  const codes = new Int32Array(alphabet);
  {
    const nextCode = next.slice();
    for (let s = 0; s < alphabet; s++) {
      const len = lengths[s]!;
      if (len === 0) continue;
      const reversed = reverseBits(nextCode[len]!++, len);
      codes[s] = reversed;
      if (len > ROOT_BITS) {
        const root = reversed & ((1 << ROOT_BITS) - 1);
        subBits[root] = Math.max(subBits[root]!, len - ROOT_BITS);
      }
    }
  }
  let size = 1 << ROOT_BITS;
  const offset = new Int32Array(1 << ROOT_BITS);
  for (let r = 0; r < 1 << ROOT_BITS; r++) {
    if (subBits[r]! > 0) {
      offset[r] = size;
      size += 1 << subBits[r]!;
    }
  }
  const table = new Int32Array(size);
  for (let r = 0; r < 1 << ROOT_BITS; r++) {
    if (subBits[r]! > 0) table[r] = ((ROOT_BITS + subBits[r]!) << 16) | offset[r]!;
  }
  for (let s = 0; s < alphabet; s++) {
    const len = lengths[s]!;
    if (len === 0) continue;
    const code = codes[s]!;
    if (len <= ROOT_BITS) {
      for (let i = code; i < 1 << ROOT_BITS; i += 1 << len) table[i] = (len << 16) | s;
    } else {
      const root = code & ((1 << ROOT_BITS) - 1);
      const bits = subBits[root]!;
      const base = offset[root]!;
      for (let i = code >>> ROOT_BITS; i < 1 << bits; i += 1 << (len - ROOT_BITS)) {
        table[base + i] = ((len - ROOT_BITS) << 16) | s;
      }
    }
  }
  return table;
}

function reverseBits(code: number, len: number): number {
  let r = 0;
  for (let i = 0; i < len; i++) {
    r = (r << 1) | (code & 1);
    code >>>= 1;
  }
  return r;
}

function readSymbol(table: PrefixTable, br: BitReader): number {
  const bits = br.peek(MAX_CODE_LENGTH);
  let entry = table[bits & 0xff]!;
  let len = entry >>> 16;
  if (len > ROOT_BITS) {
    const sub = len - ROOT_BITS;
    entry = table[(entry & 0xffff) + ((bits >>> ROOT_BITS) & ((1 << sub) - 1))]!;
    br.pos += ROOT_BITS;
    len = entry >>> 16;
  }
  br.pos += len;
  return entry & 0xffff;
}

const CODE_LENGTH_ORDER = [17, 18, 0, 1, 2, 3, 4, 5, 16, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];

function readPrefixCode(br: BitReader, alphabet: number): PrefixTable {
  const lengths = new Uint8Array(alphabet);
  if (br.read(1) === 1) {
    // A simple code: one or two symbols.
    const symbols = br.read(1) + 1;
    const first = br.read(br.read(1) === 0 ? 1 : 8);
    if (first >= alphabet)
      throw new WebpDecodeError("a simple prefix code names a symbol outside its alphabet");
    lengths[first] = 1;
    if (symbols === 2) {
      const second = br.read(8);
      if (second >= alphabet)
        throw new WebpDecodeError("a simple prefix code names a symbol outside its alphabet");
      lengths[second] = 1;
    }
  } else {
    const lengthLengths = new Uint8Array(19);
    const n = br.read(4) + 4;
    for (let i = 0; i < n; i++) lengthLengths[CODE_LENGTH_ORDER[i]!] = br.read(3);
    const lengthTable = buildTable(lengthLengths, 19);
    let maxSymbol = alphabet;
    if (br.read(1) === 1) {
      const nbits = 2 + 2 * br.read(3);
      maxSymbol = 2 + br.read(nbits);
      if (maxSymbol > alphabet)
        throw new WebpDecodeError("a prefix code's length count exceeds its alphabet");
    }
    let previous = 8;
    let symbol = 0;
    while (symbol < alphabet) {
      if (maxSymbol-- === 0) break;
      const len = readSymbol(lengthTable, br);
      if (len < 16) {
        lengths[symbol++] = len;
        if (len !== 0) previous = len;
      } else {
        const extra = len === 16 ? 2 : len === 17 ? 3 : 7;
        const repeat = br.read(extra) + (len === 18 ? 11 : 3);
        if (symbol + repeat > alphabet)
          throw new WebpDecodeError("a prefix code's lengths run past its alphabet");
        lengths.fill(len === 16 ? previous : 0, symbol, symbol + repeat);
        symbol += repeat;
      }
    }
  }
  br.checkEnd();
  return buildTable(lengths, alphabet);
}

/** Green (+ lengths + cache), red, blue, alpha, distance. */
interface PrefixGroup {
  green: PrefixTable;
  red: PrefixTable;
  blue: PrefixTable;
  alpha: PrefixTable;
  distance: PrefixTable;
}

const LENGTH_CODES = 24;
const DISTANCE_CODES = 40;
/** More groups than this (a crafted file can ask for ~64 000 at 1280×800) are left to libwebp. */
const MAX_GROUPS = 4096;
/**
 * And no more than this many decoding-table entries in all (64 MiB): complete codes with long lengths can
 * need ~60 000 entries a group, which 4096 groups would make a gigabyte.
 */
const MAX_TABLE_ENTRIES = 1 << 24;

function readGroup(br: BitReader, cacheBits: number): PrefixGroup {
  const green = readPrefixCode(br, 256 + LENGTH_CODES + (cacheBits > 0 ? 1 << cacheBits : 0));
  const red = readPrefixCode(br, 256);
  const blue = readPrefixCode(br, 256);
  const alpha = readPrefixCode(br, 256);
  const distance = readPrefixCode(br, DISTANCE_CODES);
  return { green, red, blue, alpha, distance };
}

// ---------------------------------------------------------------------------------------------------
// Entropy-coded images

/** A file this decoder leaves to libwebp (too many prefix groups), not a malformed one. */
class TooComplex extends Error {}

function readCacheBits(br: BitReader): number {
  if (br.read(1) === 0) return 0;
  const bits = br.read(4);
  if (bits < 1 || bits > 11) throw new WebpDecodeError("the colour cache size is out of range");
  return bits;
}

/** A sub-image (transform data, the entropy image): colour cache allowed, one prefix group. */
function decodeSubImage(br: BitReader, width: number, height: number): Int32Array {
  const cacheBits = readCacheBits(br);
  const group = readGroup(br, cacheBits);
  return decodePixels(br, width, height, cacheBits, [group], null, 0);
}

const subSampled = (size: number, bits: number) => (size + (1 << bits) - 1) >>> bits;

function decodePixels(
  br: BitReader,
  width: number,
  height: number,
  cacheBits: number,
  groups: PrefixGroup[],
  entropy: Int32Array | null,
  entropyBits: number,
  into?: Int32Array,
): Int32Array {
  const total = width * height;
  const out = into ? into.subarray(0, total) : new Int32Array(total);
  const cache = cacheBits > 0 ? new Int32Array(1 << cacheBits) : null;
  const cacheShift = 32 - cacheBits;
  const entropyWidth = subSampled(width, entropyBits);
  const blockMask = entropy ? (1 << entropyBits) - 1 : -1;
  let cached = 0; // pixels before this one are in the colour cache
  let pos = 0;
  let x = 0;
  let y = 0;
  let group = groups[0]!;
  const groupAt = () => groups[entropy![(y >>> entropyBits) * entropyWidth + (x >>> entropyBits)]!]!;
  while (pos < total) {
    if ((x & blockMask) === 0) group = entropy ? groupAt() : group;
    const code = readSymbol(group.green, br);
    if (code < 256) {
      const red = readSymbol(group.red, br);
      const blue = readSymbol(group.blue, br);
      const alpha = readSymbol(group.alpha, br);
      out[pos++] = (alpha << 24) | (red << 16) | (code << 8) | blue;
      if (++x === width) {
        x = 0;
        y++;
        if ((y & 0x3f) === 0) br.checkEnd();
      }
    } else if (code < 256 + LENGTH_CODES) {
      const length = prefixValue(code - 256, br);
      const distSymbol = readSymbol(group.distance, br);
      const dist = planeDistance(width, prefixValue(distSymbol, br));
      if (dist > pos || length > total - pos)
        throw new WebpDecodeError("a backward reference leaves the image");
      if (dist >= length) out.copyWithin(pos, pos - dist, pos - dist + length);
      else for (let i = 0; i < length; i++) out[pos + i] = out[pos + i - dist]!;
      pos += length;
      x += length;
      while (x >= width) {
        x -= width;
        y++;
      }
      br.checkEnd();
      if (entropy && pos < total) group = groupAt();
    } else {
      if (!cache) throw new WebpDecodeError("a colour cache code without a colour cache");
      while (cached < pos) {
        const c = out[cached++]!;
        cache[Math.imul(c, 0x1e35a7bd) >>> cacheShift] = c;
      }
      const key = code - 256 - LENGTH_CODES;
      out[pos++] = cache[key]!;
      if (++x === width) {
        x = 0;
        y++;
      }
    }
    if (cache) {
      while (cached < pos) {
        const c = out[cached++]!;
        cache[Math.imul(c, 0x1e35a7bd) >>> cacheShift] = c;
      }
    }
  }
  br.checkEnd();
  return out;
}

/** A length or distance from its prefix symbol and extra bits. */
function prefixValue(symbol: number, br: BitReader): number {
  if (symbol < 4) return symbol + 1;
  const extra = (symbol - 2) >>> 1;
  const offset = (2 + (symbol & 1)) << extra;
  return offset + br.read(extra) + 1;
}

/** The 120 short 2-D distances (RFC 9649, 5.2.2): dy << 4 | (8 - dx). */
const CODE_TO_PLANE = [
  0x18, 0x07, 0x17, 0x19, 0x28, 0x06, 0x27, 0x29, 0x16, 0x1a, 0x26, 0x2a, 0x38, 0x05, 0x37, 0x39, 0x15, 0x1b,
  0x36, 0x3a, 0x25, 0x2b, 0x48, 0x04, 0x47, 0x49, 0x14, 0x1c, 0x35, 0x3b, 0x46, 0x4a, 0x24, 0x2c, 0x58, 0x45,
  0x4b, 0x34, 0x3c, 0x03, 0x57, 0x59, 0x13, 0x1d, 0x56, 0x5a, 0x23, 0x2d, 0x44, 0x4c, 0x55, 0x5b, 0x33, 0x3d,
  0x68, 0x02, 0x67, 0x69, 0x12, 0x1e, 0x66, 0x6a, 0x22, 0x2e, 0x54, 0x5c, 0x43, 0x4d, 0x65, 0x6b, 0x32, 0x3e,
  0x78, 0x01, 0x77, 0x79, 0x53, 0x5d, 0x11, 0x1f, 0x64, 0x6c, 0x42, 0x4e, 0x76, 0x7a, 0x21, 0x2f, 0x75, 0x7b,
  0x31, 0x3f, 0x63, 0x6d, 0x52, 0x5e, 0x00, 0x74, 0x7c, 0x41, 0x4f, 0x10, 0x20, 0x62, 0x6e, 0x30, 0x73, 0x7d,
  0x51, 0x5f, 0x40, 0x72, 0x7e, 0x61, 0x6f, 0x50, 0x71, 0x7f, 0x60, 0x70,
];

function planeDistance(width: number, code: number): number {
  if (code > 120) return code - 120;
  const plane = CODE_TO_PLANE[code - 1]!;
  const dist = (plane >>> 4) * width + (8 - (plane & 0xf));
  return dist >= 1 ? dist : 1;
}

// ---------------------------------------------------------------------------------------------------
// The top level: transforms, then the spatially coded image

type Transform =
  | { kind: "predictor"; width: number; bits: number; data: Int32Array }
  | { kind: "colour"; width: number; bits: number; data: Int32Array }
  | { kind: "subtract-green" }
  | { kind: "indexing"; width: number; bits: number; table: Int32Array };

/** Packed palette images up to this many pixels reuse one buffer (a 1280×800 screen packs to ≤ 1 M). */
const SCRATCH_PIXELS = 4_194_304;
let scratch = new Int32Array(0);

function packedScratch(pixels: number): Int32Array | undefined {
  if (pixels > SCRATCH_PIXELS) return undefined;
  if (scratch.length < pixels) scratch = new Int32Array(pixels);
  return scratch;
}

/** The image's pixels as RGBA words (see `toRgbaWords`). */
function decodeTopLevel(br: BitReader, width: number, height: number, alphaUsed: boolean): Int32Array {
  const transforms: Transform[] = [];
  const seen = new Set<number>();
  let xsize = width;
  while (br.read(1) === 1) {
    const type = br.read(2);
    if (seen.has(type)) throw new WebpDecodeError("a transform appears twice");
    seen.add(type);
    if (type === 0 || type === 1) {
      const bits = br.read(3) + 2;
      const data = decodeSubImage(br, subSampled(xsize, bits), subSampled(height, bits));
      transforms.push({ kind: type === 0 ? "predictor" : "colour", width: xsize, bits, data });
    } else if (type === 2) {
      transforms.push({ kind: "subtract-green" });
    } else {
      const size = br.read(8) + 1;
      const bits = size > 16 ? 0 : size > 4 ? 1 : size > 2 ? 2 : 3;
      const raw = decodeSubImage(br, size, 1);
      const table = new Int32Array(256); // indices past the palette are transparent black
      for (let i = 0; i < size; i++) table[i] = i === 0 ? raw[0]! : addPixels(raw[i]!, table[i - 1]!);
      transforms.push({ kind: "indexing", width: xsize, bits, table });
      xsize = subSampled(xsize, bits);
    }
  }
  const cacheBits = readCacheBits(br);
  let entropy: Int32Array | null = null;
  let entropyBits = 0;
  let groupCount = 1;
  if (br.read(1) === 1) {
    entropyBits = br.read(3) + 2;
    entropy = decodeSubImage(br, subSampled(xsize, entropyBits), subSampled(height, entropyBits));
    for (let i = 0; i < entropy.length; i++) {
      const g = (entropy[i]! >>> 8) & 0xffff;
      entropy[i] = g;
      if (g >= groupCount) groupCount = g + 1;
    }
    if (groupCount > MAX_GROUPS) throw new TooComplex();
  }
  const groups: PrefixGroup[] = [];
  let entries = 0;
  for (let i = 0; i < groupCount; i++) {
    const group = readGroup(br, cacheBits);
    entries += group.green.length + group.red.length + group.blue.length + group.alpha.length;
    entries += group.distance.length;
    if (entries > MAX_TABLE_ENTRIES) throw new TooComplex();
    groups.push(group);
  }
  const last = transforms[0];
  // A palette image's packed pixels are read once, into the expanded image: they go in a buffer kept
  // for the next image, not a new one each time.
  const packed = last?.kind === "indexing" ? packedScratch(xsize * height) : undefined;
  let pixels = decodePixels(br, xsize, height, cacheBits, groups, entropy, entropyBits, packed);
  for (let i = transforms.length - 1; i >= 1; i--) pixels = invert(transforms[i]!, pixels, height);
  if (last?.kind === "indexing") {
    // A palette image: the palette becomes RGBA (256 words), not the million pixels it expands to.
    toRgbaWords(last.table, alphaUsed);
    return invert(last, pixels, height);
  }
  if (last) pixels = invert(last, pixels, height);
  toRgbaWords(pixels, alphaUsed);
  return pixels;
}

function invert(t: Transform, pixels: Int32Array, height: number): Int32Array {
  switch (t.kind) {
    case "subtract-green":
      for (let i = 0; i < pixels.length; i++) {
        const p = pixels[i]!;
        const g = (p >>> 8) & 0xff;
        pixels[i] = (p & 0xff00ff00) | ((((p >>> 16) + g) & 0xff) << 16) | ((p + g) & 0xff);
      }
      return pixels;
    case "predictor":
      invertPredictor(pixels, t.width, height, t.bits, t.data);
      return pixels;
    case "colour":
      invertColour(pixels, t.width, height, t.bits, t.data);
      return pixels;
    case "indexing":
      return invertIndexing(pixels, t.width, height, t.bits, t.table);
  }
}

/** Per-byte sum modulo 256. */
function addPixels(a: number, b: number): number {
  return (
    (((a & 0xff00ff00) + (b & 0xff00ff00)) & 0xff00ff00) |
    (((a & 0x00ff00ff) + (b & 0x00ff00ff)) & 0x00ff00ff)
  );
}

/** Per-byte floor average. */
function average(a: number, b: number): number {
  return ((((a ^ b) & 0xfefefefe) >>> 1) + (a & b)) | 0;
}

const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : v);

function clampAddSubtractFull(a: number, b: number, c: number): number {
  let out = 0;
  for (let s = 0; s < 32; s += 8) {
    out |= clamp(((a >>> s) & 0xff) + ((b >>> s) & 0xff) - ((c >>> s) & 0xff)) << s;
  }
  return out;
}

function clampAddSubtractHalf(a: number, b: number): number {
  let out = 0;
  for (let s = 0; s < 32; s += 8) {
    const x = (a >>> s) & 0xff;
    out |= clamp(x + Math.trunc((x - ((b >>> s) & 0xff)) / 2)) << s;
  }
  return out;
}

function select(left: number, top: number, topLeft: number): number {
  let toLeft = 0; // how far the estimate is from the left pixel: |top - topLeft| per channel
  let toTop = 0;
  for (let s = 0; s < 32; s += 8) {
    const tl = (topLeft >>> s) & 0xff;
    toLeft += Math.abs(((top >>> s) & 0xff) - tl);
    toTop += Math.abs(((left >>> s) & 0xff) - tl);
  }
  return toLeft < toTop ? left : top;
}

function predict(mode: number, p: Int32Array, i: number, width: number): number {
  switch (mode) {
    case 1:
      return p[i - 1]!;
    case 2:
      return p[i - width]!;
    case 3:
      return p[i - width + 1]!;
    case 4:
      return p[i - width - 1]!;
    case 5:
      return average(average(p[i - 1]!, p[i - width + 1]!), p[i - width]!);
    case 6:
      return average(p[i - 1]!, p[i - width - 1]!);
    case 7:
      return average(p[i - 1]!, p[i - width]!);
    case 8:
      return average(p[i - width - 1]!, p[i - width]!);
    case 9:
      return average(p[i - width]!, p[i - width + 1]!);
    case 10:
      return average(average(p[i - 1]!, p[i - width - 1]!), average(p[i - width]!, p[i - width + 1]!));
    case 11:
      return select(p[i - 1]!, p[i - width]!, p[i - width - 1]!);
    case 12:
      return clampAddSubtractFull(p[i - 1]!, p[i - width]!, p[i - width - 1]!);
    case 13:
      return clampAddSubtractHalf(average(p[i - 1]!, p[i - width]!), p[i - width - 1]!);
    default: // 0, and 14–15 (unused codes) as libwebp decodes them
      return OPAQUE_BLACK;
  }
}

function invertPredictor(
  p: Int32Array,
  width: number,
  height: number,
  bits: number,
  modes: Int32Array,
): void {
  const blocksWide = subSampled(width, bits);
  p[0] = addPixels(p[0]!, OPAQUE_BLACK);
  for (let x = 1; x < width; x++) p[x] = addPixels(p[x]!, p[x - 1]!);
  for (let y = 1; y < height; y++) {
    const row = y * width;
    p[row] = addPixels(p[row]!, p[row - width]!);
    const modeRow = (y >>> bits) * blocksWide;
    for (let x = 1; x < width;) {
      const mode = (modes[modeRow + (x >>> bits)]! >>> 8) & 0xf;
      const blockEnd = Math.min(width, ((x >>> bits) + 1) << bits);
      // The two modes a screen mostly uses get loops of their own.
      if (mode === 1) {
        for (let i = row + x, e = row + blockEnd; i < e; i++) p[i] = addPixels(p[i]!, p[i - 1]!);
      } else if (mode === 2) {
        for (let i = row + x, e = row + blockEnd; i < e; i++) p[i] = addPixels(p[i]!, p[i - width]!);
      } else {
        for (let i = row + x, e = row + blockEnd; i < e; i++)
          p[i] = addPixels(p[i]!, predict(mode, p, i, width));
      }
      x = blockEnd;
    }
  }
}

/** (t × c) >> 5 with both as signed bytes. */
const colourDelta = (t: number, c: number) => (((t << 24) >> 24) * ((c << 24) >> 24)) >> 5;

function invertColour(
  p: Int32Array,
  width: number,
  height: number,
  bits: number,
  elements: Int32Array,
): void {
  const blocksWide = subSampled(width, bits);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const elementRow = (y >>> bits) * blocksWide;
    for (let x = 0; x < width; x++) {
      const e = elements[elementRow + (x >>> bits)]!;
      const greenToRed = e & 0xff;
      const greenToBlue = (e >>> 8) & 0xff;
      const redToBlue = (e >>> 16) & 0xff;
      const v = p[row + x]!;
      const green = (v >>> 8) & 0xff;
      const red = (((v >>> 16) & 0xff) + colourDelta(greenToRed, green)) & 0xff;
      const blue = ((v & 0xff) + colourDelta(greenToBlue, green) + colourDelta(redToBlue, red)) & 0xff;
      p[row + x] = (v & 0xff00ff00) | (red << 16) | blue;
    }
  }
}

function invertIndexing(
  p: Int32Array,
  width: number,
  height: number,
  bits: number,
  table: Int32Array,
): Int32Array {
  const out = new Int32Array(width * height);
  if (bits === 0) {
    for (let i = 0; i < out.length; i++) out[i] = table[(p[i]! >>> 8) & 0xff]!;
    return out;
  }
  // Each packed pixel's green byte holds `group` indices, the first in the lowest bits: what each of
  // the 256 green values expands to is worked out once.
  const group = 1 << bits;
  const perPixel = 8 >>> bits;
  const mask = (1 << perPixel) - 1;
  const expand = new Int32Array(256 << bits);
  for (let g = 0; g < 256; g++) {
    for (let k = 0; k < group; k++) expand[(g << bits) + k] = table[(g >>> (k * perPixel)) & mask]!;
  }
  const packedWidth = subSampled(width, bits);
  const whole = width >>> bits;
  const rest = width - (whole << bits);
  let o = 0;
  for (let y = 0; y < height; y++) {
    const row = y * packedWidth;
    if (bits === 1) {
      for (let px = row, end = row + whole; px < end; px++) {
        const at = ((p[px]! >>> 8) & 0xff) << 1;
        out[o] = expand[at]!;
        out[o + 1] = expand[at + 1]!;
        o += 2;
      }
    } else {
      for (let px = row, end = row + whole; px < end; px++) {
        const at = ((p[px]! >>> 8) & 0xff) << bits;
        for (let k = 0; k < group; k++) out[o++] = expand[at + k]!;
      }
    }
    if (rest > 0) {
      const at = ((p[row + whole]! >>> 8) & 0xff) << bits;
      for (let k = 0; k < rest; k++) out[o++] = expand[at + k]!;
    }
  }
  return out;
}

/**
 * ARGB words to RGBA words, in place: little-endian 0xAABBGGRR, so the buffer's bytes are red, green,
 * blue, alpha (alpha 255 when the header says the image has none, as libvips adds it).
 */
function toRgbaWords(argb: Int32Array, alphaUsed: boolean): void {
  const alpha = alphaUsed ? 0 : OPAQUE_BLACK;
  for (let i = 0; i < argb.length; i++) {
    const v = argb[i]!;
    argb[i] = (v & 0xff00ff00) | ((v >>> 16) & 0xff) | ((v & 0xff) << 16) | alpha;
  }
}
