import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureOsworldImage } from "../../src/session/docker/osworld-image.ts";
import { docker } from "../helpers/desktop.ts";
import { runExample } from "./run-example.ts";

// The reference OSWorld tasks that need an app profile (VLC, chromium standing in for Chrome, and the
// LibreOffice profile that the sar task's related_apps asks for), unmodified, in real desktops. A task's solved
// and do-nothing runs go side by side, each in its own desktop and folder (a run mostly waits on its apps).
const TIMEOUT = 300_000;

beforeAll(async () => {
  for (const apps of [["vlc"], ["chromium"], ["libreoffice"]] as const)
    await ensureOsworldImage(docker, apps);
}, 900_000);

describe("OSWorld app tasks in a real desktop", () => {
  it(
    "215dfd39 (VLC: launch with shell, pkill + relaunch postconfig, vlc_config + check_qt_bgcone)",
    async () => {
      const [solved, nothing] = await Promise.all([
        runExample("215dfd39-f493-4bc3-a027-8a97d72c61bf"),
        runExample("215dfd39-f493-4bc3-a027-8a97d72c61bf", { solution: "nothing" }),
      ]);
      expect(solved.results).toMatchObject({ status: "pass", score: 1 });
      expect(readFileSync(path.join(solved.artifacts, "osworld", "cache", "vlcrc"), "utf8")).toMatch(
        /^qt-bgcone=0$/m,
      );
      // Doing nothing, VLC writes no vlcrc: OSWorld's vlc_config getter then writes None and raises, so
      // OSWorld gives the task no score (an unfinished task) — an evaluation error, not a 0
      expect(nothing.results).toMatchObject({ status: "error", error_category: "infra_error" });
      expect(nothing.results.error_detail).toMatch(/TypeError.*the result getter of check_qt_bgcone/);
      expect(nothing.resultTxt).toBeUndefined();
      expect(nothing.traj.at(-1)).toHaveProperty("Error");
    },
    TIMEOUT,
  );

  it(
    "2ad9387a (Chrome bookmarks: google-chrome and socat launches, pkill chrome, the bookmarks getter)",
    async () => {
      const [solved, nothing] = await Promise.all([
        runExample("2ad9387a-65d8-4e33-ad5b-7580065a27ca"),
        runExample("2ad9387a-65d8-4e33-ad5b-7580065a27ca", { solution: "nothing" }),
      ]);
      expect(solved.results).toMatchObject({ status: "pass", score: 1 });
      expect(nothing.results).toMatchObject({ status: "fail", score: 0 });
    },
    TIMEOUT,
  );

  it(
    "2373b66a (sar report: vm_file into file_contains and check_line_number under conj and)",
    async () => {
      const [solved, nothing] = await Promise.all([
        runExample("2373b66a-092d-44cb-bfd7-82e86e7a3b4d"),
        runExample("2373b66a-092d-44cb-bfd7-82e86e7a3b4d", { solution: "nothing" }),
      ]);
      expect(solved.results).toMatchObject({ status: "pass", score: 1, score_detail: "mean of [1, 1] = 1" });
      expect(nothing.results).toMatchObject({ status: "fail", score: 0 });
      expect(nothing.results.metric_results.at(-1)).toMatchObject({
        metric: "osworld:file_contains",
        actual: "None",
      });
    },
    TIMEOUT,
  );
});
