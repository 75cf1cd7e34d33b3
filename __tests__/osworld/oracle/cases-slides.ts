import path from "node:path";
import { Files, metricCases, type MetricCase } from "./cases.ts";
import { makePptx, sp, type PptxSpec } from "./pptx-writer.ts";

// .pptx files (written by hand) for OSWorld's Impress metrics, compare_pptx_files above all.
const f = new Files();
const deck = (name: string, spec: PptxSpec) => makePptx(path.join(f.dir, name), spec);

const run = (text: string, rPr = "") => `<a:r><a:rPr lang="en-US"${rPr}/><a:t>${text}</a:t></a:r>`;
const para = (runs: string, pPr = "") => `<a:p>${pPr}${runs}</a:p>`;
const title = (
  text: string,
  extra: { box?: [number, number, number, number] | null; rPr?: string; pPr?: string } = {},
) => sp({ id: 2, box: extra.box, paragraphs: [para(run(text, extra.rPr ?? ""), extra.pPr ?? "")] });
const body = (lines: string[], pPr = "") =>
  sp({ id: 3, box: [914400, 2000000, 7000000, 3000000], paragraphs: lines.map((l) => para(run(l), pPr)) });
const base = { slides: [{ shapes: title("Quarterly report") + body(["First point", "Second point"]) }] };
const basic = deck("basic.pptx", base);
const basicCopy = deck("basic-copy.pptx", base);
const retitled = deck("retitled.pptx", {
  slides: [{ shapes: title("Quarterly Report") + body(["First point", "Second point"]) }],
});
const moved = deck("moved.pptx", {
  slides: [
    {
      shapes:
        title("Quarterly report", { box: [914400, 1000000, 4572000, 914400] }) +
        body(["First point", "Second point"]),
    },
  ],
});
const nudged = deck("nudged.pptx", {
  slides: [
    {
      shapes:
        title("Quarterly report", { box: [916000, 914400, 4572000, 914400] }) +
        body(["First point", "Second point"]),
    },
  ],
});
const bold = deck("bold.pptx", {
  slides: [{ shapes: title("Quarterly report", { rPr: ' b="1"' }) + body(["First point", "Second point"]) }],
});
const notBold = deck("not-bold.pptx", {
  slides: [{ shapes: title("Quarterly report", { rPr: ' b="0"' }) + body(["First point", "Second point"]) }],
});
const sized = deck("sized.pptx", {
  slides: [
    { shapes: title("Quarterly report", { rPr: ' sz="3200"' }) + body(["First point", "Second point"]) },
  ],
});
const italic = deck("italic.pptx", {
  slides: [{ shapes: title("Quarterly report", { rPr: ' i="1"' }) + body(["First point", "Second point"]) }],
});
const underlined = deck("underlined.pptx", {
  slides: [
    { shapes: title("Quarterly report", { rPr: ' u="sng"' }) + body(["First point", "Second point"]) },
  ],
});
const underlinedDouble = deck("underlined2.pptx", {
  slides: [
    { shapes: title("Quarterly report", { rPr: ' u="dbl"' }) + body(["First point", "Second point"]) },
  ],
});
const noUnderline = deck("no-underline.pptx", {
  slides: [
    { shapes: title("Quarterly report", { rPr: ' u="none"' }) + body(["First point", "Second point"]) },
  ],
});
const struck = deck("struck.pptx", {
  slides: [
    {
      shapes:
        title("Quarterly report", { rPr: ' strike="sngStrike"' }) + body(["First point", "Second point"]),
    },
  ],
});
const red = (name: string, color: string) =>
  deck(name, {
    slides: [
      {
        shapes:
          sp({
            id: 2,
            paragraphs: [
              para(
                `<a:r><a:rPr lang="en-US"><a:solidFill>${color}</a:solidFill></a:rPr><a:t>Quarterly report</a:t></a:r>`,
              ),
            ],
          }) + body(["First point", "Second point"]),
      },
    ],
  });
