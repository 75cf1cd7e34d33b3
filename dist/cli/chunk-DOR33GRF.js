import {
  ConfigError
} from "./chunk-3XO4NBGJ.js";

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
