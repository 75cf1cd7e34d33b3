import { describe, expect, it } from "vitest";
import { BACKEND_CHOICES } from "../../src/session/backend-choices.ts";
import { BACKENDS, placeTask } from "../../src/session/backends.ts";
import type { PlacementFlags } from "../../src/session/desktop-backend.ts";
import type { Task } from "../../src/task/model.ts";
import type { SshDesktopOptions } from "../../src/session/ssh-target.ts";

const folder = { type: "folder", dir: "app", entrypoint: "run.sh", electron: false } as const;
const tart = { type: "macos_tart", base_image: "b", electron: false } as const;
const ssh = { target: { user: "me", host: "desk", port: 22 } } as unknown as SshDesktopOptions;

/** The name of the backend the task lands on. */
function where(app: unknown, flags: PlacementFlags = {}, platform: NodeJS.Platform = "linux"): string {
  return placeTask({ task: { app } as Task }, flags, { platform }).backend.name;
}

describe("where each task's desktop runs (placeTask over BACKENDS, first match)", () => {
  it("sends folder apps to Docker by default, a VM with --backend vm, this desktop with --backend host", () => {
    expect(where(folder)).toBe("docker");
    expect(where(folder, { backend: "docker" })).toBe("docker");
    expect(where(folder, { backend: "vm" })).toBe("linux-vm");
    expect(where(folder, { backend: "host" })).toBe("host");
    expect(where({ type: "docker_image", image: "x", needs_fuse: false }, { backend: "vm" })).toBe("docker");
  });

  it("runs each VM type in its own backend, and every task on the SSH desktop with --ssh", () => {
    expect(where(tart)).toBe("tart");
    expect(where({ type: "windows_vm", base_image: "w.qcow2" })).toBe("windows-vm");
    expect(where(folder, { ssh })).toBe("ssh");
    expect(where({ type: "macos_native", bundle_id: "com.x" }, { ssh })).toBe("ssh");
    expect(() => where(tart, { ssh })).toThrow(/--ssh drives an existing desktop/);
  });

  it("attaches to a named container, and says a vnc_attach task needs one", () => {
    expect(where({ type: "vnc_attach" }, { attachTo: "c1" })).toBe("attach");
    expect(() => where({ type: "vnc_attach" })).toThrow("attaches to a running desktop");
  });

  it("runs native app types on their own operating system", () => {
    expect(where({ type: "macos_native", bundle_id: "com.x" }, {}, "darwin")).toBe("host");
    expect(where({ type: "windows_native", app_path: "C:\\x.exe" }, {}, "win32")).toBe("host");
  });

  it("refuses a native app type elsewhere, naming where it runs and --ssh, located in the file", () => {
    const locate = (pointer: string) => ({ file: "t.json", line: 3, column: 5, pointer });
    const place = () =>
      placeTask({ task: { app: { type: "windows_native" } } as Task, locate }, {}, { platform: "darwin" });
    expect(place).toThrow(/runs on the desktop of a Windows runner; this machine runs macOS/);
    try {
      place();
    } catch (error) {
      expect((error as { hint?: string }).hint).toContain("--ssh user@host");
      expect((error as { location?: unknown }).location).toEqual(locate("/app/type"));
    }
  });

  it("runs Linux folder apps on the host only with --backend host, and only on Linux", () => {
    expect(() => where(folder, { backend: "host" }, "darwin")).toThrow("runs Linux apps on a Linux desktop");
    expect(() => where({ type: "docker_image", image: "x", needs_fuse: false }, { backend: "host" })).toThrow(
      "the host backend runs folder and AppImage apps",
    );
  });

  it("offers as --backend exactly the choices of the backends in BACKENDS", () => {
    expect(BACKENDS.flatMap((b) => (b.choice ? [b.choice] : [])).sort()).toEqual([...BACKEND_CHOICES].sort());
    expect(new Set(BACKENDS.map((b) => b.name)).size).toBe(BACKENDS.length);
  });
});
