import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { strToU8, zipSync } from "fflate";
import { GETTERS, type GetterContext } from "../../../src/osworld/getters/index.ts";
import { Files, type GetterCase } from "./cases.ts";

// OSWorld's Impress media getters (getters/impress.py) on packages written here: slides with a background
// picture or audio as LibreOffice Impress writes them, and the odd ones. OSWorld's guest is the harness's
// file map; ours is a stand-in guest over the same map. Both give [the path inside the task cache, bytes].
const f = new Files();

const NS =
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';
const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360f8cfc0f01f0005fe02fe0de6f3b30000000049454e44ae426082",
  "hex",
);
const WAV = Buffer.concat([
  Buffer.from("RIFF$\u0000\u0000\u0000WAVEfmt "),
  Buffer.alloc(24, 1),
  Buffer.from("data\u0000\u0000\u0000\u0000"),
]);

const slide = (bg: string, shapes = "") =>
  `${XML}<p:sld ${NS}><p:cSld>${bg}<p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>${shapes}</p:spTree></p:cSld></p:sld>`;
const picture = (embed: string) =>
  `<p:bg><p:bgPr><a:blipFill rotWithShape="0"><a:blip r:embed="${embed}"/><a:srcRect/><a:stretch><a:fillRect/></a:stretch></a:blipFill><a:effectLst/></p:bgPr></p:bg>`;
const solid =
  '<p:bg><p:bgPr><a:solidFill><a:srgbClr val="729FCF"/></a:solidFill><a:effectLst/></p:bgPr></p:bg>';
const AUDIO_SHAPE =
  '<p:pic><p:nvPicPr><p:cNvPr id="2" name="sound.wav"><a:hlinkClick r:id="" action="ppaction://media"/></p:cNvPr><p:cNvPicPr/><p:nvPr><a:audioFile r:link="rIdA"/><p:extLst><p:ext uri="{DAA4B4D4-6D71-4841-9C94-3DE7FCFB9230}"><p14:media xmlns:p14="http://schemas.microsoft.com/office/powerpoint/2010/main" r:embed="rIdM"/></p:ext></p:extLst></p:nvPr></p:nvPicPr><p:blipFill><a:blip r:embed="rIdI"/></p:blipFill><p:spPr/></p:pic>';
const rels = (items: [string, string, string, string?][]) =>
  `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${items
    .map(
      ([id, type, target, mode]) =>
        `<Relationship Id="${id}" Type="${type.includes("/") ? type : `${REL}/${type}`}" Target="${target}"${mode ? ` TargetMode="${mode}"` : ""}/>`,
    )
    .join("")}</Relationships>`;
const LAYOUT: [string, string, string] = ["rId1", "slideLayout", "../slideLayouts/slideLayout1.xml"];

/** A package with these members (text or bytes). */
function pkg(name: string, members: Record<string, string | Uint8Array>): Uint8Array {
  const data = zipSync(
    Object.fromEntries(Object.entries(members).map(([k, v]) => [k, typeof v === "string" ? strToU8(v) : v])),
  );
  f.write(name, data);
  return data;
}

/** Slide 1 plain, slide 2 as given (its XML and its relationships). */
const deck = (
  name: string,
  slide2: string,
  rels2?: string,
  extra: Record<string, string | Uint8Array> = {},
) =>
  pkg(name, {
    "ppt/slides/slide1.xml": slide(""),
    "ppt/slides/_rels/slide1.xml.rels": rels([LAYOUT]),
    "ppt/slides/slide2.xml": slide2,
    ...(rels2 === undefined ? {} : { "ppt/slides/_rels/slide2.xml.rels": rels2 }),
    "ppt/media/image1.png": PNG,
    "ppt/media/media1.wav": WAV,
    ...extra,
  });

const PPTX = "/home/user/Desktop/deck.pptx";

