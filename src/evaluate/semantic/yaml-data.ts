import { parseDocument } from "yaml";
import type { SemanticValue } from "./semantic-value.ts";

/**
 * One YAML 1.2 document with the core schema, as data: integers (decimal, `0o`, `0x`) are `bigint`,
 * floats are numbers (`1` ≠ `1.0`); `yes`/`no`/`on` are strings; `~`/`null` are null; keys keep their
 * type (`1:` ≠ `"1":`); aliases are resolved; duplicate keys and several documents are errors.
 */
export function parseYamlData(text: string): SemanticValue {
  const document = parseDocument(text, {
    version: "1.2",
    schema: "core",
    intAsBigInt: true,
    uniqueKeys: true,
    merge: false,
    prettyErrors: true,
  });
  const first = document.errors[0];
  if (first) {
    const message = firstLine(first.message);
    throw new Error(
      first.code === "MULTIPLE_DOCS"
        ? message.replace(
            /^Source contains multiple documents; please use YAML\.parseAllDocuments\(\)/,
            "more than one document",
          )
        : message,
    );
  }
  try {
    return document.toJS({ mapAsMap: true, maxAliasCount: 10_000 }) as SemanticValue;
  } catch (error) {
    throw new Error(firstLine((error as Error).message), { cause: error });
  }
}

function firstLine(message: string): string {
  return message.split("\n")[0]!.replace(/:$/, "");
}
