/** `text` as a regular expression that matches it literally (JavaScript's and Python's `re` syntax alike). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
