import path from "node:path";
import { Files, metricCases, type MetricCase } from "./cases.ts";
import { makePptx, sp, type PptxSpec } from "./pptx-writer.ts";

// .pptx files (written by hand) for OSWorld's colour checks of slides: check_slide_numbers_color (the
// master's "<number>" placeholder) and evaluate_presentation_fill_to_rgb_distance (slide backgrounds).
const f = new Files();
const deck = (name: string, spec: PptxSpec) => makePptx(path.join(f.dir, name), spec);

const SLD_NUM = '<p:ph type="sldNum" idx="12"/>';
const number = (text: string, id = 4) => sp({ id, paragraphs: [text], ph: SLD_NUM });
const titled = sp({ id: 2, paragraphs: ["Agenda"] });
const solidFill = (val: string) => `<a:solidFill><a:srgbClr val="${val}"/></a:solidFill>`;
/** The master's slide-number placeholder as LibreOffice writes it: a slidenum field showing "<number>". */
const masterNumber = (defRPr: string, options: { ph?: string; text?: string } = {}) =>
  sp({
    id: 5,
    ph: options.ph ?? SLD_NUM,
    paragraphs: [
      `<a:p><a:pPr algn="r">${defRPr}</a:pPr><a:fld id="{B6F15528-21DE-4FAA-801E-634DDDAF4B2B}" type="slidenum"><a:rPr lang="en-US"/><a:t>${options.text ?? "&lt;number&gt;"}</a:t></a:fld></a:p>`,
    ],
  });
const defRPr = (fill: string) => `<a:defRPr sz="1400">${fill}</a:defRPr>`;
const numbered = (name: string, master: string, slides = [titled + number("1")]) =>
  deck(name, { slides: slides.map((shapes) => ({ shapes })), masterShapes: master });

const redMaster = masterNumber(defRPr(solidFill("FF0000")));
const red = numbered("red.pptx", redMaster);
const redLower = numbered("red-lower.pptx", masterNumber(defRPr(solidFill("ff0000"))));
const blue = numbered("blue.pptx", masterNumber(defRPr(solidFill("0000FF"))));
const nearlyRed = numbered("nearly-red.pptx", masterNumber(defRPr(solidFill("FE0000"))));
const scheme = numbered(
  "scheme.pptx",
  masterNumber(defRPr('<a:solidFill><a:schemeClr val="accent2"/></a:solidFill>')),
);
const noDefault = numbered("no-default.pptx", masterNumber(""));
const noFill = numbered("no-fill.pptx", masterNumber(defRPr("")));
const gradient = numbered(
  "gradient.pptx",
  masterNumber(
    defRPr(
      `<a:gradFill><a:gsLst><a:gs pos="0"><a:srgbClr val="FF0000"/></a:gs><a:gs pos="100000"><a:srgbClr val="FF0000"/></a:gs></a:gsLst></a:gradFill>`,
    ),
  ),
);
const badHex = numbered("bad-hex.pptx", masterNumber(defRPr(solidFill("GG0000"))));
const longHex = numbered("long-hex.pptx", masterNumber(defRPr(solidFill("FF00000"))));
const runRed = numbered(
  "run-red.pptx",
  sp({
    id: 5,
    ph: SLD_NUM,
    paragraphs: [
      `<a:p><a:fld id="{B6F15528-21DE-4FAA-801E-634DDDAF4B2B}" type="slidenum"><a:rPr lang="en-US">${solidFill("FF0000")}</a:rPr><a:t>&lt;number&gt;</a:t></a:fld></a:p>`,
    ],
  }),
);
const notPlaceholder = numbered(
  "not-placeholder.pptx",
  masterNumber(defRPr(solidFill("FF0000")), { ph: "" }),
);
const otherText = numbered("other-text.pptx", masterNumber(defRPr(solidFill("FF0000")), { text: "#" }));
const noMasterNumber = numbered("no-master-number.pptx", "");
const noNumbers = numbered("no-numbers.pptx", redMaster, [titled, sp({ id: 3, paragraphs: ["12 "] })]);
const laterSlide = numbered("later-slide.pptx", masterNumber(defRPr(solidFill("0000FF"))), [
  titled,
  titled + number("2"),
]);
const superscript = numbered("superscript.pptx", redMaster, [titled + number("²")]);
const arabic = numbered("arabic.pptx", redMaster, [titled + number("٣")]);
const twoParagraphs = numbered("two-paragraphs.pptx", redMaster, [
  titled + sp({ id: 4, paragraphs: ["1", "2"] }),
]);
const plainBox = numbered("plain-box.pptx", redMaster, [
  titled + sp({ id: 4, paragraphs: ["7"], txBox: true }),
]);

// backgrounds: the slide's own p:bg, or the master's when the slide has none
const bgPr = (fill: string) => `<p:bg><p:bgPr>${fill}<a:effectLst/></p:bgPr></p:bg>`;
const shapes = titled;
const backgrounds = (name: string, slides: string[], masterBg?: string) =>
  deck(name, { slides: slides.map((bg) => ({ shapes, bg })), masterBg });
