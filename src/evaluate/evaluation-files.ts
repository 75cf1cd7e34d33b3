import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ConfigError, InfraError } from "../errors/desktest-error.ts";
import type { Session } from "../session/session.ts";
import { copyFromDesktop } from "./bounded-session-calls.ts";
import { expandHome } from "./desktop-paths.ts";
import type { EvaluationContext } from "./evaluation-context.ts";

/**
 * A host file named by a metric field (already resolved by the task loader). It must exist and be a file;
 * unlike the reference, it need not lie under the working directory.
 */
export async function requireHostFile(field: string, hostPath: string): Promise<void> {
  const info = await stat(hostPath).catch(() => undefined);
  if (!info) throw new ConfigError(`${field} '${hostPath}' does not exist`);
  if (!info.isFile()) throw new ConfigError(`${field} '${hostPath}' is not a file`);
}

/** The bytes of a host file named by a metric field. */
export async function readHostFile(field: string, hostPath: string): Promise<Buffer> {
  await requireHostFile(field, hostPath);
  return readFile(hostPath);
}

/**
 * The bytes of a file in the desktop (a leading `~` means the desktop user's home), copied out through a
 * private temporary folder that is removed afterwards.
 */
export async function readDesktopFile(
  session: Session,
  guestPath: string,
  context: EvaluationContext,
): Promise<Buffer> {
  const scratch = await mkdtemp(path.join(tmpdir(), "desktest-eval-"));
  try {
    const local = path.join(scratch, "actual");
    await copyFromDesktop(session, expandHome(guestPath, session.home), local, context);
    const info = await stat(local).catch(() => undefined);
    if (!info?.isFile()) throw new InfraError(`'${guestPath}' in the desktop is not a file`);
    return await readFile(local);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Strict UTF-8 decoding; `which` names the file in the error ("actual file '/home/…'"). */
export function decodeUtf8(bytes: Buffer, which: string): string {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw new InfraError(`the ${which} is not valid UTF-8`);
  }
}
