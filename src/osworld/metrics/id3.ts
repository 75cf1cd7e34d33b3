import { inflateSync } from "node:zlib";
import { PythonError } from "../python-error.ts";

/**
 * An MP3's ID3 tag as mutagen's `ID3(path)` loads it (translate=True, load_v1=True), for the frames
 * EasyID3's text keys read: text frames by id (each a list of strings) and user text frames as
 * `TXXX:<description>`.
 *
 * ID3v2.2, v2.3 and v2.4 headers; the tag's unsynchronisation (v2.2/2.3) and each frame's (v2.4); the
 * extended header skipped; compressed frames inflated, encrypted ones skipped; v2.2's three-letter ids
 * upgraded; the four text encodings, values split on NUL; a frame that does not decode is dropped. As
 * mutagen does after loading: an ID3v1 tag at the end fills frames the v2 tag lacks (or stands alone),
 * and v2.3's TYER/TDAT/TIME become TDRC, TORY becomes TDOR.
 */

export type Id3Frames = Map<string, string[]>;

const V22: Record<string, string> = {
  TT1: "TIT1",
  TT2: "TIT2",
  TT3: "TIT3",
  TP1: "TPE1",
  TP2: "TPE2",
  TP3: "TPE3",
  TP4: "TPE4",
  TCM: "TCOM",
  TXT: "TEXT",
  TLA: "TLAN",
  TCO: "TCON",
  TAL: "TALB",
  TPA: "TPOS",
  TRK: "TRCK",
  TRC: "TSRC",
  TYE: "TYER",
  TDA: "TDAT",
  TIM: "TIME",
  TRD: "TRDA",
  TMT: "TMED",
  TFT: "TFLT",
  TBP: "TBPM",
  TCR: "TCOP",
  TPB: "TPUB",
  TEN: "TENC",
  TSS: "TSSE",
  TOF: "TOFN",
  TLE: "TLEN",
  TSI: "TSIZ",
  TDY: "TDLY",
  TKE: "TKEY",
  TOT: "TOAL",
  TOA: "TOPE",
  TOL: "TOLY",
  TOR: "TORY",
  TXX: "TXXX",
  TCP: "TCMP",
  TS2: "TSO2",
  TSA: "TSOA",
  TSC: "TSOC",
  TSP: "TSOP",
  TST: "TSOT",
};

const synchsafe = (b: Uint8Array, at: number) =>
  ((b[at]! & 0x7f) << 21) | ((b[at + 1]! & 0x7f) << 14) | ((b[at + 2]! & 0x7f) << 7) | (b[at + 3]! & 0x7f);
const be32 = (b: Uint8Array, at: number) =>
  ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;

/** Undo unsynchronisation: every 0xFF 0x00 becomes 0xFF. */
function resync(data: Uint8Array): Uint8Array {
  const out: number[] = [];
  for (let i = 0; i < data.length; i++) {
    out.push(data[i]!);
    if (data[i] === 0xff && data[i + 1] === 0x00) i++;
  }
  return Uint8Array.from(out);
}

/** One encoded string up to its terminator (or the end), and where the next starts; null if it does not decode. */
function readEncoded(data: Uint8Array, at: number, encoding: number): { text: string; next: number } | null {
  const wide = encoding === 1 || encoding === 2;
  let end = at;
  if (wide) {
    while (end + 1 < data.length && !(data[end] === 0 && data[end + 1] === 0)) end += 2;
    if (end + 1 >= data.length) end = data.length;
  } else {
    while (end < data.length && data[end] !== 0) end++;
  }
  const bytes = data.subarray(at, end);
  const next = end >= data.length ? data.length : end + (wide ? 2 : 1);
  try {
    let text: string;
    if (encoding === 0) text = Buffer.from(bytes).toString("latin1");
    else if (encoding === 3) text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    else if (encoding === 2) text = new TextDecoder("utf-16be", { fatal: true }).decode(bytes);
    else {
      // UTF-16 with a byte-order mark (Python's "utf-16": little-endian without one)
      if (bytes.length % 2 !== 0) return null;
      const bigEndian = bytes[0] === 0xfe && bytes[1] === 0xff;
      const bom = bigEndian || (bytes[0] === 0xff && bytes[1] === 0xfe);
      text = new TextDecoder(bigEndian ? "utf-16be" : "utf-16le", { fatal: true }).decode(
        bom ? bytes.subarray(2) : bytes,
      );
    }
    return { text, next };
  } catch {
    return null;
  }
}

