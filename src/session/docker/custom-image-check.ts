import type Docker from "dockerode";
import { ConfigError } from "../../errors/desktest-error.ts";
import { LABEL } from "../labels.ts";
import type { Session } from "../session.ts";

/** What a custom `docker_image` needs so the engine can observe and act in it (the reference's list). */
const REQUIREMENTS = [
  { name: "xdotool", check: "command -v xdotool" },
  { name: "Xvfb", check: "command -v Xvfb" },
  { name: "ffmpeg (for --record)", check: "command -v ffmpeg" },
  { name: "python3 module pyautogui", check: "python3 -c 'import pyautogui'" },
  { name: "python3 module Xlib", check: "python3 -c 'import Xlib'" },
  { name: "python3 module pyatspi", check: "python3 -c 'import pyatspi'" },
  { name: "python3 module PIL", check: "python3 -c 'import PIL'" },
];

/** What a task's image is, for the check: its id, and whether it is the desktop image or built FROM it. */
export interface ImageLineage {
  id: string;
  /** It carries the label docker/'s Dockerfiles give the desktop images, which images built FROM them inherit. */
  fromDesktopImage: boolean;
}

/** The image's id and lineage (one inspect, which may run while its desktop starts). */
export async function imageLineage(docker: Docker, image: string): Promise<ImageLineage> {
  const info = await docker.getImage(image).inspect();
  return { id: info.Id, fromDesktopImage: Boolean(info.Config?.Labels?.[LABEL.imageKind]) };
}

/** Images (by id: an id's content never changes) whose check passed in this process. */
const passed = new Set<string>();

/**
 * Check, in one round trip, that a custom image has what the engine needs; a configuration error lists
 * everything missing at once (not only the first). Not checked: the desktop image and images built FROM
 * it (they have it all; the check's four Python imports cost 150–350 ms of every start), and an image
 * that passed already in this process (a suite's tasks of one image check it once).
 */
export async function checkCustomImage(
  session: Session,
  image: string,
  options: { record?: boolean; lineage?: ImageLineage } = {},
): Promise<void> {
  const { lineage } = options;
  if (lineage?.fromDesktopImage) return;
  const key = lineage ? `${lineage.id} ${options.record ? "record" : ""}` : undefined;
  if (key !== undefined && passed.has(key)) return;
  const wanted = REQUIREMENTS.filter((r) => options.record || !r.name.startsWith("ffmpeg"));
  const script = wanted
    .map((r, i) => `(${r.check}) >/dev/null 2>&1 && echo "CHECK:${i}:OK" || echo "CHECK:${i}:MISSING"`)
    .join("\n");
  const result = await session.exec(script, { timeoutMs: 60_000 });
  const missing = wanted.filter((_, i) => !result.stdout.includes(`CHECK:${i}:OK`)).map((r) => r.name);
  if (missing.length > 0) {
    throw new ConfigError(
      `Custom Docker image '${image}' is missing required dependencies: ${missing.join(", ")}`,
      {
        hint: "build it FROM desktest-desktop:latest, or install these packages in it (see docker/README.md)",
      },
    );
  }
  if (key !== undefined) passed.add(key);
}
