import {
  ConfigError
} from "./chunk-DWPD5B2R.js";

// src/cli/whole-number.ts
function wholeNumber(name, text, min) {
  const value = Number(text);
  if (!/^\s*\d+\s*$/.test(text) || !Number.isSafeInteger(value) || value < min) {
    throw new ConfigError(`${name} must be a whole number of at least ${min}, got '${text}'`);
  }
  return value;
}

export {
  wholeNumber
};
