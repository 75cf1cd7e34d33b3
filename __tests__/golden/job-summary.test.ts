import { describe, expect, it } from "vitest";
import { renderProblemSummary, renderResultsSummary } from "../../src/action/summary.ts";
import { SAMPLE_REPORT } from "./sample-report.ts";

/**
 * The Action's job summary, as GitHub shows it on the run's page. A change to these files is a change
 * to what users read: review it in the diff, then accept it with `npx vitest run __tests__/golden -u`.
 */

const GENERATOR = "desktest 0.1.0 · GitHub Action";
const BLOB = "https://github.com/octo-org/desktop-app/blob/fedcba9876543210fedcba9876543210fedcba98";
const noSecrets = (text: string) => text;
/** The review pages uploaded un-archived, by task id (artifact ids). */
const REVIEW_ARTIFACTS: Record<string, number> = { "notes-save": 121, "tray-icon": 122 };

describe("the job summary", () => {
  it("of a finished run: totals, a row per task, why tasks did not pass, artifacts", async () => {
    const markdown = renderResultsSummary({
      report: SAMPLE_REPORT,
      reportPage: {
        name: "desktest-suite-1of2.html",
        url: "https://github.com/octo-org/desktop-app/actions/runs/9876543210/artifacts/110",
      },
      reviewUrl: (task) => {
        const id = REVIEW_ARTIFACTS[task.id];
        return id === undefined
          ? undefined
          : `https://github.com/octo-org/desktop-app/actions/runs/9876543210/artifacts/${id}`;
      },
      artifacts: [
        {
          label: "Report page",
          name: "desktest-suite-1of2.html",
          url: "https://github.com/octo-org/desktop-app/actions/runs/9876543210/artifacts/110",
          note: "report.html with every screen embedded: opens in the browser",
        },
        {
          label: "Report",
          name: "desktest-report-1-of-2",
          url: "https://github.com/octo-org/desktop-app/actions/runs/9876543210/artifacts/111",
        },
        {
          label: "Trajectories",
          name: "desktest-trajectories-1-of-2",
          url: "https://github.com/octo-org/desktop-app/actions/runs/9876543210/artifacts/112",
          note: "screenshots and review pages of the tasks that did not pass",
        },
      ],
      fileUrl: (task) => (task.status === "skipped" ? undefined : `${BLOB}/${task.file}#L1`),
      notes: ["2 annotations were left out: GitHub shows at most 10 errors per step."],
      redact: noSecrets,
      generator: GENERATOR,
    });
    await expect(markdown).toMatchFileSnapshot("job-summary.md");
  });

  it("of a run that ended before any task ran: invalid task files", async () => {
    const markdown = renderProblemSummary({
      title: "desktest: 1 invalid task file(s), 1 task path(s) that match nothing",
      intro:
        "Every task file is checked before anything starts, and nothing ran. Each problem is annotated on its file; desktest validate <files> shows the same locally.",
      diagnostics: [
        {
          severity: "error",
          file: "tests/desktop/broken.json",
          url: `${BLOB}/tests/desktop/broken.json#L4`,
          line: 4,
          column: 10,
          message: "/app must have required property 'entrypoint'",
        },
        {
          severity: "warning",
          file: "tests/desktop/broken.json",
          url: `${BLOB}/tests/desktop/broken.json#L9`,
          line: 9,
          column: 14,
          message: "/timeout 7200 is more than the job's 60-minute limit",
        },
        {
          severity: "error",
          file: "missing/*.json",
          line: 1,
          column: 1,
          message: "matches no task file",
        },
      ],
      redact: noSecrets,
      generator: GENERATOR,
    });
    await expect(markdown).toMatchFileSnapshot("job-summary-invalid-tasks.md");
  });

  it("of a run that ended before any task ran: the runner lacks what the tasks need", async () => {
    const markdown = renderProblemSummary({
      title: "desktest: this runner cannot run these tasks",
      intro:
        "The preflight found what this runner (linux x64, GitHub Actions 12) lacks, before anything started. Fix it and re-run the job, or send these tasks to a runner that has it (filter, shards, runs-on labels).",
      checks: [
        {
          ok: false,
          name: "Docker engine",
          detail: "not reachable: connect ENOENT /var/run/docker.sock",
          fix: "Install Docker and let the runner's user reach it: sudo usermod -aG docker $USER",
          tasks: "calculator-add, notes-save",
        },
        { ok: true, name: "Disk space", detail: "41 GB free in /tmp" },
      ],
      hints: [
        "Pull requests from forks get no secrets: run them with mode: replay, which replays each task's codified script without an LLM.",
      ],
      redact: noSecrets,
      generator: GENERATOR,
    });
    await expect(markdown).toMatchFileSnapshot("job-summary-runner-lacks.md");
  });
});
