import { writeFileSync } from "node:fs";
import { strToU8, zipSync } from "fflate";

/**
 * A minimal .pptx written by hand for the Impress cases: slides (their spTree content, optional p:bg and
 * notes text), one layout and one master (their spTree content and background), the slide size.
 */
export interface PptxSpec {
  slides: { shapes: string; bg?: string; notes?: string; transition?: string }[];
  layoutShapes?: string;
  masterShapes?: string;
  masterBg?: string;
  size?: [number, number];
  contentType?: string;
}

const NS =
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships" xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"';
const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const CT = "application/vnd.openxmlformats-officedocument.presentationml";
const xml = (s: string) => strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${s}`);
const rels = (items: [string, string, string][]) =>
  xml(
    `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${items
      .map(([id, type, target]) => `<Relationship Id="${id}" Type="${REL}/${type}" Target="${target}"/>`)
      .join("")}</Relationships>`,
  );
const tree = (shapes: string) =>
  `<p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>${shapes}</p:spTree>`;

export function makePptx(file: string, spec: PptxSpec): string {
  const [cx, cy] = spec.size ?? [9144000, 6858000];
  const files: Record<string, Uint8Array> = {};
  const overrides: string[] = [
    `<Override PartName="/ppt/presentation.xml" ContentType="${spec.contentType ?? `${CT}.presentation.main+xml`}"/>`,
    `<Override PartName="/ppt/slideMasters/slideMaster1.xml" ContentType="${CT}.slideMaster+xml"/>`,
    `<Override PartName="/ppt/slideLayouts/slideLayout1.xml" ContentType="${CT}.slideLayout+xml"/>`,
  ];
  files["_rels/.rels"] = rels([["rId1", "officeDocument", "ppt/presentation.xml"]]);
  files["ppt/presentation.xml"] = xml(
    `<p:presentation ${NS}><p:sldMasterIdLst><p:sldMasterId id="2147483648" r:id="rIdM"/></p:sldMasterIdLst><p:sldIdLst>${spec.slides
      .map((_, i) => `<p:sldId id="${256 + i}" r:id="rIdS${i + 1}"/>`)
      .join(
        "",
      )}</p:sldIdLst><p:sldSz cx="${cx}" cy="${cy}"/><p:notesSz cx="6858000" cy="9144000"/></p:presentation>`,
  );
  files["ppt/_rels/presentation.xml.rels"] = rels([
    ["rIdM", "slideMaster", "slideMasters/slideMaster1.xml"],
    ...spec.slides.map((_, i): [string, string, string] => [
      `rIdS${i + 1}`,
      "slide",
      `slides/slide${i + 1}.xml`,
    ]),
  ]);
  files["ppt/slideMasters/slideMaster1.xml"] = xml(
    `<p:sldMaster ${NS}><p:cSld>${spec.masterBg ?? ""}${tree(spec.masterShapes ?? "")}</p:cSld><p:sldLayoutIdLst><p:sldLayoutId id="2147483649" r:id="rIdL"/></p:sldLayoutIdLst></p:sldMaster>`,
  );
  files["ppt/slideMasters/_rels/slideMaster1.xml.rels"] = rels([
    ["rIdL", "slideLayout", "../slideLayouts/slideLayout1.xml"],
  ]);
  files["ppt/slideLayouts/slideLayout1.xml"] = xml(
    `<p:sldLayout ${NS}><p:cSld>${tree(spec.layoutShapes ?? "")}</p:cSld></p:sldLayout>`,
  );
  files["ppt/slideLayouts/_rels/slideLayout1.xml.rels"] = rels([
    ["rIdM", "slideMaster", "../slideMasters/slideMaster1.xml"],
  ]);
  spec.slides.forEach((slide, i) => {
    const n = i + 1;
    overrides.push(`<Override PartName="/ppt/slides/slide${n}.xml" ContentType="${CT}.slide+xml"/>`);
    files[`ppt/slides/slide${n}.xml`] = xml(
      `<p:sld ${NS}><p:cSld>${slide.bg ?? ""}${tree(slide.shapes)}</p:cSld>${slide.transition ?? ""}</p:sld>`,
    );
    const slideRels: [string, string, string][] = [
      ["rIdL", "slideLayout", "../slideLayouts/slideLayout1.xml"],
    ];
    if (slide.notes !== undefined) {
      overrides.push(
        `<Override PartName="/ppt/notesSlides/notesSlide${n}.xml" ContentType="${CT}.notesSlide+xml"/>`,
      );
      slideRels.push(["rIdN", "notesSlide", `../notesSlides/notesSlide${n}.xml`]);
      files[`ppt/notesSlides/notesSlide${n}.xml`] = xml(
        `<p:notes ${NS}><p:cSld>${tree(`<p:sp><p:nvSpPr><p:cNvPr id="2" name="Notes"/><p:cNvSpPr/><p:nvPr><p:ph type="body" idx="1"/></p:nvPr></p:nvSpPr><p:spPr/><p:txBody><a:bodyPr/><a:p><a:r><a:t>${slide.notes}</a:t></a:r></a:p></p:txBody></p:sp>`)}</p:cSld></p:notes>`,
      );
      files[`ppt/notesSlides/_rels/notesSlide${n}.xml.rels`] = rels([
        ["rIdS", "slide", `../slides/slide${n}.xml`],
      ]);
    }
    files[`ppt/slides/_rels/slide${n}.xml.rels`] = rels(slideRels);
  });
  files["[Content_Types].xml"] = xml(
    `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${overrides.join("")}</Types>`,
  );
  writeFileSync(file, zipSync(files));
  return file;
}

/** A text shape: position and size, paragraphs of runs (run XML or plain text), an optional placeholder. */
export function sp(options: {
  id?: number;
  box?: [number, number, number, number] | null;
  paragraphs?: string[];
  ph?: string;
  txBox?: boolean;
  geometry?: string | null;
}): string {
  const [x, y, cx, cy] = options.box === undefined ? [914400, 914400, 4572000, 914400] : (options.box ?? []);
  const xfrm =
    options.box === null ? "" : `<a:xfrm><a:off x="${x}" y="${y}"/><a:ext cx="${cx}" cy="${cy}"/></a:xfrm>`;
  const geometry =
    options.geometry === null ? "" : (options.geometry ?? '<a:prstGeom prst="rect"><a:avLst/></a:prstGeom>');
  const body =
    options.paragraphs === undefined
      ? ""
      : `<p:txBody><a:bodyPr/><a:lstStyle/>${options.paragraphs.map((p) => (p.startsWith("<a:p") ? p : `<a:p><a:r><a:rPr lang="en-US"/><a:t>${p}</a:t></a:r></a:p>`)).join("")}</p:txBody>`;
  return `<p:sp><p:nvSpPr><p:cNvPr id="${options.id ?? 2}" name="Shape"/><p:cNvSpPr${options.txBox ? ' txBox="1"' : ""}/><p:nvPr>${options.ph ?? ""}</p:nvPr></p:nvSpPr><p:spPr>${xfrm}${geometry}</p:spPr>${body}</p:sp>`;
}
