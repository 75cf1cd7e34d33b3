import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfigFile } from "../../src/suite/config-file.ts";
import { CONFIG_KEYS, configKeysMarkdown, exampleConfig } from "../../src/suite/config-keys.ts";
import { tempTree } from "../helpers/cli.ts";

const repo = path.resolve(import.meta.dirname, "../..");

describe("docs/configuration.md", () => {
  it("documents every key of the config file as the loader checks it (regenerate from configKeysMarkdown())", () => {
    const doc = readFileSync(path.join(repo, "docs", "configuration.md"), "utf8");
    const section = /<!-- config-keys:start[^>]*-->\n([\s\S]*?)\n<!-- config-keys:end -->/.exec(doc);
    expect(section, "the generated section's markers").not.toBeNull();
    expect(section![1]).toBe(configKeysMarkdown());
    for (const { key } of CONFIG_KEYS) expect(section![1]).toContain(`| \`${key}\` |`);
  });

  it("its example is a config file the loader takes whole, with no warning", async () => {
    const dir = tempTree({});
    const file = path.join(dir, "desktest.json");
    writeFileSync(file, JSON.stringify(exampleConfig(), null, 2));
    const warnings: string[] = [];
    const config = await loadConfigFile(file, (line) => warnings.push(line));
    expect(warnings).toEqual([]);
    expect(config.integrations?.slack?.channel).toBe("#desktop-tests");
    expect(config.display_width).toBe(1280);
  });

  it("a nested key of the wrong type is refused with its name and line, as a top-level one is", async () => {
    const dir = tempTree({
      "channel.json": '{\n  "integrations": {\n    "slack": { "channel": 5 }\n  }\n}\n',
      "slack.json": '{\n  "integrations": "slack"\n}\n',
      "width.json": '{\n  "display_width": "wide"\n}\n',
    });
    const load = (name: string) => loadConfigFile(path.join(dir, name), () => undefined);
    await expect(load("channel.json")).rejects.toMatchObject({
      message: "'integrations.slack.channel' must be a string",
      location: { line: 3 },
    });
    await expect(load("slack.json")).rejects.toMatchObject({
      message: "'integrations' must be an object",
      location: { line: 2 },
    });
    await expect(load("width.json")).rejects.toMatchObject({
      message: "'display_width' must be a whole number",
      location: { line: 2 },
    });
  });
});
