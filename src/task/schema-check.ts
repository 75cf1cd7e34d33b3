import type { ErrorObject } from "ajv";
import { describeType, describeValue } from "./describe-value.ts";
import { didYouMean } from "./did-you-mean.ts";
import { validateTaskSchema } from "./generated/task-schema-validator.ts";
import { checkTaskVisual } from "./ignore-regions.ts";
import { decodePointerSegment, joinPointer } from "./json-document.ts";

/** A schema problem before it is located in the file. */
export interface SchemaProblem {
  pointer: string;
  /** Point at the property name (unknown or missing properties) rather than at the value. */
  atKey: boolean;
  message: string;
}

type JsonSchema = Record<string, unknown>;

/** Advice for properties that people copy from the reference CLI's own documentation. */
const KNOWN_MISTAKES: Record<string, string> = {
  llm_judge_prompt:
    'the evaluator has no LLM-judge prompt (the reference CLI silently ignores it): mode "llm" uses the agent\'s own DONE/FAIL verdict; put the success criterion in "completion_condition", or use an early_exit condition of type "llm_judge"',
};

/**
 * The top-level fields desktest for GitHub adds to the reference's task format (docs/compatibility.md),
 * each with its own check. task-schema.json stays the reference contract byte for byte: these fields are
 * taken out of the document before it is checked against it, and checked here.
 */
const EXTENSION_FIELDS: Record<string, (value: unknown, pointer: string) => SchemaProblem[]> = {
  visual: checkTaskVisual,
};

/**
 * Validate a decoded task document against task-schema.json (and its extension fields against their own
 * checks) and explain each failure once. The validator is the schema compiled ahead of time
 * (scripts/generate-task-validator.ts), so nothing compiles it here.
 */
export function checkTaskSchema(document: unknown): SchemaProblem[] {
  if (!isPlainObject(document)) return checkReferenceSchema(document);
  const reference: Record<string, unknown> = {};
  const extensions: SchemaProblem[] = [];
  for (const [key, value] of Object.entries(document)) {
    const check = Object.hasOwn(EXTENSION_FIELDS, key) ? EXTENSION_FIELDS[key] : undefined;
    if (check) extensions.push(...check(value, joinPointer("", key)));
    else reference[key] = value;
  }
  return [...checkReferenceSchema(reference), ...extensions];
}

function checkReferenceSchema(document: unknown): SchemaProblem[] {
  if (validateTaskSchema(document)) return [];
  return explainErrors(validateTaskSchema.errors ?? []);
}

function explainErrors(errors: ErrorObject[]): SchemaProblem[] {
  let remaining = errors;
  const problems: SchemaProblem[] = [];

  // oneOf: keep only the branch the author meant (chosen by its "type"), or explain the "type" itself.
  for (const oneOf of errors.filter((e) => e.keyword === "oneOf")) {
    const branches = (oneOf.schema as JsonSchema[]) ?? [];
    const data = oneOf.data;
    const inside = (e: ErrorObject) =>
      e.schemaPath.startsWith(oneOf.schemaPath + "/") && isWithin(e.instancePath, oneOf.instancePath);
    const types = branches.map(branchType);
    const chosen =
      isPlainObject(data) && typeof data.type === "string" ? types.indexOf(data.type as string) : -1;
    if (chosen >= 0) {
      const keep = `${oneOf.schemaPath}/${chosen}/`;
      remaining = remaining.filter((e) => e !== oneOf && (!inside(e) || e.schemaPath.startsWith(keep)));
    } else {
      remaining = remaining.filter((e) => e !== oneOf && !inside(e));
      problems.push(explainUnknownVariant(oneOf.instancePath, data, types as string[]));
    }
  }

  // anyOf of "required" alternatives: one message naming the alternatives.
  for (const anyOf of remaining.filter((e) => e.keyword === "anyOf")) {
    const names = ((anyOf.schema as JsonSchema[]) ?? []).flatMap((s) => (s.required as string[]) ?? []);
    remaining = remaining.filter(
      (e) =>
        e !== anyOf &&
        !(e.schemaPath.startsWith(anyOf.schemaPath + "/") && e.instancePath === anyOf.instancePath),
    );
    problems.push({
      pointer: anyOf.instancePath,
      atKey: true,
      message: `needs at least one of ${names.map((n) => `"${n}"`).join(", ")}`,
    });
  }

  for (const error of remaining) problems.push(explainError(error));
  return dedupe(problems);
}