const background = deck(
  "background.pptx",
  slide(picture("rId2")),
  rels([LAYOUT, ["rId2", "image", "../media/image1.png"]]),
);
const backgroundUnicode = deck(
  "background-unicode.pptx",
  slide(picture("rId2")),
  rels([LAYOUT, ["rId2", "image", "../media/Bild_ä ✓.png"]]),
  { "ppt/media/Bild_ä ✓.png": PNG },
);
const noBackground = deck("no-bg.pptx", slide(""), rels([LAYOUT, ["rId2", "image", "../media/image1.png"]]));
const solidBackground = deck("solid.pptx", slide(solid), rels([LAYOUT]));
const linkedBlip = deck(
  "linked-blip.pptx",
  slide('<p:bg><p:bgPr><a:blipFill><a:blip r:link="rId2"/></a:blipFill></p:bgPr></p:bg>'),
  rels([LAYOUT, ["rId2", "image", "file:///home/user/Pictures/sky.png", "External"]]),
);
const secondBgPr = deck(
  "second-bgpr.pptx",
  slide(
    "<p:bg><p:bgPr><a:blipFill><a:blip/></a:blipFill></p:bgPr></p:bg>",
    '<p:sp><p:spPr><p:bgPr><a:blipFill><a:blip r:embed="rId2"/></a:blipFill></p:bgPr></p:spPr></p:sp>',
  ),
  rels([LAYOUT, ["rId2", "image", "../media/image1.png"]]),
);
const externalBackground = deck(
  "external-bg.pptx",
  slide(picture("rId2")),
  rels([LAYOUT, ["rId2", "image", "file:///home/user/Pictures/sky.png", "External"]]),
);
const relativeTarget = deck(
  "relative-target.pptx",
  slide(picture("rId2")),
  rels([LAYOUT, ["rId2", "image", "media/image1.png"]]),
);
const missingMedia = deck(
  "missing-media.pptx",
  slide(picture("rId2")),
  rels([LAYOUT, ["rId2", "image", "../media/gone.png"]]),
);
const notImageType = deck(
  "not-image.pptx",
  slide(picture("rId2")),
  rels([LAYOUT, ["rId2", "hyperlink", "../media/image1.png"]]),
);
const otherId = deck(
  "other-id.pptx",
  slide(picture("rId9")),
  rels([LAYOUT, ["rId2", "image", "../media/image1.png"]]),
);
const noRels = deck("no-rels.pptx", slide(picture("rId2")));
const badXml = deck("bad-xml.pptx", "<p:sld", rels([LAYOUT]));
const noTypeFirst = pkg("no-type.pptx", {
  "ppt/slides/slide2.xml": slide(picture("rId2")),
  "ppt/slides/_rels/slide2.xml.rels": `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Target="x"/><Relationship Id="rId2" Type="${REL}/image" Target="../media/image1.png"/></Relationships>`,
  "ppt/media/image1.png": PNG,
});
const foreignRel = pkg("foreign-rel.pptx", {
  "ppt/slides/slide2.xml": slide(picture("rId2")),
  "ppt/slides/_rels/slide2.xml.rels": `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><x:Relationship xmlns:x="urn:other" Id="rId2" Type="${REL}/image" Target="../media/other.png"/><Relationship Id="rId2" Type="${REL}/image" Target="../media/image1.png"/></Relationships>`,
  "ppt/media/image1.png": PNG,
});
const deepMedia = deck(
  "deep-media.pptx",
  slide(picture("rId2")),
  rels([LAYOUT, ["rId2", "image", "../../media/image1.png"]]),
  {
    "media/image1.png": PNG,
  },
);
const escaping = deck(
  "escaping.pptx",
  slide(picture("rId2")),
  rels([LAYOUT, ["rId2", "image", "../../../x.png"]]),
  {
    "../x.png": PNG,
  },
);

const audio = deck(
  "audio.pptx",
  slide("", AUDIO_SHAPE),
  rels([
    LAYOUT,
    ["rIdM", "http://schemas.microsoft.com/office/2007/relationships/media", "../media/media1.wav"],
    ["rIdA", "audio", "../media/media1.wav"],
    ["rIdI", "image", "../media/image1.png"],
  ]),
);
const audioLinked = deck(
  "audio-linked.pptx",
  slide("", AUDIO_SHAPE),
  rels([LAYOUT, ["rIdA", "audio", "file:///home/user/Music/song.wav", "External"]]),
);
const mediaOnly = deck(
  "media-only.pptx",
  slide("", AUDIO_SHAPE),
  rels([
    LAYOUT,
    ["rIdM", "http://schemas.microsoft.com/office/2007/relationships/media", "../media/media1.wav"],
  ]),
);
const twoAudios = deck(
  "two-audios.pptx",
  slide("", AUDIO_SHAPE),
  rels([LAYOUT, ["rIdA", "audio", "../media/second.wav"], ["rIdB", "audio", "../media/media1.wav"]]),
  { "ppt/media/second.wav": Buffer.from("second") },
);

/** A stand-in guest serving the case's files, and our getter run against it into its own cache folder. */
function ours(
  type: string,
  config: Record<string, unknown>,
  files: Record<string, Uint8Array | null>,
  cacheDir: string,
) {
  return async () => {
    mkdirSync(cacheDir, { recursive: true });
    const guest = {
      home: "/home/user",
      getFile: async (guestPath: string, hostPath: string) => {
        const content = files[guestPath];
        if (!content) return false;
        mkdirSync(path.dirname(hostPath), { recursive: true });
        writeFileSync(hostPath, content);
        return true;
      },
    };
    const context = {
      guest,
      hostCacheDir: cacheDir,
      taskId: "t",
      log: () => undefined,
    } as unknown as GetterContext;
    const value = await GETTERS[type]!({ type, ...config }, context);
    if (typeof value !== "string") return value;
    return [path.relative(cacheDir, value), existsSync(value) ? new Uint8Array(readFileSync(value)) : null];
  };
}

