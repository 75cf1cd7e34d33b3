import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { DesktopPython, MetricContext } from "../../../src/osworld/metrics/python-test-suite.ts";
import { Files, metricCases, type MetricCase } from "./cases.ts";
import { makeMp3 } from "./mp3-writer.ts";
import { ensureOracleVenv } from "./oracle.ts";
import { WarmPython } from "./warm-python.ts";

// check_mp3_meta on MP3s written by hand: ID3v2.2/2.3/2.4 tags in every text encoding, unsynchronised and
// compressed frames, user text frames, ID3v1 tags alone and beside a v2 tag, v2.3 dates translated to TDRC.
const f = new Files();
const eq = (ref: string) => ({ method: "eq", ref });
const mp3 = async (name: string, spec: Parameters<typeof makeMp3>[0]) => f.write(name, await makeMp3(spec));

const [
  v24,
  v23,
  v22,
  utf16,
  unsync23,
  unsync24,
  compressed,
  multi,
  txxx,
  dates23,
  v1only,
  v1beside,
  genreText,
] = await Promise.all([
  mp3("v24.mp3", {
    v2: {
      version: 4,
      frames: [
        { id: "TIT2", values: ["Blue Monday"] },
        { id: "TPE1", values: ["New Order"] },
        { id: "TALB", values: ["Power, Corruption & Lies"] },
        { id: "TDRC", values: ["1983-03-07T12:30"] },
        { id: "TRCK", values: ["5/8"] },
      ],
    },
  }),
  mp3("v23.mp3", {
    v2: {
      version: 3,
      frames: [
        { id: "TIT2", values: ["Café del Mar"], encoding: 0 },
        { id: "TPE1", values: ["AC/DC"], encoding: 0 },
      ],
    },
  }),
  mp3("v22.mp3", {
    v2: {
      version: 2,
      frames: [
        { id: "TT2", values: ["Old Tag"], encoding: 0 },
        { id: "TP1", values: ["Someone"], encoding: 0 },
        { id: "TYE", values: ["1999"], encoding: 0 },
      ],
    },
  }),
  mp3("utf16.mp3", {
    v2: {
      version: 3,
      frames: [
        { id: "TIT2", values: ["日本語のタイトル"], encoding: 1 },
        { id: "TPE1", values: ["Ünïcødé"], encoding: 1 },
      ],
    },
  }),
  mp3("unsync23.mp3", {
    v2: { version: 3, unsync: true, frames: [{ id: "TIT2", values: ["ÿÿ\u00ffÿ Title"], encoding: 0 }] },
  }),
  mp3("unsync24.mp3", {
    v2: { version: 4, unsync: true, frames: [{ id: "TIT2", values: ["ÿà Title"], encoding: 0 }] },
  }),
  mp3("compressed.mp3", {
    v2: {
      version: 3,
      frames: [
        { id: "TIT2", values: ["Squeezed"], compress: true, encoding: 0 },
        { id: "TPE1", values: ["Zip"], encoding: 0 },
      ],
    },
  }),
  mp3("multi.mp3", {
    v2: {
      version: 4,
      frames: [
        { id: "TPE1", values: ["Simon", "Garfunkel"] },
        { id: "TIT2", values: ["UTF-16BE"], encoding: 2 },
      ],
    },
  }),
  mp3("txxx.mp3", {
    v2: {
      version: 4,
      frames: [
        { id: "TXXX", values: ["BARCODE", "0123456789"] },
        { id: "TXXX", values: ["PERFORMER", "The Band"] },
        { id: "TIT2", values: ["With extras"] },
      ],
    },
  }),
  mp3("dates23.mp3", {
    v2: {
      version: 3,
      frames: [
        { id: "TYER", values: ["2004"], encoding: 0 },
        { id: "TDAT", values: ["0703"], encoding: 0 },
        { id: "TIME", values: ["1230"], encoding: 0 },
        { id: "TORY", values: ["1999"], encoding: 0 },
      ],
    },
  }),
  mp3("v1only.mp3", { v1: { title: "Only V1", artist: "Tagger", album: "Old", year: "1997", track: 7 } }),
  mp3("v1beside.mp3", {
    v2: { version: 4, frames: [{ id: "TIT2", values: ["From V2"] }] },
    v1: { title: "From V1", artist: "V1 Artist" },
  }),
  mp3("genre.mp3", {
    v2: { version: 4, frames: [{ id: "TCON", values: ["Synthpop", "(RX)((Live)"] }] },
  }),
]);
const untagged = await mp3("untagged.mp3", {});
const badUtf8 = await mp3("bad-utf8.mp3", {
  v2: {
    version: 4,
    frames: [
      { id: "TIT2", values: [], raw: Uint8Array.from([3, 0xc3, 0x28, 0x41]) },
      { id: "TPE1", values: ["Fine"] },
    ],
  },
});

