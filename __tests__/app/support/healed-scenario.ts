/**
 * A pull request whose heal-mode run healed the task `calc` (and replayed `clean` cleanly): its report
 * artifact carries the updated replay (script, diff, two screens), and the repository has the task file
 * and the old script at the pull request's head.
 */
import type { GitHubDouble } from "../../helpers/github-double.ts";
import { png, screen, type HealedSpec } from "./fixtures.ts";
import { buildScenario, fixtureScreens, type Scenario, type ScenarioOptions } from "./scenario.ts";

export const OLD_SCRIPT = "# replay of calc\nclick(100, 200)\nprint('REPLAY_COMPLETE')\n";
export const NEW_SCRIPT =
  "# replay of calc\nclick_element('push button', 'Equals')\nprint('REPLAY_COMPLETE')\n";
export const DIFF = [
  "--- a/tasks/calc.replay.py",
  "+++ b/tasks/calc.replay.py",
  "@@ -1,3 +1,3 @@",
  " # replay of calc",
  "-click(100, 200)",
  "+click_element('push button', 'Equals')",
  " print('REPLAY_COMPLETE')",
  "",
].join("\n");
export const TASK_FILE = {
  schema_version: "1.0",
  id: "calc",
  instruction: "Compute 2+2",
  app: { type: "folder", dir: "app", entrypoint: "run.sh" },
  evaluator: { mode: "llm", llm_judge_prompt: "4" },
  replay_script: "calc.replay.py",
  replay_screenshots_dir: "recorded",
};

let screens: Promise<{ first: Buffer; second: Buffer }> | undefined;
/** The updated replay's two screens (small PNGs). */
export function healedScreens() {
  screens ??= (async () => ({
    first: await png(screen({ seed: 7 }, 64, 40)),
    second: await png(screen({ seed: 8 }, 64, 40)),
  }))();
  return screens;
}

export async function healedSpec(overrides: Partial<HealedSpec> = {}): Promise<HealedSpec> {
  const { first, second } = await healedScreens();
  return {
    replaces: "tasks/calc.replay.py",
    replacesScreens: "tasks/recorded",
    script: NEW_SCRIPT,
    diff: DIFF,
    screens: { "step_001.png": first, "step_002.png": second },
    ...overrides,
  };
}

export async function buildHealedScenario(
  double: GitHubDouble,
  options: ScenarioOptions & { healed?: HealedSpec; task?: unknown } = {},
): Promise<Scenario> {
  const s = await fixtureScreens();
  const healed = options.healed ?? (await healedSpec());
  const scenario = await buildScenario(double, {
    baseline: false,
    ...options,
    head: (_s, sha) => [
      {
        index: 1,
        count: 1,
        headSha: sha,
        mode: "heal",
        tasks: [
          { id: "calc", final: s.head.open, healed },
          { id: "clean", final: s.head.save },
        ],
      },
    ],
  });
  scenario.repo.files.set("tasks/calc.json", JSON.stringify(options.task ?? TASK_FILE, null, 2));
  scenario.repo.files.set("tasks/calc.replay.py", OLD_SCRIPT);
  return scenario;
}
