
// src/errors/desktest-error.ts
var DesktestError = class extends Error {
  location;
  hint;
  evidence;
  outputTail;
  constructor(message, options = {}) {
    super(message, options.cause === void 0 ? void 0 : { cause: options.cause });
    this.name = new.target.name;
    this.location = options.location;
    this.hint = options.hint;
    this.evidence = options.evidence;
    this.outputTail = options.outputTail;
  }
  /** `file:line:col message` when a location is known, the bare message otherwise. */
  describe() {
    const where = formatLocation(this.location);
    const text = where ? `${where} ${this.message}` : this.message;
    return this.hint ? `${text}
  hint: ${this.hint}` : text;
  }
};
var TestFailure = class extends DesktestError {
  category = "test_failure";
};
var ConfigError = class extends DesktestError {
  category = "config_error";
};
var InfraError = class extends DesktestError {
  category = "infra_error";
};
var AgentError = class extends DesktestError {
  category = "agent_error";
};
function formatLocation(location) {
  if (!location) return "";
  let where = location.file;
  if (location.line !== void 0) {
    where += `:${location.line}`;
    if (location.column !== void 0) where += `:${location.column}`;
  }
  return where;
}
function isDesktestError(value) {
  return value instanceof DesktestError;
}

export {
  DesktestError,
  TestFailure,
  ConfigError,
  InfraError,
  AgentError,
  isDesktestError
};
