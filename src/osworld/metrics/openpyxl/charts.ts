import { PythonError } from "../../python-semantics.ts";
import { children, xml } from "../xlsx.ts";
import { partRelationships, type Relationship } from "./package.ts";

/**
 * The charts openpyxl attaches to a worksheet (`ws._charts`): for each drawing of the sheet, the chart
 * frames of its absolute, one-cell and two-cell anchors (in that order), each read with
 * `openpyxl.chart.reader.read_chart`: the plot area's first chart, its series sorted by order, the
 * chart's title and legend, and the axes the plot area assigns to it by axis id.
 */

export interface OChartSeries {
  order: number;
  /** `ser.val.numRef.f` (or `strRef.f`), "" when there is none. */
  val: string;
  /** `ser.cat.numRef.f` or `ser.cat.strRef.f`, "" when there is none. */
  cat: string;
}

/** A title's first run of its first paragraph (`title.tx.rich.p[0].r[0].t`), or undefined where that fails. */
export type OTitleText = string | undefined;

export interface OChartAnchor {
  kind: "twoCellAnchor" | "oneCellAnchor" | "absoluteAnchor";
  editAs: string | null;
  fromCol: number | null;
  toRow: number | null;
  toCol: number | null;
}

export interface OChart {
  /** The plot area's first chart type, e.g. `barChart`. */
  tagname: string;
  series: OChartSeries[];
  title: OTitleText;
  /** The legend position (default `r`), or null without a legend. */
  legend: string | null;
  anchor: OChartAnchor;
  /** `barDir` of bar charts (default `col`); undefined for other chart types. */
  barDir: string | undefined;
  xTitle: OTitleText;
  yTitle: OTitleText;
  zTitle: OTitleText;
}

const CHART_TYPES = new Set([
  "areaChart",
  "area3DChart",
  "lineChart",
  "line3DChart",
  "stockChart",
  "radarChart",
  "scatterChart",
  "pieChart",
  "pie3DChart",
  "doughnutChart",
  "barChart",
  "bar3DChart",
  "ofPieChart",
  "surfaceChart",
  "surface3DChart",
  "bubbleChart",
]);
const THREE_D = new Set(["area3DChart", "line3DChart", "bar3DChart", "surface3DChart", "surfaceChart"]);
const AXES = new Set(["valAx", "catAx", "dateAx", "serAx"]);
const R_NS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

function elements(el: Element | undefined): Element[] {
  const out: Element[] = [];
  for (let c = el?.firstChild; c; c = c.nextSibling) if (c.nodeType === 1) out.push(c as Element);
  return out;
}

function child(el: Element | undefined, name: string): Element | undefined {
  return el ? children(el, name).at(-1) : undefined;
}

function valAttr(el: Element | undefined): string | null {
  return el ? el.getAttribute("val") : null;
}

function intVal(el: Element | undefined, what: string): number | null {
  const v = valAttr(el);
  if (v === null) return null;
  if (!/^\s*[-+]?\d+\s*$/.test(v)) throw new PythonError("TypeError", `expected <class 'int'> for ${what}`);
  return Number(v);
}

/** `title.tx.rich.p[0].r[0].t`, or undefined where any step is missing. */
function titleText(title: Element | undefined): OTitleText {
  const rich = child(child(title, "tx"), "rich");
  if (!rich) return undefined;
  const paragraphs = children(rich, "p");
  if (paragraphs.length === 0) return undefined;
  // openpyxl gives a paragraph without runs one empty run
  const runs = children(paragraphs[0]!, "r");
  return runs.length === 0 ? "" : textOfRun(runs[0]!);
}

/** NestedText of a string: a missing element keeps the default "", an empty one reads str(None). */
function nestedText(el: Element | undefined, fallback: string): string {
  if (!el) return fallback;
  return el.firstChild ? (el.textContent ?? "") : "None";
}

function textOfRun(run: Element): string {
  return nestedText(child(run, "t"), "");
}

function reference(source: Element | undefined, kinds: string[]): string {
  for (const kind of kinds) {
    const ref = child(source, kind);
    if (ref) {
      // NumRef / StrRef: a missing formula reads str(None)
      return nestedText(child(ref, "f"), "None");
    }
  }
  return "";
}

