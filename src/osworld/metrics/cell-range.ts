import { PythonError, pySplitWhitespace, pyTypeName } from "../python-semantics.ts";
import { columnLetters, columnNumber } from "./xlsx.ts";

/**
 * openpyxl's cell ranges (openpyxl.utils.cell and openpyxl.worksheet.cell_range): `range_boundaries`,
 * `CellRange` (bounds and an optional sheet title) and `MultiCellRange` (a set of ranges), as compare_table's
 * data validation ranges and the `spreadsheet_range` rule method use them.
 */

const RANGE_RE = /^[$]?([A-Za-z]{1,3})?[$]?(\d+)?(:[$]?([A-Za-z]{1,3})?[$]?(\d+)?)?$/;
const SHEET_RANGE_RE =
  /^(?:'((?:[^']|'')*)'|([^'^ !]*))!([$]?[A-Za-z]{0,3}[$]?\d*(?::[$]?[A-Za-z]{0,3}[$]?\d*)?)/;

export type Boundaries = [number | null, number | null, number | null, number | null];

/** `range_boundaries`: (min_col, min_row, max_col, max_row), None where a whole row or column is meant. */
export function rangeBoundaries(text: string): Boundaries {
  const message = `${text} is not a valid coordinate or range`;
  const m = RANGE_RE.exec(text);
  if (!m) throw new PythonError("ValueError", message);
  const [, minColText, minRowText, sep, maxColText, maxRowText] = m;
  if (sep) {
    const cols = [minColText, maxColText];
    const rows = [minRowText, maxRowText];
    const all = (xs: (string | undefined)[]) => xs.every(Boolean);
    const none = (xs: (string | undefined)[]) => !xs.some(Boolean);
    if (!(all([...cols, ...rows]) || (all(cols) && none(rows)) || (all(rows) && none(cols))))
      throw new PythonError("ValueError", message);
  }
  const minCol = minColText ? columnNumber(minColText) : null;
  const minRow = minRowText ? Number(minRowText) : null;
  const maxCol = maxColText ? columnNumber(maxColText) : minCol;
  const maxRow = maxRowText ? Number(maxRowText) : minRow;
  return [minCol, minRow, maxCol, maxRow];
}

/** `coordinate_to_tuple("B3")` → [3, 2] (row, column). */
export function coordinateToTuple(coordinate: string): [number, number] {
  const m = /^[$]?([A-Za-z]{1,3})[$]?(\d+)$/.exec(coordinate);
  if (!m) throw new PythonError("CellCoordinatesException", `Invalid cell coordinates (${coordinate})`);
  return [Number(m[2]), columnNumber(m[1]!)];
}

function bounded(value: number | null, max: number): number {
  if (value === null) throw new PythonError("TypeError", "expected <class 'int'>");
  if (value < 1 || value > max) throw new PythonError("ValueError", `Max value is ${max}`);
  return value;
}

/** openpyxl's CellRange. */
export class CellRange {
  readonly minCol: number;
  readonly minRow: number;
  readonly maxCol: number;
  readonly maxRow: number;
  readonly title: string | null;

  constructor(text: unknown) {
    if (typeof text !== "string") throw new PythonError("TypeError", "expected <class 'CellRange'>");
    let bounds: Boundaries;
    let title: string | null = null;
    if (text.includes("!")) {
      const m = SHEET_RANGE_RE.exec(text);
      if (!m) throw new PythonError("ValueError", "Value must be of the form sheetname!A1:E4");
      title = m[1] !== undefined ? m[1] || null : m[2] || null;
      bounds = rangeBoundaries(m[3]!);
    } else bounds = rangeBoundaries(text);
    this.minCol = bounded(bounds[0], 18278);
    this.minRow = bounded(bounds[1], 1048576);
    this.maxCol = bounded(bounds[2], 18278);
    this.maxRow = bounded(bounds[3], 1048576);
    this.title = title;
    if (this.minCol > this.maxCol)
      throw new PythonError("ValueError", `${this.maxCol} must be greater than ${this.minCol}`);
    if (this.minRow > this.maxRow)
      throw new PythonError("ValueError", `${this.maxRow} must be greater than ${this.minRow}`);
  }

