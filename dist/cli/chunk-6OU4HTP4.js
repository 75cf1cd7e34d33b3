
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
