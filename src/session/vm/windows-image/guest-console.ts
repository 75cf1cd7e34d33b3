import { PROVISION_FAILED, PROVISION_OK, PROVISION_PREFIX } from "./provision-script.ts";

/** What the provisioning script has reported on COM1 so far. */
export interface ProvisionReport {
  /** Its lines, in order, without the prefix (steps, warnings, the outcome). */
  lines: string[];
  outcome: { ok: true } | { ok: false; error: string } | undefined;
}

/**
 * The provisioning script's lines in what COM1 received (the serial log also holds the firmware's
 * output, with terminal escapes and carriage returns): pure, so the host can re-read the whole log.
 */
export function readProvisionReport(serialLog: string): ProvisionReport {
  const lines: string[] = [];
  let outcome: ProvisionReport["outcome"];
  for (const raw of serialLog.split(/\r?\n|\r/)) {
    const at = raw.indexOf(PROVISION_PREFIX);
    if (at < 0) continue;
    const line = raw.slice(at + PROVISION_PREFIX.length).trim();
    if (!line) continue;
    lines.push(line);
    if (line === PROVISION_OK) outcome = { ok: true };
    else if (line.startsWith(PROVISION_FAILED))
      outcome = { ok: false, error: line.slice(PROVISION_FAILED.length).trim() || "no message" };
  }
  return { lines, outcome };
}
