import { readFileSync } from "node:fs";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import {
  TASK_SCHEMA_PATH,
  TASK_VALIDATOR_PATH,
  taskValidatorSource,
} from "../../scripts/generate-task-validator.ts";
import { validateTaskSchema } from "../../src/task/generated/task-schema-validator.ts";

const repo = path.resolve(import.meta.dirname, "../..");
const example = JSON.parse(readFileSync(path.join(repo, "examples/gedit-copy-fixture.json"), "utf8")) as {
  evaluator: { metrics: Record<string, unknown>[] };
  [key: string]: unknown;
};

/** Documents that fail in different ways: oneOf branches, enums, types, unknown and missing properties. */
const broken: unknown[] = [
  {},
  [],
  { ...example, id: 7, timeout: 0, extra: true },
  { ...example, app: { type: "folderr" } },
  { ...example, app: { type: "folder", dir: "" } },
  {
    ...example,
    evaluator: {
      ...example.evaluator,
      metrics: [{ ...example.evaluator.metrics[0], compare_mode: "normalised", expected: "1" }],
    },
  },
];

describe("the task schema's standalone validator (src/task/generated/)", () => {
  it("is what `npm run generate:task-validator` makes from task-schema.json (regenerate it when this fails)", () => {
    expect(readFileSync(TASK_VALIDATOR_PATH, "utf8")).toBe(taskValidatorSource());
  });

  it("finds exactly the errors of the schema compiled at run time", () => {
    const compiled = new Ajv2020({
      allErrors: true,
      verbose: true,
      strict: true,
      strictRequired: false,
    }).compile(JSON.parse(readFileSync(TASK_SCHEMA_PATH, "utf8")) as object);
    expect(validateTaskSchema(example)).toBe(true);
    for (const document of broken) {
      expect(validateTaskSchema(document)).toBe(false);
      expect(compiled(document)).toBe(false);
      expect(validateTaskSchema.errors).toEqual(compiled.errors);
    }
  });
});