const redText = red("red.pptx", '<a:srgbClr val="FF0000"/>');
const blueText = red("blue.pptx", '<a:srgbClr val="0000ff"/>');
const themeText = red("theme.pptx", '<a:schemeClr val="accent1"/>');
const fonted = deck("fonted.pptx", {
  slides: [
    {
      shapes:
        title("Quarterly report", { rPr: '><a:latin typeface="Liberation Sans"/></a:rPr><a:rPr lang="x"' }) +
        body(["First point", "Second point"]),
    },
  ],
});
const centered = deck("centered.pptx", {
  slides: [
    {
      shapes:
        title("Quarterly report", { pPr: '<a:pPr algn="ctr"/>' }) + body(["First point", "Second point"]),
    },
  ],
});
const leftAligned = deck("left.pptx", {
  slides: [
    {
      shapes: title("Quarterly report", { pPr: '<a:pPr algn="l"/>' }) + body(["First point", "Second point"]),
    },
  ],
});
const indented = deck("indented.pptx", {
  slides: [{ shapes: title("Quarterly report") + body(["First point", "Second point"], '<a:pPr lvl="1"/>') }],
});
const bulleted = deck("bulleted.pptx", {
  slides: [
    {
      shapes:
        title("Quarterly report") +
        body(["First point", "Second point"], '<a:pPr><a:buChar char="•"/></a:pPr>'),
    },
  ],
});
const dashed = deck("dashed.pptx", {
  slides: [
    {
      shapes:
        title("Quarterly report") +
        body(["First point", "Second point"], '<a:pPr><a:buChar char="–"/></a:pPr>'),
    },
  ],
});
const twoSlides = deck("two-slides.pptx", { slides: [base.slides[0]!, { shapes: title("Next") }] });
const extraShape = deck("extra-shape.pptx", {
  slides: [{ shapes: base.slides[0]!.shapes + sp({ id: 4, paragraphs: ["x"] }) }],
});
const notes = (text: string) =>
  deck(`notes-${text.length}.pptx`, { slides: [{ ...base.slides[0]!, notes: text }] });
const withNotes = notes("Speak slowly");
const otherNotes = notes("Speak fast!");
const blankNotes = notes(" ");
const bg = (name: string, fill: string, masterBg?: string) =>
  deck(name, {
    slides: [{ ...base.slides[0]!, bg: fill ? `<p:bg><p:bgPr>${fill}<a:effectLst/></p:bgPr></p:bg>` : "" }],
    masterBg,
  });
