import { beforeAll, describe, expect, it } from "vitest";
import { ensureOsworldImage } from "../../src/session/docker/osworld-image.ts";
import { docker } from "../helpers/desktop.ts";
import { runExample } from "./run-example.ts";

// What the image profiles carry for OSWorld's getters and setup steps, in a real desktop: a task in
// OSWorld's format (fixtures/tasks/) scores 1 with its scripted solution and 0 without. The two runs of a task
// go side by side, each in its own desktop and folder (a run mostly waits: on its apps, the task's sleeps).
const TIMEOUT = 240_000;

beforeAll(async () => {
  await ensureOsworldImage(docker, []);
  await ensureOsworldImage(docker, ["chromium"]);
}, 900_000);

describe("OSWorld's getters on what the profiles' apps write", () => {
  it(
    "volume: PulseAudio runs with a default sink, so pactl in setup, solution and getter sees one volume",
    async () => {
      const [solved, nothing] = await Promise.all([
        runExample("desktest-volume-max"),
        runExample("desktest-volume-max", { solution: "nothing" }),
      ]);
      expect(solved.results).toMatchObject({ status: "pass", score: 1 });
      expect(nothing.results).toMatchObject({ status: "fail", score: 0 });
      expect(nothing.results.metric_results.at(-1)).toMatchObject({ actual: "20\n" });
    },
    TIMEOUT,
  );

  it(
    "Chrome's Do Not Track: the enable_do_not_track getter reads chromium's Preferences in ~/.config/google-chrome",
    async () => {
      const [solved, nothing] = await Promise.all([
        runExample("desktest-chrome-do-not-track"),
        runExample("desktest-chrome-do-not-track", { solution: "nothing" }),
      ]);
      expect(solved.results).toMatchObject({ status: "pass", score: 1 });
      expect(nothing.results).toMatchObject({ status: "fail", score: 0 });
      expect(nothing.results.metric_results.at(-1)).toMatchObject({ actual: "false" });
    },
    TIMEOUT,
  );

  it(
    "Chrome's tabs: chrome_open_tabs and chrome_close_tabs in setup, open_tabs_info and is_expected_tabs in the evaluator",
    async () => {
      const [solved, nothing] = await Promise.all([
        runExample("desktest-chrome-close-tabs"),
        runExample("desktest-chrome-close-tabs", { solution: "nothing" }),
      ]);
      expect(solved.results).toMatchObject({ status: "pass", score: 1 });
      expect(nothing.results).toMatchObject({ status: "fail", score: 0 });
      // chrome_close_tabs closed the version page chrome_open_tabs opened; the credits stay
      expect(nothing.results.metric_results.at(-1)?.actual).toContain("chrome://credits/");
      expect(nothing.results.metric_results.at(-1)?.actual).not.toContain("chrome://version/");
    },
    TIMEOUT,
  );
});
