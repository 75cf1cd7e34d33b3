
// src/util/cut-text.ts
function cutText(text, max) {
  if (text.length <= max) return text;
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, Math.max(0, max - 1)).join("") + "\u2026";
}
function keepText(text, keep, marker) {
  if (text.length <= keep) return text;
  const chars = Array.from(text);
  return chars.length <= keep ? text : chars.slice(0, keep).join("") + marker;
}

export {
  cutText,
  keepText
};
