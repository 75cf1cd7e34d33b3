import { PythonError } from "../python-error.ts";
import { isPlainObject, pyTypeName } from "../python-semantics.ts";
import { readBytes } from "./files.ts";
import { id3TimeStamp, readId3, type Id3Frames } from "./id3.ts";
import { matchValueToRule } from "./rules.ts";

/**
 * others.py's check_mp3_meta: each key of `meta` is read as mutagen's EasyID3 reads it (values joined with
 * ",", "" for a key the tag lacks or EasyID3 does not know) and matched against its rule with
 * `_match_value_to_rule`. The tag is read by id3.ts as mutagen loads it.
 */

const TEXT_KEYS: Record<string, string> = {
  album: "TALB",
  bpm: "TBPM",
  compilation: "TCMP",
  composer: "TCOM",
  copyright: "TCOP",
  encodedby: "TENC",
  lyricist: "TEXT",
  length: "TLEN",
  media: "TMED",
  mood: "TMOO",
  grouping: "TIT1",
  title: "TIT2",
  version: "TIT3",
  artist: "TPE1",
  albumartist: "TPE2",
  conductor: "TPE3",
  arranger: "TPE4",
  discnumber: "TPOS",
  organization: "TPUB",
  tracknumber: "TRCK",
  author: "TOLY",
  albumsort: "TSOA",
  composersort: "TSOC",
  artistsort: "TSOP",
  titlesort: "TSOT",
  isrc: "TSRC",
  discsubtitle: "TSST",
  language: "TLAN",
};

/** EasyID3's keys over TXXX frames (albumartistsort: registered twice, the TXXX one last). */
const TXXX_KEYS: Record<string, string> = {
  musicbrainz_artistid: "MusicBrainz Artist Id",
  musicbrainz_albumid: "MusicBrainz Album Id",
  musicbrainz_albumartistid: "MusicBrainz Album Artist Id",
  musicbrainz_trmid: "MusicBrainz TRM Id",
  musicip_puid: "MusicIP PUID",
  musicip_fingerprint: "MusicMagic Fingerprint",
  musicbrainz_albumstatus: "MusicBrainz Album Status",
  musicbrainz_albumtype: "MusicBrainz Album Type",
  releasecountry: "MusicBrainz Album Release Country",
  musicbrainz_discid: "MusicBrainz Disc Id",
  asin: "ASIN",
  albumartistsort: "ALBUMARTISTSORT",
  performer: "PERFORMER",
  barcode: "BARCODE",
  catalognumber: "CATALOGNUMBER",
  musicbrainz_releasetrackid: "MusicBrainz Release Track Id",
  musicbrainz_releasegroupid: "MusicBrainz Release Group Id",
  musicbrainz_workid: "MusicBrainz Work Id",
  acoustid_fingerprint: "Acoustid Fingerprint",
  acoustid_id: "Acoustid Id",
};

/** EasyID3's keys over frames desktest does not read (people lists, UFID, WOAR, RVA2). */
const UNREAD = [/^performer:/, /^musicbrainz_trackid$/, /^website$/, /^replaygain_.*_(gain|peak)$/];

/** TCON's `genres`: free-text genres, with "((" unescaped; ID3v1 genre numbers are not ported. */
function genres(values: string[]): string[] {
  const out: string[] = [];
  for (const value of values) {
    if (/^\d+$/.test(value) && Number(value) < 256) throw numberedGenre();
    else if (value === "CR") out.push("Cover");
    else if (value === "RX") out.push("Remix");
    else if (value) {
      const match = /^((?:\(([0-9]+|RX|CR)\))*)([\s\S]+)?/.exec(value)!;
      const ids = match[1] ? match[1].slice(1, -1).split(")(") : [];
      const found: string[] = [];
      for (const id of ids) {
        if (id === "CR") found.push("Cover");
        else if (id === "RX") found.push("Remix");
        else throw numberedGenre();
      }
      let name = match[3];
      if (name) {
        if (name.startsWith("((")) name = name.slice(1);
        if (!found.includes(name)) found.push(name);
      }
      out.push(...found);
    }
  }
  return out;
}

const numberedGenre = () =>
  new PythonError("NotSupported", "desktest does not port ID3v1's numbered genre list (TCON '(n)')");

/** `EasyID3(path).get(key, "")`. */
function easyGet(frames: Id3Frames, key: string): string[] | "" {
  const lower = key.toLowerCase();
  if (lower in TXXX_KEYS) return frames.get(`TXXX:${TXXX_KEYS[lower]}`) ?? "";
  if (lower in TEXT_KEYS) return frames.get(TEXT_KEYS[lower]!) ?? "";
  if (lower === "genre") {
    const tcon = frames.get("TCON");
    return tcon ? genres(genres(tcon)) : "";
  }
  if (lower === "date" || lower === "originaldate") {
    const stamps = frames.get(lower === "date" ? "TDRC" : "TDOR");
    return stamps ? stamps.map(id3TimeStamp) : "";
  }
  if (UNREAD.some((pattern) => pattern.test(lower)))
    throw new PythonError(
      "NotSupported",
      `desktest does not read EasyID3's '${key}' (its frame is not ported)`,
    );
  return "";
}

export function check_mp3_meta(result: unknown, meta: unknown): number {
  if (result === null || result === undefined) return 0;
  if (typeof result !== "string")
    throw new PythonError(
      "TypeError",
      `expected str, bytes or os.PathLike object, not ${pyTypeName(result)}`,
    );
  let bytes: Uint8Array;
  try {
    bytes = readBytes(result);
  } catch (error) {
    if (error instanceof PythonError) throw new PythonError("MutagenError", error.message);
    throw error;
  }
  const frames = readId3(bytes, result);
  if (!isPlainObject(meta))
    throw new PythonError("AttributeError", `'${pyTypeName(meta)}' object has no attribute 'items'`);
  let metric = true;
  for (const [key, rule] of Object.entries(meta)) {
    const raw = easyGet(frames, key);
    const value = Array.isArray(raw) ? raw.join(",") : raw;
    metric = metric && matchValueToRule(value, rule);
  }
  return metric ? 1 : 0;
}
