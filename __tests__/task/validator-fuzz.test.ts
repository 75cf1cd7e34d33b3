import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodePointerSegment } from "../../src/task/json-document.ts";
import { loadTaskText, type LoadedTask } from "../../src/run/load-task-file.ts";

/** Valid documents spanning every app type, step, metric and early-exit condition. */
const validDocs: Record<string, unknown>[] = [
  {
    schema_version: "1.0",
    id: "gedit",
    instruction: "Type and save.",
    completion_condition: "Saved",
    app: { type: "folder", dir: "/apps/gedit", entrypoint: "run.sh", electron: false },
    config: [
      { type: "execute", command: "echo hi > /tmp/x" },
      { type: "copy", src: "/tmp/a", dest: "/home/tester" },
      { type: "open", target: "/tmp/x", app: "gedit" },
      { type: "sleep", seconds: 0.5 },
    ],
    evaluator: {
      mode: "hybrid",
      conjunction: "or",
      eval_timeout_secs: 30,
      metrics: [
        { type: "file_compare", actual_path: "/a", expected_path: "/e", compare_mode: "normalized" },
        { type: "file_compare_semantic", actual_path: "/a", expected_path: "/e", format: "json" },
        { type: "command_output", command: "cat /a", expected: "x", match_mode: "regex" },
        { type: "file_exists", path: "/a", should_not_exist: false },
        { type: "exit_code", command: "true", expected: 0 },
        { type: "script_replay", script_path: "/r.py", screenshots_dir: "/s" },
      ],
    },
    early_exit: { condition: { type: "llm_judge", prompt: "Done?" }, check_every: 2, message: "m" },
    secrets: { token: { env: "TOKEN", default: "abc" } },
    timeout: 60,
    max_steps: 5,
    a11y_timeout_secs: 10,
    max_a11y_nodes: 500,
    metadata: { tags: ["a"] },
    replay_script: "/r.py",
    replay_screenshots_dir: "/s",
  },
  {
    schema_version: "1.0",
    id: "docker",
    instruction: "Use {{token}}",
    app: { type: "docker_image", image: "x:1", digest: "sha256:" + "0".repeat(64), needs_fuse: true },
    secrets: { token: { env: "T" } },
    early_exit: { condition: { type: "command_output", command: "c", expected: "e" } },
  },
  {
    schema_version: "1.0",
    id: "mac",
    instruction: "i",
    app: { type: "macos_tart", base_image: "b", launch_cmd: "open -a X" },
  },
  {
    schema_version: "1.0",
    id: "win",
    instruction: "i",
    app: { type: "windows_vm", base_image: "w.qcow2", app_path: "a.exe" },
  },
  { schema_version: "1.0", id: "img", instruction: "i", app: { type: "appimage", path: "/a.AppImage" } },
  { schema_version: "1.0", id: "vnc", instruction: "i", app: { type: "vnc_attach" } },
  { schema_version: "1.0", id: "native", instruction: "i", app: { type: "windows_native", launch_cmd: "x" } },
  { schema_version: "1.0", id: "macn", instruction: "i", app: { type: "macos_native", bundle_id: "com.x" } },
];

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** Every JSON pointer inside a value. */
function pointersOf(value: unknown, base = ""): string[] {
  const out = [base];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...pointersOf(v, `${base}/${i}`)));
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value))
      out.push(...pointersOf(v, `${base}/${k.replace(/~/g, "~0").replace(/\//g, "~1")}`));
  }
  return out;
}

function resolve(value: unknown, pointer: string): { found: boolean; value: unknown } {
  let current = value;
  for (const raw of pointer.split("/").slice(1)) {
    const key = decodePointerSegment(raw);
    if (current === null || typeof current !== "object" || !Object.hasOwn(current, key))
      return { found: false, value: undefined };
    current = (current as Record<string, unknown>)[key];
  }
  return { found: true, value: current };
}

