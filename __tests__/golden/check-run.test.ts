import { describe, expect, it } from "vitest";
import {
  conclusionOf,
  titleOf,
  type CheckModel,
  type TaskResult,
  type TaskVisual,
} from "../../app/check/model.ts";
import { renderCheckOutput, type LinkMaker } from "../../app/check/render.ts";

/**
 * The App's check run on a pull request: its title, summary, details text and images. A change to these
 * files is a change to what users read: review it in the diff, then accept it with
 * `npx vitest run __tests__/golden -u`.
 */

const APP = "https://desktest-app.example.com";
const LINKS: LinkMaker = {
  image: (key) => `${APP}/o/${key}?sig=0f0e0d0c`,
  taskReview: (key) => `${APP}/o/${key}?sig=0f0e0d0c`,
  review: () => `${APP}/review/3a5f9c2e?sig=0f0e0d0c`,
  artifact: (id) => `https://github.com/octo-org/desktop-app/actions/runs/9876543210/artifacts/${id}`,
};

const unchanged: TaskVisual = {
  status: "unchanged",
  final: null,
  stepsCompared: 0,
  stepsChanged: 0,
  firstDivergedStep: null,
  changeKeys: [],
  accepted: false,
  error: null,
};

const notCompared: TaskVisual = { ...unchanged, status: "no-screenshot" };

function task(id: string, extra: Partial<TaskResult>): TaskResult {
  return {
    id,
    file: `tests/desktop/${id}.json`,
    status: "pass",
    errorCategory: null,
    reason: null,
    detail: null,
    flaky: false,
    durationMs: 0,
    steps: null,
    costUsd: null,
    shard: "desktest-report-1-of-2",
    failingMetrics: [],
    lastThought: null,
    reviewKey: null,
    finalScreenshotKey: null,
    visual: unchanged,
    fromEarlierRun: false,
    ...extra,
  };
}