const redBg = backgrounds("red-bg.pptx", [bgPr(solidFill("FF0000"))]);
const greenBg = backgrounds("green-bg.pptx", [bgPr(solidFill("00FF00"))]);
const mixed = backgrounds("mixed-bg.pptx", [bgPr(solidFill("FF0000")), bgPr(solidFill("336699")), ""]);
const masterOnly = backgrounds("master-only.pptx", ["", ""], bgPr(solidFill("FF8000")));
const neither = backgrounds("neither.pptx", [""]);
const noFillSlide = backgrounds("nofill-slide.pptx", [bgPr("<a:noFill/>")], bgPr(solidFill("00FF00")));
const bgRef = backgrounds(
  "bgref.pptx",
  ['<p:bg><p:bgRef idx="1001"><a:schemeClr val="bg1"/></p:bgRef></p:bg>'],
  bgPr(solidFill("FF0000")),
);
const schemeBg = backgrounds("scheme-bg.pptx", [bgPr('<a:solidFill><a:schemeClr val="bg1"/></a:solidFill>')]);
const emptySolid = backgrounds("empty-solid.pptx", [bgPr("<a:solidFill/>")]);
const badHexBg = backgrounds("bad-hex-bg.pptx", [bgPr(solidFill("XYZ123"))]);
const gradientBg = backgrounds("gradient-bg.pptx", [
  bgPr(
    '<a:gradFill><a:gsLst><a:gs pos="0"><a:srgbClr val="FF0000"/></a:gs><a:gs pos="100000"><a:srgbClr val="0000FF"/></a:gs></a:gsLst></a:gradFill>',
  ),
]);
const fillless = backgrounds("fillless-bg.pptx", ["<p:bg><p:bgPr><a:effectLst/></p:bgPr></p:bg>"]);
const masterScheme = backgrounds(
  "master-scheme.pptx",
  [""],
  bgPr('<a:solidFill><a:schemeClr val="bg1"/></a:solidFill>'),
);
const empty = deck("no-slides.pptx", { slides: [] });
const notPptx = f.write("not-a-deck.pptx", "plain text");

const RED = { rgb: [255, 0, 0] };

export const SLIDE_COLOR_CASES: MetricCase[] = [
  ...metricCases("slides", "check_slide_numbers_color", [
    { name: "red numbers", result: red },
    { name: "red written in lower case", result: redLower },
    { name: "blue numbers", result: blue },
    { name: "almost red", result: nearlyRed },
    { name: "a theme colour has no RGB", result: scheme },
    { name: "no default run properties", result: noDefault },
    { name: "default run properties without a fill", result: noFill },
    { name: "a gradient fill", result: gradient },
    { name: "a colour that is not hexadecimal", result: badHex },
    { name: "seven hex digits", result: longHex },
    { name: "red only on the field's run", result: runRed },
    { name: "the master's <number> shape is no placeholder", result: notPlaceholder },
    { name: "the master's placeholder shows something else", result: otherText },
    { name: "no slide-number placeholder in the master", result: noMasterNumber },
    { name: "no slide shows a number", result: noNumbers },
    { name: "the number on a later slide", result: laterSlide },
    { name: "a superscript digit", result: superscript },
    { name: "an Arabic-Indic digit", result: arabic },
    { name: "two paragraphs of digits", result: twoParagraphs },
    { name: "a text box of digits", result: plainBox },
    { name: "not a presentation", result: notPptx },
    { name: "a missing file", result: f.missing("x.pptx") },
  ]),
  ...metricCases("slides", "evaluate_presentation_fill_to_rgb_distance", [
    { name: "the wanted colour", result: redBg, expected: RED },
    { name: "another colour", result: greenBg, expected: RED },
    { name: "fractional channels", result: greenBg, expected: { rgb: [250.5, 10, 0.25] } },
    { name: "booleans as channels", result: redBg, expected: { rgb: [true, false, false] } },
    {
      name: "still the original colour",
      result: redBg,
      expected: { rgb: [255, 0, 0], original_rgb: [255, 0, 0] },
    },
    {
      name: "an original colour not kept",
      result: greenBg,
      expected: { rgb: [255, 0, 0], original_rgb: [0, 0, 255] },
    },
    { name: "original_rgb None", result: greenBg, expected: { rgb: [255, 0, 0], original_rgb: null } },
    {
      name: "original_rgb of two channels",
      result: greenBg,
      expected: { rgb: [255, 0, 0], original_rgb: [0, 255] },
    },
    { name: "three slides, one following the plain master", result: mixed, expected: RED },
    { name: "slides following the master's colour", result: masterOnly, expected: { rgb: [255, 128, 0] } },
    { name: "no background anywhere", result: neither, expected: RED },
    { name: "a slide with noFill follows the master", result: noFillSlide, expected: { rgb: [0, 255, 0] } },
    { name: "a theme background reference follows the master", result: bgRef, expected: RED },
    { name: "a theme colour", result: schemeBg, expected: RED },
    { name: "a solid fill without a colour", result: emptySolid, expected: RED },
    { name: "a colour that is not hexadecimal", result: badHexBg, expected: RED },
    { name: "a gradient", result: gradientBg, expected: RED },
    { name: "a background without a fill", result: fillless, expected: RED },
    { name: "the master's theme colour", result: masterScheme, expected: RED },
    { name: "no slides", result: empty, expected: RED },
    { name: "rgb of two channels", result: greenBg, expected: { rgb: [255, 0] } },
    { name: "rgb of four channels", result: greenBg, expected: { rgb: [255, 0, 0, 0] } },
    { name: "rgb as a number", result: greenBg, expected: { rgb: 255 } },
    { name: "rgb as a string", result: greenBg, expected: { rgb: "abc" } },
    { name: "rgb with None", result: greenBg, expected: { rgb: [255, null, 0] } },
    { name: "a bad rgb never read without a colour", result: gradientBg, expected: { rgb: "abc" } },
    { name: "no rgb rule", result: greenBg, expected: { original_rgb: [0, 0, 0] } },
    { name: "rules not a dict", result: greenBg, expected: [255, 0, 0] },
    { name: "not a presentation", result: notPptx, expected: RED },
  ]),
];
