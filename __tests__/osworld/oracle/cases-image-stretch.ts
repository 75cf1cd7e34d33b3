import path from "node:path";
import { readFileSync, writeFileSync } from "node:fs";
import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { Files, metricCases, type MetricCase } from "./cases.ts";
import { makePptx, sp, type PptxSpec } from "./pptx-writer.ts";

// .pptx files (written by hand) with pictures on their first slide for OSWorld's
// check_image_stretch_and_center(modified, original): the original's picture, found in the modified deck by
// its bytes, must fill the original's slide and be centred on it.
const f = new Files();

const PNG_A = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360f8cfc0f01f0005fe02fe0de6f3b30000000049454e44ae426082",
  "hex",
);
const PNG_B = Buffer.concat([PNG_A, Buffer.from("trailing bytes make another image")]);

type Picture = {
  id: number;
  rId: string;
  box: [number, number, number, number] | null;
  ph?: boolean;
  video?: boolean;
  link?: boolean;
};
const pic = ({ id, rId, box, ph, link, video }: Picture) =>
  `<p:pic><p:nvPicPr><p:cNvPr id="${id}" name="Picture ${id}"/><p:cNvPicPr/><p:nvPr>${ph ? '<p:ph type="pic" idx="1"/>' : ""}${video ? '<a:videoFile r:link="rIdV"/>' : ""}</p:nvPr></p:nvPicPr><p:blipFill><a:blip r:${link ? "link" : "embed"}="${rId}"/><a:stretch><a:fillRect/></a:stretch></p:blipFill><p:spPr>${
    box ? `<a:xfrm><a:off x="${box[0]}" y="${box[1]}"/><a:ext cx="${box[2]}" cy="${box[3]}"/></a:xfrm>` : ""
  }<a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr></p:pic>`;

/** A deck whose first slide has these pictures, each rId related to ppt/media/<name> with those bytes. */
function deck(
  name: string,
  pictures: Picture[],
  media: Record<string, [string, Buffer]>,
  options: Partial<PptxSpec> & { extra?: string } = {},
): string {
  const file = makePptx(path.join(f.dir, name), {
    slides: [
      { shapes: sp({ id: 2, paragraphs: ["Photo"] }) + pictures.map(pic).join("") + (options.extra ?? "") },
    ],
    ...options,
  });
  const entries = unzipSync(readFileSync(file));
  const rels = "ppt/slides/_rels/slide1.xml.rels";
  const added = Object.entries(media)
    .map(
      ([rId, [part]]) =>
        `<Relationship Id="${rId}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="../media/${part}"/>`,
    )
    .join("");
  entries[rels] = strToU8(strFromU8(entries[rels]!).replace("</Relationships>", `${added}</Relationships>`));
  for (const [part, bytes] of Object.values(media)) entries[`ppt/media/${part}`] = new Uint8Array(bytes);
  const types = "[Content_Types].xml";
  entries[types] = strToU8(
    strFromU8(entries[types]!).replace(
      '<Default Extension="xml"',
      '<Default Extension="png" ContentType="image/png"/><Default Extension="xml"',
    ),
  );
  writeFileSync(file, zipSync(entries));
  return file;
}

