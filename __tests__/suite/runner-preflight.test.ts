import type Docker from "dockerode";
import { describe, expect, it } from "vitest";
import type { SuiteTask } from "../../src/report/suite-run.ts";
import { checkRunner, type RunnerProbe } from "../../src/suite/runner-preflight.ts";
import { load, baseTask } from "../helpers/task-docs.ts";

const folderTask = (id: string): SuiteTask => ({
  id,
  file: `${id}.json`,
  folder: id,
  task: load(baseTask({ id, app: { type: "folder", dir: "/apps/x", entrypoint: "run.sh" } })).task!,
});

function probe(options: { kvm: boolean; qemu: boolean }): RunnerProbe {
  return {
    platform: "linux",
    arch: "x64",
    which: async (name) => (options.qemu && name.startsWith("qemu") ? `/usr/bin/${name}` : undefined),
    readWrite: async () => options.kvm,
    // Docker answers; the image check is left to its own tests (a prebuilt image is named).
    connectDocker: async () =>
      ({
        version: async () => ({ Version: "20.10", Os: "linux", Arch: "amd64" }),
        getImage: () => ({ inspect: async () => ({ Config: { Labels: {} } }) }),
      }) as unknown as Docker,
  };
}

describe("the preflight of Linux tasks in VMs (--backend vm)", () => {
  it("needs QEMU's tools and Docker (the VM image is built from the Docker desktop), and says which accelerator", async () => {
    const tasks = [folderTask("a"), folderTask("b")];
    const missing = await checkRunner(tasks, {
      backend: "vm",
      prebuiltImage: "x",
      probe: probe({ kvm: false, qemu: false }),
    });
    expect(missing.ok).toBe(false);
    const names = missing.checks.filter((c) => !c.ok).map((c) => c.name);
    expect(names).toEqual(["qemu-system-x86_64", "qemu-img"]);
    expect(missing.checks.find((c) => c.name === "qemu-img")!.fix).toContain(
      "apt-get install -y qemu-system-x86 qemu-utils",
    );
    expect(missing.checks.find((c) => c.name === "KVM for Linux VM desktops")!.detail).toContain(
      "software emulation (TCG)",
    );
    expect(missing.checks.find((c) => c.name === "Docker engine")).toMatchObject({ ok: true, tasks: "a, b" });

    const ready = await checkRunner(tasks, {
      backend: "vm",
      prebuiltImage: "x",
      probe: probe({ kvm: true, qemu: true }),
    });
    expect(ready.checks.filter((c) => !c.ok)).toEqual([]);
    expect(ready.checks.find((c) => c.name === "KVM for Linux VM desktops")!.detail).toContain(
      "/dev/kvm is read-write",
    );
  });

  it("asks nothing of QEMU when the same tasks run in Docker", async () => {
    const result = await checkRunner([folderTask("a")], {
      prebuiltImage: "x",
      probe: probe({ kvm: false, qemu: false }),
    });
    expect(result.checks.map((c) => c.name)).not.toContain("qemu-img");
  });
});
