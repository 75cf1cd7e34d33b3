import { constants } from "node:fs";
import { copyFile, link, rm, unlink, writeFile } from "node:fs/promises";
import { ConfigError } from "../../../errors/desktest-error.ts";
import { sidecarPaths, type WindowsImageSidecar } from "./image-sidecar.ts";

/**
 * Put the finished image in place: the disk renamed from its temporary name to `output` (a hard link,
 * which fails rather than replace a file that appeared meanwhile), then `<output>.vars.fd` and
 * `<output>.json`, neither written over an existing file. If a later file cannot be written the image
 * is taken back, so that a complete image always comes with its sidecar.
 */
export async function publishImage(spec: {
  partial: string;
  output: string;
  vars: string;
  sidecar: WindowsImageSidecar;
}): Promise<{ sidecarFile: string; varsFile: string }> {
  const paths = sidecarPaths(spec.output);
  try {
    await link(spec.partial, spec.output);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST")
      throw new ConfigError(
        `${spec.output} appeared while the image was made; the new image is not put over it`,
        {
          hint: "move that file away and run init-windows again",
        },
      );
    throw error;
  }
  try {
    await copyFile(spec.vars, paths.vars, constants.COPYFILE_EXCL);
    await writeFile(paths.sidecar, JSON.stringify(spec.sidecar, null, 2) + "\n", { flag: "wx" });
  } catch (error) {
    await rm(spec.output, { force: true });
    throw error;
  }
  await unlink(spec.partial);
  return { sidecarFile: paths.sidecar, varsFile: paths.vars };
}
