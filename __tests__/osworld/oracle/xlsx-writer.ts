import { writeFileSync } from "node:fs";
import { strToU8, zipSync } from "fflate";

/**
 * xlsx packages written by hand for the oracle's compare_table cases: cells with styles, and the parts
 * openpyxl reads into its object model (styles, conditional formatting, validations, filters, dimensions,
 * merged cells, hyperlinks, sparklines, drawings with charts, pivot tables with their caches). Each part is
 * the SpreadsheetML a test gives; the writer adds the package around it.
 */

const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const R = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PKG = "http://schemas.openxmlformats.org/package/2006/relationships";
const DOC_REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

export const esc = (s: string): string =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A cell: a value (text goes to the shared strings), or an explicit one with a style and/or a formula. */
export type WCell =
  | string
  | number
  | boolean
  | null
  | { v?: string | number | boolean; s?: number; f?: string; t?: string; raw?: string };

export interface WSheet {
  name: string;
  rows?: WCell[][];
  /** Attributes of rows by row number (1-based), e.g. `{3: 'hidden="1"'}`. */
  rowAttrs?: Record<number, string>;
  cols?: string;
  autoFilter?: string;
  mergeCells?: string;
  conditionalFormatting?: string;
  dataValidations?: string;
  hyperlinks?: string;
  drawing?: string;
  extLst?: string;
  /** Relationships of the worksheet part: [id, type (after .../relationships/), target]. */
  rels?: [string, string, string][];
  /** The sheet's sheetId (default: its position, from 1). */
  sheetId?: number;
}

export interface WBook {
  sheets: WSheet[];
  /** The inner XML of styleSheet; omitted: no styles part. */
  styles?: string;
  /** Further parts by name (charts, drawings, pivot tables and caches, their .rels). */
  parts?: Record<string, string>;
  /** Further workbook relationships: [id, type, target]. */
  workbookRels?: [string, string, string][];
  /** XML after <sheets> in workbook.xml (e.g. <pivotCaches>). */
  workbookExtra?: string;
}

function col(n: number): string {
  let s = "";
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26)) s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  return s;
}

