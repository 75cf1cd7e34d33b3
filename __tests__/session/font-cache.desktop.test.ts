import { describe, expect, it } from "vitest";
import { launchApp } from "../../src/session/app-launch.ts";
import { desktops } from "../helpers/desktop.ts";

const desktop = desktops();

describe("fonts in a fresh desktop", () => {
  it("are read from the image's fontconfig caches: neither openbox nor a GTK app scans them again", async () => {
    const session = await desktop();
    await launchApp(session, { command: ["galculator"] });
    // fc-list names the fonts the image installed, from the same caches the window manager and the app used.
    const fonts = await session.exec(["fc-list", ":", "family"], { timeoutMs: 30_000 });
    expect(fonts.exitCode, fonts.stderr).toBe(0);
    expect(fonts.stdout).toContain("DejaVu Sans");
    // A cache fontconfig found stale would have been rebuilt into the user's own cache folder.
    const own = await session.exec(["sh", "-c", "ls -A ~/.cache/fontconfig 2>/dev/null"], {
      timeoutMs: 10_000,
    });
    expect(own.stdout.trim()).toBe("");
  });
});
