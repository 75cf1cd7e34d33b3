import path from "node:path";
import { writeFileSync } from "node:fs";
import { strToU8, zipSync } from "fflate";
import sharp from "sharp";
import { Files, metricCases, type MetricCase } from "./cases.ts";
import { encodePng } from "./png-writer.ts";

// .docx files with image parts (PNG and JPEG) for OSWorld's compare_docx_images.
const f = new Files();
const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const IMAGE = `${REL}/image`;
const HYPERLINK = `${REL}/hyperlink`;

interface RelSpec {
  type?: string;
  /** The part's bytes under word/media/, or an external URL. */
  image?: Uint8Array;
  external?: string;
  /** A target the package lacks. */
  missing?: string;
}

function docxWithImages(name: string, rels: RelSpec[], contentType?: string): string {
  const files: Record<string, Uint8Array> = {
    "[Content_Types].xml": strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Default Extension="png" ContentType="image/png"/><Default Extension="jpeg" ContentType="image/jpeg"/><Default Extension="bin" ContentType="application/octet-stream"/><Override PartName="/word/document.xml" ContentType="${contentType ?? "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"}"/></Types>`,
    ),
    "_rels/.rels": strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="word/document.xml"/></Relationships>`,
    ),
    "word/document.xml": strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Images</w:t></w:r></w:p></w:body></w:document>`,
    ),
  };
  const xml = rels.map((r, i) => {
    const id = `rId${i + 10}`;
    const type = r.type ?? IMAGE;
    if (r.external)
      return `<Relationship Id="${id}" Type="${type}" Target="${r.external}" TargetMode="External"/>`;
    if (r.missing) return `<Relationship Id="${id}" Type="${type}" Target="${r.missing}"/>`;
    const data = r.image!;
    const ext = data[0] === 0x89 ? "png" : data[0] === 0xff ? "jpeg" : "bin";
    files[`word/media/image${i}.${ext}`] = data;
    return `<Relationship Id="${id}" Type="${type}" Target="media/image${i}.${ext}"/>`;
  });
  if (rels.length > 0)
    files["word/_rels/document.xml.rels"] = strToU8(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${xml.join("")}</Relationships>`,
    );
  const file = path.join(f.dir, name);
  writeFileSync(file, zipSync(files));
  return file;
}

const rgb = (samples: number[], width = 2, height = 2) => encodePng({ width, height, colorType: 2, samples });
const red = rgb([255, 0, 0, 255, 0, 0, 255, 0, 0, 255, 0, 0]);
const redInterlaced = encodePng({
  width: 2,
  height: 2,
  colorType: 2,
  interlace: true,
  samples: [255, 0, 0, 255, 0, 0, 255, 0, 0, 255, 0, 0],
});
const blue = rgb([0, 0, 255, 0, 0, 255, 0, 0, 255, 0, 0, 254]);
const redAlpha = encodePng({
  width: 2,
  height: 2,
  colorType: 6,
  samples: [255, 0, 0, 255, 255, 0, 0, 255, 255, 0, 0, 255, 255, 0, 0, 255],
});
const gray2x2 = encodePng({ width: 2, height: 2, colorType: 0, samples: [10, 20, 30, 40] });
const gray4x1 = encodePng({ width: 4, height: 1, colorType: 0, samples: [10, 20, 30, 40] });
const palette = (colors: [number, number, number][]) =>
  encodePng({ width: 2, height: 1, colorType: 3, bitDepth: 4, samples: [0, 1], palette: colors });
const paletteA = palette([
  [255, 0, 0],
  [0, 255, 0],
]);
const paletteB = palette([
  [0, 0, 255],
  [9, 9, 9],
]);
const bilevel = (samples: number[]) => encodePng({ width: 3, height: 2, colorType: 0, bitDepth: 1, samples });
const bilevelA = bilevel([1, 0, 1, 0, 1, 1]);
const bilevelB = bilevel([1, 0, 1, 0, 1, 0]);
const gray16 = encodePng({
  width: 1,
  height: 1,
  colorType: 2,
  bitDepth: 16,
  samples: [0x1234, 0x5678, 0x9abc],
});
const gray16Same = encodePng({
  width: 1,
  height: 1,
  colorType: 2,
  bitDepth: 16,
  samples: [0x12ff, 0x5600, 0x9a01],
});
const pixels = Buffer.from(Array.from({ length: 16 * 16 * 3 }, (_, i) => (i * 37) % 256));
const jpeg = async (quality: number) =>
  new Uint8Array(
    await sharp(pixels, { raw: { width: 16, height: 16, channels: 3 } })
      .jpeg({ quality })
      .toBuffer(),
  );
