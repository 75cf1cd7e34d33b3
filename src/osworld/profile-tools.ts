import { shlexSplit } from "./shlex.ts";

/**
 * Programs OSWorld tasks run (in setup steps and in getters' commands) that no desktest OSWorld image
 * profile has, with the reason: `validate` warns at the command, because such a task cannot pass as it
 * did in OSWorld's Ubuntu VM.
 */
export const ABSENT_PROGRAMS: Record<string, string> = {
  timedatectl: "systemd does not run in a container",
  systemctl: "systemd does not run in a container",
  hostnamectl: "systemd does not run in a container",
  localectl: "systemd does not run in a container",
  loginctl: "systemd does not run in a container",
  journalctl: "systemd does not run in a container",
  nmcli: "NetworkManager does not run in a container",
  snap: "snapd does not run in a container",
  flatpak: "Flatpak is not installed",
  code: "VS Code is not a Debian package (use --image with one that has it)",
  "gnome-control-center": "GNOME Settings is not in the image (its desktop is openbox)",
  "gnome-shell": "GNOME Shell is not in the image (its desktop is openbox)",
  "gnome-extensions": "GNOME Shell is not in the image (its desktop is openbox)",
  nautilus: "GNOME Files is not in the image",
  "gnome-screenshot": "GNOME Screenshot is not in the image (scrot is)",
  wget: "wget is not installed (curl is)",
};

const PREFIXES = new Set(["sudo", "nohup", "env", "exec", "time", "command", "xargs", "nice", "setsid"]);

/** The programs a command starts: argv[0], and the first word of every segment of a shell script. */
export function programsOf(command: unknown, shell: boolean): string[] {
  if (Array.isArray(command)) {
    const argv = command.filter((a): a is string => typeof a === "string");
    const program = argv[0] ? basename(argv[0]) : undefined;
    if ((program === "sh" || program === "bash") && argv[1] === "-c" && argv[2] !== undefined)
      return programsOfScript(argv[2]);
    return shell ? programsOfScript(argv.join(" ")) : program ? [program] : [];
  }
  if (typeof command !== "string") return [];
  if (shell) return programsOfScript(command);
  let argv: string[];
  try {
    argv = shlexSplit(command);
  } catch {
    return [];
  }
  return argv[0] ? programsOf(argv, false) : [];
}

function programsOfScript(script: string): string[] {
  const out: string[] = [];
  for (const segment of script.split(/\|\||&&|[;|&\n()`]|\$\(/)) {
    const words = segment.trim().split(/\s+/).filter(Boolean);
    let i = 0;
    while (i < words.length) {
      const word = words[i]!;
      if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(word) || PREFIXES.has(basename(word)) || word.startsWith("-")) i++;
      else if (basename(word) === "timeout" && /^\d/.test(words[i + 1] ?? "")) i += 2;
      else break;
    }
    const word = words[i];
    if (word && /^[\w./+-]+$/.test(word)) out.push(basename(word));
  }
  return out;
}

function basename(word: string): string {
  return word.slice(word.lastIndexOf("/") + 1);
}

/** The warning for a command that starts a program no profile has, or undefined. */
export function absentProgramWarning(command: unknown, shell: boolean): string | undefined {
  const absent = [...new Set(programsOf(command, shell))].filter((p) => Object.hasOwn(ABSENT_PROGRAMS, p));
  if (absent.length === 0) return undefined;
  return absent
    .map((p) => `runs '${p}', which desktest's OSWorld image has not: ${ABSENT_PROGRAMS[p]}`)
    .join("; ");
}
