import { fuzzRatio, pySplitWhitespace } from "../python-semantics.ts";
import { openDocx, paragraphs, paragraphText } from "./docx.ts";
import { iterate, rejectKeywords, subscript } from "./python-access.ts";

/**
 * OSWorld's `fuzzy_place_math(result_file_path, rules)` (metrics/general.py): the .docx's words (every
 * paragraph split on whitespace, as python-docx reads it) must be exactly three; the score is the mean of
 * each word's best rapidfuzz ratio / 100 against `rules["expected"]`, else 0. python-docx's error for a
 * file it cannot open is not caught, as in OSWorld.
 */
export function fuzzy_place_math(file: unknown, rules: unknown, options?: Record<string, unknown>): number {
  rejectKeywords("fuzzy_place_math", options);
  if (file === null || file === undefined) return 0;
  const expected = subscript(rules, "expected");
  const doc = openDocx(file);
  const words = paragraphs(doc.body).flatMap((p) => pySplitWhitespace(paragraphText(p)));
  const scores = words.map((word) => {
    let best = 0;
    for (const answer of iterate(expected)) best = Math.max(best, fuzzRatio(word, answer) / 100);
    return best;
  });
  if (scores.length !== 3) return 0;
  return (scores[0]! + scores[1]! + scores[2]!) / 3;
}