const jpegA = await jpeg(90);
const jpegB = await jpeg(40);
const gif = new Uint8Array(
  await sharp(pixels, { raw: { width: 16, height: 16, channels: 3 } })
    .gif()
    .toBuffer(),
);
const text = strToU8("not an image");

const one = docxWithImages("one-red.docx", [{ image: red }]);
const oneRedInterlaced = docxWithImages("one-red-interlaced.docx", [{ image: redInterlaced }]);
const oneBlue = docxWithImages("one-blue.docx", [{ image: blue }]);
const oneRedAlpha = docxWithImages("one-red-alpha.docx", [{ image: redAlpha }]);
const two = docxWithImages("two.docx", [{ image: red }, { image: blue }]);
const twoSwapped = docxWithImages("two-swapped.docx", [{ image: blue }, { image: red }]);
const twoWithLink = docxWithImages("two-with-link.docx", [
  { image: red },
  { type: HYPERLINK, external: "https://example.com/" },
  { image: blue },
]);
const none = docxWithImages("none.docx", []);
const linkOnly = docxWithImages("link-only.docx", [{ type: HYPERLINK, external: "https://example.com/" }]);
const linked = docxWithImages("linked.docx", [{ external: "file:///tmp/picture.png" }]);
const missingPart = docxWithImages("missing-part.docx", [{ missing: "media/gone.png" }]);
const textImage = docxWithImages("text-image.docx", [{ image: text }]);
const notWord = docxWithImages("not-word.docx", [{ image: red }], "application/xml");
const notZip = f.write("not-zip.docx", "plain text");
const doc = (name: string, image: Uint8Array) => docxWithImages(name, [{ image }]);

export const DOCX_IMAGE_CASES: MetricCase[] = metricCases("docs", "compare_docx_images", [
  { name: "the same image", result: one, expected: doc("one-red-copy.docx", red) },
  { name: "the same pixels, interlaced", result: one, expected: oneRedInterlaced },
  { name: "other pixels", result: one, expected: oneBlue },
  { name: "RGB against RGBA", result: one, expected: oneRedAlpha },
  {
    name: "the same bytes in another shape",
    result: doc("g22.docx", gray2x2),
    expected: doc("g41.docx", gray4x1),
  },
  {
    name: "palette indices equal, palettes differ",
    result: doc("pa.docx", paletteA),
    expected: doc("pb.docx", paletteB),
  },
  { name: "bilevel images equal", result: doc("b1.docx", bilevelA), expected: doc("b1-copy.docx", bilevelA) },
  { name: "bilevel images differ", result: doc("b1a.docx", bilevelA), expected: doc("b1b.docx", bilevelB) },
  {
    name: "16-bit samples keep their high byte",
    result: doc("16a.docx", gray16),
    expected: doc("16b.docx", gray16Same),
  },
  { name: "the same JPEG", result: doc("ja.docx", jpegA), expected: doc("ja-copy.docx", jpegA) },
  { name: "JPEGs of other quality", result: doc("ja2.docx", jpegA), expected: doc("jb.docx", jpegB) },
  { name: "GIF images (not ported)", result: doc("ga.docx", gif), expected: doc("ga-copy.docx", gif) },
  {
    name: "two images in order",
    result: two,
    expected: docxWithImages("two-copy.docx", [{ image: red }, { image: blue }]),
  },
  { name: "two images swapped", result: two, expected: twoSwapped },
  { name: "a hyperlink is not an image", result: two, expected: twoWithLink },
  { name: "one image against two", result: one, expected: two },
  { name: "no images", result: none, expected: linkOnly },
  { name: "a linked image raises", result: linked, expected: one },
  { name: "a linked image against none", result: none, expected: linked },
  { name: "a missing image part", result: missingPart, expected: one },
  { name: "not an image raises", result: textImage, expected: doc("text-copy.docx", text) },
  { name: "not an image, counts differ", result: textImage, expected: none },
  { name: "not a Word file", result: notWord, expected: one },
  { name: "not a zip", result: one, expected: notZip },
  { name: "a missing file", result: one, expected: f.missing("gone.docx") },
  { name: "None", result: null, expected: one },
  { name: "empty string", result: one, expected: "" },
  { name: "a keyword argument", result: one, expected: one, options: { strict: true } },
]);
