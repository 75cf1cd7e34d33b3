/** Where a position in a shell command is: outside quotes, inside '…', or inside "…". */
export type ShellContext = "none" | "single" | "double";

/**
 * The quoting context at `offset` of a `bash -c` command, scanning from its start: backslashes are
 * honoured, and a command substitution `$(…)` opens a fresh context (also inside "…") until its `)`.
 */
export function shellContextAt(command: string, offset: number): ShellContext {
  // One context per open command substitution; the last is the current one.
  const stack: ShellContext[] = ["none"];
  for (let i = 0; i < offset && i < command.length; i++) {
    const ch = command[i];
    const context = stack[stack.length - 1]!;
    if (context === "single") {
      if (ch === "'") stack[stack.length - 1] = "none";
    } else if (ch === "\\") {
      i++; // the next character is literal (outside quotes and inside "…")
    } else if (ch === "$" && command[i + 1] === "(") {
      stack.push("none");
      i++;
    } else if (ch === ")" && context === "none" && stack.length > 1) {
      stack.pop();
    } else if (context === "double") {
      if (ch === '"') stack[stack.length - 1] = "none";
    } else if (ch === "'") {
      stack[stack.length - 1] = "single";
    } else if (ch === '"') {
      stack[stack.length - 1] = "double";
    }
  }
  return stack[stack.length - 1]!;
}

/**
 * `value` written so that the shell reads it back unchanged at a place with that quoting context: a
 * quoted word outside quotes, `'\''` for each quote inside '…', backslashes before `\ " $ \`` inside "…".
 * A secret pasted into a command can then never run as code (`&`, `;`, `$(…)`, quotes).
 */
export function shellLiteral(value: string, context: ShellContext): string {
  if (context === "single") return value.replaceAll("'", `'\\''`);
  if (context === "double") return value.replace(/[\\"$`]/g, (c) => `\\${c}`);
  return `'${value.replaceAll("'", `'\\''`)}'`;
}
