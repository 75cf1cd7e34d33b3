import { cutText } from "../util/cut-text.ts";
import { pyLiteral } from "../util/python-literal.ts";
import type { RecordedAction } from "./recorded-steps.ts";

/** An accessible element a click landed on (from the accessibility tree before the click). */
export interface ClickTarget {
  role: string;
  name: string;
}

/**
 * The text a person typed with each declared secret's value as its `{{name}}` placeholder (longest value
 * first; values shorter than 3 characters are left, as the redactor leaves them).
 */
export function withPlaceholders(text: string, secrets: readonly { name: string; value: string }[]): string {
  let out = text;
  for (const { name, value } of [...secrets].sort((a, b) => b.value.length - a.value.length)) {
    if (value.length >= 3) out = out.split(value).join(`{{${name}}}`);
  }
  return out;
}

/** The step as agent-style PyAutoGUI code (what codify turns into the replay script). */
export function actionCode(action: RecordedAction): string {
  switch (action.kind) {
    case "click": {
      const fn = action.count === 3 ? "tripleClick" : action.count === 2 ? "doubleClick" : "click";
      if (action.count === 1 && action.button !== "left")
        return `pyautogui.${action.button}Click(${action.x}, ${action.y})`;
      const button = action.button === "left" ? "" : `, button=${pyLiteral(action.button)}`;
      return `pyautogui.${fn}(${action.x}, ${action.y}${button})`;
    }
    case "drag":
      return [
        `pyautogui.moveTo(${action.from.x}, ${action.from.y})`,
        `pyautogui.dragTo(${action.to.x}, ${action.to.y}, duration=0.5, button=${pyLiteral(action.button)})`,
      ].join("\n");
    case "scroll":
      return `pyautogui.${action.horizontal ? "hscroll" : "scroll"}(${action.clicks}, x=${action.x}, y=${action.y})`;
    case "type":
      return `type_text(${pyLiteral(action.text)})`;
    case "keys": {
      if (action.keys.length === 1) {
        const presses = action.presses > 1 ? `, presses=${action.presses}` : "";
        return `pyautogui.press(${pyLiteral(action.keys[0]!)}${presses})`;
      }
      const line = `pyautogui.hotkey(${action.keys.map(pyLiteral).join(", ")})`;
      return Array.from({ length: action.presses }, () => line).join("\n");
    }
  }
}

const KEY_WORDS: Record<string, string> = {
  ctrl: "Ctrl",
  alt: "Alt",
  shift: "Shift",
  win: "Super",
  esc: "Escape",
};

/** What the step did, in words a reviewer reads (and the codified step's docstring). */
export function describeAction(action: RecordedAction, target?: ClickTarget): string {
  switch (action.kind) {
    case "click": {
      const verb =
        action.count === 3
          ? "Triple-click"
          : action.count === 2
            ? "Double-click"
            : action.button === "left"
              ? "Click"
              : `${capital(action.button)}-click`;
      const on = target
        ? `the ${target.role}${target.name ? ` "${cutText(target.name, 80)}"` : ""} at (${action.x}, ${action.y})`
        : `at (${action.x}, ${action.y})`;
      return `${verb} ${on}`;
    }
    case "drag":
      return `Drag from (${action.from.x}, ${action.from.y}) to (${action.to.x}, ${action.to.y})`;
    case "scroll": {
      const way = action.horizontal
        ? action.clicks > 0
          ? "right"
          : "left"
        : action.clicks > 0
          ? "up"
          : "down";
      return `Scroll ${way} ${Math.abs(action.clicks)} at (${action.x}, ${action.y})`;
    }
    case "type":
      return `Type ${JSON.stringify(cutText(action.text, 120))}`;
    case "keys": {
      const combo = action.keys
        .map((k) => KEY_WORDS[k] ?? (k.length === 1 ? k.toUpperCase() : capital(k)))
        .join("+");
      return `Press ${combo}${action.presses > 1 ? ` ×${action.presses}` : ""}`;
    }
  }
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
