import { copyFile, mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { GuestFile } from "../../guest/guest-package.ts";

/** The folder of the DESKTEST disc that holds everything but the answer file (which must be at its root). */
export const MEDIA_DIR = "desktest";
/** The provisioning script on the disc, as Windows names it. */
export const MEDIA_SCRIPT = `${MEDIA_DIR}\\provision.ps1`;
/** The requirements file's name on the disc. */
export const MEDIA_REQUIREMENTS = "requirements-windows.txt";

export interface MediaContents {
  /** Autounattend.xml's text. */
  answerFile: string;
  /** provision.ps1's text. */
  provisionScript: string;
  /** The Python installer on the host (copied under its own name). */
  pythonInstaller: string;
  /** The requirements file on the host. */
  requirements: string;
  /** A folder of wheels on the host (its *.whl are copied). */
  wheelhouse: string;
  /** The guest agent's files (agent.py and the desktest_guest package). */
  guestFiles: GuestFile[];
}

/**
 * Lay out the provisioning disc's files in `dir`:
 *
 *     Autounattend.xml
 *     desktest/provision.ps1
 *     desktest/python-3.X.Y-amd64.exe
 *     desktest/requirements-windows.txt
 *     desktest/wheels/*.whl
 *     desktest/guest/agent.py, desktest/guest/desktest_guest/…
 *
 * Returns the wheels copied (their names).
 */
export async function stageProvisionMedia(dir: string, contents: MediaContents): Promise<string[]> {
  const media = path.join(dir, MEDIA_DIR);
  await mkdir(path.join(media, "wheels"), { recursive: true });
  await writeFile(path.join(dir, "Autounattend.xml"), contents.answerFile);
  await writeFile(path.join(media, "provision.ps1"), contents.provisionScript);
  await copyFile(contents.pythonInstaller, path.join(media, path.basename(contents.pythonInstaller)));
  await copyFile(contents.requirements, path.join(media, MEDIA_REQUIREMENTS));
  const wheels = (await readdir(contents.wheelhouse)).filter((name) => name.endsWith(".whl")).sort();
  for (const wheel of wheels)
    await copyFile(path.join(contents.wheelhouse, wheel), path.join(media, "wheels", wheel));
  for (const file of contents.guestFiles) {
    const target = path.join(media, "guest", ...file.name.split("/"));
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file.data);
  }
  return wheels;
}
