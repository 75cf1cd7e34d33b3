/** A located problem in a task file. Errors make the task invalid; warnings do not. */
export interface Diagnostic {
  severity: "error" | "warning";
  file: string;
  line: number;
  column: number;
  /** JSON pointer of the offending value ("" is the whole document). */
  pointer: string;
  message: string;
}

/** `tasks/save.json:14:9 /evaluator/metrics/0/match_mode must be one of …` */
export function formatDiagnostic(diagnostic: Diagnostic): string {
  const pointer = diagnostic.pointer === "" ? "/" : diagnostic.pointer;
  const prefix = diagnostic.severity === "warning" ? "warning: " : "";
  return `${diagnostic.file}:${diagnostic.line}:${diagnostic.column} ${prefix}${pointer} ${diagnostic.message}`;
}

export function byPosition(a: Diagnostic, b: Diagnostic): number {
  return a.line - b.line || a.column - b.column;
}
