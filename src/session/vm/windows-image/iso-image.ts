import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { InfraError } from "../../../errors/desktest-error.ts";

const run = promisify(execFile);

/** The programs that write an ISO 9660 image here: xorriso (in its mkisofs mode) or genisoimage. */
export type IsoTool = "xorriso" | "genisoimage";
export const ISO_TOOLS: readonly IsoTool[] = ["xorriso", "genisoimage"];

/** The volume label of the provisioning disc. */
export const MEDIA_LABEL = "DESKTEST";

/**
 * The command line that writes `sourceDir` as an ISO image with Joliet names (what Windows reads: long,
 * mixed-case) and Rock Ridge (what Linux tools list), labelled `label`. The same mkisofs options for both
 * tools; xorriso takes them after `-as mkisofs`.
 */
export function isoToolArgs(
  tool: IsoTool,
  spec: { sourceDir: string; output: string; label: string },
): string[] {
  const options = ["-quiet", "-V", spec.label, "-J", "-joliet-long", "-r", "-o", spec.output, spec.sourceDir];
  return tool === "xorriso" ? ["-as", "mkisofs", ...options] : ["-input-charset", "utf-8", ...options];
}

/** Write the ISO; a failure is the machine's (the tool's message says why). */
export async function buildIso(
  tool: IsoTool,
  spec: { sourceDir: string; output: string; label: string },
): Promise<void> {
  await run(tool, isoToolArgs(tool, spec), { maxBuffer: 16 * 1024 * 1024 }).catch(
    (error: Error & { stderr?: string }) => {
      throw new InfraError(
        `${tool} could not write the provisioning disc: ${(error.stderr || error.message).trim()}`,
        {
          hint: "check the free space in the temporary folder (TMPDIR)",
        },
      );
    },
  );
}
