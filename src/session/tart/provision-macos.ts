import { shellQuote } from "../exec-result.ts";

/** What provisioning found in the image, one `desktest:` line each (the script's last lines). */
export interface ProvisionReport {
  python?: string;
  autologin?: string;
  /** "<service> <client>" -> whether its row could be written. */
  tcc: Record<string, "granted" | "refused">;
}

/** macOS' TCC services the agent needs: Screen Recording and Accessibility (clicks and typing). */
export const TCC_SERVICES = ["kTCCServiceScreenCapture", "kTCCServiceAccessibility"] as const;

/**
 * The program macOS holds responsible for what runs in an SSH session, and the services Cirrus Labs'
 * images grant it (their update-tcc-database.sh): Accessibility, Screen Recording and synthetic input.
 */
export const SSHD_TCC_CLIENT = "/usr/libexec/sshd-keygen-wrapper";
export const SSHD_TCC_SERVICES = [...TCC_SERVICES, "kTCCServicePostEvent"] as const;

/**
 * The shell that sets `client` to the program macOS's privacy settings see for the Python whose real
 * path is in `real`: a framework build (python.org, Homebrew) runs as the Python.app inside its
 * framework; any other interpreter is the binary itself (macos_desktop.python_tcc_client, in sh).
 */
const TCC_CLIENT_SH = String.raw`client=$(printf '%s\n' "$real" | sed -n 's|^\(.*/Python3\{0,1\}\.framework/Versions/[^/]*\)/.*$|\1/Resources/Python.app|p')
  [ -n "$client" ] || client=$real`;

/** One TCC row written (path client, allowed), reported as `desktest: tcc <service> <client> granted|refused`. */
function tccGrant(service: string, client: string): string {
  return `if sudo -n sqlite3 "/Library/Application Support/com.apple.TCC/TCC.db" "INSERT OR REPLACE INTO access (service, client, client_type, auth_value, auth_reason, auth_version, indirect_object_identifier, flags) VALUES ('${service}', '${client}', 1, 2, 4, 1, 'UNUSED', 0);" 2>/dev/null; then echo "desktest: tcc ${service} ${client} granted"; else echo "desktest: tcc ${service} ${client} refused"; fi`;
}

/**
 * The shell script that prepares an image's user for the agent, run over SSH with the runner's key
 * once the wheels are in ~/.desktest/wheels: the Python (3.10 or newer) and its real path, the agent's
 * packages installed for the user from the wheels alone, and on macOS what can be set without a
 * person: auto-login checked (a GUI session must exist at boot for the agent to see a screen) and the
 * TCC permissions written where the system allows it (images with SIP disabled), for the program macOS
 * checks: the Python's framework app, and sshd's wrapper, which macOS holds responsible for an agent
 * started over SSH.
 */
export function provisionScript(python: string): string {
  const tcc = [
    ...TCC_SERVICES.map((service) => tccGrant(service, "$client")),
    ...SSHD_TCC_SERVICES.map((service) => tccGrant(service, SSHD_TCC_CLIENT)),
  ].join("\n  ");
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
    `  ${TCC_CLIENT_SH}`,
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
      const space = value.lastIndexOf(" ");
      const what = value.slice(0, space);
      const outcome = value.slice(space + 1);
      if (what && (outcome === "granted" || outcome === "refused")) report.tcc[what] = outcome;
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
