import { shellQuote } from "../exec-result.ts";

/** What provisioning found in the image, one `desktest:` line each (the script's last lines). */
export interface ProvisionReport {
  python?: string;
  autologin?: string;
  tcc: Record<string, "granted" | "refused">;
}

/** macOS' TCC services the agent needs: Screen Recording and Accessibility (clicks and typing). */
export const TCC_SERVICES = ["kTCCServiceScreenCapture", "kTCCServiceAccessibility"] as const;

/**
 * The shell script that prepares an image's user for the agent, run over SSH with the runner's key
 * once the wheels are in ~/.desktest/wheels: the Python (3.10 or newer) and its real path, the agent's
 * packages installed for the user from the wheels alone, and on macOS what can be set without a
 * person: auto-login checked (a GUI session must exist at boot for the agent to see a screen) and the
 * two TCC permissions written for that Python where the system allows it (images with SIP disabled).
 */
export function provisionScript(python: string): string {
  const tcc = TCC_SERVICES.map(
    (service) =>
      `if sudo -n sqlite3 "/Library/Application Support/com.apple.TCC/TCC.db" "INSERT OR REPLACE INTO access (service, client, client_type, auth_value, auth_reason, auth_version, indirect_object_identifier, flags) VALUES ('${service}', '$real', 1, 2, 4, 1, 'UNUSED', 0);" 2>/dev/null; then echo "desktest: tcc ${service} granted"; else echo "desktest: tcc ${service} refused"; fi`,
  ).join("\n  ");
  return [
    "set -e",
    `PY=${shellQuote(python)}`,
    `"$PY" -c 'import sys; assert sys.version_info >= (3, 10), "Python " + sys.version.split()[0] + " is older than 3.10"'`,
    `real=$("$PY" -c 'import os, sys; print(os.path.realpath(sys.executable))')`,
    `"$PY" -m pip install --quiet --user --break-system-packages --no-index --find-links "$HOME/.desktest/wheels" -r "$HOME/.desktest/wheels/requirements.txt"`,
    `echo "desktest: python $real"`,
    `if [ "$(uname)" = Darwin ]; then`,
    `  echo "desktest: autologin $(defaults read /Library/Preferences/com.apple.loginwindow autoLoginUser 2>/dev/null || true)"`,
    `  ${tcc}`,
    "fi",
  ].join("\n");
}

/** The `desktest:` lines of the script's output. */
export function parseProvisionReport(stdout: string): ProvisionReport {
  const report: ProvisionReport = { tcc: {} };
  for (const line of stdout.split("\n")) {
    const match = /^desktest: (\w+) (.*)$/.exec(line.trim());
    if (!match) continue;
    const [, key, value] = match as unknown as [string, string, string];
    if (key === "python") report.python = value;
    else if (key === "autologin") report.autologin = value;
    else if (key === "tcc") {
      const [service, outcome] = value.split(" ");
      if (service && (outcome === "granted" || outcome === "refused")) report.tcc[service] = outcome;
    }
  }
  return report;
}
