import {
  isDesktestError
} from "./chunk-DWPD5B2R.js";

// src/errors/exit-code.ts
var ExitCode = {
  pass: 0,
  fail: 1,
  config: 2,
  infra: 3,
  agent: 4
};
var CATEGORY_EXIT = {
  test_failure: ExitCode.fail,
  config_error: ExitCode.config,
  infra_error: ExitCode.infra,
  agent_error: ExitCode.agent
};
function exitCodeForCategory(category) {
  return CATEGORY_EXIT[category];
}
function exitCodeForError(error) {
  return isDesktestError(error) ? exitCodeForCategory(error.category) : ExitCode.infra;
}

export {
  ExitCode,
  exitCodeForCategory,
  exitCodeForError
};
