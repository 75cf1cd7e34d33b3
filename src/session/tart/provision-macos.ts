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
    // (--break-system-packages: pip 23.0.1 and newer know it, and an externally managed Python needs it)
    `bsp=$("$PY" -m pip install --help 2>/dev/null | grep -q -- --break-system-packages && echo --break-system-packages || true)`,
    `"$PY" -m pip install --quiet --user $bsp --no-index --find-links "$HOME/.desktest/wheels" -r "$HOME/.desktest/wheels/requirements.txt"`,
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

/** The oldest Python the agent runs on. */
export const MIN_PYTHON: readonly [number, number] = [3, 10];

/**
 * A shell script that lists the Pythons of the image's user, one `desktest-python <major.minor> <path>`
 * line each, in the order they are preferred: the `python3` of this (non-login) SSH session's PATH,
 * which on a Mac with the Command Line Tools is their Python 3.9; the `python3` of a login shell, whose
 * profile (~/.zprofile) is where Homebrew and python.org's installer put theirs; their usual places;
 * then python3.13 … python3.10 by name.
 */
export function findPythonsScript(): string {
  return [
    `login=$("\${SHELL:-/bin/sh}" -lc 'command -v python3' </dev/null 2>/dev/null | tail -n 1 || true)`,
    `for p in "$(command -v python3 2>/dev/null || true)" "$login" /opt/homebrew/bin/python3 /usr/local/bin/python3 /Library/Frameworks/Python.framework/Versions/Current/bin/python3 $(for v in 13 12 11 10; do command -v python3.$v 2>/dev/null || true; done); do`,
    `  case "$p" in /*) ;; *) continue ;; esac`,
    `  [ -x "$p" ] || continue`,
    `  v=$("$p" -c 'import sys; print("%d.%d" % sys.version_info[:2])' 2>/dev/null) || continue`,
    `  echo "desktest-python $v $p"`,
    "done",
  ].join("\n");
}

/** The Pythons findPythonsScript listed, each once, in its order. */
export function parsePythons(stdout: string): { path: string; version: string }[] {
  const seen = new Set<string>();
  const out: { path: string; version: string }[] = [];
  for (const line of stdout.split("\n")) {
    const match = /^desktest-python (\d+\.\d+) (\/\S.*)$/.exec(line.trim());
    if (!match || seen.has(match[2]!)) continue;
    seen.add(match[2]!);
    out.push({ version: match[1]!, path: match[2]! });
  }
  return out;
}

/** Whether a `major.minor` is at least MIN_PYTHON. */
export function newEnough(version: string): boolean {
  const [major = 0, minor = 0] = version.split(".").map(Number);
  return major > MIN_PYTHON[0] || (major === MIN_PYTHON[0] && minor >= MIN_PYTHON[1]);
}
