/**
 * A repository in the GitHub API double with a base branch history, baseline runs and a pull request
 * whose desktest run has two shards of report artifacts.
 *
 *   c0 ── c1 ── c2            main (c1 is the merge base; c2 came to main after the branch)
 *          └── c3             the pull request's head
 *
 * Baseline candidates on main: a run at c0, one at c1 (the merge base: the right baseline) and one
 * at c2 (after the merge base: must not be used).
 */
import type { GitHubDouble, PullState, RepoState, RunState } from "../../helpers/github-double.ts";
import {
  png,
  reportArtifact,
  screen,
  trajectoriesArtifact,
  webp,
  type ShardSpec,
  type TaskSpec,
} from "./fixtures.ts";

export const SHA = {
  c0: "0".repeat(39) + "a",
  c1: "1".repeat(39) + "b",
  c2: "2".repeat(39) + "c",
  c3: "3".repeat(39) + "d",
  c4: "4".repeat(39) + "e",
};

export interface Scenario {
  repo: RepoState;
  workflowId: number;
  pull: PullState;
  prRun: RunState;
  baselineRun: RunState | null;
}

export const EVIL_THOUGHT =
  "I clicked [here](https://evil.example/phish) and ![x](https://evil.example/x.png) <img src=x onerror=alert(1)> @octocat #1 ```";

export const DESKTEST_YML = [
  "visual:",
  "  masks:",
  '    "app-clock":',
  "      - { x: 1180, y: 0, width: 100, height: 28 }",
  "",
].join("\n");

async function screens() {
  const base = {
    save: await webp(screen({ seed: 1 })),
    open: await webp(screen({ seed: 2 })),
    clock: await webp(screen({ seed: 3, clock: 0 })),
    broken: await webp(screen({ seed: 4 })),
    steps: new Map([
      [1, await webp(screen({ seed: 5, lines: 0 }))],
      [2, await webp(screen({ seed: 5, lines: 1 }))],
      [3, await webp(screen({ seed: 5, lines: 2 }))],
    ]),
  };
  const head = {
    save: await webp(screen({ seed: 1, changedButton: true })),
    // Same pixels, encoded differently (PNG bytes): identical after decoding.
    open: await png(screen({ seed: 2 })),
    clock: await webp(screen({ seed: 3, clock: 170 })),
    broken: base.broken,
    steps: new Map([
      [1, base.steps.get(1)!],
      [2, await webp(screen({ seed: 5, lines: 4 }))],
      [3, await webp(screen({ seed: 5, lines: 5 }))],
    ]),
    fresh: await webp(screen({ seed: 6 })),
  };
  return { base, head };
}

export function baselineShards(s: Awaited<ReturnType<typeof screens>>["base"], headSha: string): ShardSpec[] {
  return [
    {
      index: 1,
      count: 2,
      headSha,
      tasks: [
        { id: "app-broken", final: s.broken },
        { id: "app-clock", final: s.clock },
      ],
    },
    {
      index: 2,
      count: 2,
      headSha,
      mode: "replay",
      tasks: [
        { id: "app-open", final: s.open },
        { id: "app-save", final: s.save },
        { id: "replay-typing", final: s.steps.get(3)!, steps: s.steps },
      ],
    },
  ];
}

export const BROKEN: TaskSpec = {
  id: "app-broken",
  status: "fail",
  reason: "command_output: Output does not equal expected. Got: 'Shopping list'",
  thought: EVIL_THOUGHT,
  review: "<!doctype html><title>review</title><script>document.cookie</script><p>steps</p>",
  metrics: [
    {
      metric: "file_exists",
      passed: true,
      expected: "/home/tester/notes.txt",
      actual: "exists",
      detail: "ok",
      location: { line: 12, column: 7 },
    },
    {
      metric: "command_output",
      passed: false,
      expected: "Hello | from desktest",
      actual: "Shopping list [link](https://evil.example) <b>bold</b>",
      detail: "Output does not equal expected.",
      location: { line: 18, column: 7 },
    },
  ],
};

export function headShards(s: Awaited<ReturnType<typeof screens>>["head"], headSha: string): ShardSpec[] {
  return [
    {
      index: 1,
      count: 2,
      headSha,
      tasks: [
        { ...BROKEN, final: s.broken },
        { id: "app-clock", final: s.clock },
        { id: "app-new", final: s.fresh },
      ],
      skippedFiles: [{ file: "tasks/bad.json", reason: "/app: must have required property 'type'" }],
    },
    {
      index: 2,
      count: 2,
      headSha,
      mode: "replay",
      tasks: [
        { id: "app-open", final: s.open },
        { id: "app-save", final: s.save },
        { id: "replay-typing", final: s.steps.get(3)!, steps: s.steps },
      ],
    },
  ];
}

