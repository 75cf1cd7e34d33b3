import { existsSync, readFileSync, symlinkSync, truncateSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { openerFor } from "../../src/review/open-file.ts";
import { jsonForScript } from "../../src/review/render-review.ts";
import { actionTypeLabel, buildReviewModel, classifyResult } from "../../src/review/review-model.ts";
import { cli } from "../helpers/cli.ts";
import { jsonl, makePng, SAMPLE, tempFolder, type Line } from "./fixtures.ts";

/** Handlebars' HTML escaping, to look for escaped text in the page. */
const esc = (text: string) =>
  text.replace(
    /[&<>"'`=]/g,
    (c) =>
      ({
        "&": "&amp;",
        "<": "&lt;",
        ">": "&gt;",
        '"': "&quot;",
        "'": "&#x27;",
        "`": "&#x60;",
        "=": "&#x3D;",
      })[c]!,
  );

export const EVIL = "</script><img src=x onerror=alert(1)>";

const TASK = {
  id: "notes-edit",
  instruction: "Type hi, then save the file.",
  completion_condition: "notes.txt ends with hi",
  app: { type: "folder", dir: "gedit-app", entrypoint: "run.sh" },
  config: [
    { type: "execute", command: "true" },
    { type: "sleep", seconds: 1 },
  ],
  evaluator: { mode: "hybrid", conjunction: "and", metrics: [{ type: "file_exists", path: "/x" }] },
};

const RESULTS = {
  duration_ms: 61234,
  error_category: "test_failure",
  error_detail: "Agent passed: Saved the file. Programmatic evaluation failed (1/2 metrics failed)",
  metric_results: [
    {
      actual: "exists",
      detail: "File exists",
      expected: "/x should exist",
      metric: "file_exists",
      passed: true,
    },
    {
      actual: "old text",
      detail: "Output does not contain 'Hi there'. Got: 'old text'",
      expected: "Hi there (Contains)",
      metric: "command_output",
      passed: false,
    },
  ],
  schema_version: "1.0",
  status: "fail",
  test_id: "notes-edit",
};

function artifacts(extra: Record<string, string | Buffer> = {}, lines: Line[] = SAMPLE): string {
  return tempFolder({
    "art/trajectory.jsonl": jsonl(lines),
    "art/task.json": JSON.stringify(TASK, null, 2),
    "art/results.json": JSON.stringify(RESULTS, null, 2),
    "art/step_000.png": makePng(32, 18, [40, 110, 220]),
    "art/step_001.png": makePng(32, 18, [220, 110, 40]),
    "art/step_001_a11y.txt": "[frame] gedit\n  [menu] File\n",
    ...extra,
  });
}

async function review(cwd: string, ...args: string[]) {
  const result = await cli(["review", "art", "--no-open", ...args], cwd);
  const file = path.join(cwd, "desktest_review.html");
  return { ...result, html: existsSync(file) ? readFileSync(file, "utf8") : "" };
}

/** Runs of whitespace as one space (the template's formatting breaks lines). */
const squash = (html: string) => html.replace(/\s+/g, " ");

/** The entries of a workspace's trajectory. */
function lines(cwd: string): Line[] {
  return readFileSync(path.join(cwd, "art/trajectory.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l) as Line);
}

/** The page's JSON data island, parsed. */
function clientData(html: string): { trajectoryPath: string; entries: { step: number; result: string }[] } {
  const match = /<script type="application\/json" id="review-data">(.*?)<\/script>/s.exec(html);
  return JSON.parse(match![1]!) as ReturnType<typeof clientData>;
}

describe("desktest review", () => {
  it("writes desktest_review.html in the working folder and says so", async () => {
    const cwd = artifacts();
    const result = await review(cwd);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe("Review HTML written to desktest_review.html\n");
    expect(result.stderr).toBe("");
    expect(result.html.startsWith("<!doctype html>")).toBe(true);
    expect(result.html).toContain("<title>desktest - Trajectory Review · notes-edit</title>");
  });

  it("writes where --output says, creating folders", async () => {
    const cwd = artifacts();
    const result = await cli(["review", "art", "--output", "out/page.html", "--no-open"], cwd);
    expect(result).toMatchObject({ code: 0, stdout: "Review HTML written to out/page.html\n" });
    expect(readFileSync(path.join(cwd, "out/page.html"), "utf8")).toContain("Trajectory Review");
  });

  it("exits 2 without a trajectory", async () => {
    const result = await cli(["review", "art", "--no-open"], tempFolder({ "art/task.json": "{}" }));
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("No trajectory.jsonl found in 'art'");
    expect(result.stdout).toBe("");
  });

  it("exits 2 for a bad trajectory line", async () => {
    const result = await cli(["review", "art", "--no-open"], tempFolder({ "art/trajectory.jsonl": "{}\n" }));
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("Invalid trajectory entry at line 1");
  });

  it("exits 3 when the page cannot be written", async () => {
    const cwd = artifacts({ blocker: "a file" });
    const result = await cli(["review", "art", "--output", "blocker/page.html", "--no-open"], cwd);
    expect(result.code).toBe(3);
    expect(result.stderr).toContain("Cannot write review HTML");
  });

  it("lists every entry with its number, result badge, action-type badge and thought", async () => {
    const { html } = await review(artifacts());
    const items = [...html.matchAll(/class="nav-item step-item"\s+data-target="entry-(\d+)"/g)];
    expect(items.map((m) => m[1])).toEqual(["0", "1", "2", "3", "4"]);
    expect(html).toContain('<span class="badge tone-ok" title="success">success</span>');
    expect(html).toContain('<span class="badge tone-error" title="error:boom">error</span>');
    expect(html).toContain('<span class="badge tone-done" title="done">done</span>');
    expect(html).toContain('<span class="badge type">bash</span>');
    expect(html).toContain('<span class="item-thought">Check the file</span>');
    expect(html).toContain('<span class="item-thought none">(no thought)</span>');
  });

  it("pre-checks the codify checkbox of the entries codify takes by default (success, done) and embeds the trajectory path", async () => {
    const { html } = await review(artifacts());
    const checks = [...html.matchAll(/<input\s+type="checkbox"\s+class="codify-check"[^>]*>/g)].map(
      (m) => m[0],
    );
    expect(checks).toHaveLength(5);
    expect(checks.map((c) => /\schecked\s/.test(c))).toEqual([true, true, false, false, true]);
    expect(html).toContain("Copy codify command");
    expect(clientData(html)).toEqual({
      trajectoryPath: "art/trajectory.jsonl",
      entries: SAMPLE.map((l) => ({ step: l.step, result: l.result })),
      start: "overview",
    });
  });

  it("embeds screenshots as data URIs, with their size, and says when one is missing", async () => {
    const cwd = artifacts();
    const { html } = await review(cwd);
    const png = readFileSync(path.join(cwd, "art/step_000.png")).toString("base64");
    expect(html).toContain(`src="data:image/png;base64,${esc(png)}"`);
    expect(html).toMatch(/width="32"\s+height="18"/);
    const missing = await review(artifacts({}, [{ ...SAMPLE[0]!, screenshot_path: "step_099.png" }]));
    expect(missing.html).toContain("Screenshot step_099.png is not in the artifacts folder.");
  });

  it("embeds the step's accessibility tree, bash output and error details", async () => {
    const { html } = await review(
      artifacts({}, [...SAMPLE.slice(0, 3), { ...SAMPLE[2]!, step: 6, error_feedback: "Traceback: <boom>" }]),
    );
    expect(html).toContain(`<pre class="a11y-text">${esc("[frame] gedit\n  [menu] File\n")}</pre>`);
    expect(squash(html)).toContain("step_001_a11y.txt · 2 lines · 28 B");
    expect(html).toContain(`<pre>${esc("cat: /tmp/missing: No such file or directory")}</pre>`);
    // Error details repeat the result's message for step 3 (hidden), and add to it for step 6.
    expect(html.match(/<summary>Error details<\/summary>/g)).toHaveLength(1);
    expect(html).toContain(`<pre>${esc("Traceback: <boom>")}</pre>`);
  });

  it("shows the verdict: status, category, detail and every metric with expected and actual", async () => {
    const { html } = await review(artifacts());
    expect(html).toContain('<span class="pill tone-error">Failed</span>');
    expect(html).toContain('<span class="category">test_failure</span>');
    expect(html).toContain(`<p class="why">${esc(RESULTS.error_detail)}</p>`);
    expect(html).toContain("1 of 2 metrics failed");
    for (const m of RESULTS.metric_results) {
      expect(html).toContain(`<td><code>${m.metric}</code></td>`);
      expect(html).toContain(`<td><pre>${esc(m.expected)}</pre></td>`);
      expect(html).toContain(`<td><pre>${esc(m.actual)}</pre></td>`);
    }
    expect(html).toContain(`<code class="value">${esc("Hi there (Contains)")}</code>`);
  });

  it("shows the task: id, instruction, completion condition and details with defaults", async () => {
    const { html } = await review(artifacts());
    expect(html).toContain("<code>notes-edit</code>");
    expect(html).toContain(`<p class="prose">${esc(TASK.instruction)}</p>`);
    expect(html).toContain(`<p class="prose">${esc(TASK.completion_condition)}</p>`);
    for (const [label, value] of [
      ["Timeout", "300 s"],
      ["Max steps", "15"],
      ["App type", "folder"],
      ["Setup steps", "2"],
      ["Evaluator mode", "hybrid"],
    ]) {
      expect(html).toContain(`<div><dt>${label}</dt><dd>${value}</dd></div>`);
    }
    expect(html).toContain("Full task JSON");
  });

  it("explains a missing results.json and task.json", async () => {
    const cwd = tempFolder({ "art/trajectory.jsonl": jsonl(SAMPLE), "art/task.json": "{ broken" });
    const { code, html } = await review(cwd);
    expect(code).toBe(0);
    expect(html).toContain("No results.json in this artifacts folder");
    expect(html).toContain("task.json is not a readable JSON object.");
    expect(html).not.toContain(`<section class="verdict-banner`);
  });

  it("embeds recording.mp4 up to 50 MiB as a data URI and only mentions a bigger one", async () => {
    const small = await review(artifacts({ "art/recording.mp4": Buffer.from("fake mp4 bytes") }));
    expect(small.html).toContain(
      `src="data:video/mp4;base64,${esc(Buffer.from("fake mp4 bytes").toString("base64"))}"`,
    );
    const cwd = artifacts({ "art/recording.mp4": "" });
    truncateSync(path.join(cwd, "art/recording.mp4"), 50 * 1024 * 1024 + 1);
    const big = await review(cwd);
    expect(big.html).toContain("recording.mp4 is larger than 50 MiB and is not embedded");
    expect(big.html).not.toContain("data:video/mp4");
  });

  it("embeds bug reports", async () => {
    const { html } = await review(artifacts({ "art/bugs/BUG-001.md": "# BUG-001\n\n**Step:** 3\n" }));
    expect(html).toContain("<summary>BUG-001.md</summary>");
    expect(html).toContain(esc("**Step:** 3"));
  });

  it("reads no file outside the artifacts folder", async () => {
    const cwd = artifacts({ "secret.png": makePng(4, 4, [1, 2, 3]), "secret.txt": "TOP SECRET" }, [
      { ...SAMPLE[0]!, screenshot_path: "../secret.png", a11y_tree_path: "../secret.txt" },
      { ...SAMPLE[1]!, screenshot_path: path.join("/", "etc", "passwd"), a11y_tree_path: "/etc/hostname" },
    ]);
    symlinkSync("../secret.txt", path.join(cwd, "art/link_a11y.txt"));
    writeFileSync(
      path.join(cwd, "art/trajectory.jsonl"),
      jsonl([...lines(cwd), { ...SAMPLE[2]!, a11y_tree_path: "link_a11y.txt" }]),
    );
    const { html } = await review(cwd);
    expect(html).not.toContain("TOP SECRET");
    expect(html).not.toContain(makePng(4, 4, [1, 2, 3]).toString("base64"));
    expect(html).toContain(esc("Screenshot ../secret.png is not in the artifacts folder."));
    expect(html).toContain(esc("Accessibility tree ../secret.txt is not in the artifacts folder."));
    expect(html).toContain(esc("Accessibility tree link_a11y.txt is not in the artifacts folder."));
  });

  it("is self-contained: no external URL, every src a data: URI, a strict content security policy", async () => {
    const { html } = await review(artifacts({ "art/recording.mp4": Buffer.from("x") }));
    expect(html).not.toMatch(/<link\b/i);
    expect(html).not.toMatch(/\b(src|href)="(?!data:)/i);
    expect(html).not.toMatch(/url\(\s*['"]?(https?:|\/\/)/i);
    expect(html).toMatch(
      /<meta http-equiv="Content-Security-Policy" content="default-src &#x27;none&#x27;; img-src data:; media-src data:; style-src &#x27;sha256-[^"]+&#x27;; script-src &#x27;sha256-[^"]+&#x27;/,
    );
    // Exactly two script elements: the JSON data island and our own script.
    expect(html.match(/<script\b/g)).toHaveLength(2);
  });

  it("escapes untrusted text everywhere it goes", async () => {
    const lines = [
      {
        ...SAMPLE[0]!,
        thought: EVIL,
        action_code: `pyautogui.write("${EVIL}")`,
        bash_output: EVIL,
        error_feedback: EVIL,
        result: `error:${EVIL}`,
        action_type: `<b onmouseover=alert(1)>python</b>`,
        timestamp: EVIL,
      },
    ];
    const cwd = artifacts(
      {
        "art/task.json": JSON.stringify({ ...TASK, id: EVIL, instruction: EVIL, completion_condition: EVIL }),
        "art/results.json": JSON.stringify({
          ...RESULTS,
          error_detail: EVIL,
          metric_results: [
            { actual: EVIL, detail: `" onmouseover="alert(1)`, expected: EVIL, metric: EVIL, passed: false },
          ],
        }),
        "art/step_001_a11y.txt": EVIL,
      },
      lines,
    );
    const { html } = await review(cwd);
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("</script><img");
    expect(html).not.toContain("<b onmouseover");
    expect(html).not.toMatch(/\sonmouseover=/);
    expect(html).toContain(esc(EVIL));
    // The unknown action type gets no badge at all.
    expect(html).not.toContain("onmouseover&#x3D;alert(1)&gt;python");
  });

  it("redacts the task's secrets (from the environment or their defaults), a11y dumps included", async () => {
    const cwd = artifacts({
      "art/task.json": JSON.stringify({
        ...TASK,
        secrets: { pw: { env: "APP_PASSWORD" }, token: { env: "UNSET_TOKEN", default: "tok-default-1" } },
      }),
      "art/step_001_a11y.txt": "[password text] hunter2-secret\n[text] tok-default-1\n",
      "art/bugs/BUG-001.md": "typed hunter2-secret",
    });
    const result = await cli(["review", "art", "--no-open"], cwd, { APP_PASSWORD: "hunter2-secret" });
    expect(result.code).toBe(0);
    const html = readFileSync(path.join(cwd, "desktest_review.html"), "utf8");
    expect(html).not.toContain("hunter2-secret");
    expect(html).not.toContain("tok-default-1");
    expect(html).toContain(
      `<pre class="a11y-text">${esc("[password text] [REDACTED]\n[text] [REDACTED]\n")}</pre>`,
    );
  });

  it("writes a page for an empty trajectory", async () => {
    const { code, html } = await review(tempFolder({ "art/trajectory.jsonl": "" }));
    expect(code).toBe(0);
    expect(html).toContain("The trajectory has no entries.");
    expect(html).toContain("EMPTY (no steps)");
  });
});

describe("review helpers", () => {
  it("writes script-safe JSON that parses back to the same value", () => {
    const value = { text: `${EVIL} <!-- & \u2028\u2029 '"`, n: [1, null] };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(json)).toEqual(value);
  });

  it("classifies results into badge tones", () => {
    expect(classifyResult("success")).toEqual({ label: "success", tone: "ok" });
    expect(classifyResult("done").tone).toBe("done");
    expect(classifyResult("evaluation_passed").tone).toBe("done");
    expect(classifyResult("error:boom")).toEqual({ label: "error", tone: "error", message: "boom" });
    expect(classifyResult("fail").tone).toBe("error");
    expect(classifyResult("evaluation_failed").tone).toBe("error");
    expect(classifyResult("timeout").tone).toBe("warn");
    expect(classifyResult("x".repeat(40)).label).toBe("x".repeat(23) + "…");
  });

  it("accepts only the three action types and classifies old entries by their bash blocks", () => {
    const entry = (action_code: string, action_type?: string) =>
      ({ step: 1, timestamp: "t", result: "success", action_code, action_type }) as Parameters<
        typeof actionTypeLabel
      >[0];
    expect(actionTypeLabel(entry("x", "python+bash"))).toBe("python + bash");
    expect(actionTypeLabel(entry("x", "bash"))).toBe("bash");
    expect(actionTypeLabel(entry("x", "ruby"))).toBeUndefined();
    expect(actionTypeLabel(entry("# [bash]\nls"))).toBe("bash");
    expect(actionTypeLabel(entry("# [bash]\nls\n\npyautogui.click(1, 2)"))).toBe("python + bash");
    expect(actionTypeLabel(entry("pyautogui.click(1, 2)"))).toBe("python");
    expect(actionTypeLabel(entry("  "))).toBeUndefined();
  });

  it("opens the page only on a desktop, never in CI", () => {
    expect(openerFor("/p.html", { DISPLAY: ":0" }, "linux")).toEqual({
      command: "xdg-open",
      args: ["/p.html"],
    });
    expect(openerFor("/p.html", { WAYLAND_DISPLAY: "wayland-0" }, "linux")?.command).toBe("xdg-open");
    expect(openerFor("/p.html", {}, "linux")).toBeUndefined();
    expect(openerFor("/p.html", { DISPLAY: ":0", CI: "true" }, "linux")).toBeUndefined();
    expect(openerFor("/p.html", {}, "darwin")).toEqual({ command: "open", args: ["/p.html"] });
    expect(openerFor("/p.html", { CI: "true" }, "darwin")).toBeUndefined();
  });

  it("builds the model with one verdict and one duration: the run's, not the agent's last step", async () => {
    // The agent said done after 1m 35s of steps; the run failed a metric and took 61 s in all.
    const model = await buildReviewModel("art", artifacts());
    expect(model.summary).toEqual({
      taskId: "notes-edit",
      totalSteps: 5,
      stepsLabel: "5 steps",
      resultDisplay: "Failed",
      resultTone: "error",
      duration: model.verdict!.duration,
    });
    expect(model.verdict!.duration).toBe("1m 01s");
    const root = artifacts();
    const onPage = await buildReviewModel("art", root, {}, { pageDir: path.join(root, "art") });
    expect(onPage.trajectoryPath).toBe("trajectory.jsonl");
    expect(onPage.clientData.trajectoryPath).toBe("trajectory.jsonl");
    expect(model.entries.map((e) => e.sincePrevious)).toEqual([undefined, "7.0s", "8.0s", "1m 05s", "15.0s"]);
    expect(model.entries[0]!.metaText).toBe("LLM 2.1s · act 300ms");
    expect(model.entries[1]!.metaText).toBe("1,200 in / 40 out tokens");
  });
  it("says how each replayed step found its target: by element (naming it) or at its coordinates", async () => {
    const replayed: Line[] = [
      {
        step: 1,
        timestamp: "2026-11-27T10:00:00Z",
        action_code: "pyautogui.click(10, 10)",
        result: "success",
        target: { role: "togglebutton", name: "<4>", x: 560, y: 400 },
        found_by: "element",
      },
      {
        step: 2,
        timestamp: "2026-11-27T10:00:01Z",
        action_code: "pyautogui.click(5, 5)",
        result: "success",
        found_by: "coordinates",
      },
      { step: 3, timestamp: "2026-11-27T10:00:02Z", action_code: "pyautogui.press('a')", result: "done" },
    ];
    const model = await buildReviewModel("art", artifacts({}, replayed));
    expect(model.entries.map((e) => e.metaText)).toEqual([
      'target found by element (the togglebutton "<4>")',
      "target at its recorded coordinates",
      undefined,
    ]);
    const { html } = await review(artifacts({}, replayed));
    expect(html).toContain("target found by element (the togglebutton &quot;&lt;4&gt;&quot;)");
  });
  it("opens on the verdict, with final.png first and where the run went wrong", async () => {
    const withFinal = { "art/final.png": makePng(64, 36, [20, 160, 90]) };
    const model = await buildReviewModel("art", artifacts(withFinal));
    expect(model.clientData.start).toBe("overview");
    expect(model.finalScreen).toMatchObject({ name: "final.png", width: 64, height: 36 });
    // Step 3 failed (error:boom): that is where it went wrong.
    expect(model.verdict!.wentWrong).toBe("went wrong at step 3");
    const { html } = await review(artifacts(withFinal));
    const overview = html.slice(html.indexOf('id="overview"'));
    // The final screen comes before the verdict's card on the page the reader lands on.
    expect(overview.indexOf("The final screen (final.png)")).toBeGreaterThan(0);
    expect(overview.indexOf("The final screen (final.png)")).toBeLessThan(
      overview.indexOf("<h3>Verdict</h3>"),
    );
    expect(html).toContain('<p class="went-wrong">went wrong at step 3</p>');

    // No step failed: every step ran and the final check failed.
    const clean = SAMPLE.filter((l) => !String(l.result).startsWith("error"));
    const allRan = await buildReviewModel("art", artifacts({}, clean));
    expect(allRan.verdict!.wentWrong).toBe("all 4 steps ran; the final check failed");
    expect(allRan.finalScreen).toBeUndefined();
    expect(allRan.finalScreenNote).toBe("Screenshot final.png is not in the artifacts folder.");
    // A pass says neither; without results.json the page opens on the first step.
    const passed = await buildReviewModel(
      "art",
      artifacts({
        "art/results.json": JSON.stringify({ ...RESULTS, status: "pass", error_detail: undefined }),
      }),
    );
    expect(passed.verdict!.wentWrong).toBeUndefined();
    const root = artifacts();
    writeFileSync(path.join(root, "art/results.json"), "not json");
    expect((await buildReviewModel("art", root)).clientData.start).toBe("first-step");
  });

  it("captions a replay's steps as replayed, each screenshot the screen after its step", async () => {
    const replayTask = {
      ...TASK,
      evaluator: { mode: "programmatic", metrics: [{ type: "script_replay", script_path: "/r/replay.py" }] },
    };
    const replay = await buildReviewModel("art", artifacts({ "art/task.json": JSON.stringify(replayTask) }));
    expect(replay.replay).toBe(true);
    expect(replay.entries[0]!.screenshotCaption).toBe("the screen after this replayed step");
    expect(replay.entries[0]!.thoughtHeading).toBe("Replayed step");
    expect(replay.entries[3]!.noThought).toBe("(no note in the script)");
    const { html } = await review(artifacts({ "art/task.json": JSON.stringify(replayTask) }));
    expect(html).toContain("step_000.png · the screen after this replayed step · click to enlarge");
    expect(html).not.toContain("the screen this step acted on");

    // An agent's run (its conversation is there) with a script_replay check is not a replay.
    const agent = await buildReviewModel(
      "art",
      artifacts({ "art/task.json": JSON.stringify(replayTask), "art/agent_conversation.json": "[]" }),
    );
    expect(agent.replay).toBe(false);
    expect(agent.entries[0]!.screenshotCaption).toBe("the screen this step acted on");
    expect(agent.entries[0]!.thoughtHeading).toBe("Thought");
  });
});

describe("the review page's notes on what of a screen is not as it was", () => {
  it("says which field a typed secret masked, and which regions visual.ignore leaves out and why", async () => {
    const dump = [
      "tag\tname\ttext\tclass\tdescription\tposition\tsize",
      "label\t09:41\t09:41\tlabel\t\t700,10\t60,18",
    ].join("\n");
    const root = tempFolder({
      "art/task.json": JSON.stringify({
        ...TASK,
        visual: {
          ignore: [
            { role: "label", name_pattern: "^\\d\\d:\\d\\d$", reason: "the clock" },
            { role: "button", name: "Refresh" },
          ],
        },
      }),
      "art/trajectory.jsonl": jsonl([
        {
          step: 1,
          timestamp: "2026-03-01T09:15:00Z",
          action_code: 'pyautogui.write("…")',
          screenshot_path: "step_000.png",
          a11y_tree_path: "step_001_a11y.txt",
          result: "success",
          masked: [{ x: 20, y: 40, width: 300, height: 30, why: "a secret was typed into this field" }],
        } as Line,
      ]),
      "art/step_000.png": makePng(8, 8, [255, 255, 255]),
      "art/step_001_a11y.txt": dump,
    });
    const model = await buildReviewModel("art", root);
    expect(model.entries[0]!.screenNotes).toEqual([
      "Masked from this step on: 20,40 300×30 (a secret was typed into this field).",
      "Ignored in screen comparisons: label /^\\d\\d:\\d\\d$/ at 700,10 60×18 (the clock).",
      'Ignored in screen comparisons where found: button "Refresh" (not on this screen).',
    ]);
    const { code, html } = await review(root);
    expect(code).toBe(0);
    expect(html).toContain(
      esc("Masked from this step on: 20,40 300×30 (a secret was typed into this field)."),
    );
    expect(html).toContain(esc("label /^\\d\\d:\\d\\d$/ at 700,10 60×18 (the clock)."));
  });
});
