import { loadTaskText, type LoadedTask } from "../../src/run/load-task-file.ts";

/** A minimal valid task document; tests override parts of it. */
export function baseTask(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    schema_version: "1.0",
    id: "sample",
    instruction: "Do the thing.",
    app: { type: "folder", dir: "/opt/app", entrypoint: "run.sh" },
    ...overrides,
  };
}

/** Load a document as a task file named tasks/t.json, with no host path existing. */
export function load(
  doc: unknown,
  options: { exists?: (p: string) => boolean; text?: string } = {},
): LoadedTask {
  const text = options.text ?? JSON.stringify(doc, null, 2);
  return loadTaskText(text, "tasks/t.json", { cwd: "/work", exists: options.exists ?? (() => false) });
}

export function errorsOf(doc: unknown): string[] {
  return load(doc)
    .diagnostics.filter((d) => d.severity === "error")
    .map((d) => `${d.pointer || "/"} ${d.message}`);
}

export function warningsOf(doc: unknown): string[] {
  return load(doc)
    .diagnostics.filter((d) => d.severity === "warning")
    .map((d) => `${d.pointer || "/"} ${d.message}`);
}
