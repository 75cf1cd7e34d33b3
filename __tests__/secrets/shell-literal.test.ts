import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { substituteSecrets } from "../../src/secrets/resolve-secrets.ts";
import { shellContextAt, shellLiteral } from "../../src/secrets/shell-literal.ts";
import { baseTask, load } from "../helpers/task-docs.ts";

const nasty = `a&b; echo PWNED $(id) \`id\` 'q' "d" \\ $HOME`;

/** What bash prints for a command. */
const bash = (command: string) => execFileSync("bash", ["-c", command], { encoding: "utf8" });

describe("secrets in shell commands are data, never code", () => {
  it("knows the quoting context of a position", () => {
    const command = `echo a '{{x}}' "{{x}}" \\'{{x}}`;
    const at = (n: number) => shellContextAt(command, [...command.matchAll(/\{\{x\}\}/g)][n]!.index);
    expect([at(0), at(1), at(2)]).toEqual(["single", "double", "none"]);
    const nested = `echo "$(printf %s '{{x}}')" "{{x}}"`;
    const positions = [...nested.matchAll(/\{\{x\}\}/g)].map((m) => shellContextAt(nested, m.index));
    expect(positions).toEqual(["single", "double"]);
  });

  it("inserts a value bash reads back unchanged, in every context", () => {
    for (const context of ["none", "single", "double"] as const) {
      const open = context === "single" ? "'" : context === "double" ? '"' : "";
      expect(bash(`printf %s ${open}${shellLiteral(nasty, context)}${open}`), context).toBe(nasty);
    }
  });

  it("substitutes quoted in command fields and raw elsewhere", () => {
    const task = load(
      baseTask({
        instruction: "Log in with {{token}}",
        secrets: { token: { env: "T" } },
        config: [
          {
            type: "execute",
            command: `printf '%s|' '{{token}}' "{{token}}" {{token}} "$(printf %s '{{token}}')"`,
          },
        ],
      }),
    ).task!;
    const out = substituteSecrets(task, { token: nasty });
    expect(out.instruction).toBe(`Log in with ${nasty}`);
    const command = (out.config[0] as { command: string }).command;
    expect(bash(command)).toBe(`${nasty}|${nasty}|${nasty}|${nasty}|`);
  });
});
