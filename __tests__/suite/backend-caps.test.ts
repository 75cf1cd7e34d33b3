import { describe, expect, it } from "vitest";
import { backendOf, capNotes } from "../../src/suite/concurrency.ts";

const folder = { type: "folder", dir: "a", entrypoint: "run.sh", electron: false } as const;
const tart = { type: "macos_tart", base_image: "b", electron: false } as const;

describe("where each task runs, and the caps that hold tasks back", () => {
  it("sends every task to the SSH desktop when --ssh is given, and folder apps to the host with --backend host", () => {
    expect(backendOf(folder)).toBe("docker");
    expect(backendOf(folder, "host")).toBe("linux-native");
    expect(backendOf(tart)).toBe("macos-vm");
    expect(backendOf(folder, "docker", true)).toBe("remote");
  });

  it("says once per capped backend how many tasks wait, and nothing when the cap does not bind", () => {
    expect(capNotes(["macos-vm", "macos-vm", "macos-vm", "docker"], 3)).toEqual([
      "macOS VMs: at most 2 at a time on this host (Apple's licence allows two per Mac), whatever --concurrency says; 1 of 3 task(s) wait their turn",
    ]);
    expect(capNotes(["macos-vm", "macos-vm", "macos-vm"], 2)).toEqual([]);
    expect(capNotes(["macos-vm", "macos-vm"], 4)).toEqual([]);
    expect(capNotes(["remote", "remote"], 2)).toEqual([
      "the desktop reached over SSH: one task at a time, whatever --concurrency says; 1 of 2 task(s) wait their turn",
    ]);
  });
});
