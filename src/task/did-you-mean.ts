import { distance } from "fastest-levenshtein";

/**
 * The candidate closest to `word`, when it is close enough to be a plausible typo:
 * a small edit distance (scaled with length), or one being a prefix of the other.
 */
export function didYouMean(word: string, candidates: Iterable<string>): string | undefined {
  const lower = word.toLowerCase();
  let best: string | undefined;
  let bestScore = Infinity;
  for (const candidate of candidates) {
    const c = candidate.toLowerCase();
    if (c === lower) return candidate;
    const d = distance(lower, c);
    const limit = Math.max(1, Math.floor(Math.max(lower.length, c.length) / 3));
    const prefix = lower.length >= 3 && (c.startsWith(lower) || lower.startsWith(c));
    if ((d <= limit || prefix) && d < bestScore) {
      best = candidate;
      bestScore = d;
    }
  }
  return best;
}