const yellowBg = bg("yellow-bg.pptx", '<a:solidFill><a:srgbClr val="FFFF00"/></a:solidFill>');
const greenBg = bg("green-bg.pptx", '<a:solidFill><a:srgbClr val="00FF00"/></a:solidFill>');
const schemeBg = bg("scheme-bg.pptx", '<a:solidFill><a:schemeClr val="bg1"/></a:solidFill>');
const masterYellow = bg(
  "master-yellow.pptx",
  "",
  '<p:bg><p:bgPr><a:solidFill><a:srgbClr val="FFFF00"/></a:solidFill><a:effectLst/></p:bgPr></p:bg>',
);
const masterRef = bg(
  "master-ref.pptx",
  "",
  '<p:bg><p:bgRef idx="1001"><a:schemeClr val="bg1"/></p:bgRef></p:bg>',
);
const ph = (idx: number, type?: string) => `<p:ph${type ? ` type="${type}"` : ""} idx="${idx}"/>`;
const layoutTitle = sp({
  id: 2,
  box: [457200, 274638, 8229600, 1143000],
  paragraphs: [""],
  ph: ph(0, "title"),
});
const masterTitle = sp({
  id: 2,
  box: [111111, 222222, 3333333, 444444],
  paragraphs: [""],
  ph: ph(0, "title"),
});
const inherited = deck("inherited.pptx", {
  slides: [{ shapes: sp({ id: 2, box: null, geometry: null, paragraphs: ["Title"], ph: ph(0, "title") }) }],
  layoutShapes: layoutTitle,
});
const explicitSame = deck("explicit-same.pptx", {
  slides: [
    {
      shapes: sp({
        id: 2,
        box: [457200, 274638, 8229600, 1143000],
        geometry: null,
        paragraphs: ["Title"],
        ph: ph(0, "title"),
      }),
    },
  ],
  layoutShapes: layoutTitle,
});
const fromMaster = deck("from-master.pptx", {
  slides: [{ shapes: sp({ id: 2, box: null, geometry: null, paragraphs: ["Title"], ph: ph(0, "title") }) }],
  layoutShapes: sp({ id: 2, box: null, geometry: null, paragraphs: [""], ph: ph(0, "title") }),
  masterShapes: masterTitle,
});
const masterExplicit = deck("master-explicit.pptx", {
  slides: [
    {
      shapes: sp({
        id: 2,
        box: [111111, 222222, 3333333, 444444],
        geometry: null,
        paragraphs: ["Title"],
        ph: ph(0, "title"),
      }),
    },
  ],
});
const nowhere = deck("nowhere.pptx", {
  slides: [{ shapes: sp({ id: 2, box: null, geometry: null, paragraphs: ["Title"], ph: ph(0, "title") }) }],
});
const textBox = deck("textbox.pptx", {
  slides: [{ shapes: sp({ id: 2, txBox: true, paragraphs: ["Note"] }) }],
});
const noGeometry = deck("no-geometry.pptx", {
  slides: [{ shapes: sp({ id: 2, geometry: null, paragraphs: ["Odd"] }) }],
});
const noTextBody = deck("no-text-body.pptx", { slides: [{ shapes: sp({ id: 2 }) }] });
const emptyText = deck("empty-text.pptx", { slides: [{ shapes: sp({ id: 2, paragraphs: [""] }) }] });
const table = (cells: string[][], rPr = "") =>
  `<p:graphicFrame><p:nvGraphicFramePr><p:cNvPr id="5" name="Table"/><p:cNvGraphicFramePr/><p:nvPr/></p:nvGraphicFramePr><p:xfrm><a:off x="914400" y="3000000"/><a:ext cx="6000000" cy="1000000"/></p:xfrm><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/table"><a:tbl><a:tblGrid>${cells[0]!.map(() => '<a:gridCol w="3000000"/>').join("")}</a:tblGrid>${cells
    .map(
      (row) =>
        `<a:tr h="370840">${row.map((c) => `<a:tc><a:txBody><a:bodyPr/><a:p>${run(c, rPr)}</a:p></a:txBody></a:tc>`).join("")}</a:tr>`,
    )
    .join("")}</a:tbl></a:graphicData></a:graphic></p:graphicFrame>`;
const tableDeck = deck("table.pptx", {
  slides: [
    {
      shapes: table([
        ["Name", "Qty"],
        ["pen", "3"],
      ]),
    },
  ],
});
const tableEdited = deck("table-edited.pptx", {
  slides: [
    {
      shapes: table([
        ["Name", "Qty"],
        ["pen", "4"],
      ]),
    },
  ],
});
const tableBold = deck("table-bold.pptx", {
  slides: [
    {
      shapes: table(
        [
          ["Name", "Qty"],
          ["pen", "3"],
        ],
        ' b="1"',
      ),
    },
  ],
});
const group = (inner: string) =>
  `<p:grpSp><p:nvGrpSpPr><p:cNvPr id="7" name="Group"/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="100" cy="100"/><a:chOff x="0" y="0"/><a:chExt cx="100" cy="100"/></a:xfrm></p:grpSpPr>${inner}</p:grpSp>`;
const grouped = deck("grouped.pptx", {
  slides: [{ shapes: group(sp({ id: 8, paragraphs: [para(run("Inside"), '<a:pPr algn="ctr"/>')] })) }],
});
const groupedLeft = deck("grouped-left.pptx", {
  slides: [{ shapes: group(sp({ id: 8, paragraphs: [para(run("Inside"))] })) }],
});
const portrait = deck("portrait.pptx", { slides: [{ shapes: "" }], size: [6858000, 9144000] });
const notPptx = f.write("not.pptx", "text");
const dissolve = deck("dissolve.pptx", {
  slides: [
    { shapes: "", transition: '<p:transition spd="slow"><p:dissolve/></p:transition>' },
    { shapes: "" },
  ],
});
const numberColour = (colours: string[]) =>
  deck(`numbers-${colours.join("-")}.pptx`, {
    slides: [{ shapes: "" }],
    masterShapes: colours
      .map((c, i) =>
        sp({
          id: 10 + i,
          paragraphs: [
            `<a:p><a:r><a:rPr lang="en-US"><a:solidFill><a:srgbClr val="${c}"/></a:solidFill></a:rPr><a:t>&lt;number&gt;</a:t></a:r></a:p>`,
          ],
        }),
      )
      .join(""),
  });
