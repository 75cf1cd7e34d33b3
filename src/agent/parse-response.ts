export type SpecialCommand = "DONE" | "FAIL" | "WAIT";

export interface ParsedResponse {
  /** The first DONE / FAIL / WAIT alone on a line outside code fences. */
  command?: SpecialCommand;
  pythonBlocks: string[];
  bashBlocks: string[];
  /** `BUG` reports (QA mode): the first line is the summary. */
  bugs: string[];
  /** The response without code blocks and command lines: the model's reasoning. */
  thought: string;
}

const PYTHON_FENCE = /^```(python|py)\b/;
const BASH_FENCE = /^```(bash|sh)\b/;
const COMMANDS = new Set<string>(["DONE", "FAIL", "WAIT"]);

/**
 * Read a model reply (desktest-spec-runtime §5.5) with the reference's defects fixed: a DONE/FAIL/WAIT
 * inside a code block is code, not a command; blocks keep their relative indentation (common leading
 * indentation and surrounding blank lines are removed, not the first line's indentation); an
 * unterminated block is dropped.
 */
export function parseResponse(text: string, options: { qa?: boolean } = {}): ParsedResponse {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const pythonBlocks: string[] = [];
  const bashBlocks: string[] = [];
  const bugs: string[] = [];
  const thoughtLines: string[] = [];
  let command: SpecialCommand | undefined;
  let fence: { kind: "python" | "bash" | "other"; lines: string[] } | undefined;
  let bug: string[] | undefined;

  const closeBug = () => {
    if (bug && bug.join("\n").trim()) bugs.push(bug.join("\n").trim());
    bug = undefined;
  };

  for (const line of lines) {
    const trimmed = line.trim();
    if (fence) {
      if (trimmed === "```") {
        const code = dedent(fence.lines);
        if (code && fence.kind === "python") pythonBlocks.push(code);
        if (code && fence.kind === "bash") bashBlocks.push(code);
        fence = undefined;
      } else {
        fence.lines.push(line);
      }
      continue;
    }
    if (trimmed.startsWith("```")) {
      closeBug();
      fence = {
        kind: PYTHON_FENCE.test(trimmed) ? "python" : BASH_FENCE.test(trimmed) ? "bash" : "other",
        lines: [],
      };
      continue;
    }
    if (COMMANDS.has(trimmed)) {
      closeBug();
      command ??= trimmed as SpecialCommand;
      continue;
    }
    if (options.qa && trimmed === "BUG") {
      closeBug();
      bug = [];
      continue;
    }
    if (bug) {
      if (trimmed === "") closeBug();
      else bug.push(line);
    }
    thoughtLines.push(line);
  }
  closeBug();
  return {
    ...(command ? { command } : {}),
    pythonBlocks,
    bashBlocks,
    bugs,
    thought: thoughtLines.join("\n").trim(),
  };
}

/** Remove surrounding blank lines and the indentation every non-blank line shares. */
export function dedent(lines: string[]): string {
  let start = 0;
  let end = lines.length;
  while (start < end && lines[start]!.trim() === "") start++;
  while (end > start && lines[end - 1]!.trim() === "") end--;
  const body = lines.slice(start, end).map((l) => l.replace(/\s+$/, ""));
  const indents = body.filter((l) => l.trim() !== "").map((l) => /^[ \t]*/.exec(l)![0].length);
  const common = indents.length ? Math.min(...indents) : 0;
  return body.map((l) => l.slice(Math.min(common, /^[ \t]*/.exec(l)![0].length))).join("\n");
}