/** A text frame's values (TXXX: its description first), or null when it does not decode. */
function textValues(body: Uint8Array): string[] | null {
  if (body.length === 0) return null;
  const encoding = body[0]!;
  if (encoding > 3) return null;
  const values: string[] = [];
  let at = 1;
  while (at < body.length) {
    const value = readEncoded(body, at, encoding);
    if (!value) return null;
    values.push(value.text);
    at = value.next;
  }
  return values;
}

function addFrame(frames: Id3Frames, id: string, body: Uint8Array): void {
  if (!id.startsWith("T")) return;
  const values = textValues(body);
  if (!values) return;
  if (id === "TXXX") {
    if (values.length === 0) return;
    const key = `TXXX:${values[0]}`;
    if (!frames.has(key)) frames.set(key, values.slice(1));
    return;
  }
  if (!frames.has(id)) frames.set(id, values);
}

function readV2(data: Uint8Array, frames: Id3Frames): number {
  const major = data[3]!;
  const flags = data[5]!;
  const size = synchsafe(data, 6);
  let tag = data.subarray(10, 10 + size);
  if (major < 4 && flags & 0x80) tag = resync(tag);
  let at = 0;
  if (flags & 0x40) {
    if (major === 4) at = synchsafe(tag, 0);
    else if (major === 3) at = be32(tag, 0) + 4;
  }
  const headerSize = major === 2 ? 6 : 10;
  while (at + headerSize <= tag.length) {
    if (tag[at] === 0) break; // padding
    let id: string;
    let frameSize: number;
    let frameFlags = 0;
    if (major === 2) {
      id = Buffer.from(tag.subarray(at, at + 3)).toString("latin1");
      frameSize = (tag[at + 3]! << 16) | (tag[at + 4]! << 8) | tag[at + 5]!;
    } else {
      id = Buffer.from(tag.subarray(at, at + 4)).toString("latin1");
      frameSize = major === 4 ? synchsafe(tag, at + 4) : be32(tag, at + 4);
      frameFlags = (tag[at + 8]! << 8) | tag[at + 9]!;
    }
    if (!/^[A-Z0-9]+$/.test(id)) break;
    let body = tag.subarray(at + headerSize, at + headerSize + frameSize);
    at += headerSize + frameSize;
    if (major === 2) {
      const upgraded = V22[id];
      if (upgraded) addFrame(frames, upgraded, body);
      continue;
    }
    let compressed: boolean;
    if (major === 3) {
      if (frameFlags & 0x0040) continue; // encrypted
      compressed = (frameFlags & 0x0080) !== 0;
      if (compressed) body = body.subarray(4); // the decompressed size
      if (frameFlags & 0x0020) body = body.subarray(1); // group id
    } else {
      if (frameFlags & 0x0004) continue; // encrypted
      if (frameFlags & 0x0040) body = body.subarray(1); // group id
      compressed = (frameFlags & 0x0008) !== 0;
      if (frameFlags & 0x0001) body = body.subarray(4); // data length indicator
      if (frameFlags & 0x0002) body = resync(body);
    }
    if (compressed) {
      try {
        body = inflateSync(body);
      } catch {
        continue;
      }
    }
    addFrame(frames, id, body);
  }
  return major;
}

/** Python's str.strip() over latin-1 text: whitespace, the separators \x1c–\x1f, NEL and NBSP. */
function pyStrip(text: string): string {
  const space = (c: string) => /\s/.test(c) || (c >= "\u001c" && c <= "\u001f") || c === "\u0085";
  let start = 0;
  let end = text.length;
  while (start < end && space(text[start]!)) start++;
  while (end > start && space(text[end - 1]!)) end--;
  return text.slice(start, end);
}