const W = 9144000;
const H = 6858000;
const A = { rIdI1: ["image1.png", PNG_A] as [string, Buffer] };
const small: [number, number, number, number] = [914400, 914400, 3000000, 2000000];
const original = deck("original.pptx", [{ id: 5, rId: "rIdI1", box: small }], A);
const stretched = deck("stretched.pptx", [{ id: 5, rId: "rIdI1", box: [0, 0, W, H] }], A);
const nearly = deck("nearly.pptx", [{ id: 5, rId: "rIdI1", box: [200000, 150000, 8800000, 6600000] }], A);
const tooSmall = deck("too-small.pptx", [{ id: 5, rId: "rIdI1", box: [250000, 0, W - 500000, H] }], A);
const offCentre = deck("off-centre.pptx", [{ id: 5, rId: "rIdI1", box: [600000, 0, W, H] }], A);
const tooLow = deck("too-low.pptx", [{ id: 5, rId: "rIdI1", box: [0, 500000, W, H] }], A);
const otherImage = deck("other-image.pptx", [{ id: 5, rId: "rIdI1", box: [0, 0, W, H] }], {
  rIdI1: ["image1.png", PNG_B],
});
const renamed = deck("renamed.pptx", [{ id: 7, rId: "rIdX", box: [0, 0, W, H] }], {
  rIdX: ["photo.png", PNG_A],
});
const twoLastSmall = deck(
  "two-last-small.pptx",
  [
    { id: 5, rId: "rIdI1", box: [0, 0, W, H] },
    { id: 6, rId: "rIdI2", box: small },
  ],
  { ...A, rIdI2: ["image2.png", PNG_A] },
);
const twoLastStretched = deck(
  "two-last-stretched.pptx",
  [
    { id: 5, rId: "rIdI2", box: small },
    { id: 6, rId: "rIdI1", box: [0, 0, W, H] },
  ],
  { ...A, rIdI2: ["image2.png", PNG_A] },
);
const noBox = deck("no-box.pptx", [{ id: 5, rId: "rIdI1", box: null }], A);
const noPicture = deck("no-picture.pptx", [], {});
const placeholderOnly = deck("placeholder-picture.pptx", [{ id: 5, rId: "rIdI1", box: small, ph: true }], A);
const linked = deck("linked.pptx", [{ id: 5, rId: "rIdI1", box: small, link: true }], A);
const portrait = deck("portrait.pptx", [{ id: 5, rId: "rIdI1", box: [0, 0, H, W] }], A, { size: [H, W] });
const portraitOriginal = deck("portrait-original.pptx", [{ id: 5, rId: "rIdI1", box: small }], A, {
  size: [H, W],
});
const unknownShape = deck("unknown-shape.pptx", [{ id: 5, rId: "rIdI1", box: [0, 0, W, H] }], A, {
  extra: sp({ id: 9, paragraphs: ["?"], geometry: null }),
});
const videoFirst = deck(
  "video-first.pptx",
  [
    { id: 5, rId: "rIdI2", box: small, video: true },
    { id: 6, rId: "rIdI1", box: small },
  ],
  { ...A, rIdI2: ["poster.png", PNG_B] },
);
const videoStretched = deck(
  "video-stretched.pptx",
  [{ id: 5, rId: "rIdI1", box: [0, 0, W, H], video: true }],
  A,
);
const noSlides = makePptx(path.join(f.dir, "no-slides.pptx"), { slides: [] });

export const IMAGE_STRETCH_CASES: MetricCase[] = metricCases("slides", "check_image_stretch_and_center", [
  { name: "stretched over the slide", result: stretched, expected: original },
  { name: "within half an inch", result: nearly, expected: original },
  { name: "narrower by more than half an inch", result: tooSmall, expected: original },
  { name: "stretched but off centre", result: offCentre, expected: original },
  { name: "stretched but too low", result: tooLow, expected: original },
  { name: "left as it was", result: original, expected: original },
  { name: "another image stretched", result: otherImage, expected: original },
  { name: "the same bytes under another part name", result: renamed, expected: original },
  { name: "two copies, the last one small", result: twoLastSmall, expected: original },
  { name: "two copies, the last one stretched", result: twoLastStretched, expected: original },
  { name: "a picture without a position", result: noBox, expected: original },
  { name: "the original has no picture", result: stretched, expected: noPicture },
  { name: "the modified deck has no picture", result: noPicture, expected: original },
  { name: "only a picture placeholder in the original", result: stretched, expected: placeholderOnly },
  { name: "the original's picture is linked, not embedded", result: stretched, expected: linked },
  { name: "measured against the original's slide size", result: portrait, expected: original },
  { name: "a portrait original", result: portrait, expected: portraitOriginal },
  {
    name: "a video before the original's picture (a movie is no picture)",
    result: stretched,
    expected: videoFirst,
  },
  { name: "the picture stretched as a video", result: videoStretched, expected: original },
  { name: "a shape of no known type", result: unknownShape, expected: original },
  { name: "the original has no slides", result: stretched, expected: noSlides },
  { name: "the modified deck has no slides", result: noSlides, expected: original },
  { name: "a missing modified file", result: f.missing("x.pptx"), expected: original },
]);
