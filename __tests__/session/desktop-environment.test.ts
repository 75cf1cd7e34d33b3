import { describe, expect, it } from "vitest";
import {
  ENVIRONMENT_LIMITS,
  environmentId,
  fontsDigest,
  readEnvironment,
} from "../../src/session/desktop-environment.ts";
import { environmentDifferences, environmentLine } from "../../app/diff/environment-diff.ts";

const host = { image: "sha256:abc", desktestVersion: "0.1.0" };

const wire = {
  os: { name: "Ubuntu", version: "24.04", build: "6.8.0" },
  screen: { width: 1280, height: 800, scale: 1 },
  fonts: { families: ["DejaVu Sans", "Cantarell", "DejaVu Sans"] },
  locale: "en_US.UTF-8",
  time_zone: "UTC",
  theme: "Adwaita",
  toolkits: { qt5: "5.15.13", gtk3: "3.24.41" },
};

describe("a desktop's environment", () => {
  it("is read from the guest's answer typed, sorted and digested, with the host's image and version", () => {
    const e = readEnvironment(wire, host);
    expect(e).toEqual({
      image: "sha256:abc",
      os: { name: "Ubuntu", version: "24.04", build: "6.8.0" },
      screen: { width: 1280, height: 800, scale: 1 },
      fonts: {
        count: 2,
        digest: fontsDigest(["Cantarell", "DejaVu Sans"]),
        families: ["Cantarell", "DejaVu Sans"],
      },
      locale: "en_US.UTF-8",
      time_zone: "UTC",
      theme: "Adwaita",
      toolkits: { gtk3: "3.24.41", qt5: "5.15.13" },
      desktest_version: "0.1.0",
    });
    // The same answer in another order is the same environment.
    const shuffled = {
      ...wire,
      toolkits: { gtk3: "3.24.41", qt5: "5.15.13" },
      fonts: { families: ["Cantarell", "DejaVu Sans"] },
    };
    expect(environmentId(readEnvironment(shuffled, host))).toBe(environmentId(e));
  });

  it("bounds what an untrusted guest sends, and digests every family it sent", () => {
    const many = Array.from(
      { length: 5000 },
      (_, i) => `Font ${String(i).padStart(5, "0")}${"x".repeat(200)}`,
    );
    const e = readEnvironment(
      {
        os: "nonsense",
        screen: { width: -3, scale: "big" },
        fonts: { families: [...many, 7, null] },
        locale: "l".repeat(999),
        toolkits: [1],
      },
      { image: null, desktestVersion: "0.1.0" },
    );
    expect(e.os).toEqual({ name: "", version: "", build: "" });
    expect(e.screen).toEqual({ width: 0, height: 0, scale: 1 });
    expect(e.fonts.count).toBe(5000);
    expect(e.fonts.digest).toBe(fontsDigest(many));
    expect(e.fonts.families).toHaveLength(ENVIRONMENT_LIMITS.families);
    expect(Math.max(...e.fonts.families.map((f) => f.length))).toBe(ENVIRONMENT_LIMITS.family);
    expect(e.locale).toHaveLength(ENVIRONMENT_LIMITS.text);
    expect(e.toolkits).toEqual({});
  });

  it("differs in words: fonts added and removed, scale, time zone, a toolkit; the image alone is no difference", () => {
    const base = readEnvironment(wire, host);
    expect(environmentDifferences(base, readEnvironment(wire, { ...host, image: "sha256:def" }))).toEqual([]);
    const head = readEnvironment(
      {
        ...wire,
        screen: { width: 1280, height: 800, scale: 2 },
        fonts: { families: ["Cantarell", "Noto Sans", "Ubuntu", "Ubuntu Mono"] },
        time_zone: "Europe/Berlin",
        toolkits: { gtk3: "3.24.43" },
      },
      host,
    );
    expect(environmentDifferences(base, head)).toEqual([
      "scale factor differs: 1× → 2×",
      "fonts differ: 3 added (Noto Sans, Ubuntu, Ubuntu Mono), 1 removed (DejaVu Sans)",
      "time zone differs: UTC → Europe/Berlin",
      "gtk3 differs: 3.24.41 → 3.24.43",
      "qt5 differs: 5.15.13 → unknown",
    ]);
    expect(environmentLine(head)).toBe(
      `Ubuntu 24.04, 1280×800 at 2×, 4 fonts (${head.fonts.digest.slice(0, 8)}), en_US.UTF-8, Europe/Berlin, theme Adwaita, gtk3 3.24.43, image abc, desktest 0.1.0`,
    );
  });
});