const MODEL: CheckModel = {
  version: 1,
  owner: "octo-org",
  repo: "desktop-app",
  checkName: "desktest",
  headSha: "fedcba9876543210fedcba9876543210fedcba98",
  run: {
    id: 9876543210,
    attempt: 2,
    number: 318,
    name: "e2e",
    workflowId: 77,
    path: ".github/workflows/e2e.yml",
    event: "pull_request",
    headSha: "fedcba9876543210fedcba9876543210fedcba98",
    headBranch: "notes-toolbar",
    headRepository: "octo-org/desktop-app",
    htmlUrl: "https://github.com/octo-org/desktop-app/actions/runs/9876543210",
    createdAt: "2026-03-01T09:14:02Z",
    conclusion: "failure",
    pullRequests: [{ number: 42, baseRef: "main", baseSha: "1111111111", headRef: "notes-toolbar" }],
  },
  pullRequests: [
    {
      number: 42,
      htmlUrl: "https://github.com/octo-org/desktop-app/pull/42",
      baseRef: "main",
      baseSha: "1111111111111111111111111111111111111111",
      headRef: "notes-toolbar",
      headSha: "fedcba9876543210fedcba9876543210fedcba98",
      headRepository: "octo-org/desktop-app",
      fromFork: false,
      state: "open",
    },
  ],
  mode: "agent",
  shards: [
    { name: "desktest-report-1-of-2", artifactId: 111, status: "error" },
    { name: "desktest-report-2-of-2", artifactId: 113, status: "pass" },
  ],
  missingShards: [],
  interrupted: [],
  filters: [],
  tasks: [
    task("calculator-add", {
      durationMs: 41_230,
      steps: 6,
      costUsd: 0.1732,
      finalScreenshotKey: "b1/final-calculator-add.webp",
      visual: {
        status: "changed",
        final: {
          shot: "final",
          kind: "changed",
          diffPixels: 18_240,
          ratio: 0.0178,
          bbox: { x: 412, y: 96, width: 380, height: 48 },
          width: 1280,
          height: 800,
          baseWidth: 1280,
          baseHeight: 800,
          approvalKey: "calculator-add:final:9c1d",
          images: { overlay: "c3/overlay-final.png", sideBySide: "c3/side-final.png" },
        },
        stepsCompared: 6,
        stepsChanged: 2,
        firstDivergedStep: {
          shot: 4,
          kind: "changed",
          diffPixels: 5_120,
          ratio: 0.005,
          bbox: { x: 412, y: 96, width: 120, height: 48 },
          width: 1280,
          height: 800,
          baseWidth: 1280,
          baseHeight: 800,
          approvalKey: "calculator-add:4:77ab",
          images: { sideBySide: "c3/side-step-4.png" },
        },
        changeKeys: ["calculator-add:final:9c1d", "calculator-add:4:77ab"],
        accepted: false,
        error: null,
      },
    }),
    task("notes-autosave", {
      status: "flaky",
      flaky: true,
      durationMs: 95_480,
      steps: 9,
      costUsd: 0.4259,
      reviewKey: "e5/review-notes-autosave.html",
      finalScreenshotKey: "e5/final-notes-autosave.webp",
      earlierAttempts: [
        {
          attempt: 1,
          status: "fail",
          reason: "file_compare: ~/notes/today.txt differs from fixtures/today.txt at line 2",
          reviewKey: "e5/review-notes-autosave-attempt-1.html",
          finalScreenshotKey: "e5/final-notes-autosave-attempt-1.webp",
        },
      ],
    }),
    task("tray-icon", {
      status: "fail",
      quarantined: true,
      errorCategory: "test_failure",
      reason: "a11y_text: the tray icon's menu has no item 'Restore'",
      durationMs: 20_000,
      steps: 4,
      costUsd: 0.04,
      failingMetrics: [
        {
          metric: "a11y_text",
          expected: "menu item 'Restore'",
          actual: "no such item",
          detail: "the tray icon's menu has no item 'Restore'",
        },
      ],
      failedStep: 4,
      culprit: {
        kind: "product",
        evidence:
          "the task's early-exit condition held at step 4: the tray icon's menu has no item 'Restore'",
        stderr_tail: null,
      },
      reviewKey: "f6/review-tray-icon.html",
      finalScreenshotKey: "f6/final-tray-icon.webp",
      visual: notCompared,
    }),
    task("notes-save", {
      status: "fail",
      errorCategory: "test_failure",
      reason: "command_output: Output does not equal expected. Got: 'Shopping list | milk'",
      detail:
        "command_output: Output does not equal expected. Got: 'Shopping list | milk'\n" +
        "The agent saved the file it found open instead of a new note.",
      durationMs: 62_905,
      steps: 11,
      costUsd: 0.5411,
      failingMetrics: [
        {
          metric: "command_output",
          expected: "Hello from desktest (Equals)",
          actual: "Shopping list | milk <b>2x</b> `eggs`",
          detail: "Output does not equal expected. Got: 'Shopping list | milk'",
        },
      ],
      failedStep: 11,
      stepTimes: Array.from({ length: 11 }, (_, i) => ({
        step: i + 1,
        durationMs: 3_000 + i * 400,
        costUsd: i === 10 ? null : 0.045 + i * 0.001,
      })),
      culprit: {
        kind: "agent",
        evidence: "agent said DONE; check `command_output` refuted it: Output does not equal expected",
        stderr_tail: null,
      },
      lastThought: "The note is saved as ~/notes.txt; the title bar shows notes.txt. DONE",
      reviewKey: "d4/review-notes-save.html",
      finalScreenshotKey: "d4/final-notes-save.webp",
    }),
    task("settings-open", {
      status: "error",
      errorCategory: "infra_error",
      reason:
        "Infrastructure error: The desktop cannot run the replay script settings-open.replay.py: its Python (python3) says ModuleNotFoundError: No module named 'pyautogui'.",
      detail:
        "Infrastructure error: The desktop cannot run the replay script settings-open.replay.py: its Python (python3) says ModuleNotFoundError: No module named 'pyautogui'.\n" +
        "Last lines of the script's error output:\n" +
        "ModuleNotFoundError: No module named 'pyautogui'",
      culprit: {
        kind: "environment",
        evidence: "ModuleNotFoundError: No module named 'pyautogui' (the desktop's Python: python3)",
        stderr_tail:
          "Traceback (most recent call last):\n  File \"/home/tester/settings-open.replay.py\", line 3, in <module>\n    import pyautogui\nModuleNotFoundError: No module named 'pyautogui'",
      },
      durationMs: 8_410,
      visual: notCompared,
    }),
    task("print-dialog", {
      status: "skipped",
      reason: "Not run: --fail-fast stopped the suite after 'notes-save' did not pass",
      visual: notCompared,
    }),
    task("window-title", {
      durationMs: 20_950,
      steps: 3,
      costUsd: 0.0521,
      shard: "desktest-report-2-of-2",
      fromEarlierRun: true,
    }),
  ],
  skippedFiles: [
    {
      file: "tests/desktop/broken.json",
      reason: "tests/desktop/broken.json:4:10 /app must have required property 'entrypoint'",
    },
  ],
  baseline: {
    kind: "merge-base",
    branch: "main",
    reference: "1111111111111111111111111111111111111111",
    run: {
      id: 9876500000,
      number: 311,
      attempt: 1,
      htmlUrl: "https://github.com/octo-org/desktop-app/actions/runs/9876500000",
      headSha: "1111111111111111111111111111111111111111",
      createdAt: "2026-02-28T17:40:11Z",
    },
    withoutReports: 0,
    comparedTasks: 3,
  },
  visual: { enabled: true, block: true, threshold: 0.001 },
  trajectoryArtifacts: [
    { name: "desktest-trajectories-1-of-2", id: 112 },
    { name: "desktest-trajectories-2-of-2", id: 114 },
  ],
  notes: ["`.github/desktest.yml`: unknown key `visuals` (did you mean `visual`?); it is ignored."],
  approvedBy: null,
  flakyLately: {
    runs: 20,
    tasks: [
      { id: "notes-autosave", flakyRuns: 3 },
      { id: "clock | <script>", flakyRuns: 1 },
    ],
  },
  processedAt: "2026-03-01T09:21:07.000Z",
};

