import {
  pyLiteral
} from "./chunk-RWPZZMTL.js";
import {
  elementAt,
  targetOf
} from "./chunk-GE4P3RMG.js";
import {
  a11yName,
  screenshotName,
  trajectoryTimestamp
} from "./chunk-MRE4K7FB.js";
import {
  cutText
} from "./chunk-XRI4GCXB.js";

// src/record/step-code.ts
function withPlaceholders(text, secrets) {
  let out = text;
  for (const { name, value } of [...secrets].sort((a, b) => b.value.length - a.value.length)) {
    if (value.length >= 3) out = out.split(value).join(`{{${name}}}`);
  }
  return out;
}
function actionCode(action) {
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
        `pyautogui.dragTo(${action.to.x}, ${action.to.y}, duration=0.5, button=${pyLiteral(action.button)})`
      ].join("\n");
    case "scroll":
      return `pyautogui.${action.horizontal ? "hscroll" : "scroll"}(${action.clicks}, x=${action.x}, y=${action.y})`;
    case "type":
      return `type_text(${pyLiteral(action.text)})`;
    case "keys": {
      if (action.keys.length === 1) {
        const presses = action.presses > 1 ? `, presses=${action.presses}` : "";
        return `pyautogui.press(${pyLiteral(action.keys[0])}${presses})`;
      }
      const line = `pyautogui.hotkey(${action.keys.map(pyLiteral).join(", ")})`;
      return Array.from({ length: action.presses }, () => line).join("\n");
    }
  }
}
var KEY_WORDS = {
  ctrl: "Ctrl",
  alt: "Alt",
  shift: "Shift",
  win: "Super",
  esc: "Escape"
};
function describeAction(action, target) {
  switch (action.kind) {
    case "click": {
      const verb = action.count === 3 ? "Triple-click" : action.count === 2 ? "Double-click" : action.button === "left" ? "Click" : `${capital(action.button)}-click`;
      const on = target ? `the ${target.role}${target.name ? ` "${cutText(target.name, 80)}"` : ""} at (${action.x}, ${action.y})` : `at (${action.x}, ${action.y})`;
      return `${verb} ${on}`;
    }
    case "drag":
      return `Drag from (${action.from.x}, ${action.from.y}) to (${action.to.x}, ${action.to.y})`;
    case "scroll": {
      const way = action.horizontal ? action.clicks > 0 ? "right" : "left" : action.clicks > 0 ? "up" : "down";
      return `Scroll ${way} ${Math.abs(action.clicks)} at (${action.x}, ${action.y})`;
    }
    case "type":
      return `Type ${JSON.stringify(cutText(action.text, 120))}`;
    case "keys": {
      const combo = action.keys.map((k) => KEY_WORDS[k] ?? (k.length === 1 ? k.toUpperCase() : capital(k))).join("+");
      return `Press ${combo}${action.presses > 1 ? ` \xD7${action.presses}` : ""}`;
    }
  }
}
function capital(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// src/record/write-recorded-step.ts
async function writeRecordedStep(artifacts, step) {
  const { number, action, before, after } = step;
  const target = action.kind === "click" && before?.a11y ? elementAt(before.a11y, action.x, action.y) : void 0;
  if (number === 1 && before?.screenshot) await artifacts.binary(screenshotName(0), before.screenshot);
  if (before?.a11y !== void 0) await artifacts.text(a11yName(number), before.a11y);
  if (after?.screenshot) await artifacts.binary(screenshotName(number), after.screenshot);
  const shownBefore = number === 1 ? before?.screenshot !== void 0 : step.beforeShown;
  const entry = {
    step: number,
    timestamp: trajectoryTimestamp(),
    action_code: actionCode(action),
    thought: (step.written ?? String)(describeAction(action, target)),
    ...shownBefore ? { screenshot_path: screenshotName(number - 1) } : {},
    ...before?.a11y !== void 0 ? { a11y_tree_path: a11yName(number) } : {},
    result: step.result,
    action_type: "python",
    ...target && action.kind === "click" ? { target: { ...targetOf(target), x: action.x, y: action.y } } : {}
  };
  await artifacts.appendTrajectory(entry);
  return { entry, ...target ? { target } : {} };
}

export {
  withPlaceholders,
  actionCode,
  writeRecordedStep
};
