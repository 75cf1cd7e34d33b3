import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { BASE_IMAGE, DESKTOP_IMAGE } from "../../src/session/docker/desktop-image.ts";
import { diagnose } from "../../src/suite/doctor.ts";
import { checkMark } from "../../src/suite/runner-preflight.ts";
import { docker } from "../helpers/desktop.ts";

/**
 * `desktest doctor` (no tasks) against the real Docker engine: the desktop image as built, stale or
 * missing. The image is this test's own tag (DESKTEST_DESKTOP_IMAGE), so the shared one is only read.
 */
describe("desktest doctor reports the desktop image", () => {
  const [repository, version] = [`desktest-doctor-test`, String(process.pid)];
  const tag = `${repository}:${version}`;
  const desktopCheck = async () => {
    vi.stubEnv("DESKTEST_DESKTOP_IMAGE", tag);
    const check = (await diagnose()).find((c) => c.name === "Desktop image")!;
    return { mark: checkMark(check), detail: check.detail };
  };

  afterEach(() => vi.unstubAllEnvs());
  afterAll(async () => {
    await docker
      .getImage(tag)
      .remove({ noprune: true })
      .catch(() => undefined);
  });

  it("missing: a warning that the first run builds it, never ✓", async () => {
    expect(await desktopCheck()).toEqual({
      mark: "warning",
      detail: `${tag}: not built; the first run of Linux desktops (Docker and VM) builds it from docker/ (about a minute)`,
    });
  });

  it("stale: built from another docker/ folder (here: not from one at all)", async () => {
    await docker.getImage(BASE_IMAGE).tag({ repo: repository, tag: version });
    expect(await desktopCheck()).toEqual({
      mark: "warning",
      detail: `${tag}: stale (built from another docker/ folder); the first run of Linux desktops (Docker and VM) builds it from docker/ (about a minute)`,
    });
  });

  it("built: the image the test setup built from this docker/ folder", async () => {
    await docker.getImage(DESKTOP_IMAGE).tag({ repo: repository, tag: version });
    expect(await desktopCheck()).toEqual({ mark: "ok", detail: `${tag}: built from this docker/ folder` });
  });
});
