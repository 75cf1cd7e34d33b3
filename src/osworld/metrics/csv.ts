import { pyFileLines } from "../python-semantics.ts";

/**
 * Python's `csv.reader` with the default (excel) dialect over a file opened in text mode, ported from
 * CPython's _csv.c state machine: quotes only start a quoted field at its beginning, `""` inside quotes is a
 * quote, text after a closing quote is kept (non-strict), a newline inside quotes is kept, an unterminated
 * quote runs to the end of the file, empty lines are empty rows.
 */
export function pyCsvRows(text: string): string[][] {
  type State = "start_record" | "start_field" | "in_field" | "in_quoted" | "quote_in_quoted" | "eat_crnl";
  const EOL = "";
  const rows: string[][] = [];
  let fields: string[] = [];
  let field = "";
  let fieldLength = 0;
  let state: State = "start_record";
  const save = () => {
    fields.push(field);
    field = "";
    fieldLength = 0;
  };
  const add = (c: string) => {
    field += c;
    fieldLength++;
  };
  const process = (c: string) => {
    switch (state) {
      case "start_record":
        if (c === EOL) return;
        if (c === "\n" || c === "\r") {
          state = "eat_crnl";
          return;
        }
        state = "start_field";
        process(c);
        return;
      case "start_field":
        if (c === "\n" || c === "\r" || c === EOL) {
          save();
          state = c === EOL ? "start_record" : "eat_crnl";
        } else if (c === '"') state = "in_quoted";
        else if (c === ",") save();
        else {
          add(c);
          state = "in_field";
        }
        return;
      case "in_field":
        if (c === "\n" || c === "\r" || c === EOL) {
          save();
          state = c === EOL ? "start_record" : "eat_crnl";
        } else if (c === ",") {
          save();
          state = "start_field";
        } else add(c);
        return;
      case "in_quoted":
        if (c === EOL) return;
        if (c === '"') state = "quote_in_quoted";
        else add(c);
        return;
      case "quote_in_quoted":
        if (c === '"') {
          add(c);
          state = "in_quoted";
        } else if (c === ",") {
          save();
          state = "start_field";
        } else if (c === "\n" || c === "\r" || c === EOL) {
          save();
          state = c === EOL ? "start_record" : "eat_crnl";
        } else {
          add(c);
          state = "in_field";
        }
        return;
      case "eat_crnl":
        if (c === "\n" || c === "\r") return;
        if (c === EOL) state = "start_record";
        else throw new Error("new-line character seen in unquoted field");
        return;
    }
  };
  const lines = pyFileLines(text);
  let next = 0;
  for (;;) {
    // Reader_iternext: a fresh record, then lines until the state machine is back at a record start.
    fields = [];
    field = "";
    fieldLength = 0;
    state = "start_record";
    let ended = false;
    do {
      if (next >= lines.length) {
        ended = true;
        break;
      }
      for (const c of lines[next++]!) process(c);
      process(EOL);
    } while (state !== "start_record");
    if (ended) {
      if (fieldLength !== 0 || (state as State) === "in_quoted") {
        save();
        rows.push(fields);
      }
      break;
    }
    rows.push(fields);
  }
  return rows;
}

/**
 * `csv.DictReader` rows: the first row names the fields; empty rows are skipped; a longer row's extra cells
 * sit under the key None (null here), a shorter row's missing fields are None. Keys are kept as a Map so
 * that None and duplicate names behave as in Python's dict.
 */
export function pyCsvDictRows(text: string): Map<unknown, unknown>[] {
  const [header, ...rows] = pyCsvRows(text);
  if (!header) return [];
  return rows
    .filter((row) => row.length > 0)
    .map((row) => {
      const record = new Map<unknown, unknown>();
      header.forEach((name, i) => {
        if (i < row.length) record.set(name, row[i]);
      });
      if (row.length > header.length) record.set(null, row.slice(header.length));
      else for (const name of header.slice(row.length)) record.set(name, null);
      return record;
    });
}