function rels(list: [string, string, string][]): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PKG}">${list
    .map(
      ([id, type, target]) =>
        `<Relationship Id="${id}" Type="${type.includes("://") ? type : `${DOC_REL}/${type}`}" Target="${esc(target)}"${/^[a-z]+:/.test(target) ? ' TargetMode="External"' : ""}/>`,
    )
    .join("")}</Relationships>`;
}

export function writeXlsx(file: string, book: WBook): string {
  const shared: string[] = [];
  const sharedIndex = (s: string) => {
    let i = shared.indexOf(s);
    if (i < 0) i = shared.push(s) - 1;
    return i;
  };
  const parts: Record<string, string> = {};
  const cell = (ref: string, c: WCell): string => {
    if (c === null) return "";
    if (typeof c === "string") return `<c r="${ref}" t="s"><v>${sharedIndex(c)}</v></c>`;
    if (typeof c === "number") return `<c r="${ref}"><v>${c}</v></c>`;
    if (typeof c === "boolean") return `<c r="${ref}" t="b"><v>${c ? 1 : 0}</v></c>`;
    const s = c.s === undefined ? "" : ` s="${c.s}"`;
    if (c.raw !== undefined) return `<c r="${ref}"${s}${c.t ? ` t="${c.t}"` : ""}>${c.raw}</c>`;
    const f = c.f === undefined ? "" : `<f>${esc(c.f)}</f>`;
    if (c.v === undefined) return `<c r="${ref}"${s}>${f}</c>`;
    if (typeof c.v === "string" && c.f === undefined)
      return `<c r="${ref}"${s} t="s"><v>${sharedIndex(c.v)}</v></c>`;
    if (typeof c.v === "string") return `<c r="${ref}"${s} t="str">${f}<v>${esc(c.v)}</v></c>`;
    if (typeof c.v === "boolean") return `<c r="${ref}"${s} t="b">${f}<v>${c.v ? 1 : 0}</v></c>`;
    return `<c r="${ref}"${s}>${f}<v>${c.v}</v></c>`;
  };
  book.sheets.forEach((sheet, i) => {
    const rowNumbers = new Set<number>([
      ...(sheet.rows ?? []).map((_, r) => r + 1),
      ...Object.keys(sheet.rowAttrs ?? {}).map(Number),
    ]);
    const rows = [...rowNumbers]
      .sort((a, b) => a - b)
      .map((r) => {
        const cells = (sheet.rows?.[r - 1] ?? []).map((c, k) => cell(`${col(k + 1)}${r}`, c)).join("");
        const attrs = sheet.rowAttrs?.[r] ? ` ${sheet.rowAttrs[r]}` : "";
        return `<row r="${r}"${attrs}>${cells}</row>`;
      })
      .join("");
    parts[`xl/worksheets/sheet${i + 1}.xml`] =
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${MAIN}" xmlns:r="${R}">` +
      `<sheetViews><sheetView workbookViewId="0"/></sheetViews>${sheet.cols ?? ""}<sheetData>${rows}</sheetData>` +
      `${sheet.autoFilter ?? ""}${sheet.mergeCells ?? ""}${sheet.conditionalFormatting ?? ""}${sheet.dataValidations ?? ""}` +
      `${sheet.hyperlinks ?? ""}${sheet.drawing ?? ""}${sheet.extLst ?? ""}</worksheet>`;
    if (sheet.rels) parts[`xl/worksheets/_rels/sheet${i + 1}.xml.rels`] = rels(sheet.rels);
  });
  parts["[Content_Types].xml"] =
    `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>` +
    `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
    book.sheets
      .map(
        (_, i) =>
          `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
      )
      .join("") +
    `<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>` +
    (book.styles === undefined
      ? ""
      : `<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>`) +
    `</Types>`;
  parts["_rels/.rels"] = rels([["rId1", "officeDocument", "xl/workbook.xml"]]);
  parts["xl/workbook.xml"] =
    `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${R}"><sheets>` +
    book.sheets
      .map((s, i) => `<sheet name="${esc(s.name)}" sheetId="${s.sheetId ?? i + 1}" r:id="rIdS${i + 1}"/>`)
      .join("") +
    `</sheets>${book.workbookExtra ?? ""}</workbook>`;
  parts["xl/_rels/workbook.xml.rels"] = rels([
    ...book.sheets.map((_, i): [string, string, string] => [
      `rIdS${i + 1}`,
      "worksheet",
      `worksheets/sheet${i + 1}.xml`,
    ]),
    ["rIdSST", "sharedStrings", "sharedStrings.xml"],
    ...(book.styles === undefined ? [] : [["rIdStyles", "styles", "styles.xml"] as [string, string, string]]),
    ...(book.workbookRels ?? []),
  ]);
  if (book.styles !== undefined)
    parts["xl/styles.xml"] =
      `<?xml version="1.0" encoding="UTF-8"?><styleSheet xmlns="${MAIN}">${book.styles}</styleSheet>`;
  parts["xl/sharedStrings.xml"] =
    `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${MAIN}" count="${shared.length}" uniqueCount="${shared.length}">` +
    shared.map((s) => `<si><t xml:space="preserve">${esc(s)}</t></si>`).join("") +
    `</sst>`;
  Object.assign(parts, book.parts ?? {});
  writeFileSync(file, zipSync(Object.fromEntries(Object.entries(parts).map(([k, v]) => [k, strToU8(v)]))));
  return file;
}

// ---- charts -------------------------------------------------------------------------------------------------

const C = "http://schemas.openxmlformats.org/drawingml/2006/chart";
const A = "http://schemas.openxmlformats.org/drawingml/2006/main";
const XDR = "http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing";

