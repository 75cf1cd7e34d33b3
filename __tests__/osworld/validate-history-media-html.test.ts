import { describe, expect, it } from "vitest";
import { cli, tempTree } from "../helpers/cli.ts";

// `desktest validate` on OSWorld tasks using update_browse_history, the Impress media getters, the HTML
// metrics and the single-task metrics and getter: what OSWorld's own tasks write is accepted, and what
// OSWorld's code would fail on is reported at its place.

interface Report {
  tasks: {
    errors: { pointer: string; message: string }[];
    warnings: { pointer: string; message: string }[];
  }[];
}

async function validate(task: object): Promise<{ code: number; report: Report }> {
  const dir = tempTree({ "task.json": JSON.stringify(task, null, 2) + "\n" });
  const result = await cli(["validate", "--json", "task.json"], dir);
  return { code: result.code, report: JSON.parse(result.stdout) as Report };
}

const byPointer = (list: { pointer: string; message: string }[]) =>
  Object.fromEntries(list.map((d) => [d.pointer, d.message]));

const task = (config: object[], evaluator: object) => ({
  id: "t",
  snapshot: "chrome",
  instruction: "Do it.",
  config,
  evaluator,
});

describe("validate: update_browse_history, Impress media getters, HTML and single-task metrics", () => {
  it("accepts the shapes OSWorld's own tasks use", async () => {
    const { code, report } = await validate(
      task(
        [
          {
            type: "update_browse_history",
            parameters: {
              history: [
                {
                  url: "https://www.youtube.com/watch?v=1",
                  title: "Video ✓",
                  visit_time_from_now_in_seconds: 3600,
                },
                { url: "https://www.bbc.co.uk/", title: "BBC", visit_time_from_now_in_seconds: 1.5 },
              ],
            },
          },
        ],
        {
          func: [
            "compare_images",
            "compare_htmls",
            "check_html_background_image",
            "compare_conference_city_in_order",
            "compare_time_in_speedtest_results",
            "compare_audios",
          ],
          result: [
            {
              type: "background_image_in_slide",
              ppt_file_path: "/home/user/a.pptx",
              slide_index: 1,
              dest: "bg.png",
            },
            { type: "vm_file", path: "/home/user/a.html", dest: "a.html" },
            { type: "vm_file", path: "/home/user/b.html", dest: "b.html" },
            { type: "vm_file", path: "/home/user/c.xlsx", dest: "c.xlsx" },
            { type: "vm_file", path: "/home/user/s.csv", dest: "s.csv" },
            { type: "audio_in_slide", ppt_file_path: "/home/user/a.pptx", slide_index: "0", dest: "a.wav" },
          ],
          expected: [
            { type: "vm_file", path: "/home/user/gold.png", dest: "gold.png" },
            { type: "vm_file", path: "/home/user/gold.html", dest: "gold.html" },
            { type: "rule", rules: { value: "bg.jpg" } },
            { type: "rule", rules: { expected: ["Atlanta", ["Montreal", "Montréal"]] } },
            { type: "time_diff_range", diff_range_in_minutes: "5" },
            { type: "vm_file", path: "/home/user/gold.wav", dest: "gold.wav" },
          ],
          options: [{}, { ignore_sdnum: true }, {}, {}, {}, {}],
        },
      ),
    );
    expect(report.tasks[0]!.errors).toEqual([]);
    expect(code).toBe(0);
  });

  it("reports history items OSWorld's step fails on, media getters without their keys, rules the metrics read", async () => {
    const { code, report } = await validate(
      task(
        [
          {
            type: "update_browse_history",
            parameters: {
              history: [
                { url: "https://a/", title: "A" },
                { url: ["https://b/"], title: "B", visit_time_from_now_in_seconds: "60" },
                "https://c/",
              ],
            },
          },
          { type: "update_browse_history", parameters: {} },
        ],
        {
          func: [
            "compare_images",
            "compare_audios",
            "check_html_background_image",
            "compare_conference_city_in_order",
          ],
          result: [
            {
              type: "background_image_in_slide",
              ppt_file_path: "/home/user/a.pptx",
              slide_index: "two",
              dest: "bg.png",
            },
            { type: "audio_in_slide", slide_index: 0 },
            { type: "vm_file", path: "/home/user/a.html", dest: "a.html" },
            { type: "vm_file", path: "/home/user/c.xlsx", dest: "c.xlsx" },
          ],
          expected: [
            { type: "vm_file", path: "/home/user/gold.png", dest: "gold.png" },
            { type: "vm_file", path: "/home/user/gold.wav", dest: "gold.wav" },
            { type: "rule", rules: { url: "bg.jpg" } },
            { type: "rule", rules: { cities: [] } },
          ],
        },
      ),
    );
    expect(code).toBe(2);
    const errors = byPointer(report.tasks[0]!.errors);
    expect(errors["/config/0/parameters/history/0"]).toMatch(/is missing 'visit_time_from_now_in_seconds'/);
    expect(errors["/config/0/parameters/history/1/url"]).toMatch(/must be text \(or a number\)/);
    expect(errors["/config/0/parameters/history/1/visit_time_from_now_in_seconds"]).toMatch(
      /must be a number of seconds/,
    );
    expect(errors["/config/0/parameters/history/2"]).toMatch(
      /must be a \{url, title, visit_time_from_now_in_seconds\} object/,
    );
    expect(errors["/config/1/parameters"]).toMatch(/is missing the required parameter 'history'/);
    expect(errors["/evaluator/result/0/slide_index"]).toMatch(/must be a 0-based slide number/);
    const atGetter = report.tasks[0]!.errors.filter((e) => e.pointer === "/evaluator/result/1").map(
      (e) => e.message,
    );
    expect(atGetter).toEqual([
      expect.stringMatching(/is missing the audio_in_slide getter's 'ppt_file_path'/),
      expect.stringMatching(/is missing the audio_in_slide getter's 'dest'/),
    ]);
    expect(errors["/evaluator/expected/2/rules"]).toMatch(
      /metric 'check_html_background_image' reads rules\.value/,
    );
    expect(errors["/evaluator/expected/3/rules"]).toMatch(
      /metric 'compare_conference_city_in_order' reads rules\.expected/,
    );
  });

  it("check_html_background_image may leave out its rule; the conference getter is flagged as never giving a value", async () => {
    const { code, report } = await validate(
      task([], {
        func: ["check_html_background_image", "compare_conference_city_in_order"],
        result: [
          { type: "vm_file", path: "/home/user/a.html", dest: "a.html" },
          { type: "vm_file", path: "/home/user/c.xlsx", dest: "c.xlsx" },
        ],
        expected: [null, { type: "conference_city_in_order", csv_path: "cities.csv" }],
      }),
    );
    expect(report.tasks[0]!.errors).toEqual([]);
    expect(code).toBe(0);
    const warnings = byPointer(report.tasks[0]!.warnings);
    expect(warnings["/evaluator/expected/1/type"]).toMatch(
      /closes the CSV file before reading it, so it never gives a value/,
    );
  });
});
