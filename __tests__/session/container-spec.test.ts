import { describe, expect, it } from "vitest";
import { containerSpec } from "../../src/session/docker/container-spec.ts";
import { LABEL } from "../../src/session/labels.ts";

const base = {
  image: "desktest-desktop:latest",
  runId: "run-1",
  taskId: "gedit-save",
  width: 1280,
  height: 800,
};

describe("container spec", () => {
  it("drops every capability, forbids privilege escalation and bounds memory, CPU and processes", () => {
    const spec = containerSpec({ ...base, now: new Date("2026-01-02T03:04:05Z"), pid: 4242 });
    expect(spec.HostConfig).toEqual({
      Memory: 4 * 1024 ** 3,
      MemorySwap: 4 * 1024 ** 3,
      CpuPeriod: 100_000,
      CpuQuota: 400_000,
      PidsLimit: 512,
      CapDrop: ["ALL"],
      SecurityOpt: ["no-new-privileges:true"],
    });
    expect(spec.Env).toEqual(["DISPLAY_WIDTH=1280", "DISPLAY_HEIGHT=800"]);
    expect(spec.Labels).toMatchObject({
      [LABEL.managed]: "true",
      [LABEL.runId]: "run-1",
      [LABEL.taskId]: "gedit-save",
      [LABEL.creatorPid]: "4242",
      [LABEL.createdAt]: "2026-01-02T03:04:05.000Z",
    });
  });

  it("gives the CPU limit as a CFS quota per 100 ms period, which Docker takes above the host's CPU count", () => {
    const half = containerSpec({ ...base, limits: { nanoCpus: 500_000_000 } }).HostConfig;
    expect([half?.CpuPeriod, half?.CpuQuota]).toEqual([100_000, 50_000]);
    expect(containerSpec(base).HostConfig?.NanoCpus).toBeUndefined();
  });

  it("has no network with noNetwork, and FUSE access (without no-new-privileges) with needsFuse", () => {
    expect(containerSpec({ ...base, noNetwork: true }).HostConfig?.NetworkMode).toBe("none");
    const fuse = containerSpec({ ...base, needsFuse: true }).HostConfig;
    expect(fuse?.CapAdd).toEqual(["SYS_ADMIN"]);
    expect(fuse?.Devices).toEqual([
      { PathOnHost: "/dev/fuse", PathInContainer: "/dev/fuse", CgroupPermissions: "rwm" },
    ]);
    expect(fuse?.SecurityOpt).toBeUndefined();
    expect(fuse?.CapDrop).toEqual(["ALL"]);
  });

  it("passes secrets as environment variables and keeps custom limits", () => {
    const spec = containerSpec({ ...base, env: { DESKTEST_SECRET_token: "v" }, limits: { pidsLimit: 64 } });
    expect(spec.Env).toContain("DESKTEST_SECRET_token=v");
    expect(spec.HostConfig?.PidsLimit).toBe(64);
  });
});
