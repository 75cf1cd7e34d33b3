import { afterEach, describe, expect, it, vi } from "vitest";
import { buildProgress } from "../../src/session/build-progress.ts";
import { desktopImageTag } from "../../src/session/docker/desktop-image.ts";

describe("a build's progress", () => {
  afterEach(() => vi.useRealTimers());

  it("says each Dockerfile step with its counter and the time so far, and the total at the end", () => {
    let now = 1_000;
    const said: string[] = [];
    const progress = buildProgress("desktest-desktop:latest", (line) => said.push(line), {
      now: () => now,
      heartbeatMs: 0,
    });
    progress.output("Step 1/3 : FROM debian:bookworm-slim");
    progress.output(" ---> 1ec84ea42531");
    now += 42_000;
    progress.output("Step 2/3 : RUN apt-get update \\\n  && apt-get install -y   gedit");
    progress.output("Get:1 http://deb.example/debian bookworm InRelease");
    now += 80_000;
    progress.output("Step 3/3 : LABEL desktest.image.hash=abc");
    progress.end("built");
    expect(said).toEqual([
      "desktest-desktop:latest [1/3] FROM debian:bookworm-slim (0ms so far)",
      "desktest-desktop:latest [2/3] RUN apt-get update \\ && apt-get install -y gedit (42.0s so far)",
      "desktest-desktop:latest [3/3] LABEL desktest.image.hash=abc (2m 02s so far)",
      "desktest-desktop:latest: built in 2m 02s (3 steps)",
    ]);
    expect(progress.tail()).toEqual([
      " ---> 1ec84ea42531",
      "Get:1 http://deb.example/debian bookworm InRelease",
    ]);
  });

  it("says a long step is still running, and stops saying it when the build ends", () => {
    vi.useFakeTimers();
    const said: string[] = [];
    const progress = buildProgress("Linux VM image", (line) => said.push(line), { heartbeatMs: 30_000 });
    progress.step(3, 4, "a GPT disk of 8192 MiB");
    vi.advanceTimersByTime(60_000);
    expect(said).toEqual([
      "Linux VM image [3/4] a GPT disk of 8192 MiB (0ms so far)",
      "Linux VM image [3/4] a GPT disk of 8192 MiB (still running, 30.0s so far)",
      "Linux VM image [3/4] a GPT disk of 8192 MiB (still running, 1m 00s so far)",
    ]);
    progress.end("failed");
    vi.advanceTimersByTime(60_000);
    expect(said).toHaveLength(3);
  });

  it("keeps only the builder's last lines for a failed build's error", () => {
    const progress = buildProgress("x:1", () => undefined, { heartbeatMs: 0 });
    for (let i = 1; i <= 50; i++) progress.output(`line ${i}`);
    expect(progress.tail()).toHaveLength(20);
    expect(progress.tail().at(-1)).toBe("line 50");
    expect(progress.tail()[0]).toBe("line 31");
  });
});

describe("the desktop image's tag", () => {
  it("is desktest-desktop's unless DESKTEST_DESKTOP_IMAGE names another, whose repository the electron variant shares", () => {
    expect(desktopImageTag("desktop", {})).toBe("desktest-desktop:latest");
    expect(desktopImageTag("electron", {})).toBe("desktest-desktop:electron");
    expect(desktopImageTag("desktop", { DESKTEST_DESKTOP_IMAGE: "ci/my-desktop:v2" })).toBe(
      "ci/my-desktop:v2",
    );
    expect(desktopImageTag("electron", { DESKTEST_DESKTOP_IMAGE: "ci/my-desktop:v2" })).toBe(
      "ci/my-desktop:electron",
    );
    expect(desktopImageTag("desktop", { DESKTEST_DESKTOP_IMAGE: "my-desktop" })).toBe("my-desktop:latest");
    expect(desktopImageTag("electron", { DESKTEST_DESKTOP_IMAGE: "localhost:5000/d" })).toBe(
      "localhost:5000/d:electron",
    );
  });

  it("refuses a value that is not an image tag, saying which variable to fix", () => {
    expect(() => desktopImageTag("desktop", { DESKTEST_DESKTOP_IMAGE: "Bad Name; rm -rf /" })).toThrow(
      /DESKTEST_DESKTOP_IMAGE 'Bad Name; rm -rf \/' is not an image tag/,
    );
    expect(() => desktopImageTag("desktop", { DESKTEST_DESKTOP_IMAGE: "x@sha256:abc" })).toThrow(
      /not an image tag/,
    );
  });
});
