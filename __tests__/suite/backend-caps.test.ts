import { describe, expect, it } from "vitest";
import { backendNamed } from "../../src/session/backends.ts";
import { capNotes } from "../../src/suite/concurrency.ts";

const named = (...names: string[]) => names.map((name) => backendNamed(name)!);

describe("the caps that hold tasks back", () => {
  it("says once per capped backend how many tasks wait, and nothing when the cap does not bind", () => {
    expect(capNotes(named("tart", "tart", "tart", "docker"), 3)).toEqual([
      "macOS VMs: at most 2 at a time on this host (Apple's licence allows two per Mac), whatever --concurrency says; 1 of 3 task(s) wait their turn",
    ]);
    expect(capNotes(named("tart", "tart", "tart"), 2)).toEqual([]);
    expect(capNotes(named("tart", "tart"), 4)).toEqual([]);
    expect(capNotes(named("ssh", "ssh"), 2)).toEqual([
      "the desktop reached over SSH: one task at a time, whatever --concurrency says; 1 of 2 task(s) wait their turn",
    ]);
    expect(capNotes(named("docker", "docker", "linux-vm", "linux-vm"), 1)).toEqual([]);
  });
});