function explainUnknownVariant(pointer: string, data: unknown, types: string[]): SchemaProblem {
  const list = types.join(", ");
  if (!isPlainObject(data)) {
    return {
      pointer,
      atKey: false,
      message: `must be an object with a "type" (found ${describeValue(data)})`,
    };
  }
  if (!("type" in data)) {
    return { pointer, atKey: true, message: `is missing required property "type" (one of ${list})` };
  }
  const found = data.type;
  const suggestion = typeof found === "string" ? didYouMean(found, types) : undefined;
  return {
    pointer: joinPointer(pointer, "type"),
    atKey: false,
    message: `must be one of ${list} (found ${describeValue(found)}${suggestion ? `; did you mean "${suggestion}"?` : ""})`,
  };
}

function explainError(error: ErrorObject): SchemaProblem {
  const pointer = error.instancePath;
  const found = describeValue(error.data);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "required":
      return {
        pointer,
        atKey: true,
        message: `is missing required property "${String(params.missingProperty)}"`,
      };
    case "additionalProperties": {
      const name = String(params.additionalProperty);
      const known = Object.keys((error.parentSchema?.properties as JsonSchema | undefined) ?? {});
      if (pointer === "") known.push(...Object.keys(EXTENSION_FIELDS));
      const suggestion = didYouMean(name, known);
      const advice = KNOWN_MISTAKES[name];
      const message = suggestion
        ? `is not a known property (did you mean "${suggestion}"?)`
        : advice
          ? `is not a known property: ${advice}`
          : `is not a known property (${known.length > 0 ? `allowed here: ${known.join(", ")}` : "no properties are allowed here"})`;
      return { pointer: joinPointer(pointer, name), atKey: true, message };
    }
    case "type":
      return {
        pointer,
        atKey: false,
        message: `must be ${describeType(String(params.type))} (found ${found})`,
      };
    case "const":
      return {
        pointer,
        atKey: false,
        message: `must be ${JSON.stringify(params.allowedValue)} (found ${found})`,
      };
    case "enum": {
      const allowed = (params.allowedValues as unknown[]).map(String);
      const suggestion = typeof error.data === "string" ? didYouMean(error.data, allowed) : undefined;
      return {
        pointer,
        atKey: false,
        message: `must be one of ${allowed.join(", ")} (found ${found}${suggestion ? `; did you mean "${suggestion}"?` : ""})`,
      };
    }
    case "minimum":
      return { pointer, atKey: false, message: `must be at least ${String(params.limit)} (found ${found})` };
    case "exclusiveMinimum":
      return {
        pointer,
        atKey: false,
        message: `must be greater than ${String(params.limit)} (found ${found})`,
      };
    case "minLength":
      return { pointer, atKey: false, message: "must not be empty" };
    case "pattern": {
      const expected =
        lastSegment(pointer) === "digest"
          ? '"sha256:" followed by 64 lowercase hex digits'
          : `the pattern ${String(params.pattern)}`;
      return { pointer, atKey: false, message: `must be ${expected} (found ${found})` };
    }
    default:
      return { pointer, atKey: false, message: `${error.message ?? "is invalid"} (found ${found})` };
  }
}

function branchType(branch: JsonSchema): string | undefined {
  const properties = branch.properties as Record<string, JsonSchema> | undefined;
  const constant = properties?.type?.const;
  return typeof constant === "string" ? constant : undefined;
}

function isWithin(pointer: string, ancestor: string): boolean {
  return pointer === ancestor || pointer.startsWith(ancestor + "/");
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function lastSegment(pointer: string): string {
  return decodePointerSegment(pointer.slice(pointer.lastIndexOf("/") + 1));
}

function dedupe(problems: SchemaProblem[]): SchemaProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.pointer}\u0000${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
