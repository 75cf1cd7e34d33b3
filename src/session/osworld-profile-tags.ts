/*
 * The names of the OSWorld image profiles: which apps a profile can add, and the tag of each set of apps.
 * Pure, so that code which only names a profile (validating an OSWorld task) loads no Docker client;
 * building a profile is osworld-image.ts.
 */

/**
 * What the OSWorld image profile can add to its core (Dockerfile.osworld): apps, each a Debian package set,
 * and the tools a task's metric runs in the desktop (OSWORLD_TOOLS), each a layer after the apps'.
 */
export const OSWORLD_APPS = [
  "chromium",
  "gimp",
  "libreoffice",
  "librosa",
  "tesseract",
  "thunderbird",
  "vlc",
] as const;
export type OsworldApp = (typeof OSWORLD_APPS)[number];

/** The metric tools among OSWORLD_APPS: librosa & co. (compare_audios) and Tesseract (compare_image_text). */
export const OSWORLD_TOOLS: readonly OsworldApp[] = ["librosa", "tesseract"];

/** The build arguments of a profile: its apps and its tools, each space-separated. */
export function osworldBuildArgs(apps: readonly OsworldApp[]): {
  OSWORLD_APPS: string;
  OSWORLD_TOOLS: string;
} {
  const sorted = [...new Set(apps)].sort();
  return {
    OSWORLD_APPS: sorted.filter((a) => !OSWORLD_TOOLS.includes(a)).join(" "),
    OSWORLD_TOOLS: sorted.filter((a) => OSWORLD_TOOLS.includes(a)).join(" "),
  };
}

export const OSWORLD_IMAGE_REPO = "desktest-desktop";
const TAG_PREFIX = "osworld";

/** `desktest-desktop:osworld` for the core, `desktest-desktop:osworld-chromium-vlc` with apps (sorted). */
export function osworldImageTag(apps: readonly OsworldApp[]): string {
  const sorted = [...new Set(apps)].sort();
  return `${OSWORLD_IMAGE_REPO}:${[TAG_PREFIX, ...sorted].join("-")}`;
}

/** The apps of an OSWorld profile tag, or undefined when the image is not one. */
export function appsOfOsworldImage(image: string): OsworldApp[] | undefined {
  const match = /^desktest-desktop:osworld((?:-[a-z]+)*)$/.exec(image);
  if (!match) return undefined;
  const apps = match[1]!.split("-").filter(Boolean);
  return apps.every((a): a is OsworldApp => (OSWORLD_APPS as readonly string[]).includes(a))
    ? apps
    : undefined;
}