/** A PCM WAV file: 16-bit samples from `sample(t, channel)` in [-1, 1]. */
function wav(
  name: string,
  rate: number,
  seconds: number,
  channels: number,
  sample: (t: number, c: number) => number,
) {
  const frames = Math.round(rate * seconds);
  const data = Buffer.alloc(frames * channels * 2);
  for (let i = 0; i < frames; i++)
    for (let c = 0; c < channels; c++)
      data.writeInt16LE(
        Math.round(Math.max(-1, Math.min(1, sample(i / rate, c))) * 32767),
        (i * channels + c) * 2,
      );
  const head = Buffer.alloc(44);
  head.write("RIFF", 0, "latin1");
  head.writeUInt32LE(36 + data.length, 4);
  head.write("WAVEfmt ", 8, "latin1");
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(channels, 22);
  head.writeUInt32LE(rate, 24);
  head.writeUInt32LE(rate * channels * 2, 28);
  head.writeUInt16LE(channels * 2, 32);
  head.writeUInt16LE(16, 34);
  head.write("data", 36, "latin1");
  head.writeUInt32LE(data.length, 40);
  return f.write(name, Buffer.concat([head, data]));
}
const tone = (hz: number) => (t: number) => 0.5 * Math.sin(2 * Math.PI * hz * t);
const melody = (t: number) => 0.4 * Math.sin(2 * Math.PI * (t < 0.5 ? 440 : t < 1 ? 660 : 550) * t);
const tone440 = wav("tone440.wav", 22050, 1.5, 1, tone(440));
const tone440Copy = wav("tone440-copy.wav", 22050, 1.5, 1, tone(440));
const tone880 = wav("tone880.wav", 22050, 1.5, 1, tone(880));
const melody22k = wav("melody.wav", 22050, 1.5, 1, melody);
const melody44k = wav("melody-44k.wav", 44100, 1.5, 1, melody);
const melodyStereo = wav("melody-stereo.wav", 44100, 1.5, 2, (t, c) => melody(t) * (c === 0 ? 1 : 0.5));
const melodyLonger = wav("melody-longer.wav", 22050, 2.5, 1, (t) => melody(t * 0.6));
const noise = (() => {
  let seed = 7;
  return wav("noise.wav", 16000, 1, 1, () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648 - 0.5;
  });
})();
const blip = wav("blip.wav", 22050, 0.01, 1, tone(440));
const emptyWav = wav("empty.wav", 22050, 0, 1, () => 0);
const emptyWav2 = wav("empty2.wav", 22050, 0, 1, () => 0);
const silentMp3 = await mp3("silent.mp3", { frames: 40 });
const silentMp3Copy = await mp3("silent-copy.mp3", { frames: 60 });
const notAudio = f.write("not-audio.wav", "not a sound");

/**
 * An H.264 MP4 (or another container by its extension) of `count` 64×48 frames drawn by `pixel(x, y, t)`,
 * encoded by the host's ffmpeg (the tests need it, as the desktop has it).
 */
function video(
  name: string,
  count: number,
  pixel: (x: number, y: number, t: number) => number[],
  args: string[] = ["-c:v", "libx264", "-pix_fmt", "yuv420p", "-crf", "18"],
  size: [number, number] = [64, 48],
) {
  const [w, h] = size;
  const raw = Buffer.alloc(w * h * 3 * count);
  for (let t = 0; t < count; t++)
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++)
        raw.set(
          pixel(x, y, t).map((v) => Math.max(0, Math.min(255, Math.round(v)))),
          ((t * h + y) * w + x) * 3,
        );
  const file = f.missing(name).replace(`${path.sep}missing${path.sep}`, path.sep);
  const run = spawnSync(
    "ffmpeg",
    [
      "-y",
      "-v",
      "error",
      "-f",
      "rawvideo",
      "-pix_fmt",
      "rgb24",
      "-s",
      `${w}x${h}`,
      "-r",
      "10",
      "-i",
      "-",
      ...args,
      file,
    ],
    { input: raw },
  );
  if (run.status !== 0)
    throw new Error(
      `the compare_videos cases need ffmpeg (with libx264) on the host: ${run.error?.message ?? run.stderr}`,
    );
  return file;
}
const scene = (shift: number) => (x: number, y: number, t: number) => [
  (x * 4 + t * 6 + shift) % 256,
  (y * 5 + ((x * y) % 23) + t * 3) % 256,
  128 + 100 * Math.sin((x + y + t * 2 + shift) / 6),
];
const clip = video("clip.mp4", 12, scene(0));
const clipCopy = video("clip-copy.mp4", 12, scene(0));
const clipRough = video("clip-rough.mp4", 12, scene(0), [
  "-c:v",
  "libx264",
  "-pix_fmt",
  "yuv420p",
  "-crf",
  "40",
]);
const clipLonger = video("clip-longer.mp4", 16, scene(0));
const clipOther = video("clip-other.mp4", 12, (x, y, t) => scene(90)(y + 10, x, 11 - t));
const clipBig = video(
  "clip-big.mp4",
  12,
  (x, y, t) => scene(0)(Math.floor(x / 2), Math.floor(y / 2), t),
  undefined,
  [128, 96],
);
const clipMjpeg = video("clip.avi", 12, scene(0), ["-c:v", "mjpeg", "-q:v", "3"]);

