import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureOsworldImage } from "../../src/session/docker/osworld-image.ts";
import { docker } from "../helpers/desktop.ts";
import { runExample } from "./run-example.ts";

// OSWorld's vlc_playing_info and is_vlc_playing in a real desktop of the vlc profile: the task
// (fixtures/tasks/desktest-vlc-playing.json) makes a WAV recording and starts VLC as OSWorld's VLC tasks do;
// VLC's HTTP interface answers inside the desktop, however VLC was started. The three runs go side by side, each
// in its own desktop and folder (a run mostly waits, on VLC and the solution's sleeps).
const TIMEOUT = 300_000;

beforeAll(async () => {
  await ensureOsworldImage(docker, ["vlc"]);
}, 900_000);

describe("is_vlc_playing over VLC's HTTP interface", () => {
  it(
    "scores 1 while VLC plays the file, 0 once it is paused, and 0 when nothing was opened",
    async () => {
      const [playing, paused, nothing] = await Promise.all([
        runExample("desktest-vlc-playing"),
        runExample("desktest-vlc-playing", { solution: "desktest-vlc-paused" }),
        runExample("desktest-vlc-playing", { solution: "nothing" }),
      ]);
      expect(playing.results).toMatchObject({ status: "pass", score: 1 });
      const status = readFileSync(path.join(playing.artifacts, "osworld", "cache", "status.xml"), "utf8");
      expect(status).toMatch(/<state>playing<\/state>/);
      expect(status).toMatch(/<info name='filename'>tone\.wav<\/info>/);

      expect(paused.results).toMatchObject({ status: "fail", score: 0 });
      expect(readFileSync(path.join(paused.artifacts, "osworld", "cache", "status.xml"), "utf8")).toMatch(
        /<state>paused<\/state>/,
      );

      expect(nothing.results).toMatchObject({ status: "fail", score: 0 });
      expect(readFileSync(path.join(nothing.artifacts, "osworld", "cache", "status.xml"), "utf8")).toMatch(
        /<state>stopped<\/state>/,
      );
    },
    TIMEOUT,
  );
});
