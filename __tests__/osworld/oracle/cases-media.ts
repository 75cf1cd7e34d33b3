import { Files, metricCases, type MetricCase } from "./cases.ts";
import { makeMp3 } from "./mp3-writer.ts";

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

export const MEDIA_CASES: MetricCase[] = [
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
