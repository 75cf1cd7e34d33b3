import path from "node:path";
import { ConfigError } from "../../../errors/desktest-error.ts";

/** The Windows Python installer the image gets, as its file name tells (python.org's naming). */
export interface PythonInstaller {
  /** The file name, kept as is on the provisioning disc. */
  fileName: string;
  /** The full version, e.g. 3.12.8. */
  version: string;
  /** Major.minor, e.g. 3.12: what pip downloads wheels for. */
  minor: string;
  /** The folder an all-users install goes to under Program Files, e.g. Python312. */
  folder: string;
}

const NAME = /^python-((3)\.(\d{1,2})\.\d{1,2}(?:(?:a|b|rc)\d{1,2})?)-amd64\.exe$/i;
/** The oldest Python the guest agent is written for. */
const OLDEST_MINOR = 11;

/**
 * The version of a python.org Windows installer from its file name (`python-3.12.8-amd64.exe`). Only
 * 64-bit x86 installers of Python 3.11 or later fit the image (the guest agent is written for 3.11;
 * the VM is x86-64); anything else is refused with what to download instead.
 */
export function parsePythonInstaller(file: string): PythonInstaller {
  const fileName = path.basename(file);
  const match = NAME.exec(fileName);
  const fix =
    "download the 64-bit Windows installer from python.org (e.g. python-3.12.8-amd64.exe) and pass it unrenamed";
  if (!match)
    throw new ConfigError(
      `--python-installer '${fileName}' is not named like a python.org 64-bit Windows installer (python-3.X.Y-amd64.exe)`,
      { hint: fix },
    );
  const [, version, major, minorPart] = match as unknown as [string, string, string, string];
  if (Number(minorPart) < OLDEST_MINOR)
    throw new ConfigError(
      `--python-installer '${fileName}' is Python ${major}.${minorPart}; the guest agent needs 3.${OLDEST_MINOR} or later`,
      { hint: fix },
    );
  return {
    fileName,
    version,
    minor: `${major}.${minorPart}`,
    folder: `Python${major}${minorPart}`,
  };
}
