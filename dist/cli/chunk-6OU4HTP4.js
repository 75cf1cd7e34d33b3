import { createRequire as __dtRequire } from 'node:module'; import { fileURLToPath as __dtPath } from 'node:url'; import { dirname as __dtDir } from 'node:path'; const require = __dtRequire(import.meta.url); const __filename = __dtPath(import.meta.url); const __dirname = __dtDir(__filename);

// src/session/exec-result.ts
function toArgv(command) {
  return typeof command === "string" ? ["bash", "-c", command] : command;
}
function shellQuote(value) {
  if (/^[A-Za-z0-9_\-=/,.+:@%]+$/.test(value)) return value;
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

export {
  toArgv,
  shellQuote
};