  /** Row-major (row, column) pairs, as `CellRange.cells`. */
  *cells(): Generator<[number, number]> {
    for (let r = this.minRow; r <= this.maxRow; r++)
      for (let c = this.minCol; c <= this.maxCol; c++) yield [r, c];
  }

  get coord(): string {
    const start = `${columnLetters(this.minCol)}${this.minRow}`;
    return this.minCol === this.maxCol && this.minRow === this.maxRow
      ? start
      : `${start}:${columnLetters(this.maxCol)}${this.maxRow}`;
  }

  /** `self <= other`: every cell of this range is in other (other's title, when it has one, must match). */
  issubset(other: unknown): boolean {
    if (!(other instanceof CellRange)) throw new PythonError("TypeError", `<class '${pyTypeName(other)}'>`);
    if (other.title && this.title !== other.title)
      throw new PythonError("ValueError", "Cannot work with ranges from different worksheets");
    return (
      other.minRow <= this.minRow &&
      this.minRow <= this.maxRow &&
      this.maxRow <= other.maxRow &&
      other.minCol <= this.minCol &&
      this.minCol <= this.maxCol &&
      this.maxCol <= other.maxCol
    );
  }

  sameBounds(other: CellRange): boolean {
    return (
      this.minRow === other.minRow &&
      this.minCol === other.minCol &&
      this.maxRow === other.maxRow &&
      this.maxCol === other.maxCol
    );
  }
}

/** openpyxl's MultiCellRange: a set of CellRanges (from a space-separated string or a list). */
// CPython 3.11's hash of a tuple of small ints (xxHash's lanes) and its set table, so that a MultiCellRange's
// ranges come out in the order iterating the Python set gives.
const M64 = (1n << 64n) - 1n;
const XXPRIME_1 = 11400714785074694791n;
const XXPRIME_2 = 14029467366897019727n;
const XXPRIME_5 = 2870177450012600261n;

/** `hash((min_row, min_col, max_row, max_col))` as an unsigned 64-bit value. */
function rangeHash(r: CellRange): bigint {
  const items = [r.minRow, r.minCol, r.maxRow, r.maxCol];
  let acc = XXPRIME_5;
  for (const item of items) {
    acc = (acc + BigInt(item) * XXPRIME_2) & M64;
    acc = ((acc << 31n) | (acc >> 33n)) & M64;
    acc = (acc * XXPRIME_1) & M64;
  }
  acc = (acc + (BigInt(items.length) ^ (XXPRIME_5 ^ 3527539n))) & M64;
  return acc === M64 ? 1546275796n : acc;
}

/** CellRange.__eq__ of an entry already in the set against the one being added. */
function sameRange(entry: CellRange, key: CellRange): boolean {
  if (key.title && entry.title !== key.title) return false;
  return entry.sameBounds(key);
}

/** The iteration order of `set(items)` (duplicates dropped), as CPython 3.11 builds and resizes the table. */
function pythonSetOrder(items: CellRange[]): CellRange[] {
  let mask = 7n;
  let table: ({ key: CellRange; hash: bigint } | undefined)[] = new Array(8);
  let used = 0;
  const insertClean = (t: typeof table, m: bigint, key: CellRange, hash: bigint) => {
    let perturb = hash;
    let i = hash & m;
    for (;;) {
      if (!t[Number(i)]) return void (t[Number(i)] = { key, hash });
      if (i + 9n <= m)
        for (let j = 1n; j <= 9n; j++) if (!t[Number(i + j)]) return void (t[Number(i + j)] = { key, hash });
      perturb >>= 5n;
      i = (i * 5n + 1n + perturb) & m;
    }
  };
  for (const key of items) {
    const hash = rangeHash(key);
    let perturb = hash;
    let i = hash & mask;
    let slot: bigint | undefined;
    search: for (;;) {
      const probes = i + 9n <= mask ? 9n : 0n;
      for (let j = 0n; j <= probes; j++) {
        const entry = table[Number(i + j)];
        if (!entry) {
          slot = i + j;
          break search;
        }
        if (entry.hash === hash && sameRange(entry.key, key)) break search;
      }
      perturb >>= 5n;
      i = (i * 5n + 1n + perturb) & mask;
    }
    if (slot === undefined) continue; // already there
    table[Number(slot)] = { key, hash };
    used += 1;
    if (BigInt(used) * 5n >= mask * 3n) {
      let size = 8n;
      while (size <= BigInt(used * 4)) size <<= 1n;
      const bigger: typeof table = new Array(Number(size));
      for (const entry of table) if (entry) insertClean(bigger, size - 1n, entry.key, entry.hash);
      table = bigger;
      mask = size - 1n;
    }
  }
  return table.filter((e): e is { key: CellRange; hash: bigint } => e !== undefined).map((e) => e.key);
}