/** `<c:title>` with rich text of one run (or the given inner XML of c:rich). */
export function chartTitle(text: string | { rich: string }): string {
  const rich =
    typeof text === "string" ? `<a:bodyPr/><a:p><a:r><a:t>${esc(text)}</a:t></a:r></a:p>` : text.rich;
  return `<c:title><c:tx><c:rich>${rich}</c:rich></c:tx><c:overlay val="0"/></c:title>`;
}

export interface WSeries {
  order?: number;
  /** `<c:val>` reference (numRef), or null for none. */
  val?: string | null;
  cat?: string | null;
  /** `strRef` instead of numRef for the categories. */
  catText?: boolean;
  /** Scatter charts: x and y values. */
  x?: string;
  y?: string;
}

export interface WChart {
  /** The plot area's chart element, e.g. barChart, lineChart, pieChart, scatterChart, bar3DChart. */
  type: string;
  series: WSeries[];
  title?: string;
  /** Legend position; null: no legend; undefined: a legend without legendPos. */
  legend?: string | null;
  barDir?: string;
  xTitle?: string;
  yTitle?: string;
  /** Raw XML replacing the generated chart element's series (for odd cases). */
  extraPlotArea?: string;
  /** More chart elements after the first one in the plot area. */
  moreCharts?: string;
}

/** A chart part (c:chartSpace). */
export function chartXml(chart: WChart): string {
  const ser = chart.series
    .map((s, i) => {
      const ref = (tag: string, f: string | null | undefined, text = false) =>
        f === null || f === undefined
          ? ""
          : `<c:${tag}><c:${text ? "strRef" : "numRef"}><c:f>${esc(f)}</c:f></c:${text ? "strRef" : "numRef"}></c:${tag}>`;
      const data =
        chart.type === "scatterChart" || chart.type === "bubbleChart"
          ? `${ref("xVal", s.x)}${ref("yVal", s.y)}`
          : `${ref("cat", s.cat, s.catText)}${ref("val", s.val)}`;
      return `<c:ser><c:idx val="${i}"/><c:order val="${s.order ?? i}"/>${data}</c:ser>`;
    })
    .join("");
  const twoAxes = !["pieChart", "pie3DChart", "doughnutChart"].includes(chart.type);
  const barDir = chart.barDir ? `<c:barDir val="${chart.barDir}"/>` : "";
  const axes = twoAxes
    ? chart.type === "scatterChart"
      ? `<c:valAx><c:axId val="10"/>${chart.xTitle ? chartTitle(chart.xTitle) : ""}<c:crossAx val="20"/></c:valAx><c:valAx><c:axId val="20"/>${chart.yTitle ? chartTitle(chart.yTitle) : ""}<c:crossAx val="10"/></c:valAx>`
      : `<c:catAx><c:axId val="10"/>${chart.xTitle ? chartTitle(chart.xTitle) : ""}<c:crossAx val="20"/></c:catAx><c:valAx><c:axId val="20"/>${chart.yTitle ? chartTitle(chart.yTitle) : ""}<c:crossAx val="10"/></c:valAx>`
    : "";
  const axIds = twoAxes ? `<c:axId val="10"/><c:axId val="20"/>` : "";
  const legend =
    chart.legend === null
      ? ""
      : `<c:legend>${chart.legend === undefined ? "" : `<c:legendPos val="${chart.legend}"/>`}</c:legend>`;
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><c:chartSpace xmlns:c="${C}" xmlns:a="${A}" xmlns:r="${R}"><c:chart>` +
    `${chart.title === undefined ? "" : chartTitle(chart.title)}<c:plotArea><c:layout/>` +
    `<c:${chart.type}>${barDir}${ser}${chart.extraPlotArea ?? ""}${axIds}</c:${chart.type}>${chart.moreCharts ?? ""}${axes}</c:plotArea>` +
    `${legend}<c:plotVisOnly val="1"/></c:chart></c:chartSpace>`
  );
}

export interface WAnchor {
  kind?: "twoCellAnchor" | "oneCellAnchor" | "absoluteAnchor";
  editAs?: string;
  from?: [number, number];
  to?: [number, number];
}

/** A drawing part holding chart frames: each anchor refers to the drawing's relationship `rIdC<n>`. */
export function drawingXml(anchors: WAnchor[]): string {
  const frames = anchors
    .map((a, i) => {
      const kind = a.kind ?? "twoCellAnchor";
      const marker = (tag: string, [c, r]: [number, number]) =>
        `<xdr:${tag}><xdr:col>${c}</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>${r}</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:${tag}>`;
      const position =
        kind === "absoluteAnchor"
          ? `<xdr:pos x="0" y="0"/><xdr:ext cx="4000000" cy="3000000"/>`
          : kind === "oneCellAnchor"
            ? `${marker("from", a.from ?? [5, 1])}<xdr:ext cx="4000000" cy="3000000"/>`
            : `${marker("from", a.from ?? [5, 1])}${marker("to", a.to ?? [12, 15])}`;
      return (
        `<xdr:${kind}${a.editAs ? ` editAs="${a.editAs}"` : ""}>${position}` +
        `<xdr:graphicFrame macro=""><xdr:nvGraphicFramePr><xdr:cNvPr id="${i + 2}" name="Chart ${i + 1}"/><xdr:cNvGraphicFramePr/></xdr:nvGraphicFramePr>` +
        `<xdr:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/></xdr:xfrm><a:graphic><a:graphicData uri="${C}">` +
        `<c:chart xmlns:c="${C}" r:id="rIdC${i + 1}"/></a:graphicData></a:graphic></xdr:graphicFrame><xdr:clientData/></xdr:${kind}>`
      );
    })
    .join("");
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><xdr:wsDr xmlns:xdr="${XDR}" xmlns:a="${A}" xmlns:r="${R}">${frames}</xdr:wsDr>`;
}