function readChartSpace(doc: Document, anchor: OChartAnchor): OChart {
  const space = doc.documentElement;
  if (!space) throw new PythonError("ValueError", "not a chart part");
  const chart = child(space, "chart");
  const plotArea = child(chart, "plotArea");
  const types = elements(plotArea).filter((e) => CHART_TYPES.has(e.localName));
  const first = types[0];
  if (!first) throw new PythonError("IndexError", "list index out of range");
  const axes = new Map<number, Element>();
  for (const axis of elements(plotArea).filter((e) => AXES.has(e.localName))) {
    const id = intVal(child(axis, "axId"), "axId");
    if (id !== null) axes.set(id, axis);
  }
  // PlotArea.from_tree: the first chart's axes by id (scatter and bubble charts: x then y)
  let xAxis: Element | undefined;
  let yAxis: Element | undefined;
  let zAxis: Element | undefined;
  const axisIds = children(first, "axId").map((a) => intVal(a, "axId"));
  if (first.localName === "scatterChart" || first.localName === "bubbleChart") {
    if (axisIds.length !== 2) throw new PythonError("ValueError", "expected 2 axes");
    const [x, y] = axisIds.map((id) => {
      const axis = axes.get(id!);
      if (!axis) throw new PythonError("KeyError", String(id));
      return axis;
    });
    xAxis = x;
    yAxis = y;
  } else {
    for (const id of axisIds) {
      const axis = axes.get(id!);
      if (!axis) {
        if (THREE_D.has(first.localName)) {
          zAxis = undefined;
          continue;
        }
        throw new PythonError("AttributeError", "'NoneType' object has no attribute 'tagname'");
      }
      if (axis.localName === "catAx" || axis.localName === "dateAx") xAxis = axis;
      else if (axis.localName === "valAx") yAxis = axis;
      else if (axis.localName === "serAx") zAxis = axis;
    }
  }
  const series = children(first, "ser")
    .map((ser) => ({
      order: intVal(child(ser, "order"), "order") ?? 0,
      val: reference(child(ser, "val"), ["numRef"]),
      cat: reference(child(ser, "cat"), ["numRef", "strRef"]),
    }))
    .sort((a, b) => a.order - b.order);
  const legend = child(chart, "legend");
  let position: string | null = null;
  if (legend) {
    const pos = child(legend, "legendPos");
    position = pos ? valAttr(pos) : "r";
    if (position === null || !["b", "tr", "l", "r", "t"].includes(position))
      throw new PythonError("ValueError", `Value must be one of {'b', 'tr', 'l', 'r', 't'}`);
  }
  let barDir: string | undefined;
  if (first.localName === "barChart" || first.localName === "bar3DChart") {
    const dir = child(first, "barDir");
    barDir = dir ? (valAttr(dir) ?? "") : "col";
  }
  const axisTitle = (axis: Element | undefined) => titleText(child(axis, "title"));
  return {
    tagname: first.localName,
    series,
    title: titleText(child(chart, "title")),
    legend: position,
    anchor,
    barDir,
    xTitle: axisTitle(xAxis),
    yTitle: axisTitle(yAxis),
    zTitle: axisTitle(zAxis),
  };
}

function marker(anchor: Element, name: string): { col: number | null; row: number | null } {
  const m = child(anchor, name);
  const num = (el: Element | undefined) => {
    if (!el) return null;
    const text = (el.textContent ?? "").trim();
    if (!/^[-+]?\d+$/.test(text)) throw new PythonError("TypeError", "expected <class 'int'>");
    return Number(text);
  };
  return { col: num(child(m, "col")), row: num(child(m, "row")) };
}

/** The charts of one drawing part, as `find_images` reads them. */
function drawingCharts(entries: Record<string, Uint8Array>, drawingPart: string): OChart[] {
  const doc = xml(entries, drawingPart);
  if (!doc) throw new PythonError("KeyError", `There is no item named '${drawingPart}' in the archive`);
  const root = doc.documentElement;
  const anchors = ["absoluteAnchor", "oneCellAnchor", "twoCellAnchor"].flatMap((kind) =>
    root ? children(root, kind) : [],
  );
  let deps: Relationship[] | undefined;
  const charts: OChart[] = [];
  for (const anchor of anchors) {
    const frame = child(anchor, "graphicFrame");
    const chartRef = child(child(child(frame, "graphic"), "graphicData"), "chart");
    if (!chartRef) continue;
    const id = chartRef.getAttributeNS(R_NS, "id") ?? chartRef.getAttribute("r:id") ?? "";
    deps ??= partRelationships(entries, drawingPart);
    const rel = deps.find((r) => r.id === id);
    if (!rel) throw new PythonError("KeyError", `Unknown relationship: ${id}`);
    const chartDoc = xml(entries, rel.target);
    if (!chartDoc) throw new PythonError("KeyError", `There is no item named '${rel.target}' in the archive`);
    const kind = anchor.localName as OChartAnchor["kind"];
    const from = marker(anchor, "from");
    const to = marker(anchor, "to");
    const editAs = anchor.getAttribute("editAs");
    charts.push(
      readChartSpace(chartDoc, {
        kind,
        editAs: editAs === null || editAs === "none" ? null : editAs,
        fromCol: from.col,
        toRow: to.row,
        toCol: to.col,
      }),
    );
  }
  return charts;
}

/** `ws._charts` of a worksheet part. */
export function worksheetCharts(entries: Record<string, Uint8Array>, sheetRels: Relationship[]): OChart[] {
  return sheetRels
    .filter((r) => r.type === "http://schemas.openxmlformats.org/officeDocument/2006/relationships/drawing")
    .flatMap((r) => drawingCharts(entries, r.target));
}
