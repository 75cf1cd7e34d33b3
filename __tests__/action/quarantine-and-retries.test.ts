import { describe, expect, it } from "vitest";
import { InputError, parseInputs } from "../../src/action/inputs.ts";
import { readRepoSettingsFile } from "../../src/action/repo-settings-file.ts";
import { isQuarantined } from "../../src/report/quarantine.ts";

const readQuarantine = async (dir: string) => (await readRepoSettingsFile(dir)).quarantine;
import { tempTree } from "../helpers/cli.ts";

const inputs = (values: Record<string, string>) => (name: string) => values[name] ?? "";

describe("retries-on-failure", () => {
  it("is a whole number from 0 to 10, separate from retries", () => {
    const parsed = parseInputs(inputs({ tasks: "t.json", retries: "1", "retries-on-failure": "2" }), "/w");
    expect(parsed).toMatchObject({ retries: 1, retriesOnFailure: 2 });
    expect(parseInputs(inputs({ tasks: "t.json" }), "/w").retriesOnFailure).toBe(0);
    expect(() => parseInputs(inputs({ tasks: "t.json", "retries-on-failure": "11" }), "/w")).toThrow(
      InputError,
    );
    expect(() => parseInputs(inputs({ tasks: "t.json", "retries-on-failure": "11" }), "/w")).toThrow(
      "'retries-on-failure' must be a whole number from 0 to 10, got '11'",
    );
  });
});

describe(".github/desktest.yml quarantine for the Action", () => {
  it("reads task ids and * globs; an absent file or key quarantines nothing", async () => {
    const dir = tempTree({
      ".github/desktest.yml": "visual:\n  block: false\nquarantine:\n  - tray-icon\n  - 'print-*'\n",
    });
    const quarantine = await readQuarantine(dir);
    expect(quarantine).toEqual({ entries: ["tray-icon", "print-*"], problems: [] });
    expect(
      ["tray-icon", "print-dialog", "print", "tray-icon-2"].map((id) =>
        isQuarantined(id, quarantine.entries),
      ),
    ).toEqual([true, true, false, false]);
    expect(await readQuarantine(tempTree({}))).toEqual({ entries: [], problems: [] });
    expect(await readQuarantine(tempTree({ ".github/desktest.yml": "visual: {}\n" }))).toEqual({
      entries: [],
      problems: [],
    });
  });

  it("ignores an invalid list or file, saying why, and bounds what it reads", async () => {
    const wrong = await readQuarantine(tempTree({ ".github/desktest.yml": "quarantine: tray-icon\n" }));
    expect(wrong.entries).toEqual([]);
    expect(wrong.problems[0]).toMatch(/quarantine must be a list of at most 500 task ids or globs/);
    const tooMany = Array.from({ length: 501 }, (_, i) => `  - t${i}`).join("\n");
    expect(
      (await readQuarantine(tempTree({ ".github/desktest.yml": `quarantine:\n${tooMany}\n` }))).entries,
    ).toEqual([]);
    const broken = await readQuarantine(tempTree({ ".github/desktest.yml": "quarantine: [\n" }));
    expect(broken.problems[0]).toMatch(/is not valid YAML/);
  });

  it("matches globs without backtracking blow-ups", () => {
    expect(isQuarantined("a".repeat(5000), ["*a*a*a*a*a*a*a*a*a*a*a*a*b"])).toBe(false);
    expect(isQuarantined("suite/notes-save", ["suite/*-save"])).toBe(true);
  });
});