/**
 * The parts of a sheet's charts (drawing `xl/drawings/drawing<n>.xml` and its charts), and what the sheet
 * needs: its `<drawing>` element and relationship.
 */
export function chartParts(
  sheetIndex: number,
  charts: { chart: WChart | string; anchor?: WAnchor }[],
): { parts: Record<string, string>; drawing: string; rel: [string, string, string] } {
  const parts: Record<string, string> = {};
  const drawing = `xl/drawings/drawing${sheetIndex}.xml`;
  parts[drawing] = drawingXml(charts.map((c) => c.anchor ?? {}));
  parts[`xl/drawings/_rels/drawing${sheetIndex}.xml.rels`] = rels(
    charts.map((_, i): [string, string, string] => [
      `rIdC${i + 1}`,
      "chart",
      `../charts/chart${sheetIndex}_${i + 1}.xml`,
    ]),
  );
  charts.forEach((c, i) => {
    parts[`xl/charts/chart${sheetIndex}_${i + 1}.xml`] =
      typeof c.chart === "string" ? c.chart : chartXml(c.chart);
  });
  return {
    parts,
    drawing: `<drawing r:id="rIdD"/>`,
    rel: ["rIdD", "drawing", `../drawings/drawing${sheetIndex}.xml`],
  };
}

// ---- pivot tables -------------------------------------------------------------------------------------------

export interface WPivot {
  name?: string;
  cacheId?: number;
  /** The cache's source range and sheet. */
  source: { ref: string; sheet: string } | { name: string };
  location?: string;
  /** Attributes of pivotTableDefinition beyond name and cacheId (e.g. 'showHeaders="0"'). */
  attrs?: string;
  /** Per source column: the field's items as [x, hidden] (or []), and its axis. */
  fields: { items: ([number, boolean] | [number])[]; axis?: string; dataField?: boolean }[];
  rowFields?: number[];
  colFields?: number[];
  pageFields?: number[];
  dataFields?: { fld: number; name?: string; subtotal?: string; showDataAs?: string }[];
}

