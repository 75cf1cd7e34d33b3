import { execFileSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureOsworldImage } from "../../src/session/docker/osworld-image.ts";
import { docker } from "../helpers/desktop.ts";
import { tempDir } from "./helpers.ts";
import { runExample } from "./run-example.ts";

// compare_audios and compare_videos in real desktops, with the tasks of fixtures/tasks/ modelled on OSWorld's
// VLC tasks: the video to work on is downloaded from the task cache and the gold file fetched from it
// (cloud_file), both made here with the host's ffmpeg; the scripted solutions make the result with the
// desktop's ffmpeg. compare_audios (OSWorld's librosa + fastdtw, in the profile's librosa tool) scores the
// similarity, and the task passes at 1 only. A test's runs go side by side, each in its own desktop and folder
// (the cache they read is made before them and only read).
const TIMEOUT = 300_000;
const cache = tempDir();
const env = { DESKTEST_OSWORLD_CACHE: cache };

/** A file of the task cache, in the layout of OSWorld's file-cache dataset (the fixtures' URLs). */
function cached(task: string, name: string): string {
  mkdirSync(path.join(cache, "vlc", task), { recursive: true });
  return path.join(cache, "vlc", task, name);
}

function ffmpeg(...args: string[]): void {
  execFileSync("ffmpeg", ["-nostdin", "-v", "error", "-y", ...args]);
}

// three notes, a second each; the video's soundtrack is the gold's 16-bit samples, lossless (FLAC), so
// the soundtrack extracted from it has the gold's samples
const MELODY = "aevalsrc=0.5*sin(2*PI*t*if(lt(t\\,1)\\,440\\,if(lt(t\\,2)\\,660\\,550))):s=22050:d=3";
const PICTURE = "testsrc=size=320x240:rate=10:duration=3";

beforeAll(async () => {
  const gold = cached("desktest-extract-audio", "melody_gold.wav");
  ffmpeg("-f", "lavfi", "-i", MELODY, "-c:a", "pcm_s16le", gold);
  ffmpeg(
    ...["-f", "lavfi", "-i", PICTURE, "-i", gold],
    ...["-c:v", "mpeg4", "-c:a", "flac", "-shortest", cached("desktest-extract-audio", "melody.mkv")],
  );
  const h264 = ["-c:v", "libx264", "-pix_fmt", "yuv420p"];
  ffmpeg("-f", "lavfi", "-i", PICTURE, ...h264, cached("desktest-flip-video", "clip_gold.mp4"));
  ffmpeg(
    ...["-f", "lavfi", "-i", PICTURE, "-vf", "hflip,vflip", ...h264],
    cached("desktest-flip-video", "flipped_clip.mp4"),
  );
  await ensureOsworldImage(docker, ["librosa", "vlc"]);
  await ensureOsworldImage(docker, ["vlc"]);
}, 1_800_000);

describe("compare_audios in the librosa profile", () => {
  it(
    "scores 1 for the video's own soundtrack, less than 1 for another tune, and 0 when no file was saved",
    async () => {
      const [same, other, nothing] = await Promise.all([
        runExample("desktest-extract-audio", { extra: { env } }),
        runExample("desktest-extract-audio", { solution: "desktest-extract-audio-other", extra: { env } }),
        runExample("desktest-extract-audio", { solution: "nothing", extra: { env } }),
      ]);
      expect(same.results).toMatchObject({ status: "pass", score: 1 });
      expect(other.results.status).toBe("fail");
      expect(other.results.score).toBeGreaterThan(0);
      expect(other.results.score).toBeLessThan(0.9);
      expect(nothing.results).toMatchObject({ status: "fail", score: 0 });
    },
    TIMEOUT,
  );
});

describe("compare_videos in the vlc profile", () => {
  it(
    "scores 1 for the video turned the right way up, and 0 for it left upside down or not saved",
    async () => {
      const [turned, unchanged, nothing] = await Promise.all([
        runExample("desktest-flip-video", { extra: { env } }),
        runExample("desktest-flip-video", { solution: "desktest-flip-video-unchanged", extra: { env } }),
        runExample("desktest-flip-video", { solution: "nothing", extra: { env } }),
      ]);
      expect(turned.results).toMatchObject({ status: "pass", score: 1 });
      expect(unchanged.results).toMatchObject({ status: "fail", score: 0 });
      expect(nothing.results).toMatchObject({ status: "fail", score: 0 });
    },
    TIMEOUT,
  );
});