const redNumbers = numberColour(["000000", "E01010", "000000"]);
const blueNumbers = numberColour(["000000", "1010E0", "000000"]);
const oneColour = numberColour(["000000"]);
// OSWorld reads the value from its second character (it expects "#RRGGBB")
const hashRed = numberColour(["000000", "#E01010", "000000"]);
const xcu = (value: string | null) =>
  f.write(
    `presenter-${String(value)}.xcu`,
    `<?xml version="1.0" encoding="UTF-8"?><oor:items xmlns:oor="http://openoffice.org/2001/registry">${value === null ? "" : `<item oor:path="/org.openoffice.Office.Impress/Misc/Start"><prop oor:name="EnablePresenterScreen" oor:op="fuse"><value>${value}</value></prop></item>`}</oor:items>`,
  );
const notPowerpoint = deck("not-powerpoint.pptx", { ...base, contentType: "application/xml" });

export const SLIDES_CASES: MetricCase[] = [
  ...metricCases("slides", "compare_pptx_files", [
    { name: "the same deck", result: basic, expected: basicCopy },
    { name: "a title's case", result: basic, expected: retitled },
    { name: "text not examined", result: basic, expected: retitled, options: { examine_text: false } },
    { name: "a moved shape", result: basic, expected: moved },
    {
      name: "a moved shape, shapes not examined",
      result: basic,
      expected: moved,
      options: { examine_shape: false },
    },
    { name: "within the tolerance", result: basic, expected: nudged },
    {
      name: "outside a tighter tolerance",
      result: basic,
      expected: nudged,
      options: { approximately_tolerance: 0.0001 },
    },
    { name: "bold against none", result: bold, expected: basic },
    { name: "not bold (b=0) against none", result: notBold, expected: basic },
    { name: "bold not examined", result: bold, expected: basic, options: { examine_font_bold: false } },
    { name: "font size", result: sized, expected: basic },
    { name: "italic", result: italic, expected: basic },
    { name: "underline against none", result: underlined, expected: basic },
    { name: "double underline against none", result: underlinedDouble, expected: basic },
    { name: "underline none against none", result: noUnderline, expected: basic },
    { name: "double against single underline", result: underlinedDouble, expected: underlined },
    { name: "strike-through", result: struck, expected: basic },
    { name: "colours", result: redText, expected: blueText },
    { name: "a theme colour is not compared", result: themeText, expected: redText },
    {
      name: "colours not examined",
      result: redText,
      expected: blueText,
      options: { examine_color_rgb: false },
    },
    { name: "font names", result: fonted, expected: basic },
    { name: "centered against none", result: centered, expected: basic },
    { name: "left against none (the same)", result: leftAligned, expected: basic },
    {
      name: "alignment not examined",
      result: centered,
      expected: basic,
      options: { examine_alignment: false },
    },
    { name: "indent levels", result: indented, expected: basic },
    { name: "bullet characters", result: bulleted, expected: dashed },
    { name: "bullets against none", result: bulleted, expected: basic },
    { name: "bullets not examined", result: bulleted, expected: dashed, options: { examine_bullets: false } },
    { name: "slide counts", result: twoSlides, expected: basic },
    {
      name: "slide counts not examined",
      result: twoSlides,
      expected: basic,
      options: { examine_number_of_slides: false },
    },
    { name: "shape counts", result: extraShape, expected: basic },
    { name: "notes against none", result: withNotes, expected: basic },
    { name: "different notes", result: withNotes, expected: otherNotes },
    { name: "blank notes against none", result: blankNotes, expected: basic },
    { name: "notes not examined", result: withNotes, expected: otherNotes, options: { examine_note: false } },
    { name: "background colours", result: yellowBg, expected: greenBg },
    { name: "background against none", result: yellowBg, expected: basic },
    { name: "a background from the master", result: masterYellow, expected: yellowBg },
    { name: "a master background reference", result: masterRef, expected: basic },
    { name: "a theme background colour raises", result: schemeBg, expected: basic },
    {
      name: "background not examined",
      result: yellowBg,
      expected: greenBg,
      options: { examine_background_color: false },
    },
    { name: "a placeholder inherits the layout's position", result: inherited, expected: explicitSame },
    { name: "through the layout to the master", result: fromMaster, expected: masterExplicit },
    { name: "a placeholder positioned nowhere against one", result: nowhere, expected: explicitSame },
    { name: "two placeholders positioned nowhere", result: nowhere, expected: nowhere },
    { name: "text boxes", result: textBox, expected: textBox },
    { name: "an sp without geometry", result: noGeometry, expected: noGeometry },
    { name: "an sp without a text body against an empty one", result: noTextBody, expected: emptyText },
    { name: "table cells", result: tableDeck, expected: tableEdited },
    { name: "table fonts", result: tableBold, expected: tableDeck },
    { name: "the same tables", result: tableDeck, expected: tableDeck },
    { name: "alignment inside a group", result: grouped, expected: groupedLeft },
    {
      name: "the title-bottom check",
      result: basic,
      expected: moved,
      options: { examine_title_bottom_position: true, examine_shape: false },
    },
    {
      name: "the shift-size check",
      result: basic,
      expected: moved,
      options: { examine_shape_for_shift_size: true, examine_shape: false },
    },
    {
      name: "the modify-height check",
      result: basic,
      expected: nudged,
      options: { examine_modify_height: true, examine_shape: false },
    },
    {
      name: "the image-size check",
      result: basic,
      expected: moved,
      options: { examine_image_size: true, examine_shape: false },
    },
    { name: "not a zip", result: notPptx, expected: basic },
    { name: "not a PowerPoint file", result: notPowerpoint, expected: basic },
    { name: "a missing file", result: f.missing("x.pptx"), expected: basic },
  ]),
  ...metricCases("slides", "check_transition", [
    {
      name: "a dissolve on the first slide",
      result: dissolve,
      expected: { slide_idx: 0, transition_type: "dissolve" },
    },
    { name: "another kind", result: dissolve, expected: { slide_idx: 0, transition_type: "fade" } },
    { name: "no transition", result: dissolve, expected: { slide_idx: 1, transition_type: "dissolve" } },
    { name: "no such slide", result: dissolve, expected: { slide_idx: 5, transition_type: "dissolve" } },
    { name: "not a zip", result: notPptx, expected: { slide_idx: 0, transition_type: "dissolve" } },
  ]),
  ...metricCases("slides", "check_page_number_colors", [
    { name: "red", result: redNumbers, expected: { color: "red" } },
    { name: "not blue", result: redNumbers, expected: { color: "blue" } },
    { name: "blue", result: blueNumbers, expected: { color: "blue" } },
    { name: "black", result: redNumbers, expected: { color: "black" } },
    { name: "fewer than two colours", result: oneColour, expected: { color: "red" } },
    { name: "a value written with #", result: hashRed, expected: { color: "red" } },
    { name: "an unknown colour passes", result: redNumbers, expected: { color: "purple" } },
  ]),
  ...metricCases("slides", "check_presenter_console_disable", [
    { name: "disabled", result: xcu("false") },
    { name: "enabled", result: xcu("true") },
    { name: "not set", result: xcu(null) },
    { name: "a missing file", result: f.missing("registrymodifications.xcu") },
    { name: "None", result: null },
  ]),
  ...metricCases("slides", "check_slide_orientation_Portrait", [
    { name: "portrait", result: portrait },
    { name: "landscape", result: basic },
  ]),
  ...metricCases("slides", "check_strikethrough", [
    {
      name: "struck",
      result: struck,
      expected: { slide_index_s: [0], shape_index_s: [0], paragraph_index_s: [0] },
    },
    {
      name: "not struck",
      result: basic,
      expected: { slide_index_s: [0], shape_index_s: [0], paragraph_index_s: [0] },
    },
    {
      name: "an index out of range",
      result: struck,
      expected: { slide_index_s: [3], shape_index_s: [0], paragraph_index_s: [0] },
    },
    { name: "a missing rule", result: struck, expected: { slide_index_s: [0] } },
  ]),
];
