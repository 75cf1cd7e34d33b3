import path from "node:path";
import { descendants, xml } from "../xlsx.ts";

/** The parts of an OOXML package as openpyxl finds them: relationships of a part, resolved to part names. */

export interface Relationship {
  id: string;
  type: string;
  /** The part the relationship points at (for internal targets), e.g. `xl/charts/chart1.xml`. */
  target: string;
  external: boolean;
}

/** `get_rels_path`: `xl/worksheets/sheet1.xml` → `xl/worksheets/_rels/sheet1.xml.rels`. */
export function relsPath(part: string): string {
  return path.posix.join(path.posix.dirname(part), "_rels", `${path.posix.basename(part)}.rels`);
}

/** The relationships of a part (none when it has no .rels part), targets resolved against the part's folder. */
export function partRelationships(entries: Record<string, Uint8Array>, part: string): Relationship[] {
  const doc = xml(entries, relsPath(part));
  return descendants(doc, "Relationship").map((r) => {
    const target = r.getAttribute("Target") ?? "";
    const external = r.getAttribute("TargetMode") === "External";
    const resolved = external
      ? target
      : target.startsWith("/")
        ? target.slice(1)
        : path.posix.normalize(path.posix.join(path.posix.dirname(part), target));
    return { id: r.getAttribute("Id") ?? "", type: r.getAttribute("Type") ?? "", target: resolved, external };
  });
}

const OFFICE_REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

/** Relationship types openpyxl follows (matched exactly, as RelationshipList.find does). */
export const REL = {
  drawing: `${OFFICE_REL}/drawing`,
  chart: `${OFFICE_REL}/chart`,
  pivotTable: `${OFFICE_REL}/pivotTable`,
  pivotCacheDefinition: `${OFFICE_REL}/pivotCacheDefinition`,
} as const;

export function relsOfType(rels: Relationship[], type: string): Relationship[] {
  return rels.filter((r) => r.type === type);
}
