import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type Docker from "dockerode";
import { describe, expect, it } from "vitest";
import type { SuiteTask } from "../../src/report/suite-run.ts";
import { tartProfileFile } from "../../src/session/tart/tart-profile.ts";
import { checkRunner, type RunnerProbe } from "../../src/suite/runner-preflight.ts";
import { load, baseTask } from "../helpers/task-docs.ts";
import { suiteTaskOf } from "./fake-run-task.ts";

const folderTask = (id: string): SuiteTask =>
  suiteTaskOf(
    load(baseTask({ id, app: { type: "folder", dir: "/apps/x", entrypoint: "run.sh" } })).task!,
    `${id}.json`,
  );

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

  it("checks Docker for every task of a suite that mixes Docker and VM tasks", async () => {
    const image = (id: string): SuiteTask =>
      suiteTaskOf(load(baseTask({ id, app: { type: "docker_image", image: "x" } })).task!, `${id}.json`);
    const tasks = [image("in-docker"), folderTask("in-vm"), image("also-docker")];
    const unreachable = {
      ...probe({ kvm: true, qemu: true }),
      connectDocker: () => Promise.reject(new Error("no socket")),
    };
    const result = await checkRunner(tasks, { backend: "vm", prebuiltImage: "x", probe: unreachable });
    expect(result.checks.find((c) => c.name === "Docker engine")).toMatchObject({
      ok: false,
      tasks: "in-docker, in-vm, also-docker",
    });
    expect(result.checks.find((c) => c.name === "KVM for Linux VM desktops")).toMatchObject({
      tasks: "in-vm",
    });
  });
});

describe("the preflight of macOS tasks in Tart VMs", () => {
  const tartTask = (id: string, image: string): SuiteTask =>
    suiteTaskOf(
      load(baseTask({ id, app: { type: "macos_tart", base_image: image, bundle_id: "com.apple.TextEdit" } }))
        .task!,
      `${id}.json`,
    );

  it("checks Apple silicon, tart, and each base image's preparation, naming the tasks", async () => {
    const home = mkdtempSync(path.join(tmpdir(), "desktest-tart-home-"));
    const saved = process.env.DESKTEST_TART_HOME;
    process.env.DESKTEST_TART_HOME = home;
    try {
      mkdirSync(path.join(home, "images"), { recursive: true });
      writeFileSync(tartProfileFile("sonoma-ready", home), "{}");
      const result = await checkRunner([tartTask("a", "sonoma-ready"), tartTask("b", "sonoma-raw")], {
        probe: {
          ...probe({ kvm: false, qemu: false }),
          platform: "darwin",
          arch: "arm64",
          which: async (n) => (n === "tart" ? "/opt/homebrew/bin/tart" : undefined),
        },
      });
      const byName = new Map(result.checks.map((c) => [c.name, c]));
      expect(byName.get("Apple silicon Mac")!.ok).toBe(true);
      expect(byName.get("tart")!.ok).toBe(true);
      expect(byName.get("Tart image sonoma-ready")).toMatchObject({ ok: true, tasks: "a" });
      expect(byName.get("Tart image sonoma-raw")).toMatchObject({ ok: false, tasks: "b" });
      expect(byName.get("Tart image sonoma-raw")!.fix).toContain("docs/macos.md");
      expect(byName.has("Docker engine")).toBe(false);
    } finally {
      if (saved === undefined) delete process.env.DESKTEST_TART_HOME;
      else process.env.DESKTEST_TART_HOME = saved;
    }
  });
});
