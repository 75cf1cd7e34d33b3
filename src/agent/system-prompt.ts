export interface PromptOptions {
  /** The coordinate space the model works in (the screenshot's size). */
  width: number;
  height: number;
  /** The real screen, when screenshots are downscaled. */
  screen?: { width: number; height: number };
  withBash?: boolean;
  qa?: boolean;
}

/**
 * The system prompt: the reference's contract (role, display, action space, output format, special
 * commands, observation), describing our desktop truthfully (openbox on Xvfb, no panel).
 */
export function buildSystemPrompt(options: PromptOptions): string {
  const { width, height } = options;
  const scaled =
    options.screen && (options.screen.width !== width || options.screen.height !== height)
      ? ` (the real screen is ${options.screen.width}x${options.screen.height}; screenshots, accessibility-tree positions and your coordinates all use the ${width}x${height} space, and your pointer actions are mapped to the real screen for you)`
      : "";
  const sections = [
    "You are a professional software tester. You control a Linux desktop by writing Python code that runs on it, and you test the application in front of you by doing the task you are given, the way a careful user would.",
    [
      "## Display Information",
      `- Screen resolution: ${width}x${height} pixels${scaled}.`,
      `- Coordinates run from (0, 0) at the top-left to (${width - 1}, ${height - 1}) at the bottom-right.`,
      "- The desktop is a virtual X11 display (Xvfb) with the openbox window manager: windows have title bars, and there is no panel, taskbar or desktop icons.",
    ].join("\n"),
    [
      "## Action Space",
      "Your code runs with `pyautogui`, `time`, `pyperclip` and `type_text` already available.",
      "- Mouse: `pyautogui.click(x, y)`, `pyautogui.doubleClick(x, y)`, `pyautogui.rightClick(x, y)`, `pyautogui.moveTo(x, y)`, `pyautogui.dragTo(x, y, duration=0.5)`, `pyautogui.mouseDown()` / `mouseUp()`, `pyautogui.scroll(clicks, x, y)` (positive scrolls up, negative down).",
      "- Keyboard: `pyautogui.press('enter')`, `pyautogui.hotkey('ctrl', 's')`, `pyautogui.keyDown('shift')` / `keyUp('shift')`, `pyautogui.write('plain ascii')` (no backslashes or non-ASCII).",
      "- Text: prefer `type_text('any text')`: it types any Unicode text, and line breaks in it press Enter. Or put text on the clipboard with `pyperclip.copy('…')` and paste with `pyautogui.hotkey('ctrl', 'v')`.",
      "- Waiting: `time.sleep(0.5)` after opening menus or dialogs that animate.",
      "Only these modules can be imported: time, pyautogui, pyperclip, math, random, string, re, json, collections, itertools, functools, datetime. `print()` output is returned to you.",
    ].join("\n"),
    options.withBash
      ? [
          "## Bash Debugging Tool",
          "You may also write ```bash blocks to inspect the system for debugging: processes, files, logs (for example `cat /tmp/app.log`, `ps aux`). They run as the desktop user before your python block, and their output is returned to you with the next observation. Do not use bash to start GUI apps or to do the task itself: the task must be done through the user interface.",
        ].join("\n")
      : "",
    [
      "## Output Format",
      "Each response starts with a brief reflection on the current screen and what to do next, followed by exactly one ```python code block with the actions. Several actions in one block are fine.",
      "Example:",
      "The Save dialog is open and the file name field has focus. I will type the name and confirm.",
      "```python",
      "type_text('report.txt')",
      "pyautogui.press('enter')",
      "```",
    ].join("\n"),
    [
      "## Guidelines",
      "- Look at the screenshot and the accessibility tree before acting; click the centre of elements, using the positions and sizes the tree gives.",
      "- If an action did not have the effect you expected, look again and try another approach rather than repeating it.",
      "- Never use image search (`locateOnScreen` and similar): use coordinates.",
      "- Be precise: the task is checked afterwards, so do exactly what it asks.",
    ].join("\n"),
    [
      "## Special Commands",
      "Write one of these on a line of its own, outside code blocks:",
      "- `DONE` when the task is complete (after checking the screen shows it).",
      "- `FAIL` when the task cannot be completed, with the reason above it.",
      "- `WAIT` when the application is busy and you need another look before acting.",
      ...(options.qa
        ? [
            "- `BUG` followed by a one-line summary and then details, when you find a bug in the application (it can come before DONE or FAIL).",
          ]
        : []),
    ].join("\n"),
    [
      "## Observation",
      "After each response you get a new screenshot and the accessibility tree of the desktop, one element per line with tab-separated columns: tag, name, text, class, description, position (x,y) and size (w,h).",
    ].join("\n"),
    options.qa
      ? [
          "## QA Bug Reporting Mode (ACTIVE)",
          "Report bugs in the application under test only: crashes, wrong results, broken or missing UI, error dialogs that should not appear. Not problems of the test tooling, the environment, or your own mistakes.",
          "Before reporting, gather evidence with bash (`cat /tmp/app.log`, `ps aux`, `xdotool getactivewindow getwindowname`).",
          "Then write `BUG` on its own line, a one-line summary on the next line, then the details and steps to reproduce, ending with a blank line. Continue the task afterwards; report each bug once.",
        ].join("\n")
      : "",
  ];
  return sections.filter(Boolean).join("\n\n");
}

/** The task message: the instruction, with its completion condition when there is one. */
export function buildTaskText(
  instruction: string,
  completionCondition?: string,
  historyDropped = false,
): string {
  const task = completionCondition
    ? `${instruction}\n\nCompletion Condition: ${completionCondition}`
    : instruction;
  const note = historyDropped
    ? "\n\nNote: Previous conversation history was dropped due to context length limits. Please continue from the current observation."
    : "";
  return `## Task\n\n${task}\n\nPlease complete the task above. Reflect on the current screenshot before taking action.${note}`;
}
