import { PythonError } from "../../python-semantics.ts";
import { children, xml } from "../xlsx.ts";
import { partRelationships, REL, type Relationship } from "./package.ts";
import { pyBoolText } from "./styles.ts";

/**
 * The pivot tables openpyxl attaches to a worksheet (`ws._pivots`): each pivotTable part the sheet's
 * relationships name, with its cache definition (the workbook's pivotCaches, by cacheId).
 */

export interface OPivotCache {
  sourceType: string | null;
  /** `cacheSource.worksheetSource`, or null when the source is not a worksheet range. */
  worksheetSource: { ref: string | null; sheet: string | null } | null;
}

export interface OPivotTable {
  name: string;
  visualTotals: boolean;
  showEmptyRow: boolean;
  showEmptyCol: boolean;
  showHeaders: boolean;
  /** The location's attributes as openpyxl compares them (Serialisable equality). */
  location: string;
  pivotFields: { items: { h: boolean | null; x: number | null }[] }[];
  pageFields: number[];
  colFields: number[];
  rowFields: number[];
  dataFields: { fld: number; name: string | null; subtotal: string; showDataAs: string }[];
  cache: OPivotCache;
}

function intAttr(el: Element, name: string, required = false): number | null {
  const v = el.getAttribute(name);
  if (v === null) {
    if (required) throw new PythonError("TypeError", `expected <class 'int'> for ${name}`);
    return null;
  }
  if (!/^\s*[-+]?\d+\s*$/.test(v)) throw new PythonError("TypeError", `expected <class 'int'> for ${name}`);
  return Number(v);
}

function boolAttr(el: Element, name: string, fallback: boolean): boolean {
  const v = el.getAttribute(name);
  return v === null ? fallback : pyBoolText(v);
}

function section(el: Element, name: string, item: string): Element[] {
  const s = children(el, name).at(-1);
  return s ? children(s, item) : [];
}

/** The workbook's pivot caches by cacheId (openpyxl reads every one for every worksheet it loads). */
export function pivotCaches(entries: Record<string, Uint8Array>): Map<number, OPivotCache> {
  const workbook = xml(entries, "xl/workbook.xml")?.documentElement;
  const caches = new Map<number, OPivotCache>();
  if (!workbook) return caches;
  const rels = partRelationships(entries, "xl/workbook.xml");
  for (const c of section(workbook, "pivotCaches", "pivotCache")) {
    const id =
      c.getAttributeNS("http://schemas.openxmlformats.org/officeDocument/2006/relationships", "id") ??
      c.getAttribute("r:id") ??
      "";
    const rel = rels.find((r) => r.id === id);
    if (!rel) throw new PythonError("KeyError", `Unknown relationship: ${id}`);
    const doc = xml(entries, rel.target);
    if (!doc?.documentElement)
      throw new PythonError("KeyError", `There is no item named '${rel.target}' in the archive`);
    const source = children(doc.documentElement, "cacheSource").at(-1);
    const ws = source ? children(source, "worksheetSource").at(-1) : undefined;
    // the records part the cache names must be there too
    for (const dep of partRelationships(entries, rel.target))
      if (!dep.external && dep.type.endsWith("/pivotCacheRecords") && !entries[dep.target])
        throw new PythonError("KeyError", `There is no item named '${dep.target}' in the archive`);
    caches.set(intAttr(c, "cacheId", true)!, {
      sourceType: source ? source.getAttribute("type") : null,
      worksheetSource: ws ? { ref: ws.getAttribute("ref"), sheet: ws.getAttribute("sheet") } : null,
    });
  }
  return caches;
}

const SUBTOTALS = new Set([
  "average",
  "count",
  "countNums",
  "max",
  "min",
  "product",
  "stdDev",
  "stdDevp",
  "sum",
  "var",
  "varp",
]);
const SHOW_DATA_AS = new Set([
  "normal",
  "difference",
  "percent",
  "percentDiff",
  "runTotal",
  "percentOfRow",
  "percentOfCol",
  "percentOfTotal",
  "index",
]);

function readPivot(doc: Document, caches: Map<number, OPivotCache>): OPivotTable {
  const root = doc.documentElement;
  if (!root) throw new PythonError("ValueError", "not a pivot table");
  // name and location (with ref, firstHeaderRow, firstDataRow, firstDataCol) are required by openpyxl
  const name = root.getAttribute("name");
  const location = children(root, "location").at(-1);
  if (name === null || !location) throw new PythonError("TypeError", "expected <class 'str'>");
  const attrs: Record<string, string> = {};
  for (const attr of [
    "ref",
    "firstHeaderRow",
    "firstDataRow",
    "firstDataCol",
    "rowPageCount",
    "colPageCount",
  ]) {
    const v = location.getAttribute(attr);
    if (v === null && ["ref", "firstHeaderRow", "firstDataRow", "firstDataCol"].includes(attr))
      throw new PythonError("TypeError", `expected a value for ${attr}`);
    if (v !== null) attrs[attr] = attr === "ref" ? v : String(intAttr(location, attr));
  }
  const locationKey = JSON.stringify(attrs);
  const cacheId = intAttr(root, "cacheId", true)!;
  const cache = caches.get(cacheId);
  if (!cache) throw new PythonError("KeyError", String(cacheId));
  return {
    name,
    visualTotals: boolAttr(root, "visualTotals", true),
    showEmptyRow: boolAttr(root, "showEmptyRow", false),
    showEmptyCol: boolAttr(root, "showEmptyCol", false),
    showHeaders: boolAttr(root, "showHeaders", true),
    location: locationKey,
    pivotFields: section(root, "pivotFields", "pivotField").map((f) => ({
      items: section(f, "items", "item").map((item) => ({
        h: item.getAttribute("h") === null ? null : pyBoolText(item.getAttribute("h")!),
        x: intAttr(item, "x"),
      })),
    })),
    pageFields: section(root, "pageFields", "pageField").map((f) => intAttr(f, "fld", true)!),
    colFields: section(root, "colFields", "field").map((f) => intAttr(f, "x", true)!),
    rowFields: section(root, "rowFields", "field").map((f) => intAttr(f, "x", true)!),
    dataFields: section(root, "dataFields", "dataField").map((f) => {
      const subtotal = f.getAttribute("subtotal") ?? "sum";
      const showDataAs = f.getAttribute("showDataAs") ?? "normal";
      if (!SUBTOTALS.has(subtotal) || !SHOW_DATA_AS.has(showDataAs))
        throw new PythonError("ValueError", `Value must be one of the data field functions`);
      return { fld: intAttr(f, "fld", true)!, name: f.getAttribute("name"), subtotal, showDataAs };
    }),
    cache,
  };
}

/** `ws._pivots` of a worksheet part. */
export function worksheetPivots(
  entries: Record<string, Uint8Array>,
  sheetRels: Relationship[],
  caches: Map<number, OPivotCache>,
): OPivotTable[] {
  return sheetRels
    .filter((r) => r.type === REL.pivotTable)
    .map((r) => {
      const doc = xml(entries, r.target);
      if (!doc) throw new PythonError("KeyError", `There is no item named '${r.target}' in the archive`);
      return readPivot(doc, caches);
    });
}
