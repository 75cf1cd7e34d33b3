import { PythonError } from "../../python-semantics.ts";
import { descendants, xml, type Workbook } from "../xlsx.ts";
import { worksheetCharts, type OChart } from "./charts.ts";
import { partRelationships } from "./package.ts";
import { pivotCaches, worksheetPivots, type OPivotTable } from "./pivots.ts";
import { loadStyles } from "./styles.ts";
import { OWorksheet, readWorksheet } from "./worksheet.ts";

/**
 * `openpyxl.load_workbook(path)` as compare_table calls it, for the rules that read openpyxl's object model:
 * every worksheet whose part is in the package, with its cells, styles, conditional formatting, validations,
 * filter, dimensions, charts and pivot tables. What makes openpyxl's load fail (a missing chart or pivot part,
 * a cell style out of range, a bad number) throws here too.
 */

export interface OSheet {
  ws: OWorksheet;
  charts: OChart[];
  pivots: OPivotTable[];
}

export interface OWorkbook {
  /** Worksheets by title; chartsheets are listed as null (the ported checks do not read them). */
  sheets: Map<string, OSheet | null>;
}

const CHARTSHEET = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/chartsheet";

const OFFICE_REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

/** The parts openpyxl reads besides the sheet: comments create the cells they are on; tables must be there. */
function readCommentsAndTables(
  entries: Record<string, Uint8Array>,
  doc: Document,
  rels: ReturnType<typeof partRelationships>,
  ws: OWorksheet,
): void {
  const part = (target: string) => {
    const d = xml(entries, target);
    if (!d) throw new PythonError("KeyError", `There is no item named '${target}' in the archive`);
    return d;
  };
  for (const r of rels.filter((x) => x.type === `${OFFICE_REL}/comments`))
    for (const comment of descendants(part(r.target), "comment"))
      ws.getItem(comment.getAttribute("ref") ?? "");
  for (const t of descendants(doc, "tablePart")) {
    const id = t.getAttributeNS(OFFICE_REL, "id") ?? t.getAttribute("r:id") ?? "";
    const rel = rels.find((x) => x.id === id);
    if (!rel) throw new PythonError("KeyError", `Unknown relationship: ${id}`);
    part(rel.target);
  }
}

export function loadOpenpyxl(book: Workbook): OWorkbook {
  const { entries } = book;
  const styles = loadStyles(entries);
  const workbookRels = partRelationships(entries, "xl/workbook.xml");
  const sheets = new Map<string, OSheet | null>();
  const caches = () => pivotCaches(entries);
  for (const info of book.sheets) {
    if (!entries[info.part]) continue; // openpyxl skips a sheet whose part is missing
    const rel = workbookRels.find((r) => r.target === info.part);
    if (rel?.type === CHARTSHEET) {
      sheets.set(info.name, null);
      continue;
    }
    const rels = partRelationships(entries, info.part);
    const ws = new OWorksheet(info.name, styles);
    const doc = readWorksheet(
      ws,
      Buffer.from(entries[info.part]!).toString("utf8"),
      book.sharedStrings,
      rels,
    );
    if (doc) readCommentsAndTables(entries, doc, rels, ws);
    const cacheMap = caches();
    sheets.set(info.name, {
      ws,
      charts: worksheetCharts(entries, rels),
      pivots: worksheetPivots(entries, rels, cacheMap),
    });
  }
  return { sheets };
}

/** `wb[name]`: KeyError for a sheet that is not there. */
export function sheetOf(book: OWorkbook, name: string): OSheet {
  if (!book.sheets.has(name)) throw new PythonError("KeyError", `Worksheet ${name} does not exist.`);
  const sheet = book.sheets.get(name);
  if (!sheet)
    throw new PythonError("NotSupported", `'${name}' is a chartsheet, which desktest does not read`);
  return sheet;
}
