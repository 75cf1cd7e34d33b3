import { describe, expect, it } from "vitest";
import { ConfigError } from "../../src/errors/desktest-error.ts";
import { findPlaceholders } from "../../src/task/placeholders.ts";
import { REDACTED, Redactor } from "../../src/secrets/redactor.ts";
import { resolveSecrets, secretEnvironment, substituteSecrets } from "../../src/secrets/resolve-secrets.ts";
import { baseTask, errorsOf, load } from "../helpers/task-docs.ts";

const withSecrets = (overrides: Record<string, unknown> = {}) =>
  baseTask({
    secrets: { user: { env: "APP_USER" }, pass: { env: "APP_PASS", default: "hunter22" } },
    instruction: "Log in as {{user}} with {{pass}}.",
    completion_condition: "Signed in as {{user}}",
    app: { type: "docker_image", image: "reg/{{user}}:1", entrypoint_cmd: "app --user {{user}}" },
    config: [
      { type: "execute", command: "echo {{pass}} > /tmp/p" },
      { type: "copy", src: "/host/{{user}}.txt", dest: "/home/{{user}}" },
      { type: "open", target: "/home/{{user}}/a", app: "gedit" },
    ],
    evaluator: {
      mode: "hybrid",
      metrics: [{ type: "command_output", command: "cat /tmp/p", expected: "{{pass}}" }],
    },
    early_exit: {
      condition: { type: "llm_judge", prompt: "Is {{user}} signed in?" },
      message: "{{user}} literal",
    },
    metadata: { note: "{{user}} stays" },
    ...overrides,
  });

describe("placeholder scanning", () => {
  it("scans like the reference: exact keys, unmatched {{ ends the scan", () => {
    expect(findPlaceholders("a {{x}} b {{ y }} c {{z").map((p) => p.key)).toEqual(["x", " y "]);
    expect(findPlaceholders("{{a}}{{b}}").map((p) => p.key)).toEqual(["a", "b"]);
  });
});

describe("secret substitution", () => {
  it("replaces placeholders in the fields the reference substitutes and nowhere else", () => {
    const task = load(withSecrets()).task!;
    const { values } = resolveSecrets(task, { APP_USER: "alice" });
    const result = substituteSecrets(task, values);
    expect(result.instruction).toBe("Log in as alice with hunter22.");
    expect(result.completion_condition).toBe("Signed in as alice");
    expect(result.app).toMatchObject({ image: "reg/alice:1", entrypoint_cmd: "app --user 'alice'" });
    expect(result.config).toEqual([
      { type: "execute", command: "echo 'hunter22' > /tmp/p" }, // shell commands get literals
      { type: "copy", src: "/host/alice.txt", dest: "/home/alice" },
      { type: "open", target: "/home/alice/a", app: "gedit" },
    ]);
    expect(result.evaluator.metrics[0]).toMatchObject({ expected: "hunter22" });
    expect(result.early_exit?.condition).toEqual({ type: "llm_judge", prompt: "Is alice signed in?" });
    expect(result.early_exit?.message).toBe("{{user}} literal");
    expect(result.metadata).toEqual({ note: "{{user}} stays" });
    expect(task.instruction).toBe("Log in as {{user}} with {{pass}}."); // the loaded task is not mutated
  });

  it("never re-scans inserted values", () => {
    const task = load(withSecrets()).task!;
    const result = substituteSecrets(task, { user: "{{pass}}", pass: "p" });
    expect(result.instruction).toBe("Log in as {{pass}} with p.");
  });

  it("leaves braces literal when the task declares no secrets", () => {
    const task = load(baseTask({ instruction: "Type {{this}} literally" })).task!;
    expect(substituteSecrets(task, {}).instruction).toBe("Type {{this}} literally");
  });

  it("treats an empty environment value as set, and uses the default otherwise", () => {
    const task = load(withSecrets()).task!;
    expect(resolveSecrets(task, { APP_USER: "", APP_PASS: "" }).values).toEqual({ user: "", pass: "" });
    expect(resolveSecrets(task, { APP_USER: "u" }).values).toEqual({ user: "u", pass: "hunter22" });
  });

  it("fails at run time, not at validate time, when a secret has neither env nor default", () => {
    const loaded = load(withSecrets());
    expect(loaded.diagnostics).toEqual([]);
    expect(() => resolveSecrets(loaded.task!, {}, { file: "tasks/t.json" })).toThrow(ConfigError);
    expect(() => resolveSecrets(loaded.task!, {})).toThrow(
      "Secret 'user': environment variable 'APP_USER' is not set and no default provided",
    );
  });

  it("reports undeclared placeholders at validate time, located, with a suggestion", () => {
    expect(errorsOf(withSecrets({ instruction: "Hi {{usr}} and {{other}}" }))).toEqual([
      '/instruction uses placeholder {{usr}} but no secret "usr" is declared in /secrets (did you mean {{user}}?)',
      '/instruction uses placeholder {{other}} but no secret "other" is declared in /secrets (declared: user, pass)',
    ]);
  });

  it("names containers' secret variables DESKTEST_SECRET_<name>", () => {
    expect(secretEnvironment({ Token: "v" })).toEqual({ DESKTEST_SECRET_Token: "v" });
  });
});

describe("redactor", () => {
  it("removes every occurrence of every secret", () => {
    const r = new Redactor(["s3cret", "hunter22"]);
    expect(r.redact("a s3cret b hunter22 c s3cret")).toBe(`a ${REDACTED} b ${REDACTED} c ${REDACTED}`);
  });

  it("prefers the longest of overlapping secrets and never re-scans its marker", () => {
    const r = new Redactor(["abc", "abcdef", "cdefgh", "RED"]);
    expect(r.redact("xxabcdefghyy")).toBe(`xx${REDACTED}ghyy`);
    expect(r.redact("abcabc")).toBe(`${REDACTED}${REDACTED}`);
    expect(r.redact("[REDACTED]")).toBe(`[${REDACTED}ACTED]`);
  });

  it("skips values shorter than three UTF-8 bytes but keeps short multibyte ones", () => {
    const r = new Redactor(["ab", "", "é", "€"]);
    expect(r.redact("ab é €")).toBe(`ab é ${REDACTED}`);
    expect(new Redactor(["ab"]).isEmpty).toBe(true);
  });

  it("treats regex metacharacters in secrets literally", () => {
    const r = new Redactor(["a.b*c", "(x|y)"]);
    expect(r.redact("a.b*c axbbc (x|y) x")).toBe(`${REDACTED} axbbc ${REDACTED} x`);
  });

  it("redacts every string of a JSON value, not its keys", () => {
    const r = new Redactor(["topsecret"]);
    expect(r.redactJson({ topsecret: ["topsecret!", 1, null, { k: "my topsecret" }] })).toEqual({
      topsecret: [`${REDACTED}!`, 1, null, { k: `my ${REDACTED}` }],
    });
  });

  it("adds values to an existing redactor (the LLM API key)", () => {
    const r = new Redactor(["one1"]).with(["sk-ant-key"]);
    expect(r.redact("one1 sk-ant-key")).toBe(`${REDACTED} ${REDACTED}`);
  });
});