/**
 * The media scripts' libraries, imported once by the warm Python that runs them (each run a fork of it): a fresh
 * interpreter spends seconds importing them for every case.
 */
const warm = new WarmPython(ensureOracleVenv, [
  "numpy",
  "scipy.signal",
  "scipy.spatial.distance",
  "fastdtw",
  "PIL.Image",
  "audioread.rawread",
  // librosa's lazily imported parts that load, mfcc and normalize reach
  ...["core.audio", "core.spectrum", "core.pitch", "core.constantq", "feature", "feature.spectral"].map(
    (part) => `librosa.${part}`,
  ),
  ...["filters", "sequence", "util.utils"].map((part) => `librosa.${part}`),
]);

/** Ours runs the desktop's script with the oracle's python (the libraries OSWorld's function uses). */
const oraclePython: DesktopPython = {
  async run(hostDir, argv, timeoutMs) {
    const work = mkdtempSync(path.join(tmpdir(), "desktest-media-run-"));
    const copy = path.join(work, path.basename(hostDir));
    cpSync(hostDir, copy, { recursive: true });
    try {
      if (argv[0] !== "python3" || argv[1] !== "-c")
        throw new Error(`the media metrics run python3 -c scripts in the desktop, not ${argv.join(" ")}`);
      return await warm.run(argv[2]!, argv.slice(3), copy, timeoutMs);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  },
};
const context: MetricContext = { hostCacheDir: f.dir, python: oraclePython, log: () => undefined };
const inDesktop = (cases: MetricCase[]) => cases.map((c) => ({ ...c, context }));

export const MEDIA_CASES: MetricCase[] = [
  ...inDesktop(
    metricCases("vlc", "compare_audios", [
      { name: "the same tone", result: tone440, expected: tone440Copy },
      { name: "a tone an octave apart", result: tone440, expected: tone880 },
      { name: "a melody against a tone", result: melody22k, expected: tone440 },
      { name: "44.1 kHz resampled to 22.05 kHz", result: melody44k, expected: melody22k },
      { name: "stereo mixed down", result: melodyStereo, expected: melody22k },
      { name: "the melody slower (DTW aligns)", result: melodyLonger, expected: melody22k },
      { name: "noise at 16 kHz", result: noise, expected: melody22k },
      { name: "a clip shorter than an FFT frame", result: blip, expected: tone440 },
      { name: "two empty files", result: emptyWav, expected: emptyWav2 },
      { name: "one empty file", result: emptyWav, expected: tone440 },
      { name: "silent MP3s", result: silentMp3, expected: silentMp3Copy },
      { name: "a silent MP3 against a tone", result: silentMp3, expected: tone440 },
      { name: "not audio", result: notAudio, expected: tone440 },
      { name: "both missing", result: f.missing("a.wav"), expected: f.missing("b.wav") },
      { name: "one missing", result: tone440, expected: f.missing("c.wav") },
      { name: "None", result: null, expected: tone440 },
      { name: "an empty path", result: "", expected: tone440 },
      { name: "not a path", result: 5, expected: tone440 },
    ]),
  ),
  ...inDesktop(
    metricCases("vlc", "compare_videos", [
      { name: "the same frames, encoded twice", result: clip, expected: clipCopy },
      { name: "a rougher encoding of the same frames", result: clipRough, expected: clip },
      { name: "different pictures", result: clip, expected: clipOther },
      { name: "one video longer", result: clip, expected: clipLonger },
      {
        name: "only the first frames checked",
        result: clip,
        expected: clipLonger,
        options: { max_frames_to_check: 5 },
      },
      { name: "no frames checked", result: clip, expected: clipOther, options: { max_frames_to_check: 0 } },
      {
        name: "a fractional frame count",
        result: clip,
        expected: clipLonger,
        options: { max_frames_to_check: 11.5 },
      },
      { name: "a strict threshold", result: clipRough, expected: clip, options: { threshold: 0 } },
      { name: "a lax threshold", result: clip, expected: clipOther, options: { threshold: 64 } },
      { name: "twice the size", result: clipBig, expected: clip },
      { name: "Motion JPEG in AVI", result: clipMjpeg, expected: clip },
      { name: "both missing", result: f.missing("a.mp4"), expected: f.missing("b.mp4") },
      { name: "one missing", result: clip, expected: f.missing("c.mp4") },
      { name: "not a video against a missing file", result: notAudio, expected: f.missing("d.mp4") },
      { name: "not a video against a video", result: notAudio, expected: clip },
      { name: "None against a missing file", result: null, expected: f.missing("e.mp4") },
      { name: "an empty path against a video", result: "", expected: clip },
    ]),
  ),
  // compare_image_text before it reads the image (the OCR itself, easyocr here and Tesseract in desktest,
  // is not compared: docs/osworld.md): no image scores 0, whatever the rule
  ...metricCases("docs", "compare_image_text", [
    { name: "no image", result: null, expected: { type: "text", text: "ls" } },
    { name: "an empty image path", result: "", expected: { type: "text", text: "ls" } },
    { name: "no image and a rule of another type", result: null, expected: { type: "regex", text: "ls" } },
  ]),
  ...metricCases("others", "check_mp3_meta", [
    {
      name: "ID3v2.4 title and artist",
      result: v24,
      expected: { title: eq("Blue Monday"), artist: eq("New Order") },
    },
    { name: "a wrong title", result: v24, expected: { title: eq("Blue Tuesday") } },
    {
      name: "keys in any case",
      result: v24,
      expected: { Title: eq("Blue Monday"), ALBUM: eq("Power, Corruption & Lies") },
    },
    { name: "a v2.4 date, normalised", result: v24, expected: { date: eq("1983-03-07 12:30") } },
    { name: "the track number", result: v24, expected: { tracknumber: { method: "re", ref: "^5/" } } },
    { name: "a key the tag lacks is empty", result: v24, expected: { composer: eq("") } },
    { name: "a key EasyID3 does not know is empty", result: v24, expected: { year: eq("") } },
    {
      name: "ID3v2.3 latin-1, a slash kept",
      result: v23,
      expected: { title: eq("Café del Mar"), artist: eq("AC/DC") },
    },
    {
      name: "ID3v2.2 upgraded, its year as a date",
      result: v22,
      expected: { title: eq("Old Tag"), artist: eq("Someone"), date: eq("1999") },
    },
    {
      name: "UTF-16 with BOM",
      result: utf16,
      expected: { title: eq("日本語のタイトル"), artist: eq("Ünïcødé") },
    },
    { name: "an unsynchronised v2.3 tag", result: unsync23, expected: { title: eq("ÿÿ\u00ffÿ Title") } },
    { name: "an unsynchronised v2.4 frame", result: unsync24, expected: { title: eq("ÿà Title") } },
    {
      name: "a compressed frame",
      result: compressed,
      expected: { title: eq("Squeezed"), artist: eq("Zip") },
    },
    { name: "several values joined with commas", result: multi, expected: { artist: eq("Simon,Garfunkel") } },
    { name: "UTF-16BE", result: multi, expected: { title: eq("UTF-16BE") } },
    {
      name: "user text frames",
      result: txxx,
      expected: { barcode: eq("0123456789"), performer: eq("The Band") },
    },
    {
      name: "v2.3 TYER, TDAT and TIME become the date",
      result: dates23,
      expected: { date: eq("2004-03-07 12:30:00") },
    },
    { name: "v2.3 TORY becomes the original date", result: dates23, expected: { originaldate: eq("1999") } },
    {
      name: "an ID3v1 tag alone",
      result: v1only,
      expected: { title: eq("Only V1"), artist: eq("Tagger"), date: eq("1997"), tracknumber: eq("7") },
    },
    {
      name: "ID3v1 fills what the v2 tag lacks",
      result: v1beside,
      expected: { title: eq("From V2"), artist: eq("V1 Artist") },
    },
    { name: "free-text genres", result: genreText, expected: { genre: eq("Synthpop,Remix,(Live)") } },
    {
      name: "a frame that is not UTF-8 is dropped",
      result: badUtf8,
      expected: { title: eq(""), artist: eq("Fine") },
    },
    { name: "no tag at all", result: untagged, expected: { title: eq("") } },
    { name: "a missing file", result: f.missing("x.mp3"), expected: { title: eq("") } },
    { name: "None", result: null, expected: { title: eq("x") } },
    { name: "no rules", result: v24, expected: {} },
    { name: "rules not a dict", result: v24, expected: ["title"] },
    { name: "a rule without a method", result: v24, expected: { title: { ref: "x" } } },
  ]),
];