export async function addRunWithReports(
  double: GitHubDouble,
  repo: RepoState,
  run: Parameters<GitHubDouble["addRun"]>[1],
  shards: ShardSpec[],
  options: { trajectories?: boolean } = {},
): Promise<RunState> {
  const state = double.addRun(repo, run);
  for (const shard of shards) {
    // The Action's names (src/action/names.ts): <prefix>-report-<i>of<n>[-attempt-<k>].
    const suffix = `${shard.index}of${shard.count}${(shard.attempt ?? 1) > 1 ? `-attempt-${shard.attempt}` : ""}`;
    double.addArtifact(repo, state.id, `desktest-report-${suffix}`, await reportArtifact(shard));
    if (options.trajectories) {
      double.addArtifact(
        repo,
        state.id,
        `desktest-trajectories-${suffix}`,
        await trajectoriesArtifact(shard),
      );
    }
  }
  return state;
}

export interface ScenarioOptions {
  owner?: string;
  name?: string;
  fork?: boolean;
  baseline?: boolean;
  settings?: string | null;
  /** The baseline runs' shards (default: baselineShards). */
  base?: (s: Awaited<ReturnType<typeof screens>>["base"], sha: string) => ShardSpec[];
  /** Head shards (default: the mixed failing and changed run). */
  head?: (s: Awaited<ReturnType<typeof screens>>["head"], sha: string) => ShardSpec[];
}

let cachedScreens: Promise<Awaited<ReturnType<typeof screens>>> | undefined;
export function fixtureScreens() {
  cachedScreens ??= screens();
  return cachedScreens;
}

export async function buildScenario(double: GitHubDouble, options: ScenarioOptions = {}): Promise<Scenario> {
  const s = await fixtureScreens();
  const repo = double.addRepo(options.owner ?? "octo-org", options.name ?? "desktop-app");
  double.addCommit(repo, SHA.c0);
  double.addCommit(repo, SHA.c1, [SHA.c0]);
  double.addCommit(repo, SHA.c2, [SHA.c1], "main");
  double.addCommit(repo, SHA.c3, [SHA.c1]);
  const workflowId = double.addWorkflow(repo, "desktest e2e", ".github/workflows/desktest.yml");
  if (options.settings !== null) repo.files.set(".github/desktest.yml", options.settings ?? DESKTEST_YML);
  for (const login of ["alice-admin"]) repo.collaborators.set(login, "admin");

  let baselineRun: RunState | null = null;
  if (options.baseline !== false) {
    const at = (sha: string, minutes: number) => ({
      workflowId,
      headSha: sha,
      headBranch: "main",
      event: "push",
      createdAt: new Date(Date.UTC(2026, 4, 1, 9, minutes)).toISOString().replace(/\.\d+Z$/, "Z"),
    });
    const base = options.base ?? baselineShards;
    await addRunWithReports(double, repo, at(SHA.c0, 0), base(s.base, SHA.c0));
    baselineRun = await addRunWithReports(double, repo, at(SHA.c1, 10), base(s.base, SHA.c1));
    // After the merge base: newer, but not an ancestor of the pull request. Its screens differ.
    const newer = baselineShards({ ...s.base, save: s.head.save }, SHA.c2);
    await addRunWithReports(double, repo, at(SHA.c2, 20), newer);
  }

  const fork = options.fork === true;
  const pull = double.addPull(repo, {
    number: 7,
    headSha: SHA.c3,
    baseSha: SHA.c2,
    headRef: "feature/save-button",
    headRepo: fork ? "contributor/desktop-app" : `${repo.owner}/${repo.name}`,
  });
  const prRun = await addRunWithReports(
    double,
    repo,
    {
      workflowId,
      headSha: SHA.c3,
      headBranch: pull.headRef,
      headRepo: pull.headRepo,
      event: "pull_request",
      conclusion: "failure",
      createdAt: "2026-05-01T10:00:00Z",
      pullRequests: fork ? [] : [7],
    },
    (options.head ?? headShards)(s.head, SHA.c3),
    { trajectories: true },
  );
  return { repo, workflowId, pull, prRun, baselineRun };
}
