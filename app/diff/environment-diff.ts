import type { DesktopEnvironment } from "../../src/app-surface.ts";

/**
 * What differs between the environment a baseline's screen was taken in and this run's, in words
 * ("fonts differ: 3 added (…)"); empty when they are alike. Compared: the OS, the screen (resolution
 * and scale), the font set, the locale, the time zone, the theme and the toolkits' versions. The
 * desktop image and desktest's version are shown, not compared: a rebuilt image with the same fonts,
 * toolkits and settings draws the same screens.
 */
export function environmentDifferences(base: DesktopEnvironment, head: DesktopEnvironment): string[] {
  const out: string[] = [];
  const os = (e: DesktopEnvironment) => [e.os.name, e.os.version, e.os.build].filter(Boolean).join(" ");
  if (os(base) !== os(head)) out.push(`OS differs: ${os(base) || "unknown"} → ${os(head) || "unknown"}`);
  const size = (e: DesktopEnvironment) => `${e.screen.width}×${e.screen.height}`;
  if (size(base) !== size(head)) out.push(`resolution differs: ${size(base)} → ${size(head)}`);
  if (base.screen.scale !== head.screen.scale)
    out.push(`scale factor differs: ${base.screen.scale}× → ${head.screen.scale}×`);
  if (base.fonts.digest !== head.fonts.digest) out.push(fontsDifference(base.fonts, head.fonts));
  const field = (label: string, a: string, b: string) => {
    if (a !== b) out.push(`${label} differs: ${a || "unknown"} → ${b || "unknown"}`);
  };
  field("locale", base.locale, head.locale);
  field("time zone", base.time_zone, head.time_zone);
  field("theme", base.theme, head.theme);
  for (const name of [...new Set([...Object.keys(base.toolkits), ...Object.keys(head.toolkits)])].sort())
    field(name, base.toolkits[name] ?? "", head.toolkits[name] ?? "");
  return out;
}

/** Names shown in a font difference. */
const NAMED = 5;

function fontsDifference(base: DesktopEnvironment["fonts"], head: DesktopEnvironment["fonts"]): string {
  const before = new Set(base.families);
  const after = new Set(head.families);
  const added = head.families.filter((f) => !before.has(f));
  const removed = base.families.filter((f) => !after.has(f));
  const named = (fonts: string[]) =>
    ` (${fonts.slice(0, NAMED).join(", ")}${fonts.length > NAMED ? `, ${fonts.length - NAMED} more` : ""})`;
  const parts: string[] = [];
  if (added.length) parts.push(`${added.length} added${named(added)}`);
  if (removed.length) parts.push(`${removed.length} removed${named(removed)}`);
  // Lists cut at their bound can look alike while the sets differ beyond it.
  if (parts.length === 0) parts.push(`${base.count} → ${head.count} families, the sets differ`);
  return `fonts differ: ${parts.join(", ")}`;
}

/** One line about an environment, shown with a baseline: `Ubuntu 24.04, 1280×800 at 1×, 212 fonts (3f2a9c01), …`. */
export function environmentLine(e: DesktopEnvironment): string {
  const toolkits = Object.entries(e.toolkits).map(([name, version]) => `${name} ${version}`);
  return [
    [e.os.name, e.os.version].filter(Boolean).join(" ") || "unknown OS",
    `${e.screen.width}×${e.screen.height} at ${e.screen.scale}×`,
    `${e.fonts.count} fonts (${e.fonts.digest.slice(0, 8)})`,
    e.locale || null,
    e.time_zone || null,
    e.theme ? `theme ${e.theme}` : null,
    ...toolkits,
    e.image ? `image ${e.image.replace(/^sha256:/, "").slice(0, 12)}` : null,
    `desktest ${e.desktest_version}`,
  ]
    .filter((part): part is string => part !== null)
    .join(", ");
}
