import * as core from "@actions/core";
import type { Annotation } from "./annotations.ts";

/** Put an annotation on the step (redacted), at its file, line and column. */
export function emitAnnotation(annotation: Annotation, redact: (text: string) => string): void {
  const properties: core.AnnotationProperties = {
    ...(annotation.title ? { title: annotation.title } : {}),
    ...(annotation.file ? { file: annotation.file } : {}),
    ...(annotation.line ? { startLine: annotation.line } : {}),
    ...(annotation.column ? { startColumn: annotation.column } : {}),
  };
  const message = redact(annotation.message);
  if (annotation.level === "error") core.error(message, properties);
  else if (annotation.level === "warning") core.warning(message, properties);
  else core.notice(message, properties);
}
