/**
 * Cutting text to a length, counted in code points (a character outside the BMP, such as an emoji,
 * counts once and is never split into half a surrogate pair).
 */

/** At most `max` code points, the last of them `…` when the text was cut. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, Math.max(0, max - 1)).join("") + "…";
}

/** The first `keep` code points and then `marker` when the text is longer (the reference's cuts). */
export function keepText(text: string, keep: number, marker: string): string {
  if (text.length <= keep) return text;
  const chars = Array.from(text);
  return chars.length <= keep ? text : chars.slice(0, keep).join("") + marker;
}
