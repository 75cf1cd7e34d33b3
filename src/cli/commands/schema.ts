import { writeFile } from "node:fs/promises";
import path from "node:path";
import { ExitCode } from "../../errors/exit-code.ts";
import { taskSchemaDocument } from "../../task/task-schema-document.ts";
import type { CliIO } from "../io.ts";

/** Print (or write) the task JSON Schema the validator enforces. */
export async function schemaCommand(options: { out?: string }, io: CliIO): Promise<ExitCode> {
  const text = JSON.stringify(taskSchemaDocument(), null, 2);
  if (options.out) {
    await writeFile(path.resolve(io.cwd, options.out), text + "\n");
    io.stdout(`Schema written to ${options.out}\n`);
  } else {
    io.stdout(text + "\n");
  }
  return ExitCode.pass;
}