let serial = 0;
function mediaCase(
  type: "audio_in_slide" | "background_image_in_slide",
  name: string,
  deckBytes: Uint8Array | null,
  config: Record<string, unknown> = { ppt_file_path: PPTX, slide_index: 1, dest: "media.out" },
  guestFiles: Record<string, Uint8Array | null> = {},
): GetterCase {
  const dir = path.join(f.dir, `case-${++serial}`);
  const files = { [PPTX]: deckBytes, ...guestFiles };
  return {
    kind: "getter",
    name: `${type}: ${name}`,
    module: "impress",
    func: `get_${type}`,
    config,
    files,
    cacheDir: path.join(dir, "python"),
    resultFile: true,
    ours: ours(type, config, files, path.join(dir, "ours")),
  };
}

const sky = { "/home/user/Pictures/sky.png": new Uint8Array(PNG) };
const song = { "/home/user/Music/song.wav": new Uint8Array(WAV) };
const bg = (
  name: string,
  data: Uint8Array | null,
  config?: Record<string, unknown>,
  guest?: Record<string, Uint8Array | null>,
) => mediaCase("background_image_in_slide", name, data, config, guest);
const au = (
  name: string,
  data: Uint8Array | null,
  config?: Record<string, unknown>,
  guest?: Record<string, Uint8Array | null>,
) => mediaCase("audio_in_slide", name, data, config, guest);

export const IMPRESS_MEDIA_CASES: GetterCase[] = [
  bg("a picture background, extracted into the cache", background),
  bg("a picture with a Unicode name", backgroundUnicode),
  bg("the first slide has no background", background, {
    ppt_file_path: PPTX,
    slide_index: 0,
    dest: "bg.png",
  }),
  bg("no background", noBackground),
  bg("a solid fill background", solidBackground),
  bg("a linked (not embedded) picture", linkedBlip, undefined, sky),
  bg("an embedded id on a later bgPr", secondBgPr),
  bg("a picture linked with file:// is fetched from the desktop", externalBackground, undefined, sky),
  bg("a linked picture missing from the desktop", externalBackground),
  bg("a target without '..' (OSWorld asserts file://)", relativeTarget),
  bg("a target missing from the package", missingMedia),
  bg("the relationship is no image", notImageType),
  bg("no relationship with the picture's id", otherId),
  bg("the slide has no relationships", noRels),
  bg("no such slide", background, { ppt_file_path: PPTX, slide_index: 7, dest: "bg.png" }),
  bg("a negative slide index", background, { ppt_file_path: PPTX, slide_index: -1, dest: "bg.png" }),
  bg("the slide index as text", background, { ppt_file_path: PPTX, slide_index: " 1 ", dest: "bg.png" }),
  bg("the slide index a float", background, { ppt_file_path: PPTX, slide_index: 1.9, dest: "bg.png" }),
  bg("the slide index not a number", background, { ppt_file_path: PPTX, slide_index: "two", dest: "bg.png" }),
  bg("no slide_index", background, { ppt_file_path: PPTX, dest: "bg.png" }),
  bg("no dest", background, { ppt_file_path: PPTX, slide_index: 1 }),
  bg("slide XML that is not well-formed", badXml),
  bg("a relationship without a Type", noTypeFirst),
  bg("a relationship in another namespace is skipped", foreignRel),
  bg("a target up two levels, at the package's root", deepMedia),
  bg("a target that leaves the package", escaping),
  bg("the presentation is missing", null),
  bg("the presentation is no zip", new Uint8Array(Buffer.from("not a zip"))),
  bg("an empty presentation file", new Uint8Array()),
  au("audio as Impress embeds it", audio),
  au("audio linked with file:// is fetched from the desktop", audioLinked, undefined, song),
  au("linked audio missing from the desktop", audioLinked),
  au("only Microsoft's media relationship", mediaOnly),
  au("two audio relationships: the first", twoAudios),
  au("no audio", background),
  au("the slide has no relationships", noRels),
  au("no such slide", audio, { ppt_file_path: PPTX, slide_index: 4, dest: "a.wav" }),
  au("a relationship without a Type first", noTypeFirst),
  au("the presentation is missing", null),
  au("the presentation is no zip", new Uint8Array(Buffer.from("PK not really"))),
];
