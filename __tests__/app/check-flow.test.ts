/**
 * workflow_run.completed → check run, end to end: the app as a real HTTP server, signed deliveries,
 * the GitHub API double checking every request against GitHub's OpenAPI description.
 */
import { marked } from "marked";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  addRunWithReports,
  buildScenario,
  EVIL_THOUGHT,
  fixtureScreens,
  SHA,
  type Scenario,
} from "./support/scenario.ts";
import { taskActionId } from "../../app/check/approvals.ts";
import { screen, webp, type ShardSpec } from "./support/fixtures.ts";
import { startHarness, workflowRunCompleted, type Harness } from "./support/harness.ts";
import type { CheckRunState, RepoState } from "../helpers/github-double.ts";

let h: Harness;

beforeEach(async () => {
  h = await startHarness();
});

afterEach(async () => {
  await h.close();
});

function checkRuns(repo: RepoState): CheckRunState[] {
  return [...repo.checkRuns.values()];
}

async function runFlow(scenario: Scenario): Promise<CheckRunState> {
  const res = await h.deliver("workflow_run", workflowRunCompleted(h.double, scenario.repo, scenario.prRun));
  expect(res.status).toBe(200);
  await h.settle();
  const runs = checkRuns(scenario.repo);
  expect(runs).toHaveLength(1);
  return runs[0]!;
}

function expectCleanTraffic(): void {
  expect(h.double.violations).toEqual([]);
  expect(h.double.responseViolations).toEqual([]);
}

const signedUrls = (markdown: string) =>
  [...markdown.matchAll(/\((http:\/\/127\.0\.0\.1:\d+\/o\/[^)\s]+)\)/g)].map((m) => m[1]!);

