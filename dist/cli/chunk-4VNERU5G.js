
// src/task/diagnostic.ts
function formatDiagnostic(diagnostic) {
  const pointer = diagnostic.pointer === "" ? "/" : diagnostic.pointer;
  const prefix = diagnostic.severity === "warning" ? "warning: " : "";
  return `${diagnostic.file}:${diagnostic.line}:${diagnostic.column} ${prefix}${pointer} ${diagnostic.message}`;
}
function byPosition(a, b) {
  return a.line - b.line || a.column - b.column;
}

export {
  formatDiagnostic,
  byPosition
};
