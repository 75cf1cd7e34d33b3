import path from "node:path";
import { describe, expect, it } from "vitest";
import { guestAgentCommand, guestAgentFiles } from "../../src/session/guest/guest-package.ts";

const GUEST_DIR = path.resolve(import.meta.dirname, "../../docker/guest");

describe("the guest agent the host ships into every desktop", () => {
  it("is the start script and every module of the package, platform adapters included, without tests", async () => {
    const names = (await guestAgentFiles(GUEST_DIR)).map((file) => file.name);
    expect(names).toContain("agent.py");
    expect(names).toEqual(
      expect.arrayContaining([
        "desktest_guest/__init__.py",
        "desktest_guest/__main__.py",
        "desktest_guest/protocol.py",
        "desktest_guest/transports.py",
        "desktest_guest/a11y_worker.py",
        "desktest_guest/platform/__init__.py",
        "desktest_guest/platform/linux_x11.py",
        "desktest_guest/platform/linux_atspi.py",
      ]),
    );
    expect(names.filter((name) => /(^|\/)(tests?\/|test_)|__pycache__/.test(name))).toEqual([]);
    expect(names).toEqual([...names].sort());
  });

  it("starts from the folder it was copied to", () => {
    expect(guestAgentCommand("/tmp/desktest-guest", ["--unix", "/run/agent.sock"])).toEqual([
      "python3",
      "/tmp/desktest-guest/agent.py",
      "--unix",
      "/run/agent.sock",
    ]);
  });
});
