import { parse } from "csv-parse/sync";
import { trim } from "../rust-text.ts";

/**
 * CSV as rows of raw cells: comma-separated, `"` quoting with doubled quotes, no header row, rows of any
 * length, CR, LF and CRLF all end a record, empty lines skipped, a leading byte order mark ignored.
 * A quote inside an unquoted field is a plain character; a field with text after its closing quote
 * (`"a"b`) is kept verbatim, quotes included (the reference drops them: `ab`); an unterminated quoted
 * field is a parse error (the reference reads it to the end of the file).
 */
export function parseCsvTable(text: string): string[][] {
  return parse(text, {
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    record_delimiter: ["\r\n", "\n", "\r"],
  });
}

/** `undefined` when the tables match cell by cell (cells trimmed), otherwise the reference's message. */
export function csvDifference(actual: string[][], expected: string[][]): string | undefined {
  if (actual.length !== expected.length)
    return `CSV row count differs (actual: ${actual.length}, expected: ${expected.length})`;
  for (const [r, actualRow] of actual.entries()) {
    const expectedRow = expected[r]!;
    if (actualRow.length !== expectedRow.length)
      return `CSV column count differs at row ${r + 1} (actual: ${actualRow.length}, expected: ${expectedRow.length})`;
    for (const [c, actualCell] of actualRow.entries()) {
      const expectedCell = expectedRow[c]!;
      if (trim(actualCell) !== trim(expectedCell))
        return `CSV cell differs at row ${r + 1}, col ${c + 1}: actual='${actualCell}', expected='${expectedCell}'`;
    }
  }
  return undefined;
}
