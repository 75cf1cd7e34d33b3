import { trim, trimEnd, trimStart } from "../rust-text.ts";
import { stepNumberPart } from "./replay-step.ts";

/**
 * The action code of `def step_NNN():` recovered from a replay script's source, for scripts that print
 * no `REPLAY_ACTION` marker: the body after the docstring up to the next unindented line, without blank
 * lines and without the screenshot-assertion lines `codify --with-screenshots` adds, each line with its
 * four-space indent removed. `undefined` when the script has no such function.
 */
export function actionCodeFromSource(source: string, step: number): string | undefined {
  const sourceLines = source.split("\n").map((line) => (line.endsWith("\r") ? line.slice(0, -1) : line));
  const header = `def step_${stepNumberPart(step)}():`;
  const start = sourceLines.findIndex((line) => trimEnd(line) === header);
  if (start < 0) return undefined;
  const body: string[] = [];
  let inDocstring = false;
  let docstringSeen = false;
  for (const line of sourceLines.slice(start + 1)) {
    if (trim(line) === "") continue;
    if (!/^\s/.test(line)) break;
    const content = trimStart(line);
    if (inDocstring) {
      if (content.includes('"""')) inDocstring = false;
      continue;
    }
    if (!docstringSeen && body.length === 0 && content.startsWith('"""')) {
      docstringSeen = true;
      const rest = content.slice(3);
      if (!rest.includes('"""')) inDocstring = true;
      continue;
    }
    if (isScreenshotAssertion(content)) continue;
    body.push(trimEnd(line.startsWith("    ") ? line.slice(4) : line));
  }
  return trimEnd(body.join("\n"));
}

/**
 * The lines of the pre-action screenshot check: the reference's (spec §5.3, with or without `scrot -o`)
 * and desktest's `check_screen(...)`.
 */
function isScreenshotAssertion(content: string): boolean {
  return (
    content.startsWith("# Verify pre-action screen state") ||
    content.startsWith("check_screen(") ||
    content.startsWith("time.sleep(0.5)  # Wait for UI to settle") ||
    (content.startsWith("subprocess.run(['scrot',") && content.includes("/tmp/_replay_actual.png")) ||
    content.startsWith("subprocess.run(['python3', '/usr/local/bin/screenshot-compare',") ||
    content.startsWith("'--expected', ")
  );
}
