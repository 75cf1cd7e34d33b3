import { PythonError, pyStr } from "../python-semantics.ts";

/**
 * OSWorld's vscode_config getter (getters/vscode.py): in the running VS Code, the command palette's hotkey
 * (Ctrl+Shift+P on Linux), the extension command typed, Enter; a second later the file at `path` is fetched
 * like vm_file into `dest`. The keys go through OSWorld's get_replay: each action is a line of PyAutoGUI
 * code, run as `python -c` with the controller's prefix, and a line Python cannot run (a command with a
 * quote in it) does nothing, as in OSWorld.
 */

/** The prefix OSWorld's controller puts before every Python command it runs in the guest. */
const PKGS_PREFIX = "import pyautogui; import time; pyautogui.FAILSAFE = False; ";

/** The `python -c` programs of get_replay's hotkey, typewrite and press actions, in order. */
export function vscodeReplayPrograms(extensionCommand: unknown): string[] {
  const lines = [
    "pyautogui.hotkey('ctrl', 'shift', 'p')",
    `pyautogui.typewrite('${pyStr(extensionCommand)}')`,
    "pyautogui.press('enter')",
  ];
  return lines.map((line) => PKGS_PREFIX + line);
}

/** `config[key]`, or Python's KeyError. */
export function configKey(config: Record<string, unknown>, key: string): unknown {
  if (!(key in config)) throw new PythonError("KeyError", `'${key}'`);
  return config[key];
}