/** openpyxl's MultiCellRange: a set of CellRanges (from a space-separated string or a list). */
export class MultiCellRange {
  /** The ranges in the order iterating openpyxl's set gives. */
  readonly ranges: CellRange[];

  constructor(ranges: unknown = []) {
    let items: unknown[];
    if (typeof ranges === "string") items = pySplitWhitespace(ranges);
    else if (Array.isArray(ranges)) items = ranges;
    else throw new PythonError("TypeError", `Value must be a sequence`);
    const converted = items.map((item) => (item instanceof CellRange ? item : new CellRange(item)));
    // `set(ranges)`, then the descriptor's own set over that set's order
    this.ranges = pythonSetOrder(pythonSetOrder(converted));
  }

  /** `coord in self`: some range of the set holds it. */
  contains(coord: unknown): boolean {
    const range = typeof coord === "string" ? new CellRange(coord) : coord;
    if (!(range instanceof CellRange)) throw new PythonError("TypeError", `<class '${pyTypeName(range)}'>`);
    return this.ranges.some((r) => range.issubset(r));
  }

  /** `self == other` (a string is parsed first): the same set of ranges. */
  equals(other: unknown): boolean {
    const o = typeof other === "string" ? new MultiCellRange(other) : other;
    if (!(o instanceof MultiCellRange)) return false;
    const key = (r: CellRange) => `${r.minRow},${r.minCol},${r.maxRow},${r.maxCol}`;
    const a = new Set(this.ranges.map(key));
    const b = new Set(o.ranges.map(key));
    return a.size === b.size && [...a].every((k) => b.has(k));
  }

  toString(): string {
    return [...this.ranges]
      .sort(
        (x, y) => x.minCol - y.minCol || x.minRow - y.minRow || x.maxCol - y.maxCol || x.maxRow - y.maxRow,
      )
      .map((r) => (r.title ? `${r.title}!${r.coord}` : r.coord))
      .join(" ");
  }
}

/** What `for r in value` yields when value is not a MultiCellRange (a string's characters; anything else fails). */
function iterate(value: unknown): unknown[] {
  if (value instanceof MultiCellRange) return value.ranges;
  if (typeof value === "string") return Array.from(value);
  if (Array.isArray(value)) return value;
  throw new PythonError("TypeError", `'${pyTypeName(value)}' object is not iterable`);
}

/** `r in container` for the spreadsheet_range check. */
function isIn(item: unknown, container: unknown): boolean {
  if (container instanceof MultiCellRange) return container.contains(item);
  if (typeof container === "string") {
    if (typeof item !== "string")
      throw new PythonError(
        "TypeError",
        `'in <string>' requires string as left operand, not ${pyTypeName(item)}`,
      );
    return container.includes(item);
  }
  if (Array.isArray(container)) {
    if (container.length > 0 && item instanceof CellRange)
      throw new PythonError("TypeError", "<class 'str'>"); // CellRange == x checks x's type first
    return container.some((x) => x === item);
  }
  throw new PythonError("TypeError", `argument of type '${pyTypeName(container)}' is not iterable`);
}

/** OSWorld's `spreadsheet_range` rule method: ref[0] ⊆ value ⊆ ref[1], as openpyxl MultiCellRanges. */
export function spreadsheetRangeMatch(value: unknown, ref: unknown): boolean {
  const at = (i: number) => {
    if (!Array.isArray(ref) && typeof ref !== "string")
      throw new PythonError("TypeError", `'${pyTypeName(ref)}' object is not subscriptable`);
    if (i >= ref.length) throw new PythonError("IndexError", "list index out of range");
    return ref[i];
  };
  const subset = new MultiCellRange(at(0));
  const superset = new MultiCellRange(at(1));
  return subset.ranges.every((r) => isIn(r, value)) && iterate(value).every((r) => isIn(r, superset));
}
