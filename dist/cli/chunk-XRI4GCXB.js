import { createRequire as __dtRequire } from 'node:module'; import { fileURLToPath as __dtPath } from 'node:url'; import { dirname as __dtDir } from 'node:path'; const require = __dtRequire(import.meta.url); const __filename = __dtPath(import.meta.url); const __dirname = __dtDir(__filename);

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
