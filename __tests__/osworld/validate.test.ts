import { cpSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { appsForTask, osworldImageTag } from "../../src/osworld/apps.ts";
import { GETTERS } from "../../src/osworld/getters/index.ts";
import { METRICS } from "../../src/osworld/metrics/index.ts";
import { RESULT_ONLY_METRICS } from "../../src/osworld/load-osworld.ts";
import { IMPLEMENTED_STEP_TYPES } from "../../src/osworld/setup.ts";
import {
  COMPARE_TABLE_RULES,
  GETTER_SUPPORT,
  METRIC_SUPPORT,
  SETUP_SUPPORT,
} from "../../src/osworld/support.ts";
import { discoverSuite } from "../../src/suite/discover.ts";
import { loadTaskFile } from "../../src/run/load-task-file.ts";
import { cli, tempTree } from "../helpers/cli.ts";
import { referencePath } from "../helpers/reference-dir.ts";

const examples = referencePath("osworld-examples");
const repo = path.resolve(import.meta.dirname, "../..");
const exampleFiles = readdirSync(examples)
  .filter((f) => f.endsWith(".json"))
  .sort();

/** An OSWorld task file in a temp folder, pretty-printed so that positions are predictable. */
function osworldFile(task: object): { dir: string; file: string } {
  const dir = tempTree({ "task.json": JSON.stringify(task, null, 2) + "\n" });
  return { dir, file: "task.json" };
}

const base = {
  id: "t-1",
  snapshot: "os",
  instruction: "Do it.",
  config: [],
  evaluator: {
    func: "exact_match",
    result: { type: "vm_command_line", command: "echo hi", shell: true },
    expected: { type: "rule", rules: { expected: "hi\n" } },
  },
};

describe("desktest validate on OSWorld task files", () => {
  it("accepts all eight reference tasks, as OSWorld tasks, with one warning (an apt-get setup step)", async () => {
    expect(exampleFiles).toHaveLength(8);
    const result = await cli(["validate", "--json", examples], repo);
    expect(result.code).toBe(0);
    const report = JSON.parse(result.stdout) as {
      valid: number;
      tasks: { file: string; schema_version: string; warnings: { pointer: string; message: string }[] }[];
    };
    expect(report.valid).toBe(8);
    expect(report.tasks.every((t) => t.schema_version === "osworld")).toBe(true);
    const warnings = report.tasks.flatMap((t) =>
      t.warnings.map((w) => `${path.basename(t.file)} ${w.pointer}`),
    );
    expect(warnings).toEqual(["2373b66a-092d-44cb-bfd7-82e86e7a3b4d.json /config/0/parameters/command"]);
    const text = await cli(["validate", examples], repo);
    expect(text.stdout).toContain("e0df059f-28a6-4169-924f-b9623e7184cc  (OSWorld task)");
  });

  it("reports each unsupported or wrong construct at its file:line:col and JSON pointer", async () => {
    const { dir, file } = osworldFile({
      ...base,
      config: [
        { type: "googledrive", parameters: { settings_file: "x.yml", operation: ["delete"], args: [{}] } },
        { type: "excute", parameters: { command: "ls" } },
        { type: "tidy_desktop", parameters: {} },
        { type: "download", parameters: { files: [{ url: "https://x/y" }] } },
      ],
      evaluator: {
        func: ["is_expected_search_query", "exact_match", "compare_table"],
        result: [
          { type: "vm_file", path: "/a.pptx", dest: "a.pptx" },
          { type: "active_tab_info" },
          { type: "vm_file", path: "/a.xlsx", dest: "a.xlsx" },
        ],
        expected: [
          null,
          { type: "rule", rules: { expected: "x" } },
          { type: "googledrive_file", settings_file: "s", path: ["a"], dest: ["b"] },
        ],
        options: [
          {},
          {},
          {
            rules: [
              { type: "row_props", sheet_idx0: 0, sheet_idx1: "EI0", props: ["hidden", "style"] },
              {
                type: "check_cell",
                sheet_idx: 0,
                coordinate: "A1",
                props: { font_bold: { method: "eq", ref: true }, value: { method: "nearly", ref: 1 } },
              },
            ],
          },
        ],
        conj: "xor",
      },
    });
    const result = await cli(["validate", "--json", file], dir);
    expect(result.code).toBe(2);
    const errors = (
      JSON.parse(result.stdout) as {
        tasks: { errors: { line: number; column: number; pointer: string; message: string }[] }[];
      }
    ).tasks[0]!.errors;
    const text = readFileSync(path.join(dir, file), "utf8").split("\n");
    // every error points at the text of its pointer's last segment (or its value)
    for (const e of errors) expect(text[e.line - 1]!.length).toBeGreaterThanOrEqual(e.column - 1);
    const byPointer = Object.fromEntries(errors.map((e) => [e.pointer, e.message]));
    expect(byPointer["/config/0/type"]).toMatch(
      /setup type 'googledrive' is not supported: it needs a real Google account/,
    );
    expect(byPointer["/config/1/type"]).toMatch(/unknown setup type 'excute'; did you mean 'execute'\?/);
    expect(byPointer["/config/2/type"]).toMatch(
      /setup type 'tidy_desktop' is not supported: declared but not implemented by OSWorld either/,
    );
    expect(byPointer["/config/3/parameters/files/0"]).toMatch(/is missing 'path'/);
    expect(byPointer["/evaluator/func/0"]).toMatch(
      /metric 'is_expected_search_query' is not supported yet \(needs the live Chrome tab over CDP\/Playwright/,
    );
    expect(byPointer["/evaluator/result/1/type"]).toMatch(/getter 'active_tab_info' is not supported yet/);
    expect(byPointer["/evaluator/expected/2/type"]).toMatch(
      /getter 'googledrive_file' is not supported: it needs a real Google account/,
    );
    expect(byPointer["/evaluator/options/2/rules/0/props/1"]).toMatch(
      /row_props property 'style' is not supported yet/,
    );
    expect(byPointer["/evaluator/options/2/rules/1/props/font_bold"]).toBeUndefined();
    expect(byPointer["/evaluator/options/2/rules/1/props/value/method"]).toMatch(
      /unknown rule method 'nearly'/,
    );
    expect(byPointer["/evaluator/conj"]).toMatch(/must be "and" or "or"/);
    const shown = await cli(["validate", file], dir);
    expect(shown.stdout).toMatch(
      /task\.json:\d+:\d+ \/config\/0\/type setup type 'googledrive' is not supported/,
    );
  });

  it("checks list lengths, getter parameters, relative-time phrases and CSS selectors", async () => {
    const { dir, file } = osworldFile({
      ...base,
      evaluator: {
        func: ["check_accessibility_tree", "exact_match"],
        result: [{ type: "accessibility_tree" }, { type: "vm_file", path: "/x" }],
        expected: [
          {
            type: "rule",
            rules: [
              { selectors: ["label:hover"] },
              { selectors: ["list-item:nth-child(2n+1)"] },
              { xpath: "//a", text: "x" },
            ],
          },
          {
            type: "rule_relativeTime",
            rules: { relativeTime: { from: "next Mondy" }, expected: { time: "{Year}" } },
          },
        ],
        options: {},
      },
    });
    const report = JSON.parse((await cli(["validate", "--json", file], dir)).stdout) as {
      tasks: { errors: { message: string }[] }[];
    };
    const errors = report.tasks[0]!.errors.map((e) => e.message).join("\n");
    expect(errors).toMatch(/is missing the vm_file getter's 'dest'/);
    expect(errors).toMatch(/must be one of OSWorld's phrases .*did you mean 'next Monday'/);
    expect(errors).toMatch(
      /CSS selector desktest cannot translate \("label:hover"\): pseudo-class ':hover' is not supported/,
    );
    expect(errors).toMatch(
      /CSS selector desktest cannot translate \("list-item:nth-child\(2n\+1\)"\): the pseudo-class ':nth-child\(2n\+1\)' is not supported/,
    );
    expect(errors).toMatch(/has 'text' without 'exact'/);
    expect(errors).toMatch(/must be a list with one entry per metric/);
  });

  it("warns at the command when a task runs a program the image has not, and checks Python patterns", async () => {
    const { dir, file } = osworldFile({
      ...base,
      config: [
        {
          type: "execute",
          parameters: {
            command: "echo {CLIENT_PASSWORD} | sudo -S timedatectl set-timezone UTC",
            shell: true,
          },
        },
        { type: "launch", parameters: { command: ["code", "/home/user/project"] } },
        { type: "execute", parameters: { command: ["pactl", "set-sink-volume", "@DEFAULT_SINK@", "50%"] } },
      ],
      evaluator: {
        func: ["check_list", "check_json", "exact_match"],
        result: [
          { type: "vm_file", path: "/home/user/a.txt", dest: "a.txt" },
          { type: "vm_file", path: "/home/user/a.json", dest: "a.json" },
          { type: "vm_command_line", command: "nmcli -t device status | head -1", shell: true },
        ],
        expected: [
          { type: "rule", rules: { expect: ["(<)?a(?(1)>|)", "fine$"], unexpect: ["*oops"] } },
          { type: "rule", rules: { expect: [{ key: ["a"], method: "re.Q", ref: "x" }] } },
          { type: "rule", rules: { expected: "connected\n" } },
        ],
      },
    });
    const result = await cli(["validate", "--json", file], dir);
    const task = (
      JSON.parse(result.stdout) as {
        tasks: {
          errors: { pointer: string; message: string }[];
          warnings: { pointer: string; message: string }[];
        }[];
      }
    ).tasks[0]!;
    const warnings = Object.fromEntries(task.warnings.map((w) => [w.pointer, w.message]));
    const errors = Object.fromEntries(task.errors.map((e) => [e.pointer, e.message]));
    expect(warnings["/config/0/parameters/command"]).toMatch(
      /runs 'timedatectl'.*systemd does not run in a container/,
    );
    expect(warnings["/config/1/parameters/command"]).toMatch(/runs 'code'.*VS Code/);
    expect(warnings["/config/2/parameters/command"]).toBeUndefined(); // pactl is in the profile
    expect(warnings["/evaluator/result/2/command"]).toMatch(/runs 'nmcli'.*NetworkManager/);
    expect(errors["/evaluator/expected/0/rules/expect/0"]).toMatch(/conditional groups/);
    expect(warnings["/evaluator/expected/0/rules/unexpect/0"]).toMatch(
      /Python refuses this pattern \(error: nothing to repeat/,
    );
    expect(errors["/evaluator/expected/1/rules/expect/0/method"]).toMatch(
      /'Q' is not a flag of Python's re module/,
    );
    expect(errors["/evaluator/expected/0/rules/expect/1"]).toBeUndefined();
  });

  it("warns at a cookie_data getter (Chrome keeps cookies where OSWorld's getter does not look)", async () => {
    const { dir, file } = osworldFile({
      ...base,
      config: [{ type: "chrome_close_tabs", parameters: { urls_to_close: ["https://example.com"] } }],
      evaluator: {
        func: "is_cookie_deleted",
        result: { type: "cookie_data", dest: "Cookies" },
        expected: { type: "rule", rules: { type: "domains", domains: [".example.com"] } },
      },
    });
    const result = await cli(["validate", "--json", file], dir);
    const task = (
      JSON.parse(result.stdout) as {
        tasks: { errors: unknown[]; warnings: { pointer: string; message: string }[] }[];
      }
    ).tasks[0]!;
    expect(task.errors).toEqual([]);
    expect(task.warnings).toEqual([
      expect.objectContaining({
        pointer: "/evaluator/result/type",
        message: expect.stringMatching(/Default\/Network\/Cookies.*gives None/),
      }),
    ]);
    const missing = osworldFile({ ...base, config: [{ type: "chrome_close_tabs", parameters: {} }] });
    const refused = await cli(["validate", missing.file], missing.dir);
    expect(refused.code).not.toBe(0);
    expect(refused.stdout + refused.stderr).toMatch(/urls_to_close/);
  });

  it("'infeasible' alone is valid; inside a list it is an error", async () => {
    const ok = osworldFile({ ...base, evaluator: { func: "infeasible" } });
    expect((await cli(["validate", ok.file], ok.dir)).code).toBe(0);
    const bad = osworldFile({
      ...base,
      evaluator: { func: ["infeasible", "exact_match"], result: [null, null] },
    });
    expect((await cli(["validate", bad.file], bad.dir)).stdout).toMatch(
      /\/evaluator\/func\/0 'infeasible' must be the evaluator's only func/,
    );
  });
});

describe("the OSWorld support table", () => {
  it("lists every name it supports with an implementation, and every step type the runner runs", () => {
    const supported = (table: Record<string, { supported: boolean }>) =>
      Object.keys(table).filter((k) => table[k]!.supported);
    expect(
      supported(METRIC_SUPPORT)
        .filter((m) => m !== "infeasible")
        .sort(),
    ).toEqual(Object.keys(METRICS).sort());
    expect(supported(GETTER_SUPPORT).sort()).toEqual(Object.keys(GETTERS).sort());
    // validate knows which metrics take the result only (without importing the metrics themselves)
    expect([...RESULT_ONLY_METRICS].filter((m) => m !== "infeasible").sort()).toEqual(
      Object.entries(METRICS)
        .filter(([, m]) => m.arity === 1)
        .map(([name]) => name)
        .sort(),
    );
    expect(supported(SETUP_SUPPORT).sort()).toEqual([...IMPLEMENTED_STEP_TYPES].sort());
    expect(supported(COMPARE_TABLE_RULES)).toEqual(Object.keys(COMPARE_TABLE_RULES)); // every rule type
    // the issue's list of general metrics and getters
    for (const m of [
      "exact_match",
      "fuzzy_match",
      "check_include_exclude",
      "match_in_list",
      "is_in_list",
      "check_list",
      "literal_match",
      "file_contains",
      "check_line_number",
      "diff_text_file",
      "compare_text_file",
      "check_json",
      "check_direct_json_object",
      "is_included_all_json_objects",
      "check_csv",
      "compare_csv",
      "is_utc_0",
      "check_accessibility_tree",
      "run_sqlite3",
      "compare_table",
      "check_config_status",
    ])
      expect(METRICS[m], m).toBeDefined();
    for (const g of [
      "vm_file",
      "vm_command_line",
      "vm_command_error",
      "vm_terminal_output",
      "rule",
      "rule_relativeTime",
      "cloud_file",
      "cache_file",
      "list_directory",
      "accessibility_tree",
      "vm_screen_size",
      "vm_window_size",
      "content_from_vm_file",
    ])
      expect(GETTERS[g], g).toBeDefined();
  });
});

describe("docs/osworld.md", () => {
  it("lists every support-table entry with its status", () => {
    const doc = readFileSync(path.join(repo, "docs", "osworld.md"), "utf8");
    const tables = {
      setup: SETUP_SUPPORT,
      getter: GETTER_SUPPORT,
      metric: METRIC_SUPPORT,
      rule: COMPARE_TABLE_RULES,
    };
    for (const table of Object.values(tables))
      for (const [name, status] of Object.entries(table)) {
        const row = doc.split("\n").find((line) => line.startsWith(`| \`${name}\` |`));
        expect(row, name).toBeDefined();
        expect(row!.split("|")[2]!.trim().startsWith("supported"), name).toBe(status.supported);
      }
  });
});

describe("how the rest of desktest sees an OSWorld task", () => {
  it("loads as a stand-in desktest task that runs in the task's image profile", async () => {
    const byId = async (id: string) => loadTaskFile(path.join(examples, `${id}.json`), { cwd: repo });
    const vlc = await byId("215dfd39-f493-4bc3-a027-8a97d72c61bf");
    expect(vlc.osworld?.evaluator.metrics[0]?.func).toBe("check_qt_bgcone");
    expect(vlc.task?.app).toEqual({
      type: "docker_image",
      image: "desktest-desktop:osworld-vlc",
      needs_fuse: false,
    });
    expect(vlc.task?.instruction).toBe(vlc.osworld?.instruction);
    expect((await byId("2ad9387a-65d8-4e33-ad5b-7580065a27ca")).task?.app).toMatchObject({
      image: "desktest-desktop:osworld-chromium",
    });
    expect((await byId("e0df059f-28a6-4169-924f-b9623e7184cc")).task?.app).toMatchObject({
      image: "desktest-desktop:osworld",
    });
    const sar = await byId("2373b66a-092d-44cb-bfd7-82e86e7a3b4d");
    expect(appsForTask(sar.osworld!)).toEqual(["libreoffice"]); // related_apps names "calc"
    expect(osworldImageTag(["vlc", "chromium"])).toBe("desktest-desktop:osworld-chromium-vlc");
    expect(sar.osworld).toMatchObject({ timeout: 900, max_steps: 15 });
  });

  it("a folder mixing desktest and OSWorld tasks is one suite", async () => {
    const dir = tempTree({});
    cpSync(path.join(repo, "examples"), dir, { recursive: true });
    for (const f of exampleFiles) cpSync(path.join(examples, f), path.join(dir, f));
    writeFileSync(path.join(dir, "urls.json"), "{}"); // a cache map beside the tasks is not a task
    const suite = await discoverSuite([dir], { cwd: dir });
    const ids = suite.tasks.map((t) => t.id);
    expect(ids).toContain("gedit-save");
    expect(ids).toContain("a462a795-fdc7-4b23-b689-e8b6df786b78");
    expect(ids.filter((id) => /^[0-9a-f]{8}-/.test(id))).toHaveLength(8);
    expect(suite.skipped).toEqual([]);
  });
});
