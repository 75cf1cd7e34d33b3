import { describe, expect, it } from "vitest";
import { interchangeableKey } from "../../src/session/docker/desktop-pool.ts";
import type { DockerSessionOptions } from "../../src/session/docker/docker-session.ts";
import { warmPoolCapacity } from "../../src/suite/concurrency.ts";

const GIB = 1024 ** 3;
const desktop: DockerSessionOptions = {
  image: "desktest-desktop:latest",
  taskId: "gedit-save",
  runId: "run-1",
  width: 1280,
  height: 800,
  env: { DESKTEST_SECRET_TOKEN: "s3cret", DESKTEST_SECRET_USER: "tester" },
};

describe("which desktops a warm pool may give a task", () => {
  it("any desktop with the same container settings, whatever task or run it was started for", () => {
    const key = interchangeableKey(desktop);
    expect(interchangeableKey({ ...desktop, taskId: "galculator-add", runId: "run-2", log: () => {} })).toBe(
      key,
    );
    // the same secrets in another order
    expect(
      interchangeableKey({
        ...desktop,
        env: { DESKTEST_SECRET_USER: "tester", DESKTEST_SECRET_TOKEN: "s3cret" },
      }),
    ).toBe(key);
  });

  it("never one that differs in image, resolution, secrets, network or FUSE", () => {
    const key = interchangeableKey(desktop);
    for (const other of [
      { image: "desktest-desktop:electron" },
      { width: 1920, height: 1080 },
      { env: { ...desktop.env, DESKTEST_SECRET_TOKEN: "another" } },
      { env: {} },
      { noNetwork: true },
      { needsFuse: true },
      { limits: { memoryBytes: 2 * GIB } },
    ])
      expect(interchangeableKey({ ...desktop, ...other })).not.toBe(key);
  });
});

describe("how many desktops may wait in a suite's warm pool", () => {
  it("up to the concurrency, as long as running and waiting desktops fit the memory budget", () => {
    // 1 GiB for the host, 1.5 GiB per desktop
    expect(warmPoolCapacity(3, 16 * GIB)).toBe(3); // 10 desktops fit
    expect(warmPoolCapacity(3, 8.5 * GIB)).toBe(2); // 5 fit: 3 run, 2 wait
    expect(warmPoolCapacity(2, 4 * GIB)).toBe(0); // 2 fit, both run
    expect(warmPoolCapacity(1, 2 * GIB)).toBe(0);
  });
});
