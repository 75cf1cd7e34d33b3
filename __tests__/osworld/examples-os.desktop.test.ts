import { cpSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureOsworldImage } from "../../src/session/docker/osworld-image.ts";
import { cli, tempTree } from "../helpers/cli.ts";
import { docker } from "../helpers/desktop.ts";
import { agentThatSays, EXAMPLES, FIXTURES, runExample } from "./run-example.ts";

// The reference OSWorld tasks of the "os" domain, unmodified, in real desktops of the core image profile:
// the scripted solution scores 1, doing nothing scores 0. Scripts: fixtures/solutions/<id>.replay.py. A test's
// runs go side by side, each in its own desktop and folder (a run mostly waits: on its apps, the task's sleeps).
const TIMEOUT = 240_000;

beforeAll(async () => {
  await ensureOsworldImage(docker, []);
}, 600_000);

describe("OSWorld os-domain tasks in a real desktop", () => {
  it(
    "e0df059f (rename a folder: sudo setup, exact_match on vm_command_line)",
    async () => {
      const [solved, nothing] = await Promise.all([
        runExample("e0df059f-28a6-4169-924f-b9623e7184cc"),
        runExample("e0df059f-28a6-4169-924f-b9623e7184cc", { solution: "nothing" }),
      ]);
      expect(solved.results).toMatchObject({
        status: "pass",
        score: 1,
        format: "osworld",
        test_id: "e0df059f-28a6-4169-924f-b9623e7184cc",
      });
      expect(solved.exitCode).toBe(0);
      expect(solved.resultTxt).toBe("1.0\n");
      expect(solved.results.metric_results.map((m) => [m.metric, m.passed])).toEqual([
        ["script_replay", true],
        ["osworld:exact_match", true],
      ]);
      // OSWorld's traj.jsonl: one line per action, the last one done
      expect(solved.traj.map((t) => t.step_num)).toEqual([1, 2, 2]);
      expect(solved.traj.at(-1)).toMatchObject({
        action: "DONE",
        done: true,
        info: { done: true },
        reward: 0,
      });
      expect(String(solved.traj[0]!.action_timestamp)).toMatch(/^\d{8}@\d{12}$/);
      // desktest's own artifacts are all there too
      const results = JSON.parse(
        readFileSync(path.join(solved.dir, "out", "results.json"), "utf8"),
      ) as Record<string, unknown>;
      expect(results.score).toBe(1);
      expect(
        readFileSync(path.join(solved.artifacts, "trajectory.jsonl"), "utf8").trim().split("\n"),
      ).toHaveLength(2);
      expect(JSON.parse(readFileSync(path.join(solved.artifacts, "task.json"), "utf8"))).toMatchObject({
        id: "e0df059f-28a6-4169-924f-b9623e7184cc",
      });

      expect(nothing.results).toMatchObject({ status: "fail", score: 0, error_category: "test_failure" });
      expect(nothing.exitCode).toBe(1);
      expect(nothing.resultTxt).toBe("0.0\n");
      // The score points at the evaluator's func in the file (line 30), for annotations.
      const scoreAt = nothing.results.metric_results.findIndex((m) => m.metric === "osworld:exact_match");
      expect(nothing.locations?.metrics[scoreAt]).toMatchObject({ line: 30, pointer: "/evaluator/func" });
    },
    TIMEOUT,
  );

  it(
    "3ce045a0 (enlarge text: two check_include_exclude under conj or, gsettings through dconf)",
    async () => {
      const [solved, nothing] = await Promise.all([
        runExample("3ce045a0-877b-42aa-8d2c-b4a863336ab8"),
        runExample("3ce045a0-877b-42aa-8d2c-b4a863336ab8", { solution: "nothing" }),
      ]);
      expect(solved.results).toMatchObject({ status: "pass", score: 1 });
      expect(solved.results.score_detail).toMatch(/conj or: the first 1 decides/);
      expect(nothing.results).toMatchObject({ status: "fail", score: 0, score_detail: "max of [0, 0] = 0" });
    },
    TIMEOUT,
  );

  it(
    "4d117223 (chmod 644: download from the offline cache, execute, activate_window, postconfig download)",
    async () => {
      const [solved, nothing] = await Promise.all([
        runExample("4d117223-a354-47fb-8b45-62ab1390a95f"),
        runExample("4d117223-a354-47fb-8b45-62ab1390a95f", { solution: "nothing" }),
      ]);
      expect(solved.results).toMatchObject({ status: "pass", score: 1 });
      expect(nothing.results).toMatchObject({ status: "fail", score: 0 });
      expect(nothing.results.metric_results.at(-1)?.actual).toMatch(
        /Files with wrong permissions: \.\/a\.txt/,
      );
    },
    TIMEOUT,
  );

  it(
    "4d117223 without its cached downloads is a configuration error naming the URL, located at the step",
    async () => {
      const run = await runExample("4d117223-a354-47fb-8b45-62ab1390a95f", { extra: { env: {} } });
      expect(run.results).toMatchObject({ status: "error", error_category: "config_error" });
      expect(run.results.error_detail).toMatch(
        /4d117223-a354-47fb-8b45-62ab1390a95f\.json:\d+:\d+ no cached copy of https:\/\/huggingface\.co\/datasets\/xlangai\/ubuntu_osworld_file_cache\/resolve\/main\/os\/4d117223-a354-47fb-8b45-62ab1390a95f\/setup\.sh/,
      );
      expect(run.resultTxt).toBeUndefined();
      expect(run.traj.at(-1)).toHaveProperty("Error");
      expect(run.exitCode).toBe(2);
    },
    TIMEOUT,
  );

  it(
    "a462a795 (infeasible): 1 only when the last action is FAIL, from a scripted solution or an agent",
    async () => {
      const [failed, nothing, agentFail, agentDone] = await Promise.all([
        runExample("a462a795-fdc7-4b23-b689-e8b6df786b78"),
        runExample("a462a795-fdc7-4b23-b689-e8b6df786b78", { solution: "nothing" }),
        runExample("a462a795-fdc7-4b23-b689-e8b6df786b78", { agent: agentThatSays("FAIL") }),
        runExample("a462a795-fdc7-4b23-b689-e8b6df786b78", { agent: agentThatSays("DONE") }),
      ]);
      expect(failed.results).toMatchObject({ status: "pass", score: 1 });
      expect(failed.traj.at(-1)).toMatchObject({ action: "FAIL", done: true, info: { fail: true } });
      expect(nothing.results).toMatchObject({ status: "fail", score: 0 });
      expect(agentFail.results).toMatchObject({ status: "pass", score: 1 });
      expect(agentFail.results.agent_verdict).toMatchObject({ passed: false, steps: 1 });
      expect(agentDone.results).toMatchObject({ status: "fail", score: 0 });
    },
    TIMEOUT,
  );

  it(
    "a feasible task that ends in FAIL scores 0 even when its check would pass",
    async () => {
      const run = await runExample("3ce045a0-877b-42aa-8d2c-b4a863336ab8", { agent: agentThatSays("FAIL") });
      expect(run.results).toMatchObject({
        status: "fail",
        score: 0,
        score_detail: "the agent's last action was FAIL on a feasible task",
      });
    },
    TIMEOUT,
  );

  it(
    "13584542 (default terminal size: vm_terminal_output reads the focused gnome-terminal through AT-SPI)",
    async () => {
      const [solved, nothing] = await Promise.all([
        runExample("13584542-872b-42d8-b299-866967b5c3ef", { width: 1920, height: 1080 }),
        runExample("13584542-872b-42d8-b299-866967b5c3ef", {
          solution: "nothing",
          width: 1920,
          height: 1080,
        }),
      ]);
      expect(solved.results, solved.results.error_detail ?? undefined).toMatchObject({
        status: "pass",
        score: 1,
      });
      expect(solved.results.metric_results.at(-1)?.actual).toMatch(/stty size\n43 132\n/);
      expect(nothing.results).toMatchObject({ status: "fail", score: 0 });
      expect(nothing.results.metric_results.at(-1)?.actual).toMatch(/24 80/);
    },
    TIMEOUT,
  );

  it(
    "desktest suite runs desktest and OSWorld tasks together, in one report",
    async () => {
      const dir = tempTree({});
      const repo = path.resolve(import.meta.dirname, "../..");
      for (const name of ["gedit-app", "gedit-save.json", "gedit-save.replay.py"])
        cpSync(path.join(repo, "examples", name), path.join(dir, "tasks", name), { recursive: true });
      for (const id of ["e0df059f-28a6-4169-924f-b9623e7184cc", "a462a795-fdc7-4b23-b689-e8b6df786b78"]) {
        cpSync(path.join(EXAMPLES, `${id}.json`), path.join(dir, "tasks", `${id}.json`));
        cpSync(
          path.join(FIXTURES, "solutions", `${id}.replay.py`),
          path.join(dir, "tasks", `${id}.replay.py`),
        );
      }
      const result = await cli(
        [
          "suite",
          "tasks",
          "--replay",
          "--resolution",
          "1280x800",
          "--output",
          "results",
          "--artifacts-dir",
          "artifacts",
          "--concurrency",
          "1",
        ],
        dir,
      );
      expect(result.code, result.stdout + result.stderr).toBe(0);
      // The second OSWorld task's desktop was started while the first ran (its profile built by then).
      expect(
        readFileSync(
          path.join(dir, "artifacts", "e0df059f-28a6-4169-924f-b9623e7184cc", "run-log.txt"),
          "utf8",
        ),
      ).toContain("desktop: a warm one");
      const report = JSON.parse(readFileSync(path.join(dir, "results", "report.json"), "utf8")) as {
        summary: { passed: number };
        tasks: { id: string; status: string; score: number | null }[];
      };
      expect(report.summary.passed).toBe(3);
      // report.json carries the OSWorld score; desktest tasks have none.
      expect(Object.fromEntries(report.tasks.map((t) => [t.id, t.score]))).toEqual({
        "a462a795-fdc7-4b23-b689-e8b6df786b78": 1,
        "e0df059f-28a6-4169-924f-b9623e7184cc": 1,
        "gedit-save": null,
      });
      expect(report.tasks.map((t) => t.id).sort()).toEqual([
        "a462a795-fdc7-4b23-b689-e8b6df786b78",
        "e0df059f-28a6-4169-924f-b9623e7184cc",
        "gedit-save",
      ]);
      const osworld = JSON.parse(
        readFileSync(
          path.join(dir, "artifacts", "e0df059f-28a6-4169-924f-b9623e7184cc", "results.json"),
          "utf8",
        ),
      ) as Record<string, unknown>;
      expect(osworld).toMatchObject({ status: "pass", score: 1, format: "osworld" });
      expect(
        readFileSync(
          path.join(dir, "artifacts", "e0df059f-28a6-4169-924f-b9623e7184cc", "result.txt"),
          "utf8",
        ),
      ).toBe("1.0\n");
    },
    TIMEOUT,
  );
});
