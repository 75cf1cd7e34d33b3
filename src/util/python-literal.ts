/**
 * A Python string literal of the text (single quotes; escapes for quotes, backslashes, control characters
 * and line separators), on one line: untrusted text (recorded typing, an agent's bash block) cannot end it.
 */
export function pyLiteral(text: string): string {
  let out = "'";
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (ch === "\\") out += "\\\\";
    else if (ch === "'") out += "\\'";
    else if (ch === "\n") out += "\\n";
    else if (ch === "\r") out += "\\r";
    else if (ch === "\t") out += "\\t";
    else if (code < 0x20 || code === 0x7f) out += `\\x${code.toString(16).padStart(2, "0")}`;
    else if (code >= 0x80 && code <= 0x9f) out += `\\x${code.toString(16)}`;
    else if (code === 0x2028 || code === 0x2029) out += `\\u${code.toString(16)}`;
    else if (code >= 0xd800 && code <= 0xdfff)
      out += "\\ufffd"; // a lone surrogate is no character
    else out += ch;
  }
  return out + "'";
}