describe("workflow_run.completed", () => {
  it("posts one check run with the merged shards, the baseline diff, annotations and buttons", async () => {
    const scenario = await buildScenario(h.double);
    const check = await runFlow(scenario);
    expectCleanTraffic();

    expect(check.name).toBe("desktest / desktest e2e");
    expect(check.headSha).toBe(SHA.c3);
    expect(check.externalId).toBe(`${scenario.prRun.id}:1`);
    expect(check.status).toBe("completed");
    expect(check.conclusion).toBe("failure");
    expect(check.output.title).toBe("5 passed, 1 failed, 2 visual changes to approve (6 tasks)");

    const summary = check.output.summary!;
    // Baseline: the merge base's run, not the newer run on main after it.
    expect(summary).toContain(`**Baseline:** run [#${scenario.baselineRun!.runNumber}]`);
    expect(summary).toContain("`1111111`, the merge base of this pull request.");
    // The per-task table: status, against the base branch's run, duration, steps, cost, screen, reason.
    expect(summary).toContain(
      "| ❌ | `app-broken` | 🆕 new failure (passes on `main`) | 42.0s | 7 | $0.012 | unchanged | _app failure:_ `command_output: Output does not equal expected. Got: 'Shopping list'` |",
    );
    expect(summary).toContain("| ✅ | `app-open` | passes on `main` | 42.0s | 7 | $0.012 | unchanged |  |");
    expect(summary).toContain("| ✅ | `app-new` | new task (not on `main`) |");
    expect(summary).toMatch(/\| ✅ \| `app-clock` \|.*\| unchanged \|/); // the clock is masked
    expect(summary).toMatch(/\| ✅ \| `app-new` \|.*\| new task \|/);
    expect(summary).toMatch(/\| ✅ \| `app-save` \|.*\| 🟡 changed \|/);
    expect(summary).toContain(
      "**`replay-typing`** (waiting for approval: `/desktest approve replay-typing`): final screen:",
    );
    expect(summary).toContain("screen first diverged at step 2");
    expect(summary).toMatch(
      /trajectories: \[`desktest-trajectories-1of2`\]\(https:\/\/github\.com\/octo-org\/desktop-app\/actions\/runs\/\d+\/artifacts\/\d+\)/,
    );
    expect(summary).toContain("[Review page](http://127.0.0.1:");

    const text = check.output.text!;
    expect(text).toContain(
      "| `command_output` | `Hello \\| from desktest` | `Shopping list [link](https://evil.example) <b>bold</b>` |",
    );
    expect(text).toContain("**The agent's last thought:**");
    // The failed task's time and cost per step, from report.json's step_times.
    expect(text).toContain("<details><summary>Time and cost per step (2 steps, 5.6s, $0.0090)</summary>");
    expect(text).toContain("| 2 | 3.1s | $0.0050 |");
    expect(text).toContain("**Screen diverged from the baseline** first at step 2:");
    // Untrusted text only inside code: the thought's ``` is fenced by four backticks.
    expect(text).toContain("````text\n" + EVIL_THOUGHT + "\n````");
    // Rendered as GitHub-flavoured Markdown, report text makes no link, image or element.
    for (const markdown of [summary, text]) {
      const html = await marked.parse(markdown, { gfm: true });
      expect(html).not.toMatch(/<a href="https:\/\/evil|<img src="https:\/\/evil|<img src=x|<b>bold/);
    }
    expect(await marked.parse(text, { gfm: true })).toContain(
      "<code>Shopping list [link](https://evil.example) &lt;b&gt;bold&lt;/b&gt;</code>",
    );

    // Annotations on the task files: the failing metric, on its own line (report.json's location), and
    // the task file that does not load.
    expect(check.annotations).toEqual([
      expect.objectContaining({
        path: "tasks/app-broken.json",
        start_line: 18,
        end_line: 18,
        annotation_level: "failure",
        title: "app-broken: command_output failed",
        message:
          "Expected: Hello | from desktest\nActual: Shopping list [link](https://evil.example) <b>bold</b>",
      }),
      expect.objectContaining({ path: "tasks/bad.json", title: "Task file does not load (not run)" }),
    ]);
    // Approve all, then one task's button in the room left (the first waiting task, never the failing one).
    expect(check.actions.map((a) => a.identifier)).toEqual([
      "rerun-failed",
      "approve-visual",
      taskActionId("app-save"),
    ]);
    expect(check.actions[2]!.label).toBe("Approve app-save");
    expect(check.output.images).toHaveLength(2);

    // Artifacts were fetched through the redirect, each once: both shards' reports, the baseline's
    // two, and only shard 1's trajectories (for the failing task's last thought). Not the newer main run.
    const downloaded = h.double
      .requestsTo("actions/download-artifact")
      .map((r) => Number(r.path.split("/")[6]));
    const names = downloaded
      .map((id) => scenario.repo.artifacts.get(id)!)
      .map(
        (a) =>
          `${a.runId === scenario.prRun.id ? "pr" : a.runId === scenario.baselineRun!.id ? "base" : "other"}:${a.name}`,
      );
    // The report artifacts carry each failing task's results, trajectory and review page, so the large
    // trajectories artifact is never downloaded.
    expect(names.sort()).toEqual([
      "base:desktest-report-1of2",
      "base:desktest-report-2of2",
      "pr:desktest-report-1of2",
      "pr:desktest-report-2of2",
    ]);
  });

  it("serves the diff images at signed URLs, and refuses tampered or expired ones", async () => {
    const scenario = await buildScenario(h.double);
    const check = await runFlow(scenario);
    const urls = signedUrls(check.output.summary!);
    expect(urls.length).toBeGreaterThanOrEqual(4);

    const overlayUrl = urls.find((u) => check.output.summary!.includes(`[diff overlay](${u})`))!;
    const sideBySideUrl = urls.find((u) =>
      check.output.summary!.includes(`![baseline, this run and the difference](${u})`),
    )!;
    const overlay = await fetch(overlayUrl);
    expect(overlay.status).toBe(200);
    expect(overlay.headers.get("content-type")).toBe("image/png");
    const { data, info } = await sharp(Buffer.from(await overlay.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1280, 800]);
    // The changed Save button (x 950–1120, y 680–720) is red; the text area is faded grey.
    const at = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    expect(at(960, 690)).toEqual([230, 20, 40]);
    const grey = at(300, 116);
    expect(grey[0]).toBe(grey[1]);
    expect(grey[0]).toBeGreaterThan(150);

    const sideBySide = await fetch(sideBySideUrl);
    const meta = await sharp(Buffer.from(await sideBySide.arrayBuffer())).metadata();
    expect(meta.format).toBe("png");
    expect(meta.width).toBe(240 * 3 + 24);
    expect(meta.height).toBe(150 + 26); // the crop under its labels (baseline · this run · difference)

    const tampered = new URL(overlayUrl);
    tampered.searchParams.set(
      "sig",
      tampered.searchParams.get("sig")!.replace(/^./, (c) => (c === "A" ? "B" : "A")),
    );
    expect((await fetch(tampered)).status).toBe(403);
    const otherPath = overlayUrl.replace(/\/o\/[0-9a-f]{8}/, "/o/00000000");
    expect((await fetch(otherPath)).status).toBe(403);
    const longer = new URL(overlayUrl);
    longer.searchParams.set("exp", String(Number(longer.searchParams.get("exp")) + 1));
    expect((await fetch(longer)).status).toBe(403);

    h.clock.offsetMs = 91 * 86_400_000;
    const expired = await fetch(overlayUrl);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain("expired");
  });

  it("hosts a review page for the check (details URL) with the screens and escaped report text", async () => {
    const scenario = await buildScenario(h.double);
    const check = await runFlow(scenario);
    const page = await fetch(check.detailsUrl!);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain("&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;");
    expect(html).not.toContain("<img src=x");
    expect(html).toMatch(
      /<img src="http:\/\/127\.0\.0\.1:\d+\/o\/[0-9a-f]{64}\.png\?exp&#x3D;\d+&amp;sig&#x3D;/,
    );
    // The task's own review page (from the trajectories artifact) is served sandboxed.
    const taskPage = /\[Review page of this task\]\((http[^)]+)\)/.exec(check.output.text!)![1]!;
    const served = await fetch(taskPage);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(served.headers.get("content-security-policy")).toMatch(
      /^sandbox allow-scripts; default-src 'none'/,
    );
    expect(await served.text()).toContain("<p>steps</p>");
    const bad = new URL(check.detailsUrl!);
    bad.pathname = bad.pathname.replace(/.$/, (c) => (c === "0" ? "1" : "0"));
    expect((await fetch(bad)).status).toBe(403);
  });

  it("ignores a duplicate delivery: same delivery id, or a new id for the same run attempt", async () => {
    const scenario = await buildScenario(h.double);
    const payload = workflowRunCompleted(h.double, scenario.repo, scenario.prRun);
    await h.deliver("workflow_run", payload, { id: "delivery-1" });
    await h.deliver("workflow_run", payload, { id: "delivery-1" });
    await h.settle();
    const before = h.double.requests.length;
    const updates = checkRuns(scenario.repo)[0]!.updates;
    await h.deliver("workflow_run", payload, { id: "delivery-2" });
    await h.settle();
    expect(checkRuns(scenario.repo)).toHaveLength(1);
    expect(checkRuns(scenario.repo)[0]!.updates).toBe(updates);
    expect(h.double.requests.length).toBe(before);
    expectCleanTraffic();
  });

  it("a re-run attempt gets its own check run", async () => {
    const scenario = await buildScenario(h.double);
    await runFlow(scenario);
    scenario.prRun.attempt = 2;
    await h.deliver("workflow_run", workflowRunCompleted(h.double, scenario.repo, scenario.prRun));
    await h.settle();
    const runs = checkRuns(scenario.repo);
    expect(runs).toHaveLength(2);
    expect(runs[1]!.externalId).toBe(`${scenario.prRun.id}:2`);
  });

  it("rejects a delivery with a bad signature without calling GitHub", async () => {
    const scenario = await buildScenario(h.double);
    const payload = workflowRunCompleted(h.double, scenario.repo, scenario.prRun);
    const res = await h.deliver("workflow_run", payload, { secret: "not-the-secret" });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    await h.settle();
    expect(h.double.requests).toEqual([]);
    expect(checkRuns(scenario.repo)).toEqual([]);
  });

  it("finds a fork pull request by its head commit (workflow_run.pull_requests is empty)", async () => {
    const scenario = await buildScenario(h.double, { fork: true });
    const payload = workflowRunCompleted(h.double, scenario.repo, scenario.prRun);
    expect((payload.workflow_run as { pull_requests: unknown[] }).pull_requests).toEqual([]);
    const check = await runFlow(scenario);
    expectCleanTraffic();
    expect(h.double.requestsTo("pulls/list").map((r) => r.query.head)).toContain(
      "contributor:feature/save-button",
    );
    expect(check.conclusion).toBe("failure");
    expect(check.output.summary).toContain("the merge base of this pull request.");
  });

  it("says so when there is no baseline yet, and does not hold the check for visual changes", async () => {
    const scenario = await buildScenario(h.double, {
      baseline: false,
      head: (s, sha) => [{ index: 1, count: 1, headSha: sha, tasks: [{ id: "app-save", final: s.save }] }],
    });
    const check = await runFlow(scenario);
    expectCleanTraffic();
    expect(check.conclusion).toBe("success");
    expect(check.output.title).toBe("1 passed (1 task)");
    expect(check.output.summary).toContain(
      "**No baseline yet:** no run of this workflow on `main` at or before `1111111` has desktest reports.",
    );
    expect(check.actions.map((a) => a.identifier)).toEqual(["rerun-all"]);
  });

  it("posts a runner problem as the runner's: 🔧, counted apart from failures, with the fix and the error output", async () => {
    const tail = [
      "Traceback (most recent call last):",
      '  File "/home/tester/app-save.replay.py", line 3, in <module>',
      "ModuleNotFoundError: No module named 'pyautogui'",
    ].join("\n");
    const scenario = await buildScenario(h.double, {
      baseline: false,
      head: (s, sha) => [
        {
          index: 1,
          count: 1,
          headSha: sha,
          tasks: [
            {
              id: "app-save",
              status: "error",
              final: s.save,
              reason: "The desktop cannot run the replay script app-save.replay.py",
              culprit: {
                kind: "environment",
                evidence:
                  "ModuleNotFoundError: No module named 'pyautogui' (the desktop's Python: /usr/bin/python3)",
                stderr_tail: tail,
              },
            },
          ],
        },
      ],
    });
    const check = await runFlow(scenario);
    expectCleanTraffic();
    // Not green (nothing was judged), and never worded as the app's failure.
    expect(check.conclusion).toBe("failure");
    expect(check.output.title).toBe("0 passed, 1 runner problem (not the app) (1 task)");
    const summary = check.output.summary!;
    expect(summary).toMatch(/\| 🔧 \| `app-save` \|.*\| _runner problem:_ /u);
    expect(summary).toContain(
      "🔧 **Runner problem** — not a failure of the app: `ModuleNotFoundError: No module named 'pyautogui' (the desktop's Python: /usr/bin/python3)`",
    );
    expect(summary).toContain("Install the missing module in the desktop's Python");
    expect(summary).not.toMatch(/App failure|\| ❌ \|/u); // the check fails; the task's row is not the app's
    const text = check.output.text!;
    expect(text).toContain(
      "**Runner problem** — not a failure of the app (the runner's environment failed; the app was not judged)",
    );
    expect(text).toContain("<details><summary>Error output (last lines)</summary>");
    expect(text).toContain("ModuleNotFoundError: No module named 'pyautogui'\n");
    expect(check.actions.map((a) => a.identifier)).not.toContain("approve-visual");
  });

  it("follows .github/desktest.yml: visual changes that do not block, and a note for an invalid file", async () => {
    const scenario = await buildScenario(h.double, {
      settings: "visual:\n  block: false\n",
      head: (s, sha) => [{ index: 1, count: 1, headSha: sha, tasks: [{ id: "app-save", final: s.save }] }],
    });
    const check = await runFlow(scenario);
    expect(check.conclusion).toBe("success");
    expect(check.output.title).toBe("1 passed, 1 visual change to approve (1 task)");

    const other = await buildScenario(h.double, {
      name: "other-app",
      settings: "visual:\n  threshold: 7\n",
      head: (s, sha) => [{ index: 1, count: 1, headSha: sha, tasks: [{ id: "app-save", final: s.save }] }],
    });
    await h.deliver("workflow_run", workflowRunCompleted(h.double, other.repo, other.prRun));
    await h.settle();
    const noted = checkRuns(other.repo)[0]!;
    expect(noted.conclusion).toBe("action_required");
    expect(noted.output.summary).toContain(
      "> [!WARNING]\n> `.github/desktest.yml/visual/threshold: must be <= 1` (defaults apply)",
    );
  });

  it("marks a flaky task flaky with its failed attempt's evidence; a quarantined failure does not fail the check", async () => {
    const scenario = await buildScenario(h.double, {
      settings: "quarantine:\n  - app-tray*\n",
      head: (s, sha) => [
        {
          index: 1,
          count: 1,
          headSha: sha,
          tasks: [
            {
              id: "app-save",
              status: "flaky",
              final: s.save,
              review: "<html>the pass</html>",
              attemptReason: "file_compare: notes.txt differs at line 2",
            },
            { id: "app-tray-icon", status: "fail", final: s.save, review: "<html>tray</html>" },
          ],
        },
      ],
    });
    const check = await runFlow(scenario);
    expectCleanTraffic();
    expect(check.conclusion).not.toBe("failure");
    expect(check.output.title).toMatch(/^0 passed, 1 flaky, 1 quarantined failing/);
    const summary = check.output.summary!;
    expect(summary).toMatch(/\| ❌ \| `app-tray-icon` _quarantined_ \|/);
    expect(summary).toContain("`attempt 1 failed: file_compare: notes.txt differs at line 2`");
    const text = check.output.text!;
    expect(text).toContain("### 🔁 `app-save`: flaky: failed on attempt 1, passed on the last attempt");
    expect(text).toContain(
      "### ❌ `app-tray-icon`: failed (test_failure) · quarantined, does not fail the check",
    );
    // Its annotation is a warning, not a failure.
    expect(check.annotations.map((x) => [x.annotation_level, x.title])).toEqual([
      ["warning", "app-tray-icon: failed (quarantined)"],
    ]);
    // The failed attempt's own review page is served, beside the passing one's.
    const attemptLine = text.split("\n").find((l) => l.startsWith("- attempt 1 fail"))!;
    const [review] = signedUrls(attemptLine);
    const page = await fetch(review!);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe("<html>the pass</html> (attempt 1)");
  });

  it("lists the tasks flaky over the latest runs it has seen, with their counts, escaped", async () => {
    const evil = "app-`evil` | <b>x</b>";
    const shard = (tasks: { id: string; status: "pass" | "fail" | "flaky" }[], sha: string): ShardSpec[] => [
      { index: 1, count: 1, headSha: sha, tasks: tasks.map((t) => ({ ...t, final: null })) },
    ];
    const scenario = await buildScenario(h.double, {
      baseline: false,
      head: (_s, sha) =>
        shard(
          [
            { id: "app-save", status: "fail" },
            { id: "app-tray", status: "flaky" },
            { id: evil, status: "flaky" },
            { id: "app-clock", status: "pass" },
          ],
          sha,
        ),
    });
    const deliver = async (run: typeof scenario.prRun) => {
      const res = await h.deliver("workflow_run", workflowRunCompleted(h.double, scenario.repo, run));
      expect(res.status).toBe(200);
      await h.settle();
      return checkRuns(scenario.repo).filter((c) => c.externalId === `${run.id}:${run.attempt}`)[0]!;
    };
    const first = await deliver(scenario.prRun);
    expect(first.output.text).toContain("### 🔁 Flaky lately");
    expect(first.output.text).toContain("| `app-tray` | flaky in the last run |");

    // The same commit again: app-save passes now (it failed before: flaky), app-tray is flaky again.
    const second = await addRunWithReports(
      h.double,
      scenario.repo,
      {
        workflowId: scenario.workflowId,
        headSha: SHA.c3,
        headBranch: "feature/save-button",
        conclusion: "success",
        pullRequests: [7],
      },
      shard(
        [
          { id: "app-save", status: "pass" },
          { id: "app-tray", status: "flaky" },
          { id: evil, status: "pass" },
          { id: "app-clock", status: "pass" },
        ],
        SHA.c3,
      ),
    );
    await deliver(second);
    // A new commit where app-clock fails: failing without a pass on that commit is not flaky.
    h.double.addCommit(scenario.repo, SHA.c4, [SHA.c3]);
    const third = await addRunWithReports(
      h.double,
      scenario.repo,
      {
        workflowId: scenario.workflowId,
        headSha: SHA.c4,
        headBranch: "feature/save-button",
        conclusion: "failure",
      },
      shard(
        [
          { id: "app-save", status: "pass" },
          { id: "app-tray", status: "pass" },
          { id: evil, status: "pass" },
          { id: "app-clock", status: "fail" },
        ],
        SHA.c4,
      ),
    );
    const check = await deliver(third);
    expectCleanTraffic();
    const text = check.output.text!;
    const section = text.slice(text.indexOf("### 🔁 Flaky lately"));
    expect(section).toContain("Tasks flaky in the last 3 runs of this suite the app has seen");
    const rows = section.split("\n").filter((l) => l.startsWith("| `"));
    expect(rows).toEqual([
      "| `app-tray` | flaky in 2 of the last 3 runs |",
      "| ``app-`evil` \\| <b>x</b>`` | flaky in 1 of the last 3 runs |",
      "| `app-save` | flaky in 1 of the last 3 runs |",
    ]);
    expect(section).not.toContain("app-clock");
    // Escaped: no live HTML reaches the rendered Markdown.
    const html = await marked.parse(section);
    expect(html).not.toMatch(/<b>x<\/b>/);
  });

  it("retries GitHub's 5xx answers and waits out a rate limit", async () => {
    const scenario = await buildScenario(h.double);
    h.double.fail("GET /repos/octo-org/desktop-app/actions/runs/", 502, 2);
    h.double.fail("POST /repos/octo-org/desktop-app/check-runs", 503, 1);
    const reset = String(Math.ceil(Date.now() / 1000) + 1);
    h.double.fail("GET /repos/octo-org/desktop-app/pulls/7", 403, 1, {
      "x-ratelimit-remaining": "0",
      "x-ratelimit-reset": reset,
    });
    const check = await runFlow(scenario);
    expect(check.conclusion).toBe("failure");
    expect(h.double.requests.filter((r) => r.status === 502)).toHaveLength(2);
    expect(h.double.requests.filter((r) => r.status === 503)).toHaveLength(1);
    expect(h.double.requestsTo("pulls/get").map((r) => r.status)).toEqual([403, 200]);
  });

  it("posts more than 50 annotations 50 at a time and keeps summary and text within 65535 characters", async () => {
    const long = "x".repeat(1990);
    const tasks = Array.from({ length: 120 }, (_, i) => ({
      id: `task-${String(i).padStart(3, "0")}-${"long-name-".repeat(5)}`,
      status: "fail" as const,
      reason: `reason ${i} ${long}`.slice(0, 300),
      thought: `thought ${i} ${long}`,
      metrics: [
        {
          metric: "command_output",
          passed: false,
          expected: `${long}|${i}`,
          actual: `${long}|${i}!`,
          detail: long,
          location: null,
        },
      ],
      final: null,
    }));
    const scenario = await buildScenario(h.double, {
      baseline: false,
      head: (_s, sha) => [{ index: 1, count: 1, headSha: sha, tasks }],
    });
    const check = await runFlow(scenario);
    expectCleanTraffic();
    expect(Buffer.byteLength(check.output.summary!)).toBeLessThanOrEqual(65_535);
    expect(Buffer.byteLength(check.output.text!)).toBeLessThanOrEqual(65_535);
    expect(check.output.text).toMatch(/_\d+ more tasks not shown here \(the 65535-character limit\)/);
    expect(check.output.summary).toContain("| ❌ | `task-000-");
    expect(check.annotations).toHaveLength(120);
    const updates = h.double.requestsTo("checks/update");
    expect(
      updates.map(
        (u) => ((u.body as { output: { annotations?: unknown[] } }).output.annotations ?? []).length,
      ),
    ).toEqual([50, 50, 20]);
  });

  it("ignores runs without desktest report artifacts", async () => {
    const scenario = await buildScenario(h.double);
    const other = h.double.addRun(scenario.repo, { workflowId: scenario.workflowId, headSha: SHA.c3 });
    h.double.addArtifact(scenario.repo, other.id, "coverage", Buffer.from("x"));
    await h.deliver("workflow_run", workflowRunCompleted(h.double, scenario.repo, other));
    await h.settle();
    expect(checkRuns(scenario.repo)).toEqual([]);
    expect(h.double.requests.map((r) => r.operationId)).toEqual([
      "apps/create-installation-access-token",
      "actions/list-workflow-run-artifacts",
    ]);
  });

  it("fails the check with the reason when no report can be read, and flags a missing shard", async () => {
    const scenario = await buildScenario(h.double, {
      head: (s, sha): ShardSpec[] => [
        { index: 2, count: 3, headSha: sha, tasks: [{ id: "app-open", final: s.open }] },
      ],
    });
    const check = await runFlow(scenario);
    expect(check.conclusion).toBe("failure");
    expect(check.output.title).toBe("1 passed, shard 1, 3 missing (1 task)");
    expect(check.output.summary).toContain("No report from shard 1, 3 of 3");

    const broken = await addRunWithReports(
      h.double,
      scenario.repo,
      { workflowId: scenario.workflowId, headSha: SHA.c3, headBranch: "x" },
      [],
    );
    h.double.addArtifact(scenario.repo, broken.id, "desktest-report-1", Buffer.from("not a zip"));
    await h.deliver("workflow_run", workflowRunCompleted(h.double, scenario.repo, broken));
    await h.settle();
    const failed = checkRuns(scenario.repo)[1]!;
    expect(failed.conclusion).toBe("failure");
    expect(failed.output.title).toBe("desktest could not read this run's reports");
    expect(failed.output.summary).toContain("none of the report artifacts could be read");
  });

  it("compares each replay step and reports the first that diverged", async () => {
    const { base } = await fixtureScreens();
    const last = await webp(screen({ seed: 5, lines: 3 }));
    const steps = new Map([
      [1, base.steps.get(1)!],
      [2, base.steps.get(2)!],
      [3, last],
    ]);
    const scenario = await buildScenario(h.double, {
      head: (_s, sha) => [
        {
          index: 1,
          count: 1,
          headSha: sha,
          mode: "replay",
          tasks: [{ id: "replay-typing", final: last, steps }],
        },
      ],
    });
    const check = await runFlow(scenario);
    expect(check.conclusion).toBe("action_required");
    expect(check.output.text).toContain("**Screen diverged from the baseline** first at step 3:");
    expect(check.output.summary).toContain("1 of 3 steps changed");
  });
});
