/**
 * Python's `shlex.split(text)` (POSIX mode, comments off): how OSWorld's guest server turns a non-shell
 * string command into argv. Quotes group, backslash escapes outside single quotes; an unclosed quote is a
 * ValueError ("No closing quotation"), as in Python.
 */
export function shlexSplit(text: string): string[] {
  const words: string[] = [];
  let word = "";
  let inWord = false;
  let quote: "'" | '"' | undefined;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quote === "'") {
      if (ch === "'") quote = undefined;
      else word += ch;
      continue;
    }
    if (quote === '"') {
      if (ch === '"') quote = undefined;
      else if (ch === "\\" && i + 1 < text.length && '\\"$`\n'.includes(text[i + 1]!)) {
        i++;
        if (text[i] !== "\n") word += text[i];
      } else word += ch;
      continue;
    }
    if (ch === "'" || ch === '"') {
      quote = ch;
      inWord = true;
    } else if (ch === "\\") {
      if (i + 1 >= text.length) throw new Error("ValueError: No escaped character");
      i++;
      if (text[i] !== "\n") word += text[i];
      inWord = true;
    } else if (/\s/.test(ch)) {
      if (inWord) words.push(word);
      word = "";
      inWord = false;
    } else {
      word += ch;
      inWord = true;
    }
  }
  if (quote) throw new Error("ValueError: No closing quotation");
  if (inWord) words.push(word);
  return words;
}
