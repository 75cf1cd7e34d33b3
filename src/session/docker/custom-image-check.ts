import { ConfigError } from "../../errors/desktest-error.ts";
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

/**
 * Check, in one round trip, that a custom image has what the engine needs; a configuration error lists
 * everything missing at once (not only the first).
 */
export async function checkCustomImage(
  session: Session,
  image: string,
  options: { record?: boolean } = {},
): Promise<void> {
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
}