describe("the check run", () => {
  const output = renderCheckOutput(MODEL, LINKS);

  it("summary: the verdict, the baseline, a row per task, the visual changes, what to do next", async () => {
    // The title shows beside the check's name; the summary below it.
    await expect(`Title: ${output.title}\n\n---\n\n${output.summary}`).toMatchFileSnapshot(
      "check-run-summary.md",
    );
  });

  it("conclusion: a quarantined failure does not fail the check; a flaky task neither", () => {
    const quarantinedOnly: CheckModel = {
      ...MODEL,
      tasks: MODEL.tasks.filter((t) => t.id === "tray-icon" || t.id === "notes-autosave"),
      baseline: { ...MODEL.baseline },
    };
    expect(conclusionOf(quarantinedOnly)).toBe("success");
    expect(titleOf(quarantinedOnly)).toBe("0 passed, 1 flaky, 1 quarantined failing (2 tasks)");
  });

  it("text: a section per task that did not pass or whose screen changed, then the tasks flaky lately", async () => {
    await expect(output.text).toMatchFileSnapshot("check-run-text.md");
  });

  it("text: flaky lately lists at most 15 tasks and says how many more", () => {
    const many: CheckModel = {
      ...MODEL,
      flakyLately: {
        runs: 20,
        tasks: Array.from({ length: 40 }, (_, i) => ({ id: `task-${i}`, flakyRuns: 1 })),
      },
    };
    const text = renderCheckOutput(many, LINKS).text;
    expect(text.match(/^\| `task-\d+` \|/gm)).toHaveLength(15);
    expect(text).toContain("_25 more flaky task(s) not listed._");
  });

  it("images: the diff overlays of the changed screens", async () => {
    await expect(JSON.stringify(output.images, null, 2) + "\n").toMatchFileSnapshot("check-run-images.json");
  });
});