/** A pivot table part, its cache definition and records, and the workbook and sheet relationships they need. */
export function pivotParts(n: number, pivot: WPivot) {
  const cacheId = pivot.cacheId ?? n;
  const fields = pivot.fields
    .map((f) => {
      const attrs = `${f.axis ? ` axis="${f.axis}"` : ""}${f.dataField ? ` dataField="1"` : ""} showAll="0"`;
      if (f.items.length === 0) return `<pivotField${attrs}/>`;
      return `<pivotField${attrs}><items count="${f.items.length}">${f.items
        .map(([x, h]) => `<item${h ? ` h="1"` : ""} x="${x}"/>`)
        .join("")}</items></pivotField>`;
    })
    .join("");
  const list = (tag: string, item: string, xs: number[] | undefined, attr: string) =>
    xs && xs.length > 0
      ? `<${tag} count="${xs.length}">${xs.map((x) => `<${item} ${attr}="${x}"/>`).join("")}</${tag}>`
      : "";
  const dataFields =
    pivot.dataFields && pivot.dataFields.length > 0
      ? `<dataFields count="${pivot.dataFields.length}">${pivot.dataFields
          .map(
            (d) =>
              `<dataField${d.name ? ` name="${esc(d.name)}"` : ""} fld="${d.fld}"${d.subtotal ? ` subtotal="${d.subtotal}"` : ""}${d.showDataAs ? ` showDataAs="${d.showDataAs}"` : ""}/>`,
          )
          .join("")}</dataFields>`
      : "";
  const table =
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><pivotTableDefinition xmlns="${MAIN}" name="${esc(pivot.name ?? `Pivot${n}`)}" cacheId="${cacheId}" dataCaption="Values"${pivot.attrs ? ` ${pivot.attrs}` : ""}>` +
    `<location ref="${pivot.location ?? "A3:C8"}" firstHeaderRow="1" firstDataRow="1" firstDataCol="1"/>` +
    `<pivotFields count="${pivot.fields.length}">${fields}</pivotFields>` +
    `${list("rowFields", "field", pivot.rowFields, "x")}${list("colFields", "field", pivot.colFields, "x")}` +
    `${list("pageFields", "pageField", pivot.pageFields, "fld")}${dataFields}</pivotTableDefinition>`;
  const source =
    "ref" in pivot.source
      ? `<worksheetSource ref="${pivot.source.ref}" sheet="${esc(pivot.source.sheet)}"/>`
      : `<worksheetSource name="${esc(pivot.source.name)}"/>`;
  const cache =
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><pivotCacheDefinition xmlns="${MAIN}" xmlns:r="${R}" r:id="rId1" recordCount="0">` +
    `<cacheSource type="worksheet">${source}</cacheSource><cacheFields count="${pivot.fields.length}">${pivot.fields
      .map((_, i) => `<cacheField name="F${i}" numFmtId="0"><sharedItems/></cacheField>`)
      .join("")}</cacheFields></pivotCacheDefinition>`;
  return {
    parts: {
      [`xl/pivotTables/pivotTable${n}.xml`]: table,
      [`xl/pivotTables/_rels/pivotTable${n}.xml.rels`]: rels([
        ["rId1", "pivotCacheDefinition", `../pivotCache/pivotCacheDefinition${n}.xml`],
      ]),
      [`xl/pivotCache/pivotCacheDefinition${n}.xml`]: cache,
      [`xl/pivotCache/_rels/pivotCacheDefinition${n}.xml.rels`]: rels([
        ["rId1", "pivotCacheRecords", `pivotCacheRecords${n}.xml`],
      ]),
      [`xl/pivotCache/pivotCacheRecords${n}.xml`]: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><pivotCacheRecords xmlns="${MAIN}" count="0"/>`,
    },
    workbookRel: [`rIdP${n}`, "pivotCacheDefinition", `pivotCache/pivotCacheDefinition${n}.xml`] as [
      string,
      string,
      string,
    ],
    pivotCache: `<pivotCache cacheId="${cacheId}" r:id="rIdP${n}"/>`,
    sheetRel: [`rIdPT${n}`, "pivotTable", `../pivotTables/pivotTable${n}.xml`] as [string, string, string],
  };
}
