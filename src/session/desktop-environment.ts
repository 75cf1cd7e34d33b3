import { createHash } from "node:crypto";
import { VERSION } from "../version.ts";
import type { Session } from "./session.ts";

/**
 * The environment a desktop's screens were taken in: what makes the same app look different without
 * a change of its own (another runner image, font set, scale factor, locale, time zone, theme or
 * toolkit). The guest agent gathers it through its platform adapter (`environment`, PROTOCOL.md);
 * the host adds the desktop image and its own version. results.json records it, report.json carries
 * it, and the App compares screens only with a baseline from the same environment.
 */
export interface DesktopEnvironment {
  /** The desktop image: a Docker image id, a VM disk image; null for a machine's own desktop. */
  image: string | null;
  os: { name: string; version: string; build: string };
  /** The screen in pixels and its scale factor (2 on a Retina display, 1.25 at 120 dpi). */
  screen: { width: number; height: number; scale: number };
  /** The installed font families: how many, a digest of the sorted list, and the list (bounded). */
  fonts: { count: number; digest: string; families: string[] };
  locale: string;
  time_zone: string;
  /** The desktop's theme (GTK theme, "dark"/"light" on macOS and Windows). */
  theme: string;
  /** UI toolkits and their versions (gtk3, qt5, appkit, windows). */
  toolkits: Record<string, string>;
  /** The desktest that ran the task. */
  desktest_version: string;
}

/** Bounds of what is kept from the guest (its answer is untrusted). */
export const ENVIRONMENT_LIMITS = { text: 200, families: 3000, family: 120, toolkits: 20 } as const;

const text = (value: unknown): string =>
  typeof value === "string" ? value.slice(0, ENVIRONMENT_LIMITS.text) : "";

const number = (value: unknown, fallback: number): number =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : fallback;

const object = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** The digest of a font list: SHA-256 of the sorted, distinct family names, one per line. */
export function fontsDigest(families: readonly string[]): string {
  return createHash("sha256")
    .update([...new Set(families)].sort().join("\n"))
    .digest("hex");
}

/**
 * The guest's `environment` answer as a DesktopEnvironment: every field typed and bounded (missing
 * ones empty), the font list sorted and deduplicated, its digest computed here (over every family the
 * guest sent, also those beyond the bound kept).
 */
export function readEnvironment(
  wire: unknown,
  host: { image: string | null; desktestVersion: string },
): DesktopEnvironment {
  const w = object(wire);
  const os = object(w.os);
  const screen = object(w.screen);
  const rawFamilies = Array.isArray(object(w.fonts).families) ? (object(w.fonts).families as unknown[]) : [];
  const all = [
    ...new Set(rawFamilies.filter((f): f is string => typeof f === "string" && f.length > 0)),
  ].sort();
  const toolkits: Record<string, string> = {};
  const named = Object.entries(object(w.toolkits)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [name, version] of named.slice(0, ENVIRONMENT_LIMITS.toolkits)) {
    if (typeof version === "string" && version) toolkits[name.slice(0, 40)] = text(version);
  }
  return {
    image: host.image,
    os: { name: text(os.name), version: text(os.version), build: text(os.build) },
    screen: {
      width: Math.round(number(screen.width, 0)),
      height: Math.round(number(screen.height, 0)),
      scale: number(screen.scale, 1),
    },
    fonts: {
      count: all.length,
      digest: fontsDigest(all),
      families: all.slice(0, ENVIRONMENT_LIMITS.families).map((f) => f.slice(0, ENVIRONMENT_LIMITS.family)),
    },
    locale: text(w.locale),
    time_zone: text(w.time_zone),
    theme: text(w.theme),
    toolkits,
    desktest_version: host.desktestVersion,
  };
}

/** A short id of an environment (16 hex digits of the SHA-256 of its JSON): report.json's key for it. */
export function environmentId(environment: DesktopEnvironment): string {
  return createHash("sha256").update(JSON.stringify(environment)).digest("hex").slice(0, 16);
}

/**
 * A desktop's environment: the guest agent's answer with the backend's image and this desktest's
 * version; null when the agent has no `environment` op (an older agent) or cannot answer.
 */
export async function gatherEnvironment(session: Session): Promise<DesktopEnvironment | null> {
  const [wire, image] = await Promise.all([
    session.guest.environment(),
    session.desktopImage ? session.desktopImage().catch(() => null) : Promise.resolve(null),
  ]);
  return wire === null ? null : readEnvironment(wire, { image, desktestVersion: VERSION });
}
