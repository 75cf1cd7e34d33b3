/**
 * Sentences joined by `. ` (the reference's combined reasoning, desktest-spec-core §3.2), without a second
 * period where a part already ends a sentence: `Saved the file.` + `Programmatic …` reads
 * `Saved the file. Programmatic …`, never `file.. Programmatic`.
 */
export function joinSentences(parts: readonly string[]): string {
  return parts
    .map((part, i) => (i < parts.length - 1 ? endSentence(part) : part))
    .join(" ")
    .trim();
}

/** The part ending in a sentence's end: `.`, `!`, `?` or `…` kept as they are (and trailing blanks dropped). */
function endSentence(part: string): string {
  const trimmed = part.trimEnd();
  return /[.!?…]$/u.test(trimmed) ? trimmed : `${trimmed}.`;
}