/** Apply one mutation at a pointer: delete, replace with any JSON, or add an unknown key. */
function mutate(doc: Json, pointer: string, kind: number, replacement: Json, key: string): Json {
  const copy = structuredClone(doc);
  if (pointer === "") return kind === 1 ? replacement : copy;
  const segments = pointer.split("/").slice(1).map(decodePointerSegment);
  const last = segments.pop()!;
  const parent = resolve(
    copy,
    segments.length ? "/" + segments.map((s) => s.replace(/~/g, "~0").replace(/\//g, "~1")).join("/") : "",
  ).value as Record<string, Json> | Json[];
  if (Array.isArray(parent)) {
    const i = Number(last);
    if (kind === 0) parent.splice(i, 1);
    else parent[i] = replacement;
  } else if (kind === 0) delete parent[last];
  else if (kind === 1) parent[last] = replacement;
  else {
    const target = parent[last];
    if (target && typeof target === "object" && !Array.isArray(target)) target[key] = replacement;
    else parent[key] = replacement;
  }
  return copy;
}

function assertWellFormed(loaded: LoadedTask, text: string, parsed: unknown, syntaxValid: boolean): void {
  const lineCount = text.split(/\r\n|\r|\n/).length;
  for (const d of loaded.diagnostics) {
    expect(d.file).toBe("fuzz.json");
    expect(d.line).toBeGreaterThanOrEqual(1);
    expect(d.line).toBeLessThanOrEqual(lineCount);
    expect(d.column).toBeGreaterThanOrEqual(1);
    expect(d.message.trim().length).toBeGreaterThan(0);
    expect(d.pointer === "" || d.pointer.startsWith("/")).toBe(true);
    if (syntaxValid) expect(resolve(parsed, d.pointer).found).toBe(true);
  }
  const errors = loaded.diagnostics.filter((d) => d.severity === "error");
  if (loaded.task === undefined) expect(errors.length).toBeGreaterThan(0);
  else {
    expect(errors).toEqual([]);
    expect(typeof loaded.task.id).toBe("string");
  }
}

const load = (text: string) => loadTaskText(text, "fuzz.json", { cwd: "/w", exists: () => true });

describe("the validator under mutation", () => {
  it("accepts every seed document", () => {
    for (const doc of validDocs)
      expect(load(JSON.stringify(doc)).diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  });

  it("never throws on structurally mutated documents, and locates every rejection", () => {
    const arbitraryMutation = fc
      .constantFrom(...validDocs)
      .chain((doc) =>
        fc.tuple(
          fc.constant(doc as Json),
          fc.array(
            fc.tuple(
              fc.nat(),
              fc.integer({ min: 0, max: 2 }),
              fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>,
              fc.string({ maxLength: 12 }),
            ),
            { minLength: 1, maxLength: 4 },
          ),
        ),
      );
    fc.assert(
      fc.property(arbitraryMutation, ([seed, mutations]) => {
        let doc = seed;
        for (const [pick, kind, replacement, key] of mutations) {
          const pointers = pointersOf(doc);
          doc = mutate(doc, pointers[pick % pointers.length]!, kind, replacement, key);
        }
        const text = JSON.stringify(doc, null, 2) ?? "null";
        assertWellFormed(load(text), text, doc, true);
      }),
      { numRuns: 3000 },
    );
  });

  it("never throws on textually damaged documents, and locates every rejection", () => {
    const damaged = fc
      .constantFrom(...validDocs.map((d) => JSON.stringify(d, null, 2)))
      .chain((text) =>
        fc.tuple(
          fc.constant(text),
          fc.array(
            fc.tuple(
              fc.nat({ max: text.length }),
              fc.nat({ max: 6 }),
              fc.string({ maxLength: 4, unit: "grapheme" }),
            ),
            {
              minLength: 1,
              maxLength: 3,
            },
          ),
        ),
      )
      .map(([text, edits]) =>
        edits.reduce((t, [at, drop, insert]) => t.slice(0, at) + insert + t.slice(at + drop), text),
      );
    fc.assert(
      fc.property(damaged, (text) => {
        let parsed: unknown;
        let syntaxValid = true;
        try {
          parsed = JSON.parse(text.replace(/^\ufeff/, ""));
        } catch {
          syntaxValid = false;
        }
        const loaded = load(text);
        // Duplicate keys are legal for JSON.parse but an error for us: only check pointers when unique.
        const duplicate = loaded.diagnostics.some((d) => d.message.includes("duplicate property"));
        assertWellFormed(loaded, text, parsed, syntaxValid && !duplicate);
      }),
      { numRuns: 2000 },
    );
  });
});