/** ParseID3v1: the frames of a TAG block at the end of the file (year as TDRC for a v2.4 tag, else TYER). */
function readV1(file: Uint8Array, frames: Id3Frames, v24: boolean): boolean {
  const tail = file.subarray(Math.max(0, file.length - 133));
  const idx = Buffer.from(tail).indexOf("TAG");
  if (idx < 0) return false;
  const ape = Buffer.from(tail).indexOf("APETAGEX");
  if (ape >= 0 && idx === ape + 5) return false;
  const data = tail.subarray(idx);
  if (data.length > 128 || data.length < 124) return false;
  const yearLength = data.length - 124;
  const fix = (bytes: Uint8Array) => {
    const nul = bytes.indexOf(0);
    return pyStrip(Buffer.from(nul >= 0 ? bytes.subarray(0, nul) : bytes).toString("latin1"));
  };
  const field = (from: number, length: number) => fix(data.subarray(from, from + length));
  const title = field(3, 30);
  const artist = field(33, 30);
  const album = field(63, 30);
  const year = field(93, yearLength);
  const track = data[93 + yearLength + 29]!;
  const genre = data[93 + yearLength + 30]!;
  const v1 = new Map<string, string[]>();
  if (title) v1.set("TIT2", [title]);
  if (artist) v1.set("TPE1", [artist]);
  if (album) v1.set("TALB", [album]);
  if (year) v1.set(v24 ? "TDRC" : "TYER", [year]);
  if (track) v1.set("TRCK", [String(track)]);
  if (genre !== 255) v1.set("TCON", [String(genre)]);
  for (const [id, values] of v1) if (!frames.has(id)) frames.set(id, values);
  return true;
}

/** `ID3TimeStamp(text).text`: the numbers of the stamp, reformatted, up to the first that is not one. */
export function id3TimeStamp(text: string): string {
  const parts = `${text}:::::`.split(/[-T:/.]|\s+/).slice(0, 6);
  const formats = [4, 2, 2, 2, 2, 2];
  const seps = ["-", "-", " ", ":", ":", "x"];
  let out = "";
  for (let i = 0; i < 6; i++) {
    const part = parts[i]!.trim();
    if (!/^[+-]?\d+$/.test(part)) break;
    const value = Number.parseInt(part, 10);
    const digits = String(Math.abs(value)).padStart(formats[i]! - (value < 0 ? 1 : 0), "0");
    out += (value < 0 ? "-" : "") + digits + seps[i]!;
  }
  return out.slice(0, -1);
}

/** update_to_v24: TYER/TDAT/TIME → TDRC, TORY → TDOR. */
function toV24(frames: Id3Frames): void {
  const take = (id: string) => {
    const values = frames.get(id) ?? [];
    frames.delete(id);
    return values;
  };
  const [tyer, tdat, time] = [take("TYER"), take("TDAT"), take("TIME")];
  const stamps: string[] = [];
  for (let i = 0; i < Math.max(tyer.length, tdat.length, time.length); i++) {
    const ym = /^([0-9]{4})(-[0-9]{2}-[0-9]{2})?$/.exec(tyer[i] ?? "");
    const dm = /^([0-9]{2})([0-9]{2})$/.exec(tdat[i] ?? "");
    const tm = /^([0-9]{2})([0-9]{2})$/.exec(time[i] ?? "");
    let stamp = "";
    if (ym) {
      stamp += ym[1];
      const monthDay = dm ? `-${dm[2]}-${dm[1]}` : ym[2];
      if (monthDay) {
        stamp += monthDay;
        if (tm) stamp += `T${tm[1]}:${tm[2]}:00`;
      }
    }
    if (stamp) stamps.push(stamp);
  }
  if (stamps.length > 0 && !frames.has("TDRC")) frames.set("TDRC", stamps);
  const tory = take("TORY");
  if (tory.length > 0 && !frames.has("TDOR")) frames.set("TDOR", [tory.join("/")]);
  for (const id of ["TRDA", "TSIZ"]) frames.delete(id);
}

/** `mutagen.id3.ID3(path)`'s text frames, or ID3NoHeaderError when the file has neither an ID3v2 nor an ID3v1 tag. */
export function readId3(file: Uint8Array, path: string): Id3Frames {
  const frames: Id3Frames = new Map();
  const hasV2 = file.length >= 10 && Buffer.from(file.subarray(0, 3)).toString("latin1") === "ID3";
  const major = hasV2 ? file[3]! : 0;
  if (hasV2 && major >= 2 && major <= 4) {
    readV2(file, frames);
    readV1(file, frames, major === 4);
  } else if (!readV1(file, frames, true)) {
    throw new PythonError(
      "ID3NoHeaderError",
      hasV2 ? `${path}: ID3v2.${major} not supported` : `${path} doesn't start with an ID3 tag`,
    );
  }
  toV24(frames);
  return frames;
}
